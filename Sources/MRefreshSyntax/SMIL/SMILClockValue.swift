/// SMIL's clock values (SMIL 3.0 §5.4.1), the durations and offsets of SVG animation: `02:30:03`, `0:05.5`,
/// `3.2h`, `45min`, `30s`, `5ms`, `12.467` (seconds).
public enum SMILClockValue {
    /// The seconds `text` says, or nil when it is not a clock value. Whitespace around it is allowed; a
    /// sign is not (offsets carry their own).
    public static func seconds(_ text: some StringProtocol) -> Double? {
        let value = text.trimmingSMILWhitespace
        guard !value.isEmpty else { return nil }
        if value.contains(":") {
            let parts = value.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2 || parts.count == 3 else { return nil }
            // Hours are any digits; minutes and seconds two digits each, under 60, seconds with a fraction.
            guard let last = parts.last, let seconds = decimal(last, wholeDigits: 2), seconds < 60 else { return nil }
            guard let minutesText = parts.dropLast().last, minutesText.count == 2, let minutes = digits(minutesText), minutes < 60 else {
                return nil
            }
            let hours = parts.count == 3 ? digits(parts[0]) : 0
            guard let hours else { return nil }
            let total = Double(hours) * 3600 + Double(minutes) * 60 + seconds
            return total.isFinite ? total : nil
        }
        for (metric, factor) in [("ms", 0.001), ("min", 60.0), ("h", 3600.0), ("s", 1.0)] where value.hasSuffix(metric) {
            return decimal(value.dropLast(metric.count), wholeDigits: nil).map { $0 * factor }.flatMap { $0.isFinite ? $0 : nil }
        }
        return decimal(value[...], wholeDigits: nil)
    }

    /// DIGIT+ as a number, or nil.
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), text.count <= 12 else { return nil }
        return Int(text)
    }

    /// DIGIT+ ("." DIGIT+)?, with exactly `wholeDigits` digits before the point when given.
    private static func decimal(_ text: Substring, wholeDigits: Int?) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, digits(whole) != nil || (whole.count > 12 && whole.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })) else {
            return nil
        }
        if let wholeDigits, whole.count != wholeDigits { return nil }
        if parts.count == 2, parts[1].isEmpty || !parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return nil }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
}

extension StringProtocol {
    /// Without the XML whitespace (space, tab, CR, LF) at either end.
    var trimmingSMILWhitespace: Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        let text = self[...]
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else {
            return Substring()
        }
        return Substring(text[start...end])
    }
}
