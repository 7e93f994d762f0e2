/* stdlib/sab.c — SharedArrayBuffer: the constructor, byteLength,
 * maxByteLength, growable, grow, slice and @@species.
 *
 * The bytes are a SharedStore (vm/typed.h): reference-counted across VMs
 * and threads, so structuredClone and a worker's postMessage hand the same
 * memory to the other side rather than a copy (stdlib/clone.c). A
 * SharedArrayBuffer is never detached and never shrinks. The global is
 * made on first use (stdlib/lazy.c); lib_sab_make makes the constructor and
 * prototype without it, for a clone that brings a SharedArrayBuffer into a
 * VM whose scripts never named the global. Errors are V8's messages.
 */
#include "typed_int.h"
#include "../include/tarn.h"
#include "../vm/api_int.h"

static Value sab_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_ab_construct_js(vm, argv, argc, construct, "SharedArrayBuffer", vm_sab_new);
}

enum { SG_LENGTH, SG_MAX, SG_GROWABLE };
static const char *const getter_names[3] = {
    "get SharedArrayBuffer.prototype.byteLength",
    "get SharedArrayBuffer.prototype.maxByteLength",
    "get SharedArrayBuffer.prototype.growable",
};

static Value sab_getter(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    if (!v_is_class(THIS, CLS_SHAREDARRAYBUFFER))
        return lib_ab_incompatible(vm, getter_names[MAGIC], THIS);
    uint64_t len = vm_sab_sync(vm, &THIS); /* another thread may have grown it */
    ArrayBufferObj *b = v_ab(THIS);
    switch (MAGIC) {
    case SG_LENGTH: return v_num((double)len);
    case SG_MAX: return v_num((double)((b->flags & AB_RESIZABLE) ? b->max_len : len));
    default: return v_bool(b->flags & AB_RESIZABLE);
    }
}

static Value sab_grow(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    if (!v_is_class(THIS, CLS_SHAREDARRAYBUFFER) || !(v_ab(THIS)->flags & AB_RESIZABLE))
        return lib_ab_incompatible(vm, "SharedArrayBuffer.prototype.grow", THIS);
    double n;
    int r = lib_to_index_js(vm, ARG(0), &n);
    if (r < 0)
        return V_EXC;
    if (r > 0 || n > (double)v_ab(THIS)->max_len)
        return vm_throw_error(vm, ERR_RANGE, "SharedArrayBuffer.prototype.grow: Invalid length parameter");
    return vm_sab_grow_js(vm, &THIS, (uint64_t)n) < 0 ? V_EXC : V_UNDEF;
}

static Value sab_slice(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    const char *name = "SharedArrayBuffer.prototype.slice";
    if (!v_is_class(THIS, CLS_SHAREDARRAYBUFFER))
        return lib_ab_incompatible(vm, name, THIS);
    int64_t len = (int64_t)vm_sab_sync(vm, &THIS), from, to;
    if (lib_rel_index_js(vm, ARG(0), len, 0, &from) < 0 || lib_rel_index_js(vm, ARG(1), len, len, &to) < 0)
        return V_EXC;
    int64_t n = to > from ? to - from : 0;
    if (vm_poll_charge(vm, n / VM_POLL_BYTES) < 0) /* a bulk copy: vm/vm.h */
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value res = V_EXC;
    Value *c = gc_handle(vm, lib_ab_species_js(vm, THIS));
    Value *r = gc_handle(vm, V_UNDEF);
    if (*c == V_EXC)
        goto out;
    if (*c == V_EMPTY || *c == vm->builtin[B_SAB_CTOR]) {
        if ((*r = vm_sab_new(vm, (uint64_t)n, 0, false)) == V_EXC)
            goto out;
    } else {
        Value arg = v_num((double)n);
        if ((*r = vm_construct_js(vm, *c, 1, &arg, *c)) == V_EXC)
            goto out;
        if (!v_is_class(*r, CLS_SHAREDARRAYBUFFER)) {
            lib_ab_incompatible(vm, name, *r);
            goto out;
        }
        if (*r == THIS) {
            vm_throw_error(vm, ERR_TYPE, "SharedArrayBuffer subclass returned this from species constructor");
            goto out;
        }
        if ((double)vm_sab_sync(vm, r) < (double)n) {
            vm_throw_error(vm, ERR_TYPE, "Derived SharedArrayBuffer constructor created a buffer which was too small");
            goto out;
        }
    }
    /* neither can shrink, so [from, from + n) is still inside THIS */
    if (n > 0)
        memmove(v_ab(*r)->data, v_ab(THIS)->data + from, (size_t)n);
    res = *r;
out:
    gc_scope_close(vm, sc);
    return res;
}

int lib_sab_make(Vm *vm)
{
    if (vm->builtin[B_SAB_CTOR] != V_EMPTY)
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *ph = gc_handle(vm, vm_new_object(vm));
    if (*ph == V_EXC)
        goto out;
    Value *ch = gc_handle(vm, lib_new_ctor(vm, "SharedArrayBuffer", sab_ctor, 1, *ph));
    if (*ch == V_EXC)
        goto out;
    if (lib_def_species(vm, *ch) < 0)
        goto out;
    /* node's order: byteLength, slice, maxByteLength, growable, grow */
    static const LibAbMember members[] = {
        { "byteLength", 1, sab_getter, 0, SG_LENGTH },
        { "slice", 0, sab_slice, 2, 0 },
        { "maxByteLength", 1, sab_getter, 0, SG_MAX },
        { "growable", 1, sab_getter, 0, SG_GROWABLE },
        { "grow", 0, sab_grow, 1, 0 },
    };
    if (lib_ab_def_members(vm, *ph, members, sizeof members / sizeof members[0], "SharedArrayBuffer") < 0)
        goto out;
    vm->builtin[B_SAB_PROTO] = *ph;
    vm->builtin[B_SAB_CTOR] = *ch;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_define_sab(Vm *vm)
{
    if (lib_sab_make(vm) < 0)
        return -1;
    return lib_define_global(vm, "SharedArrayBuffer", vm->builtin[B_SAB_CTOR], PROP_METHOD);
}

/* ---- include/tarn.h ------------------------------------------------------------- */

/* A tarn_shared is a SharedStore reference (vm/typed.h) under the public name. */
tarn_shared *tarn_shared_get(tarn_vm *tv, tarn_value v)
{
    API_CTX_H(tv, v);
    Vm *vm = (Vm *)tv;
    Value b = api_read(v);
    if (!v_is_class(b, CLS_SHAREDARRAYBUFFER)) {
        vm_throw_error(vm, ERR_TYPE, "not a SharedArrayBuffer");
        return NULL;
    }
    return (tarn_shared *)vm_sab_store_ref_noalloc(vm, b);
}

tarn_value tarn_shared_wrap(tarn_vm *tv, tarn_shared *s)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (lib_sab_make(vm) < 0) /* a VM whose scripts never named the global */
        return NULL;
    Value b = vm_sab_from_store(vm, (SharedStore *)s);
    return b == V_EXC ? NULL : api_push(vm, b);
}

void tarn_shared_release(tarn_shared *s) { vm_shared_store_unref((SharedStore *)s); }
