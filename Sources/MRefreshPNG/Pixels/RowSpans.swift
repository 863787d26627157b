/// Per row of an image, where its words that are not zero lie: ``perRow`` spans, each from a non-zero
/// word to one after a non-zero word, in order along the row, with only zeros between and around them;
/// an empty span (start = end) holds nothing. A frame's rows have one span each; a sheet's rows one per
/// cell. (A span may hold zeros too: where they are not known to be zero.)
package struct RowSpans: Equatable, Sendable {
    /// Row `y`'s spans are at `y * perRow ..< (y + 1) * perRow`.
    package var starts: [Int32]
    package var ends: [Int32]
    package let perRow: Int

    /// Empty spans for `height` rows.
    package init(height: Int, perRow: Int = 1) {
        starts = Array(repeating: 0, count: height * perRow)
        ends = starts
        self.perRow = perRow
    }

    package var height: Int { perRow == 0 ? 0 : starts.count / perRow }
}
