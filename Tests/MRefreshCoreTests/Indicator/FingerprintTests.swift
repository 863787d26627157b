import Testing
@testable import MRefreshCore

private func spec(_ configure: (inout IndicatorSpec) -> Void = { _ in }) -> IndicatorSpec {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M0 0H30V30", name: "corner"))])
    configure(&spec)
    return spec
}

/// Changes a build must notice: each gives a fingerprint of its own.
private let changes: [(String, @Sendable (inout IndicatorSpec) -> Void)] = [
    ("canvas", { $0.canvas = Size(width: 64, height: 128) }),
    ("padding", { $0.padding = 13 }),
    ("scales", { $0.scales = [1, 2] }),
    ("fit", { $0.fit = .viewbox }),
    ("trim", { $0.trim = .points }),
    ("fps", { $0.fps = 30 }),
    ("frame counts", { $0.frameCounts = [.pull: 12] }),
    ("exports", { $0.exports = [.png, .lottie] }),
    ("label date", { $0.labelDate = "today" }),
    ("path data", { $0.layers = [LayerSpec(source: .pathData("M0 0H30V31", name: "corner"))] }),
]

@Suite("Fingerprint")
struct FingerprintTests {
    @Test("every change a build must notice changes the fingerprint", arguments: changes.map(\.0))
    func changesShow(name: String) throws {
        let change = try #require(changes.first { $0.0 == name }).1
        #expect(Fingerprint.text(of: spec(change)) != Fingerprint.text(of: spec()))
    }

    @Test("equal specs made apart give one text; sets and dictionaries in any order")
    func stable() {
        let a = spec { $0.exports = [.png, .lottie, .sheet]; $0.frameCounts = [.pull: 12, .loading: 8, .closing: 4] }
        let b = spec { $0.frameCounts = [.closing: 4, .pull: 12, .loading: 8]; $0.exports = [.sheet, .png, .lottie] }
        #expect(Fingerprint.text(of: a) == Fingerprint.text(of: b))
    }

    @Test("no type names: renaming or moving a type leaves every build up to date")
    func namesNoType() {
        let text = Fingerprint.text(of: spec())
        for name in ["IndicatorSpec", "LayerSpec", "LayerStyle", "RefreshConfiguration", "Choreography", "Size"] {
            #expect(!text.contains(name), "the fingerprint names \(name)")
        }
    }
}
