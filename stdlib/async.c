/* stdlib/async.c — the async function driver: what runs an async function's
 * body between its awaits and settles the promise its call returned.
 *
 * An async function's body starts with ASYNC_START (before its parameter
 * prologue, so errors there reject the promise as the spec says): the
 * interpreter suspends the fresh frame into an AsyncObj (a generator whose
 * suspension points are awaits, vm/generator.c) and calls the library's async_start hook (lib_async_start),
 * which creates the promise and runs the body up to its first await. Each
 * `await v` suspends the frame with v (AWAIT); the driver then does what the
 * spec's Await does — PromiseResolve(%Promise%, v) and PerformPromiseThen
 * with two reaction functions that resume the frame with the settled value
 * (GEN_MODE_NEXT) or throw the reason into it (GEN_MODE_THROW). So an await
 * of a native promise takes exactly one microtask tick, and of a thenable or
 * another value what node takes. Returning resolves the promise (a returned
 * promise is adopted, as the spec's resolve function does), throwing rejects
 * it. The reaction pair is made at the first await and reused after.
 *
 * Nothing here keeps a Value in C memory across an allocating call: the
 * activation lives in handles and in the AsyncObj's fields.
 */
#include "lib.h"
#include "promise.h"

static AsyncObj *async_obj(Value g) { return (AsyncObj *)v_cell(g); }

static Value on_fulfilled(Vm *vm, Value *argv, int argc, bool construct);
static Value on_rejected(Vm *vm, Value *argv, int argc, bool construct);

/* Await operand *v: subscribe the activation *gen to it. 0, or -1 with the
 * exception pending (PromiseResolve threw: the caller throws it into the
 * function at the await). */
static int await_value(Vm *vm, Value *gen, Value *v)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    if (async_obj(*gen)->on_ful == V_UNDEF) {
        Value f = lib_new_native_data(vm, "", on_fulfilled, 1, *gen);
        if (f == V_EXC)
            goto out;
        AsyncObj *a = async_obj(*gen);
        GC_WRITE(vm, a, &a->on_ful, f);
        Value r = lib_new_native_data(vm, "", on_rejected, 1, *gen);
        if (r == V_EXC)
            goto out;
        a = async_obj(*gen);
        GC_WRITE(vm, a, &a->on_rej, r);
    }
    rc = lib_await_value_fns(vm, *v, async_obj(*gen)->on_ful, async_obj(*gen)->on_rej);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* Resume the activation *gen with a completion (mode, *v) and run it to its
 * next await or its end. 0, or -1 only when the VM cannot go on (out of
 * memory while settling): every JS exception ends up in the promise. */
static int async_step(Vm *vm, Value *gen, int mode, Value *v)
{
    size_t sc = gc_scope_open(vm);
    Value *val = gc_handle(vm, *v);
    int rc = -1;
    for (;;) {
        Value out;
        int k = vm_gen_run(vm, gen, mode, val, &out);
        if (k < 0) {
            *val = vm_take_exception(vm);
            rc = lib_promise_reject(vm, async_obj(*gen)->promise, *val);
            break;
        }
        *val = out;
        if (k == 1) {
            rc = lib_promise_resolve_with_js(vm, async_obj(*gen)->promise, *val);
            break;
        }
        if (await_value(vm, gen, val) == 0) {
            rc = 0;
            break;
        }
        /* PromiseResolve threw (a throwing `constructor` getter): the
         * exception is thrown at the await */
        *val = vm_take_exception(vm);
        mode = GEN_MODE_THROW;
    }
    gc_scope_close(vm, sc);
    return rc;
}

static Value resume(Vm *vm, Value *argv, int argc, int mode)
{
    size_t sc = gc_scope_open(vm);
    Value *gen = gc_handle(vm, lib_native_data(argv));
    Value *v = gc_handle(vm, ARG(0));
    int rc = async_step(vm, gen, mode, v);
    gc_scope_close(vm, sc);
    return rc < 0 ? V_EXC : V_UNDEF;
}

static Value on_fulfilled(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return resume(vm, argv, argc, GEN_MODE_NEXT);
}

static Value on_rejected(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return resume(vm, argv, argc, GEN_MODE_THROW);
}

Value lib_async_start(Vm *vm, Value *gen)
{
    Value p = lib_promise_new(vm);
    if (p == V_EXC)
        return V_EXC;
    AsyncObj *a = async_obj(*gen);
    GC_WRITE(vm, a, &a->promise, p);
    size_t sc = gc_scope_open(vm);
    Value *u = gc_handle(vm, V_UNDEF);
    int rc = async_step(vm, gen, GEN_MODE_NEXT, u);
    gc_scope_close(vm, sc);
    return rc < 0 ? V_EXC : async_obj(*gen)->promise;
}
