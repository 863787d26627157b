import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

@Suite("Filter rasters")
struct FilterRasterTests {
    /// One opaque white pixel in the middle of a transparent raster of `size`×`size`.
    static func dot(_ size: Int) -> FilterRaster {
        var raster = FilterRaster(width: size, height: size)
        raster.pixels[size / 2 * size + size / 2] = SIMD4(1, 1, 1, 1)
        return raster
    }

    @Test("a blur spreads a dot symmetrically and keeps its ink, its spread the deviation's (variance within 20%); none at 0",
          arguments: [0.0, 0.5, 1, 2, 3.7, 10])
    func blurKeepsInk(_ deviation: Double) {
        let size = 101, middle = size / 2
        let blurred = Self.dot(size).blurred(deviation, deviation)
        let alpha = { (x: Int, y: Int) in blurred.pixels[y * size + x].w }
        let total = blurred.pixels.reduce(Float(0)) { $0 + $1.w }
        #expect(abs(total - 1) < 1e-3, "ink \(total)")
        for d in 1...5 {
            #expect(abs(alpha(middle - d, middle) - alpha(middle + d, middle)) < 1e-4)
            #expect(abs(alpha(middle, middle - d) - alpha(middle, middle + d)) < 1e-4)
        }
        // The spread along x and along y: the variance of the ink's position.
        var vx: Float = 0, vy: Float = 0
        for y in 0..<size {
            for x in 0..<size {
                vx += Float((x - middle) * (x - middle)) * alpha(x, y)
                vy += Float((y - middle) * (y - middle)) * alpha(x, y)
            }
        }
        if deviation == 0 {
            #expect(alpha(middle, middle) == 1)
        } else {
            let expected = Float(deviation * deviation)
            #expect(abs(vx - expected) / expected < 0.2, "variance \(vx) for a deviation of \(deviation)")
            #expect(abs(vy - expected) / expected < 0.2, "variance \(vy) for a deviation of \(deviation)")
        }
    }

    @Test("a filter's rasters count against each frame's memory: 16 bytes a pixel for each one alive at once")
    func filterRastersCountAgainstTheMemoryBudget() throws {
        // Figma's drop shadow names four results (shape is named but never read).
        let document = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <filter id="f" color-interpolation-filters="sRGB"><feFlood flood-opacity="0" result="BackgroundImageFix"/>
            <feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
            <feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feComposite in2="hardAlpha" operator="out"/>
            <feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow"/>
            <feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow" result="shape"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="teal" filter="url(#f)"/></svg>
            """
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec("icon.svg")))])
        spec.canvas = Size(width: 100, height: 100)
        let bytes = Array(document.utf8)
        let indicator = try Indicator(spec, read: { _ throws(InputError) in bytes })
        #expect(FilterRaster.bytesPerPixel(of: indicator) == 16 * (3 + 4))
        let plan = try RenderPlan(indicator: indicator, timeline: try indicator.timeline())
        #expect(plan.job.filterBytesPerPixel == 112)
        #expect(plan.job.frameBytes(scale: 1) == 100 * 100 * (RenderLimits.frameBytesPerPixel + 112))
    }
}
