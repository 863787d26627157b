/// A run of connected segments starting at a move-to point.
package struct Subpath: Hashable, Sendable {
    /// Where the subpath starts (the move-to point).
    package var start: Point
    /// The drawing segments, each starting where the previous ends.
    package var segments: [Segment]
    /// Whether the subpath was closed (`Z`); a closing line, when not of zero length, is among `segments`.
    package var isClosed: Bool

    /// Creates a subpath.
    package init(start: Point, segments: [Segment] = [], isClosed: Bool = false) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    /// Where the subpath ends: the last segment's end, or the start when there is none.
    package var end: Point { segments.last?.end ?? start }
}

/// A vector path: subpaths of absolute line, quadratic and cubic segments.
///
/// This is the measuring view of a path (standalone segments); drawing walks the same data as
/// move/line/curve/close elements.
package struct Path: Hashable, Sendable {
    /// The subpaths in drawing order.
    package var subpaths: [Subpath]

    /// Creates a path from subpaths.
    package init(subpaths: [Subpath] = []) {
        self.subpaths = subpaths
    }

    /// Whether the path has no segments at all.
    package var isEmpty: Bool { subpaths.allSatisfy { $0.segments.isEmpty } }

    /// The number of drawing segments across all subpaths.
    package var segmentCount: Int { subpaths.reduce(0) { $0 + $1.segments.count } }

    /// The path mapped by `transform`.
    package func transformed(by transform: AffineTransform) -> Path {
        Path(subpaths: subpaths.map { subpath in
            Subpath(start: transform.apply(subpath.start),
                    segments: subpath.segments.map { $0.transformed(by: transform) },
                    isClosed: subpath.isClosed)
        })
    }

    /// Every subpath of `self` followed by every subpath of `other`.
    package func appending(_ other: Path) -> Path {
        Path(subpaths: subpaths + other.subpaths)
    }
}
