#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import RealModule

/// Runs a ``MRefreshCore/Filter`` on a group's pixels, in device pixels: the filter's region (mapped to
/// the device and rounded out) is cut from the group, each primitive works on premultiplied float
/// components (linear-light ones unless the filter asks for sRGB), and the last result, kept inside the
/// region, replaces the group's drawing.
struct FilterRaster {
    /// Premultiplied RGBA, one vector a pixel, row by row.
    var width: Int
    var height: Int
    var pixels: [SIMD4<Float>]

    /// Bytes a pixel of the frame that running `filter` holds at most: 16 for each raster alive at once
    /// (the source, the one before, the one made, and each named result until its last use).
    static func bytesPerPixel(of filter: Filter) -> Int {
        16 * (3 + Set(filter.steps.compactMap(\.result)).count)
    }

    /// The most bytes a pixel any filter of `indicator` holds (they run one at a time).
    static func bytesPerPixel(of indicator: Indicator) -> Int {
        let layers = indicator.layout.layers
        let groups = layers.flatMap(\.opacityGroups) + layers.flatMap { $0.opacityGroups.compactMap(\.mask) }
            .flatMap { $0.content.flatMap(\.opacityGroups) }
        return groups.compactMap(\.filter).map(bytesPerPixel(of:)).max() ?? 0
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
    }

    /// The device pixels `r` (in the user space `toDevice` maps) covers, rounded out: nil when a corner
    /// is not finite. (No surface reaches a million pixels either way: a larger rectangle is cut there.)
    static func deviceBounds(of r: Rect, _ toDevice: MRefreshCore.AffineTransform) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map { toDevice.apply($0) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        func device(_ v: Double) -> Int { Int(min(max(v, -1e6), 1e6)) }
        return (device(corners.map(\.x).min()!.rounded(.down)), device(corners.map(\.y).min()!.rounded(.down)),
                device(corners.map(\.x).max()!.rounded(.up)), device(corners.map(\.y).max()!.rounded(.up)))
    }

