import MRefreshCore
import MRefreshSyntax

/// Builds the node tree of a YAML text from libyaml's events (``YAMLEvents``), in the same pass that holds
/// it to ``YAMLLimits``: each event is counted, then composed.
///
/// What it does as YAML composers do: an alias is
/// the node its anchor named last; a mapping that gives a key twice is refused at the second (the same key:
/// the same text and type, so `1` and `'1'` differ); a text of two documents is refused at the second.
/// Those problems are said after any the whole text has (a syntax error, a bound passed).
struct YAMLComposer {
    /// A list or mapping being composed.
    private struct Open {
        var mark: YAMLMark
        var anchor: String?
        /// A list's items, or a mapping's keys and values one after the other.
        var items: [YAMLNode] = []
        var isMapping: Bool
    }

    let file: String
    private var open: [Open] = []
    private var anchors: [String: YAMLNode] = [:]
    private var documents = 0
    private(set) var document: YAMLNode?
    /// The first problem composing found; the walk goes on, for problems of the text that come first.
    private(set) var problem: InputError?

    /// The root node of `text`, named `file` in messages; `kind` names the file in errors ("the indicator
    /// file is empty").
    ///
    /// - Throws: ``MRefreshCore/InputError`` at the problem's line and column: a bound of ``YAMLLimits``,
    ///   libyaml's syntax error, an undefined alias, a duplicate key, a second document, or none at all.
    static func root(of text: String, file: String, kind: FileKind) throws(InputError) -> YAMLNode {
        let size = text.utf8.count
        guard size <= YAMLLimits.maximumBytes else {
            throw InputError(file: file, .file(.textTooLarge(size: size, limit: YAMLLimits.maximumBytes, kind: kind)))
        }
        var count = YAMLLimits.Counter(file: file)
        var composer = YAMLComposer(file: file)
        do {
            try YAMLEvents.walk(text) { event throws(InputError) in
                try count.add(event)
                composer.add(event)
            }
        } catch {
            switch error {
            case .refused(let refusal): throw refusal
            case let .tooDeep(line, column):
                throw InputError(file: file, location: SourceLocation(offset: 0, line: line, column: column),
                                 .yaml(.tooDeep(limit: YAMLLimits.maximumDepth)))
            case let .syntax(problem, line, column):
                if problem.hasPrefix("did not find expected"), let line, let comment = Self.commentedValue(in: text, before: line) {
                    throw InputError(file: file, location: comment.location, .yaml(.commentInFlow(comment.value)))
                }
                let location = line.map { SourceLocation(offset: 0, line: $0, column: column ?? 1) }
                throw InputError(file: file, location: location, .yaml(.syntax(problem)))
            }
        }
        if let problem = composer.problem { throw problem }
        guard let root = composer.document else { throw InputError(file: file, .yaml(.empty(kind))) }
        return root
    }

    private init(file: String) { self.file = file }

    /// The nearest `#` at or before line `line` (at most 20 lines back) that stands where a flow
    /// collection's value would (after `{`, `[`, `,` or `: `, outside quotes), with the word it starts:
    /// what an unquoted colour (`{stroke: #0969da}`) turns into a comment.
    static func commentedValue(in text: String, before line: Int) -> (location: SourceLocation, value: String)? {
        let lines = TextLines.of(text)
        for number in stride(from: min(line, lines.count), through: max(1, line - 20), by: -1) {
            let characters = Array(lines[number - 1])
            var quote: Character?
            for (index, character) in characters.enumerated() {
                if let open = quote {
                    if character == open { quote = nil }
                    continue
                }
                if character == "\"" || character == "'" { quote = character; continue }
                guard character == "#", index > 0, characters[index - 1] == " " || characters[index - 1] == "\t" else { continue }
                guard let last = characters[..<index].last(where: { $0 != " " && $0 != "\t" }), "{[,:".contains(last) else { continue }
                let value = String(characters[index...].prefix { !",}] \t\r".contains($0) })
                guard value.count > 1 else { continue }
                return (SourceLocation(offset: 0, line: number, column: index + 1), value)
            }
        }
        return nil
    }

    private mutating func fail(_ mark: YAMLMark, _ problem: YAMLProblem) {
        if self.problem == nil {
            self.problem = InputError(file: file, location: SourceLocation(offset: 0, line: mark.line, column: mark.column), .yaml(problem))
        }
    }

    /// Composes one event.
    mutating func add(_ event: YAMLEvent) {
        guard problem == nil else { return }
        switch event.kind {
        case .documentStart:
            documents += 1
            if documents > 1 { fail(event.mark, .syntax("but found another document")) }
        case .scalar:
            let node = YAMLNode.scalar(.init(string: event.value, style: event.style, tag: event.tag, mark: event.mark))
            if let anchor = event.anchor { anchors[anchor] = node }
            attach(node)
        case .alias:
            guard let name = event.anchor, let node = anchors[name] else { return fail(event.mark, .syntax("found undefined alias")) }
            attach(node)
        case .sequenceStart, .mappingStart:
            open.append(Open(mark: event.mark, anchor: event.anchor, isMapping: event.kind == .mappingStart))
        case .sequenceEnd, .mappingEnd:
            guard let closed = open.popLast() else { return }
            let node: YAMLNode
            if closed.isMapping {
                let pairs = stride(from: 0, to: closed.items.count - 1, by: 2).map { (key: closed.items[$0], value: closed.items[$0 + 1]) }
                if let duplicate = Self.duplicateKeys(pairs.map(\.key)) {
                    return fail(duplicate.second, .duplicateKeys(duplicate.names, firstLine: duplicate.first.line))
                }
                node = .mapping(pairs, closed.mark)
            } else {
                node = .sequence(closed.items, closed.mark)
            }
            if let anchor = closed.anchor { anchors[anchor] = node }
            attach(node)
        case .other: break
        }
    }

    private mutating func attach(_ node: YAMLNode) {
        if open.isEmpty { document = node } else { open[open.count - 1].items.append(node) }
    }

    /// The keys given more than once, by text (each once, in order of text), and where the first of them
    /// is given first and again; nil when every key is given once.
    static func duplicateKeys(_ keys: [YAMLNode]) -> (names: [String], first: YAMLMark, second: YAMLMark)? {
        struct Identity: Hashable { var text: String, tag: String }
        var seen: [Identity: YAMLMark] = [:]
        var repeated: [Identity: (first: YAMLMark, second: YAMLMark)] = [:]
        for key in keys {
            guard let scalar = key.scalar else { continue }
            let identity = Identity(text: scalar.string, tag: scalar.resolvedTag)
            if let first = seen[identity] {
                if repeated[identity] == nil { repeated[identity] = (first, scalar.mark) }
            } else {
                seen[identity] = scalar.mark
            }
        }
        guard !repeated.isEmpty else { return nil }
        let sorted = repeated.sorted { $0.key.text < $1.key.text }
        return (sorted.map(\.key.text), sorted[0].value.first, sorted[0].value.second)
    }
}
