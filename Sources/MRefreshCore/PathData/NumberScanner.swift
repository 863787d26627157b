/// Reads one SVG number from UTF-8 bytes, correctly rounded.
///
/// Fast path (Clinger): a mantissa of at most 2⁵³ and a decimal exponent within ±22 are both exact
/// doubles, so one multiplication or division rounds correctly. Anything else goes through the standard
/// library's correctly rounded conversion.
enum NumberScanner {
    /// 10^e for e in 0...22, all exact doubles. A switch of constants compiles to a static table, with no
    /// lazy-initialisation check on each use (unlike a global array).
    @inline(__always)
    private static func powerOfTen(_ e: Int) -> Double {
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
    @inline(__always)
    static func scan(_ bytes: borrowing Span<UInt8>, at index: inout Int) -> Double? {
        let count = bytes.count
        var i = index
        var negative = false
        if i < count {
            let c = bytes[i]
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "+") {
                negative = c == UInt8(ascii: "-")
                i &+= 1
            }
        }
        // Up to 19 significant digits fit a UInt64; more (rare) take the slow path below.
        var mantissa: UInt64 = 0
        var digits = 0          // every digit seen, integer and fraction
        var significant = 0     // digits accumulated into the mantissa, leading zeros excluded
        var droppedInteger = 0  // integer digits beyond 19 significant ones
        var fractionDigits = 0  // fraction digits accumulated into the mantissa
        while i < count {
            let d = bytes[i] &- UInt8(ascii: "0")
            guard d < 10 else { break }
            if significant < 19 {
                mantissa = mantissa &* 10 &+ UInt64(d)
                if mantissa != 0 { significant &+= 1 }
            } else {
                droppedInteger &+= 1
            }
            digits &+= 1
            i &+= 1
        }
        if i < count && bytes[i] == UInt8(ascii: ".") {
            var j = i &+ 1
            var fraction = 0
            while j < count {
                let d = bytes[j] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    if mantissa != 0 { significant &+= 1 }
                    fractionDigits &+= 1
                }
                fraction &+= 1
                j &+= 1
            }
            // "5." is a number; "." alone is not.
            if fraction > 0 || digits > 0 {
                digits &+= fraction
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
        let start = index
        index = i
        let decimalExponent = exponent &+ droppedInteger &- fractionDigits
        // Fast path (Clinger): both operands exact, so one operation rounds correctly.
        if mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
            var value = Double(mantissa)
            if decimalExponent >= 0 {
                if decimalExponent > 0 { value *= powerOfTen(decimalExponent) }
            } else {
                value /= powerOfTen(-decimalExponent)
            }
            return negative ? -value : value
        }
        return slowPath(bytes.extracting(start..<i))
    }

    /// Correctly rounded conversion of the scanned text (rare: long mantissas or large exponents).
    private static func slowPath(_ text: borrowing Span<UInt8>) -> Double {
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
