import Foundation
import MRefreshCore
import Testing
@testable import MRefreshFiles

private func parse(_ text: String) throws(InputError) -> IndicatorSpec {
    try IndicatorFile.parse(text, file: "ind.yaml", directory: "icons")
}

@Test("a full indicator file: every section lands in the spec")
func fullFile() throws {
    let spec = try parse("""
        size: 96x64
        padding: 4
        scale: [1, 2]
        fit: viewbox
        smooth: 2
        trim: parallel
        easing: ease-out
        background: "#ffffff"
        fps: 30
        machine: {trigger: release, edge: bottom, height: 50}
        stages: {pull: 12, ready: 3, loading: 9, closing: 5, exhausted: 2}
        style: {stroke: "#333", lineWidth: 2}
        loading: rotate
        closing: {duration: 0.4, keys: [{at: 0}, {at: 1, opacity: 0}]}
        ready: {duration: 0.3, keys: [{at: 1, scale: 1.2}]}
        layers:
          - source: compass.svg#ring
            draw: {start: 0.1, end: 0.8, trim: points, easing: steps(4)}
            origin: [48, 32]
            pull: [{at: 0, translate: [-40, 0], opacity: 0}, {at: 1}]
            loading: {period: 1.2, keys: [{at: 0, rotate: 0}, {at: 0.3, rotate: 90, easing: ease-in-out}]}
          - path: "M0 0H10"
            draw: none
            exhausted: [{at: 0, opacity: 0}]
          - text: {pulling: "Pull", ready: "Release", exhausted: "No more data"}
            font: "DejaVu Sans Bold 11"
            position: [48, 58]
            align: end
            color: red
        """)
    #expect(spec.canvas == Size(width: 96, height: 64) && spec.padding == 4 && spec.scales == [1, 2])
    #expect(spec.fit == .viewbox && spec.smooth == 2 && spec.trim == .parallel && spec.easing == .easeOut)
    #expect(spec.background == .white && spec.fps == 30)
    #expect(spec.machine.trigger == .release && spec.machine.edge == .bottom && spec.machine.height == 50)
    #expect(spec.stageFrames == StageFrames(pull: 12, ready: 3, loading: 9, closing: 5, exhausted: 2))
    #expect(spec.overrides.lineWidth == 2)
    #expect(spec.choreography.loading == ProcessingAnimation.rotate.track)
    #expect(spec.closingDuration == 0.4 && spec.readyDuration == 0.3)
    #expect(spec.layers.count == 3)
    #expect(spec.layers[0].source == .input(InputSpec(path: "icons/compass.svg", fragment: "ring")))
    #expect(spec.layers[0].draw == LayerSpec.DrawOn(start: 0.1, end: 0.8, trim: .points, easing: .steps(4)))
    #expect(spec.layers[0].origin == Point(48, 32))
    #expect(spec.layers[0].choreography.loading?.end == 1.2 && spec.layers[0].choreography.loading?.loops == true)
    #expect(spec.layers[0].choreography.loading?.keys[1].pose.rotation == .pi / 2)
    #expect(spec.layers[1].draw.whole)
    guard case .text(let text) = spec.layers[2].source else { Issue.record("not a text layer"); return }
    #expect(text.string(in: .idle) == "Pull" && text.string(in: .loading) == nil && text.alignment == .end)
    #expect(text.font == "DejaVu Sans Bold 11" && text.position == Point(48, 58) && text.color == Color(red: 1, green: 0, blue: 0))
}

/// One bad file: where the error points and what it says.
struct BadIndicatorFile: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    let position: String
    let message: String
    var testDescription: String { rule }
}

