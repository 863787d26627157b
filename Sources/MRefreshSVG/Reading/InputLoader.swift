import MRefreshSyntax
import MRefreshCore

/// Turns the bytes of one input into layers: raw path data, an SVG document or an SVG font.
///
/// The kind is decided by content, not by file name: text whose first non-blank character is `<` is
/// XML (a font when it holds `<glyph>` elements), anything else is path data.
package enum InputLoader {
    /// Reads `bytes`, the content of the input `spec` names.
    ///
    /// - Parameters:
    ///   - bytes: the input's content.
    ///   - spec: the input: its name for messages, and the `#id` or glyph to read.
    ///   - lenient: keep paths up to their first error and report the errors as warnings, instead of
    ///     rejecting the input.
    ///   - strict: refuse an SVG document at its first problem; when false, a document is read as SVG
    ///     renders it (a bad attribute ignored, a path kept up to its error, a broken `<use>` skipped), each
    ///     problem a warning. Path data and fonts follow `lenient` alone.
    ///   - glyphCharacter: for an SVG font without a `#glyph-name`, the character whose glyph to read.
    ///   - media: the appearance a document's `@media` rules are evaluated for.
    ///   - images: the folders besides a document's own its image files may be read from.
    /// - Throws: ``MRefreshCore/InputError`` with kind ``MRefreshCore/InputError/Kind/invalidData`` and the error's position.
    package static func load(_ bytes: [UInt8], spec: InputSpec, lenient: Bool = false, strict: Bool = true,
                            glyphCharacter: String? = nil, media: CSSMedia = .light,
                            variables: [String: String] = [:], images: SVGImageSources = SVGImageSources()) throws(InputError) -> LoadedInput {
        let file = spec.displayName
        if looksLikeXML(bytes) {
            // Refused at its first byte that is not UTF-8, or where the XML is malformed. A `#name` may be
            // one glyph of a font: the font's other glyphs are read without their attributes. Should the
            // document turn out not to be a font, it is read again whole, for its elements' ids.
            let hollowing = spec.fragment.map(SVGFontInput.otherGlyphs(than:))
            var document = try SVGDocumentParsing.document(bytes, file: file, hollowing: hollowing)
            if document.hollowedElements > 0 && !SVGFontInput.isFont(document) {
                document = try SVGDocumentParsing.parse(bytes, file: file)
            }
            return try load(document, spec: spec, lenient: lenient, strict: strict,
                            glyphCharacter: glyphCharacter, media: media, variables: variables, images: images)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return try failInvalidUTF8(bytes, file: file) }
        if let fragment = spec.fragment {
            throw InputError(file: file, .fragmentOnPathData(fragment))
        }
        return try LoadedInput(pathData: text, layerName: spec.path == "-" ? "stdin" : PathText.stem(of: spec.path), file: file,
                               lenient: lenient)
    }

    /// The XML document of `bytes` (an input that ``looksLikeXML(_:)``), named `file` in messages.
    package static func document(_ bytes: [UInt8], file: String) throws(InputError) -> XMLDocument {
        try SVGDocumentParsing.parse(bytes, file: file)
    }

    /// The layers `spec` selects from an already parsed document: an SVG font's glyph (or every glyph),
    /// or an SVG document's elements. A font parsed once serves every glyph of a build.
    package static func load(_ document: XMLDocument, spec: InputSpec, lenient: Bool = false, strict: Bool = true,
                            glyphCharacter: String? = nil, media: CSSMedia = .light,
                            variables: [String: String] = [:], images: SVGImageSources = SVGImageSources()) throws(InputError) -> LoadedInput {
        let file = spec.displayName
        if SVGFontInput.isFont(document) {
            return try SVGFontInput.load(document, file: file, glyphName: spec.fragment,
                                         character: spec.fragment == nil ? glyphCharacter : nil, lenient: lenient)
        }
        if glyphCharacter != nil {
            throw InputError(file: file, .glyphCharacterWithoutFont)
        }
        return try SVGDocumentInput.load(document, file: file, id: spec.fragment, lenient: lenient || !strict, media: media,
                                         variables: variables, images: images)
    }

    /// Limits for icon documents (``SVGDocumentParsing/xmlLimits``).
    package static let xmlLimits = SVGDocumentParsing.xmlLimits

    /// Whether the first non-blank character (after a UTF-8 byte order mark) is '<'.
    package static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<")
    }

    private static func failInvalidUTF8(_ bytes: [UInt8], file: String) throws(InputError) -> LoadedInput {
        throw InputError(file: file, location: SourceLocation(byteOffset: SVGDocumentParsing.firstInvalidUTF8Byte(bytes), in: bytes),
                         .notUTF8(.input))
    }
}
