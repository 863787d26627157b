#ifndef MREFRESH_CCAIRO_SHIM_H
#define MREFRESH_CCAIRO_SHIM_H
// The only C surface of mrefresh: Cairo's public API, plus the DEFLATE compressors the PNG encoder
// measured against each other (zlib and libdeflate). Swift code that uses it lives in
// Sources/MRefreshRender/Cairo only.
#include <cairo.h>
#include <zlib.h>
#include <libdeflate.h>
#endif
