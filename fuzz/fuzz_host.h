/* fuzz/fuzz_host.h — the VM every libFuzzer target that runs JavaScript
 * makes: the engine's library without its built-in modules or node's module
 * resolution (tarn:fs and node:fs could write files, tarn:ffi call any C
 * function, tarn:worker start threads:
 * none of that is the engine under test), a small heap limit and a short
 * time limit, so an input that allocates or loops forever ends with the
 * engine's own catchable errors instead of the fuzzer's OOM or timeout.
 * process.exit is removed for the same reason (it ends the process).
 * One fresh VM per input: nothing one input does can change the next.
 * Header-only: each target is one translation unit.
 */
#ifndef TARN_FUZZ_HOST_H
#define TARN_FUZZ_HOST_H

#include <stdlib.h>
#include <string.h>

#include "../include/tarn.h"
#include "../stdlib/lib.h"
#include "../vm/api_int.h"

/* Small enough that the fuzzer's own -rss_limit_mb (2 GiB) and -timeout
 * (see the Makefile) are never what stops an input, large enough that the
 * test corpus runs. */
#define FUZZ_HEAP_LIMIT ((size_t)32 << 20)
#define FUZZ_TIME_LIMIT_MS 200u
#define FUZZ_REGEX_BUDGET ((size_t)4 << 20)

static const VmBuiltinModule *const fuzz_no_modules[] = {NULL};

static tarn_vm *fuzz_vm_new(void)
{
    static VmLibrary lib;
    if (!lib.install) {
        lib = lib_library;
        lib.modules = fuzz_no_modules;
        /* nor node's module system: node:fs writes and removes files */
        lib.resolve_js = NULL;
        lib.foreign_js = NULL;
        lib.foreign_eval_js = NULL;
    }
    tarn_config c;
    tarn_config_init(&c);
    c.heap_limit = FUZZ_HEAP_LIMIT;
    c.time_limit_ms = FUZZ_TIME_LIMIT_MS;
    c.stack_limit = (size_t)1 << 20;
    Vm *vm = api_vm_new(&c, &lib);
    if (!vm)
        return NULL;
    vm->lib_state->rx_budget = FUZZ_REGEX_BUDGET;
    tarn_vm *tv = (tarn_vm *)vm;
    tarn_set_unhandled_rejections(tv, TARN_REJECT_NONE);
    static const char prelude[] = "delete process.exit;";
    if (tarn_eval(tv, prelude, sizeof prelude - 1, "[fuzz]") != TARN_OK)
        abort(); /* the host itself is broken */
    return tv;
}

/* Run the loop to the end (the time limit bounds it), dropping errors. */
static inline void fuzz_drain(tarn_vm *tv)
{
    if (tarn_has_exception(tv))
        tarn_clear_error(tv);
    if (tarn_run_loop(tv) != TARN_OK)
        tarn_clear_error(tv);
}

#endif
