#if os(Linux) && !MREFRESH_PORTABLE
import CMalloc
import Glibc
#endif

/// The program's own memory, as a process that is about to start threads wants it.
package enum ProgramImage {
    /// Makes the program's zero-initialised data (`.bss`: the runtime's once-tokens and caches, each
    /// module's lazily made globals) private and writable now, while the process has one thread.
    ///
    /// Each of those pages is otherwise first read, which maps the kernel's shared page of zeros, and then
    /// written, which replaces that mapping with a page of the process's own. Once a second thread runs,
    /// that replacement must also clear every other processor's cached translation of the address: an
    /// interprocessor interrupt, slow in a virtual machine, which waits on the other processor. 38 of a
    /// render's 95 such interrupts came from these pages. One call maps them all, for the cost of clearing
    /// 600 KB. Linux only (5.14's `MADV_POPULATE_WRITE`; an older kernel refuses it, and nothing changes);
    /// nothing in a portable build.
    package static func prepareZeroData() {
        #if os(Linux) && !MREFRESH_PORTABLE
        guard let pages = zeroDataPages, let start = UnsafeMutableRawPointer(bitPattern: pages.lowerBound) else { return }
        _ = madvise(start, Int(pages.upperBound - pages.lowerBound), MADV_POPULATE_WRITE)
        #endif
    }

    /// The addresses of the whole pages of the program's zero-initialised data, as the linker marks them;
    /// nil in a portable build and off Linux.
    package static var zeroDataPages: Range<UInt>? {
        #if os(Linux) && !MREFRESH_PORTABLE
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let start = (UInt(bitPattern: mrefresh_zero_data_start()) + page - 1) / page * page
        let end = UInt(bitPattern: mrefresh_image_end()) / page * page
        return end > start ? start..<end : nil
        #else
        return nil
        #endif
    }
}
