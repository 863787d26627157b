import Foundation
import MRefreshCore
import MRefreshPNGComparison
@_spi(PNGComparison) import MRefreshRender

/// Frame throughput of `mrefresh render`, measured side by side in one run: the same 60 frames of the
/// Font Awesome refresh glyph at 128×128 drawn by Cairo and written by Cairo's own PNG writer (the
/// baseline), and drawn by Cairo and written by mrefresh's PNG encoder.
enum RenderBenchmark {
    /// The indicator every render benchmark draws: the library's own entry point, as `mrefresh render` uses it.
    static func indicator(size: Double = 128, pullFrames: Int = 60) throws -> Indicator? {
        guard FileManager.default.fileExists(atPath: ParserBenchmark.fontAwesomeFont) else { return nil }
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(ParserBenchmark.fontAwesomeFont + "#refresh")))])
        spec.canvas = Size(width: size, height: size)
        spec.padding = size / 10
        spec.style = LayerStyle(lineWidth: 3)
        spec.frameCounts = [.pull: pullFrames, .loading: 0, .closing: 0]
        return try Indicator(spec)
    }

    static func renderer(size: Double = 128) throws -> FrameRenderer? {
        try indicator(size: size).map(FrameRenderer.init)
    }

    static func run() throws {
        guard let indicator = try indicator() else {
            print("render: skipped (install fonts-font-awesome)")
            return
        }
        let renderer = FrameRenderer(indicator)
        let frames = try indicator.timeline().frames
        var cairoBytes = 0, ourBytes = 0
        let drawOnly = Measure.median(runs: 9) { _ = draw(renderer, frames, encoding: .none) }
        let baseline = Measure.median(runs: 9) { cairoBytes = draw(renderer, frames, encoding: .cairo) }
        let ours = Measure.median(runs: 9) { ourBytes = draw(renderer, frames, encoding: .mrefresh) }
        print("render 60 frames of the refresh glyph at 128×128, one core:")
        print("  drawing only:                      \(pad(drawOnly * 1000, 1)) ms (\(pad(60 / drawOnly, 0)) frames/s)")
        print("  Cairo + Cairo's PNG writer:        \(pad(baseline * 1000, 1)) ms (\(pad(60 / baseline, 0)) frames/s), \(cairoBytes) bytes")
        print("  Cairo + mrefresh's PNG encoder:    \(pad(ours * 1000, 1)) ms (\(pad(60 / ours, 0)) frames/s), \(ourBytes) bytes")
        print("  speed-up: \(pad(baseline / ours, 2))× (target ≥ 4×); size: \(pad(100 * Double(ourBytes) / Double(cairoBytes), 1))% of Cairo's (target ≤ 110%)")
    }

    enum Encoding { case none, cairo, mrefresh }

    /// Draws every frame and encodes it as asked; returns the bytes written.
    static func draw(_ renderer: FrameRenderer, _ frames: [FrameSpec], encoding: Encoding) -> Int {
        var bytes = 0
        for frame in frames {
            do {
                let surface = try renderer.render(frame, scale: 1)
                switch encoding {
                case .none: break
                case .cairo: bytes += try surface.pngDataFromCairo().count
                case .mrefresh: bytes += try PNGEncoder.standard.encode(surface).count
                }
            } catch {
                fatalError("benchmark frame failed: \(error)")
            }
        }
        return bytes
    }

    /// Writes `count` pull frames with `mrefresh render`'s streaming run and prints this process's peak
    /// resident memory in MiB (run in a fresh process by ``memory()``).
    static func memoryProbe(frames count: Int) throws {
        guard let indicator = try indicator(pullFrames: count) else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try OutputDirectory(directory.path)
        _ = try RenderRun(renderer: FrameRenderer(indicator), frames: try indicator.timeline().frames, scales: [1, 2],
                          output: output).run(jobs: 2)
        print(Measure.peakMemoryMiB())
    }

    /// Peak memory of whole runs writing 60, 600 and 3000 frames (each at 1x and 2x), each in a fresh
    /// process: streaming keeps it flat.
    static func memory() throws {
        var peaks: [String] = []
        for count in [60, 600, 3000] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            process.arguments = ["probe-memory", String(count)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard let mib = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return }
            peaks.append("\(count * 2) files \(pad(mib, 1)) MiB")
        }
        print("peak memory of a render writing " + peaks.joined(separator: ", ") + " (target: no growth with frames)")
    }

    /// What the exports add to a render: the same run written as PNG frames only, with each export, and
    /// with all of them, in-process with one worker (the process's CPU time, the worker's and the calling
    /// thread's: wall-clock time also counted the machine's other tenants, which swung single exports by
    /// ±40%), each run into a new folder, the runs taken in turn, each round from a different one. The
    /// frames are drawn at 1x, 2x and 3x, as an iOS app ships them, so that the Android densities those
    /// scales cover are copies, as in use; and, for `android` and for every export together, at 1x–4x
    /// too (the whole-number densities an Android app ships), where only hdpi (1.5×) is drawn for the
    /// export.
    static func exports() throws {
        guard FileManager.default.fileExists(atPath: ParserBenchmark.fontAwesomeFont) else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-bench-exports-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let others = exportsMeasured
        let runs = try exportRuns()
        let sets = runs.map(\.exports)
        var times = Array(repeating: [Double](), count: sets.count)
        for round in 0...7 {
            // Each round starts with a different run: whichever comes first (after the last round's
            // largest) is slowed, and that must not always be the frames alone.
            for index in runs.indices.map({ ($0 + round) % runs.count }) {
                let (indicator, timeline) = (runs[index].indicator, runs[index].timeline)
                let output = try OutputDirectory(directory.appendingPathComponent("run-\(round)-\(index)").path)
                let start = Measure.processCPUTime()
                _ = try RenderRun(indicator: indicator, timeline: timeline, output: output).run(jobs: 1)
                if round > 0 { times[index].append(Measure.processCPUTime() - start) }
            }
        }
        let medians = times.map { $0.sorted()[$0.count / 2] }
        let frames = medians[0]
        // A run can come out faster than the frames alone: within the machine's noise.
        func change(_ seconds: Double, _ base: Double) -> String {
            let percent = Int((100 * (seconds / base - 1)).rounded())
            return "\(pad(seconds * 1000, 1)) ms: \(percent < 0 ? "−" : "+")\(abs(percent))%"
        }
        func share(_ seconds: Double) -> String { change(seconds, frames) }
        print("exports, the refresh glyph's \(runs[0].timeline.frames.count) frames (pull, loading, closing) at 128×128, 1x/2x/3x, one worker:")
        print("  PNG frames and manifest:           \(pad(frames * 1000, 1)) ms")
        for (export, seconds) in zip(others, medians.dropFirst()) {
            print("  with \(export.rawValue):" + String(repeating: " ", count: max(1, 30 - export.rawValue.count)) + share(seconds))
        }
        print("  with every export:                 \(share(medians[others.count + 1])) (target ≤ 20%)")
        let (fourScales, android, all) = (medians[medians.count - 3], medians[medians.count - 2], medians[medians.count - 1])
        func over(_ seconds: Double) -> String { change(seconds, fourScales) }
        print("  frames at 1x–4x: \(pad(fourScales * 1000, 1)) ms; with android: \(over(android)); with every export: \(over(all))")
    }

    /// Every export but the PNG frames, each measured added to them.
    static let exportsMeasured = Export.allCases.filter { $0 != .png }

    /// The runs ``exports()`` compares, in order: the PNG frames alone, with each of ``exportsMeasured``,
    /// with every export; then at 1x–4x, the frames alone, with `android`, with every export.
    static func exportRuns() throws -> [(exports: Set<Export>, indicator: Indicator, timeline: Timeline)] {
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(ParserBenchmark.fontAwesomeFont + "#refresh")))])
        spec.frameCounts = [.pull: 60]
        spec.scales = [1, 2, 3]
        let sets: [Set<Export>] = [[.png]] + exportsMeasured.map { [.png, $0] }
            + [Set(Export.allCases), [.png], [.png, .android], Set(Export.allCases)]
        return try sets.enumerated().map { index, exports in
            var exporting = spec
            exporting.exports = exports
            if index >= sets.count - 3 { exporting.scales = [1, 2, 3, 4] }
            let indicator = try Indicator(exporting)
            return (exports, indicator, try indicator.timeline())
        }
    }
}
