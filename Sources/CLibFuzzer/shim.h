// libFuzzer's entry point for programs that own `main` (LLVM 12 and later). Only declared here: the
// symbol comes from the runtime that -sanitize=fuzzer links, so only the -DFUZZING build calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
