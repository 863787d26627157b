import MRefreshCore
import MRefreshFiles

/// A gesture file read by ``GestureFile/parse(_:file:)`` and played as `mrefresh simulate` plays it: the
/// same tick limit, the machine at 60 fps, a planned frame per tick and `timeline.json` (no drawing; the
/// pipeline target draws).
enum GestureTarget {
    /// `simulate`'s default `--fps`.
    static let fps = 60.0

    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        // simulate refuses a file that is not UTF-8 before parsing it.
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let script = report.step("parse") { () throws(InputError) in try GestureFile.parse(text, file: "fuzz.yaml") }
        guard let script else { return }
        if script.steps.count > GestureFile.maximumSteps || script.duration > GestureFile.maximumDuration {
            report.violated("parse: \(script.steps.count) steps lasting \(script.duration) s passed the file's limits")
        }
        guard script.duration * fps < Double(Simulation.maximumTicks) else { return }
        let simulation = report.step("simulate") { () throws(RefreshConfigurationError) in
            try Simulation(script, fps: fps)
        }
        guard let simulation else { return }
        report.step("frames") {
            _ = simulation.frames(readyDuration: 0.2, closingDuration: 0.1)
            _ = simulation.timelineJSON.text
        }
    }
}
