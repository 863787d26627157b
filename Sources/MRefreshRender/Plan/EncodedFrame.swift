import MRefreshCore

/// One frame at one scale as a run hands it to its sinks: drawn, encoded as a PNG file, hashed.
public struct EncodedFrame: Sendable {
    /// The frame's place in the run's order (frame-major, then scale).
    public var task: Int
    /// Its number among the run's frames (``RenderPlan/frames``).
    public var number: Int
    public var frame: FrameSpec
    public var scale: Int
    /// Its PNG file's name in the output folder (``Manifest/fileName(prefix:index:scale:)``).
    public var file: String
    /// The PNG file's bytes.
    public var png: [UInt8]
    /// Lower-case hex SHA-256 of ``png``.
    public var sha256: String
    public var pixelWidth: Int
    public var pixelHeight: Int
}
