extension Path {
    /// The affine map that takes this path onto `other` point for point (every start, control and end point),
    /// when there is one: the paths have the same subpaths of the same kinds of segment and each point of
    /// `other` is the map of this path's within `tolerance` of the paths' size. Nil otherwise (the shape itself
    /// changes). A path whose points lie on one line is mapped by a similarity (turn, uniform scale, move),
    /// the map it is drawn the same by.
    package func affineMapping(onto other: Path, tolerance: Double = 1e-6) -> AffineTransform? {
        let path = self
        guard path.subpaths.count == other.subpaths.count,
              zip(path.subpaths, other.subpaths).allSatisfy({ a, b in
                  a.isClosed == b.isClosed && a.segments.count == b.segments.count
                      && zip(a.segments, b.segments).allSatisfy { Self.kind($0) == Self.kind($1) }
              }) else { return nil }
        let from = Self.points(of: path), to = Self.points(of: other)
        guard let p0 = from.first else { return .identity }
        if from == to { return .identity }
        // Three points far apart: the first, the farthest from it, and the farthest from the line through both.
        let i1 = from.indices.max { (from[$0] - p0).length < (from[$1] - p0).length } ?? 0
        let size = max((from[i1] - p0).length, (to[i1] - to[0]).length, 1e-12)
        let axis = from[i1] - p0
        let i2 = from.indices.max { abs(axis.cross(from[$0] - p0)) < abs(axis.cross(from[$1] - p0)) } ?? 0
        var map: AffineTransform
        let area = axis.cross(from[i2] - p0)
        if abs(area) > 1e-9 * size * size {
            // Solve for the map taking p0, p1, p2 to q0, q1, q2.
            let u = axis, v = from[i2] - p0
            let du = to[i1] - to[0], dv = to[i2] - to[0]
            // Linear part L with L·u = du, L·v = dv: L = [du dv]·[u v]⁻¹.
            let det = u.x * v.y - v.x * u.y
            let inv = (a: v.y / det, b: -u.y / det, c: -v.x / det, d: u.x / det)
            let a = du.x * inv.a + dv.x * inv.b, b = du.y * inv.a + dv.y * inv.b
            let c = du.x * inv.c + dv.x * inv.d, d = du.y * inv.c + dv.y * inv.d
            map = AffineTransform(a: a, b: b, c: c, d: d, e: to[0].x - (a * p0.x + c * p0.y), f: to[0].y - (b * p0.x + d * p0.y))
        } else if axis.length > 1e-12 * size {
            // On one line: the similarity taking p0→q0 and p1→q1.
            let du = to[i1] - to[0]
            let scale = du.length / axis.length
            let turn = du.angle - axis.angle
            let (cosine, sine) = (AffineTransform.rotation(turn).a, AffineTransform.rotation(turn).b)
            let a = scale * cosine, b = scale * sine, c = -scale * sine, d = scale * cosine
            map = AffineTransform(a: a, b: b, c: c, d: d, e: to[0].x - (a * p0.x + c * p0.y), f: to[0].y - (b * p0.x + d * p0.y))
        } else {
            map = .translation(to[0].x - p0.x, to[0].y - p0.y)
        }
        let limit = tolerance * max(size, 1)
        for (p, q) in zip(from, to) {
            let mapped = map.apply(p)
            guard abs(mapped.x - q.x) <= limit, abs(mapped.y - q.y) <= limit else { return nil }
        }
        return map
    }

    /// Every start, control and end point of `path`, in order.
    private static func points(of path: Path) -> [Point] {
        var points: [Point] = []
        for subpath in path.subpaths {
            points.append(subpath.start)
            for segment in subpath.segments {
                switch segment {
                case .line(let line): points.append(line.end)
                case .quadratic(let q): points += [q.control, q.end]
                case .cubic(let c): points += [c.control1, c.control2, c.end]
                }
            }
        }
        return points
    }

    private static func kind(_ segment: Segment) -> Int {
        switch segment {
        case .line: 1
        case .quadratic: 2
        case .cubic: 3
        }
    }
}
