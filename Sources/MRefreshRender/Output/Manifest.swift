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
        /// The file name in the output folder.
        public var file: String
        /// The stage the frame belongs to.
        public var stage: Stage
        /// Its place in the stage, from 0.
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
        /// The scale it is drawn at: 1, 2 or 3.
        public var scale: Int
        /// Its width in pixels.
        public var pixelWidth: Int
        /// Its height in pixels.
        public var pixelHeight: Int
        /// Lower-case hex SHA-256 of the file's bytes.
        public var sha256: String
        /// The appearance it shows: nil for light.
        public var appearance: Appearance? = nil
    }

    /// One layer's placement.
    public struct Layer: Hashable, Sendable {
        /// The layer's name: its element's id, or its input's.
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

        /// The stage.
        public var stage: Stage
        /// How many frames it has (at each scale).
        public var frames: Int
        /// How the frame to show is chosen.
        public var pick: Pick
        /// Whether it plays in a loop (loading).
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
        /// Its image sets, one per frame.
        public var imageSets: [ImageSet]
    }

    /// One frame's image set: its name and the frame files in it (at 1x, 2x, 3x as written).
    public struct ImageSet: Hashable, Sendable {
        /// The image set's name: `<stage>_<index>`.
        public var name: String
        /// The frame's stage.
        public var stage: Stage
        /// The frame's place in its stage.
        public var index: Int
        /// Its files, one per scale.
        public var files: [String]
    }

    /// An animated PNG of one stage at one scale (``MRefreshCore/Export/apng``).
    public struct AnimatedPNG: Hashable, Sendable {
        /// The file name.
        public var file: String
        /// The stage it plays.
        public var stage: Stage
        /// The scale it is drawn at.
        public var scale: Int
        /// How many frames it has.
        public var frames: Int
        /// How many times it plays: 0 for a loop.
        public var plays: Int
        /// Lower-case hex SHA-256 of the file's bytes.
        public var sha256: String
    }

    /// A sprite sheet written beside the frames (``MRefreshCore/Export/sheet``): one per scale.
    public struct Sheet: Hashable, Sendable {
        /// The sheet's PNG file.
        public var file: String
        /// Its TexturePacker JSON Hash atlas.
        public var atlas: String
        /// The scale its cells are drawn at.
        public var scale: Int
        /// Where each frame sits in it.
        public var layout: SpriteSheet
        /// Lower-case hex SHA-256 of the file's bytes.
        public var sha256: String
    }

    /// The canvas in points.
    public var canvas: MRefreshCore.Size
    /// The scales written.
    public var scales: [Int]
    /// Each layer's placement.
    public var layers: [Layer]
    /// Every frame written, in order.
    public var frames: [Frame]
    /// The sprite sheets written beside the frames (``MRefreshCore/Export/sheet``): one per scale.
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
    /// In a build, when the indicator read files besides its inputs (its SVG documents' images): the hash
    /// of their list and bytes, which the build keeps in its cache (MRefresh.docc/JobFiles.md).
    public var inputFilesHash: String?
    /// The appearance of ``frames``, ``stages`` and the exports of one appearance (sheets, animated PNGs,
    /// Android drawables, Lottie, AVD): nil for light.
    public var appearance: Appearance?
    /// The run's other appearances, each with its own frames, stages and exports of one appearance, in
    /// ``MRefreshCore/Appearance``'s order (MRefresh.docc/Exports.md). Kept apart from ``frames`` so that a
    /// reader that knows nothing of appearances still finds one frame per stage, index and scale.
    public var appearances: [Manifest] = []
    /// A manifest of 0.3.0 and before: its one sprite sheet's file (`sheet`, which had no atlas). Read so a
    /// re-run removes it (``Listing``), never written.
    var legacySheet: String?

    /// The file name of a frame: `<stage>_<index>.png`, with `@2x`/`@3x` for extra scales.
    public static func fileName(stage: Stage, index: Int, scale: Int) -> String {
        fileName(prefix: stage.rawValue, index: index, scale: scale)
    }

    /// This manifest and its other appearances': every file of the run.
    public var everyAppearance: [Manifest] { [self] + appearances }

    /// `<prefix>.<extension>`, with `@2x`/`@3x` before the extension for extra scales: a frame (its prefix
    /// a ``frameName(prefix:index:)``), a stage's animated PNG, a sheet or its atlas.
    public static func fileName(prefix: String, scale: Int, extension: String = "png") -> String {
        "\(prefix)\(scale == 1 ? "" : "@\(scale)x").\(`extension`)"
    }

    /// `<prefix>_<index>.png`, the index zero-padded to four digits, with `@2x`/`@3x` for extra scales, and
    /// the appearance's suffix before them (`~dark`, none for light).
    public static func fileName(prefix: String, index: Int, scale: Int, appearance: Appearance = .light) -> String {
        fileName(prefix: frameName(prefix: prefix, index: index) + appearance.fileSuffix, scale: scale)
    }

    /// `<prefix>_<index>`, the index zero-padded to four digits: a frame's name at every scale, which the
    /// exports' names (atlas frames, image sets, Android drawables) build on.
    public static func frameName(prefix: String, index: Int) -> String {
        FrameTable.frameName(prefix: prefix, index: index)
    }
}
