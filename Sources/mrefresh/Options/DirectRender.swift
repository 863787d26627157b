import ArgumentParser
import MRefreshCore

/// Reads a plain `mrefresh render …` command line without ArgumentParser's reflection.
///
/// ArgumentParser builds its picture of a command by reflecting over every option's property wrapper,
/// several times per run; for `render`'s forty options that is about 7 ms, a quarter of a whole 60-frame
/// render. This reader knows `render`'s options by name (``options``; a test checks the list against
/// ArgumentParser's), fills a ``Render`` through the wrappers' public setters, and runs the same
/// `validate()` methods ArgumentParser would. Anything it does not read exactly as ArgumentParser does —
/// help, an unknown or repeated option, a value that starts with `-` (but a number's), a value a reader refuses, a failed
/// validation — returns nil, and ArgumentParser parses the command line as usual, printing its messages.
enum DirectRender {
    /// How an option is written: alone, or followed by its value. A number's value is read even when it
    /// starts with `-` (`--fps -1`), as ArgumentParser reads options declared `parsing: .unconditional`.
    enum Shape { case flag, value, number }

    /// What an option sets.
    struct Target {
        var input = InputOptions.unset()
        var drawing = RenderOptions.unset()
        var render = Render.unset()
    }

    /// One option: its shape, whether it may be given more than once, and how its text is stored.
    struct Entry: Sendable {
        let shape: Shape
        var repeats = false
        let store: @Sendable (inout Target, String) throws -> Void
    }

    /// `render`'s options by their long names.
    static let options: [String: Entry] = [
        // InputOptions
        "--path": Entry(shape: .value, repeats: true) { $0.input.pathData.append($1) },
        "--lenient": Entry(shape: .flag) { target, _ in target.input.lenient = true },
        "--strict": Entry(shape: .flag) { target, _ in target.input.strict = true },
        "--glyph-char": Entry(shape: .value) { $0.input.glyphChar = $1 },
        // RenderOptions
        "--size": Entry(shape: .number) { $0.drawing.size = try OptionValues.canvas($1) },
        "--padding": Entry(shape: .number) { $0.drawing.padding = try value($1) },
        "--frame": Entry(shape: .number) { $0.drawing.frame = try OptionValues.frame($1) },
        "--scale": Entry(shape: .number) { $0.drawing.scale = try OptionValues.scales($1) },
        "--fit": Entry(shape: .value) { $0.drawing.fit = try value($1) },
        "--start": Entry(shape: .number) { $0.drawing.start = try OptionValues.startTimes($1) },
        "--merge": Entry(shape: .flag) { target, _ in target.drawing.merge = true },
        "--smooth": Entry(shape: .number) { $0.drawing.smooth = try value($1) },
        "--trim": Entry(shape: .value) { $0.drawing.trim = try value($1) },
        "--easing": Entry(shape: .value) { $0.drawing.easing = try OptionValues.easing($1) },
        "--line-width": Entry(shape: .number) { $0.drawing.lineWidth = try value($1) },
        "--stroke": Entry(shape: .value) { $0.drawing.stroke = try OptionValues.color(option: "--stroke", none: "none")($1) },
        "--fill": Entry(shape: .value) { $0.drawing.fill = try OptionValues.color(option: "--fill", none: "none")($1) },
        "--fill-in": Entry(shape: .number) { $0.drawing.fillIn = try value($1) },
        "--line-cap": Entry(shape: .value) { $0.drawing.lineCap = try value($1) },
        "--line-join": Entry(shape: .value) { $0.drawing.lineJoin = try value($1) },
        "--background": Entry(shape: .value) {
            $0.drawing.background = try OptionValues.color(option: "--background", none: "transparent")($1)
        },
        "--fps": Entry(shape: .number) { $0.drawing.fps = try value($1) },
        // Render
        "--frames": Entry(shape: .number) { $0.render.frames = try value($1) },
        "--loading-frames": Entry(shape: .number) { $0.render.loadingFrames = try value($1) },
        "--loading": Entry(shape: .value) { $0.render.loading = try value($1) },
        "--closing-frames": Entry(shape: .number) { $0.render.closingFrames = try value($1) },
        "--closing": Entry(shape: .value) { $0.render.closing = try value($1) },
        "--label-date": Entry(shape: .value) { $0.render.labelDate = $1 },
        "--out": Entry(shape: .value) { $0.render.out = $1 },
        "--jobs": Entry(shape: .number) { $0.render.jobs.count = try value($1) },
        "--no-wait": Entry(shape: .flag) { target, _ in target.render.outputLock.noWait = true },
        "--export": Entry(shape: .value) { $0.render.export = try OptionValues.exports($1) },
        "--sheet": Entry(shape: .flag) { target, _ in target.render.sheet = true },
        "--quiet": Entry(shape: .flag) { target, _ in target.render.quiet = true },
        "--json": Entry(shape: .flag) { target, _ in target.render.json = true },
    ]

