import Foundation
import Synchronization
import MRefreshCore
import Testing
@testable import MRefreshRender

// Pango's per-thread font map keeps every font description it loads (about 14 KB each); a long `build` or
// `preview` meeting new sizes would grow without end. PangoFontCache clears a map's caches at its limit.

/// Runs `body` on a thread of its own, so that its Pango font map (one per thread) sees only this test.
private func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<Result<T, any Error>?>(nil)
    let thread = Thread {
        let outcome = Result { try body() }
        result.withLock { $0 = outcome }
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    return try #require(result.withLock { $0 }).get()
}

@Test("a thread's font map holds at most the limit of distinct descriptions, and text shaped after a clear is the same")
func fontCacheIsBounded() throws {
    let pango = try Pango.shared.get()
    let extra = 40
    let (before, after, count, serials, start) = try onOwnThread {
        let before = try GraphicsContext.textOutline("Ag", font: "DejaVu Sans 12", at: Point(0, 0), alignment: .start)
        // 1; more when an earlier test's thread had its font map at this address, whose descriptions the
        // count keeps (the map is then only cleared sooner, as PangoFontCache says).
        let start = PangoFontCache.count(pango)
        // limit + extra sizes not seen before: the map's caches are cleared once on the way (Pango's font
        // map serial changes when they are).
        var serials: [UInt32?] = [PangoFontCache.serial(pango)]
        for index in 0..<(PangoFontCache.limit + extra) {
            let size = 12 + Double(index + 1) / 64
            _ = try GraphicsContext.textOutline("Ag", font: "DejaVu Sans \(size)", at: Point(0, 0), alignment: .start)
            serials.append(PangoFontCache.serial(pango))
        }
        let count = PangoFontCache.count(pango)
        let after = try GraphicsContext.textOutline("Ag", font: "DejaVu Sans 12", at: Point(0, 0), alignment: .start)
        return (before, after, count, serials, start)
    }
    // The first description (with any left at this address) and limit - start sizes fill the map; the next
    // size clears it and is the first of the new count, and the rest follow it.
    #expect(start >= 1)
    #expect(count == extra + start)
    let changes = zip(serials, serials.dropFirst()).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    #expect(changes == [PangoFontCache.limit - start])
    #expect(!before.subpaths.isEmpty)
    #expect(after == before)
}

@Test("SVG text's runs count against the same limit, and shape the same after a clear")
func svgTextCountsAgainstTheLimit() throws {
    let pango = try Pango.shared.get()
    let font = TextBlock.Font(families: "DejaVu Sans", size: 12)
    let (before, after, count) = try onOwnThread {
        let shaper = try GraphicsContext.TextShaper()
        let before = try shaper.shape("Ag", font: font, letterSpacing: 0)
        for index in 0..<(PangoFontCache.limit + 5) {
            var other = font
            other.size = 12 + Double(index + 1) / 64
            _ = try shaper.shape("Ag", font: other, letterSpacing: 0)
        }
        let count = PangoFontCache.count(pango)
        let after = try shaper.shape("Ag", font: font, letterSpacing: 0)
        return (before.outline, after.outline, count)
    }
    #expect(count <= PangoFontCache.limit)
    #expect(!before.subpaths.isEmpty)
    #expect(after == before)
}

@Test("a document folder's font map is bounded the same way: its own caches are cleared at the limit, not the thread's")
func documentFontMapIsBounded() throws {
    let pango = try Pango.shared.get()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"),
                                     to: folder.appendingPathComponent("mono.ttf"))
    let (documentSerials, threadSerials) = try onOwnThread {
        try DocumentFonts.withFontMap(for: folder.path) { (map) throws -> ([UInt32?], [UInt32?]) in
            let map = try #require(map, "the folder has a font file: it gets a map of its own")
            let shaper = try GraphicsContext.TextShaper(fontMap: map)
            var document = [pango.fontMapSerial?(map)], thread = [PangoFontCache.serial(pango)]
            for index in 0...PangoFontCache.limit {
                _ = try shaper.shape("Ag", font: TextBlock.Font(families: "DejaVu Sans Mono", size: 12 + Double(index) / 64), letterSpacing: 0)
            }
            document.append(pango.fontMapSerial?(map))
            thread.append(PangoFontCache.serial(pango))
            return (document, thread)
        }
    }
    #expect(documentSerials[0] != documentSerials[1], "limit + 1 sizes clear the document's map")
    #expect(threadSerials[0] == threadSerials[1], "the thread's default map is left alone")
}
