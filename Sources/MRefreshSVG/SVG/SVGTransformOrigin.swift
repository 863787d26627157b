import MRefreshSyntax
import MRefreshCore

/// CSS `transform-origin` as SVG 2 applies it: the point an element's transform is about, given as one
/// or two keywords, lengths or percentages (a third value, z, is ignored). Percentages and keywords are of
/// the element's nearest viewport (SVG's `transform-box: view-box`).
enum SVGTransformOrigin {
    /// The origin in user units, or nil when `text` is not a transform origin.
    static func point(_ text: String, viewport: Rect, lengths: SVGLength.Context) -> Point? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map(String.init)
        guard (1...3).contains(words.count) else { return nil }
        // A keyword's axis, where it has one: left/right are x, top/bottom are y, center either.
        func keyword(_ word: String) -> (axis: Character?, fraction: Double)? {
            switch word {
            case "left": ("x", 0)
            case "right": ("x", 1)
            case "top": ("y", 0)
            case "bottom": ("y", 1)
            case "center": (nil, 0.5)
            default: nil
            }
        }
        func offset(_ word: String, along size: Double) -> Double? {
            if let k = keyword(word) { return k.fraction * size }
            guard let length = SVGLength.parse(word) else { return nil }
            return length.pixels(lengths, percentOf: size)
        }
        var first = words[0], second = words.count > 1 ? words[1] : "center"
        // Two keywords may come y first ("top left"); a lone y keyword means centred horizontally.
        if keyword(first)?.axis == "y" || keyword(second)?.axis == "x" {
            guard keyword(second)?.axis != "y", keyword(first) != nil, keyword(second) != nil || words.count == 1 else { return nil }
            swap(&first, &second)
        }
        guard keyword(first)?.axis != "y", keyword(second)?.axis != "x",
              let x = offset(first, along: viewport.width), let y = offset(second, along: viewport.height) else { return nil }
        if words.count == 3 { guard SVGLength.parse(words[2]) != nil else { return nil } }
        return Point(viewport.minX + x, viewport.minY + y)
    }
}
