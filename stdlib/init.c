/* stdlib/init.c — lib_install_all, the library's install hook
 * (vm/library.h): makes the library's per-VM state, then installs every
 * global in dependency order (Object and Function first: everything else
 * hangs methods on them); and lib_install_realm, which installs the
 * ECMAScript globals alone into a further realm (docs/realms.md). */
#include "lib.h"
#include "promise.h"
#include "clone.h"

static int run_steps(Vm *vm, int (*const *steps)(Vm *), size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (steps[i](vm) < 0)
            return -1;
    return 0;
}

int lib_install_all(Vm *vm)
{
    LibState *ls = calloc(1, sizeof *ls);
    if (!ls) {
        vm_throw_oom(vm);
        return -1;
    }
    ls->promise.no_then_epoch = ls->promise.ctor_epoch = -1;
    vm->lib_state = ls;
    int (*const steps[])(Vm *) = {
        lib_install_object, lib_install_function, lib_install_array, lib_install_string,
        lib_install_number, lib_install_boolean, lib_install_symbol, lib_install_bigint, lib_install_math,
        lib_install_json, lib_install_regexp, lib_install_map, lib_install_iterator, lib_install_weak, lib_install_collection_ext, lib_install_error, lib_install_console,
        lib_install_global, lib_install_date, lib_install_process,
        lib_install_timers, lib_install_process_rest, lib_install_promise, lib_install_async_iter, lib_install_async_gen, lib_install_dispose,
        lib_install_reflect, lib_install_proxy, lib_install_uri,
        lib_install_typed, lib_install_clone,
        lib_install_lazy, /* last: until it runs every global is defined eagerly */
    };
    return run_steps(vm, steps, sizeof steps / sizeof steps[0]);
}

/* The steps above less the host's (console, process, timers and the event
 * loop's queues, structuredClone): those are the VM's, made once, and a
 * realm meant for code kept away from the host's globals has none of them. */
int lib_install_realm(Vm *vm)
{
    int (*const steps[])(Vm *) = {
        lib_install_object, lib_install_function, lib_install_array, lib_install_string,
        lib_install_number, lib_install_boolean, lib_install_symbol, lib_install_bigint, lib_install_math,
        lib_install_json, lib_install_regexp, lib_install_map, lib_install_iterator, lib_install_weak, lib_install_collection_ext, lib_install_error,
        lib_install_global, lib_install_date,
        lib_install_promise, lib_install_async_iter, lib_install_async_gen, lib_install_dispose,
        lib_install_reflect, lib_install_proxy, lib_install_uri,
        lib_install_typed,
        lib_install_lazy_realm,
    };
    return run_steps(vm, steps, sizeof steps / sizeof steps[0]);
}
