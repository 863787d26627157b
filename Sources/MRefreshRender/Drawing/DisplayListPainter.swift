import MRefreshCore

/// Paints ``MRefreshCore/DisplayList``s with Cairo: the one place where a frame's operations become pixels.
package enum DisplayListPainter {
    /// `list` drawn at `scale` (1, 2, 3…, or a density like 1.5) on a new surface of the list's canvas
    /// size × `scale`, each side rounded.
    package static func surface(for list: DisplayList, scale: Double) throws -> ImageSurface {
        let size = list.canvas.pixelSize(scale: scale)
        let surface = try ImageSurface(width: size.width, height: size.height)
        let context = try GraphicsContext(surface: surface)
        try paint(list, scale: scale, context)
        return surface
    }

    /// Paints `list` into `context`, whose current transform maps canvas points at 1x to its device.
    package static func paint(_ list: DisplayList, scale: Double, _ context: GraphicsContext) throws {
        if let background = list.background { try context.paint(background) }
        guard !list.layers.isEmpty else { return }
        let placement = list.transform.then(.scale(scale, scale))
        try context.setTransform(placement)
        try withOpacity(list.opacity, context) {
            try paint(list.layers, placement: placement, context)
        }
        try context.checkStatus("drawing a frame")
    }

    /// Paints `layers` in `context`, at `placement` (canvas → device) unless a layer moves on its own.
    static func paint(_ layers: [DisplayList.Layer], placement: AffineTransform, _ context: GraphicsContext) throws {
        // The source's groups open around their first layer and close after their last; a group's mask
        // is placed as that first layer is.
        var open: [(group: OpacityGroup, placement: AffineTransform)] = []
        for layer in layers {
            let moved = layer.transform != .identity
            let current = moved ? layer.transform.then(placement) : placement
            if !(open.isEmpty && layer.groups.isEmpty) {
                var shared = 0
                while shared < min(open.count, layer.groups.count), open[shared].group == layer.groups[shared] { shared += 1 }
                while open.count > shared { try close(open.removeLast(), placement: placement, context) }
                for group in layer.groups[shared...] {
                    try context.beginGroup()
                    open.append((group, current))
                }
            }
            if moved { try context.setTransform(current) }
            try withOpacity(layer.opacity, context) {
                try clipped(by: layer.clips, context) {
                    for operation in layer.operations { try perform(operation, current, context) }
                }
            }
            if moved { try context.setTransform(placement) }
        }
        while let group = open.popLast() { try close(group, placement: placement, context) }
    }

    /// Composites an open group: filtered, at its opacity, by its blend mode, through its mask when it has
    /// one (its content painted whole where the group's first layer was placed).
    private static func close(_ open: (group: OpacityGroup, placement: AffineTransform), placement: AffineTransform,
                              _ context: GraphicsContext) throws {
        if let filter = open.group.filter {
            let toDevice = filter.transform.then(open.placement)
            // Nothing shows outside the filter's region: a region of no pixels leaves the group empty.
            let region = FilterRaster.deviceRegion(of: filter, toDevice: toDevice) ?? (0, 0, 0, 0)
            try context.replaceGroupPixels(within: region) { group in
                FilterRaster.apply(filter, toDevice: toDevice, to: &group)
            }
            // The element's clip paths cut what the filter made.
            try context.setTransform(open.placement)
            for clip in open.group.clips { try context.cut { try drawCoverage(of: clip, context) } }
            try context.setTransform(placement)
        }
        guard let mask = open.group.mask else {
            try context.endGroup(opacity: open.group.opacity, blend: open.group.blend)
            return
        }
        try context.setTransform(open.placement)
        try context.endGroup(opacity: open.group.opacity, blend: open.group.blend, region: mask.region,
                             luminance: mask.kind == .luminance) {
            try paint(mask.content.map(DisplayList.Layer.init(whole:)), placement: open.placement, context)
        }
        try context.setTransform(placement)
    }

    /// Runs `body` clipped by every one of `clips`: a clip that is one outline by Cairo's clip, any other
    /// by compositing what `body` draws through the clip's coverage.
    private static func clipped(by clips: [Clip], _ context: GraphicsContext, _ body: () throws -> Void) throws {
        guard !clips.isEmpty else { return try body() }
        try context.withSavedState {
            var covered: [Clip] = []
            for clip in clips {
                if let (path, rule) = clip.outline { try context.clip(to: path, rule: rule) } else { covered.append(clip) }
            }
            try covering(by: covered, context, body)
        }
    }

    /// Runs `body` in a group composited through the coverage of every one of `clips`, intersected in one
    /// surface (two groups however many clips there are).
    private static func covering(by clips: [Clip], _ context: GraphicsContext, _ body: () throws -> Void) throws {
        guard let first = clips.first else { return try body() }
        try context.beginGroup()
        try body()
        try context.endGroup(opacity: 1, region: nil, luminance: false) {
            try drawCoverage(of: first, context)
            for clip in clips.dropFirst() {
                try context.intersect(withCoverageOf: { try drawCoverage(of: clip, context) })
            }
        }
    }

    /// Draws opaque white where `clip` lets through: the union of its shapes, each cut by its own clips,
    /// cut by the clip's clips.
    private static func drawCoverage(of clip: Clip, _ context: GraphicsContext) throws {
        try clipped(by: clip.clips, context) {
            for shape in clip.shapes {
                try clipped(by: shape.clips, context) {
                    context.fillRule = shape.rule
                    try context.addPath(shape.path)
                    try context.setSource(Color(red: 1, green: 1, blue: 1, alpha: 1))
                    try context.fill()
                }
            }
        }
    }

    /// Performs `operation` in `context`, whose current transform is `current` (canvas → device).
    static func perform(_ operation: DisplayList.Operation, _ current: AffineTransform,
                                _ context: GraphicsContext) throws {
        switch operation {
        case let .fill(path, paint, rule):
            context.fillRule = rule
            try context.addPath(path)
            try setSource(paint, current, context)
            try context.fill()
        case let .stroke(path, paint, stroke):
            // Cairo measures width and dashes in the user space current when it strokes, so a pen that is
            // not round strokes in its own space, the path given in that space too. Cairo takes an
            // axis-aligned map whose determinant is ±1 for an unscaled one and strokes it pixel-snapped:
            // such a pen space is scaled by 2 (its lengths halved), which draws the same stroke.
            var pen = stroke.transform, k = 1.0
            if let distortion = pen, abs(abs(distortion.then(current).determinant) - 1) < 0.25 {
                (pen, k) = (AffineTransform.scale(2, 2).then(distortion), 2)
            }
            context.lineWidth = stroke.width / k
            context.lineCap = stroke.cap
            context.lineJoin = stroke.join
            context.miterLimit = stroke.miterLimit
            try context.setDash(k == 1 ? stroke.dashes : stroke.dashes.map { $0 / k }, offset: stroke.dashOffset / k)
            // The source is fixed in canvas space when it is set, before the pen's space applies.
            try setSource(paint, current, context)
            if let pen, let toPen = pen.inverted {
                try context.setTransform(pen.then(current))
                try context.stroke(path.transformed(by: toPen))
                try context.setTransform(current)
            } else {
                try context.stroke(path)
            }
        case let .image(image, opacity):
            // An image that does not decode (a corrupt stream its header hid) draws nothing.
            guard let surface = DecodedImages.shared.surface(for: image.data) else { return }
            try context.paintImage(surface, transform: image.transform, opacity: opacity, smooth: image.smooth)
        case .text(let run):
            try context.drawText(run.text, font: run.font, at: run.position, alignment: run.alignment, color: run.color)
        case let .glyphs(block, transform, share):
            try paintGlyphs(block, transform: transform, share: share, current, context)
        }
    }

    private static func setSource(_ paint: DisplayList.Paint, _ current: AffineTransform, _ context: GraphicsContext) throws {
        switch paint {
        case let .pattern(tile, transform, opacity):
            try setSource(tile, transform: transform, opacity: opacity, current: current, context)
        case .color(let color): try context.setSource(color)
        case let .gradient(gradient, transform): try context.setSource(gradient, transform: transform)
        }
    }

    /// Runs `body` inside a group composited at `opacity`, or straight onto the surface when opaque.
    private static func withOpacity(_ opacity: Double, _ context: GraphicsContext, _ body: () throws -> Void) throws {
        if opacity < 1 {
            try context.drawGroup(opacity: opacity, body)
        } else {
            try body()
        }
    }
}
