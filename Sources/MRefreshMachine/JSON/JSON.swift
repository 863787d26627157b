/// A JSON value with object keys kept in the order written, so output matches documented formats exactly
/// (`inspect --json`, `manifest.json`, `timeline.json`).
public enum JSON: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, written without a fraction.
    case int(Int)
    /// A number, written in its shortest round-trip form (non-finite numbers as `null`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, its members in the order written.
    case object([(String, JSON)])

    /// Compact JSON text.
    public var text: String {
        // Written as bytes: appending to a String checked its capacity and form for every piece, measured
        // at two thirds of a sprite sheet's atlas.
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .int(let i): out += String(i).utf8
        case .number(let d): out += JSON.format(d).utf8
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// JSON `text` safe inside an HTML `<script>` element: every `<` written `\u003c` (byte by byte, so a
    /// combining mark after it cannot hide one), so no `</script>` or `<!--` in a string ends or bends it.
    public static func scriptSafe(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "<") { bytes += "\\u003c".utf8 } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Shortest round-trip text; integral values without a fraction; non-finite values as null.
    public static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded() && abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        if appendUnescaped(s, to: &out) {
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\"".utf8
            case "\\": out += "\\\\".utf8
            case "\n": out += "\\n".utf8
            case "\r": out += "\\r".utf8
            case "\t": out += "\\t".utf8
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                } else {
                    out += String(scalar).utf8
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `s` as it is when none of its bytes needs an escape (keys, file names, hashes: most strings),
    /// checked and copied from its bytes in place where they are contiguous (a native string's are), not
    /// byte by byte through the string's view; false, appending nothing, otherwise.
    private static func appendUnescaped(_ s: String, to out: inout [UInt8]) -> Bool {
        func plain(_ byte: UInt8) -> Bool { byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") }
        if let appended = s.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard bytes.allSatisfy(plain) else { return false }
            out.append(contentsOf: bytes)
            return true
        }) {
            return appended
        }
        guard s.utf8.allSatisfy(plain) else { return false }
        out += s.utf8
        return true
    }
}
