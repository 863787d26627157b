import MRefreshSyntax
import MRefreshCore

/// The computed style of an element defined in one place and drawn in another (a `<marker>`,
/// `<pattern>`, `<clipPath>` or `<mask>`): it inherits from its own ancestors in the document, not from
/// the element that uses it (SVG 2 §13.7.2, §14.3.5, CSS Masking §7–8).
extension SVGDocumentReader {
    /// `definition`'s computed style, through its ancestors from the root. Computed once per element.
    mutating func definitionStyle(of definition: XMLElement) throws(InputError) -> SVGComputedStyle {
        if let known = painting.definitionStyles[definition.byteOffset] { return known }
        let viewport = Self.viewBox(of: document.root) ?? Rect(x: 0, y: 0, width: 100, height: 100)
        var style = painting.definitionStyles[-1] ?? SVGComputedStyle()
        for ancestor in Self.chain(to: definition, from: document.root).dropFirst() {
            style = try self.style(of: ancestor, parent: style, viewport: viewport)
        }
        painting.definitionStyles[definition.byteOffset] = style
        return style
    }

    /// The elements from `root` down to `target`, both included (just `target` when it is not found).
    static func chain(to target: XMLElement, from root: XMLElement) -> [XMLElement] {
        var stack: [(element: XMLElement, depth: Int)] = [(root, 0)]
        var path: [XMLElement] = []
        while let (element, depth) = stack.popLast() {
            path.removeLast(path.count - depth)
            path.append(element)
            if element.byteOffset == target.byteOffset { return path }
            for child in element.childElements.reversed() { stack.append((child, depth + 1)) }
        }
        return [target]
    }
}
