// libyaml's event stream (Debian libyaml-dev, Homebrew libyaml), from which ``YAMLComposer`` builds the
// nodes the readers read. This is the only file that calls libyaml.
internal import CLibYAML
import MRefreshCore

/// One event of a YAML document as libyaml parses it: what the bounds of ``YAMLLimits`` are checked on,
/// and what ``YAMLComposer`` builds nodes from.
struct YAMLEvent {
    enum Kind { case scalar, alias, sequenceStart, mappingStart, sequenceEnd, mappingEnd, documentStart, other }

    var kind: Kind
    /// For an alias, the anchor it names (`*name`); for a node, the anchor it defines (`&name`), if any.
    var anchor: String?
    /// Where the event starts, 1-based, columns in characters (libyaml's marks).
    var line: Int
    var column: Int
    /// A scalar's text, style and explicit tag (`!!str` as `tag:yaml.org,2002:str`; none when implicit).
    var value = ""
    var style = YAMLNode.Scalar.Style.plain
    var tag: String?

    var mark: YAMLMark { YAMLMark(line: line, column: column) }
}

/// Walks libyaml's events.
enum YAMLEvents {
    /// Why a walk stopped early.
    enum Failure: Error {
        /// libyaml refused the text: its problem, and where when it knows.
        case syntax(problem: String, line: Int?, column: Int?)
        /// libyaml's own nesting limit (1,000, in the versions that have one: Debian's and Homebrew's 0.2.5
        /// has none, and ``YAMLLimits`` stops at 64 first) was reached: its scanner runs ahead of the events
        /// through a line of `[[[[…`, so a deep flow collection can reach it before the visitor sees the depth.
        case tooDeep(line: Int, column: Int)
        /// The visitor refused an event.
        case refused(InputError)
    }

    /// Calls `visit` with each event of `text` in order, to the end of the stream or the first problem.
    static func walk(_ text: String, visit: (YAMLEvent) throws(InputError) -> Void) throws(Failure) {
        var text = text
        text.makeContiguousUTF8()
        var failure: Failure?
        text.utf8.withContiguousStorageIfAvailable { bytes in
            failure = walk(bytes, visit: visit)
        }
        if let failure { throw failure }
    }

    private static func walk(_ bytes: UnsafeBufferPointer<UInt8>,
                             visit: (YAMLEvent) throws(InputError) -> Void) -> Failure? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .syntax(problem: "out of memory", line: nil, column: nil) }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return syntaxError(parser, bytes) }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
            let found: YAMLEvent
            switch event.type {
            case YAML_STREAM_END_EVENT: return nil
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                // The text may hold NUL characters: taken by its length.
                let value = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                let style: YAMLNode.Scalar.Style = switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
                // A tag is explicit unless the scalar's style alone implies it.
                let implicit = style == .plain ? scalar.plain_implicit == 1 : scalar.quoted_implicit == 1
                found = YAMLEvent(kind: .scalar, anchor: string(scalar.anchor), line: line, column: column,
                                  value: value, style: style, tag: implicit ? nil : string(scalar.tag))
            case YAML_ALIAS_EVENT:
                found = YAMLEvent(kind: .alias, anchor: string(event.data.alias.anchor), line: line, column: column)
            case YAML_SEQUENCE_START_EVENT:
                found = YAMLEvent(kind: .sequenceStart, anchor: string(event.data.sequence_start.anchor), line: line, column: column)
            case YAML_MAPPING_START_EVENT:
                found = YAMLEvent(kind: .mappingStart, anchor: string(event.data.mapping_start.anchor), line: line, column: column)
            case YAML_SEQUENCE_END_EVENT: found = YAMLEvent(kind: .sequenceEnd, line: line, column: column)
            case YAML_MAPPING_END_EVENT: found = YAMLEvent(kind: .mappingEnd, line: line, column: column)
            case YAML_DOCUMENT_START_EVENT: found = YAMLEvent(kind: .documentStart, line: line, column: column)
            default: found = YAMLEvent(kind: .other, line: line, column: column)
            }
            do {
                try visit(found)
            } catch {
                return .refused(error)
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's problem, at its mark; a reader error (a character YAML does not allow) has only a byte
    /// offset, turned into a line and column here.
    private static func syntaxError(_ parser: yaml_parser_t, _ bytes: UnsafeBufferPointer<UInt8>) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "cannot be read"
        switch parser.error {
        case YAML_PARSER_ERROR where problem.hasPrefix("Maximum nesting level"):
            return .tooDeep(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            return .syntax(problem: problem, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        case YAML_READER_ERROR:
            let offset = min(Int(parser.problem_offset), bytes.count)
            var line = 1, column = 1
            for byte in bytes[..<offset] {
                if byte == UInt8(ascii: "\n") {
                    (line, column) = (line + 1, 1)
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return .syntax(problem: problem, line: line, column: column)
        default:
            return .syntax(problem: problem, line: nil, column: nil)
        }
    }
}
