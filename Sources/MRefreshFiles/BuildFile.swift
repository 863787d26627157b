#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshSyntax
import MRefreshSystem
import MRefreshSVG

/// One indicator of a build: its name (its output folder) and its spec, or the error that keeps it from
/// being made (a broken indicator file fails alone; the others still build).
public struct BuildItem: Sendable {
    public var name: String
    public var spec: Result<IndicatorSpec, InputError>
}

/// A job file read: every indicator, in a stable order (by name), and notes about what was left out.
public struct BuildJob: Sendable {
    public var items: [BuildItem]
    /// One line each: glyphs without drawable geometry, patterns that match nothing.
    public var notes: [String]
}

/// Reads job files (MRefresh.docc/JobFiles.md), YAML or JSON: `defaults` (any indicator-file key but `layers`) and
/// `indicators`, each one of
///
/// - `{name, file: indicator.yaml}`: an indicator file (its values win over the defaults);
/// - `{name: "fa-{glyph}", glyphs: font.svg}`: one indicator per drawable glyph of an SVG font;
/// - `{name: "{stem}", each: "icons/*.svg"}`: one indicator per matching file;
/// - `{name, source: icon.svg}`: one input;
///
/// with any indicator-file key besides, applied over the defaults. Paths are relative to the job file.
public enum BuildFile {
    /// The most indicators one job may make.
    public static let maximumIndicators = 100_000

    /// Reads the job file `text`, named `file`; paths are relative to `directory`.
    ///
    /// - Parameters:
    ///   - text: the job file's text.
    ///   - file: the job file as named in messages.
    ///   - directory: the folder its paths are relative to.
    ///   - read: the bytes of the file at a path, refused past a size (``YAMLLimits/maximumBytes``
    ///     for an indicator file, ``MRefreshCore/InputFiles/maximumBytes`` for a font) with the kind of file it is named.
    /// - Throws: ``MRefreshCore/InputError`` for a job file that cannot be read as a whole (YAML, unknown keys, a bad
    ///   default, duplicate names); an indicator file that fails is its item's error instead.
    public static func parse(_ text: String, file: String, directory: String,
                             read: (_ path: String, _ limit: Int, _ kind: FileKind) throws(InputError) -> [UInt8] = { path, limit, kind throws(InputError) in
                                 try InputFiles.bytes(of: InputSpec(path: path, fragment: nil), limit: limit, kind: kind) }) throws(InputError) -> BuildJob {
        let root = try NodeReader.root(of: text, file: file, kind: .jobFile)
        let nodes = NodeReader(file: file, text: text)
        let reader = IndicatorReader(nodes: nodes, directory: directory)
        var defaultsNode: YAMLNode?
        var indicatorsNode: YAMLNode?
        for (name, key, value) in try nodes.mapping(root, "a job file") {
            switch name {
            case "defaults": defaultsNode = value
            case "indicators": indicatorsNode = value
            case _ where IndicatorReader.topKeys.contains(name):
                // An indicator file given where a job file is read: `mrefresh build fontawesome-refresh.yaml`.
                throw nodes.fail(key, .jobFile(.indicatorFileKey(name)))
            default: throw nodes.fail(key, .value(.unknownKey(name, kind: "key", expected: ["defaults", "indicators"])))
            }
        }
        var defaults = IndicatorSpec()
        // An SVG input's images may come from the job file's folder too (its inputs may live in subfolders).
        defaults.resourceFolders = [directory.isEmpty ? "." : directory]
        if let defaultsNode {
            let applied = try reader.apply(defaultsNode, to: &defaults, context: "'defaults'")
            if let layers = applied.layersNode { throw nodes.fail(layers, .jobFile(.layersInDefaults)) }
            try reader.finish(&defaults, applied, root: defaultsNode, readsLayers: false)
        }
        guard let indicatorsNode else { throw nodes.fail(root, .jobFile(.missingIndicators)) }
        guard let list = indicatorsNode.sequence else { throw nodes.fail(indicatorsNode, .jobFile(.indicatorsNotList)) }

        var items: [BuildItem] = []
        var notes: [String] = []
        var seen: [String: YAMLNode] = [:]
        func add(_ name: String, _ spec: Result<IndicatorSpec, InputError>, at node: YAMLNode) throws(InputError) {
            guard seen[name] == nil else {
                throw nodes.fail(node, .jobFile(.sameName(name)))
            }
            seen[name] = node
            items.append(BuildItem(name: name, spec: spec))
            guard items.count <= maximumIndicators else {
                throw nodes.fail(node, .jobFile(.tooManyIndicators(limit: maximumIndicators)))
            }
        }

        for entry in list {
            var spec = defaults
            let applied = try reader.apply(entry, to: &spec, context: "an indicator", extra: ["name", "file", "glyphs", "each", "source"])
            let kinds = ["file", "glyphs", "each", "source"].filter { applied.extra[$0] != nil }
            guard kinds.count == 1, let kind = kinds.first, let (kindKey, kindValue) = applied.extra[kind] else {
                throw nodes.fail(entry, .jobFile(.needsOneKind))
            }
            if let layers = applied.layersNode {
                throw nodes.fail(layers, .jobFile(.layersBesides(kind: kind)))
            }
            try reader.finish(&spec, applied, root: entry, readsLayers: false)
            let template = try applied.extra["name"].map { (_, value) throws(InputError) in try nodes.string(value, "name") }
            let path = reader.resolved(try nodes.string(kindValue, kind))
            // An input that cannot be read is told at the value that names it in the job file.
            let written = SourceReference(file: nodes.file, location: NodeReader.location(kindValue.mark))
            switch kind {
            case "file":
                let name = try safeName(template ?? stem(path), at: applied.extra["name"]?.value ?? kindKey, nodes)
                try add(name, Result { () throws(InputError) in
                    do throws(InputError) {
                        return try indicatorFile(path, over: spec, read: read)
                    } catch {
                        throw Indicator.placed(error, at: written)
                    }
                }, at: entry)
            case "source":
                let name = try safeName(template ?? stem(path), at: applied.extra["name"]?.value ?? kindKey, nodes)
                var layer = LayerSpec(source: .input(InputSpec(resolvingOnDisk: path)))
                layer.keyLocations["source"] = written
                spec.layers = [layer]
                try add(name, .success(spec), at: entry)
            case "glyphs":
                let glyphs: [String]
                do {
                    glyphs = try drawableGlyphs(path, read: read, notes: &notes)
                } catch {
                    try add(try safeName((template ?? "{glyph}").replacing("{glyph}", with: "font"),
                                         at: kindValue, nodes), .failure(Indicator.placed(error, at: written)), at: entry)
                    continue
                }
                // A glyph whose name cannot be a folder, or whose folder another indicator already has, is
                // skipped with a line, as a glyph that draws nothing is: a font's names are not the user's.
                let font = InputSpec(path: path, fragment: nil).displayName
                for glyph in glyphs {
                    var one = spec
                    one.layers = [LayerSpec(source: .input(InputSpec(path: path, fragment: glyph)))]
                    let wanted = (template ?? "{glyph}").replacing("{glyph}", with: glyph)
                    switch folderName(wanted) {
                    case .failure(let error):
                        notes.append("\(font)#\(Excerpt(glyph)): skipped, \(error.message(wanted))")
                    case .success(let name) where seen[name] != nil:
                        notes.append("\(font)#\(Excerpt(glyph)): skipped, its folder '\(Excerpt(name))' is another indicator's")
                    case .success(let name):
                        try add(name, .success(one), at: entry)
                    }
                }
            default:  // each
                let files = matching(path)
                if files.isEmpty { notes.append("\(nodes.file): '\(Excerpt(path))' matches no file") }
                for match in files {
                    var one = spec
                    one.layers = [LayerSpec(source: .input(InputSpec(path: match, fragment: nil)))]
                    let name = try safeName((template ?? "{stem}").replacing("{stem}", with: stem(match)),
                                            at: applied.extra["name"]?.value ?? kindKey, nodes)
                    try add(name, .success(one), at: entry)
                }
            }
        }
        return BuildJob(items: items.sorted { $0.name < $1.name }, notes: notes)
    }

