import Foundation
import MRefreshRender
import Testing

/// The team's corpus of animated spinners (Tests/Fixtures/AnimatedSVG): every loading frame mrefresh draws is
/// what Chromium shows of the same document at that frame's time.
@Suite("animated SVG: loading frames against Chromium", .serialized,
       .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct AnimatedSVGBrowserTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/AnimatedSVG").standardized
    static var files: [URL] { AnimatedSVGReference.documents(in: corpus) }

    /// `MREFRESH_CHECK_SVG`: files to check instead of the corpus, separated by commas (a path, or the
    /// name of a corpus document), so a user's spinner is checked the same way.
    static let chosen: [URL]? = ProcessInfo.processInfo.environment["MREFRESH_CHECK_SVG"].map { list in
        list.split(separator: ",").map { item in
            let name = String(item)
            return FileManager.default.fileExists(atPath: name) ? URL(fileURLWithPath: name) : corpus.appendingPathComponent(name)
        }
    }

    @Test("every loading frame of the corpus matches Chromium at its time")
    func corpusMatchesChromium() throws {
        try Chromium.requireInstalled()
        let files = Self.chosen ?? Self.files
        #expect(Self.chosen != nil || files.count >= 40)
        let session = try BrowserSession(width: 800, height: 850)
        defer { session.quit() }
        var compared = 0
        for file in files {
            let result = try AnimatedSVGReference.compare(file, in: session)
            compared += result.compared
            for mismatch in result.mismatches.prefix(3) { Issue.record("\(mismatch)") }
        }
        print("AnimatedSVGBrowserTests: \(compared) loading frames of \(files.count) document\(files.count == 1 ? "" : "s") compared with Chromium")
    }

    @Test("the comparison sees a frame one frame late: the rotating arc against Chromium a sixtieth of a second on")
    func comparisonCanFail() throws {
        try Chromium.requireInstalled()
        let session = try BrowserSession(width: 800, height: 850)
        defer { session.quit() }
        let result = try AnimatedSVGReference.compare(Self.corpus.appendingPathComponent("rotate-arc.svg"), in: session,
                                                      offset: 1.0 / 60, every: 6)
        #expect(result.compared == 8 && result.mismatches.count == result.compared, "\(result.mismatches)")
    }
}
