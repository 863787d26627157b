import MRefreshCore

extension RenderPlan {
    /// The plans of a run of every appearance `spec` draws (its `appearances`, light first, or its one appearance), the
    /// first the run's own: each appearance's indicator made by `indicator` from the spec as drawn in that appearance,
    /// its files named for it. A spec with one appearance makes one plan, exactly as
    /// ``init(indicator:timeline:settings:)`` does.
    ///
    /// - Throws: the ``MRefreshCore/IndicatorError`` an indicator throws, ``RenderPlanError/appearanceTimeline(_:first:)``
    ///   when an appearance's frames differ from the first's, or ``RenderPlanError``.
    public static func appearances(of spec: IndicatorSpec, settings: Settings = Settings(),
                                   indicator: (IndicatorSpec) throws(IndicatorError) -> Indicator) throws -> [RenderPlan] {
        var plans: [RenderPlan] = []
        for look in spec.drawnAppearances {
            let made = try indicator(spec.drawn(in: look))
            let timeline = try made.timeline()
            if let first = plans.first, first.timeline != timeline {
                throw RenderPlanError.appearanceTimeline(look.appearance, first: first.settings.appearance)
            }
            var settings = settings
            settings.appearance = look.appearance
            settings.isFirstAppearance = plans.isEmpty
            plans.append(try RenderPlan(indicator: made, timeline: timeline, settings: settings))
        }
        return plans
    }
}
