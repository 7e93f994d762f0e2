/* stdlib/async_iter.c — %AsyncIteratorPrototype% (whose
 * [Symbol.asyncIterator]() returns this) and CreateAsyncFromSyncIterator:
 * the wrapper `for await` and an async generator's `yield*` put around a
 * sync iterator (lib_async_from_sync: the async_from_sync hook GET_ASYNC_ITER calls).
 *
 * The wrapper (CLS_ASYNC_FROM_SYNC, never visible to JS) has next, return
 * and throw on %AsyncFromSyncIteratorPrototype%. Each calls the sync method
 * and answers with a promise: the step's value is resolved through
 * PromiseResolve and then wrapped as { value, done } by a reaction
 * (AsyncFromSyncIteratorContinuation), so `for await (x of [p1, p2])` sees
 * the settled values, with node's ticks. As ES2025 has it (and node 26), a
 * value that rejects closes the sync iterator on next and throw (not on
 * return: the iterator is finishing anyway), and throw() on a sync iterator
 * without a throw method closes it and rejects with a TypeError: the sync
 * iterator gets its chance to clean up before the protocol violation.
 */
#include "lib.h"
#include "promise.h"
#include "iterator_int.h"

Value lib_async_from_sync(Vm *vm, Value *iter, Value *next)
{
    Value o = vm_new_object_class(vm, CLS_ASYNC_FROM_SYNC, sizeof(AsyncFromSyncIter),
                                  vm->builtin[B_ASYNC_FROM_SYNC_PROTO]);
    if (o == V_EXC)
        return V_EXC;
    AsyncFromSyncIter *a = v_cell(o);
    GC_WRITE(vm, a, &a->iter, *iter);
    GC_WRITE(vm, a, &a->next, *next);
    return o;
}

/* The fulfilled reaction of a step: { value, done } with done its data. */
static Value unwrap(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    bool done = lib_native_data(argv) == V_TRUE;
    size_t sc = gc_scope_open(vm);
    Value *v = gc_handle(vm, ARG(0));
    Value r = vm_iter_result(vm, v, done);
    gc_scope_close(vm, sc);
    return r;
}

/* The rejected reaction of a step that closes on rejection: IteratorClose
 * of the sync iterator (its data) with the rejection as a throw completion,
 * which wins over anything return() does. */
static Value close_on_reject(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value *it = gc_handle(vm, lib_native_data(argv));
    vm_throw(vm, ARG(0));
    Value r = lib_iter_close_throw(vm, *it);
    gc_scope_close(vm, sc);
    return r;
}

/* AsyncFromSyncIteratorContinuation(*result, *p, closeOnRejection): *it is
 * the sync iterator, closed when the step's value rejects (synchronously
 * or later) and closing is asked for. 0 / -1 (out of memory; JS errors
 * reject *p). */
static int continuation(Vm *vm, Value *result, Value *p, Value *it, bool close)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value d = vm_get_prop_js(vm, *result, vm->atom[A_done]);
    if (d == V_EXC)
        goto reject;
    bool done = vm_truthy_noalloc(d);
    Value v = vm_get_prop_js(vm, *result, vm->atom[A_value]);
    if (v == V_EXC)
        goto reject;
    close = close && !done;
    Value w = lib_promise_resolve_js(vm, v);
    if (w == V_EXC) {
        if (close)
            lib_iter_close_throw(vm, *it);
        goto reject;
    }
    Value *wh = gc_handle(vm, w);
    Value *f = gc_handle(vm, lib_new_native_data(vm, "", unwrap, 1, v_bool(done)));
    if (*f == V_EXC)
        goto out;
    Value *onrej = gc_handle(vm, V_UNDEF);
    if (close && (*onrej = lib_new_native_data(vm, "", close_on_reject, 1, *it)) == V_EXC)
        goto out;
    rc = lib_promise_then_into(vm, *wh, *f, *onrej, *p);
    goto out;
