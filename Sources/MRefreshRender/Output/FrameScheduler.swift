import Dispatch
import MRefreshSystem
import Synchronization

/// Frames a scheduled run draws: a number of tasks (a frame at a scale each), the memory one task holds
/// while it is drawn, and the memory the item holds while it is open (its sprite sheets, decoded images).
protocol ScheduledFrames: AnyObject, Sendable {
    var taskCount: Int { get }
    var frameBytes: Int { get }
    var openBytes: Int { get }
    /// Draws, encodes and hands on task `task`.
    func perform(_ task: Int) throws
}

/// The one scheduler of frames, for `render` (one item) and `build` (many): workers take the next frame of
/// the open items, spread over them (two workers writing into one folder contend for its lock), open the
/// next item while the memory held leaves room for it, and hand a frame out only while it fits the memory
/// budget beside what is held, or when no other frame is being drawn. A worker with nothing to start waits
/// on a semaphore that every change of the state signals: no spinning, no sleeping.
///
/// An item whose task fails stops handing out frames; once its last frame in flight ends it is closed
/// with its first error.
struct FrameScheduler {
    /// The most bytes frames and open items may hold at once.
    var budget: Int
    /// Worker threads (at least 1).
    var workers: Int
    /// The most items open at once (two per worker keeps every worker busy across an item's end).
    var maximumOpen: Int

    init(budget: Int, workers: Int) {
        self.budget = budget
        self.workers = max(1, workers)
        maximumOpen = self.workers * 2
    }

    private final class OpenItem: @unchecked Sendable {
        // Guarded by the scheduler's state lock.
        let index: Int
        let frames: any ScheduledFrames
        var next = 0
        var active = 0
        var remaining: Int
        var failure: (any Error)?

        init(index: Int, frames: any ScheduledFrames) {
            self.index = index
            self.frames = frames
            remaining = frames.taskCount
        }
    }

    private struct State {
        var nextItem = 0
        var opening = 0
        var open: [OpenItem] = []
        var done = 0
        var heldBytes = 0
        var drawing = 0
        /// Workers waiting on the semaphore, each owed one signal by the next change.
        var waiting = 0

        /// Every waiting worker, to be signalled once the lock is let go.
        mutating func wakeAll() -> Int {
            defer { waiting = 0 }
            return waiting
        }
    }

    /// Runs items `0..<count`, opening each with `open` when there is room for it, and calls `closed` once
    /// per item with its frames (nil when it failed to open) and nil or its first error, when its last frame
    /// is done: on the worker that drew it, outside the lock (an item that failed to open, or has no frames,
    /// at once). `progress` gets the number of tasks done so far after each.
    func run(items count: Int, open: @Sendable (Int) -> Result<any ScheduledFrames, any Error>,
             closed: @Sendable (Int, (any ScheduledFrames)?, (any Error)?) -> Void, progress: @Sendable (Int) -> Void = { _ in }) {
        guard count > 0 else { return }
        let state = Mutex(State())
        let wake = DispatchSemaphore(value: 0)
        @Sendable func signal(_ waiters: Int) { for _ in 0..<waiters { wake.signal() } }
        let budget = self.budget, maximumOpen = self.maximumOpen
        SpreadThreads.run(workers) { _ in
            while true {
                enum Work { case frame(OpenItem, Int), open(Int), wait, finished }
                let work: Work = state.withLock { s in
                    let available = s.open.filter { item in
                        item.next < item.frames.taskCount && item.failure == nil
                            && (s.drawing == 0 || s.heldBytes + item.frames.frameBytes <= budget)
                    }
                    if let item = available.min(by: { $0.active < $1.active }), item.active == 0 || s.nextItem >= count
                        || s.open.count + s.opening >= maximumOpen {
                        defer { item.next += 1; item.active += 1; s.drawing += 1; s.heldBytes += item.frames.frameBytes }
                        return .frame(item, item.next)
                    }
                    // Another item is opened only while the memory held leaves room for it.
                    if s.nextItem < count, s.open.count + s.opening < maximumOpen, s.open.isEmpty || s.heldBytes < budget / 2 {
                        defer { s.nextItem += 1; s.opening += 1 }
                        return .open(s.nextItem)
                    }
                    if s.open.isEmpty && s.opening == 0 && s.nextItem >= count { return .finished }
                    s.waiting += 1
                    return .wait
                }
                switch work {
                case .finished:
                    return
                case .wait:
                    wake.wait()
                case .open(let index):
                    let opened = open(index)
                    var failure: (any Error)?
                    let waiters = state.withLock { s in
                        s.opening -= 1
                        switch opened {
                        case .success(let frames) where frames.taskCount > 0:
                            s.open.append(OpenItem(index: index, frames: frames))
                            s.heldBytes += frames.openBytes
                        case .success: break
                        case .failure(let error): failure = error
                        }
                        return s.wakeAll()
                    }
                    signal(waiters)
                    if case .success(let frames) = opened, frames.taskCount == 0 { closed(index, frames, nil) }
                    if let failure { closed(index, nil, failure) }
                case let .frame(item, task):
                    var failure: (any Error)?
                    do {
                        try item.frames.perform(task)
                    } catch {
                        failure = error
                    }
                    let (finished, done, waiters) = state.withLock { s -> (OpenItem?, Int, Int) in
                        item.active -= 1
                        s.drawing -= 1
                        s.heldBytes -= item.frames.frameBytes
                        if let failure, item.failure == nil { item.failure = failure }
                        item.remaining -= 1
                        s.done += 1
                        // The last frame in flight closes the item (a failed one stops handing out frames).
                        let closing = item.remaining == 0 || (item.failure != nil && item.active == 0)
                        if closing, let position = s.open.firstIndex(where: { $0 === item }) {
                            s.open.remove(at: position)
                            s.heldBytes -= item.frames.openBytes
                            return (item, s.done, s.wakeAll())
                        }
                        return (nil, s.done, s.wakeAll())
                    }
                    signal(waiters)
                    progress(done)
                    if let finished { closed(finished.index, finished.frames, finished.failure) }
                }
            }
        }
    }

    /// Tasks that are one closure, for ``forEach(_:frameBytes:_:)``.
    private final class Tasks: ScheduledFrames {
        let taskCount: Int
        let frameBytes: Int
        let openBytes = 0
        let body: @Sendable (Int) throws -> Void

        init(count: Int, frameBytes: Int, body: @escaping @Sendable (Int) throws -> Void) {
            taskCount = count
            self.frameBytes = frameBytes
            self.body = body
        }

        func perform(_ task: Int) throws { try body(task) }
    }

    /// Calls `body` with every index in `0..<count` as frames of `frameBytes` each, under the scheduler's
    /// budget (the frames a sink draws when the run ends: Android's densities the run did not draw). After
    /// the first error no further index starts; that error is rethrown once the workers have stopped.
    func forEach(_ count: Int, frameBytes: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws {
        let failure = Mutex<(any Error)?>(nil)
        let tasks = Tasks(count: count, frameBytes: frameBytes, body: body)
        run(items: 1, open: { _ in .success(tasks) }, closed: { _, _, error in failure.withLock { $0 = error } })
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
