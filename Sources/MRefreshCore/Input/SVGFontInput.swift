/// Reads glyphs of an SVG font (`<font>` with `<glyph glyph-name d>` elements).
///
/// Glyph outlines are y-up in font units; their layers are marked so fitting flips them.
public enum SVGFontInput {
    /// Whether the document holds an SVG font with at least one glyph.
    public static func isFont(_ document: XMLDocument) -> Bool {
        guard let font = document.root.firstDescendant(where: { $0.localName == "font" }) else { return false }
        return font.firstDescendant(where: { $0.localName == "glyph" }) != nil
    }

    /// The glyph named `glyphName` as one layer, or every glyph (each a layer named by its glyph-name)
    /// when no name is given.
    public static func load(_ document: XMLDocument, file: String, glyphName: String?, lenient: Bool)
        throws(InputError) -> LoadedInput {
        guard let font = document.root.firstDescendant(where: { $0.localName == "font" }) else {
            throw InputError(.invalidData, file: file, message: "no <font> element")
        }
        var glyphs = font.descendants().filter { $0.localName == "glyph" }
        if let glyphName {
            guard let glyph = glyphs.first(where: { $0.attribute("glyph-name")?.value == glyphName }) else {
                throw InputError(.invalidData, file: file,
                                 message: "no glyph named '\(glyphName)' in this font (\(glyphs.count) glyphs)")
            }
            glyphs = [glyph]
        }
        var layers: [Layer] = []
        var warnings: [InputError] = []
        for (index, glyph) in glyphs.enumerated() {
            let name = glyph.attribute("glyph-name")?.value ?? "glyph\(index + 1)"
            guard let d = glyph.attribute("d") else {
                layers.append(Layer(name: name, path: Path(), isYUp: true))
                continue
            }
            do {
                let result = try PathDataInput.read(d.value, lenient: lenient)
                if let warning = result.warning {
                    warnings.append(InputError(.invalidData, file: file,
                                               location: d.sourceLocation(ofValueByte: warning.byteOffset),
                                               message: warning.message))
                }
                layers.append(Layer(name: name, path: result.path, segmentCounts: result.counts, isYUp: true))
            } catch {
                throw InputError(.invalidData, file: file, location: d.sourceLocation(ofValueByte: error.byteOffset),
                                 message: error.message)
            }
        }
        return LoadedInput(layers: layers, warnings: warnings)
    }
}