let badIndicatorFiles: [BadIndicatorFile] = [
    BadIndicatorFile(rule: "a plural of a key names the key", text: "scales: [1, 2]\nlayers: [{path: M0 0H1}]", position: "1:1",
                     message: "unknown key 'scales' (did you mean 'scale'?): expected 'size'"),
    BadIndicatorFile(rule: "a key in the wrong case names the key", text: "layers:\n  - path: M0 0H1\n    style: {linewidth: 2}", position: "3:13",
                     message: "unknown style key 'linewidth' (did you mean 'lineWidth'?)"),
    BadIndicatorFile(rule: "a mistyped machine key names the key", text: "machine: {heigth: 40}\nlayers: [{path: M0 0H1}]", position: "1:11",
                     message: "unknown machine key 'heigth' (did you mean 'height'?): expected trigger, edge, height"),
    BadIndicatorFile(rule: "a merge of a scalar", text: "<<: 3\nlayers: [{path: M0 0H1}]", position: "1:5",
                     message: "what '<<' merges must be a mapping"),
    BadIndicatorFile(rule: "a merge of a list holding a scalar", text: "x-a: &a {fps: 30}\n<<: [*a, 3]\nlayers: [{path: M0 0H1}]",
                     position: "2:10", message: "what '<<' merges must be a mapping"),
    BadIndicatorFile(rule: "a merged key is read like any other", text: "x-a: &a {fps: fast}\n<<: *a\nlayers: [{path: M0 0H1}]",
                     position: "1:15", message: "fps must be a number, got 'fast'"),
    BadIndicatorFile(rule: "a quoted '<<' is a key, not a merge", text: "'<<': {fps: 30}\nlayers: [{path: M0 0H1}]", position: "1:1",
                     message: "unknown key '<<'"),
    BadIndicatorFile(rule: "unknown top-level key", text: "colour: red\nlayers: [{path: M0 0H1}]", position: "1:1",
                     message: "unknown key 'colour'"),
    BadIndicatorFile(rule: "a job file read as an indicator file", text: "defaults: {size: 64x64}\nindicators: []", position: "1:1",
                     message: "'defaults' is a job file's key: a job file lists indicators to build"),
    BadIndicatorFile(rule: "a gesture file read as an indicator file", text: "machine: {height: 60}\nsteps: [release]", position: "2:1",
                     message: "'steps' is a gesture file's key: a gesture file is simulated, not drawn"),
    BadIndicatorFile(rule: "no layers", text: "size: 96x96", position: "1:1", message: "missing 'layers'"),
    BadIndicatorFile(rule: "layers not a list", text: "layers: 3", position: "1:9", message: "'layers' must be a list"),
    BadIndicatorFile(rule: "wrong type", text: "fps: fast\nlayers: [{path: M0 0H1}]", position: "1:6", message: "fps must be a number, got 'fast'"),
    BadIndicatorFile(rule: "out of range", text: "smooth: 40\nlayers: [{path: M0 0H1}]", position: "1:9",
                     message: "smooth must be between 0 and 12, got 40"),
    BadIndicatorFile(rule: "bad size", text: "size: 96by96\nlayers: [{path: M0 0H1}]", position: "1:7", message: "size must be WIDTHxHEIGHT"),
    BadIndicatorFile(rule: "unknown layer key", text: "layers:\n  - path: M0 0H1\n    colour: red", position: "3:5",
                     message: "unknown layer key 'colour'"),
    BadIndicatorFile(rule: "layer without source", text: "layers:\n  - style: {stroke: red}", position: "2:5",
                     message: "a layer needs 'source'"),
    BadIndicatorFile(rule: "two sources", text: "layers:\n  - {path: M0 0H1, source: a.svg}", position: "2:20",
                     message: "a layer has one of 'source', 'path' or 'text'"),
    BadIndicatorFile(rule: "text without position", text: "layers:\n  - text: Hello", position: "2:11",
                     message: "a text layer needs 'position'"),
    BadIndicatorFile(rule: "keyframe out of range", text: "layers:\n  - path: M0 0H1\n    pull: [{at: 1.5}]", position: "3:17",
                     message: "pull at must be between 0 and 1, got 1.5"),
    BadIndicatorFile(rule: "keyframe without at", text: "layers:\n  - path: M0 0H1\n    pull: [{opacity: 0}]", position: "3:12",
                     message: "a keyframe needs 'at'"),
    BadIndicatorFile(rule: "unknown keyframe key", text: "layers:\n  - path: M0 0H1\n    pull: [{at: 0, spin: 3}]", position: "3:20",
                     message: "unknown keyframe key 'spin'"),
    BadIndicatorFile(rule: "opacity above 1", text: "layers:\n  - path: M0 0H1\n    pull: [{at: 0, opacity: 2}]", position: "3:29",
                     message: "opacity must be between 0 and 1, got 2"),
    BadIndicatorFile(rule: "bad easing", text: "layers:\n  - path: M0 0H1\n    pull: [{at: 0, easing: wobble}]", position: "3:28",
                     message: "easing must be linear"),
    BadIndicatorFile(rule: "loading key beyond its period",
                     text: "layers:\n  - path: M0 0H1\n    loading: {period: 1, keys: [{at: 2}]}", position: "3:38",
                     message: "loading at must be between 0 and 1, got 2"),
    BadIndicatorFile(rule: "loading without period", text: "layers:\n  - path: M0 0H1\n    loading: {keys: []}", position: "3:14",
                     message: "loading needs 'period'"),
    BadIndicatorFile(rule: "unknown preset", text: "loading: wobble\nlayers: [{path: M0 0H1}]", position: "1:10",
                     message: "loading must be a preset"),
    BadIndicatorFile(rule: "bad colour", text: "layers:\n  - path: M0 0H1\n    style: {stroke: nocolour}", position: "3:21",
                     message: "stroke must be a colour"),
    BadIndicatorFile(rule: "machine rule", text: "machine: {height: 10, startDistance: 50, endOffset: 0}\nlayers: [{path: M0 0H1}]",
                     position: "1:53", message: "machine: endOffset the threshold"),
    BadIndicatorFile(rule: "unknown stage", text: "stages: {pulling: 3}\nlayers: [{path: M0 0H1}]", position: "1:10",
                     message: "unknown stage 'pulling'"),
    BadIndicatorFile(rule: "draw end before start", text: "layers:\n  - path: M0 0H1\n    draw: {start: 0.5, end: 0.2}", position: "3:11",
                     message: "draw.end (0.2) must come after draw.start (0.5)"),
    BadIndicatorFile(rule: "YAML syntax", text: "layers: [", position: "2:1", message: "YAML:"),
    // An unquoted '#' after a space starts a YAML comment: said as such, at the '#'.
    BadIndicatorFile(rule: "an unquoted colour in a flow mapping", text: "style: {stroke: #0969da}\nlayers: [{path: M0 0H1}]",
                     position: "1:17", message: "'#0969da' starts a YAML comment (a '#' after a space does), so the list or mapping it is in is never closed: quote it, \"#0969da\""),
    BadIndicatorFile(rule: "an unquoted colour in a nested flow mapping, more after it",
                     text: "layers:\n  - {path: M0 0H1, style: {stroke: #0969da, lineWidth: 2}}", position: "2:36",
                     message: "'#0969da' starts a YAML comment"),
    BadIndicatorFile(rule: "an unquoted colour in a flow mapping, CRLF line breaks",
                     text: "layers:\r\n  - {path: M0 0H1, style: {stroke: #0969da}}", position: "2:36",
                     message: "'#0969da' starts a YAML comment"),
    BadIndicatorFile(rule: "an unquoted colour in a block mapping", text: "style:\n  stroke: #0969da\nlayers: [{path: M0 0H1}]",
                     position: "2:11", message: "stroke is empty: '#0969da' after it is a YAML comment (a '#' after a space starts one); quote it: stroke: \"#0969da\""),
    BadIndicatorFile(rule: "an unquoted background", text: "background: #fff\nlayers: [{path: M0 0H1}]",
                     position: "1:13", message: "background is empty: '#fff' after it is a YAML comment"),
    // A duplicate key is reported at its second occurrence, naming the line of the first.
    BadIndicatorFile(rule: "duplicate top-level key, at the second", text: "padding: 3\nlayers: [{path: M0 0H1}]\npadding: 4",
                     position: "3:1", message: "duplicate key 'padding': given first at line 1"),
    BadIndicatorFile(rule: "duplicate key past a comment, a blank line and a nested mapping",
                     text: "layers:\n- path: M0 0H1\n  style:\n    lineWidth: 2\n  # c\n\n  style: {lineWidth: 3}",
                     position: "7:3", message: "duplicate key 'style': given first at line 3"),
    BadIndicatorFile(rule: "duplicate key in a flow mapping, not the nested one's", text: "stages: {pull: 3, loading: {pull: 2}, pull: 4}\nlayers: []",
                     position: "1:39", message: "duplicate key 'pull': given first at line 1"),
    BadIndicatorFile(rule: "duplicate key in a flow mapping over two lines, quoted",
                     text: "layers:\n  - path: M0 0H1\n    pull: [{at: 0, 'opacity': 0.5,\n       \"opacity\": 1}]",
                     position: "4:8", message: "duplicate key 'opacity': given first at line 3"),
    BadIndicatorFile(rule: "a key repeated in the next list item is no duplicate; in the same item it is",
                     text: "layers:\n- path: M0 0H1\n- path: M0 0H2\n  path: M0 0H3", position: "4:3",
                     message: "duplicate key 'path': given first at line 3"),
    BadIndicatorFile(rule: "a text state named by its stage and its state name both, at the second",
                     text: "layers:\n  - text: {pull: Pull, ready: Release, pulling: Pulling}\n    position: [0, 0]", position: "2:40",
                     message: "text.pulling and text.pull are one state (pulling): give one of them"),
    BadIndicatorFile(rule: "an unknown text state names state and stage names", text: "layers:\n  - text: {idle: x}\n    position: [0, 0]",
                     position: "2:12", message: "unknown text state 'idle': expected 'pulling' (or the stage name 'pull'), 'ready'"),
    BadIndicatorFile(rule: "an unknown appearance in a list", text: "appearances: [light, drak]\nlayers: [{path: M0 0H1}]",
                     position: "1:22", message: "appearances must be 'light', 'dark', 'high-contrast' or 'dark-high-contrast', got 'drak'"),
    BadIndicatorFile(rule: "an unknown appearance as a key", text: "appearances:\n  dusk: {}\nlayers: [{path: M0 0H1}]",
                     position: "2:3", message: "appearances must be 'light', 'dark', 'high-contrast' or 'dark-high-contrast', got 'dusk'"),
    BadIndicatorFile(rule: "an appearance listed twice", text: "appearances: [dark, light, dark]\nlayers: [{path: M0 0H1}]",
                     position: "1:28", message: "appearance 'dark' is listed twice"),
    BadIndicatorFile(rule: "a recolour key that is not a colour",
                     text: "appearances:\n  dark: {recolor: {'#22': '#eee'}}\nlayers: [{path: M0 0H1}]", position: "2:20",
                     message: "a recolor key must be a colour (#rgb, #rrggbb, rgb(), a CSS name), got '#22'"),
    BadIndicatorFile(rule: "a recolour value that is not a colour",
                     text: "appearances:\n  dark: {recolor: {'#222': brightish}}\nlayers: [{path: M0 0H1}]", position: "2:28",
                     message: "a recolor value must be a colour"),
    BadIndicatorFile(rule: "a variable without its dashes",
                     text: "appearances:\n  dark: {variables: {accent: '#58a6ff'}}\nlayers: [{path: M0 0H1}]", position: "2:22",
                     message: "a variable's name starts with '--' (--accent), as CSS custom properties do, got 'accent'"),
    BadIndicatorFile(rule: "variables that refer to each other in a cycle",
                     text: "appearances:\n  dark:\n    variables: {--a: 'var(--b)', --b: 'var(--a, red)'}\nlayers: [{path: M0 0H1}]",
                     position: "3:16", message: "variables --a, --b refer to each other in a cycle, so none of them has a value"),
    BadIndicatorFile(rule: "an unknown key of an appearance", text: "appearances:\n  dark: {textColour: white}\nlayers: [{path: M0 0H1}]",
                     position: "2:10", message: "unknown key of an appearance 'textColour'"),
    BadIndicatorFile(rule: "an empty list of appearances",
                     text: "appearances: []\nlayers: [{path: M0 0H1}]", position: "1:14", message: "appearances must name at least one of 'light'"),
    BadIndicatorFile(rule: "JSON works too, and so do its errors", text: "{\"layers\": [{\"path\": \"M0 0H1\", \"fill\": 3}]}",
                     position: "1:32", message: "unknown layer key 'fill'"),
]

