import MRefreshCore
import MRefreshRender
import MRefreshSVG

/// The whole of `mrefresh render` on a 32×32 canvas: load (lenient), fit and measure, then draw and encode
/// five frames — progress 0, 0.37 and 1, one loading and one closing frame.
///
/// Loading may refuse the input; drawing may not. Once the loader has accepted an input, a frame that
/// fails to draw (a non-finite coordinate, colour or width reaching Cairo, a singular matrix) is a broken
/// promise: `mrefresh render` reports such a failure as a bare "Error: …" with exit code 1, not as a
/// positioned line and a sysexits code. Input that cannot be drawn must be refused as an ``InputError``.
///
/// It calls the library's own entry point, ``Indicator``, with a spec like the CLI's defaults on a small
/// canvas.
enum PipelineTarget {
    /// The spec: a 32×32 canvas less 3 points a side, smoothed once, eased, rotating while loading.
    static func spec(fit: FitMode) -> IndicatorSpec {
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(FuzzFolder.document("fuzz.svg"))))])
        spec.canvas = Size(width: 32, height: 32)
        spec.padding = 3
        spec.fit = fit
        spec.smooth = 1
        spec.easing = .easeInOut
        spec.lenient = true
        spec.choreography.loading = ProcessingAnimation.rotate.track
        return spec
    }

    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        // A document keeps its designed margins (the viewbox fit); path data is fitted by its bounds.
        let fit: FitMode = InputLoader.looksLikeXML(bytes) ? .viewbox : .union
        let made = report.step("load and fit") { () throws(IndicatorError) in
            try Indicator(spec(fit: fit), read: { _ throws(InputError) in bytes })
        }
        guard let indicator = made else { return }
        let renderer = FrameRenderer(indicator)
        let frames = [0, 0.37, 1].enumerated().map { index, progress in
            FrameSpec(stage: .pull, index: index, state: .pulling, progress: progress, position: progress)
        } + [
            FrameSpec(stage: .loading, index: 0, state: .loading, progress: 1, position: 0.3, time: 0.3),
            FrameSpec(stage: .closing, index: 0, state: .closing, progress: 1, position: 0.5, time: 0.05),
        ]
        // Planned as a run plans them (the canvas is small: no limit is near).
        guard let plan = report.step("plan", { () throws(RenderPlanError) in
            try RenderPlan(drawing: renderer, timeline: Timeline(stages: PerStage { stage in StageClip(stage, frames: frames.filter { $0.stage == stage }) }),
                           scales: [1], indicator: indicator)
        }) else { return }
        for (number, frame) in frames.enumerated() {
            let name = "draw \(frame.stage.rawValue) \(frame.progress)"
            report.step(name) { try plan.encodedFrame(number, scale: 1) }
            if let error = report.lastError {
                report.violated("\(name): an accepted input failed to draw: \(error)")
                break
            }
        }
    }
}
