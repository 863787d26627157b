import Foundation
import MRefreshCore
import MRefreshRender
import MRefreshSVG
import Testing

/// The Swift samples of LibraryAPI.md, compiled and run here: `DocSamplesTests` checks that each of the
/// article's Swift blocks appears in this file verbatim, so the article shows code that builds and works.
@Suite struct LibrarySampleTests {
    @Test func pipelineFromSpecToFiles() throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples/sync-arcs.svg").standardized.path
        let out = directory.appendingPathComponent("frames").path

        // sample: pipeline
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(input)))])
        spec.canvas = Size(width: 96, height: 96)
        spec.frameCounts[.pull] = 24
        spec.use(ProcessingAnimation.rotate)

        let indicator = try Indicator(spec)              // inputs read, layers fitted, smoothed, measured
        let timeline = try indicator.timeline()          // the machine's walk: each frame's stage, state, progress
        let halfway = indicator.displayList(for: timeline.frames[12])  // one frame as values: no pixels
        let plan = try RenderPlan(indicator: indicator, timeline: timeline)  // every limit checked here
        let manifest = try plan.run(into: try OutputDirectory(out), jobs: 2)
        // end sample

        #expect(halfway.layers.count == 4)
        #expect(manifest.frames.count == timeline.frames.count)
        #expect(manifest.frames.filter { $0.stage == .pull }.count == 24)
        #expect(FileManager.default.fileExists(atPath: out + "/pull_0012.png"))
    }

    @Test func refreshMachine() throws {
        // sample: machine
        var machine = try RefreshMachine(configuration: RefreshConfiguration(trigger: .release))
        _ = machine.handle(.dragBegan)
        _ = machine.handle(.pulled(distance: 95))   // past the threshold, 60 + 20 points: ready
        let released = machine.handle(.dragEnded)   // loading: the refresh fires once, the inset grows
        let finished = machine.handle(.finish)      // closing: stop animating, play the end animation
        // end sample

        #expect(released.contains(.refresh))
        #expect(released.contains(.stateChanged(from: .ready, to: .loading)))
        #expect(finished.contains(.stopAnimating))
        #expect(machine.state == .closing)
    }

    @Test func refreshPlayer() throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.path
        let run = try Binary.run(["render", "Examples/sync-arcs.svg", "--frames", "24", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let manifestBytes = Array(try Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json")))
        // sample: player
        let table = try FrameTable(manifestBytes: manifestBytes)   // the stages and their frames, as written
        var player = try RefreshPlayer(configuration: RefreshConfiguration(), table: table)
        _ = player.handle(.dragBegan)
        _ = player.handle(.pulled(distance: 40))
        let shown = player.frame?.name                              // "pull_0009": pull_0009.png, pull_0009@2x.png
        // end sample

        // 40 points is 3/7 of the way from 10 to 80: frame 9 of 24 (at 10 + 70 × 9/23 = 37.4 points) is the
        // last drawn by then.
        #expect(shown == "pull_0009")
        #expect(shown != nil && player.machine.state == .pulling)
        #expect(FileManager.default.fileExists(atPath: out + "/\(shown ?? "").png"))
    }
}
