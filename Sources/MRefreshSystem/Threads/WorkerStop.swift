#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// How a worker thread that loops until told otherwise is stopped: the thread checks ``isRequested`` on
/// each turn and calls ``finished()`` on its way out; ``stop()``, from any other thread, asks it to end and
/// returns once it has. The file watchers stop their reading threads this way, so no change is reported
/// after `stop()` returns.
package final class WorkerStop: Sendable {
    private let state = Mutex((requested: false, finished: false))

    package init() {}

    /// Whether the worker has been asked to end.
    package var isRequested: Bool { state.withLock { $0.requested } }

    /// Called by the worker as it ends.
    package func finished() { state.withLock { $0.finished = true } }

    /// Asks the worker to end and waits until it has; at once when it was asked before. Not to be called
    /// from the worker itself.
    package func stop() {
        let first = state.withLock { state in
            defer { state.requested = true }
            return !state.requested
        }
        guard first else { return }
        while !state.withLock({ $0.finished }) { usleep(5_000) }
    }
}
