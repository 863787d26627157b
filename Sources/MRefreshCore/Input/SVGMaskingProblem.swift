import MRefreshSyntax

/// What is wrong with a `clip-path`, `mask` or `filter` reference, as the document reader finds it (``SVGProblem/masking(_:)``).
package enum SVGMaskingProblem: Hashable, Sendable, CustomStringConvertible {
    /// The property names an id the document does not have.
    case missingReference(property: String, id: String)
    /// The property names an element of another kind than `expected` (`clip-path` a `<rect>`).
    case wrongElement(property: String, id: String, element: String, expected: String)
    /// The property lists `count` references (a CSS filter list, `url(#a) url(#b)`), where mrefresh
    /// follows one.
    case referenceList(property: String, value: String, count: Int)
    /// The reference leads back to an element it is being resolved for (a clip path clipped by itself,
    /// a mask whose content is masked by it, directly or through others).
    case referenceCycle(property: String, id: String)
    /// Clip paths and masks referring to others past the limit.
    case tooDeep(limit: Int)
    /// Masked groups composited one inside another past the limit.
    case maskedGroupsTooDeep(limit: Int)
    /// A value that is neither `none` nor `url(#id)`.
    case notAReference(property: String, value: String)

    package var description: String {
        switch self {
        case let .missingReference(property, id): "\(property) refers to '#\(Excerpt(id))', which the document does not have"
        case let .wrongElement(property, id, element, expected):
            "\(property) refers to '#\(Excerpt(id))', a <\(Excerpt(element))>, not a <\(expected)>"
        case let .referenceList(property, value, count):
            "\(property) lists \(count) references ('\(Excerpt(value))'), where one url(#id) is followed"
        case let .referenceCycle(property, id): "\(property) reference cycle: #\(Excerpt(id)) refers back to itself"
        case .tooDeep(let limit): "clip paths and masks refer to others more than \(limit) deep"
        case .maskedGroupsTooDeep(let limit): "masked groups are nested more than \(limit) deep"
        case let .notAReference(property, value): "expected 'none' or url(#id) for '\(property)', found '\(Excerpt(value))'"
        }
    }
}
