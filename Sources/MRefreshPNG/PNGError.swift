/// Why pixels could not become a PNG file.
///
/// A value, comparable in tests and built where the failure is found; the operation says what was being
/// encoded. MRefreshRender wraps it as it is (`RenderError`'s `png` case), not re-worded.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A width or height outside 1…``PNGEncoder/maximumSide`` pixels.
        case invalidSize(width: Int, height: Int)
        /// A pixel span whose element count is not width × height.
        case pixelCountMismatch(expected: Int, found: Int)
        /// A general-purpose DEFLATE library (libdeflate, zlib: the encoders the product's is compared with)
        /// refused its level or failed.
        case compressionFailed(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// What was being encoded, e.g. "encoding a 0×10 PNG".
    public var operation: String

    /// Creates an error.
    public init(_ kind: Kind, operation: String) {
        self.kind = kind
        self.operation = operation
    }

    /// A one-line message: "encoding a 0×10 PNG: invalid size 0×10 (each side must be 1…32767 pixels)".
    public var description: String {
        switch kind {
        case .invalidSize(let width, let height):
            "\(operation): invalid size \(width)×\(height) (each side must be 1…\(PNGEncoder.maximumSide) pixels)"
        case .pixelCountMismatch(let expected, let found):
            "\(operation): expected \(expected) pixels, found \(found)"
        case .compressionFailed(let why):
            "\(operation): compression failed: \(why)"
        }
    }
}
