/// SVG's conditional processing attributes (SVG 2 §5.8): whether an element is drawn on this system.
///
/// mrefresh renders the same frames on every machine, so its "system" is fixed: the language is English
/// (`en`), and no extensions are supported. `requiredFeatures` is SVG 1.1's and always holds (SVG 2, and
/// browsers, dropped it).
public enum SVGConditions {
    /// The language `systemLanguage` is tested against.
    public static let language = "en"

    /// The elements a `<switch>` may choose among (its other children are never chosen).
    public static let switchable: Set<String> = [
        "g", "a", "switch", "svg", "use", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "image", "foreignObject",
    ]

    /// Whether `element`'s `systemLanguage` and `requiredExtensions` hold: absent, or (for a language) one
    /// of its comma-separated tags is `en` or starts with `en-`. An empty value never holds.
    public static func hold(on element: XMLElement) -> Bool {
        if element.attribute("requiredExtensions") != nil { return false }
        guard let languages = element.attribute("systemLanguage")?.value else { return true }
        return languages.split(separator: ",").contains { (tag: Substring) -> Bool in
            let tag = String(tag).trimmingXMLWhitespace.lowercased()
            return tag == language || tag.hasPrefix(language + "-")
        }
    }
}
