import MRefreshCore
import MRefreshRender
import MRefreshSyntax

/// The line `render` prints when it is done: what it wrote, where, and how long it took.
struct RenderSummary {
    let manifest: Manifest

    /// "wrote 115 frames (60 pull, 48 loading, 7 closing) at 3 scales and a sheet with its atlas, 6
    /// animated PNGs and a Lottie animation (indicator.json) to out in 0.21 s"; with appearances, "… at 2
    /// scales in 2 appearances (light and dark) and …", the exports named once for each.
    func line(out: String, seconds: Double) -> String {
        let first = manifest.frames.filter { $0.scale == manifest.scales[0] }
        let counts = Stage.allCases.compactMap { stage -> String? in
            let count = manifest.stages.first { $0.stage == stage }?.frames ?? 0
            // Stages the machine has but this indicator does not draw go unmentioned.
            return count == 0 && (stage == .ready || stage == .exhausted) ? nil : "\(count) \(stage.rawValue)"
        }
        let scales = manifest.scales.count == 1 ? "" : " at \(manifest.scales.count) scales"
        // Each appearance draws them all, and writes its own exports of one appearance.
        let looks = manifest.everyAppearance.map { ($0.appearance ?? .light).rawValue }
        let appearances = looks.count == 1 ? "" : " in \(looks.count) appearances (\(Self.list(looks)))"
        // Each export's own words, in the table's order.
        let extras = Export.allCases.compactMap { $0.sink.summary(of: manifest) }
        let also = extras.isEmpty ? "" : " and " + Self.list(extras)
        return "wrote \(Self.counted(first.count, "frame")) (\(counts.joined(separator: ", ")))\(scales)\(appearances)\(also)"
            + " to \(out) in \(DecimalText.fixed(seconds, places: 2)) s"
    }

    /// "1 frame", "2 frames".
    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
