import Foundation
import Testing
@testable import MRefreshCore
import MRefreshSyntax
@testable import MRefreshSVG

/// Each basic shape against its equivalent path in SVG 2 §10, with exact bounds and lengths.
@Suite struct SVGBasicShapesTests {
    struct RectCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var x = 1.0, y = 2.0, width = 10.0, height = 20.0
        var rx: Double?
        var ry: Double?
        /// The equivalent path data from SVG 2 §10.2 with the radii the rule gives.
        var pathData: String
        var testDescription: String { rule }
    }

    static let rectCases: [RectCase] = [
        RectCase(rule: "no radii: sharp corners", pathData: "M1 2 H11 V22 H1 V2 Z"),
        RectCase(rule: "both radii", rx: 2, ry: 3,
                 pathData: "M3 2 H9 A2 3 0 0 1 11 5 V19 A2 3 0 0 1 9 22 H3 A2 3 0 0 1 1 19 V5 A2 3 0 0 1 3 2 Z"),
        RectCase(rule: "ry auto takes rx", rx: 2,
                 pathData: "M3 2 H9 A2 2 0 0 1 11 4 V20 A2 2 0 0 1 9 22 H3 A2 2 0 0 1 1 20 V4 A2 2 0 0 1 3 2 Z"),
        RectCase(rule: "rx auto takes ry", ry: 2,
                 pathData: "M3 2 H9 A2 2 0 0 1 11 4 V20 A2 2 0 0 1 9 22 H3 A2 2 0 0 1 1 20 V4 A2 2 0 0 1 3 2 Z"),
        RectCase(rule: "rx clamped to half the width", rx: 8, ry: 3,
                 pathData: "M6 2 H6 A5 3 0 0 1 11 5 V19 A5 3 0 0 1 6 22 H6 A5 3 0 0 1 1 19 V5 A5 3 0 0 1 6 2 Z"),
        RectCase(rule: "ry clamped to half the height", rx: 2, ry: 15,
                 pathData: "M3 2 H9 A2 10 0 0 1 11 12 V12 A2 10 0 0 1 9 22 H3 A2 10 0 0 1 1 12 V12 A2 10 0 0 1 3 2 Z"),
        RectCase(rule: "auto copies before clamping", rx: 100,
                 pathData: "M6 2 H6 A5 10 0 0 1 11 12 V12 A5 10 0 0 1 6 22 H6 A5 10 0 0 1 1 12 V12 A5 10 0 0 1 6 2 Z"),
        RectCase(rule: "a negative radius is auto", rx: -1, ry: 2,
                 pathData: "M3 2 H9 A2 2 0 0 1 11 4 V20 A2 2 0 0 1 9 22 H3 A2 2 0 0 1 1 20 V4 A2 2 0 0 1 3 2 Z"),
        RectCase(rule: "both negative: sharp", rx: -1, ry: -2, pathData: "M1 2 H11 V22 H1 V2 Z"),
        RectCase(rule: "a zero radius makes sharp corners", rx: 0, ry: 5, pathData: "M1 2 H11 V22 H1 V2 Z"),
        RectCase(rule: "negative origin", x: -5, y: -5, width: 4, height: 2, pathData: "M-5 -5 H-1 V-3 H-5 V-5 Z"),
    ]

    @Test("rect equivalent paths", arguments: rectCases)
    func rects(_ row: RectCase) throws {
        let (path, counts) = try SVGBasicShapes.rect(x: row.x, y: row.y, width: row.width, height: row.height,
                                                  rx: row.rx, ry: row.ry)
        let (expected, expectedCounts) = try PathBuilder.path(from: row.pathData)
        #expect(path == expected)
        #expect(counts == expectedCounts)
        #expect(path.subpaths.count == 1 && path.subpaths[0].isClosed)
        #expect(path.bounds == Rect(x: row.x, y: row.y, width: row.width, height: row.height))
    }

    @Test("a rect's counts: four lines, and four arcs when rounded")
    func rectCounts() throws {
        #expect(try SVGBasicShapes.rect(x: 0, y: 0, width: 4, height: 4, rx: nil, ry: nil).1 == SegmentCounts(line: 4))
        let rounded = try SVGBasicShapes.rect(x: 0, y: 0, width: 4, height: 4, rx: 1, ry: nil)
        #expect(rounded.1 == SegmentCounts(line: 4, arc: 4))
        // Each quarter arc becomes two cubics of 45°; Z adds nothing, the path is already back at its start.
        #expect(rounded.0.segmentCount == 12)
    }

    @Test("a rounded rect's length: straight sides plus a circle", arguments: [
        (10.0, 20.0, 2.0), (10, 10, 5), (100, 30, 0.5), (3, 7, 1.5),
    ])
    func roundedRectLength(_ width: Double, _ height: Double, _ r: Double) throws {
        let (path, _) = try SVGBasicShapes.rect(x: 7, y: -3, width: width, height: height, rx: r, ry: r)
        let expected = 2 * (width - 2 * r) + 2 * (height - 2 * r) + 2 * .pi * r
        #expect(abs(path.length() - expected) <= 1e-5 * expected, "\(path.length()) vs \(expected)")
    }

    @Test("a rect of no area is not rendered", arguments: [
        (0.0, 10.0), (10, 0), (-1, 10), (10, -1), (.nan, 10), (.infinity, 10),
    ])
    func degenerateRects(_ width: Double, _ height: Double) throws {
        let (path, counts) = try SVGBasicShapes.rect(x: 0, y: 0, width: width, height: height, rx: 1, ry: 1)
        #expect(path == Path() && counts == SegmentCounts())
    }

    @Test("circles: four clockwise arcs from (cx+r, cy), length 2πr", arguments: [
        (10.0, 20.0, 5.0), (0, 0, 1), (-3, 4, 0.5), (100, 100, 100), (0, 0, 1e-3),
    ])
    func circles(_ cx: Double, _ cy: Double, _ r: Double) throws {
        let (path, counts) = try SVGBasicShapes.circle(cx: cx, cy: cy, r: r)
        #expect(counts == SegmentCounts(arc: 4))
        let subpath = try #require(path.subpaths.first)
        #expect(path.subpaths.count == 1 && subpath.isClosed)
        #expect(subpath.start == Point(cx + r, cy))
        // Two cubics per quarter; every quarter ends exactly on an axis, turning clockwise on screen (y down).
        #expect(subpath.segments.count == 8)
        #expect(subpath.segments.map(\.end).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                == [Point(cx, cy + r), Point(cx - r, cy), Point(cx, cy - r), Point(cx + r, cy)])
        let bounds = try #require(path.bounds)
        for (actual, expected) in [(bounds.minX, cx - r), (bounds.minY, cy - r), (bounds.maxX, cx + r),
                                   (bounds.maxY, cy + r)] {
            #expect(abs(actual - expected) <= 1e-12 * max(1, abs(expected)))
        }
        let length = path.length()
        #expect(abs(length - 2 * .pi * r) <= 1e-5 * 2 * .pi * r, "\(length) vs \(2 * Double.pi * r)")
    }

    @Test("a circle is its equivalent path")
    func circlePath() throws {
        let expected = try PathBuilder.path(from: "M15 20 A5 5 0 0 1 10 25 A5 5 0 0 1 5 20 A5 5 0 0 1 10 15 A5 5 0 0 1 15 20 Z")
        #expect(try SVGBasicShapes.circle(cx: 10, cy: 20, r: 5) == expected)
    }

    @Test("a circle of no radius is not rendered", arguments: [0.0, -1, .nan, .infinity])
    func degenerateCircles(_ r: Double) throws {
        let (path, counts) = try SVGBasicShapes.circle(cx: 1, cy: 1, r: r)
        #expect(path == Path() && counts == SegmentCounts())
    }

    @Test("ellipses are their equivalent path")
    func ellipsePath() throws {
        let (path, counts) = try SVGBasicShapes.ellipse(cx: 0, cy: 0, rx: 10, ry: 5)
        let (expected, expectedCounts) = try PathBuilder.path(
            from: "M10 0 A10 5 0 0 1 0 5 A10 5 0 0 1 -10 0 A10 5 0 0 1 0 -5 A10 5 0 0 1 10 0 Z")
        #expect(path == expected && counts == expectedCounts)
        let bounds = try #require(path.bounds)
        #expect(abs(bounds.minX + 10) < 1e-12 && abs(bounds.maxX - 10) < 1e-12)
        #expect(abs(bounds.minY + 5) < 1e-12 && abs(bounds.maxY - 5) < 1e-12)
    }

    @Test("a missing, negative or unreadable ellipse radius takes the other's value (SVG 2: auto)",
          arguments: [(4.0 as Double?, nil as Double?), (nil, 4), (-1, 4), (4, -1), (.nan, 4)])
    func ellipseAuto(_ rx: Double?, _ ry: Double?) throws {
        #expect(try SVGBasicShapes.ellipse(cx: 1, cy: 2, rx: rx, ry: ry) == SVGBasicShapes.circle(cx: 1, cy: 2, r: 4))
    }

    @Test("an ellipse with no radius is not rendered", arguments: [
        (nil as Double?, nil as Double?), (0, 5), (5, 0), (nil, 0), (-1, -1), (-1, 0),
    ])
    func degenerateEllipses(_ rx: Double?, _ ry: Double?) throws {
        let (path, counts) = try SVGBasicShapes.ellipse(cx: 0, cy: 0, rx: rx, ry: ry)
        #expect(path == Path() && counts == SegmentCounts())
    }

    @Test("a line is M x1,y1 L x2,y2")
    func line() throws {
        let (path, counts) = try SVGBasicShapes.line(x1: 1, y1: 2, x2: 4, y2: 6)
        #expect(path == Path(subpaths: [Subpath(start: Point(1, 2), segments: [.line(Line(Point(1, 2), Point(4, 6)))])]))
        #expect(counts == SegmentCounts(line: 1))
        #expect(path.length() == 5)
    }

    @Test("a zero-length line is kept, for its caps")
    func zeroLengthLine() throws {
        let (path, counts) = try SVGBasicShapes.line(x1: 3, y1: 3, x2: 3, y2: 3)
        #expect(path.segmentCount == 1 && counts == SegmentCounts(line: 1))
    }

    struct PolyCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var points: [Point]
        var polylineData: String
        var polygonData: String
        var testDescription: String { rule }
    }

    static let polyCases: [PolyCase] = [
        PolyCase(rule: "three points", points: [Point(0, 0), Point(3, 4), Point(3, 0)],
                 polylineData: "M0 0 L3 4 L3 0", polygonData: "M0 0 L3 4 L3 0 Z"),
        PolyCase(rule: "ending at the start", points: [Point(0, 0), Point(4, 0), Point(4, 3), Point(0, 0)],
                 polylineData: "M0 0 L4 0 L4 3 L0 0", polygonData: "M0 0 L4 0 L4 3 L0 0 Z"),
        PolyCase(rule: "one point", points: [Point(1, 1)], polylineData: "M1 1", polygonData: "M1 1 Z"),
        PolyCase(rule: "no points", points: [], polylineData: "", polygonData: ""),
    ]

    @Test("polylines and polygons are their equivalent paths", arguments: polyCases)
    func polys(_ row: PolyCase) throws {
        #expect(try SVGBasicShapes.polyline(row.points) == PathBuilder.path(from: row.polylineData))
        #expect(try SVGBasicShapes.polygon(row.points) == PathBuilder.path(from: row.polygonData))
    }

    @Test("lengths of a polyline and its polygon")
    func polyLengths() throws {
        let points = [Point(0, 0), Point(3, 4), Point(3, 0)]
        #expect(try SVGBasicShapes.polyline(points).0.length() == 9)
        let (polygon, counts) = try SVGBasicShapes.polygon(points)
        #expect(polygon.length() == 12 && counts == SegmentCounts(line: 3))
        #expect(polygon.subpaths[0].isClosed)
    }

    @Test("a points list in error draws the pairs before the error (lenient reading)")
    func pointsUpToTheError() throws {
        do {
            _ = try SVGPointList.parse("0,0 10,0 10,10 5")
            Issue.record("expected an error")
        } catch {
            let (path, counts) = try SVGBasicShapes.polygon(error.partial.map(Point.init))
            #expect(counts == SegmentCounts(line: 3))
            #expect(path.length() == 10 + 10 + 200.0.squareRoot())
        }
    }
}
