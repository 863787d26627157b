import Testing
@testable import MRefreshPNG

@Test("the un-premultiply table holds Cairo's (c·255 + a/2) / a, wrapped to a byte, for every alpha and component")
func unpremultiplyTable() {
    var wrong: [(Int, Int)] = []
    for a in 0..<256 {
        for c in 0..<256 {
            let expected = a == 0 ? 0 : UInt8(truncatingIfNeeded: (c * 255 + a / 2) / a)
            if Unpremultiply.table[a << 8 | c] != expected { wrong.append((a, c)) }
        }
    }
    #expect(wrong.isEmpty, "first wrong entries (alpha, component): \(wrong.prefix(5))")
}
