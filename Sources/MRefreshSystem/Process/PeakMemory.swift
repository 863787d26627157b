#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory this process has held resident so far.
package enum PeakMemory {
    /// Bytes, or nil when the system does not say.
    ///
    /// On Linux, VmHWM from /proc/self/status: not getrusage's ru_maxrss, which Linux carries over from the
    /// parent across fork and exec, so a child started by a big parent would report the parent's peak.
    /// Elsewhere getrusage's ru_maxrss, which Darwin gives in bytes.
    package static var bytes: Int? {
        #if os(Linux)
        guard let file = try? ReadableFile.open("/proc/self/status") else { return nil }
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case .success(let count) = chunk.withUnsafeMutableBytes({ file.read(into: $0) }), count > 0 {
            text += chunk[..<count]
        }
        let line = text.split(separator: UInt8(ascii: "\n")).first { $0.starts(with: Array("VmHWM:".utf8)) }
        let digits = line.map { String(decoding: $0.filter { (0x30...0x39).contains($0) }, as: UTF8.self) }
        return digits.flatMap { Int($0) }.map { $0 * 1024 }
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)
        #endif
    }
}
