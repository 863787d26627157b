import MRefreshSyntax

extension InputError {
    /// What a lenient read did instead of refusing the input, said after a warning's message.
    package enum Consequence: Hashable, Sendable, CustomStringConvertible {
        /// Path data is drawn up to its last complete segment before the error.
        case pathKept
        /// A `points` list is drawn up to its last complete pair.
        case shapeKept
        /// A transform list in error is no transform.
        case drawnUntransformed
        /// A transform origin in error is the origin 0 0.
        case transformAboutZero
        /// The element is left out.
        case notDrawn
        /// A `<use>` whose reference cannot be followed is left out.
        case useNotDrawn
        /// A `<use>` that would contain itself is left out.
        case cyclicUseNotDrawn
        /// A length in error counts as absent.
        case initialValueUsed
        /// A presentation attribute in error is ignored.
        case attributeIgnored
        /// A `style` declaration in error is ignored.
        case declarationIgnored
        /// A property whose `var()` has no value is unset: inherited, or its initial value.
        case propertyUnset
        /// A gradient's stops past the limit are dropped.
        case firstStopsUsed(Int)
        /// Features that are not drawn are left out; the rest is drawn.
        case restDrawn
        /// The document's animations are not played: every frame shows it as it stands at time 0.
        case drawnStill
        /// The loading stage plays the animations' first seconds, up to the longest loop played.
        case loopCut
        /// The animation element is not played; the others are.
        case animationSkipped
        /// Opacity groups past the nesting limit apply to each layer alone.
        case deeperGroupsApart
        /// A document that draws nothing makes blank frames.
        case framesBlank
        /// Dashes too dense to draw become a solid stroke of their coverage.
        case drawnSolid
        /// A font metric in error falls back to its default.
        case defaultUsed
        /// A text line with `{updated}` is not drawn without a date: giving one draws it.
        case needsLabelDate
        /// A text layer's font family is not installed: the text is drawn in `family` (nil: no font loads).
        case drawnIn(family: String?)
        /// Two files set a machine key: this value is the one simulated.
        case simulated(String)
        /// A clip path that cannot be followed is ignored.
        case drawnUnclipped
        /// Masks past a nesting limit are left out.
        case drawnUnmasked
        /// An image with corrupt data is drawn as far as it decodes.
        case drawnAsDecoded
        /// A filter that cannot be followed, or that uses a primitive mrefresh does not draw, is ignored.
        case drawnUnfiltered

        /// The words after the warning: "the path is kept up to here".
        package var description: String {
            switch self {
            case .pathKept: "the path is kept up to here"
            case .shapeKept: "the shape is kept up to here"
            case .drawnUntransformed: "the element is drawn untransformed"
            case .transformAboutZero: "the transform is about 0 0"
            case .notDrawn: "it is not drawn"
            case .useNotDrawn: "the <use> is not drawn"
            case .cyclicUseNotDrawn: "this <use> is not drawn"
            case .initialValueUsed: "its initial value is used"
            case .attributeIgnored: "the attribute is ignored"
            case .declarationIgnored: "the declaration is ignored"
            case .propertyUnset: "the property is unset (inherited, or its initial value)"
            case .firstStopsUsed(let count): "its first \(count) are used"
            case .restDrawn: "the frames show the rest"
            case .drawnStill: "every frame shows the document as it stands before its animations start"
            case .loopCut: "the loading stage plays their first seconds up to there"
            case .animationSkipped: "the other animations play"
            case .deeperGroupsApart: "the deeper ones apply to each of their layers alone"
            case .framesBlank: "the frames are blank"
            case .drawnSolid: "it is drawn as a solid stroke as dense as its dashes"
            case .defaultUsed: "its default is used"
            case .needsLabelDate: "give a label date to draw it with that date"
            case .drawnIn(let family?): "the text is drawn in '\(Excerpt(family))'"
            case .drawnIn(nil): "Pango loads no font for it"
            case .simulated(let value): "'\(Excerpt(value))' is simulated"
            case .drawnUnclipped: "the element is drawn unclipped"
            case .drawnUnmasked: "the deeper masks are left out"
            case .drawnAsDecoded: "it is drawn as far as it decodes"
            case .drawnUnfiltered: "the element is drawn unfiltered"
            }
        }
    }
}
