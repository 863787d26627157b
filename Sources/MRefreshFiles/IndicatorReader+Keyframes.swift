import MRefreshCore

/// An indicator file's choreography: keyframe tracks per stage, whole-indicator presets, loops.
extension IndicatorReader {
    /// Keyframes placed over 0…1.
    func track(_ node: YAMLNode, _ stage: String) throws(InputError) -> KeyframeTrack {
        KeyframeTrack(try keyframes(node, stage, end: 1))
    }

    /// A track given as keys, or as {duration, keys} where `durationKey` allows it.
    /// A whole-indicator preset named by a scalar (`loading: rotate`), or nil when `node` is not a scalar
    /// (keys follow instead); `shape` is what else the key may hold, for the message.
    func preset<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ name: String, as type: T.Type,
                                                    or shape: String) throws(InputError) -> T? where T.RawValue == String {
        guard let text = node.scalar?.string else { return nil }
        guard let preset = T(rawValue: text) else {
            throw fail(node, .notPreset(name, presets: T.allCases.map(\.rawValue), shape: shape))
        }
        return preset
    }

    func timedTrack(_ node: YAMLNode, _ stage: String, durationKey: String?) throws(InputError) -> (KeyframeTrack, Double?) {
        guard node.mapping != nil else { return (try track(node, stage), nil) }
        var keys: [Keyframe]?, duration: Double?
        for (name, key, value) in try nodes.mapping(node, stage) {
            switch name {
            case "keys": keys = try keyframes(value, stage, end: 1)
            case durationKey where durationKey != nil: duration = try nodes.number(value, "\(stage).duration", in: 0...10)
            default:
                throw nodes.fail(key, .value(.unknownKey(name, kind: "\(stage) key", expected: ["keys"] + (durationKey.map { [$0] } ?? []))))
            }
        }
        guard let keys else { throw fail(node, .missingKeys(stage: stage)) }
        return (KeyframeTrack(keys), duration)
    }

    /// The loading loop: {period, keys}, keys placed in seconds within the period.
    func loop(_ node: YAMLNode, _ stage: String) throws(InputError) -> KeyframeTrack {
        var period: Double?, keysNode: YAMLNode?
        for (name, key, value) in try nodes.mapping(node, "\(stage) ({period, keys})") {
            switch name {
            case "period": period = try nodes.number(value, "\(stage).period", in: 0.001...IndicatorSpec.maximumLoadingPeriod)
            case "keys": keysNode = value
            default: throw nodes.fail(key, .value(.unknownKey(name, kind: "\(stage) key", expected: ["period", "keys"])))
            }
        }
        guard let period else { throw fail(node, .missingPeriod(stage: stage)) }
        guard let keysNode else { throw fail(node, .missingKeys(stage: stage)) }
        return KeyframeTrack(try keyframes(keysNode, stage, end: period), end: period, loops: true)
    }

    static let keyframeKeys = ["at", "translate", "rotate", "scale", "opacity", "stroke", "fill", "easing"]

    func keyframes(_ node: YAMLNode, _ stage: String, end: Double) throws(InputError) -> [Keyframe] {
        guard let list = node.sequence else { throw fail(node, .keyframesNotList(stage: stage)) }
        guard list.count <= IndicatorFile.maximumKeyframes else {
            throw fail(node, .tooManyKeyframes(list.count, limit: IndicatorFile.maximumKeyframes))
        }
        var keys: [Keyframe] = []
        for item in list {
            // Where it sits, what it sets and how it arrives there: `at` is required.
            var at: Double?, pose = Pose.Partial(), easing = Easing.linear
            for (name, keyNode, value) in try nodes.mapping(item, "a keyframe") {
                switch name {
                case "at": at = try nodes.number(value, "\(stage) at", in: 0...end)
                case "translate":
                    let v = try nodes.numbers(value, "translate", count: 2)
                    guard v.allSatisfy({ abs($0) <= 4096 }) else { throw fail(value, .translationOutOfBounds) }
                    pose.translate = Vector(v[0], v[1])
                case "rotate": pose.rotation = Keyframe.radians(degrees: try nodes.number(value, "rotate", in: -36_000...36_000))
                case "scale":
                    if value.sequence != nil {
                        let v = try nodes.numbers(value, "scale", count: 2)
                        guard v.allSatisfy({ abs($0) <= 1000 }) else { throw fail(value, .scaleOutOfBounds) }
                        pose.scale = Vector(v[0], v[1])
                    } else {
                        let s = try nodes.number(value, "scale", in: -1000...1000)
                        pose.scale = Vector(s, s)
                    }
                case "opacity": pose.opacity = try nodes.number(value, "opacity", in: 0...1)
                case "stroke": pose.stroke = try color(value, "stroke")
                case "fill": pose.fill = try color(value, "fill")
                case "easing": easing = try self.easing(value, "easing")
                default:
                    throw nodes.fail(keyNode, .value(.unknownKey(name, kind: "keyframe key", expected: Self.keyframeKeys)))
                }
            }
            guard let at else { throw fail(item, .keyframeNeedsAt(stage: stage, end: end)) }
            keys.append(Keyframe(at: at, pose, easing: easing))
        }
        return keys
    }
}
