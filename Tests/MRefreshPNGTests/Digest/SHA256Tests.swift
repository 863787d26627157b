import Testing
@testable import MRefreshPNG

/// The rounds each digest is computed with: portable Swift always, the CPU's SHA extensions where this
/// machine has them (x86 SHA-NI).
private let paths = [false] + (HardwareSHA256.isAvailable ? [true] : [])

private func hex(_ digest: [UInt8]) -> String {
    digest.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
}

/// FIPS 180-4 test vectors, plus lengths around the 56-byte padding boundary (checked with sha256sum).
@Test("SHA-256 matches the standard's vectors", arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
    (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
], paths)
func sha256(_ vector: (text: String, expected: String), usesHardware: Bool) {
    #expect(hex(SHA256.hash(Array(vector.text.utf8), usesHardware: usesHardware)) == vector.expected)
}

@Test("SHA-256 of a million a's", arguments: paths)
func sha256Million(usesHardware: Bool) {
    #expect(hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000), usesHardware: usesHardware))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    #expect(SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
}

/// Every length from 0 to 300 bytes (every tail and padding case, several whole blocks) of varied bytes:
/// the CPU's rounds give the portable ones' digest.
@Test("SHA-256 on the CPU's SHA extensions agrees with the portable rounds", .enabled(if: HardwareSHA256.isAvailable))
func sha256HardwareAgrees() {
    var state: UInt32 = 0x1234_5678
    let bytes = (0..<300).map { _ -> UInt8 in
        state = state &* 1_664_525 &+ 1_013_904_223
        return UInt8(truncatingIfNeeded: state >> 24)
    }
    for count in 0...bytes.count {
        let input = Array(bytes[..<count])
        #expect(SHA256.hash(input, usesHardware: true) == SHA256.hash(input, usesHardware: false), "\(count) bytes")
    }
}
