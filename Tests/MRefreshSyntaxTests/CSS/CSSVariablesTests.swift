import Testing
@testable import MRefreshSyntax

/// Custom properties and `var()` as CSS Custom Properties 1 substitutes them.
struct CSSVariablesTests {
    @Test("substitution", arguments: [
        ("var(--a)", "red"), ("var( --a )", "red"), ("1px solid var(--a)", "1px solid red"),
        ("var(--missing, blue)", "blue"), ("var(--missing, var(--a))", "red"),
        ("var(--missing, var(--gone, #123))", "#123"), ("VAR(--a)", "red"), ("var(--Case)", "upper"),
        ("rgb(0 0 var(--n))", "rgb(0 0 255)"), ("navarre", "navarre"),
    ] as [(String, String)])
    func substitutes(_ value: String, _ expected: String) {
        #expect(CSSVariables.substitute(value, ["--a": "red", "--Case": "upper", "--n": "255"]) == expected)
    }

    @Test("no value: a var() without the property or a fallback, malformed ones", arguments: [
        "var(--missing)", "var(a)", "var(--a", "var()", "var(--missing, var(--gone))",
    ])
    func invalid(_ value: String) {
        #expect(CSSVariables.substitute(value, ["--a": "red"]) == nil)
    }

    @Test("custom properties resolve against each other and what they inherit; a cycle is invalid, each cycle said once")
    func resolve() {
        let (values, cycles) = CSSVariables.resolve(
            declared: [("--a", "var(--b)"), ("--b", "var(--a)"), ("--c", "var(--a, green)"), ("--d", "var(--up) 2px"),
                       ("--e", "var(--d)")],
            inherited: ["--up": "1px", "--kept": "yes"])
        #expect(values["--a"] == nil && values["--b"] == nil)
        #expect(values["--c"] == "green")
        #expect(values["--d"] == "1px 2px" && values["--e"] == "1px 2px" && values["--kept"] == "yes")
        #expect(cycles.count == 1 && Set(cycles[0]) == ["--a", "--b"])
    }

    @Test("a value that doubles at each step is refused past the bound, not built")
    func laughs() {
        var declared: [(property: String, value: String)] = [("--v0", "xxxxxxxxxxxxxxxx")]
        for i in 1...30 { declared.append(("--v\(i)", "var(--v\(i - 1)) var(--v\(i - 1))")) }
        let (values, _) = CSSVariables.resolve(declared: declared, inherited: [:])
        #expect(values["--v30"] == nil)
        #expect((values["--v10"]?.utf8.count ?? 0) > 10_000)
    }
}
