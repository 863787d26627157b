import Foundation
import MRefreshCore
import MRefreshRender
import PropertyBased
import Testing

/// The library's load → fit → trim → draw path on a small canvas, for any bytes: it ends with frames or
/// with an error value that says where (issue 8). A trap fails the whole test run, so reaching the
/// assertions at all is half of the law.
enum Pipeline {
    static let canvas = Size(width: 24, height: 24)

    /// Frames a user sees: part of the pull, the whole icon, a rotated and dimmed loading frame, a shrunk
    /// closing one.
    static let frames = [
        FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 0.37, position: 0.37),
        FrameSpec(stage: .pull, index: 1, state: .pulling, progress: 1, position: 1),
        FrameSpec(stage: .loading, index: 0, state: .loading, progress: 1, position: 0.1, time: 0.1),
        FrameSpec(stage: .closing, index: 0, state: .closing, progress: 1, position: 0.6, time: 0.06),
    ]

    /// The spec: a small canvas less 2 points a side, smoothed once, eased, rotating and dimmed while loading.
    static func spec(name: String, fit: FitMode, lenient: Bool) -> IndicatorSpec {
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(name)))])
        spec.canvas = canvas
        spec.padding = 2
        spec.fit = fit
        spec.smooth = 1
        spec.easing = .easeInOut
        spec.lenient = lenient
        spec.style = LayerStyle()
        spec.choreography.loading = KeyframeTrack([Keyframe(at: 0, Pose.Partial(rotation: 0, opacity: 0.5)),
                                                   Keyframe(at: 0.4, Pose.Partial(rotation: 4))],
                                                  end: 0.4, loops: true)
        return spec
    }

    /// Loads `bytes` as an input named `name` through the library's entry point and draws ``frames``,
    /// fitted by `fit` (viewbox falls back to union when the input has no viewBox).
    static func render(_ bytes: [UInt8], name: String, fit: FitMode, lenient: Bool) throws(InputError) -> [ImageSurface] {
        let indicator: Indicator
        do {
            do {
                indicator = try Indicator(spec(name: name, fit: fit, lenient: lenient), read: { _ throws(InputError) in bytes })
            } catch .viewBoxMissing {
                indicator = try Indicator(spec(name: name, fit: .union, lenient: lenient), read: { _ throws(InputError) in bytes })
            }
        } catch .input(let error) {
            throw error
        } catch {
            // Inputs that draw nothing are refused as a whole; the CLI says so without a position.
            #expect(error == .nothingToDraw, "\(name): \(error)")
            return []
        }
        let renderer = FrameRenderer(indicator)
        return frames.map { frame in
            do {
                return try renderer.render(frame, scale: 1)
            } catch {
                // Every value reaching Cairo was checked: a drawing failure is a gap in those checks.
                Issue.record("drawing \(name) failed after its checks passed: \(error)")
                return try! ImageSurface(width: 1, height: 1)
            }
        }
    }

    /// Errors that concern a whole input and so have no position (everything else must have one).
    static let wholeInputMessages = ["no element with id", "no glyph", "no <font> element", "is not a font"]

    /// The law: frames of the canvas size, or an input error that says where, or why the whole input.
    static func check(_ bytes: [UInt8], name: String, fit: FitMode = .viewbox, lenient: Bool = false) {
        do {
            let surfaces = try render(bytes, name: name, fit: fit, lenient: lenient)
            #expect(surfaces.allSatisfy { $0.width == Int(canvas.width) && $0.height == Int(canvas.height) })
        } catch {
            #expect(error.kind == .invalidData)
            #expect(!error.message.isEmpty)
            let whole = wholeInputMessages.contains { error.message.contains($0) }
            #expect(error.location != nil || whole, "\(name): \(error.description) has no position")
            if let location = error.location {
                #expect(location.line >= 1 && location.column >= 1 && location.offset <= bytes.count)
            }
        }
    }

    /// Tokens that broke the tool before, or sit at the edges of what it accepts.
    static let tokens: [String] = [
        "1e308", "-1e308", "9223372036854775808", "1e15", "-9e14", "1e-320", "4.9e-324", "nan", "inf", "-0", "0x1p3",
        "1e400", ".", "-", "e", ",", " ", "<", ">", "\"", "&", "&amp;", "#", "url(#g)", "%", "a1e-300 1e-300 0 1 1 5 5",
        "A1e15 1 90 1 0 1e15 -1e15", "scale(1e15)", "rotate(1e300)", "matrix(0 0 0 0 0 0)", "z", "Q", "t1e14 1e14",
        "<use href=\"#a\"/>", "<g transform=\"scale(1e12)\">", "stroke-width=\"1e14\"", "opacity=\"nan%\"",
    ]
}

