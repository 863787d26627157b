import MRefreshCore

/// SVG masks as Lottie track mattes: a masked layer is a Lottie layer of its own, matted (`tt`: 1 alpha,
/// 3 luma) by the layer before it (`td`), which holds the mask's content as still shapes, cut to the
/// mask's region by a Lottie mask, and moves as the masked layer moves.
extension LottieDocument {
    /// The mask Lottie can matte `layer` with: its only mask, whose content is plain shapes (none clipped
    /// or masked itself, no text or images); nil otherwise (a layer with no mask, several, or one Lottie cannot draw).
    static func matte(of layer: VectorAnimation.Layer) -> Mask? {
        matte(masks: layer.masks)
    }

    /// The mask Lottie can matte a layer in groups with `masks` with (``matte(of:)``).
    static func matte(masks: [Mask]) -> Mask? {
        guard masks.count == 1, let mask = masks.first,
              mask.content.allSatisfy({ layer in
                  layer.clips.isEmpty && layer.text == nil && layer.image == nil && layer.opacityGroups.allSatisfy { $0.mask == nil }
              }) else { return nil }
        return mask
    }

    /// The matte layer for `mask`: Lottie layer `index`, placed by `transform` (the masked layer's `ks`) at
    /// full opacity, so only the content's own opacities mask.
    func matteLayer(_ mask: Mask, index: Int, transform: JSON, end: Double) -> JSON {
        let placement: JSON = .object(transform.objectMembers.map { $0.0 == "o" ? ("o", Self.still(.int(100))) : $0 })
        let region: [JSON] = mask.region.subpaths.filter { !$0.segments.isEmpty }.map { subpath in
            .object([("nm", .string("mask region")), ("mode", .string("a")), ("inv", .bool(false)),
                     ("pt", Self.still(Self.shapeData(subpath))), ("o", Self.still(.int(100))), ("x", Self.still(.int(0)))])
        }
        return .object([
            ("ddd", .int(0)), ("ind", .int(index)), ("ty", .int(4)), ("nm", .string("\(name) mask")), ("td", .int(1)),
            ("sr", .int(1)), ("ks", placement), ("ao", .int(0)), ("hasMask", .bool(true)), ("masksProperties", .array(region)),
            // Lottie lists shapes top first.
            ("shapes", .array(mask.content.reversed().map(Self.stillShapes))),
            ("ip", .int(0)), ("op", Self.number(end)), ("st", .int(0)), ("bm", .int(0)),
        ])
    }

    /// A layer of a mask's content as a group of still shapes: its subpaths, its stroke over its fill.
    private static func stillShapes(_ layer: Layer) -> JSON {
        let style = layer.style ?? LayerStyle()
        let paths = layer.path.subpaths.filter { !$0.segments.isEmpty }.map(shape)
        var items = paths
        if let stroke = style.stroke, style.lineWidth > 0 {
            items.append(.object([
                ("ty", .string("st")), ("nm", .string("stroke")), ("c", still(color(stroke))),
                ("o", still(number(stroke.alpha * style.opacity * 100))), ("w", still(number(style.lineWidth))),
                ("lc", .int(code(style.lineCap))), ("lj", .int(code(style.lineJoin))), ("ml", number(style.miterLimit)),
                ("bm", .int(0)),
            ]))
        }
        if let fill = style.fill {
            let rule: (String, JSON) = ("r", .int(style.fillRule == .evenOdd ? 2 : 1))
            if let gradient = style.fillGradient.flatMap(gradient) {
                items.append(.object([("ty", .string("gf")), ("nm", .string("fill")), ("o", still(number(style.opacity * 100))), rule]
                                     + members(of: gradient) + [("bm", .int(0))]))
            } else {
                items.append(.object([("ty", .string("fl")), ("nm", .string("fill")), ("c", still(color(fill))),
                                      ("o", still(number(fill.alpha * style.opacity * 100))), rule, ("bm", .int(0))]))
            }
        }
        items.append(identity)
        return .object([("ty", .string("gr")), ("nm", .string(layer.name)), ("np", .int(paths.count)), ("it", .array(items))])
    }

    /// A property that holds `value` throughout.
    private static func still(_ value: JSON) -> JSON {
        .object([("a", .int(0)), ("k", value)])
    }

    private static func color(_ color: Color) -> JSON {
        .array([color.red, color.green, color.blue].map(number))
    }

    /// A number to 1/10000, as the rest of the document writes them.
    private static func number(_ value: Double) -> JSON {
        .number((value * 10_000).rounded() / 10_000 + 0)
    }
}
