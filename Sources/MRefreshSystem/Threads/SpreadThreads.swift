#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux) && !MREFRESH_PORTABLE
import CMalloc
#endif

/// Threads for work that wants every processor at once (a render's frames, its warm-up), each started on a
/// processor other than the one that starts it.
///
/// Linux's scheduler places a new thread on the processor of the thread that made it when that processor
/// looks less loaded, and does not move a thread that just ran to an idle processor for a while (it is
/// "cache-hot"): on two cores a render's second worker often waited 2–5 ms behind the main thread while the
/// other core stood idle (`perf sched timehist`), and a 60-frame render took 12–14 ms where 9 would do. So on
/// Linux each thread is created allowed only on the processors other than the caller's, which places it on
/// one of them at once, and its first act is to allow every processor again: from then on the scheduler
/// moves it as usual. Elsewhere (and in a portable build) threads start where the system puts them.
package enum SpreadThreads {
    /// Runs `body(0)` on the calling thread and `body(1)` … `body(count - 1)` each on a thread of its own,
    /// and returns when all have returned. A thread that cannot be made has its body run here afterwards.
    package static func run(_ count: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        // Every thread is joined before this returns, so `body` does not outlive the call.
        withoutActuallyEscaping(body) { body in
            let placement = Placement()
            var started: [pthread_t] = []
            var refused: [Int] = []
            for index in 1..<count {
                if let thread = start(placement, slot: index - 1, { body(index) }) {
                    started.append(thread)
                } else {
                    refused.append(index)
                }
            }
            body(0)
            for thread in started { pthread_join(thread, nil) }
            for index in refused { body(index) }
        }
    }

    /// Runs `body` on a new detached thread started on a processor other than the caller's; where no thread
    /// can be made, runs it here.
    package static func detach(_ body: @escaping @Sendable () -> Void) {
        guard let thread = start(Placement(), slot: 0, body) else {
            body()
            return
        }
        pthread_detach(thread)
    }

    /// A joinable thread running `body`, created on the `slot`th processor other than the caller's.
    private static func start(_ placement: Placement, slot: Int, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
        POSIXThread.make(configure: { placement.confine(&$0, slot: slot) }) {
            placement.release()
            body()
        }
    }

    /// The processors the process may run on and the caller's: where new threads start, and what they are
    /// allowed again once running.
    private struct Placement: @unchecked Sendable {
        #if os(Linux) && !MREFRESH_PORTABLE
        /// Every processor the process may use, as it was when the threads were made.
        private var allowed = cpu_set_t()
        /// The allowed processors but the caller's, in order; empty when there is no other.
        private let others: [Int]

        init() {
            let size = MemoryLayout<cpu_set_t>.size
            guard sched_getaffinity(0, size, &allowed) == 0 else {
                others = []
                return
            }
            let current = Int(sched_getcpu())
            let allowed = self.allowed
            others = (0..<(size * 8)).filter { $0 != current && Self.contains(allowed, $0) }
        }

        /// Confines a thread made with `attributes` to the `slot`th other processor (round robin).
        func confine(_ attributes: inout pthread_attr_t, slot: Int) {
            guard !others.isEmpty else { return }
            var only = cpu_set_t()
            Self.insert(&only, others[slot % others.count])
            _ = pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, &only)
        }

        /// Allows the calling thread every processor again.
        func release() {
            guard !others.isEmpty else { return }
            var allowed = self.allowed
            _ = sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed)
        }

        // CPU_ISSET and CPU_SET are macros, which Swift does not import: the set is an array of words.
        private static func contains(_ set: cpu_set_t, _ cpu: Int) -> Bool {
            withUnsafeBytes(of: set) { bytes in
                let word = bytes.load(fromByteOffset: cpu / 64 * 8, as: UInt64.self)
                return word & (1 << UInt64(cpu % 64)) != 0
            }
        }

        private static func insert(_ set: inout cpu_set_t, _ cpu: Int) {
            withUnsafeMutableBytes(of: &set) { bytes in
                let word = bytes.load(fromByteOffset: cpu / 64 * 8, as: UInt64.self)
                bytes.storeBytes(of: word | (1 << UInt64(cpu % 64)), toByteOffset: cpu / 64 * 8, as: UInt64.self)
            }
        }
        #else
        func confine(_ attributes: inout pthread_attr_t, slot: Int) {}
        func release() {}
        #endif
    }
}
