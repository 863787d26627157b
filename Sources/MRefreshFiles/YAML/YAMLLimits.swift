import MRefreshCore
import MRefreshSyntax

/// The bounds every indicator, job and gesture file is held to, checked on each of libyaml's events before
/// it is composed into the node tree, so that no file, however small, makes reading it slow or large.
///
/// - **Size**: ``maximumBytes``, checked while the file is read (`InputFiles/text(of:kind:limit:)`) and
///   again on text handed to a parser.
/// - **Values**: at most ``maximumValues`` values (scalars, lists and mappings), an alias counted as all the
///   values of the node it names, over the whole file. This is the alias budget other YAML libraries keep
///   (go-yaml's alias ratio, SnakeYAML's `maxAliasesForCollections`) in one number: ten lines of aliases of
///   aliases ("billion laughs") stand for 10⁹ values, and are refused at the alias that passes the budget,
///   before anything walks them. Without aliases it bounds the node tree: a 4 MiB file could hold 2
///   million values (`1,` repeated), and reading one is linear in its values.
/// - **Keys**: a mapping key is a single value (an alias of one is fine). None of mrefresh's files has
///   another kind of key, and keys are compared for duplicates whole: a key that is an alias of an alias
///   bomb (`? *l9`) would be walked 10⁹ times over before any other check.
/// - **Nesting**: at most ``maximumDepth`` lists and mappings inside each other (the deepest file mrefresh
///   reads nests 7), said in our words rather than libyaml's.
public enum YAMLLimits {
    /// The largest indicator, job or gesture file read: 4 MiB, nine times the whole of Font Awesome's SVG
    /// font (675 glyphs), so even every glyph's path data written inline fits.
    public static let maximumBytes = 4 << 20
    /// The most values one file holds, aliases expanded.
    public static let maximumValues = 250_000
    /// The most lists and mappings nested inside each other.
    public static let maximumDepth = 64

    /// The file `spec` names, read as UTF-8 text of at most ``maximumBytes``; `kind` names it in errors.
    public static func text(of spec: InputSpec, kind: FileKind) throws(InputError) -> String {
        try InputFiles.text(of: spec, kind: kind, limit: maximumBytes)
    }

    /// Counts values as events arrive, refusing the event that breaks a bound (``YAMLComposer`` calls it
    /// before it composes each event).
    struct Counter {
        /// A list or mapping still open.
        struct Open {
            var isMapping: Bool
            var anchor: String?
            /// Its values so far, itself included, aliases expanded (at most one past the budget).
            var values = 1
            /// How many keys and values a mapping has had: the next is a key when even.
            var entries = 0
        }

        let file: String
        var open: [Open] = []
        var total = 0
        /// What each anchor's node stands for: its values, and whether it is a single value.
        var anchors: [String: (values: Int, isScalar: Bool)] = [:]

        init(file: String) { self.file = file }

        func fail(_ event: YAMLEvent, _ problem: YAMLProblem) -> InputError {
            InputError(file: file, location: SourceLocation(offset: 0, line: event.line, column: event.column), .yaml(problem))
        }

        /// Sums without passing one past the budget: nested aliases can stand for more values than an Int holds.
        static func capped(_ a: Int, _ b: Int) -> Int { min(a + b, maximumValues + 1) }

        mutating func add(_ event: YAMLEvent) throws(InputError) {
            let isKey: Bool
            switch event.kind {
            case .scalar, .alias, .sequenceStart, .mappingStart:
                if let parent = open.last, parent.isMapping {
                    isKey = parent.entries % 2 == 0
                    open[open.count - 1].entries += 1
                } else {
                    isKey = false
                }
            default: isKey = false
            }
            switch event.kind {
            case .scalar:
                if let anchor = event.anchor { anchors[anchor] = (1, true) }
                try count(1, at: event)
            case .alias:
                // An undefined alias is the composer's to report.
                let (values, isScalar) = event.anchor.flatMap { anchors[$0] } ?? (1, true)
                if isKey && !isScalar {
                    throw fail(event, .aliasOfCollectionKey(alias: event.anchor ?? ""))
                }
                try count(values, at: event, alias: event.anchor)
            case .sequenceStart, .mappingStart:
                let isMapping = event.kind == .mappingStart
                if isKey {
                    throw fail(event, .collectionKey(isMapping: isMapping))
                }
                guard open.count < maximumDepth else {
                    throw fail(event, .tooDeep(limit: maximumDepth))
                }
                try count(1, at: event)
                open.append(Open(isMapping: isMapping, anchor: event.anchor))
            case .sequenceEnd, .mappingEnd:
                guard let closed = open.popLast() else { return }
                if let anchor = closed.anchor { anchors[anchor] = (closed.values, false) }
                // Its values were counted in the total as they came; the parent's share is added now.
                if !open.isEmpty { open[open.count - 1].values = Self.capped(open[open.count - 1].values, closed.values - 1) }
            case .documentStart, .other: break
            }
        }

        /// Adds `values` to the total and to the innermost open node, refusing past the budget.
        mutating func count(_ values: Int, at event: YAMLEvent, alias: String? = nil) throws(InputError) {
            total = Self.capped(total, values)
            if !open.isEmpty { open[open.count - 1].values = Self.capped(open[open.count - 1].values, values) }
            guard total > maximumValues else { return }
            if let alias {
                throw fail(event, .aliasPastBudget(alias: alias, limit: maximumValues))
            }
            throw fail(event, .tooManyValues(limit: maximumValues))
        }
    }
}
