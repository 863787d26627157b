import MRefreshCore
import MRefreshSyntax
import MRefreshRender
import MRefreshSVG

/// The vector exports of `mrefresh render --export lottie,avd`: the input loaded as the pipeline target
/// loads it, its timeline sampled into a ``VectorAnimation``, then written as a Lottie document and as
/// AnimatedVectorDrawable XML, in memory.
///
/// Writing may not fail once the indicator is made, and what it writes must be a file a player reads:
/// JSON and XML carry a number that is not finite as `null` (``JSON/format(_:)``), which no Lottie
/// player or Android's resource compiler accepts, so a `null` value in the Lottie document (outside its
/// strings, which carry layer names) or anywhere in an AnimatedVectorDrawable file (whose names are made
/// up, never the input's) is a broken promise; every AnimatedVectorDrawable file must also be well-formed
/// XML.
enum VectorExportsTarget {
    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        let fit: FitMode = InputLoader.looksLikeXML(bytes) ? .viewbox : .union
        var spec = PipelineTarget.spec(fit: fit)
        // Few pull frames: the vector tracks are sampled at every frame.
        spec.frameCounts = [.pull: 6, .loading: 6, .closing: 3]
        spec.exports = [.png, .lottie, .avd]
        let made = report.step("load and fit") { () throws(IndicatorError) in
            try Indicator(spec, read: { _ throws(InputError) in bytes })
        }
        guard let indicator = made, let timeline = report.step("timeline", { () throws(IndicatorError) in try indicator.timeline() })
        else { return }
        checkExports(of: indicator, timeline: timeline, &report)
    }

    /// Whether `json` has a `null` value: outside its strings (a layer's name may say "null").
    static func containsNullValue(json: String) -> Bool {
        var inString = false, escaped = false
        let bytes = Array(json.utf8)
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "n"), bytes[index...].starts(with: "null".utf8) {
                return true
            }
        }
        return false
    }

    /// Writes `indicator`'s Lottie document and AnimatedVectorDrawable files in memory and records every
    /// `null` (a number that is not finite) and every AVD file that is not well-formed XML.
    static func checkExports(of indicator: Indicator, timeline: Timeline, _ report: inout FuzzReport) {
        // The plan a run would make (a plan over a limit is refused before anything is written: not a finding).
        guard let plan = try? RenderPlan(drawing: FrameRenderer(indicator), timeline: timeline, scales: [1],
                                         exports: [.png, .lottie, .avd], indicator: indicator),
              let animation = plan.vectorAnimation else { return }
        for (_, bytes) in LottieSink(name: "fuzz").files(for: animation) where containsNullValue(json: String(decoding: bytes, as: UTF8.self)) {
            report.violated("lottie: a number is not finite (null in the document)")
        }
        for (path, bytes) in AnimatedVectorSink(name: "fuzz").files(for: animation) {
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("null") {
                report.violated("avd \(path): a number is not finite (null in the XML)")
            }
            do {
                _ = try XMLDocument.parse(text, name: path)
            } catch {
                report.violated("avd \(path): not well-formed XML: \(error)")
            }
        }
    }
}
