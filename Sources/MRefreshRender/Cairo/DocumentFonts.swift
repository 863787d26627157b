import Foundation
import Synchronization

/// The font files in an SVG document's folder, added to fontconfig's application fonts before its text
/// is shaped, so a family the document names can come from a file beside it. Only that folder (no
/// subfolders, no links out of it), only TrueType and OpenType files, each read at most once per process
/// and within ``maximumFiles`` and ``maximumFileSize``.
enum DocumentFonts {
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    static let maximumFiles = 32
    static let maximumFileSize = 32 << 20

    /// The folders already looked at.
    private static let registered = Mutex<Set<String>>([])

    /// Adds the font files of `folder` (once per process), then tells the calling thread's Pango font map
    /// when any was added. Fontconfig's configuration is the process's; each thread's map is told again
    /// by ``refresh(_:)`` before it shapes such text.
    static func register(_ folder: String) {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard let pango = try? Pango.shared.get(), let fonts = pango.fonts,
              registered.withLock({ $0.insert(folder).inserted }) else { return }
        let files = self.files(in: folder)
        guard !files.isEmpty else { return }
        let config = fonts.currentConfig()
        for file in files { _ = fonts.addFile(config, file) }
    }

    /// Tells the calling thread's font map that fontconfig's fonts changed, when `folder` had fonts.
    static func refresh(_ folder: String) {
        guard let pango = try? Pango.shared.get(), let fonts = pango.fonts, !files(in: folder).isEmpty,
              let map = pango.defaultFontMap() else { return }
        fonts.configChanged(map)
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
