import MRefreshCore
@testable import MRefreshRender
import Testing

/// Frames are placed one at a time in the run's order; a frame equal to one placed before shares its cell,
/// the distinct ones fill rows as every frame would (a row per stage, wrapping after the grid's columns),
/// and a row is closed, ready to be encoded, as soon as no later frame can add a cell to it.
@Suite("Sheet packing")
struct SheetPackingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Per frame in the run's order, its stage and its key (equal keys: equal pixels).
        var frames: [(Stage, String)]
        /// Columns of the grid (cells are 10 px wide, rows 4,095 px at most).
        var columns: Int
        /// Per frame, its cell as (column, row).
        var cells: [(Int, Int)]
        /// Per frame, the rows closed once it is placed.
        var closed: [Int]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "distinct frames: every frame its own cell",
             frames: [(.pull, "a"), (.pull, "b"), (.pull, "c"), (.loading, "d"), (.loading, "e")], columns: 3,
             cells: [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)], closed: [0, 0, 1, 1, 2]),
        Case(name: "a loop out and back shares its cells",
             frames: [(.loading, "a"), (.loading, "b"), (.loading, "c"), (.loading, "b"), (.loading, "a")], columns: 5,
             cells: [(0, 0), (1, 0), (2, 0), (1, 0), (0, 0)], closed: [0, 0, 0, 0, 1]),
        Case(name: "a stage made of earlier frames opens no row",
             frames: [(.pull, "empty"), (.pull, "a"), (.loading, "a"), (.closing, "a"), (.closing, "empty")], columns: 2,
             cells: [(0, 0), (1, 0), (1, 0), (1, 0), (0, 0)], closed: [0, 1, 1, 1, 1]),
        Case(name: "wrapping by distinct frames, not by frames",
             frames: [(.pull, "a"), (.pull, "a"), (.pull, "b"), (.pull, "a"), (.pull, "c"), (.closing, "d")], columns: 2,
             cells: [(0, 0), (0, 0), (1, 0), (0, 0), (0, 1), (0, 2)], closed: [0, 0, 1, 1, 2, 3]),
        Case(name: "the next stage's first frame starts a row",
             frames: [(.pull, "a"), (.loading, "b"), (.loading, "c")], columns: 2,
             cells: [(0, 0), (0, 1), (1, 1)], closed: [1, 1, 2]),
    ]

    @Test("frames placed in order", arguments: cases)
    func packing(_ packingCase: Case) {
        var indices: [Stage: Int] = [:]
        let specs = packingCase.frames.map { stage, _ in
            defer { indices[stage, default: 0] += 1 }
            return FrameSpec(stage: stage, index: indices[stage, default: 0], state: .pulling, progress: 0, position: 0)
        }
        let grid = SpriteSheet(stages: PerStage { stage in specs.filter { $0.stage == stage } },
                               cellWidth: SpriteSheet.rowWidth / packingCase.columns, cellHeight: 8)
        #expect(grid.columns == packingCase.columns)
        var packing = SheetPacking<String>(grid: grid)
        var seen: Set<String> = []
        for (n, (_, key)) in packingCase.frames.enumerated() {
            #expect(!packing.isComplete)
            let (cell, isNew) = packing.place(key: key)
            #expect(isNew == seen.insert(key).inserted, "frame \(n): a new cell exactly for a new key")
            #expect((cell.stage, cell.index) == (specs[n].stage, specs[n].index))
            let (column, row) = packingCase.cells[n]
            #expect((cell.x, cell.y) == (column * grid.cellWidth, row * grid.cellHeight), "frame \(n)'s cell")
            #expect(packing.closedRows == packingCase.closed[n], "rows closed after frame \(n)")
        }
        #expect(packing.isComplete)
        #expect(packing.distinctCount == seen.count)
        let layout = packing.layout
        #expect(layout.rows == (packingCase.cells.map(\.1).max() ?? -1) + 1)
        #expect(layout.columns == grid.columns && layout.cells == packing.cells)
        #expect(layout.height == layout.rows * 8)
    }
}
