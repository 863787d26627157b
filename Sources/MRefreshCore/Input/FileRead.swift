/// A file an input read besides itself (an SVG document's `<image>`, PNG or SVG), as the document names
/// it, with the bytes read: what a build checks before it calls the indicator's frames up to date
/// (MRefresh.docc/JobFiles.md, "Incremental builds").
package struct FileRead: Sendable {
    /// The path as the document names it, joined to the folder it is resolved in: read again, it follows
    /// links as they are then.
    package var path: String
    /// The bytes read, or nil when the file could not be read (missing, unreadable, too large): drawn
    /// without it, the frames change when it appears.
    package var bytes: [UInt8]?

    package init(path: String, bytes: [UInt8]?) {
        self.path = path
        self.bytes = bytes
    }
}
