#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Processor time, which work measured on a shared machine is not charged for other processes' turns.
package enum CPUClock {
    /// Seconds of processor time used by the calling thread.
    package static var thread: Double { seconds(on: CLOCK_THREAD_CPUTIME_ID) }

    /// Seconds of processor time used by every thread of this process.
    package static var process: Double { seconds(on: CLOCK_PROCESS_CPUTIME_ID) }

    private static func seconds(on clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
