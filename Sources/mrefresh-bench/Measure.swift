import Foundation

import MRefreshSystem

/// Timing helpers: monotonic clock, median of repeated runs, peak resident memory.
enum Measure {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    private static let start = ContinuousClock.now

    /// CPU seconds used by the calling thread: single-threaded work measured this way is not inflated
    /// when other processes share the machine's cores.
    static func threadCPUTime() -> Double { CPUClock.thread }

    /// CPU seconds used by every thread of this process: work handed to a worker thread, measured without
    /// the time other processes on the machine took its core.
    static func processCPUTime() -> Double { CPUClock.process }

    /// The median CPU time of `runs` calls of `body` on the calling thread, after one warm-up call.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = threadCPUTime()
            body()
            times.append(threadCPUTime() - start)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// The peak resident set size of this process so far, in MiB (MRefreshSystem's `PeakMemory`).
    static func peakMemoryMiB() -> Double {
        PeakMemory.bytes.map { Double($0) / 1_048_576 } ?? .nan
    }
}
