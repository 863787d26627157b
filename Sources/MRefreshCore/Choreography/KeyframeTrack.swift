/// The keyframes of one stage on one axis, evaluated property by property (MRefresh.docc/IndicatorFiles.md).
///
/// For each property the keyframes that set it are its stops, and so is every keyframe that sets nothing
/// at all (`{at: 1}`): it stands for the rest value of every property, so `[{at: 0, opacity: 0}, {at: 1}]`
/// fades in. Before its first stop a property has the first stop's value, after its last the last one's
/// (`[{at: 0, opacity: 0}]` hides a layer for the whole stage; a colour cycle with `hold` keeps its last
/// colour until the loop wraps). Between two stops the value moves with the later stop's easing; two stops
/// at one position make a jump. A property no keyframe sets keeps its rest value. Positions outside the
/// axis are clamped, or wrapped exactly when the track loops (the loading stage: ``Rational``).
package struct KeyframeTrack: Hashable, Sendable {
    /// The keyframes in order of position (keyframes at one position keep their written order).
    package private(set) var keys: [Keyframe]
    /// The end of the axis: 1, or the loading period in seconds.
    package var end: Double
    /// Whether positions wrap modulo ``end`` (the loading loop).
    package var loops: Bool

    /// Creates a track; `keys` are sorted by position, stably.
    package init(_ keys: [Keyframe], end: Double = 1, loops: Bool = false) {
        self.keys = keys.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        self.end = end
        self.loops = loops
    }

    /// The pose at `position` on the axis; properties no keyframe sets keep `rest`'s values.
    ///
    /// A looping track counts `position` in whole microseconds (``Rational/init(approximating:)``) and
    /// wraps it exactly; a frame maker that knows its position exactly passes it to
    /// ``pose(atExact:endsLoop:rest:)`` instead.
    package func pose(at position: Double, rest: Pose = .rest) -> Pose {
        if loops, let time = Rational(approximating: position) { return pose(atExact: time, rest: rest) }
        return pose(atAxis: AxisPoint(value: axisPosition(position), exact: nil), rest: rest)
    }

    /// The pose at `position` exactly: a loop's seconds wrapped exactly into the track's period (``end``),
    /// so a key at 0.6 s is hit by the frames at 0.6 s, 2.4 s, 4.2 s… of a 1.8 s loop; any other axis's
    /// position clamped to it. Between two keys the share of the way is exact too (0.3 s of a key at 0.8 s
    /// is 3/8, where floating point's 0.3 / 0.8 is 0.37499999999999994, one `steps(8)` step short).
    /// `endsLoop`: `position` is the loop's end reached from below, which shows the period's last instant
    /// where the period ends there (a turn at 360°, not 0° again).
    package func pose(atExact position: Rational, endsLoop: Bool = false, rest: Pose = .rest) -> Pose {
        guard let length = Rational(approximating: end), length > .zero else {
            // Special case: an axis under half a microsecond long (no reader accepts one): clamped to it.
            return pose(atAxis: AxisPoint(value: axisPosition(position.doubleValue), exact: nil), rest: rest)
        }
        let x: Rational
        if loops {
            // Special case: a time beyond Int's millionths has no exact remainder; clamped instead.
            guard let wrapped = position.wrapped(into: length) else {
                return pose(atAxis: AxisPoint(value: axisPosition(position.doubleValue), exact: nil), rest: rest)
            }
            x = endsLoop && wrapped == .zero && position > .zero ? length : wrapped
        } else {
            x = min(max(position, .zero), length)
        }
        return pose(atAxis: AxisPoint(value: x.doubleValue, exact: x), rest: rest)
    }

    /// A position on the axis, and the same exactly where it is known.
    private struct AxisPoint {
        var value: Double
        var exact: Rational?
    }

    /// The pose at `x`, already on the axis.
    private func pose(atAxis x: AxisPoint, rest: Pose) -> Pose {
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
    /// wrapped exactly by ``pose(atExact:endsLoop:rest:)``).
    func axisPosition(_ position: Double) -> Double {
        guard position.isFinite else { return 0 }
        return min(max(position, 0), end)
    }

    /// a + (b − a)·t: exactly `a` at t = 0.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// How far `x` is from `from` to `to` (0…1): exactly, where `x` is exact and the keys' positions are
    /// decimals (in microseconds), then rounded once; in floating point otherwise.
    private static func share(of x: AxisPoint, from: Double, to: Double) -> Double {
        if let exact = x.exact, let a = Rational(approximating: from), let b = Rational(approximating: to),
           let done = exact.subtracting(a), let whole = b.subtracting(a), let share = done.divided(by: whole) {
            return share.doubleValue
        }
        return (x.value - from) / (to - from)
    }

    /// A property's value at `x`: interpolated between the stops around it.
    private func value<Value>(_ property: KeyPath<Pose.Partial, Value?>, at point: AxisPoint, rest: Value,
                              lerp: (Value, Value, Double) -> Value) -> Value {
        let x = point.value
        let stops: [(at: Double, value: Value, easing: Easing)] = keys.compactMap { key in
            if let value = key.pose[keyPath: property] { return (key.at, value, key.easing) }
            return key.pose.isEmpty ? (key.at, rest, key.easing) : nil
        }
        guard !stops.isEmpty else { return rest }
        // The last stop at or before x; before the first stop, the first stop's value. (x is the nearest
        // Double of the exact position, so it compares with each key's Double as the exact values do.)
        guard let i = stops.lastIndex(where: { $0.at <= x }) else { return stops[0].value }
        guard i + 1 < stops.count else { return stops[i].value }
        let (from, to) = (stops[i], stops[i + 1])
        let t = to.easing(Self.share(of: point, from: from.at, to: to.at))
        return lerp(from.value, to.value, t)
    }

    /// A colour's value at `x`; colours move in linear RGB, premultiplied. A layer without the colour
    /// (`rest` nil) rests as transparent of the keyframed colour.
    private func colour(_ property: KeyPath<Pose.Partial, Color?>, at x: AxisPoint, rest: Color?) -> Color? {
        guard let first = keys.lazy.compactMap({ $0.pose[keyPath: property] }).first else { return rest }
        return value(property, at: x, rest: rest ?? first.withOpacity(0), lerp: Color.interpolated)
    }
}
