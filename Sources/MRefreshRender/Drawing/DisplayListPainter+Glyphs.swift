import MRefreshCore

extension DisplayListPainter {
    /// SVG text: each run's outlines (``TextBlockOutlines``) placed by `transform`, filled (non-zero, as
    /// glyphs are) then stroked in its own paints, their alphas times `share`; hidden runs keep their room
    /// but draw nothing. A gradient spans the whole text's box in objectBoundingBox units.
    static func paintGlyphs(_ block: TextBlock, transform: AffineTransform, share: Double, _ current: AffineTransform,
                            _ context: GraphicsContext) throws {
        let scale = abs(block.transform.then(transform).determinant).squareRoot()
        let (pieces, box) = try TextBlockOutlines.layout(of: block)
        // A gradient's colours faded in by `share`, placed from the text's user space onto the canvas; an
        // objectBoundingBox one on text without a box paints nothing.
        func setSource(_ colour: Color, _ gradient: TextBlock.GradientPaint?) throws -> Bool {
            guard let gradient else {
                try context.setSource(colour.withOpacity(share))
                return true
            }
            guard let placed = gradient.placed(in: box)?.withOpacity(share) else { return false }
            try context.setSource(placed, transform: placed.transform.then(block.transform).then(transform))
            return true
        }
        for piece in pieces where piece.run.visible && !piece.outline.isEmpty {
            let outline = piece.outline.transformed(by: transform)
            if let fill = piece.run.fill, try setSource(fill, piece.run.fillGradient) {
                context.fillRule = .nonZero
                try context.addPath(outline)
                try context.fill()
            }
            if let stroke = piece.run.stroke, piece.run.strokeWidth > 0, try setSource(stroke, piece.run.strokeGradient) {
                context.lineWidth = piece.run.strokeWidth * scale
                context.lineCap = .butt
                context.lineJoin = .miter
                context.miterLimit = 4
                try context.setDash([], offset: 0)
                try context.addPath(outline)
                try context.stroke()
            }
        }
    }
}
