import MRefreshCore
import MRefreshSVG
import MRefreshSystem

extension FrameRenderer {
    /// Draws, encodes and hashes one small throwaway frame on another core, so that what a process does
    /// once before its first frame — loading Cairo, Cairo's and pixman's set-up, the encoder's tables, the runtime's
    /// first use of the drawing code's and the manifest's types, a worker thread and its memory — overlaps with reading the
    /// inputs on this one. Writes nothing and changes no output; a process that ends first just drops it.
    package static func warmUp() {
        SpreadThreads.detach {
            // Cairo first: loading it and its libraries is the longest of these (CairoLibrary), and the
            // first frame waits for it.
            guard case .success = CairoLibrary.loaded else { return }
            var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M2 2C6 2 14 6 14 14", name: "warm-up"))])
            spec.canvas = Size(width: 16, height: 16)
            spec.padding = 1
            spec.frameCounts = [.pull: 1, .loading: 0, .closing: 0]
            guard let indicator = try? Indicator(spec), let timeline = try? indicator.timeline(),
                  let plan = try? RenderPlan(indicator: indicator, timeline: timeline) else { return }
            _ = try? plan.encodedFrame(plan.frames.count - 1, scale: 1)
            // And a manifest's text: the runtime makes the JSON encoder's types the first time they are used,
            // which is at the end of every run, after its last frame.
            _ = Manifest(canvas: plan.scene.canvas, scales: plan.scales, layers: plan.manifestLayers, frames: [],
                         stages: plan.stages).text
        }
    }
}
