#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

import MRefreshSystem
import MRefreshSyntax

/// A one-line progress bar on stderr (frames done/total, rate, time left), redrawn at most ten times a
/// second; silent when stderr is not a terminal, so logs and CI output stay clean.
final class ProgressBar: Sendable {
    static var stderrIsTerminal: Bool { StandardStream.error.isTerminal }

    private struct State {
        var lastDraw = 0.0
        var drawn = false
    }

    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private let state = Mutex(State())

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    /// Reports `done` frames; safe from any thread.
    func update(_ done: Int) {
        guard enabled else { return }
        let elapsed = Date().timeIntervalSince(start)
        let line: String? = state.withLock { state in
            guard done == total || elapsed - state.lastDraw >= 0.1 else { return nil }
            state.lastDraw = elapsed
            state.drawn = true
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let rate = elapsed > 0 ? Double(done) / elapsed : 0
            let remaining = rate > 0 ? Double(total - done) / rate : 0
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
            return "\r[\(bar)] \(done)/\(total) frames  \(DecimalText.fixed(rate, places: 0)) frames/s  ETA \(DecimalText.fixed(remaining, places: 1)) s"
        }
        if let line { StandardError.write(line) }
    }

    /// Ends the line so later output starts on a fresh one.
    func finish() {
        guard enabled, state.withLock({ $0.drawn }) else { return }
        StandardError.write("\n")
    }
}