@Test("bad indicator files are positioned errors", arguments: badIndicatorFiles)
func badFiles(_ row: BadIndicatorFile) {
    do {
        _ = try parse(row.text)
        Issue.record("accepted")
    } catch {
        #expect(error.kind == .invalidData)
        let position = error.location.map { "\($0.line):\($0.column)" } ?? "none"
        #expect(position == row.position, "\(error.description)")
        #expect(error.message.contains(row.message), "\(error.description)")
    }
}

@Test("appearances: a list of names, or each name with its recolour table, custom properties and text colour")
func appearancesKey() throws {
    #expect(try parse("appearances: [dark, light]\nlayers: [{path: M0 0H1}]").appearances.map(\.appearance) == [.dark, .light])
    let spec = try parse("""
        appearances:
          light:
          dark:
            recolor: {"#222": "#eeeeee", "rgb(9, 105, 218)": "#58a6ff"}
            variables: {--accent: "#58a6ff", --weight: "3", --ring: "var(--accent)"}
            textColor: white
        layers: [{path: M0 0H1}]
        """)
    #expect(spec.appearances.map(\.appearance) == [.light, .dark])
    let dark = try #require(spec.appearances.last)
    #expect(dark.recolor.entries.count == 2)
    #expect(dark.recolor(Color(css: "#222222")!) == Color(css: "#eeeeee")!)
    // The drawn colour keeps its opacity; colours the table does not name pass.
    #expect(dark.recolor(Color(css: "rgba(9, 105, 218, 0.5)")!) == Color(css: "#58a6ff")!.withOpacity(0.5))
    #expect(dark.recolor(Color(css: "#223")!) == Color(css: "#223")!)
    // One names another, substituted as on the element that embeds the document.
    #expect(dark.variables == ["--accent": "#58a6ff", "--weight": "3", "--ring": "#58a6ff"])
    #expect(dark.textColor == .white)
    // Light, given nothing, changes nothing.
    #expect(spec.appearances[0] == AppearanceSpec(.light))
}

