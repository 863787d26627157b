#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for a long-running body: the server's accept loop, each of its connections and the
/// file watcher, which block in system calls and so belong on threads, not on a queue's shared pool.
package enum DetachedThread {
    /// Runs `body` on a new, detached thread; where no thread can be made, runs it here, so that its work
    /// is done all the same.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        guard let thread = POSIXThread.make(body) else {
            body()
            return
        }
        pthread_detach(thread)
    }
}
