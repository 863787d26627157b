import MRefreshCore
import MRefreshSyntax

extension RenderPlan {
    /// What `export` leaves out of a layer's clips and masks, one line each: AnimatedVectorDrawables have
    /// clip paths of one non-zero outline and no masks; Lottie mattes a layer with one mask of plain shapes
    /// (its clips are its Lottie layer's masks, named by ``limitations(of:in:unclipped:)``), each layer of a
    /// masked group on its own.
    static func maskingLimitations(of layer: IndicatorLayout.FittedLayer, in export: Export) -> [String] {
        var lines: [String] = []
        let masks = layer.opacityGroups.compactMap(\.mask)
        switch export {
        case .avd:
            if layer.clips.contains(where: { AnimatedVectorDrawable.clipPath($0) == nil }) {
                lines.append("layer '\(Excerpt(layer.name))': its clip is not one outline, which AnimatedVectorDrawable clip paths need; it draws without it")
            }
            if !masks.isEmpty {
                lines.append("layer '\(Excerpt(layer.name))': its mask is drawn in the PNG frames only (AnimatedVectorDrawables have no masks); it draws unmasked")
            }
        case .lottie:
            if !masks.isEmpty, LottieDocument.matte(masks: masks) == nil {
                lines.append("layer '\(Excerpt(layer.name))': its masks are not carried (a Lottie matte is one mask of shapes, neither clipped nor masked, without text or images); it draws unmasked")
            }
        default:
            break
        }
        return lines
    }
}
