import Foundation
import Testing
@testable import MRefreshCore

/// One row: a track, a position, and the pose expected there.
struct KeyframeCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let keys: [Keyframe]
    var end = 1.0
    var loops = false
    let at: Double
    let expected: Pose
    var testDescription: String { rule }
}

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

let keyframeCases: [KeyframeCase] = [
    // Every property, linear, half-way.
    KeyframeCase(rule: "translate moves linearly",
                 keys: [Keyframe(at: 0, Pose.Partial(translate: Vector(-40, 10))), Keyframe(at: 1, Pose.Partial(translate: Vector(0, 0)))],
                 at: 0.5, expected: Pose(translate: Vector(-20, 5))),
    KeyframeCase(rule: "rotation turns linearly",
                 keys: [Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 1, Pose.Partial(rotation: .pi))],
                 at: 0.25, expected: Pose(rotation: .pi / 4)),
    KeyframeCase(rule: "scale grows per axis",
                 keys: [Keyframe(at: 0, Pose.Partial(scale: Vector(0, 1))), Keyframe(at: 1, Pose.Partial(scale: Vector(2, 3)))],
                 at: 0.5, expected: Pose(scale: Vector(1, 2))),
    KeyframeCase(rule: "opacity fades", keys: [Keyframe(at: 0, Pose.Partial(opacity: 0)), Keyframe(at: 1, Pose.Partial(opacity: 1))],
                 at: 0.75, expected: Pose(opacity: 0.75)),
    KeyframeCase(rule: "stroke colour: exact at its keys",
                 keys: [Keyframe(at: 0, Pose.Partial(stroke: red)), Keyframe(at: 1, Pose.Partial(stroke: blue))],
                 at: 1, expected: Pose(stroke: blue)),
    KeyframeCase(rule: "fill colour: exact at its keys",
                 keys: [Keyframe(at: 0, Pose.Partial(fill: red)), Keyframe(at: 0.5, Pose.Partial(fill: blue))],
                 at: 0, expected: Pose(fill: red)),
    // Easings: the later keyframe's easing shapes the way there.
    KeyframeCase(rule: "ease-in is slow at first",
                 keys: [Keyframe(at: 0, Pose.Partial(opacity: 0)), Keyframe(at: 1, Pose.Partial(opacity: 1), easing: .easeIn)],
                 at: 0.5, expected: Pose(opacity: Easing.easeIn(0.5))),
    KeyframeCase(rule: "ease-out is fast at first",
                 keys: [Keyframe(at: 0, Pose.Partial(opacity: 0)), Keyframe(at: 1, Pose.Partial(opacity: 1), easing: .easeOut)],
                 at: 0.5, expected: Pose(opacity: Easing.easeOut(0.5))),
    KeyframeCase(rule: "ease-in-out is symmetric",
                 keys: [Keyframe(at: 0, Pose.Partial(opacity: 0)), Keyframe(at: 1, Pose.Partial(opacity: 1), easing: .easeInOut)],
                 at: 0.5, expected: Pose(opacity: 0.5)),
    KeyframeCase(rule: "cubic-bezier overshoots", keys: [Keyframe(at: 0, Pose.Partial(scale: Vector(1, 1))),
                                                        Keyframe(at: 1, Pose.Partial(scale: Vector(2, 2)), easing: .cubicBezier(0, 2, 1, 2))],
                 at: 0.5, expected: Pose(scale: Vector(1 + Easing.cubicBezier(0, 2, 1, 2)(0.5), 1 + Easing.cubicBezier(0, 2, 1, 2)(0.5)))),
    KeyframeCase(rule: "hold keeps the earlier value until the key",
                 keys: [Keyframe(at: 0, Pose.Partial(fill: red)), Keyframe(at: 0.3, Pose.Partial(fill: blue), easing: .hold)],
                 at: 0.2999, expected: Pose(fill: red)),
    KeyframeCase(rule: "hold jumps at the key",
                 keys: [Keyframe(at: 0, Pose.Partial(fill: red)), Keyframe(at: 0.3, Pose.Partial(fill: blue), easing: .hold)],
                 at: 0.3, expected: Pose(fill: blue)),
    KeyframeCase(rule: "steps(4) jumps by quarters",
                 keys: [Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 1, Pose.Partial(rotation: 4), easing: .steps(4))],
                 at: 0.6, expected: Pose(rotation: 2)),
    KeyframeCase(rule: "steps(4) is whole at the end",
                 keys: [Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 1, Pose.Partial(rotation: 4), easing: .steps(4))],
                 at: 1, expected: Pose(rotation: 4)),
    // Stops.
    KeyframeCase(rule: "before the first stop: its value",
                 keys: [Keyframe(at: 0.5, Pose.Partial(opacity: 0.2)), Keyframe(at: 1, Pose.Partial(opacity: 1))],
                 at: 0.1, expected: Pose(opacity: 0.2)),
    KeyframeCase(rule: "after the last stop: its value", keys: [Keyframe(at: 0, Pose.Partial(opacity: 0))],
                 at: 1, expected: Pose(opacity: 0)),
    KeyframeCase(rule: "a keyframe that sets nothing is the rest value",
                 keys: [Keyframe(at: 0, Pose.Partial(translate: Vector(-40, 0), opacity: 0)), Keyframe(at: 1)],
                 at: 1, expected: Pose()),
    KeyframeCase(rule: "properties move on their own stops",
                 keys: [Keyframe(at: 0, Pose.Partial(translate: Vector(10, 0), opacity: 0)),
                        Keyframe(at: 0.5, Pose.Partial(opacity: 1)), Keyframe(at: 1, Pose.Partial(translate: Vector(0, 0)))],
                 at: 0.5, expected: Pose(translate: Vector(5, 0), opacity: 1)),
    KeyframeCase(rule: "two keys at one position jump",
                 keys: [Keyframe(at: 0, Pose.Partial(opacity: 1)), Keyframe(at: 0.5, Pose.Partial(opacity: 1)),
                        Keyframe(at: 0.5, Pose.Partial(opacity: 0)), Keyframe(at: 1, Pose.Partial(opacity: 0))],
                 at: 0.5, expected: Pose(opacity: 0)),
    KeyframeCase(rule: "a property no key sets rests", keys: [Keyframe(at: 0, Pose.Partial(rotation: 1))],
                 at: 0.5, expected: Pose(rotation: 1)),
    // Loops.
    KeyframeCase(rule: "a loop wraps past its period",
                 keys: [Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 1.2, Pose.Partial(rotation: 4))],
                 end: 1.2, loops: true, at: 1.5, expected: Pose(rotation: 1)),
    KeyframeCase(rule: "a loop wraps before zero",
                 keys: [Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 1, Pose.Partial(rotation: 4))],
                 loops: true, at: -0.25, expected: Pose(rotation: 3)),
    KeyframeCase(rule: "a held cycle keeps its last colour until the loop wraps",
                 keys: [Keyframe(at: 0, Pose.Partial(fill: red)), Keyframe(at: 0.3, Pose.Partial(fill: blue), easing: .hold)],
                 end: 0.6, loops: true, at: 0.59, expected: Pose(fill: blue)),
    // Loop times land exactly: 2.4 mod 1.8 in floating point is 0.5999…, which missed these holds.
    KeyframeCase(rule: "a hold at 0.6 s is hit 2.4 s into a 1.8 s loop",
                 keys: [Keyframe(at: 0, Pose.Partial(fill: red)), Keyframe(at: 0.6, Pose.Partial(fill: blue), easing: .hold)],
                 end: 1.8, loops: true, at: 2.4, expected: Pose(fill: blue)),
    KeyframeCase(rule: "a hold at 1.5 s is hit 3.3 s into a 1.8 s loop",
                 keys: [Keyframe(at: 0, Pose.Partial(fill: blue)), Keyframe(at: 1.5, Pose.Partial(fill: red), easing: .hold)],
                 end: 1.8, loops: true, at: 3.3, expected: Pose(fill: red)),
    KeyframeCase(rule: "just before a hold the earlier colour shows, loops later",
                 keys: [Keyframe(at: 0, Pose.Partial(fill: red)), Keyframe(at: 0.6, Pose.Partial(fill: blue), easing: .hold)],
                 end: 1.8, loops: true, at: 2.3999, expected: Pose(fill: red)),
    KeyframeCase(rule: "a track clamps outside its axis",
                 keys: [Keyframe(at: 0, Pose.Partial(opacity: 0)), Keyframe(at: 1, Pose.Partial(opacity: 1))],
                 at: 7, expected: Pose(opacity: 1)),
]

