#ifndef MREFRESH_CCAIRO_LINKED_SHIM_H
#define MREFRESH_CCAIRO_LINKED_SHIM_H
// Cairo linked to what depends on this module, with its pkg-config flags (headers and library): the C
// baseline of `make bench`, the tests, and MRefreshRender on macOS. The declarations are CCairo's.
#endif
