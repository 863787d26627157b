import CDeflate

// The C half of SHA256: its compression function on the CPU's SHA extensions (x86 SHA-NI), about ten
// times the portable Swift rounds' speed. Like the rest of this folder, it takes Swift values, so
// the Digest folder stays free of pointers.

/// SHA-256's compression on the CPU's SHA extensions, where the CPU has them.
enum HardwareSHA256 {
    /// Whether this CPU can run ``compress(_:_:blocks:)``: never in a portable build (`MREFRESH_PORTABLE`,
    /// `make test-portable`), which runs the Swift rounds a Mac on ARM runs.
    #if MREFRESH_PORTABLE
    static let isAvailable = false
    #else
    static let isAvailable = mrefresh_sha256_hardware_available() != 0
    #endif

    /// Runs the compression function over `blocks` (whole 64-byte blocks) into `state` (H0…H7), with
    /// the round constants `k`. Only when ``isAvailable``.
    static func compress(_ state: inout [UInt32], _ bytes: Span<UInt8>, blocks: Range<Int>,
                         roundConstants k: [UInt32]) {
        precondition(isAvailable && blocks.lowerBound >= 0 && blocks.upperBound * 64 <= bytes.count && k.count == 64)
        guard !blocks.isEmpty else { return }
        precondition(state.count == 8)
        bytes.withUnsafeBufferPointer { buffer in
            mrefresh_sha256_hardware_blocks(&state, buffer.baseAddress! + blocks.lowerBound * 64, blocks.count, k)
        }
    }
}
