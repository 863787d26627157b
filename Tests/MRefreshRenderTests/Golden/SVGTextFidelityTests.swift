import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender
import MRefreshSVG

/// SVG text (issue 34): `<text>` and `<tspan>` shaped by Pango, as rsvg-convert (also Pango) draws them.
/// Every case names DejaVu Sans (fonts-dejavu-core, installed with mrefresh), so both pick the same font.
let textCases: [FidelityCase] = [
    FidelityCase(name: "text-anchor-start-middle-end", body: """
        <g font-family="DejaVu Sans" font-size="14"><text x="50" y="25">Start</text>
        <text x="50" y="50" text-anchor="middle">Middle</text><text x="50" y="75" text-anchor="end">End</text></g>
        <path d="M50 10V90" stroke="red"/>
        """),
    // rsvg-convert 2.54 takes only the first value of an x, y, dx or dy list; SVG 2 §11.8.2 places each
    // character by its own value. The references place each character by a <text> or <tspan> of its own.
    FidelityCase(name: "text-anchor-per-chunk", body: """
        <text font-family="DejaVu Sans" font-size="12" text-anchor="middle" x="50 50" y="30 60">AB</text>
        """, reference: """
        <g font-family="DejaVu Sans" font-size="12" text-anchor="middle"><text x="50" y="30">A</text><text x="50" y="60">B</text></g>
        """),
    FidelityCase(name: "text-x-y-lists-place-each-character", body: """
        <text font-family="DejaVu Sans" font-size="16" x="10 30 50 70" y="30 40 50 60">abcd</text>
        """, reference: """
        <g font-family="DejaVu Sans" font-size="16"><text x="10" y="30">a</text><text x="30" y="40">b</text>
        <text x="50" y="50">c</text><text x="70" y="60">d</text></g>
        """),
    FidelityCase(name: "text-dx-dy-lists-move-each-character", body: """
        <text font-family="DejaVu Sans" font-size="16" x="10" y="50" dx="0 5 10 15" dy="0 -5 10 -5">abcd</text>
        """, reference: """
        <text font-family="DejaVu Sans" font-size="16" x="10" y="50">a<tspan dx="5" dy="-5">b</tspan><tspan dx="10" dy="10">c</tspan><tspan dx="15" dy="-5">d</tspan></text>
        """),
    // Each character takes the innermost list that reaches it: z is past the tspan's one x, so the text's.
    FidelityCase(name: "text-tspan-lists-override-the-text-s", body: """
        <text font-family="DejaVu Sans" font-size="14" x="10" y="40" dx="2 2 2 2 2 2">ab<tspan dy="10 -10" fill="blue">cd</tspan>ef</text>
        <text font-family="DejaVu Sans" font-size="14" x="10 30 50 70" y="80">x<tspan x="60">yz</tspan></text>
        """, reference: """
        <text font-family="DejaVu Sans" font-size="14" x="10" y="40"><tspan dx="2">a</tspan><tspan dx="2">b</tspan><tspan dx="2" dy="10" fill="blue">c</tspan><tspan dx="2" dy="-10" fill="blue">d</tspan><tspan dx="2">e</tspan><tspan dx="2">f</tspan></text>
        <g font-family="DejaVu Sans" font-size="14"><text x="10" y="80">x</text><text x="60" y="80">y</text><text x="50" y="80">z</text></g>
        """),
    FidelityCase(name: "text-tspan-paint-and-size", body: """
        <text font-family="DejaVu Sans" font-size="12" x="8" y="40" fill="green">small <tspan font-size="24" fill="purple">Big</tspan></text>
        <text font-family="DejaVu Sans" font-size="12" x="8" y="80">x<tspan font-size="150%" fill="orange">y</tspan>z</text>
        """),
    FidelityCase(name: "text-font-size-units", body: """
        <g font-family="DejaVu Sans" font-size="16"><text x="5" y="20" font-size="12pt">pt</text><text x="5" y="45" font-size="0.5in">in</text>
        <text x="55" y="45" font-size="2em">em</text><text x="5" y="90" style="font-size: 8mm">mm</text></g>
        """),
    FidelityCase(name: "text-font-weight-and-style", body: """
        <g font-family="DejaVu Sans" font-size="14"><text x="5" y="25" font-weight="bold">Bold</text>
        <text x="5" y="50" font-style="italic">Italic</text><text x="5" y="75" font-weight="700" font-style="oblique">Both</text>
        <text x="55" y="25" font-weight="bold"><tspan font-weight="lighter">light</tspan></text></g>
        """),
    FidelityCase(name: "text-font-shorthand", body: """
        <text x="10" y="40" style="font: italic bold 18px 'DejaVu Sans', sans-serif">Font</text>
        <text x="10" y="80" style="font: 14px/2 DejaVu Sans">line</text>
        """),
    FidelityCase(name: "text-font-stretch-condensed", body: """
        <text x="10" y="50" font-family="DejaVu Sans" font-size="16" font-stretch="condensed">Narrow</text>
        """),
    FidelityCase(name: "text-letter-spacing", body: """
        <g font-family="DejaVu Sans" font-size="14"><text x="10" y="30" letter-spacing="3">spaced</text>
        <text x="10" y="60" letter-spacing="-1">tight</text><text x="10" y="90" style="letter-spacing: 0.2em">em</text></g>
        """),
    // rsvg-convert 2.54 has no word-spacing; CSS Text 3 §8.1 adds it to each space. The reference moves each
    // word by a dx of DejaVu Sans's space (651/2048 em: 3.8145 at 12) plus the spacing, without spaces at
    // tspan edges (which rsvg 2.54 collapses its own way).
    FidelityCase(name: "text-word-spacing", body: """
        <text font-family="DejaVu Sans" font-size="12" x="5" y="40" word-spacing="10">a b c</text>
        <text font-family="DejaVu Sans" font-size="12" x="5" y="70" word-spacing="-2" text-anchor="start">x y</text>
        """, reference: """
        <text font-family="DejaVu Sans" font-size="12" x="5" y="40">a<tspan dx="13.8145">b</tspan><tspan dx="13.8145">c</tspan></text>
        <text font-family="DejaVu Sans" font-size="12" x="5" y="70">x<tspan dx="1.8145">y</tspan></text>
        """),
    FidelityCase(name: "text-white-space-collapses", body: """
        <text font-family="DejaVu Sans" font-size="14" x="10" y="40">   two    spaces  </text>
        <text font-family="DejaVu Sans" font-size="14" x="10" y="70">a <tspan> b</tspan> c</text>
        """),
    FidelityCase(name: "text-xml-space-preserve-keeps-spaces", body: """
        <text xml:space="preserve" font-family="DejaVu Sans" font-size="14" x="10" y="40">a   b</text>
        """),
    FidelityCase(name: "text-transform-and-opacity", body: """
        <text transform="rotate(30 50 50)" font-family="DejaVu Sans" font-size="16" x="20" y="50" opacity="0.5" fill="navy">Turned</text>
        <g transform="scale(2)"><text font-family="DejaVu Sans" font-size="8" x="5" y="45" fill-opacity="0.6">scaled</text></g>
        """),
    FidelityCase(name: "text-stroke-only", body: """
        <text font-family="DejaVu Sans" font-size="30" font-weight="bold" x="10" y="60" fill="none" stroke="teal" stroke-width="1.5">Aa</text>
        """),
    FidelityCase(name: "text-visibility-hidden-tspan-keeps-its-room", body: """
        <text font-family="DejaVu Sans" font-size="14" x="10" y="50">one <tspan visibility="hidden">two</tspan> three</text>
        """),
    FidelityCase(name: "text-display-none-tspan-takes-no-room", body: """
        <text font-family="DejaVu Sans" font-size="14" x="10" y="50">one <tspan display="none">two</tspan>three</text>
        """),
    FidelityCase(name: "text-inkscape-lines", body: """
        <text xml:space="preserve" style="font-size:10.5833px;line-height:1.25;font-family:'DejaVu Sans';fill:#1a5fb4;stroke-width:0.264583" x="8" y="30"><tspan sodipodi:role="line" x="8" y="30" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd">First line</tspan><tspan sodipodi:role="line" x="8" y="43.229" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd">Second</tspan></text>
        """),
    // Gradients paint the glyphs as any filled path: objectBoundingBox units span the whole text's box,
    // which a <tspan> painted with the same gradient continues (as rsvg-convert draws it).
    FidelityCase(name: "text-fill-linear-gradient-bounding-box", body: """
        <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
        <text font-family="DejaVu Sans" font-size="22" font-weight="bold" x="6" y="40" fill="url(#g)">Grad<tspan fill="url(#g)">ient</tspan></text>
        <text font-family="DejaVu Sans" font-size="30" font-weight="bold" x="20" y="85" fill="url(#g)">IM</text>
        """),
    FidelityCase(name: "text-fill-linear-gradient-user-space", body: """
        <linearGradient id="u" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="100"><stop offset="0.3" stop-color="orange"/>
        <stop offset="0.7" stop-color="purple"/></linearGradient>
        <text font-family="DejaVu Sans" font-size="28" font-weight="bold" x="8" y="45" fill="url(#u)">Top</text>
        <text font-family="DejaVu Sans" font-size="28" font-weight="bold" x="8" y="85" fill="url(#u)" transform="rotate(-8 50 70)">Low</text>
        """),
    FidelityCase(name: "text-fill-radial-gradient", body: """
        <radialGradient id="r" fx="0.3" fy="0.4"><stop offset="0" stop-color="yellow"/><stop offset="1" stop-color="darkgreen"/></radialGradient>
        <radialGradient id="s" gradientUnits="userSpaceOnUse" cx="50" cy="80" r="30" spreadMethod="reflect">
        <stop offset="0" stop-color="white"/><stop offset="0.5" stop-color="crimson"/></radialGradient>
        <text font-family="DejaVu Sans" font-size="34" font-weight="bold" x="8" y="42" fill="url(#r)" fill-opacity="0.8">Ring</text>
        <text font-family="DejaVu Sans" font-size="30" font-weight="bold" x="50" y="90" text-anchor="middle" fill="url(#s)">Wave</text>
        """),
    FidelityCase(name: "text-stroke-gradient", body: """
        <linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="teal"/><stop offset="1" stop-color="magenta"/></linearGradient>
        <text font-family="DejaVu Sans" font-size="36" font-weight="bold" x="8" y="60" fill="none" stroke="url(#g)" stroke-width="2">Edge</text>
        <text font-family="DejaVu Sans" font-size="20" x="8" y="90" fill="url(#g)" stroke="url(#g)" stroke-width="0.8">both</text>
        """),
]

