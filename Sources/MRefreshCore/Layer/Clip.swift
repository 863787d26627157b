/// A clipping region (an SVG `<clipPath>`, a nested viewport): what a layer shows only inside.
///
/// The region is the union of ``shapes``, each filled by its own rule and cut by its own clips (a clip
/// path child's `clip-path`), intersected with every region in ``clips`` (the clip path's own
/// `clip-path`). A clip without shapes lets nothing through. Clips are static: the draw-on trims what a
/// layer draws, the clip then applies to what is drawn so far (MRefresh.docc/DesignToolSVG.md).
package struct Clip: Hashable, Sendable {
    /// One shape of the union: its outline filled by its rule.
    package struct Shape: Hashable, Sendable {
        package var path: Path
        package var rule: FillRule
        /// Regions this shape is further cut by (all of them).
        package var clips: [Clip]

        package init(path: Path, rule: FillRule = .nonZero, clips: [Clip] = []) {
            self.path = path
            self.rule = rule
            self.clips = clips
        }
    }

    /// The shapes whose union is the region.
    package var shapes: [Shape]
    /// Regions the union is intersected with.
    package var clips: [Clip]

    package init(shapes: [Shape], clips: [Clip] = []) {
        self.shapes = shapes
        self.clips = clips
    }

    /// The region inside `path` by the non-zero rule (a viewport's rectangle).
    package init(_ path: Path) {
        self.init(shapes: [Shape(path: path)])
    }

    /// The region's outline when it is one shape with nothing cutting it, filled by `rule`; nil otherwise.
    ///
    /// Such a clip is a plain clip path (Cairo's, an AnimatedVectorDrawable's `<clip-path>`, a Lottie
    /// mask); anything else is a coverage drawn and multiplied in.
    package var outline: (path: Path, rule: FillRule)? {
        guard shapes.count == 1, shapes[0].clips.isEmpty, clips.isEmpty else { return nil }
        return (shapes[0].path, shapes[0].rule)
    }

    /// The same region with every point moved by `transform`.
    package func transformed(by transform: AffineTransform) -> Clip {
        Clip(shapes: shapes.map { Shape(path: $0.path.transformed(by: transform), rule: $0.rule,
                                        clips: $0.clips.map { $0.transformed(by: transform) }) },
             clips: clips.map { $0.transformed(by: transform) })
    }

    /// Every segment the region is made of, nested clips included (what drawing it costs).
    package var segmentCount: Int {
        shapes.reduce(0) { $0 + $1.path.segmentCount + $1.clips.reduce(0) { $0 + $1.segmentCount } }
            + clips.reduce(0) { $0 + $1.segmentCount }
    }

    /// A box the region lies in, or nil when it lets nothing through.
    package var bounds: Rect? {
        var box: Rect?
        for shape in shapes {
            guard let b = shape.path.bounds else { continue }
            box = box.map { $0.union(b) } ?? b
        }
        guard var result = box else { return nil }
        for clip in clips {
            guard let b = clip.bounds, let common = Self.intersection(result, b) else { return nil }
            result = common
        }
        return result
    }

    /// Where `a` and `b` overlap, or nil when they do not.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Layer {
    /// The box of what can show of the layer's geometry: its path's bounds cut to its clips and its
    /// groups' mask regions (a Figma frame's clip hides what spills past the frame); nil when nothing can.
    /// Fitting places what shows.
    package var visibleBounds: Rect? {
        // SVG text has no path in the core: its estimated box stands in for it.
        guard var box = path.bounds ?? text?.estimatedBounds else { return nil }
        for region in clips.map(\.bounds) + opacityGroups.compactMap({ $0.mask.map { $0.region.bounds } }) {
            guard let region, let common = Clip.intersection(box, region) else { return nil }
            box = common
        }
        return box
    }
}
