/// A position in a source text: character offset from the start (0-based), line and column (1-based,
/// the column counted in characters, not bytes).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Characters (Unicode scalars) before this position.
    public var offset: Int
    /// The line, starting at 1. CR, LF and CRLF each end a line.
    public var line: Int
    /// The column, starting at 1, in characters.
    public var column: Int

    /// Creates a location.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The location of UTF-8 byte `byteOffset` in `bytes`, computed by scanning from the start.
    ///
    /// Computed only when an error is built, so parsing never pays for line bookkeeping. For many
    /// locations in one large text, ``SourceLocationIndex`` scans the text once instead.
    public init(byteOffset: Int, in bytes: some Collection<UInt8>) {
        var scan = Scan()
        var index = 0
        for byte in bytes {
            if index >= byteOffset { break }
            index += 1
            scan.read(byte)
        }
        self = scan.location
    }

    /// Where a scan from the start of a text has got to: the location after the bytes read so far.
    struct Scan: Sendable {
        var offset = 0, line = 1, column = 1
        var previous: UInt8 = 0

        mutating func read(_ byte: UInt8) {
            // UTF-8 continuation bytes (10xxxxxx) do not start a character.
            if byte & 0xC0 == 0x80 { previous = byte; return }
            offset += 1
            if byte == 0x0A {
                // LF after CR is the second half of one CRLF line break.
                if previous != 0x0D { line += 1 }
                column = 1
            } else if byte == 0x0D {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previous = byte
        }

        var location: SourceLocation { SourceLocation(offset: offset, line: line, column: column) }
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
