/// Bounds on what a document may make the reader do, checked before the work or memory is spent.
///
/// The defaults admit every real SVG we know of (Illustrator exports, icon fonts with thousands of
/// glyphs) and refuse hostile input in milliseconds: billion-laughs entities, ten-thousand-deep nesting.
public struct XMLLimits: Hashable, Sendable {
    /// The deepest nesting of elements; the root is at depth 1.
    ///
    /// Keep it modest: the reader itself never recurses, but a tree is freed recursively, so a tree
    /// hundreds of thousands of levels deep could exhaust the stack when it is released.
    public var maxDepth: Int
    /// The most elements a document may contain.
    public var maxElements: Int
    /// The most attributes one element may carry.
    public var maxAttributesPerElement: Int
    /// The most bytes of replacement text entity references may produce in the whole document.
    ///
    /// Every expansion of an entity counts its replacement text, nested expansions included, so an
    /// entity whose text is only references to other entities still counts.
    public var maxEntityExpansionBytes: Int
    /// The deepest nesting of entity references inside replacement texts; a reference in the document
    /// is at depth 1.
    public var maxEntityDepth: Int

    /// Creates limits; every argument defaults to the value in ``default``.
    public init(
        maxDepth: Int = 256,
        maxElements: Int = 2_000_000,
        maxAttributesPerElement: Int = 1_024,
        maxEntityExpansionBytes: Int = 1 << 20,
        maxEntityDepth: Int = 16
    ) {
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxAttributesPerElement = maxAttributesPerElement
        self.maxEntityExpansionBytes = maxEntityExpansionBytes
        self.maxEntityDepth = maxEntityDepth
    }

    /// Depth 256, 2 000 000 elements, 1 024 attributes per element, 1 MiB of entity expansion, entity
    /// references nested 16 deep.
    public static let `default` = XMLLimits()
}
