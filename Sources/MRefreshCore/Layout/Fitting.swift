/// Aspect-fit placement of source geometry into a drawable frame.
package enum Fitting {
    /// The transform that scales `source` uniformly to fit inside `frame`, centred.
    ///
    /// - Parameters:
    ///   - source: the geometry's bounds, in source units.
    ///   - frame: the drawable frame, in canvas points.
    ///   - flipY: the source is y-up (an SVG-font glyph); the transform mirrors it vertically.
    /// Special cases: a source of zero width (a vertical line) is scaled by its height alone and vice
    /// versa; a single point keeps scale 1 and is centred.
    package static func aspectFit(_ source: Rect, into frame: Rect, flipY: Bool = false) -> AffineTransform {
        let scale: Double
        switch (source.width > 0, source.height > 0) {
        case (true, true): scale = min(frame.width / source.width, frame.height / source.height)
        case (true, false): scale = frame.width / source.width
        case (false, true): scale = frame.height / source.height
        case (false, false): scale = 1
        }
        let sy = flipY ? -scale : scale
        return AffineTransform(a: scale, b: 0, c: 0, d: sy,
                               e: frame.center.x - scale * source.center.x,
                               f: frame.center.y - sy * source.center.y)
    }

    /// The fitted transform of each layer (source units → frame units), in layer order.
    ///
    /// - Parameters:
    ///   - bounds: each layer's source bounds (nil for a layer that draws nothing).
    ///   - frame: the drawable frame, in canvas points.
    ///   - mode: how the layers share the frame.
    ///   - viewBox: the document's viewBox, used by ``FitMode/viewbox`` (falls back to `union` when nil).
    ///   - flipY: per layer, whether the source is y-up.
    package static func transforms(bounds: [Rect?], into frame: Rect, mode: FitMode, viewBox: Rect? = nil,
                                  flipY: [Bool]) -> [AffineTransform] {
        let union = bounds.compactMap { $0 }.reduce(nil as Rect?) { partial, next in
            partial.map { $0.union(next) } ?? next
        }
        let flip = flipY.first ?? false
        switch mode {
        case .union:
            let t = union.map { aspectFit($0, into: frame, flipY: flip) } ?? .identity
            return bounds.map { _ in t }
        case .viewbox:
            let box = viewBox ?? union
            let t = box.map { aspectFit($0, into: frame, flipY: flip) } ?? .identity
            return bounds.map { _ in t }
        case .first:
            let reference = bounds.first.flatMap { $0 } ?? union
            let t = reference.map { aspectFit($0, into: frame, flipY: flip) } ?? .identity
            return bounds.map { _ in t }
        case .each:
            return bounds.enumerated().map { i, b in
                b.map { aspectFit($0, into: frame, flipY: flipY[i]) } ?? .identity
            }
        }
    }
}
