import MRefreshCore

/// One run of ``RenderBenchmark/exports()`` and ``ExportInstructions``: the refresh glyph's frames (60 of
/// the pull, then loading and closing) written with some exports at some scales, and the run of the
/// frames alone it is compared with.
struct ExportRun {
    /// What the report calls it.
    let label: String
    let exports: Set<Export>
    let scales: [Int]
    let indicator: Indicator
    let timeline: Timeline
    /// The index of the run of the PNG frames alone at the same scales; nil for such a run.
    let base: Int?

    /// A line of a report on this run: its label (a run compared with another indented under it), padded
    /// to a column, then `value`, then what `android` draws for itself.
    func reportLine(_ value: String) -> String {
        let indent = base == nil ? "  " : "    "
        let note = exports.contains(.android) ? " (android draws hdpi, 1.5×, itself\(scales.contains(4) ? "" : ", and 4×"))" : ""
        return indent + label + ":" + String(repeating: " ", count: max(1, 35 - indent.count - label.count)) + value + note
    }

    /// Every export but the PNG frames, each measured added to them.
    static let exportsMeasured = Export.allCases.filter { $0 != .png }

    /// The runs compared, each group its frames alone first:
    /// - at 1x/2x/3x, as an iOS app ships them (the Android densities those scales cover are copies, as
    ///   in use): with each of ``exportsMeasured``, and with every export;
    /// - at 1x–4x, the whole-number densities an Android app ships: with `android`, which draws hdpi
    ///   (1.5×) for itself; with every other export, which then only write what the frames drew; and with
    ///   every export.
    static func all() throws -> [ExportRun] {
        let every = Set(Export.allCases)
        let groups: [(scales: [Int], name: String, runs: [(String, Set<Export>)])] = [
            ([1, 2, 3], "1x/2x/3x", exportsMeasured.map { ($0.rawValue, [.png, $0]) } + [("every export", every)]),
            ([1, 2, 3, 4], "1x–4x", [("android", [.png, .android]), ("every export but android", every.subtracting([.android])),
                                     ("every export", every)]),
        ]
        var runs: [ExportRun] = []
        for group in groups {
            var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(ParserBenchmark.fontAwesomeFont + "#refresh")))])
            spec.frameCounts = [.pull: 60]
            spec.scales = group.scales
            let base = runs.count
            for (index, (label, exports)) in ([("PNG frames at \(group.name)", [.png])] + group.runs).enumerated() {
                spec.exports = exports
                let indicator = try Indicator(spec)
                runs.append(ExportRun(label: index == 0 ? label : "with \(label)", exports: exports, scales: group.scales, indicator: indicator,
                                      timeline: try indicator.timeline(), base: index == 0 ? nil : base))
            }
        }
        return runs
    }
}
