/* stdlib/init.c — lib_install_all, the library's install hook
 * (vm/library.h): makes the library's per-VM state, then installs every
 * global in dependency order (Object and Function first: everything else
 * hangs methods on them). */
#include "lib.h"
#include "promise.h"
#include "clone.h"

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
        lib_install_timers, lib_install_promise, lib_install_async_iter, lib_install_async_gen, lib_install_dispose,
        lib_install_reflect, lib_install_proxy, lib_install_uri,
        lib_install_typed, lib_install_clone,
        lib_install_lazy, /* last: until it runs every global is defined eagerly */
    };
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
        if (steps[i](vm) < 0)
            return -1;
    return 0;
}
