#ifndef MREFRESH_CCAIRO_SHIM_H
#define MREFRESH_CCAIRO_SHIM_H
// The only C surface of mrefresh: Cairo's public API. Swift code that uses it lives in
// Sources/MRefreshRender/Cairo only.
#include <cairo.h>
#endif
