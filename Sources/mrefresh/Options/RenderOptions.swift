import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshRender

/// The drawing options shared by `render` and `simulate`. Each one given overrides the indicator's value;
/// the defaults named in the help are ``IndicatorSpec``'s.
struct RenderOptions: ParsableArguments, DescribedArguments {
    @Option(Described.size) var size: Size?
    @Option(Described.padding) var padding: Double?
    @Option(Described.frame) var frame: Rect?
    @Option(Described.scale) var scale: [Int]?
    @Option(Described.fit) var fit: FitMode?
    @Option(Described.start) var start: [Double]?
    @Flag(Described.merge) var merge: Bool
    @Option(Described.smooth) var smooth: Int?
    @Option(Described.trim) var trim: TrimMode?
    @Option(Described.easing) var easing: Easing?
    @Option(Described.lineWidth) var lineWidth: Double?
    @Option(Described.stroke) var stroke: OptionValues.ColorChoice?
    @Option(Described.fill) var fill: OptionValues.ColorChoice?
    @Option(Described.fillIn) var fillIn: Double?
    @Option(Described.lineCap) var lineCap: LineCap?
    @Option(Described.lineJoin) var lineJoin: LineJoin?
    @Option(Described.background) var background: OptionValues.ColorChoice?
    @Option(Described.fps) var fps: Double?

    /// The declarations above, for the fast path (``DirectRender``).
    static func describe<Command>(into table: inout ArgumentTable<Command>, at group: @escaping Access<Command, Self>) {
        table.add(Described.size, in: group) { $1(&$0._size) }
        table.add(Described.padding, in: group) { $1(&$0._padding) }
        table.add(Described.frame, in: group) { $1(&$0._frame) }
        table.add(Described.scale, in: group) { $1(&$0._scale) }
        table.add(Described.fit, in: group) { $1(&$0._fit) }
        table.add(Described.start, in: group) { $1(&$0._start) }
        table.add(Described.merge, in: group) { $1(&$0._merge) }
        table.add(Described.smooth, in: group) { $1(&$0._smooth) }
        table.add(Described.trim, in: group) { $1(&$0._trim) }
        table.add(Described.easing, in: group) { $1(&$0._easing) }
        table.add(Described.lineWidth, in: group) { $1(&$0._lineWidth) }
        table.add(Described.stroke, in: group) { $1(&$0._stroke) }
        table.add(Described.fill, in: group) { $1(&$0._fill) }
        table.add(Described.fillIn, in: group) { $1(&$0._fillIn) }
        table.add(Described.lineCap, in: group) { $1(&$0._lineCap) }
        table.add(Described.lineJoin, in: group) { $1(&$0._lineJoin) }
        table.add(Described.background, in: group) { $1(&$0._background) }
        table.add(Described.fps, in: group) { $1(&$0._fps) }
    }

    /// Each option, described once: the declarations above and ``table`` are made from these.
    enum Described {
        static let size: OptionDescription<Size?> = .optional(
            "--size", .number, help: ArgumentHelp("Canvas size in points (default 128x128).", valueName: "WxH"),
            read: OptionValues.canvas)
        static let padding: OptionDescription<Double?> = .optional(
            "--padding", .number,
            help: ArgumentHelp("Space between the canvas edge and the drawable frame, in points (default 12).", valueName: "points"))
        static let frame: OptionDescription<Rect?> = .optional(
            "--drawable-frame", .number, help: ArgumentHelp("The drawable frame in canvas points, instead of --padding (an indicator file's frame:).", valueName: "x,y,w,h"),
            read: OptionValues.frame)
        static let scale: OptionDescription<[Int]?> = .optional(
            "--scale", .number,
            help: ArgumentHelp("Scales to write; 2 and 3 add files named @2x and @3x (default 1).", valueName: "1,2,3"),
            read: OptionValues.scales)
        static let fit: OptionDescription<FitMode?> = .optional(
            "--fit", help: ArgumentHelp("How layers share the frame: union (default), first, each or viewbox.", valueName: "mode"))
        static let start: OptionDescription<[Double]?> = .optional(
            "--start", .number, help: ArgumentHelp("Start time of each layer in global progress, 0 ≤ t < 1.", valueName: "t1,t2,…"),
            read: OptionValues.startTimes)
        static let merge = FlagDescription(
            name: "--merge",
            help: "One pen through the whole icon: the layers are drawn one after another, each keeping its style.")
        static let smooth: OptionDescription<Int?> = .optional(
            "--smooth", .number, help: ArgumentHelp("Halve every segment N times (more nodes for --trim points).", valueName: "n"))
        static let trim: OptionDescription<TrimMode?> = .optional(
            "--trim", help: ArgumentHelp("How a layer is drawn on: length (default), points or parallel.", valueName: "mode"))
        static let easing: OptionDescription<Easing?> = .optional(
            "--easing",
            help: ArgumentHelp("Timing of each layer's progress: linear (default), ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), hold or steps(n).",
                               valueName: "name"),
            read: OptionValues.easing)

