import ArgumentParser
import MRefreshCore
import MRefreshPNG
import MRefreshRender

extension CommandFailure {
    /// The one place where an error becomes an exit code (MRefresh.docc/DesignErrors.md); its line is `wording`'s.
    ///
    /// Every case of every library error type is named here, so a new case does not compile until it has
    /// a code. Anything else is a bug in mrefresh: it exits 70 with a line that says so, never 1.
    init(mapping error: any Error, wording: ErrorWording = ErrorWording()) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let error as CommandError:
            switch error {
            case .nothingToRender: self.init(.dataError, wording.line(error))
            // The rate is an option; the duration the gesture's own, checked on its own terms already.
            case .tooManyTicks: self.init(.usage, wording.line(error))
            case .cannotWriteStandardOutput: self.init(.ioError, wording.line(error))
            }
        case let error as InputError:
            switch error.kind {
            case .invalidData: self.init(.dataError, wording.line(error))
            case .unreadable: self.init(.noInput, wording.line(error))
            }
        case let error as IndicatorError:
            switch error {
            case .input(let input): self.init(mapping: input, wording: wording)
            // A stage the machine never enters, or a machine that breaks its rules (DesignRefreshMachine.md): the indicator's data.
            case .timeline, .nothingToDraw: self.init(.dataError, wording.line(error))
            // Options that do not fit the inputs given.
            case .startTimesCount, .viewBoxMissing, .noLayers: self.init(.usage, wording.line(error))
            }
        case let error as OutputError:
            switch error.kind {
            case .cannotCreate, .inUse: self.init(.cannotCreate, error.description)
            case .writeFailed: self.init(.ioError, error.description)
            }
        // The manifests were just written by this run: reading them back failing is an I/O error.
        case let error as SwiftFrameTablesError:
            switch error {
            case .unreadableManifest, .invalidManifest: self.init(.ioError, error.description)
            }
        case let error as RenderError:
            switch error.kind {
            // Sizes come from options, checked before drawing; one that still fails is the options' fault.
            case .invalidSize: self.init(.usage, wording.line(error))
            // Input data is checked before drawing (GeometryLimits); a non-finite value reaching Cairo is a
            // gap in those checks, reported as the data error it comes from.
            case .nonFiniteValue: self.init(.dataError, wording.line(error))
            case .pixelCountMismatch, .cairo: self.init(.software, wording.line(error))
            // The PNG encoder's: as the surface's of the same kind (a sheet's size is limited before drawing).
            case .png(let png):
                switch png.kind {
                case .invalidSize: self.init(.usage, wording.line(error))
                case .pixelCountMismatch, .compressionFailed: self.init(.software, wording.line(error))
                }
            }
        case let error as RenderLimitError:
            // The limits are checked before drawing against what the options or files ask for.
            self.init(.usage, wording.line(error))
        case let error as RenderPlanError:
            switch error {
            case .nothingToDraw: self.init(mapping: CommandError.nothingToRender, wording: wording)
            case .limit(let limit): self.init(mapping: limit, wording: wording)
            case .input(let input): self.init(mapping: input, wording: wording)
            // The indicator's own data: its animation lasts another time in one appearance.
            case .appearanceTimeline: self.init(.dataError, wording.programLine(error.description))
            }
        default:
            self.init(.software, wording.internalErrorLine(error))
        }
    }

    /// Whether `error` is one ArgumentParser reports itself: a usage error, `--help`, or an exit code.
    static func isArgumentParserError(_ error: any Error) -> Bool {
        error is ValidationError || error is ExitCode || error is CleanExit
    }
}
