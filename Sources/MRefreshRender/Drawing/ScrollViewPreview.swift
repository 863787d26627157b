import MRefreshCore

/// A phone-width scroll view around the indicator, for watching an interaction: placeholder content rows
/// that move with the pull, and the indicator's container in the gap they open, placed as MRefresh
/// places it (MRefresh.docc/DesignRefreshMachine.md: originY = min((pull − height) / 2, 0)). A bottom edge mirrors it all.
package struct ScrollViewPreview: FrameDrawing {
    /// The phone's screen in points.
    package static let screen = Size(width: 360, height: 640)

    package let indicator: FrameRenderer
    package let configuration: RefreshConfiguration

    package init(indicator: FrameRenderer, configuration: RefreshConfiguration) {
        self.indicator = indicator
        self.configuration = configuration
    }

    package var canvas: Size { Self.screen }

    package func render(_ frame: FrameSpec, scale: Double) throws -> ImageSurface {
        let size = canvas.pixelSize(scale: scale)
        let surface = try ImageSurface(width: size.width, height: size.height)
        let context = try GraphicsContext(surface: surface)
        let w = Self.screen.width, h = Self.screen.height
        let pull = max(frame.pullDistance ?? 0, 0)
        let top = configuration.edge == .top
        let screen = AffineTransform.scale(scale, scale)
        try context.setTransform(screen)
        try context.paint(Color(red: 0.965, green: 0.973, blue: 0.98))  // The bounce area behind the content.

        // The gap the pull opens (at the top, or at the bottom for pull-up), and the indicator's container
        // in it, placed as MRefresh places it and clipped to the gap.
        let gapY = top ? 0 : h - pull
        if pull > 0 {
            try context.withSavedState {
                try context.clip(to: rectangle(x: 0, y: gapY, width: w, height: pull))
                let containerHeight = configuration.height
                let originY = configuration.containerOriginY(atPull: pull)
                let containerY = top ? originY : h - originY - containerHeight
                let image = try indicator.render(frame, scale: scale)
                let fit = min(1, containerHeight / indicator.canvas.height, w / indicator.canvas.width)
                let drawnWidth = indicator.canvas.width * fit, drawnHeight = indicator.canvas.height * fit
                // Image pixels → points (the image was drawn at `scale`) → device pixels.
                try context.setTransform(AffineTransform.scale(fit / Double(scale), fit / Double(scale))
                    .then(.translation((w - drawnWidth) / 2, containerY + (containerHeight - drawnHeight) / 2))
                    .then(screen))
                try context.draw(image, at: Point(0, 0))
            }
        }

        // The content, white, moved by the pull (down for a top edge, up for a bottom edge); then its rows.
        let contentY = top ? pull : -pull
        try context.addPath(rectangle(x: 0, y: contentY, width: w, height: h))
        try context.setSource(.white)
        try context.fill()
        try context.clip(to: rectangle(x: 0, y: contentY, width: w, height: h))
        let rowHeight = 72.0
        var y = contentY
        var row = 0
        while y < min(h, contentY + h) {
            if y + rowHeight > 0 {
                try context.addPath(roundedRectangle(x: 16, y: y + 8, width: w - 32, height: rowHeight - 16, radius: 10))
                try context.setSource(Color(red: 0.93, green: 0.945, blue: 0.96))
                try context.fill()
                let lineWidths = [0.55, 0.75, 0.4][row % 3]
                try context.addPath(roundedRectangle(x: 32, y: y + 22, width: (w - 64) * lineWidths, height: 10, radius: 5))
                try context.addPath(roundedRectangle(x: 32, y: y + 40, width: (w - 64) * 0.3, height: 8, radius: 4))
                try context.setSource(Color(red: 0.82, green: 0.845, blue: 0.87))
                try context.fill()
            }
            y += rowHeight
            row += 1
        }
        try context.checkStatus("drawing a preview")
        return surface
    }

    private func rectangle(x: Double, y: Double, width: Double, height: Double) -> Path {
        Path(subpaths: [Subpath(start: Point(x, y), segments: [
            .line(Line(Point(x, y), Point(x + width, y))),
            .line(Line(Point(x + width, y), Point(x + width, y + height))),
            .line(Line(Point(x + width, y + height), Point(x, y + height))),
            .line(Line(Point(x, y + height), Point(x, y))),
        ], isClosed: true)])
    }

    /// A rounded rectangle as SVG's `<rect rx>` defines it, built from path data.
    private func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Path {
        let r = min(radius, width / 2, height / 2)
        let data = "M\(x + r) \(y)H\(x + width - r)A\(r) \(r) 0 0 1 \(x + width) \(y + r)V\(y + height - r)"
            + "A\(r) \(r) 0 0 1 \(x + width - r) \(y + height)H\(x + r)A\(r) \(r) 0 0 1 \(x) \(y + height - r)"
            + "V\(y + r)A\(r) \(r) 0 0 1 \(x + r) \(y)Z"
        return (try? PathBuilder.path(from: data).0) ?? Path()
    }
}
