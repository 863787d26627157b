/// One appearance a render draws, with the colours it changes (an indicator file's `appearances:` entry,
/// or a name given to `--appearances`).
///
/// The indicator is read again for each appearance: its SVG inputs' `@media` rules are evaluated for it,
/// their root inherits its custom properties, and every colour passes through its recolour table.
public struct AppearanceSpec: Hashable, Sendable {
    /// Which appearance.
    package var appearance: Appearance
    /// Colours replaced in this appearance.
    package var recolor: Recolor
    /// CSS custom properties (`--accent`) the SVG inputs' root element inherits, by name; the documents'
    /// own declarations of them win, as a page's would lose to an SVG's own style sheet.
    package var variables: [String: String]
    /// The colour of the indicator's text layers in this appearance, in place of each layer's `color`.
    package var textColor: Color?

    /// An appearance with the colours given: `recolor`'s pairs (a later pair with the same colour wins),
    /// the custom properties by name, the text layers' colour.
    public init(_ appearance: Appearance, recolor: [(from: Color, to: Color)] = [], variables: [String: String] = [:],
                textColor: Color? = nil) {
        self.init(appearance, table: Recolor(recolor.map { Recolor.Entry(from: $0.from, to: $0.to) }), variables: variables,
                  textColor: textColor)
    }

    package init(_ appearance: Appearance, table: Recolor, variables: [String: String], textColor: Color?) {
        self.appearance = appearance
        self.recolor = table
        self.variables = variables
        self.textColor = textColor
    }

    /// The most custom properties one appearance sets, and the longest value of one.
    package static let maximumVariables = 256
    package static let maximumVariableLength = 4096
}

extension IndicatorSpec {
    /// The appearances a render draws: ``appearances`` in the order ``Appearance`` lists them (light
    /// first), each once, or this spec's one ``appearance`` when none is listed.
    package var drawnAppearances: [AppearanceSpec] {
        guard !appearances.isEmpty else { return [AppearanceSpec(appearance, table: recolor, variables: variables, textColor: nil)] }
        return Appearance.allCases.compactMap { appearance in appearances.last { $0.appearance == appearance } }
    }

    /// The spec of the indicator drawn in `look`: its appearance, custom properties and recolour table
    /// set, its own colours (styles, text colours, keyframes, background) recoloured, and no further
    /// appearances listed.
    package func drawn(in look: AppearanceSpec) -> IndicatorSpec {
        var spec = self
        spec.appearances = []
        spec.appearance = look.appearance
        spec.variables = look.variables
        spec.recolor = look.recolor
        let table = look.recolor
        spec.style = style.recolored(by: table)
        spec.overrides = overrides.recolored(by: table)
        spec.background = background.map { table($0) }
        spec.choreography = choreography.recolored(by: table)
        for i in spec.layers.indices {
            spec.layers[i].style = spec.layers[i].style.recolored(by: table)
            spec.layers[i].choreography = spec.layers[i].choreography.recolored(by: table)
            if case .text(var text) = spec.layers[i].source {
                text.color = look.textColor ?? text.color.map { table($0) }
                spec.layers[i].source = .text(text)
            }
        }
        return spec
    }
}
