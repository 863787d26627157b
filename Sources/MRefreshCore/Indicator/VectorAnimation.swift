/// An indicator as vector exports animate it: every property that can change, sampled at each instant of
/// a ``VectorTimeline`` from the same ``Indicator/LayerLook``s the PNG frames are painted from, so an
/// export interpolating its keys shows at each sample exactly what the frame shows.
///
/// Format-neutral: a Lottie or AnimatedVectorDrawable writer picks the properties its format has, reduces
/// each track to its keys (`keys(_:)`) and names what it cannot carry in `warnings`.
package struct VectorAnimation: Sendable {
    /// One property's value at every sample of the timeline, segment after segment.
    package typealias Track = [[Double]]

    /// One key of a reduced track: a frame on the timeline's axis and the value there.
    package struct Key: Hashable, Sendable {
        package var time: Double
        package var value: [Double]
    }

    /// A pose's keyframed properties: rotations and scales turn about ``origin``.
    package struct Motion: Sendable {
        /// Canvas points.
        package var origin: Point
        /// [x, y] offsets in canvas points.
        package var translate: Track = []
        /// [degrees], clockwise on screen.
        package var rotation: Track = []
        /// [sx, sy].
        package var scale: Track = []
        /// [0…1]: the group opacity (0 where the layer draws nothing).
        package var opacity: Track = []

        /// Whether it never moves, turns or scales (its opacity may change).
        package var isStill: Bool {
            translate.allSatisfy { $0 == [0, 0] } && rotation.allSatisfy { $0 == [0] } && scale.allSatisfy { $0 == [1, 1] }
        }

        mutating func append(_ pose: Pose, opacity value: Double) {
            translate.append([pose.translate.x, pose.translate.y])
            rotation.append([pose.rotation * 180 / .pi])
            scale.append([pose.scale.x, pose.scale.y])
            opacity.append([value])
        }
    }

    /// One fitted layer.
    package struct Layer: Sendable {
        package var name: String
        /// Its index among the indicator's fitted layers (``Indicator/layout``); -1 for a text layer's string.
        package var index = 0
        /// For one string of a text layer, drawn as its glyphs' outlines: the text layer's index in
        /// ``Indicator/groups``, and the string (the layer shows only while its state's string is this one).
        package var text: (group: Int, string: String)?
        /// The fitted path, canvas points.
        package var path: Path
        package var fillRule: FillRule
        package var lineCap: LineCap
        package var lineJoin: LineJoin
        package var miterLimit: Double
        /// The stroke's dash pattern and offset in canvas points (empty: solid).
        package var dashes: [Double]
        package var dashOffset: Double
        /// Whether the stroke is painted under the fill.
        package var strokeBeneath: Bool
        /// Regions the layer shows only inside (its nested viewports and clip paths), canvas points inside
        /// its motion.
        package var clips: [Clip] = []
        /// The masks of the SVG groups the layer is in, outermost first, canvas points inside its motion.
        package var masks: [Mask] = []
        /// The layer's pose; its opacity track is the layer's group opacity.
        package var motion: Motion
        /// [r, g, b, a], straight alpha: the stroke's colour, or the pen's of a filled-only layer
        /// (transparent where there is neither).
        package var stroke: Track = []
        /// [width] in canvas points.
        package var strokeWidth: Track = []
        /// [r, g, b, a]: the fill's colour, its alpha times the share of the fill that shows.
        package var fill: Track = []
        /// [0…1]: how much of the fill shows (its alpha, or a gradient fill's opacity, is multiplied by it).
        package var fillShare: Track = []
        /// The fill's gradient, placed on the canvas (gradient space → canvas points), when every sample
        /// paints the fill with it; nil when the fill is a colour (``fill``) or a keyframed colour replaces
        /// the gradient somewhere.
        package var fillGradient: Gradient?
        /// The stroke's gradient, likewise.
        package var strokeGradient: Gradient?
        /// Per subpath, [0…1]: how much of its length is drawn.
        package var trims: [Track]
        /// [dash lengths…, offset] in canvas points, for a dashed stroke: the dashes an animated input's
        /// animation changes (empty: ``dashes`` and ``dashOffset`` throughout).
        package var dashTrack: Track = []
        /// The opacity of the SVG groups the layer is in, applied to it alone (vector exports composite no
        /// groups).
        package var groupOpacity = 1.0
        /// The blend mode of the innermost SVG group that has one (``OpacityGroup/innermostBlend(_:)``),
        /// applied to the layer alone.
        package var blend: BlendMode = .normal
        /// Whether any sample strokes (or traces with the pen) / fills.
        package var strokes = false
        package var fills = false

        /// Adds one sample: the layer's `look`, whether it is `shown` at all, and how much of each subpath
        /// its trim draws.
        mutating func append(_ look: Indicator.LayerLook, shown: Bool, fractions: [Double]) {
            motion.append(look.pose, opacity: shown ? look.opacity * groupOpacity : 0)
            let style = look.style
            let pen = style.stroke ?? look.pen?.color
            strokes = strokes || pen != nil
            stroke.append(VectorAnimation.components(pen, reference: style.fill))
            strokeWidth.append([style.stroke != nil ? style.lineWidth : look.pen?.width ?? style.lineWidth])
            fills = fills || (style.fill != nil && look.fillShare > 0)
            fill.append(VectorAnimation.components(style.fill?.withOpacity(look.fillShare), reference: style.stroke))
            fillShare.append([look.fillShare])
            // A gradient is carried only while every sample paints with it.
            if style.fillGradient == nil { fillGradient = nil }
            if style.strokeGradient == nil { strokeGradient = nil }
            for j in fractions.indices { trims[j].append([fractions[j]]) }
            if !dashes.isEmpty {
                dashTrack.append(style.dashes.count == dashes.count ? style.dashes + [style.dashOffset] : dashes + [dashOffset])
            }
        }

        /// Adds one sample of SVG text in `colour`: faded in by `share` as the frames fade it, whole; its
        /// gradient (if any) goes unless the sample `keepsGradient` (options or keyframes replace it).
        mutating func append(glyphs colour: Color, keepsGradient: Bool, look: Indicator.LayerLook, share: Double, shown: Bool) {
            motion.append(look.pose, opacity: shown ? look.opacity * groupOpacity : 0)
            if !keepsGradient { fillGradient = nil }
            stroke.append(VectorAnimation.components(nil, reference: colour))
            strokeWidth.append([0])
            fills = fills || (shown && share > 0)
            fill.append(VectorAnimation.components(colour.withOpacity(share), reference: nil))
            fillShare.append([share])
            for j in trims.indices { trims[j].append([1]) }
        }

        /// Adds one sample of a text layer's string: shown, at its pose's opacity and in the run's colour,
        /// while `run` says `string`, as the frames draw it; whole (glyphs are not drawn on) and unstroked.
        mutating func append(text run: DisplayList.TextRun?, pose: Pose, showing string: String) {
            let shown = run?.text == string && !pose.isInvisible
            motion.append(pose, opacity: shown ? pose.opacity : 0)
            let colour = run?.color ?? fill.last.map { Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) }
            stroke.append(VectorAnimation.components(nil, reference: colour))
            strokeWidth.append([0])
            fills = fills || shown
            fill.append(VectorAnimation.components(colour, reference: nil))
            fillShare.append([1])
            for j in trims.indices { trims[j].append([1]) }
        }
    }

    package let timeline: VectorTimeline
    /// The canvas in points.
    package let canvas: Size
    /// The whole indicator's pose, about the drawable frame's centre.
    package private(set) var indicator: Motion
    /// The vector layers in drawing order, among them each string of a text layer as its glyphs' outlines
    /// when `textOutlines` makes them (``Layer/text``).
    package private(set) var layers: [Layer] = []
    /// The text layers (indices in ``Indicator/groups``) with a string the samples show that is not among
    /// ``layers``: without `textOutlines`, or where it made none.
    package private(set) var uncarriedText: Set<Int> = []
    /// The layers (indices in ``Indicator/layout``) of SVG text not among ``layers``: without
    /// `glyphOutlines`, or where it made none.
    package private(set) var uncarriedGlyphs: Set<Int> = []
    /// What of an animated SVG input's own animation the tracks cannot carry exactly.
    package enum Uncarried: Hashable, Sendable {
        /// The shape itself changes (not a move, turn or scale of it): it keeps its shape at time 0.
        case shape
        /// It skews, which a pose cannot: it stands as at time 0.
        case skew
        /// Its dash pattern gains or loses dashes: it keeps its dashes at time 0.
        case dashes
        /// It is drawn only after time 0: it is left out.
        case drawnLater
        /// Its group is transparent at time 0: it stays so.
        case transparentGroup
        /// Its group's opacity changes, applied to it alone (exports composite no groups).
        case groupOpacity
    }

    /// What of an animated SVG input's own animation the tracks do not carry, per layer name in the order
    /// met. Moves, turns and scales, opacity, colours, stroke widths and hiding are carried.
    package private(set) var uncarriedAnimation: [(layer: String, what: Uncarried)] = []
    /// Samples `indicator` along `timeline`; `textOutlines` turns a text layer's run into its glyphs'
    /// outlines as the frames draw them (canvas points, filled non-zero), or nil where it cannot (that
    /// string is then left out, as text layers are without it).
    ///
    /// `glyphOutlines` does the same for SVG text: its runs' outlines in the document's units with their
    /// fill colours and gradients (gradient space → the document's units; the renderer's ``TextBlock``
    /// layout), each paint then a fill-only layer fading in as the frames fade the text in, recoloured
    /// where options or keyframes recolour the text (`Indicator.paintedText`).
    package init(_ indicator: Indicator, timeline: VectorTimeline, textOutlines: ((DisplayList.TextRun) -> Path?)? = nil,
                glyphOutlines: ((TextBlock) -> [(outline: Path, fill: Color?, gradient: Gradient?)]?)? = nil) {
        self.timeline = timeline
        canvas = indicator.canvas
        self.indicator = Motion(origin: indicator.layout.frame.center)
        // Each layer's owner: a vector layer's fitted index, or a text layer's string, and the group it moves with.
        enum Owner { case vector(Int), text(TextSpec, String), glyphs(Int, Color, run: Int) }
        var owners: [(owner: Owner, group: Indicator.Group)] = []
        let samples = timeline.segments.flatMap(\.samples)
        for (groupIndex, group) in indicator.groups.enumerated() {
            if let text = group.text {
                // Each string the samples show, in the order first shown, outlined once (its colour and
                // pose are tracks; its glyphs do not change).
                var seen: Set<String> = []
                for sample in samples {
                    guard let run = indicator.textLook(text, in: sample.frame, group: group, indicator: .rest).run,
                          seen.insert(run.text).inserted else { continue }
                    guard let outline = textOutlines?(run), !outline.subpaths.isEmpty else {
                        // Blank text (spaces) has no outline and needs none.
                        if run.text.contains(where: { !$0.isWhitespace }) { uncarriedText.insert(groupIndex) }
                        continue
                    }
                    var layer = Layer(name: "text: \(run.text)", path: outline, fillRule: .nonZero, lineCap: .butt,
                                      lineJoin: .miter, miterLimit: 4, dashes: [], dashOffset: 0, strokeBeneath: false,
                                      motion: Motion(origin: group.origin), trims: outline.subpaths.map { _ in [] })
                    layer.index = -1
                    layer.text = (groupIndex, run.text)
                    layers.append(layer)
                    owners.append((.text(text, run.text), group))
                }
                continue
            }
            for index in group.layers {
                let fitted = indicator.layout.layers[index]
                let style = indicator.styles[index]
                if let text = fitted.text {
                    // SVG text: one fill-only layer per paint (colour or gradient) of its runs, placed as
                    // the frames place it.
                    guard let pieces = glyphOutlines?(text) else {
                        uncarriedGlyphs.insert(index)
                        continue
                    }
                    var colours: [(Color, Gradient?, Path, run: Int)] = []
                    for (k, piece) in pieces.enumerated() {
                        guard let fill = piece.fill, !piece.outline.isEmpty else { continue }
                        let placed = piece.outline.transformed(by: fitted.transform)
                        if let i = colours.firstIndex(where: { $0.0 == fill && $0.1 == piece.gradient }) {
                            colours[i].2.subpaths += placed.subpaths
                        } else {
                            colours.append((fill, piece.gradient, placed, k))
                        }
                    }
                    for (j, (fill, gradient, outline, run)) in colours.enumerated() {
                        var layer = Layer(name: colours.count == 1 ? fitted.name : "\(fitted.name) \(j + 1)", path: outline,
                                          fillRule: .nonZero, lineCap: .butt, lineJoin: .miter, miterLimit: 4, dashes: [],
                                          dashOffset: 0, strokeBeneath: false, motion: Motion(origin: group.origin),
                                          trims: outline.subpaths.map { _ in [] })
                        layer.index = index
                        layer.groupOpacity = OpacityGroup.product(fitted.opacityGroups)
                layer.blend = OpacityGroup.innermostBlend(fitted.opacityGroups)
                        layer.blend = OpacityGroup.innermostBlend(fitted.opacityGroups)
                        layer.clips = fitted.clips
                        layer.fillGradient = gradient?.placed(by: fitted.transform)
                        layers.append(layer)
                        owners.append((.glyphs(index, fill, run: run), group))
                    }
                    continue
                }
                var layer = Layer(name: fitted.name, path: fitted.measure.path, fillRule: style.fillRule,
                                  lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit,
                                  dashes: style.dashes, dashOffset: style.dashOffset,
                                  strokeBeneath: style.strokeBeneath, motion: Motion(origin: group.origin),
                                  trims: fitted.measure.path.subpaths.map { _ in [] })
                // Placed on the canvas as the display list places it.
                layer.index = index
                layer.groupOpacity = OpacityGroup.product(fitted.opacityGroups)
                layer.blend = OpacityGroup.innermostBlend(fitted.opacityGroups)
                layer.clips = fitted.clips
                layer.masks = fitted.opacityGroups.compactMap(\.mask)
                layer.fillGradient = style.fillGradient?.placed(by: fitted.transform)
                layer.strokeGradient = style.strokeGradient?.placed(by: fitted.transform)
                layers.append(layer)
                owners.append((.vector(index), group))
            }
        }
        // Where each fitted layer's source writes it, read once for every snapshot it is matched in.
        let baseKeys = indicator.layerKeys
        var uncarried: [String: Set<Uncarried>] = [:]
        func note(_ layer: String, _ reason: Uncarried) {
            guard uncarried[layer, default: []].insert(reason).inserted else { return }
            uncarriedAnimation.append((layer, reason))
        }
        for segment in timeline.segments {
            for sample in segment.samples {
                let frame = sample.frame
                // After the end animation the indicator is gone.
                let gone = frame.stage == .closing && frame.position > 1
                let whole = indicator.spec.choreography.pose(in: frame)
                self.indicator.append(whole, opacity: gone ? 0 : whole.opacity)
                // An input playing its own animation here: each layer as that time's snapshot draws it.
                let snapshot = indicator.snapshot(in: frame)
                let counterparts = snapshot.map { Indicator.layerCorrespondence(of: baseKeys, in: $0) }
                if let snapshot, let counterparts {
                    let matched = Set(counterparts.compactMap { $0 })
                    for (j, layer) in snapshot.layout.layers.enumerated() where !matched.contains(j) {
                        note(layer.name, .drawnLater)
                    }
                }
                for (i, (owner, group)) in owners.enumerated() {
                    guard case .vector(let index) = owner else {
                        if case .text(let text, let string) = owner {
                            let look = indicator.textLook(text, in: frame, group: group, indicator: whole)
                            layers[i].append(text: look.run, pose: look.pose, showing: string)
                        } else if case .glyphs(let index, let fill, let run) = owner, let text = indicator.layout.layers[index].text {
                            let look = indicator.layerLook(index, in: frame, group: group, indicator: whole)
                            let shown = !(frame.stage == .exhausted && group.choreography.exhausted == nil) && look.progress > 0
                            // The run's paint as the frames paint it (options and keyframes may replace it).
                            let painted = indicator.paintedText(text, index: index, look: look,
                                                                placement: indicator.layout.layers[index].transform)
                            let paint = painted.chunks.lazy.flatMap(\.runs).dropFirst(run).first
                            layers[i].append(glyphs: paint?.fill ?? fill.withOpacity(0), keepsGradient: paint?.fillGradient != nil,
                                             look: look, share: indicator.styles[index].fillOpacity(atLocalProgress: look.progress),
                                             shown: shown)
                        }
                        continue
                    }
                    var look = indicator.layerLook(index, in: frame, group: group, indicator: whole)
                    // In the exhausted stage, vector layers without exhausted keyframes draw nothing.
                    var shown = !(frame.stage == .exhausted && group.choreography.exhausted == nil)
                    if let snapshot, let counterparts {
                        if let j = counterparts[index], let own = snapshot.groups.first(where: { $0.layers.contains(j) }) {
                            let pose = look.pose
                            look = snapshot.layerLook(j, in: frame, group: own, indicator: whole)
                            let name = indicator.layout.layers[index].name
                            if let map = indicator.layout.layers[index].measure.path.affineMapping(onto: snapshot.layout.layers[j].measure.path) {
                                let reference = layers[i].motion.rotation.last.map { $0[0] * .pi / 180 } ?? pose.rotation
                                if map == .identity {
                                    // The loop's last instant: a turning layer has come round a whole turn.
                                    look.pose.rotation = Pose.angle(look.pose.rotation, nearest: reference)
                                } else if let moved = look.pose.composed(after: map, about: group.origin, reference: reference) {
                                    look.pose = moved
                                    // The snapshot's stroke is as wide as the moved shape's: the export's
                                    // transform scales it again.
                                    let scale = abs(map.a * map.d - map.b * map.c).squareRoot()
                                    if scale > 0 {
                                        look.style.lineWidth /= scale
                                        look.pen?.width /= scale
                                        look.style.dashes = look.style.dashes.map { $0 / scale }
                                        look.style.dashOffset /= scale
                                    }
                                } else {
                                    note(name, .skew)
                                }
                                // Dashes are keyed while there are as many as at time 0 (a pattern that gains or
                                // loses dashes cannot be).
                                if indicator.styles[index].dashes.count != snapshot.styles[j].dashes.count { note(name, .dashes) }
                            } else {
                                note(name, .shape)
                            }
                            // A group's opacity the document animates, on this layer alone (exports composite no groups).
                            let was = OpacityGroup.product(indicator.layout.layers[index].opacityGroups)
                            let now = OpacityGroup.product(snapshot.layout.layers[j].opacityGroups)
                            if now != was {
                                if was > 0 { look.opacity *= now / was } else { note(name, .transparentGroup) }
                                if now < 1 { note(name, .groupOpacity) }
                            }
                        } else {
                            // Hidden at this time (display, visibility, a zero size): nothing drawn.
                            shown = false
                        }
                    }
                    let fractions = indicator.layout.layers[index].measure.drawnFractions(at: look.progress,
                                                                                           mode: indicator.drawings[index].trim)
                    layers[i].append(look, shown: shown, fractions: fractions)
                }
            }
        }
    }

    /// [r, g, b, a] of `color`; a missing colour is transparent, in `reference`'s hue so interpolating
    /// towards it only fades.
    static func components(_ color: Color?, reference: Color?) -> [Double] {
        if let color { return [color.red, color.green, color.blue, color.alpha] }
        let hue = reference ?? .black
        return [hue.red, hue.green, hue.blue, 0]
    }

    /// `track` reduced to the keys linear interpolation cannot rebuild: within each segment of the
    /// timeline, a key is dropped where it lies on the line through its neighbours (within `tolerance` per
    /// component); each segment keeps its ends, unless the value holds still across them.
    package func keys(_ track: Track, tolerance: Double = 1e-6) -> [Key] {
        // A key between two equal keys holds the same value: the segments' first and last keys of a
        // property that does not move between them go.
        func same(_ a: Key, _ b: Key) -> Bool { a.value.indices.allSatisfy { abs(a.value[$0] - b.value[$0]) <= tolerance } }
        let keys = timeline.segments.indices.flatMap { self.keys(track, segment: $0, tolerance: tolerance) }
        return keys.indices.filter { i in i == 0 || i == keys.count - 1 || !(same(keys[i - 1], keys[i]) && same(keys[i], keys[i + 1])) }
            .map { keys[$0] }
    }

    /// The keys of `track` within segment `segment` of the timeline: its first and last sample, and every
    /// sample between that is not on the line through its neighbours (within `tolerance` per component).
    package func keys(_ track: Track, segment: Int, tolerance: Double = 1e-6) -> [Key] {
        let offset = timeline.segments[..<segment].reduce(0) { $0 + $1.samples.count }
        let times = timeline.segments[segment].samples.map(\.time)
        let values = Array(track[offset..<(offset + times.count)])
        var keys: [Key] = []
        for i in values.indices {
            if i > 0, i < values.count - 1 {
                let w = (times[i] - times[i - 1]) / (times[i + 1] - times[i - 1])
                let onLine = values[i].indices.allSatisfy { c in
                    abs(values[i - 1][c] + (values[i + 1][c] - values[i - 1][c]) * w - values[i][c]) <= tolerance
                }
                if onLine { continue }
            }
            keys.append(Key(time: times[i], value: values[i]))
        }
        return keys
    }

    /// Whether `track` holds one value throughout.
    package static func isConstant(_ track: Track, tolerance: Double = 1e-6) -> Bool {
        guard let first = track.first else { return true }
        return track.allSatisfy { value in value.indices.allSatisfy { abs(value[$0] - first[$0]) <= tolerance } }
    }
}
