import Foundation
import MRefreshRender

/// The pixel at (x, y) of a PNG file, un-premultiplied: [r, g, b, a], 0…255.
func colour(of png: URL, x: Int, y: Int) throws -> [Int] {
    let surface = try ImageSurface(png: [UInt8](try Data(contentsOf: png)))
    let pixel = surface.pixel(x: x, y: y)
    let a = Int(pixel >> 24), channels = [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
    return channels.map { a == 0 ? 0 : ($0 * 255 + a / 2) / a } + [a]
}
