#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import MRefreshSyntax

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
    private static let lock = Mutex(())
    /// Each folder's map, by its files (a font added while `preview` runs makes a new one), least
    /// recently used first.
    nonisolated(unsafe) private static var maps: [(key: [String], map: OpaquePointer)] = []

    /// Runs `body` with the font map for text of a document in `folder`: the folder's own map when it
    /// has font files (used under a lock), else nil, for the thread's default map (the system's fonts).
    static func withFontMap<T, E: Error>(for folder: String?, _ body: (OpaquePointer?) throws(E) -> T) throws(E) -> T {
        guard let folder, case let files = self.files(in: URL(fileURLWithPath: folder).standardizedFileURL.path), !files.isEmpty,
              let pango = try? Pango.shared.get(), let fonts = pango.fonts else { return try body(nil) }
        var result: Result<T, E>?
        lock.withLock { _ in result = Result { () throws(E) -> T in try withMap(for: files, pango, fonts, body) } }
        return try result!.get()
    }

    /// `body` with the map of `files`, made or reused; called under ``lock``.
    private static func withMap<T, E: Error>(for files: [String], _ pango: Pango, _ fonts: Pango.FontFunctions,
                                             _ body: (OpaquePointer?) throws(E) -> T) throws(E) -> T {
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
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { name in
            guard !name.hasPrefix("."), extensions.contains(PathText.extension(of: name).lowercased()),
                  // Attributes of the name itself: a link is not followed (its type is a link).
                  let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  // FoundationEssentials gives the size as a UInt, Foundation as a number either reads.
                  let size = (attributes[.size] as? UInt).map({ Int(clamping: $0) }) ?? (attributes[.size] as? Int),
                  size <= maximumFileSize else { return false }
            return true
        }.map { folder + "/" + $0 }.sorted().prefix(maximumFiles).map { $0 }
    }
}
