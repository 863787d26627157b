import MRefreshCore
import MRefreshSyntax

extension RenderPlan {
    /// What the exports of a plan leave out, one line each, named by export
    /// ("lottie, avd: text layer 'Loading…' is drawn in the PNG frames only: …"): each export's own
    /// (``ExportSink/limitations(scales:indicator:animation:)``), in the table's order, a line several say
    /// once with all their names.
    static func exportWarnings(scales: [Int], exports: Set<Export>, indicator: Indicator?,
                               animation vectorAnimation: VectorAnimation?) -> [String] {
        var lines: [(text: String, exports: [String])] = []
        for export in Export.allCases where exports.contains(export) {
            for text in export.sink.limitations(scales: scales, indicator: indicator, animation: vectorAnimation) {
                if let i = lines.firstIndex(where: { $0.text == text }) { lines[i].exports.append(export.rawValue) } else {
                    lines.append((text, [export.rawValue]))
                }
            }
        }
        return lines.map { "\($0.exports.joined(separator: ", ")): \($0.text)" }
    }

    /// What `export` (lottie or avd) leaves out of `indicator`, one line each: the text layers
    /// `uncarriedText` lists (by group index; the others are carried as glyph outlines), the clips of the
    /// layers `unclipped` lists, clips and masks the format cannot carry (``maskingLimitations(of:in:)``),
    /// dashes (AVD), group opacity, strokes
    /// stretched by a non-uniform transform, and gradients drawn in their first colour: a radial one
    /// stretched unevenly or with a focal circle (AVD: or a focal point of its own), one that repeats or
    /// reflects (Lottie), one a keyframed colour replaces.
    static func limitations(of indicator: Indicator, in export: Export, unclipped: Set<Int> = [],
                            uncarriedText: Set<Int>? = nil, uncarriedGlyphs: Set<Int>? = nil,
                            uncarriedAnimation: [(layer: String, what: VectorAnimation.Uncarried)]? = nil) -> [String] {
        var lines: [String] = []
        if !indicator.loadingFrames.isEmpty || !indicator.pullFrames.isEmpty {
            // The document's own animation is keyframed where it maps (moves, turns, scales, opacity,
            // colours, stroke widths, hiding); what does not is named layer by layer.
            if uncarriedAnimation == nil {
                lines.append("the document's own animation is drawn in the PNG frames, sheets and animated PNGs only; here the document stands still")
            }
            for (layer, what) in uncarriedAnimation ?? [] where !(export == .avd && what == .dashes) {
                let text: String = switch what {
                case .shape: "its shape changes in the document's animation, which only the PNG frames, sheets and animated PNGs show; here it keeps its shape at time 0"
                case .skew: "it skews in the document's animation, which only the PNG frames, sheets and animated PNGs show; here it stands as at time 0"
                case .dashes: "its dash pattern gains or loses dashes in the document's animation, which only the PNG frames, sheets and animated PNGs show; here it keeps its dashes at time 0"
                case .drawnLater: "it is drawn only after time 0 in the document's animation; only the PNG frames, sheets and animated PNGs show it"
                case .transparentGroup: "its group is transparent at time 0 and shows later in the document's animation; here it stays transparent"
                case .groupOpacity: "its group's opacity changes in the document's animation and applies to it alone; where the group's layers overlap they show through each other"
                }
                lines.append("layer '\(Excerpt(layer))': \(text)")
            }
        }
        for (groupIndex, group) in indicator.groups.enumerated() {
            if let text = group.text, uncarriedText?.contains(groupIndex) ?? true {
                let label = RefreshState.allCases.lazy.compactMap { text.strings[$0] }.first.map { "'\(Excerpt($0))'" } ?? "with no strings"
                lines.append("text layer \(label) is drawn in the PNG frames only: its glyphs' outlines could not be made (Pango)")
            }
            for index in group.layers {
                let style = indicator.styles[index], placement = indicator.layout.layers[index].transform
                if indicator.layout.layers[index].text != nil {
                    // SVG text goes in as its glyphs' filled outlines.
                    let name = indicator.layout.layers[index].name
                    if uncarriedGlyphs?.contains(index) ?? true {
                        lines.append("text '\(Excerpt(name))' is drawn in the PNG frames only: its glyphs' outlines could not be made (Pango)")
                    } else if style.stroke != nil {
                        lines.append("text '\(Excerpt(name))': its stroke is drawn in the PNG frames only; its fill is carried")
                    }
                    continue
                }
                let paints = [(style.fillGradient, false), (style.strokeGradient, true)]
                let dropped = paints.contains { gradient, stroke in
                    guard let placed = gradient?.placed(by: placement) else { return false }
                    let carried = export == .avd ? AnimatedVectorDrawable.gradient(placed) : LottieDocument.gradient(placed)
                    return carried == nil
                        || group.choreography.setsColor(stroke: stroke) || indicator.spec.choreography.setsColor(stroke: stroke)
                }
                // Lottie clips with masks, one shape each.
                if unclipped.contains(index) {
                    lines.append("layer '\(Excerpt(indicator.layout.layers[index].name))': its clip is not one shape, which Lottie's masks need; it draws unclipped")
                }
                let name = indicator.layout.layers[index].name
                if export == .avd, !style.dashes.isEmpty, style.stroke != nil {
                    lines.append("layer '\(Excerpt(name))': its dashes are not carried (AnimatedVectorDrawables have none); it draws solid")
                }
                if indicator.layout.layers[index].opacityGroups.contains(where: { $0.opacity < 1 }) {
                    lines.append("layer '\(Excerpt(name))': its group's opacity applies to it alone; where the group's layers overlap they show through each other")
                }
                lines += Self.blendLimitations(of: index, in: indicator, export: export)
                if indicator.layout.layers[index].opacityGroups.contains(where: { $0.filter != nil }) {
                    lines.append("layer '\(Excerpt(name))': its filter is drawn in the PNG frames only; here it draws unfiltered")
                }
                lines += Self.maskingLimitations(of: indicator.layout.layers[index], in: export)
                if style.penTransform != nil, style.stroke != nil {
                    lines.append("layer '\(Excerpt(name))': its stroke is stretched by its transform in the PNG frames; here it has an even width")
                }
                if indicator.layout.layers[index].image != nil {
                    lines.append("layer '\(Excerpt(name))': its image is drawn in the PNG frames only: vector exports carry shapes, not images")
                }
                if let pattern = style.fillPattern ?? style.strokePattern {
                    // A tile of images only has no colour to stand for it (PatternTile.placeholder).
                    lines.append(pattern.placeholder.alpha > 0
                        ? "layer '\(Excerpt(name))': its pattern is drawn in the PNG frames only; here it is painted in one colour (the pattern's first)"
                        : "layer '\(Excerpt(name))': its pattern is drawn in the PNG frames only; it holds no colour to paint here, so it is left out")
                }
                if dropped {
                    lines.append("layer '\(Excerpt(indicator.layout.layers[index].name))': its gradient is drawn in its first colour in \(export == .avd ? "AnimatedVectorDrawables" : "Lottie")")
                }
            }
        }
        return lines
    }

    /// What `export` leaves out of the blend modes of layer `index`'s groups: AVD has none; Lottie blends
    /// the layer alone by its innermost group's mode, unlike the PNG frames when that group holds other
    /// layers too or an outer group blends as well.
    private static func blendLimitations(of index: Int, in indicator: Indicator, export: Export) -> [String] {
        let layers = indicator.layout.layers
        let blended = layers[index].opacityGroups.filter { $0.blend != .normal }
        guard let innermost = blended.last else { return [] }
        let name = layers[index].name, mode = innermost.blend.rawValue
        if export == .avd {
            return ["layer '\(Excerpt(name))': its blend mode (\(mode)) is drawn in the PNG frames only (AnimatedVectorDrawables have none); it draws normally"]
        }
        let shared = layers.indices.contains { $0 != index && layers[$0].opacityGroups.contains(innermost) }
        guard shared || blended.count > 1 else { return [] }
        return ["layer '\(Excerpt(name))': its group's blend mode (\(mode)) applies to it alone, as a Lottie layer's"]
    }
}
