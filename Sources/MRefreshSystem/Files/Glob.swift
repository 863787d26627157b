#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `glob(3)`, which Linux and Darwin both have: the one system call of the file readers.
package enum Glob {
    /// The paths `pattern` (a shell glob) matches, sorted; none when it matches nothing or fails.
    package static func paths(matching pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { result.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }
}
