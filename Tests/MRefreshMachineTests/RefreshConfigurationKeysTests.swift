import Testing
@testable import MRefreshMachine

private let bar = RefreshConfiguration(height: 48, startDistance: 4, endOffset: 16, insetDuration: 0.2, trigger: .release,
                                       edge: .bottom, hasMoreData: false)

@Test("each machine key's value as a file writes it", arguments: [
    ("trigger", "release"), ("edge", "bottom"), ("height", "48"), ("startDistance", "4"), ("endOffset", "16"),
    ("insetDuration", "0.2"), ("endAnimationDuration", "0.1"), ("hasMoreData", "false"),
])
func machineKeyText(_ key: String, text: String) {
    #expect(bar.text(ofKey: key) == text)
}

@Test("every documented machine key has a text, an unknown one none")
func machineKeysKnown() {
    #expect(RefreshConfiguration.keys.allSatisfy { bar.text(ofKey: $0) != nil })
    #expect(bar.text(ofKey: "colour") == nil)
}

@Test("replacing takes exactly the keys named from the other configuration", arguments: RefreshConfiguration.keys)
func machineKeyReplaced(_ key: String) {
    let replaced = RefreshConfiguration().replacing([key], from: bar)
    for other in RefreshConfiguration.keys {
        let expected = other == key ? bar : RefreshConfiguration()
        #expect(replaced.text(ofKey: other) == expected.text(ofKey: other), "\(other)")
    }
}

@Test("replacing every key gives the other configuration; an unknown key changes nothing")
func machineKeysReplacedAll() {
    #expect(RefreshConfiguration().replacing(RefreshConfiguration.keys, from: bar) == bar)
    #expect(bar.replacing(["colour"], from: RefreshConfiguration()) == bar)
}
