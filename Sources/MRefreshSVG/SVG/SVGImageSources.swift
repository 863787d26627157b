/// Where a document's `<image>` files may be read from, and which documents draw it as an image: what a
/// document read as an image passes on to its own images (the same folders, one more enclosing document).
package struct SVGImageSources: Hashable, Sendable {
    /// Folders besides the document's own that image files may be read from (render's `--resources`, a
    /// build's job-file folder), as given: each is resolved, links and `..` followed, when a file is checked.
    package var resourceFolders: [String]
    /// The documents drawing this one as an image, outermost first: each file's real path, or nil for a
    /// `data:` URL's. A file met again is a cycle; their number is the depth.
    package var enclosing: [String?]
    /// The folder the document's relative image paths are resolved in.
    package var folder: Folder
    /// The document's own real path, when it is an image read from a file (a cycle back to it is refused).
    package var identity: String?

    /// Where a document's relative image paths are resolved.
    package enum Folder: Hashable, Sendable {
        /// The folder of the file the document is read from (none for standard input).
        case ofFile
        /// This folder: an image document's, where its file really is.
        case path(String)
        /// None: a `data:` URL's document has no folder.
        case none
    }

    /// Sources allowing `resourceFolders` besides a document's own, for a document no other draws.
    package init(resourceFolders: [String] = [], enclosing: [String?] = [], folder: Folder = .ofFile, identity: String? = nil) {
        self.resourceFolders = resourceFolders
        self.enclosing = enclosing
        self.folder = folder
        self.identity = identity
    }
}
