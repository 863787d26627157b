import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

/// Core's own words for its errors and warnings: what went wrong and where, never a flag's spelling or the
/// program's name (the command line adds those, knowing which flag or file key gave a value).
let coreWords: [String] = [
    IndicatorError.nothingToDraw, .noLayers, .viewBoxMissing, .startTimesCount(given: 3, layers: 2),
    .timeline(.readyNeedsReleaseTrigger), .timeline(.configuration(RefreshConfigurationError(field: "height", rule: .notPositive(0)))),
].map(\.description) + [
    LayerProblem.smoothingTooFine(times: 12, segments: 5000, limit: GeometryLimits.maximumSegments),
    .fittedOutOfRange(layer: "far", fit: .viewbox, scale: 1e302, reach: 1e303),
    .denseDashes(layer: "a", count: 20_000, limit: 10_000), .undrawable(layer: "a", .strokeWidth(1e9)), .undrawable(layer: "a", .gradient),
].map(\.description) + [
    InputError.Cause.glyphCharacterWithoutFont, .fragmentOnPathData("a"), .text(.undated(line: "Updated {updated}")),
    .text(.familyNotInstalled(font: "X 12", family: "X")), .svg(.drawsNothing), .font(.noFont),
].map(\.description) + [
    InputError.Consequence.needsLabelDate, .drawnIn(family: nil), .drawnIn(family: "DejaVu Sans"), .framesBlank, .pathKept,
].map(\.description)

@Test("Core's words name no flag and not the program", arguments: coreWords)
func coreNamesNoFlag(_ words: String) {
    #expect(!words.contains("--"))
    #expect(!words.contains("mrefresh"))
    #expect(!words.isEmpty)
}

@Test("an indicator's layer problems are values at the layer's source")
func layerProblemValues() throws {
    // A stroke 10⁹ canvas points wide cannot be drawn: the layer's error, with its width.
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M0 0H10", name: "wide"))])
    spec.overrides.lineWidth = 1e9
    #expect(throws: IndicatorError.input(InputError(file: "wide", .layer(.undrawable(layer: "path", .strokeWidth(1e9)))))) {
        try Indicator(spec)
    }
}
