import CCairo
import MRefreshSystem
import Testing
@testable import MRefreshRender

/// Compiles only when `a` and `b` have one type: a wrapper's signature and its C declaration's.
private func same<T>(_ a: T, _ b: T) {}

@Suite("CairoLibrary: Cairo's functions found at run time, each the C function of its name")
struct CairoLibraryTests {
    /// MRefreshRender's functions shadow CCairo's declarations of the same names; a wrapper whose
    /// parameters or result differed from the C declaration would call the function through the wrong
    /// type. This test does not compile when one differs (this test binary links Cairo, so the C functions
    /// can be named as values).
    @Test("every wrapper has its C declaration's signature")
    func wrappersMatchDeclarations() {
        same(MRefreshRender.cairo_append_path, CCairo.cairo_append_path)
        same(MRefreshRender.cairo_clip, CCairo.cairo_clip)
        same(MRefreshRender.cairo_close_path, CCairo.cairo_close_path)
        same(MRefreshRender.cairo_copy_path, CCairo.cairo_copy_path)
        same(MRefreshRender.cairo_create, CCairo.cairo_create)
        same(MRefreshRender.cairo_curve_to, CCairo.cairo_curve_to)
        same(MRefreshRender.cairo_destroy, CCairo.cairo_destroy)
        same(MRefreshRender.cairo_fill, CCairo.cairo_fill)
        same(MRefreshRender.cairo_fill_preserve, CCairo.cairo_fill_preserve)
        same(MRefreshRender.cairo_font_options_create, CCairo.cairo_font_options_create)
        same(MRefreshRender.cairo_font_options_destroy, CCairo.cairo_font_options_destroy)
        same(MRefreshRender.cairo_font_options_set_antialias, CCairo.cairo_font_options_set_antialias)
        same(MRefreshRender.cairo_font_options_set_hint_metrics, CCairo.cairo_font_options_set_hint_metrics)
        same(MRefreshRender.cairo_font_options_set_hint_style, CCairo.cairo_font_options_set_hint_style)
        same(MRefreshRender.cairo_get_dash, CCairo.cairo_get_dash)
        same(MRefreshRender.cairo_get_dash_count, CCairo.cairo_get_dash_count)
        same(MRefreshRender.cairo_get_fill_rule, CCairo.cairo_get_fill_rule)
        same(MRefreshRender.cairo_get_line_cap, CCairo.cairo_get_line_cap)
        same(MRefreshRender.cairo_get_line_join, CCairo.cairo_get_line_join)
        same(MRefreshRender.cairo_get_line_width, CCairo.cairo_get_line_width)
        same(MRefreshRender.cairo_get_matrix, CCairo.cairo_get_matrix)
        same(MRefreshRender.cairo_get_miter_limit, CCairo.cairo_get_miter_limit)
        same(MRefreshRender.cairo_identity_matrix, CCairo.cairo_identity_matrix)
        same(MRefreshRender.cairo_image_surface_create, CCairo.cairo_image_surface_create)
        same(MRefreshRender.cairo_image_surface_create_from_png_stream, CCairo.cairo_image_surface_create_from_png_stream)
        same(MRefreshRender.cairo_image_surface_get_data, CCairo.cairo_image_surface_get_data)
        same(MRefreshRender.cairo_image_surface_get_format, CCairo.cairo_image_surface_get_format)
        same(MRefreshRender.cairo_image_surface_get_height, CCairo.cairo_image_surface_get_height)
        same(MRefreshRender.cairo_image_surface_get_stride, CCairo.cairo_image_surface_get_stride)
        same(MRefreshRender.cairo_image_surface_get_width, CCairo.cairo_image_surface_get_width)
        same(MRefreshRender.cairo_line_to, CCairo.cairo_line_to)
        same(MRefreshRender.cairo_mask, CCairo.cairo_mask)
        same(MRefreshRender.cairo_move_to, CCairo.cairo_move_to)
        same(MRefreshRender.cairo_new_path, CCairo.cairo_new_path)
        same(MRefreshRender.cairo_paint, CCairo.cairo_paint)
        same(MRefreshRender.cairo_paint_with_alpha, CCairo.cairo_paint_with_alpha)
        same(MRefreshRender.cairo_path_destroy, CCairo.cairo_path_destroy)
        same(MRefreshRender.cairo_pattern_add_color_stop_rgba, CCairo.cairo_pattern_add_color_stop_rgba)
        same(MRefreshRender.cairo_pattern_create_for_surface, CCairo.cairo_pattern_create_for_surface)
        same(MRefreshRender.cairo_pattern_create_linear, CCairo.cairo_pattern_create_linear)
        same(MRefreshRender.cairo_pattern_create_radial, CCairo.cairo_pattern_create_radial)
        same(MRefreshRender.cairo_pattern_destroy, CCairo.cairo_pattern_destroy)
        same(MRefreshRender.cairo_pattern_get_surface, CCairo.cairo_pattern_get_surface)
        same(MRefreshRender.cairo_pattern_set_extend, CCairo.cairo_pattern_set_extend)
        same(MRefreshRender.cairo_pattern_set_filter, CCairo.cairo_pattern_set_filter)
        same(MRefreshRender.cairo_pattern_set_matrix, CCairo.cairo_pattern_set_matrix)
        same(MRefreshRender.cairo_pattern_status, CCairo.cairo_pattern_status)
        same(MRefreshRender.cairo_pop_group, CCairo.cairo_pop_group)
        same(MRefreshRender.cairo_pop_group_to_source, CCairo.cairo_pop_group_to_source)
        same(MRefreshRender.cairo_push_group, CCairo.cairo_push_group)
        same(MRefreshRender.cairo_push_group_with_content, CCairo.cairo_push_group_with_content)
        same(MRefreshRender.cairo_recording_surface_create, CCairo.cairo_recording_surface_create)
        same(MRefreshRender.cairo_restore, CCairo.cairo_restore)
        same(MRefreshRender.cairo_save, CCairo.cairo_save)
        same(MRefreshRender.cairo_scale, CCairo.cairo_scale)
        same(MRefreshRender.cairo_set_dash, CCairo.cairo_set_dash)
        same(MRefreshRender.cairo_set_fill_rule, CCairo.cairo_set_fill_rule)
        same(MRefreshRender.cairo_set_line_cap, CCairo.cairo_set_line_cap)
        same(MRefreshRender.cairo_set_line_join, CCairo.cairo_set_line_join)
        same(MRefreshRender.cairo_set_line_width, CCairo.cairo_set_line_width)
        same(MRefreshRender.cairo_set_matrix, CCairo.cairo_set_matrix)
        same(MRefreshRender.cairo_set_miter_limit, CCairo.cairo_set_miter_limit)
        same(MRefreshRender.cairo_set_operator, CCairo.cairo_set_operator)
        same(MRefreshRender.cairo_set_source, CCairo.cairo_set_source)
        same(MRefreshRender.cairo_set_source_rgba, CCairo.cairo_set_source_rgba)
        same(MRefreshRender.cairo_set_source_surface, CCairo.cairo_set_source_surface)
        same(MRefreshRender.cairo_status, CCairo.cairo_status)
        same(MRefreshRender.cairo_status_to_string, CCairo.cairo_status_to_string)
        same(MRefreshRender.cairo_stroke, CCairo.cairo_stroke)
        same(MRefreshRender.cairo_stroke_preserve, CCairo.cairo_stroke_preserve)
        same(MRefreshRender.cairo_surface_destroy, CCairo.cairo_surface_destroy)
        same(MRefreshRender.cairo_surface_flush, CCairo.cairo_surface_flush)
        same(MRefreshRender.cairo_surface_get_device_offset, CCairo.cairo_surface_get_device_offset)
        same(MRefreshRender.cairo_surface_map_to_image, CCairo.cairo_surface_map_to_image)
        same(MRefreshRender.cairo_surface_mark_dirty, CCairo.cairo_surface_mark_dirty)
        same(MRefreshRender.cairo_surface_status, CCairo.cairo_surface_status)
        same(MRefreshRender.cairo_surface_unmap_image, CCairo.cairo_surface_unmap_image)
        same(MRefreshRender.cairo_surface_write_to_png_stream, CCairo.cairo_surface_write_to_png_stream)
        same(MRefreshRender.cairo_transform, CCairo.cairo_transform)
        same(MRefreshRender.cairo_user_to_device_distance, CCairo.cairo_user_to_device_distance)
    }

