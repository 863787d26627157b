import Testing
@testable import MRefreshCore
@testable import MRefreshSyntax

/// One row per error: the text, the message and the 1-based line and column it must report.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { rule }
}

let errorCases: [ErrorCase] = [
    ErrorCase(rule: "must start with a moveto", text: "L1 2",
              message: "expected a moveto command ('M' or 'm') at the start of the path data, found 'L'", line: 1, column: 1),
    ErrorCase(rule: "garbage at start", text: "  x",
              message: "expected a moveto command ('M' or 'm') at the start of the path data, found 'x'", line: 1, column: 3),
    ErrorCase(rule: "letter instead of a number", text: "M0 0L1 x",
              message: "expected a number after 'L', found 'x'", line: 1, column: 8),
    ErrorCase(rule: "missing coordinate at end", text: "M0 0L1",
              message: "expected a number after 'L', found end of data", line: 1, column: 7),
    ErrorCase(rule: "missing coordinate before a command", text: "M0 0L1 Z",
              message: "expected a number after 'L', found 'Z'", line: 1, column: 8),
    ErrorCase(rule: "unknown command", text: "M0 0X1 1", message: "expected a path command, found 'X'", line: 1, column: 5),
    ErrorCase(rule: "numbers after Z", text: "M0 0Z1 1", message: "expected a path command, found '1'", line: 1, column: 6),
    ErrorCase(rule: "comma right after a command", text: "M,1 2",
              message: "expected a number after 'M', found ','", line: 1, column: 2),
    ErrorCase(rule: "double comma", text: "M1,,2", message: "expected a number after 'M', found ','", line: 1, column: 4),
    ErrorCase(rule: "trailing comma", text: "M0 0L1 2,",
              message: "expected a number after ',' in 'L', found end of data", line: 1, column: 10),
    ErrorCase(rule: "comma before a command", text: "M0 0L1 2,L3 4",
              message: "expected a number after ',' in 'L', found 'L'", line: 1, column: 10),
    ErrorCase(rule: "arc flag not 0 or 1", text: "M0 0A1 1 0 2 0 5 5",
              message: "expected an arc flag (0 or 1) after 'A', found '2'", line: 1, column: 12),
    ErrorCase(rule: "arc flag missing", text: "M0 0a1 1 0 0",
              message: "expected an arc flag (0 or 1) after 'a', found end of data", line: 1, column: 13),
    ErrorCase(rule: "lone dot", text: "M. 1", message: "expected a number after 'M', found '.'", line: 1, column: 2),
    ErrorCase(rule: "lone sign", text: "M- 1", message: "expected a number after 'M', found '-'", line: 1, column: 2),
    ErrorCase(rule: "exponent without digits", text: "M1e 2", message: "expected a number after 'M', found 'e'",
              line: 1, column: 3),
    ErrorCase(rule: "number out of range", text: "M1e999 0",
              message: "expected a number within ±1e15 after 'M', found '1e999'", line: 1, column: 2),
    ErrorCase(rule: "error on a later line", text: "M0 0\nL1 1\n  C1 2 3",
              message: "expected a number after 'C', found end of data", line: 3, column: 9),
    ErrorCase(rule: "CRLF counts as one line break", text: "M0 0\r\nL1 ?",
              message: "expected a number after 'L', found '?'", line: 2, column: 4),
    ErrorCase(rule: "columns count characters, not bytes", text: "M0 0 L1 é",
              message: "expected a number after 'L', found 'é'", line: 1, column: 9),
    ErrorCase(rule: "column after a multi-byte character", text: "M0 0 L1 1 é",
              message: "expected a path command, found 'é'", line: 1, column: 11),
]

@Test("path data errors", arguments: errorCases)
func pathDataErrors(_ row: ErrorCase) {
    #expect(throws: PathDataError.self) { try PathDataParser.commands(in: row.text) }
    do {
        _ = try PathDataParser.commands(in: row.text)
    } catch {
        #expect(error.message == row.message)
        #expect(error.location.line == row.line, "line of \(error)")
        #expect(error.location.column == row.column, "column of \(error)")
    }
}

