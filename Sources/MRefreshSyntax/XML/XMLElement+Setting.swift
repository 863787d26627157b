extension XMLAttribute {
    /// An attribute named `name` holding `value`, made by mrefresh rather than read (an animated value at
    /// some time): every byte of its value is placed at the start of `origin`'s value, the attribute the
    /// value comes from, so an error in it points there.
    package init(name: String, value: String, madeFrom origin: XMLAttribute) {
        self.init(made: name, value: value, source: origin.source, at: origin.byteOffset, value: origin.valueByteOffset)
    }

    /// An attribute made by mrefresh on `element` (a CSS animation's value): its value placed at the element.
    package init(name: String, value: String, on element: XMLElement) {
        self.init(made: name, value: value, source: element.source, at: element.byteOffset, value: element.byteOffset)
    }

    /// A made attribute whose every value byte maps to `valueOffset` in `source`.
    private init(made name: String, value: String, source: XMLSource, at offset: Int, value valueOffset: Int) {
        var map = XMLValueMap()
        map.beginReference(decoded: 0, raw: 0)
        map.finish(decoded: value.utf8.count, raw: 0)
        self.init(name: name, value: .decoded(value), source: source, byteOffset: offset, valueByteOffset: valueOffset, valueMap: map)
    }
}

extension XMLElement {
    /// The element with attribute `name` set to `attribute`'s value (replacing one of that name, or added
    /// last).
    package func setting(_ attribute: XMLAttribute) -> XMLElement {
        var element = self
        if let index = element.attributes.firstIndex(where: { $0.name == attribute.name }) {
            element.attributes[index] = attribute
        } else {
            element.attributes.append(attribute)
        }
        return element
    }

    /// The element and its descendants with `change` applied to each element whose byte offset it lists,
    /// the rest as they are (an animated document at one time).
    package func replacing(_ changes: [Int: @Sendable (XMLElement) -> XMLElement]) -> XMLElement {
        var element = changes[byteOffset].map { $0(self) } ?? self
        guard !element.children.isEmpty else { return element }
        element.children = element.children.map { node in
            if case .element(let child) = node { return .element(child.replacing(changes)) }
            return node
        }
        return element
    }
}

extension XMLDocument {
    /// The document with `change` applied to each element whose byte offset it lists.
    package func replacing(_ changes: [Int: @Sendable (XMLElement) -> XMLElement]) -> XMLDocument {
        changes.isEmpty ? self : XMLDocument(root: root.replacing(changes), source: source, hollowedElements: hollowedElements)
    }
}
