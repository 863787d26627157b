/// A configuration's fields by the names files give them (`machine: {edge: bottom, …}`), so one file's
/// keys can be applied over another's configuration key by key, and two files that disagree be named.
extension RefreshConfiguration {
    /// The machine keys, in the order files document them.
    public static let keys = ["trigger", "edge", "height", "startDistance", "endOffset", "insetDuration",
                              "endAnimationDuration", "hasMoreData"]

    /// The value of `key` as a file writes it (`bottom`, `60`, `0.25`, `true`), or nil for an unknown key.
    public func text(ofKey key: String) -> String? {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return switch key {
        case "trigger": trigger.rawValue
        case "edge": edge.rawValue
        case "height": number(height)
        case "startDistance": number(startDistance)
        case "endOffset": number(endOffset)
        case "insetDuration": number(insetDuration)
        case "endAnimationDuration": number(endAnimationDuration)
        case "hasMoreData": hasMoreData ? "true" : "false"
        default: nil
        }
    }

    /// This configuration with the fields named by `keys` taken from `other`: a file's keys applied over a
    /// base configuration, key by key (unknown keys are ignored).
    public func replacing(_ keys: some Sequence<String>, from other: RefreshConfiguration) -> RefreshConfiguration {
        var result = self
        for key in keys {
            switch key {
            case "trigger": result.trigger = other.trigger
            case "edge": result.edge = other.edge
            case "height": result.height = other.height
            case "startDistance": result.startDistance = other.startDistance
            case "endOffset": result.endOffset = other.endOffset
            case "insetDuration": result.insetDuration = other.insetDuration
            case "endAnimationDuration": result.endAnimationDuration = other.endAnimationDuration
            case "hasMoreData": result.hasMoreData = other.hasMoreData
            default: continue
            }
        }
        return result
    }
}
