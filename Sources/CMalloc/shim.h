#ifndef MREFRESH_CMALLOC_SHIM_H
#define MREFRESH_CMALLOC_SHIM_H
// glibc's malloc tuning (mallopt), which Swift's Glibc module leaves out: the one call of
// MRefreshSystem/Process/MemoryAllocator.swift. Nothing to link: it is part of the C library.
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
#endif
