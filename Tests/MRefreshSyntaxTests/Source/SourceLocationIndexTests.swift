import Testing
@testable import MRefreshSyntax

/// ``SourceLocationIndex`` gives exactly the location a scan from the start gives, for every byte of
/// texts that cross its checkpoints with line breaks of every kind and characters of several bytes.
@Suite("Source location index")
struct SourceLocationIndexTests {
    /// Pieces whose joins put CR, LF, CRLF and multi-byte characters on either side of a checkpoint.
    static let pieces: [[UInt8]] = [Array("<use href=\"\"/>".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8),
                                    Array("😀".utf8), Array("a".utf8)]

    @Test("every byte's location is the scan's", arguments: [1, 7, 1023, 1024, 1025, 5000])
    func matchesTheScan(length: Int) {
        // A deterministic mix (a linear congruential sequence), long enough to cross a few checkpoints.
        var state: UInt64 = UInt64(length) &* 6364136223846793005 &+ 1442695040888963407
        var bytes: [UInt8] = []
        while bytes.count < length {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes += Self.pieces[Int(state >> 33) % Self.pieces.count]
        }
        let index = SourceLocationIndex(bytes)
        for offset in [-1] + Array(0...bytes.count) + [bytes.count + 5] {
            let scanned = SourceLocation(byteOffset: max(0, offset), in: bytes)
            #expect(index.location(ofByte: offset) == scanned, "byte \(offset)")
        }
    }

    @Test("an empty text is 1:1")
    func empty() {
        #expect(SourceLocationIndex([]).location(ofByte: 3) == SourceLocation(offset: 0, line: 1, column: 1))
    }
}
