import Foundation

/// The issue's page checks, written once for any page with the preview's scripting interface: each returns
/// what is wrong (empty when nothing is), so a test can also show that a broken page is caught.
enum PreviewChecks {
    /// Pulls to each distance with `window.mrefresh.pull(d)`: the page must name the frame the manifest's
    /// rule picks and hold exactly its pixels.
    static func pullByScript(_ session: BrowserSession, _ frames: RenderedFrames, distances: [Double]) throws -> [String] {
        var problems: [String] = []
        for distance in distances {
            try session.execute("window.mrefresh.pull(arguments[0])", [distance])
            problems += try shownPullFrame(session, frames, distance: distance, how: "pull(\(distance))")
            try session.execute("window.mrefresh.pull(0); window.mrefresh.release()")
        }
        return problems
    }

    /// Drags the mouse from the middle of `#phone` (the page's scroll view; the window's middle without one) by each distance (down for a top edge, up for a
    /// bottom one), the button held while the page is read, then releases.
    static func pullByDrag(_ session: BrowserSession, _ frames: RenderedFrames, distances: [Double], bottomEdge: Bool = false) throws -> [String] {
        var problems: [String] = []
        let middle = try session.execute("""
            const phone = document.getElementById("phone");
            const r = phone ? phone.getBoundingClientRect() : {left: 0, top: 0, width: innerWidth, height: innerHeight};
            return [r.left + r.width / 2, r.top + r.height / 2];
            """) as? [Double] ?? [400, 500]
        let (x, y) = (middle[0].rounded(), middle[1].rounded())
        for distance in distances {
            try session.pointerDown(x: x, y: y)
            try session.pointerMove(x: x, y: y + (bottomEdge ? -distance : distance))
            problems += try shownPullFrame(session, frames, distance: distance, how: "a drag of \(Int(distance)) px")
            try session.pointerMove(x: x, y: y, steps: 2, seconds: 0.05)
            try session.pointerUp()
        }
        return problems
    }

    private static func shownPullFrame(_ session: BrowserSession, _ frames: RenderedFrames, distance: Double, how: String) throws -> [String] {
        guard let expected = frames.pullFrame(at: distance) else { return ["\(how): the manifest has no frame below the first pull distance; pick a longer pull"] }
        let shown = try PageProbe.shown(session)
        guard shown.frame == expected.file else {
            return ["\(how): window.mrefresh.frame is \(shown.frame ?? "null") (state \(shown.state ?? "null")), the manifest picks \(expected.file)"]
        }
        return try framePixels(session, frames, expected.file, how: how)
    }

    /// `#indicator` holds exactly the pixels of `file`; when it is wholly on screen over a plain colour,
    /// the screen shows them too.
    static func framePixels(_ session: BrowserSession, _ frames: RenderedFrames, _ file: String, how: String) throws -> [String] {
        let expected = try frames.pixels(of: file)
        if let difference = try PageProbe.indicatorDifference(session, expected: expected) { return ["\(how), \(file): \(difference)"] }
        let visibility = try session.execute(PageProbe.visibilityScript) as? [Any]
        guard visibility?.first as? Bool == true, let background = visibility?.last as? [Int] else { return [] }
        return try PageProbe.displayedDifference(session, expected: expected, background: background).map { ["\(how), \(file): \($0)"] } ?? []
    }

    /// A stage played over time in `samples` (from ``PageProbe/record(_:after:seconds:)``): its frames in
    /// order at the manifest's rate (a loop wrapping around), within `tolerance` of the rate.
    static func playedStage(_ samples: [(t: Double, state: String, frame: String)], _ frames: RenderedFrames, stage name: String,
                            tolerance: Double = 0.15) -> [String] {
        guard let stage = frames.stage(name), let seconds = stage.seconds, stage.count > 1 else { return ["no timed \(name) stage in the manifest"] }
        let files = frames.frames(of: name).map(\.file)
        let shown = samples.filter { $0.state == name }
        guard let first = shown.first, let last = shown.last else { return ["state \(name) never shown: \(summary(samples))"] }
        var problems: [String] = []
        var steps = 0, previous: Int?
        for sample in shown {
            guard let index = files.firstIndex(of: sample.frame) else {
                problems.append("in \(name) at \(String(format: "%.3f", sample.t)) s the page shows \(sample.frame)")
                break
            }
            if let previous, index != previous {
                let step = stage.loops ? (index - previous + files.count) % files.count : index - previous
                // A busy machine may skip a frame or two; going backwards never happens.
                if step < 0 || step > max(3, files.count / 4) { problems.append("in \(name): \(files[previous]) then \(files[index])") }
                steps += max(step, 0)
            }
            previous = index
        }
        let rate = Double(stage.loops ? stage.count : stage.count - 1) / seconds
        let elapsed = last.t - first.t
        if stage.loops {
            let observed = Double(steps) / elapsed
            if abs(observed - rate) > rate * tolerance {
                problems.append("\(name) plays at \(String(format: "%.2f", observed)) frames/s over \(String(format: "%.2f", elapsed)) s, the manifest's rate is \(String(format: "%.2f", rate))")
            }
        } else if let end = shown.first(where: { $0.frame == files.last }) {
            let took = end.t - first.t
            if abs(took - seconds) > max(0.1, seconds * tolerance) {
                problems.append("\(name) reached \(files.last!) after \(String(format: "%.3f", took)) s, the manifest says \(seconds) s")
            }
        } else {
            problems.append("\(name) never reached \(files.last!): \(summary(shown))")
        }
        return problems
    }

    /// The states the samples went through, in order, each once per visit.
    static func states(_ samples: [(t: Double, state: String, frame: String)]) -> [String] {
        samples.reduce(into: [String]()) { if $0.last != $1.state { $0.append($1.state) } }
    }

    private static func summary(_ samples: [(t: Double, state: String, frame: String)]) -> String {
        samples.prefix(12).map { "\(String(format: "%.2f", $0.t)) \($0.state) \($0.frame)" }.joined(separator: "; ")
    }
}
