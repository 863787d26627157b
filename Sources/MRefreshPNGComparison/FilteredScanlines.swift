import MRefreshPNG

/// The uncompressed content of a PNG's IDAT: every row un-premultiplied to 8-bit RGB or RGBA,
/// filtered, and prefixed with its filter type byte.
struct FilteredScanlines {
    /// Bytes per pixel: 3 (RGB, every pixel opaque) or 4 (RGBA).
    let bytesPerPixel: Int
    /// height × (1 + width × bytesPerPixel) bytes.
    private(set) var bytes: [UInt8]

    /// Converts and filters premultiplied `0xAARRGGBB` pixels, `width` per row.
    ///
    /// `opaque` must be true only when every alpha is 255; the rows are then RGB, as Cairo writes them.
    init(pixels: Span<UInt32>, width: Int, height: Int, opaque: Bool, filter: PNGFilter) {
        precondition(pixels.count == width * height)
        let bpp = opaque ? 3 : 4
        let rowBytes = width * bpp
        bytesPerPixel = bpp
        bytes = [UInt8](repeating: 0, count: height * (rowBytes + 1))

        var current = [UInt8](repeating: 0, count: rowBytes)
        // The row above the first is all zeros (PNG spec §9.2).
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var scratch = [UInt8](repeating: 0, count: rowBytes)
        var words = [UInt32](repeating: 0, count: width)
        let table = Unpremultiply.table
        for y in 0..<height {
            Self.unpremultiply(pixels.extracting((y * width)..<((y + 1) * width)), opaque: opaque, table: table,
                               words: &words, into: &current)
            let chosen = filter == .adaptive
                ? Self.bestFilter(current, previous, bpp: bpp, scratch: &scratch)
                : filter
            let start = y * (rowBytes + 1)
            bytes[start] = Self.typeByte(chosen)
            Self.apply(chosen, current, previous, bpp: bpp, into: &bytes, at: start + 1)
            swap(&current, &previous)
        }
    }

    /// The PNG filter type byte of a concrete filter.
    private static func typeByte(_ filter: PNGFilter) -> UInt8 {
        switch filter {
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth, .adaptive: 4
        }
    }

    /// Writes one row of straight-alpha bytes: R G B (A) per pixel, Cairo's arithmetic.
    private static func unpremultiply(_ pixels: Span<UInt32>, opaque: Bool, table: [UInt8],
                                      words: inout [UInt32], into row: inout [UInt8]) {
        Unpremultiply.convert(pixels, table: table, into: &words)
        var o = 0
        let bpp = opaque ? 3 : 4
        for w in words {
            row[o] = UInt8(truncatingIfNeeded: w)
            row[o + 1] = UInt8(truncatingIfNeeded: w >> 8)
            row[o + 2] = UInt8(truncatingIfNeeded: w >> 16)
            if !opaque { row[o + 3] = UInt8(truncatingIfNeeded: w >> 24) }
            o += bpp
        }
    }

    /// The filter whose output has the least sum of |signed byte| (PNG spec §12.8); ties go to the
    /// lower type number, as in libpng.
    private static func bestFilter(_ current: [UInt8], _ previous: [UInt8], bpp: Int,
                                   scratch: inout [UInt8]) -> PNGFilter {
        var best = PNGFilter.none
        var bestSum = Int.max
        for candidate in [PNGFilter.none, .sub, .up, .average, .paeth] {
            apply(candidate, current, previous, bpp: bpp, into: &scratch, at: 0)
            var sum = 0
            for byte in scratch {
                // A byte read as signed: 0…127 as is, 128…255 as 256 − byte.
                sum &+= byte < 128 ? Int(byte) : 256 - Int(byte)
            }
            if sum < bestSum {
                (best, bestSum) = (candidate, sum)
            }
        }
        return best
    }

    /// Writes `filter` applied to `current` (with `previous` the row above) to `output` from `offset`.
    private static func apply(_ filter: PNGFilter, _ current: [UInt8], _ previous: [UInt8], bpp: Int,
                              into output: inout [UInt8], at offset: Int) {
        let count = current.count
        switch filter {
        case .none:
            output.replaceSubrange(offset..<(offset + count), with: current)
        case .sub:
            for i in 0..<min(bpp, count) { output[offset + i] = current[i] }
            for i in bpp..<max(bpp, count) { output[offset + i] = current[i] &- current[i - bpp] }
        case .up:
            for i in 0..<count { output[offset + i] = current[i] &- previous[i] }
        case .average:
            for i in 0..<min(bpp, count) { output[offset + i] = current[i] &- (previous[i] >> 1) }
            for i in bpp..<max(bpp, count) {
                let mean = (UInt16(current[i - bpp]) + UInt16(previous[i])) >> 1
                output[offset + i] = current[i] &- UInt8(truncatingIfNeeded: mean)
            }
        case .paeth, .adaptive:
            // Left and upper-left are zero in the first pixel, so Paeth picks "above" there.
            for i in 0..<min(bpp, count) { output[offset + i] = current[i] &- previous[i] }
            for i in bpp..<max(bpp, count) {
                output[offset + i] = current[i] &- paethPredictor(current[i - bpp], previous[i], previous[i - bpp])
            }
        }
    }

    /// The PNG spec's Paeth predictor (§9.4): whichever of left, above, upper-left is nearest to
    /// left + above − upper-left, preferring left, then above, on ties.
    @inline(__always)
    private static func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int(left), b = Int(above), c = Int(upperLeft)
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }
}
