/// A colour with straight (not premultiplied) alpha, each component in 0…1.
///
/// Components outside 0…1 are clamped by Cairo when the colour becomes a source; NaN is refused by
/// `GraphicsContext/setSource(_:)`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }

    /// `rgba(r, g, b, a)` with components in 0…1.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