/// DejaVu Sans Mono's advance: 1233/2048 em, every character alike.
private let monoAdvance = 1233.0 / 2048

/// `text` in DejaVu Sans Mono of `size` on the circle about (cx, cy) of radius r, clockwise from its
/// leftmost point, `offset` along it, as SVG 2 §11.8.3 places each glyph: its advance's middle at its
/// distance along the path, turned to the tangent there. One <text> per character, anchored at its middle.
private func monoOnCircle(_ text: String, size: Double, cx: Double, cy: Double, r: Double, offset: Double) -> String {
    text.enumerated().filter { $0.element != " " }.map { i, character in
        let phase = Double.pi + (offset + (Double(i) + 0.5) * monoAdvance * size) / r
        let x = cx + r * cos(phase), y = cy + r * sin(phase), degrees = (phase + .pi / 2) * 180 / .pi
        return "<text text-anchor=\"middle\" transform=\"translate(\(x) \(y)) rotate(\(degrees))\">\(character)</text>"
    }.joined()
}

/// Text on a path (SVG 2 §11.8). rsvg-convert 2.54 does not lay out <textPath> (it draws nothing), so
/// each case's reference places the same glyphs as SVG 2 says, with plain <text>: in DejaVu Sans Mono,
/// whose characters all advance 1233/2048 em and which has no kerning, so the per-glyph placement can be
/// written out exactly.
let textPathCases: [FidelityCase] = [
    FidelityCase(name: "textpath-on-a-straight-line-is-plain-text", body: """
        <defs><path id="p" d="M10 50 H95"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="12"><textPath href="#p" startOffset="5">Straight</textPath></text>
        """, reference: """
        <text font-family="DejaVu Sans Mono" font-size="12" x="15" y="50">Straight</text>
        """),
    FidelityCase(name: "textpath-turned-with-the-line-and-its-transform", body: """
        <defs><path id="p" d="M0 0 L80 80" transform="translate(10 15)"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="11" fill="navy"><textPath xlink:href="#p" startOffset="10%">diagonal</textPath></text>
        """, reference: """
        <text font-family="DejaVu Sans Mono" font-size="11" fill="navy" transform="translate(10 15) rotate(45)" x="11.3137" y="0">diagonal</text>
        """),
    // Size 10: each character 6.0205 long. Midpoints (i + 0.5)·6.0205: a…g (up to 39.1) on the first
    // side, h…o (45.2 … 87.3) turned down the second from 7·6.0205 = 42.14, p (93.3) past the end (90).
    FidelityCase(name: "textpath-round-a-corner-and-glyphs-past-the-end-left-out", body: """
        <defs><path id="p" d="M10 40 H50 V90"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="10"><textPath href="#p">abcdefghijklmnop</textPath></text>
        """, reference: """
        <g font-family="DejaVu Sans Mono" font-size="10"><text x="10" y="40">abcdefg</text>
        <text transform="translate(50 0) rotate(90)" x="42.1436" y="0">hijklmno</text></g>
        """),
    FidelityCase(name: "textpath-on-an-arc", body: """
        <defs><path id="p" d="M15 60 A35 35 0 0 1 85 60"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="10" fill="darkgreen"><textPath href="#p" startOffset="12">on a circle</textPath></text>
        """, reference: """
        <g font-family="DejaVu Sans Mono" font-size="10" fill="darkgreen">\(monoOnCircle("on a circle", size: 10, cx: 50, cy: 60, r: 35, offset: 12))</g>
        """),
    // Size 12: each character 7.2246 long. On a path 30 long, midpoints 3.6, 10.8, 18.1, 25.3 fit (a…d),
    // 32.5 (e) and the rest do not; from startOffset -15, a and b fall before the start and c…f fit.
    FidelityCase(name: "textpath-glyphs-off-either-end-are-not-drawn", body: """
        <defs><path id="p" d="M10 30 H40"/><path id="q" d="M10 70 H40"/></defs>
        <g font-family="DejaVu Sans Mono" font-size="12"><text><textPath href="#p">abcdefghijklmnopqrstuvwxyz</textPath></text>
        <text><textPath href="#q" startOffset="-15">abcdefghijklmnopqrstuvwxyz</textPath></text></g>
        """, reference: """
        <g font-family="DejaVu Sans Mono" font-size="12"><text x="10" y="30">abcd</text><text x="9.4492" y="70">cdef</text></g>
        """),
    // On a path of one closed subpath the text goes once round (SVG 2 §11.8.3). The circle of radius 35
    // starts at its left and is 219.91 long. From startOffset 180, "wraps over the top" runs past the
    // start and goes on round; anchored at its end at 0, a text of 40 characters (240.82) goes back once
    // round, and its first 3 characters, whose middles lie past that circuit, are left out.
    FidelityCase(name: "textpath-on-a-closed-circle-wraps-once-round", body: """
        <defs><path id="c" d="M15 50 A35 35 0 0 1 85 50 A35 35 0 0 1 15 50 Z"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="10" fill="purple"><textPath href="#c" startOffset="180">wraps over the top</textPath></text>
        """, reference: """
        <g font-family="DejaVu Sans Mono" font-size="10" fill="purple">\(monoOnCircle("wraps over the top", size: 10, cx: 50, cy: 50, r: 35, offset: 180))</g>
        """),
    FidelityCase(name: "textpath-anchored-at-its-end-on-a-closed-circle-goes-back-once-round", body: """
        <defs><path id="c" d="M15 50 A35 35 0 0 1 85 50 A35 35 0 0 1 15 50 Z"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="10" text-anchor="end"><textPath href="#c">\(String(repeating: "0123456789", count: 4))</textPath></text>
        """, reference: """
        <g font-family="DejaVu Sans Mono" font-size="10">\(monoOnCircle(String(String(repeating: "0123456789", count: 4).dropFirst(3)), size: 10, cx: 50, cy: 50, r: 35, offset: -37 * monoAdvance * 10))</g>
        """),
    // DejaVu Sans kerns A and V, A and W, W and A: each character keeps its place in the word as shaped
    // whole, as plain text has it (rsvg-convert shapes the reference whole, with Pango).
    FidelityCase(name: "textpath-keeps-the-kerning-of-the-text", body: """
        <defs><path id="p" d="M5 60 H98"/></defs>
        <text font-family="DejaVu Sans" font-size="22"><textPath href="#p">AVAWAVA</textPath></text>
        """, reference: """
        <text font-family="DejaVu Sans" font-size="22" x="5" y="60">AVAWAVA</text>
        """),
    FidelityCase(name: "textpath-anchored-middle-at-a-percentage", body: """
        <defs><path id="p" d="M10 50 H90"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="12" text-anchor="middle"><textPath href="#p" startOffset="50%">Mid</textPath></text>
        """, reference: """
        <text font-family="DejaVu Sans Mono" font-size="12" text-anchor="middle" x="50" y="50">Mid</text>
        """),
]

