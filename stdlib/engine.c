/* stdlib/engine.c — the engine: the core (vm/) with this library installed.
 *
 * Owns lib_library, the hook table the core calls through (vm/library.h),
 * and the constructors that hand it to vm_new: lib_vm_new (workers, unit
 * tests) and tarn_vm_new / tarn_vm_new_with (include/tarn.h). This is the
 * one place where the core and the builtins meet; the core itself names
 * nothing of stdlib/.
 *
 * The library's per-VM state (LibState, stdlib/lib.h) is made first by
 * lib_install_all and released by lib_release, which vm_free calls before
 * anything else (a worker may still be posting to the VM until its threads
 * are joined).
 */
#include "../regex/rx.h"
#include "../vm/api_int.h"
#include "lib.h"
#include "node/node.h"
#include "promise.h"

static void lib_trace(Vm *vm, GcTracer *t)
{
    if (!vm->lib_state)
        return;
    lib_ffi_trace(vm, t);
}

static void lib_release(Vm *vm)
{
    LibState *ls = vm->lib_state;
    if (!ls)
        return;
    lib_atomics_free(vm); /* before anything a notifying thread's post could reach goes */
    lib_worker_free(vm);
    lib_ffi_free(vm);
    lib_intl_free(vm);
    rx_scratch_free(ls->rx);
    free(ls);
    vm->lib_state = NULL;
}

static int promise_state_noalloc(Value p, Value *result)
{
    if (!lib_is_promise(p))
        return -1;
    *result = lib_promise_result_noalloc(p);
    return lib_promise_state_noalloc(p);
}

static const VmBuiltinModule *const builtin_modules[] = {
    &lib_module_fs, &lib_module_os, &lib_module_ffi, &lib_module_worker, NULL,
};

/* The library's slots shared by every realm (stdlib/builtins.def BS lines). */
static const uint8_t shared_slots[B__COUNT - B__CORE_COUNT] = {
#define B(id) 0,
#define BS(id) 1,
#include "builtins.def"
#undef BS
#undef B
};

const VmLibrary lib_library = {
    .nslots = B__COUNT - B__CORE_COUNT,
    .shared_slots = shared_slots,
    .install = lib_install_all,
    .install_realm = lib_install_realm,
    .trace = lib_trace,
    .release = lib_release,
    .inspect_js = lib_inspect_color_js,
    .improve_stack_js = lib_error_improve_stack,
    .regexp_new = lib_regexp_literal,
    .async_start = lib_async_start,
    .async_from_sync = lib_async_from_sync,
    .loop_next_ms = lib_loop_next_ms,
    .loop_turn_js = lib_loop_turn,
    .global_lazy_js = lib_global_lazy_js,
    .lazy_value_js = lib_lazy_value_js,
    .modules = builtin_modules,
    .resolve_js = lib_cjs_resolve_js,
    .foreign_js = lib_cjs_foreign_js,
    .foreign_eval_js = lib_cjs_foreign_eval_js,
    .promise_new = lib_promise_new,
    .promise_settle_js = lib_module_promise_settle_js,
    .promise_then_js = lib_await_value_fns,
    .enqueue_job = lib_enqueue_microtask,
    .promise_state_noalloc = promise_state_noalloc,
    .node_error = lib_module_node_error,
};

Vm *lib_vm_new(void) { return vm_new(&lib_library); }

tarn_vm *tarn_vm_new(void) { return tarn_vm_new_with(NULL); }

tarn_vm *tarn_vm_new_with(const tarn_config *c)
{
    Vm *vm = api_vm_new(c, &lib_library);
    if (vm && c && c->regex_budget)
        vm->lib_state->rx_budget = c->regex_budget; /* wins over TARN_REGEX_BUDGET */
    return (tarn_vm *)vm;
}