    /// The functions are stored one after the other, each in the stored property named after its C
    /// symbol: each must hold the address the loader gives for that name (a swapped pair of functions of one
    /// type would compile and draw wrongly). Read from the instance's memory: a class instance's stored
    /// properties follow its two-word header in the order of their declarations, as Mirror lists them.
    @Test("each stored function is the C symbol its property is named after")
    func storedFunctionsAreTheirSymbols() throws {
        let library = try CairoLibrary.loaded.get()
        let labels = Mirror(reflecting: library).children.compactMap(\.label)
        #expect(labels.count == CairoLibraryTests.declared, "\(labels.count) functions stored")
        let instance = UnsafeRawPointer(Unmanaged.passUnretained(library).toOpaque())
        for (index, label) in labels.enumerated() {
            let stored = instance.load(fromByteOffset: 2 * MemoryLayout<Int>.size + index * MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
            let named = DynamicLibrary.process.symbol(label, as: UnsafeRawPointer.self)
            #expect(stored != nil && stored == named, "\(label)")
        }
    }

    /// The wrappers checked above, one per stored function.
    static let declared = 80

    /// A library that cannot be loaded, or lacks a function, is a RenderError naming it and what to install:
    /// what a process that draws reports instead of the loader's refusal to start.
    @Test("a library that cannot be loaded or lacks a function is an error that says so")
    func missingLibraryOrFunction() throws {
        guard case .failure(let missing) = CairoLibrary.load(library: "libcairo-mrefresh-missing.so.9") else {
            Issue.record("a library that does not exist loaded")
            return
        }
        #expect(missing.description.hasPrefix("starting to draw: Cairo: libcairo-mrefresh-missing.so.9 cannot be loaded ("), "\(missing)")
        #expect(missing.description.hasSuffix("install Cairo (Debian: libcairo2)"), "\(missing)")
        #expect(throws: CairoLibrary.Missing.self) {
            _ = try CairoLibrary { name in name == "cairo_stroke" ? nil : DynamicLibrary.process.symbol(name, as: UnsafeMutableRawPointer.self) }
        }
        // And the real one loads in full.
        #expect(throws: Never.self) { try CairoLibrary.require() }
    }
}
