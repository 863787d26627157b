import MRefreshSyntax

/// A problem with an input: which file, where in it, and what is wrong, as the lower layer's own value.
///
/// The lower layers' errors are kept whole in `cause` (a ``MRefreshSyntax/PathDataError``, an ``MRefreshSyntax/XMLError``…), not
/// re-worded, so tests compare values and the words are made where the error is printed. The kind, which
/// decides the exit code, follows from the cause.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem, which decides the exit code.
    public enum Kind: Hashable, Sendable {
        /// The input's content is wrong (path data, XML, SVG): exit 65.
        case invalidData
        /// The input is missing or cannot be read: exit 66.
        case unreadable
    }

    /// The input as the user named it ("-" is stdin, shown as "<stdin>").
    public var file: String
    /// Where in the file, when known.
    public var location: SourceLocation?
    /// What is wrong.
    package var cause: Cause
    /// As a warning (lenient reading), what was done instead of refusing: "the path is kept up to here".
    package var consequence: Consequence?

    /// Creates an input error.
    package init(file: String, location: SourceLocation? = nil, _ cause: Cause, consequence: Consequence? = nil) {
        self.file = file
        self.location = location
        self.cause = cause
        self.consequence = consequence
    }

    /// Which exit code the problem has: the cause's.
    public var kind: Kind { cause.kind }

    /// As a warning (lenient reading), what was done instead of refusing, in words: "the path is kept up
    /// to here"; nil for an error.
    public var consequenceDescription: String? { consequence?.description }

    /// What is wrong, without the position.
    public var message: String { cause.description }

    /// `file:line:col: `, or `file: ` without a position: what comes before the message.
    public var place: String {
        if let location { return "\(file):\(location.line):\(location.column): " }
        return "\(file): "
    }

    /// `file:line:col: message`, or `file: message` without a position.
    public var description: String { place + message }
}

extension InputError {
    /// What is wrong with an input: the lower layer's error, kept as its value.
    package indirect enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// The file cannot be read, or is past a limit: exit 66.
        case file(FileProblem)
        /// The file is not UTF-8 (at the first byte that is not, when known).
        case notUTF8(FileKind)
        /// Path data that does not parse (its position relative to the path data, the error's own).
        case pathData(PathDataError)
        /// A document that is not well-formed XML, or past the reader's limits (its position is the file's).
        case xml(XMLError)
        /// An SVG document's problem, as the document reader finds it.
        case svg(SVGProblem)
        /// An SVG font's problem.
        case font(SVGFontProblem)
        /// A refresh machine's configuration that breaks a rule of MRefresh.docc/DesignRefreshMachine.md.
        case configuration(RefreshConfigurationError)
        /// A rule of a file format read outside Core (indicator, job and gesture files), as its reader's value.
        case reader(AnyReaderProblem)
        /// A layer that cannot be placed or drawn as asked.
        case layer(LayerProblem)
        /// A text layer that is not drawn as asked.
        case text(TextProblem)
        /// A glyph character given for an input that is not an SVG font.
        case glyphCharacterWithoutFont
        /// A `#fragment` given to an input that is path data, which has no elements to select.
        case fragmentOnPathData(String)
        /// An input's error without a position of its own (a missing `#id`, a file that cannot be read),
        /// placed at the indicator file's `source:` value that names the input: `bar.yaml:12:13: bar.svg: …`.
        case placed(InputError)

        /// The exit code's kind: reading problems are unreadable input (66), the rest invalid data (65).
        package var kind: Kind {
            switch self {
            case .file: .unreadable
            case .notUTF8, .pathData, .xml, .svg, .font, .configuration, .layer, .text, .glyphCharacterWithoutFont,
                 .fragmentOnPathData: .invalidData
            case .reader(let problem): problem.base.kind
            case .placed(let error): error.kind
            }
        }

        /// The message, without a position.
        package var description: String {
            switch self {
            case .file(let problem): problem.description
            case .notUTF8(.input): "input is not valid UTF-8"
            case .notUTF8(let kind): "the \(kind) is not valid UTF-8"
            case .pathData(let error): error.message
            case .xml(let error): error.message
            case .svg(let problem): problem.description
            case .font(let problem): problem.description
            case .configuration(let error): "machine: \(error.description)"
            case .reader(let problem): problem.description
            case .layer(let problem): problem.description
            case .text(let problem): problem.description
            case .glyphCharacterWithoutFont: "a glyph character selects a glyph of an SVG font, but this is not a font"
            case .fragmentOnPathData(let fragment): "'#\(fragment)' selects an element, but this input is path data, not SVG"
            case .placed(let error): error.description
            }
        }
    }
}
