import CCairo

// Each Cairo function mrefresh calls, by its C name and with its C declaration's Swift signature, calling
// through ``CairoLibrary``: declared in this module, these shadow CCairo's declarations, so every call in
// the drawing code reaches Cairo as loaded at run time (CairoLibrary says why Linux does not link it).
// CairoLibraryTests fail when one's signature differs from its C declaration.

func cairo_append_path(_ cr: OpaquePointer!, _ path: UnsafePointer<cairo_path_t>!) { CairoLibrary.functions.cairo_append_path(cr, path) }
func cairo_clip(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_clip(cr) }
func cairo_close_path(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_close_path(cr) }
func cairo_copy_path(_ cr: OpaquePointer!) -> UnsafeMutablePointer<cairo_path_t>! { CairoLibrary.functions.cairo_copy_path(cr) }
func cairo_create(_ target: OpaquePointer!) -> OpaquePointer! { CairoLibrary.functions.cairo_create(target) }
func cairo_curve_to(_ cr: OpaquePointer!, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) { CairoLibrary.functions.cairo_curve_to(cr, x1, y1, x2, y2, x3, y3) }
func cairo_destroy(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_destroy(cr) }
func cairo_fill(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_fill(cr) }
func cairo_fill_preserve(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_fill_preserve(cr) }
func cairo_font_options_create() -> OpaquePointer! { CairoLibrary.functions.cairo_font_options_create() }
func cairo_font_options_destroy(_ options: OpaquePointer!) { CairoLibrary.functions.cairo_font_options_destroy(options) }
func cairo_font_options_set_antialias(_ options: OpaquePointer!, _ antialias: cairo_antialias_t) { CairoLibrary.functions.cairo_font_options_set_antialias(options, antialias) }
func cairo_font_options_set_hint_metrics(_ options: OpaquePointer!, _ hint_metrics: cairo_hint_metrics_t) { CairoLibrary.functions.cairo_font_options_set_hint_metrics(options, hint_metrics) }
func cairo_font_options_set_hint_style(_ options: OpaquePointer!, _ hint_style: cairo_hint_style_t) { CairoLibrary.functions.cairo_font_options_set_hint_style(options, hint_style) }
func cairo_get_dash(_ cr: OpaquePointer!, _ dashes: UnsafeMutablePointer<Double>!, _ offset: UnsafeMutablePointer<Double>!) { CairoLibrary.functions.cairo_get_dash(cr, dashes, offset) }
func cairo_get_dash_count(_ cr: OpaquePointer!) -> Int32 { CairoLibrary.functions.cairo_get_dash_count(cr) }
func cairo_get_fill_rule(_ cr: OpaquePointer!) -> cairo_fill_rule_t { CairoLibrary.functions.cairo_get_fill_rule(cr) }
func cairo_get_line_cap(_ cr: OpaquePointer!) -> cairo_line_cap_t { CairoLibrary.functions.cairo_get_line_cap(cr) }
func cairo_get_line_join(_ cr: OpaquePointer!) -> cairo_line_join_t { CairoLibrary.functions.cairo_get_line_join(cr) }
func cairo_get_line_width(_ cr: OpaquePointer!) -> Double { CairoLibrary.functions.cairo_get_line_width(cr) }
func cairo_get_matrix(_ cr: OpaquePointer!, _ matrix: UnsafeMutablePointer<cairo_matrix_t>!) { CairoLibrary.functions.cairo_get_matrix(cr, matrix) }
func cairo_get_miter_limit(_ cr: OpaquePointer!) -> Double { CairoLibrary.functions.cairo_get_miter_limit(cr) }
func cairo_identity_matrix(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_identity_matrix(cr) }
func cairo_image_surface_create(_ format: cairo_format_t, _ width: Int32, _ height: Int32) -> OpaquePointer! { CairoLibrary.functions.cairo_image_surface_create(format, width, height) }
func cairo_image_surface_create_from_png_stream(_ read_func: cairo_read_func_t!, _ closure: UnsafeMutableRawPointer!) -> OpaquePointer! { CairoLibrary.functions.cairo_image_surface_create_from_png_stream(read_func, closure) }
func cairo_image_surface_get_data(_ surface: OpaquePointer!) -> UnsafeMutablePointer<UInt8>! { CairoLibrary.functions.cairo_image_surface_get_data(surface) }
func cairo_image_surface_get_format(_ surface: OpaquePointer!) -> cairo_format_t { CairoLibrary.functions.cairo_image_surface_get_format(surface) }
func cairo_image_surface_get_height(_ surface: OpaquePointer!) -> Int32 { CairoLibrary.functions.cairo_image_surface_get_height(surface) }
func cairo_image_surface_get_stride(_ surface: OpaquePointer!) -> Int32 { CairoLibrary.functions.cairo_image_surface_get_stride(surface) }
func cairo_image_surface_get_width(_ surface: OpaquePointer!) -> Int32 { CairoLibrary.functions.cairo_image_surface_get_width(surface) }
func cairo_line_to(_ cr: OpaquePointer!, _ x: Double, _ y: Double) { CairoLibrary.functions.cairo_line_to(cr, x, y) }
func cairo_mask(_ cr: OpaquePointer!, _ pattern: OpaquePointer!) { CairoLibrary.functions.cairo_mask(cr, pattern) }
func cairo_move_to(_ cr: OpaquePointer!, _ x: Double, _ y: Double) { CairoLibrary.functions.cairo_move_to(cr, x, y) }
func cairo_new_path(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_new_path(cr) }
func cairo_paint(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_paint(cr) }
func cairo_paint_with_alpha(_ cr: OpaquePointer!, _ alpha: Double) { CairoLibrary.functions.cairo_paint_with_alpha(cr, alpha) }
func cairo_path_destroy(_ path: UnsafeMutablePointer<cairo_path_t>!) { CairoLibrary.functions.cairo_path_destroy(path) }
func cairo_pattern_add_color_stop_rgba(_ pattern: OpaquePointer!, _ offset: Double, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) { CairoLibrary.functions.cairo_pattern_add_color_stop_rgba(pattern, offset, red, green, blue, alpha) }
func cairo_pattern_create_for_surface(_ surface: OpaquePointer!) -> OpaquePointer! { CairoLibrary.functions.cairo_pattern_create_for_surface(surface) }
func cairo_pattern_create_linear(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> OpaquePointer! { CairoLibrary.functions.cairo_pattern_create_linear(x0, y0, x1, y1) }
func cairo_pattern_create_radial(_ cx0: Double, _ cy0: Double, _ radius0: Double, _ cx1: Double, _ cy1: Double, _ radius1: Double) -> OpaquePointer! { CairoLibrary.functions.cairo_pattern_create_radial(cx0, cy0, radius0, cx1, cy1, radius1) }
func cairo_pattern_destroy(_ pattern: OpaquePointer!) { CairoLibrary.functions.cairo_pattern_destroy(pattern) }
func cairo_pattern_get_surface(_ pattern: OpaquePointer!, _ surface: UnsafeMutablePointer<OpaquePointer?>!) -> cairo_status_t { CairoLibrary.functions.cairo_pattern_get_surface(pattern, surface) }
func cairo_pattern_set_extend(_ pattern: OpaquePointer!, _ extend: cairo_extend_t) { CairoLibrary.functions.cairo_pattern_set_extend(pattern, extend) }
func cairo_pattern_set_filter(_ pattern: OpaquePointer!, _ filter: cairo_filter_t) { CairoLibrary.functions.cairo_pattern_set_filter(pattern, filter) }
func cairo_pattern_set_matrix(_ pattern: OpaquePointer!, _ matrix: UnsafePointer<cairo_matrix_t>!) { CairoLibrary.functions.cairo_pattern_set_matrix(pattern, matrix) }
func cairo_pattern_status(_ pattern: OpaquePointer!) -> cairo_status_t { CairoLibrary.functions.cairo_pattern_status(pattern) }
func cairo_pop_group(_ cr: OpaquePointer!) -> OpaquePointer! { CairoLibrary.functions.cairo_pop_group(cr) }
func cairo_pop_group_to_source(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_pop_group_to_source(cr) }
func cairo_push_group(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_push_group(cr) }
func cairo_push_group_with_content(_ cr: OpaquePointer!, _ content: cairo_content_t) { CairoLibrary.functions.cairo_push_group_with_content(cr, content) }
func cairo_recording_surface_create(_ content: cairo_content_t, _ extents: UnsafePointer<cairo_rectangle_t>!) -> OpaquePointer! { CairoLibrary.functions.cairo_recording_surface_create(content, extents) }
func cairo_restore(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_restore(cr) }
func cairo_save(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_save(cr) }
func cairo_scale(_ cr: OpaquePointer!, _ sx: Double, _ sy: Double) { CairoLibrary.functions.cairo_scale(cr, sx, sy) }
func cairo_set_dash(_ cr: OpaquePointer!, _ dashes: UnsafePointer<Double>!, _ num_dashes: Int32, _ offset: Double) { CairoLibrary.functions.cairo_set_dash(cr, dashes, num_dashes, offset) }
func cairo_set_fill_rule(_ cr: OpaquePointer!, _ fill_rule: cairo_fill_rule_t) { CairoLibrary.functions.cairo_set_fill_rule(cr, fill_rule) }
func cairo_set_line_cap(_ cr: OpaquePointer!, _ line_cap: cairo_line_cap_t) { CairoLibrary.functions.cairo_set_line_cap(cr, line_cap) }
func cairo_set_line_join(_ cr: OpaquePointer!, _ line_join: cairo_line_join_t) { CairoLibrary.functions.cairo_set_line_join(cr, line_join) }
func cairo_set_line_width(_ cr: OpaquePointer!, _ width: Double) { CairoLibrary.functions.cairo_set_line_width(cr, width) }
func cairo_set_matrix(_ cr: OpaquePointer!, _ matrix: UnsafePointer<cairo_matrix_t>!) { CairoLibrary.functions.cairo_set_matrix(cr, matrix) }
func cairo_set_miter_limit(_ cr: OpaquePointer!, _ limit: Double) { CairoLibrary.functions.cairo_set_miter_limit(cr, limit) }
func cairo_set_operator(_ cr: OpaquePointer!, _ op: cairo_operator_t) { CairoLibrary.functions.cairo_set_operator(cr, op) }
func cairo_set_source(_ cr: OpaquePointer!, _ source: OpaquePointer!) { CairoLibrary.functions.cairo_set_source(cr, source) }
func cairo_set_source_rgba(_ cr: OpaquePointer!, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) { CairoLibrary.functions.cairo_set_source_rgba(cr, red, green, blue, alpha) }
func cairo_set_source_surface(_ cr: OpaquePointer!, _ surface: OpaquePointer!, _ x: Double, _ y: Double) { CairoLibrary.functions.cairo_set_source_surface(cr, surface, x, y) }
func cairo_status(_ cr: OpaquePointer!) -> cairo_status_t { CairoLibrary.functions.cairo_status(cr) }
func cairo_status_to_string(_ status: cairo_status_t) -> UnsafePointer<CChar>! { CairoLibrary.functions.cairo_status_to_string(status) }
func cairo_stroke(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_stroke(cr) }
func cairo_stroke_preserve(_ cr: OpaquePointer!) { CairoLibrary.functions.cairo_stroke_preserve(cr) }
func cairo_surface_destroy(_ surface: OpaquePointer!) { CairoLibrary.functions.cairo_surface_destroy(surface) }
func cairo_surface_flush(_ surface: OpaquePointer!) { CairoLibrary.functions.cairo_surface_flush(surface) }
func cairo_surface_get_device_offset(_ surface: OpaquePointer!, _ x_offset: UnsafeMutablePointer<Double>!, _ y_offset: UnsafeMutablePointer<Double>!) { CairoLibrary.functions.cairo_surface_get_device_offset(surface, x_offset, y_offset) }
func cairo_surface_map_to_image(_ surface: OpaquePointer!, _ extents: UnsafePointer<cairo_rectangle_int_t>!) -> OpaquePointer! { CairoLibrary.functions.cairo_surface_map_to_image(surface, extents) }
func cairo_surface_mark_dirty(_ surface: OpaquePointer!) { CairoLibrary.functions.cairo_surface_mark_dirty(surface) }
func cairo_surface_status(_ surface: OpaquePointer!) -> cairo_status_t { CairoLibrary.functions.cairo_surface_status(surface) }
func cairo_surface_unmap_image(_ surface: OpaquePointer!, _ image: OpaquePointer!) { CairoLibrary.functions.cairo_surface_unmap_image(surface, image) }
func cairo_surface_write_to_png_stream(_ surface: OpaquePointer!, _ write_func: cairo_write_func_t!, _ closure: UnsafeMutableRawPointer!) -> cairo_status_t { CairoLibrary.functions.cairo_surface_write_to_png_stream(surface, write_func, closure) }
func cairo_transform(_ cr: OpaquePointer!, _ matrix: UnsafePointer<cairo_matrix_t>!) { CairoLibrary.functions.cairo_transform(cr, matrix) }
func cairo_user_to_device_distance(_ cr: OpaquePointer!, _ dx: UnsafeMutablePointer<Double>!, _ dy: UnsafeMutablePointer<Double>!) { CairoLibrary.functions.cairo_user_to_device_distance(cr, dx, dy) }
