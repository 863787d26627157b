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
    /// The appearances drawn (`light`, `dark`, `high-contrast`, `dark-high-contrast`), the first the one
    /// whose frames are named without one: every appearance has every frame.
    public var appearances: [String]

    /// Creates an indicator's description.
    public init(name: String, subdirectory: String, width: Double, height: Double, scales: [Int], table: FrameTable,
                appearances: [String] = ["light"]) {
        self.name = name
        self.subdirectory = subdirectory
        self.width = width
        self.height = height
        self.scales = scales
        self.table = table
        self.appearances = appearances
    }

    /// The resource name of `frame` in `appearance` (one of ``appearances``): its ``FrameTable/Frame/name``
    /// and the appearance (`pull_0012~dark`), for
    /// `Bundle.module.url(forResource:withExtension:subdirectory:)`; `@2x`, `@3x` follow for the extra scales.
    public func resourceName(of frame: FrameTable.Frame, appearance: String) -> String {
        frame.name + FrameTable.appearanceSuffix(appearance)
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
