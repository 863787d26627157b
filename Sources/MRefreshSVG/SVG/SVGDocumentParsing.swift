import MRefreshSyntax
import MRefreshCore

/// An input's bytes read as an XML document, under one set of limits: for the inputs themselves
/// (``InputLoader``) and for SVG documents drawn as images (``SVGImageDocuments``).
enum SVGDocumentParsing {
    /// Limits for icon documents: far above any real icon or SVG font (Font Awesome's ~700 glyphs are 1,500
    /// elements), low enough that a hostile file is refused in bounded time and memory.
    static let xmlLimits = XMLLimits(maxElements: 250_000)

    /// The XML document of `bytes`, named `file` in messages: refused at the first byte that is not UTF-8,
    /// or where the XML is malformed. Elements `hollowing` names are kept without their attributes.
    static func document(_ bytes: [UInt8], file: String, hollowing: XMLHollowing? = nil) throws(InputError) -> XMLDocument {
        guard isValidUTF8(bytes) else {
            throw InputError(file: file, location: SourceLocation(byteOffset: firstInvalidUTF8Byte(bytes), in: bytes), .notUTF8(.input))
        }
        return try parse(bytes, file: file, hollowing: hollowing)
    }

    /// The XML document of `bytes`, known to be UTF-8.
    static func parse(_ bytes: [UInt8], file: String, hollowing: XMLHollowing? = nil) throws(InputError) -> XMLDocument {
        do {
            return try XMLDocument.parse(bytes, name: file, limits: xmlLimits, hollowing: hollowing)
        } catch {
            throw InputError(file: file, location: error.location, .xml(error))
        }
    }

    /// Whether `bytes` are UTF-8, checked in place (a document's text is read from its bytes, so no
    /// string of the whole file is made).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        (try? UTF8Span(validating: bytes.span)) != nil
    }

    /// The byte offset of the first byte that does not start a valid UTF-8 sequence.
    static func firstInvalidUTF8Byte(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput, .error: return offset
            }
        }
    }
}
