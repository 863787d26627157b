extension RefreshConfiguration {
    /// The configuration as JSON, its fields under the names files give them (``keys``, in that order), then
    /// the `threshold` they make: what the preview page and the web runtime hand `machine.js`'s
    /// `configuration()`.
    public var json: JSON {
        .object([
            ("trigger", .string(trigger.rawValue)), ("edge", .string(edge.rawValue)), ("height", .number(height)),
            ("startDistance", .number(startDistance)), ("endOffset", .number(endOffset)),
            ("insetDuration", .number(insetDuration)), ("endAnimationDuration", .number(endAnimationDuration)),
            ("hasMoreData", .bool(hasMoreData)), ("threshold", .number(threshold)),
        ])
    }
}
