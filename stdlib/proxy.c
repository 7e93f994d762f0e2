/* stdlib/proxy.c — the Proxy global: `new Proxy(target, handler)` and
 * Proxy.revocable. The proxy object and its internal methods belong to the
 * core (vm/proxy.c): every operation of the VM that meets a proxy runs its
 * traps there. Proxy has no `prototype` (the spec gives it none), so it is
 * made by hand rather than with lib_new_ctor.
 */
#include "lib.h"

static Value proxy_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor Proxy requires 'new'");
    return vm_proxy_new(vm, ARG(0), ARG(1));
}

/* A revoke function: its data is the proxy until the first call. */
static Value proxy_revoke(Vm *vm, Value *argv, int argc, bool construct)
{
    NativeFunc *f = (NativeFunc *)v_cell(CALLEE);
    if (v_is_proxy(f->data))
        vm_proxy_revoke_noalloc(f->data);
    f->data = V_NULL; /* null is never young: no barrier needed */
    return V_UNDEF;
}

static Value proxy_revocable(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *p = gc_handle(vm, vm_proxy_new(vm, ARG(0), ARG(1)));
    if (*p == V_EXC)
        goto out;
    Value *fn = gc_handle(vm, vm_new_native(vm, "", proxy_revoke, 0, 0));
    if (*fn == V_EXC)
        goto out;
    NativeFunc *f = (NativeFunc *)v_cell(*fn);
    GC_WRITE(vm, f, &f->data, *p);
    Value *o = gc_handle(vm, vm_new_object(vm));
    if (*o == V_EXC || lib_def_value(vm, *o, "proxy", *p, PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *o, "revoke", *fn, PROP_DEFAULT) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

static const LibFn proxy_fns[] = {
    {"revocable", proxy_revocable, 2, 0},
    {NULL, NULL, 0, 0},
};

int lib_install_proxy(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *c = gc_handle(vm, vm_new_native(vm, "Proxy", proxy_ctor, 2, 0));
    if (*c == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(*c))->is_ctor = 1;
    if (lib_def_fns(vm, *c, proxy_fns) < 0 || lib_define_global(vm, "Proxy", *c, PROP_METHOD) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
