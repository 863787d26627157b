extension Path {
    /// The path with every segment halved `times` times by de Casteljau's algorithm (2^times pieces per
    /// segment, split at parameter ½ each time).
    ///
    /// The geometry is unchanged; only the node count grows. This is MRefresh's smoothing: with node-count
    /// trimming, more nodes make the drawing advance in smaller steps.
    package func smoothed(times: Int) -> Path {
        guard times > 0 else { return self }
        return Path(subpaths: subpaths.map { subpath in
            var pieces = subpath.segments
            for _ in 0..<times {
                var halves: [Segment] = []
                halves.reserveCapacity(pieces.count * 2)
                for piece in pieces {
                    let (a, b) = piece.split(at: 0.5)
                    halves.append(a)
                    halves.append(b)
                }
                pieces = halves
            }
            return Subpath(start: subpath.start, segments: pieces, isClosed: subpath.isClosed)
        })
    }

    /// The number of nodes: per subpath its start point plus the end of every segment.
    package var nodeCount: Int {
        subpaths.reduce(0) { $0 + 1 + $1.segments.count }
    }

    /// The node count after `smoothed(times:)`, computed without smoothing: each segment becomes 2^times.
    package func nodeCount(smoothedTimes times: Int) -> Int {
        subpaths.reduce(0) { $0 + 1 + $1.segments.count << times }
    }
}
