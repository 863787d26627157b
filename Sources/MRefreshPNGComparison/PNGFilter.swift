/// How the PNG encoder filters each scanline before compression (PNG spec §9).
///
/// Filtering turns smooth or repeated pixels into small or equal bytes that DEFLATE compresses
/// better; the decoder undoes it exactly, so the choice affects size and speed, never pixels.
package enum PNGFilter: String, Hashable, Sendable, CaseIterable {
    /// Type 0: bytes as they are.
    case none
    /// Type 1: difference from the pixel to the left.
    case sub
    /// Type 2: difference from the pixel above.
    case up
    /// Type 3: difference from the mean of left and above.
    case average
    /// Type 4: difference from the Paeth predictor (left, above or upper-left, whichever is nearest
    /// to left + above − upper-left).
    case paeth
    /// Per row, the type whose output has the smallest sum of absolute values (bytes read as signed):
    /// the minimum-sum heuristic of the PNG spec's §12.8, as libpng does by default.
    case adaptive
}
