#ifndef MREFRESH_CZLIB_SHIM_H
#define MREFRESH_CZLIB_SHIM_H
// zlib, for comparing the PNG encoder with what libpng (and so Cairo) compresses with. Only the
// MRefreshPNGComparison target uses it: the product does not link it.
#include <zlib.h>
#endif
