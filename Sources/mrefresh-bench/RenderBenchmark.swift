import Foundation
import MRefreshCore
import MRefreshPNG
import MRefreshPNGComparison
import MRefreshRender

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
        _ = try RenderPlan(drawing: FrameRenderer(indicator), timeline: try indicator.timeline(), scales: [1, 2],
                           indicator: indicator).run(into: output, jobs: 2)
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
            guard let mib = Double(text.trimmingWhitespace()) else { return }
            peaks.append("\(count * 2) files \(pad(mib, 1)) MiB")
        }
        print("peak memory of a render writing " + peaks.joined(separator: ", ") + " (target: no growth with frames)")
    }

    /// What the exports add to a render: the runs of ``ExportRun/all()``, in-process with one worker (the
    /// process's CPU time, the worker's and the calling thread's: wall-clock time also counted the
    /// machine's other tenants). Each run with exports is timed right next to a run of the frames alone
    /// at its scales, in turn before and after it, and its cost is the median of those pairs' ratios: this
    /// machine's speed drifts by tens of percent within a minute, which medians of runs taken seconds apart
    /// (as before) turned into ±5–20% swings of a single export.
    static func exports() throws {
        guard FileManager.default.fileExists(atPath: ParserBenchmark.fontAwesomeFont) else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-bench-exports-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let runs = try ExportRun.all()
        var ratios = Array(repeating: [Double](), count: runs.count)
        var baseTimes = Array(repeating: [Double](), count: runs.count)
        var folder = 0
        func time(_ index: Int) throws -> Double {
            folder += 1
            let path = directory.appendingPathComponent("run-\(folder)")
            defer { try? FileManager.default.removeItem(at: path) }
            let output = try OutputDirectory(path.path)
            let start = Measure.processCPUTime()
            _ = try RenderPlan(indicator: runs[index].indicator, timeline: runs[index].timeline).run(into: output, jobs: 1)
            return Measure.processCPUTime() - start
        }
        for round in 0...10 {
            for (index, run) in runs.enumerated() {
                guard let base = run.base else { continue }
                let (frames, exporting): (Double, Double)
                if round % 2 == 0 {
                    frames = try time(base)
                    exporting = try time(index)
                } else {
                    exporting = try time(index)
                    frames = try time(base)
                }
                // The first round warms the process up.
                guard round > 0 else { continue }
                ratios[index].append(exporting / frames)
                baseTimes[base].append(frames)
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func signed(_ value: Double) -> String {
            let rounded = Int(value.rounded())
            return "\(rounded < 0 ? "−" : "+")\(abs(rounded))%"
        }
        print("exports, the refresh glyph's \(runs[0].timeline.frames.count) frames (pull, loading, closing) at 128×128, one worker, in CPU time (median of 10 pairs, each run next to the frames alone; target: each export ≤ 20%):")
        for (index, run) in runs.enumerated() {
            guard run.base != nil else {
                print(run.reportLine("\(pad(median(baseTimes[index]) * 1000, 1)) ms"))
                continue
            }
            let sorted = ratios[index].sorted()
            let (low, high) = (100 * (sorted[sorted.count / 4] - 1), 100 * (sorted[sorted.count * 3 / 4] - 1))
            print(run.reportLine("\(signed(100 * (median(ratios[index]) - 1))) (middle half of the pairs \(signed(low))…\(signed(high)))"))
        }
    }
}
