import Foundation
import Testing

/// A document as Figma exports blend modes: a shape multiplied onto the backdrop alone, and a group of
/// two screened onto it as one.
private let blended = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
    <rect id="backdrop" x="10" y="10" width="80" height="80" fill="#2060a0"/>
    <circle id="alone" cx="35" cy="35" r="20" fill="#f0a030" style="mix-blend-mode:multiply"/>
    <g style="mix-blend-mode:screen"><rect id="first" x="40" y="50" width="40" height="30" fill="#c03060"/><circle id="second" cx="70" cy="60" r="15" fill="#30c060"/></g>
    </svg>
    """

@Test("--export lottie,avd: Lottie carries a blend mode as the layer's bm, each blended layer a shape layer of its own; AVD names each blended layer, and Lottie the layers of a group that blends as one")
func vectorExportsCarryOrNameBlendModes() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try blended.write(to: directory.appendingPathComponent("blend.svg"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "blend.svg", "--fit", "viewbox", "--export", "lottie,avd", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").map(String.init) == [
        "mrefresh: warning: lottie: layer 'first': its group's blend mode (screen) applies to it alone, as a Lottie layer's",
        "mrefresh: warning: lottie: layer 'second': its group's blend mode (screen) applies to it alone, as a Lottie layer's",
        "mrefresh: warning: avd: layer 'alone': its blend mode (multiply) is drawn in the PNG frames only (AnimatedVectorDrawables have none); it draws normally",
        "mrefresh: warning: avd: layer 'first': its blend mode (screen) is drawn in the PNG frames only (AnimatedVectorDrawables have none); it draws normally",
        "mrefresh: warning: avd: layer 'second': its blend mode (screen) is drawn in the PNG frames only (AnimatedVectorDrawables have none); it draws normally",
    ])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/indicator.json"))) as? [String: Any])
    let layers = try #require((document["assets"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]])
    // Top first: the group's two (screen, 2), the circle (multiply, 1), the backdrop (normal).
    #expect(layers.map { $0["bm"] as? Int } == [2, 2, 1, 0])
}
