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
        public typealias Pick = StageClip.Pick

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
    /// A manifest of 0.3.0 and before: its one sprite sheet's file (`sheet`, which had no atlas). Read so a
    /// re-run removes it (``Listing``), never written.
    var legacySheet: String?

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
}
