/// An indicator made from its spec: inputs loaded, layers fitted, smoothed and measured, styles resolved
/// and checked (MRefresh.docc/DesignPipeline.md). Ready to walk (``timeline()``) and to draw, frame by frame, as
/// ``DisplayList``s.
///
/// An immutable value: many threads may make display lists from one indicator at once.
public struct Indicator: Sendable {
    /// How one fitted layer is drawn on.
    package struct Drawing: Hashable, Sendable {
        package var trim: TrimMode
        package var easing: Easing
        /// Shown whole in every frame (`draw: none`).
        package var whole: Bool
    }

    /// One layer spec's share of the indicator: its fitted layers move together about ``origin``.
    package struct Group: Sendable {
        /// Indices into ``IndicatorLayout/layers``.
        package var layers: Range<Int>
        package var choreography: Choreography
        /// Rotations and scales turn about this point, in canvas points.
        package var origin: Point
        /// A text layer's strings and font (its layer range is empty).
        package var text: TextSpec?
    }

    /// What the indicator was made from.
    public let spec: IndicatorSpec
    /// The fitted, smoothed, measured layers.
    package let layout: IndicatorLayout
    /// Each fitted layer's style as drawn: its own or the spec's, overridden by the layer's and the
    /// spec's settings, line width in canvas points.
    package let styles: [LayerStyle]
    /// Each fitted layer's draw-on.
    package let drawings: [Drawing]
    /// The layer specs' groups, in order.
    package let groups: [Group]
    /// Problems lenient reading turned into warnings, in input order.
    public let warnings: [InputError]
    /// The files its inputs read besides themselves (SVG documents' images), in input order: what a build
    /// checks, besides the inputs, before it calls the frames up to date.
    package let filesRead: [FileRead]
    /// When an input animates by itself and plays as the loading stage: the indicator at each loading frame
    /// k, its animated input as it stands k / fps seconds in, placed as at time 0 (empty otherwise).
    package let loadingFrames: [Indicator]
    /// When an input's animation plays over the pull (`animation: pull`): the indicator at each pull frame
    /// i of N, its animated input as it stands i / (N − 1) of a loop in (empty otherwise).
    package let pullFrames: [Indicator]

    /// What the frames of an animated input keep from the indicator at time 0: each layer's placement and
    /// each group's origin.
    private struct Basis {
        var placements: [AffineTransform]
        var origins: [Point]
    }

    /// The canvas in points.
    public var canvas: Size { spec.canvas }

    /// Loads and fits every layer of `spec`, its inputs' layers given by `load` (MRefreshSVG reads files
    /// and SVG documents: `Indicator(spec)` and `Indicator(spec, cache:)`).
    ///
    /// - Throws: ``IndicatorError``: an input's ``InputError`` (unreadable, bad data, geometry beyond
    ///   ``GeometryLimits`` after fitting, a style that cannot be drawn on the canvas), or a problem of the
    ///   spec as a whole. Everything is checked here, before any frame is drawn.
    package init(_ spec: IndicatorSpec, load: (InputSpec) throws(InputError) -> LoadedInput) throws(IndicatorError) {
        try self.init(spec, load: load, basis: nil)
    }

