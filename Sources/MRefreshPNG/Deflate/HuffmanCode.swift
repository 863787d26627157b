/// A canonical, length-limited Huffman code for one DEFLATE alphabet (RFC 1951 §3.2.2).
///
/// Lengths come from Huffman's algorithm (the two-queue construction over sorted frequencies); when
/// the longest exceeds the limit, the length counts are rebalanced the way miniz does
/// (`tdefl_huffman_enforce_max_code_size`): the code stays complete, only a few rare symbols lengthen.
struct HuffmanCode {
    /// Code length per symbol in bits; 0 for symbols that never occur.
    private(set) var lengths: [Int]
    /// Code per symbol, bit-reversed so ``BitWriter`` can write it least significant bit first.
    private(set) var codes: [UInt32]

    /// Builds the code for `frequencies` with no code longer than `maximumLength` bits.
    ///
    /// At least two frequencies must be non-zero: zlib's inflate rejects incomplete literal/length
    /// and code-length codes, and a two-symbol code is the smallest complete one.
    init(frequencies: [Int], maximumLength: Int) {
        let n = frequencies.count
        // Sorted by frequency, then symbol, as packed integers: a comparator closure over tuples
        // cost more than the rest of the construction. (Few arrays: a frame makes three codes, and
        // their allocations were a third of the time.)
        var keys: [UInt64] = []
        keys.reserveCapacity(n)
        for symbol in 0..<n where frequencies[symbol] > 0 {
            keys.append(UInt64(frequencies[symbol]) << 16 | UInt64(symbol))
        }
        keys.sort()
        precondition(keys.count >= 2, "a DEFLATE Huffman code needs two symbols in use")
        precondition(keys.count <= 1 << maximumLength, "too many symbols for the length limit")

        let counts = Self.lengthCounts(sortedKeys: keys, limit: maximumLength)
        // Canonical codes (RFC 1951): codes of each length are consecutive, in symbol order, from the
        // first code of that length.
        var nextCode = [Int](repeating: 0, count: maximumLength + 1)
        var code = 0
        for length in 1...maximumLength {
            code = (code + (length > 1 ? counts[length - 1] : 0)) << 1
            nextCode[length] = code
        }
        // The most frequent symbols (end of `keys`) take the shortest codes.
        var lengths = [Int](repeating: 0, count: n)
        var next = keys.count
        for length in 1...maximumLength {
            for _ in 0..<counts[length] {
                next -= 1
                lengths[Int(keys[next] & 0xFFFF)] = length
            }
        }
        var codes = [UInt32](repeating: 0, count: n)
        for symbol in 0..<n where lengths[symbol] > 0 {
            let length = lengths[symbol]
            codes[symbol] = Self.reversed(UInt32(nextCode[length]), bitCount: length)
            nextCode[length] += 1
        }
        self.lengths = lengths
        self.codes = codes
    }

    /// How many symbols get each code length 0…limit (and zeros past it), from `keys` (frequency above
    /// the low 16 bits) in ascending order.
    private static func lengthCounts(sortedKeys keys: [UInt64], limit: Int) -> [Int] {
        let leaves = keys.count, nodes = 2 * leaves - 1
        // Two-queue Huffman: leaves in order, internal nodes created in order of weight, so the two
        // lightest nodes are always at the front of one queue or the other. One array: each node's
        // weight (later its depth), then each node's parent.
        var tree = [Int](repeating: 0, count: 2 * nodes)
        for leaf in 0..<leaves { tree[leaf] = Int(keys[leaf] >> 16) }
        var leaf = 0, inner = leaves
        for node in leaves..<nodes {
            var weight = 0
            for _ in 0..<2 {
                let takeLeaf = leaf < leaves && (inner >= node || tree[leaf] <= tree[inner])
                let child: Int
                if takeLeaf { child = leaf; leaf += 1 } else { child = inner; inner += 1 }
                weight += tree[child]
                tree[nodes + child] = node
            }
            tree[node] = weight
        }
        // Depths top-down, over the weights: every node's parent was created after it.
        var counts = [Int](repeating: 0, count: max(limit, leaves) + 1)
        tree[nodes - 1] = 0
        for node in stride(from: nodes - 2, through: 0, by: -1) {
            let depth = tree[tree[nodes + node]] + 1
            tree[node] = depth
            if node < leaves { counts[depth] += 1 }
        }
        // Length limiting: fold the too-long codes into the limit, then, while the Kraft sum is over
        // one, lengthen one code at the limit's expense... as miniz does.
        if counts.count > limit + 1 {
            for length in (limit + 1)..<counts.count {
                counts[limit] += counts[length]
                counts[length] = 0
            }
            var total = 0
            for length in 1...limit { total += counts[length] << (limit - length) }
            while total > 1 << limit {
                counts[limit] -= 1
                for length in stride(from: limit - 1, through: 1, by: -1) where counts[length] > 0 {
                    counts[length] -= 1
                    counts[length + 1] += 2
                    break
                }
                total -= 1
            }
        }
        return counts
    }

    /// The low `bitCount` bits of `value` in reverse order.
    private static func reversed(_ value: UInt32, bitCount: Int) -> UInt32 {
        value.bitReversed >> UInt32(32 - bitCount)
    }
}

private extension UInt32 {
    /// All 32 bits in reverse order.
    var bitReversed: UInt32 {
        var v = self
        v = (v >> 1) & 0x5555_5555 | (v & 0x5555_5555) << 1
        v = (v >> 2) & 0x3333_3333 | (v & 0x3333_3333) << 2
        v = (v >> 4) & 0x0F0F_0F0F | (v & 0x0F0F_0F0F) << 4
        v = (v >> 8) & 0x00FF_00FF | (v & 0x00FF_00FF) << 8
        return v >> 16 | v << 16
    }
}
