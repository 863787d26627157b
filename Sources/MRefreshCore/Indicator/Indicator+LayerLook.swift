extension Indicator {
    /// How one fitted layer shows in one frame before its path is trimmed: the painting policy of
    /// MRefresh.docc/DesignPathsAndTrimming.md and the layer's keyframes, resolved. Display lists paint it; vector exports animate it,
    /// so both agree.
    package struct LayerLook: Hashable, Sendable {
        /// The pen in a layer that is only filled: it traces the outline in the fill colour, fading as the
        /// fill comes in.
        package struct Pen: Hashable, Sendable {
            /// In canvas points.
            package var width: Double
            /// The fill colour, its alpha times what is left of the pen.
            package var color: Color
        }

        /// How far the layer is drawn on, 0…1 (its draw-on easing applied): the trim of its path.
        package var progress: Double
        /// The layer's keyframed pose, about its group's origin.
        package var pose: Pose
        /// The layer's group opacity: its style's times its pose's.
        package var opacity: Double
        /// The style as drawn: keyframed colours replace the layer's own (and their gradients).
        package var style: LayerStyle
        /// How much of the fill shows, 0…1 (the fill's alpha is multiplied by it).
        package var fillShare: Double
        /// The pen of a filled-only layer while its fill is not whole; nil for a stroked layer.
        package var pen: Pen?
    }

    /// Layer `index` of `group` in `frame`, inside the indicator's pose `indicator`; also for frames in
    /// which it draws nothing (progress 0, an invisible pose), which vector exports animate through.
    package func layerLook(_ index: Int, in frame: FrameSpec, group: Group, indicator: Pose) -> LayerLook {
        let drawing = drawings[index]
        var local = drawing.whole ? 1 : layout.layers[index].localProgress(frame.progress, easing: drawing.easing)
        if let marker = layout.layers[index].marker, layout.layers.indices.contains(index + marker.hostOffset) {
            // A marker shows whole once its shape's pen reaches its vertex (MRefresh.docc/DesignToolSVG.md).
            let host = index + marker.hostOffset
            let hostLocal = drawings[host].whole ? 1 : layout.layers[host].localProgress(frame.progress, easing: drawings[host].easing)
            local = marker.isReached(drawn: layout.layers[host].measure.drawnFractions(at: hostLocal, mode: drawings[host].trim)) ? 1 : 0
        }
        var style = styles[index]
        let pose = group.choreography.pose(in: frame, rest: Pose(stroke: style.stroke, fill: style.fill))
        // Keyframed colours replace the layer's own (and its gradients); the indicator's win over a layer's.
        let stroke = indicator.stroke ?? pose.stroke, fill = indicator.fill ?? pose.fill
        if stroke != style.stroke { (style.stroke, style.strokeGradient, style.strokePattern) = (stroke, nil, nil) }
        if fill != style.fill { (style.fill, style.fillGradient, style.fillPattern) = (fill, nil, nil) }
        let fillShare = style.fill == nil ? 0 : style.fillOpacity(atLocalProgress: local)
        var pen: LayerLook.Pen?
        // (A transparent fill, a pattern of images only among them, has no colour for a pen: it fades in.)
        if style.stroke == nil, let fill = style.fill, fill.alpha > 0, fillShare < 1 {
            // Without a width of its own, the pen is a fiftieth of the frame (at least one point).
            let width = style.lineWidth > 0 ? style.lineWidth : max(1, min(layout.frame.width, layout.frame.height) / 50)
            pen = LayerLook.Pen(width: width, color: fill.withOpacity(1 - fillShare))
        }
        return LayerLook(progress: local, pose: pose, opacity: style.opacity * pose.opacity, style: style,
                         fillShare: fillShare, pen: pen)
    }
}
