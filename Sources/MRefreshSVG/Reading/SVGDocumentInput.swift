import MRefreshSyntax
import MRefreshCore

/// Reads an SVG document's drawable elements as layers (see `SVGDocumentReader`).
package enum SVGDocumentInput {
    /// The layers of `document`; with `id`, only those of the element with that id (a shape, or a group's
    /// shapes), still placed and styled by its ancestors.
    package static func load(_ document: XMLDocument, file: String, id: String?, lenient: Bool) throws(InputError)
        -> LoadedInput {
        var reader = SVGDocumentReader(document: document, file: file, selection: id, lenient: lenient)
        return try reader.read()
    }
}
