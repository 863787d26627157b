import MRefreshCore

/// All frames of a render in one image: one row per stage (wrapping when a row would be wider than
/// ``rowWidth``), each cell one frame. App teams load one texture instead of dozens of files.
public struct SpriteSheet: Hashable, Sendable {
    /// Where one frame sits in the sheet, in pixels from the top-left corner.
    public struct Cell: Hashable, Sendable {
        /// The frame's stage.
        public var stage: Stage
        /// The frame's index in its stage.
        public var index: Int
        /// The cell's left edge.
        public var x: Int
        /// The cell's top edge.
        public var y: Int
    }

    /// The widest or tallest sheet written, in pixels.
    public static let maximumSide = 16384

    /// The widest row of cells, in pixels, unless one cell is wider: 4,095, so that in the sheet's PNG
    /// every pixel's neighbour above is within DEFLATE's 32 KiB reach (4 bytes a pixel, plus the row's
    /// filter byte), where the encoder finds most of its matches, and sheets fit the 4,096-pixel
    /// textures every GPU takes.
    public static let rowWidth = 4095

    /// One cell's width in pixels: the frame's.
    public var cellWidth: Int
    /// One cell's height in pixels.
    public var cellHeight: Int
    /// The widest row's cells.
    public var columns: Int
    /// The rows of cells.
    public var rows: Int
    /// Every frame's cell, stage by stage.
    public var cells: [Cell]

    /// The layout of `timeline`'s stages (each stage's frames in order) in cells of `cellWidth`×`cellHeight`
    /// pixels.
    public init(_ timeline: Timeline, cellWidth: Int, cellHeight: Int) {
        self.init(stages: timeline.stages.map(\.frames), cellWidth: cellWidth, cellHeight: cellHeight)
    }

    /// The layout of each stage's `stages` frames, in order, in cells of `cellWidth`×`cellHeight` pixels.
    public init(stages: PerStage<[FrameSpec]>, cellWidth: Int, cellHeight: Int) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        let longest = stages.values.map(\.count).max() ?? 0
        columns = max(1, min(longest, Self.rowWidth / max(cellWidth, 1)))
        var row = 0
        var cells: [Cell] = []
        for stage in Stage.allCases {
            let stageFrames = stages[stage]
            guard !stageFrames.isEmpty else { continue }
            for (n, frame) in stageFrames.enumerated() {
                cells.append(Cell(stage: stage, index: frame.index, x: (n % columns) * cellWidth,
                                  y: (row + n / columns) * cellHeight))
            }
            row += (stageFrames.count + columns - 1) / columns
        }
        rows = row
        self.cells = cells
    }

    /// A sheet of `rows` rows of `columns` cells, its frames in `cells` (cells may be shared: ``SheetPacking``).
    init(cellWidth: Int, cellHeight: Int, columns: Int, rows: Int, cells: [Cell]) {
        (self.cellWidth, self.cellHeight, self.columns, self.rows, self.cells) = (cellWidth, cellHeight, columns, rows, cells)
    }

    /// The sheet's size in pixels.
    /// The sheet's width in pixels.
    public var width: Int { columns * cellWidth }
    /// The sheet's height in pixels.
    public var height: Int { rows * cellHeight }

    /// Whether the sheet fits the pixel limit.
    public var fits: Bool { height <= Self.maximumSide && width <= Self.maximumSide }
}