        // Style options: path data and glyphs take them (or the defaults named in the help); an SVG element
        // keeps its own style except for the options given.
        static let lineWidth: OptionDescription<Double?> = .optional(
            "--line-width", .number, help: ArgumentHelp("Stroke width in points (default 3).", valueName: "points"))
        static let stroke: OptionDescription<OptionValues.ColorChoice?> = .optional(
            "--stroke",
            help: ArgumentHelp("Stroke colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), a CSS name) or none (default #1f2328).",
                               valueName: "color"),
            read: OptionValues.color(option: "--stroke", none: "none"))
        static let fill: OptionDescription<OptionValues.ColorChoice?> = .optional(
            "--fill",
            help: ArgumentHelp("Fill colour, or none (default none). The fill fades in over the last --fill-in of each layer.",
                               valueName: "color"),
            read: OptionValues.color(option: "--fill", none: "none"))
        static let fillIn: OptionDescription<Double?> = .optional(
            "--fill-in", .number,
            help: ArgumentHelp("Share of a layer's progress over which its fill fades in (default 0.2).", valueName: "f"))
        static let lineCap: OptionDescription<LineCap?> = .optional(
            "--line-cap", help: ArgumentHelp("butt, round or square (default round).", valueName: "cap"))
        static let lineJoin: OptionDescription<LineJoin?> = .optional(
            "--line-join", help: ArgumentHelp("miter, round or bevel (default round).", valueName: "join"))
        static let background: OptionDescription<OptionValues.ColorChoice?> = .optional(
            "--background", help: ArgumentHelp("Background colour, or transparent (default).", valueName: "color"),
            read: OptionValues.color(option: "--background", none: "transparent"))
        static let fps: OptionDescription<Double?> = .optional(
            "--fps", .number,
            help: ArgumentHelp("Frames per second for the loading and closing animations (default 60); an indicator file's stages: counts stay as given (a warning says so).",
                               valueName: "fps"))
    }

    /// Largest canvas side in pixels (at the largest scale); checked before allocating.
    static let maximumPixels = 16384.0

    func validate() throws {
        var spec = IndicatorSpec()
        apply(to: &spec)
        let largest = Double(spec.scales.max() ?? 1)
        if spec.canvas.width * largest > Self.maximumPixels || spec.canvas.height * largest > Self.maximumPixels {
            throw ValidationError("--size \(ErrorWording.size(spec.canvas)) at --scale \(Int(largest)) is over \(Int(Self.maximumPixels)) pixels a side.")
        }
        let padding = spec.padding
        if spec.frame == nil, !(padding.isFinite && padding >= 0 && 2 * padding < min(spec.canvas.width, spec.canvas.height)) {
            throw ValidationError("--padding \(padding) leaves no room in a \(ErrorWording.size(spec.canvas)) canvas.")
        }
        if let smooth, !(0...12).contains(smooth) { throw ValidationError("--smooth must be between 0 and 12, got \(smooth).") }
        if let lineWidth, !(lineWidth.isFinite && lineWidth > 0 && lineWidth <= 1000) {
            throw ValidationError("--line-width must be a number above 0 and at most 1000, got \(lineWidth).")
        }
        if let fillIn, !(fillIn.isFinite && (0...1).contains(fillIn)) {
            throw ValidationError("--fill-in must be between 0 and 1, got \(fillIn).")
        }
        if let fps, !(fps.isFinite && fps > 0 && fps <= 1000) {
            throw ValidationError("--fps must be above 0 and at most 1000, got \(fps).")
        }
        if merge && start != nil { throw ValidationError("--merge draws the layers one after another; it cannot go with --start.") }
    }

    /// Sets every option given on `spec`.
    func apply(to spec: inout IndicatorSpec) {
        if let size { spec.canvas = size }
        if let padding { spec.padding = padding }
        if let frame { spec.frame = frame }
        if let scale { spec.scales = scale }
        if let fit { spec.fit = fit }
        if let start { spec.startTimes = start }
        if merge { spec.merge = true }
        if let smooth { spec.smooth = smooth }
        if let trim { spec.trim = trim }
        if let easing { spec.easing = easing }
        if let background { spec.background = background.color }
        if let fps { spec.fps = fps }
        if let stroke { spec.overrides.stroke = .some(stroke.color) }
        if let lineWidth { spec.overrides.lineWidth = lineWidth }
        if let fill { spec.overrides.fill = .some(fill.color) }
        if let lineCap { spec.overrides.lineCap = lineCap }
        if let lineJoin { spec.overrides.lineJoin = lineJoin }
        if let fillIn { spec.overrides.fillIn = fillIn }
    }
}

extension FitMode: ExpressibleByArgument {}
extension TrimMode: ExpressibleByArgument {}
extension LineCap: ExpressibleByArgument {}
extension LineJoin: ExpressibleByArgument {}
extension ProcessingAnimation: ExpressibleByArgument {}
extension EndAnimation: ExpressibleByArgument {}
