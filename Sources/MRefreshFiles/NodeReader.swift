import MRefreshCore
import MRefreshSyntax

/// Reads values out of a YAML (or JSON) node tree, every problem an ``InputError`` at the offending
/// node's line and column: the shared vocabulary of gesture files and indicator files.
struct NodeReader {
    /// The file as named in messages.
    let file: String
    /// The file's lines (without their line breaks), when the reader has its text: what places a position
    /// inside a value (``embedded(_:)``, ``commentedOut(_:)``). Split once, for every value read.
    private let lines: [Substring]

    /// A reader of `file`, its `text` kept when given.
    init(file: String, text: String? = nil) {
        self.file = file
        lines = text.map(TextLines.of) ?? []
    }

    /// Line `number` (from 1) of the text, or nil.
    private func line(_ number: Int) -> Substring? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// The comment an empty plain value is followed by on its line (`stroke: #0969da` is `stroke:` and a
    /// comment, `#0969da`) and where its `#` is, or nil.
    func commentedOut(_ node: YAMLNode) -> (comment: String, location: SourceLocation)? {
        guard let scalar = node.scalar, scalar.style == .plain, scalar.string.isEmpty, let line = line(node.mark.line) else { return nil }
        let rest = line.dropFirst(node.mark.column - 1).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("#") else { return nil }
        let word = String(rest.prefix { !" \t\r".contains($0) })
        let column = line.distance(from: line.startIndex, to: rest.startIndex) + 1
        return word.count > 1 ? (word, SourceLocation(offset: 0, line: node.mark.line, column: column)) : nil
    }

    /// Where the string value `node` is written, so a position inside it is told as one position in the
    /// file: column for column when the text on its line is the value as written (plain, or quoted with
    /// no escape), line for line in a literal block; otherwise at the value's start.
    func embedded(_ node: YAMLNode) -> EmbeddedText {
        let start = SourceLocation(offset: 0, line: node.mark.line, column: node.mark.column)
        guard let scalar = node.scalar, !lines.isEmpty else { return EmbeddedText(file: file, start: start, layout: .unmapped) }
        let layout: EmbeddedText.Layout
        switch scalar.style {
        case .plain, .singleQuoted, .doubleQuoted:
            let quote = scalar.style == .plain ? "" : scalar.style == .singleQuoted ? "'" : "\""
            let written = line(start.line).map { String($0.dropFirst(start.column - 1)) } ?? ""
            layout = !scalar.string.contains("\n") && written.hasPrefix(quote + scalar.string)
                ? .inline(offset: quote.count) : .unmapped
        case .literal:
            // Its lines follow the `|`, indented alike.
            let first = line(start.line + 1) ?? ""
            let indent = first.prefix { $0 == " " }.count
            // Past its last character: after a final line break (which a literal block keeps) is no line of
            // the block's.
            var textLines = scalar.string.split(separator: "\n", omittingEmptySubsequences: false)
            while textLines.count > 1, textLines.last?.isEmpty == true { textLines.removeLast() }
            let end = SourceLocation(offset: 0, line: textLines.count, column: (textLines.last?.unicodeScalars.count ?? 0) + 1)
            layout = indent > 0 ? .block(indent: indent, end: end) : .unmapped
        case .folded:
            layout = .unmapped
        }
        return EmbeddedText(file: file, start: start, layout: layout)
    }

    /// An error at `node`, for `cause`.
    func fail(_ node: YAMLNode, _ cause: InputError.Cause) -> InputError {
        InputError(file: file, location: Self.location(node.mark), cause)
    }

    static func location(_ mark: YAMLMark?) -> SourceLocation? {
        mark.map { SourceLocation(offset: 0, line: $0.line, column: $0.column) }
    }

    /// The root node of `text`, or an error at the YAML problem; `kind` names the file in errors
    /// ("indicator file", "the indicator file is empty"). The text is held to ``YAMLLimits`` as it is
    /// composed (``YAMLComposer``), so reading it stays linear in the text and bounded.
    static func root(of text: String, file: String, kind: FileKind) throws(InputError) -> YAMLNode {
        try YAMLComposer.root(of: text, file: file, kind: kind)
    }

    /// A finite number.
    func number(_ node: YAMLNode, _ name: String) throws(InputError) -> Double {
        guard let text = node.scalar?.string, let value = NumberScanner.number(in: text) else {
            throw fail(node, .value(.notNumber(name, found: found(node))))
        }
        return value
    }

    /// A finite number within `range`.
    func number(_ node: YAMLNode, _ name: String, in range: ClosedRange<Double>) throws(InputError) -> Double {
        let value = try number(node, name)
        guard range.contains(value) else {
            throw fail(node, .value(.numberOutOfRange(name, range, got: value)))
        }
        return value
    }

