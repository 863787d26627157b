import Foundation
import MRefreshRender

/// What the tests read from a preview page (its `window.mrefresh` interface and `#indicator`), and how
/// what they read is compared with the render's frames.
enum PageProbe {
    /// The pixels `#indicator` holds, one per frame pixel: a canvas's backing store, or an image's decoded
    /// pixels (drawn into a canvas of its natural size), as `[width, height, base64 RGBA]`.
    static let indicatorPixelsScript = """
        const el = document.getElementById("indicator");
        const source = (el instanceof HTMLCanvasElement || el instanceof HTMLImageElement) ? el : el.querySelector("canvas, img");
        if (!source) return null;
        const w = source instanceof HTMLImageElement ? source.naturalWidth : source.width;
        const h = source instanceof HTMLImageElement ? source.naturalHeight : source.height;
        const copy = document.createElement("canvas"); copy.width = w; copy.height = h;
        const g = copy.getContext("2d"); g.drawImage(source, 0, 0);
        const bytes = g.getImageData(0, 0, w, h).data;
        let text = "";
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
        return [w, h, btoa(text)];
        """

    /// `#indicator`'s pixels (see ``indicatorPixelsScript``) compared with `expected`: nil when they are the
    /// same, else what differs. A canvas keeps premultiplied colour, so a channel may be off by one.
    static func indicatorDifference(_ session: BrowserSession, expected: ImageSurface) throws -> String? {
        guard let reply = try session.execute(indicatorPixelsScript) as? [Any], reply.count == 3,
              let width = reply[0] as? Int, let height = reply[1] as? Int, let base64 = reply[2] as? String,
              let rgba = Data(base64Encoded: base64) else { return "#indicator shows no canvas or image" }
        guard (width, height) == (expected.width, expected.height) else {
            return "#indicator holds \(width)×\(height) pixels, the frame has \(expected.width)×\(expected.height)"
        }
        let bytes = [UInt8](rgba)
        var differing = 0, first = ""
        for (index, pixel) in expected.pixels.enumerated() {
            let alpha = Int(bytes[index * 4 + 3])
            // Premultiply the page's straight RGBA to compare with Cairo's premultiplied ARGB.
            let page = [alpha] + (0..<3).map { (Int(bytes[index * 4 + $0]) * alpha + 127) / 255 }
            let frame = [24, 16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) }
            if zip(page, frame).contains(where: { abs($0 - $1) > 1 }) {
                if differing == 0 { first = "(\(index % width), \(index / width)): page ARGB \(page), frame \(frame)" }
                differing += 1
            }
        }
        return differing == 0 ? nil : "\(differing) of \(width * height) pixels differ, first at \(first)"
    }

    /// Whether a screenshot of a frame shown at `zoom`× is made of whole pixels: `zoom`×`zoom` blocks of
    /// one colour each. A block's last row and column are left out (a pixel grid may draw there), so
    /// the check needs zoom ≥ 2. Returns nil, or what is wrong.
    static func wholePixelProblem(_ shot: ImageSurface, frameWidth: Int, frameHeight: Int, zoom: Int) -> String? {
        guard shot.width >= frameWidth * zoom, shot.height >= frameHeight * zoom else {
            return "a \(shot.width)×\(shot.height) screenshot for a \(frameWidth)×\(frameHeight) frame at \(zoom)×"
        }
        let pixels = shot.pixels
        var mixed = 0, colours = Set<UInt32>()
        for by in 0..<frameHeight {
            for bx in 0..<frameWidth {
                let origin = pixels[by * zoom * shot.width + bx * zoom]
                colours.insert(origin)
                var same = true
                for dy in 0..<(zoom - 1) {
                    for dx in 0..<(zoom - 1) where pixels[(by * zoom + dy) * shot.width + bx * zoom + dx] != origin { same = false }
                }
                if !same { mixed += 1 }
            }
        }
        if colours.count < 2 { return "the screenshot is one colour: nothing drawn to check" }
        return mixed == 0 ? nil : "\(mixed) of \(frameWidth * frameHeight) pixels are not whole \(zoom)×\(zoom) blocks"
    }

    /// The URLs of the page and its resources that are neither `data:` nor `file:` (nor `blob:`), as the
    /// browser's resource timing lists them (failed loads included).
    static let remoteResourcesScript = """
        const urls = [location.href, ...performance.getEntriesByType("resource").map(e => e.name),
                      ...Array.from(document.querySelectorAll("[src], link[href]"), e => e.src || e.href)];
        return [...new Set(urls)].filter(u => !/^(data|file|blob):/.test(u));
        """

    /// The page's `window.mrefresh` state, stage and frame.
    static func shown(_ session: BrowserSession) throws -> (state: String?, stage: String?, frame: String?) {
        let reply = try session.execute("const m = window.mrefresh; return [m.state, m.stage, m.frame]") as? [Any]
        return (reply?[0] as? String, reply?[1] as? String, reply?[2] as? String)
    }

    /// Samples `[seconds, state, frame]` on every animation frame for `seconds`, starting after `action`
    /// (a script) runs in the same task, so the first sample is the action's first frame.
    static func record(_ session: BrowserSession, after action: String, seconds: Double) throws -> [(t: Double, state: String, frame: String)] {
        try session.execute("""
            window.__samples = []; const t0 = performance.now();
            const sample = () => { const m = window.mrefresh;
              window.__samples.push([(performance.now() - t0) / 1000, String(m.state), String(m.frame)]);
              if (performance.now() - t0 < \(seconds * 1000)) requestAnimationFrame(sample); else window.__done = true; };
            window.__done = false; \(action); sample();
            """)
        try session.wait(until: "window.__done", timeout: seconds + 10)
        let samples = try session.execute("return window.__samples") as? [[Any]] ?? []
        return samples.map { ($0[0] as? Double ?? 0, $0[1] as? String ?? "", $0[2] as? String ?? "") }
    }
}
