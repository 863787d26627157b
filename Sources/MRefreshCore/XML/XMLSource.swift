/// The bytes of an XML file and its name, shared by every element and attribute read from it.
///
/// Nodes keep byte offsets into the source, not line and column: a file with millions of elements pays
/// for a ``SourceLocation`` only when one is asked for, typically to report an error.
public final class XMLSource: Sendable {
    /// The file's UTF-8 bytes, exactly as read (a byte-order mark included).
    public let bytes: [UInt8]
    /// The name used in messages, usually the file name: `icon.svg` in `icon.svg:3:27: …`.
    public let name: String

    /// Creates a source from UTF-8 bytes.
    public init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    /// The number of bytes of a UTF-8 byte-order mark at the start (0 or 3).
    var byteOrderMarkLength: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The line and column of UTF-8 byte `offset`.
    ///
    /// A byte-order mark is not part of the text: the first character after it is at 1:1, offset 0.
    /// Scans from the start of the file, so the cost is linear in `offset`; it is meant for messages, not
    /// for every node. Offsets past the end give the position just after the last character.
    public func location(ofByte offset: Int) -> SourceLocation {
        let start = byteOrderMarkLength
        let clamped = min(max(offset, start), bytes.count)
        return SourceLocation(byteOffset: clamped - start, in: bytes[start...])
    }
}
