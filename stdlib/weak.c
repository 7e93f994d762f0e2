/* stdlib/weak.c — WeakMap, WeakSet, WeakRef and FinalizationRegistry: the
 * JS surface over vm/weak.h (the collector's side is in vm/weak.c and
 * gc/collect.c). Keys and targets are objects or unregistered symbols, as
 * in ES2023; V8's messages ("Invalid value used as weak map key").
 *
 * FinalizationRegistry cleanups run as event-loop tasks after a major
 * found their targets dead (vm/weak.c, stdlib/loop.c; docs/gc.md).
 */
#include <stdio.h>

#include "lib.h"
#include "../vm/maptable.h"
#include "../vm/weak.h"

static bool can_be_held_weakly(Value v)
{
    if (v_is_object(v))
        return true;
    return v_is_symbol(v) && ((Symbol *)v_cell(v))->is_registered == 0;
}

static Value incompatible(Vm *vm, const char *method, Value recv)
{
    char b[128];
    vm_short_repr(vm, recv, b, sizeof b);
    return vm_throw_error(vm, ERR_TYPE, "Method %s called on incompatible receiver %s", method, b);
}

/* The prototype for a construct call: new.target.prototype when it is an
 * object (subclasses), else the builtin one. */
static int ctor_proto(Vm *vm, Value *argv, BuiltinId id, Value *out)
{
    *out = vm->builtin[id];
    if (v_is_object(THIS) && THIS != CALLEE) {
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            return -1;
        if (v_is_object(p))
            *out = p;
    }
    return 0;
}

/* ---- WeakMap / WeakSet ---------------------------------------------------- */

static Value weakmap_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_coll_new(vm, argv, argc, construct, LIB_COLL_WEAKMAP);
}

static Value weakset_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_coll_new(vm, argv, argc, construct, LIB_COLL_WEAKSET);
}

static const char *const coll_method[2][5] = {
    { "WeakMap.prototype.get", "WeakMap.prototype.set", "WeakMap.prototype.has", "WeakMap.prototype.delete", NULL },
    { NULL, "WeakSet.prototype.add", "WeakSet.prototype.has", "WeakSet.prototype.delete", NULL },
};

/* magic: (set ? 4 : 0) | op, op 0 get, 1 set/add, 2 has, 3 delete */
static Value weak_coll_op(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int set = (MAGIC >> 2) & 1, op = MAGIC & 3;
    if (!v_is_class(THIS, set ? CLS_WEAKSET : CLS_WEAKMAP))
        return incompatible(vm, coll_method[set][op], THIS);
    Value key = ARG(0);
    bool ok = can_be_held_weakly(key);
    switch (op) {
    case 0: {
        if (!ok)
            return V_UNDEF;
        MapEntry *e = vm_map_find_noalloc(THIS, key);
        return e ? e->value : V_UNDEF;
    }
    case 1:
        if (!ok)
            return vm_throw_error(vm, ERR_TYPE, set ? "Invalid value used in weak set"
                                                    : "Invalid value used as weak map key");
        if (vm_map_put(vm, THIS, key, set ? V_UNDEF : ARG(1)) < 0)
            return V_EXC;
        return THIS;
    case 2:
        return v_bool(ok && vm_map_find_noalloc(THIS, key) != NULL);
    default:
        return v_bool(ok && vm_map_remove_noalloc(vm, THIS, key));
    }
}

/* ---- WeakRef --------------------------------------------------------------- */

static Value weakref_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor WeakRef requires 'new'");
    if (!can_be_held_weakly(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "WeakRef: invalid target");
    Value proto;
    if (ctor_proto(vm, argv, B_WEAKREF_PROTO, &proto) < 0)
        return V_EXC;
    Value o = vm_new_object_class(vm, CLS_WEAKREF, sizeof(WeakRefObj), proto);
    if (o == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    WeakRefObj *w = v_cell(*oh);
    GC_WRITE(vm, w, &w->target, argv[0]);
    Value r = vm_weak_keep(vm, argv[0]) < 0 ? V_EXC : *oh;
    gc_scope_close(vm, sc);
    return r;
}

static Value weakref_deref(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_class(THIS, CLS_WEAKREF))
        return incompatible(vm, "WeakRef.prototype.deref", THIS);
    Value t = ((WeakRefObj *)v_cell(THIS))->target;
    if (v_is_cell(t) && vm_weak_keep(vm, t) < 0)
        return V_EXC;
    return ((WeakRefObj *)v_cell(THIS))->target;
}

/* ---- FinalizationRegistry ------------------------------------------------------ */

static Value finreg_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor FinalizationRegistry requires 'new'");
    if (!vm_is_callable_noalloc(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "FinalizationRegistry: cleanup must be callable");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, V_UNDEF);
    if (ctor_proto(vm, argv, B_FINREG_PROTO, proto) < 0)
        goto out;
    Value *oh = gc_handle(vm, vm_new_object_class(vm, CLS_FINREG, sizeof(FinRegObj), *proto));
    if (*oh == V_EXC)
        goto out;
    FinRegObj *f = v_cell(*oh);
    GC_WRITE(vm, f, &f->cleanup, argv[0]);
    f->records = V_UNDEF;
    f->used = v_int(0);
    if (!v_is_array(vm->builtin[B_FINREGS])) {
        Value a = vm_new_array(vm, 4);
        if (a == V_EXC)
            goto out;
        vm->builtin[B_FINREGS] = a;
    }
    if (vm_array_append(vm, vm->builtin[B_FINREGS], *oh) < 0)
        goto out;
    r = *oh;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value bad_token(Vm *vm, Value tok)
{
    char d[96];
    vm_short_repr(vm, tok, d, sizeof d);
    return vm_throw_error(vm, ERR_TYPE, "Invalid unregisterToken ('%s')", d);
}

