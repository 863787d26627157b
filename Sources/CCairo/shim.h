#ifndef MREFRESH_CCAIRO_SHIM_H
#define MREFRESH_CCAIRO_SHIM_H
// The C surface of mrefresh's drawing: Cairo's public API. Swift code that calls it lives in
// Sources/MRefreshRender/Cairo (and, for Cairo's own PNG reader and writer, which the tests and the
// benchmark compare with, Sources/MRefreshPNGComparison/Cairo) only.
#include <cairo.h>
#endif
