/// One layer of an ``IndicatorSpec``: where its geometry comes from, how it is styled and drawn on, and
/// how it moves. A document source may load as several layers (one per element); they share the spec's
/// style, draw-on and choreography, and move about their common centre.
public struct LayerSpec: Hashable, Sendable {
    /// Where the geometry comes from.
    public enum Source: Hashable, Sendable {
        /// A file (`-` for standard input), `file#id` or `font.svg#glyph`.
        case input(InputSpec)
        /// Path data given directly, named in messages.
        case pathData(String, name: String)
        /// A text layer: no geometry to fit; it is drawn where it says.
        case text(TextSpec)
    }

    /// How the layer is drawn on over the pull.
    public struct DrawOn: Hashable, Sendable {
        /// Pull progress at which drawing starts, 0 ≤ start < 1 (nil: the indicator's start times, or 0).
        public var start: Double?
        /// Pull progress at which the layer is whole (nil: 1).
        public var end: Double?
        /// nil: the indicator's trim mode.
        public var trim: TrimMode?
        /// nil: the indicator's easing.
        public var easing: Easing?
        /// Whether the layer is shown whole from the start (`draw: none`).
        public var whole: Bool

        /// Creates draw-on settings.
        public init(start: Double? = nil, end: Double? = nil, trim: TrimMode? = nil, easing: Easing? = nil,
                    whole: Bool = false) {
            self.start = start
            self.end = end
            self.trim = trim
            self.easing = easing
            self.whole = whole
        }
    }

    /// Which stage plays the layer's source's own animation (an animated SVG document's SMIL or CSS).
    public enum SourceAnimation: String, Hashable, Sendable, CaseIterable {
        /// The loading stage plays it, one loop long.
        case loading
        /// The pull plays it: pull progress 0…1 is the document's time over one loop (a spinner that
        /// winds up as it is pulled).
        case pull
        /// No stage plays it: every frame shows the document at ``LayerSpec/sourceTime``.
        case none
    }

    /// What the layer draws.
    public var source: Source
    /// Which stage plays the source's own animation; nil: the loading stage, unless the indicator sets a
    /// loading animation of its own (``IndicatorSpec/playsInputAnimation``).
    public var sourceAnimation: SourceAnimation?
    /// The time, in seconds, of the source's own animation that the stages not playing it show (an
    /// indicator file's `at:`; 0, the document as it stands before its animations start, by default).
    public var sourceTime = 0.0
    /// Style properties set for this layer (an indicator file's `style:`), applied before the
    /// indicator-wide overrides.
    public var style: StyleOverrides
    /// How the layer draws on as the pull progresses.
    public var draw: DrawOn
    /// The layer's keyframes, about its centre unless ``origin`` is set.
    package var choreography: Choreography
    /// The point rotations and scales turn about, in canvas points; nil is the centre of the layer's
    /// fitted bounds.
    public var origin: Point?
    /// Where the layer is written in an indicator file, for messages.
    package var location: SourceReference?
    /// Where the values of the layer's keys are written in an indicator file, by key (`source`, `text`,
    /// `font`), for messages about them: an input error without a position of its own (`#id` not found) is
    /// reported at the `source:` value.
    package var keyLocations: [String: SourceReference] = [:]
    /// Where path data (`.pathData`) is written in its file: its errors are told at their place there.
    package var pathText: EmbeddedText?

    /// Creates a layer spec: what it draws, its style over the indicator's, and how it draws on.
    public init(source: Source, style: StyleOverrides = StyleOverrides(), draw: DrawOn = DrawOn(), origin: Point? = nil) {
        self.init(source: source, style: style, draw: draw, choreography: .still, origin: origin, location: nil)
    }

    /// Creates a layer spec with its keyframes and where an indicator file wrote it.
    package init(source: Source, style: StyleOverrides = StyleOverrides(), draw: DrawOn = DrawOn(),
                 choreography: Choreography = .still, origin: Point? = nil, location: SourceReference? = nil) {
        self.source = source
        self.style = style
        self.draw = draw
        self.choreography = choreography
        self.origin = origin
        self.location = location
    }

    /// Two layer specs are equal when they make the same layer, wherever they were written.
    public static func == (a: LayerSpec, b: LayerSpec) -> Bool {
        a.source == b.source && a.style == b.style && a.draw == b.draw && a.choreography == b.choreography
            && a.origin == b.origin
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(style)
        hasher.combine(draw)
        hasher.combine(choreography)
        hasher.combine(origin)
    }
}
