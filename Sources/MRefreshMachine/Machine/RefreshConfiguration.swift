/// How a refresh control behaves (MRefresh.docc/DesignRefreshMachine.md). Distances in points, durations in seconds.
public struct RefreshConfiguration: Hashable, Sendable, Codable {
    /// When loading starts.
    public enum Trigger: String, Hashable, Sendable, Codable, CaseIterable {
        /// The moment the pull passes the threshold, finger still down (MRefresh).
        case threshold
        /// On release beyond the threshold (UIRefreshControl, SSPullToRefresh, APLPullToRefreshContainer).
        case release
    }

    /// Which edge of the content the control sits at.
    public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
        /// Pull down to refresh.
        case top
        /// Pull up to load more.
        case bottom
    }

    /// h: the container's height (indicator height plus MRefresh's heightIncrease); the inset while loading.
    public var height: Double
    /// s: the pull distance at which drawing starts (MRefresh's animationStartDistance).
    public var startDistance: Double
    /// e: added to the height to make the threshold T = h + e (MRefresh's animationEndDistanceOffset).
    public var endOffset: Double
    /// How long the inset takes to change (MRefresh's contentInsetChangeAnimationDuration).
    public var insetDuration: Double
    /// How long the end animation plays when loading finishes (MRefresh's shrink-fade: 0.1 s).
    public var endAnimationDuration: Double
    /// When the refresh fires: on crossing the threshold (MRefresh) or on release past it.
    public var trigger: Trigger
    /// Where the control sits: the top (pull to refresh) or the bottom (pull up to load more).
    public var edge: Edge
    /// Bottom edge only: when false the bar shows `exhausted` and never triggers.
    public var hasMoreData: Bool

    /// Creates a configuration; the defaults are those `mrefresh render` uses.
    public init(height: Double = 60, startDistance: Double = 10, endOffset: Double = 20, insetDuration: Double = 0.25,
                endAnimationDuration: Double = 0.1, trigger: Trigger = .threshold, edge: Edge = .top,
                hasMoreData: Bool = true) {
        self.height = height
        self.startDistance = startDistance
        self.endOffset = endOffset
        self.insetDuration = insetDuration
        self.endAnimationDuration = endAnimationDuration
        self.trigger = trigger
        self.edge = edge
        self.hasMoreData = hasMoreData
    }

    /// T = h + e: the pull distance at which progress reaches 1 and loading can start.
    public var threshold: Double { height + endOffset }

    /// Progress for pull distance d: min(max(d − s, 0) / (T − s), 1).
    public func progress(atPull d: Double) -> Double {
        min(max(d - startDistance, 0) / (threshold - startDistance), 1)
    }

    /// The pull distance at which progress first reaches `p` (the inverse of ``progress(atPull:)`` on
    /// [s, T]): s + p·(T − s).
    public func pull(atProgress p: Double) -> Double {
        startDistance + min(max(p, 0), 1) * (threshold - startDistance)
    }

    /// The configuration when every rule holds, or an error naming the first field that breaks one.
    public func validated() throws(RefreshConfigurationError) -> RefreshConfiguration {
        typealias Rule = RefreshConfigurationError.Rule
        func check(_ condition: Bool, _ field: String, _ rule: Rule) throws(RefreshConfigurationError) {
            if !condition { throw RefreshConfigurationError(field: field, rule: rule) }
        }
        try check(height.isFinite && height > 0, "height", .notPositive(height))
        try check(startDistance.isFinite && startDistance >= 0, "startDistance", .negative(startDistance))
        try check(endOffset.isFinite, "endOffset", .notANumber(endOffset))
        try check(threshold > startDistance, "endOffset", .thresholdNotPastStart(threshold: threshold, startDistance: startDistance))
        try check(insetDuration.isFinite && insetDuration >= 0, "insetDuration", .negative(insetDuration))
        try check(endAnimationDuration.isFinite && endAnimationDuration >= 0, "endAnimationDuration",
                  .negative(endAnimationDuration))
        return self
    }
}

/// A configuration that breaks a rule of MRefresh.docc/DesignRefreshMachine.md: the field and the rule, as values.
public struct RefreshConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending field, as named in gesture files.
    public var field: String
    /// The rule it breaks, with the value that breaks it.
    public var rule: Rule

    /// A rule of the machine's configuration (DesignRefreshMachine.md) and the value that breaks it.
    public enum Rule: Hashable, Sendable {
        /// A height that is not a positive number.
        case notPositive(Double)
        /// A distance or duration below zero (or not a number).
        case negative(Double)
        /// A value that is not a finite number.
        case notANumber(Double)
        /// A threshold (height + endOffset) at or before the start distance: progress would never grow.
        case thresholdNotPastStart(threshold: Double, startDistance: Double)
    }

    /// Creates an error.
    public init(field: String, rule: Rule) {
        self.field = field
        self.rule = rule
    }

    /// What is wrong with the field, after its name: "must not be negative, got -1.0".
    public var message: String {
        switch rule {
        case .notPositive(let value): "must be a positive number, got \(value)"
        case .negative(let value): "must not be negative, got \(value)"
        case .notANumber(let value): "must be a number, got \(value)"
        case let .thresholdNotPastStart(threshold, startDistance):
            "the threshold height + endOffset (\(threshold)) must exceed startDistance (\(startDistance))"
        }
    }

    /// "endOffset must be a number, got nan".
    public var description: String { "\(field) \(message)" }
}
