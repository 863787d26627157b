import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Timing helpers: monotonic clock, median of repeated runs, peak resident memory.
enum Measure {
    /// Seconds on the monotonic clock.
    static func now() -> Double { seconds(on: CLOCK_MONOTONIC) }

    /// CPU seconds used by the calling thread: single-threaded work measured this way is not inflated
    /// when other processes share the machine's cores.
    static func threadCPUTime() -> Double { seconds(on: CLOCK_THREAD_CPUTIME_ID) }

    /// CPU seconds used by every thread of this process: work handed to a worker thread, measured without
    /// the time other processes on the machine took its core.
    static func processCPUTime() -> Double { seconds(on: CLOCK_PROCESS_CPUTIME_ID) }

    private static func seconds(on clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
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

    /// The peak resident set size of this process so far, in MiB: VmHWM from /proc/self/status.
    ///
    /// Not getrusage's ru_maxrss, which Linux carries over from the parent across fork and exec, so a
    /// child spawned by a big parent would report the parent's peak.
    static func peakMemoryMiB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
        return kib / 1024
    }
}
