import MRefreshCore

extension DisplayListPainter {
    /// SVG text: each run's outlines (``TextBlockOutlines``) placed by `transform`, filled (non-zero, as
    /// glyphs are) then stroked in its own paints, their alphas times `share`; hidden runs keep their room
    /// but draw nothing.
    static func paintGlyphs(_ block: TextBlock, transform: AffineTransform, share: Double, _ current: AffineTransform,
                            _ context: GraphicsContext) throws {
        let scale = abs(block.transform.then(transform).determinant).squareRoot()
        for piece in try TextBlockOutlines.pieces(of: block) where piece.run.visible && !piece.outline.isEmpty {
            let outline = piece.outline.transformed(by: transform)
            if let fill = piece.run.fill {
                context.fillRule = .nonZero
                try context.addPath(outline)
                try context.setSource(fill.withOpacity(share))
                try context.fill()
            }
            if let stroke = piece.run.stroke, piece.run.strokeWidth > 0 {
                context.lineWidth = piece.run.strokeWidth * scale
                context.lineCap = .butt
                context.lineJoin = .miter
                context.miterLimit = 4
                try context.setDash([], offset: 0)
                try context.addPath(outline)
                try context.setSource(stroke.withOpacity(share))
                try context.stroke()
            }
        }
    }
}
