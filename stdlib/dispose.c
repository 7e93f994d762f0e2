/* stdlib/dispose.c — the library's part of explicit resource management:
 * DisposableStack and AsyncDisposableStack (written in JavaScript,
 * stdlib/dispose.js, embedded as lib_dispose_js, compiled when a script
 * first names either global; what it returns is kept in B_DISPOSE_LIB), and
 * the iterator prototypes' hooks %IteratorPrototype%[Symbol.dispose] and
 * %AsyncIteratorPrototype%[Symbol.asyncDispose]. SuppressedError is
 * stdlib/error.c's; `using` declarations are the compiler's and
 * vm/dispose.c's (docs/dispose.md).
 */
#include "lib.h"
#include "promise.h"

extern const char lib_dispose_js[];
extern const size_t lib_dispose_js_len;

static Value realm_lib_js(Vm *vm, Value *argv, int argc, bool construct);

/* Compiles dispose.js in the current realm and keeps what it returns there
 * (B_DISPOSE_LIB is per realm). The function literal takes realmLib and the
 * State class of the first realm that made it (undefined in that one): one
 * class for every realm, so that a stack made in one realm is one to every
 * other realm's methods, as an internal slot would be. */
static int make_dispose_lib(Vm *vm)
{
    if (vm->builtin[B_DISPOSE_LIB] != V_EMPTY && vm->builtin[B_DISPOSE_LIB] != V_UNDEF)
        return 0;
    size_t sc = gc_scope_open(vm);
    bool boot = gc_boot_begin(vm);
    int rc = -1;
    Value *fn = gc_handle(vm, vm_compile_embedded_js(vm, lib_dispose_js, lib_dispose_js_len,
                                                     "tarn:internal/dispose"));
    if (*fn == V_EXC)
        goto out;
    /* the two arguments, in consecutive handles */
    Value *args = gc_handle(vm, lib_new_native_data(vm, "realmLib", realm_lib_js, 1, V_UNDEF));
    if (args[0] == V_EXC)
        goto out;
    Value st = vm->builtin[B_DISPOSE_STATE];
    gc_handle(vm, st == V_EMPTY ? V_UNDEF : st);
    Value *ex = gc_handle(vm, vm_call_js(vm, *fn, V_UNDEF, 2, args));
    if (*ex == V_EXC)
        goto out;
    if (st == V_EMPTY || st == V_UNDEF) {
        st = vm_get_str_js(vm, *ex, "State");
        if (st == V_EXC)
            goto out;
        vm->builtin[B_DISPOSE_STATE] = st;
    }
    vm->builtin[B_DISPOSE_LIB] = *ex;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    gc_boot_end(vm, boot);
    return rc;
}

/* realmLib(f): the library (dispose.js's result) of f's realm
 * (GetFunctionRealm), made there on first use; undefined when that is the
 * current realm. A constructor whose new.target's prototype is not an
 * object takes its default prototype from it (GetPrototypeFromConstructor). */
static Value realm_lib_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return lib_realm_lib_js(vm, ARG(0), make_dispose_lib, B_DISPOSE_LIB);
}

static int define_from_lib(Vm *vm, const char *name)
{
    if (make_dispose_lib(vm) < 0)
        return -1;
    Value v = vm_get_str_js(vm, vm->builtin[B_DISPOSE_LIB], name);
    return v == V_EXC ? -1 : lib_define_global(vm, name, v, PROP_METHOD);
}

int lib_define_disposable_stack(Vm *vm)
{
    return define_from_lib(vm, "DisposableStack");
}

int lib_define_async_disposable_stack(Vm *vm)
{
    return define_from_lib(vm, "AsyncDisposableStack");
}

/* GetMethod(o, "return"): undefined when absent, V_EXC with a TypeError when
 * not callable */
static Value get_return_js(Vm *vm, Value o)
{
    Value m = vm_get_js(vm, o, vm->atom[A_return]);
    if (m == V_EXC || v_is_nullish(m))
        return m == V_EXC ? V_EXC : V_UNDEF;
    if (!vm_is_callable_noalloc(m))
        return vm_throw_error(vm, ERR_TYPE, "iterator.return is not a function");
    return m;
}

/* %IteratorPrototype%[Symbol.dispose](): calls this.return() if there is one. */
static Value iter_dispose_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    Value ret = get_return_js(vm, THIS);
    if (ret == V_EXC)
        return V_EXC;
    if (ret == V_UNDEF)
        return V_UNDEF;
    Value r = vm_call_js(vm, ret, THIS, 0, NULL);
    return r == V_EXC ? V_EXC : V_UNDEF;
}

static Value undefined_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm, (void)argv, (void)argc, (void)construct;
    return V_UNDEF;
}

/* %AsyncIteratorPrototype%[Symbol.asyncDispose](): a promise of undefined
 * once this.return(undefined) (when there is one) settles; any error
 * rejects it. */
static Value aiter_async_dispose_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *p = gc_handle(vm, lib_promise_new(vm));
    Value *ret = gc_handle(vm, V_UNDEF);
    Value *res = gc_handle(vm, V_UNDEF);
    if (*p == V_EXC)
        goto out;
    *ret = get_return_js(vm, THIS);
    if (*ret == V_EXC)
        goto rejected;
    if (*ret == V_UNDEF) {
        if (lib_promise_resolve_with_js(vm, *p, V_UNDEF) < 0)
            goto out;
        r = *p;
        goto out;
    }
    Value u = V_UNDEF;
    *res = vm_call_js(vm, *ret, THIS, 1, &u);
    if (*res == V_EXC)
        goto rejected;
    *res = lib_promise_resolve_js(vm, *res);
    if (*res == V_EXC)
        goto rejected;
    Value *ok = gc_handle(vm, lib_new_native_data(vm, "", undefined_js, 1, V_UNDEF));
    if (*ok == V_EXC || lib_promise_then_into(vm, *res, *ok, V_UNDEF, *p) < 0)
        goto out;
    r = *p;
    goto out;
rejected:
    if (lib_promise_reject(vm, *p, vm_take_exception(vm)) < 0)
        goto out;
    r = *p;
out:
    gc_scope_close(vm, sc);
    return r;
}

int lib_install_dispose(Vm *vm)
{
    if (lib_def_sym_fn(vm, vm->builtin[B_ITERATOR_PROTO], vm->builtin[B_SYM_DISPOSE], "[Symbol.dispose]",
                       iter_dispose_js, 0) < 0)
        return -1;
    return lib_def_sym_fn(vm, vm->builtin[B_ASYNC_ITERATOR_PROTO], vm->builtin[B_SYM_ASYNC_DISPOSE],
                          "[Symbol.asyncDispose]", aiter_async_dispose_js, 0);
}
