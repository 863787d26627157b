import Synchronization

/// The bytes of an XML file and its name, shared by every element and attribute read from it.
///
/// Nodes keep byte offsets into the source, not line and column: a file with millions of elements pays
/// for a ``SourceLocation`` only when one is asked for, typically to report an error.
public final class XMLSource: Sendable {
    /// The file's UTF-8 bytes, exactly as read (a byte-order mark included).
    public let bytes: [UInt8]
    /// The name used in messages, usually the file name: `icon.svg` in `icon.svg:3:27: …`.
    public let name: String

    /// One entity reference replaced by the entity's markup: the replacement's bytes here, and the
    /// reference's in ``expandedFrom``.
    struct Splice: Sendable {
        var start: Int
        var end: Int
        var reference: Range<Int>
    }

    /// The source these bytes were made from by replacing references to entities that hold markup with
    /// their replacement text, and where; nil for a file's own bytes.
    let expandedFrom: XMLSource?
    let splices: [Splice]

    /// The file's locations, indexed when the first one is asked for (``location(ofByte:)``).
    private let locations = Mutex<SourceLocationIndex?>(nil)

    /// Creates a source from UTF-8 bytes.
    public init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
        expandedFrom = nil
        splices = []
    }

    /// A source whose bytes are `original`'s with each reference in `references` (sorted, not overlapping)
    /// replaced by its replacement text.
    init(expanding original: XMLSource, references: [(range: Range<Int>, replacement: [UInt8])]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(original.bytes.count + references.reduce(0) { $0 + $1.replacement.count })
        var splices: [Splice] = []
        var copied = 0
        for (range, replacement) in references {
            bytes.append(contentsOf: original.bytes[copied..<range.lowerBound])
            splices.append(Splice(start: bytes.count, end: bytes.count + replacement.count, reference: range))
            bytes.append(contentsOf: replacement)
            copied = range.upperBound
        }
        bytes.append(contentsOf: original.bytes[copied...])
        self.bytes = bytes
        self.name = original.name
        self.expandedFrom = original
        self.splices = splices
    }

    /// The number of bytes of a UTF-8 byte-order mark at the start (0 or 3).
    var byteOrderMarkLength: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The line and column of UTF-8 byte `offset`.
    ///
    /// A byte-order mark is not part of the text: the first character after it is at 1:1, offset 0.
    /// The first call scans the file once (``SourceLocationIndex``); each call after it scans a few
    /// kilobytes at most, so a file's thousands of warnings cost time linear in their number. Meant for
    /// messages, not for every node. Offsets past the end give the position just after the last character.
    public func location(ofByte offset: Int) -> SourceLocation {
        if let original = expandedFrom {
            // The last splice starting at or before the offset (binary search: there may be thousands).
            var low = 0, high = splices.count
            while low < high {
                let middle = (low + high) / 2
                if splices[middle].start <= offset { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return original.location(ofByte: offset) }
            let splice = splices[low - 1]
            // Inside an entity's markup: at its reference in the file; after it, shifted back.
            if offset < splice.end { return original.location(ofByte: splice.reference.lowerBound) }
            return original.location(ofByte: offset + splice.reference.upperBound - splice.end)
        }
        let start = byteOrderMarkLength
        let clamped = min(max(offset, start), bytes.count)
        return locations.withLock { index in
            if index == nil { index = SourceLocationIndex(Array(bytes[start...])) }
            return index!.location(ofByte: clamped - start)
        }
    }
}
