import MRefreshCore
import MRefreshRender

/// The whole of `mrefresh render` on a 32×32 canvas: load (lenient), fit and measure, then draw and encode
/// five frames — progress 0, 0.37 and 1, one loading and one closing frame.
///
/// Loading may refuse the input; drawing may not. Once the loader has accepted an input, a frame that
/// fails to draw (a non-finite coordinate, colour or width reaching Cairo, a singular matrix) is a broken
/// promise: `mrefresh render` reports such a failure as a bare "Error: …" with exit code 1, not as a
/// positioned line and a sysexits code. Input that cannot be drawn must be refused as an ``InputError``.
///
/// The assembly mirrors `RenderOptions.layout` and `.renderer` in the CLI with their defaults; it is kept
/// in this one function so it can switch to the library's own entry point once there is one.
enum PipelineTarget {
    static let canvas = Size(width: 32, height: 32)
    /// The drawable frame: the canvas less 3 points a side.
    static let frame = Rect(x: 3, y: 3, width: 26, height: 26)
    /// The CLI's style for layers whose source has none.
    static let defaultStyle = LayerStyle(stroke: Color(css: "#1f2328"), lineWidth: 3, fill: nil, lineCap: .round,
                                         lineJoin: .round, fillIn: 0.2)

    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        let input = report.step("load") { () throws(InputError) in
            try InputLoader.load(bytes, spec: InputSpec("fuzz.svg"), lenient: true)
        }
        // The CLI refuses inputs that draw nothing before fitting.
        guard let input, input.layers.contains(where: { !$0.path.isEmpty }) else { return }
        let layout = report.step("layout") { () throws(InputError) in
            try IndicatorLayout(layers: input.layers, frame: frame, fit: input.viewBox == nil ? .union : .viewbox,
                            viewBox: input.viewBox, preserveAspectRatio: input.preserveAspectRatio, smooth: 1)
        }
        guard let layout else { return }
        let renderer = report.step("renderer") { () throws(InputError) in
            try FrameRenderer(layout: layout, canvas: canvas, style: defaultStyle, background: nil,
                              trim: .length, easing: .easeInOut)
        }
        guard let renderer else { return }
        let frames = [0, 0.37, 1].enumerated().map { index, progress in
            PlannedFrame(stage: .pull, index: index, progress: progress, pullDistance: nil, time: nil,
                         appearance: .normal, state: .pulling)
        } + [
            PlannedFrame(stage: .loading, index: 0, progress: 1, pullDistance: nil, time: 0.3,
                         appearance: ProcessingAnimation.rotate.appearance(at: 0.3), state: .loading),
            PlannedFrame(stage: .closing, index: 0, progress: 1, pullDistance: nil, time: 0.05,
                         appearance: EndAnimation.shrinkFade.appearance(at: 0.05), state: .closing),
        ]
        for frame in frames {
            let name = "draw \(frame.stage.rawValue) \(frame.progress)"
            report.step(name) { try PNGEncoder.standard.encode(try renderer.render(frame, scale: 1)) }
            if let error = report.lastError {
                report.violated("\(name): an accepted input failed to draw: \(error)")
                break
            }
        }
    }
}
