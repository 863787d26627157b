/// The keyframes of one stage on one axis, evaluated property by property (DESIGN.md §13).
///
/// For each property the keyframes that set it are its stops, and so is every keyframe that sets nothing
/// at all (`{at: 1}`): it stands for the rest value of every property, so `[{at: 0, opacity: 0}, {at: 1}]`
/// fades in. Before its first stop a property has the first stop's value, after its last the last one's
/// (`[{at: 0, opacity: 0}]` hides a layer for the whole stage; a colour cycle with `hold` keeps its last
/// colour until the loop wraps). Between two stops the value moves with the later stop's easing; two stops
/// at one position make a jump. A property no keyframe sets keeps its rest value. Positions outside the
/// axis are clamped, or wrapped exactly when the track loops (the loading stage: ``Rational``).
public struct KeyframeTrack: Hashable, Sendable {
    /// The keyframes in order of position (keyframes at one position keep their written order).
    public private(set) var keys: [Keyframe]
    /// The end of the axis: 1, or the loading period in seconds.
    public var end: Double
    /// Whether positions wrap modulo ``end`` (the loading loop).
    public var loops: Bool

    /// Creates a track; `keys` are sorted by position, stably.
    public init(_ keys: [Keyframe], end: Double = 1, loops: Bool = false) {
        self.keys = keys.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        self.end = end
        self.loops = loops
    }

    /// The pose at `position` on the axis; properties no keyframe sets keep `rest`'s values.
    ///
    /// A looping track counts `position` in whole microseconds (``Rational/init(approximating:)``) and
    /// wraps it exactly; a frame maker that knows its time exactly passes it to
    /// ``pose(atLoopTime:endsLoop:rest:)`` instead.
    public func pose(at position: Double, rest: Pose = .rest) -> Pose {
        if loops, let time = Rational(approximating: position) { return pose(atLoopTime: time, rest: rest) }
        return pose(atAxis: axisPosition(position), rest: rest)
    }

    /// The pose `time` seconds into a loop: wrapped exactly into the track's period (``end``), so a key
    /// at 0.6 s is hit by the frames at 0.6 s, 2.4 s, 4.2 s… of a 1.8 s loop. `endsLoop`: `time` is the
    /// loop's end reached from below, which shows the period's last instant where the period ends there.
    /// A track that does not loop is placed at `time` clamped to its axis.
    public func pose(atLoopTime time: Rational, endsLoop: Bool = false, rest: Pose = .rest) -> Pose {
        guard loops, let period = Rational(approximating: end), let wrapped = time.wrapped(into: period) else {
            // Special cases: a track that does not loop, a period under half a microsecond (no reader
            // accepts one), or a time beyond Int's millionths: clamped like any axis.
            return pose(atAxis: axisPosition(time.doubleValue), rest: rest)
        }
        let x = endsLoop && wrapped == .zero && time > .zero ? end : wrapped.doubleValue
        return pose(atAxis: x, rest: rest)
    }

    /// The pose at `x`, already on the axis.
    private func pose(atAxis x: Double, rest: Pose) -> Pose {
        var pose = rest
        pose.translate = value(\.translate, at: x, rest: rest.translate, lerp: { $0 + ($1 - $0) * $2 })
        pose.rotation = value(\.rotation, at: x, rest: rest.rotation, lerp: Self.lerp)
        pose.scale = value(\.scale, at: x, rest: rest.scale, lerp: { $0 + ($1 - $0) * $2 })
        pose.opacity = value(\.opacity, at: x, rest: rest.opacity, lerp: Self.lerp)
        pose.stroke = colour(\.stroke, at: x, rest: rest.stroke)
        pose.fill = colour(\.fill, at: x, rest: rest.fill)
        return pose
    }

    /// `position` clamped to [0, end]: the axis of a track that does not loop (a loop's positions are
    /// wrapped exactly by ``pose(atLoopTime:endsLoop:rest:)``).
    func axisPosition(_ position: Double) -> Double {
        guard position.isFinite else { return 0 }
        return min(max(position, 0), end)
    }

    /// a + (b − a)·t: exactly `a` at t = 0.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// A property's value at `x`: interpolated between the stops around it.
    private func value<Value>(_ property: KeyPath<Keyframe, Value?>, at x: Double, rest: Value,
                              lerp: (Value, Value, Double) -> Value) -> Value {
        let stops: [(at: Double, value: Value, easing: Easing)] = keys.compactMap { key in
            if let value = key[keyPath: property] { return (key.at, value, key.easing) }
            return key.setsNothing ? (key.at, rest, key.easing) : nil
        }
        guard !stops.isEmpty else { return rest }
        // The last stop at or before x; before the first stop, the first stop's value.
        guard let i = stops.lastIndex(where: { $0.at <= x }) else { return stops[0].value }
        guard i + 1 < stops.count else { return stops[i].value }
        let (from, to) = (stops[i], stops[i + 1])
        let t = to.easing((x - from.at) / (to.at - from.at))
        return lerp(from.value, to.value, t)
    }

    /// A colour's value at `x`; colours move in linear RGB, premultiplied. A layer without the colour
    /// (`rest` nil) rests as transparent of the keyframed colour.
    private func colour(_ property: KeyPath<Keyframe, Color?>, at x: Double, rest: Color?) -> Color? {
        guard keys.contains(where: { $0[keyPath: property] != nil }) else { return rest }
        let first = keys.first { $0[keyPath: property] != nil }![keyPath: property]!
        return value(property, at: x, rest: rest ?? first.withOpacity(0), lerp: Color.interpolated)
    }
}
