/// Where a key given twice in one YAML mapping is given again.
///
/// Yams reports a duplicate key at its first occurrence, the one a reader of the file thinks is right; the
/// error belongs at the second. This finds it from the first: in a block mapping, the next line indented
/// as the key was that starts with it, before the mapping ends (a line indented less); in a flow mapping
/// (`{a: 1, a: 2}`), the next entry at the same depth that starts with it, before its closing brace.
/// Keys may be quoted. Anything it does not recognise leaves the error at the first occurrence.
enum DuplicateKey {
    /// The line and column (1-based, in Unicode scalars, as Yams counts) of `key`'s second occurrence in
    /// the mapping where it occurs first at `line`:`column`; nil when not found.
    static func secondOccurrence(of key: String, line: Int, column: Int, in text: String) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let first = lines[line - 1]
        let start = column - 1
        guard let afterKey = keyEnd(key, in: first, at: start) else { return nil }
        // Flow when the key follows `{` or `,` on its line.
        let before = first[..<min(start, first.count)].last { $0 != " " && $0 != "\t" }
        if before == "{" || before == "," {
            return flowSecond(of: key, lines: lines, line: line - 1, from: afterKey)
        }
        for index in line..<lines.count {
            let text = lines[index]
            guard let indent = text.firstIndex(where: { $0 != " " }), text[indent] != "#" else { continue }
            if indent < start { return nil }
            // (A sequence at the key's indentation is a value of the mapping's, in YAML's compact form.)
            if indent == start, keyEnd(key, in: text, at: indent) != nil { return (index + 1, indent + 1) }
        }
        return nil
    }

    /// In a flow mapping, the next entry at depth 0 from `line`:`from` that is `key`.
    private static func flowSecond(of key: String, lines: [[Unicode.Scalar]], line: Int, from: Int) -> (line: Int, column: Int)? {
        var depth = 0, quote: Unicode.Scalar?, entryStarts = false
        var (index, position) = (line, from)
        while index < lines.count {
            let text = lines[index]
            while position < text.count {
                let scalar = text[position]
                if entryStarts && scalar != " " && scalar != "\t" {
                    // The first character of the entry after a comma, on its line or a later one.
                    if keyEnd(key, in: text, at: position) != nil { return (index + 1, position + 1) }
                    entryStarts = false
                }
                if let open = quote {
                    if scalar == open { quote = nil }
                } else {
                    switch scalar {
                    case "\"", "'": quote = scalar
                    case "{", "[": depth += 1
                    case "}", "]":
                        depth -= 1
                        if depth < 0 { return nil }
                    case "," where depth == 0: entryStarts = true
                    default: break
                    }
                }
                position += 1
            }
            (index, position) = (index + 1, 0)
        }
        return nil
    }

    /// Where `key` (plain or quoted) and the `:` after it end when `text` has them at `start`.
    private static func keyEnd(_ key: String, in text: [Unicode.Scalar], at start: Int) -> Int? {
        let key = Array(key.unicodeScalars)
        for form in [key, ["\""] + key + ["\""], ["'"] + key + ["'"]] {
            guard start + form.count <= text.count, Array(text[start..<(start + form.count)]) == form else { continue }
            var end = start + form.count
            while end < text.count, text[end] == " " || text[end] == "\t" { end += 1 }
            if end < text.count, text[end] == ":" { return end + 1 }
        }
        return nil
    }
}
