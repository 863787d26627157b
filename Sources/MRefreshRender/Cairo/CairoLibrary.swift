import CCairo
import MRefreshSystem

/// Cairo's functions, found in the process when Cairo is already loaded there (macOS, where the binary links
/// it; a test binary that links it), else in `libcairo.so.2`, loaded on first use.
///
/// On Linux the binary does not link Cairo. Linking it loads twenty libraries at every start (pixman,
/// fontconfig, FreeType, libpng, X11's and XCB's) and relocates them: a millisecond before `main`, on the one
/// core a process has then. Loaded here instead, it is loaded by ``FrameRenderer/warmUp()`` on a second core
/// while the command line and the inputs are read; a process that draws nothing (`--help`, `inspect`,
/// `simulate`) never loads it. The calls go through the functions of the same names in
/// CairoFunctions.swift, which shadow the C declarations in this module, so the drawing code reads as plain
/// Cairo. CairoLibraryTests hold each function here to its C declaration and to the symbol of its name.
final class CairoLibrary: Sendable {
    /// The library's soname, for messages.
    #if os(Linux)
    static let library = "libcairo.so.2"
    #else
    static let library = "libcairo.2.dylib"
    #endif

    /// The functions, or why they could not be found (once per process; the first caller waits for it).
    static let loaded: Result<CairoLibrary, RenderError> = load()

    /// The functions, for the calls in CairoFunctions.swift. Every way into drawing checks ``require()``
    /// first, so that a missing library is a ``RenderError``; a call that came another way ends the process
    /// with the same one line.
    static var functions: CairoLibrary {
        switch loaded {
        case .success(let library): return library
        case .failure(let error): ProcessControl.fail(error.description)
        }
    }

    /// Throws when Cairo cannot be loaded: the first thing every way into drawing does.
    static func require() throws(RenderError) {
        if case .failure(let error) = loaded { throw error }
    }

    /// The process's Cairo when it has one, else `library`'s.
    static func load(library: String = library) -> Result<CairoLibrary, RenderError> {
        let operation = "starting to draw"
        let handle: DynamicLibrary
        let process = DynamicLibrary.process
        if library == Self.library, process.symbol("cairo_version", as: UnsafeMutableRawPointer.self) != nil {
            handle = process
        } else {
            switch DynamicLibrary.load(library) {
            case .success(let loaded): handle = loaded
            case .failure(let failure):
                return .failure(RenderError(.cairo(code: -1, message: "\(library) cannot be loaded (\(failure.reason)); install Cairo (Debian: libcairo2)"),
                                            operation: operation))
            }
        }
        do {
            return .success(try CairoLibrary { name in handle.symbol(name, as: UnsafeMutableRawPointer.self) })
        } catch {
            return .failure(RenderError(.cairo(code: -1, message: "\(library) lacks \(error.name), which mrefresh calls"), operation: operation))
        }
    }

    /// A function `symbol` does not find.
    struct Missing: Error {
        let name: String
    }

