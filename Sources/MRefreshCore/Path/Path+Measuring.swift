extension Path {
    /// The total length of every subpath, each segment measured with relative error at most `accuracy`.
    package func length(accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        PathMeasure(self, accuracy: accuracy).totalLength
    }
}

/// A path with the length of every segment measured once, answering questions by arc length.
///
/// Measuring is the expensive part (adaptive quadrature per segment); a measure is built once per path
/// and then answers any number of point, tangent and trim queries.
package struct PathMeasure: Sendable {
    /// The measured path.
    package let path: Path
    /// The relative accuracy the lengths were computed with.
    package let accuracy: Double
    /// Lengths per segment, per subpath.
    package let segmentLengths: [[Double]]
    /// The length of each subpath.
    package let subpathLengths: [Double]
    /// The length of the whole path.
    package let totalLength: Double

    /// Measures `path`.
    package init(_ path: Path, accuracy: Double = ArcLength.defaultAccuracy) {
        self.path = path
        self.accuracy = accuracy
        segmentLengths = path.subpaths.map { $0.segments.map { $0.arcLength(accuracy: accuracy) } }
        subpathLengths = segmentLengths.map { $0.reduce(0, +) }
        totalLength = subpathLengths.reduce(0, +)
    }

    /// The segment holding the point at `length` from the start of the path, and the length into it.
    /// Lengths past the end select the end of the last segment; nil for a path with no segments.
    package func locate(length: Double) -> (subpath: Int, segment: Int, remainder: Double)? {
        var remaining = max(length, 0)
        var last: (Int, Int, Double)?
        for (i, lengths) in segmentLengths.enumerated() {
            for (j, l) in lengths.enumerated() {
                if remaining <= l { return (i, j, remaining) }
                remaining -= l
                last = (i, j, l)
            }
        }
        return last
    }

    /// The point at `length` along the path (clamped to the path's ends).
    package func point(atLength length: Double) -> Point? {
        guard let (i, j, r) = locate(length: length) else { return nil }
        let segment = path.subpaths[i].segments[j]
        return segment.point(at: segment.parameter(atArcLength: r, accuracy: accuracy))
    }

    /// The unit tangent at `length` along the path (clamped to the path's ends).
    package func tangent(atLength length: Double) -> Vector? {
        guard let (i, j, r) = locate(length: length) else { return nil }
        let segment = path.subpaths[i].segments[j]
        return segment.tangent(at: segment.parameter(atArcLength: r, accuracy: accuracy))
    }
}
