/// One indicator's frames among an app's resources: where they are, their canvas and scales, and their
/// ``FrameTable``. What `mrefresh build --swift-tables` (and the SwiftPM plugin) writes per indicator, as data.
public struct IndicatorFrames: Hashable, Sendable {
    /// The indicator's name in the job file.
    public var name: String
    /// The folder of its frames among the target's resources, for
    /// `Bundle.module.url(forResource: frame.name, withExtension: "png", subdirectory: subdirectory)`.
    public var subdirectory: String
    /// The canvas in points (pixels at 1x).
    public var width: Double
    /// The canvas's height in points.
    public var height: Double
    /// The scales drawn: 1 for `name.png`, 2 for `name@2x.png`, 3 for `name@3x.png`.
    public var scales: [Int]
    /// The frames and how an app picks one.
    public var table: FrameTable

    /// Creates an indicator's description.
    public init(name: String, subdirectory: String, width: Double, height: Double, scales: [Int], table: FrameTable) {
        self.name = name
        self.subdirectory = subdirectory
        self.width = width
        self.height = height
        self.scales = scales
        self.table = table
    }

    /// The stages with frames, in the order the machine enters them.
    public var stages: [FrameTable.StageFrames] { table.stages }

    /// The frames of `stage`, or nil when the indicator has none.
    public func frames(of stage: Stage) -> FrameTable.StageFrames? { table.frames(of: stage) }

    /// The pull frame an app shows at a pull of `distance` points, or nil (before the first, or no pull stage).
    public func frame(forPullDistance distance: Double) -> FrameTable.Frame? { table.frame(forPullDistance: distance) }

    /// The frame of `stage` an app shows `seconds` after the stage began, or nil when it has no frames.
    public func frame(in stage: Stage, atSeconds seconds: Double) -> FrameTable.Frame? { table.frame(in: stage, atSeconds: seconds) }

    /// A player of these frames on a machine configured by `configuration`.
    ///
    /// - Throws: ``RefreshConfigurationError`` naming the field when the configuration breaks a rule.
    public func player(configuration: RefreshConfiguration = RefreshConfiguration()) throws(RefreshConfigurationError) -> RefreshPlayer {
        try RefreshPlayer(configuration: configuration, table: table)
    }
}
