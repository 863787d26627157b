import Foundation
import MRefreshSystem
import Synchronization
import Testing
#if os(Linux) && !MREFRESH_PORTABLE
import CMalloc
#endif

/// The threads a render's frames and warm-up run on: every body once, at the same time, and (on Linux) each
/// started on another processor than the caller's, then free to run anywhere.
@Suite("SpreadThreads")
struct SpreadThreadsTests {
    /// Waits until `arrived` reaches `count` (or five seconds pass): true when it did.
    private static func meet(_ arrived: borrowing Atomic<Int>, _ count: Int) -> Bool {
        arrived.add(1, ordering: .sequentiallyConsistent)
        let deadline = Date().addingTimeInterval(5)
        while arrived.load(ordering: .sequentiallyConsistent) < count {
            if Date() > deadline { return false }
            usleep(100)
        }
        return true
    }

    @Test("run calls every body once, all at the same time, and returns when all have returned", arguments: [1, 2, 3, 8])
    func runsEveryBodyConcurrently(count: Int) {
        let arrived = Atomic<Int>(0)
        let calls = Mutex<[Int]>([])
        let met = Mutex(true)
        SpreadThreads.run(count) { index in
            // Each body waits for all the others: only bodies that run at once all get past this.
            let together = Self.meet(arrived, count)
            calls.withLock { $0.append(index) }
            met.withLock { $0 = $0 && together }
        }
        #expect(calls.withLock { $0.sorted() } == Array(0..<count))
        #expect(met.withLock { $0 }, "the bodies did not all run at the same time")
    }

    /// Flags a detached body sets, shared with the test that waits for them.
    private final class Flags: Sendable {
        let done = Atomic<Bool>(false)
        let elsewhere = Atomic<Bool>(false)
    }

    @Test("detach runs its body on another thread")
    func detachRunsTheBody() {
        let flags = Flags()
        let caller = pthread_self()
        SpreadThreads.detach {
            flags.elsewhere.store(pthread_equal(pthread_self(), caller) == 0, ordering: .sequentiallyConsistent)
            flags.done.store(true, ordering: .sequentiallyConsistent)
        }
        let deadline = Date().addingTimeInterval(5)
        while !flags.done.load(ordering: .sequentiallyConsistent) && Date() < deadline { usleep(100) }
        let done = flags.done.load(ordering: .sequentiallyConsistent), elsewhere = flags.elsewhere.load(ordering: .sequentiallyConsistent)
        #expect(done)
        #expect(elsewhere)
    }

    #if os(Linux) && !MREFRESH_PORTABLE
    /// The number of processors in the calling thread's affinity mask.
    private static func allowedProcessors() -> Int {
        var set = cpu_set_t()
        guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else { return 0 }
        return withUnsafeBytes(of: set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
    }

    @Test("on Linux a thread starts on a processor other than the caller's, then may run on every one")
    func startsElsewhereThenRoamsFreely() throws {
        let processors = Self.allowedProcessors()
        try #require(processors >= 1)
        let arrived = Atomic<Int>(0)
        let caller = Atomic<Int>(-1), started = Atomic<Int>(-1), allowed = Atomic<Int>(0)
        SpreadThreads.run(2) { index in
            if index == 0 {
                caller.store(Int(sched_getcpu()), ordering: .sequentiallyConsistent)
            } else {
                started.store(Int(sched_getcpu()), ordering: .sequentiallyConsistent)
                allowed.store(Self.allowedProcessors(), ordering: .sequentiallyConsistent)
            }
            // Both busy at once, so that neither has left its processor to the other.
            _ = Self.meet(arrived, 2)
        }
        let allowedAfter = allowed.load(ordering: .sequentiallyConsistent)
        let callerProcessor = caller.load(ordering: .sequentiallyConsistent), startedProcessor = started.load(ordering: .sequentiallyConsistent)
        #expect(allowedAfter == processors, "the thread stayed confined")
        if processors > 1 {
            #expect(startedProcessor != callerProcessor, "the thread started on the caller's processor")
        }
    }
    #endif
}
