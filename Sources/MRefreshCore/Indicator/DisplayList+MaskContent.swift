extension DisplayList.Layer {
    /// `layer` drawn whole, as its source styles it: a layer of a mask's content (``Mask/content``) or of a
    /// pattern's tile (``PatternTile/content``), which are never drawn on (MRefresh.docc/DesignToolSVG.md). Its path, clips
    /// and groups are taken as they are (canvas points once fitted, or tile units).
    package init(whole layer: Layer) {
        let style = layer.style ?? LayerStyle()
        var operations: [DisplayList.Operation] = []
        if let image = layer.image { operations.append(.image(image, opacity: 1)) }
        // SVG text: its block places it (the mask's fit moves it with the rest, ``Mask/transformed(by:)``).
        if let text = layer.text { operations.append(.glyphs(text, transform: .identity, share: 1)) }
        if let fill = style.fill {
            var paint: DisplayList.Paint = style.fillGradient.map { .gradient($0, transform: $0.transform) } ?? .color(fill)
            if let pattern = style.fillPattern { paint = .pattern(pattern, transform: pattern.transform, opacity: pattern.opacity) }
            operations.append(.fill(layer.path, paint, style.fillRule))
        }
        if let colour = style.stroke, style.lineWidth > 0 {
            var paint: DisplayList.Paint = style.strokeGradient.map { .gradient($0, transform: $0.transform) } ?? .color(colour)
            if let pattern = style.strokePattern { paint = .pattern(pattern, transform: pattern.transform, opacity: pattern.opacity) }
            operations.append(.stroke(layer.path, paint, DisplayList.Stroke(
                width: style.lineWidth, cap: style.lineCap, join: style.lineJoin, dashes: style.dashes,
                dashOffset: style.dashOffset, miterLimit: style.miterLimit, transform: style.penTransform)))
            if style.lineCap == .square, let squares = Indicator.squareCaps(of: layer.path, width: style.lineWidth, pen: style.penTransform) {
                operations.append(.fill(squares, paint, .nonZero))
            }
        }
        if style.strokeBeneath { operations.reverse() }
        self.init(transform: .identity, opacity: style.opacity, operations: operations, clips: layer.clips,
                  groups: layer.opacityGroups)
    }
}
