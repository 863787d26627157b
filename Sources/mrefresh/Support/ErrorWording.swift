#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshSyntax
import MRefreshFiles
import MRefreshRender
import MRefreshSystem

/// The words of every error and warning the CLI prints, made from the library's values in this one place.
///
/// The library's errors say what went wrong and where; their descriptions name no flag and not the program.
/// The lines here add what only the command line knows: the flag or file key a value came from
/// (``settings``), which command reads a kind of file, and the program's name (with a build's indicator)
/// before a line that has no file of its own.
struct ErrorWording {
    /// How the settings a message names were given: by flags, or by an indicator or job file's keys.
    var settings = SettingNames.flags
    /// The build's indicator the lines are about, said after the program's name.
    var indicator: String?

    // MARK: Lines

    /// `mrefresh: message`, or `mrefresh: indicator: message` in a build: a line without a file.
    func programLine(_ message: String) -> String {
        "mrefresh: " + (indicator.map { "\($0): " } ?? "") + message
    }

    /// `file:line:col: message`: an input's error as printed.
    func line(_ error: InputError) -> String {
        error.place + message(error.cause)
    }

    /// `file:line:col: warning: message; consequence`: a problem a lenient read got past, as printed; in a
    /// build, ` (indicator name)` after it. The line starts with its place, as editors and CI problem
    /// matchers read a compiler's warnings, and a file several indicators read says which one warned.
    func warningLine(_ warning: InputError) -> String {
        warning.place + "warning: " + message(warning.cause)
            + (warning.consequence.map { "; " + consequence($0) } ?? "")
            + (indicator.map { " (indicator \($0))" } ?? "")
    }

    /// An indicator's error: its input's line, or the program's line for the indicator as a whole.
    func line(_ error: IndicatorError) -> String {
        switch error {
        case .input(let input): line(input)
        case let .startTimesCount(given, layers):
            programLine("--start gives \(given) time\(given == 1 ? "" : "s") for \(layers) layer\(layers == 1 ? "" : "s")")
        case .viewBoxMissing:
            programLine("\(settings.fit) viewbox needs an SVG document with a viewBox (or width and height), or a single font glyph")
        case .timeline, .nothingToDraw, .noLayers: programLine(error.description)
        }
    }

    /// The command line's own error.
    func line(_ error: CommandError) -> String {
        switch error {
        case .nothingToRender: programLine("every stage has 0 frames: nothing to render")
        case let .tooManyTicks(seconds, fps, limit): programLine("\(seconds) s at --fps \(Int(fps)) is over \(limit) ticks")
        case .cannotWriteStandardOutput(let code): programLine("cannot write to standard output: \(Errno(code).reason)")
        }
    }

    /// A render's error, by what it says about the run.
    func line(_ error: RenderError) -> String {
        switch error.kind {
        case .invalidSize, .nonFiniteValue: programLine(error.description)
        case .pixelCountMismatch, .cairo: internalErrorLine(error)
        case .png(let png):
            switch png.kind {
            case .invalidSize: programLine(error.description)
            case .pixelCountMismatch, .compressionFailed: internalErrorLine(error)
            }
        }
    }

    /// A run over one of its limits: what it would need, the limit, and what to change.
    func line(_ error: RenderLimitError) -> String {
        programLine(Self.describing(error))
    }

    /// A failure no input should cause: a bug, said to be one.
    func internalErrorLine(_ error: any Error) -> String {
        programLine("internal error: \(String(describing: error)) (please report this)")
    }

    /// An export's warning about what it cannot carry as drawn.
    func exportWarningLine(_ warning: String) -> String {
        programLine("warning: \(warning)")
    }

    /// A line a user should read that is not an error (a build's stale folder left alone).
    func noteLine(_ note: String) -> String {
        programLine(note)
    }

    /// Said once while another run holds the output folder.
    func waitingLine(_ path: String) -> String {
        programLine("waiting for another mrefresh run to finish writing into \(path)…")
    }

    /// `--fps` given with an indicator file whose `stages:` fixes the frame counts the rate would time.
    func line(_ warning: IndicatorWarnings.FixedFrameCounts) -> String {
        let parts = warning.stages.map { "\($0.stage.rawValue) \($0.frames)" }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        let fps = warning.fps
        let rate = fps == fps.rounded() && abs(fps) < 1e15 ? String(Int(fps)) : String(fps)
        return programLine("warning: --fps \(rate) does not change the frame counts the indicator file's stages: sets (\(list))")
    }

    // MARK: Messages

    /// What is wrong with an input, without its position.
    func message(_ cause: InputError.Cause) -> String {
        switch cause {
        case .placed(let error): line(error)
        case .reader(let problem): message(problem.base)
        case .layer(let problem): message(problem)
        case .glyphCharacterWithoutFont: "--glyph-char selects a glyph of an SVG font, but this is not a font"
        case .svg(.imageRefused(.outsideFolder)), .svg(.imageRefused(.outsideFolders)):
            "\(cause.description); allow its folder with \(settings.resources)"
        default: cause.description
        }
    }

    /// A layer's problem, naming the setting that changes it.
    func message(_ problem: LayerProblem) -> String {
        switch problem {
        case .smoothingTooFine:
            "\(problem.description) (use a lower \(settings.smooth))"
        case let .fittedOutOfRange(layer, fit, scale, reach):
            "layer '\(Excerpt(layer))' is out of range after fitting (\(settings.fit) \(fit.rawValue) scales it by \(GeometryLimits.text(scale))): "
                + LayerProblem.reaching(reach)
        default: problem.description
        }
    }

