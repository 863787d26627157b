#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

/// `manifest.json`: every frame file with what it shows, and every layer with its placement.
public struct Manifest: Sendable {
    /// One written frame.
    public struct Frame: Hashable, Sendable {
        public var file: String
        public var stage: Stage
        public var index: Int
        /// The machine's state while the frame shows.
        public var state: RefreshState
        /// Pull frames: global progress.
        public var progress: Double?
        /// Ready frames: how far through the ready transition, 0…1.
        public var transition: Double?
        /// Pull frames: the pull distance (points) at which an app shows this frame.
        public var pullDistance: Double?
        /// Loading and closing frames: seconds into the stage's animation.
        public var time: Double?
        public var scale: Int
        public var pixelWidth: Int
        public var pixelHeight: Int
        /// Lower-case hex SHA-256 of the file's bytes.
        public var sha256: String
    }

    /// One layer's placement.
    public struct Layer: Hashable, Sendable {
        public var name: String
        /// Source units → canvas pixels at 1x, [a b c d e f].
        public var transform: MRefreshCore.AffineTransform
        /// Stroke width in canvas points.
        public var lineWidth: Double
    }

    /// How an app picks a stage's frames (MRefresh.docc/DesignRefreshMachine.md).
    public struct StageInfo: Hashable, Sendable {
        /// How the frame to show is chosen: the timeline's own (``MRefreshMachine/FramePick``).
        public typealias Pick = FramePick

        public var stage: Stage
        public var frames: Int
        public var pick: Pick
        public var loops: Bool
        /// The stage's length in seconds: the loading period, the end animation's duration, the ready
        /// transition's.
        public var seconds: Double?

        /// Creates a stage description.
        public init(stage: Stage, frames: Int, pick: Pick, loops: Bool, seconds: Double?) {
            self.stage = stage
            self.frames = frames
            self.pick = pick
            self.loops = loops
            self.seconds = seconds
        }
    }

    /// The asset catalog written beside the frames (``MRefreshCore/Export/xcassets``).
    public struct AssetCatalogFiles: Hashable, Sendable {
        /// `<name>.xcassets`.
        public var folder: String
        public var imageSets: [ImageSet]
    }

    /// One frame's image set: its name and the frame files in it (at 1x, 2x, 3x as written).
    public struct ImageSet: Hashable, Sendable {
        public var name: String
        public var stage: Stage
        public var index: Int
        public var files: [String]
    }

    /// An animated PNG of one stage at one scale (``MRefreshCore/Export/apng``).
    public struct AnimatedPNG: Hashable, Sendable {
        public var file: String
        public var stage: Stage
        public var scale: Int
        public var frames: Int
        /// How many times it plays: 0 for a loop.
        public var plays: Int
        public var sha256: String
    }

    /// A sprite sheet written beside the frames (``MRefreshCore/Export/sheet``): one per scale.
    public struct Sheet: Hashable, Sendable {
        public var file: String
        /// Its TexturePacker JSON Hash atlas.
        public var atlas: String
        public var scale: Int
        public var layout: SpriteSheet
        public var sha256: String
    }

    public var canvas: MRefreshCore.Size
    public var scales: [Int]
    public var layers: [Layer]
    public var frames: [Frame]
    public var sheets: [Sheet] = []
    /// The animated PNGs written beside the frames (``MRefreshCore/Export/apng``): one per stage and scale.
    public var animatedPNGs: [AnimatedPNG] = []
    /// The asset catalog written beside the frames, if any.
    public var assetCatalog: AssetCatalogFiles?
    /// The Android resources written beside the frames (``MRefreshCore/Export/android``), relative paths under `res/`.
    public var androidFiles: [String] = []
    /// The Lottie animation written beside the frames (``MRefreshCore/Export/lottie``), if any.
    public var lottie: String?
    /// The animated vector drawables (``MRefreshCore/Export/avd``), relative paths under `res/`.
    public var animatedVectors: [String] = []
    /// The preview page written beside the frames (``MRefreshCore/Export/preview``), if any.
    public var preview: String?
    /// The web runtime's files (``MRefreshCore/Export/web``), relative paths under `web/`.
    public var web: [String] = []
    /// Per stage with frames: how an app picks them (empty for a simulation's ticks).
    public var stages: [StageInfo] = []
    /// In a build: the hash of the indicator's inputs, options and mrefresh version it was drawn from.
    public var inputHash: String?

    /// The file name of a frame: `<stage>_<index>.png`, with `@2x`/`@3x` for extra scales.
    public static func fileName(stage: Stage, index: Int, scale: Int) -> String {
        fileName(prefix: stage.rawValue, index: index, scale: scale)
    }

    /// `<prefix>.<extension>`, with `@2x`/`@3x` before the extension for extra scales: a frame (its prefix
    /// a ``frameName(prefix:index:)``), a stage's animated PNG, a sheet or its atlas.
    public static func fileName(prefix: String, scale: Int, extension: String = "png") -> String {
        "\(prefix)\(scale == 1 ? "" : "@\(scale)x").\(`extension`)"
    }

