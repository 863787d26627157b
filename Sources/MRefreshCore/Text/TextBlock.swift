/// SVG text as its document places it (SVG 2 §11): chunks of characters, each anchored at its start
/// (`text-anchor`), made of runs that each have one font, spacing and paint.
///
/// Not shaped: the core has no fonts. The renderer shapes each run with Pango (the text layers' path),
/// places the runs one after another from their chunk's start, moves the chunk by its anchor, and fills
/// and strokes the glyphs' outlines; the vector exports carry the same outlines.
package struct TextBlock: Hashable, Sendable {
    /// How a chunk sits on its start point: its start, middle or end there.
    package enum Anchor: String, Hashable, Sendable {
        case start, middle, end
    }

    /// A font as CSS describes it, for Pango.
    package struct Font: Hashable, Sendable {
        package enum Style: String, Hashable, Sendable {
            case normal, italic, oblique
        }

        /// The family list as written (`'DejaVu Sans', sans-serif`), quotes removed: Pango takes a
        /// comma-separated list and resolves generic names through fontconfig.
        package var families: String
        /// The em size in user units.
        package var size: Double
        /// 1…1000 (400 normal, 700 bold).
        package var weight: Int
        package var style: Style
        /// CSS's font-stretch as a percentage (50 ultra-condensed … 100 normal … 200 ultra-expanded).
        package var stretch: Double

        package init(families: String = "sans-serif", size: Double = 16, weight: Int = 400, style: Style = .normal,
                    stretch: Double = 100) {
            self.families = families
            self.size = size
            self.weight = weight
            self.style = style
            self.stretch = stretch
        }
    }

    /// Characters in one font and paint, drawn after the run before them.
    package struct Run: Hashable, Sendable {
        package var text: String
        package var font: Font
        /// Extra space after each character, and after each space character, in user units.
        package var letterSpacing: Double
        package var wordSpacing: Double
        /// How far the run's first character moves from where the text before it ends (`dx`, `dy`).
        package var offset: Vector
        /// Colours with their opacities (fill-opacity, stroke-opacity), nil for none; a gradient's first
        /// stop where the run is painted with one.
        package var fill: Color?
        package var stroke: Color?
        /// Gradients painted instead of ``fill`` and ``stroke``.
        package var fillGradient: GradientPaint?
        package var strokeGradient: GradientPaint?
        /// In user units.
        package var strokeWidth: Double
        /// Where `visibility` hides it: it still takes its room.
        package var visible: Bool

        package init(text: String, font: Font, letterSpacing: Double = 0, wordSpacing: Double = 0, offset: Vector = .zero,
                    fill: Color? = .black, stroke: Color? = nil, strokeWidth: Double = 1, visible: Bool = true) {
            self.text = text
            self.font = font
            self.letterSpacing = letterSpacing
            self.wordSpacing = wordSpacing
            self.offset = offset
            self.fill = fill
            self.stroke = stroke
            self.strokeWidth = strokeWidth
            self.visible = visible
        }
    }

    /// Runs placed from one start point: an absolute `x` or `y` starts a new chunk (the other coordinate
    /// continues from where the text before it ended when not given).
    package struct Chunk: Hashable, Sendable {
        package var x: Double?
        package var y: Double?
        package var anchor: Anchor
        package var runs: [Run]
        /// For the characters of a `<textPath>`: the path they are laid along (``x`` and ``y`` then mean
        /// nothing).
        package var path: TextPath?

        package init(x: Double?, y: Double?, anchor: Anchor, runs: [Run] = [], path: TextPath? = nil) {
            self.x = x
            self.y = y
            self.anchor = anchor
            self.runs = runs
            self.path = path
        }
    }

    package var chunks: [Chunk]
    /// The text's user space → the document's units (its element's and ancestors' transforms).
    package var transform: AffineTransform
    /// The folder of the document the text is in, whose font files (and only those, beside the system's)
    /// its families may name; nil for a document read from standard input.
    package var fontFolder: String?

    package init(chunks: [Chunk], transform: AffineTransform = .identity) {
        self.chunks = chunks
        self.transform = transform
    }

    /// Every character of the block, run after run.
    package var characterCount: Int { chunks.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.text.count } } }

    /// The most characters a document's text may hold, and the most runs: labels on an icon, not a book.
    /// Beyond them the rest of the text is not drawn (with a warning at the element).
    package static let maximumCharacters = 1_000
    /// The most characters all of a document's text may hold.
    package static let maximumDocumentCharacters = 4_000
    package static let maximumRuns = 500
    /// The largest font size drawn, in user units: characters in a larger one are left out (with a
    /// warning), since such glyphs cover nothing an icon shows and cost Pango and Cairo dearly.
    package static let maximumFontSize = 10_000.0
}
