import MRefreshSyntax
import MRefreshCore

/// Reads an SVG document's drawable elements as layers (see `SVGDocumentReader`), and its SMIL animations
/// as the input's own animation (`SVGAnimatedDocument`).
package enum SVGDocumentInput {
    /// The layers of `document`; with `id`, only those of the element with that id (a shape, or a group's
    /// shapes), still placed and styled by its ancestors. A document that animates carries its animation:
    /// its loop and its layers at any time.
    package static func load(_ document: XMLDocument, file: String, id: String?, lenient: Bool,
                             media: CSSMedia = .light, variables: [String: String] = [:],
                             images: SVGImageSources = SVGImageSources()) throws(InputError) -> LoadedInput {
        var loaded = try still(document, file: file, id: id, lenient: lenient, media: media, variables: variables, images: images)
        var problems: [SVGAnimatedDocument.Problem] = []
        let animated = SVGAnimatedDocument(SVGDocument(document, media: media, variables: variables), horizon: 2 * InputAnimation.maximumLoop + 1,
                                           problems: &problems)
        for problem in problems {
            let refusal = problem.refusal
            let error = InputError(file: file, location: refusal.attribute.map { $0.source.location(ofByte: $0.valueByteOffset) }
                                   ?? problem.element.location,
                                   .svg(.animationNotPlayed(element: problem.element.localName, attribute: refusal.attribute?.name,
                                                            value: refusal.attribute?.value, reason: refusal.reason)),
                                   consequence: .animationSkipped)
            if !lenient { throw error }
            loaded.warnings.append(error)
        }
        if let animated {
            loaded.animation = InputAnimation(
                loop: { fps, cap in animated.loop(fps: fps, cap: cap) },
                layers: { seconds throws(InputError) in try still(animated.xml(at: seconds), file: file, id: id, lenient: true, media: media, variables: variables, images: images) },
                entries: animated.entries)
        }
        return loaded
    }

    /// The layers of `document` as it stands (its animations not played).
    private static func still(_ document: XMLDocument, file: String, id: String?, lenient: Bool,
                              media: CSSMedia, variables: [String: String], images: SVGImageSources) throws(InputError) -> LoadedInput {
        var reader = SVGDocumentReader(document: document, file: file, selection: id, lenient: lenient, media: media, variables: variables,
                                       images: images)
        return try reader.read()
    }
}
