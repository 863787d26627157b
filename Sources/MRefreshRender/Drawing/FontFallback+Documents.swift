import MRefreshCore

extension FontFallback {
    /// The fallbacks of the SVG text in `indicator`'s documents, as warnings at each `<text>` (one per
    /// element and family list): a `font-family` none of whose families is installed is drawn in
    /// fontconfig's match for it. Empty when there is no SVG text or Pango cannot be loaded.
    package static func documentWarnings(in indicator: Indicator) -> [InputError] {
        guard indicator.layout.layers.contains(where: { $0.text != nil }), let pango = try? Pango.shared.get() else { return [] }
        var found: [String: FontFallback?] = [:]
        var warnings: [InputError] = []
        for layer in indicator.layout.layers {
            guard let text = layer.text else { continue }
            var seen: Set<String> = []
            for run in text.chunks.lazy.flatMap(\.runs) where seen.insert(run.font.families).inserted {
                let families = run.font.families
                // A family may come from a font file beside the document (and only that document's).
                let key = (text.fontFolder ?? "") + "\n" + families
                // A trailing comma makes the whole description a family list ("Foo Bold," is the family
                // "Foo Bold", not Foo in bold).
                let fallback = found[key] ?? DocumentFonts.withFontMap(for: text.fontFolder) { map in
                    Self.fallback(for: families, families: pango.families(of: families + ",", map: map))
                }
                found[key] = fallback
                guard let fallback else { continue }
                let source = layer.source ?? SourceReference(file: layer.name)
                warnings.append(InputError(file: source.file, location: source.location,
                                           .text(.familyNotInstalled(font: fallback.font, family: fallback.asked)),
                                           consequence: .drawnIn(family: fallback.used)))
            }
        }
        return warnings
    }
}
