extension Sequence where Element: Hashable {
    /// The elements in order, each only the first time it comes: what several appearances of one
    /// indicator warn about, said once.
    package func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
