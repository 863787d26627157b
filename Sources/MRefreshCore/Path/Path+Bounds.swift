extension Path {
    /// The exact bounding box of every segment (curve extrema, not control points), or nil when the path
    /// draws nothing. Lone move-to points do not count: they draw nothing.
    package var bounds: Rect? {
        var box: Rect?
        for subpath in subpaths {
            for segment in subpath.segments {
                let b = segment.bounds
                box = box.map { $0.union(b) } ?? b
            }
        }
        return box
    }
}
