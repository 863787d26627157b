extension XMLElement {
    /// This element and its descendants in document order, not entering elements whose local name is in
    /// `skipping`. Iterative, so deep documents cannot exhaust the stack.
    public func descendants(skipping: Set<String> = []) -> [XMLElement] {
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
    public func firstDescendant(where predicate: (XMLElement) -> Bool) -> XMLElement? {
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
