import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSyntax

/// Every transform function, lists and separators, and errors with their offsets.
@Suite struct SVGTransformListTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var text: String
        /// The expected coefficients a b c d e f.
        var matrix: [Double]
        var testDescription: String { rule }
    }

    static let s30 = 0.5, c30 = 3.0.squareRoot() / 2
    static let t45 = tan(Double.pi / 4)

    static let cases: [Case] = [
        Case(rule: "empty is the identity", text: "", matrix: [1, 0, 0, 1, 0, 0]),
        Case(rule: "whitespace is the identity", text: " \t\n ", matrix: [1, 0, 0, 1, 0, 0]),
        Case(rule: "none is the identity", text: " none ", matrix: [1, 0, 0, 1, 0, 0]),
        Case(rule: "matrix", text: "matrix(1 2 3 4 5 6)", matrix: [1, 2, 3, 4, 5, 6]),
        Case(rule: "matrix with commas", text: "matrix(1,2,3,4,5,6)", matrix: [1, 2, 3, 4, 5, 6]),
        Case(rule: "comma with whitespace around", text: "matrix(1 , 2 ,3, 4\t,\n5 ,6)", matrix: [1, 2, 3, 4, 5, 6]),
        Case(rule: "translate with one number has ty 0", text: "translate(10)", matrix: [1, 0, 0, 1, 10, 0]),
        Case(rule: "translate", text: "translate(10 20)", matrix: [1, 0, 0, 1, 10, 20]),
        Case(rule: "whitespace inside the parentheses", text: "translate( 10 , 20 )", matrix: [1, 0, 0, 1, 10, 20]),
        Case(rule: "whitespace before the parenthesis", text: "translate (10 20)", matrix: [1, 0, 0, 1, 10, 20]),
        Case(rule: "signs separate numbers", text: "translate(-1-2)", matrix: [1, 0, 0, 1, -1, -2]),
        Case(rule: "a second dot starts a number", text: "translate(1.5.5)", matrix: [1, 0, 0, 1, 1.5, 0.5]),
        Case(rule: "exponents", text: "translate(1e1,2E-1)", matrix: [1, 0, 0, 1, 10, 0.2]),
        Case(rule: "leading dots and plus signs", text: "translate(+.5 -.5)", matrix: [1, 0, 0, 1, 0.5, -0.5]),
        Case(rule: "scale with one number is uniform", text: "scale(2)", matrix: [2, 0, 0, 2, 0, 0]),
        Case(rule: "scale", text: "scale(2 -3)", matrix: [2, 0, 0, -3, 0, 0]),
        Case(rule: "rotate 90 is exact", text: "rotate(90)", matrix: [0, 1, -1, 0, 0, 0]),
        Case(rule: "rotate -90 is exact", text: "rotate(-90)", matrix: [0, -1, 1, 0, 0, 0]),
        Case(rule: "rotate 180 is exact", text: "rotate(180)", matrix: [-1, 0, 0, -1, 0, 0]),
        Case(rule: "rotate 450 is a quarter turn", text: "rotate(450)", matrix: [0, 1, -1, 0, 0, 0]),
        Case(rule: "rotate 30 degrees", text: "rotate(30)", matrix: [c30, s30, -s30, c30, 0, 0]),
        Case(rule: "rotate about a centre", text: "rotate(90 10 20)", matrix: [0, 1, -1, 0, 30, 10]),
        Case(rule: "skewX", text: "skewX(45)", matrix: [1, 0, t45, 1, 0, 0]),
        Case(rule: "skewY", text: "skewY(45)", matrix: [1, t45, 0, 1, 0, 0]),
        Case(rule: "a list applies the last function first", text: "translate(10 0) scale(2)",
             matrix: [2, 0, 0, 2, 10, 0]),
        Case(rule: "order matters", text: "scale(2) translate(10 0)", matrix: [2, 0, 0, 2, 20, 0]),
        Case(rule: "comma between functions", text: "translate(10,0),scale(2)", matrix: [2, 0, 0, 2, 10, 0]),
        Case(rule: "comma with whitespace between functions", text: "translate(10,0) , scale(2)",
             matrix: [2, 0, 0, 2, 10, 0]),
        Case(rule: "no separator between functions", text: "translate(10,0)scale(2)", matrix: [2, 0, 0, 2, 10, 0]),
        Case(rule: "whitespace around the list", text: "\n translate(10 0)\tscale(2) \n", matrix: [2, 0, 0, 2, 10, 0]),
        Case(rule: "three functions", text: "translate(1 2) rotate(90) scale(3)", matrix: [0, 3, -3, 0, 1, 2]),
        Case(rule: "matrix then translate", text: "matrix(2 0 0 2 5 5) translate(1 1)", matrix: [2, 0, 0, 2, 7, 7]),
    ]

    @Test("transform lists", arguments: cases)
    func transforms(_ row: Case) throws {
        let transform = try SVGTransformList.parse(row.text)
        for (actual, expected) in zip(transform.coefficients, row.matrix) {
            #expect(abs(actual - expected) <= 1e-12, "\(transform) vs \(row.matrix)")
        }
    }

    @Test("for \"A B\" a point goes through B first, then A")
    func composition() throws {
        let transform = try SVGTransformList.parse("translate(10 0) scale(2)")
        #expect(transform.apply(Point(1, 1)) == Point(12, 2))
    }

    @Test("rotate(a cx cy) is translate(cx cy) rotate(a) translate(-cx -cy)", arguments: [
        (30.0, 10.0, 20.0), (-45, 0, 0), (90, -3, 7), (200, 1e3, -2e-3), (0, 5, 5),
    ])
    func rotationAboutCentre(_ angle: Double, _ cx: Double, _ cy: Double) throws {
        let direct = try SVGTransformList.parse("rotate(\(angle) \(cx) \(cy))")
        let spelled = try SVGTransformList.parse("translate(\(cx) \(cy)) rotate(\(angle)) translate(\(-cx) \(-cy))")
        for (a, b) in zip(direct.coefficients, spelled.coefficients) {
            #expect(abs(a - b) <= 1e-9 * max(1, abs(cx), abs(cy)), "\(direct) vs \(spelled)")
        }
        // The centre stays where it is.
        let centre = direct.apply(Point(cx, cy))
        #expect(abs(centre.x - cx) <= 1e-9 * max(1, abs(cx)) && abs(centre.y - cy) <= 1e-9 * max(1, abs(cy)))
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var text: String
        var message: String
        var offset: Int
        var testDescription: String { rule }
    }

    static let functions = "a transform function (matrix, translate, scale, rotate, skewX or skewY)"

    static let errorCases: [ErrorCase] = [
        ErrorCase(rule: "a letter where a number may be", text: "translate(10 x)",
                  message: "expected a number or ')' in translate(), found 'x'", offset: 13),
        ErrorCase(rule: "a letter where a number must be", text: "translate(x)",
                  message: "expected a number in translate(), found 'x'", offset: 10),
        ErrorCase(rule: "no arguments", text: "translate()",
                  message: "expected a number in translate(), found ')'", offset: 10),
        ErrorCase(rule: "too many arguments", text: "translate(1 2 3)",
                  message: "expected ')' after 2 numbers in translate(), found '3'", offset: 14),
        ErrorCase(rule: "skewX takes one number", text: "skewX(1 2)",
                  message: "expected ')' after 1 number in skewX(), found '2'", offset: 8),
        ErrorCase(rule: "rotate takes 1 or 3 numbers", text: "rotate(45 10)",
                  message: "expected a number in rotate(), found ')'", offset: 12),
        ErrorCase(rule: "matrix takes 6 numbers", text: "matrix(1 2 3 4 5)",
                  message: "expected a number in matrix(), found ')'", offset: 16),
        ErrorCase(rule: "trailing comma at the end", text: "translate(1,",
                  message: "expected a number after ',' in translate(), found end of value", offset: 12),
        ErrorCase(rule: "comma before the parenthesis", text: "translate(1,)",
                  message: "expected a number after ',' in translate(), found ')'", offset: 12),
        ErrorCase(rule: "double comma between numbers", text: "scale(1,,2)",
                  message: "expected a number after ',' in scale(), found ','", offset: 8),
        ErrorCase(rule: "unclosed", text: "translate(1",
                  message: "expected a number or ')' in translate(), found end of value", offset: 11),
        ErrorCase(rule: "unclosed after the last number", text: "translate(1 2",
                  message: "expected ')' after 2 numbers in translate(), found end of value", offset: 13),
        ErrorCase(rule: "unknown function", text: "translat(1)", message: "expected \(functions), found 'translat'",
                  offset: 0),
        ErrorCase(rule: "names are case-sensitive", text: "Translate(1)",
                  message: "expected \(functions), found 'Translate'", offset: 0),
        ErrorCase(rule: "unknown function later in the list", text: "scale(2) foo(1)",
                  message: "expected \(functions), found 'foo'", offset: 9),
        ErrorCase(rule: "missing parenthesis", text: "translate 1",
                  message: "expected '(' after translate, found '1'", offset: 10),
        ErrorCase(rule: "double comma between functions", text: "translate(1),,scale(2)",
                  message: "expected \(functions), found ','", offset: 13),
        ErrorCase(rule: "trailing comma after the list", text: "translate(1), ",
                  message: "expected a transform function after ',', found end of value", offset: 14),
        ErrorCase(rule: "number out of range", text: "translate(1e999)",
                  message: "expected a number within range in translate(), found '1e999'", offset: 10),
        ErrorCase(rule: "CSS units are not attribute syntax", text: "rotate(45deg)",
                  message: "expected a number or ')' in rotate(), found 'deg'", offset: 9),
        ErrorCase(rule: "a multi-byte character", text: "rotate(é)",
                  message: "expected a number in rotate(), found 'é'", offset: 7),
        ErrorCase(rule: "offsets count bytes", text: "translate(1)\u{00A0}scale(2)",
                  message: "expected \(functions), found '\u{00A0}'", offset: 12),
        ErrorCase(rule: "finite numbers multiplying out of range", text: "scale(1e200) scale(1e200)",
                  message: "expected a transform within range, found 'scale(1e200)'", offset: 13),
        ErrorCase(rule: "a number where a function must be", text: "10",
                  message: "expected \(functions), found '1'", offset: 0),
        ErrorCase(rule: "a line break where a number must be", text: "rotate(\n)",
                  message: "expected a number in rotate(), found ')'", offset: 8),
    ]

    @Test("transform errors", arguments: errorCases)
    func errors(_ row: ErrorCase) {
        #expect(throws: SVGSyntaxError(message: row.message, byteOffset: row.offset)) {
            try SVGTransformList.parse(row.text)
        }
    }

    @Test("an error describes itself with its offset")
    func errorDescription() {
        let error = SVGSyntaxError(expected: "a number in translate()", found: "'x'", byteOffset: 10)
        #expect(error.message == "expected a number in translate(), found 'x'")
        #expect(error.description == "byte 10: expected a number in translate(), found 'x'")
    }
}
