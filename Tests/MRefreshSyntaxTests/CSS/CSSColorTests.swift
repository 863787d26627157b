import Testing
@testable import MRefreshSyntax

@Test("CSS colours parse", arguments: [
    ("#f00", CSSColor(red: 1, green: 0, blue: 0)),
    ("#0F08", CSSColor(red: 0, green: 1, blue: 0, alpha: 0x88 / 255.0)),
    ("#1f6feb", CSSColor(red: 0x1f / 255.0, green: 0x6f / 255.0, blue: 0xeb / 255.0)),
    ("#00000080", CSSColor(red: 0, green: 0, blue: 0, alpha: 0x80 / 255.0)),
    ("rgb(255, 128, 0)", CSSColor(red: 1, green: 128 / 255.0, blue: 0)),
    ("rgba(0,0,255,0.5)", CSSColor(red: 0, green: 0, blue: 1, alpha: 0.5)),
    ("rgb(100% 50% 0% / 25%)", CSSColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)),
    ("RebeccaPurple", CSSColor(red: 0x66 / 255.0, green: 0x33 / 255.0, blue: 0x99 / 255.0)),
    ("  white ", CSSColor(red: 1, green: 1, blue: 1)),
    ("transparent", CSSColor(red: 0, green: 0, blue: 0, alpha: 0)),
])
func cssColours(_ text: String, expected: CSSColor) throws {
    let color = try #require(CSSColor(text))
    #expect(abs(color.red - expected.red) < 1e-12 && abs(color.green - expected.green) < 1e-12
            && abs(color.blue - expected.blue) < 1e-12 && abs(color.alpha - expected.alpha) < 1e-12)
}

@Test("not colours", arguments: ["", "#12", "#12345", "#ggg", "rgb(1,2)", "rgb(a,b,c)", "rgba(1,2,3,4,5)", "blurple",
                                 "rgb(1,2,3"])
func notColours(_ text: String) {
    #expect(CSSColor(text) == nil)
}

@Test("every CSS named colour is there")
func namedColours() {
    #expect(NamedColors.table.count == 148)
    #expect(NamedColors.table["cornflowerblue"] == 0x6495ED)
}
