import Testing
@testable import MRefreshRender
@testable import MRefreshCore

/// A dashed stroke is drawn on along its dash pattern (issue 12): the pen reveals the dashes the whole
/// stroke has, where it has them; the trim cuts the dashed stroke and never restarts its dashes.
@Suite("Dashed strokes drawn on")
struct DashedDrawOnTests {
    /// A horizontal dashed line across a 100-point frame, dashes 14 on and 6 off, offset 3.
    static let document = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20">
        <path d="M0 10 H100" stroke="green" stroke-width="8" stroke-dasharray="14 6" stroke-dashoffset="3"/>
        </svg>
        """

    static func frame(_ progress: Double, trim: TrimMode) throws -> ImageSurface {
        var layer = LayerSpec(source: .input(InputSpec("dashed.svg")))
        layer.draw.trim = trim
        var spec = IndicatorSpec(layers: [layer])
        spec.canvas = Size(width: 100, height: 20)
        spec.padding = 0
        spec.fit = .viewbox
        let bytes = Array(document.utf8)
        let indicator = try Indicator(spec, read: { _ throws(InputError) in bytes })
        return try FrameRenderer(indicator).render(
            FrameSpec(stage: .pull, index: 0, state: .pulling, progress: progress, position: progress), scale: 1)
    }

    /// Columns (at the line's middle row) that the frame covers.
    static func covered(_ surface: ImageSurface) -> [Int] {
        (0..<surface.width).filter { surface.pixel(x: $0, y: 10) >> 24 > 127 }
    }

    @Test("part-way, the frame shows the whole stroke's dashes up to the pen, nothing after",
          arguments: [TrimMode.length, .parallel], [0.3, 0.5, 0.77])
    func partialFrameIsTheWholeStrokeCut(trim: TrimMode, progress: Double) throws {
        let whole = Self.covered(try Self.frame(1, trim: trim))
        let part = Self.covered(try Self.frame(progress, trim: trim))
        let pen = Int((progress * 100).rounded())
        // The whole stroke's dashes: 11 on (the offset eats 3 of the first), 6 off, 14 on…
        #expect(whole.first == 0 && whole.contains(10) && !whole.contains(12) && whole.contains(18))
        #expect(part == whole.filter { $0 < pen - 1 } + part.filter { $0 >= pen - 1 })
        #expect(part.allSatisfy { $0 <= pen })
    }
}
