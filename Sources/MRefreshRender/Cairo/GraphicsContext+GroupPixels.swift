import CCairo
import MRefreshCore

extension GraphicsContext {
    /// The pixels of a group's surface: premultiplied ARGB32 words, row by row; pixel (0, 0) is at device
    /// (`originX`, `originY`).
    package struct GroupPixels: Sendable {
        package var width: Int
        package var height: Int
        package var originX: Int
        package var originY: Int
        package var pixels: [UInt32]
    }

    /// Replaces what the innermost group ``beginGroup()`` started has drawn by what `change` makes of its
    /// pixels inside the device rectangle `x0..<x1`, `y0..<y1` (nothing outside it is kept); the group stays
    /// open, to be composited by ``endGroup(opacity:blend:)`` as before.
    package func replaceGroupPixels(within rect: (x0: Int, y0: Int, x1: Int, y1: Int),
                                   _ change: (inout GroupPixels) throws -> Void) throws {
        let content = cairo_pop_group(pointer)
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(pointer)
        try checkStatus("starting a filtered group")
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(content, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return }
        let image = cairo_surface_map_to_image(surface, nil)
        cairo_surface_flush(image)
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        guard width > 0, height > 0, cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(image) else {
            cairo_surface_unmap_image(surface, image)
            return
        }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        // The rectangle within the surface (pixel (0, 0) of the surface is at device (−ox, −oy)).
        let left = max(rect.x0 + Int(ox), 0), top = max(rect.y0 + Int(oy), 0)
        let right = min(rect.x1 + Int(ox), width), bottom = min(rect.y1 + Int(oy), height)
        guard right > left, bottom > top else {
            cairo_surface_unmap_image(surface, image)
            return
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        var group = GroupPixels(width: right - left, height: bottom - top, originX: left - Int(ox), originY: top - Int(oy),
                                pixels: [UInt32](repeating: 0, count: (right - left) * (bottom - top)))
        for y in top..<bottom {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in left..<right { group.pixels[(y - top) * group.width + x - left] = row[x] }
        }
        cairo_surface_unmap_image(surface, image)
        try change(&group)
        guard group.pixels.count == group.width * group.height, group.width > 0, group.height > 0 else { return }
        let result = try ImageSurface(width: group.width, height: group.height)
        cairo_surface_flush(result.pointer)
        if let out = cairo_image_surface_get_data(result.pointer) {
            let outStride = Int(cairo_image_surface_get_stride(result.pointer))
            for y in 0..<group.height {
                let row = (out + y * outStride).withMemoryRebound(to: UInt32.self, capacity: group.width) { $0 }
                for x in 0..<group.width { row[x] = group.pixels[y * group.width + x] }
            }
        }
        cairo_surface_mark_dirty(result.pointer)
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        cairo_set_source_surface(pointer, result.pointer, Double(group.originX), Double(group.originY))
        cairo_paint(pointer)
        cairo_restore(pointer)
        try checkStatus("drawing a filter's result")
    }
}
