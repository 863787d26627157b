import MRefreshCore
import Synchronization

extension RenderRun {
    /// The sheet of one scale, filled by the workers as they encode its frames: it keeps each frame's
    /// rows made ready for the sheet (``SheetRows``), from which the sheet's PNG is written without
    /// parsing its pixels again.
    final class SheetCanvas: Sendable {
        let layout: SpriteSheet
        /// Per frame (in the run's order), its rows once taken.
        private let frames: Mutex<[[SheetRows]?]>

        init(layout: SpriteSheet) {
            self.layout = layout
            frames = Mutex(Array(repeating: nil, count: layout.cells.count))
        }

        /// Encodes frame number `frame` (in the run's order) with `encoder`, keeping its rows for the
        /// sheet; returns its PNG file.
        func encode(_ surface: ImageSurface, frame: Int, with encoder: PNGEncoder) throws(RenderError) -> [UInt8] {
            let (png, rows) = try encoder.encode(surface, forSheetWidth: layout.width,
                                                 sheetMayBeOpaque: layout.cells.count == layout.columns * layout.rows)
            frames.withLock { $0[frame] = rows }
            return png
        }

        /// The sheet's PNG file, once every frame is encoded.
        func encode(with encoder: PNGEncoder) throws(RenderError) -> [UInt8] {
            let cells = frames.withLock { frames in
                zip(layout.cells, frames).map { cell, rows in
                    guard let rows else { preconditionFailure("every frame of the sheet is encoded before the sheet") }
                    return (column: cell.x / layout.cellWidth, row: cell.y / layout.cellHeight, rows: rows)
                }
            }
            return try encoder.encodeSheet(cellWidth: layout.cellWidth, cellHeight: layout.cellHeight,
                                           columns: layout.columns, rows: layout.rows, cells: cells)
        }
    }
}
