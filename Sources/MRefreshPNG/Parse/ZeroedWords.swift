import Synchronization

/// Arrays of zero words for ``straightRGBAWords(_:width:height:)`` to convert a frame into, reused from
/// frame to frame: given back with only the spans the frame wrote cleared, not every word.
///
/// Allocated afresh for each frame, the array was zero-filled whole (a frame's worth of memset) and, in a
/// run also writing sprite sheets, whose kept spans come and go between the frames, the allocator placed
/// it on pages never touched before: measured, most of the page faults and cache misses a sheet added.
enum ZeroedWords {
    /// The arrays given back, all zeros, and how many words they hold together.
    private static let pool = Mutex<(arrays: [[UInt32]], words: Int)>(([], 0))

    /// The most words kept for reuse (8 MB): a few frames per size for each worker; larger frames are
    /// allocated each time (their drawing costs far more than the zeros).
    static let limit = 1 << 21

    /// `count` zero words: an array given back, or a new one.
    static func take(count: Int) -> [UInt32] {
        let reused = pool.withLock { pool -> [UInt32]? in
            guard let index = pool.arrays.lastIndex(where: { $0.count == count }) else { return nil }
            pool.words -= count
            return pool.arrays.remove(at: index)
        }
        return reused ?? [UInt32](repeating: 0, count: count)
    }

    /// Takes back `words`, `width` per row, whose words that are not zero all lie in `spans`: unless the
    /// pool is full, they are zeroed and the array kept for the next ``take(count:)`` of its size.
    static func giveBack(_ words: consuming [UInt32], width: Int, spans: RowSpans) {
        // Room is reserved first: an array the pool has no room for is not cleared for nothing.
        let count = words.count
        let kept = count <= limit && pool.withLock { pool in
            guard pool.words + count <= limit else { return false }
            pool.words += count
            return true
        }
        guard kept else { return }
        var words = words
        zeroRowSpans(&words, width: width, spans: spans)
        pool.withLock { $0.arrays.append(words) }
    }
}