@Test("sources are read relative to the indicator file's folder, absolute ones as written")
func relativeSources() throws {
    let spec = try parse("layers: [{source: a.svg}, {source: /abs/b.svg#x}, {source: '-'}]")
    #expect(spec.layers.map(\.source) == [.input(InputSpec("icons/a.svg")), .input(InputSpec("/abs/b.svg#x")), .input(InputSpec("-"))])
}

@Test("text states take stage names as well as state names; closing without its own string keeps the loading one",
      arguments: [
        ("{pull: Pull, loading: Wait}", RefreshState.idle, "Pull" as String?), ("{pull: Pull, loading: Wait}", .pulling, "Pull"),
        ("{pulling: Pull, loading: Wait}", .closing, "Wait"), ("{pull: Pull, loading: Wait, closing: Done}", .closing, "Done"),
        ("{loading: Wait, closing: ''}", .closing, ""), ("{pull: Pull}", .closing, nil), ("{pull: Pull}", .ready, nil),
      ])
func textStateNames(_ strings: String, state: RefreshState, expected: String?) throws {
    let spec = try parse("layers:\n  - text: \(strings)\n    position: [0, 0]")
    guard case .text(let text) = spec.layers[0].source else { Issue.record("not a text layer"); return }
    #expect(text.string(in: state) == expected)
}

