/// One `@keyframes` rule (CSS Animations 1 §3): its keyframes in offset order, each an offset in 0…1 and
/// its declarations (an `animation-timing-function` among them applies from that keyframe to the next).
public struct CSSKeyframes: Hashable, Sendable {
    /// One keyframe at one offset (a selector list `0%, 50%` makes one per offset).
    public struct Keyframe: Hashable, Sendable {
        public var offset: Double
        /// Its declarations, in order (`!important` ones are ignored, as CSS ignores them in keyframes).
        public var declarations: [Pair]

        /// One `property: value`.
        public struct Pair: Hashable, Sendable {
            public var property: String
            public var value: String
            init(_ property: String, _ value: String) { (self.property, self.value) = (property, value) }
        }

        init(offset: Double, pairs: [Pair]) {
            self.offset = offset
            self.declarations = pairs
        }
    }

    public var name: String
    /// The keyframes, by offset (stable: for equal offsets, in source order).
    public var keyframes: [Keyframe]

    /// The most keyframes one rule keeps (a hostile sheet may list thousands).
    public static let maximumKeyframes = 1_000

    /// Reads the block of `@keyframes name { … }` (its contents, between the braces).
    init?(name: String, block bytes: [UInt8], _ range: Range<Int>) {
        guard !name.isEmpty else { return nil }
        self.name = name
        var frames: [Keyframe] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard let open = CSSText.firstTopLevel([UInt8(ascii: "{")], in: bytes, from: i), open < range.upperBound else { break }
            let close = min(CSSText.endOfBlock(bytes, openingAt: open), range.upperBound)
            let selectors = CSSText.trimmed(bytes, i..<open).split(separator: ",").map { $0.trimmingSpaces().lowercased() }
            let pairs = CSSDeclaration.list(in: bytes, open + 1..<close).filter { !$0.important }.map { Keyframe.Pair($0.property, $0.value) }
            for selector in selectors {
                let offset: Double?
                switch selector {
                case "from": offset = 0
                case "to": offset = 1
                default:
                    offset = selector.hasSuffix("%") ? Double(selector.dropLast()).flatMap { $0 >= 0 && $0 <= 100 ? $0 / 100 : nil } : nil
                }
                // A keyframe selector that is none makes the whole rule's block ignored, as CSS does.
                guard let offset else { return nil }
                if frames.count < Self.maximumKeyframes { frames.append(Keyframe(offset: offset, pairs: pairs)) }
            }
            i = close + 1
        }
        keyframes = frames.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }
}
