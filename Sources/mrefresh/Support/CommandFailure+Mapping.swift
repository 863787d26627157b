import ArgumentParser
import MRefreshCore
import MRefreshPNG
import MRefreshRender

extension CommandFailure {
    /// The one place where a library error becomes an exit code and a line (DESIGN.md §9).
    ///
    /// Every case of every library error type is named here, so a new case does not compile until it has
    /// a code. Anything else is a bug in mrefresh: it exits 70 with a line that says so, never 1.
    init(mapping error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let error as InputError:
            switch error.kind {
            case .invalidData: self.init(.dataError, error.description)
            case .unreadable: self.init(.noInput, error.description)
            }
        case let error as IndicatorError:
            switch error {
            case .input(let input): self.init(mapping: input)
            // A stage the machine never enters, or a machine that breaks §6: the indicator's data.
            case .timeline, .nothingToDraw: self.init(.dataError, error.description)
            // Options that do not fit the inputs given.
            case .startTimesCount, .viewBoxMissing, .noLayers: self.init(.usage, error.description)
            }
        case let error as OutputError:
            switch error.kind {
            case .cannotCreate, .inUse: self.init(.cannotCreate, error.description)
            case .writeFailed: self.init(.ioError, error.description)
            }
        case let error as RenderError:
            switch error.kind {
            // Sizes come from options, checked before drawing; one that still fails is the options' fault.
            case .invalidSize: self.init(.usage, "mrefresh: \(error.description)")
            // Input data is checked before drawing (GeometryLimits); a non-finite value reaching Cairo is a
            // gap in those checks, reported as the data error it comes from.
            case .nonFiniteValue: self.init(.dataError, "mrefresh: \(error.description)")
            case .pixelCountMismatch, .cairo:
                self.init(.software, "mrefresh: internal error: \(error.description) (please report this)")
            // The PNG encoder's: as the surface's of the same kind (a sheet's size is limited before drawing).
            case .png(let png):
                switch png.kind {
                case .invalidSize: self.init(.usage, "mrefresh: \(error.description)")
                case .pixelCountMismatch, .compressionFailed:
                    self.init(.software, "mrefresh: internal error: \(error.description) (please report this)")
                }
            }
        case let error as RenderLimitError:
            // The limits are checked before drawing against what the options or files ask for.
            self.init(.usage, "mrefresh: \(Self.describing(error))")
        case let error as RenderPlanError:
            switch error {
            case .nothingToDraw: self.init(.dataError, "mrefresh: every stage has 0 frames: nothing to render")
            case .limit(let limit): self.init(mapping: limit)
            }
        default:
            self.init(.software, "mrefresh: internal error: \(String(describing: error)) (please report this)")
        }
    }

    /// The words for a run over one of its limits: what it would need, the limit, and what to change.
    static func describing(_ error: RenderLimitError) -> String {
        func megabytes(_ bytes: Int) -> String { "\(bytes == .max ? "more than \(Int.max >> 20)" : String((bytes + (1 << 20) - 1) >> 20)) MiB" }
        switch error.kind {
        case let .sheetSide(scale, width, height):
            return "the sheet at scale \(scale) would be \(width)×\(height) pixels, over \(error.limit) a side; "
                + "use fewer frames, scales or a smaller size"
        case let .pixels(count, frames, scales, canvas):
            return "\(frames) frames at scales \(scales.map(String.init).joined(separator: ",")) of \(RenderOptions.text(canvas)) "
                + "would draw \(count == .max ? "more than \(Int.max)" : String(count)) pixels; one run draws at most \(error.limit) "
                + "(use fewer frames, scales or a smaller size)"
        case let .sheetMemory(bytes):
            return "the sprite sheets would hold \(megabytes(bytes)) of memory, over the \(megabytes(error.limit)) memory limit; "
                + "use fewer frames, scales or a smaller size"
        case let .frameMemory(scale, width, height, bytes, sheetBytes):
            let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
            let besides = sheetBytes > 0 ? " beside the sprite sheets' \(megabytes(sheetBytes))" : ""
            return "one \(width)×\(height) frame (scale \(scaleText)) would hold \(megabytes(bytes)) of memory\(besides), "
                + "over the \(megabytes(error.limit)) memory limit; use a smaller size or scale"
        }
    }

    /// Whether `error` is one ArgumentParser reports itself: a usage error, `--help`, or an exit code.
    static func isArgumentParserError(_ error: any Error) -> Bool {
        error is ValidationError || error is ExitCode || error is CleanExit
    }
}
