extension PathMeasure {
    /// The part of the path drawn at `progress` ∈ [0, 1] in trim mode `mode`.
    ///
    /// Progress is clamped to [0, 1]. At 0 nothing is drawn; at 1 the whole path, closed subpaths still
    /// closed. A partly drawn closed subpath is open (its pen has not come back yet).
    package func trimmed(to progress: Double, mode: TrimMode) -> Path {
        let progress = min(max(progress, 0), 1)
        // Special case: full progress is the untouched path, so the final frame is exact.
        if progress >= 1 { return path }
        if progress <= 0 { return Path() }
        switch mode {
        case .length:
            return trimmedByLength(progress * totalLength)
        case .parallel:
            var result = Path()
            for i in path.subpaths.indices {
                if let piece = subpath(i, upToLength: progress * subpathLengths[i]) {
                    result.subpaths.append(piece)
                }
            }
            return result
        case .points:
            return path.trimmed(toNodes: Int((Double(path.nodeCount) * progress).rounded(.down)))
        }
    }

    /// How much of each subpath's length ``trimmed(to:mode:)`` draws at `progress`, 0…1 per subpath: what a
    /// vector export trims each subpath to, so that it draws the same path.
    package func drawnFractions(at progress: Double, mode: TrimMode) -> [Double] {
        let progress = min(max(progress, 0), 1)
        func fraction(_ length: Double, of i: Int) -> Double {
            subpathLengths[i] > 0 ? min(max(length / subpathLengths[i], 0), 1) : (length > 0 ? 1 : 0)
        }
        switch mode {
        case .length:
            var before = 0.0
            return path.subpaths.indices.map { i in
                defer { before += subpathLengths[i] }
                return progress >= 1 ? 1 : fraction(progress * totalLength - before, of: i)
            }
        case .parallel:
            return path.subpaths.map { _ in progress }
        case .points:
            // Whole segments: a subpath shows its first k segments, k from the node count.
            var remaining = progress >= 1 ? Int.max : Int((Double(path.nodeCount) * progress).rounded(.down))
            return path.subpaths.indices.map { i in
                let segments = path.subpaths[i].segments.count
                guard remaining >= 2 else { remaining = 0; return 0 }
                let shown = min(segments, remaining - 1)
                remaining = remaining >= segments + 1 ? remaining - segments - 1 : 0
                return fraction(segmentLengths[i].prefix(shown).reduce(0, +), of: i)
            }
        }
    }

    /// The first `length` units of the path, subpath after subpath, the last segment cut exactly.
    package func trimmedByLength(_ length: Double) -> Path {
        var result = Path()
        var remaining = length
        for i in path.subpaths.indices {
            guard remaining > 0 else { break }
            if remaining >= subpathLengths[i] {
                result.subpaths.append(path.subpaths[i])
                remaining -= subpathLengths[i]
            } else {
                if let piece = subpath(i, upToLength: remaining) { result.subpaths.append(piece) }
                break
            }
        }
        return result
    }

    /// The first `length` units of subpath `i`, or nil when nothing of it is drawn.
    func subpath(_ i: Int, upToLength length: Double) -> Subpath? {
        let source = path.subpaths[i]
        guard length > 0 else { return nil }
        if length >= subpathLengths[i] { return source }
        var piece = Subpath(start: source.start)
        var remaining = length
        for (j, segment) in source.segments.enumerated() {
            let l = segmentLengths[i][j]
            if remaining >= l {
                piece.segments.append(segment)
                remaining -= l
            } else {
                // The pen stops inside this segment: cut it at the exact parameter.
                let t = segment.parameter(atArcLength: remaining, accuracy: accuracy)
                if t > 0 { piece.segments.append(segment.split(at: t).0) }
                break
            }
        }
        return piece.segments.isEmpty ? nil : piece
    }
}

extension Path {
    /// The path made of its first `count` nodes (a node is a subpath start or a segment end). Subpaths
    /// that get fewer than 2 nodes draw nothing and are left out.
    package func trimmed(toNodes count: Int) -> Path {
        var result = Path()
        var remaining = count
        for subpath in subpaths {
            guard remaining >= 2 else { break }
            let nodes = 1 + subpath.segments.count
            if remaining >= nodes {
                if !subpath.segments.isEmpty { result.subpaths.append(subpath) }
                remaining -= nodes
            } else {
                result.subpaths.append(Subpath(start: subpath.start,
                                               segments: Array(subpath.segments.prefix(remaining - 1))))
                remaining = 0
            }
        }
        return result
    }
}
