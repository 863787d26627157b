/// What to make: canvas, frame, fit, machine, stages, layers and their choreography (MRefresh.docc/DesignPipeline.md).
///
/// Built from an indicator file, from command-line options, or both (options win). Every default of the
/// product lives here, once: what `mrefresh render icon.svg` draws without options is
/// `IndicatorSpec(layers: [.init(source: .input(InputSpec("icon.svg")))])`.
public struct IndicatorSpec: Hashable, Sendable {
    /// The canvas in points (pixels at scale 1).
    public var canvas: Size = Size(width: 128, height: 128)
    /// Space between the canvas edge and the drawable frame, in points; ignored when ``frame`` is set.
    public var padding: Double = 12
    /// The drawable frame in canvas points, instead of ``padding``.
    public var frame: Rect?
    /// Scales written; 2 and 3 add `@2x`, `@3x` files.
    public var scales: [Int] = [1]
    /// How layers share the frame.
    public var fit: FitMode = .union
    /// De Casteljau halvings of every segment.
    public var smooth: Int = 0
    /// How layers are drawn on, unless a layer says otherwise.
    public var trim: TrimMode = .length
    /// The timing of each layer's draw-on, unless a layer says otherwise.
    public var easing: Easing = .linear
    /// Start times of the loaded layers (one per layer after documents are split into elements), or nil.
    public var startTimes: [Double]?
    /// One pen through all layers in turn, each taking its share of the total length (measured after fitting).
    public var merge: Bool = false
    /// The style of layers whose source has none (path data, glyphs): MRefresh's round-capped stroke.
    public var style = LayerStyle(stroke: Color(red: 0x1f / 255, green: 0x23 / 255, blue: 0x28 / 255), lineWidth: 3,
                                  fill: nil, lineCap: .round, lineJoin: .round, fillIn: 0.2)
    /// Style properties set for every layer (the command line's style options).
    public var overrides = StyleOverrides()
    /// Painted under everything, or nil for transparent.
    public var background: Color?
    /// Frames per second of the loading and closing stages (and of simulations).
    public var fps: Double = 60
    /// The refresh machine (MRefresh.docc/DesignRefreshMachine.md).
    public var machine = RefreshConfiguration()
    /// The machine keys an indicator file sets (``MRefreshMachine/RefreshConfiguration/keys``): a simulation's gesture file
    /// that sets one of them differently is warned about (its value wins).
    package var machineKeys: Set<String> = []
    /// Frames per stage given explicitly; the others take `stageFrames`'s defaults.
    public var frameCounts: [Stage: Int] = [:]
    /// What a render writes: PNG frames always, and what else is listed (MRefresh.docc/Exports.md).
    public var exports: Set<Export> = [.png]
    /// Keyframes of the whole indicator, about the drawable frame's centre (the Part 1 presets live here).
    package var choreography = Choreography(loading: ProcessingAnimation.blink.track, closing: EndAnimation.shrinkFade.track)
    /// Seconds of one loading loop; nil takes the loading tracks' common period.
    public var loadingPeriod: Double?
    /// Seconds the end animation runs.
    public var closingDuration: Double = EndAnimation.shrinkFade.duration
    /// Seconds the ready transition runs in a simulation (render samples it by frames).
    public var readyDuration: Double = 0.2
    /// What a text layer's `{updated}` says in frames without a clock (render's `--label-date`); without it
    /// such a string is not drawn there.
    public var labelDate: String?
    /// The layers, in drawing order.
    public var layers: [LayerSpec]
    /// Keep paths up to their first error (warnings) instead of failing.
    public var lenient: Bool = false
    /// Refuse an SVG document at its first problem (exit 65), for CI gates; by default a document is read
    /// as SVG renders it, each problem a warning.
    public var strict: Bool = false
    /// For an SVG font input without `#glyph`: the character whose glyph to read.
    public var glyphCharacter: String?
    /// Folders an SVG input's `<image>` files may be read from besides the document's own (render's
    /// `--resources`, a build's job-file folder and its `resources:`), absolute or relative to the working
    /// directory.
    package var resourceFolders: [String] = []

