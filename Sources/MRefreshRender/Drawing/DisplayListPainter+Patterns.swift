import MRefreshCore

extension DisplayListPainter {
    /// The most pixels along a side of a pattern tile's surface: a tile drawn larger on screen is drawn
    /// at this size and scaled up, so a huge tile cannot take the machine's memory.
    static let maximumTileSide = 1024

    /// Sets `context`'s source to `tile` repeated, placed by `transform` (pattern space → user space, which
    /// `current` maps to the device), at `opacity`. The tile is drawn once into a surface of about the
    /// device pixels it covers, then repeated by Cairo. A tile so small or so large that a double cannot
    /// map it to its pixels and back (a width of 1e-320, a `patternTransform` of scale(1e-200)) paints
    /// nothing, as a tile of no size does.
    static func setSource(_ tile: PatternTile, transform: AffineTransform, opacity: Double, current: AffineTransform,
                          _ context: GraphicsContext) throws {
        let device = transform.then(current)
        let sx = (device.a * device.a + device.b * device.b).squareRoot()
        let sy = (device.c * device.c + device.d * device.d).squareRoot()
        func side(_ length: Double) -> Int {
            guard length.isFinite else { return 1 }
            // Whole pixels, rounded down as librsvg rounds them, so tiles repeat at the same seams.
            return Int(min(max(length.rounded(.down), 1), Double(maximumTileSide)))
        }
        let width = side(tile.width * sx), height = side(tile.height * sy)
        let toPixels = AffineTransform.scale(Double(width) / tile.width, Double(height) / tile.height)
        let placement = AffineTransform.scale(tile.width / Double(width), tile.height / Double(height)).then(transform)
        guard toPixels.inverted != nil, let inverse = placement.then(current).inverted, inverse.inverted != nil else {
            return try context.setSource(.clear)
        }
        let surface = try ImageSurface(width: width, height: height)
        let tileContext = try GraphicsContext(surface: surface)
        try tileContext.setTransform(toPixels)
        // The tile's layers, whole, with their own clips, groups and masks, as a frame's are painted.
        let draw = { try paint(tile.content.map(DisplayList.Layer.init(whole:)), placement: toPixels, tileContext) }
        if opacity < 1 { try tileContext.drawGroup(opacity: opacity, draw) } else { try draw() }
        try tileContext.checkStatus("drawing a pattern tile")
        try context.setSourceTile(surface, transform: placement)
    }
}
