import MRefreshCore
import MRefreshSyntax
import MRefreshSVG

/// An animated SVG document as the loading stage plays it: read leniently, its loop at 60 fps, and its
/// layers at a few times of the loop (the first frame, a time inside, the loop's last frame, one far past).
enum SVGAnimationTarget {
    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        let input = report.step("load") { () throws(InputError) in
            try InputLoader.load(bytes, spec: InputSpec(FuzzFolder.document("fuzz.svg")), lenient: true)
        }
        guard let input else { return }
        for warning in input.warnings {
            report.checkPosition(of: warning, in: "load warning")
        }
        guard let animation = input.animation else { return }
        let loop = animation.loop(60, InputAnimation.maximumLoop)
        if let loop, !(1...Int(InputAnimation.maximumLoop * 60)).contains(loop.frames) {
            report.violated("loop: \(loop.frames) frames, outside 1…\(Int(InputAnimation.maximumLoop * 60))")
        }
        let last = Double(max((loop?.frames ?? 1) - 1, 0)) / 60
        for seconds in [0, 0.37, last, 1e6] {
            let moved = report.step("layers at \(seconds) s") { () throws(InputError) in try animation.layers(seconds) }
            if let moved { report.step("measure at \(seconds) s") { Measurement.layers(of: moved) } }
        }
    }
}
