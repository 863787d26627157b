// Package-wide, not public: the renderer strokes long paths in pieces; apps have no use for them.
extension Path {
    /// A part of a path drawn on its own: whole subpaths, or a run of one long subpath's segments.
    package struct Piece: Hashable, Sendable {
        /// The part, as a path: whole subpaths keep their closing; a run is open.
        package var path: Path
        /// For a run that does not start its subpath: the segments of that subpath before the run (its
        /// dashes go on from their length); empty where every subpath of the piece starts afresh.
        package var segmentsBefore: ArraySlice<Segment>
    }

    /// The path in pieces of at most `maximumSegments` segments (at least 2), in drawing order, whose
    /// strokes together are the path's stroke.
    ///
    /// Short subpaths are gathered whole into pieces. A longer one is cut into runs that overlap by one
    /// segment, so that every join lies inside a run (a run's ends add no ink with butt caps, and a cap
    /// elsewhere lies where the next run's stroke is); a closed one's last run goes round to its first
    /// segment again, for the join where it closes.
    ///
    /// Why: a scan converter sorts the edges it crosses row by row, so one stroke costs as much as its
    /// edges cross each other, and a chain of smooth quadratics whose reflected control points run ever
    /// further out (`t` repeated: finding 32) crosses itself quadratically often. Pieces bound the
    /// crossings a stroke can have to those inside a piece.
    package func pieces(maximumSegments: Int) -> [Piece] {
        let limit = Swift.max(maximumSegments, 2)
        var pieces: [Piece] = []
        var gathered: [Subpath] = [], count = 0
        func flush() {
            if !gathered.isEmpty { pieces.append(Piece(path: Path(subpaths: gathered), segmentsBefore: [])) }
            gathered = []
            count = 0
        }
        for subpath in subpaths {
            if subpath.segments.count <= limit {
                if count + subpath.segments.count > limit { flush() }
                gathered.append(subpath)
                count += subpath.segments.count
                continue
            }
            flush()
            // A closed subpath ends by joining its first segment again.
            let segments = subpath.isClosed ? subpath.segments + [subpath.segments[0]] : subpath.segments
            var first = 0
            while true {
                let end = Swift.min(first + limit, segments.count)
                let start = first == 0 ? subpath.start : segments[first - 1].end
                pieces.append(Piece(path: Path(subpaths: [Subpath(start: start, segments: Array(segments[first..<end]))]),
                                    segmentsBefore: subpath.segments.prefix(first)))
                if end == segments.count { break }
                first = end - 1
            }
        }
        flush()
        return pieces
    }
}
