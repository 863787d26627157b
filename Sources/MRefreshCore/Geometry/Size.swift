import MRefreshSyntax

/// A width and a height.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads `WIDTHxHEIGHT` (`128x128`, `96X64`, `48.5x48`), each a number as SVG writes it; nil for
    /// anything else. Ranges are the caller's to check.
    public init?(dimensions text: some StringProtocol) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = NumberScanner.number(in: parts[0]), let h = NumberScanner.number(in: parts[1]) else {
            return nil
        }
        self.init(width: w, height: h)
    }

    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)
}
