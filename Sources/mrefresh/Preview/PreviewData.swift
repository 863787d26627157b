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
    /// The indicator the page is titled with (``PreviewPage/title``).
    var title: String?

    /// The page of this data (``PreviewPage``, live).
    var page: PreviewPage {
        PreviewPage(manifest: manifest, machine: machine, frameRate: frameRate, images: images, error: error, live: true,
                    version: version, title: title)
    }

    /// The data as JSON text, safe inside a `<script>` element: the page's own (``PreviewPage/dataText``):
    /// `manifest` (manifest.json as written, or null), `machine`, `fps`, `images` (data URIs by file name),
    /// `error`, `live` and `version`.
    var json: String { page.dataText }
}
