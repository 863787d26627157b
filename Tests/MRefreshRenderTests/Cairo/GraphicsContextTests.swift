import Testing
import MRefreshCore
import MRefreshRender

@Suite("GraphicsContext")
struct GraphicsContextTests {
    private func canvas(_ size: Int = 32) throws -> (ImageSurface, GraphicsContext) {
        let surface = try ImageSurface(width: size, height: size)
        return (surface, try GraphicsContext(surface: surface))
    }

    private func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        Path(subpaths: [Subpath(start: Point(x0, y0), segments: [.line(Line(Point(x0, y0), Point(x1, y1)))])])
    }

    @Test("a stroked horizontal line covers the pixels under it and only those")
    func strokeCoversPixels() throws {
        let (surface, context) = try canvas()
        context.lineWidth = 2
        try context.setSource(.black)
        try context.addPath(line(4, 10, 28, 10))
        try context.stroke()
        // Rows 9 and 10 are fully covered (y 9…11); row 12 is untouched.
        #expect(surface.pixel(x: 16, y: 9) == 0xFF00_0000)
        #expect(surface.pixel(x: 16, y: 10) == 0xFF00_0000)
        #expect(surface.pixel(x: 16, y: 12) == 0)
        #expect(surface.pixel(x: 2, y: 10) == 0, "butt caps stop at the end point")
    }

    @Test("dashes: on and off along the line; a solid stroke after a saved state is restored stays solid")
    func dashesAndSavedState() throws {
        let (surface, context) = try canvas()
        context.lineWidth = 2
        try context.setSource(.black)
        try context.setDash([4, 4], offset: 0)
        try context.addPath(line(0, 4, 32, 4))
        try context.stroke()
        #expect(surface.pixel(x: 2, y: 4) == 0xFF00_0000 && surface.pixel(x: 6, y: 4) == 0 && surface.pixel(x: 10, y: 4) == 0xFF00_0000)
        // Solid inside a saved state; the restore brings the dashes back, and the next solid stroke must
        // still say so to Cairo.
        try context.withSavedState {
            try context.setDash([], offset: 0)
            try context.addPath(line(0, 12, 32, 12))
            try context.stroke()
        }
        try context.setDash([], offset: 0)
        try context.addPath(line(0, 20, 32, 20))
        try context.stroke()
        for y in [12, 20] { #expect((0..<32).allSatisfy { surface.pixel(x: $0, y: y) == 0xFF00_0000 }, "row \(y) is solid") }
        #expect(throws: RenderError.self) { try context.setDash([1, -1], offset: 0) }
        #expect(throws: RenderError.self) { try context.setDash([0, 0], offset: 0) }
    }

    @Test("colours are premultiplied into the surface", arguments: [
        (Color(red: 1, green: 0, blue: 0), UInt32(0xFFFF_0000)),
        (Color(red: 0, green: 0, blue: 1, alpha: 0.5), UInt32(0x8000_0080)),
        (Color.clear, UInt32(0)),
    ])
    func paintColour(color: Color, pixel: UInt32) throws {
        let (surface, context) = try canvas(4)
        try context.paint(color)
        #expect(surface.pixel(x: 1, y: 1) == pixel)
    }

    @Test("clear makes every pixel transparent")
    func clear() throws {
        let (surface, context) = try canvas(8)
        try context.paint(.white)
        try context.clear()
        #expect(surface.pixels.allSatisfy { $0 == 0 })
    }

    @Test("a quadratic draws exactly as its degree-elevated cubic")
    func quadraticIsCubic() throws {
        let quadratic = QuadraticBezier(Point(3, 28), Point(16, -10), Point(29, 27))
        var images: [[UInt32]] = []
        for segment in [Segment.quadratic(quadratic), .cubic(quadratic.cubic)] {
            let (surface, context) = try canvas()
            context.lineWidth = 3
            try context.setSource(.black)
            try context.addPath(Path(subpaths: [Subpath(start: quadratic.start, segments: [segment])]))
            try context.stroke()
            images.append(surface.pixels)
        }
        #expect(images[0] == images[1])
        #expect(images[0].contains { $0 != 0 })
    }

    @Test("fill rules decide the hole of two nested squares", arguments: [
        (FillRule.nonZero, UInt32(0xFF00_0000)), (.evenOdd, UInt32(0)),
    ])
    func fillRule(rule: FillRule, centre: UInt32) throws {
        func square(_ a: Double, _ b: Double) -> Subpath {
            let corners = [Point(a, a), Point(b, a), Point(b, b), Point(a, b)]
            return Subpath(start: corners[0], segments: (0..<4).map { .line(Line(corners[$0], corners[($0 + 1) % 4])) },
                           isClosed: true)
        }
        let (surface, context) = try canvas()
        context.fillRule = rule
        try context.setSource(.black)
        try context.addPath(Path(subpaths: [square(2, 30), square(10, 22)]))
        try context.fill()
        #expect(surface.pixel(x: 16, y: 16) == centre)
        #expect(surface.pixel(x: 5, y: 16) == 0xFF00_0000)
    }

    @Test("transforms map user space to pixels and read back")
    func transform() throws {
        let (surface, context) = try canvas()
        let t = AffineTransform.translation(8, 4).then(.scale(2, 2))
        try context.concatenate(t)
        #expect(context.transform == t)
        context.lineWidth = 1
        try context.setSource(.black)
        // User x 0…4 at y 2 is pixels x 16…24 at y 12, 2 px wide.
        try context.addPath(line(0, 2, 4, 2))
        try context.stroke()
        #expect(surface.pixel(x: 20, y: 11) == 0xFF00_0000)
        #expect(surface.pixel(x: 10, y: 11) == 0)
    }

    @Test("group opacity composites the group once, not each stroke")
    func groupOpacity() throws {
        let (surface, context) = try canvas()
        try context.drawGroup(opacity: 0.5) {
            context.lineWidth = 6
            try context.setSource(.black)
            // Two overlapping strokes: inside a group the overlap is not darker.
            try context.addPath(line(4, 16, 28, 16))
            try context.stroke()
            try context.addPath(line(16, 4, 16, 28))
            try context.stroke()
        }
        #expect(surface.pixel(x: 16, y: 16) == surface.pixel(x: 6, y: 16))
        #expect(surface.pixel(x: 16, y: 16) >> 24 == 0x80)
        // The source after the group is the one before it, not the group.
        try context.addPath(line(0, 30, 32, 30))
        try context.stroke()
        #expect(surface.pixel(x: 2, y: 30) >> 24 == 0xFF)
    }

    @Test("an error inside a group is rethrown and leaves the context usable")
    func errorInsideGroup() throws {
        struct Stop: Error {}
        let (surface, context) = try canvas()
        #expect(throws: Stop.self) { try context.drawGroup(opacity: 1) { throw Stop() } }
        try context.paint(.black)
        #expect(surface.pixel(x: 0, y: 0) == 0xFF00_0000)
    }

    @Test("line settings read back what was set", arguments: LineCap.allCases, LineJoin.allCases)
    func lineSettings(cap: LineCap, join: LineJoin) throws {
        let (_, context) = try canvas()
        context.lineCap = cap
        context.lineJoin = join
        context.lineWidth = 3.5
        context.miterLimit = 4
        #expect(context.lineCap == cap && context.lineJoin == join)
        #expect(context.lineWidth == 3.5 && context.miterLimit == 4)
    }

    @Test("restoring without a save is a Cairo error")
    func unbalancedRestore() throws {
        let (_, context) = try canvas()
        #expect {
            try context.restore()
        } throws: {
            if case .cairo = ($0 as? RenderError)?.kind { return true }
            return false
        }
    }

    @Test("a singular transform is a Cairo error", arguments: [
        MRefreshCore.AffineTransform.scale(0, 1), MRefreshCore.AffineTransform(a: 1, b: 2, c: 2, d: 4, e: 0, f: 0),
    ])
    func singularTransform(transform: MRefreshCore.AffineTransform) throws {
        let (_, context) = try canvas()
        #expect(throws: RenderError.self) { try context.concatenate(transform) }
    }

    @Test("non-finite colours and points are refused")
    func nonFinite() throws {
        let (_, context) = try canvas()
        #expect {
            try context.setSource(Color(red: .nan, green: 0, blue: 0))
        } throws: { ($0 as? RenderError)?.kind == .nonFiniteValue }
        #expect {
            try context.addPath(line(0, 0, .infinity, 3))
        } throws: { ($0 as? RenderError)?.kind == .nonFiniteValue }
    }

    @Test("errors print as one line naming the operation")
    func errorDescription() {
        let error = RenderError(.invalidSize(width: 0, height: 5), operation: "creating a 0×5 image surface")
        #expect(error.description == "creating a 0×5 image surface: invalid size 0×5 (each side must be 1…32767 pixels)")
    }

    /// A gradient placed 40,000 units away by its transform (found by fuzzing: pixman's 16.16 pattern
    /// matrix overflowed and Cairo said "out of memory") draws exactly as the same gradient placed directly.
    @Test("a gradient far away in its own space draws as the same gradient placed directly", arguments: [
        AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, e: 0, f: 40_000),
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: -1e5, f: 3e5),
    ])
    func gradientFarAway(_ placement: AffineTransform) throws {
        let stops = [Gradient.Stop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
                     Gradient.Stop(offset: 1, color: Color(red: 0, green: 0, blue: 1))]
        let inverse = try #require(placement.inverted)
        let (from, to) = (inverse.apply(Point(16, 2)), inverse.apply(Point(16, 30)))
        let far = Gradient(shape: .linear(x1: from.x, y1: from.y, x2: to.x, y2: to.y), stops: stops)
        let near = Gradient(shape: .linear(x1: 16, y1: 2, x2: 16, y2: 30), stops: stops)
        var drawn: [[UInt32]] = []
        for (gradient, transform) in [(far, placement), (near, AffineTransform.identity)] {
            let (surface, context) = try canvas()
            try context.addPath(Path(subpaths: [Subpath(start: Point(0, 0), segments: [
                .line(Line(Point(0, 0), Point(32, 0))), .line(Line(Point(32, 0), Point(32, 32))),
                .line(Line(Point(32, 32), Point(0, 32))),
            ], isClosed: true)]))
            try context.setSource(gradient, transform: transform)
            try context.fill()
            drawn.append((0..<32).map { surface.pixel(x: 16, y: $0) })
        }
        // The same colours row by row, within rounding of the two ways of getting there.
        for (a, b) in zip(drawn[0], drawn[1]) {
            let channels = [UInt32(0), 8, 16, 24].map { (shift: UInt32) -> Int in
                let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
                return abs(x - y)
            }
            #expect(channels.max()! <= 2, "\(String(a, radix: 16)) vs \(String(b, radix: 16))")
        }
        #expect(drawn[1][2] != drawn[1][29], "the gradient runs down the canvas")
    }
}
