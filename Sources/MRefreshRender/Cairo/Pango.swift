import CCairo
import MRefreshSystem

/// Pango's functions for text layers, loaded from `libpangocairo-1.0.so.0` the first time text is drawn
/// (or a text layer's font is looked up).
///
/// Loaded on demand rather than linked: Pango brings GLib, GObject, HarfBuzz and FriBiDi, whose loading
/// and start-up would cost every run — most draw no text — a few milliseconds and megabytes. The
/// functions are Pango's stable C API (pango/pango-layout.h, pango/pango-context.h, pango/pango-font.h,
/// pango/pangocairo.h, glib-object.h).
struct Pango: @unchecked Sendable {
    typealias CreateLayout = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias ShowLayout = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    typealias SetFontOptions = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    typealias GetContext = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias LayoutFunction = @convention(c) (OpaquePointer?) -> Void
    typealias SetText = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void
    typealias SetFontDescription = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    /// The two PangoRectangles (x, y, width, height as C ints) of ink and logical extents.
    typealias GetExtents = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    typealias DescriptionFromString = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Free = @convention(c) (OpaquePointer?) -> Void
    typealias GetFontMap = @convention(c) () -> OpaquePointer?
    typealias CreateContext = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias LoadFont = @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    typealias Describe = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias GetFamily = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias GetInt = @convention(c) (OpaquePointer?) -> Int32
    typealias SetInt = @convention(c) (OpaquePointer?, Int32) -> Void

    let createLayout: CreateLayout
    let showLayout: ShowLayout
    /// SVG text's fonts and spacing (``GraphicsContext/TextShaper``).
    let text: TextFunctions
    /// Fontconfig's application fonts (a document's font files), when the libraries have them.
    let fonts: FontFunctions?
    /// pango_cairo_layout_path: adds the layout's glyph outlines to the context's path.
    let layoutPath: ShowLayout
    let setFontOptions: SetFontOptions
    let getContext: GetContext
    let contextChanged: LayoutFunction
    let setText: SetText
    let setFontDescription: SetFontDescription
    let getExtents: GetExtents
    let descriptionFromString: DescriptionFromString
    let freeDescription: Free
    let unref: Free
    let defaultFontMap: GetFontMap
    let createContext: CreateContext
    let loadFont: LoadFont
    let describe: Describe
    let family: GetFamily
    /// pango_font_description_get_size: Pango units (points, or pixels when absolute); 0 when unset.
    let getSize: GetInt
    /// pango_font_description_get_size_is_absolute (a gboolean).
    let sizeIsAbsolute: GetInt
    /// pango_font_description_set_size: in Pango units of points.
    let setSize: SetInt
    /// pango_fc_font_map_cache_clear (pango/pangofc-fontmap.h), for ``PangoFontCache``; nil where the font
    /// map is not fontconfig's.
    let clearCache: Free?
    /// pango_font_map_get_serial: changes whenever a font map's fonts change (a cleared cache too).
    let fontMapSerial: (@convention(c) (OpaquePointer?) -> UInt32)?

    /// Pango units per point (PANGO_SCALE).
    static let scale = 1024.0

    /// The library's soname, for messages.
    #if os(Linux)
    static let library = "libpangocairo-1.0.so.0"
    #else
    static let library = "libpangocairo-1.0.0.dylib"
    #endif

    /// Where the library is looked for, in order (``MRefreshSystem/DynamicLibrary/candidates(_:)``).
    static let candidates = DynamicLibrary.candidates(library)

    /// The functions, or why they could not be loaded (once per process).
    static let shared: Result<Pango, RenderError> = load()

