import MRefreshSyntax

/// An animated value as text with its numbers lifted out, so that two values of one shape interpolate
/// number by number whatever the attribute: `rotate(30 12 12)` is the pieces `rotate(`, ` `, ` `, `)`
/// around 30, 12 and 12. Lengths keep their units in the pieces (`10px`), path data its commands (`M0 0L9 9`).
/// Values whose pieces differ do not interpolate (SMIL then steps between them, as for discrete values).
struct SMILNumbers: Hashable, Sendable {
    /// The text around the numbers: one more piece than numbers.
    var pieces: [String]
    var numbers: [Double]

    init(pieces: [String], numbers: [Double]) {
        (self.pieces, self.numbers) = (pieces, numbers)
    }

    /// `text` with its numbers found: an optional sign, digits with an optional fraction (or a fraction
    /// alone), an optional exponent. A sign after a digit or a letter starts a new number, as path data
    /// reads `10-5`.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var pieces: [String] = []
        var numbers: [Double] = []
        var piece: [UInt8] = []
        var i = 0
        // Inside a `#` word (a hex colour, a fragment), digits are letters.
        var inHashWord = false
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "#") {
                inHashWord = true
            } else if !(Self.isWordByte(b) || isDigit(b)) {
                inHashWord = false
            }
            let startsNumber: Bool = {
                if isDigit(b) { return true }
                let next = i + 1 < bytes.count ? bytes[i + 1] : 0
                let afterNext = i + 2 < bytes.count ? bytes[i + 2] : 0
                if b == UInt8(ascii: ".") { return isDigit(next) }
                if b == UInt8(ascii: "-") || b == UInt8(ascii: "+") {
                    return isDigit(next) || (next == UInt8(ascii: ".") && isDigit(afterNext))
                }
                return false
            }()
            guard startsNumber, !inHashWord else {
                piece.append(b)
                i += 1
                continue
            }
            var j = i
            if bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            while j < bytes.count, isDigit(bytes[j]) { j += 1 }
            if j < bytes.count, bytes[j] == UInt8(ascii: ".") {
                j += 1
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
            }
            if j < bytes.count, bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E") {
                var k = j + 1
                if k < bytes.count, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") { k += 1 }
                if k < bytes.count, isDigit(bytes[k]) {
                    while k < bytes.count, isDigit(bytes[k]) { k += 1 }
                    j = k
                }
            }
            guard let number = Double(String(decoding: bytes[i..<j], as: UTF8.self)), number.isFinite else {
                piece += bytes[i..<j]
                i = j
                continue
            }
            pieces.append(String(decoding: piece, as: UTF8.self))
            piece = []
            numbers.append(number)
            i = j
        }
        pieces.append(String(decoding: piece, as: UTF8.self))
        self.init(pieces: pieces, numbers: numbers)
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    /// Whether `other` has the same pieces, so that the two interpolate.
    func matches(_ other: SMILNumbers) -> Bool { pieces == other.pieces }

    /// The value `fraction` of the way to `other` (same pieces).
    func interpolated(to other: SMILNumbers, _ fraction: Double) -> SMILNumbers {
        SMILNumbers(pieces: pieces, numbers: zip(numbers, other.numbers).map { $0 + ($1 - $0) * fraction })
    }

    /// This value plus `times` × `other`, number by number (same pieces): `additive` and `accumulate`.
    func adding(_ other: SMILNumbers, times: Double = 1) -> SMILNumbers {
        SMILNumbers(pieces: pieces, numbers: zip(numbers, other.numbers).map { $0 + $1 * times })
    }

    /// The text, numbers written shortest (whole numbers without a fraction).
    var text: String {
        var out = pieces[0]
        for (number, piece) in zip(numbers, pieces.dropFirst()) {
            out += Self.format(number) + piece
        }
        return out
    }

    /// The distance to `other` (same pieces), for paced animation: Euclidean over the numbers.
    func distance(to other: SMILNumbers) -> Double {
        zip(numbers, other.numbers).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// `number` as attribute text: whole numbers without a fraction, and the last bits of a computation's
    /// rounding (24.999999999999996) dropped, to twelve significant digits.
    static func format(_ number: Double) -> String {
        guard number.isFinite, number != 0 else { return "0" }
        let scale = pow10(11 - Int(abs(number).log10Floor))
        let rounded = scale.isFinite && scale > 0 ? (number * scale).rounded() / scale : number
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    private static func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<min(abs(exponent), 300) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}

private extension Double {
    /// ⌊log₁₀ self⌋ for a positive finite number, without the C library.
    var log10Floor: Int {
        var exponent = 0
        var value = self
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