    /// `<prefix>_<index>.png`, the index zero-padded to four digits, with `@2x`/`@3x` for extra scales.
    public static func fileName(prefix: String, index: Int, scale: Int) -> String {
        fileName(prefix: frameName(prefix: prefix, index: index), scale: scale)
    }

    /// `<prefix>_<index>`, the index zero-padded to four digits: a frame's name at every scale, which the
    /// exports' names (atlas frames, image sets, Android drawables) build on.
    public static func frameName(prefix: String, index: Int) -> String {
        FrameTable.frameName(prefix: prefix, index: index)
    }

    /// The manifest as JSON, keys in a fixed order, frames last.
    public var json: JSON {
        .object(headMembers + [("frames", .array(frames.map(Self.json)))])
    }

    /// The manifest as JSON text, the same as `json.text` but made frame by frame, so a run of thousands
    /// of frames never holds a tree of values for all of them.
    public var text: String {
        var out = JSON.object(headMembers).text
        out.removeLast()  // The closing brace: the frames follow.
        out += ",\"frames\":["
        for (n, frame) in frames.enumerated() {
            if n > 0 { out += "," }
            out += Self.json(frame).text
        }
        out += "]}"
        return out
    }

    /// Everything but the frames.
    private var headMembers: [(String, JSON)] {
        var members: [(String, JSON)] = [("generator", .string("mrefresh"))]
        if let inputHash { members.append(("inputHash", .string(inputHash))) }
        members += [
            ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))])),
            ("scales", .array(scales.map { .int($0) })),
            ("layers", .array(layers.map { layer in
                .object([("name", .string(layer.name)),
                         ("transform", .array(layer.transform.coefficients.map { .number($0) })),
                         ("lineWidth", .number(layer.lineWidth))])
            })),
        ]
        if !stages.isEmpty {
            members.append(("stages", .array(stages.map { info in
                var stage: [(String, JSON)] = [("stage", .string(info.stage.rawValue)), ("frames", .int(info.frames)),
                                               ("pick", .string(info.pick.rawValue)), ("loops", .bool(info.loops))]
                if let seconds = info.seconds { stage.append(("seconds", .number(seconds))) }
                return .object(stage)
            })))
        }
        if !sheets.isEmpty {
            members.append(("sheets", .array(sheets.map { sheet in
                .object([
                    ("file", .string(sheet.file)), ("atlas", .string(sheet.atlas)), ("scale", .int(sheet.scale)),
                    ("pixelWidth", .int(sheet.layout.width)), ("pixelHeight", .int(sheet.layout.height)),
                    ("cellWidth", .int(sheet.layout.cellWidth)), ("cellHeight", .int(sheet.layout.cellHeight)),
                    ("cells", .array(sheet.layout.cells.map { cell in
                        .object([("stage", .string(cell.stage.rawValue)), ("index", .int(cell.index)),
                                 ("x", .int(cell.x)), ("y", .int(cell.y))])
                    })),
                    ("sha256", .string(sheet.sha256)),
                ])
            })))
        }
        if !animatedPNGs.isEmpty {
            members.append(("apng", .array(animatedPNGs.map { animation in
                .object([("file", .string(animation.file)), ("stage", .string(animation.stage.rawValue)),
                         ("scale", .int(animation.scale)), ("frames", .int(animation.frames)),
                         ("plays", .int(animation.plays)), ("sha256", .string(animation.sha256))])
            })))
        }
        if !androidFiles.isEmpty {
            members.append(("android", .array(androidFiles.map { .string($0) })))
        }
        if let lottie { members.append(("lottie", .string(lottie))) }
        if !animatedVectors.isEmpty { members.append(("avd", .array(animatedVectors.map { .string($0) }))) }
        if let preview { members.append(("preview", .string(preview))) }
        if !web.isEmpty { members.append(("web", .array(web.map { .string($0) }))) }
        if let assetCatalog {
            members.append(("xcassets", .object([
                ("folder", .string(assetCatalog.folder)),
                ("imageSets", .array(assetCatalog.imageSets.map { set in
                    .object([("name", .string(set.name)), ("stage", .string(set.stage.rawValue)), ("index", .int(set.index)),
                             ("files", .array(set.files.map { .string($0) }))])
                })),
            ])))
        }
        return members
    }

    private static func json(_ frame: Frame) -> JSON {
        var members: [(String, JSON)] = [("file", .string(frame.file)), ("stage", .string(frame.stage.rawValue)),
                                         ("index", .int(frame.index)), ("state", .string(frame.state.rawValue))]
        if let progress = frame.progress { members.append(("progress", .number(progress))) }
        if let transition = frame.transition { members.append(("transition", .number(transition))) }
        if let pull = frame.pullDistance { members.append(("pullDistance", .number(pull))) }
        if let time = frame.time { members.append(("time", .number(time))) }
        members += [("scale", .int(frame.scale)), ("pixelWidth", .int(frame.pixelWidth)),
                    ("pixelHeight", .int(frame.pixelHeight)), ("sha256", .string(frame.sha256))]
        return .object(members)
    }
}
