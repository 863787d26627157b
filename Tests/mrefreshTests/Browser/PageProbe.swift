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

    /// Whether `#indicator` is wholly on screen (inside the viewport and every clipping box around it, nothing over it), and
    /// the opaque colour behind it as `[r, g, b]` (nil when the first background found is not a plain colour).
    static let visibilityScript = """
        const el = document.getElementById("indicator"), r = el.getBoundingClientRect();
        let shown = r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight, colour = null;
        // Nothing drawn over it: the topmost element at each corner is the indicator.
        for (const [x, y] of [[r.left, r.top], [r.right - 1, r.top], [r.left, r.bottom - 1], [r.right - 1, r.bottom - 1]])
          if (shown && !el.contains(document.elementFromPoint(x + 0.5, y + 0.5))) shown = false;
        for (let a = el.parentElement; a; a = a.parentElement) {
          const style = getComputedStyle(a), b = a.getBoundingClientRect();
          if (style.overflow !== "visible" && (r.left < b.left || r.top < b.top || r.right > b.right || r.bottom > b.bottom)) shown = false;
          if (colour === null && style.backgroundImage !== "none") colour = false;
          const m = style.backgroundColor.match(/^rgba?\\((\\d+), (\\d+), (\\d+)(, ([\\d.]+))?\\)$/);
          if (colour === null && m && (m[5] === undefined || Number(m[5]) === 1)) colour = [Number(m[1]), Number(m[2]), Number(m[3])];
        }
        return [shown, colour || null];
        """

    /// The screen's pixels of `#indicator` (an element screenshot) compared with `expected` drawn over the
    /// colour behind it: nil when they match (within 2 of 255 a channel, for the compositor's rounding),
    /// else what differs. The caller makes sure the element is wholly on screen (``visibilityScript``).
    static func displayedDifference(_ session: BrowserSession, expected: ImageSurface, background: [Int]) throws -> String? {
        let shot = try session.screenshot(of: session.element("#indicator"))
        guard (shot.width, shot.height) == (expected.width, expected.height) else {
            return "#indicator shows as \(shot.width)×\(shot.height) screen pixels, the frame has \(expected.width)×\(expected.height)"
        }
        var differing = 0, first = ""
        for (index, (screen, frame)) in zip(shot.pixels, expected.pixels).enumerated() {
            let alpha = Int(frame >> 24)
            let composed = [16, 8, 0].enumerated().map { channel, shift in
                Int((frame >> UInt32(shift)) & 0xFF) + (background[channel] * (255 - alpha) + 127) / 255
            }
            let shown = [16, 8, 0].map { Int((screen >> UInt32($0)) & 0xFF) }
            if zip(composed, shown).contains(where: { abs($0 - $1) > 2 }) {
                if differing == 0 { first = "(\(index % shot.width), \(index / shot.width)): screen RGB \(shown), frame over its background \(composed)" }
                differing += 1
            }
        }
        return differing == 0 ? nil : "on screen \(differing) of \(shot.width * shot.height) pixels differ, first at \(first)"
    }

    /// `#indicator`'s box in the viewport and the part of it the screen shows, both as `[left, top, right,
    /// bottom]` in CSS pixels of the viewport: the box cut by the viewport and every clipping box around it.
    static let visiblePartScript = """
        const el = document.getElementById("indicator"), r = el.getBoundingClientRect();
        let [l, t, rt, b] = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, innerWidth), Math.min(r.bottom, innerHeight)];
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflow === "visible") continue;
          const c = a.getBoundingClientRect();
          [l, t, rt, b] = [Math.max(l, c.left), Math.max(t, c.top), Math.min(rt, c.right), Math.min(b, c.bottom)];
        }
        return [r.left, r.top, r.right, r.bottom, l, t, rt, b];
        """

    /// Whether a window screenshot shows `#indicator`'s frame, at `zoom`×, in whole pixels: `zoom`×`zoom`
    /// blocks of one colour each, counted from the box's corner, for every block wholly in the visible part
    /// (``visiblePartScript``'s reply), the pixel grid turned off. Returns nil, or what is wrong.
    static func wholePixelProblem(_ shot: ImageSurface, frameWidth: Int, frameHeight: Int, zoom: Int, placement: [Double]) -> String? {
        guard placement.count == 8 else { return "no #indicator box" }
        guard placement[0] == placement[0].rounded(), placement[1] == placement[1].rounded() else {
            return "the frame's corner sits between pixels, at (\(placement[0]), \(placement[1]))"
        }
        let (left, top) = (Int(placement[0]), Int(placement[1]))
        guard placement[2] - placement[0] == Double(frameWidth * zoom), placement[3] - placement[1] == Double(frameHeight * zoom) else {
            return "a \(placement[2] - placement[0])×\(placement[3] - placement[1]) box for a \(frameWidth)×\(frameHeight) frame at \(zoom)×"
        }
        let pixels = shot.pixels
        var mixed = 0, checked = 0, colours = Set<UInt32>(), first = ""
        for by in 0..<frameHeight {
            let y0 = top + by * zoom
            guard Double(y0) >= placement[5], Double(y0 + zoom) <= placement[7], y0 + zoom <= shot.height else { continue }
            for bx in 0..<frameWidth {
                let x0 = left + bx * zoom
                guard Double(x0) >= placement[4], Double(x0 + zoom) <= placement[6], x0 + zoom <= shot.width else { continue }
                let origin = pixels[y0 * shot.width + x0]
                colours.insert(origin)
                checked += 1
                var same = true
                for dy in 0..<zoom {
                    for dx in 0..<zoom where pixels[(y0 + dy) * shot.width + x0 + dx] != origin { same = false }
                }
                if !same {
                    if mixed == 0 { first = ", first at frame pixel (\(bx), \(by))" }
                    mixed += 1
                }
            }
        }
        if colours.count < 2 { return "the visible part (\(checked) pixels) is one colour: nothing drawn to check" }
        return mixed == 0 ? nil : "\(mixed) of \(checked) visible pixels are not whole \(zoom)×\(zoom) blocks\(first)"
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
