import MRefreshSyntax

/// A scripted user and app (MRefresh.docc/DesignRefreshMachine.md): the machine's configuration and the steps to play.
package struct GestureScript: Hashable, Sendable {
    /// One step of the script.
    package enum Step: Hashable, Sendable {
        /// The finger moves the pull distance linearly to `to` points over `duration` seconds; a drag
        /// begins first if none is under way.
        case drag(to: Double, duration: Double)
        /// The finger stays down and still for the given seconds.
        case hold(Double)
        /// The finger lifts.
        case release
        /// Time passes with the finger up, in seconds.
        case wait(Double)
        /// The app calls its completion.
        case finish
        /// The app learns whether more data exists (a pull-up "load more" bar; false shows `exhausted`).
        case hasMoreData(Bool)
    }

    /// The machine played: the gesture file's `machine:` keys over a base (the indicator's machine, or the
    /// defaults).
    package var configuration: RefreshConfiguration
    /// The machine keys the gesture file sets, and where (in the gesture file): they override the base key
    /// by key.
    package var machineKeys: [String: SourceLocation]
    package var steps: [Step]

    /// Creates a script.
    package init(configuration: RefreshConfiguration = RefreshConfiguration(), machineKeys: [String: SourceLocation] = [:],
                steps: [Step]) {
        self.configuration = configuration
        self.machineKeys = machineKeys
        self.steps = steps
    }

    /// The script's length in seconds.
    package var duration: Double {
        steps.reduce(0) { total, step in
            switch step {
            case .drag(_, let d), .hold(let d), .wait(let d): total + d
            case .release, .finish, .hasMoreData: total
            }
        }
    }
}
