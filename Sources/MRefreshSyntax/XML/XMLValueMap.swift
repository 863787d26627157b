/// Maps byte offsets in a decoded attribute value back to byte offsets in the raw value.
///
/// The decoded value is a sequence of runs. A literal run was copied byte for byte, so offsets inside it
/// map linearly; a reference run is what one reference expanded to, and every byte of it maps to the
/// reference's `&`. The map exists only for values where decoding changed offsets.
struct XMLValueMap: Sendable {
    /// One run, starting at `decodedStart` in the value and `rawStart` in the raw text (both relative to
    /// the start of the value).
    struct Run: Sendable {
        var decodedStart: Int
        var rawStart: Int
        var isLiteral: Bool
    }

    /// Runs in increasing `decodedStart`, the first at 0.
    private(set) var runs: [Run] = [Run(decodedStart: 0, rawStart: 0, isLiteral: true)]
    /// The decoded length, once ``finish(decoded:raw:)`` was called.
    private(set) var decodedLength = 0
    /// The raw length: the offset of the closing quote.
    private(set) var rawLength = 0

    /// Starts a literal run at the given offsets, unless the current run already continues linearly there.
    mutating func beginLiteral(decoded: Int, raw: Int) {
        let last = runs[runs.count - 1]
        if last.isLiteral && raw - last.rawStart == decoded - last.decodedStart { return }
        append(Run(decodedStart: decoded, rawStart: raw, isLiteral: true))
    }

    /// Starts a reference run: decoded bytes from `decoded` on come from the reference at `raw`.
    mutating func beginReference(decoded: Int, raw: Int) {
        append(Run(decodedStart: decoded, rawStart: raw, isLiteral: false))
    }

    /// Records the lengths of the whole value: offsets at or past the end map to the closing quote.
    mutating func finish(decoded: Int, raw: Int) {
        decodedLength = decoded
        rawLength = raw
    }

    private mutating func append(_ run: Run) {
        // A run that produced no bytes (an empty entity) is replaced by the one that follows it.
        if runs[runs.count - 1].decodedStart == run.decodedStart {
            runs[runs.count - 1] = run
        } else {
            runs.append(run)
        }
    }

    /// The raw offset of decoded byte `decoded` (≥ 0), found by binary search over the runs.
    func rawOffset(ofDecoded decoded: Int) -> Int {
        guard decoded < decodedLength else { return rawLength }
        var low = 0, high = runs.count - 1
        // Invariant: runs[low].decodedStart ≤ decoded (runs[0] starts at 0); find the last such run.
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].decodedStart <= decoded { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        return run.isLiteral ? run.rawStart + (decoded - run.decodedStart) : run.rawStart
    }
}
