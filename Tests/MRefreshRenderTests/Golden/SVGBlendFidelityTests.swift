import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

/// `mix-blend-mode` and `isolation` (Compositing and Blending Level 1), as Figma and Illustrator export a
/// layer's blend mode: a CSS property only (there is no such presentation attribute, and rsvg-convert
/// reads none).
let blendCases: [FidelityCase] = [
    // Every mode over a backdrop of two colours and a half-transparent band, so each formula shows.
    FidelityCase(name: "blend-every-mode-over-a-backdrop", body: BlendMode.allCases.enumerated().map { i, mode in
        let x = Double(i % 4) * 24 + 3, y = Double(i / 4) * 24 + 3
        return """
            <rect x="\(x)" y="\(y)" width="10" height="20" fill="#2070d0"/><rect x="\(x + 10)" y="\(y)" width="10" height="20" fill="#f0c020"/>
            <rect x="\(x)" y="\(y + 14)" width="20" height="6" fill="#20a040" fill-opacity="0.5"/>
            <circle cx="\(x + 10)" cy="\(y + 10)" r="8" fill="#e04080" style="mix-blend-mode: \(mode.rawValue)"/>
            """
    }.joined(separator: "\n")),
    // The group is composited as one: where its own shapes overlap they do not multiply each other.
    FidelityCase(name: "blend-on-a-group-composites-it-as-one", body: """
        <rect x="10" y="10" width="80" height="40" fill="#40a0e0"/>
        <g style="mix-blend-mode:multiply"><rect x="20" y="30" width="40" height="50" fill="#e0a040"/><circle cx="60" cy="55" r="25" fill="#c04060"/></g>
        """),
    // An isolating group, and one with an opacity, bound what blends inside them: the circles blend with
    // their group's square only, not with the band behind. An isolating group of one blended shape too.
    FidelityCase(name: "blend-inside-an-isolating-group-or-a-translucent-one-stays-inside", body: """
        <rect x="0" y="35" width="100" height="30" fill="#30c080"/>
        <g style="isolation:isolate"><rect x="5" y="20" width="25" height="25" fill="#f0d020"/><circle cx="30" cy="50" r="15" fill="#d03070" style="mix-blend-mode:difference"/></g>
        <g opacity="0.8"><rect x="55" y="20" width="25" height="25" fill="#f0d020"/><circle cx="80" cy="50" r="15" fill="#d03070" style="mix-blend-mode:difference"/></g>
        <g style="isolation:isolate"><rect x="46" y="40" width="16" height="20" fill="#d03070" style="mix-blend-mode:screen"/></g>
        """),
    FidelityCase(name: "blend-from-a-style-sheet-and-never-from-an-attribute", body: """
        <style>.m { mix-blend-mode: multiply } .s { mix-blend-mode: SCREEN }</style>
        <rect x="10" y="10" width="80" height="80" fill="#808020"/>
        <circle class="m" cx="35" cy="35" r="20" fill="#40a0e0"/><circle class="s" cx="65" cy="35" r="20" fill="#40a0e0"/>
        <circle mix-blend-mode="multiply" cx="50" cy="70" r="20" fill="#40a0e0"/>
        """),
    FidelityCase(name: "blend-with-opacity-and-a-mask", body: """
        <mask id="m"><rect width="100" height="100" fill="white"/><circle cx="50" cy="50" r="12" fill="black"/></mask>
        <rect x="10" y="10" width="80" height="80" fill="#2080c0"/>
        <g style="mix-blend-mode:overlay" opacity="0.7" mask="url(#m)"><rect x="25" y="25" width="50" height="50" fill="#f06020"/></g>
        <rect x="5" y="80" width="40" height="15" fill="#f0f020" opacity="0.6" style="mix-blend-mode:color-burn"/>
        """),
]

@Test("mix-blend-mode and isolation at progress 1 match rsvg-convert", arguments: blendCases)
func blendModesMatchRSVG(_ row: FidelityCase) throws {
    try compareFidelityCase(row)
}
