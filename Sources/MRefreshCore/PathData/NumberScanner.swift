/// Reads one SVG number from UTF-8 bytes, correctly rounded.
///
/// Fast path (Clinger): a mantissa of at most 2⁵³ and a decimal exponent within ±22 are both exact
/// doubles, so one multiplication or division rounds correctly. Anything else goes through the standard
/// library's correctly rounded conversion.
enum NumberScanner {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Scans `sign? (digits ('.' digits?)? | '.' digits) exponent?` at `index`.
    ///
    /// - Returns: the value (possibly infinite when out of range), or nil with `index` unchanged when
    ///   no number starts there.
    static func scan(_ bytes: borrowing Span<UInt8>, at index: inout Int) -> Double? {
        let start = index
        var i = index
        let count = bytes.count
        var negative = false
        if i < count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedIntegerDigits = 0
        var fractionDigits = 0
        var digitCount = 0
        while i < count, bytes[i] &- UInt8(ascii: "0") < 10 {
            let digit = UInt64(bytes[i] &- UInt8(ascii: "0"))
            if significantDigits < 19 {
                mantissa = mantissa * 10 + digit
                if mantissa != 0 { significantDigits += 1 }
            } else {
                droppedIntegerDigits += 1
            }
            digitCount += 1
            i += 1
        }
        if i < count && bytes[i] == UInt8(ascii: ".") {
            let afterDot = i + 1
            var j = afterDot
            while j < count, bytes[j] &- UInt8(ascii: "0") < 10 {
                if significantDigits < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[j] &- UInt8(ascii: "0"))
                    if mantissa != 0 { significantDigits += 1 }
                    fractionDigits += 1
                }
                j += 1
            }
            // "5." is a number; "." alone is not.
            if j > afterDot || digitCount > 0 {
                digitCount += j - afterDot
                i = j
            }
        }
        guard digitCount > 0 else { return nil }
        var exponent = 0
        if i < count && (bytes[i] | 0x20) == UInt8(ascii: "e") {
            // An exponent needs digits; otherwise the 'e' is not part of the number.
            var j = i + 1
            var exponentNegative = false
            if j < count && (bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+")) {
                exponentNegative = bytes[j] == UInt8(ascii: "-")
                j += 1
            }
            if j < count, bytes[j] &- UInt8(ascii: "0") < 10 {
                while j < count, bytes[j] &- UInt8(ascii: "0") < 10 {
                    if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[j] &- UInt8(ascii: "0")) }
                    j += 1
                }
                if exponentNegative { exponent = -exponent }
                i = j
            }
        }
        index = i
        let decimalExponent = exponent + droppedIntegerDigits - fractionDigits
        var value: Double
        if mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
            value = Double(mantissa)
            if decimalExponent >= 0 {
                value *= powersOfTen[decimalExponent]
            } else {
                value /= powersOfTen[-decimalExponent]
            }
        } else {
            value = slowPath(bytes.extracting(start..<i))
            return value  // Sign already included.
        }
        return negative ? -value : value
    }

    /// Correctly rounded conversion of the scanned text (rare: long mantissas or large exponents).
    private static func slowPath(_ text: borrowing Span<UInt8>) -> Double {
        var copy: [UInt8] = []
        for i in text.indices { copy.append(text[i]) }
        var normalized = String(decoding: copy, as: UTF8.self)
        // The standard library wants a digit before an exponent or at the ends of the decimal point.
        if let dot = normalized.firstIndex(of: ".") {
            let after = normalized.index(after: dot)
            if after == normalized.endIndex || !normalized[after].isNumber {
                normalized.insert("0", at: after)
            }
        }
        return Double(normalized) ?? .nan
    }
}