    /// The functions `symbol` finds by name.
    init(symbol: (String) -> UnsafeMutableRawPointer?) throws(Missing) {
        func function<T>(_ name: String) throws(Missing) -> T {
            guard let address = symbol(name) else { throw Missing(name: name) }
            return unsafeBitCast(address, to: T.self)
        }
        cairo_append_path = try function("cairo_append_path")
        cairo_clip = try function("cairo_clip")
        cairo_close_path = try function("cairo_close_path")
        cairo_copy_path = try function("cairo_copy_path")
        cairo_create = try function("cairo_create")
        cairo_curve_to = try function("cairo_curve_to")
        cairo_destroy = try function("cairo_destroy")
        cairo_fill = try function("cairo_fill")
        cairo_fill_preserve = try function("cairo_fill_preserve")
        cairo_font_options_create = try function("cairo_font_options_create")
        cairo_font_options_destroy = try function("cairo_font_options_destroy")
        cairo_font_options_set_antialias = try function("cairo_font_options_set_antialias")
        cairo_font_options_set_hint_metrics = try function("cairo_font_options_set_hint_metrics")
        cairo_font_options_set_hint_style = try function("cairo_font_options_set_hint_style")
        cairo_get_dash = try function("cairo_get_dash")
        cairo_get_dash_count = try function("cairo_get_dash_count")
        cairo_get_fill_rule = try function("cairo_get_fill_rule")
        cairo_get_line_cap = try function("cairo_get_line_cap")
        cairo_get_line_join = try function("cairo_get_line_join")
        cairo_get_line_width = try function("cairo_get_line_width")
        cairo_get_matrix = try function("cairo_get_matrix")
        cairo_get_miter_limit = try function("cairo_get_miter_limit")
        cairo_identity_matrix = try function("cairo_identity_matrix")
        cairo_image_surface_create = try function("cairo_image_surface_create")
        cairo_image_surface_create_from_png_stream = try function("cairo_image_surface_create_from_png_stream")
        cairo_image_surface_get_data = try function("cairo_image_surface_get_data")
        cairo_image_surface_get_format = try function("cairo_image_surface_get_format")
        cairo_image_surface_get_height = try function("cairo_image_surface_get_height")
        cairo_image_surface_get_stride = try function("cairo_image_surface_get_stride")
        cairo_image_surface_get_width = try function("cairo_image_surface_get_width")
        cairo_line_to = try function("cairo_line_to")
        cairo_mask = try function("cairo_mask")
        cairo_move_to = try function("cairo_move_to")
        cairo_new_path = try function("cairo_new_path")
        cairo_paint = try function("cairo_paint")
        cairo_paint_with_alpha = try function("cairo_paint_with_alpha")
        cairo_path_destroy = try function("cairo_path_destroy")
        cairo_pattern_add_color_stop_rgba = try function("cairo_pattern_add_color_stop_rgba")
        cairo_pattern_create_for_surface = try function("cairo_pattern_create_for_surface")
        cairo_pattern_create_linear = try function("cairo_pattern_create_linear")
        cairo_pattern_create_radial = try function("cairo_pattern_create_radial")
        cairo_pattern_destroy = try function("cairo_pattern_destroy")
        cairo_pattern_get_surface = try function("cairo_pattern_get_surface")
        cairo_pattern_set_extend = try function("cairo_pattern_set_extend")
        cairo_pattern_set_filter = try function("cairo_pattern_set_filter")
        cairo_pattern_set_matrix = try function("cairo_pattern_set_matrix")
        cairo_pattern_status = try function("cairo_pattern_status")
        cairo_pop_group = try function("cairo_pop_group")
        cairo_pop_group_to_source = try function("cairo_pop_group_to_source")
        cairo_push_group = try function("cairo_push_group")
        cairo_push_group_with_content = try function("cairo_push_group_with_content")
        cairo_recording_surface_create = try function("cairo_recording_surface_create")
        cairo_restore = try function("cairo_restore")
        cairo_save = try function("cairo_save")
        cairo_scale = try function("cairo_scale")
        cairo_set_dash = try function("cairo_set_dash")
        cairo_set_fill_rule = try function("cairo_set_fill_rule")
        cairo_set_line_cap = try function("cairo_set_line_cap")
        cairo_set_line_join = try function("cairo_set_line_join")
        cairo_set_line_width = try function("cairo_set_line_width")
        cairo_set_matrix = try function("cairo_set_matrix")
        cairo_set_miter_limit = try function("cairo_set_miter_limit")
        cairo_set_operator = try function("cairo_set_operator")
        cairo_set_source = try function("cairo_set_source")
        cairo_set_source_rgba = try function("cairo_set_source_rgba")
        cairo_set_source_surface = try function("cairo_set_source_surface")
        cairo_status = try function("cairo_status")
        cairo_status_to_string = try function("cairo_status_to_string")
        cairo_stroke = try function("cairo_stroke")
        cairo_stroke_preserve = try function("cairo_stroke_preserve")
        cairo_surface_destroy = try function("cairo_surface_destroy")
        cairo_surface_flush = try function("cairo_surface_flush")
        cairo_surface_get_device_offset = try function("cairo_surface_get_device_offset")
        cairo_surface_map_to_image = try function("cairo_surface_map_to_image")
        cairo_surface_mark_dirty = try function("cairo_surface_mark_dirty")
        cairo_surface_status = try function("cairo_surface_status")
        cairo_surface_unmap_image = try function("cairo_surface_unmap_image")
        cairo_surface_write_to_png_stream = try function("cairo_surface_write_to_png_stream")
        cairo_transform = try function("cairo_transform")
        cairo_user_to_device_distance = try function("cairo_user_to_device_distance")
    }

