/// SHA-256's eight state words, H0…H7, stored inline.
///
/// `InlineArray<8, UInt32>` does the same, but its value generics need the Swift runtime of macOS 26,
/// and the package builds for macOS 15; the words are read and written by constant index at the start
/// and end of each block, where this subscript's switch folds away.
struct SHA256State: Equatable {
    private var h0, h1, h2, h3, h4, h5, h6, h7: UInt32

    /// FIPS 180-4's initial hash value (§5.3.3).
    static let initial = SHA256State(0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)

    init(_ h0: UInt32, _ h1: UInt32, _ h2: UInt32, _ h3: UInt32, _ h4: UInt32, _ h5: UInt32, _ h6: UInt32, _ h7: UInt32) {
        (self.h0, self.h1, self.h2, self.h3, self.h4, self.h5, self.h6, self.h7) = (h0, h1, h2, h3, h4, h5, h6, h7)
    }

    /// The state of the words `words` (exactly eight), as the hardware rounds hand it back.
    init(_ words: [UInt32]) {
        precondition(words.count == 8)
        self.init(words[0], words[1], words[2], words[3], words[4], words[5], words[6], words[7])
    }

    var indices: Range<Int> { 0..<8 }

    /// The words in order.
    var words: [UInt32] { [h0, h1, h2, h3, h4, h5, h6, h7] }

    subscript(index: Int) -> UInt32 {
        @inline(__always) get {
            switch index {
            case 0: h0
            case 1: h1
            case 2: h2
            case 3: h3
            case 4: h4
            case 5: h5
            case 6: h6
            case 7: h7
            default: preconditionFailure("SHA-256 has 8 state words, not \(index + 1)")
            }
        }
        @inline(__always) set {
            switch index {
            case 0: h0 = newValue
            case 1: h1 = newValue
            case 2: h2 = newValue
            case 3: h3 = newValue
            case 4: h4 = newValue
            case 5: h5 = newValue
            case 6: h6 = newValue
            case 7: h7 = newValue
            default: preconditionFailure("SHA-256 has 8 state words, not \(index + 1)")
            }
        }
    }
}
