#ifndef MREFRESH_CJPEG_SHIM_H
#define MREFRESH_CJPEG_SHIM_H
// libjpeg-turbo's decoder behind one call that cannot exit or longjmp into Swift: libjpeg reports fatal
// errors by calling error_exit, which by default ends the process; here it jumps back into this C function,
// which returns an error code instead. Swift code that calls it lives in Sources/MRefreshRender/Cairo only.
#include <stddef.h>
#include <stdio.h>
#include <setjmp.h>
#include <string.h>
#include <jpeglib.h>

struct mrefresh_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void mrefresh_jpeg_error_exit(j_common_ptr info) {
    struct mrefresh_jpeg_error *error = (struct mrefresh_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void mrefresh_jpeg_silent(j_common_ptr info, int level) { (void)info; (void)level; }
static void mrefresh_jpeg_no_output(j_common_ptr info) { (void)info; }

/// Decodes the JPEG `data` (`size` bytes), which must be `width` × `height` pixels, into `pixels`: rows
/// of `stride` bytes, each pixel B, G, R, 255 (Cairo's ARGB32 on a little-endian machine, opaque).
/// Returns 0 when done, 1 when libjpeg refused the data, 2 when the size is not the one expected, 3 when
/// libjpeg warned (corrupt data it decoded anyway).
static inline int mrefresh_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                       int width, int height, int stride) {
    struct jpeg_decompress_struct info;
    struct mrefresh_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = mrefresh_jpeg_error_exit;
    error.manager.emit_message = mrefresh_jpeg_silent;
    error.manager.output_message = mrefresh_jpeg_no_output;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        jpeg_destroy_decompress(&info);
        return 2;
    }
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    int warned = error.manager.num_warnings > 0;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return warned ? 3 : 0;
}
#endif
