#ifndef MREFRESH_CDEFLATE_SHIM_H
#define MREFRESH_CDEFLATE_SHIM_H
// The C surface of mrefresh's PNG encoder (MRefreshPNG): libdeflate, whose checksums (CRC-32, Adler-32)
// the encoder uses and whose compressor the comparison target measures it against, and SHA-256 rounds on
// the CPU's SHA extensions (HardwareSHA256). Swift code that calls it lives in Sources/MRefreshPNG/Native
// (and, for the compressor, Sources/MRefreshPNGComparison/Native) only.
#include <libdeflate.h>

#include <stddef.h>
#include <stdint.h>

// SHA-256 with the x86 SHA extensions (Intel SHA-NI, also on AMD since Zen), for the manifest's digests:
// several times faster than the portable Swift code, which stays the fallback (MRefreshPNG's SHA256).
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>

/// 1 when the CPU has the SHA extensions and SSSE3 and SSE4.1, which the rounds below use.
static inline int mrefresh_sha256_hardware_available(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return ssse3 && sse41 && ((b >> 29) & 1);
}

/// Runs the SHA-256 compression on `blocks` 64-byte blocks at `data`, updating `state` (H0…H7), with
/// the standard's 64 round constants `k` (MRefreshPNG's SHA256 holds them). Call only when
/// mrefresh_sha256_hardware_available().
__attribute__((target("sha,sse4.1,ssse3")))
static inline void mrefresh_sha256_hardware_blocks(uint32_t state[8], const uint8_t *data, size_t blocks,
                                                   const uint32_t k[64]) {
    // Message words are big-endian.
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    // The instructions keep the state as ABEF and CDGH.
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

    for (; blocks > 0; blocks--, data += 64) {
        const __m128i abefBefore = abef, cdghBefore = cdgh;
        // w[i & 3] holds message words 4i…4i+3.
        __m128i w[4];
#pragma clang loop unroll(full)
        for (int i = 0; i < 16; i++) {
            __m128i words;
            if (i < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * i)), byteSwap);
            } else {
                // W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], four at a time.
                words = _mm_sha256msg1_epu32(w[i & 3], w[(i - 3) & 3]);
                words = _mm_add_epi32(words, _mm_alignr_epi8(w[(i - 1) & 3], w[(i - 2) & 3], 4));
                words = _mm_sha256msg2_epu32(words, w[(i - 1) & 3]);
            }
            w[i & 3] = words;
            __m128i scheduled = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&k[4 * i]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, scheduled);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(scheduled, 0x0E));
        }
        abef = _mm_add_epi32(abef, abefBefore);
        cdgh = _mm_add_epi32(cdgh, cdghBefore);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}
#else
static inline int mrefresh_sha256_hardware_available(void) { return 0; }
static inline void mrefresh_sha256_hardware_blocks(uint32_t state[8], const uint8_t *data, size_t blocks,
                                                   const uint32_t k[64]) {
    (void)state; (void)data; (void)blocks; (void)k;
}
#endif
#endif
