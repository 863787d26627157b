/// One entry point of the library that a fuzzer feeds arbitrary bytes: a reader, or the whole pipeline.
///
/// The promise every target checks is the CLI's: any input ends with a result or one of the library's
/// error values — never a trap, never a hang, never unbounded memory. Traps and hangs are caught by the
/// fuzzer (or the test's clock); the rest is checked here and listed in ``FuzzReport/violations``.
///
/// The raw values are the names `make fuzz` (`FUZZ_TARGETS`), `MREFRESH_FUZZ_TARGET` and
/// `mrefresh-fuzz replay` use, and the folder names under `Tests/Fuzz/Corpus` and `Tests/Fuzz/Regressions`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// SVG path data, strict and lenient, then measured as `mrefresh inspect` does.
    case pathData = "path-data"
    /// The XML reader, with the limits used for input files.
    case xml
    /// CSS style sheets and style attributes, colours, and the SVG attribute micro-syntaxes.
    case style
    /// A whole input file (SVG document, SVG font or path data) read down to layers, strict and lenient.
    case svgDocument = "svg-document"
    /// A gesture file (YAML or JSON) read and played against the refresh machine, as `mrefresh simulate`.
    case gesture
    /// Load, fit, trim and draw a few frames on a small canvas, as `mrefresh render`.
    case pipeline
    /// An indicator file read, made into an indicator, walked, and display lists made, as `mrefresh render`.
    case indicator
    /// The Lottie and AnimatedVectorDrawable documents of an input, as `mrefresh render --export lottie,avd`.
    case vectorExports = "vector-exports"
    /// An animated SVG document's SMIL: its loop and its layers at several times, as the loading stage plays it.
    case svgAnimation = "svg-animation"

    /// One line saying what the target feeds its input to.
    public var summary: String {
        switch self {
        case .pathData: "PathDataInput.read strict and lenient; bounds, length, node count"
        case .xml: "XMLDocument.parse with InputLoader.xmlLimits; walks the tree; the same read with a font's glyphs but one hollowed gives the same elements or the same error"
        case .style: "CSSStyleSheet, style attributes, Color(css:), transform/length/preserveAspectRatio/points/paint, and a document using them"
        case .svgDocument: "InputLoader.load strict and lenient; each layer's bounds and length"
        case .gesture: "GestureFile.parse, then Simulation at 60 fps, its frames and timeline.json"
        case .pipeline: "Indicator from a spec, FrameRenderer: 5 frames at 32×32, PNG-encoded"
        case .indicator: "IndicatorFile.parse, Indicator, Timeline, display lists of sampled frames, vector exports checked"
        case .vectorExports: "Indicator from a spec, VectorAnimation, LottieDocument and AnimatedVectorDrawable text, checked"
        case .svgAnimation: "InputLoader.load lenient, the animation's loop at 60 fps, its layers at four times, measured"
        }
    }

    /// Feeds `bytes` to the target and reports what happened.
    public func run(_ bytes: [UInt8]) -> FuzzReport {
        var report = FuzzReport(inputSize: bytes.count)
        switch self {
        case .pathData: PathDataTarget.run(bytes, &report)
        case .xml: XMLTarget.run(bytes, &report)
        case .style: StyleTarget.run(bytes, &report)
        case .svgDocument: SVGDocumentTarget.run(bytes, &report)
        case .gesture: GestureTarget.run(bytes, &report)
        case .pipeline: PipelineTarget.run(bytes, &report)
        case .indicator: IndicatorTarget.run(bytes, &report)
        case .vectorExports: VectorExportsTarget.run(bytes, &report)
        case .svgAnimation: SVGAnimationTarget.run(bytes, &report)
        }
        return report
    }
}