@Test("text on a path is laid out as SVG 2 places it (references: the same glyphs placed one by one; rsvg-convert 2.54 draws no textPath)",
      arguments: textPathCases)
func svgTextPathMatchesSpec(_ row: FidelityCase) throws {
    try compareFidelityCase(row)
}

/// Text where it is never drawn on: in a mask's content and in a pattern's tile, drawn whole.
let textInDefinitionsCases: [FidelityCase] = [
    FidelityCase(name: "text-in-a-mask-cuts-the-element", body: """
        <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><rect width="100" height="100" fill="white"/>
        <text x="50" y="62" font-family="DejaVu Sans" font-size="36" font-weight="bold" text-anchor="middle" fill="black">cut</text></mask>
        <rect x="5" y="25" width="90" height="50" fill="#2060c0" mask="url(#m)"/>
        """),
    FidelityCase(name: "text-in-a-pattern-tile", body: """
        <pattern id="p" width="25" height="25" patternUnits="userSpaceOnUse">
        <text x="3" y="18" font-family="DejaVu Sans" font-size="14" fill="#a02060">ab</text></pattern>
        <rect x="0" y="0" width="100" height="100" fill="url(#p)"/>
        """),
    FidelityCase(name: "text-with-gradients-in-a-mask-and-a-pattern-tile", body: """
        <linearGradient id="g"><stop offset="0" stop-color="white"/><stop offset="1" stop-color="black"/></linearGradient>
        <linearGradient id="h" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="orange"/><stop offset="1" stop-color="navy"/></linearGradient>
        <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
        <text x="50" y="45" font-family="DejaVu Sans" font-size="30" font-weight="bold" text-anchor="middle" fill="url(#g)">MASK</text></mask>
        <pattern id="p" patternUnits="userSpaceOnUse" width="50" height="50"><text x="5" y="35" font-family="DejaVu Sans" font-size="30" fill="url(#h)" stroke="url(#g)">Ab</text></pattern>
        <rect x="5" y="10" width="90" height="45" fill="crimson" mask="url(#m)"/><rect x="0" y="55" width="100" height="45" fill="url(#p)"/>
        """),
]

