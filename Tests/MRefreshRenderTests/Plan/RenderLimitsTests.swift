import MRefreshCore
import Testing
@testable import MRefreshRender

/// The budget arithmetic of ``RenderLimits``: which jobs pass, which limit a job is over, and how many
/// workers a job gets.
@Suite("Render limits")
struct RenderLimitsTests {
    /// A timeline of `count` pull frames.
    static func pull(_ count: Int) -> Timeline {
        var stages = PerStage { StageClip($0) }
        stages.pull.frames = (0..<count).map { FrameSpec(stage: .pull, index: $0, state: .pulling, progress: 1, position: 1) }
        return Timeline(stages: stages)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var side: Double
        var frames: Int
        var scales: [Int]
        var exports: Set<Export> = [.png]
        /// The error expected, nil when the job passes.
        var error: RenderLimitError?
        var testDescription: String { name }
    }

    static let mebibyte = 1 << 20
    static let budget = RenderLimits.standard.memoryBudget

    static let cases: [Case] = [
        Case(name: "an icon at three scales passes", side: 64, frames: 60, scales: [1, 2, 3]),
        Case(name: "4096 points at 1x with sheets of two frames passes", side: 4096, frames: 2, scales: [1], exports: [.png, .sheet]),
        Case(name: "finding 15: 10,000 frames at 4096 points, 1x–4x, are over the pixel limit", side: 4096, frames: 10_000,
             scales: [1, 2, 3, 4],
             error: RenderLimitError(.pixels(count: 5_033_164_800_000, frames: 10_000, scales: [1, 2, 3, 4],
                                             canvas: Size(width: 4096, height: 4096)), limit: 1 << 33)),
        Case(name: "finding 16: one 16384² frame holds 4 GiB", side: 4096, frames: 1, scales: [1, 2, 3, 4],
             error: RenderLimitError(.frameMemory(scale: 4, width: 16384, height: 16384, bytes: 16384 * 16384 * 16, sheetBytes: 0),
                                     limit: budget)),
        Case(name: "one 7168² frame (784 MiB) is just over the budget", side: 7168, frames: 1, scales: [1],
             error: RenderLimitError(.frameMemory(scale: 1, width: 7168, height: 7168, bytes: 7168 * 7168 * 16, sheetBytes: 0),
                                     limit: budget)),
        Case(name: "one 7000² frame (748 MiB) fits", side: 7000, frames: 1, scales: [1]),
        Case(name: "Android draws 4x: 2048 points are 8192² there", side: 2048, frames: 1, scales: [1], exports: [.png, .android],
             error: RenderLimitError(.frameMemory(scale: 4, width: 8192, height: 8192, bytes: 8192 * 8192 * 16, sheetBytes: 0),
                                     limit: budget)),
        Case(name: "a sheet taller than 16384 pixels", side: 4096, frames: 5, scales: [1], exports: [.png, .sheet],
             error: RenderLimitError(.sheetSide(scale: 1, width: 4096, height: 20480), limit: SpriteSheet.maximumSide)),
        Case(name: "sheets and one frame beside them over the budget", side: 2048, frames: 2, scales: [1, 2, 3], exports: [.png, .sheet],
             error: RenderLimitError(.frameMemory(scale: 3, width: 6144, height: 6144, bytes: 6144 * 6144 * 20,
                                                  sheetBytes: (2048 * 4096 + 4096 * 8192 + 6144 * 12288) * 5), limit: budget)),
    ]

    @Test("which limit a job is over, if any", arguments: cases)
    func check(_ test: Case) {
        let job = RenderLimits.Job(canvas: Size(width: test.side, height: test.side), timeline: Self.pull(test.frames),
                                   scales: test.scales, exports: test.exports)
        do {
            try RenderLimits.standard.check(job)
            #expect(test.error == nil, "passed")
        } catch {
            #expect(error == test.error)
        }
    }

    @Test("sheets alone over the memory budget are refused before any frame is weighed")
    func sheetsAloneOverTheBudget() {
        // Three sheets of 4000×16000 pixels (within the sides), 320 MB each at 5 bytes a pixel.
        let sheet = SpriteSheet(cellWidth: 2000, cellHeight: 2000, columns: 2, rows: 8, cells: [])
        let job = RenderLimits.Job(canvas: Size(width: 2000, height: 2000), frames: 16, scales: [1, 1, 1],
                                   sheets: [(1, sheet), (1, sheet), (1, sheet)])
        #expect(job.sheetBytes == 3 * 4000 * 16000 * 5)
        #expect(throws: RenderLimitError(.sheetMemory(bytes: 3 * 4000 * 16000 * 5), limit: Self.budget)) {
            try RenderLimits.standard.check(job)
        }
    }

    @Test("workers: as many as the budget holds at the largest frame beside the sheets, at least one, at most asked",
          arguments: [(64.0, [1, 2, 3], Set<Export>([.png]), 8, 8),
                      (4096, [1], [.png], 8, 3),  // 256 MiB a frame: three in 768 MiB
                      (4096, [1], [.png], 2, 2),
                      (4096, [1], [.png, .sheet], 8, 2),  // 320 MiB a frame beside 80 MiB of sheet
                      (7000, [1], [.png], 8, 1)] as [(Double, [Int], Set<Export>, Int, Int)])
    func workers(side: Double, scales: [Int], exports: Set<Export>, jobs: Int, expected: Int) {
        let job = RenderLimits.Job(canvas: Size(width: side, height: side), timeline: Self.pull(1), scales: scales, exports: exports)
        #expect(RenderLimits.standard.workers(jobs: jobs, for: job) == expected)
    }

    @Test("sizes past Int's range saturate and are refused, never overflow")
    func saturates() {
        let job = RenderLimits.Job(canvas: Size(width: 3e9, height: 3e9), frames: 1_000_000, scales: [1000])
        #expect(job.pixels == .max)
        #expect(job.frameBytes(scale: 1000) == .max)
        #expect(throws: RenderLimitError.self) { try RenderLimits.standard.check(job) }
    }
}
