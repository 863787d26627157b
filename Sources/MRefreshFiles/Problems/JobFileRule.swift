import MRefreshCore
import MRefreshSyntax

/// A rule of job files (MRefresh.docc/JobFiles.md) that a file breaks, with the values that break it.
public enum JobFileRule: ReaderProblem {
    /// An indicator file's key at a job file's top level.
    case indicatorFileKey(String)
    case layersInDefaults
    case missingIndicators
    case indicatorsNotList
    /// Two indicators of one name: they would share an output folder.
    case sameName(String)
    case tooManyIndicators(limit: Int)
    /// An indicator with none, or several, of `file`, `glyphs`, `each` and `source`.
    case needsOneKind
    /// `layers` in an indicator whose geometry `kind` names.
    case layersBesides(kind: String)
    /// A name that cannot name an output folder.
    case folderName(String, FolderNameError)

    public var description: String {
        switch self {
        case .indicatorFileKey(let key):
            "'\(Excerpt(key))' is an indicator file's key: a job file lists indicator files under 'indicators' (file: …)"
        case .layersInDefaults: "'defaults' cannot hold layers: each indicator names its own"
        case .missingIndicators: "missing 'indicators': the list of indicators to build"
        case .indicatorsNotList: "'indicators' must be a list"
        case .sameName(let name): "two indicators are named '\(Excerpt(name))': each needs its own output folder"
        case .tooManyIndicators(let limit): "more than \(limit) indicators in one build"
        case .needsOneKind: "an indicator needs one of 'file', 'glyphs', 'each' or 'source'"
        case .layersBesides(let kind): "'layers' belongs in an indicator file; '\(kind)' names the geometry here"
        case let .folderName(name, error): error.message(name)
        }
    }
}

/// Why a name cannot name an indicator's output folder.
public enum FolderNameError: Error, Hashable, Sendable {
    /// Empty, `.`, `..` or hidden (starting with `.`).
    case unusable
    /// The build's own `index.json`.
    case buildFile
    /// Over ``BuildFile/maximumNameBytes``.
    case tooLong(bytes: Int)

    /// Why `name` cannot be a folder's name.
    func message(_ name: String) -> String {
        switch self {
        case .unusable: "'\(Excerpt(name))' cannot name an output folder"
        case .buildFile: "'\(Excerpt(name))' is the build's own file in the output folder (its index): an indicator needs another name"
        case .tooLong(let bytes):
            "an indicator name of \(bytes) bytes is over the limit of \(BuildFile.maximumNameBytes) (a file name has at most 255, "
                + "and the exports add to it)"
        }
    }
}

extension InputError.Cause {
    /// A rule of job files (``MRefreshFiles/JobFileRule``), wrapped as its value.
    package static func jobFile(_ rule: JobFileRule) -> Self { .reader(AnyReaderProblem(rule)) }
}
