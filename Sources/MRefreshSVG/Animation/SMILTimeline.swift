import MRefreshSyntax

/// When each animation of a document is active: its intervals, from its `begin` and `end` lists, its
/// duration and repeats (SMIL 3.0 §5.4.5). Syncbases (`a.end+1s`) chain animations; a chain that loops
/// (`begin="0;b.end"` on a, `begin="a.end"` on b) makes intervals for as long as the horizon.
struct SMILTimeline: Sendable {
    /// One active interval: from `begin` to `end` (infinity when it never ends), and how long the simple
    /// duration is inside it (nil when indefinite).
    struct Interval: Hashable, Sendable {
        var begin: Double
        var end: Double
    }

    /// Per animation, its intervals in time order, those beginning before the horizon.
    private(set) var intervals: [[Interval]]

    /// The most intervals the whole document may make before the horizon: a chain that never advances
    /// (`a.begin` on b and `b.begin` on a) would make them without end.
    static let maximumIntervals = 100_000

    /// The animation whose `begin` chain makes too many intervals, by index.
    struct Runaway: Error, Sendable { var animation: Int }

    /// Places `animations`' intervals up to `horizon` seconds, in time order: each interval that begins
    /// starts the intervals whose `begin` names its begin or its end (SMIL's syncbases), so a chain that
    /// loops is followed to the horizon in one pass.
    init(_ animations: [SVGAnimation], horizon: Double) throws(Runaway) {
        let ids = Dictionary(animations.enumerated().compactMap { index, animation in animation.id.map { ($0, index) } },
                             uniquingKeysWith: { first, _ in first })
        // Who waits on whom: for animation i, the animations whose begin names i's begin or end.
        var dependents: [[(animation: Int, edge: SMILTimeValue.Edge, offset: Double)]] = Array(repeating: [], count: animations.count)
        var pending: [(time: Double, animation: Int)] = []
        for (index, animation) in animations.enumerated() {
            for value in animation.begins {
                switch value {
                case .offset(let offset): pending.append((offset, index))
                case let .syncbase(id, edge, offset): if let base = ids[id] { dependents[base].append((index, edge, offset)) }
                case .indefinite, .unplayed: break
                }
            }
        }
        intervals = Array(repeating: [], count: animations.count)
        var made = 0
        // Earliest first; ties in document order.
        while let next = pending.indices.min(by: { (pending[$0].time, pending[$0].animation) < (pending[$1].time, pending[$1].animation) }) {
            let (begin, index) = pending.remove(at: next)
            guard begin <= horizon else { continue }
            let animation = animations[index]
            if let last = intervals[index].last {
                // A begin at the same time as the last one is the same interval; one inside it restarts it.
                guard begin > last.begin else { continue }
                if begin < last.end { intervals[index][intervals[index].count - 1].end = begin }
            }
            var end = begin + Self.activeDuration(animation)
            let ends = animation.ends.compactMap { value -> Double? in
                switch value {
                case .offset(let offset): offset
                case let .syncbase(id, edge, offset):
                    ids[id].flatMap { intervals[$0].last }.map { (edge == .begin ? $0.begin : $0.end) + offset }
                case .indefinite, .unplayed: nil
                }
            }
            if let cut = ends.filter({ $0 >= begin }).min() { end = min(end, cut) }
            guard end > begin || animation.freezes else { continue }
            intervals[index].append(Interval(begin: begin, end: end))
            made += 1
            guard made <= Self.maximumIntervals else { throw Runaway(animation: index) }
            for dependent in dependents[index] {
                let time = (dependent.edge == .begin ? begin : end) + dependent.offset
                if time.isFinite { pending.append((time, dependent.animation)) }
            }
        }
    }

    /// The active duration (SMIL 3.0 §5.4.5): the simple duration times the repeat count, or the repeat
    /// duration, the shorter; infinity when indefinite.
    static func activeDuration(_ animation: SVGAnimation) -> Double {
        let simple = animation.duration ?? .infinity
        switch (animation.repeatCount, animation.repeatDuration) {
        case (nil, nil): return simple
        case (let count?, nil): return simple * count
        case (nil, let duration?): return duration
        case (let count?, let duration?): return min(simple * count, duration)
        }
    }

    /// Where animation `index` is at time `t`: nil when it has no effect (before its first interval, or
    /// after one it does not freeze); else its iteration and its progress through the simple duration.
    ///
    /// Times are counted in whole microseconds, as browsers keep document time: 1.9 s into a 1 s animation
    /// is 0.9 of its second iteration exactly, not 0.8999999999999999, so a key time at 0.9 is reached there.
    func position(of index: Int, at t: Double, animation: SVGAnimation) -> (iteration: Double, progress: Double)? {
        guard let interval = intervals[index].last(where: { $0.begin <= t + 5e-7 }) else { return nil }
        let now = Self.microseconds(t), begin = Self.microseconds(interval.begin)
        let end = interval.end.isFinite ? Self.microseconds(interval.end) : Int64.max
        let active = now < end
        guard active || animation.freezes else { return nil }
        let elapsed = (active ? now : end) - begin
        guard let duration = animation.duration.map(Self.microseconds), duration > 0 else { return (0, 0) }
        var iteration = elapsed / duration
        var local = elapsed % duration
        // Frozen at the end of a whole iteration: the last value of that iteration, not the first of the next.
        if !active, elapsed > 0, local == 0 {
            iteration -= 1
            local = duration
        }
        return (Double(iteration), min(max(Double(local) / Double(duration), 0), 1))
    }

    /// `seconds` in whole microseconds, rounded (times past a few centuries saturate).
    static func microseconds(_ seconds: Double) -> Int64 {
        let value = (seconds * 1_000_000).rounded()
        return value >= 9e18 ? Int64.max / 2 : value <= -9e18 ? -Int64.max / 2 : Int64(value)
    }

}
