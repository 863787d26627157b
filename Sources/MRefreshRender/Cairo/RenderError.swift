import MRefreshPNG

/// Why drawing, reading or writing pixels failed.
///
/// Errors are values: comparable in tests, built where the failure is detected, and carrying the
/// operation that failed so a message can say what mrefresh was doing, not only what Cairo said.
package struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Hashable, Sendable {
        /// A surface size outside 1…``ImageSurface/maximumSide`` pixels, refused before allocating.
        case invalidSize(width: Int, height: Int)
        /// A pixel buffer whose element count is not width × height.
        case pixelCountMismatch(expected: Int, found: Int)
        /// A coordinate, colour component or width that is NaN or infinite.
        case nonFiniteValue
        /// Cairo reported a status other than success: its numeric code and Cairo's own wording.
        case cairo(code: Int, message: String)
        /// Pixels could not become a PNG file: the encoder's error as it is.
        case png(PNGError)
    }

    /// What went wrong.
    package var kind: Kind
    /// What mrefresh was doing, e.g. "creating a 0×0 image surface" or "stroking".
    package var operation: String

    /// Creates an error.
    package init(_ kind: Kind, operation: String) {
        self.kind = kind
        self.operation = operation
    }

    /// Wraps the PNG encoder's error; its operation is what was being encoded.
    package init(_ error: PNGError) {
        self.init(.png(error), operation: error.operation)
    }

    /// A one-line message: "stroking: Cairo: invalid matrix (not invertible)".
    package var description: String {
        switch kind {
        case .invalidSize(let width, let height):
            "\(operation): invalid size \(width)×\(height) (each side must be 1…\(ImageSurface.maximumSide) pixels)"
        case .pixelCountMismatch(let expected, let found):
            "\(operation): expected \(expected) pixels, found \(found)"
        case .nonFiniteValue:
            "\(operation): a value is not a finite number"
        case .cairo(_, let message):
            "\(operation): Cairo: \(message)"
        case .png(let error):
            error.description
        }
    }
}
