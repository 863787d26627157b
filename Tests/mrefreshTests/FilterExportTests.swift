import Foundation
import Testing

@Test("--export lottie,avd: a filtered layer is drawn unfiltered in the vector exports, and each export says so once per layer (the PNG frames draw it: SVGFilterFidelityTests)")
func vectorExportsNameFilteredLayers() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
        <filter id="s" color-interpolation-filters="sRGB"><feDropShadow dx="0" dy="6" stdDeviation="4" flood-opacity="0.5"/></filter>
        <circle id="badge" cx="50" cy="45" r="30" fill="#2080e0" filter="url(#s)"/>
        </svg>
        """.write(to: directory.appendingPathComponent("shadow.svg"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "shadow.svg", "--fit", "viewbox", "--size", "64x64", "--padding", "0", "--loading", "none",
                                 "--closing", "none", "--export", "lottie,avd", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "mrefresh: warning: lottie, avd: layer 'badge': its filter is drawn in the PNG frames only; here it draws unfiltered\n")
}
