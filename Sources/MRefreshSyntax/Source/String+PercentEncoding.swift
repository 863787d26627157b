/// URL percent-encoding (RFC 3986 §2.1) in plain Swift, as Foundation's `removingPercentEncoding` and
/// `addingPercentEncoding(withAllowedCharacters:)` do it.
extension StringProtocol {
    /// The text with every `%XX` made the byte it names; nil when a `%` is not followed by two hex digits or
    /// the bytes are not UTF-8 (as Foundation answers).
    public var percentDecoded: String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var rest = utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = rest.popFirst().flatMap(Self.hexValue), let low = rest.popFirst().flatMap(Self.hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The text with every byte of its UTF-8 that `keep` does not keep written `%XX` (upper-case hex).
    public func percentEncoded(keeping keep: (UInt8) -> Bool) -> String {
        var text = ""
        for byte in utf8 {
            if keep(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                text += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
