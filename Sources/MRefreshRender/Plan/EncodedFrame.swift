import MRefreshCore

/// One frame at one scale as a run hands it to its sinks: drawn, encoded as a PNG file, hashed.
package struct EncodedFrame: Sendable {
    /// The frame's place in the run's order (frame-major, then scale).
    package var task: Int
    /// Its number among the run's frames (``RenderPlan/frames``).
    package var number: Int
    package var frame: FrameSpec
    package var scale: Int
    /// Its PNG file's name in the output folder (``Manifest/fileName(prefix:index:scale:)``).
    package var file: String
    /// The PNG file's bytes.
    package var png: [UInt8]
    /// Lower-case hex SHA-256 of ``png``.
    package var sha256: String
    package var pixelWidth: Int
    package var pixelHeight: Int
}
