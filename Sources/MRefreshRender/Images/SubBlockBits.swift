/// The bits of a GIF frame's data sub-blocks, least significant first, read across block boundaries.
struct SubBlockBits {
    private let bytes: [UInt8]
    private var at: Int
    /// Bytes left in the current sub-block.
    private var left = 0
    private var buffer = 0
    private var count = 0

    init(_ bytes: [UInt8], at: Int) {
        self.bytes = bytes
        self.at = at
    }

    /// The next `width` bits as a number, or nil when the data ends first.
    mutating func read(_ width: Int) -> Int? {
        while count < width {
            if left == 0 {
                guard at < bytes.count, bytes[at] != 0 else { return nil }
                left = Int(bytes[at])
                at += 1
            }
            guard at < bytes.count else { return nil }
            buffer |= Int(bytes[at]) << count
            count += 8
            at += 1
            left -= 1
        }
        let value = buffer & ((1 << width) - 1)
        buffer >>= width
        count -= width
        return value
    }
}
