import Foundation
import MRefreshCore

/// Runs a ``MRefreshCore/Filter`` on a group's pixels, in device pixels: the filter's region (mapped to
/// the device and rounded out) is cut from the group, each primitive works on premultiplied float
/// components (linear-light ones unless the filter asks for sRGB), and the last result, kept inside the
/// region, replaces the group's drawing.
struct FilterRaster {
    /// Premultiplied RGBA, 4 floats a pixel, row by row.
    var width: Int
    var height: Int
    var pixels: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// `group` filtered by `filter`, whose user space `toDevice` maps to device pixels.
    static func apply(_ filter: Filter, toDevice: MRefreshCore.AffineTransform, to group: inout GraphicsContext.GroupPixels) {
        // The region on the device, in the group's pixels.
        let r = filter.region
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map { toDevice.apply($0) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return clear(&group) }
        func box(_ points: [Point]) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
            let x0 = points.map(\.x).min()!, x1 = points.map(\.x).max()!, y0 = points.map(\.y).min()!, y1 = points.map(\.y).max()!
            func clamp(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
            return (clamp(x0.rounded(.down) - Double(group.originX), group.width), clamp(y0.rounded(.down) - Double(group.originY), group.height),
                    clamp(x1.rounded(.up) - Double(group.originX), group.width), clamp(y1.rounded(.up) - Double(group.originY), group.height))
        }
        let region = box(corners)
        let width = region.x1 - region.x0, height = region.y1 - region.y0
        guard width > 0, height > 0 else { return clear(&group) }
        // The source, cut out.
        var source = FilterRaster(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let p = group.pixels[(y + region.y0) * group.width + x + region.x0]
                let o = (y * width + x) * 4
                source.pixels[o] = Float((p >> 16) & 0xFF) / 255
                source.pixels[o + 1] = Float((p >> 8) & 0xFF) / 255
                source.pixels[o + 2] = Float(p & 0xFF) / 255
                source.pixels[o + 3] = Float(p >> 24) / 255
            }
        }
        if filter.linearRGB { source.convert(toLinear: true) }
        // Device scale of user units along x and y, and the offset map.
        let scaleX = (toDevice.a * toDevice.a + toDevice.b * toDevice.b).squareRoot()
        let scaleY = (toDevice.c * toDevice.c + toDevice.d * toDevice.d).squareRoot()
        var results: [String: FilterRaster] = [:]
        var previous = source
        for step in filter.steps {
            func input(_ input: Filter.Input) -> FilterRaster {
                switch input {
                case .sourceGraphic: source
                case .sourceAlpha: source.alphaOnly
                case .previous: previous
                case .named(let name): results[name] ?? previous
                case .transparent: FilterRaster(width: width, height: height)
                }
            }
            func shift(_ dx: Double, _ dy: Double) -> (Int, Int) {
                let x = toDevice.a * dx + toDevice.c * dy, y = toDevice.b * dx + toDevice.d * dy
                return (x.isFinite ? Int(max(min(x, 1e6), -1e6).rounded()) : 0, y.isFinite ? Int(max(min(y, 1e6), -1e6).rounded()) : 0)
            }
            var out: FilterRaster
            switch step.primitive {
            case let .gaussianBlur(i, x, y):
                out = input(i).blurred(x * scaleX, y * scaleY)
            case let .offset(i, dx, dy):
                let (sx, sy) = shift(dx, dy)
                out = input(i).shifted(sx, sy)
            case .flood(let color):
                out = FilterRaster(width: width, height: height)
                out.fill(color, linear: filter.linearRGB)
            case let .colorMatrix(i, matrix):
                out = input(i)
                out.applyMatrix(matrix.map { Float($0) })
            case let .composite(a, b, op):
                out = input(a).composited(over: input(b), op)
            case let .blend(a, b, mode):
                out = input(a).blended(onto: input(b), mode)
            case .merge(let inputs):
                out = FilterRaster(width: width, height: height)
                for i in inputs { out = input(i).composited(over: out, .over) }
            case let .dropShadow(i, dx, dy, x, y, color):
                let base = input(i)
                let (sx, sy) = shift(dx, dy)
                var shadow = base.alphaOnly.shifted(sx, sy).blurred(x * scaleX, y * scaleY)
                shadow.tint(color, linear: filter.linearRGB)
                out = base.composited(over: shadow, .over)
            }
            // Kept inside the primitive's subregion.
            let s = step.subregion
            let sub = box([Point(s.minX, s.minY), Point(s.maxX, s.minY), Point(s.minX, s.maxY), Point(s.maxX, s.maxY)].map { toDevice.apply($0) })
            out.keep(x0: sub.x0 - region.x0, y0: sub.y0 - region.y0, x1: sub.x1 - region.x0, y1: sub.y1 - region.y0)
            if let name = step.result { results[name] = out }
            previous = out
        }
        if filter.linearRGB { previous.convert(toLinear: false) }
        // The result replaces the group, nothing outside the region.
        group.pixels = [UInt32](repeating: 0, count: group.width * group.height)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
                let a: UInt32 = byte(previous.pixels[o + 3])
                let red: UInt32 = min(byte(previous.pixels[o]), a)
                let green: UInt32 = min(byte(previous.pixels[o + 1]), a)
                let blue: UInt32 = min(byte(previous.pixels[o + 2]), a)
                let word: UInt32 = (a << 24) | (red << 16) | (green << 8) | blue
                group.pixels[(y + region.y0) * group.width + x + region.x0] = word
            }
        }
    }

    private static func clear(_ group: inout GraphicsContext.GroupPixels) {
        group.pixels = [UInt32](repeating: 0, count: group.width * group.height)
    }

    // MARK: Pixels

    /// Black, with this raster's alpha.
    var alphaOnly: FilterRaster {
        var out = FilterRaster(width: width, height: height)
        for i in stride(from: 3, to: pixels.count, by: 4) { out.pixels[i] = pixels[i] }
        return out
    }

    /// Converts premultiplied sRGB components to linear light (or back).
    mutating func convert(toLinear: Bool) {
        for o in stride(from: 0, to: pixels.count, by: 4) where pixels[o + 3] > 0 {
            let a = pixels[o + 3]
            for c in 0..<3 {
                let v = min(max(pixels[o + c] / a, 0), 1)
                let converted = toLinear
                    ? (v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
                    : (v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
                pixels[o + c] = converted * a
            }
        }
    }

    /// Every pixel `color`, premultiplied.
    mutating func fill(_ color: Color, linear: Bool) {
        let c = Self.components(color, linear: linear)
        for o in stride(from: 0, to: pixels.count, by: 4) {
            pixels[o] = c.0; pixels[o + 1] = c.1; pixels[o + 2] = c.2; pixels[o + 3] = c.3
        }
    }

    /// Each pixel `color` at this raster's alpha (times the colour's).
    mutating func tint(_ color: Color, linear: Bool) {
        let c = Self.components(color, linear: linear)
        for o in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[o + 3]
            pixels[o] = c.0 * a; pixels[o + 1] = c.1 * a; pixels[o + 2] = c.2 * a; pixels[o + 3] = c.3 * a
        }
    }

    /// A colour's premultiplied components, in linear light when `linear`.
    private static func components(_ color: Color, linear: Bool) -> (Float, Float, Float, Float) {
        func channel(_ v: Double) -> Float {
            let v = Float(min(max(v, 0), 1))
            return linear ? (v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)) : v
        }
        let a = Float(min(max(color.alpha, 0), 1))
        return (channel(color.red) * a, channel(color.green) * a, channel(color.blue) * a, a)
    }

    /// Moved by whole pixels, transparent where nothing moved in.
    func shifted(_ dx: Int, _ dy: Int) -> FilterRaster {
        var out = FilterRaster(width: width, height: height)
        for y in max(0, dy)..<max(max(0, dy), min(height, height + dy)) {
            for x in max(0, dx)..<max(max(0, dx), min(width, width + dx)) {
                let from = ((y - dy) * width + x - dx) * 4, to = (y * width + x) * 4
                for c in 0..<4 { out.pixels[to + c] = pixels[from + c] }
            }
        }
        return out
    }

    /// Only the pixels inside x0..<x1, y0..<y1 kept.
    mutating func keep(x0: Int, y0: Int, x1: Int, y1: Int) {
        guard x0 > 0 || y0 > 0 || x1 < width || y1 < height else { return }
        for y in 0..<height {
            for x in 0..<width where x < x0 || x >= x1 || y < y0 || y >= y1 {
                let o = (y * width + x) * 4
                pixels[o] = 0; pixels[o + 1] = 0; pixels[o + 2] = 0; pixels[o + 3] = 0
            }
        }
    }

    /// `feColorMatrix`: each pixel's non-premultiplied components through the 5×4 matrix.
    mutating func applyMatrix(_ m: [Float]) {
        guard m.count == 20 else { return }
        for o in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[o + 3]
            let r = a > 0 ? pixels[o] / a : 0, g = a > 0 ? pixels[o + 1] / a : 0, b = a > 0 ? pixels[o + 2] / a : 0
            func row(_ k: Int) -> Float {
                min(max(m[k * 5] * r + m[k * 5 + 1] * g + m[k * 5 + 2] * b + m[k * 5 + 3] * a + m[k * 5 + 4], 0), 1)
            }
            let alpha = row(3)
            pixels[o] = row(0) * alpha; pixels[o + 1] = row(1) * alpha; pixels[o + 2] = row(2) * alpha; pixels[o + 3] = alpha
        }
    }

    /// `feComposite`: this raster (`in`) combined with `below` (`in2`).
    func composited(over below: FilterRaster, _ op: Filter.CompositeOperator) -> FilterRaster {
        var out = FilterRaster(width: width, height: height)
        for o in stride(from: 0, to: pixels.count, by: 4) {
            let aA = pixels[o + 3], aB = below.pixels[o + 3]
            for c in 0..<4 {
                let a = pixels[o + c], b = below.pixels[o + c]
                let v: Float = switch op {
                case .over: a + b * (1 - aA)
                case .in: a * aB
                case .out: a * (1 - aB)
                case .atop: a * aB + b * (1 - aA)
                case .xor: a * (1 - aB) + b * (1 - aA)
                case let .arithmetic(k1, k2, k3, k4): Float(k1) * a * b + Float(k2) * a + Float(k3) * b + Float(k4)
                }
                out.pixels[o + c] = min(max(v, 0), 1)
            }
            // Premultiplied components never exceed their alpha.
            for c in 0..<3 { out.pixels[o + c] = min(out.pixels[o + c], out.pixels[o + 3]) }
        }
        return out
    }

    /// `feBlend`: this raster (`in`) mixed onto `below` (`in2`) by `mode`, then composited over it
    /// (Compositing and Blending 1: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)).
    func blended(onto below: FilterRaster, _ mode: BlendMode) -> FilterRaster {
        // B(Cb, Cs) = Cs: source over.
        if mode == .normal { return composited(over: below, .over) }
        var out = FilterRaster(width: width, height: height)
        for o in stride(from: 0, to: pixels.count, by: 4) {
            let aS = pixels[o + 3], aB = below.pixels[o + 3]
            let s = (0..<3).map { aS > 0 ? pixels[o + $0] / aS : 0 }, b = (0..<3).map { aB > 0 ? below.pixels[o + $0] / aB : 0 }
            let mixed = Self.mix(b, s, mode)
            for c in 0..<3 {
                out.pixels[o + c] = min(max(pixels[o + c] * (1 - aB) + below.pixels[o + c] * (1 - aS) + aS * aB * mixed[c], 0), 1)
            }
            out.pixels[o + 3] = aS + aB - aS * aB
        }
        return out
    }

    /// B(Cb, Cs) for each mode, on non-premultiplied components.
    static func mix(_ b: [Float], _ s: [Float], _ mode: BlendMode) -> [Float] {
        func lum(_ c: [Float]) -> Float { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
        func clip(_ c: [Float]) -> [Float] {
            let l = lum(c), n = c.min()!, x = c.max()!
            var c = c
            if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
            if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
            return c
        }
        func setLum(_ c: [Float], _ l: Float) -> [Float] { let d = l - lum(c); return clip(c.map { $0 + d }) }
        func sat(_ c: [Float]) -> Float { c.max()! - c.min()! }
        func setSat(_ c: [Float], _ s: Float) -> [Float] {
            let mx = c.max()!, mn = c.min()!
            guard mx > mn else { return [0, 0, 0] }
            return c.map { ($0 - mn) * s / (mx - mn) }
        }
        func each(_ f: (Float, Float) -> Float) -> [Float] { (0..<3).map { f(b[$0], s[$0]) } }
        func hardLight(_ cb: Float, _ cs: Float) -> Float { cs <= 0.5 ? cb * 2 * cs : 1 - (1 - cb) * (1 - (2 * cs - 1)) }
        switch mode {
        case .normal: return s
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { hardLight($1, $0) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn: return each { cb, cs in cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        case .luminosity: return setLum(b, lum(s))
        }
    }

    /// `feGaussianBlur` with standard deviations `sx`, `sy` in pixels (Filter Effects 1 §15.13: three box
    /// blurs for a deviation of 2 or more, the Gaussian kernel itself below); none along a zero one.
    func blurred(_ sx: Double, _ sy: Double) -> FilterRaster {
        var out = self
        if sx > 0, sx.isFinite { out.blur(sx, horizontal: true) }
        if sy > 0, sy.isFinite { out.blur(sy, horizontal: false) }
        return out
    }

    private mutating func blur(_ deviation: Double, horizontal: Bool) {
        let count = horizontal ? width : height, lines = horizontal ? height : width
        // A deviation past the raster blurs it as one past its size would.
        let deviation = min(deviation, Double(max(width, height)) * 2)
        var line = [Float](repeating: 0, count: count * 4), scratch = line
        let step = horizontal ? 4 : width * 4
        for l in 0..<lines {
            let start = horizontal ? l * width * 4 : l * 4
            for i in 0..<count { for c in 0..<4 { line[i * 4 + c] = pixels[start + i * step + c] } }
            if deviation < 2 {
                Self.gaussian(&line, &scratch, count, deviation)
            } else {
                let d = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
                if d % 2 == 1 {
                    for _ in 0..<3 { Self.box(&line, &scratch, count, size: d, offset: d / 2) }
                } else {
                    Self.box(&line, &scratch, count, size: d, offset: d / 2)
                    Self.box(&line, &scratch, count, size: d, offset: d / 2 - 1)
                    Self.box(&line, &scratch, count, size: d + 1, offset: d / 2)
                }
            }
            for i in 0..<count { for c in 0..<4 { pixels[start + i * step + c] = line[i * 4 + c] } }
        }
    }

    /// A box blur of `size` pixels along `line`, the output pixel `offset` pixels from the box's first.
    private static func box(_ line: inout [Float], _ scratch: inout [Float], _ count: Int, size: Int, offset: Int) {
        guard size > 1 else { return }
        let scale = 1 / Float(size)
        for c in 0..<4 {
            var sum: Float = 0
            // The box for output i covers i - offset ..< i - offset + size.
            for k in -offset..<(size - offset) where k >= 0 && k < count { sum += line[k * 4 + c] }
            for i in 0..<count {
                scratch[i * 4 + c] = sum * scale
                let leaving = i - offset, entering = i - offset + size
                if leaving >= 0 && leaving < count { sum -= line[leaving * 4 + c] }
                if entering >= 0 && entering < count { sum += line[entering * 4 + c] }
            }
        }
        swap(&line, &scratch)
    }

    /// The Gaussian kernel itself, 3 deviations each side.
    private static func gaussian(_ line: inout [Float], _ scratch: inout [Float], _ count: Int, _ deviation: Double) {
        let radius = max(Int((deviation * 3).rounded(.up)), 1)
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * deviation * deviation))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        for i in 0..<count {
            for c in 0..<4 {
                var sum: Float = 0
                for (j, weight) in kernel.enumerated() {
                    let k = i + j - radius
                    if k >= 0 && k < count { sum += line[k * 4 + c] * weight }
                }
                scratch[i * 4 + c] = sum
            }
        }
        swap(&line, &scratch)
    }
}
