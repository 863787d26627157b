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
        // cost more than the rest of the construction.
        var keys: [UInt64] = []
        keys.reserveCapacity(n)
        for symbol in 0..<n where frequencies[symbol] > 0 {
            keys.append(UInt64(frequencies[symbol]) << 16 | UInt64(symbol))
        }
        keys.sort()
        let used = keys.map { Int($0 & 0xFFFF) }
        precondition(used.count >= 2, "a DEFLATE Huffman code needs two symbols in use")
        precondition(used.count <= 1 << maximumLength, "too many symbols for the length limit")

        var counts = Self.lengthCounts(sortedFrequencies: used.map { frequencies[$0] }, limit: maximumLength)
        // The most frequent symbols (end of `used`) take the shortest codes.
        lengths = [Int](repeating: 0, count: n)
        var next = used.count
        for length in 1...maximumLength {
            while counts[length] > 0 {
                next -= 1
                lengths[used[next]] = length
                counts[length] -= 1
            }
        }
        codes = Self.canonicalCodes(lengths: lengths, maximumLength: maximumLength)
    }

    /// How many symbols get each code length 0…limit, from ascending frequencies.
    private static func lengthCounts(sortedFrequencies weights: [Int], limit: Int) -> [Int] {
        let leaves = weights.count
        // Two-queue Huffman: leaves in order, internal nodes created in order of weight, so the two
        // lightest nodes are always at the front of one queue or the other.
        var weight = weights + [Int](repeating: 0, count: leaves - 1)
        var parent = [Int](repeating: 0, count: 2 * leaves - 1)
        var leaf = 0, inner = leaves
        for node in leaves..<(2 * leaves - 1) {
            var children = (0, 0)
            for pick in 0..<2 {
                let takeLeaf = leaf < leaves && (inner >= node || weight[leaf] <= weight[inner])
                let child: Int
                if takeLeaf { child = leaf; leaf += 1 } else { child = inner; inner += 1 }
                if pick == 0 { children.0 = child } else { children.1 = child }
            }
            weight[node] = weight[children.0] + weight[children.1]
            parent[children.0] = node
            parent[children.1] = node
        }
        // Depths top-down: every node's parent was created after it.
        var depth = [Int](repeating: 0, count: 2 * leaves - 1)
        var counts = [Int](repeating: 0, count: max(limit, leaves) + 1)
        for node in stride(from: 2 * leaves - 3, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
            if node < leaves { counts[depth[node]] += 1 }
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
        return Array(counts.prefix(limit + 1))
    }

    /// RFC 1951's canonical assignment: codes of each length are consecutive, in symbol order.
    private static func canonicalCodes(lengths: [Int], maximumLength: Int) -> [UInt32] {
        var countPerLength = [Int](repeating: 0, count: maximumLength + 1)
        for length in lengths where length > 0 { countPerLength[length] += 1 }
        var nextCode = [Int](repeating: 0, count: maximumLength + 1)
        var code = 0
        for length in 1...maximumLength {
            code = (code + countPerLength[length - 1]) << 1
            nextCode[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { nextCode[length] += 1 }
            return reversed(UInt32(nextCode[length]), bitCount: length)
        }
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
