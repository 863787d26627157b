import MRefreshMachine

/// SplitMix64: the same seed gives the same scripts on every machine and every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random app and user: a machine's settings, an indicator's frame table, and a walk of events as a user
/// and an app make them (drags that cross the threshold and come back, releases, finishes early and late,
/// time in small and large steps, load-more edges that run out of data), with the odd hostile value
/// (negative, not-a-number and infinite distances and times).
struct EventScript {
    var configuration: RefreshConfiguration
    var table: FrameTable
    var events: [RefreshEvent]

    init(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        let height = uniform(20...100)
        let startDistance = chance(0.2) ? 0 : uniform(0...20)
        let endOffset = max(uniform(-15...40), startDistance - height + 1)
        configuration = RefreshConfiguration(
            height: height, startDistance: startDistance, endOffset: endOffset,
            insetDuration: chance(0.15) ? 0 : uniform(0.05...0.5),
            endAnimationDuration: chance(0.15) ? 0 : uniform(0.02...0.6),
            trigger: chance(0.5) ? .threshold : .release, edge: chance(0.6) ? .top : .bottom,
            hasMoreData: chance(0.8))

        var stages: [FrameTable.StageFrames] = []
        if chance(0.9) {
            let frames = count(1...40)
            var distance = startDistance + uniform(0...5)
            let distances = (0..<frames).map { _ in
                defer { distance += chance(0.1) ? 0 : uniform(0.1...4) }
                return distance
            }
            stages.append(.init(stage: .pull, pick: .pullDistance, loops: false, seconds: nil, count: frames, pullDistances: distances))
        }
        if chance(0.5) {
            stages.append(.init(stage: .ready, pick: .transition, loops: false, seconds: chance(0.2) ? nil : uniform(0...0.4),
                                count: count(0...8)))
        }
        if chance(0.9) {
            stages.append(.init(stage: .loading, pick: .time, loops: true, seconds: chance(0.1) ? nil : uniform(0.2...2),
                                count: count(1...30)))
        }
        if chance(0.8) {
            stages.append(.init(stage: .closing, pick: .time, loops: false, seconds: chance(0.2) ? 0 : uniform(0.05...0.6),
                                count: count(1...10)))
        }
        if chance(0.4) {
            stages.append(.init(stage: .exhausted, pick: .state, loops: false, seconds: chance(0.5) ? nil : uniform(0...1),
                                count: count(1...3)))
        }
        table = FrameTable(stages: stages)

        let threshold = configuration.threshold
        var events: [RefreshEvent] = []
        var dragging = false
        var pull = 0.0
        for _ in 0..<count(20...160) {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<10:
                events.append(.dragBegan)
                dragging = true
            case 10..<45:
                if !dragging, chance(0.7) {
                    events.append(.dragBegan)
                    dragging = true
                }
                // Mostly near the threshold, where the rules turn.
                pull = chance(0.2) ? uniform(0...(threshold * 1.6)) : max(0, pull + uniform(-12...12))
                if chance(0.1) { pull = threshold }
                events.append(.pulled(distance: chance(0.03) ? [-.infinity, .nan, .infinity, -3][count(0...3)] : pull))
            case 45..<55:
                events.append(.dragEnded)
                dragging = false
            case 55..<63:
                events.append(.finish)
            case 63..<93:
                let seconds = chance(0.03) ? [-.infinity, .nan, .infinity, -0.5][count(0...3)]
                    : chance(0.1) ? uniform(0.3...2) : chance(0.05) ? 0 : uniform(0.001...0.05)
                events.append(.timeAdvanced(seconds: seconds))
            default:
                events.append(.setHasMoreData(chance(0.5)))
            }
        }
        self.events = events
    }

    /// The script as machine-walk.mjs reads it.
    var json: JSON {
        func number(_ value: Double) -> JSON {
            value.isNaN ? .string("nan") : value.isInfinite ? .string(value > 0 ? "inf" : "-inf") : .number(value)
        }
        let c = configuration
        return .object([
            ("configuration", .object([
                ("trigger", .string(c.trigger.rawValue)), ("edge", .string(c.edge.rawValue)), ("height", .number(c.height)),
                ("startDistance", .number(c.startDistance)), ("endOffset", .number(c.endOffset)),
                ("insetDuration", .number(c.insetDuration)), ("endAnimationDuration", .number(c.endAnimationDuration)),
                ("hasMoreData", .bool(c.hasMoreData)),
            ])),
            ("table", .array(table.stages.map(\.json))),
            ("events", .array(events.map { event in
                switch event {
                case .dragBegan: .object([("type", .string("dragBegan"))])
                case .pulled(let distance): .object([("type", .string("pulled")), ("distance", number(distance))])
                case .dragEnded: .object([("type", .string("dragEnded"))])
                case .finish: .object([("type", .string("finish"))])
                case .timeAdvanced(let seconds): .object([("type", .string("timeAdvanced")), ("seconds", number(seconds))])
                case .setHasMoreData(let more): .object([("type", .string("setHasMoreData")), ("more", .bool(more))])
                }
            })),
        ])
    }
}
