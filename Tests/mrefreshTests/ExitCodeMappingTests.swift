import Foundation
import ArgumentParser
import MRefreshCore
import MRefreshSyntax
import MRefreshPNG
import MRefreshRender
import Testing
@testable import mrefresh

/// One library error and the exit code MRefresh.docc/DesignErrors.md gives it.
struct MappingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let error: any Error & Sendable
    let status: mrefresh.ExitStatus
    var testDescription: String { name }
}

private struct SomethingUnexpected: Error, CustomStringConvertible {
    var description: String { "something unexpected" }
}

/// Every case of every library error type, with its code: the mapping is the one place they are decided,
/// and a case missing here is a case whose code nobody checked.
let mappingCases: [MappingCase] = [
    MappingCase(name: "input: invalid data", error: InputError(file: "a.svg", .svg(.drawsNothing)), status: .dataError),
    MappingCase(name: "input: unreadable", error: InputError(file: "a.svg", .file(.directory)), status: .noInput),
    MappingCase(name: "input: placed, its input's code", error: InputError(file: "a.yaml", location: SourceLocation(offset: 0, line: 1, column: 9),
                                                                        .placed(InputError(file: "a.svg", .file(.directory)))),
                status: .noInput),
    MappingCase(name: "indicator: an input's error", error: IndicatorError.input(InputError(file: "a.svg", .file(.directory))),
                status: .noInput),
    MappingCase(name: "indicator: nothing to draw", error: IndicatorError.nothingToDraw, status: .dataError),
    MappingCase(name: "indicator: a stage the machine never enters", error: IndicatorError.timeline(.readyNeedsReleaseTrigger),
                status: .dataError),
    MappingCase(name: "indicator: start times for other layers", error: IndicatorError.startTimesCount(given: 1, layers: 2), status: .usage),
    MappingCase(name: "indicator: no viewBox to fit", error: IndicatorError.viewBoxMissing, status: .usage),
    MappingCase(name: "indicator: no layers", error: IndicatorError.noLayers, status: .usage),
    MappingCase(name: "command: nothing to render", error: CommandError.nothingToRender, status: .dataError),
    MappingCase(name: "command: too many ticks", error: CommandError.tooManyTicks(seconds: 600, fps: 1000, limit: 100_000), status: .usage),
    MappingCase(name: "command: standard output", error: CommandError.cannotWriteStandardOutput(errno: ENOSPC), status: .ioError),
    MappingCase(name: "plan: nothing to draw", error: RenderPlanError.nothingToDraw, status: .dataError),
    MappingCase(name: "plan: over a limit", error: RenderPlanError.limit(RenderLimitError(.sheetMemory(bytes: 1 << 40), limit: 768 << 20)), status: .usage),
    MappingCase(name: "plan: images over the memory limit", error: RenderPlanError.limit(RenderLimitError(.imageMemory(bytes: 1 << 30, sheetBytes: 0), limit: 768 << 20)), status: .usage),
    MappingCase(name: "plan: an image that does not decode, under --strict",
                error: RenderPlanError.input(InputError(file: "icon.svg", .svg(.imageRefused(.undecodable("x.png", reason: "r"))))), status: .dataError),
    MappingCase(name: "output: cannot create", error: OutputError(.cannotCreate, path: "out", reason: "r"), status: .cannotCreate),
    MappingCase(name: "output: write failed", error: OutputError(.writeFailed, path: "out", reason: "r"), status: .ioError),
    MappingCase(name: "output: folder in use", error: OutputError(.inUse, path: "out", reason: "r"), status: .cannotCreate),
    MappingCase(name: "render: invalid size", error: RenderError(.invalidSize(width: 0, height: 0), operation: "o"),
                status: .usage),
    MappingCase(name: "render: non-finite value", error: RenderError(.nonFiniteValue, operation: "o"), status: .dataError),
    MappingCase(name: "render: pixel count", error: RenderError(.pixelCountMismatch(expected: 1, found: 2), operation: "o"),
                status: .software),
    MappingCase(name: "render: Cairo", error: RenderError(.cairo(code: 1, message: "no memory"), operation: "o"),
                status: .software),
    MappingCase(name: "render: PNG invalid size", error: RenderError(PNGError(.invalidSize(width: 0, height: 0), operation: "o")),
                status: .usage),
    MappingCase(name: "render: PNG pixel count",
                error: RenderError(PNGError(.pixelCountMismatch(expected: 1, found: 2), operation: "o")), status: .software),
    MappingCase(name: "render: PNG compression", error: RenderError(PNGError(.compressionFailed("x"), operation: "o")),
                status: .software),
    MappingCase(name: "a command failure keeps its code", error: CommandFailure(.usage, "m"), status: .usage),
    MappingCase(name: "anything else is a bug, not exit 1", error: SomethingUnexpected(), status: .software),
]

@Test("every library error maps to its exit code", arguments: mappingCases)
func exitCodeMapping(_ row: MappingCase) {
    let failure = CommandFailure(mapping: row.error)
    #expect(failure.status == row.status)
    // One line, never empty, never a Swift dump.
    #expect(!failure.message.isEmpty && !failure.message.contains("\n"))
    #expect(failure.status.rawValue != 1)
}

/// The PNG encoder's errors, wrapped in RenderError, print the lines they printed when the encoder was
/// part of MRefreshRender and threw RenderError itself.
@Test("the PNG encoder's errors keep their lines", arguments: [
    (PNGError(.invalidSize(width: 0, height: 10), operation: "encoding a 0×10 PNG"),
     "mrefresh: encoding a 0×10 PNG: invalid size 0×10 (each side must be 1…32767 pixels)"),
    (PNGError(.pixelCountMismatch(expected: 16, found: 15), operation: "encoding a 4×4 PNG"),
     "mrefresh: internal error: encoding a 4×4 PNG: expected 16 pixels, found 15 (please report this)"),
])
func pngErrorLines(error: PNGError, line: String) {
    #expect(CommandFailure(mapping: RenderError(error)).message == line)
}

@Test("positions stay in the message")
func positionsInMessages() {
    let error = InputError(file: "icon.svg", location: SourceLocation(offset: 3, line: 2, column: 14),
                           .pathData(PathDataError(expected: "a number after 'L'", found: "'x'",
                                                   location: SourceLocation(offset: 3, line: 1, column: 4), byteOffset: 3)))
    #expect(CommandFailure(mapping: error).message == "icon.svg:2:14: expected a number after 'L', found 'x'")
}

@Test("ArgumentParser's own errors are left to ArgumentParser")
func argumentParserErrorsPassThrough() {
    #expect(CommandFailure.isArgumentParserError(ValidationError("bad")))
    #expect(CommandFailure.isArgumentParserError(ExitCode(64)))
    #expect(CommandFailure.isArgumentParserError(CleanExit.helpRequest()))
    #expect(!CommandFailure.isArgumentParserError(InputError(file: "f", .svg(.drawsNothing))))
}