    private static func load() -> Result<Pango, RenderError> {
        let operation = "loading Pango for text layers"
        // Pango draws with the Cairo this process loaded (libpangocairo links the same library).
        if case .failure(let error) = CairoLibrary.loaded { return .failure(error) }
        let handle: DynamicLibrary
        switch DynamicLibrary.load(firstOf: candidates) {
        case .success(let loaded): handle = loaded
        case .failure(let failure):
            return .failure(RenderError(.cairo(code: -1, message: "\(library) cannot be loaded (\(failure.reason)); install Pango (Debian: libpangocairo-1.0-0)"),
                                        operation: operation))
        }
        // Searched in the library and its dependencies (GObject's g_object_unref).
        func symbol<T>(_ name: String, as type: T.Type) -> T? { handle.symbol(name, as: type) }
        silenceLogging(symbol: { symbol($0, as: UnsafeMutableRawPointer.self) })
        guard let createLayout = symbol("pango_cairo_create_layout", as: CreateLayout.self),
              let showLayout = symbol("pango_cairo_show_layout", as: ShowLayout.self),
              let layoutPath = symbol("pango_cairo_layout_path", as: ShowLayout.self),
              let setFontOptions = symbol("pango_cairo_context_set_font_options", as: SetFontOptions.self),
              let getContext = symbol("pango_layout_get_context", as: GetContext.self),
              let contextChanged = symbol("pango_layout_context_changed", as: LayoutFunction.self),
              let setText = symbol("pango_layout_set_text", as: SetText.self),
              let setFontDescription = symbol("pango_layout_set_font_description", as: SetFontDescription.self),
              let getExtents = symbol("pango_layout_get_extents", as: GetExtents.self),
              let descriptionFromString = symbol("pango_font_description_from_string", as: DescriptionFromString.self),
              let freeDescription = symbol("pango_font_description_free", as: Free.self),
              let unref = symbol("g_object_unref", as: Free.self),
              let defaultFontMap = symbol("pango_cairo_font_map_get_default", as: GetFontMap.self),
              let createContext = symbol("pango_font_map_create_context", as: CreateContext.self),
              let loadFont = symbol("pango_context_load_font", as: LoadFont.self),
              let describe = symbol("pango_font_describe", as: Describe.self),
              let family = symbol("pango_font_description_get_family", as: GetFamily.self),
              let getSize = symbol("pango_font_description_get_size", as: GetInt.self),
              let sizeIsAbsolute = symbol("pango_font_description_get_size_is_absolute", as: GetInt.self),
              let setSize = symbol("pango_font_description_set_size", as: SetInt.self),
              let text = TextFunctions(symbol: { symbol($0, as: UnsafeMutableRawPointer.self) }) else {
            return .failure(RenderError(.cairo(code: -1, message: "\(library) lacks a function mrefresh calls"), operation: operation))
        }
        return .success(Pango(createLayout: createLayout, showLayout: showLayout, text: text,
                              fonts: FontFunctions(symbol: { symbol($0, as: UnsafeMutableRawPointer.self) }), layoutPath: layoutPath, setFontOptions: setFontOptions,
                              getContext: getContext, contextChanged: contextChanged, setText: setText,
                              setFontDescription: setFontDescription, getExtents: getExtents,
                              descriptionFromString: descriptionFromString, freeDescription: freeDescription, unref: unref,
                              defaultFontMap: defaultFontMap, createContext: createContext, loadFont: loadFont,
                              describe: describe, family: family, getSize: getSize, sizeIsAbsolute: sizeIsAbsolute, setSize: setSize,
                              clearCache: symbol("pango_fc_font_map_cache_clear", as: Free.self),
                              fontMapSerial: symbol("pango_font_map_get_serial", as: (@convention(c) (OpaquePointer?) -> UInt32).self)))
    }

