import MRefreshCore
import MRefreshSyntax

/// An indicator or job file's `appearances:` (MRefresh.docc/IndicatorFiles.md): the appearances drawn,
/// as a list of names (`[light, dark]`) or a mapping from each name to its colours:
///
/// ```yaml
/// appearances:
///   light: {}
///   dark:
///     recolor: {"#1f2328": "#e6edf3"}
///     variables: {--accent: "#58a6ff"}
///     textColor: "#e6edf3"
/// ```
extension IndicatorReader {
    static let appearanceKeys = ["recolor", "variables", "textColor"]

    func appearances(_ node: YAMLNode) throws(InputError) -> [AppearanceSpec] {
        var read: [(AppearanceSpec, YAMLNode)] = []
        if let list = node.sequence {
            for item in list { read.append((AppearanceSpec(try nodes.choice(item, "appearances", as: Appearance.self)), item)) }
        } else {
            for (_, key, value) in try nodes.mapping(node, "appearances") {
                let appearance = try nodes.choice(key, "appearances", as: Appearance.self)
                read.append((try self.appearance(appearance, value), key))
            }
        }
        guard !read.isEmpty else { throw fail(node, .noAppearances) }
        var seen: Set<Appearance> = []
        for (spec, place) in read where !seen.insert(spec.appearance).inserted {
            throw fail(place, .sameAppearance(spec.appearance.rawValue))
        }
        return read.map(\.0)
    }

    /// One appearance's colours; an empty value (`dark:`) changes none.
    private func appearance(_ appearance: Appearance, _ node: YAMLNode) throws(InputError) -> AppearanceSpec {
        var spec = AppearanceSpec(appearance)
        if node.scalar?.resolvedTag == "null" { return spec }
        for (name, key, value) in try nodes.mapping(node, appearance.rawValue) {
            switch name {
            case "recolor":
                let entries = try nodes.mapping(value, "recolor")
                guard entries.count <= Recolor.maximumEntries else {
                    throw fail(value, .tooManyEntries("recolor", count: entries.count, limit: Recolor.maximumEntries))
                }
                for (_, from, to) in entries {
                    spec.recolor.entries.append(Recolor.Entry(from: try color(from, "a recolor key"), to: try color(to, "a recolor value")))
                }
            case "variables":
                let entries = try nodes.mapping(value, "variables")
                guard entries.count <= AppearanceSpec.maximumVariables else {
                    throw fail(value, .tooManyEntries("variables", count: entries.count, limit: AppearanceSpec.maximumVariables))
                }
                var declared: [(property: String, value: String)] = []
                for (variable, nameNode, text) in entries {
                    guard variable.hasPrefix("--"), variable.count > 2 else { throw fail(nameNode, .notVariableName(found: variable)) }
                    let string = try nodes.string(text, variable)
                    guard string.utf8.count <= AppearanceSpec.maximumVariableLength else {
                        throw fail(text, .variableTooLong(variable, limit: AppearanceSpec.maximumVariableLength))
                    }
                    declared.append((variable, string))
                }
                // One may name another (`--ring: var(--accent)`), as on the element that embeds the document;
                // names that refer to each other in a cycle have no value, which a file should not mean.
                let (values, cycles) = CSSVariables.resolve(declared: declared, inherited: [:])
                if let cycle = cycles.first { throw fail(value, .variableCycle(cycle)) }
                spec.variables = values
            case "textColor": spec.textColor = try color(value, "textColor")
            default:
                throw nodes.fail(key, .value(.unknownKey(name, kind: "key of an appearance", expected: Self.appearanceKeys)))
            }
        }
        return spec
    }
}
