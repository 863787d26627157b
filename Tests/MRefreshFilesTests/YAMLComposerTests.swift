import MRefreshCore
import Testing
@testable import MRefreshFiles

/// The node trees libyaml's events compose into (``YAMLComposer``), and the problems composing finds, each
/// with its position: what mrefresh's readers rely on.
struct YAMLComposerTests {
    /// The root of `text`, or the error's description.
    static func compose(_ text: String) -> Result<YAMLNode, InputError> {
        Result { () throws(InputError) in try YAMLComposer.root(of: text, file: "f.yaml", kind: .indicatorFile) }
    }

    /// A node as a short text: scalars as `text:style`, lists `[…]`, mappings `{k=v,…}`.
    static func shape(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let s): "\(s.string):\(s.style)" + (s.tag.map { "!\($0)" } ?? "")
        case .sequence(let items, _): "[" + items.map(shape).joined(separator: ",") + "]"
        case .mapping(let pairs, _): "{" + pairs.map { shape($0.key) + "=" + shape($0.value) }.joined(separator: ",") + "}"
        }
    }

    @Test("texts compose to their trees, in the order written", arguments: [
        ("a: 1\nb: [x, 'y', \"z\"]\n", "{a:plain=1:plain,b:plain=[x:plain,y:singleQuoted,z:doubleQuoted]}"),
        ("{\"a\": [1, 2.5, null]}", "{a:doubleQuoted=[1:plain,2.5:plain,null:plain]}"),
        ("t: |\n  one\n  two\nf: >\n  one\n  two\n", "{t:plain=one\ntwo\n:literal,f:plain=one two\n:folded}"),
        ("a: &x {k: v}\nb: *x\n", "{a:plain={k:plain=v:plain},b:plain={k:plain=v:plain}}"),
        ("a: &x 1\nb: &x 2\nc: *x\n", "{a:plain=1:plain,b:plain=2:plain,c:plain=2:plain}"),
        ("a: !!str 12\n", "{a:plain=12:plain!tag:yaml.org,2002:str}"),
        ("- \"nul\\0here\"\n", "[nul\u{0}here:doubleQuoted]"),
        ("---\nk: v\n...\n", "{k:plain=v:plain}"),
        ("", "empty"),
        ("# only a comment\n", "empty"),
    ])
    func composes(text: String, expected: String) {
        switch Self.compose(text) {
        case .success(let node): #expect(Self.shape(node) == expected)
        case .failure(let error): #expect(expected == "empty" && error.description == "f.yaml: the indicator file is empty: expected 'layers'", "\(error)")
        }
    }

    @Test("each node knows where it starts", arguments: [("a: 1\nb:\n  - x\n", ["1:1", "1:4", "2:1", "3:3", "3:5"])])
    func marks(text: String, expected: [String]) throws {
        let root = try Self.compose(text).get()
        var marks: [String] = []
        func walk(_ node: YAMLNode) {
            switch node {
            case .scalar: marks.append("\(node.mark.line):\(node.mark.column)")
            case .sequence(let items, let mark): marks.append("\(mark.line):\(mark.column)"); items.forEach(walk)
            case .mapping(let pairs, _): for (key, value) in pairs { walk(key); walk(value) }
            }
        }
        walk(root)
        #expect(marks == expected)
    }

    @Test("booleans: plain true/false/yes/no/on/off in any case; quoted or tagged a string, never", arguments: [
        ("true", true), ("False", false), ("YES", true), ("no", false), ("On", true), ("off", false),
        ("'true'", nil), ("\"no\"", nil), ("!!str true", nil), ("tru", nil), ("1", nil),
    ] as [(String, Bool?)])
    func booleans(text: String, expected: Bool?) throws {
        let root = try Self.compose("k: \(text)\n").get()
        #expect(root["k"]?.bool == expected)
    }

    @Test("problems composing, each where it is", arguments: [
        ("a: 1\nb: 2\na: 3\n", "f.yaml:3:1: duplicate key 'a': given first at line 1"),
        ("{b: 1, a: 2, b: 3, a: 4}", "f.yaml:1:20: duplicate key 'a', 'b': given first at line 1"),
        ("a: 1\n'a': 2\n", "f.yaml:2:1: duplicate key 'a': given first at line 1"),
        ("k: *nowhere\n", "f.yaml:1:4: YAML: found undefined alias"),
        ("a: &x [*x]\n", "f.yaml:1:8: YAML: found undefined alias"),
        ("a: 1\n---\nb: 2\n", "f.yaml:2:1: YAML: but found another document"),
        ("a: [1, 2\n", "f.yaml:2:1: YAML: did not find expected ',' or ']'"),
        // A problem of the whole text comes before one composing finds.
        ("a: 1\na: 2\nb: [\n", "f.yaml:4:1: YAML: did not find expected node content"),
    ])
    func problems(text: String, expected: String) {
        guard case .failure(let error) = Self.compose(text) else { Issue.record("\(text) composed"); return }
        #expect(error.description == expected)
    }

    @Test("keys are the same key by their text and type: 1 and '1' are two, a and 'a' one")
    func keyIdentity() throws {
        #expect(throws: Never.self) { try Self.compose("1: a\n'1': b\n").get() }
        #expect(throws: Never.self) { try Self.compose("true: a\n'true': b\n").get() }
        #expect(throws: InputError.self) { try Self.compose("a: x\n\"a\": y\n").get() }
    }
}