    /// A whole number within `range`.
    func integer(_ node: YAMLNode, _ name: String, in range: ClosedRange<Int>) throws(InputError) -> Int {
        guard let text = node.scalar?.string, let value = Int(text) else {
            throw fail(node, .value(.notWholeNumber(name, found: found(node))))
        }
        guard range.contains(value) else {
            throw fail(node, .value(.wholeNumberOutOfRange(name, range, got: value)))
        }
        return value
    }

    /// A duration: a number that is not negative.
    func seconds(_ node: YAMLNode, _ name: String) throws(InputError) -> Double {
        let value = try number(node, name)
        guard value >= 0 else { throw fail(node, .value(.negative(name, got: value))) }
        return value
    }

    /// A string.
    func string(_ node: YAMLNode, _ name: String) throws(InputError) -> String {
        guard let text = node.scalar?.string else { throw fail(node, .value(.notString(name, found: kind(node)))) }
        return text
    }

    /// true or false.
    func bool(_ node: YAMLNode, _ name: String) throws(InputError) -> Bool {
        guard let flag = node.bool else { throw fail(node, .value(.notBoolean(name))) }
        return flag
    }

    /// One of `cases`, by raw value.
    func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ name: String, as type: T.Type) throws(InputError) -> T
        where T.RawValue == String {
        guard let text = node.scalar?.string, let value = T(rawValue: text) else {
            throw fail(node, .value(.notChoice(name, choices: T.allCases.map(\.rawValue), found: found(node))))
        }
        return value
    }

    /// A list of exactly `count` numbers, `[x, y]`.
    func numbers(_ node: YAMLNode, _ name: String, count: Int) throws(InputError) -> [Double] {
        guard let sequence = node.sequence, sequence.count == count else {
            throw fail(node, .value(.notNumberList(name, count: count)))
        }
        var values: [Double] = []
        for item in sequence { values.append(try number(item, name)) }
        return values
    }

    /// The mapping's entries, or an error naming what was expected.
    ///
    /// YAML's merge key is honoured: `<<: *defaults` (or `<<: [*a, *b]`) adds the entries of the mapping(s)
    /// it names that the mapping does not give itself (the first of several wins), as YAML 1.1's merge
    /// type and most YAML readers do. Keys starting `x-` are extension fields, left out (a place to
    /// anchor what `<<` merges, as in Compose files).
    func mapping(_ node: YAMLNode, _ name: String) throws(InputError) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
        guard let mapping = node.mapping else { throw fail(node, .value(.notMapping(name))) }
        var entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        var merged: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            if key.hasPrefix("x-") { continue }
            guard key == "<<", keyNode.scalar?.style == .plain else {
                entries.append((key, keyNode, value))
                continue
            }
            let sources = value.sequence.map(Array.init) ?? [value]
            for source in sources {
                guard source.mapping != nil else { throw fail(source, .value(.notMapping("what '<<' merges"))) }
                merged += try self.mapping(source, "what '<<' merges")
            }
        }
        guard !merged.isEmpty else { return entries }
        var given = Set(entries.map(\.key))
        for entry in merged where given.insert(entry.key).inserted { entries.append(entry) }
        return entries
    }

    /// The machine's configuration (MRefresh.docc/DesignRefreshMachine.md), and the node of each key for later messages.
    func machine(_ node: YAMLNode) throws(InputError) -> (RefreshConfiguration, [String: YAMLNode]) {
        var c = RefreshConfiguration()
        var nodes: [String: YAMLNode] = [:]
        for (name, key, value) in try mapping(node, "'machine'") {
            nodes[name] = value
            switch name {
            case "trigger": c.trigger = try choice(value, "trigger", as: RefreshConfiguration.Trigger.self)
            case "edge": c.edge = try choice(value, "edge", as: RefreshConfiguration.Edge.self)
            case "height": c.height = try number(value, name)
            case "startDistance": c.startDistance = try number(value, name)
            case "endOffset": c.endOffset = try number(value, name)
            case "insetDuration": c.insetDuration = try number(value, name)
            case "endAnimationDuration": c.endAnimationDuration = try number(value, name)
            case "hasMoreData": c.hasMoreData = try bool(value, "hasMoreData")
            default:
                throw fail(key, .value(.unknownMachineKey(name)))
            }
        }
        return (c, nodes)
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func alternatives(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count <= 1 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    /// What `node` holds, for a message: its text, or "a mapping", "a list".
    func found(_ node: YAMLNode) -> String {
        node.string ?? "a \(kind(node))"
    }

    func kind(_ node: YAMLNode) -> String {
        switch node {
        case .mapping: "mapping"
        case .sequence: "list"
        default: "value"
        }
    }

    /// A number as people write it: 3, not 3.0.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
