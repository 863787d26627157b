import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshFiles
import MRefreshSyntax
import MRefreshRender

/// The readers of option values that are more than a word: each turns the text into its typed value once,
/// when the command line is parsed, or refuses it with a message naming the option (exit 64).
enum OptionValues {
    /// `WxH` in points, each side 1…``IndicatorSpec/maximumCanvasSide``.
    static func canvas(_ text: String) throws -> Size {
        guard let size = Size(dimensions: text) else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, like 128x128, got '\(Excerpt(text))'.")
        }
        let sides = 1...IndicatorSpec.maximumCanvasSide
        guard sides.contains(size.width), sides.contains(size.height) else {
            throw ValidationError("--size \(text) is outside 1…\(Int(IndicatorSpec.maximumCanvasSide)) points a side.")
        }
        return size
    }

    /// `1,2,3`: distinct scales from 1 to 4.
    static func scales(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Int($0.trimmingSpaces()) }
        guard !parts.isEmpty, values.count == parts.count, values.allSatisfy({ (1...4).contains($0) }) else {
            throw ValidationError("--scale must list scales from 1 to 4, like 1,2,3, got '\(Excerpt(text))'.")
        }
        guard Set(values).count == values.count else { throw ValidationError("--scale lists a scale twice: '\(Excerpt(text))'.") }
        return values
    }

    /// `x,y,w,h` in canvas points, with a positive width and height.
    static func frame(_ text: String) throws -> Rect {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { NumberScanner.number(in: $0) }
        guard values.count == 4, values.allSatisfy(\.isFinite), values[2] > 0, values[3] > 0 else {
            throw ValidationError("--drawable-frame must be x,y,w,h with a positive width and height, got '\(Excerpt(text))'.")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `t1,t2,…`, each 0 ≤ t < 1.
    static func startTimes(_ text: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { NumberScanner.number(in: $0) }
        guard values.count == parts.count, values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 1 }) else {
            throw ValidationError("--start must list times in 0 ≤ t < 1, like 0,0.5, got '\(Excerpt(text))'.")
        }
        return values
    }

    /// `png,sheet`: what a render writes besides its frames.
    static func exports(_ text: String) throws -> Set<Export> {
        let names = Export.allCases.map(\.rawValue)
        var exports: Set<Export> = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingSpaces().lowercased() }) {
            guard let export = Export(rawValue: item) else {
                let hint = KeySuggestion.nearest(to: item, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("'\(Excerpt(item))' is not an export\(hint): they are \(names.joined(separator: ", ")).")
            }
            exports.insert(export)
        }
        return exports
    }

    /// `light,dark`: the appearances a render draws, each once.
    static func appearances(_ text: String) throws -> [Appearance] {
        let names = Appearance.allCases.map(\.rawValue)
        var list: [Appearance] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingSpaces().lowercased() }) {
            guard let appearance = Appearance(rawValue: item) else {
                let hint = KeySuggestion.nearest(to: item, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("'\(Excerpt(item))' is not an appearance\(hint): they are \(names.joined(separator: ", ")).")
            }
            guard !list.contains(appearance) else { throw ValidationError("'\(item)' is listed twice.") }
            list.append(appearance)
        }
        return list
    }

    /// A timing curve by name.
    static func easing(_ text: String) throws -> Easing {
        guard let easing = Easing(text) else {
            throw ValidationError("--easing '\(Excerpt(text))' is not linear, ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2) with x1 and x2 in 0…1, hold or steps(n).")
        }
        return easing
    }

    /// A colour option's value: a colour, or the word for none.
    enum ColorChoice: Hashable, Sendable {
        case color(Color)
        case none

        /// The colour, or nil for none.
        var color: Color? {
            if case .color(let color) = self { return color }
            return nil
        }
    }

    /// A colour, or ``ColorChoice/none`` for the word `none` names (`none`, `transparent`).
    static func color(option: String, none: String) -> @Sendable (String) throws -> ColorChoice {
        { text in
            if text.lowercased() == none { return .none }
            guard let color = Color(css: text) else {
                throw ValidationError("\(option) '\(Excerpt(text))' is not a colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() or a CSS name) or \(none).")
            }
            return .color(color)
        }
    }
}
