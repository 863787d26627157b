import MRefreshSyntax
import MRefreshCore

/// Reads glyphs of an SVG font (`<font>` with `<glyph glyph-name d>` elements).
///
/// Glyph outlines are y-up in font units; their layers are marked so fitting flips them.
package enum SVGFontInput {
    /// Whether the document holds an SVG font with at least one glyph.
    package static func isFont(_ document: XMLDocument) -> Bool {
        guard let font = document.root.firstDescendant(where: { $0.localName == "font" }) else { return false }
        return font.firstDescendant(where: { $0.localName == "glyph" }) != nil
    }

    /// The font's glyphs other than the one named `glyphName`, which a document read for that glyph keeps
    /// without their attributes: ``load(_:file:glyphName:character:lenient:)`` reads only that glyph's, and
    /// counts the others.
    package static func otherGlyphs(than glyphName: String) -> XMLHollowing {
        XMLHollowing(element: "glyph", parent: "font", keptAttribute: "glyph-name", keptValue: glyphName)
    }

    /// The glyph named `glyphName` (or the glyph for `character`) as one layer, or every glyph (each a
    /// layer named by its glyph-name) when neither is given.
    ///
    /// A single glyph's box is its advance width by the font's ascent and descent (y-up font units): the
    /// viewBox that `--fit viewbox` places, so glyphs of one font line up as the font designed them.
    package static func load(_ document: XMLDocument, file: String, glyphName: String?, character: String? = nil,
                            lenient: Bool) throws(InputError) -> LoadedInput {
        guard let font = document.root.firstDescendant(where: { $0.localName == "font" }) else {
            throw InputError(file: file, .font(.noFont))
        }
        // One glyph is found in place, its name compared as bytes: a build of every glyph of a font looks each
        // up among all of them, and a string made of every glyph's name for each lookup grew with their square.
        func glyph(_ attribute: String, is value: String) -> XMLElement? {
            font.firstDescendant { $0.localName == "glyph" && $0.attribute(attribute)?.hasValue(value) == true }
        }
        func allGlyphs() -> [XMLElement] { font.descendants().filter { $0.localName == "glyph" } }
        let glyphs: [XMLElement]
        if let glyphName {
            guard let glyph = glyph("glyph-name", is: glyphName) else {
                throw InputError(file: file, .font(.noGlyphNamed(glyphName, glyphs: allGlyphs().count)))
            }
            glyphs = [glyph]
        } else if let character {
            guard let glyph = glyph("unicode", is: character) else {
                throw InputError(file: file, .font(.noGlyphFor(character: character, glyphs: allGlyphs().count)))
            }
            glyphs = [glyph]
        } else {
            glyphs = allGlyphs()
        }
        var box: Rect?
        var metricWarnings: [InputError] = []
        if glyphs.count == 1, let glyph = glyphs.first {
            let face = font.firstDescendant(where: { $0.localName == "font-face" })
            // A metric that is not a number within the geometry limits is an error where it stands (a
            // warning in lenient mode, and the metric's default is used).
            func number(_ element: XMLElement?, _ name: String) throws(InputError) -> Double? {
                guard let attribute = element?.attribute(name) else { return nil }
                if let value = NumberScanner.number(in: attribute.value), GeometryLimits.contains(value) { return value }
                let error = InputError(file: file, location: attribute.sourceLocation(ofValueByte: 0),
                                       .font(.invalidMetric(attribute: name, value: attribute.value)), consequence: .defaultUsed)
                if !lenient { throw error }
                metricWarnings.append(error)
                return nil
            }
            let unitsPerEm = try number(face, "units-per-em") ?? 1000
            let ascent = try number(face, "ascent") ?? unitsPerEm
            let descent = try number(face, "descent") ?? 0
            let glyphAdvance = try number(glyph, "horiz-adv-x")
            let fontAdvance = try number(font, "horiz-adv-x")
            let advance = glyphAdvance ?? fontAdvance ?? unitsPerEm
            if advance > 0, ascent > descent {
                box = Rect(x: 0, y: descent, width: advance, height: ascent - descent)
            }
        }
        var layers: [Layer] = []
        var warnings = metricWarnings
        for (index, glyph) in glyphs.enumerated() {
            let name = glyph.attribute("glyph-name")?.value ?? "glyph\(index + 1)"
            guard let d = glyph.attribute("d") else {
                layers.append(Layer(name: name, path: Path(), isYUp: true,
                                    source: SourceReference(file: file, source: glyph.source, byteOffset: glyph.byteOffset)))
                continue
            }
            do {
                let result = try PathDataInput.read(d.value, lenient: lenient)
                if let warning = result.warning {
                    warnings.append(InputError(file: file, location: d.sourceLocation(ofValueByte: warning.byteOffset),
                                               .pathData(warning), consequence: .pathKept))
                }
                layers.append(Layer(name: name, path: result.path, segmentCounts: result.counts, isYUp: true,
                                    source: SourceReference(file: file, source: glyph.source, byteOffset: glyph.byteOffset)))
            } catch {
                throw InputError(file: file, location: d.sourceLocation(ofValueByte: error.byteOffset), .pathData(error))
            }
        }
        return LoadedInput(layers: layers, viewBox: box, warnings: warnings)
    }
}
