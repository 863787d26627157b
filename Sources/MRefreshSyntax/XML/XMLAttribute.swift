/// An attribute: its name, its decoded value, and how to find any byte of that value in the file.
public struct XMLAttribute: Sendable {
    /// The name as written, prefix included: `xlink:href`.
    public let name: String
    /// The value with references decoded and whitespace normalised (tab, CR, LF and CRLF each become
    /// one space, as XML's attribute-value normalisation prescribes for CDATA attributes).
    public var value: String {
        switch storage {
        case .decoded(let value): value
        case .raw(let end, false): String(decoding: source.bytes[valueByteOffset..<end], as: UTF8.self)
        case .raw(let end, true): String(decoding: source.bytes[valueByteOffset..<end].lazy.map(Self.spaced), as: UTF8.self)
        }
    }

    /// A tab or line feed read as the space it normalises to; any other byte as itself.
    private static func spaced(_ byte: UInt8) -> UInt8 {
        byte == 0x09 || byte == 0x0A ? 0x20 : byte
    }

    /// Whether the decoded ``value`` is `text`, compared in place: no string is made for a value kept as
    /// the source's bytes (finding one glyph by name among a font's thousands reads every glyph's name).
    public func hasValue(_ text: String) -> Bool {
        switch storage {
        case .decoded(let value):
            return value == text
        case .raw(_, true):
            return value == text
        case .raw(let end, false):
            let bytes = source.bytes[valueByteOffset..<end]
            if bytes.elementsEqual(text.utf8) { return true }
            // Other bytes can still spell an equal string (é composed or decomposed): only ASCII cannot.
            if bytes.allSatisfy({ $0 < 0x80 }) && text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
            return value == text
        }
    }

    /// How the value is kept: decoded, or (when decoding would move no byte) as the source's bytes up to
    /// `end`, the offset of the closing quote, made a string each time it is read, each tab and line feed
    /// read as a space when `spaced` (a font's path data wrapped over lines, most of it never read).
    enum Value: Sendable {
        case decoded(String)
        case raw(end: Int, spaced: Bool)
    }

    private let storage: Value
    /// The file the attribute was read from.
    public let source: XMLSource
    /// The UTF-8 byte offset of the first byte of the name in ``source``.
    public let byteOffset: Int
    /// The UTF-8 byte offset of the first byte of the value (just after the opening quote) in ``source``.
    public let valueByteOffset: Int
    /// Present only when decoding changed byte offsets (a reference or a CRLF was decoded).
    let valueMap: XMLValueMap?

    init(name: String, value: Value, source: XMLSource, byteOffset: Int, valueByteOffset: Int,
         valueMap: XMLValueMap?) {
        self.name = name
        self.storage = value
        self.source = source
        self.byteOffset = byteOffset
        self.valueByteOffset = valueByteOffset
        self.valueMap = valueMap
    }

    /// The name without its namespace prefix: `href` for `xlink:href`.
    public var localName: String { XMLElement.localName(of: name) }

    /// Whether this is a namespace declaration, `xmlns` or `xmlns:prefix`, rather than data.
    public var isNamespaceDeclaration: Bool {
        name == "xmlns" || name.hasPrefix("xmlns:")
    }

    /// Where the name starts. Computed on each call by scanning the file.
    public var location: SourceLocation { source.location(ofByte: byteOffset) }

    /// The byte offset in ``source`` of UTF-8 byte `offset` of the decoded ``value``.
    ///
    /// Bytes that came from a reference map to the reference's `&` (the outermost one, for nested
    /// entities); other bytes map to themselves. `offset` is clamped to 0…`value.utf8.count`; the end
    /// maps to the closing quote.
    public func sourceByteOffset(ofValueByte offset: Int) -> Int {
        let clamped = max(0, offset)
        guard let valueMap else {
            return valueByteOffset + min(clamped, valueLength)
        }
        return valueByteOffset + valueMap.rawOffset(ofDecoded: clamped)
    }

    /// The length of the decoded value in UTF-8 bytes.
    private var valueLength: Int {
        switch storage {
        case .decoded(let value): value.utf8.count
        case .raw(let end, _): end - valueByteOffset
        }
    }

    /// The source location of UTF-8 byte `offset` of the decoded ``value``: where to point an error
    /// found inside the value, such as bad path data in a `d` attribute.
    ///
    /// Maps through references, so for `d="M0 0 &#x4C; x"` the `x` (decoded byte 7) is reported at its
    /// own column and the `L` at the column of `&#x4C;`. Computed by scanning the file.
    public func sourceLocation(ofValueByte offset: Int) -> SourceLocation {
        source.location(ofByte: sourceByteOffset(ofValueByte: offset))
    }
}
