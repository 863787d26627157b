import MRefreshSyntax

/// Where a text read inside another file starts (path data written as a YAML value), so a position inside
/// the text is told as one position in that file, as editors and CI problem matchers read it:
/// `bar.yaml:2:15: expected a number after 'Q'`, never a file position followed by the text's own.
///
/// A value on one line maps column for column (after its opening quote); a literal block (`|`) maps line
/// for line, each line starting at the block's indentation. Other values (folded, spread over lines,
/// holding escapes) cannot be mapped character for character: a position inside them is told as the
/// value's start.
package struct EmbeddedText: Hashable, Sendable {
    /// How the text is laid out in the file.
    package enum Layout: Hashable, Sendable {
        /// On the value's line, starting `offset` characters after the value's start (1 past a quote).
        case inline(offset: Int)
        /// A literal block: its lines follow the value's line, each `indent` characters in; `end` is the
        /// text's position just past its last character on its last line (a position past the final line
        /// break, the end of the data, is told there, on the block's own last line).
        case block(indent: Int, end: SourceLocation)
        /// Positions inside it are not mapped.
        case unmapped
    }

    /// The file the text is written in.
    package var file: String
    /// Where its value starts there (a block's `|`).
    package var start: SourceLocation
    package var layout: Layout

    package init(file: String, start: SourceLocation, layout: Layout) {
        self.file = file
        self.start = start
        self.layout = layout
    }

    /// `inner`, a position in the text (its first line 1, first column 1), as a position in the file.
    package func location(of inner: SourceLocation?) -> SourceLocation {
        guard let inner else { return start }
        switch layout {
        case .inline(let offset) where inner.line == 1:
            return SourceLocation(offset: 0, line: start.line, column: start.column + offset + inner.column - 1)
        case .block(let indent, let end):
            let inner = inner.line > end.line ? end : inner
            return SourceLocation(offset: 0, line: start.line + inner.line, column: indent + inner.column)
        default:
            return start
        }
    }

    /// `error`, found in the text, told at its position in the file.
    package func placed(_ error: InputError) -> InputError {
        InputError(file: file, location: location(of: error.location), error.cause, consequence: error.consequence)
    }
}