@Test("an indicator file remembers the machine keys it sets and where each layer's values are written")
func keysAndPlaces() throws {
    let spec = try parse("machine: {edge: bottom, trigger: release}\nlayers:\n  - source: a.svg#x\n  - text: Hi\n    font: Serif 9\n    position: [0, 0]")
    #expect(spec.machineKeys == ["edge", "trigger"])
    #expect(spec.layers[0].keyLocations["source"]?.location.map { "\($0.line):\($0.column)" } == "3:13")
    #expect(spec.layers[1].keyLocations["font"]?.location.map { "\($0.line):\($0.column)" } == "5:11")
    #expect(spec.layers[1].keyLocations["text"]?.file == "ind.yaml")
}

/// YAML merge keys, as a job or indicator file uses them to share settings.
struct MergeCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    let fps: Double
    let lineWidth: Double?
    var testDescription: String { rule }
}

let mergeCases: [MergeCase] = [
    MergeCase(rule: "a merged mapping's keys are the file's", text: "x-base: &base {fps: 24, style: {lineWidth: 3}}\n<<: *base\nlayers: [{path: M0 0H1}]",
              fps: 24, lineWidth: 3),
    MergeCase(rule: "the mapping's own keys win over merged ones", text: "x-base: &base {fps: 24}\n<<: *base\nfps: 50\nlayers: [{path: M0 0H1}]",
              fps: 50, lineWidth: nil),
    MergeCase(rule: "of a list of merged mappings the first wins", text: "x-a: &a {fps: 24}\nx-b: &b {fps: 12, style: {lineWidth: 2}}\n<<: [*a, *b]\nlayers: [{path: M0 0H1}]",
              fps: 24, lineWidth: 2),
    MergeCase(rule: "merges nest", text: "x-a: &a {fps: 24}\nx-b: &b {<<: *a, style: {lineWidth: 2}}\n<<: *b\nlayers: [{path: M0 0H1}]",
              fps: 24, lineWidth: 2),
    MergeCase(rule: "a merge inside a nested mapping", text: "x-s: &s {lineWidth: 5}\nstyle: {<<: *s}\nlayers: [{path: M0 0H1}]",
              fps: 60, lineWidth: 5),
]

