import Synchronization

/// Keeps Pango's font caches within a bound.
///
/// Each thread's default Pango font map (``Pango/defaultFontMap``, one per thread since Pango 1.32), and
/// each document folder's (``DocumentFonts``), keeps every font description it has loaded: its
/// fontconfig match, fonts, shaping data, about 14 KB each, and never lets go of them. One document's text is bounded (``TextBlock`` runs), but a long `build` or
/// `preview` that meets new families and sizes would grow without end: 6,000 distinct sizes hold 98 MB.
/// So each map's distinct descriptions are counted, and the map's caches are cleared
/// (`pango_fc_font_map_cache_clear`) when it has loaded ``limit`` of them; the next text loads its fonts
/// again. With the clear, the 6,000 sizes stay at 22 MB.
///
/// What LeakSanitizer reports under Pango (Tests/Fuzz/lsan.supp) is this cache: fontconfig links a
/// pattern to its elements by an offset (`FcPattern.elts_offset`), not a pointer, so the elements of the
/// patterns a map holds look unreachable. Releasing the map frees all of them.
enum PangoFontCache {
    /// Distinct descriptions a font map may hold before its caches are cleared: a document's text in a
    /// handful of fonts never reaches it; 256 of them are about 4 MB.
    static let limit = 256

    /// Each font map's distinct descriptions, by the map's address. A map is used by one thread at a time;
    /// a map freed (with its thread, or dropped by ``DocumentFonts``) may leave its entry to a later map at
    /// the same address, which is then only cleared sooner.
    private static let loaded = Mutex<[UInt: Set<String>]>([:])

    /// Notes that `description` (any string naming the font exactly, size included) is about to be
    /// loaded from `fontMap` — a document's (``DocumentFonts``, used under its lock), or nil for the
    /// calling thread's default map — and clears that map's caches when that makes it hold more than
    /// ``limit``.
    /// - Returns: whether the caches were cleared, so a layout made before must be told
    ///   (`pango_layout_context_changed`).
    @discardableResult
    static func note(_ description: String, _ pango: Pango, map fontMap: OpaquePointer? = nil) -> Bool {
        guard let clear = pango.clearCache, let map = fontMap ?? pango.defaultFontMap() else { return false }
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(map)))
        let full = loaded.withLock { maps -> Bool in
            var seen = maps[key] ?? []
            guard seen.insert(description).inserted else { return false }
            if seen.count > limit {
                maps[key] = [description]
                return true
            }
            maps[key] = seen
            return false
        }
        if full { clear(map) }
        return full
    }

    /// The calling thread's font map's serial, which a clear changes (for tests).
    static func serial(_ pango: Pango) -> UInt32? {
        guard let map = pango.defaultFontMap() else { return nil }
        return pango.fontMapSerial?(map)
    }

    /// How many distinct descriptions the calling thread's font map holds, as counted (for tests).
    static func count(_ pango: Pango) -> Int {
        guard let map = pango.defaultFontMap() else { return 0 }
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(map)))
        return loaded.withLock { $0[key]?.count ?? 0 }
    }
}
