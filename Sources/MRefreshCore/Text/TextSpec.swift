/// A text layer: a string per state, drawn with a font at a place on the canvas (MRefresh.docc/IndicatorFiles.md–§13).
///
/// Shaped and drawn by MRefreshRender with Pango; the core only says what to write where.
public struct TextSpec: Hashable, Sendable {
    /// How the text sits on its position: its start, its centre or its end there.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// The text starts at the position.
        case start
        /// The text is centred on the position.
        case center
        /// The text ends at the position.
        case end
    }

    /// The string shown in each state (see `string(in:)`): idle shows the pulling string, closing the
    /// loading string unless it has its own.
    public var strings: [RefreshState: String]
    /// A Pango font description: family, style, weight, size in points ("Sans Bold 13").
    public var font: String
    /// Where the text sits, in canvas points: horizontally by ``alignment``, vertically its line's middle.
    public var position: Point
    /// How the text lines up with ``position``: its start, centre or end there.
    public var alignment: Alignment
    /// The text's colour; nil takes the indicator's stroke colour.
    public var color: Color?

    /// Replaced by the time of the last refresh where a clock exists (SSPullToRefresh's "Last updated").
    package static let updatedPlaceholder = "{updated}"

    /// The default font: DejaVu Sans (Debian's fonts-dejavu-core) at 13 points.
    public static let defaultFont = "DejaVu Sans 13"

    /// The most characters one string may hold: a label, not a page.
    package static let maximumLength = 1_000

    /// Creates a text layer.
    public init(strings: [RefreshState: String], font: String = TextSpec.defaultFont, position: Point,
                alignment: Alignment = .center, color: Color? = nil) {
        self.strings = strings
        self.font = font
        self.position = position
        self.alignment = alignment
        self.color = color
    }

    /// The string shown in `state`, if any: idle shows the pulling string, and closing without a string of
    /// its own keeps the loading string (it follows the indicator's closing animation, as the vector layers
    /// do). An empty string shows none (`closing: ""` hides the text when loading ends).
    package func string(in state: RefreshState) -> String? {
        switch state {
        case .idle: strings[.pulling]
        case .closing: strings[.closing] ?? strings[.loading]
        default: strings[state]
        }
    }

    /// The largest font size a text layer may ask for, in points: SVG text's bound
    /// (`TextBlock/maximumFontSize`). Larger glyphs cover nothing a canvas of at most 4096 points shows,
    /// and FreeType fails on them (finding 31: `font: 100000` ended in "error occurred in libfreetype").
    package static let maximumFontSize = TextBlock.maximumFontSize

    /// The size a Pango font description asks for, in points or pixels (a text layer's points either way),
    /// read as Pango reads it: the last word, after any `@axis=value` variations or `#feature` words, when
    /// it is a number, optionally with `px` ("Sans Bold 13" → 13, "Sans 20px" → 20, "100000" → 100000);
    /// nil when the description gives none (Pango's default size is used).
    package static func fontSize(in description: String) -> Double? {
        var words = description.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "," }
        while let last = words.last, last.hasPrefix("@") || last.hasPrefix("#") { words.removeLast() }
        guard var word = words.last else { return nil }
        if word.hasSuffix("px") { word = word.dropLast(2) }
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              word.filter({ $0 == "." }).count <= 1, word != "." else { return nil }
        return Double(word)
    }

    /// Whether any state's string says ``updatedPlaceholder``.
    package var saysUpdated: Bool { strings.values.contains { $0.contains(Self.updatedPlaceholder) } }
}
