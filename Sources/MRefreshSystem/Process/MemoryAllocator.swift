#if os(Linux) && !MREFRESH_PORTABLE
import CMalloc
#endif

/// The process's memory allocator, as a program that renders wants it.
package enum MemoryAllocator {
    /// Makes glibc's malloc keep freed memory for the next allocation instead of handing it back to the
    /// kernel. A render allocates and frees the same large buffers frame after frame (surfaces, pixel
    /// words, token arrays); by default glibc maps the largest afresh and trims the heap each time, so
    /// every frame paid for zeroed pages again: with this, 60 frames at 1x–3x on one core took 190 ms
    /// instead of 258–295 ms, at the same peak memory (25 MB). Programs call it first thing (the
    /// `mrefresh` binary and the benchmarks do); it changes nothing but speed, and nothing off glibc or in a
    /// portable build (`MREFRESH_PORTABLE`).
    package static func keepsFreedMemory() {
        #if os(Linux) && !MREFRESH_PORTABLE
        // Allocations up to 256 MiB come from the heap, and the heap is not trimmed below 1 GiB of free
        // space. Set together: setting either fixes both, and leaves the other at its default.
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 1 << 30)
        #endif
    }
}
