import Testing
@testable import MRefreshSyntax

/// SMIL's micro-syntaxes as SVG animation writes them: clock values, begin and end lists, value lists.
struct SMILSyntaxTests {
    @Test("clock values: full, partial and timecount forms, with their metrics", arguments: [
        ("02:30:03", 9003.0), ("50:00:10.25", 180_010.25), ("02:33", 153), ("00:10.5", 10.5), ("3.2h", 11_520),
        ("45min", 2700), ("30s", 30), ("5ms", 0.005), ("12.467", 12.467), (" 0.8s ", 0.8), ("0", 0), ("1.5s", 1.5),
    ] as [(String, Double)])
    func clockValues(text: String, seconds: Double) {
        #expect(SMILClockValue.seconds(text).map { abs($0 - seconds) < 1e-9 } == true, "\(text)")
    }

    @Test("what is not a clock value", arguments: ["", "s", "1.s", ".5s", "-1s", "+1s", "1 s", "1sec", "00:60", "1:5",
                                                   "1:2:3:4", "a:10", "1e3s", "indefinite", "0x10", "1.5.2s", "5m"])
    func notClockValues(text: String) {
        #expect(SMILClockValue.seconds(text) == nil, "\(text)")
    }

    @Test("begin and end lists: offsets, syncbases, indefinite, and what is not played", arguments: [
        ("0s", [SMILTimeValue.offset(0)]),
        ("-0.5s; 2s", [.offset(-0.5), .offset(2)]),
        ("+ 1s", [.offset(1)]),
        ("spin.end", [.syncbase(id: "spin", edge: .end, offset: 0)]),
        ("0;b.end+0.25s", [.offset(0), .syncbase(id: "b", edge: .end, offset: 0.25)]),
        ("a.begin - 1s", [.syncbase(id: "a", edge: .begin, offset: -1)]),
        ("indefinite", [.indefinite]),
        ("click", [.unplayed("click")]),
        ("spin.click; 1s", [.unplayed("spin.click"), .offset(1)]),
        ("wallclock(2026-11-28T10:00)", [.unplayed("wallclock(2026-11-28T10:00)")]),
        ("1s;", [.offset(1)]),
    ] as [(String, [SMILTimeValue])])
    func timeLists(text: String, values: [SMILTimeValue]) {
        #expect(SMILTimeValue.list(text) == values, "\(text)")
    }

    @Test("a begin list in error", arguments: ["1s;;2s", "spin.end+", "spin.end 1s", "3x", "-"])
    func timeListsInError(text: String) {
        #expect(SMILTimeValue.list(text) == nil, "\(text)")
    }

    @Test("values, keyTimes and keySplines lists")
    func lists() {
        #expect(SMILLists.values("0 12 12; 360 12 12;") == ["0 12 12", "360 12 12"])
        #expect(SMILLists.values("#f00;;#00f") == nil)
        #expect(SMILLists.values("") == nil)
        #expect(SMILLists.keyTimes("0; 0.3 ;1") == [0, 0.3, 1])
        #expect(SMILLists.keyTimes("0;0.6;0.5") == nil)
        #expect(SMILLists.keyTimes("0;1.5") == nil)
        #expect(SMILLists.keySplines("0.4 0 0.2 1; .25,.1,.25,1") == [[0.4, 0, 0.2, 1], [0.25, 0.1, 0.25, 1]])
        #expect(SMILLists.keySplines("0 0 1") == nil)
        #expect(SMILLists.keySplines("0 0 1.2 1") == nil)
    }
}
