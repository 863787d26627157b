import MRefreshSyntax

extension Point {
    /// The point a pair of numbers in path data or a `points` list writes.
    @inlinable
    package init(_ pair: CoordinatePair) {
        self.init(pair.x, pair.y)
    }
}
