import Foundation
import MRefreshCore
@testable import MRefreshRender
import Testing

/// Texts that, written raw into the page's data element, would end it or open a comment in it.
private let hostile = ["</script><script>alert(1)</script>", "<!--<script>", "tray.svg:3:27: unexpected '<' in 'd'"]

@Test("The page's data stays inside its element whatever a layer name or the error says: every '<' is escaped, the data parses back to the same strings, and the page has its two scripts only",
      arguments: hostile)
func previewDataIsEscaped(_ text: String) throws {
    let manifest = Manifest(canvas: Size(width: 4, height: 4), scales: [1],
                            layers: [Manifest.Layer(name: text, transform: .identity, lineWidth: 1)], frames: [])
    let page = PreviewPage(manifest: manifest, machine: RefreshConfiguration(edge: .bottom), frameRate: 30, images: [:],
                           error: text, live: true)
    #expect(!page.dataText.contains("<"))
    #expect(page.html.components(separatedBy: "</script>").count == 3)
    #expect(page.html.components(separatedBy: "<!--").count == 2, "only the header comment")
    let data = try #require(try JSONSerialization.jsonObject(with: Data(page.dataText.utf8)) as? [String: Any])
    #expect(data["error"] as? String == text && data["live"] as? Bool == true)
    let layers = (data["manifest"] as? [String: Any])?["layers"] as? [[String: Any]]
    #expect(layers?.first?["name"] as? String == text)
    #expect((data["machine"] as? [String: Any])?["edge"] as? String == "bottom")
}
