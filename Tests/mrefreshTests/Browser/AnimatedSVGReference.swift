import Foundation
import MRefreshRender

/// An animated SVG document checked against Chromium, as a user's file can be: mrefresh renders it
/// (`--fit viewbox --padding 0`), Chromium shows the same document at the same size, its SMIL paused and
/// seeked to each loading frame's time (`pauseAnimations()`, `setCurrentTime(t)`), and the two are compared
/// pixel by pixel at anti-aliasing tolerance.
enum AnimatedSVGReference {
    /// The SVG documents of a corpus folder, by name.
    static func documents(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "svg" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

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

    /// Frames compared per screenshot: a grid of ``columns`` × 6 cells, each an iframe holding the document
    /// seeked to one frame's time (each its own document, so ids never collide).
    static let columns = 8
    static let batch = columns * 6

    /// The page the grid is built in: `setup(svg, times)` adds one paused, seeked iframe per time and resolves
    /// once all are drawn.
    static let page = """
        <!DOCTYPE html><html><head><meta charset="utf-8">
        <style>html,body{margin:0;background:#fff} body{width:\(columns * side)px} iframe{border:0;width:\(side)px;height:\(side)px;display:block;float:left}</style>
        </head><body><script>
        window.setup = (svg, times) => Promise.all(times.map(t => new Promise(done => {
          const frame = document.createElement("iframe");
          frame.srcdoc = '<!DOCTYPE html><html><head><style>html,body{margin:0;background:#fff} svg{display:block;width:\(side)px;height:\(side)px}</style></head><body>' + svg + '</body></html>';
          // Chromium keeps document time in whole microseconds, truncated: 0.9 s would become 0.899999 s and
          // land before a key time at 0.9. Half a microsecond on makes it the frame's time exactly.
          frame.onload = () => {
            const root = frame.contentDocument.querySelector("svg"); root.pauseAnimations(); root.setCurrentTime(t + 5e-7);
            // An animation the document pauses itself (animation-play-state: paused) holds where it starts.
            for (const a of frame.contentDocument.getAnimations()) { if (a.playState === "paused") continue; a.pause(); a.currentTime = t * 1000; }
            done();
          };
          document.body.appendChild(frame);
        }))).then(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
        </script></body></html>
        """

    /// Renders `svg` and compares every `every`-th loading frame with Chromium's rendering at the frame's time
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
            .enumerated().filter { $0.offset % every == 0 }.map(\.element)
        guard !frames.isEmpty else { throw HarnessError("\(svg.lastPathComponent): no loading frames") }
        let html = folder.appendingPathComponent("page.html")
        try page.write(to: html, atomically: true, encoding: .utf8)
        let text = try String(contentsOf: svg, encoding: .utf8)
        var mismatches: [Mismatch] = []
        var compared = 0
        for start in stride(from: 0, to: frames.count, by: batch) {
            let chunk = Array(frames[start..<min(start + batch, frames.count)])
            try session.open(html)
            try session.execute("return window.setup(arguments[0], arguments[1]);",
                                [text, chunk.map { ($0["time"] as? Double ?? 0) + offset }])
            let shot = try session.screenshot()
            for (cell, frame) in chunk.enumerated() {
                guard let file = frame["file"] as? String, let time = frame["time"] as? Double, let index = frame["index"] as? Int else { continue }
                let shown = try crop(shot, x: cell % columns * side, y: cell / columns * side)
                let expected = try ImageSurface(png: [UInt8](Data(contentsOf: out.appendingPathComponent(file))))
                compared += 1
                if let difference = difference(shown, expected) {
                    mismatches.append(Mismatch(file: svg.lastPathComponent, frame: index, time: time, difference: difference))
                }
            }
        }
        return (mismatches, compared)
    }

    /// The ``side``-pixel square of `image` at (x, y).
    static func crop(_ image: ImageSurface, x: Int, y: Int) throws -> ImageSurface {
        guard x + side <= image.width, y + side <= image.height else {
            throw HarnessError("the window (\(image.width)×\(image.height)) does not show the cell at \(x), \(y)")
        }
        let pixels = image.pixels
        var cell: [UInt32] = []
        cell.reserveCapacity(side * side)
        for row in y..<(y + side) { cell += pixels[(row * image.width + x)..<(row * image.width + x + side)] }
        return try ImageSurface(width: side, height: side, pixels: cell)
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
        // Flat RGB channels: the screen as it is, the frame over white.
        func channels(_ pixels: [UInt32], overWhite: Bool) -> [Int] {
            var out = [Int](repeating: 0, count: pixels.count * 3)
            for (i, pixel) in pixels.enumerated() {
                let lift = overWhite ? 255 - Int(pixel >> 24) : 0
                out[i * 3] = Int((pixel >> 16) & 0xFF) + lift
                out[i * 3 + 1] = Int((pixel >> 8) & 0xFF) + lift
                out[i * 3 + 2] = Int(pixel & 0xFF) + lift
            }
            return out
        }
        let screen = channels(shot.pixels, overWhite: false)
        let drawn = channels(frame.pixels, overWhite: true)
        func close(_ a: [Int], _ i: Int, _ b: [Int], _ j: Int) -> Bool {
            abs(a[i * 3] - b[j * 3]) <= channelTolerance && abs(a[i * 3 + 1] - b[j * 3 + 1]) <= channelTolerance
                && abs(a[i * 3 + 2] - b[j * 3 + 2]) <= channelTolerance
        }
        func near(_ a: [Int], _ b: [Int], _ x: Int, _ y: Int) -> Bool {
            let i = y * width + x
            if close(a, i, b, i) { return true }
            for dy in -1...1 {
                for dx in -1...1 where (0..<width).contains(x + dx) && (0..<height).contains(y + dy) {
                    if close(a, i, b, (y + dy) * width + x + dx) { return true }
                }
            }
            return false
        }
        var differing = 0, first = ""
        for y in 0..<height {
            for x in 0..<width where !near(screen, drawn, x, y) || !near(drawn, screen, x, y) {
                let i = (y * width + x) * 3
                if differing == 0 { first = "(\(x), \(y)): Chromium RGB \(Array(screen[i..<i + 3])), mrefresh \(Array(drawn[i..<i + 3]))" }
                differing += 1
            }
        }
        return Double(differing) <= pixelTolerance * Double(width * height)
            ? nil : "\(differing) of \(width * height) pixels differ, first at \(first)"
    }
}
