/// One pass over premultiplied pixels: which rows are one colour, and whether all are opaque.
struct PixelSurvey {
    /// Per row, whether all its pixels are equal.
    let isUniform: [Bool]
    /// Whether every alpha is 255 (Cairo then writes RGB).
    let isOpaque: Bool

    init(_ pixels: Span<UInt32>, width: Int, height: Int) {
        var isUniform = [Bool](repeating: false, count: height)
        var alphas: UInt32 = 0xFF00_0000
        for y in 0..<height {
            let first = pixels[y * width]
            var differences: UInt32 = 0
            for i in (y * width)..<((y + 1) * width) {
                let pixel = pixels[i]
                differences |= pixel ^ first
                alphas &= pixel
            }
            isUniform[y] = differences == 0
        }
        self.isUniform = isUniform
        isOpaque = alphas == 0xFF00_0000
    }
}