    /// Stops GLib, GObject, Pango and HarfBuzz printing on their own ("Pango-WARNING **: failed to create
    /// cairo scaled font"), `--quiet` or not (finding 31): mrefresh says what went wrong in its own one
    /// line, from the Cairo status every drawing call checks. Both of GLib's routes are closed
    /// (glib/gmessages.h): the default handler, which `g_warning` and `g_critical` reach, and the writer
    /// of structured logging. Fatal errors still end the process, as GLib always makes them.
    private static func silenceLogging(symbol: (String) -> UnsafeMutableRawPointer?) {
        typealias LogFunction = @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
        typealias SetDefaultHandler = @convention(c) (LogFunction?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        typealias Writer = @convention(c) (Int32, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
        typealias SetWriter = @convention(c) (Writer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
        if let set = symbol("g_log_set_default_handler").map({ unsafeBitCast($0, to: SetDefaultHandler.self) }) {
            _ = set({ _, _, _, _ in }, nil)
        }
        // Once per process (GLib aborts on a second call): here, inside the one load of Pango.
        if let set = symbol("g_log_set_writer_func").map({ unsafeBitCast($0, to: SetWriter.self) }) {
            set({ _, _, _, _ in 1 /* G_LOG_WRITER_HANDLED */ }, nil, nil)
        }
    }

    /// Sets `layout`'s context to unhinted outlines and metrics, grey antialiasing: text layers and SVG
    /// text are shaped alike, the same on every machine that has the font.
    func unhint(_ layout: OpaquePointer) {
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        setFontOptions(getContext(layout), options)
    }

    /// The family a font description asks for, and the family of the font Pango loads for it (fontconfig's
    /// best match, which is another family when the one asked for is not installed); nil where there is
    /// none (a description without a family, no font at all).
    ///   - map: a font map of a document's fonts (``DocumentFonts``); nil for the thread's default map.
    func families(of font: String, map fontMap: OpaquePointer? = nil) -> (asked: String?, used: String?) {
        guard let description = descriptionFromString(font) else { return (nil, nil) }
        defer { freeDescription(description) }
        let asked = family(description).map { String(cString: $0) }
        PangoFontCache.note(font, self, map: fontMap)
        // The default font map is Pango's own (not a reference the caller holds); the context is ours.
        guard let map = fontMap ?? defaultFontMap(), let context = createContext(map) else { return (asked, nil) }
        defer { unref(context) }
        guard let loaded = loadFont(context, description) else { return (asked, nil) }
        defer { unref(loaded) }
        guard let described = describe(loaded) else { return (asked, nil) }
        defer { freeDescription(described) }
        return (asked, family(described).map { String(cString: $0) })
    }
}

extension Pango {
    /// Pango's functions for SVG text: a font description built from CSS properties, the baseline, and
    /// letter spacing as a layout attribute.
    struct TextFunctions {
        typealias New = @convention(c) () -> OpaquePointer?
        typealias SetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void
        typealias SetInt = @convention(c) (OpaquePointer?, Int32) -> Void
        typealias SetDouble = @convention(c) (OpaquePointer?, Double) -> Void
        typealias GetInt = @convention(c) (OpaquePointer?) -> Int32
        typealias NewAttribute = @convention(c) (Int32) -> OpaquePointer?
        typealias Insert = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
        typealias Unref = @convention(c) (OpaquePointer?) -> Void

        let newDescription: New
        let setFamily: SetString
        let setWeight: SetInt
        let setStyle: SetInt
        let setStretch: SetInt
        let setAbsoluteSize: SetDouble
        let baseline: GetInt
        let newAttributes: New
        let unrefAttributes: Unref
        let letterSpacing: NewAttribute
        let insert: Insert
        let setAttributes: Insert
        /// pango_context_set_round_glyph_positions (Pango 1.44).
        let setRoundPositions: SetInt

        init?(symbol: (String) -> UnsafeMutableRawPointer?) {
            func load<T>(_ name: String, _ type: T.Type) -> T? { symbol(name).map { unsafeBitCast($0, to: type) } }
            guard let newDescription = load("pango_font_description_new", New.self),
                  let setFamily = load("pango_font_description_set_family", SetString.self),
                  let setWeight = load("pango_font_description_set_weight", SetInt.self),
                  let setStyle = load("pango_font_description_set_style", SetInt.self),
                  let setStretch = load("pango_font_description_set_stretch", SetInt.self),
                  let setAbsoluteSize = load("pango_font_description_set_absolute_size", SetDouble.self),
                  let baseline = load("pango_layout_get_baseline", GetInt.self),
                  let newAttributes = load("pango_attr_list_new", New.self),
                  let unrefAttributes = load("pango_attr_list_unref", Unref.self),
                  let letterSpacing = load("pango_attr_letter_spacing_new", NewAttribute.self),
                  let insert = load("pango_attr_list_insert", Insert.self),
                  let setAttributes = load("pango_layout_set_attributes", Insert.self),
                  let setRoundPositions = load("pango_context_set_round_glyph_positions", SetInt.self) else { return nil }
            self.setRoundPositions = setRoundPositions
            (self.newDescription, self.setFamily, self.setWeight, self.setStyle, self.setStretch, self.setAbsoluteSize) =
                (newDescription, setFamily, setWeight, setStyle, setStretch, setAbsoluteSize)
            (self.baseline, self.newAttributes, self.unrefAttributes, self.letterSpacing, self.insert, self.setAttributes) =
                (baseline, newAttributes, unrefAttributes, letterSpacing, insert, setAttributes)
        }
    }
}

extension Pango {
    /// A font map of its own for a document's font files: a fontconfig configuration holding the
    /// system's fonts and those files (fontconfig/fontconfig.h), attached to a new Pango font map
    /// (pango/pangofc-fontmap.h, pango/pangocairo.h), and layouts made from it.
    struct FontFunctions {
        typealias NewConfig = @convention(c) () -> OpaquePointer?
        typealias AddFile = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
        typealias Release = @convention(c) (OpaquePointer?) -> Void
        typealias NewFontMap = @convention(c) () -> OpaquePointer?
        typealias SetConfig = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
        typealias NewLayout = @convention(c) (OpaquePointer?) -> OpaquePointer?

        /// FcInitLoadConfigAndFonts: a new configuration with the system's fonts.
        let newConfig: NewConfig
        let addFile: AddFile
        /// FcConfigDestroy: drops a reference.
        let releaseConfig: Release
        /// pango_cairo_font_map_new.
        let newFontMap: NewFontMap
        /// pango_fc_font_map_set_config: the map takes its own reference to the configuration.
        let setConfig: SetConfig
        let newLayout: NewLayout
        /// pango_cairo_update_context: a context made from a font map takes a Cairo context's settings.
        let updateContext: ShowLayout

        init?(symbol: (String) -> UnsafeMutableRawPointer?) {
            func load<T>(_ name: String, _ type: T.Type) -> T? { symbol(name).map { unsafeBitCast($0, to: type) } }
            guard let newConfig = load("FcInitLoadConfigAndFonts", NewConfig.self),
                  let addFile = load("FcConfigAppFontAddFile", AddFile.self),
                  let releaseConfig = load("FcConfigDestroy", Release.self),
                  let newFontMap = load("pango_cairo_font_map_new", NewFontMap.self),
                  let setConfig = load("pango_fc_font_map_set_config", SetConfig.self),
                  let newLayout = load("pango_layout_new", NewLayout.self),
                  let updateContext = load("pango_cairo_update_context", ShowLayout.self) else { return nil }
            (self.newConfig, self.addFile, self.releaseConfig, self.newFontMap) = (newConfig, addFile, releaseConfig, newFontMap)
            (self.setConfig, self.newLayout, self.updateContext) = (setConfig, newLayout, updateContext)
        }
    }
}
