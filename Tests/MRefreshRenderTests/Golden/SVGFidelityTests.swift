import Foundation
import Testing
@testable import MRefreshRender

/// One SVG document whose frame at progress 1 must match rsvg-convert drawing it (issue 12): named after
/// the rule it exercises, the document's elements inside a 100×100 viewBox.
struct FidelityCase: CustomTestStringConvertible, Sendable {
    let name: String
    let body: String
    var testDescription: String { name }

    var document: String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">
        \(body)
        <rect x="1" y="1" width="98" height="98" fill="none" stroke="black"/>
        </svg>
        """
    }
}

/// Colours: CSS Color 4's functions, fallbacks after a paint server, and what is not a colour.
let colourCases: [FidelityCase] = [
    FidelityCase(name: "colour-hsl", body: #"<rect x="10" y="10" width="80" height="80" fill="hsl(120, 100%, 25%)"/>"#),
    FidelityCase(name: "colour-hsl-hue-wraps-past-360", body: #"<rect x="10" y="10" width="80" height="80" fill="hsl(999, 100%, 25%)"/>"#),
    FidelityCase(name: "colour-hsl-saturation-clamped", body: #"<rect x="10" y="10" width="80" height="80" fill="hsl(120, 200%, 25%)"/>"#),
    FidelityCase(name: "colour-hsla", body: #"<rect x="10" y="10" width="80" height="80" fill="hsla(120, 100%, 25%, 0.5)"/>"#),
    FidelityCase(name: "colour-hsl-with-alpha", body: #"<rect x="10" y="10" width="80" height="80" fill="hsl(200deg 80% 40% / 70%)"/>"#),
    FidelityCase(name: "colour-hsl-stroke", body: #"<circle cx="50" cy="50" r="30" fill="none" stroke="hsl(30, 90%, 50%)" stroke-width="8"/>"#),
    FidelityCase(name: "colour-rgba-percentage-alpha", body: #"<rect x="10" y="10" width="80" height="80" fill="rgba(0, 127, 0, 50%)"/>"#),
    FidelityCase(name: "colour-rgb-mixed-units-is-not-a-colour", body: #"<rect x="10" y="10" width="80" height="80" fill="rgba(0, 50%, 0, 0.5)"/>"#),
    FidelityCase(name: "colour-missing-server-falls-back-to-currentColor",
                 body: #"<rect x="10" y="10" width="80" height="80" color="green" fill="url(#missing) currentColor"/>"#),
    FidelityCase(name: "colour-missing-server-falls-back-to-inherited-currentColor",
                 body: #"<g color="purple"><rect x="10" y="10" width="80" height="80" fill="url(#missing) currentColor"/></g>"#),
    FidelityCase(name: "colour-icc-color-is-not-a-paint",
                 body: #"<rect x="10" y="10" width="80" height="80" fill="red icc-color(acmecmyk, 0.11, 0.48, 0.83, 0.00)"/>"#),
    FidelityCase(name: "colour-icc-color-after-a-fallback-is-not-a-paint",
                 body: #"<linearGradient id="g"><stop offset="0" stop-color="white"/><stop offset="1" stop-color="black"/></linearGradient><rect x="10" y="10" width="80" height="80" fill="url(#g) green icc-color(acmecmyk, 0.11, 0.48, 0.83, 0.00)"/>"#),
    FidelityCase(name: "gradient-without-stops-paints-nothing",
                 body: #"<linearGradient id="g"/><rect x="10" y="10" width="80" height="80" fill="url(#g) green"/>"#),
]

@Test("SVG colours at progress 1 match rsvg-convert", arguments: colourCases)
func colourMatchesRSVG(_ row: FidelityCase) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-\(row.name)-\(UUID().uuidString).svg").path
    defer { removeFile(file) }
    try writeFile(Array(row.document.utf8), to: file)
    try compareWithRSVG(file)
}
