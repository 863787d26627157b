#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax

/// How large source geometry may be: the bound that keeps every computation on it finite.
///
/// Paths are measured (squared derivatives summed under a square root), fitted (bounds divided into the
/// frame) and compared in doubles. Coordinates within ±``maximumCoordinate`` keep all of that finite with
/// a wide margin: squares stay below 1e31 even after the worst growth path data allows (relative commands
/// and reflected control points add up linearly in the number of commands, a few million at most in an
/// accepted input). No icon, font or design-tool export comes near it: a double resolves 1/8 of a unit
/// at 1e15, so geometry beyond it cannot hold detail anyway.
package enum GeometryLimits {
    /// The largest magnitude of a coordinate, radius or transformed point, in the units the check is
    /// made in (source units for inputs, canvas points after fitting): 1e15, the bound path data is read
    /// within (``MRefreshSyntax/PathDataLimits``), so every parsed number already keeps to it.
    package static var maximumCoordinate: Double { PathDataLimits.maximumCoordinate }

    /// The largest magnitude of a coordinate or line width on the canvas, in canvas points: 2²⁰, about a
    /// million. Cairo keeps device coordinates in 24.8 fixed point (±8,388,608 pixels); at the largest
    /// scale (4×) a million points stays inside that with room for stroking, so nothing Cairo is given
    /// can wrap around or fail. Geometry this far outside a canvas of at most 4,096 points is never seen.
    package static let maximumCanvasCoordinate = Double(1 << 20)

    /// How messages write the canvas limit.
    package static let maximumCanvasCoordinateText = "±1048576"

    /// The most segments one path, one document and one smoothed indicator may have: 2,097,152 (2²¹), far
    /// above any icon (Font Awesome's largest glyph has under 300; a 5 MB design-tool export about
    /// 250,000), low enough that the geometry (about 72 bytes a segment) and its measures fit in a few
    /// hundred megabytes and a frame takes well under a second to trim.
    /// (The parser refuses the segment past it at its position: ``MRefreshSyntax/PathDataLimits/maximumSegments``.)
    package static var maximumSegments: Int { PathDataLimits.maximumSegments }

    /// How messages write the limit.
    package static var maximumCoordinateText: String { PathDataLimits.maximumCoordinateText }

    /// Whether `value` is finite and within ±``maximumCoordinate``. NaN is not.
    @inline(__always)
    package static func contains(_ value: Double) -> Bool {
        abs(value) <= maximumCoordinate
    }

    /// Whether both coordinates of `point` are within range.
    @inline(__always)
    package static func contains(_ point: Point) -> Bool {
        abs(point.x) <= maximumCoordinate && abs(point.y) <= maximumCoordinate
    }

    /// A magnitude as messages write it: three significant digits ("1.2e+16"), or "overflow" when it is
    /// not a finite number.
    package static func text(_ value: Double) -> String {
        value.isFinite ? DecimalText.significant(value, digits: 3) : "overflow"
    }
}
