import Foundation
import MRefreshRender

/// An animated SVG document checked against Chromium, as a user's file can be: mrefresh renders it
/// (`--fit viewbox --padding 0`), Chromium shows the same document at the same size, its SMIL paused and
/// seeked to each loading frame's time (`pauseAnimations()`, `setCurrentTime(t)`), and the two are compared
/// pixel by pixel at anti-aliasing tolerance.
enum AnimatedSVGReference {
    /// The side of the frames and of the document on the page, in pixels.
    static let side = 96

    /// One loading frame that does not match: its index, time and what differs.
    struct Mismatch: CustomStringConvertible {
        var file: String
        var frame: Int
        var time: Double
        var difference: String
        var description: String { "\(file) loading frame \(frame) at \(time) s: \(difference)" }
    }

    /// The page showing `svg` at ``side`` pixels on white, paused.
    static func page(_ svg: String) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8">
        <style>html,body{margin:0;background:#fff} svg{display:block;width:\(side)px;height:\(side)px}</style></head>
        <body>\(svg)<script>document.querySelector("svg").pauseAnimations();</script></body></html>
        """
    }

    /// Renders `svg` and compares every loading frame with Chromium's rendering at the frame's time
    /// (`offset` seconds later when given: a check that the comparison can fail). Returns the mismatches
    /// and how many frames were compared.
    static func compare(_ svg: URL, in session: BrowserSession, offset: Double = 0, every: Int = 1) throws
        -> (mismatches: [Mismatch], compared: Int) {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        let render = try Binary.run(["render", svg.path, "--fit", "viewbox", "--padding", "0", "--size", "\(side)x\(side)",
                                     "--out", out.path, "--quiet"])
        guard render.status == 0 else { throw HarnessError("render \(svg.lastPathComponent): \(render.stderr)") }
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        let frames = (manifest?["frames"] as? [[String: Any]] ?? []).filter { $0["stage"] as? String == "loading" }
        guard !frames.isEmpty else { throw HarnessError("\(svg.lastPathComponent): no loading frames") }
        let html = folder.appendingPathComponent("page.html")
        try page(String(contentsOf: svg, encoding: .utf8)).write(to: html, atomically: true, encoding: .utf8)
        try session.open(html)
        let element = try session.element("svg")
        var mismatches: [Mismatch] = []
        var compared = 0
        for (n, frame) in frames.enumerated() where n % every == 0 {
            guard let file = frame["file"] as? String, let time = frame["time"] as? Double, let index = frame["index"] as? Int else { continue }
            // Chromium keeps document time in whole microseconds, truncated: 0.9 s would become 0.899999 s and
            // land before a key time at 0.9. Half a microsecond on makes it the frame's time exactly.
            try session.execute("""
                const svg = document.querySelector("svg"); svg.setCurrentTime(arguments[0] + 5e-7);
                return new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
                """, [time + offset])
            let shot = try session.screenshot(of: element)
            let expected = try ImageSurface(png: [UInt8](Data(contentsOf: out.appendingPathComponent(file))))
            compared += 1
            if let difference = difference(shot, expected) {
                mismatches.append(Mismatch(file: svg.lastPathComponent, frame: index, time: time, difference: difference))
            }
        }
        return (mismatches, compared)
    }

    /// The largest difference a channel may have where edges are anti-aliased differently.
    static let channelTolerance = 48
    /// The share of pixels that may differ even from all their neighbours (stray anti-aliasing).
    static let pixelTolerance = 0.003

    /// Nil when `shot` shows `frame` drawn over white, each pixel matching the other image's pixel or one
    /// of its eight neighbours within ``channelTolerance`` (anti-aliasing moves edges by less than a pixel),
    /// all but ``pixelTolerance`` of them; else what differs.
    static func difference(_ shot: ImageSurface, _ frame: ImageSurface) -> String? {
        guard (shot.width, shot.height) == (frame.width, frame.height) else {
            return "Chromium shows \(shot.width)×\(shot.height) pixels, the frame has \(frame.width)×\(frame.height)"
        }
        let width = frame.width, height = frame.height
        func rgb(_ pixel: UInt32, overWhite: Bool) -> [Int] {
            let alpha = Int(pixel >> 24)
            return [16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) + (overWhite ? 255 - alpha : 0) }
        }
        let screen = shot.pixels.map { rgb($0, overWhite: false) }
        let drawn = frame.pixels.map { rgb($0, overWhite: true) }
        func near(_ a: [[Int]], _ b: [[Int]], _ x: Int, _ y: Int) -> Bool {
            let colour = a[y * width + x]
            for dy in -1...1 {
                for dx in -1...1 where (0..<width).contains(x + dx) && (0..<height).contains(y + dy) {
                    if zip(colour, b[(y + dy) * width + x + dx]).allSatisfy({ abs($0 - $1) <= channelTolerance }) { return true }
                }
            }
            return false
        }
        var differing = 0, first = ""
        for y in 0..<height {
            for x in 0..<width where !near(screen, drawn, x, y) || !near(drawn, screen, x, y) {
                if differing == 0 { first = "(\(x), \(y)): Chromium RGB \(screen[y * width + x]), mrefresh \(drawn[y * width + x])" }
                differing += 1
            }
        }
        return Double(differing) <= pixelTolerance * Double(width * height)
            ? nil : "\(differing) of \(width * height) pixels differ, first at \(first)"
    }
}
