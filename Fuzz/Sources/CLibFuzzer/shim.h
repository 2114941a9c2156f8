// libFuzzer's driver, from the toolchain's compiler-rt (linked by -sanitize=fuzzer).
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line's arguments, calling `callback` for each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