    let cairo_append_path: @convention(c) (OpaquePointer?, UnsafePointer<cairo_path_t>?) -> Void
    let cairo_clip: @convention(c) (OpaquePointer?) -> Void
    let cairo_close_path: @convention(c) (OpaquePointer?) -> Void
    let cairo_copy_path: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<cairo_path_t>?
    let cairo_create: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let cairo_curve_to: @convention(c) (OpaquePointer?, Double, Double, Double, Double, Double, Double) -> Void
    let cairo_destroy: @convention(c) (OpaquePointer?) -> Void
    let cairo_fill: @convention(c) (OpaquePointer?) -> Void
    let cairo_fill_preserve: @convention(c) (OpaquePointer?) -> Void
    let cairo_font_options_create: @convention(c) () -> OpaquePointer?
    let cairo_font_options_destroy: @convention(c) (OpaquePointer?) -> Void
    let cairo_font_options_set_antialias: @convention(c) (OpaquePointer?, cairo_antialias_t) -> Void
    let cairo_font_options_set_hint_metrics: @convention(c) (OpaquePointer?, cairo_hint_metrics_t) -> Void
    let cairo_font_options_set_hint_style: @convention(c) (OpaquePointer?, cairo_hint_style_t) -> Void
    let cairo_get_dash: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let cairo_get_dash_count: @convention(c) (OpaquePointer?) -> Int32
    let cairo_get_fill_rule: @convention(c) (OpaquePointer?) -> cairo_fill_rule_t
    let cairo_get_line_cap: @convention(c) (OpaquePointer?) -> cairo_line_cap_t
    let cairo_get_line_join: @convention(c) (OpaquePointer?) -> cairo_line_join_t
    let cairo_get_line_width: @convention(c) (OpaquePointer?) -> Double
    let cairo_get_matrix: @convention(c) (OpaquePointer?, UnsafeMutablePointer<cairo_matrix_t>?) -> Void
    let cairo_get_miter_limit: @convention(c) (OpaquePointer?) -> Double
    let cairo_identity_matrix: @convention(c) (OpaquePointer?) -> Void
    let cairo_image_surface_create: @convention(c) (cairo_format_t, Int32, Int32) -> OpaquePointer?
    let cairo_image_surface_create_from_png_stream: @convention(c) (cairo_read_func_t?, UnsafeMutableRawPointer?) -> OpaquePointer?
    let cairo_image_surface_get_data: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    let cairo_image_surface_get_format: @convention(c) (OpaquePointer?) -> cairo_format_t
    let cairo_image_surface_get_height: @convention(c) (OpaquePointer?) -> Int32
    let cairo_image_surface_get_stride: @convention(c) (OpaquePointer?) -> Int32
    let cairo_image_surface_get_width: @convention(c) (OpaquePointer?) -> Int32
    let cairo_line_to: @convention(c) (OpaquePointer?, Double, Double) -> Void
    let cairo_mask: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    let cairo_move_to: @convention(c) (OpaquePointer?, Double, Double) -> Void
    let cairo_new_path: @convention(c) (OpaquePointer?) -> Void
    let cairo_paint: @convention(c) (OpaquePointer?) -> Void
    let cairo_paint_with_alpha: @convention(c) (OpaquePointer?, Double) -> Void
    let cairo_path_destroy: @convention(c) (UnsafeMutablePointer<cairo_path_t>?) -> Void
    let cairo_pattern_add_color_stop_rgba: @convention(c) (OpaquePointer?, Double, Double, Double, Double, Double) -> Void
    let cairo_pattern_create_for_surface: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let cairo_pattern_create_linear: @convention(c) (Double, Double, Double, Double) -> OpaquePointer?
    let cairo_pattern_create_radial: @convention(c) (Double, Double, Double, Double, Double, Double) -> OpaquePointer?
    let cairo_pattern_destroy: @convention(c) (OpaquePointer?) -> Void
    let cairo_pattern_get_surface: @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> cairo_status_t
    let cairo_pattern_set_extend: @convention(c) (OpaquePointer?, cairo_extend_t) -> Void
    let cairo_pattern_set_filter: @convention(c) (OpaquePointer?, cairo_filter_t) -> Void
    let cairo_pattern_set_matrix: @convention(c) (OpaquePointer?, UnsafePointer<cairo_matrix_t>?) -> Void
    let cairo_pattern_status: @convention(c) (OpaquePointer?) -> cairo_status_t
    let cairo_pop_group: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let cairo_pop_group_to_source: @convention(c) (OpaquePointer?) -> Void
    let cairo_push_group: @convention(c) (OpaquePointer?) -> Void
    let cairo_push_group_with_content: @convention(c) (OpaquePointer?, cairo_content_t) -> Void
    let cairo_recording_surface_create: @convention(c) (cairo_content_t, UnsafePointer<cairo_rectangle_t>?) -> OpaquePointer?
    let cairo_restore: @convention(c) (OpaquePointer?) -> Void
    let cairo_save: @convention(c) (OpaquePointer?) -> Void
    let cairo_scale: @convention(c) (OpaquePointer?, Double, Double) -> Void
    let cairo_set_dash: @convention(c) (OpaquePointer?, UnsafePointer<Double>?, Int32, Double) -> Void
    let cairo_set_fill_rule: @convention(c) (OpaquePointer?, cairo_fill_rule_t) -> Void
    let cairo_set_line_cap: @convention(c) (OpaquePointer?, cairo_line_cap_t) -> Void
    let cairo_set_line_join: @convention(c) (OpaquePointer?, cairo_line_join_t) -> Void
    let cairo_set_line_width: @convention(c) (OpaquePointer?, Double) -> Void
    let cairo_set_matrix: @convention(c) (OpaquePointer?, UnsafePointer<cairo_matrix_t>?) -> Void
    let cairo_set_miter_limit: @convention(c) (OpaquePointer?, Double) -> Void
    let cairo_set_operator: @convention(c) (OpaquePointer?, cairo_operator_t) -> Void
    let cairo_set_source: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    let cairo_set_source_rgba: @convention(c) (OpaquePointer?, Double, Double, Double, Double) -> Void
    let cairo_set_source_surface: @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double) -> Void
    let cairo_status: @convention(c) (OpaquePointer?) -> cairo_status_t
    let cairo_status_to_string: @convention(c) (cairo_status_t) -> UnsafePointer<CChar>?
    let cairo_stroke: @convention(c) (OpaquePointer?) -> Void
    let cairo_stroke_preserve: @convention(c) (OpaquePointer?) -> Void
    let cairo_surface_destroy: @convention(c) (OpaquePointer?) -> Void
    let cairo_surface_flush: @convention(c) (OpaquePointer?) -> Void
    let cairo_surface_get_device_offset: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let cairo_surface_map_to_image: @convention(c) (OpaquePointer?, UnsafePointer<cairo_rectangle_int_t>?) -> OpaquePointer?
    let cairo_surface_mark_dirty: @convention(c) (OpaquePointer?) -> Void
    let cairo_surface_status: @convention(c) (OpaquePointer?) -> cairo_status_t
    let cairo_surface_unmap_image: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    let cairo_surface_write_to_png_stream: @convention(c) (OpaquePointer?, cairo_write_func_t?, UnsafeMutableRawPointer?) -> cairo_status_t
    let cairo_transform: @convention(c) (OpaquePointer?, UnsafePointer<cairo_matrix_t>?) -> Void
    let cairo_user_to_device_distance: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
}