@Test("SVG text matches rsvg-convert (both shape with Pango)", arguments: textCases + textInDefinitionsCases)
func svgTextMatchesRSVG(_ row: FidelityCase) throws {
    try compareFidelityCase(row)
}

private let textExample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/inkscape-sync-label.svg").path

@Test("the Inkscape icon with text (lines as tspans, a bold word, anchored middle) matches rsvg-convert at progress 1")
func textExampleMatchesRSVG() throws {
    try compareWithRSVG(textExample)
}

@Test("SVG text draws on as fills do: absent while the arrows draw, fading in over the fill's part of the pull, whole at the end")
func textFadesInWithTheFill() throws {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(textExample)))])
    spec.canvas = Size(width: 64, height: 64)
    spec.padding = 0
    spec.fit = .viewbox
    let renderer = FrameRenderer(try Indicator(spec))
    /// The most opaque pixel of the label's line "pull to refresh" (below the arrows).
    func label(at progress: Double) throws -> Int {
        let surface = try renderer.render(FrameSpec(stage: .pull, index: 0, state: .pulling, progress: progress, position: progress), scale: 1)
        return (57..<63).flatMap { y in (12..<52).map { Int(surface.pixel(x: $0, y: y) >> 24) } }.max() ?? 0
    }
    #expect(try label(at: 0.5) == 0)
    let fading = try label(at: 0.9)
    #expect(fading > 20 && fading < 200, "\(fading)")
    #expect(try label(at: 1) > 200)
}

