import ArgumentParser
import MRefreshCore
import MRefreshRender

extension Render {
    /// Each of `render`'s own options, described once: its declarations and ``table`` are made from these
    /// (the groups' options are described in their own files).
    enum Described {
        static let frames: OptionDescription<Int?> = .optional(
            "--frames", .number, help: ArgumentHelp("Frames drawn while pulling, progress 0 … 1 (default 60).", valueName: "n"))
        static let loadingFrames: OptionDescription<Int?> = .optional(
            "--loading-frames", .number,
            help: ArgumentHelp("Frames of one loop of the loading animation (default: one period at --fps).", valueName: "n"))
        static let loading: OptionDescription<ProcessingAnimation?> = .optional(
            "--loading", help: ArgumentHelp("Loading animation: blink (default), rotate, pulse or none.", valueName: "name"))
        static let closingFrames: OptionDescription<Int?> = .optional(
            "--closing-frames", .number,
            help: ArgumentHelp("Frames of the closing animation (default: its duration at --fps).", valueName: "n"))
        static let closing: OptionDescription<EndAnimation?> = .optional(
            "--closing", help: ArgumentHelp("Closing animation: shrink-fade (default), fade or none.", valueName: "name"))
        static let labelDate: OptionDescription<String?> = .optional(
            "--label-date",
            help: ArgumentHelp("What a text layer's {updated} says (a render has no clock; without this such a line is not drawn, with a warning).",
                               valueName: "text"))
        static let out: OptionDescription<String> = .defaulting(
            "--out", short: "o", to: Render.defaultOutput, help: ArgumentHelp("Output directory (created when missing).", valueName: "dir"))
        static let export: OptionDescription<[Set<Export>]> = .repeating(
            "--export", short: "e",
            help: ArgumentHelp("What to write besides the PNG frames and manifest.json, comma-separated: \(Export.allCases.map(\.rawValue).joined(separator: ", ")) (default png).",
                               discussion: "Given again, it adds to the list. png (the frames, always written); sheet (per scale, every frame in one image, sheet[@Nx].png, with a TexturePacker JSON Hash atlas, sheet[@Nx].json, for PixiJS and Phaser); apng (per stage and scale an animated PNG, <stage>[@Nx].png: loading loops, the others play once); xcassets (an Xcode asset catalog named after the output folder, one image set per frame at 1x/2x/3x); android (res/: every frame at mdpi…xxxhdpi, a level-list for the pull, animation-lists for loading and closing); lottie (indicator.json: the vector layers drawn on and moved as the frames show them, stages as markers, for lottie-ios, lottie-android and lottie-web); avd (res/drawable and res/animator: Android AnimatedVectorDrawables of the pull's draw-on and the loading loop); preview (preview.html: one self-contained page that plays the frames as an app would, to drag in a browser from file://). Text layers, and gradients an export cannot carry as drawn, are named in a warning.",
                               valueName: "list"),
            read: OptionValues.exports)
        static let appearances: OptionDescription<[Appearance]?> = .optional(
            "--appearances",
            help: ArgumentHelp("The appearances to draw, comma-separated: \(Appearance.allCases.map(\.rawValue).joined(separator: ", ")) (default light).",
                               discussion: "Each is drawn into the same folder: light frames keep their names, the others carry the appearance before the scale (pull_0000~dark@2x.png). An SVG input's @media (prefers-color-scheme, prefers-contrast) rules apply to each as a browser applies them; an indicator file's appearances: entry of the same name adds its colours.",
                               valueName: "list"),
            read: OptionValues.appearances)
        static let sheet = FlagDescription(
            name: "--sheet", help: "Also write the sprite sheets: the same as --export sheet.")
        static let quiet = FlagDescription(name: "--quiet", help: "Print nothing but errors.", short: "q")
        static let json = FlagDescription(name: "--json", help: "Print the manifest to stdout.")
    }
}
