import ArgumentParser
import Foundation
import MRefreshCore
import MRefreshRender

/// The drawing options shared by `render` and `simulate`.
struct RenderOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Canvas size in points.", valueName: "WxH"))
    var size = "128x128"

    @Option(help: ArgumentHelp("Space between the canvas edge and the drawable frame, in points.", valueName: "points"))
    var padding: Double = 12

    @Option(help: ArgumentHelp("The drawable frame in canvas points, instead of --padding.", valueName: "x,y,w,h"))
    var frame: String?

    @Option(help: ArgumentHelp("Scales to write; 2 and 3 add files named @2x and @3x.", valueName: "1,2,3"))
    var scale = "1"

    @Option(help: ArgumentHelp("How layers share the frame: union, first, each or viewbox.", valueName: "mode"))
    var fit: FitMode = .union

    @Option(help: ArgumentHelp("Start time of each layer in global progress, 0 ≤ t < 1.", valueName: "t1,t2,…"))
    var start: String?

    @Flag(help: "One pen through the whole icon: the layers are drawn one after another, each keeping its style.")
    var merge = false

    @Option(help: ArgumentHelp("Halve every segment N times (more nodes for --trim points).", valueName: "n"))
    var smooth = 0

    @Option(help: ArgumentHelp("How a layer is drawn on: length, points or parallel.", valueName: "mode"))
    var trim: TrimMode = .length

    @Option(help: ArgumentHelp("Timing of each layer's progress: linear, ease-in, ease-out, ease-in-out or cubic-bezier(x1,y1,x2,y2).",
                               valueName: "name"))
    var easing = "linear"

    // Style options: path data and glyphs take them (or the defaults named in the help); an SVG element
    // keeps its own style except for the options given.
    @Option(name: .customLong("line-width"), help: ArgumentHelp("Stroke width in points (default 3).", valueName: "points"))
    var lineWidth: Double?

    @Option(help: ArgumentHelp("Stroke colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS name) or none (default #1f2328).",
                               valueName: "color"))
    var stroke: String?

    @Option(help: ArgumentHelp("Fill colour, or none (default none). The fill fades in over the last --fill-in of each layer.",
                               valueName: "color"))
    var fill: String?

    @Option(name: .customLong("fill-in"), help: ArgumentHelp("Share of a layer's progress over which its fill fades in (default 0.2).",
                                                             valueName: "f"))
    var fillIn: Double?

    @Option(name: .customLong("line-cap"), help: ArgumentHelp("butt, round or square (default round).", valueName: "cap"))
    var lineCap: LineCap?

    @Option(name: .customLong("line-join"), help: ArgumentHelp("miter, round or bevel (default round).", valueName: "join"))
    var lineJoin: LineJoin?

    @Option(help: ArgumentHelp("Background colour, or transparent.", valueName: "color"))
    var background = "transparent"

    @Option(help: ArgumentHelp("Frames per second for the loading and closing animations.", valueName: "fps"))
    var fps: Double = 60

    /// Largest canvas side in points and in pixels (at the largest scale); checked before allocating.
    static let maximumSide = 4096.0
    static let maximumPixels = 16384.0

    func validate() throws {
        let canvas = try canvasSize()
        let scales = try scaleList()
        if canvas.width * Double(scales.max()!) > Self.maximumPixels || canvas.height * Double(scales.max()!) > Self.maximumPixels {
            throw ValidationError("--size \(size) at --scale \(scales.max()!) is over \(Int(Self.maximumPixels)) pixels a side.")
        }
        _ = try drawableFrame(in: canvas)
        guard (0...12).contains(smooth) else { throw ValidationError("--smooth must be between 0 and 12, got \(smooth).") }
        guard Easing(easing) != nil else {
            throw ValidationError("--easing '\(easing)' is not linear, ease-in, ease-out, ease-in-out or cubic-bezier(x1,y1,x2,y2) with x1 and x2 in 0…1.")
        }
        if let lineWidth, !(lineWidth.isFinite && lineWidth > 0 && lineWidth <= 1000) {
            throw ValidationError("--line-width must be a number above 0 and at most 1000, got \(lineWidth).")
        }
        if let fillIn, !(fillIn.isFinite && (0...1).contains(fillIn)) {
            throw ValidationError("--fill-in must be between 0 and 1, got \(fillIn).")
        }
        _ = try overrides()
        _ = try color(background, option: "--background", allowing: "transparent")
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be above 0 and at most 1000, got \(fps).") }
        _ = try startTimes()
        if merge && start != nil { throw ValidationError("--merge draws the layers one after another; it cannot go with --start.") }
    }

    func canvasSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = NumberScanner.number(in: parts[0]), let h = NumberScanner.number(in: parts[1]) else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, like 128x128, got '\(size)'.")
        }
        guard w >= 1, h >= 1, w <= Self.maximumSide, h <= Self.maximumSide else {
            throw ValidationError("--size \(size) is outside 1…\(Int(Self.maximumSide)) points a side.")
        }
        return Size(width: w, height: h)
    }

    func scaleList() throws -> [Int] {
        let parts = scale.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, values.count == parts.count, values.allSatisfy({ (1...4).contains($0) }) else {
            throw ValidationError("--scale must list scales from 1 to 4, like 1,2,3, got '\(scale)'.")
        }
        guard Set(values).count == values.count else { throw ValidationError("--scale lists a scale twice: '\(scale)'.") }
        return values
    }

    func drawableFrame(in canvas: Size) throws -> Rect {
        if let frame {
            let values = frame.split(separator: ",", omittingEmptySubsequences: false).compactMap { NumberScanner.number(in: $0) }
            guard values.count == 4, values.allSatisfy(\.isFinite), values[2] > 0, values[3] > 0 else {
                throw ValidationError("--frame must be x,y,w,h with a positive width and height, got '\(frame)'.")
            }
            return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        guard padding.isFinite, padding >= 0, 2 * padding < min(canvas.width, canvas.height) else {
            throw ValidationError("--padding \(padding) leaves no room in a \(size) canvas.")
        }
        return Rect(x: 0, y: 0, width: canvas.width, height: canvas.height).insetBy(padding)
    }

    func startTimes() throws -> [Double]? {
        guard let start else { return nil }
        let parts = start.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { NumberScanner.number(in: $0) }
        guard values.count == parts.count, values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 1 }) else {
            throw ValidationError("--start must list times in 0 ≤ t < 1, like 0,0.5, got '\(start)'.")
        }
        return values
    }

    func color(_ text: String, option: String, allowing none: String) throws -> Color? {
        if text.lowercased() == none { return nil }
        guard let color = Color(css: text) else {
            throw ValidationError("\(option) '\(text)' is not a colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba() or a CSS name) or \(none).")
        }
        return color
    }

    /// The style of layers whose source has none (path data, glyphs).
    static let defaultStyle = LayerStyle(stroke: Color(css: "#1f2328"), lineWidth: 3, fill: nil, lineCap: .round,
                                         lineJoin: .round, fillIn: 0.2)

    /// The style options given on the command line.
    func overrides() throws -> StyleOverrides {
        StyleOverrides(stroke: try stroke.map { try color($0, option: "--stroke", allowing: "none") },
                       lineWidth: lineWidth,
                       fill: try fill.map { try color($0, option: "--fill", allowing: "none") },
                       lineCap: lineCap, lineJoin: lineJoin, fillIn: fillIn)
    }

    /// The renderer for `layout` with these options.
    func renderer(_ layout: IndicatorLayout, canvas: Size, transparent: Bool = false) throws -> FrameRenderer {
        try FrameRenderer(layout: layout, canvas: canvas, style: Self.defaultStyle, overrides: try overrides(),
                      background: transparent ? nil : try color(background, option: "--background", allowing: "transparent"),
                      trim: trim, easing: Easing(easing)!)
    }

    /// The layers of `inputs` with start times applied, fitted and measured.
    func layout(_ inputs: [LoadedInput]) throws -> (IndicatorLayout, Size) {
        var layers = inputs.flatMap(\.layers)
        guard layers.contains(where: { !$0.path.isEmpty }) else {
            throw CommandFailure(.dataError, "mrefresh: the inputs draw nothing (no path segments)")
        }
        if let times = try startTimes() {
            guard times.count == layers.count else {
                throw CommandFailure(.usage, "mrefresh: --start gives \(times.count) time\(times.count == 1 ? "" : "s") for \(layers.count) layer\(layers.count == 1 ? "" : "s")")
            }
            for i in layers.indices { layers[i].startTime = times[i] }
        }
        if merge {
            // Each layer's window of global progress is its share of the total length, in order: a pen
            // moving at one speed through the whole icon.
            let lengths = layers.map { $0.path.length() }
            let total = lengths.reduce(0, +)
            var done = 0.0
            for i in layers.indices where total > 0 {
                layers[i].startTime = done / total
                done += lengths[i]
                layers[i].endTime = done / total
            }
        }
        let canvas = try canvasSize()
        let document = inputs.first { $0.viewBox != nil }
        if fit == .viewbox && document == nil {
            throw CommandFailure(.usage, "mrefresh: --fit viewbox needs an SVG document with a viewBox (or width and height), or a single font glyph")
        }
        let layout = try IndicatorLayout(layers: layers, frame: try drawableFrame(in: canvas), fit: fit,
                                     viewBox: document?.viewBox, preserveAspectRatio: document?.preserveAspectRatio ?? .default,
                                     smooth: smooth)
        return (layout, canvas)
    }
}

extension FitMode: ExpressibleByArgument {}
extension TrimMode: ExpressibleByArgument {}
extension LineCap: ExpressibleByArgument {}
extension LineJoin: ExpressibleByArgument {}
extension ProcessingAnimation: ExpressibleByArgument {}
extension EndAnimation: ExpressibleByArgument {}
