extension Indicator {
    /// SVG text layer `index` painted as `look` paints it. Its runs keep their own paints unless the
    /// layer's fill or stroke is replaced, as a path's is: by `--fill`/`--stroke`, an indicator file's
    /// layer `style:`, or keyframed colours. Then every run takes the replacing colour (its gradient
    /// gone), so a label turns red with the icon under `--fill '#ff0000'`; "none" takes that paint away.
    /// A replacing stroke is `look`'s line width, in canvas points, under `placement` (the text's
    /// document units → canvas points).
    func paintedText(_ text: TextBlock, index: Int, look: LayerLook, placement: AffineTransform) -> TextBlock {
        let own = layout.layers[index].style
        // The indicator file's style for the layer (its group's), which may set the colour it already has.
        let layerStyle = groups.firstIndex { $0.layers.contains(index) }.map { spec.layers[$0].style }
        let fillReplaced = spec.overrides.fill != nil || layerStyle?.fill != nil || look.style.fill != own?.fill
        let strokeReplaced = spec.overrides.stroke != nil || layerStyle?.stroke != nil || look.style.stroke != own?.stroke
        guard fillReplaced || strokeReplaced else { return text }
        // The run's stroke width is in the text's user space: the canvas width back through its placement.
        let scale = abs(text.transform.then(placement).determinant).squareRoot()
        var painted = text
        for c in painted.chunks.indices {
            for r in painted.chunks[c].runs.indices {
                if fillReplaced {
                    painted.chunks[c].runs[r].fill = look.style.fill
                    painted.chunks[c].runs[r].fillGradient = nil
                }
                if strokeReplaced {
                    let width = look.style.lineWidth
                    let drawn = look.style.stroke != nil && width > 0 && scale > 0
                    painted.chunks[c].runs[r].stroke = drawn ? look.style.stroke : nil
                    painted.chunks[c].runs[r].strokeGradient = nil
                    if drawn { painted.chunks[c].runs[r].strokeWidth = width / scale }
                }
            }
        }
        return painted
    }
}
