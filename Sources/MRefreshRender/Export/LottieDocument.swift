import MRefreshCore

/// An indicator as one Lottie animation (``MRefreshCore/Export/lottie``), for lottie-ios, lottie-android and
/// lottie-web: one shape layer moved by the whole indicator's keyframes, in it a group per vector layer
/// moved by its own, and in each of those a group per subpath with its own trim (players trim several
/// paths "sequentially" differently; one path per trim leaves nothing to interpretation) and a group
/// holding every subpath under the fill (so holes stay holes).
///
/// Stages are laid out by ``MRefreshCore/VectorTimeline`` and named by markers (`pull`, `ready`, `loading`,
/// `closing`, `exhausted`): an app sets the pull's progress on the `pull` marker's frames and loops the
/// `loading` marker. Every key is linear; frame i of the pull is PNG frame i.
package struct LottieDocument: Sendable {
    package let animation: VectorAnimation
    /// The animation's name (`nm`).
    package let name: String

    package init(_ animation: VectorAnimation, name: String) {
        self.animation = animation
        self.name = name
    }

    /// The document.
    package var json: JSON {
        let timeline = animation.timeline
        let end = timeline.end
        let canvas = animation.canvas
        // One shape layer holds the vector layers; one that nested viewports clip is a shape layer of its
        // own whose masks are its clips (masks are a layer's), moved by that layer when it moves on its own,
        // so that its clips move with it, as in the PNG frames.
        var runs: [[VectorAnimation.Layer]] = []
        var run: [VectorAnimation.Layer] = []
        for layer in animation.layers {
            // (A masked layer is matted by the Lottie layer before its own; a blend mode is a layer's.)
            if Self.carriesClips(layer) || Self.matte(of: layer) != nil || layer.blend != .normal {
                if !run.isEmpty { runs.append(run) }
                runs.append([layer])
                run = []
            } else {
                run.append(layer)
            }
        }
        if !run.isEmpty || runs.isEmpty { runs.append(run) }
        // Several layers go into a precomposition moved by the indicator's keyframes, so that its opacity
        // applies to them together, as in the PNG frames, and so does a clipped layer moved by its own; one
        // layer is moved by them itself.
        let precomposed = runs.count > 1 || runs.contains { $0.count == 1 && Self.movesItsLayer($0[0]) }
        let still: JSON = .object([
            ("a", .object([("a", .int(0)), ("k", .array([.int(0), .int(0), .int(0)]))])),
            ("p", .object([("a", .int(0)), ("k", .array([.int(0), .int(0), .int(0)]))])),
            ("s", .object([("a", .int(0)), ("k", .array([.int(100), .int(100), .int(100)]))])),
            ("r", .object([("a", .int(0)), ("k", .int(0))])), ("o", .object([("a", .int(0)), ("k", .int(100))])),
        ])
        let motion = precomposed ? still : transform(animation.indicator, dimensions: 3)
        // Lottie lists layers, and shapes, top first: the last drawn comes first.
        let layers: [JSON] = runs.enumerated().reversed().flatMap { index, run -> [JSON] in
            let clips = run.count == 1 ? Self.maskContours(run[0]) ?? [] : []
            let masks: [(String, JSON)] = clips.isEmpty ? [] : [
                ("hasMask", .bool(true)),
                // Masks apply in turn: one adds its area to those before it, one intersects with them.
                ("masksProperties", .array(clips.enumerated().map { j, contour -> JSON in
                    let (subpath, adds) = contour
                    return .object([("nm", .string("clip \(j)")), ("mode", .string(adds ? "a" : "i")), ("inv", .bool(false)),
                             ("pt", .object([("a", .int(0)), ("k", Self.shapeData(subpath))])),
                             ("o", .object([("a", .int(0)), ("k", .int(100))])),
                             ("x", .object([("a", .int(0)), ("k", .int(0))]))])
                })),
            ]
            let ks = run.count == 1 && Self.movesItsLayer(run[0]) ? transform(run[0].motion, dimensions: 3) : motion
            let matte = run.count == 1 ? Self.matte(of: run[0]) : nil
            let layer: JSON = .object([
                ("ddd", .int(0)), ("ind", .int(index + 1)), ("ty", .int(4)), ("nm", .string(index == 0 ? name : "\(name) \(index)")),
                ("sr", .int(1)), ("ks", ks), ("ao", .int(0)),
            ] + masks + (matte.map { [("tt", .int($0.kind == .luminance ? 3 : 1))] } ?? []) + [
                ("shapes", .array(run.reversed().map(group))),
                ("ip", .int(0)), ("op", number(end)), ("st", .int(0)),
                ("bm", .int(run.count == 1 ? Self.blendCode(run[0].blend) : 0)),
            ])
            guard let matte else { return [layer] }
            return [matteLayer(matte, index: runs.count + index + 1, transform: ks, end: end), layer]
        }
        return .object([
            ("v", .string("5.7.4")), ("fr", number(timeline.fps)), ("ip", .int(0)), ("op", number(end)),
            ("w", .int(Int(canvas.width.rounded()))), ("h", .int(Int(canvas.height.rounded()))),
            ("nm", .string(name)), ("ddd", .int(0)),
            ("assets", .array(!precomposed ? [] : [.object([("id", .string("indicator")), ("nm", .string(name)),
                                                               ("layers", .array(layers))])])),
            ("layers", .array(!precomposed ? layers : [.object([
                ("ddd", .int(0)), ("ind", .int(1)), ("ty", .int(0)), ("nm", .string(name)), ("refId", .string("indicator")),
                ("sr", .int(1)), ("ks", transform(animation.indicator, dimensions: 3)), ("ao", .int(0)),
                ("w", .int(Int(canvas.width.rounded()))), ("h", .int(Int(canvas.height.rounded()))),
                ("ip", .int(0)), ("op", number(end)), ("st", .int(0)), ("bm", .int(0)),
            ])])),
            ("markers", .array(timeline.segments.map { segment in
                .object([("tm", number(segment.start)), ("cm", .string(segment.stage.rawValue)),
                         ("dr", number(segment.duration))])
            })),
        ])
    }

    /// Lottie's number for a blend mode (`bm`): CSS's modes in their order, normal 0.
    static func blendCode(_ blend: BlendMode) -> Int {
        BlendMode.allCases.firstIndex(of: blend) ?? 0
    }

    /// Whether `layer` is clipped by masks of its own Lottie layer (``maskContours(_:)``).
    static func carriesClips(_ layer: VectorAnimation.Layer) -> Bool {
        maskContours(layer) != nil
    }

    /// `layer`'s clips as Lottie masks, in order, each one contour that adds its area to the masks before
    /// it or intersects with them; nil when it has no clips, or clips masks cannot make: a mask is one
    /// contour, so each clip must be one (a viewport's rectangle, a clip path of one simple shape), except
    /// one clip (put first) that may be a union of such shapes. Shapes cut by clips of their own are not.
    static func maskContours(_ layer: VectorAnimation.Layer) -> [(Subpath, adds: Bool)]? {
        guard !layer.clips.isEmpty else { return nil }
        func contour(_ shape: Clip.Shape) -> Subpath? {
            shape.clips.isEmpty && shape.path.subpaths.count == 1 ? shape.path.subpaths[0] : nil
        }
        var clips = layer.clips
        if let union = clips.firstIndex(where: { $0.shapes.count != 1 }) { clips.insert(clips.remove(at: union), at: 0) }
        var contours: [(Subpath, adds: Bool)] = []
        for (i, clip) in clips.enumerated() {
            guard clip.clips.isEmpty, !clip.shapes.isEmpty, i == 0 || clip.shapes.count == 1 else { return nil }
            for shape in clip.shapes {
                guard let subpath = contour(shape) else { return nil }
                contours.append((subpath, i == 0))
            }
        }
        return contours
    }

    /// Whether `layer`'s motion is its Lottie layer's transform rather than its group's: masks are in the
    /// layer's space, so a clipped layer that moves on its own moves its masks by moving its layer.
    private static func movesItsLayer(_ layer: VectorAnimation.Layer) -> Bool {
        (carriesClips(layer) || matte(of: layer) != nil) && !layer.motion.isStill
    }

    /// A vector layer: its subpaths' strokes over its fill, moved by its keyframes.
    private func group(_ layer: VectorAnimation.Layer) -> JSON {
        let subpaths = layer.path.subpaths.enumerated().filter { !$0.element.segments.isEmpty }
        var items: [JSON] = []
        if layer.strokes {
            let (color, opacity) = paint(layer.stroke)
            // A dash pattern's on and off lengths, then its offset (Lottie's `d`).
            let names = ["d", "g"]
            // Each length keyed where an animated input's animation changes it.
            let track = layer.dashTrack.count == layer.stroke.count ? layer.dashTrack : layer.stroke.map { _ in layer.dashes + [layer.dashOffset] }
            var dashes: [JSON] = layer.dashes.indices.map { i in
                .object([("n", .string(names[i % 2])), ("nm", .string(i % 2 == 0 ? "dash" : "gap")),
                         ("v", property(track.map { [$0[i]] }))])
            }
            if !dashes.isEmpty {
                dashes.append(.object([("n", .string("o")), ("nm", .string("offset")),
                                       ("v", property(track.map { [$0[layer.dashes.count]] }))]))
            }
            let line: [(String, JSON)] = [("w", property(layer.strokeWidth)), ("lc", .int(Self.code(layer.lineCap))),
                                          ("lj", .int(Self.code(layer.lineJoin))), ("ml", number(layer.miterLimit)),
                                          ("bm", .int(0))] + (dashes.isEmpty ? [] : [("d", .array(dashes))])
            let stroke: JSON
            if let gradient = layer.strokeGradient.flatMap(Self.gradient) {
                stroke = .object([("ty", .string("gs")), ("nm", .string("stroke")), ("o", .object([("a", .int(0)), ("k", .int(100))]))]
                                 + Self.members(of: gradient) + line)
            } else {
                stroke = .object([("ty", .string("st")), ("nm", .string("stroke")), ("c", color), ("o", opacity)] + line)
            }
            for (index, subpath) in subpaths {
                items.append(.object([
                    ("ty", .string("gr")), ("nm", .string("subpath \(index)")), ("np", .int(3)),
                    ("it", .array([
                        Self.shape(subpath),
                        .object([("ty", .string("tm")), ("nm", .string("draw-on")), ("s", .object([("a", .int(0)), ("k", .int(0))])),
                                 ("e", property(layer.trims[index], factor: 100)), ("o", .object([("a", .int(0)), ("k", .int(0))])),
                                 ("m", .int(1))]),
                        stroke,
                        Self.identity,
                    ])),
                ]))
            }
        }
        if layer.fills {
            let (color, opacity) = paint(layer.fill)
            let rule: (String, JSON) = ("r", .int(layer.fillRule == .evenOdd ? 2 : 1))
            let fill: JSON
            if let gradient = layer.fillGradient.flatMap(Self.gradient) {
                fill = .object([("ty", .string("gf")), ("nm", .string("fill")), ("o", property(layer.fillShare, factor: 100)), rule]
                               + Self.members(of: gradient) + [("bm", .int(0))])
            } else {
                fill = .object([("ty", .string("fl")), ("nm", .string("fill")), ("c", color), ("o", opacity), rule, ("bm", .int(0))])
            }
            // Lottie paints a group's items last to first: the fill goes after the strokes to lie under them.
            items.insert(.object([
                ("ty", .string("gr")), ("nm", .string("fill")), ("np", .int(subpaths.count + 1)),
                ("it", .array(subpaths.map { Self.shape($0.element) } + [fill, Self.identity])),
            ]), at: layer.strokeBeneath ? 0 : items.count)
        }
        if Self.movesItsLayer(layer) {
            // Its Lottie layer moves (and fades) it.
            items.append(Self.identity)
        } else {
            var motion = transform(layer.motion, dimensions: 2).objectMembers
            motion.insert(("ty", .string("tr")), at: 0)
            motion += [("sk", .object([("a", .int(0)), ("k", .int(0))])), ("sa", .object([("a", .int(0)), ("k", .int(0))]))]
            items.append(.object(motion))
        }
        return .object([("ty", .string("gr")), ("nm", .string(layer.name)), ("np", .int(items.count - 1)), ("it", .array(items))])
    }

    /// A transform (a layer's `ks` with 3 dimensions, a group's `tr` with 2): anchor at the motion's origin,
    /// position the origin moved by the offset, scale in percent, rotation in degrees, opacity in percent.
    private func transform(_ motion: VectorAnimation.Motion, dimensions: Int) -> JSON {
        let origin = motion.origin
        let depth: [Double] = dimensions == 3 ? [0] : []
        return .object([
            ("a", .object([("a", .int(0)), ("k", .array(([origin.x, origin.y] + depth).map(number)))])),
            ("p", property(motion.translate) { [origin.x + $0[0], origin.y + $0[1]] + depth }),
            ("s", property(motion.scale) { [$0[0] * 100, $0[1] * 100] + (dimensions == 3 ? [100] : []) }),
            ("r", property(motion.rotation)),
            ("o", property(motion.opacity, factor: 100)),
        ])
    }

    /// A colour track ([r, g, b, a]) as Lottie's colour ([r, g, b]) and opacity (percent) properties.
    private func paint(_ track: VectorAnimation.Track) -> (color: JSON, opacity: JSON) {
        (property(track) { Array($0.prefix(3)) }, property(track) { [$0[3] * 100] })
    }

    /// An animatable property: a static value when the track holds one, else linear keys. A one-component
    /// static value is a number; animated values are arrays, as Lottie writes them.
    private func property(_ track: VectorAnimation.Track, factor: Double = 1,
                          _ map: ([Double]) -> [Double] = { $0 }) -> JSON {
        let mapped = track.map { map($0).map { $0 * factor } }
        let values = { (value: [Double]) -> JSON in value.count == 1 ? number(value[0]) : .array(value.map(number)) }
        if VectorAnimation.isConstant(mapped), let first = mapped.first {
            return .object([("a", .int(0)), ("k", values(first))])
        }
        let keys = animation.keys(mapped)
        let linearOut: JSON = .object([("x", .array([.int(0)])), ("y", .array([.int(0)]))])
        let linearIn: JSON = .object([("x", .array([.int(1)])), ("y", .array([.int(1)]))])
        return .object([("a", .int(1)), ("k", .array(keys.enumerated().map { i, key in
            var members: [(String, JSON)] = [("t", number(key.time)), ("s", .array(key.value.map(number)))]
            if i < keys.count - 1 { members += [("i", linearIn), ("o", linearOut)] }
            return .object(members)
        }))])
    }

    /// `gradient` (placed on the canvas by its transform) as Lottie draws it, or nil when Lottie cannot:
    /// it pads only, and draws a radial gradient's focal point but not a focal circle.
    static func gradient(_ gradient: Gradient) -> GradientPlacement? {
        guard gradient.spread == .pad else { return nil }
        return GradientPlacement(gradient)
    }

    /// A gradient fill's or stroke's geometry and colours: `t`, `s`, `e` (`h`, `a` when radial) and `g`,
    /// the colour stops then the opacity stops.
    static func members(of gradient: GradientPlacement) -> [(String, JSON)] {
        let point = { (p: Point) -> JSON in .object([("a", .int(0)), ("k", .array([number(p.x), number(p.y)]))]) }
        let colours = gradient.stops.flatMap { [$0.offset, $0.color.red, $0.color.green, $0.color.blue] }
        let alphas = gradient.stops.flatMap { [$0.offset, $0.color.alpha] }
        var members: [(String, JSON)] = [("t", .int(gradient.radial ? 2 : 1)), ("s", point(gradient.start)), ("e", point(gradient.end))]
        if gradient.radial {
            members += [("h", .object([("a", .int(0)), ("k", number(gradient.highlight))])),
                        ("a", .object([("a", .int(0)), ("k", number(gradient.angle))]))]
        }
        members.append(("g", .object([("p", .int(gradient.stops.count)),
                                      ("k", .object([("a", .int(0)), ("k", .array((colours + alphas).map(number)))]))])))
        return members
    }

    /// A static path: the subpath's vertices with their tangents relative to them.
    /// A subpath as Lottie's shape data: vertices with in and out tangents.
    static func shapeData(_ subpath: Subpath) -> JSON {
        var vertices: [Point] = [subpath.start]
        var inTangents: [Vector] = [.zero], outTangents: [Vector] = []
        let closes = subpath.isClosed && subpath.end == subpath.start
        for (j, segment) in subpath.segments.enumerated() {
            let (c1, c2): (Point, Point)
            switch segment {
            case .line(let line): (c1, c2) = (line.start, line.end)
            case .quadratic(let q): (c1, c2) = (q.cubic.control1, q.cubic.control2)
            case .cubic(let c): (c1, c2) = (c.control1, c.control2)
            }
            outTangents.append(c1 - segment.start)
            if closes && j == subpath.segments.count - 1 {
                // The closing segment ends at the first vertex.
                inTangents[0] = c2 - segment.end
            } else {
                vertices.append(segment.end)
                inTangents.append(c2 - segment.end)
            }
        }
        if outTangents.count < vertices.count { outTangents.append(.zero) }
        func points<S: Sequence>(_ values: S, _ xy: (S.Element) -> (Double, Double)) -> JSON {
            .array(values.map { let (x, y) = xy($0); return .array([number(x), number(y)]) })
        }
        return .object([
            ("c", .bool(closes)),
            ("v", points(vertices) { ($0.x, $0.y) }),
            ("i", points(inTangents) { ($0.x, $0.y) }),
            ("o", points(outTangents) { ($0.x, $0.y) }),
        ])
    }

    /// A path shape item: one subpath.
    static func shape(_ subpath: Subpath) -> JSON {
        .object([("ty", .string("sh")), ("nm", .string("path")), ("ks", .object([("a", .int(0)), ("k", shapeData(subpath))]))])
    }

    /// A group's transform that moves nothing.
    static let identity: JSON = .object([
        ("ty", .string("tr")), ("p", .object([("a", .int(0)), ("k", .array([.int(0), .int(0)]))])),
        ("a", .object([("a", .int(0)), ("k", .array([.int(0), .int(0)]))])),
        ("s", .object([("a", .int(0)), ("k", .array([.int(100), .int(100)]))])),
        ("r", .object([("a", .int(0)), ("k", .int(0))])), ("o", .object([("a", .int(0)), ("k", .int(100))])),
        ("sk", .object([("a", .int(0)), ("k", .int(0))])), ("sa", .object([("a", .int(0)), ("k", .int(0))])),
    ])

    static func code(_ cap: LineCap) -> Int {
        switch cap {
        case .butt: 1
        case .round: 2
        case .square: 3
        }
    }

    static func code(_ join: LineJoin) -> Int {
        switch join {
        case .miter: 1
        case .round: 2
        case .bevel: 3
        }
    }
}

/// A number as Lottie files carry it: to 1/10000 (a ten-thousandth of a point, a percent, a degree).
private func number(_ value: Double) -> JSON {
    .number((value * 10_000).rounded() / 10_000 + 0)
}

extension JSON {
    /// An object's members (none for other values).
    var objectMembers: [(String, JSON)] {
        if case .object(let members) = self { members } else { [] }
    }
}