    /// The device pixels `filter`'s region covers, rounded out: nil when it covers none or is not finite.
    static func deviceRegion(of filter: Filter, toDevice: MRefreshCore.AffineTransform) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let r = deviceBounds(of: filter.region, toDevice), r.x1 > r.x0, r.y1 > r.y0 else { return nil }
        return r
    }

    /// The pixels of `group` (the filter's region, cut from the group's drawing) filtered by `filter`,
    /// whose user space `toDevice` maps to device pixels.
    static func apply(_ filter: Filter, toDevice: MRefreshCore.AffineTransform, to group: inout GraphicsContext.GroupPixels) {
        let width = group.width, height = group.height
        guard width > 0, height > 0 else { return }
        /// A rectangle of user space as pixels of the raster, rounded out and within it (none when not finite).
        func box(_ r: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
            guard let d = deviceBounds(of: r, toDevice) else { return (0, 0, 0, 0) }
            func clamp(_ v: Int, _ origin: Int, _ limit: Int) -> Int { min(max(v - origin, 0), limit) }
            return (clamp(d.x0, group.originX, width), clamp(d.y0, group.originY, height),
                    clamp(d.x1, group.originX, width), clamp(d.y1, group.originY, height))
        }
        // The source.
        var source = FilterRaster(width: width, height: height)
        for i in group.pixels.indices {
            let p = group.pixels[i]
            source.pixels[i] = SIMD4(Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24)) / 255
        }
        if filter.linearRGB { source.convert(toLinear: true) }
        // Device scale of user units along x and y, and the offset map.
        let scaleX = (toDevice.a * toDevice.a + toDevice.b * toDevice.b).squareRoot()
        let scaleY = (toDevice.c * toDevice.c + toDevice.d * toDevice.d).squareRoot()
        var results: [String: FilterRaster] = [:]
        // Where each named result is read last: it is let go after that step.
        var lastUse: [String: Int] = [:]
        for (index, step) in filter.steps.enumerated() {
            for case .named(let name) in step.primitive.inputs { lastUse[name] = index }
        }
        var previous = source
        for (index, step) in filter.steps.enumerated() {
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
            let sub = box(step.subregion)
            out.keep(x0: sub.x0, y0: sub.y0, x1: sub.x1, y1: sub.y1)
            for (name, last) in lastUse where last == index { results[name] = nil }
            if let name = step.result, lastUse[name].map({ $0 > index }) ?? false { results[name] = out }
            previous = out
        }
        if filter.linearRGB { previous.convert(toLinear: false) }
        // The result replaces the group's pixels.
        for i in group.pixels.indices {
            let v = previous.pixels[i].unitClamped * 255 + 0.5
            let a = UInt32(v.w)
            group.pixels[i] = (a << 24) | (min(UInt32(v.x), a) << 16) | (min(UInt32(v.y), a) << 8) | min(UInt32(v.z), a)
        }
    }

    // MARK: Pixels

    /// Black, with this raster's alpha.
    var alphaOnly: FilterRaster {
        var out = self
        for i in out.pixels.indices { out.pixels[i] = SIMD4(0, 0, 0, pixels[i].w) }
        return out
    }

    /// sRGB components 0…1 at 1/4095 steps → linear light, and linear light → sRGB (for the conversions
    /// of every pixel a filter makes).
    private static let toLinearTable: [Float] = (0...4095).map { i in
        let v = Float(i) / 4095
        return v <= 0.04045 ? v / 12.92 : Float.pow((v + 0.055) / 1.055, 2.4)
    }
    private static let toSRGBTable: [Float] = (0...4095).map { i in
        let v = Float(i) / 4095
        return v <= 0.0031308 ? v * 12.92 : 1.055 * Float.pow(v, 1 / 2.4) - 0.055
    }

    /// Converts premultiplied sRGB components to linear light (or back).
    mutating func convert(toLinear: Bool) {
        let table = toLinear ? Self.toLinearTable : Self.toSRGBTable
        for i in pixels.indices where pixels[i].w > 0 {
            let p = pixels[i], a = p.w
            let v = (SIMD3(p.x, p.y, p.z) / a).unitClamped * 4095
            pixels[i] = SIMD4(table[Int(v.x + 0.5)] * a, table[Int(v.y + 0.5)] * a, table[Int(v.z + 0.5)] * a, a)
        }
    }

    /// Every pixel `color`, premultiplied.
    mutating func fill(_ color: Color, linear: Bool) {
        let c = Self.components(color, linear: linear)
        for i in pixels.indices { pixels[i] = c }
    }

    /// Each pixel `color` at this raster's alpha (times the colour's).
    mutating func tint(_ color: Color, linear: Bool) {
        let c = Self.components(color, linear: linear)
        for i in pixels.indices { pixels[i] = c * pixels[i].w }
    }

    /// A colour's premultiplied components, in linear light when `linear`.
    private static func components(_ color: Color, linear: Bool) -> SIMD4<Float> {
        func channel(_ v: Double) -> Float {
            let v = Float(min(max(v, 0), 1))
            return linear ? toLinearTable[Int((v * 4095).rounded())] : v
        }
        let a = Float(min(max(color.alpha, 0), 1))
        return SIMD4(channel(color.red) * a, channel(color.green) * a, channel(color.blue) * a, a)
    }

    /// Moved by whole pixels, transparent where nothing moved in.
    func shifted(_ dx: Int, _ dy: Int) -> FilterRaster {
        var out = FilterRaster(width: width, height: height)
        for y in max(0, dy)..<max(max(0, dy), min(height, height + dy)) {
            for x in max(0, dx)..<max(max(0, dx), min(width, width + dx)) {
                out.pixels[y * width + x] = pixels[(y - dy) * width + x - dx]
            }
        }
        return out
    }

    /// Only the pixels inside x0..<x1, y0..<y1 kept.
    mutating func keep(x0: Int, y0: Int, x1: Int, y1: Int) {
        guard x0 > 0 || y0 > 0 || x1 < width || y1 < height else { return }
        for y in 0..<height {
            for x in 0..<width where x < x0 || x >= x1 || y < y0 || y >= y1 { pixels[y * width + x] = .zero }
        }
    }

    /// `feColorMatrix`: each pixel's non-premultiplied components through the 5×4 matrix.
    mutating func applyMatrix(_ m: [Float]) {
        guard m.count == 20 else { return }
        let rows = (0..<4).map { SIMD4(m[$0 * 5], m[$0 * 5 + 1], m[$0 * 5 + 2], m[$0 * 5 + 3]) }
        let offset = SIMD4(m[4], m[9], m[14], m[19])
        for i in pixels.indices {
            let p = pixels[i], a = p.w
            let c = a > 0 ? SIMD4(p.x / a, p.y / a, p.z / a, a) : .zero
            var out = SIMD4((rows[0] * c).sum(), (rows[1] * c).sum(), (rows[2] * c).sum(), (rows[3] * c).sum()) + offset
            out = out.unitClamped
            pixels[i] = SIMD4(out.x * out.w, out.y * out.w, out.z * out.w, out.w)
        }
    }

    /// `feComposite`: this raster (`in`) combined with `below` (`in2`).
    func composited(over below: FilterRaster, _ op: Filter.CompositeOperator) -> FilterRaster {
        var out = FilterRaster(width: width, height: height)
        for i in pixels.indices {
            let a = pixels[i], b = below.pixels[i]
            var v: SIMD4<Float> = switch op {
            case .over: a + b * (1 - a.w)
            case .in: a * b.w
            case .out: a * (1 - b.w)
            case .atop: a * b.w + b * (1 - a.w)
            case .xor: a * (1 - b.w) + b * (1 - a.w)
            case let .arithmetic(k1, k2, k3, k4): Float(k1) * a * b + Float(k2) * a + Float(k3) * b + Float(k4)
            }
            v = v.unitClamped
            // Premultiplied components never exceed their alpha.
            out.pixels[i] = SIMD4(min(v.x, v.w), min(v.y, v.w), min(v.z, v.w), v.w)
        }
        return out
    }

    /// `feBlend`: this raster (`in`) mixed onto `below` (`in2`) by `mode`, then composited over it
    /// (Compositing and Blending 1: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)).
    func blended(onto below: FilterRaster, _ mode: BlendMode) -> FilterRaster {
        // B(Cb, Cs) = Cs: source over.
        if mode == .normal { return composited(over: below, .over) }
        var out = FilterRaster(width: width, height: height)
        for i in pixels.indices {
            let sp = pixels[i], bp = below.pixels[i], aS = sp.w, aB = bp.w
            let s = aS > 0 ? [sp.x / aS, sp.y / aS, sp.z / aS] : [0, 0, 0]
            let b = aB > 0 ? [bp.x / aB, bp.y / aB, bp.z / aB] : [0, 0, 0]
            let mixed = Self.mix(b, s, mode)
            let color = SIMD4(sp.x, sp.y, sp.z, 0) * (1 - aB) + SIMD4(bp.x, bp.y, bp.z, 0) * (1 - aS)
                + SIMD4(mixed[0], mixed[1], mixed[2], 0) * (aS * aB)
            var v = color.unitClamped
            v.w = aS + aB - aS * aB
            out.pixels[i] = v
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
        var line = [SIMD4<Float>](repeating: .zero, count: count), scratch = line
        let step = horizontal ? 1 : width
        let d = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let kernel = deviation < 2 ? Self.gaussianKernel(deviation) : []
        for l in 0..<lines {
            let start = horizontal ? l * width : l
            for i in 0..<count { line[i] = pixels[start + i * step] }
            if deviation < 2 {
                Self.convolve(&line, &scratch, kernel)
            } else if d % 2 == 1 {
                for _ in 0..<3 { Self.box(&line, &scratch, size: d, offset: d / 2) }
            } else {
                Self.box(&line, &scratch, size: d, offset: d / 2)
                Self.box(&line, &scratch, size: d, offset: d / 2 - 1)
                Self.box(&line, &scratch, size: d + 1, offset: d / 2)
            }
            for i in 0..<count { pixels[start + i * step] = line[i] }
        }
    }

    /// A box blur of `size` pixels along `line`, the output pixel `offset` pixels from the box's first.
    private static func box(_ line: inout [SIMD4<Float>], _ scratch: inout [SIMD4<Float>], size: Int, offset: Int) {
        guard size > 1 else { return }
        let count = line.count, scale = 1 / Float(size)
        var sum = SIMD4<Float>.zero
        // The box for output i covers i − offset ..< i − offset + size.
        for k in -offset..<(size - offset) where k >= 0 && k < count { sum += line[k] }
        for i in 0..<count {
            scratch[i] = sum * scale
            let leaving = i - offset, entering = i - offset + size
            if leaving >= 0 && leaving < count { sum -= line[leaving] }
            if entering >= 0 && entering < count { sum += line[entering] }
        }
        swap(&line, &scratch)
    }

    /// The Gaussian kernel itself, 3 deviations each side, normalised.
    private static func gaussianKernel(_ deviation: Double) -> [Float] {
        let radius = max(Int((deviation * 3).rounded(.up)), 1)
        let kernel = (-radius...radius).map { Float(Double.exp(-Double($0 * $0) / (2 * deviation * deviation))) }
        let total = kernel.reduce(0, +)
        return kernel.map { $0 / total }
    }

    private static func convolve(_ line: inout [SIMD4<Float>], _ scratch: inout [SIMD4<Float>], _ kernel: [Float]) {
        let count = line.count, radius = kernel.count / 2
        for i in 0..<count {
            var sum = SIMD4<Float>.zero
            for (j, weight) in kernel.enumerated() {
                let k = i + j - radius
                if k >= 0 && k < count { sum += line[k] * weight }
            }
            scratch[i] = sum
        }
        swap(&line, &scratch)
    }
}

extension SIMD4<Float> {
    /// Each component within 0…1 (written out: the generic `clamped` is not inlined, and it runs for every
    /// pixel of every primitive).
    @inline(__always) var unitClamped: SIMD4<Float> {
        SIMD4(Swift.min(Swift.max(x, 0), 1), Swift.min(Swift.max(y, 0), 1), Swift.min(Swift.max(z, 0), 1), Swift.min(Swift.max(w, 0), 1))
    }
}

extension SIMD3<Float> {
    @inline(__always) var unitClamped: SIMD3<Float> {
        SIMD3(Swift.min(Swift.max(x, 0), 1), Swift.min(Swift.max(y, 0), 1), Swift.min(Swift.max(z, 0), 1))
    }
}
