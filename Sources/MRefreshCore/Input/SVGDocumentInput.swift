/// Reads the drawable paths of an SVG document.
///
/// For now every `<path d>` element outside non-rendered containers (`defs`, `clipPath`, `mask`,
/// `marker`, `pattern`, `symbol`, `metadata`, `title`, `desc`) becomes a layer in document order.
/// Shapes, transforms and styles arrive with full document support; this reader is their entry point.
public enum SVGDocumentInput {
    /// Elements whose content is never drawn directly.
    static let nonRendered: Set<String> = [
        "defs", "clipPath", "mask", "marker", "pattern", "symbol", "metadata", "title", "desc", "style", "script",
    ]

    /// The layers of `document`; with `id`, only the element with that id (a path, or a group's paths).
    public static func load(_ document: XMLDocument, file: String, id: String?, lenient: Bool) throws(InputError)
        -> LoadedInput {
        var start = document.root
        if let id {
            guard let element = document.root.firstDescendant(where: { $0.attribute("id")?.value == id }) else {
                throw InputError(.invalidData, file: file, message: "no element with id '\(id)'")
            }
            start = element
        }
        var layers: [Layer] = []
        var warnings: [InputError] = []
        var pathNumber = 0
        for element in start.descendants(skipping: nonRendered) {
            guard element.localName == "path", let d = element.attribute("d") else { continue }
            pathNumber += 1
            let result: PathDataInput.Result
            do {
                result = try PathDataInput.read(d.value, lenient: lenient)
            } catch {
                throw InputError(.invalidData, file: file, location: d.sourceLocation(ofValueByte: error.byteOffset),
                                 message: error.message)
            }
            if let warning = result.warning {
                warnings.append(InputError(.invalidData, file: file,
                                           location: d.sourceLocation(ofValueByte: warning.byteOffset),
                                           message: warning.message))
            }
            let name = element.attribute("id")?.value ?? "path\(pathNumber)"
            layers.append(Layer(name: name, path: result.path, segmentCounts: result.counts))
        }
        return LoadedInput(layers: layers, viewBox: viewBox(of: document.root), warnings: warnings)
    }

    /// The root's viewBox as `min-x min-y width height`, when present and valid (positive size).
    static func viewBox(of root: XMLElement) -> Rect? {
        guard let text = root.attribute("viewBox")?.value else { return nil }
        let numbers = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
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
