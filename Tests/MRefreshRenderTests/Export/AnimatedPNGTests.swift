import Foundation
import MRefreshCore
import MRefreshPNG
import MRefreshPNGComparison
@testable import MRefreshRender
import Testing

/// Frames that are opaque or translucent by index: the PNG frames of one stage then mix RGB and RGBA.
private struct MixedOpacity: FrameDrawing {
    var canvas: Size { Size(width: 6, height: 4) }

    func render(_ frame: FrameSpec, scale: Double) throws -> ImageSurface {
        let (width, height) = canvas.pixelSize(scale: scale)
        // Premultiplied: opaque red on even frames, half-transparent green on odd ones, a pixel that varies.
        let base: UInt32 = frame.index % 2 == 0 ? 0xFFFF_0000 : 0x8000_8000
        let pixels = (0..<(width * height)).map { $0 == frame.index % (width * height) ? 0xFF00_00FF : base }
        return try ImageSurface(width: width, height: height, pixels: pixels)
    }
}

@Test("a stage mixing opaque and translucent frames becomes one RGBA animation whose frames are the frames' pixels")
func mixedColourTypes() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-apng-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let frames = (0..<4).map { FrameSpec(stage: .closing, index: $0, state: .closing, progress: 1, position: Double($0) / 3, time: Double($0) / 10) }
    var stages = PerStage { StageClip($0) }
    stages.closing = StageClip(.closing, frames: frames, seconds: 0.3)
    let plan = try RenderPlan(drawing: MixedOpacity(), timeline: Timeline(stages: stages), scales: [1, 2], exports: [.png, .apng])
    let manifest = try plan.run(into: try OutputDirectory(path), jobs: 2)
    #expect(manifest.animatedPNGs.map(\.file) == ["closing.png", "closing@2x.png"])
    let output = try OutputDirectory(path)
    // The frames themselves keep Cairo's choice: RGB (colour type 2) when opaque.
    #expect(output.read("closing_0000.png")?[25] == 2 && output.read("closing_0001.png")?[25] == 6)
    for (file, scale) in [("closing.png", 1), ("closing@2x.png", 2)] {
        let bytes = try #require(output.read(file))
        let image = try #require(AnimatedPNG.Image(png: bytes))
        #expect(image.colorType == 6 && image.width == 6 * scale && image.height == 4 * scale)
        // Every frame's data inflates to the same pixels as the frame file: decoded by Cairo as a still
        // image made of the IHDR and that frame's data.
        let frameData = fdATPayloads(bytes)
        #expect(frameData.count == 3)
        for (index, data) in ([image.data] + frameData).enumerated() {
            var still = PNGChunks()
            still.append(type: "IHDR", data: image.header)
            still.append(type: "IDAT", data: data)
            still.append(type: "IEND", data: [])
            let decoded = try ImageSurface(png: still.bytes)
            let expected = try ImageSurface(png: try #require(output.read(Manifest.fileName(stage: .closing, index: index, scale: scale))))
            #expect(decoded.pixels == expected.pixels, "frame \(index) at scale \(scale)")
        }
    }
}

/// The data of each fdAT chunk, without its sequence number.
private func fdATPayloads(_ png: [UInt8]) -> [[UInt8]] {
    var offset = 8, payloads: [[UInt8]] = []
    while offset + 12 <= png.count {
        let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == "fdAT" {
            payloads.append(Array(png[(offset + 12)..<(offset + 8 + length)]))
        }
        offset += 12 + length
    }
    return payloads
}

@Test("frame delays are exact fractions of 16-bit numbers, the nearest where none is exact",
      arguments: [(0.04, 1, 25), (1.0 / 60, 1, 60), (0.4 / 24, 1, 60), (1.2 / 7, 6, 35), (0.0, 0, 1), (65.535, 13107, 200),
                  (100.0, 100, 1), (1e-6, 1, 65535), (70_000.0, 65535, 1), (Double.pi, 355, 113)] as [(Double, Int, Int)])
func delays(seconds: Double, numerator: Int, denominator: Int) {
    let delay = AnimatedPNG.Delay(seconds: seconds)
    #expect((Int(delay.numerator), Int(delay.denominator)) == (numerator, denominator))
}

@Test("a loop's frame delays add up to exactly its period",
      arguments: [(0.4, 24), (1.0, 8), (1.2, 7), (0.3, 4), (2.5, 60), (0.75, 45), (1.0 / 3, 10)] as [(Double, Int)])
func loopDelaysSumToThePeriod(period: Double, frames: Int) {
    let delay = AnimatedPNG.Delay(seconds: period / Double(frames))
    let total = Double(frames * Int(delay.numerator)) / Double(delay.denominator)
    #expect(abs(total - period) < 1e-12, "\(frames) × \(delay.numerator)/\(delay.denominator) = \(total) s")
}
