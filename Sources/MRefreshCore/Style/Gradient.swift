/// A linear or radial gradient (SVG paint servers), in its own coordinate space.
package struct Gradient: Hashable, Sendable {
    /// The gradient's geometry in gradient space.
    package enum Shape: Hashable, Sendable {
        /// From (x1, y1) to (x2, y2).
        case linear(x1: Double, y1: Double, x2: Double, y2: Double)
        /// From the focal circle (fx, fy, fr) to the end circle (cx, cy, r).
        case radial(cx: Double, cy: Double, r: Double, fx: Double, fy: Double, fr: Double)
    }

    /// What happens beyond the first and last stop.
    package enum Spread: String, Hashable, Sendable {
        case pad, reflect, `repeat`
    }

    /// A colour at an offset in 0…1 along the gradient.
    package struct Stop: Hashable, Sendable {
        package var offset: Double
        package var color: Color

        package init(offset: Double, color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    package var shape: Shape
    /// At least two stops, offsets ascending.
    package var stops: [Stop]
    package var spread: Spread
    /// Gradient space → the layer's source space (gradientTransform, the bounding box for
    /// objectBoundingBox units, and the element's transforms).
    package var transform: AffineTransform

    /// Creates a gradient.
    package init(shape: Shape, stops: [Stop], spread: Spread = .pad, transform: AffineTransform = .identity) {
        self.shape = shape
        self.stops = stops
        self.spread = spread
        self.transform = transform
    }

    /// The gradient with its placement continued by `transform` (a layer's source units → canvas points).
    package func placed(by transform: AffineTransform) -> Gradient {
        var placed = self
        placed.transform = self.transform.then(transform)
        return placed
    }

    /// The gradient with every stop's alpha multiplied by `opacity`.
    package func withOpacity(_ opacity: Double) -> Gradient {
        var copy = self
        copy.stops = stops.map { Stop(offset: $0.offset, color: $0.color.withOpacity(opacity)) }
        return copy
    }
}
