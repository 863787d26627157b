import ArgumentParser
import Foundation
import MRefreshCore
import MRefreshRender

/// The drawing options shared by `render` and `simulate`. Each one given overrides the indicator's value;
/// the defaults named in the help are ``IndicatorSpec``'s.
struct RenderOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas size in points (default 128x128).", valueName: "WxH"), transform: OptionValues.canvas)
    var size: Size?

    @Option(parsing: .unconditional, help: ArgumentHelp("Space between the canvas edge and the drawable frame, in points (default 12).", valueName: "points"))
    var padding: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The drawable frame in canvas points, instead of --padding.", valueName: "x,y,w,h"),
            transform: OptionValues.frame)
    var frame: Rect?

    @Option(parsing: .unconditional, help: ArgumentHelp("Scales to write; 2 and 3 add files named @2x and @3x (default 1).", valueName: "1,2,3"),
            transform: OptionValues.scales)
    var scale: [Int]?

    @Option(help: ArgumentHelp("How layers share the frame: union (default), first, each or viewbox.", valueName: "mode"))
    var fit: FitMode?

    @Option(parsing: .unconditional, help: ArgumentHelp("Start time of each layer in global progress, 0 ≤ t < 1.", valueName: "t1,t2,…"),
            transform: OptionValues.startTimes)
    var start: [Double]?

    @Flag(help: "One pen through the whole icon: the layers are drawn one after another, each keeping its style.")
    var merge = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Halve every segment N times (more nodes for --trim points).", valueName: "n"))
    var smooth: Int?

    @Option(help: ArgumentHelp("How a layer is drawn on: length (default), points or parallel.", valueName: "mode"))
    var trim: TrimMode?

    @Option(help: ArgumentHelp("Timing of each layer's progress: linear (default), ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), hold or steps(n).",
                               valueName: "name"),
            transform: OptionValues.easing)
    var easing: Easing?

    // Style options: path data and glyphs take them (or the defaults named in the help); an SVG element
    // keeps its own style except for the options given.
    @Option(name: .customLong("line-width"), parsing: .unconditional, help: ArgumentHelp("Stroke width in points (default 3).", valueName: "points"))
    var lineWidth: Double?

    @Option(help: ArgumentHelp("Stroke colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), a CSS name) or none (default #1f2328).",
                               valueName: "color"),
            transform: OptionValues.color(option: "--stroke", none: "none"))
    var stroke: OptionValues.ColorChoice?

    @Option(help: ArgumentHelp("Fill colour, or none (default none). The fill fades in over the last --fill-in of each layer.",
                               valueName: "color"),
            transform: OptionValues.color(option: "--fill", none: "none"))
    var fill: OptionValues.ColorChoice?

    @Option(name: .customLong("fill-in"), parsing: .unconditional, help: ArgumentHelp("Share of a layer's progress over which its fill fades in (default 0.2).",
                                                             valueName: "f"))
    var fillIn: Double?

    @Option(name: .customLong("line-cap"), help: ArgumentHelp("butt, round or square (default round).", valueName: "cap"))
    var lineCap: LineCap?

    @Option(name: .customLong("line-join"), help: ArgumentHelp("miter, round or bevel (default round).", valueName: "join"))
    var lineJoin: LineJoin?

    @Option(help: ArgumentHelp("Background colour, or transparent (default).", valueName: "color"),
            transform: OptionValues.color(option: "--background", none: "transparent"))
    var background: OptionValues.ColorChoice?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second for the loading and closing animations (default 60); an indicator file's stages: counts stay as given (a warning says so).", valueName: "fps"))
    var fps: Double?

    /// Largest canvas side in pixels (at the largest scale); checked before allocating.
    static let maximumPixels = 16384.0

    func validate() throws {
        var spec = IndicatorSpec()
        apply(to: &spec)
        let largest = Double(spec.scales.max() ?? 1)
        if spec.canvas.width * largest > Self.maximumPixels || spec.canvas.height * largest > Self.maximumPixels {
            throw ValidationError("--size \(Self.text(spec.canvas)) at --scale \(Int(largest)) is over \(Int(Self.maximumPixels)) pixels a side.")
        }
        let padding = spec.padding
        if spec.frame == nil, !(padding.isFinite && padding >= 0 && 2 * padding < min(spec.canvas.width, spec.canvas.height)) {
            throw ValidationError("--padding \(padding) leaves no room in a \(Self.text(spec.canvas)) canvas.")
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

    /// `128x128`, as a size is written on the command line.
    static func text(_ size: Size) -> String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(number(size.width))x\(number(size.height))"
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