@Test("keyframe interpolation", arguments: keyframeCases)
func keyframeInterpolation(_ row: KeyframeCase) {
    let pose = KeyframeTrack(row.keys, end: row.end, loops: row.loops).pose(at: row.at)
    #expect(abs(pose.translate.x - row.expected.translate.x) < 1e-12 && abs(pose.translate.y - row.expected.translate.y) < 1e-12,
            "translate \(pose.translate)")
    #expect(abs(pose.rotation - row.expected.rotation) < 1e-12, "rotation \(pose.rotation)")
    #expect(abs(pose.scale.x - row.expected.scale.x) < 1e-12 && abs(pose.scale.y - row.expected.scale.y) < 1e-12, "scale \(pose.scale)")
    #expect(abs(pose.opacity - row.expected.opacity) < 1e-12, "opacity \(pose.opacity)")
    #expect(pose.stroke == row.expected.stroke && pose.fill == row.expected.fill)
}

@Test("colours move in linear light, premultiplied: red to blue is a bright purple, a fade keeps its hue")
func colourInterpolation() {
    let middle = Color.interpolated(red, blue, 0.5)
    // Linear-light mixing: each half is 0.5 linear, about 0.735 in sRGB (a plain sRGB mix would give 0.5).
    #expect(abs(middle.red - 0.7354) < 1e-3 && abs(middle.blue - 0.7354) < 1e-3 && middle.green == 0)
    let fading = Color.interpolated(red, red.withOpacity(0), 0.5)
    #expect(abs(fading.red - 1) < 1e-12 && fading.green == 0 && fading.alpha == 0.5)
    let track = KeyframeTrack([Keyframe(at: 0, Pose.Partial(stroke: red)), Keyframe(at: 1, Pose.Partial(stroke: blue))])
    #expect(track.pose(at: 0.5).stroke == middle)
}