reject:;
    Value *e = gc_handle(vm, vm_take_exception(vm));
    rc = lib_promise_reject(vm, *p, *e);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* %AsyncFromSyncIteratorPrototype%.next / throw / return (MAGIC: GEN_MODE_*). */
static Value lib_afs_method_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int mode = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, lib_promise_new(vm));
    Value *res = gc_handle(vm, V_UNDEF);
    int rc = -1;
    if (*p == V_EXC)
        goto out;
    if (!v_is_class(THIS, CLS_ASYNC_FROM_SYNC)) {
        vm_throw_error(vm, ERR_TYPE, "not an async-from-sync iterator");
        goto reject;
    }
    Value *it = gc_handle(vm, ((AsyncFromSyncIter *)v_cell(THIS))->iter);
    Value *m = gc_handle(vm, ((AsyncFromSyncIter *)v_cell(THIS))->next);
    Value *v = gc_handle(vm, ARG(0));
    int nargs = argc > 0 ? 1 : 0; /* "if value is present" */
    if (mode != GEN_MODE_NEXT) {
        *m = vm_get_js(vm, *it, vm->atom[mode == GEN_MODE_RETURN ? A_return : A_throw]);
        if (*m == V_EXC)
            goto reject;
        if (v_is_nullish(*m)) {
            if (mode == GEN_MODE_THROW) {
                if (lib_iter_close_js(vm, it) < 0)
                    goto reject;
                vm_throw_error(vm, ERR_TYPE, "The iterator does not provide a 'throw' method.");
                goto reject;
            }
            Value r = vm_iter_result(vm, v, true);
            rc = r == V_EXC ? -1 : lib_promise_resolve_with_js(vm, *p, r);
            goto out;
        }
    }
    if (!vm_is_callable_noalloc(*m)) {
        char b[160];
        vm_op_default_site(vm, *m, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s is not a function", b);
        goto reject;
    }
    *res = vm_call_js(vm, *m, *it, nargs, v);
    if (*res == V_EXC)
        goto reject;
    if (!v_is_object(*res)) {
        vm_throw_not_iter_result(vm, *res);
        goto reject;
    }
    rc = continuation(vm, res, p, it, mode != GEN_MODE_RETURN);
    goto out;
reject:
    *res = vm_take_exception(vm);
    rc = lib_promise_reject(vm, *p, *res);
out:;
    Value r = rc < 0 ? V_EXC : *p;
    gc_scope_close(vm, sc);
    return r;
}

static Value lib_async_iterator_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm, (void)argc, (void)construct;
    return THIS;
}

int lib_install_async_iter(Vm *vm)
{
    Value aip = vm_new_object_proto(vm, vm->builtin[B_OBJECT_PROTO]);
    if (aip == V_EXC)
        return -1;
    vm->builtin[B_ASYNC_ITERATOR_PROTO] = aip; /* builtins are roots */
    if (lib_def_sym_fn(vm, aip, vm->builtin[B_SYM_ASYNC_ITERATOR], "[Symbol.asyncIterator]",
                       lib_async_iterator_js, 0) < 0)
        return -1;
    Value fp = vm_new_object_proto(vm, vm->builtin[B_ASYNC_ITERATOR_PROTO]);
    if (fp == V_EXC)
        return -1;
    vm->builtin[B_ASYNC_FROM_SYNC_PROTO] = fp;
    Value *fph = &vm->builtin[B_ASYNC_FROM_SYNC_PROTO];
    if (vm_def_native(vm, *fph, "next", lib_afs_method_js, 1, GEN_MODE_NEXT) < 0 ||
        vm_def_native(vm, *fph, "return", lib_afs_method_js, 1, GEN_MODE_RETURN) < 0 ||
        vm_def_native(vm, *fph, "throw", lib_afs_method_js, 1, GEN_MODE_THROW) < 0)
        return -1;
    return 0;
}
