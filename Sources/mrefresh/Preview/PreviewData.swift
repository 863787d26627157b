#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshRender

/// What the served page shows: the last good render (its manifest, frames and machine), the error of the
/// last edit if it broke the indicator, and the version the page polls `/version` against. The fields are
/// those of `--export preview`'s page (issue 33, part 1), which ``ServedPage`` fills from them.
struct PreviewData: Sendable {
    /// Changes whenever the data does: each successful re-render, and an error appearing or clearing.
    var version = 0
    /// The manifest of the last good render, as written; nil before the first one.
    var manifest: Manifest?
    /// The refresh machine of the last good render's indicator.
    var machine = RefreshConfiguration()
    /// The indicator's frame rate (stages with no time of their own play at it).
    var frameRate = 60.0
    /// The last good render's frames' PNG bytes, by file name.
    var images: [String: [UInt8]] = [:]
    /// The line `render` would print for the last edit (`tray.svg:3:27: …`); nil once fixed.
    var error: String?

    /// The data as JSON text, safe inside a `<script>` element (every `<` escaped): `version`, `error`,
    /// `manifest` (manifest.json as written, or null), `machine`, `fps` and `images` (data URIs by file name).
    var json: String {
        var text = "{\"version\":\(version),\"error\":" + (error.map { JSON.string($0).text } ?? "null")
        text += ",\"manifest\":" + (manifest?.text ?? "null")
        text += ",\"machine\":" + JSON.object([
            ("trigger", .string(machine.trigger.rawValue)), ("edge", .string(machine.edge.rawValue)),
            ("height", .number(machine.height)), ("threshold", .number(machine.threshold)),
        ]).text
        text += ",\"fps\":" + JSON.format(frameRate) + ",\"images\":{"
        // In the manifest's order, so the text does not depend on a dictionary's.
        var first = true
        for frame in manifest?.frames ?? [] {
            guard let png = images[frame.file] else { continue }
            if !first { text += "," }
            first = false
            text += JSON.string(frame.file).text + ":\"data:image/png;base64," + Data(png).base64EncodedString() + "\""
        }
        text += "}}"
        return JSON.scriptSafe(text)
    }
}
