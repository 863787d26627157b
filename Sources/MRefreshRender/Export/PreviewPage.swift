#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshSyntax

/// `preview.html` (``MRefreshCore/Export/preview``): one self-contained page that plays the indicator as an
/// app would, its data inlined in `<script type="application/json" id="mrefresh-data">` — the manifest,
/// the machine's settings, and every frame as a `data:` URI — so it opens from `file://` with no network.
///
/// Pure: the page's bytes follow from its values alone, so `render` writes it and a server can serve the
/// same page with fresh frames or an error (``error``) over the last good ones.
package struct PreviewPage: Sendable {
    /// The manifest of the run, as written (`manifest.json`); nil before `mrefresh preview` has a good render
    /// (the page then shows only ``error``).
    package var manifest: Manifest?
    /// The refresh machine the frames were walked with; nil when the run had no indicator (the page
    /// takes the machine's defaults).
    package var machine: RefreshConfiguration?
    /// Frames per second of stages with no time of their own.
    package var frameRate: Double
    /// Every frame's PNG bytes by its file name in the manifest, every appearance's (none when ``linksFrames``).
    package var images: [String: [UInt8]]
    /// Whether the page refers to the frame files beside it (relative URLs) instead of inlining them:
    /// the page of a run whose frames are too many bytes to hold (``RenderLimits/previewInlineBytes``). It
    /// then plays only beside its frames.
    package var linksFrames: Bool
    /// A positioned message to show over the frames (`tray.svg:3:27: …`), or nil.
    package var error: String?
    /// Whether the page is served by `mrefresh preview`: then it polls `GET /version` and reloads when
    /// the frames change, keeping the pull.
    package var live: Bool
    /// Served pages: the data's version, which `GET /version` answers until the data changes.
    package var version: Int
    /// The indicator the page plays, named in its title (`tutorial-compass · mrefresh preview`); nil for a
    /// page of no name.
    package var title: String?

    /// The page of `manifest`'s frames, `images` holding each one's PNG bytes by file name.
    package init(manifest: Manifest?, machine: RefreshConfiguration?, frameRate: Double, images: [String: [UInt8]],
                linksFrames: Bool = false, error: String? = nil, live: Bool = false, version: Int = 0, title: String? = nil) {
        self.linksFrames = linksFrames
        self.title = title
        self.version = version
        self.manifest = manifest
        self.machine = machine
        self.frameRate = frameRate
        self.images = images
        self.error = error
        self.live = live
    }

    /// Where the data goes in ``source``.
    static let dataMarker = "/*MREFRESH-DATA*/"

    /// The page's data as JSON text, safe inside a `<script>` element: every `<` is written `\u003c`
    /// (JSON has `<` only inside strings, where the escape reads the same), so no `</script>` or `<!--`
    /// in a layer's name can end the element. The images (base64, which has no `<`) are not scanned.
    package var dataText: String {
        var text = Self.escaped("{\"manifest\":" + (manifest?.text ?? "null") + ",\"machine\":" + (machine.map(\.json.text) ?? "null")
                                + ",\"fps\":" + JSON.format(frameRate))
        text += ",\"images\":{"
        // In the manifest's order, so the page's bytes do not depend on a dictionary's.
        var first = true
        for frame in (manifest?.everyAppearance ?? []).flatMap(\.frames) {
            // Written as they are: base64 and a percent-encoded URL have nothing JSON or HTML escapes, and
            // scanning megabytes of frames for it would cost more than the frames' encoding.
            let source: String
            if linksFrames {
                // A relative URL: the file's name, each path segment percent-encoded.
                source = frame.file.split(separator: "/", omittingEmptySubsequences: false).map {
                    $0.percentEncoded(keeping: Self.keepsInSegment)
                }.joined(separator: "/")
            } else {
                guard let png = images[frame.file] else { continue }
                source = "data:image/png;base64," + Data(png).base64EncodedString()
            }
            if !first { text += "," }
            first = false
            text += Self.escaped(JSON.string(frame.file).text) + ":\"" + source + "\""
        }
        text += Self.escaped("},\"error\":" + (error.map { JSON.string($0).text } ?? "null") + ",\"live\":" + (live ? "true" : "false") + ",\"version\":\(version)}")
        return text
    }

    /// The whole page.
    package var html: String {
        var before = Self.halves.before
        if let title, let range = before.firstRange(of: Self.titleElement) {
            before.replaceSubrange(range, with: "<title>" + Self.htmlText(title) + " · mrefresh preview</title>")
        }
        return before + dataText + Self.halves.after
    }

    /// The page's title element as written in its source.
    static let titleElement = "<title>mrefresh preview</title>"

    /// The name a render's `input` gives its page: the element or glyph its fragment names
    /// (`font.svg#refresh` is `refresh`), else the file's name without its extension
    /// (`Examples/tutorial-compass.yaml` is `tutorial-compass`); nil for standard input.
    package static func title(of input: InputSpec) -> String? {
        if let fragment = input.fragment, !fragment.isEmpty { return fragment }
        guard input.path != "-" else { return nil }
        let stem = PathText.stem(of: input.path)
        return stem.isEmpty ? nil : stem
    }

    /// ``source`` before and after ``dataMarker``, split once.
    private static let halves: (before: String, after: String) = {
        guard let marker = source.firstRange(of: dataMarker) else { return (source, "") }
        return (String(source[..<marker.lowerBound]), String(source[marker.upperBound...]))
    }()

    /// What a relative URL's path segment keeps as it is (RFC 3986 unreserved characters, and `@` of
    /// `pull_0000@2x.png`).
    private static func keepsInSegment(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "-._~@".utf8.contains(byte)
        }
    }

    /// `text` as HTML text: `&` and `<` as references, so a name cannot end the title element.
    private static func htmlText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func escaped(_ json: String) -> String {
        JSON.scriptSafe(json)
    }
}
