import MRefreshCore
import Testing
@testable import MRefreshRender

/// Gradient placements: (what, gradient, whether Lottie can draw it).
private let placements: [(String, Gradient, Bool)] = [
    ("linear, bounding box stretched", Gradient(shape: .linear(x1: 0, y1: 0, x2: 0, y2: 1), stops: stops,
                                                 transform: AffineTransform(a: 40, b: 0, c: 0, d: 10, e: 5, f: 7)), true),
    ("linear, skewed and turned", Gradient(shape: .linear(x1: 2, y1: 1, x2: 9, y2: 4), stops: stops,
                                            transform: AffineTransform(a: 1.5, b: 0.4, c: 0.9, d: 2, e: -3, f: 11)), true),
    ("radial, turned and scaled evenly", Gradient(shape: .radial(cx: 5, cy: 5, r: 4, fx: 6, fy: 4, fr: 0), stops: stops,
                                                   transform: .rotation(0.7).then(.scale(3, 3)).then(.translation(10, 2))), true),
    ("radial, stretched", Gradient(shape: .radial(cx: 5, cy: 5, r: 4, fx: 5, fy: 5, fr: 0), stops: stops,
                                   transform: .scale(3, 1)), false),
    ("radial with a focal circle", Gradient(shape: .radial(cx: 5, cy: 5, r: 4, fx: 5, fy: 5, fr: 1), stops: stops), false),
    ("repeating", Gradient(shape: .linear(x1: 0, y1: 0, x2: 1, y2: 0), stops: stops, spread: .repeat), false),
]

private let stops = [Gradient.Stop(offset: 0, color: .black), Gradient.Stop(offset: 1, color: .white)]

@Test("Lottie gradients: a linear one under any placement gives every canvas point the position along the gradient SVG gives it; radial ones only as circles",
      arguments: placements.indices)
func lottieGradientPlacement(_ index: Int) throws {
    let (what, gradient, drawable) = placements[index]
    let placement = LottieDocument.gradient(gradient)
    #expect((placement != nil) == drawable, "\(what)")
    guard let placement, let inverse = gradient.transform.inverted else { return }
    for q in [Point(0, 0), Point(13, -4), Point(7.5, 22), Point(-30, 9)] {
        let u = inverse.apply(q)
        switch gradient.shape {
        case let .linear(x1, y1, x2, y2):
            // SVG: the projection onto p1→p2 in gradient space; Lottie: onto start→end on the canvas.
            let (dx, dy) = (x2 - x1, y2 - y1)
            let svg = ((u.x - x1) * dx + (u.y - y1) * dy) / (dx * dx + dy * dy)
            let (ex, ey) = (placement.end.x - placement.start.x, placement.end.y - placement.start.y)
            let lottie = ((q.x - placement.start.x) * ex + (q.y - placement.start.y) * ey) / (ex * ex + ey * ey)
            #expect(abs(svg - lottie) < 1e-9, "\(what) at \(q): \(svg) vs \(lottie)")
        case let .radial(cx, cy, r, _, _, _):
            // Distance from the centre over the radius, in both spaces.
            let svg = ((u.x - cx) * (u.x - cx) + (u.y - cy) * (u.y - cy)).squareRoot() / r
            let radius = placement.end.x - placement.start.x
            let lottie = ((q.x - placement.start.x) * (q.x - placement.start.x)
                          + (q.y - placement.start.y) * (q.y - placement.start.y)).squareRoot() / radius
            #expect(abs(svg - lottie) < 1e-9, "\(what) at \(q)")
        }
    }
}