@Test("a keyframed colour moves from the layer's own colour at a rest stop")
func colourFromRest() {
    let track = KeyframeTrack([Keyframe(at: 0), Keyframe(at: 1, Pose.Partial(fill: blue))])
    #expect(track.pose(at: 0, rest: Pose(fill: red)).fill == red)
    #expect(track.pose(at: 1, rest: Pose(fill: red)).fill == blue)
}

@Test("easings by name, hold and steps included", arguments: [
    ("hold", Easing.hold), ("steps(3)", .steps(3)), ("steps( 12 )", .steps(12)), ("ease-in-out", .easeInOut),
])
func easingNames(_ text: String, easing: Easing) {
    #expect(Easing(text) == easing)
    #expect(Easing(easing.description) == easing)
}

@Test("bad step counts are refused", arguments: ["steps(0)", "steps(-1)", "steps(1.5)", "steps()", "steps(100000)"])
func badSteps(_ text: String) {
    #expect(Easing(text) == nil)
}

@Test("the Part 1 presets are keyframes with MRefresh's values", arguments: [
    (ProcessingAnimation.blink, 0.0, Pose(opacity: 1)), (.blink, 0.4, Pose(opacity: 1 - 0.7)), (.blink, 0.2, Pose(opacity: 0.65)),
    (.blink, 0.8, Pose(opacity: 1)), (.rotate, 0.1, Pose(rotation: .pi / 2)), (.pulse, 0.4, Pose(scale: Vector(1.15, 1.15))),
])
func processingPresets(_ animation: ProcessingAnimation, time: Double, expected: Pose) throws {
    let pose = try #require(animation.track).pose(at: time)
    #expect(abs(pose.opacity - expected.opacity) < 1e-12 && abs(pose.rotation - expected.rotation) < 1e-12
            && abs(pose.scale.x - expected.scale.x) < 1e-12)
    #expect(ProcessingAnimation.none.track == nil)
}

