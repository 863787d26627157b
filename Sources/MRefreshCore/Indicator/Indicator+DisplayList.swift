#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Indicator {
    /// The frame `frame` as a display list.
    ///
    /// A stroked layer is drawn on by trimming its stroke; its fill, if any, fades in over the last part
    /// of its progress. A layer that is only filled is drawn on by a pen tracing its outline in the fill
    /// colour, and over the last part of its progress the fill fades in while the pen fades out, so at
    /// progress 1 the frame is the icon exactly as designed (MRefresh.docc/DesignPathsAndTrimming.md). Layers move by their groups'
    /// keyframes, the whole indicator by the spec's; an end animation that is over, a fully transparent or
    /// collapsed indicator, and vector layers without exhausted keyframes in the exhausted stage draw
    /// nothing.
    public func displayList(for frame: FrameSpec) -> DisplayList {
        if let snapshot = snapshot(in: frame) { return snapshot.displayList(for: frame) }
        var list = DisplayList(canvas: canvas, background: spec.background)
        // Special case: after the end animation the indicator is removed.
        if frame.stage == .closing, frame.position > 1 { return list }
        let whole = spec.choreography.pose(in: frame)
        // Special case: an invisible or collapsed indicator draws nothing (and a zero scale would make the
        // transform singular).
        guard !whole.isInvisible else { return list }
        list.transform = whole.transform(about: layout.frame.center)
        list.opacity = whole.opacity
        for group in groups {
            if let text = group.text {
                if let layer = textLayer(text, in: frame, group: group, indicator: whole) { list.layers.append(layer) }
                continue
            }
            if frame.stage == .exhausted, group.choreography.exhausted == nil { continue }
            // A shape whose markers are painted between its fill and its stroke: its second paint waits
            // until its markers are drawn.
            var second: (host: Int, layer: DisplayList.Layer)?
            for index in group.layers {
                if let waiting = second, layout.layers[index].marker.map({ index + $0.hostOffset }) != waiting.host {
                    list.layers.append(waiting.layer)
                    second = nil
                }
                let split = styles[index].markersBetween
                if split, let rest = self.layer(index, in: frame, group: group, indicator: whole, split: true, second: true) {
                    second = (index, rest)
                }
                if let layer = self.layer(index, in: frame, group: group, indicator: whole, split: split) {
                    list.layers.append(layer)
                }
            }
            if let waiting = second { list.layers.append(waiting.layer) }
        }
        return list
    }

    /// A text layer in `frame`: the string of the frame's state, or nil when the state has none.
    private func textLayer(_ text: TextSpec, in frame: FrameSpec, group: Group, indicator: Pose) -> DisplayList.Layer? {
        let look = textLook(text, in: frame, group: group, indicator: indicator)
        guard let run = look.run, !look.pose.isInvisible else { return nil }
        return DisplayList.Layer(transform: look.pose.isStill ? .identity : look.pose.transform(about: group.origin),
                                 opacity: look.pose.opacity, operations: [.text(run)])
    }

    /// A text layer as `frame` shows it: its group's pose, and the run of the frame's state's string (nil
    /// when the state has none, or it says `{updated}` and there is no time to say). The frames and the
    /// vector exports (``VectorAnimation``) both draw from it.
    func textLook(_ text: TextSpec, in frame: FrameSpec, group: Group, indicator: Pose) -> (run: DisplayList.TextRun?, pose: Pose) {
        let colour = text.color ?? spec.overrides.stroke.flatMap { $0 } ?? spec.style.stroke ?? .black
        let pose = group.choreography.pose(in: frame, rest: Pose(fill: colour))
        guard var string = text.string(in: frame.state), !string.isEmpty else { return (nil, pose) }
        // The last-updated time exists only where a clock does (a simulation) or one was given.
        if string.contains(TextSpec.updatedPlaceholder) {
            guard let updated = frame.updated ?? spec.labelDate else { return (nil, pose) }
            string = string.replacing(TextSpec.updatedPlaceholder, with: updated)
        }
        let run = DisplayList.TextRun(text: string, font: text.font, position: text.position, alignment: text.alignment,
                                      color: indicator.fill ?? pose.fill ?? colour)
        return (run, pose)
    }

    /// The square caps of `path`'s zero-length subpaths, which SVG draws (a square of the line width about
    /// the point, aligned with the pen's axes) and Cairo does not; nil when it has none.
    static func squareCaps(of path: Path, width: Double, pen: AffineTransform?) -> Path? {
        let half = width / 2
        let squares = path.subpaths.filter { subpath in
            subpath.segments.allSatisfy { $0.controlPoints.allSatisfy { $0 == subpath.start } }
        }.map { subpath in
            let corners = [Vector(-half, -half), Vector(half, -half), Vector(half, half), Vector(-half, half)]
                .map { subpath.start + (pen?.apply($0) ?? $0) }
            return Subpath(start: corners[0], segments: (0..<4).map { .line(Line(corners[$0], corners[($0 + 1) % 4])) },
                           isClosed: true)
        }
        return squares.isEmpty ? nil : Path(subpaths: squares)
    }

    /// Layer `index` of `group` in `frame`, or nil when it draws nothing.
    private func layer(_ index: Int, in frame: FrameSpec, group: Group, indicator: Pose, split: Bool = false,
                       second: Bool = false) -> DisplayList.Layer? {
        let look = layerLook(index, in: frame, group: group, indicator: indicator)
        guard look.progress > 0, !look.pose.isInvisible else { return nil }
        let fitted = layout.layers[index]
        if let text = fitted.text {
            // SVG text is not drawn on: it fades in with the fill timing (MRefresh.docc/DesignToolSVG.md).
            let share = styles[index].fillOpacity(atLocalProgress: look.progress)
            guard share > 0 else { return nil }
            return DisplayList.Layer(transform: look.pose.isStill ? .identity : look.pose.transform(about: group.origin),
                                     opacity: look.opacity,
                                     operations: [.glyphs(paintedText(text, index: index, look: look, placement: fitted.transform),
                                                          transform: fitted.transform, share: share)],
                                     clips: fitted.clips, groups: fitted.opacityGroups)
        }
        let style = look.style
        let path = fitted.measure.trimmed(to: look.progress, mode: drawings[index].trim)
        var operations: [DisplayList.Operation] = []
        var filled = false
        if let image = fitted.image {
            // An image fades in with the fill timing (MRefresh.docc/DesignToolSVG.md).
            let share = style.fillOpacity(atLocalProgress: look.progress)
            if share > 0 { operations.append(.image(image, opacity: share)) }
        }
        if let fill = style.fill, look.fillShare > 0 {
            var paint: DisplayList.Paint = style.fillGradient.map {
                .gradient($0.withOpacity(look.fillShare), transform: $0.transform.then(fitted.transform))
            } ?? .color(fill.withOpacity(look.fillShare))
            // A pattern fades in with the fill (MRefresh.docc/DesignToolSVG.md).
            if let pattern = style.fillPattern {
                paint = .pattern(pattern, transform: pattern.transform.then(fitted.transform), opacity: pattern.opacity * look.fillShare)
            }
            operations.append(.fill(fitted.measure.path, paint, style.fillRule))
            filled = true
        }
        if !path.isEmpty {
            let stroke = DisplayList.Stroke(width: style.lineWidth, cap: style.lineCap, join: style.lineJoin,
                                            dashes: style.dashes, dashOffset: style.dashOffset,
                                            miterLimit: style.miterLimit, transform: style.penTransform)
            if let colour = style.stroke {
                var paint: DisplayList.Paint = style.strokeGradient.map {
                    .gradient($0, transform: $0.transform.then(fitted.transform))
                } ?? .color(colour)
                if let pattern = style.strokePattern {
                    paint = .pattern(pattern, transform: pattern.transform.then(fitted.transform), opacity: pattern.opacity)
                }
                operations.append(.stroke(path, paint, stroke))
                if style.lineCap == .square, let squares = Self.squareCaps(of: path, width: style.lineWidth, pen: style.penTransform) {
                    operations.append(.fill(squares, paint, .nonZero))
                }
            } else if let pen = look.pen {
                operations.append(.stroke(path, .color(pen.color), DisplayList.Stroke(width: pen.width, cap: style.lineCap,
                                                                                      join: style.lineJoin,
                                                                                      miterLimit: style.miterLimit)))
            }
        }
        if style.strokeBeneath, filled { operations.append(operations.removeFirst()) }
        guard !operations.isEmpty else { return nil }
        // (With markers between its paints, the first paint's operations are the layer; the rest wait.)
        if split, style.markersBetween {
            let first = style.strokeBeneath ? operations.count - (filled ? 1 : 0) : (filled ? 1 : 0)
            operations = Array(second ? operations[first...] : operations[..<first])
            if operations.isEmpty { return nil }
        }
        return DisplayList.Layer(transform: look.pose.isStill ? .identity : look.pose.transform(about: group.origin),
                                 opacity: look.opacity, operations: operations, clips: fitted.clips,
                                 groups: fitted.opacityGroups)
    }
}
