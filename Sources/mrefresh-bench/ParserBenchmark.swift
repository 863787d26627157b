import Foundation
import MRefreshCore
import MRefreshSyntax

/// Path-data parsing throughput: text → absolute segments (parse + build), on one core.
enum ParserBenchmark {
    /// The Font Awesome path from MRefresh's README: relative commands, decimals, smooth quadratics.
    static let fontAwesome = "M1247 161q-5 154 -56 297.5t-139.5 260t-205 205t-260 139.5t-297.5 56q-14 1 -23 -9q-10 -10 -10 -23v-128q0 -13 9 -22t22 -10q204 -7 378 -111.5t278.5 -278.5t111.5 -378q1 -13 10 -22t22 -9h128q13 0 23 10q11 9 9 23"

    /// Design-tool style data: absolute cubics with many decimals, arcs, commas, exponents.
    static func designToolData(commands: Int) -> String {
        var generator = SplitMix(seed: 42)
        var text = "M12.5,3.25"
        for i in 0..<commands {
            func n() -> String {
                let value = Double(generator.next() % 200_000) / 1000 - 100
                return String(format3: value)
            }
            switch i % 5 {
            case 0: text += "C\(n()),\(n()) \(n()),\(n()) \(n()),\(n())"
            case 1: text += "l\(n()) \(n())"
            case 2: text += "A\(n()) \(n()) 0 0 1 \(n()) \(n())"
            case 3: text += "s\(n())-\(n().trimmingSign()) \(n()) \(n())"
            default: text += "H\(n())v1e-3"
            }
        }
        return text + "Z"
    }

    static let fontAwesomeFont = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

    static func run() {
        // Real icons: every glyph of Font Awesome, each parsed on its own as `mrefresh` does.
        let glyphs = fontAwesomeGlyphs()
        if !glyphs.isEmpty {
            let total = glyphs.reduce(0) { $0 + $1.count }
            var segments = 0
            let seconds = Measure.median(runs: 21) {
                segments = 0
                for glyph in glyphs {
                    segments += try! PathDataInput.read(utf8: glyph, lenient: false).path.segmentCount
                }
            }
            var commands = 0
            let parseSeconds = Measure.median(runs: 21) {
                var counter = CountingSink()
                for glyph in glyphs {
                    var parser = PathDataParser(utf8: glyph)
                    try! parser.parse(into: &counter)
                }
                commands = counter.count
            }
            report("Font Awesome, \(glyphs.count) glyphs one by one, text → commands", bytes: total,
                   items: "\(commands) commands", seconds: parseSeconds)
            report("Font Awesome, \(glyphs.count) glyphs one by one, text → absolute segments", bytes: total,
                   items: "\(segments) segments", seconds: seconds)
        } else {
            print("parse Font Awesome glyphs: skipped (install fonts-font-awesome)")
        }

        // Bulk data: one long text of many subpaths, and one design-tool path of a single huge subpath.
        var corpus = ""
        while corpus.utf8.count < 8 << 20 { corpus += fontAwesome + " " }
        let mixed = designToolData(commands: 200_000)
        for (name, data) in [("8 MB of glyph data in one text", corpus), ("one 5 MB design-tool path", mixed)] {
            let bytes = Array(data.utf8)
            var segments = 0
            let seconds = Measure.median(runs: 7) {
                segments = try! PathDataInput.read(utf8: bytes, lenient: false).path.segmentCount
            }
            report("\(name), text → absolute segments", bytes: bytes.count, items: "\(segments) segments",
                   seconds: seconds)
        }
    }

    /// The path data of every Font Awesome glyph, or none when the font is not installed.
    static func fontAwesomeGlyphs() -> [[UInt8]] {
        guard let data = FileManager.default.contents(atPath: fontAwesomeFont),
              let document = try? XMLDocument.parse([UInt8](data), name: "font") else { return [] }
        var glyphs: [[UInt8]] = []
        var stack = [document.root]
        while let element = stack.popLast() {
            if element.localName == "glyph", let d = element.attribute("d") { glyphs.append(Array(d.value.utf8)) }
            stack.append(contentsOf: element.childElements)
        }
        return glyphs
    }

    static func report(_ name: String, bytes: Int, items: String, seconds: Double) {
        let megabytes = Double(bytes) / 1_000_000
        print("parse \(name): \(pad(megabytes, 2)) MB → \(items) in \(pad(seconds * 1000, 2)) ms: "
              + "\(pad(megabytes / seconds, 0)) MB/s (target ≥ 100)")
    }
}

/// Counts commands without keeping them: the parser's own cost.
struct CountingSink: PathCommandSink {
    var count = 0
    mutating func append(_ command: PathCommand) { count += 1 }
}

/// A small deterministic generator so every run parses the same text.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func pad(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return decimals == 0 ? String(Int(rounded)) : String(rounded)
}

extension String {
    /// Three decimals at most, trailing zeros dropped (how design tools write numbers).
    init(format3 value: Double) {
        var text = String((value * 1000).rounded() / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        self = text
    }

    func trimmingSign() -> String { hasPrefix("-") ? String(dropFirst()) : self }
}

/// A fixed amount of work for instruction counting (`valgrind --tool=callgrind mrefresh-bench probe-parse`):
/// instruction counts do not change with machine load, unlike times. Parses every Font Awesome glyph once.
enum ParserProbe {
    static func run(buildSegments: Bool) {
        let glyphs = ParserBenchmark.fontAwesomeGlyphs()
        var count = 0
        for glyph in glyphs {
            var parser = PathDataParser(utf8: glyph)
            if buildSegments {
                count += try! PathDataInput.read(utf8: glyph, lenient: false).path.segmentCount
            } else {
                var commands: [PathCommand] = []
                try! parser.parse(into: &commands)
                count += commands.count
            }
        }
        print(count)
    }
}
