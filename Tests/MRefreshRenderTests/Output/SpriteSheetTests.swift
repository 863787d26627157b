import MRefreshCore
import Testing
@testable import MRefreshRender

/// Where a sheet puts its frames: a row of cells per stage, wrapping at ``SpriteSheet/rowWidth``.
@Suite("Sprite sheet layout")
struct SpriteSheetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var counts: [Stage: Int]
        var cell: Int
        var columns: Int
        var rowsPerStage: [Int]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "the refresh glyph at 1x: a row per stage", counts: [.pull: 24, .loading: 24, .closing: 7], cell: 128,
             columns: 24, rowsPerStage: [1, 1, 1]),
        Case(name: "60 pull frames at 128 px wrap after 31 (3,968 px)", counts: [.pull: 60, .loading: 24, .closing: 7],
             cell: 128, columns: 31, rowsPerStage: [2, 1, 1]),
        Case(name: "at 3x (384 px) ten to a row", counts: [.pull: 60, .loading: 24, .closing: 7], cell: 384,
             columns: 10, rowsPerStage: [6, 3, 1]),
        Case(name: "a cell wider than a row: one column", counts: [.pull: 3, .closing: 2], cell: 5000,
             columns: 1, rowsPerStage: [3, 2]),
    ]

    @Test("rows wrap at 4,095 pixels; each stage starts a row", arguments: cases)
    func layout(_ layoutCase: Case) {
        let stages = PerStage { stage in
            (0..<(layoutCase.counts[stage] ?? 0)).map {
                FrameSpec(stage: stage, index: $0, state: .pulling, progress: 0, position: 0)
            }
        }
        let frames = Array(stages.values.joined())
        let sheet = SpriteSheet(stages: stages, cellWidth: layoutCase.cell, cellHeight: layoutCase.cell)
        #expect(sheet.columns == layoutCase.columns)
        #expect(sheet.width <= max(SpriteSheet.rowWidth, layoutCase.cell))
        #expect(sheet.rows == layoutCase.rowsPerStage.reduce(0, +))
        // Each stage's first frame opens a row, after the rows of the stages before it.
        var row = 0
        for (stage, rows) in zip(Stage.allCases.filter { layoutCase.counts[$0] != nil }, layoutCase.rowsPerStage) {
            let first = sheet.cells.first { $0.stage == stage }
            #expect(first?.x == 0 && first?.y == row * layoutCase.cell, "\(stage)")
            row += rows
        }
        #expect(Set(sheet.cells.map { [$0.x, $0.y] }).count == frames.count, "every frame its own cell")
    }
}
