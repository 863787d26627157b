import Foundation
import MRefreshSystem
import Testing

/// The program's zero-initialised data is made the process's own before threads start (ProgramImage).
@Suite("ProgramImage")
struct ProgramImageTests {
    #if os(Linux) && !MREFRESH_PORTABLE
    /// Each page's entry in /proc/self/pagemap (64 bits: present is bit 63, mapped by this process alone is
    /// bit 56, which the kernel's shared page of zeros never is).
    private static func pagemapEntries(_ pages: Range<UInt>) throws -> [UInt64] {
        let page = UInt(getpagesize())
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/pagemap"))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(pages.lowerBound / page * 8))
        let count = Int((pages.upperBound - pages.lowerBound) / page)
        let data = try #require(try handle.read(upToCount: count * 8))
        try #require(data.count == count * 8)
        return (0..<count).map { index in
            data[(index * 8)..<(index * 8 + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        }
    }

    @Test("after prepareZeroData every page of .bss is present and the process's own, not the shared zero page")
    func zeroDataIsPrivate() throws {
        let pages = try #require(ProgramImage.zeroDataPages)
        #expect(pages.count > 0)
        ProgramImage.prepareZeroData()
        let entries = try Self.pagemapEntries(pages)
        let notOwn = entries.indices.filter { entries[$0] & (1 << 63) == 0 || entries[$0] & (1 << 56) == 0 }
        #expect(notOwn.isEmpty, "\(notOwn.count) of \(entries.count) pages are not the process's own")
    }
    #else
    @Test("off Linux there is nothing to prepare")
    func nothingElsewhere() {
        #expect(ProgramImage.zeroDataPages == nil)
        ProgramImage.prepareZeroData()
    }
    #endif
}
