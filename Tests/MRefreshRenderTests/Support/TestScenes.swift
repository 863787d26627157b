import Foundation
import Testing
import MRefreshCore
import MRefreshRender

/// Frames like the ones mrefresh renders, drawn with the public API: anti-aliased strokes of cubic,
/// quadratic and straight segments, translucent colours and group opacity.
enum TestScene: String, CaseIterable, CustomTestStringConvertible {
    /// Opaque strokes on a transparent background: the common pull-to-refresh frame.
    case strokesOnTransparent
    /// Translucent colours and a half-opaque group on a transparent background.
    case translucentStrokes
    /// Strokes on an opaque background (Cairo writes RGB for these).
    case strokesOnOpaqueBackground
    /// A filled even-odd shape with a thin outline, half drawn.
    case filledRing

    var testDescription: String { rawValue }

    /// A new `size` × `size` surface with the scene drawn at `progress` (0…1).
    func surface(size: Int, progress: Double = 0.7) throws -> ImageSurface {
        let surface = try ImageSurface(width: size, height: size)
        let context = try GraphicsContext(surface: surface)
        try draw(in: context, size: size, progress: progress)
        return surface
    }

    func draw(in context: GraphicsContext, size: Int, progress: Double) throws {
        try context.clear()
        if self == .strokesOnOpaqueBackground {
            try context.paint(Color(red: 0.96, green: 0.97, blue: 0.99))
        }
        let scale = Double(size) / 128
        try context.withSavedState {
            try context.concatenate(.scale(scale, scale))
            context.lineCap = .round
            context.lineJoin = .round
            let sweep = max(0.02, progress) * 1.8 * Double.pi
            let ring = Self.arc(center: Point(64, 64), radius: 40, from: -Double.pi / 2, to: -Double.pi / 2 + sweep)
            switch self {
            case .strokesOnTransparent, .strokesOnOpaqueBackground:
                context.lineWidth = 6
                try context.setSource(Color(red: 0.13, green: 0.45, blue: 0.85))
                try context.addPath(Path(subpaths: [ring]))
                try context.stroke()
                try context.addPath(Self.arrowHead(at: ring.end))
                try context.stroke()
                context.lineWidth = 3
                try context.setSource(Color(red: 0.9, green: 0.3, blue: 0.2))
                try context.addPath(Self.wave(amplitude: 14 * progress))
                try context.stroke()
            case .translucentStrokes:
                context.lineWidth = 8
                try context.setSource(Color(red: 0.13, green: 0.45, blue: 0.85, alpha: 0.55))
                try context.addPath(Path(subpaths: [ring]))
                try context.stroke()
                try context.drawGroup(opacity: 0.5) {
                    context.lineWidth = 5
                    try context.setSource(Color(red: 0.2, green: 0.7, blue: 0.3))
                    try context.addPath(Self.wave(amplitude: 20 * progress))
                    try context.stroke()
                    try context.addPath(Path(subpaths: [Self.arc(center: Point(64, 64), radius: 26, from: 0,
                                                                 to: 2 * Double.pi * progress + 0.1)]))
                    try context.stroke()
                }
            case .filledRing:
                var outer = Self.arc(center: Point(64, 64), radius: 44, from: 0, to: 2 * Double.pi)
                outer.isClosed = true
                var inner = Self.arc(center: Point(64, 64), radius: 24, from: 0, to: 2 * Double.pi)
                inner.isClosed = true
                context.fillRule = .evenOdd
                try context.setSource(Color(red: 0.95, green: 0.6, blue: 0.1, alpha: 0.8))
                try context.addPath(Path(subpaths: [outer, inner]))
                try context.fill(preservingPath: true)
                context.lineWidth = 1.5
                try context.setSource(Color(red: 0.3, green: 0.2, blue: 0.1))
                try context.stroke()
            }
        }
    }

    /// A circular arc as cubics of at most 45° each.
    static func arc(center: Point, radius: Double, from start: Double, to end: Double) -> Subpath {
        let pieces = max(1, Int((abs(end - start) / (Double.pi / 4)).rounded(.up)))
        let step = (end - start) / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: Double) -> Point { Point(center.x + radius * cos(angle), center.y + radius * sin(angle)) }
        var segments: [Segment] = []
        for i in 0..<pieces {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let p0 = point(a0), p3 = point(a1)
            let c1 = Point(p0.x - k * radius * sin(a0), p0.y + k * radius * cos(a0))
            let c2 = Point(p3.x + k * radius * sin(a1), p3.y - k * radius * cos(a1))
            segments.append(.cubic(CubicBezier(p0, c1, c2, p3)))
        }
        return Subpath(start: point(start), segments: segments)
    }

    static func arrowHead(at tip: Point) -> Path {
        let left = Point(tip.x - 10, tip.y - 4), right = Point(tip.x + 2, tip.y - 12)
        return Path(subpaths: [Subpath(start: left, segments: [.line(Line(left, tip)), .line(Line(tip, right))])])
    }

    /// A row of quadratic bumps across the middle.
    static func wave(amplitude: Double) -> Path {
        var segments: [Segment] = []
        var x = 34.0
        while x < 94 {
            segments.append(.quadratic(QuadraticBezier(Point(x, 64), Point(x + 5, 64 - amplitude), Point(x + 10, 64))))
            x += 10
        }
        return Path(subpaths: [Subpath(start: Point(34, 64), segments: segments)])
    }
}
