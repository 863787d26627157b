#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import Synchronization
import RealModule

/// SVG text (``MRefreshCore/TextBlock``) as SVG 2 places it: each chunk's runs shaped by Pango one after
/// another from the chunk's start (each moved by its `dx`/`dy` first, word spacing added after each
/// space), the chunk moved back by its width for `text-anchor: end` or half of it for `middle`, then the
/// text's transform. The frames fill and stroke these outlines; the vector exports carry them.
package enum TextBlockOutlines {
    /// One run's glyphs, in the document's units.
    package struct Piece: Sendable {
        package var outline: Path
        package var run: TextBlock.Run
    }

    /// The pieces of `block`, shaped once per process (every frame draws the same text).
    package static func pieces(of block: TextBlock) throws(RenderError) -> [Piece] {
        try layout(of: block).pieces
    }

    /// The pieces of `block`, and the box its glyphs cover in the text's user space (before its
    /// transform: what an objectBoundingBox gradient spans), nil when it has no glyph.
    package static func layout(of block: TextBlock) throws(RenderError) -> (pieces: [Piece], box: Rect?) {
        // Shaped by its text, fonts and places only: text recoloured per frame (keyframed colours, the
        // style options) takes the same outlines, its own runs put back.
        var key = block
        for c in key.chunks.indices {
            for r in key.chunks[c].runs.indices {
                let run = key.chunks[c].runs[r]
                key.chunks[c].runs[r] = TextBlock.Run(text: run.text, font: run.font, letterSpacing: run.letterSpacing,
                                                      wordSpacing: run.wordSpacing, offset: run.offset)
            }
        }
        let shaped: (pieces: [Piece], box: Rect?)
        if let cached = cache.withLock({ $0[key] }) {
            shaped = cached
        } else {
            shaped = try layOut(key)
            cache.withLock { cache in
                // A few texts per indicator: the cache only has to hold one render's.
                if cache.count >= 256 { cache.removeAll() }
                cache[key] = shaped
            }
        }
        // One piece per run, in order.
        let runs = block.chunks.flatMap(\.runs)
        return (zip(shaped.pieces, runs).map { Piece(outline: $0.outline, run: $1) }, shaped.box)
    }

    private static let cache = Mutex<[TextBlock: (pieces: [Piece], box: Rect?)]>([:])

    /// Shaped with the fonts of the block's folder besides the system's (``DocumentFonts``).
    private static func layOut(_ block: TextBlock) throws(RenderError) -> (pieces: [Piece], box: Rect?) {
        try DocumentFonts.withFontMap(for: block.fontFolder) { (map) throws(RenderError) in
            try layOut(block, shaper: try GraphicsContext.TextShaper(fontMap: map))
        }
    }

    private static func layOut(_ block: TextBlock, shaper: GraphicsContext.TextShaper) throws(RenderError) -> (pieces: [Piece], box: Rect?) {
        var pieces: [Piece] = []
        var box: Rect?
        var pen = Point(0, 0)
        for chunk in block.chunks {
            if let along = chunk.path {
                let (placed, end) = try layOut(chunk, along: along, shaper: shaper)
                for b in placed.compactMap(\.outline.bounds) { box = box.map { $0.union(b) } ?? b }
                pieces += placed.map { Piece(outline: $0.outline.transformed(by: block.transform), run: $0.run) }
                // Text after the <textPath> goes on from where its last glyph ends.
                pen = end
                continue
            }
            pen = Point(chunk.x ?? pen.x, chunk.y ?? pen.y)
            let start = pen.x
            var placed: [Piece] = []
            for run in chunk.runs {
                pen = pen + run.offset
                var outline = Path()
                // Word spacing goes after each space: the run is shaped a word (and its space) at a time.
                var words: [Substring] = []
                var rest = Substring(run.text)
                while run.wordSpacing != 0, let space = rest.firstIndex(of: " ") {
                    words.append(rest[...space])
                    rest = rest[rest.index(after: space)...]
                }
                words.append(rest)
                for word in words where !word.isEmpty {
                    let shaped = try shaper.shape(String(word), font: run.font, letterSpacing: run.letterSpacing)
                    outline.subpaths += shaped.outline.transformed(by: .translation(pen.x, pen.y)).subpaths
                    pen = Point(pen.x + shaped.advance + (word.last == " " ? run.wordSpacing : 0), pen.y)
                }
                placed.append(Piece(outline: outline, run: run))
            }
            let width = pen.x - start
            let shift = switch chunk.anchor {
            case .start: 0.0
            case .middle: -width / 2
            case .end: -width
            }
            // The next chunk goes on from where this one ends, as anchored.
            pen.x += shift
            for piece in placed {
                guard let b = piece.outline.bounds else { continue }
                let moved = Rect(x: b.minX + shift, y: b.minY, width: b.width, height: b.height)
                box = box.map { $0.union(moved) } ?? moved
            }
            pieces += placed.map { Piece(outline: $0.outline.transformed(by: AffineTransform.translation(shift, 0).then(block.transform)), run: $0.run) }
        }
        return (pieces, box)
    }

    /// A `<textPath>`'s chunk (``TextBlock/TextPath``): each character shaped alone, its advance's middle
    /// at its distance along the path (`dx` moving it along, `dy` across), turned to the tangent there.
    /// A character's advance is kerned with the next one of its run: the pair's width less the next
    /// one's alone. Characters whose middle falls off the path are left out; on a path of one closed
    /// subpath the text goes once round instead (SVG 2 §11.8.3): from `startOffset` onwards for
    /// `text-anchor: start`, back from it for `end`, half each way for `middle`, and what lies past that
    /// circuit is left out. Returns the pieces in the text's user space and the point where the chunk ends.
    private static func layOut(_ chunk: TextBlock.Chunk, along: TextBlock.TextPath,
                               shaper: GraphicsContext.TextShaper) throws(RenderError) -> (pieces: [Piece], end: Point) {
        var glyphs: [[(outline: Path, advance: Double, distance: Double, rise: Double)]] = []
        var distance = 0.0, rise = 0.0
        for run in chunk.runs {
            distance += run.offset.x
            rise += run.offset.y
            // Each character and each pair shaped once per run (a long text repeats them).
            var shapes: [String: (outline: Path, advance: Double)] = [:]
            func shape(_ text: String) throws(RenderError) -> (outline: Path, advance: Double) {
                if let known = shapes[text] { return known }
                let shaped = try shaper.shape(text, font: run.font, letterSpacing: run.letterSpacing)
                shapes[text] = (shaped.outline, shaped.advance)
                return (shaped.outline, shaped.advance)
            }
            var placed: [(outline: Path, advance: Double, distance: Double, rise: Double)] = []
            let characters = Array(run.text)
            for (index, character) in characters.enumerated() {
                let alone = try shape(String(character))
                var advance = alone.advance
                if index + 1 < characters.count {
                    let next = String(characters[index + 1])
                    advance = try shape(String(character) + next).advance - shape(next).advance
                }
                placed.append((alone.outline, advance, distance, rise))
                distance += advance + (character == " " ? run.wordSpacing : 0)
            }
            glyphs.append(placed)
        }
        let shift = switch chunk.anchor {
        case .start: 0.0
        case .middle: -distance / 2
        case .end: -distance
        }
        let measure = PathMeasure(along.path)
        // Every segment and where it ends along the path, for a binary search per glyph (a path of a
        // million segments under a thousand glyphs stays fast).
        let segments = along.path.subpaths.flatMap(\.segments)
        var ends: [Double] = []
        ends.reserveCapacity(segments.count)
        for length in measure.segmentLengths.joined() { ends.append((ends.last ?? 0) + length) }
        let total = ends.last ?? 0
        let circuit = along.path.subpaths.count == 1 && along.path.subpaths[0].isClosed && total > 0
        /// Where a distance from the path's start lies on it: nil when off the path (or, on a closed
        /// path, past the one circuit the text makes).
        func onPath(_ at: Double) -> Double? {
            guard !ends.isEmpty else { return nil }
            guard circuit else { return at >= 0 && at <= total ? at : nil }
            let fromAnchor = at - along.startOffset
            let within = switch chunk.anchor {
            case .start: fromAnchor >= 0 && fromAnchor < total
            case .middle: fromAnchor >= -total / 2 && fromAnchor < total / 2
            case .end: fromAnchor > -total && fromAnchor <= 0
            }
            guard within else { return nil }
            let wrapped = at.truncatingRemainder(dividingBy: total)
            return wrapped < 0 ? wrapped + total : wrapped
        }
        var pieces: [Piece] = []
        for (run, placed) in zip(chunk.runs, glyphs) {
            var outline = Path()
            for glyph in placed where !glyph.outline.isEmpty {
                guard let middle = onPath(along.startOffset + shift + glyph.distance + glyph.advance / 2) else { continue }
                // The first segment that ends at or past the glyph's middle.
                var (low, high) = (0, ends.count - 1)
                while low < high {
                    let mid = (low + high) / 2
                    if ends[mid] < middle { low = mid + 1 } else { high = mid }
                }
                let segment = segments[low]
                let t = segment.parameter(atArcLength: middle - (low > 0 ? ends[low - 1] : 0), accuracy: measure.accuracy)
                let point = segment.point(at: t), tangent = segment.tangent(at: t)
                let place = AffineTransform.translation(-glyph.advance / 2, glyph.rise).then(.rotation(Double.atan2(y: tangent.y, x: tangent.x)))
                    .then(.translation(point.x, point.y))
                outline.subpaths += glyph.outline.transformed(by: place).subpaths
            }
            pieces.append(Piece(outline: outline, run: run))
        }
        var last = along.startOffset + shift + distance
        if circuit {
            last = last.truncatingRemainder(dividingBy: total)
            if last < 0 { last += total }
        }
        let end = measure.point(atLength: min(max(last, 0), measure.totalLength)) ?? Point(0, 0)
        return (pieces, end)
    }
}