    /// Creates a spec with the product's defaults.
    public init(layers: [LayerSpec] = []) {
        self.layers = layers
    }

    /// The largest canvas side, in points.
    public static let maximumCanvasSide = 4096.0

    /// The loading period when none is given and no track has one (Part 1's `--loading none`).
    public static let defaultLoadingPeriod = 0.4

    /// The longest loading loop: common periods beyond it (0.7 s and 1.1 s make 7.7 s) fall back to the
    /// longest single period.
    public static let maximumLoadingPeriod = 60.0

    /// The seconds of one loading loop: given, or the shortest time after which every loading track is
    /// back at its start (their periods' least common multiple, in milliseconds).
    public var resolvedLoadingPeriod: Double {
        if let loadingPeriod { return loadingPeriod }
        let periods = ([choreography.loading] + layers.map(\.choreography.loading)).compactMap { $0?.end }
            .filter { $0.isFinite && $0 > 0 }
        guard let longest = periods.max() else { return Self.defaultLoadingPeriod }
        // One period (the usual case) is kept exactly as given.
        if periods.allSatisfy({ $0 == longest }) { return longest }
        guard longest <= Self.maximumLoadingPeriod else { return longest }
        var common = 1
        for period in periods {
            let m = max(1, Int((period * 1000).rounded()))
            common = common / Self.gcd(common, m) * m
            guard Double(common) / 1000 <= Self.maximumLoadingPeriod else { return longest }
        }
        return Double(common) / 1000
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// Frames per stage: those given, else pull 60; ready over ``readyDuration`` at ``fps`` for the release
    /// trigger (else none); one loading loop at ``fps``; the end animation at ``fps`` (at least 2); one
    /// exhausted frame for a bottom edge (else none).
    package var stageFrames: StageFrames {
        func rounded(_ seconds: Double) -> Int { Int((seconds * fps).rounded()) }
        return StageFrames(
            pull: frameCounts[.pull] ?? 60,
            ready: frameCounts[.ready] ?? (machine.trigger == .release ? max(2, rounded(readyDuration) + 1) : 0),
            loading: frameCounts[.loading] ?? max(1, rounded(resolvedLoadingPeriod)),
            closing: frameCounts[.closing] ?? max(2, rounded(closingDuration) + 1),
            exhausted: frameCounts[.exhausted] ?? (machine.edge == .bottom ? 1 : 0))
    }

    /// The appearance the indicator is drawn in: its SVG inputs' `@media` rules for it apply.
    public var appearance = Appearance.light
    /// The appearances a render draws, each with its colours (light first, each once); none draws the one
    /// ``appearance``.
    public var appearances: [AppearanceSpec] = []
    /// The colours replaced in ``appearance`` (set for each appearance a render draws): the inputs' colours pass through it
    /// as they are loaded.
    package var recolor = Recolor()
    /// The CSS custom properties the SVG inputs' root element inherits in ``appearance``.
    package var variables: [String: String] = [:]

    /// Whether an input's own animation (an animated SVG document's SMIL) is the loading stage, one loop
    /// long, in place of the loading track (`loading:` keys, `--loading`): true until a loading animation is chosen.
    public var playsInputAnimation = true

    /// Plays the Part 1 loading preset `animation` on the whole indicator (and not an input's own animation).
    public mutating func use(_ animation: ProcessingAnimation) {
        choreography.loading = animation.track
        playsInputAnimation = false
    }

    /// Plays the Part 1 end animation `animation` on the whole indicator, for its duration.
    public mutating func use(_ animation: EndAnimation) {
        choreography.closing = animation.track
        closingDuration = animation.duration
    }

    /// The drawable frame: ``frame``, or the canvas inset by ``padding``.
    package var drawableFrame: Rect {
        frame ?? Rect(x: 0, y: 0, width: canvas.width, height: canvas.height).insetBy(padding)
    }
}
