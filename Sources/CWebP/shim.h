#ifndef MREFRESH_CWEBP_SHIM_H
#define MREFRESH_CWEBP_SHIM_H
// libwebp's decoder (Debian's libwebp-dev) behind one call: a still image decoded straight into the
// caller's pixels, an animated one's first frame composited by WebPAnimDecoder and copied there. libwebp
// reports every failure by its return values (no longjmp, no exit). Swift code that calls it lives in
// Sources/MRefreshRender/Cairo only.
//
// The libraries are not linked: libwebpdemux (and through it libwebp) is loaded the first time a WebP image
// is decoded (WebPLibrary.swift), and this file calls them through the table of their functions below, so
// that no process pays for loading them at start. Their names and types are here alone; Swift looks each
// name up and fills the table. The header's inline functions (WebPGetFeatures, WebPInitDecoderConfig, …)
// call these `Internal` ones with the header's ABI version, as they do here.
#include <stdint.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

/// libwebp's and libwebpdemux's functions this file calls, by their places in `mrefresh_webp_functions`.
enum {
    MREFRESH_WEBP_GET_FEATURES, MREFRESH_WEBP_INIT_DECODER_CONFIG, MREFRESH_WEBP_DECODE, MREFRESH_WEBP_FREE_DEC_BUFFER,
    MREFRESH_WEBP_ANIM_OPTIONS_INIT, MREFRESH_WEBP_ANIM_NEW, MREFRESH_WEBP_ANIM_GET_INFO, MREFRESH_WEBP_ANIM_GET_NEXT,
    MREFRESH_WEBP_ANIM_DELETE, MREFRESH_WEBP_FUNCTION_COUNT
};

/// The addresses of the functions, filled by name (`mrefresh_webp_function_name`).
struct mrefresh_webp_functions { void *address[MREFRESH_WEBP_FUNCTION_COUNT]; };

/// The name of the function at `index` of the table, NULL past its end.
static inline const char *mrefresh_webp_function_name(int index) {
    static const char *const names[MREFRESH_WEBP_FUNCTION_COUNT] = {
        "WebPGetFeaturesInternal", "WebPInitDecoderConfigInternal", "WebPDecode", "WebPFreeDecBuffer",
        "WebPAnimDecoderOptionsInitInternal", "WebPAnimDecoderNewInternal", "WebPAnimDecoderGetInfo",
        "WebPAnimDecoderGetNext", "WebPAnimDecoderDelete",
    };
    return index >= 0 && index < MREFRESH_WEBP_FUNCTION_COUNT ? names[index] : NULL;
}

/// A local named `name`, of the type of a pointer to the library's function of that name, holding the
/// address at `index` of the table `functions`.
#define MREFRESH_WEBP_FUNCTION(name, index) __typeof__(&name) name = (__typeof__(&name))functions->address[index]

static inline void mrefresh_webp_set_function(struct mrefresh_webp_functions *functions, int index, void *address) {
    if (index >= 0 && index < MREFRESH_WEBP_FUNCTION_COUNT) functions->address[index] = address;
}

/// Decodes the WebP `data` (`size` bytes), which must be `width` × `height` pixels (its canvas), into
/// `pixels`: rows of `stride` bytes, each pixel premultiplied B, G, R, A (Cairo's ARGB32 on a
/// little-endian machine). An animated image gives its first frame. Returns 0 when done, 1 when libwebp
/// refused the data, 2 when the size is not the one expected.
static inline int mrefresh_webp_decode(const struct mrefresh_webp_functions *functions,
                                       const uint8_t *data, size_t size, uint8_t *pixels,
                                       int width, int height, int stride) {
    // Each local takes the name and the type of the library's declaration (webp/decode.h, webp/demux.h), and
    // its address from the table.
    MREFRESH_WEBP_FUNCTION(WebPGetFeaturesInternal, MREFRESH_WEBP_GET_FEATURES);
    MREFRESH_WEBP_FUNCTION(WebPInitDecoderConfigInternal, MREFRESH_WEBP_INIT_DECODER_CONFIG);
    MREFRESH_WEBP_FUNCTION(WebPDecode, MREFRESH_WEBP_DECODE);
    MREFRESH_WEBP_FUNCTION(WebPFreeDecBuffer, MREFRESH_WEBP_FREE_DEC_BUFFER);
    MREFRESH_WEBP_FUNCTION(WebPAnimDecoderOptionsInitInternal, MREFRESH_WEBP_ANIM_OPTIONS_INIT);
    MREFRESH_WEBP_FUNCTION(WebPAnimDecoderNewInternal, MREFRESH_WEBP_ANIM_NEW);
    MREFRESH_WEBP_FUNCTION(WebPAnimDecoderGetInfo, MREFRESH_WEBP_ANIM_GET_INFO);
    MREFRESH_WEBP_FUNCTION(WebPAnimDecoderGetNext, MREFRESH_WEBP_ANIM_GET_NEXT);
    MREFRESH_WEBP_FUNCTION(WebPAnimDecoderDelete, MREFRESH_WEBP_ANIM_DELETE);
    WebPBitstreamFeatures features;
    if (WebPGetFeaturesInternal(data, size, &features, WEBP_DECODER_ABI_VERSION) != VP8_STATUS_OK) return 1;
    if (features.has_animation) {
        WebPData webp = { data, size };
        WebPAnimDecoderOptions options;
        if (!WebPAnimDecoderOptionsInitInternal(&options, WEBP_DEMUX_ABI_VERSION)) return 1;
        options.color_mode = MODE_bgrA;
        options.use_threads = 0;
        WebPAnimDecoder *decoder = WebPAnimDecoderNewInternal(&webp, &options, WEBP_DEMUX_ABI_VERSION);
        if (!decoder) return 1;
        WebPAnimInfo info;
        if (!WebPAnimDecoderGetInfo(decoder, &info)) { WebPAnimDecoderDelete(decoder); return 1; }
        if ((int)info.canvas_width != width || (int)info.canvas_height != height) { WebPAnimDecoderDelete(decoder); return 2; }
        uint8_t *frame = NULL;
        int timestamp = 0;
        if (!WebPAnimDecoderGetNext(decoder, &frame, &timestamp) || !frame) { WebPAnimDecoderDelete(decoder); return 1; }
        for (int row = 0; row < height; row++) memcpy(pixels + (size_t)row * stride, frame + (size_t)row * width * 4, (size_t)width * 4);
        WebPAnimDecoderDelete(decoder);
        return 0;
    }
    if (features.width != width || features.height != height) return 2;
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfigInternal(&config, WEBP_DECODER_ABI_VERSION)) return 1;
    config.output.colorspace = MODE_bgrA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = pixels;
    config.output.u.RGBA.stride = stride;
    config.output.u.RGBA.size = (size_t)stride * height;
    VP8StatusCode status = WebPDecode(data, size, &config);
    WebPFreeDecBuffer(&config.output);
    return status == VP8_STATUS_OK ? 0 : 1;
}

#endif