    private init(_ spec: IndicatorSpec, load: (InputSpec) throws(InputError) -> LoadedInput, basis: Basis?) throws(IndicatorError) {
        guard !spec.layers.isEmpty else { throw .noLayers }
        var spec = spec
        var animated: [(layerSpec: Int, animation: InputAnimation)] = []
        var loadedInputs: [LoadedInput] = []
        var layers: [Layer] = []
        var ranges: [Range<Int>] = []
        var warnings: [InputError] = []
        var viewBoxSource: LoadedInput?
        var documents: [String] = []
        do throws(InputError) {
            for layerSpec in spec.layers {
                var loaded: LoadedInput
                switch layerSpec.source {
                case .input(let input):
                    do {
                        loaded = try load(input)
                    } catch {
                        throw Self.placed(error, at: layerSpec.keyLocations["source"])
                    }
                case let .pathData(data, name):
                    do {
                        loaded = try LoadedInput(pathData: data, layerName: "path", file: name, lenient: spec.lenient)
                    } catch {
                        throw layerSpec.pathText?.placed(error) ?? error
                    }
                    if let text = layerSpec.pathText { loaded.warnings = loaded.warnings.map(text.placed) }
                case .text:
                    loaded = LoadedInput(layers: [])
                }
                if let animation = loaded.animation {
                    animated.append((ranges.count, animation))
                    // The stages that do not play the animation show the document at the layer's `at:` time.
                    if layerSpec.sourceTime > 0 {
                        var moved = try animation.layers(layerSpec.sourceTime)
                        (moved.warnings, moved.animation) = (loaded.warnings, animation)
                        loaded = moved
                    }
                }
                if case .input = layerSpec.source { loadedInputs.append(loaded) }
                if viewBoxSource == nil, loaded.viewBox != nil { viewBoxSource = loaded }
                warnings += loaded.warnings
                if let document = loaded.document { documents.append(document) }
                var added = loaded.layers
                for i in added.indices {
                    // The appearance's colours, on what the input gives; the spec's own were recoloured with it.
                    if !spec.recolor.isEmpty {
                        added[i].style = added[i].style?.recolored(by: spec.recolor)
                        added[i].text = added[i].text?.recolored(by: spec.recolor)
                    }
                    if let start = layerSpec.draw.start { added[i].startTime = start }
                    if let end = layerSpec.draw.end { added[i].endTime = end }
                    // Groups of different inputs never merge, even when one file is given twice.
                    for g in added[i].opacityGroups.indices { added[i].opacityGroups[g].input = ranges.count }
                }
                ranges.append(layers.count..<(layers.count + added.count))
                layers += added
            }
        } catch {
            throw .input(error)
        }
        let hasText = spec.layers.contains { if case .text = $0.source { true } else { false } }
        if !hasText, !layers.contains(where: { !$0.path.isEmpty || $0.text != nil }) {
            // An SVG document that draws nothing is a blank image (SVG's rule); path data or a glyph
            // without segments, or any of it under --strict, is a mistake.
            guard documents.count == spec.layers.count, let file = documents.first else { throw .nothingToDraw }
            let blank = InputError(file: file, .svg(.drawsNothing), consequence: .framesBlank)
            if spec.strict { throw .input(blank) }
            warnings.append(blank)
        }
        if let times = spec.startTimes {
            guard times.count == layers.count else { throw .startTimesCount(given: times.count, layers: layers.count) }
            for i in layers.indices { layers[i].startTime = times[i] }
        }
        if spec.fit == .viewbox && viewBoxSource == nil { throw .viewBoxMissing }

        var layout: IndicatorLayout
        do {
            if let basis {
                let placements = layers.indices.map { basis.placements.indices.contains($0) ? basis.placements[$0] : basis.placements.first ?? .identity }
                layout = try IndicatorLayout(layers: layers, frame: spec.drawableFrame, placements: placements, fit: spec.fit,
                                             smooth: spec.smooth)
            } else {
                layout = try IndicatorLayout(layers: layers, frame: spec.drawableFrame, fit: spec.fit,
                                             viewBox: viewBoxSource?.viewBox,
                                             preserveAspectRatio: viewBoxSource?.preserveAspectRatio ?? .default,
                                             smooth: spec.smooth)
            }
        } catch {
            throw .input(error)
        }
        if spec.merge {
            // Each layer's window of pull progress is its share of the total length as drawn (after
            // fitting), in order: a pen moving at one speed through the whole icon.
            // (A marker shows with its shape's pen: it takes no share of its own.)
            let lengths = layout.layers.map { $0.marker == nil ? $0.measure.totalLength : 0 }
            let total = lengths.reduce(0, +)
            var done = 0.0
            for i in layout.layers.indices where total > 0 {
                layout.layers[i].startTime = done / total
                done += lengths[i]
                layout.layers[i].endTime = done / total
            }
        }
        self.layout = layout

        var styles: [LayerStyle] = []
        var drawings: [Drawing] = []
        var groups: [Group] = []
        for (layerSpec, range) in zip(spec.layers, ranges) {
            var bounds: Rect?
            for index in range {
                let layer = layout.layers[index]
                let own = layerSpec.style.applied(to: layer.style ?? spec.style)
                var resolved = spec.overrides.applied(to: own).resolved(for: layer.transform)
                // An image is neither filled nor stroked, whatever colours the options give.
                if layer.image != nil { (resolved.fill, resolved.stroke, resolved.fillGradient, resolved.strokeGradient) = (nil, nil, nil, nil) }
                if let dense = Self.denseDashes(in: &resolved, length: layer.measure.totalLength) {
                    // Hundreds of thousands of dashes would take Cairo (and any player) seconds a frame.
                    let source = layer.source ?? SourceReference(file: layer.name)
                    let warning = source.error(.layer(.denseDashes(layer: layer.name, count: dense, limit: Self.maximumDashes)),
                                               consequence: .drawnSolid)
                    if spec.strict { throw .input(warning) }
                    warnings.append(warning)
                }
                if let problem = Self.problem(with: resolved, placement: layer.transform) {
                    let source = layer.source ?? SourceReference(file: layer.name)
                    throw .input(source.error(.layer(.undrawable(layer: layer.name, problem))))
                }
                styles.append(resolved)
                drawings.append(Drawing(trim: layerSpec.draw.trim ?? spec.trim, easing: layerSpec.draw.easing ?? spec.easing,
                                        whole: layerSpec.draw.whole))
                if let b = layer.measure.path.bounds { bounds = bounds.map { $0.union(b) } ?? b }
            }
            var text: TextSpec?
            if case .text(let spec) = layerSpec.source { text = spec }
            let origin = basis?.origins[groups.count] ?? layerSpec.origin ?? text?.position ?? bounds?.center ?? layout.frame.center
            groups.append(Group(layers: range, choreography: layerSpec.choreography, origin: origin, text: text))
        }
        self.styles = styles
        self.drawings = drawings
        self.groups = groups

        // An input that animates by itself plays in the stage its layer names (the loading stage by
        // default): one loop of it, frame by frame.
        var loadingFrames: [Indicator] = []
        var pullFrames: [Indicator] = []
        for stage in [LayerSpec.SourceAnimation.loading, .pull] where basis == nil {
            guard let (index, animation) = animated.first(where: { entry in
                (spec.layers[entry.layerSpec].sourceAnimation ?? (spec.playsInputAnimation ? .loading : .none)) == stage
            }), let loop = animation.loop(spec.fps, InputAnimation.maximumLoop) else { continue }
            let file = loadedInputs[min(index, loadedInputs.count - 1)].document ?? "input"
            if loop.capped {
                let warning = InputError(file: file, .svg(.loopTooLong(limit: InputAnimation.maximumLoop)), consequence: .loopCut)
                if spec.strict { throw .input(warning) }
                warnings.append(warning)
            }
            let animatedLayers = max(ranges[index].count, 1)
            if loop.frames * animatedLayers > InputAnimation.maximumLayerFrames {
                throw .input(InputError(file: file, .svg(.animationTooLarge(frames: loop.frames, layers: animatedLayers,
                                                                             limit: InputAnimation.maximumLayerFrames))))
            }
            let seconds: [Double]
            if stage == .loading {
                spec.choreography.loading = nil
                spec.loadingPeriod = Double(loop.frames) / spec.fps
                seconds = (0..<spec.stageFrames.loading).map { Double($0) / spec.fps }
            } else {
                // Pull frame i of N is i / (N − 1) of the way through one loop; the last shows the loop's end
                // (a microsecond before it, where a repeating animation would start over).
                let n = spec.stageFrames.pull, loopSeconds = Double(loop.frames) / spec.fps
                seconds = (0..<n).map { min((n == 1 ? 1 : Double($0) / Double(n - 1)) * loopSeconds, loopSeconds - 1e-6) }
            }
            let basis = Basis(placements: layout.layers.map(\.transform), origins: groups.map(\.origin))
            let inputIndex = spec.layers[..<index].count { if case .input = $0.source { true } else { false } }
            var frames: [Indicator] = []
            for time in seconds {
                let moved: LoadedInput
                do {
                    moved = try animation.layers(time)
                } catch {
                    throw .input(error)
                }
                var inputs = loadedInputs
                inputs[inputIndex] = moved
                var next = 0
                frames.append(try Indicator(spec, load: { _ throws(InputError) in
                    defer { next += 1 }
                    return inputs[next]
                }, basis: basis))
            }
            if stage == .loading { loadingFrames = frames } else { pullFrames = frames }
        }
        self.spec = spec
        self.loadingFrames = loadingFrames
        self.pullFrames = pullFrames
        self.warnings = warnings
        filesRead = loadedInputs.flatMap(\.filesRead)
    }

