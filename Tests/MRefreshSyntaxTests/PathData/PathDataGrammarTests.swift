import Testing
@testable import MRefreshSyntax

/// One row per grammar rule of MRefresh.docc/DesignPathsAndTrimming.md: the text and the commands it must yield, as written.
struct GrammarCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    let commands: [PathCommand]
    var testDescription: String { rule }
}

private func p(_ x: Double, _ y: Double) -> CoordinatePair { CoordinatePair(x, y) }

let grammarCases: [GrammarCase] = [
    GrammarCase(rule: "empty data is a valid empty path", text: "", commands: []),
    GrammarCase(rule: "only whitespace is empty", text: " \t\r\n", commands: []),
    GrammarCase(rule: "M absolute", text: "M10 20", commands: [.moveTo(p(10, 20), relative: false)]),
    GrammarCase(rule: "m relative", text: "m10 20", commands: [.moveTo(p(10, 20), relative: true)]),
    GrammarCase(rule: "extra pairs after M are L", text: "M1 2 3 4 5 6",
                commands: [.moveTo(p(1, 2), relative: false), .lineTo(p(3, 4), relative: false),
                           .lineTo(p(5, 6), relative: false)]),
    GrammarCase(rule: "extra pairs after m are l", text: "m1 2 3 4",
                commands: [.moveTo(p(1, 2), relative: true), .lineTo(p(3, 4), relative: true)]),
    GrammarCase(rule: "L and l", text: "M0 0L1 2l3 4",
                commands: [.moveTo(p(0, 0), relative: false), .lineTo(p(1, 2), relative: false),
                           .lineTo(p(3, 4), relative: true)]),
    GrammarCase(rule: "H h V v", text: "M0 0H5h1V7v-2",
                commands: [.moveTo(p(0, 0), relative: false), .horizontalLineTo(5, relative: false),
                           .horizontalLineTo(1, relative: true), .verticalLineTo(7, relative: false),
                           .verticalLineTo(-2, relative: true)]),
    GrammarCase(rule: "implicit repeat of H", text: "M0 0H1 2 3",
                commands: [.moveTo(p(0, 0), relative: false), .horizontalLineTo(1, relative: false),
                           .horizontalLineTo(2, relative: false), .horizontalLineTo(3, relative: false)]),
    GrammarCase(rule: "C and c", text: "M0 0C1 2 3 4 5 6c1 1 2 2 3 3",
                commands: [.moveTo(p(0, 0), relative: false), .cubicTo(p(1, 2), p(3, 4), p(5, 6), relative: false),
                           .cubicTo(p(1, 1), p(2, 2), p(3, 3), relative: true)]),
    GrammarCase(rule: "implicit repeat of C", text: "M0 0C1 1 2 2 3 3 4 4 5 5 6 6",
                commands: [.moveTo(p(0, 0), relative: false), .cubicTo(p(1, 1), p(2, 2), p(3, 3), relative: false),
                           .cubicTo(p(4, 4), p(5, 5), p(6, 6), relative: false)]),
    GrammarCase(rule: "S and s", text: "M0 0S1 2 3 4s1 1 2 2",
                commands: [.moveTo(p(0, 0), relative: false), .smoothCubicTo(p(1, 2), p(3, 4), relative: false),
                           .smoothCubicTo(p(1, 1), p(2, 2), relative: true)]),
    GrammarCase(rule: "Q and q", text: "M0 0Q1 2 3 4q1 1 2 2",
                commands: [.moveTo(p(0, 0), relative: false), .quadraticTo(p(1, 2), p(3, 4), relative: false),
                           .quadraticTo(p(1, 1), p(2, 2), relative: true)]),
    GrammarCase(rule: "T and t", text: "M0 0T1 2t3 4",
                commands: [.moveTo(p(0, 0), relative: false), .smoothQuadraticTo(p(1, 2), relative: false),
                           .smoothQuadraticTo(p(3, 4), relative: true)]),
    GrammarCase(rule: "A and a", text: "M0 0A5 6 30 1 0 7 8a1 2 3 0 1 4 5",
                commands: [.moveTo(p(0, 0), relative: false),
                           .arcTo(rx: 5, ry: 6, xAxisRotation: 30, largeArc: true, sweep: false, p(7, 8), relative: false),
                           .arcTo(rx: 1, ry: 2, xAxisRotation: 3, largeArc: false, sweep: true, p(4, 5), relative: true)]),
    GrammarCase(rule: "arc flags without separators", text: "M0 0a1 1 0 00.5.5",
                commands: [.moveTo(p(0, 0), relative: false),
                           .arcTo(rx: 1, ry: 1, xAxisRotation: 0, largeArc: false, sweep: false, p(0.5, 0.5), relative: true)]),
    GrammarCase(rule: "arc flags run into the coordinates", text: "M0 0A1 1 0 1110 10",
                commands: [.moveTo(p(0, 0), relative: false),
                           .arcTo(rx: 1, ry: 1, xAxisRotation: 0, largeArc: true, sweep: true, p(10, 10), relative: false)]),
    GrammarCase(rule: "Z and z", text: "M0 0L1 1ZM2 2L3 3z",
                commands: [.moveTo(p(0, 0), relative: false), .lineTo(p(1, 1), relative: false), .closePath,
                           .moveTo(p(2, 2), relative: false), .lineTo(p(3, 3), relative: false), .closePath]),
    GrammarCase(rule: "command after Z without M", text: "M0 0L1 1Z L2 2",
                commands: [.moveTo(p(0, 0), relative: false), .lineTo(p(1, 1), relative: false), .closePath,
                           .lineTo(p(2, 2), relative: false)]),
    GrammarCase(rule: "signs", text: "M+1-2", commands: [.moveTo(p(1, -2), relative: false)]),
    GrammarCase(rule: "leading-dot decimals", text: "M.5 -.25", commands: [.moveTo(p(0.5, -0.25), relative: false)]),
    GrammarCase(rule: "trailing dot", text: "M5. 6.", commands: [.moveTo(p(5, 6), relative: false)]),
    GrammarCase(rule: "exponents", text: "M-1e-3 2E+2", commands: [.moveTo(p(-0.001, 200), relative: false)]),
    GrammarCase(rule: "exponent without sign", text: "M1e2 1.5e1", commands: [.moveTo(p(100, 15), relative: false)]),
    GrammarCase(rule: "numbers run together at a second dot", text: "M1.5.5",
                commands: [.moveTo(p(1.5, 0.5), relative: false)]),
    GrammarCase(rule: "numbers run together at a sign", text: "M-1-2", commands: [.moveTo(p(-1, -2), relative: false)]),
    GrammarCase(rule: "comma separators", text: "M1,2L3,4", commands: [.moveTo(p(1, 2), relative: false),
                                                                    .lineTo(p(3, 4), relative: false)]),
    GrammarCase(rule: "comma with whitespace around", text: "M1 , 2 L 3 ,4",
                commands: [.moveTo(p(1, 2), relative: false), .lineTo(p(3, 4), relative: false)]),
    GrammarCase(rule: "comma between argument sets", text: "M0 0L1 2,3 4",
                commands: [.moveTo(p(0, 0), relative: false), .lineTo(p(1, 2), relative: false),
                           .lineTo(p(3, 4), relative: false)]),
    GrammarCase(rule: "every XML whitespace", text: "M\t1\n2\r\nL \r3\t\t4",
                commands: [.moveTo(p(1, 2), relative: false), .lineTo(p(3, 4), relative: false)]),
    GrammarCase(rule: "no whitespace at all", text: "M1 2L3 4Z", commands: [.moveTo(p(1, 2), relative: false),
                                                                          .lineTo(p(3, 4), relative: false), .closePath]),
    GrammarCase(rule: "leading and trailing whitespace", text: "  M1 2  ", commands: [.moveTo(p(1, 2), relative: false)]),
    GrammarCase(rule: "leading zeros", text: "M007 0.0010", commands: [.moveTo(p(7, 0.001), relative: false)]),
    GrammarCase(rule: "long mantissa rounds correctly", text: "M0.1000000000000000055511151231257827 3",
                commands: [.moveTo(p(0.1, 3), relative: false)]),
    GrammarCase(rule: "exponents at the limits", text: "M1e15 1e-300", commands: [.moveTo(p(1e15, 1e-300), relative: false)]),
]

