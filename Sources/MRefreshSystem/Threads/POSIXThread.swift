#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place a POSIX thread is made (``DetachedThread``, ``SpreadThreads``): Linux and Darwin spell
/// `pthread_create`'s thread and argument differently. Foundation's `Thread` would bring all of Foundation.
enum POSIXThread {
    /// A joinable thread running `body`, its attributes set by `configure` first; nil when none can be made.
    static func make(configure: (inout pthread_attr_t) -> Void = { _ in },
                     _ body: @escaping @Sendable () -> Void) -> pthread_t? {
        final class Start {
            let body: @Sendable () -> Void
            init(body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let start = Unmanaged.passRetained(Start(body: body))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        configure(&attributes)
        #if os(Linux)
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { argument in
            Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue().body()
            return nil
        }, start.toOpaque())
        guard made == 0 else {
            start.release()
            return nil
        }
        return thread
        #else
        var thread: pthread_t?
        let made = pthread_create(&thread, &attributes, { argument in
            Unmanaged<Start>.fromOpaque(argument).takeRetainedValue().body()
            return nil
        }, start.toOpaque())
        guard made == 0, let thread else {
            start.release()
            return nil
        }
        return thread
        #endif
    }
}
