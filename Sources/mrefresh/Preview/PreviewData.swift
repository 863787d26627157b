import Foundation
import MRefreshCore
import MRefreshRender

/// What the preview page reads from its inline `<script type="application/json" id="mrefresh-data">`:
/// the last good render's manifest and frames (as data URIs), the error of the last edit if it broke the
/// indicator, and the version the page polls `/version` against.
struct PreviewData: Sendable {
    /// Changes whenever the data does: each successful re-render, and an error appearing or clearing.
    var version = 0
    /// The manifest.json of the last good render, as written; nil before the first one.
    var manifest: String?
    /// The last good render's frames, by file name, as `data:image/png;base64,…`.
    var images: [String: String] = [:]
    /// The line `render` would print for the last edit (`tray.svg:3:27: …`); nil once fixed.
    var error: String?

    /// The data as JSON text, safe inside a `<script>` element (no `</` in it).
    var json: String {
        let members: [(String, JSON)] = [
            ("version", .int(version)),
            ("error", error.map(JSON.string) ?? .null),
            ("images", .object(images.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ]
        var text = JSON.object(members).text
        text.removeLast()
        text += ",\"manifest\":" + (manifest ?? "null") + "}"
        return text.replacingOccurrences(of: "</", with: "<\\/")
    }
}