    /// The indicator file at `path`, its values over `defaults`.
    static func indicatorFile(_ path: String, over defaults: IndicatorSpec,
                              read: (String, Int, FileKind) throws(InputError) -> [UInt8]) throws(InputError) -> IndicatorSpec {
        let name = InputSpec(path: path, fragment: nil).displayName
        let text = try InputFiles.text(try read(path, YAMLLimits.maximumBytes, .indicatorFile), file: name, kind: .indicatorFile)
        let root = try NodeReader.root(of: text, file: name, kind: .indicatorFile)
        let reader = IndicatorReader(nodes: NodeReader(file: name, text: text), directory: PathText.folder(of: path))
        var spec = defaults
        let applied = try reader.apply(root, to: &spec, context: "an indicator file")
        try reader.finish(&spec, applied, root: root)
        return spec
    }

    /// The glyph names of the SVG font at `path` that draw something; the others are noted, one line each.
    static func drawableGlyphs(_ path: String, read: (String, Int, FileKind) throws(InputError) -> [UInt8],
                               notes: inout [String]) throws(InputError) -> [String] {
        let spec = InputSpec(path: path, fragment: nil)
        let font = try InputLoader.load(try read(path, InputFiles.maximumBytes, .input), spec: spec)
        var names: [String] = []
        var seen = Set<String>()
        for layer in font.layers {
            if layer.path.isEmpty {
                notes.append("\(spec.displayName)#\(layer.name): skipped, the glyph draws nothing")
            } else if seen.insert(layer.name).inserted {
                names.append(layer.name)
            }
        }
        return names
    }

    /// The files `pattern` matches (a shell glob), sorted.
    static func matching(_ pattern: String) -> [String] { Glob.paths(matching: pattern) }

    /// A file's name without folder and extension.
    static func stem(_ path: String) -> String {
        PathText.stem(of: path)
    }

    /// The longest indicator name, in bytes: a file name has at most 255, and the exports add up to 55 to
    /// the name (Android's `mr_<name>_exhausted_0000.png` or `<name>_closing_layer12_path345.xml`, in a
    /// temporary `.<file>.tmp-<pid>` while written).
    public static let maximumNameBytes = 200

    /// The build's own file in the output folder, which no indicator folder may take.
    static let indexFile = "index.json"

    /// `name` as an output folder: letters, digits, `.`, `_`, `-`; anything else becomes `-`. Why it cannot
    /// be one otherwise.
    static func folderName(_ name: String) -> Result<String, FolderNameError> {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        guard !safe.isEmpty, safe != ".", safe != "..", !safe.hasPrefix(".") else { return .failure(.unusable) }
        guard safe != indexFile else { return .failure(.buildFile) }
        guard safe.utf8.count <= maximumNameBytes else { return .failure(.tooLong(bytes: safe.utf8.count)) }
        return .success(safe)
    }

    /// `name` as an output folder (``folderName(_:)``).
    ///
    /// - Throws: ``InputError`` at `node` when it cannot be one.
    static func safeName(_ name: String, at node: YAMLNode, _ nodes: NodeReader) throws(InputError) -> String {
        switch folderName(name) {
        case .success(let safe): return safe
        case .failure(let error): throw nodes.fail(node, .jobFile(.folderName(name, error)))
        }
    }
}
