/// The locations of a text's bytes, found without scanning from the start each time.
///
/// ``SourceLocation/init(byteOffset:in:)`` scans from the start: fine for one error, but a file with
/// thousands of warnings on one line (20,000 `<use>` elements, each one warning) paid for each a scan
/// of everything before it, quadratic in their number. The index scans the text once and keeps where
/// that scan was every `stride` bytes; a location then scans at most `stride` bytes from the
/// checkpoint before it. The results are exactly the scan's.
public struct SourceLocationIndex: Sendable {
    /// Bytes between checkpoints: a location costs at most this many steps, the index one checkpoint
    /// (about 40 bytes) for every this many bytes of text, 4% of it.
    static let stride = 1024

    private let bytes: [UInt8]
    /// The scan before byte `k × stride`, for every `k` within the text.
    private let checkpoints: [SourceLocation.Scan]

    /// The index of `bytes`, scanned once.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var checkpoints: [SourceLocation.Scan] = []
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var scan = SourceLocation.Scan()
        for (index, byte) in bytes.enumerated() {
            if index % Self.stride == 0 { checkpoints.append(scan) }
            scan.read(byte)
        }
        if checkpoints.isEmpty { checkpoints.append(scan) }
        self.checkpoints = checkpoints
    }

    /// The location of UTF-8 byte `byteOffset`, as ``SourceLocation/init(byteOffset:in:)`` gives it;
    /// offsets past the end give the position after the last character.
    public func location(ofByte byteOffset: Int) -> SourceLocation {
        let offset = min(max(byteOffset, 0), bytes.count)
        let checkpoint = min(offset / Self.stride, checkpoints.count - 1)
        var scan = checkpoints[checkpoint]
        for index in (checkpoint * Self.stride)..<offset { scan.read(bytes[index]) }
        return scan.location
    }
}
