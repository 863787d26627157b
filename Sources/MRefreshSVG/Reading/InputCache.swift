import Synchronization
import MRefreshSyntax
import MRefreshCore

/// Inputs read and parsed once for many indicators: a build's hundred glyphs of one font parse the font
/// once. Thread-safe; holds every file it has read until it is released.
public final class InputCache: Sendable {
    private enum Entry: Sendable {
        case document(XMLDocument)
        case bytes([UInt8])
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let read: @Sendable (InputSpec) throws(InputError) -> [UInt8]

    /// Creates a cache reading files with `read` (the file system by default).
    public init(read: @escaping @Sendable (InputSpec) throws(InputError) -> [UInt8] = InputFiles.bytes) {
        self.read = read
    }

    /// The layers `spec` names, as ``InputLoader/load(_:spec:lenient:strict:glyphCharacter:)-([UInt8],_,_,_,_)`` reads them.
    package func load(_ spec: InputSpec, lenient: Bool, strict: Bool = true, glyphCharacter: String?,
                      media: CSSMedia = .light, variables: [String: String] = [:],
                      images: SVGImageSources = SVGImageSources()) throws(InputError) -> LoadedInput {
        let entry: Entry
        if let cached = entries.withLock({ $0[spec.path] }) {
            entry = cached
        } else {
            // Read and parsed outside the lock: two threads may both parse a file the first time; one wins.
            let bytes = try read(InputSpec(path: spec.path, fragment: nil))
            let made: Entry = InputLoader.looksLikeXML(bytes) && SVGDocumentParsing.isValidUTF8(bytes)
                ? .document(try InputLoader.document(bytes, file: spec.displayName)) : .bytes(bytes)
            entry = entries.withLock { entries in
                if let other = entries[spec.path] { return other }
                entries[spec.path] = made
                return made
            }
        }
        switch entry {
        case .document(let document):
            return try InputLoader.load(document, spec: spec, lenient: lenient, strict: strict, glyphCharacter: glyphCharacter, media: media, variables: variables,
                                        images: images)
        case .bytes(let bytes):
            return try InputLoader.load(bytes, spec: spec, lenient: lenient, strict: strict, glyphCharacter: glyphCharacter, media: media, variables: variables,
                                        images: images)
        }
    }
}
