import MRefreshSyntax
import MRefreshCore

/// What a document uses that mrefresh does not draw (`<foreignObject>`, the filter primitives
/// SVGFilters.swift does not run), gathered as the walk meets it and reported in one warning line, so a
/// user knows why a frame lacks part of the icon.
struct SVGUnsupported {
    /// Elements drawn where they stand that mrefresh does not draw.
    static let elements: Set<String> = ["foreignObject"]
    /// SMIL's animation elements: a document that animates is drawn as it stands at time 0 for now, and
    /// says so (issue 44 plays it).
    static let animationElements: Set<String> = ["animate", "animateTransform", "animateMotion", "animateColor", "set"]
    /// The SMIL elements played (Animation/SVGAnimatedDocument.swift); the others are noted.
    static let playedAnimationElements: Set<String> = ["animate", "set", "animateTransform", "animateMotion"]

    /// Each feature in the order first met, how often, and where first.
    private var features: [(name: String, count: Int, location: SourceLocation)] = []

    /// Notes one use of `feature` ("<text>", "clip-path") at `location`.
    mutating func note(_ feature: String, at location: SourceLocation) {
        if let i = features.firstIndex(where: { $0.name == feature }) {
            features[i].count += 1
        } else {
            features.append((feature, 1, location))
        }
    }

    /// Where the first unsupported feature is used, or nil when there is none.
    var firstLocation: SourceLocation? { features.first?.location }

    /// The problem to report, "not drawn: <text> (2 uses), clip-path, <pattern> paint" (``SVGProblem/unsupported(_:)``),
    /// or nil when everything is drawn.
    var problem: SVGProblem? {
        features.isEmpty ? nil : .unsupported(featureList)
    }

    /// The features noted, each with its count.
    var featureList: [SVGProblem.UnsupportedFeature] {
        features.map { SVGProblem.UnsupportedFeature($0.name, count: $0.count) }
    }
}
