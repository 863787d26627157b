#ifndef MREFRESH_CJPEG_SHIM_H
#define MREFRESH_CJPEG_SHIM_H
// libjpeg-turbo's decoder behind one call that cannot exit or longjmp into Swift: libjpeg reports fatal
// errors by calling error_exit, which by default ends the process; here it jumps back into this C function,
// which returns an error code instead. Swift code that calls it lives in Sources/MRefreshRender/Cairo only.
#include <stddef.h>
#include <stdio.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct mrefresh_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    /// Where libjpeg's words for the first warning go (JMSG_LENGTH_MAX bytes), or NULL.
    char *first_warning;
};

static void mrefresh_jpeg_error_exit(j_common_ptr info) {
    struct mrefresh_jpeg_error *error = (struct mrefresh_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

/// Counts warnings (corrupt data decoded anyway: level -1) as libjpeg's own emit_message does, keeping the
/// first one's words, and prints nothing.
static void mrefresh_jpeg_silent(j_common_ptr info, int level) {
    struct mrefresh_jpeg_error *error = (struct mrefresh_jpeg_error *)info->err;
    if (level >= 0) return;
    if (error->manager.num_warnings == 0 && error->first_warning) (*error->manager.format_message)(info, error->first_warning);
    error->manager.num_warnings++;
}
static void mrefresh_jpeg_no_output(j_common_ptr info) { (void)info; }

/// Decodes the JPEG `data` (`size` bytes), which must be `width` × `height` pixels, into `pixels`: rows
/// of `stride` bytes, each pixel B, G, R, 255 (Cairo's ARGB32 on a little-endian machine, opaque).
/// Returns 0 when done, 1 when libjpeg refused the data, 2 when the size is not the one expected, 3 when
/// libjpeg warned (corrupt data it decoded anyway). libjpeg's own words for a refusal or the first
/// warning go into `message` (`message_size` bytes, NUL-terminated).
///
/// CMYK and YCCK images (Photoshop's print exports) are decoded as CMYK and converted here, libjpeg having
/// no conversion to RGB of its own: as gdk-pixbuf (and so rsvg-convert) does, the channels are taken as
/// Adobe writes them, inverted (255 is no ink), and R = C·K/255, G = M·K/255, B = Y·K/255.
static inline int mrefresh_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                       int width, int height, int stride, char *message, int message_size) {
    struct jpeg_decompress_struct info;
    struct mrefresh_jpeg_error error;
    unsigned char *volatile cmyk = NULL;
    memset(&info, 0, sizeof info);
    if (message_size > 0) message[0] = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = mrefresh_jpeg_error_exit;
    error.manager.emit_message = mrefresh_jpeg_silent;
    error.manager.output_message = mrefresh_jpeg_no_output;
    error.first_warning = message_size >= JMSG_LENGTH_MAX ? message : NULL;
    if (setjmp(error.jump)) {
        if (message_size >= JMSG_LENGTH_MAX) (*error.manager.format_message)((j_common_ptr)&info, message);
        free(cmyk);
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
    int four = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = four ? JCS_CMYK : JCS_EXT_BGRA;
    if (four) {
        cmyk = malloc((size_t)width * 4);
        if (!cmyk) { jpeg_destroy_decompress(&info); return 1; }
    }
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        if (four) {
            JSAMPROW in = cmyk;
            jpeg_read_scanlines(&info, &in, 1);
            for (int x = 0; x < width; x++) {
                unsigned int c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
                row[4 * x] = (unsigned char)(y * k / 255);
                row[4 * x + 1] = (unsigned char)(m * k / 255);
                row[4 * x + 2] = (unsigned char)(c * k / 255);
                row[4 * x + 3] = 255;
            }
        } else {
            jpeg_read_scanlines(&info, &row, 1);
        }
    }
    int warned = error.manager.num_warnings > 0;
    jpeg_finish_decompress(&info);
    free(cmyk);
    jpeg_destroy_decompress(&info);
    return warned ? 3 : 0;
}
#endif
