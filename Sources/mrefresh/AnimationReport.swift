import MRefreshCore

/// What `inspect` says of an input's own animation: each animation element and the loop the loading stage
/// plays (MRefresh.docc/AnimatedSVG.md).
struct AnimationReport {
    let file: String
    let animation: InputAnimation
    /// The frame rate the loop is counted at (the render default).
    let fps: Double

    var loop: (frames: Int, capped: Bool)? { animation.loop(fps, InputAnimation.maximumLoop) }

    /// A table of the animations, then the loop.
    var table: String {
        let header = ["animation", "at", "target", "attribute", "duration", "repeats"]
        let rows = animation.entries.map { entry in
            [entry.element.hasPrefix("@") ? entry.element : "<\(entry.element)>", "\(entry.location.line):\(entry.location.column)",
             "<\(entry.target)> \(entry.targetLocation.line):\(entry.targetLocation.column)", entry.attribute,
             entry.duration.map { "\(Self.seconds($0)) s" } ?? "indefinite", entry.repeats]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.enumerated().map { column, cell in cell + String(repeating: " ", count: widths[column] - cell.count) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }
        let loopLine: String
        if let loop {
            loopLine = "\(file): the loading stage plays a loop of \(Self.seconds(Double(loop.frames) / fps)) s (\(loop.frames) frames at \(Self.seconds(fps)) fps)"
                + (loop.capped ? ", cut at \(Self.seconds(InputAnimation.maximumLoop)) s" : "")
        } else {
            loopLine = "\(file): nothing moves after time 0"
        }
        return (lines + ["", loopLine]).joined(separator: "\n")
    }

    var json: JSON {
        var members: [(String, JSON)] = [
            ("file", .string(file)),
            ("animations", .array(animation.entries.map { entry in
                .object([("element", .string(entry.element)), ("line", .int(entry.location.line)), ("column", .int(entry.location.column)),
                         ("target", .string(entry.target)), ("attribute", .string(entry.attribute)),
                         ("duration", entry.duration.map { .number($0) } ?? .null), ("repeats", .string(entry.repeats))])
            })),
        ]
        if let loop {
            members.append(("loop", .object([("seconds", .number(Double(loop.frames) / fps)), ("frames", .int(loop.frames)),
                                             ("fps", .number(fps)), ("capped", .bool(loop.capped))])))
        }
        return .object(members)
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 1000).rounded() / 1000)
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
