/// Reads an SVG document's drawable elements as layers (see ``SVGDocumentReader``).
public enum SVGDocumentInput {
    /// The layers of `document`; with `id`, only those of the element with that id (a shape, or a group's
    /// shapes), still placed and styled by its ancestors.
    public static func load(_ document: XMLDocument, file: String, id: String?, lenient: Bool) throws(InputError)
        -> LoadedInput {
        var reader = SVGDocumentReader(document: document, file: file, selection: id, lenient: lenient)
        return try reader.read()
    }
}

extension XMLElement {
    /// This element and its descendants in document order, not entering elements whose local name is in
    /// `skipping`. Iterative, so deep documents cannot exhaust the stack.
    func descendants(skipping: Set<String> = []) -> [XMLElement] {
        var result: [XMLElement] = []
        var stack: [XMLElement] = [self]
        while let element = stack.popLast() {
            if skipping.contains(element.localName) { continue }
            result.append(element)
            for child in element.children.reversed() {
                if case .element(let e) = child { stack.append(e) }
            }
        }
        return result
    }

    /// The first element in document order (this one included) satisfying `predicate`.
    func firstDescendant(where predicate: (XMLElement) -> Bool) -> XMLElement? {
        var stack: [XMLElement] = [self]
        while let element = stack.popLast() {
            if predicate(element) { return element }
            for child in element.children.reversed() {
                if case .element(let e) = child { stack.append(e) }
            }
        }
        return nil
    }
}
