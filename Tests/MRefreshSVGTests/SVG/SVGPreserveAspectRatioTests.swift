import Testing
@testable import MRefreshCore
@testable import MRefreshSyntax

/// preserveAspectRatio: parsing, and where the viewBox's corners land for every alignment.
@Suite struct SVGPreserveAspectRatioTests {
    @Test("values parse", arguments: [
        ("xMinYMax slice", SVGPreserveAspectRatio(align: .xMinYMax, slice: true)),
        ("none", SVGPreserveAspectRatio(align: .none, slice: false)),
        ("defer xMidYMid meet", SVGPreserveAspectRatio(align: .xMidYMid, slice: false)),
        ("  xMaxYMin  ", SVGPreserveAspectRatio(align: .xMaxYMin, slice: false)),
        ("xMinYMin\tmeet", SVGPreserveAspectRatio(align: .xMinYMin, slice: false)),
        ("\nxMidYMax\n slice ", SVGPreserveAspectRatio(align: .xMidYMax, slice: true)),
        ("defer none slice", SVGPreserveAspectRatio(align: .none, slice: true)),
    ])
    func values(_ text: String, _ expected: SVGPreserveAspectRatio) {
        #expect(SVGPreserveAspectRatio.parse(text) == expected)
    }

    @Test("every alignment parses", arguments: SVGPreserveAspectRatio.Align.allCases)
    func alignments(_ align: SVGPreserveAspectRatio.Align) {
        #expect(SVGPreserveAspectRatio.parse(align.rawValue) == SVGPreserveAspectRatio(align: align))
        #expect(SVGPreserveAspectRatio.parse("\(align.rawValue) slice") == SVGPreserveAspectRatio(align: align, slice: true))
    }

    @Test("not values", arguments: [
        "", "defer", "xminymin", "XMinYMin", "xMinYMin foo", "meet", "xMinYMin meet slice", "slice xMinYMin",
        "xMidYMid,slice", "defer defer xMidYMid", "xMidYMid defer",
    ])
    func notValues(_ text: String) {
        #expect(SVGPreserveAspectRatio.parse(text) == nil)
    }

    @Test("the default is xMidYMid meet")
    func defaultValue() {
        #expect(SVGPreserveAspectRatio.default == SVGPreserveAspectRatio(align: .xMidYMid, slice: false))
        #expect(SVGPreserveAspectRatio.default.description == "xMidYMid")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var align: SVGPreserveAspectRatio.Align
        var slice: Bool
        /// Where the viewBox's top-left and bottom-right corners land.
        var topLeft: Point
        var bottomRight: Point
        var testDescription: String { "\(align.rawValue) \(slice ? "slice" : "meet")" }
    }

    /// A 2:1 viewBox at (−10, 5) into a 300×300 viewport at (20, 30): meet scales by 3 and leaves 150 of
    /// room along y; slice scales by 6 and overflows by 300 along x.
    static let wide: [Case] = [
        Case(align: .xMinYMin, slice: false, topLeft: Point(20, 30), bottomRight: Point(320, 180)),
        Case(align: .xMidYMin, slice: false, topLeft: Point(20, 30), bottomRight: Point(320, 180)),
        Case(align: .xMaxYMin, slice: false, topLeft: Point(20, 30), bottomRight: Point(320, 180)),
        Case(align: .xMinYMid, slice: false, topLeft: Point(20, 105), bottomRight: Point(320, 255)),
        Case(align: .xMidYMid, slice: false, topLeft: Point(20, 105), bottomRight: Point(320, 255)),
        Case(align: .xMaxYMid, slice: false, topLeft: Point(20, 105), bottomRight: Point(320, 255)),
        Case(align: .xMinYMax, slice: false, topLeft: Point(20, 180), bottomRight: Point(320, 330)),
        Case(align: .xMidYMax, slice: false, topLeft: Point(20, 180), bottomRight: Point(320, 330)),
        Case(align: .xMaxYMax, slice: false, topLeft: Point(20, 180), bottomRight: Point(320, 330)),
        Case(align: .none, slice: false, topLeft: Point(20, 30), bottomRight: Point(320, 330)),
        Case(align: .xMinYMin, slice: true, topLeft: Point(20, 30), bottomRight: Point(620, 330)),
        Case(align: .xMidYMin, slice: true, topLeft: Point(-130, 30), bottomRight: Point(470, 330)),
        Case(align: .xMaxYMin, slice: true, topLeft: Point(-280, 30), bottomRight: Point(320, 330)),
        Case(align: .xMinYMid, slice: true, topLeft: Point(20, 30), bottomRight: Point(620, 330)),
        Case(align: .xMidYMid, slice: true, topLeft: Point(-130, 30), bottomRight: Point(470, 330)),
        Case(align: .xMaxYMid, slice: true, topLeft: Point(-280, 30), bottomRight: Point(320, 330)),
        Case(align: .xMinYMax, slice: true, topLeft: Point(20, 30), bottomRight: Point(620, 330)),
        Case(align: .xMidYMax, slice: true, topLeft: Point(-130, 30), bottomRight: Point(470, 330)),
        Case(align: .xMaxYMax, slice: true, topLeft: Point(-280, 30), bottomRight: Point(320, 330)),
        Case(align: .none, slice: true, topLeft: Point(20, 30), bottomRight: Point(320, 330)),
    ]