    /// A file reader's problem; a file given where another kind is read says which command reads it.
    func message(_ problem: any ReaderProblem) -> String {
        switch problem {
        case IndicatorFileRule.jobFileKey(let key) as IndicatorFileRule:
            "'\(Excerpt(key))' is a job file's key: a job file runs with `mrefresh build`"
        case IndicatorFileRule.gestureFileKey(let key) as IndicatorFileRule:
            "'\(Excerpt(key))' is a gesture file's key: a gesture file plays with `mrefresh simulate --gesture`"
        case JobFileRule.indicatorFileKey(let key) as JobFileRule:
            "'\(Excerpt(key))' is an indicator file's key: an indicator file renders with `mrefresh render`, "
                + "or a job file lists it under 'indicators' (file: …)"
        case let rule as GestureFileRule where rule.isOtherFilesKey:
            "\(rule.description); the indicator it draws is simulate's input"
        default: problem.description
        }
    }

    /// What a lenient read did instead of refusing.
    func consequence(_ consequence: InputError.Consequence) -> String {
        switch consequence {
        case .needsLabelDate: "give --label-date TEXT (or labelDate: in the file) to draw it with that date"
        default: consequence.description
        }
    }

    /// `128x128`, as a size is written on the command line.
    static func size(_ size: Size) -> String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(number(size.width))x\(number(size.height))"
    }

    /// The words for a run over one of its limits: what it would need, the limit, and what to change.
    static func describing(_ error: RenderLimitError) -> String {
        func megabytes(_ bytes: Int) -> String { "\(bytes == .max ? "more than \(Int.max >> 20)" : String((bytes + (1 << 20) - 1) >> 20)) MiB" }
        switch error.kind {
        case let .sheetSide(scale, width, height):
            return "the sheet at scale \(scale) would be \(width)×\(height) pixels, over \(error.limit) a side; "
                + "use fewer frames, scales or a smaller size"
        case let .pixels(count, frames, scales, canvas):
            return "\(frames) frames at scales \(scales.map(String.init).joined(separator: ",")) of \(size(canvas)) "
                + "would draw \(count == .max ? "more than \(Int.max)" : String(count)) pixels; one run draws at most \(error.limit) "
                + "(use fewer frames, scales or a smaller size)"
        case let .sheetMemory(bytes):
            return "the sprite sheets would hold \(megabytes(bytes)) of memory, over the \(megabytes(error.limit)) memory limit; "
                + "use fewer frames, scales or a smaller size"
        case let .imageMemory(bytes, sheetBytes):
            let besides = sheetBytes > 0 ? " beside the sprite sheets' \(megabytes(sheetBytes))" : ""
            return "the SVG's images would take \(megabytes(bytes)) of memory decoded\(besides), "
                + "over the \(megabytes(error.limit)) memory limit; use smaller images\(sheetBytes > 0 ? " or fewer frames" : "")"
        case let .frameMemory(scale, width, height, bytes, sheetBytes, imageBytes):
            let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
            let held = [sheetBytes > 0 ? "the sprite sheets' \(megabytes(sheetBytes))" : nil,
                        imageBytes > 0 ? "the decoded images' \(megabytes(imageBytes))" : nil].compactMap { $0 }
            let besides = held.isEmpty ? "" : " beside " + held.joined(separator: " and ")
            return "one \(width)×\(height) frame (scale \(scaleText)) would hold \(megabytes(bytes)) of memory\(besides), "
                + "over the \(megabytes(error.limit)) memory limit; use a smaller size or scale"
        }
    }
}

/// How the settings an error names were given, so its line names the flag or the file key.
struct SettingNames {
    /// Whether `--fit` gave the fit mode (else an indicator or job file's `fit:`, or its default).
    var fitFromFlag: Bool
    /// Whether `--smooth` gave the smoothing (else the file's `smooth:`).
    var smoothFromFlag: Bool
    /// Whether resource folders are given by `--resources` (else by a job file's `resources:`).
    var resourcesFromFlag = true

    /// A command line without an indicator file: every setting is a flag's (or its default).
    static let flags = SettingNames(fitFromFlag: true, smoothFromFlag: true)
    /// A job file: every setting is a key's.
    static let keys = SettingNames(fitFromFlag: false, smoothFromFlag: false, resourcesFromFlag: false)

    init(fitFromFlag: Bool, smoothFromFlag: Bool, resourcesFromFlag: Bool = true) {
        self.fitFromFlag = fitFromFlag
        self.smoothFromFlag = smoothFromFlag
        self.resourcesFromFlag = resourcesFromFlag
    }

    /// `--fit`, or `fit:`, before the mode: "--fit viewbox".
    var fit: String { fitFromFlag ? "--fit" : "fit:" }
    /// `--smooth`, or `'smooth'`: "use a lower --smooth".
    var smooth: String { smoothFromFlag ? "--smooth" : "'smooth'" }
    /// `--resources DIR`, or the job file's `resources:`: "allow its folder with --resources DIR".
    var resources: String { resourcesFromFlag ? "--resources DIR" : "the job file's 'resources'" }
}