/// Seeds: Examples/ and a spread sample of the installed icon sets and Font Awesome glyphs.
enum PipelineSeeds {
    static let examples: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    static let files: [(name: String, bytes: [UInt8])] = {
        var paths = (try? FileManager.default.contentsOfDirectory(atPath: examples.path))?
            .filter { $0.hasSuffix(".svg") || $0.hasSuffix(".path") }
            .map { examples.appendingPathComponent($0).path } ?? []
        paths += IconSets.sample(every: 400)
        var seeds = paths.sorted().compactMap { path in
            FileManager.default.contents(atPath: path).map { (URL(fileURLWithPath: path).lastPathComponent, [UInt8]($0)) }
        }
        // Font Awesome glyphs as raw path data.
        if let font = FileManager.default.contents(atPath: "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg") {
            let text = String(decoding: font, as: UTF8.self)
            let glyphs = text.components(separatedBy: " d=\"").dropFirst().enumerated().filter { $0.offset % 50 == 0 }
            for (index, glyph) in glyphs {
                let d = glyph.prefix { $0 != "\"" }
                seeds.append(("glyph\(index).path", Array(d.utf8)))
            }
        }
        return seeds
    }()
}

@Suite struct PipelinePropertyTests {
    @Test func seedsRenderOrFailWithAPosition() throws {
        try #require(PipelineSeeds.files.count >= 10, "the seeds are missing: run `make test`, which installs them")
        for seed in PipelineSeeds.files {
            Pipeline.check(seed.bytes, name: seed.name)
        }
    }

    @Test func randomBytesRenderOrFailWithAPosition() async {
        // Pieces of path data and markup (one in a hundred is a byte that is not UTF-8), so most inputs
        // get past the first character.
        let pieces = Array("Mm0123456789.-eE,LlHhVvCcSsQqTtAaZz <>/=\"#".map(String.init))
            + ["<svg>", "</svg>", "<path d=\"", "\"/>", " viewBox=\"0 0 ", "é", "\u{0}"] + Pipeline.tokens
        let bytes = Gen.element(of: pieces + Array(repeating: "", count: 60) + ["\u{FF}"]).array(of: 0...40)
            .map { pieces in pieces.compactMap { $0 }.flatMap { $0 == "\u{FF}" ? [0xFF] : Array($0.utf8) } }
        await propertyCheck(count: 3_000, input: bytes) { bytes in
            Pipeline.check(bytes, name: "random.svg", lenient: bytes.count % 2 == 0)
        }
    }

    @Test func mutatedIconsRenderOrFailWithAPosition() async throws {
        let seeds = PipelineSeeds.files
        try #require(!seeds.isEmpty)
        let choice = Gen.int(in: 0...(seeds.count - 1))
        let positions = Gen.int(in: 0...1_000_000).array(of: 1...4)
        let tokens = Gen.element(of: Pipeline.tokens).array(of: 4)
        let kinds = Gen.int(in: 0...3).array(of: 4)
        await propertyCheck(count: 4_000, input: choice, positions, tokens, kinds) { choice, positions, tokens, kinds in
            let seed = seeds[choice]
            var bytes = seed.bytes
            for (step, position) in positions.enumerated() where !bytes.isEmpty {
                let at = position % bytes.count
                let token = Array((tokens[step] ?? "").utf8)
                switch kinds[step] {
                case 0: bytes.insert(contentsOf: token, at: at)
                case 1: bytes.replaceSubrange(at..<min(bytes.count, at + token.count), with: token)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + position % 16))
                default:
                    // Change a digit: where numbers are, numbers go wrong.
                    if let digit = bytes[at...].firstIndex(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                        bytes.replaceSubrange(digit...digit, with: token)
                    }
                }
            }
            Pipeline.check(bytes, name: seed.name, fit: kinds[0] == 0 ? .union : .viewbox, lenient: positions[0] % 3 == 0)
        }
    }
}
