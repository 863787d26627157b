import MRefreshCore

extension Indicator {
    /// Loads and fits every layer of `spec`, its inputs read as files: path data, SVG documents and SVG
    /// fonts.
    ///
    /// - Parameters:
    ///   - spec: what to make; its layers' sources are read through `read`.
    ///   - read: the bytes of an input; the file system (and standard input for `-`) by default.
    /// - Throws: ``IndicatorError``: an input's ``InputError`` (unreadable, bad data, geometry beyond
    ///   `GeometryLimits` after fitting, a style that cannot be drawn on the canvas), or a problem of the
    ///   spec as a whole. Everything is checked here, before any frame is drawn.
    public init(_ spec: IndicatorSpec, read: (InputSpec) throws(InputError) -> [UInt8] = InputFiles.bytes)
        throws(IndicatorError) {
        try self.init(spec, load: { input throws(InputError) in
            try InputLoader.load(try read(input), spec: input, lenient: spec.lenient, strict: spec.strict,
                                 glyphCharacter: spec.glyphCharacter, media: spec.appearance.media(canvas: spec.canvas), variables: spec.variables,
                                 images: SVGImageSources(resourceFolders: spec.resourceFolders))
        })
    }

    /// Loads and fits every layer of `spec`, its inputs read through `cache` (in a build, so a font is parsed
    /// once for all its glyphs).
    public init(_ spec: IndicatorSpec, cache: InputCache) throws(IndicatorError) {
        try self.init(spec, load: { input throws(InputError) in
            try cache.load(input, lenient: spec.lenient, strict: spec.strict, glyphCharacter: spec.glyphCharacter,
                           media: spec.appearance.media(canvas: spec.canvas), variables: spec.variables,
                           images: SVGImageSources(resourceFolders: spec.resourceFolders))
        })
    }
}
