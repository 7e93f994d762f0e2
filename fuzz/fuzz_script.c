/* fuzz/fuzz_script.c — libFuzzer target over the whole pipeline: the
 * input is a script that is checked for completeness (the REPL's
 * compile_is_incomplete), compiled, run and its event loop drained in a
 * fresh VM with the limits of fuzz_host.h. A crash, sanitizer report, leak
 * or a run past the fuzzer's -timeout (the engine's time limit did not
 * stop it) is a bug; a thrown error is an ordinary outcome.
 * Build and run with `make fuzz` (FUZZ_SECONDS per target).
 */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_host.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *src = (const char *)data;
    (void)tarn_is_incomplete(src, size);
    tarn_vm *tv = fuzz_vm_new();
    if (!tv)
        return 0;
    (void)tarn_eval(tv, src, size, "fuzz.js");
    fuzz_drain(tv);
    tarn_vm_free(tv);
    return 0;
}