    /// The frames of a render: the machine walked through every stage with the spec's frame counts.
    public func timeline() throws(IndicatorError) -> Timeline {
        do {
            return try Timeline(configuration: spec.machine, stages: spec.stageFrames, readyDuration: spec.readyDuration,
                                loadingPeriod: spec.resolvedLoadingPeriod, closingDuration: spec.closingDuration)
        } catch {
            throw .timeline(error)
        }
    }

    /// `error` of a layer's input, placed at the layer's `source:` value when it has no position of its
    /// own (a missing `#id` or glyph, a file that cannot be read): `bar.yaml:12:13: bar.svg: no element with
    /// id 'arow'`. The input's error is kept whole after the position, and its kind with it.
    package static func placed(_ error: InputError, at source: SourceReference?) -> InputError {
        guard error.location == nil, let source, let location = source.location else { return error }
        return InputError(file: source.file, location: location, .placed(error), consequence: error.consequence)
    }

    /// The most dash periods a stroke is drawn with.
    package static let maximumDashes = 10_000

    /// When `style`'s dashes repeat more than ``maximumDashes`` times along `length` (canvas points), makes
    /// it a solid stroke whose alpha is the dashes' coverage (what they look like from afar) and returns
    /// how many there were; nil otherwise.
    static func denseDashes(in style: inout LayerStyle, length: Double) -> Int? {
        guard !style.dashes.isEmpty, style.stroke != nil else { return nil }
        let period = style.dashes.reduce(0, +)
        let periods = length / period
        guard periods > Double(maximumDashes) else { return nil }
        let on = stride(from: 0, to: style.dashes.count, by: 2).reduce(0) { $0 + style.dashes[$1] }
        style.stroke = style.stroke?.withOpacity(on / period)
        style.strokeGradient = style.strokeGradient?.withOpacity(on / period)
        style.dashes = []
        return periods.isFinite ? Int(periods) : Int.max
    }

