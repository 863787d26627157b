import Foundation

/// The font files in an SVG document's folder, which the document's text (and only its text) may name:
/// a Pango font map of their own per folder, whose fontconfig configuration holds the system's fonts and
/// those files. Nothing is added to fontconfig's process-wide configuration, so in a `build` one
/// document's fonts never reach another's text (which falls back, with its warning, as when built alone).
/// Only that folder (no subfolders, no links out of it), only TrueType and OpenType files, within
/// ``maximumFiles`` and ``maximumFileSize``.
enum DocumentFonts {
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    static let maximumFiles = 32
    static let maximumFileSize = 32 << 20
    /// The most folders' font maps kept at once (a build of many folders with fonts makes the others
    /// again when it needs them).
    static let maximumMaps = 8

    /// Pango font maps are not safe to share between threads: all use of the folders' maps is one at a
    /// time, under this lock.
    private static let lock = NSLock()
    /// Each folder's map, by its files (a font added while `preview` runs makes a new one), least
    /// recently used first.
    nonisolated(unsafe) private static var maps: [(key: [String], map: OpaquePointer)] = []

    /// Runs `body` with the font map for text of a document in `folder`: the folder's own map when it
    /// has font files (used under a lock), else nil, for the thread's default map (the system's fonts).
    static func withFontMap<T, E: Error>(for folder: String?, _ body: (OpaquePointer?) throws(E) -> T) throws(E) -> T {
        guard let folder, case let files = self.files(in: URL(fileURLWithPath: folder).standardizedFileURL.path), !files.isEmpty,
              let pango = try? Pango.shared.get(), let fonts = pango.fonts else { return try body(nil) }
        lock.lock()
        defer { lock.unlock() }
        let map: OpaquePointer
        if let i = maps.firstIndex(where: { $0.key == files }) {
            map = maps.remove(at: i).map
        } else {
            guard let config = fonts.newConfig() else { return try body(nil) }
            // The map takes its own reference to the configuration.
            defer { fonts.releaseConfig(config) }
            for file in files { _ = fonts.addFile(config, file) }
            guard let made = fonts.newFontMap() else { return try body(nil) }
            fonts.setConfig(made, config)
            map = made
            if maps.count >= maximumMaps { pango.unref(maps.removeFirst().map) }
        }
        maps.append((files, map))
        return try body(map)
    }

    /// The font files directly in `folder`: regular files (not links) of a font extension, within the size
    /// limit, by name, the first ``maximumFiles``.
    static func files(in folder: String) -> [String] {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey]
        guard let entries = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: keys,
                                                                        options: [.skipsHiddenFiles]) else { return [] }
        return entries.filter { entry in
            guard extensions.contains(entry.pathExtension.lowercased()),
                  let values = try? entry.resourceValues(forKeys: Set(keys)),
                  values.isRegularFile == true, values.isSymbolicLink != true,
                  (values.fileSize ?? .max) <= maximumFileSize else { return false }
            return true
        }.map(\.path).sorted().prefix(maximumFiles).map { $0 }
    }
}
