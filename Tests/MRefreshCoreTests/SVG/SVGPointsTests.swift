import Testing
@testable import MRefreshCore

/// The `points` attribute: separators, number syntax, and errors that keep the pairs before them.
@Suite struct SVGPointsTests {
    @Test("points lists", arguments: [
        ("", []),
        ("  \n", []),
        ("1,2 3,4", [Point(1, 2), Point(3, 4)]),
        ("1 2 3 4", [Point(1, 2), Point(3, 4)]),
        ("1,2,3,4", [Point(1, 2), Point(3, 4)]),
        (" 1 , 2 , 3 , 4 ", [Point(1, 2), Point(3, 4)]),
        ("-1-2-3-4", [Point(-1, -2), Point(-3, -4)]),
        ("1.5.5.5.5", [Point(1.5, 0.5), Point(0.5, 0.5)]),
        ("1e1,2E-1", [Point(10, 0.2)]),
        ("+1+2", [Point(1, 2)]),
        ("\t0,0\n10,0\r\n10,10", [Point(0, 0), Point(10, 0), Point(10, 10)]),
    ] as [(String, [Point])])
    func lists(_ text: String, _ expected: [Point]) throws {
        #expect(try SVGBasicShapes.points(text) == expected)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var text: String
        var message: String
        var offset: Int
        var partial: [Point]
        var testDescription: String { rule }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(rule: "odd count", text: "1 2 3",
                  message: "expected a y coordinate after 3 in points, found end of value", offset: 5,
                  partial: [Point(1, 2)]),
        ErrorCase(rule: "a single number", text: "1",
                  message: "expected a y coordinate after 1 in points, found end of value", offset: 1, partial: []),
        ErrorCase(rule: "odd count with a fraction", text: "0,0 2.5",
                  message: "expected a y coordinate after 2.5 in points, found end of value", offset: 7,
                  partial: [Point(0, 0)]),
        ErrorCase(rule: "junk where x must be", text: "1 2 x",
                  message: "expected a number in points, found 'x'", offset: 4, partial: [Point(1, 2)]),
        ErrorCase(rule: "junk where y must be", text: "1 2 3 x",
                  message: "expected a y coordinate after 3 in points, found 'x'", offset: 6, partial: [Point(1, 2)]),
        ErrorCase(rule: "trailing comma", text: "1,2,",
                  message: "expected a number after ',' in points, found end of value", offset: 4,
                  partial: [Point(1, 2)]),
        ErrorCase(rule: "double comma between pairs", text: "1,2,,3,4",
                  message: "expected a number in points, found ','", offset: 4, partial: [Point(1, 2)]),
        ErrorCase(rule: "double comma inside a pair", text: "1,,2",
                  message: "expected a y coordinate after 1 in points, found ','", offset: 2, partial: []),
        ErrorCase(rule: "leading comma", text: ",1,2",
                  message: "expected a number in points, found ','", offset: 0, partial: []),
        ErrorCase(rule: "number out of range", text: "1 2 1e999 0",
                  message: "expected a number within range in points, found '1e999'", offset: 4,
                  partial: [Point(1, 2)]),
        ErrorCase(rule: "a multi-byte character", text: "0,0 é",
                  message: "expected a number in points, found 'é'", offset: 4, partial: [Point(0, 0)]),
    ]

    @Test("points errors keep the complete pairs before them", arguments: errorCases)
    func errors(_ row: ErrorCase) {
        #expect(throws: SVGSyntaxError(message: row.message, byteOffset: row.offset, partial: row.partial)) {
            try SVGBasicShapes.points(row.text)
        }
    }

    @Test("lenient reading renders up to the error")
    func lenient() throws {
        do {
            _ = try SVGBasicShapes.points("0,0 10,0 10,10 5")
            Issue.record("expected an error")
        } catch {
            let (path, counts) = try SVGBasicShapes.polygon(error.partial)
            #expect(counts == SegmentCounts(line: 3))
            #expect(path.length() == 10 + 10 + 200.0.squareRoot())
        }
    }
}
