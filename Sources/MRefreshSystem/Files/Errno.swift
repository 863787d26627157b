#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call's failure: its `errno`, kept as the number and put into words when printed.
///
/// The named values are the ones mrefresh tells apart; their numbers differ between Linux and Darwin,
/// which is why callers compare with these rather than with numbers of their own.
package struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    package let code: Int32

    package init(_ code: Int32) { self.code = code }

    /// The failure of the system call just made on this thread.
    package static var current: Errno { Errno(errno) }

    /// What it means, as the system says it ("No space left on device").
    package var reason: String { String(cString: strerror(code)) }

    package var description: String { reason }

    package static let exists = Errno(EEXIST)
    package static let noSuchEntry = Errno(ENOENT)
    package static let notDirectory = Errno(ENOTDIR)
    package static let isDirectory = Errno(EISDIR)
    package static let accessDenied = Errno(EACCES)
    package static let notPermitted = Errno(EPERM)
    package static let interrupted = Errno(EINTR)
    package static let wouldBlock = Errno(EWOULDBLOCK)
    package static let tryAgain = Errno(EAGAIN)
    package static let nameTooLong = Errno(ENAMETOOLONG)
    package static let badDescriptor = Errno(EBADF)
    package static let notSupported = Errno(EOPNOTSUPP)
    package static let tooManyLinks = Errno(ELOOP)
    package static let noSpace = Errno(ENOSPC)
    package static let readOnlyFileSystem = Errno(EROFS)
    package static let connectionAborted = Errno(ECONNABORTED)
}
