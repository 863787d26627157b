/// A pattern paint (SVG `<pattern>`): one tile's drawing, repeated across the plane.
///
/// The tile is the rectangle (0, 0, ``width``, ``height``) of pattern space; its content is layers in
/// that space, drawn whole (a tile is never drawn on: it fades in with the fill, MRefresh.docc/DesignToolSVG.md), each
/// clipped and composited in its groups as its element is (clip paths, group opacity, masks inside the
/// tile), then clipped to the tile and repeated. ``transform`` maps pattern space to the painted layer's
/// units (the pattern's x and y, its `patternTransform`, the element's transforms).
///
/// A class (compared by value): a tile holds layers whose styles hold tiles, and a reference keeps every
/// type that holds one of fixed size.
package final class PatternTile: Hashable, Sendable {
    package let width: Double
    package let height: Double
    /// The tile's layers, in tile units, drawn whole in order.
    package let content: [Layer]
    package let transform: AffineTransform
    /// The paint's own opacity (`fill-opacity`, `stroke-opacity`).
    package let opacity: Double

    package init(width: Double, height: Double, content: [Layer], transform: AffineTransform, opacity: Double = 1) {
        (self.width, self.height, self.content, self.transform, self.opacity) = (width, height, content, transform, opacity)
    }

    /// The same tile painted at `opacity`.
    package func withOpacity(_ opacity: Double) -> PatternTile {
        PatternTile(width: width, height: height, content: content, transform: transform, opacity: opacity)
    }

    /// The same tile placed by `transform` after its own (a fit of the layer it paints).
    package func placed(by transform: AffineTransform) -> PatternTile {
        PatternTile(width: width, height: height, content: content, transform: self.transform.then(transform), opacity: opacity)
    }

    // Two tiles are the same when they draw the same: names and source positions of their layers do not count.
    package static func == (a: PatternTile, b: PatternTile) -> Bool {
        a === b || (a.width == b.width && a.height == b.height && a.transform == b.transform && a.opacity == b.opacity
            && a.content.count == b.content.count
            && zip(a.content, b.content).allSatisfy {
                $0.path == $1.path && $0.style == $1.style && $0.clips == $1.clips && $0.opacityGroups == $1.opacityGroups
                    && $0.image == $1.image && $0.text == $1.text
            })
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(transform)
        hasher.combine(opacity)
        hasher.combine(content.count)
        for layer in content { hasher.combine(layer.path) }
    }

    /// The colour that stands for the pattern where one colour must (the drawing pen, vector exports):
    /// its first filled or stroked colour (a gradient's first stop), or transparent when it has none — a
    /// tile of images only, or an empty one, has no colour to draw a pen in.
    package var placeholder: Color {
        for layer in content {
            if let c = layer.style?.fill ?? layer.style?.stroke { return c.withOpacity(opacity) }
        }
        return Color.black.withOpacity(0)
    }
}