    /// A value ArgumentParser would read with `init(argument:)`; refused values go back to it.
    private struct Refused: Error {}

    private static func value<Value: ExpressibleByArgument>(_ text: String) throws -> Value {
        guard let value = Value(argument: text) else { throw Refused() }
        return value
    }

    /// The checked `render` command `arguments` (without the program name) describe, or nil when
    /// ArgumentParser should read them.
    static func parse(_ arguments: [String]) -> Render? {
        guard arguments.first == "render" else { return nil }
        var target = Target()
        var seen: Set<String> = []
        var rest = arguments.dropFirst()[...]
        var positionalOnly = false
        do {
            while let argument = rest.popFirst() {
                if positionalOnly || argument == "-" || !argument.hasPrefix("-") {
                    target.input.inputs.append(argument)
                    continue
                }
                if argument == "--" {
                    positionalOnly = true
                    continue
                }
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                guard let entry = options[name], entry.repeats || seen.insert(name).inserted else { return nil }
                switch entry.shape {
                case .flag:
                    guard parts.count == 1 else { return nil }
                    try entry.store(&target, "")
                case .value, .number:
                    let text: String
                    if parts.count == 2 {
                        text = String(parts[1])
                    } else {
                        guard let next = rest.popFirst() else { return nil }
                        text = next
                    }
                    guard entry.shape == .number || !text.hasPrefix("-") else { return nil }
                    try entry.store(&target, text)
                }
            }
            // The checks ArgumentParser makes, in its order: the groups, then the command.
            try target.input.validate()
            try target.drawing.validate()
            try target.render.jobs.validate()
            var render = target.render
            render.input = target.input
            render.drawing = target.drawing
            try render.validate()
            return render
        } catch {
            return nil
        }
    }
}

// Every property set to the value ArgumentParser gives it when the option is absent: a wrapper read
// before it is set stops the program, so these list every property (the tests read them all).
extension InputOptions {
    static func unset() -> InputOptions {
        var options = InputOptions()
        options.inputs = []
        options.pathData = []
        options.lenient = false
        options.strict = false
        options.glyphChar = nil
        return options
    }
}

extension RenderOptions {
    static func unset() -> RenderOptions {
        var options = RenderOptions()
        options.size = nil
        options.padding = nil
        options.frame = nil
        options.scale = nil
        options.fit = nil
        options.start = nil
        options.merge = false
        options.smooth = nil
        options.trim = nil
        options.easing = nil
        options.lineWidth = nil
        options.stroke = nil
        options.fill = nil
        options.fillIn = nil
        options.lineCap = nil
        options.lineJoin = nil
        options.background = nil
        options.fps = nil
        return options
    }
}

extension Render {
    static func unset() -> Render {
        var render = Render()
        render.frames = nil
        render.loadingFrames = nil
        render.loading = nil
        render.closingFrames = nil
        render.closing = nil
        render.labelDate = nil
        render.out = defaultOutput
        var jobs = JobsOption()
        jobs.count = nil
        render.jobs = jobs
        var outputLock = OutputLockOption()
        outputLock.noWait = false
        render.outputLock = outputLock
        render.export = nil
        render.sheet = false
        render.quiet = false
        render.json = false
        return render
    }
}