@Test("path grammar", arguments: grammarCases)
func grammar(_ row: GrammarCase) throws {
    #expect(try PathDataParser.commands(in: row.text) == row.commands)
}

/// Every number form converts exactly as the standard library's correctly rounded parser does.
@Test("numbers round correctly", arguments: [
    "0", "1", "-1", "0.1", "0.2", "0.3", "123.456", "1e22", "1e23", "9007199254740993", "2.2250738585072014e-308",
    "4.9e-324", "1.7976931348623157e308", "3.14159265358979323846264338327950288", "0.000000000000000000001",
    "12345678901234567890", "1.000000000000000111", "6.02214076e23", "-0.0",
])
func numberRounding(_ text: String) throws {
    #expect(NumberScanner.number(in: text) == Double(text)!)
    // Path data takes the same numbers, within its limits.
    if abs(Double(text)!) <= PathDataLimits.maximumCoordinate {
        #expect(try PathDataParser.commands(in: "M\(text) 0") == [.moveTo(CoordinatePair(Double(text)!, 0), relative: false)])
    }
}

/// The one number reader refuses what Swift's `Double(String)` takes but SVG does not.
@Test("text that is not an SVG number", arguments: [
    "nan", "NaN", "inf", "-inf", "infinity", "0x10", "0x1p3", "1e400", "-1e400", "", " ", "1.2.3", "5px", "1 2", "+",
    ".", "e5", "1e", "1e+", "--1",
])
func notANumber(_ text: String) {
    #expect(NumberScanner.number(in: text) == nil)
}

@Test("numbers, percentages and lists as attributes write them")
func numberForms() {
    #expect(NumberScanner.number(in: " \t-2.5e1\n") == -25)
    #expect(NumberScanner.numberOrPercentage(in: "50%") == 0.5)
    #expect(NumberScanner.numberOrPercentage(in: " 0.25 ") == 0.25)
    #expect(NumberScanner.numberOrPercentage(in: "nan%") == nil)
    #expect(NumberScanner.numberOrPercentage(in: "5 %") == nil)
    #expect(NumberScanner.numberOrPercentage(in: "%") == nil)
    #expect(NumberScanner.numberList(in: "0 0,24 24") == [0, 0, 24, 24])
    #expect(NumberScanner.numberList(in: "0-1.5.5") == [0, -1.5, 0.5])
    #expect(NumberScanner.numberList(in: "0 0 24 inf") == nil)
    #expect(NumberScanner.numberList(in: "0 0 24 24,") == nil)
    #expect(NumberScanner.numberList(in: ",0 0 24 24") == nil)
    #expect(NumberScanner.numberList(in: "") == [])
}