/// The icons of Adwaita and Breeze that hold text (9 on Debian 12): their text drawn now, as rsvg-convert
/// draws it.
private let iconsWithText: [String] = IconSets.roots.flatMap(IconSets.files(under:)).filter { file in
    (try? String(contentsOfFile: file, encoding: .utf8))?.contains("<text") ?? false
}

@Test("the Adwaita and Breeze icons with text match rsvg-convert at progress 1", arguments: iconsWithText)
func iconWithTextMatchesRSVG(_ file: String) throws {
    try compareWithRSVG(file)
}

@Test("fitted by its shapes' union (the default), the icon with text leaves room for its label: nothing is cut at the canvas edge, and the label sits in the padding's frame")
func textFitsInTheUnionFit() throws {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(textExample)))])
    spec.canvas = Size(width: 128, height: 128)
    spec.padding = 12
    let surface = try FrameRenderer(try Indicator(spec))
        .render(FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 1, position: 1), scale: 1)
    var rows: [Int] = []
    for y in 0..<128 where (0..<128).contains(where: { surface.pixel(x: $0, y: y) >> 24 > 16 }) { rows.append(y) }
    let first = try #require(rows.first), last = try #require(rows.last)
    // The estimate of the label's box may be off by a little: a few points of the padding, never all of it.
    #expect(first >= 6 && last <= 121, "drawn from row \(first) to \(last) of 128, padding 12")
    // The label's second line ("pull to refresh") is drawn: the lowest rows hold it, below the arrows.
    #expect(last >= 100, "the label is missing: drawn down to row \(last)")
}

@Test("a thousand glyphs along a path of the most segments a path may have (2,097,152) are laid out in seconds: each glyph's place found by a binary search")
func longTextPathIsBounded() throws {
    // Each segment 1 long; glyphs 0.6 × 3,000 apart spread along the whole path.
    let segments = String(repeating: "h1", count: GeometryLimits.maximumSegments)
    let document = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><path id="p" d="M0 50\(segments)"/></defs>
        <text font-family="DejaVu Sans Mono" font-size="3000"><textPath href="#p">\(String(repeating: "x", count: 1000))</textPath></text></svg>
        """
    let input = try InputLoader.load(Array(document.utf8), spec: InputSpec(path: "long.svg", fragment: nil), lenient: true)
    let text = try #require(input.layers.first?.text)
    let start = ContinuousClock.now
    let pieces = try TextBlockOutlines.pieces(of: text)
    let took = ContinuousClock.now - start
    #expect(took < .seconds(8), "took \(took)")
    // The path is 2,097,152 long; the glyphs take 1,806,152 of it.
    #expect(pieces.first?.outline.subpaths.count == 1000)
}
