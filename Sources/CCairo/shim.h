#ifndef MREFRESH_CCAIRO_SHIM_H
#define MREFRESH_CCAIRO_SHIM_H
// The C surface of mrefresh's drawing: Cairo's public API, declarations only. Nothing here links Cairo:
// MRefreshRender finds its functions at run time (Sources/MRefreshRender/Cairo/CairoLibrary.swift), and
// what links it depends on CCairoLinked. Swift code that calls Cairo lives in Sources/MRefreshRender/Cairo.
//
// <cairo.h> where a dependency's pkg-config flags put Cairo's folder on the path (CCairoLinked, on macOS,
// where Homebrew's headers are found no other way), else <cairo/cairo.h> from the system's include folder.
#if __has_include(<cairo.h>)
#include <cairo.h>
#else
#include <cairo/cairo.h>
#endif
#endif
