#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

/// A text layer's font family that is not installed, and the family Pango draws the text in instead
/// (fontconfig's best match): a warning, since the frames are drawn but not in the font the file names.
package struct FontFallback: Hashable, Sendable {
    /// The font description as written ("Helvetica Neue Bold 13").
    package var font: String
    /// The family it asks for ("Helvetica Neue"; a list "A, B" as written).
    package var asked: String
    /// The family the text is drawn in, or nil when Pango loads no font at all.
    package var used: String?

    /// The fallbacks of `indicator`'s text layers, in layer order, each with the layer's spec: one per
    /// layer whose font's family is not installed. Generic families (`Sans`, `Serif`, `Monospace`…) and
    /// descriptions without a family are what fontconfig resolves, never a fallback. Empty when Pango
    /// cannot be loaded (drawing the text then fails with its own error).
    package static func fallbacks(in indicator: Indicator) -> [(layer: LayerSpec, fallback: FontFallback)] {
        // Pango is loaded only for text: most indicators have none (Pango.swift says what loading costs).
        guard indicator.groups.contains(where: { $0.text != nil }), let pango = try? Pango.shared.get() else { return [] }
        var found: [String: FontFallback?] = [:]
        var result: [(layer: LayerSpec, fallback: FontFallback)] = []
        for (layer, group) in zip(indicator.spec.layers, indicator.groups) {
            guard let text = group.text else { continue }
            let fallback = found[text.font] ?? Self.fallback(for: text.font, families: pango.families(of: text.font))
            found[text.font] = fallback
            if let fallback { result.append((layer, fallback)) }
        }
        return result
    }

    /// The fallback when the family Pango loaded for `font` is none of the families it asks for.
    static func fallback(for font: String, families: (asked: String?, used: String?)) -> FontFallback? {
        guard let asked = families.asked else { return nil }
        let names = asked.split(separator: ",").map { $0.trimmingSpaces().lowercased() }
            .filter { !$0.isEmpty }
        guard !names.isEmpty, !names.contains(where: genericFamilies.contains) else { return nil }
        if let used = families.used, names.contains(used.lowercased()) { return nil }
        return FontFallback(font: font, asked: asked, used: families.used)
    }

    /// Family names fontconfig resolves to an installed family by its own rules (fonts.conf aliases).
    static let genericFamilies: Set<String> = ["sans", "sans-serif", "serif", "monospace", "mono", "system-ui",
                                               "cursive", "fantasy", "emoji", "math", "ui-sans-serif", "ui-serif",
                                               "ui-monospace"]

    /// The warning for `fallback` of `layer`, at its `font:` value (or the layer) in the indicator file.
    package static func warning(_ fallback: FontFallback, layer: LayerSpec) -> InputError {
        let place = layer.keyLocations["font"] ?? layer.location
        return InputError(file: place?.file ?? fallback.font, location: place?.location,
                          .text(.familyNotInstalled(font: fallback.font, family: fallback.asked)),
                          consequence: .drawnIn(family: fallback.used))
    }
}
