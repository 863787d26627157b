#ifndef MREFRESH_CJPEG_SHIM_H
#define MREFRESH_CJPEG_SHIM_H
// libjpeg-turbo's decoder behind one call that cannot exit or longjmp into Swift: libjpeg reports fatal
// errors by calling error_exit, which by default ends the process; here it jumps back into this C function,
// which returns an error code instead. Swift code that calls it lives in Sources/MRefreshRender/Cairo only.
//
// The library is not linked: it is loaded the first time a JPEG image is decoded (JPEGLibrary.swift), and
// this file calls it through the table of its functions below, so that no process pays for loading it at
// start. Their names and types are here alone; Swift looks each name up and fills the table.
#include <stddef.h>
#include <stdio.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// libjpeg's functions this file calls, by their places in `mrefresh_jpeg_functions`.
enum {
    MREFRESH_JPEG_STD_ERROR, MREFRESH_JPEG_CREATE_DECOMPRESS, MREFRESH_JPEG_MEM_SRC, MREFRESH_JPEG_READ_HEADER,
    MREFRESH_JPEG_START_DECOMPRESS, MREFRESH_JPEG_READ_SCANLINES, MREFRESH_JPEG_FINISH_DECOMPRESS,
    MREFRESH_JPEG_DESTROY_DECOMPRESS, MREFRESH_JPEG_FUNCTION_COUNT
};

/// The addresses of libjpeg's functions, filled by name (`mrefresh_jpeg_function_name`).
struct mrefresh_jpeg_functions { void *address[MREFRESH_JPEG_FUNCTION_COUNT]; };

/// The name of the function at `index` of the table, NULL past its end.
static inline const char *mrefresh_jpeg_function_name(int index) {
    static const char *const names[MREFRESH_JPEG_FUNCTION_COUNT] = {
        "jpeg_std_error", "jpeg_CreateDecompress", "jpeg_mem_src", "jpeg_read_header", "jpeg_start_decompress",
        "jpeg_read_scanlines", "jpeg_finish_decompress", "jpeg_destroy_decompress",
    };
    return index >= 0 && index < MREFRESH_JPEG_FUNCTION_COUNT ? names[index] : NULL;
}

/// A local named `name`, of the type of a pointer to the library's function of that name, holding the
/// address at `index` of the table `functions`.
#define MREFRESH_JPEG_FUNCTION(name, index) __typeof__(&name) name = (__typeof__(&name))functions->address[index]

static inline void mrefresh_jpeg_set_function(struct mrefresh_jpeg_functions *functions, int index, void *address) {
    if (index >= 0 && index < MREFRESH_JPEG_FUNCTION_COUNT) functions->address[index] = address;
}

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
static inline int mrefresh_jpeg_decode(const struct mrefresh_jpeg_functions *functions,
                                       const unsigned char *data, unsigned long size, unsigned char *pixels,
                                       int width, int height, int stride, char *message, int message_size) {
    // Each local takes the name and the type of the library's declaration (jpeglib.h), and its address
    // from the table.
    MREFRESH_JPEG_FUNCTION(jpeg_std_error, MREFRESH_JPEG_STD_ERROR);
    MREFRESH_JPEG_FUNCTION(jpeg_CreateDecompress, MREFRESH_JPEG_CREATE_DECOMPRESS);
    MREFRESH_JPEG_FUNCTION(jpeg_mem_src, MREFRESH_JPEG_MEM_SRC);
    MREFRESH_JPEG_FUNCTION(jpeg_read_header, MREFRESH_JPEG_READ_HEADER);
    MREFRESH_JPEG_FUNCTION(jpeg_start_decompress, MREFRESH_JPEG_START_DECOMPRESS);
    MREFRESH_JPEG_FUNCTION(jpeg_read_scanlines, MREFRESH_JPEG_READ_SCANLINES);
    MREFRESH_JPEG_FUNCTION(jpeg_finish_decompress, MREFRESH_JPEG_FINISH_DECOMPRESS);
    MREFRESH_JPEG_FUNCTION(jpeg_destroy_decompress, MREFRESH_JPEG_DESTROY_DECOMPRESS);
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
    jpeg_CreateDecompress(&info, JPEG_LIB_VERSION, sizeof info);
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
