import MRefreshCore

/// The atlas of a sprite sheet in TexturePacker's "JSON Hash" format, the one PixiJS's `Spritesheet` and
/// Phaser's `load.atlas` read: every frame's rectangle by name, the frames of each stage in order as an
/// animation, and the sheet's image, size and scale.
///
/// Frames are named `<stage>_NNNN`, the same at every scale, so an app picks a sheet by the screen's scale
/// and keeps its names; `meta.scale` tells PixiJS the sheet's resolution.
package struct SpriteSheetAtlas: Sendable {
    package let layout: SpriteSheet
    /// The sheet's image file, as the atlas names it.
    package let image: String
    package let scale: Int

    package init(layout: SpriteSheet, image: String, scale: Int) {
        self.layout = layout
        self.image = image
        self.scale = scale
    }

    /// The name of a frame in every atlas: `pull_0003`.
    package static func frameName(stage: Stage, index: Int) -> String {
        Manifest.frameName(prefix: stage.rawValue, index: index)
    }

    /// The atlas as JSON: `frames`, `animations`, `meta`, in that order.
    package var json: JSON {
        let size: (String, JSON) = ("sourceSize", .object([("w", .int(layout.cellWidth)), ("h", .int(layout.cellHeight))]))
        let frames = layout.cells.map { cell -> (String, JSON) in
            (Self.frameName(stage: cell.stage, index: cell.index), .object([
                ("frame", .object([("x", .int(cell.x)), ("y", .int(cell.y)),
                                   ("w", .int(layout.cellWidth)), ("h", .int(layout.cellHeight))])),
                ("rotated", .bool(false)),
                ("trimmed", .bool(false)),
                ("spriteSourceSize", .object([("x", .int(0)), ("y", .int(0)),
                                              ("w", .int(layout.cellWidth)), ("h", .int(layout.cellHeight))])),
                size,
            ]))
        }
        let animations = Stage.allCases.compactMap { stage -> (String, JSON)? in
            let names = layout.cells.filter { $0.stage == stage }.map { JSON.string(Self.frameName(stage: $0.stage, index: $0.index)) }
            return names.isEmpty ? nil : (stage.rawValue, .array(names))
        }
        return .object([
            ("frames", .object(frames)),
            ("animations", .object(animations)),
            ("meta", .object([
                ("app", .string("mrefresh")),
                ("version", .string(MRefreshVersion.current)),
                ("image", .string(image)),
                ("format", .string("RGBA8888")),
                ("size", .object([("w", .int(layout.width)), ("h", .int(layout.height))])),
                ("scale", .string(String(scale))),
            ])),
        ])
    }
}
