import Dispatch
import Synchronization

/// Calls `body` with every index in `0..<count`, on up to `jobs` threads, each thread taking the next
/// index as it finishes one (so the indices start in order). After the first error no further index is
/// started; that error is rethrown once the threads have stopped.
func forEachInParallel(_ count: Int, jobs: Int, _ body: @Sendable (Int) throws -> Void) throws {
    guard count > 0 else { return }
    let next = Atomic(0)
    let failure = Mutex<(any Error)?>(nil)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
        while failure.withLock({ $0 == nil }) {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            do {
                try body(index)
            } catch {
                failure.withLock { if $0 == nil { $0 = error } }
                return
            }
        }
    }
    if let error = failure.withLock({ $0 }) { throw error }
}
