import Testing
@testable import MRefreshSyntax

/// The `points` attribute: separators, number syntax, and errors that keep the pairs before them.
@Suite struct SVGPointListTests {
    @Test("points lists", arguments: [
        ("", []),
        ("  \n", []),
        ("1,2 3,4", [CoordinatePair(1, 2), CoordinatePair(3, 4)]),
        ("1 2 3 4", [CoordinatePair(1, 2), CoordinatePair(3, 4)]),
        ("1,2,3,4", [CoordinatePair(1, 2), CoordinatePair(3, 4)]),
        (" 1 , 2 , 3 , 4 ", [CoordinatePair(1, 2), CoordinatePair(3, 4)]),
        ("-1-2-3-4", [CoordinatePair(-1, -2), CoordinatePair(-3, -4)]),
        ("1.5.5.5.5", [CoordinatePair(1.5, 0.5), CoordinatePair(0.5, 0.5)]),
        ("1e1,2E-1", [CoordinatePair(10, 0.2)]),
        ("+1+2", [CoordinatePair(1, 2)]),
        ("\t0,0\n10,0\r\n10,10", [CoordinatePair(0, 0), CoordinatePair(10, 0), CoordinatePair(10, 10)]),
    ] as [(String, [CoordinatePair])])
    func lists(_ text: String, _ expected: [CoordinatePair]) throws {
        #expect(try SVGPointList.parse(text) == expected)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var text: String
        var message: String
        var offset: Int
        var partial: [CoordinatePair]
        var testDescription: String { rule }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(rule: "odd count", text: "1 2 3",
                  message: "expected a y coordinate after 3 in points, found end of value", offset: 5,
                  partial: [CoordinatePair(1, 2)]),
        ErrorCase(rule: "a single number", text: "1",
                  message: "expected a y coordinate after 1 in points, found end of value", offset: 1, partial: []),
        ErrorCase(rule: "odd count with a fraction", text: "0,0 2.5",
                  message: "expected a y coordinate after 2.5 in points, found end of value", offset: 7,
                  partial: [CoordinatePair(0, 0)]),
        ErrorCase(rule: "junk where x must be", text: "1 2 x",
                  message: "expected a number in points, found 'x'", offset: 4, partial: [CoordinatePair(1, 2)]),
        ErrorCase(rule: "junk where y must be", text: "1 2 3 x",
                  message: "expected a y coordinate after 3 in points, found 'x'", offset: 6, partial: [CoordinatePair(1, 2)]),
        ErrorCase(rule: "trailing comma", text: "1,2,",
                  message: "expected a number after ',' in points, found end of value", offset: 4,
                  partial: [CoordinatePair(1, 2)]),
        ErrorCase(rule: "double comma between pairs", text: "1,2,,3,4",
                  message: "expected a number in points, found ','", offset: 4, partial: [CoordinatePair(1, 2)]),
        ErrorCase(rule: "double comma inside a pair", text: "1,,2",
                  message: "expected a y coordinate after 1 in points, found ','", offset: 2, partial: []),
        ErrorCase(rule: "leading comma", text: ",1,2",
                  message: "expected a number in points, found ','", offset: 0, partial: []),
        ErrorCase(rule: "number out of range", text: "1 2 1e999 0",
                  message: "expected a number within range in points, found '1e999'", offset: 4,
                  partial: [CoordinatePair(1, 2)]),
        ErrorCase(rule: "a multi-byte character", text: "0,0 é",
                  message: "expected a number in points, found 'é'", offset: 4, partial: [CoordinatePair(0, 0)]),
    ]

    @Test("points errors keep the complete pairs before them", arguments: errorCases)
    func errors(_ row: ErrorCase) {
        #expect(throws: SVGSyntaxError(message: row.message, byteOffset: row.offset, partial: row.partial)) {
            try SVGPointList.parse(row.text)
        }
    }
}
