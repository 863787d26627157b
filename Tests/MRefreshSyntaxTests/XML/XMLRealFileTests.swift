import Foundation
import MRefreshSyntax
import Testing

/// A real SVG file from a Debian package: Font Awesome 4's SVG font.
@Suite struct XMLRealFileTests {
    /// Installed by `make deps` (Debian package fonts-font-awesome).
    static let fontAwesomePath = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

    @Test func fontAwesomeFont() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.fontAwesomePath),
                                "missing \(Self.fontAwesomePath): run `make deps` or apt-get install fonts-font-awesome")
        let document = try XMLDocument.parse(Array(data), name: "fontawesome-webfont.svg")
        #expect(document.root.name == "svg")
        let font = try #require(document.root.childElements.first { $0.name == "defs" }?.childElements.first)
        #expect(font.name == "font")
        #expect(font.attribute("id")?.value == "FontAwesome")
        let glyphs = font.childElements.filter { $0.name == "glyph" }
        #expect(glyphs.count == 707)
        #expect(font.childElements.filter { $0.name == "missing-glyph" }.count == 1)
        #expect(font.childElements.first { $0.name == "font-face" }?.attribute("units-per-em")?.value == "1792")
        // Every outline is valid path data.
        for glyph in glyphs {
            guard let d = glyph.attribute("d") else { continue }
            do {
                _ = try PathDataParser.commands(in: d.value)
            } catch {
                Issue.record("\(document.source.name):\(d.sourceLocation(ofValueByte: error.byteOffset)): \(error.message)")
            }
        }
    }
}
