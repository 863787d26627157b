import Testing
@testable import MRefreshCore

/// Dashes too dense to draw in reasonable time become a solid stroke as dense as they are.
@Suite struct DenseDashesTests {
    @Test("within the limit the dashes stay; beyond it the stroke is solid at the dashes' coverage")
    func coverage() throws {
        var style = LayerStyle(stroke: Color(red: 0, green: 0, blue: 1, alpha: 0.8))
        style.dashes = [1, 3]
        #expect(Indicator.denseDashes(in: &style, length: 4 * Double(Indicator.maximumDashes)) == nil)
        #expect(style.dashes == [1, 3])
        let periods = Indicator.denseDashes(in: &style, length: 4 * Double(Indicator.maximumDashes) + 40)
        #expect(periods == Indicator.maximumDashes + 10)
        #expect(style.dashes.isEmpty)
        let alpha = try #require(style.stroke?.alpha)
        #expect(abs(alpha - 0.8 * 0.25) < 1e-12)
    }
}
