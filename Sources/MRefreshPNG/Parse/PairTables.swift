import Synchronization

/// The pixel-pair tables of ``ScanlineParse``, reused from image to image without being cleared.
///
/// A parse stores each pair's last position plus an offset above every position the parses before it
/// stored in that table, and reads positions back less the offset: an entry another image left reads as
/// before the window, which no match reaches, exactly as the -1 of a new table does. So the tokens are the
/// same whichever table a parse is given. Filling a new table cost every frame 64 KiB of stores, as much
/// as a third of converting its pixels.
enum PairTables {
    /// The tables given back, each with the offset its next parse starts from.
    private static let pool = Mutex<[(table: [Int32], offset: Int)]>([])
    /// The most tables kept: a few per worker.
    static let limit = 16
    /// The highest offset a table is reused from: its positions stay far inside Int32 for an image of up
    /// to ``reusedPositions`` pixels.
    static let maximumOffset = Int(Int32.max) / 2
    /// The most pixels an image may have for its parse to take a table from the pool (larger ones get a
    /// new table, offset 0).
    static let reusedPositions = 1 << 24

    /// A table of `count` entries and its offset, for an image of `positions` pixels.
    static func take(count: Int, positions: Int) -> (table: [Int32], offset: Int) {
        if positions <= reusedPositions, let reused = pool.withLock({ pool -> (table: [Int32], offset: Int)? in
            guard let index = pool.lastIndex(where: { $0.table.count == count }) else { return nil }
            return pool.remove(at: index)
        }) {
            return reused
        }
        return ([Int32](repeating: -1, count: count), 0)
    }

    /// Takes back `table`, whose parse stored positions below `end` (its offset plus its image's pixels),
    /// unless the pool is full or the offset would run too high.
    static func giveBack(_ table: consuming [Int32], end: Int) {
        guard end <= maximumOffset else { return }
        let table = table
        pool.withLock { pool in
            if pool.count < limit { pool.append((table, end)) }
        }
    }
}
