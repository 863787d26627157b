import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

private func read(lenient: Bool = true, _ body: String) throws -> LoadedInput {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>"
    return try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: lenient)
}

@Test("a group's clip path goes to each of its layers, placed in the group's user space; a clip of one rectangle is one outline")
func clipPathOnAGroup() throws {
    let input = try read("""
        <clipPath id="c"><rect width="10" height="20"/></clipPath>
        <g transform="translate(5 5)" clip-path="url(#c)"><rect width="50" height="50"/><circle cx="20" cy="20" r="5"/></g><rect width="1" height="1"/>
        """)
    #expect(input.layers.map(\.clips.count) == [1, 1, 0])
    let clip = try #require(input.layers.first?.clips.first)
    #expect(clip.outline?.path.bounds == Rect(x: 5, y: 5, width: 10, height: 20))
    #expect(input.layers[0].clips == input.layers[1].clips)
    #expect(input.warnings.isEmpty)
}

@Test("clipPathUnits objectBoundingBox spans the element's box; several children unite, each with its clip-rule")
func clipPathUnitsAndUnion() throws {
    let input = try read("""
        <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/><rect y="0.5" width="1" height="0.5" clip-rule="evenodd"/></clipPath>
        <rect x="20" y="40" width="60" height="20" clip-path="url(#c)"/>
        """)
    let clip = try #require(input.layers.first?.clips.first)
    #expect(clip.shapes.map(\.path.bounds) == [Rect(x: 20, y: 40, width: 30, height: 20), Rect(x: 20, y: 50, width: 60, height: 10)])
    #expect(clip.shapes.map(\.rule) == [.nonZero, .evenOdd])
    #expect(clip.outline == nil)
}

@Test("a mask composites its element's group, a shape's too, with the region -10%/120% of the box by default; it fits what shows")
func maskOnAGroup() throws {
    let input = try read("""
        <mask id="m" mask-type="alpha"><rect width="100" height="100" fill="white"/></mask>
        <g mask="url(#m)"><rect x="10" y="10" width="40" height="40"/><rect x="50" y="50" width="40" height="40"/></g>
        <circle cx="5" cy="5" r="5" mask="url(#m)"/>
        """)
    #expect(input.layers.count == 3)
    let group = try #require(input.layers[0].opacityGroups.first)
    #expect(input.layers[1].opacityGroups == [group])
    let mask = try #require(group.mask)
    #expect(mask.kind == .alpha && mask.content.count == 1)
    #expect(mask.region.bounds == Rect(x: 2, y: 2, width: 96, height: 96))
    // The circle alone keeps its own masked group (masked groups are never folded into a layer).
    #expect(input.layers[2].opacityGroups.count == 1 && input.layers[2].opacityGroups[0].id != group.id)
}

/// References that cannot be followed: each a warning at the reference, and what SVG then draws.
@Test("clip-path and mask references that cannot be followed warn where they are written: a clip is then ignored, a mask hides its element", arguments: [
    (#"<rect width="5" height="5" clip-path="url(#missing)"/>"#, 1,
     "icon.svg:1:101: clip-path refers to '#missing', which the document does not have; the element is drawn unclipped"),
    (#"<linearGradient id="g"/><rect width="5" height="5" clip-path="url(#g)"/>"#, 1,
     "icon.svg:1:125: clip-path refers to '#g', a <linearGradient>, not a <clipPath>; the element is drawn unclipped"),
    (#"<rect width="5" height="5" mask="url(#missing)"/>"#, 0,
     "icon.svg:1:96: mask refers to '#missing', which the document does not have; it is not drawn"),
    (#"<clipPath id="c" clip-path="url(#c)"><rect width="5" height="5"/></clipPath><rect width="9" height="9" clip-path="url(#c)"/>"#, 1,
     "icon.svg:1:91: clip-path reference cycle: #c refers back to itself; the element is drawn unclipped"),
    (#"<mask id="m"><rect width="5" height="5" fill="white" mask="url(#m)"/></mask><rect width="9" height="9" mask="url(#m)"/>"#, 0,
     "icon.svg:1:122: mask reference cycle: #m refers back to itself; it is not drawn"),
    (#"<rect width="5" height="5" clip-path="circle(5px)"/>"#, 1,
     "icon.svg:1:101: expected 'none' or url(#id) for 'clip-path', found 'circle(5px)'; the element is drawn unclipped"),
] as [(String, Int, String)])
func unfollowableReferences(_ body: String, layers: Int, warning: String) throws {
    let input = try read(body)
    #expect(input.warnings.map { "\($0.description); \($0.consequence.map(String.init(describing:)) ?? "")" } == [warning])
    #expect(input.layers.count == layers)
    // Strictly, the document is refused at the same place.
    #expect(throws: InputError.self) { try read(lenient: false, body) }
}

@Test("hostile references end at once: 10,000 clip paths or masks each referring to the next stop 8 deep; reference cycles through several stop where they close")
func hostileReferenceChains() throws {
    for (element, property) in [("clipPath", "clip-path"), ("mask", "mask")] {
        let chain = (0..<10_000).map { #"<\#(element) id="r\#($0)" \#(property)="url(#r\#($0 + 1))"><rect width="100" height="100" fill="white"/></\#(element)>"# }
            .joined()
        let start = Date()
        let input = try read(chain + #"<rect width="50" height="50" \#(property)="url(#r0)"/>"#)
        // (A debug build reads the 10,000 elements in under a second; the bound leaves room for a loaded machine.)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(input.warnings.first?.message == "clip paths and masks refer to others more than 8 deep", "\(input.warnings)")
    }
    let cycle = try read("""
        <clipPath id="a" clip-path="url(#b)"><rect width="60" height="60"/></clipPath><clipPath id="b" clip-path="url(#c)"><rect width="70" height="70"/></clipPath>
        <clipPath id="c" clip-path="url(#a)"><rect width="80" height="80"/></clipPath><rect width="90" height="90" clip-path="url(#a)"/>
        """)
    #expect(cycle.warnings.map(\.message) == ["clip-path reference cycle: #a refers back to itself"])
    // a ∩ b ∩ c: the cycle's last link is ignored, the rest intersect.
    #expect(cycle.layers.first?.visibleBounds == Rect(x: 0, y: 0, width: 60, height: 60))
}

@Test("masked groups nest at most 8 deep (each is a surface while drawn): deeper masks are left out with a warning; --strict refuses")
func maskedGroupDepth() throws {
    let body = #"<mask id="m"><rect width="100" height="100" fill="white"/></mask>"#
        + String(repeating: #"<g mask="url(#m)">"#, count: 250) + #"<rect width="9" height="9"/>"# + String(repeating: "</g>", count: 250)
    let input = try read(body)
    #expect(input.layers.first?.opacityGroups.count == 8)
    #expect(input.warnings.map(\.message) == ["masked groups are nested more than 8 deep"])
    #expect(throws: InputError.self) { try read(lenient: false, body) }
}
