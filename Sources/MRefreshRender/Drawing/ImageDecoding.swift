import MRefreshCore

/// An indicator's raster images, decoded before any frame is drawn: the reading checked each image's
/// header, size and chunk checksums, but only decoding finds a corrupt pixel stream (a PNG whose IDAT ends
/// early, a JPEG libjpeg refuses). Each image is decoded once here, into the cache every frame draws from
/// (``DecodedImages``), so a problem is a warning at its `<image>` before the frames (an error under
/// `--strict`), never a blank picture found afterwards; and the bytes they take decoded count against
/// the run's memory budget (``RenderLimits/Job/imageBytes``).
enum ImageDecoding {
    /// Every distinct image `indicator` draws — its layers', its pattern tiles', its masks' — with the
    /// place to report it at (the `<image>`'s layer, or the layer a pattern or mask holding it paints).
    static func images(in indicator: Indicator) -> [(image: LayerImage.Data, source: SourceReference?)] {
        var found: [(image: LayerImage.Data, source: SourceReference?)] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ image: LayerImage.Data?, _ source: SourceReference?) {
            guard let image, seen.insert(ObjectIdentifier(image)).inserted else { return }
            found.append((image, source))
        }
        func add(_ tile: PatternTile?, _ source: SourceReference?, depth: Int) {
            guard let tile, depth < 8 else { return }
            for layer in tile.content { add(layer, source: layer.source ?? source, depth: depth + 1) }
        }
        func add(_ style: LayerStyle?, _ source: SourceReference?, depth: Int) {
            add(style?.fillPattern, source, depth: depth)
            add(style?.strokePattern, source, depth: depth)
        }
        func add(_ groups: [OpacityGroup], _ source: SourceReference?, depth: Int) {
            guard depth < 8 else { return }
            for layer in groups.compactMap(\.mask).flatMap(\.content) { add(layer, source: layer.source ?? source, depth: depth + 1) }
        }
        func add(_ layer: Layer, source: SourceReference?, depth: Int) {
            add(layer.image?.data, source)
            add(layer.style, source, depth: depth)
            add(layer.opacityGroups, source, depth: depth)
        }
        for (index, layer) in indicator.layout.layers.enumerated() {
            add(layer.image?.data, layer.source)
            add(indicator.styles[index], layer.source, depth: 0)
            add(layer.opacityGroups, layer.source, depth: 0)
        }
        return found
    }

    /// Bytes `indicator`'s images take decoded, each once.
    static func decodedBytes(of indicator: Indicator) -> Int {
        images(in: indicator).reduce(0) { $0.addingSaturating($1.image.decodedBytes) }
    }

    /// Decodes every image of `indicator` (each once: the frames draw these) and returns a warning for
    /// each that does not decode, or decodes corrupt, at its place.
    static func problems(in indicator: Indicator) -> [InputError] {
        images(in: indicator).compactMap { image, source in
            guard let problem = DecodedImages.shared.decoded(image).problem else { return nil }
            let place = source ?? SourceReference(file: image.reference)
            if case .corrupt = problem { return place.error(.svg(.imageRefused(problem)), consequence: .drawnAsDecoded) }
            return place.error(.svg(.imageRefused(problem)), consequence: .notDrawn)
        }
    }
}
