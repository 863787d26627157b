import MRefreshSyntax

/// A table for people: columns padded to their widest cell, words left-aligned and numbers right-aligned,
/// two spaces between columns.
///
/// Every cell is quoted through ``Excerpt`` (at most ``maximumCharacters``, 48 unless a table says
/// otherwise, cut with "…", control characters escaped): a name is the user's text, and one element id of a million characters must not widen every
/// row to a million spaces (finding 27: 800 rows padded to it printed 800 MB). The table's size is then
/// linear in its rows, whatever the input's names; `--json` gives them whole.
struct AlignedTable {
    let header: [String]
    /// How many leading columns hold words (left-aligned); the rest hold numbers.
    let wordColumns: Int
    /// The most characters a cell shows.
    var maximumCharacters = Excerpt.maximumCharacters
    var rows: [[String]] = []

    var text: String {
        let all = [header] + rows.map { $0.map { Excerpt($0, limit: maximumCharacters).description } }
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < wordColumns ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
