/// An SVG `<mask>` applied to a group: the group is drawn, then shown only as much as the mask's content
/// lets it, pixel by pixel (by its luminance or its alpha), and nowhere outside the mask's region.
///
/// The content is layers drawn whole (a mask is never drawn on, MRefresh.docc/DesignToolSVG.md), in the same units as the
/// layers it masks; they may be clipped and masked themselves.
package struct Mask: Sendable {
    /// What of the content's pixels masks: `mask-type`.
    package enum Kind: String, Hashable, Sendable {
        /// Its luminance times its alpha (CSS Masking's coefficients 0.2125, 0.7154, 0.0721 on sRGB).
        case luminance
        /// Its alpha.
        case alpha
    }

    package var kind: Kind
    /// The mask's rectangle (x, y, width, height): outside it nothing shows.
    package var region: Path
    /// The content, drawn whole.
    package var content: [Layer]

    package init(kind: Kind, region: Path, content: [Layer]) {
        self.kind = kind
        self.region = region
        self.content = content
    }

    /// The same mask with every point moved by `transform` (a fit): its region, its content's paths, clips,
    /// gradients, patterns and images, its strokes' widths in the units they are drawn in (``LayerStyle/resolved(for:)``).
    package func transformed(by transform: AffineTransform) -> Mask {
        Mask(kind: kind, region: region.transformed(by: transform), content: content.map { layer in
            var moved = layer
            moved.path = layer.path.transformed(by: transform)
            moved.clips = layer.clips.map { $0.transformed(by: transform) }
            moved.opacityGroups = layer.opacityGroups.map { $0.transformed(by: transform) }
            if var style = layer.style {
                style = style.resolved(for: transform)
                style.fillGradient = style.fillGradient?.placed(by: transform)
                style.strokeGradient = style.strokeGradient?.placed(by: transform)
                style.fillPattern = style.fillPattern?.placed(by: transform)
                style.strokePattern = style.strokePattern?.placed(by: transform)
                moved.style = style
            }
            moved.image?.transform = layer.image?.transform.then(transform) ?? .identity
            moved.text?.transform = layer.text?.transform.then(transform) ?? .identity
            return moved
        })
    }

    /// Every segment drawing the mask costs: its region's and its content's, nested clips and masks too.
    package var segmentCount: Int {
        region.segmentCount + content.reduce(0) { total, layer in
            total + layer.path.segmentCount + layer.clips.reduce(0) { $0 + $1.segmentCount }
                + layer.opacityGroups.reduce(0) { $0 + ($1.mask?.segmentCount ?? 0) }
        }
    }
}

// Two masks are the same when they draw the same: names and source positions of their content do not count.
extension Mask: Hashable {
    package static func == (a: Mask, b: Mask) -> Bool {
        a.kind == b.kind && a.region == b.region && a.content.count == b.content.count
            && zip(a.content, b.content).allSatisfy {
                $0.path == $1.path && $0.style == $1.style && $0.clips == $1.clips && $0.opacityGroups == $1.opacityGroups
            }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(region)
        hasher.combine(content.count)
        for layer in content { hasher.combine(layer.path) }
    }
}
