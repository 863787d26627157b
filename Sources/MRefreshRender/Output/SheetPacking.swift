import MRefreshCore

/// Places the frames of a ``SpriteSheet`` one at a time, in the run's order, where a frame identical to
/// one placed before shares that frame's cell (as TexturePacker's "detect identical sprites"): a loading
/// loop that blinks or pulses out and back repeats each of its frames, the closing stage starts on the
/// loading stage's first frame, and an indicator drawn nowhere is the same empty frame at every stage.
///
/// The distinct frames fill the rows as ``SpriteSheet/init(frames:cellWidth:cellHeight:)`` would place
/// every frame: a row per stage, wrapping after ``SpriteSheet/columns`` cells, which is kept from the
/// layout of every frame (the widest the sheet can be), since a sheet is encoded row by row as its
/// frames come and its width must be known before they do. Only the rows a sheet needs are used.
struct SheetPacking<Key: Hashable> {
    /// Every frame in its own cell: the frames' stages and indices in the run's order, and the columns.
    let grid: SpriteSheet
    /// Per frame placed so far, its cell.
    private(set) var cells: [SpriteSheet.Cell] = []
    /// Rows of cells opened so far.
    private(set) var rows = 0
    /// Cells opened in the current stage, which started a row of its own.
    private var slotsInStage = 0
    private var stage: Stage?
    /// Per key placed, where its cell is.
    private var cellOfKey: [Key: (x: Int, y: Int)] = [:]

    init(grid: SpriteSheet) {
        self.grid = grid
        cells.reserveCapacity(grid.cells.count)
    }

    /// Cells holding a frame of their own: one per distinct key.
    var distinctCount: Int { cellOfKey.count }

    /// Whether every frame is placed.
    var isComplete: Bool { cells.count == grid.cells.count }

    /// Places the next frame, identified by `key` (equal keys for equal pixels): its cell, and whether
    /// the cell is new (else an earlier identical frame's).
    mutating func place(key: Key) -> (cell: SpriteSheet.Cell, isNew: Bool) {
        precondition(!isComplete, "no more frames than the grid's")
        let spec = grid.cells[cells.count]
        if spec.stage != stage {
            (stage, slotsInStage) = (spec.stage, 0)
        }
        if let (x, y) = cellOfKey[key] {
            let cell = SpriteSheet.Cell(stage: spec.stage, index: spec.index, x: x, y: y)
            cells.append(cell)
            return (cell, false)
        }
        if slotsInStage % grid.columns == 0 { rows += 1 }
        let cell = SpriteSheet.Cell(stage: spec.stage, index: spec.index, x: (slotsInStage % grid.columns) * grid.cellWidth,
                                    y: (rows - 1) * grid.cellHeight)
        slotsInStage += 1
        cellOfKey[key] = (cell.x, cell.y)
        cells.append(cell)
        return (cell, true)
    }

    /// The rows opened that no later frame can add a cell to: every row once every frame is placed;
    /// before, all but the last, unless that is full or the next frame starts another stage.
    var closedRows: Int {
        guard !isComplete else { return rows }
        let full = slotsInStage % grid.columns == 0
        return full || grid.cells[cells.count].stage != stage ? rows : rows - 1
    }

    /// The sheet as placed so far: the rows opened, every frame placed in a cell.
    var layout: SpriteSheet {
        SpriteSheet(cellWidth: grid.cellWidth, cellHeight: grid.cellHeight, columns: grid.columns, rows: rows, cells: cells)
    }
}
