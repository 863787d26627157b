/// A file's lines as YAML and mrefresh's positions count them: ended by LF, CRLF or CR, without their line
/// breaks (line 1 first). The one splitter for every place that turns a line number back into its text.
enum TextLines {
    static func of(_ text: String) -> [Substring] {
        // "\r\n" is one Character, so it is a separator of its own.
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }
}
