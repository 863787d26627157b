#ifndef MREFRESH_CCAIRO_SHIM_H
#define MREFRESH_CCAIRO_SHIM_H
// The C surface of mrefresh's drawing: Cairo's public API, plus libdeflate, whose checksums (CRC-32,
// Adler-32) the PNG encoder uses and whose compressor the encoder is compared with. Swift code that uses
// it lives in Sources/MRefreshRender/Cairo only. Also glibc's mallopt, with which the binary keeps freed
// memory for reuse (MemoryAllocator).
#include <cairo.h>
#include <libdeflate.h>
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
#endif
