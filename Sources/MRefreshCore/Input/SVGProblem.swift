import MRefreshSyntax

/// What is wrong with an SVG document, as the document reader finds it: an error when reading strictly, a
/// warning (with what was done instead) otherwise. Values, compared in tests; the position is the
/// ``InputError``'s, and quoted text is cut to an ``MRefreshSyntax/Excerpt`` only when the words are made.
package enum SVGProblem: Hashable, Sendable, CustomStringConvertible {
    /// The root element is not `<svg>`.
    case notSVG(root: String)
    /// No element has the id the input's `#fragment` names.
    case noElement(id: String)
    /// An attribute value that does not parse (a transform list, a `points` list): the parser's error.
    case syntax(SVGSyntaxError)
    /// A length attribute (`x`, `width`, `r`…) that is not a length.
    case invalidLength(attribute: String, value: String)
    /// A numeric style property (`stroke-width`, `opacity`…) whose value is not a number of its kind.
    case invalidValue(property: String, value: String)
    /// A `transform-origin` that is not one.
    case invalidTransformOrigin(String)
    /// Custom properties that name each other in a cycle (`--a: var(--b); --b: var(--a)`): each is invalid.
    case variableCycle([String])
    /// A value whose `var()` names a custom property that is not set and gives no fallback.
    case undefinedVariable(property: String, value: String)
    /// A `<use>` of another file: only references inside the document are followed.
    case externalReference(String)
    /// A `<use>` of an id the document does not have.
    case missingReference(id: String)
    /// A `<use>` of an element it lies in (through other `<use>`s too): it would contain itself.
    case referenceCycle(id: String)
    /// `<use>`s nested past the limit.
    case usesTooDeep(limit: Int)
    /// A `<marker>` or `<pattern>` drawn (through its content or its `href`s) inside itself.
    case cyclicReference(element: String, id: String)
    /// An image that is not drawn, and why.
    case imageRefused(SVGImageRefusal)
    /// More elements to walk than the limit, `<use>` expansion counted.
    case tooManyElements(limit: Int)
    /// More drawable elements than the limit.
    case tooManyLayers(limit: Int)
    /// More segments to draw than the limit, `<use>` expansion counted.
    case tooManySegments(limit: Int)
    /// A gradient element (`linearGradient`, `radialGradient`) with more stops than the limit.
    case tooManyStops(element: String, limit: Int)
    /// Groups with an opacity composited inside each other past the limit.
    case opacityGroupsTooDeep(limit: Int)
    /// A basic shape whose numbers take it beyond ``GeometryLimits``.
    case shapeOutOfRange(element: String, PathRefusal)
    /// An element that its transforms carry beyond ``GeometryLimits``.
    case transformedOutOfRange(element: String, Reach)
    /// What the document uses that is not drawn (text, images, clipping…), each feature once.
    case unsupported([UnsupportedFeature])
    /// What animates the document (SMIL elements, CSS animations), which is not played yet, each once.
    case notAnimated([UnsupportedFeature])
    /// The animations' loop is longer than the longest played.
    case loopTooLong(limit: Double)
    /// The loop's frames times the document's layers are more than can be read for it.
    case animationTooLarge(frames: Int, layers: Int, limit: Int)
    /// An animation element that is not played, and why (its attribute's value, or what it lacks).
    case animationNotPlayed(element: String, attribute: String?, value: String?, reason: String)
    /// The document has nothing to draw.
    case drawsNothing
    /// A `clip-path` or `mask` that cannot be followed.
    case masking(SVGMaskingProblem)
    /// A `<text>` past one of the text limits (``TextBlock/maximumCharacters``…), the limit in words.
    case textBeyondLimit(String)
    /// A `<textPath>` whose `href` names no shape of the document (the reference as written).
    case textPathWithoutPath(String)

    /// How far a transformed element reaches.
    package enum Reach: Hashable, Sendable {
        /// Its largest coordinate, in root units (infinite when it overflows).
        case points(Double)
        /// Its stroke width, in root units.
        case strokeWidth(Double)
    }

    /// A feature mrefresh does not draw ("<text>", "clip-path", "<pattern> paint") and how often it is used.
    package struct UnsupportedFeature: Hashable, Sendable {
        package var name: String
        package var count: Int

        package init(_ name: String, count: Int = 1) {
            self.name = name
            self.count = count
        }
    }

    /// The message, without a position.
    package var description: String {
        switch self {
        case .notSVG(let root): "not an SVG document: the root element is <\(root)>, expected <svg>"
        case .noElement(let id): "no element with id '\(Excerpt(id))'"
        case .syntax(let error): error.message
        case let .invalidLength(attribute, value): "expected a length for '\(Excerpt(attribute))', found '\(Excerpt(value))'"
        case let .invalidValue(property, value):
            "expected \(Self.kind(ofValueOf: property)) for '\(property)', found '\(Excerpt(value.trimmingXMLWhitespace))'"
        case .invalidTransformOrigin(let text): "expected a transform origin, found '\(Excerpt(text))'"
        case .variableCycle(let names):
            "custom properties \(names.joined(separator: ", ")) refer to each other in a cycle, so none of them has a value"
        case let .undefinedVariable(property, value):
            "'\(property): \(Excerpt(value))' names a custom property that is not set, with no fallback"
        case .externalReference(let reference):
            "only references inside the document (#id) are followed, not '\(Excerpt(reference))'"
        case .missingReference(let id): "<use> refers to '#\(id)', which the document does not have"
        case .referenceCycle(let id): "<use> reference cycle: #\(id) contains this <use> of it"
        case .imageRefused(let refusal): refusal.description
        case let .cyclicReference(element, id): "<\(element)> '#\(Excerpt(id))' would be drawn inside itself"
        case .usesTooDeep(let limit): "<use> nested more than \(limit) deep; refusing the document"
        case .tooManyElements(let limit): "more than \(limit) elements to draw (after <use> expansion); refusing the document"
        case .tooManyLayers(let limit): "more than \(limit) drawable elements; refusing the document"
        case .tooManySegments(let limit): "more than \(limit) segments to draw (after <use> expansion); refusing the document"
        case let .tooManyStops(element, limit): "<\(element)> has more than \(limit) stops"
        case .opacityGroupsTooDeep(let limit): "groups with an opacity, a blend mode or a filter are nested more than \(limit) deep"
        case let .shapeOutOfRange(element, refusal):
            "<\(element)> is out of range: "
                + (refusal == .tooManySegments ? "more than \(GeometryLimits.maximumSegments) segments"
                    : "its geometry reaches beyond \(GeometryLimits.maximumCoordinateText) units")
        case let .transformedOutOfRange(element, reach):
            "<\(element)> is out of range after its transforms: \(Self.words(reach)), beyond \(GeometryLimits.maximumCoordinateText)"
        case .unsupported(let features):
            "not drawn: " + features.map { $0.count > 1 ? "\($0.name) (\($0.count) uses)" : $0.name }.joined(separator: ", ")
        case .notAnimated(let features):
            "not animated: " + features.map { $0.count > 1 ? "\($0.name) (\($0.count) uses)" : $0.name }.joined(separator: ", ")
        case .loopTooLong(let limit):
            "the animations repeat together only after more than \(limit == limit.rounded() ? String(Int(limit)) : String(limit)) s"
        case let .animationTooLarge(frames, layers, limit):
            "the animation's loop of \(frames) frames of \(layers) layers is more than \(limit) layers to read; play a loading animation instead (--loading rotate)"
        case let .animationNotPlayed(element, attribute, value, reason):
            "<\(element)>" + (attribute.map { " \($0)='\(Excerpt(value ?? ""))'" } ?? "") + " " + reason
        case .drawsNothing: "the document draws nothing"
        case .masking(let problem): problem.description
        case .textBeyondLimit(let limit): "<text> goes beyond \(limit)"
        case .textPathWithoutPath(let reference): "<textPath> refers to '\(Excerpt(reference))', which is not a shape of the document"
        }
    }

    /// What a numeric style property takes: "a length", "a number or percentage".
    static func kind(ofValueOf property: String) -> String {
        switch property {
        case "stroke-width", "stroke-dashoffset": "a length"
        case "stroke-dasharray": "'none' or a list of non-negative lengths"
        case "stroke-miterlimit": "a number of at least 1"
        default: "a number or percentage"
        }
    }

    /// "its points reach 1e+300 units", "its stroke width overflows".
    static func words(_ reach: Reach) -> String {
        func reaching(_ value: Double, _ verb: String) -> String {
            value.isFinite ? "\(verb) \(GeometryLimits.text(value)) units" : "overflow"
        }
        return switch reach {
        case .points(let value): "its points \(reaching(value, "reach"))"
        case .strokeWidth(let value): "its stroke width \(reaching(value, "reaches"))"
        }
    }
}
