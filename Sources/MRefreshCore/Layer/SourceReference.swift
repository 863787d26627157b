import MRefreshSyntax

/// A place in an input: the file as the user named it and, when known, a position in it.
///
/// Positions in XML inputs are kept as byte offsets and turned into line and column only when asked for
/// (an error is being reported): every layer of a 700-glyph font carries one, and computing each eagerly
/// would scan the file once per glyph.
package struct SourceReference: Sendable {
    /// The input as named ("<stdin>" for standard input, "--path" for path data given as an option).
    package var file: String
    private let position: Position

    private enum Position: Sendable {
        case unknown
        case location(SourceLocation)
        case byte(XMLSource, Int)
    }

    /// Creates a reference, with a position when there is one.
    package init(file: String, location: SourceLocation? = nil) {
        self.file = file
        position = location.map { .location($0) } ?? .unknown
    }

    /// Creates a reference to the element or glyph starting at UTF-8 byte `byteOffset` of `source`.
    package init(file: String, source: XMLSource, byteOffset: Int) {
        self.file = file
        position = .byte(source, byteOffset)
    }

    /// The element's or glyph's position, when the input has positions (computed on each call).
    package var location: SourceLocation? {
        switch position {
        case .unknown: nil
        case .location(let location): location
        case .byte(let source, let offset): source.location(ofByte: offset)
        }
    }
}
