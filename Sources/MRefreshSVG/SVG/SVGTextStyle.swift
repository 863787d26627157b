#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore

/// The inherited properties of SVG text (CSS Fonts, CSS Text, SVG 2 §11): font family, weight, style and
/// stretch (also from the `font` shorthand), letter and word spacing, `text-anchor` and `white-space`.
/// Part of ``SVGComputedStyle``; `font-size` is its own, since lengths use it everywhere.
struct SVGTextStyle: Sendable {
    var families = "sans-serif"
    var weight = 400
    var style: TextBlock.Font.Style = .normal
    var stretch = 100.0
    /// As written (resolved against the element's font size where the text is read); nil is `normal`.
    var letterSpacing: SVGLength?
    var wordSpacing: SVGLength?
    var anchor: TextBlock.Anchor = .start
    /// Whether white space is kept as written (`white-space: pre…`, or `xml:space="preserve"`).
    var preservesSpaces = false

    static let properties: Set<String> = [
        "font-family", "font-weight", "font-style", "font-stretch", "font", "letter-spacing", "word-spacing",
        "text-anchor", "white-space",
    ]

    /// CSS's font-stretch keywords as percentages (CSS Fonts 4 §2.4).
    static let stretches: [String: Double] = [
        "ultra-condensed": 50, "extra-condensed": 62.5, "condensed": 75, "semi-condensed": 87.5, "normal": 100,
        "semi-expanded": 112.5, "expanded": 125, "extra-expanded": 150, "ultra-expanded": 200,
    ]

    /// Takes the parent's value of `property` (`inherit`).
    mutating func inherit(_ property: String, from parent: SVGTextStyle) {
        switch property {
        case "font-family": families = parent.families
        case "font-weight": weight = parent.weight
        case "font-style": style = parent.style
        case "font-stretch": stretch = parent.stretch
        case "font": (families, weight, style, stretch) = (parent.families, parent.weight, parent.style, parent.stretch)
        case "letter-spacing": letterSpacing = parent.letterSpacing
        case "word-spacing": wordSpacing = parent.wordSpacing
        case "text-anchor": anchor = parent.anchor
        case "white-space": preservesSpaces = parent.preservesSpaces
        default: break
        }
    }

    /// Applies one declaration of its properties (`value` trimmed); values it does not understand are
    /// ignored, as CSS ignores them.
    ///
    /// - Returns: for the `font` shorthand, the font size it sets (as written), which the caller applies
    ///   as `font-size`; otherwise nil.
    mutating func apply(_ property: String, _ value: String, parentWeight: Int) -> String? {
        let lower = value.lowercased()
        switch property {
        case "font-family":
            if let families = Self.families(value) { self.families = families }
        case "font-weight":
            if let weight = Self.weight(lower, parent: parentWeight) { self.weight = weight }
        case "font-style":
            if let style = Self.style(lower) { self.style = style }
        case "font-stretch":
            if let stretch = Self.stretch(lower) { self.stretch = stretch }
        case "letter-spacing":
            if lower == "normal" { letterSpacing = nil } else if let length = SVGLength.parse(value), length.unit != .percent {
                letterSpacing = length
            }
        case "word-spacing":
            if lower == "normal" { wordSpacing = nil } else if let length = SVGLength.parse(value), length.unit != .percent {
                wordSpacing = length
            }
        case "text-anchor":
            if let anchor = TextBlock.Anchor(rawValue: lower) { self.anchor = anchor }
        case "white-space":
            switch lower {
            case "pre", "pre-wrap", "break-spaces": preservesSpaces = true
            case "normal", "nowrap", "pre-line": preservesSpaces = false
            default: break
            }
        case "font":
            return shorthand(value, parentWeight: parentWeight)
        default:
            break
        }
        return nil
    }

    /// `font: [style] [weight] [stretch] [variant] size[/line-height] family, …` (CSS Fonts 4 §2.8): the
    /// parts before the size in any order, the family list after it. Returns the size; nothing changes
    /// when the value is not a font (no size or no family).
    private mutating func shorthand(_ value: String, parentWeight: Int) -> String? {
        var words = value.split(whereSeparator: \.isWhitespace).map(String.init)[...]
        var (style, weight, stretch) = (TextBlock.Font.Style.normal, 400, 100.0)
        while let word = words.first {
            let lower = word.lowercased()
            if lower == "normal" || lower == "small-caps" {
            } else if let s = Self.style(lower) {
                style = s
            } else if let w = Self.weight(lower, parent: parentWeight), Double(lower) == nil || lower.allSatisfy(\.isNumber) {
                weight = w
            } else if let s = Self.stretches[lower] {
                stretch = s
            } else {
                break
            }
            words.removeFirst()
        }
        guard let sizeWord = words.first else { return nil }
        let size = String(sizeWord.split(separator: "/", maxSplits: 1).first ?? "")
        words.removeFirst()
        // A line height written apart from the size: `12px / 1.5`.
        if words.first == "/" { words = words.dropFirst(2) } else if words.first?.hasPrefix("/") == true { words.removeFirst() }
        guard let families = Self.families(words.joined(separator: " ")) else { return nil }
        (self.families, self.weight, self.style, self.stretch) = (families, weight, style, stretch)
        return size
    }

    /// A family list with its quotes removed, or nil when empty.
    static func families(_ value: String) -> String? {
        let names = value.split(separator: ",").map {
            $0.trimmingSpaces().trimming(charactersIn: "'\"")
        }.filter { !$0.isEmpty }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    static func weight(_ value: String, parent: Int) -> Int? {
        switch value {
        case "normal": return 400
        case "bold": return 700
        // CSS Fonts 4 §2.2's table for bolder and lighter.
        case "bolder": return parent < 350 ? 400 : parent < 550 ? 700 : 900
        case "lighter": return parent < 550 ? 100 : parent < 750 ? 400 : 700
        default:
            guard let number = Double(value), number >= 1, number <= 1000 else { return nil }
            return Int(number.rounded())
        }
    }

    static func style(_ value: String) -> TextBlock.Font.Style? {
        if value.hasPrefix("oblique") { return .oblique }
        return TextBlock.Font.Style(rawValue: value)
    }

    static func stretch(_ value: String) -> Double? {
        if let keyword = stretches[value] { return keyword }
        guard value.hasSuffix("%"), let number = Double(value.dropLast()), number >= 0, number.isFinite else { return nil }
        return number
    }
}