static Value finreg_register(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_class(THIS, CLS_FINREG))
        return incompatible(vm, "FinalizationRegistry.prototype.register", THIS);
    if (!can_be_held_weakly(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "FinalizationRegistry.prototype.register: invalid target");
    if (vm_same_value_noalloc(ARG(0), ARG(1)))
        return vm_throw_error(vm, ERR_TYPE,
                              "FinalizationRegistry.prototype.register: target and holdings must not be same");
    if (!v_is_undef(ARG(2)) && !can_be_held_weakly(ARG(2)))
        return bad_token(vm, ARG(2));
    FinRegObj *f = v_cell(THIS);
    int32_t used = v_get_int(f->used);
    Values *r = v_is_type(f->records, T_VALUES) ? v_cell(f->records) : NULL;
    int32_t slot = -1;
    for (int32_t i = 0; r && i < used && slot < 0; i++)
        if (r->v[3 * i + 1] == V_EMPTY)
            slot = i;
    if (slot < 0) {
        uint32_t cap = r ? r->cap / 3 : 0;
        if ((uint32_t)used == cap) {
            uint32_t ncap = cap ? 2 * cap : 4;
            Values *n = gc_alloc(vm, T_VALUES, sizeof(Values) + 3 * (size_t)ncap * sizeof(Value));
            if (!n)
                return V_EXC;
            n->cap = 3 * ncap;
            f = v_cell(THIS);
            r = v_is_type(f->records, T_VALUES) ? v_cell(f->records) : NULL;
            for (uint32_t i = 0; i < 3 * ncap; i++)
                GC_WRITE(vm, n, &n->v[i], r && i < r->cap ? r->v[i] : V_EMPTY);
            GC_WRITE(vm, f, &f->records, v_from_cell(n));
            r = n;
        }
        slot = used;
        f->used = v_int(used + 1);
    }
    GC_WRITE(vm, r, &r->v[3 * slot], ARG(0));
    GC_WRITE(vm, r, &r->v[3 * slot + 1], ARG(1));
    GC_WRITE(vm, r, &r->v[3 * slot + 2], ARG(2));
    return V_UNDEF;
}

static Value finreg_unregister(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_class(THIS, CLS_FINREG))
        return incompatible(vm, "FinalizationRegistry.prototype.unregister", THIS);
    if (!can_be_held_weakly(ARG(0)))
        return bad_token(vm, ARG(0));
    FinRegObj *f = v_cell(THIS);
    if (!v_is_type(f->records, T_VALUES))
        return V_FALSE;
    Values *r = v_cell(f->records);
    bool any = false;
    for (int32_t i = 0; i < v_get_int(f->used); i++)
        if (r->v[3 * i + 1] != V_EMPTY && r->v[3 * i + 2] == ARG(0)) {
            r->v[3 * i] = V_UNDEF; /* non-references: no barrier */
            r->v[3 * i + 1] = V_EMPTY;
            r->v[3 * i + 2] = V_UNDEF;
            any = true;
        }
    return v_bool(any);
}

/* ---- installation ------------------------------------------------------------- */

static int def_tag(Vm *vm, Value obj, const char *tag)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value s = vm_str_from_cstr(vm, tag);
    int rc = s == V_EXC ? -1 : vm_define_own(vm, *oh, vm->builtin[B_SYM_TO_STRING_TAG], s, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

static int install(Vm *vm, BuiltinId pid, const char *name, NativeFn ctor, int len, const LibFn *fns)
{
    Value p = vm_new_object(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[pid] = p;
    if (vm_def_ctor(vm, name, ctor, len, vm->builtin[pid]) == V_EXC)
        return -1;
    if (lib_def_fns(vm, vm->builtin[pid], fns) < 0)
        return -1;
    return def_tag(vm, vm->builtin[pid], name);
}

int lib_install_weak(Vm *vm)
{
    static const LibFn wm[] = {
        {"delete", weak_coll_op, 1, 3}, {"get", weak_coll_op, 1, 0}, {"set", weak_coll_op, 2, 1},
        {"has", weak_coll_op, 1, 2}, {NULL, NULL, 0, 0},
    };
    static const LibFn ws[] = {
        {"delete", weak_coll_op, 1, 4 | 3}, {"has", weak_coll_op, 1, 4 | 2}, {"add", weak_coll_op, 1, 4 | 1},
        {NULL, NULL, 0, 0},
    };
    static const LibFn wr[] = {{"deref", weakref_deref, 0, 0}, {NULL, NULL, 0, 0}};
    static const LibFn fr[] = {
        {"register", finreg_register, 2, 0}, {"unregister", finreg_unregister, 1, 0}, {NULL, NULL, 0, 0},
    };
    if (install(vm, B_WEAKMAP_PROTO, "WeakMap", weakmap_ctor, 0, wm) < 0 ||
        install(vm, B_WEAKSET_PROTO, "WeakSet", weakset_ctor, 0, ws) < 0 ||
        install(vm, B_WEAKREF_PROTO, "WeakRef", weakref_ctor, 1, wr) < 0 ||
        install(vm, B_FINREG_PROTO, "FinalizationRegistry", finreg_ctor, 1, fr) < 0)
        return -1;
    return 0;
}
