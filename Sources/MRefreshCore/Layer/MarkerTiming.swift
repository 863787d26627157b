/// When a layer drawn by an SVG marker shows: whole, at full opacity, from the moment the pen drawing its
/// shape (the host layer) reaches the marker's vertex (MRefresh.docc/DesignToolSVG.md).
package struct MarkerTiming: Hashable, Sendable {
    /// The host layer's index minus this layer's (markers follow their shape, or precede it under
    /// `paint-order: markers`); both come from one input.
    package var hostOffset: Int
    /// The host path's subpath the vertex lies on.
    package var subpath: Int
    /// How far along that subpath the vertex lies, 0…1 of its length: 0 shows the marker as the subpath
    /// starts, 1 once it is complete.
    package var fraction: Double

    package init(hostOffset: Int, subpath: Int, fraction: Double) {
        self.hostOffset = hostOffset
        self.subpath = subpath
        self.fraction = fraction
    }

    /// Whether the vertex is reached when the host has drawn `drawn` of each subpath (as
    /// ``PathMeasure/drawnFractions(at:mode:)`` gives them).
    package func isReached(drawn: [Double]) -> Bool {
        guard subpath < drawn.count else { return drawn.last.map { $0 >= 1 } ?? false }
        let share = drawn[subpath]
        // A start marker shows as its subpath starts: once any of it is drawn.
        return fraction <= 0 ? share > 0 : share >= fraction - 1e-9
    }
}
