import MRefreshCore
import MRefreshSyntax

/// What keeps a text from being read as YAML by mrefresh: libyaml's own complaint, a duplicate key, or a
/// bound of ``YAMLLimits``. Values, compared in tests; the position is the ``MRefreshCore/InputError``'s.
public enum YAMLProblem: ReaderProblem {
    /// libyaml's words for a syntax problem, as it gives them (or the composer's: "found undefined alias").
    case syntax(String)
    /// A value written with an unquoted `#` after a space in a flow collection (`{stroke: #0969da}`): YAML
    /// reads the rest of the line as a comment, and the collection is never closed.
    case commentInFlow(String)
    /// The file holds no document.
    case empty(FileKind)
    /// A key given twice in one mapping; `firstLine` is where the first one is, when it was found.
    case duplicateKeys([String], firstLine: Int?)
    /// Lists and mappings nested past ``YAMLLimits/maximumDepth``.
    case tooDeep(limit: Int)
    /// A mapping key that is a list (or a mapping) instead of a single value.
    case collectionKey(isMapping: Bool)
    /// A mapping key that is an alias of a list or mapping.
    case aliasOfCollectionKey(alias: String)
    /// An alias that takes the file past the value budget (it counts as every value it stands for).
    case aliasPastBudget(alias: String, limit: Int)
    /// More values than the budget.
    case tooManyValues(limit: Int)

    public var description: String {
        switch self {
        case .syntax(let problem): "YAML: \(problem)"
        case .commentInFlow(let value):
            "'\(Excerpt(value))' starts a YAML comment (a '#' after a space does), so the list or mapping it is in is never closed: quote it, \"\(Excerpt(value))\""
        case .empty(let kind): "the \(kind) is empty: expected '\(Self.mainKey(of: kind))'"
        case let .duplicateKeys(names, firstLine):
            "duplicate key \(names.map { "'\(Excerpt($0))'" }.joined(separator: ", "))" + (firstLine.map { ": given first at line \($0)" } ?? "")
        case .tooDeep(let limit): "lists and mappings nested deeper than \(limit) levels"
        case .collectionKey(let isMapping): "a mapping key must be a single value, not a \(isMapping ? "mapping" : "list")"
        case .aliasOfCollectionKey(let alias):
            "a mapping key must be a single value, not an alias of a list or mapping ('*\(Excerpt(alias))')"
        case let .aliasPastBudget(alias, limit):
            "the alias '*\(Excerpt(alias))' takes the file past \(limit) values (an alias counts as every value it stands for); at most \(limit) are read"
        case .tooManyValues(let limit): "more than \(limit) values in one file; at most \(limit) are read"
        }
    }

    /// The key a file of `kind` cannot do without.
    static func mainKey(of kind: FileKind) -> String {
        switch kind {
        case .indicatorFile, .input: "layers"
        case .jobFile: "indicators"
        case .gestureFile: "steps"
        }
    }
}

extension InputError.Cause {
    /// A YAML problem (``MRefreshFiles/YAMLProblem``), wrapped as its value.
    package static func yaml(_ problem: YAMLProblem) -> Self { .reader(AnyReaderProblem(problem)) }
}
