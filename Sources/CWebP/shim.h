#ifndef MREFRESH_CWEBP_SHIM_H
#define MREFRESH_CWEBP_SHIM_H
// libwebp's decoder (Debian's libwebp-dev) behind one call: a still image decoded straight into the
// caller's pixels, an animated one's first frame composited by WebPAnimDecoder and copied there. libwebp
// reports every failure by its return values (no longjmp, no exit). Swift code that calls it lives in
// Sources/MRefreshRender/Cairo only.
#include <stdint.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

/// Decodes the WebP `data` (`size` bytes), which must be `width` × `height` pixels (its canvas), into
/// `pixels`: rows of `stride` bytes, each pixel premultiplied B, G, R, A (Cairo's ARGB32 on a
/// little-endian machine). An animated image gives its first frame. Returns 0 when done, 1 when libwebp
/// refused the data, 2 when the size is not the one expected.
static inline int mrefresh_webp_decode(const uint8_t *data, size_t size, uint8_t *pixels,
                                       int width, int height, int stride) {
    WebPBitstreamFeatures features;
    if (WebPGetFeatures(data, size, &features) != VP8_STATUS_OK) return 1;
    if (features.has_animation) {
        WebPData webp = { data, size };
        WebPAnimDecoderOptions options;
        if (!WebPAnimDecoderOptionsInit(&options)) return 1;
        options.color_mode = MODE_bgrA;
        options.use_threads = 0;
        WebPAnimDecoder *decoder = WebPAnimDecoderNew(&webp, &options);
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
    if (!WebPInitDecoderConfig(&config)) return 1;
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