@Test("YAML merge keys: '<<' adds what the mapping does not give itself; x- keys are left out", arguments: mergeCases)
func mergeKeys(_ row: MergeCase) throws {
    let spec = try parse(row.text)
    #expect(spec.fps == row.fps)
    #expect(spec.overrides.lineWidth == row.lineWidth)
}

@Test("merges of merges that would expand past the file's value budget are refused before they are read")
func mergeBomb() {
    var text = "x-l0: &l0 {fps: 30}\n"
    for level in 1...9 { text += "x-l\(level): &l\(level) {<<: [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]}\n" }
    text += "<<: *l9\nlayers: [{path: M0 0H1}]"
    #expect(throws: InputError.self) { try parse(text) }
}

/// Mistyped keys and what the message suggests (nil: nothing, when no key is near or two are as near).
private let suggestions: [(typed: String, known: [String], suggested: String?)] = [
    ("scales", ["size", "scale", "fit"], "scale"),
    ("Fps", ["fps", "fit"], "fps"),
    ("colour", ["color", "font"], "color"),
    ("lineWidht", ["lineWidth", "lineCap"], "lineWidth"),
    ("xyz", ["size", "fit"], nil),
    ("fi", ["fit", "fix"], nil),
    ("sizes", ["size", "sized"], nil),
    (String(repeating: "s", count: 41), ["size"], nil),
]

@Test("an unknown key's message names the known key it is nearest, when one alone is within an edit or two", arguments: suggestions.indices)
func keySuggestions(_ index: Int) {
    let row = suggestions[index]
    #expect(KeySuggestion.nearest(to: row.typed, in: row.known) == row.suggested, "\(row.typed)")
}