    @Test("a wide viewBox in a square viewport", arguments: wide)
    func wideViewBox(_ row: Case) {
        let ratio = SVGPreserveAspectRatio(align: row.align, slice: row.slice)
        let transform = ratio.transform(viewBox: Rect(x: -10, y: 5, width: 100, height: 50),
                                        into: Rect(x: 20, y: 30, width: 300, height: 300))
        #expect(transform.apply(Point(-10, 5)) == row.topLeft)
        #expect(transform.apply(Point(90, 55)) == row.bottomRight)
        // translate(tx ty) scale(sx sy): nothing rotates or skews.
        #expect(transform.b == 0 && transform.c == 0)
    }

    /// A 1:4 viewBox at the origin into a 100×200 viewport: meet scales by 5 and leaves 50 of room along
    /// x; slice scales by 10 and overflows by 200 along y.
    static let tall: [Case] = [
        Case(align: .xMinYMin, slice: false, topLeft: Point(0, 0), bottomRight: Point(50, 200)),
        Case(align: .xMidYMin, slice: false, topLeft: Point(25, 0), bottomRight: Point(75, 200)),
        Case(align: .xMaxYMin, slice: false, topLeft: Point(50, 0), bottomRight: Point(100, 200)),
        Case(align: .xMinYMid, slice: false, topLeft: Point(0, 0), bottomRight: Point(50, 200)),
        Case(align: .xMidYMid, slice: false, topLeft: Point(25, 0), bottomRight: Point(75, 200)),
        Case(align: .xMaxYMid, slice: false, topLeft: Point(50, 0), bottomRight: Point(100, 200)),
        Case(align: .xMinYMax, slice: false, topLeft: Point(0, 0), bottomRight: Point(50, 200)),
        Case(align: .xMidYMax, slice: false, topLeft: Point(25, 0), bottomRight: Point(75, 200)),
        Case(align: .xMaxYMax, slice: false, topLeft: Point(50, 0), bottomRight: Point(100, 200)),
        Case(align: .none, slice: false, topLeft: Point(0, 0), bottomRight: Point(100, 200)),
        Case(align: .xMinYMin, slice: true, topLeft: Point(0, 0), bottomRight: Point(100, 400)),
        Case(align: .xMidYMin, slice: true, topLeft: Point(0, 0), bottomRight: Point(100, 400)),
        Case(align: .xMaxYMin, slice: true, topLeft: Point(0, 0), bottomRight: Point(100, 400)),
        Case(align: .xMinYMid, slice: true, topLeft: Point(0, -100), bottomRight: Point(100, 300)),
        Case(align: .xMidYMid, slice: true, topLeft: Point(0, -100), bottomRight: Point(100, 300)),
        Case(align: .xMaxYMid, slice: true, topLeft: Point(0, -100), bottomRight: Point(100, 300)),
        Case(align: .xMinYMax, slice: true, topLeft: Point(0, -200), bottomRight: Point(100, 200)),
        Case(align: .xMidYMax, slice: true, topLeft: Point(0, -200), bottomRight: Point(100, 200)),
        Case(align: .xMaxYMax, slice: true, topLeft: Point(0, -200), bottomRight: Point(100, 200)),
        Case(align: .none, slice: true, topLeft: Point(0, 0), bottomRight: Point(100, 200)),
    ]

    @Test("a tall viewBox in a wide viewport", arguments: tall)
    func tallViewBox(_ row: Case) {
        let ratio = SVGPreserveAspectRatio(align: row.align, slice: row.slice)
        let transform = ratio.transform(viewBox: Rect(x: 0, y: 0, width: 10, height: 40),
                                        into: Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(transform.apply(Point(0, 0)) == row.topLeft)
        #expect(transform.apply(Point(10, 40)) == row.bottomRight)
    }

    @Test("a viewBox of the viewport's aspect ratio fills it whatever the alignment",
          arguments: SVGPreserveAspectRatio.Align.allCases)
    func sameAspect(_ align: SVGPreserveAspectRatio.Align) {
        for slice in [false, true] {
            let transform = SVGPreserveAspectRatio(align: align, slice: slice)
                .transform(viewBox: Rect(x: 0, y: 0, width: 24, height: 24), into: Rect(x: 4, y: 4, width: 48, height: 48))
            #expect(transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 4, f: 4))
        }
    }

    @Test("an empty viewBox collapses everything onto the viewport origin", arguments: [
        Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 10, height: -1),
        Rect(x: 0, y: 0, width: .infinity, height: 10),
    ])
    func emptyViewBox(_ viewBox: Rect) {
        let transform = SVGPreserveAspectRatio.default.transform(viewBox: viewBox,
                                                                 into: Rect(x: 3, y: 4, width: 10, height: 10))
        #expect(transform == AffineTransform(a: 0, b: 0, c: 0, d: 0, e: 3, f: 4))
    }
}