    /// What makes `style` undrawable once its layer is placed by `placement`, or nil when it can be drawn.
    static func problem(with style: LayerStyle, placement: AffineTransform) -> LayerProblem.Undrawable? {
        let limit = GeometryLimits.maximumCanvasCoordinate
        guard abs(style.lineWidth) <= limit else { return .strokeWidth(style.lineWidth) }
        for gradient in [style.fillGradient, style.strokeGradient].compactMap({ $0 }) {
            let onCanvas = gradient.transform.then(placement)
            let values: [Double], points: [Point], radii: [Double]
            switch gradient.shape {
            case let .linear(x1, y1, x2, y2):
                (values, points, radii) = ([x1, y1, x2, y2], [Point(x1, y1), Point(x2, y2)], [])
            case let .radial(cx, cy, r, fx, fy, fr):
                (values, points, radii) = ([cx, cy, r, fx, fy, fr], [Point(cx, cy), Point(fx, fy)], [r, fr])
            }
            // Where the gradient's unit square, its points and its circles land on the canvas.
            let stretch = [onCanvas.a, onCanvas.b, onCanvas.c, onCanvas.d].map(abs).max() ?? 0
            let corners = ([Point(0, 0), Point(1, 0), Point(0, 1)] + points).map { onCanvas.apply($0) }
                + radii.map { Point(abs($0) * stretch, 0) }
            guard values.allSatisfy(GeometryLimits.contains), onCanvas.coefficients.allSatisfy(\.isFinite),
                  corners.allSatisfy({ abs($0.x) <= limit && abs($0.y) <= limit }), onCanvas.inverted != nil else {
                return .gradient
            }
        }
        return nil
    }
}
