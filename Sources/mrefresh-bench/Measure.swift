import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Timing helpers: monotonic clock, median of repeated runs, peak resident memory.
enum Measure {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// CPU seconds used by the calling thread: single-threaded work measured this way is not inflated
    /// when other processes share the machine's cores.
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

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

    /// The peak resident set size of this process so far, in MiB.
    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // ru_maxrss is in KiB on Linux.
    }
}
