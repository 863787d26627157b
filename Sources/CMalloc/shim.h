#ifndef MREFRESH_CMALLOC_SHIM_H
#define MREFRESH_CMALLOC_SHIM_H
// glibc's extras that Swift's Glibc module leaves out (they are GNU extensions, declared only under
// _GNU_SOURCE): malloc tuning (mallopt), for MRefreshSystem/Process/MemoryAllocator.swift, and the
// processor a thread runs on and may run on, for MRefreshSystem/Threads/SpreadThreads.swift; and the
// bounds of the program's zero-initialised data with Linux's MADV_POPULATE_WRITE, for
// MRefreshSystem/Process/ProgramImage.swift. Nothing to link: they are part of the C library and the linker.
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#include <pthread.h>
#include <sched.h>
#ifndef __USE_GNU
extern int sched_getcpu(void);
extern int sched_getaffinity(pid_t pid, size_t cpusetsize, cpu_set_t *mask);
extern int sched_setaffinity(pid_t pid, size_t cpusetsize, const cpu_set_t *mask);
extern int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t cpusetsize, const cpu_set_t *cpuset);
#endif
#include <sys/mman.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
/// Where the program's zero-initialised data starts and where its image ends, as the linker defines them
/// (GNU ld, gold and lld all do), for MRefreshSystem/Process/ProgramImage.swift.
static inline char *mrefresh_zero_data_start(void) { extern char __bss_start[]; return __bss_start; }
static inline char *mrefresh_image_end(void) { extern char _end[]; return _end; }
#endif
#endif
