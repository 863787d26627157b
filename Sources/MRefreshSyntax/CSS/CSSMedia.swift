/// What a style sheet's `@media` rules are evaluated against: the appearance an indicator is drawn in
/// (Media Queries 5's user preferences), on a screen.
public struct CSSMedia: Hashable, Sendable {
    /// `prefers-color-scheme`.
    public enum ColorScheme: String, Hashable, Sendable {
        case light, dark
    }

    /// `prefers-contrast` (`less` and `custom` are never asked for).
    public enum Contrast: String, Hashable, Sendable {
        case noPreference = "no-preference"
        case more
    }

    public var colorScheme: ColorScheme
    public var contrast: Contrast
    /// The viewport in CSS pixels (an indicator's canvas in points), for `width` and `height` features;
    /// nil where there is none to ask (the features are then unknown).
    public var width: Double?
    public var height: Double?

    /// Creates a medium: light, no contrast preference by default (what a browser reports with no setting).
    public init(colorScheme: ColorScheme = .light, contrast: Contrast = .noPreference, width: Double? = nil, height: Double? = nil) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.width = width
        self.height = height
    }

    /// A light screen with no contrast preference.
    public static let light = CSSMedia()

    /// Whether a media query list (an `@media` prelude) holds: any of its comma-separated queries does.
    /// Media types `all` and `screen` hold, others not; the features are the user preferences
    /// (`prefers-color-scheme`, `prefers-contrast`, `prefers-reduced-motion`, `prefers-reduced-transparency`,
    /// `forced-colors`, `inverted-colors`), `color`, and `width`, `height` (with `min-`/`max-`, in px) and
    /// `orientation` against the viewport; any other feature (or syntax, such as ranges) is unknown and does
    /// not hold, nor does its `not`, as Media Queries 4 says.
    public func matches(_ queryList: String) -> Bool {
        let queries = Self.split(Array(queryList.utf8), at: UInt8(ascii: ","))
        // An empty list holds (`@media {}`).
        guard !(queries.count == 1 && queries[0].allSatisfy(CSSText.isWhitespace)) else { return true }
        return queries.contains { matchesQuery(Self.tokens($0)) == true }
    }

    // MARK: Evaluation

    private enum Token: Equatable {
        case word(String)
        /// A parenthesised group's contents.
        case group([UInt8])
    }

    /// One media query: `[not|only] type [and condition]`, or a condition. Nil for unknown.
    private func matchesQuery(_ tokens: [Token]) -> Bool? {
        var rest = tokens[...]
        var negated = false
        // `not` before a media type negates the whole query; before a parenthesis it is the condition's.
        if case .word(let word)? = rest.first, word == "only" || word == "not",
           case .word? = rest.dropFirst().first {
            negated = word == "not"
            rest = rest.dropFirst()
        }
        if case .word(let type)? = rest.first, type != "not" {
            rest = rest.dropFirst()
            var holds: Bool? = ["all", "screen"].contains(type)
            if !rest.isEmpty {
                guard rest.first == .word("and") else { return nil }
                let condition = condition(Array(rest.dropFirst()))
                holds = holds == false ? false : condition
            }
            return negated ? holds.map { !$0 } : holds
        }
        return negated ? nil : condition(Array(rest))
    }

    /// A media condition: `not (…)`, or `(…)` joined by all `and` or all `or`. Nil for unknown.
    private func condition(_ tokens: [Token]) -> Bool? {
        guard !tokens.isEmpty else { return nil }
        if tokens.first == .word("not") {
            guard tokens.count == 2, case .group(let inner) = tokens[1] else { return nil }
            return inParens(inner).map { !$0 }
        }
        var operands: [Bool?] = []
        var joiner: String?
        for (index, token) in tokens.enumerated() {
            if index % 2 == 0 {
                guard case .group(let inner) = token else { return nil }
                operands.append(inParens(inner))
            } else {
                guard case .word(let word) = token, word == "and" || word == "or", joiner == nil || joiner == word else { return nil }
                joiner = word
            }
        }
        guard tokens.count % 2 == 1 else { return nil }
        if joiner == "or" {
            if operands.contains(true) { return true }
            return operands.contains(nil) ? nil : false
        }
        if operands.contains(false) { return false }
        return operands.contains(nil) ? nil : true
    }

    /// The inside of a `(…)`: a nested condition, or a feature.
    private func inParens(_ bytes: [UInt8]) -> Bool? {
        let tokens = Self.tokens(bytes)
        if tokens.contains(where: { if case .group = $0 { true } else { false } }) { return condition(tokens) }
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces().lowercased() }
        guard let name = parts.first, !name.isEmpty else { return nil }
        let value = parts.count > 1 ? parts[1] : nil
        switch name {
        case "prefers-color-scheme":
            guard let value else { return true }
            return ["light", "dark"].contains(value) ? value == colorScheme.rawValue : nil
        case "prefers-contrast":
            guard let value else { return contrast != .noPreference }
            return ["no-preference", "more", "less", "custom"].contains(value) ? value == contrast.rawValue : nil
        case "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-reduced-data":
            guard let value else { return false }
            return ["no-preference", "reduce"].contains(value) ? value == "no-preference" : nil
        case "forced-colors", "inverted-colors":
            guard let value else { return false }
            return ["none", "active", "inverted"].contains(value) ? value == "none" : nil
        case "color":
            return value == nil ? true : nil
        case "width", "min-width", "max-width", "height", "min-height", "max-height":
            // Sizes in px against the viewport.
            guard let size = name.hasSuffix("width") ? width : height else { return nil }
            guard let value else { return size > 0 }
            guard value.hasSuffix("px"), let limit = Double(value.dropLast(2)), limit.isFinite else { return nil }
            return name.hasPrefix("min-") ? size >= limit : name.hasPrefix("max-") ? size <= limit : size == limit
        case "orientation":
            guard let width, let height, let value else { return nil }
            return ["portrait", "landscape"].contains(value) ? (value == "portrait") == (height >= width) : nil
        default:
            return nil
        }
    }

    /// Words and parenthesised groups, lowercased words, whitespace between.
    private static func tokens(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if CSSText.isWhitespace(byte) {
                i += 1
            } else if byte == UInt8(ascii: "(") {
                var end = i + 1, depth = 1
                while end < bytes.count {
                    if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[end] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                tokens.append(.group(Array(bytes[(i + 1)..<min(end, bytes.count)])))
                i = end + 1
            } else {
                var j = i
                while j < bytes.count, !CSSText.isWhitespace(bytes[j]), bytes[j] != UInt8(ascii: "(") { j += 1 }
                tokens.append(.word(String(decoding: bytes[i..<j], as: UTF8.self).lowercased()))
                i = j
            }
        }
        return tokens
    }

    /// `bytes` split at `separator` outside parentheses.
    private static func split(_ bytes: [UInt8], at separator: UInt8) -> [[UInt8]] {
        var parts: [[UInt8]] = [[]]
        var depth = 0
        for byte in bytes {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if byte == separator, depth == 0 { parts.append([]) } else { parts[parts.count - 1].append(byte) }
        }
        return parts
    }
}
