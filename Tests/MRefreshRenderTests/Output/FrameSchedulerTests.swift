import Synchronization
import Testing
@testable import MRefreshRender

/// How many frames are being drawn at once, and the most there were.
private final class DrawingLog: Sendable {
    let counts = Mutex<(drawing: Int, most: Int)>((0, 0))
}

/// Frames that record who drew what, how many at once, and fail where told.
private final class RecordedFrames: ScheduledFrames {
    let taskCount: Int
    let frameBytes: Int
    let openBytes: Int
    let failing: Int?
    /// Task 0 waits (up to 2 s) until another task is being drawn beside it.
    let waitsForCompany: Bool
    let drawn = Mutex<[Int]>([])
    let log: DrawingLog

    init(tasks: Int, frameBytes: Int = 1, openBytes: Int = 0, failing: Int? = nil, waitsForCompany: Bool = false, log: DrawingLog) {
        self.waitsForCompany = waitsForCompany
        taskCount = tasks
        self.frameBytes = frameBytes
        self.openBytes = openBytes
        self.failing = failing
        self.log = log
    }

    func perform(_ task: Int) throws {
        log.counts.withLock { $0.drawing += 1; $0.most = max($0.most, $0.drawing) }
        defer { log.counts.withLock { $0.drawing -= 1 } }
        if waitsForCompany, task == 0 {
            let deadline = ContinuousClock.now.advanced(by: .seconds(2))
            while log.counts.withLock({ $0.most }) < 2, ContinuousClock.now < deadline {}
        }
        // Long enough for other workers to be waiting or drawing beside it.
        var x = 0.0
        for i in 0..<20_000 { x += Double(i).squareRoot() }
        precondition(x > 0)
        drawn.withLock { $0.append(task) }
        if task == failing { throw Failed(task: task) }
    }

    struct Failed: Error, Equatable { var task: Int }
}

private struct Scheduled {
    var frames: [RecordedFrames]
    var closed: [Int: String] = [:]
    var closedCount = 0
    var progress: [Int] = []
    var most = 0
}

/// Runs `items` (tasks per item, failing task, open fails) on `workers` under `budget`.
private func schedule(_ items: [(tasks: Int, failing: Int?, openFails: Bool)], workers: Int, budget: Int = 1 << 40,
                      frameBytes: Int = 1, openBytes: Int = 0, waitsForCompany: Bool = false) -> Scheduled {
    let log = DrawingLog()
    let frames = items.map { RecordedFrames(tasks: $0.tasks, frameBytes: frameBytes, openBytes: openBytes, failing: $0.failing,
                                            waitsForCompany: waitsForCompany, log: log) }
    let result = Mutex(Scheduled(frames: frames))
    struct OpenFailed: Error {}
    FrameScheduler(budget: budget, workers: workers).run(items: items.count, open: { index in
        items[index].openFails ? .failure(OpenFailed()) : .success(frames[index])
    }, closed: { index, opened, error in
        result.withLock { r in
            r.closedCount += 1
            r.closed[index] = error.map { "\($0)" } ?? (opened === frames[index] ? "done" : "wrong frames")
        }
    }, progress: { done in result.withLock { $0.progress.append(done) } })
    var scheduled = result.withLock { $0 }
    scheduled.most = log.counts.withLock { $0.most }
    return scheduled
}

@Test("every task of every item is drawn once, each item closed once when its last frame is done, progress counts to the total",
      arguments: [1, 2, 4, 8])
func everyTaskOnce(workers: Int) {
    let items: [(tasks: Int, failing: Int?, openFails: Bool)] = [(7, nil, false), (3, nil, false), (1, nil, false), (12, nil, false), (5, nil, false)]
    let run = schedule(items, workers: workers)
    for (index, item) in items.enumerated() {
        #expect(run.frames[index].drawn.withLock { $0.sorted() } == Array(0..<item.tasks), "item \(index)")
        #expect(run.closed[index] == "done")
    }
    #expect(run.closedCount == items.count)
    #expect(run.progress.sorted() == Array(1...28))
}

@Test("a failing task stops its item: it is closed once with that error, and the other items are drawn whole")
func failureStopsItsItem() {
    let run = schedule([(tasks: 40, failing: 3, openFails: false), (tasks: 6, failing: nil, openFails: false)], workers: 2)
    #expect(run.closed[0] == "\(RecordedFrames.Failed(task: 3))")
    // Tasks already handed out finish; none starts long after the failure.
    #expect(run.frames[0].drawn.withLock { $0.count } < 40)
    #expect(run.closed[1] == "done" && run.frames[1].drawn.withLock { $0.count } == 6)
    #expect(run.closedCount == 2)
}

@Test("an item that cannot be opened is closed with its error and no frames; the others are drawn")
func openFailure() {
    let run = schedule([(tasks: 4, failing: nil, openFails: true), (tasks: 4, failing: nil, openFails: false)], workers: 3)
    #expect(run.closed[0]?.contains("OpenFailed") == true)
    #expect(run.closed[1] == "done" && run.closedCount == 2)
}

@Test("under a budget of one frame beside what is held, frames are drawn one at a time however many workers wait")
func memoryBudget() {
    // Task 0 waits for company that never comes: the budget holds the others back.
    let run = schedule([(tasks: 12, failing: nil, openFails: false), (tasks: 12, failing: nil, openFails: false)], workers: 4,
                       budget: 150, frameBytes: 100, openBytes: 10, waitsForCompany: true)
    #expect(run.most == 1)
    #expect(run.closed.values.allSatisfy { $0 == "done" } && run.closedCount == 2)
    // (With room for all, workers may draw side by side, but Dispatch does not promise threads to run them:
    // on a busy machine one thread can take every task, so that is not asserted.)
}

@Test("nothing to schedule returns at once")
func nothing() {
    #expect(schedule([], workers: 4).closedCount == 0)
}
