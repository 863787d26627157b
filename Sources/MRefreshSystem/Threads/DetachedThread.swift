#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for a long-running body: the server's accept loop, each of its connections and the
/// file watcher, which block in system calls and so belong on threads, not on a queue's shared pool.
/// POSIX threads, which Linux and Darwin both have (Foundation's `Thread` would bring all of Foundation).
package enum DetachedThread {
    /// Runs `body` on a new, detached thread; where no thread can be made, runs it here, so that its work
    /// is done all the same.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        final class Start {
            let body: @Sendable () -> Void
            init(body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let start = Unmanaged.passRetained(Start(body: body))
        #if os(Linux)
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { argument in
            let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
            start.body()
            return nil
        }, start.toOpaque())
        if made == 0 { pthread_detach(thread) }
        #else
        var thread: pthread_t?
        let made = pthread_create(&thread, nil, { argument in
            let start = Unmanaged<Start>.fromOpaque(argument).takeRetainedValue()
            start.body()
            return nil
        }, start.toOpaque())
        if made == 0, let thread { pthread_detach(thread) }
        #endif
        if made != 0 { start.takeRetainedValue().body() }
    }
}
