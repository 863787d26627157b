/// Where a document's `<image>` files may be read from, and which documents draw it as an image: what a
/// document read as an image passes on to its own images (the same folders, one more enclosing document).
package struct SVGImageSources: Hashable, Sendable {
    /// Folders besides the document's own that image files may be read from (render's `--resources`, a
    /// build's job-file folder), as given: each is resolved, links and `..` followed, when a file is checked.
    package var resourceFolders: [String]
    /// The documents drawing this one as an image, outermost first: each file's real path, or a data: URL's
    /// digest. One met again is a cycle; their number is the depth.
    package var enclosing: [String]

    /// Sources allowing `resourceFolders` besides a document's own, for a document no other draws.
    package init(resourceFolders: [String] = [], enclosing: [String] = []) {
        self.resourceFolders = resourceFolders
        self.enclosing = enclosing
    }
}
