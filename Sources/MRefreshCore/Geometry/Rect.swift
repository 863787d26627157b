/// An axis-aligned rectangle given by its origin (minimum corner) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates.
    public var origin: Point
    /// The extent; never negative for rectangles made by this library.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin coordinates and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x, y), size: Size(width: width, height: height))
    }

    /// The smallest rectangle holding both points.
    package init(enclosing a: Point, _ b: Point) {
        let minX = Swift.min(a.x, b.x), minY = Swift.min(a.y, b.y)
        self.init(x: minX, y: minY, width: Swift.max(a.x, b.x) - minX, height: Swift.max(a.y, b.y) - minY)
    }

    /// The rectangle of zero size at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge (y grows downwards).
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    package var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// The smallest rectangle holding this one and `other`.
    package func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        return Rect(x: minX, y: minY,
                    width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The smallest rectangle holding this one and `point`.
    package func union(_ point: Point) -> Rect {
        union(Rect(origin: point, size: .zero))
    }

    /// The rectangle moved inwards by `amount` on every side (outwards when negative).
    package func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount,
             width: Swift.max(width - 2 * amount, 0), height: Swift.max(height - 2 * amount, 0))
    }

    public var description: String { "Rect(x: \(minX), y: \(minY), width: \(width), height: \(height))" }
}
