extension Simulation {
    /// One frame per tick: the indicator as the user sees it at that moment.
    ///
    /// While idle, pulling or ready it is drawn at the pull's progress (also while the content settles);
    /// while loading the processing animation plays from the moment loading began; while closing the end
    /// animation plays and then the indicator is gone; an exhausted bar draws nothing.
    public func frames(loading: ProcessingAnimation, closing: EndAnimation) -> [PlannedFrame] {
        ticks.enumerated().map { index, tick in
            let stage: Stage
            var progress = tick.progress
            var appearance = Appearance.normal
            switch tick.state {
            case .idle, .pulling, .ready:
                stage = .pull
            case .loading:
                stage = .loading
                progress = 1
                appearance = loading.appearance(at: tick.timeInState)
            case .closing:
                stage = .closing
                progress = 1
                appearance = tick.timeInState <= closing.duration
                    ? closing.appearance(at: tick.timeInState) : Appearance(opacity: 0)
            case .exhausted:
                stage = .pull
                appearance = Appearance(opacity: 0)
            }
            return PlannedFrame(stage: stage, index: index, progress: progress, pullDistance: tick.pull, time: tick.time,
                                appearance: appearance, state: tick.state)
        }
    }

    /// timeline.json: every tick and every event, keys in a fixed order.
    public var timelineJSON: JSON {
        .object([
            ("fps", .number(fps)),
            ("ticks", .array(ticks.map { tick in
                .object([("time", .number(tick.time)), ("pull", .number(tick.pull)), ("inset", .number(tick.inset)),
                         ("state", .string(tick.state.rawValue)), ("progress", .number(tick.progress)),
                         ("beyondThreshold", .bool(tick.beyondThreshold))])
            })),
            ("events", .array(events.map { event in
                var members: [(String, JSON)] = [("time", .number(event.time))]
                switch event.effect {
                case let .stateChanged(from, to):
                    members += [("kind", .string("stateChanged")), ("from", .string(from.rawValue)),
                                ("to", .string(to.rawValue))]
                case .refresh: members.append(("kind", .string("refresh")))
                case .startAnimating: members.append(("kind", .string("startAnimating")))
                case .stopAnimating: members.append(("kind", .string("stopAnimating")))
                case let .setInset(target, duration):
                    members += [("kind", .string("setInset")), ("target", .number(target)), ("duration", .number(duration))]
                case let .finishIgnored(state):
                    members += [("kind", .string("finishIgnored")), ("state", .string(state.rawValue))]
                case let .progress(p, beyond):
                    members += [("kind", .string("progress")), ("progress", .number(p)), ("beyondThreshold", .bool(beyond))]
                }
                return .object(members)
            })),
        ])
    }
}
