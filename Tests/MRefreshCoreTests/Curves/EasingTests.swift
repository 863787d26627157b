import Testing
@testable import MRefreshCore

@Test("easing names parse", arguments: [
    ("linear", Easing.linear), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ("cubic-bezier(0.1, 0.7, 1.0, 0.1)", .cubicBezier(0.1, 0.7, 1, 0.1)),
])
func easingNames(_ text: String, expected: Easing) {
    #expect(Easing(text) == expected)
}

@Test("invalid easings are refused", arguments: ["", "bounce", "cubic-bezier(1,2,3)", "cubic-bezier(2,0,0,1)",
                                                 "cubic-bezier(0,0,1,1", "cubic-bezier(a,b,c,d)"])
func invalidEasing(_ text: String) {
    #expect(Easing(text) == nil)
}

@Test("easings are exact at the ends and monotone", arguments: [Easing.linear, .easeIn, .easeOut, .easeInOut,
                                                                .cubicBezier(0.3, 0, 0.2, 1)])
func easingShape(_ easing: Easing) {
    #expect(easing(0) == 0 && easing(1) == 1)
    var previous = 0.0
    for i in 0...200 {
        let value = easing(Double(i) / 200)
        #expect(value >= previous - 1e-12)
        previous = value
    }
}

@Test("ease-in-out is symmetric; ease-in lags behind linear")
func easingValues() {
    #expect(abs(Easing.easeInOut(0.5) - 0.5) < 1e-9)
    #expect(Easing.easeIn(0.5) < 0.5 && Easing.easeOut(0.5) > 0.5)
    // CSS ease-in at x = 0.5 is y ≈ 0.3153 (solved numerically from the defining cubic).
    #expect(abs(Easing.easeIn(0.5) - 0.31530) < 1e-4)
}

@Test("layer start times delay and stretch the local progress", arguments: [
    (0.0, 0.5, 0.5), (0.5, 0.5, 0.0), (0.5, 0.75, 0.5), (0.5, 1.0, 1.0), (0.9, 0.95, 0.5), (0.2, 0.1, 0.0),
])
func startTimes(_ start: Double, global: Double, local: Double) {
    let layer = Layer(name: "l", path: Path(), startTime: start)
    #expect(abs(layer.localProgress(global) - local) < 1e-12)
}

@Test("cubic-bezier numbers are SVG numbers, with overshoot bounded", arguments: [
    "cubic-bezier(0, nan, 1, 1)", "cubic-bezier(0, inf, 1, 1)", "cubic-bezier(0, 1e300, 1, 1)", "cubic-bezier(0x0, 0, 1, 1)",
    "cubic-bezier(0, 0, 1, -1001)",
])
func easingNumbersBounded(_ text: String) {
    #expect(Easing(text) == nil)
}
