import MRefreshCore
import MRefreshFiles

/// An indicator file read by ``IndicatorFile/parse(_:file:directory:)`` and made into an indicator, its
/// timeline walked and display lists made for a sample of its frames, as `mrefresh render` does before
/// drawing (the pipeline target draws), and its vector exports written as the vector-exports target
/// writes and checks them: the file's keyframes, easings and stages are what those reduce to keys. Layer
/// sources read as a small path instead of the disk.
enum IndicatorTarget {
    /// Display lists made per input, spread over the timeline.
    static let sampledFrames = 24

    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        // render refuses a file that is not UTF-8 before parsing it.
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let spec = report.step("parse") { () throws(InputError) in
            try IndicatorFile.parse(text, file: "fuzz.yaml", directory: "")
        }
        guard let spec else { return }
        let indicator = report.step("indicator") { () throws(IndicatorError) in
            try Indicator(spec, read: { _ throws(InputError) in Array("M0 0C10 0 10 10 20 10L20 0Z".utf8) })
        }
        guard let indicator else { return }
        let timeline = report.step("timeline") { () throws(IndicatorError) in try indicator.timeline() }
        guard let frames = timeline?.frames, !frames.isEmpty else { return }
        let stride = max(1, frames.count / sampledFrames)
        for index in Swift.stride(from: 0, to: frames.count, by: stride) {
            let list = indicator.displayList(for: frames[index])
            // Keyframe values are checked where they are read: everything a sink paints is finite.
            if !list.transform.coefficients.allSatisfy(\.isFinite) || !list.opacity.isFinite
                || list.layers.contains(where: { !$0.opacity.isFinite || !$0.transform.coefficients.allSatisfy(\.isFinite) }) {
                report.violated("frame \(index): a transform or an opacity is not finite")
            }
        }
        if let timeline { VectorExportsTarget.checkExports(of: indicator, timeline: timeline, &report) }
    }
}