@Test("the offset counts characters")
func offsetCountsCharacters() {
    do {
        _ = try PathDataParser.commands(in: "M0 0 é x")
        Issue.record("expected an error")
    } catch {
        #expect(error.location.offset == 5)
        #expect(error.byteOffset == 5)
    }
}

@Test("lenient mode keeps the path up to the last complete segment")
func lenientKeepsPrefix() throws {
    let result = try PathDataInput.read("M0 0L10 0L10 10L5", lenient: true)
    #expect(result.path.subpaths.count == 1)
    #expect(result.path.subpaths[0].segments.count == 2)
    #expect(result.warning?.message == "expected a number after 'L', found end of data")
    #expect(throws: PathDataError.self) { try PathDataInput.read("M0 0L10 0L10 10L5", lenient: false) }
}

/// Geometry beyond the limits is an error where it is written, found while building (reliability
/// findings 1, 4, 5, 9 and 10): nothing non-finite ever reaches bounds, lengths or drawing.
let limitCases: [ErrorCase] = [
    ErrorCase(rule: "finding 1: a number past the limit", text: "M0 0L1e308 1e308L-1e308 0",
              message: "expected a number within ±1e15 after 'L', found '1e308'", line: 1, column: 6),
    ErrorCase(rule: "relative steps that add up past the limit", text: "M0 0l9e14 0l9e14 0",
              message: "expected a point within ±1e15 after 'l', found '9e14 0', which reaches beyond it", line: 1,
              column: 13),
    ErrorCase(rule: "implicit repetition past the limit", text: "M0 0h6e14 6e14",
              message: "expected a point within ±1e15 after 'h', found '6e14', which reaches beyond it", line: 1,
              column: 11),
    ErrorCase(rule: "a reflected control point past the limit", text: "M0 0Q-1e15 0 1e15 0T0 0",
              message: "expected a point within ±1e15 after 'T', found '0 0', which reaches beyond it", line: 1,
              column: 21),
    ErrorCase(rule: "an arc radius past the limit", text: "M0 0A2e15 1 0 0 1 10 10",
              message: "expected a number within ±1e15 after 'A', found '2e15'", line: 1, column: 6),
    ErrorCase(rule: "finding 4: a Font Awesome quadratic with huge numbers",
              text: "M1511 480q0 -5 -1 -7q-1e308 9223372036854775808 -268 -434.5t-478 -166.5",
              message: "expected a number within ±1e15 after 'q', found '-1e308'", line: 1, column: 22),
    ErrorCase(rule: "finding 5: an arc end point mutated to 1e308", text: "M0 0a10 10 0 0 1 1e308 5",
              message: "expected a number within ±1e15 after 'a', found '1e308'", line: 1, column: 18),
]

@Test("geometry limits", arguments: limitCases)
func geometryLimits(_ row: ErrorCase) {
    do {
        _ = try PathBuilder.path(from: row.text)
        Issue.record("expected an error")
    } catch {
        #expect(error.message == row.message)
        #expect(error.location.line == row.line, "line of \(error)")
        #expect(error.location.column == row.column, "column of \(error)")
    }
}

@Test("lenient mode keeps the path up to the command that leaves the limits")
func lenientStopsAtTheLimits() throws {
    let result = try PathDataInput.read("M0 0l9e14 0l9e14 0", lenient: true)
    #expect(result.path.segmentCount == 1)
    #expect(result.path.isWithinGeometryLimits)
    #expect(result.path.length() == 9e14)
    #expect(result.warning?.location.column == 13)
}

@Test("a path with more segments than the limit stops at the first one over")
func segmentLimit() {
    var text = "M0 0"
    text.reserveCapacity(4 + 4 * (GeometryLimits.maximumSegments + 1))
    for _ in 0...GeometryLimits.maximumSegments { text += "h1-1" }
    do {
        _ = try PathBuilder.path(from: text)
        Issue.record("expected an error")
    } catch {
        #expect(error.message == "expected at most \(GeometryLimits.maximumSegments) segments in one path, found more")
        #expect(error.byteOffset == 4 + 2 * GeometryLimits.maximumSegments + 1)
    }
}
