import MRefreshPNG

/// An animated PNG (APNG 1.0, https://wiki.mozilla.org/APNG_Specification) made of PNG files of one size
/// and colour type: the first file's image data is the default image and the first frame, each other
/// file's becomes an `fdAT` chunk, so frames are not encoded again.
///
/// Every frame replaces the whole canvas (blend `SOURCE`, dispose `NONE`): frames with transparency must
/// not be drawn over the previous one.
struct AnimatedPNG {
    /// How long a frame shows: `numerator / denominator` seconds.
    struct Delay: Equatable {
        var numerator: UInt16
        var denominator: UInt16

        /// `seconds` as the nearest fraction of 16-bit numerator and denominator, exact when one is within
        /// a nanosecond: a loop of 0.4 s shared by 24 frames shows each for 1/60 s and plays in exactly 0.4 s
        /// (to the millisecond, 17 ms each, it played in 0.408 s).
        ///
        /// The fraction is the last convergent of the continued fraction of `seconds` whose terms fit 16 bits
        /// (the best rational approximations, Khinchin ch. 2); delays from 15 µs to 65,535 s.
        init(seconds: Double) {
            let x = seconds.isFinite ? max(0, seconds) : 0
            let limit = Int(UInt16.max)
            guard x < Double(limit) else {
                (numerator, denominator) = (UInt16.max, 1)
                return
            }
            // Convergents h/k of x = [a0; a1, a2, …]: h(n) = a(n)·h(n−1) + h(n−2), likewise k.
            var (previousH, h) = (0, 1), (previousK, k) = (1, 0)
            var best = (0, 1)
            var rest = x
            for _ in 0..<64 {
                let term = rest.rounded(.down)
                guard term <= Double(limit) else { break }
                let (nextH, nextK) = (Int(term) * h + previousH, Int(term) * k + previousK)
                guard nextH <= limit, nextK <= limit else { break }
                (previousH, h, previousK, k) = (h, nextH, k, nextK)
                best = (h, k)
                let fraction = rest - term
                if abs(Double(h) / Double(k) - x) <= 1e-9 || fraction <= 0 { break }
                rest = 1 / fraction
            }
            // Shorter than 1/65535 s but not zero: the shortest delay there is.
            if best.0 == 0 && x > 0 { best = (1, limit) }
            (numerator, denominator) = (UInt16(best.0), UInt16(best.1))
        }

        /// The delay in seconds.
        var seconds: Double { Double(numerator) / Double(denominator) }
    }

    /// A PNG file's header fields and image data, as the writer needs them.
    struct Image {
        var width: Int
        var height: Int
        var colorType: UInt8
        /// The IHDR chunk's 13 bytes.
        var header: [UInt8]
        /// The IDAT chunks' data, joined.
        var data: [UInt8]

        /// Reads `png`, or nil when it is not a PNG file this writer can animate (8-bit, not interlaced).
        init?(png: [UInt8]) {
            guard png.count > 8, png.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
            var offset = 8
            var header: [UInt8]?
            var data: [UInt8] = []
            while offset + 12 <= png.count {
                let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
                let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
                guard length >= 0, offset + 12 + length <= png.count else { return nil }
                let body = png[(offset + 8)..<(offset + 8 + length)]
                switch type {
                case "IHDR": header = Array(body)
                case "IDAT": data += body
                default: break
                }
                offset += 12 + length
                if type == "IEND" { break }
            }
            guard let header, header.count == 13, header[8] == 8, header[12] == 0, !data.isEmpty else { return nil }
            width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
            height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
            colorType = header[9]
            self.header = header
            self.data = data
        }
    }

    private var chunks = PNGChunks()
    private var sequence: UInt32 = 0
    private let first: Image
    private var frames = 0
    private let frameCount: Int

    /// Starts an animation of `frameCount` frames the size and colour type of `first`, played `plays`
    /// times (0: looping forever), with `first` as its first frame shown for `delay`.
    init(first: Image, frameCount: Int, plays: Int, delay: Delay) {
        self.first = first
        self.frameCount = frameCount
        chunks.reserve(first.data.count * frameCount + 64 * frameCount + 128)
        chunks.append(type: "IHDR", data: first.header)
        chunks.append(type: "acTL", data: Self.bigEndian(UInt32(frameCount)) + Self.bigEndian(UInt32(plays)))
        appendControl(delay: delay)
        chunks.append(type: "IDAT", data: first.data)
        frames = 1
    }

    /// Appends the next frame; false when it does not match the first one's size and colour type.
    mutating func append(_ image: Image, delay: Delay) -> Bool {
        guard image.width == first.width, image.height == first.height, image.colorType == first.colorType,
              frames < frameCount else { return false }
        appendControl(delay: delay)
        chunks.append(type: "fdAT", data: Self.bigEndian(sequence) + image.data)
        sequence += 1
        frames += 1
        return true
    }

    /// The file, once every frame is in.
    func finish() -> [UInt8] {
        precondition(frames == frameCount, "an APNG must hold the frame count its acTL announces")
        var done = chunks
        done.append(type: "IEND", data: [])
        return done.bytes
    }

    /// `fcTL`: the whole canvas, shown for `delay`, dispose NONE, blend SOURCE.
    private mutating func appendControl(delay: Delay) {
        var data = Self.bigEndian(sequence)
        data += Self.bigEndian(UInt32(first.width)) + Self.bigEndian(UInt32(first.height))
        data += Self.bigEndian(0) + Self.bigEndian(0)
        data += [UInt8(delay.numerator >> 8), UInt8(truncatingIfNeeded: delay.numerator),
                 UInt8(delay.denominator >> 8), UInt8(truncatingIfNeeded: delay.denominator)]
        data += [0, 0]  // dispose_op NONE, blend_op SOURCE
        chunks.append(type: "fcTL", data: data)
        sequence += 1
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
         UInt8(truncatingIfNeeded: value)]
    }
}
