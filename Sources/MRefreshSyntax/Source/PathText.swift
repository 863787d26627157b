/// File paths taken apart as text, as Foundation's `NSString` path methods do for the paths mrefresh meets
/// (`/` separated; a trailing `/` ignored), without Foundation's full build.
public enum PathText {
    /// The folder part: "a/b/c.svg" → "a/b", "c.svg" → "", "/c.svg" → "/".
    public static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The last part: "a/b/c.svg" → "c.svg"; "/" → "/".
    public static func name(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The last part's extension, without its dot: "a/c.SVG" → "SVG"; "" for none (".hidden" has none).
    public static func `extension`(of path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The last part without its extension: "a/b/c.svg" → "c".
    public static func stem(of path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
