/// Numbers written as C's `printf` writes them for people, in plain Swift (Foundation's `String(format:)`
/// comes only with its full build): fixed places for timings and rates, significant digits for values
/// quoted in messages.
public enum DecimalText {
    /// `value` with `places` digits after the point (`%.2f`): "0.25", "12", "-3.5", "-0.00". Rounded half to
    /// even once scaled by 10^places, so a value whose binary form lies a hair off a tie (0.05) may round
    /// the other way than printf, which rounds the exact binary value: timings and rates do not mind.
    public static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return String(value) }
        let scaled = (abs(value) * power(places)).rounded(.toNearestOrEven)
        guard scaled < 9e15 else { return String(value) }
        var digits = String(Int(scaled))
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (value.sign == .minus ? "-" : "") + digits
    }

    /// `value` to `digits` significant digits (`%.3g`): plain for exponents from −4 to below `digits`,
    /// else as `1.23e+20`; trailing zeros dropped.
    public static func significant(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return String(value) }
        guard value != 0 else { return "0" }
        let precision = max(digits, 1)
        let magnitude = abs(value)
        // The decimal exponent: from the binary one, then corrected against powers of ten.
        var exponent = Int((Double(magnitude.exponent) * 0.301_029_995_663_981_2).rounded(.down))
        while power(exponent) > magnitude { exponent -= 1 }
        while power(exponent + 1) <= magnitude { exponent += 1 }
        var mantissa = Int((magnitude / power(exponent - precision + 1)).rounded(.toNearestOrEven))
        if mantissa >= Int(power(precision)) {
            mantissa /= 10
            exponent += 1
        }
        var text = String(mantissa)
        let sign = value < 0 ? "-" : ""
        if exponent < -4 || exponent >= precision {
            if text.count > 1 { text.insert(".", at: text.index(after: text.startIndex)) }
            let e = abs(exponent)
            return sign + trimmed(text) + "e" + (exponent < 0 ? "-" : "+") + (e < 10 ? "0" : "") + String(e)
        }
        if exponent >= 0 {
            if exponent + 1 < text.count { text.insert(".", at: text.index(text.startIndex, offsetBy: exponent + 1)) }
        } else {
            text = "0." + String(repeating: "0", count: -exponent - 1) + text
        }
        return sign + trimmed(text)
    }

    /// Without trailing zeros after a point, and without the point when nothing follows it.
    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// 10 to the power `n`, by multiplication (exact up to 10²²).
    private static func power(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(n) { result *= 10 }
        return n < 0 ? 1 / result : result
    }
}
