import Foundation
import MRefreshPNG
@testable import MRefreshRender

/// Compares two images pixel by pixel: a pixel differs when any channel (premultiplied ARGB, 8 bits)
/// differs by more than `threshold`. Anti-aliasing may shift edges by a level or two between Cairo
/// versions; shapes that moved or vanished change many pixels by a lot.
struct PixelComparison {
    let width: Int
    let height: Int
    let differing: Int
    let largest: Int
    let diff: [UInt32]

    /// The share of pixels that differ.
    var differingShare: Double { Double(differing) / Double(max(width * height, 1)) }

    init(expected: ImageSurface, actual: ImageSurface, threshold: Int = 16) {
        width = actual.width
        height = actual.height
        let a = expected.pixels, b = actual.pixels
        var differing = 0, largest = 0
        var diff = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for i in 0..<min(a.count, b.count) {
            var worst = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let x = Int((a[i] >> UInt32(shift)) & 0xFF), y = Int((b[i] >> UInt32(shift)) & 0xFF)
                worst = max(worst, abs(x - y))
            }
            largest = max(largest, worst)
            if worst > threshold {
                differing += 1
                diff[i] = 0xFFFF_0000  // Opaque red where pixels differ.
            }
        }
        self.differing = differing
        self.largest = largest
        self.diff = diff
    }

    /// Writes expected | diff | actual side by side, on white, and returns the file's path.
    static func writeReport(name: String, expected: ImageSurface, actual: ImageSurface, diff: [UInt32]) -> String {
        let w = actual.width, h = actual.height
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: w * 3 * h)
        let e = expected.pixels, a = actual.pixels
        for y in 0..<h {
            for x in 0..<w {
                pixels[y * w * 3 + x] = over(e[y * w + x])
                pixels[y * w * 3 + w + x] = diff[y * w + x]
                pixels[y * w * 3 + 2 * w + x] = over(a[y * w + x])
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-golden-failures")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("\(name).png").path
        if let surface = try? ImageSurface(width: w * 3, height: h, pixels: pixels),
           let png = try? PNGEncoder.standard.encode(surface) {
            try? Data(png).write(to: URL(fileURLWithPath: path))
        }
        return path
    }

    /// A premultiplied pixel composited over opaque white.
    private static func over(_ p: UInt32) -> UInt32 {
        let alpha = (p >> 24) & 0xFF
        var out: UInt32 = 0xFF00_0000
        for shift in [16, 8, 0] as [UInt32] {
            let c = (p >> shift) & 0xFF
            out |= min(255, c + (255 - alpha)) << shift
        }
        return out
    }
}
