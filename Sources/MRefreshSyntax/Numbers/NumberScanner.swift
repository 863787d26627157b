/// Reads one SVG number from UTF-8 bytes, correctly rounded.
///
/// Fast path (Clinger): a mantissa of at most 2⁵³ and a decimal exponent within ±22 are both exact
/// doubles, so one multiplication or division rounds correctly. Anything else goes through the standard
/// library's correctly rounded conversion.
public enum NumberScanner {
    /// 10^e for e in 0...22, all exact doubles. A switch of constants compiles to a static table, with no
    /// lazy-initialisation check on each use (unlike a global array).
    @inlinable @inline(__always)
    static func powerOfTen(_ e: Int) -> Double {
        switch e {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// Scans `sign? (digits ('.' digits?)? | '.' digits) exponent?` at `index`.
    ///
    /// - Returns: the value (possibly infinite when out of range), or nil with `index` unchanged when
    ///   no number starts there.
    ///
    /// `@inlinable`, like the path-data parser that calls it in its loop.
    @inlinable @inline(__always)
    static func scan(_ bytes: borrowing Span<UInt8>, at index: inout Int) -> Double? {
        let count = bytes.count
        let start = index
        var i = start
        var negative = false
        if i < count {
            let c = bytes[i]
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "+") {
                negative = c == UInt8(ascii: "-")
                i &+= 1
            }
        }
        // Every digit goes into the mantissa; with more than 19 digits it may wrap, and the slow path
        // below (which rereads the text) takes over.
        var mantissa: UInt64 = 0
        let integerStart = i
        while i < count {
            let d = bytes[i] &- UInt8(ascii: "0")
            guard d < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(d)
            i &+= 1
        }
        var digits = i &- integerStart
        var fractionDigits = 0
        if i < count && bytes[i] == UInt8(ascii: ".") {
            let fractionStart = i &+ 1
            var j = fractionStart
            var fraction = mantissa
            while j < count {
                let d = bytes[j] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                fraction = fraction &* 10 &+ UInt64(d)
                j &+= 1
            }
            // "5." is a number; "." alone is not.
            if j > fractionStart || digits > 0 {
                mantissa = fraction
                fractionDigits = j &- fractionStart
                digits &+= fractionDigits
                i = j
            }
        }
        guard digits > 0 else { return nil }
        var exponent = 0
        if i < count && (bytes[i] | 0x20) == UInt8(ascii: "e") {
            // An exponent needs digits; otherwise the 'e' is not part of the number.
            var j = i &+ 1
            var exponentNegative = false
            if j < count && (bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+")) {
                exponentNegative = bytes[j] == UInt8(ascii: "-")
                j &+= 1
            }
            if j < count && bytes[j] &- UInt8(ascii: "0") < 10 {
                while j < count {
                    let d = bytes[j] &- UInt8(ascii: "0")
                    guard d < 10 else { break }
                    if exponent < 100_000 { exponent = exponent &* 10 &+ Int(d) }
                    j &+= 1
                }
                if exponentNegative { exponent = -exponent }
                i = j
            }
        }
        index = i
        let decimalExponent = exponent &- fractionDigits
        // Fast path (Clinger): at most 19 digits cannot wrap, and a mantissa ≤ 2⁵³ with a power of ten
        // ≤ 10²² are both exact, so one operation rounds correctly.
        if digits <= 19 && mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
            var value = Double(mantissa)
            if decimalExponent > 0 {
                value *= powerOfTen(decimalExponent)
            } else if decimalExponent < 0 {
                value /= powerOfTen(-decimalExponent)
            }
            return negative ? -value : value
        }
        return slowPath(bytes.extracting(start..<i))
    }

    /// Correctly rounded conversion of the scanned text (rare: long mantissas or large exponents).
    @usableFromInline
    static func slowPath(_ text: borrowing Span<UInt8>) -> Double {
        var copy: [UInt8] = []
        copy.reserveCapacity(text.count + 1)
        for i in text.indices {
            copy.append(text[i])
            // The standard library wants a digit after a decimal point.
            if text[i] == UInt8(ascii: "."), i + 1 == text.count || text[i + 1] &- UInt8(ascii: "0") >= 10 {
                copy.append(UInt8(ascii: "0"))
            }
        }
        return Double(String(decoding: copy, as: UTF8.self)) ?? .nan
    }
}