@Test("the end animations are keyframes over 0…1", arguments: [
    (EndAnimation.shrinkFade, 0.0, Pose(scale: Vector(1, 1), opacity: 1)), (.shrinkFade, 0.5, Pose(scale: Vector(0.5, 0.5), opacity: 1)),
    (.shrinkFade, 0.75, Pose(scale: Vector(0.25, 0.25), opacity: 0.5)), (.shrinkFade, 1, Pose(scale: Vector(0, 0), opacity: 0)),
    (.fade, 0.5, Pose(opacity: 0.5)),
])
func endPresets(_ animation: EndAnimation, at: Double, expected: Pose) throws {
    let pose = try #require(animation.track).pose(at: at)
    #expect(abs(pose.opacity - expected.opacity) < 1e-12 && abs(pose.scale.x - expected.scale.x) < 1e-12)
}

/// The tutorial's colour cycle (MRefresh.docc/IndicatorFiles.md): six colours, 0.3 s each, `hold`.
private let cycle: [Color] = [red, blue, Color(red: 0.5, green: 0, blue: 0.5), Color(red: 0, green: 1, blue: 1),
                              Color(red: 1, green: 0.5, blue: 0), Color(red: 1, green: 0, blue: 1)]

@Test("every frame of a 3.6 s loop, k/36 of it exactly, shows its colour of a 1.8 s held cycle", arguments: 0..<36)
func heldCycleFrame(_ k: Int) throws {
    let keys = cycle.enumerated().map {
        Keyframe(at: Double($0.offset) * 0.3, Pose.Partial(fill: $0.element), easing: $0.offset == 0 ? .linear : .hold)
    }
    let track = KeyframeTrack(keys, end: 1.8, loops: true)
    let time = try #require(Rational(k, 36)?.multiplied(by: Rational(18, 5)!))
    #expect(track.pose(atExact: time).fill == cycle[(k % 18) / 3])
}

@Test("a loop's end reached from below shows the period's last instant; the same time otherwise wraps to its start")
func loopEnd() throws {
    let turn = KeyframeTrack([Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 1.2, Pose.Partial(rotation: 2 * .pi))],
                             end: 1.2, loops: true)
    let end = Rational(18, 5)!
    #expect(turn.pose(atExact: end, endsLoop: true).rotation == 2 * .pi)
    #expect(turn.pose(atExact: end).rotation == 0)
    // A track that does not loop clamps the time to its axis.
    let once = KeyframeTrack([Keyframe(at: 0, Pose.Partial(opacity: 0)), Keyframe(at: 1, Pose.Partial(opacity: 1))])
    #expect(once.pose(atExact: end).opacity == 1)
}

@Test("between two keys the share of the way is exact: steps(8) over 0.8 s is 3 steps at 0.3 s, where 0.3 / 0.8 is 0.37499999999999994",
      arguments: [(Rational(3, 10)!, 3.0), (Rational(11, 10)!, 3.0), (Rational(8, 10)!, 0.0), (Rational(299_999, 1_000_000)!, 2.0)])
func exactShare(_ time: Rational, steps: Double) {
    let spinner = KeyframeTrack([Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 0.8, Pose.Partial(rotation: 8), easing: .steps(8))],
                                end: 0.8, loops: true)
    #expect(spinner.pose(atExact: time).rotation == steps)
    // The closing axis, exactly too: frame 2 of 5 (1/2) is half-way between keys at 0.2 and 0.8.
    let closing = KeyframeTrack([Keyframe(at: 0.2, Pose.Partial(opacity: 1)), Keyframe(at: 0.8, Pose.Partial(opacity: 0), easing: .steps(2))])
    #expect(closing.pose(atExact: Rational(1, 2)!).opacity == 0.5)
}
