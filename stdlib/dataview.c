/* stdlib/dataview.c — DataView: a byte view of an ArrayBuffer read and
 * written at any offset in either byte order (big-endian unless
 * littleEndian is true), with V8's RangeErrors. Its layout is a
 * TypedArrayObj of class CLS_DATAVIEW whose length counts bytes
 * (vm/typed.h). getBigInt64/getBigUint64 and their setters convert with
 * ToBigInt and store the value modulo 2^64.
 */
#include <stdio.h>

#include "typed_int.h"


/* ToIndex for byteOffset / byteLength: 1 when out of range. */
static int to_index_js(Vm *vm, Value v, double *out)
{
    if (v == V_UNDEF) {
        *out = 0;
        return 0;
    }
    if (vm_to_integer_js(vm, v, out) < 0)
        return -1;
    return (*out < 0 || *out > 9007199254740991.0) ? 1 : 0;
}

static Value dv_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor DataView requires 'new'");
    if (argc < 1 || !v_is_any_ab(argv[0]))
        return vm_throw_error(vm, ERR_TYPE, "First argument to DataView constructor must be an ArrayBuffer");
    double off, n = 0;
    char t[40];
    int r = to_index_js(vm, ARG(1), &off);
    if (r < 0)
        return V_EXC;
    if (vm_ab_detached_noalloc(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "Cannot perform DataView constructor on a detached ArrayBuffer");
    if (v_is_class(ARG(0), CLS_SHAREDARRAYBUFFER)) /* its length may have grown elsewhere */
        vm_sab_sync(vm, &argv[0]); /* argc >= 1: a stack slot, a root */
    double blen = (double)v_ab(ARG(0))->len;
    if (r > 0 || off > blen) {
        vm_num_format(off, t);
        return vm_throw_error(vm, ERR_RANGE, "Start offset %s is outside the bounds of the buffer", t);
    }
    bool track = ARG(2) == V_UNDEF && (v_ab(ARG(0))->flags & AB_RESIZABLE);
    if (ARG(2) == V_UNDEF) {
        n = blen - off;
    } else {
        r = to_index_js(vm, ARG(2), &n);
        if (r < 0)
            return V_EXC;
        if (r > 0 || off + n > blen) {
            vm_num_format(n, t);
            return vm_throw_error(vm, ERR_RANGE, "Invalid DataView length %s", t);
        }
    }
    size_t sc = gc_scope_open(vm);
    Value res = V_EXC;
    Value *buf = gc_handle(vm, ARG(0));
    Value *proto = gc_handle(vm, V_UNDEF);
    if (THIS != CALLEE) {
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
        /* the getter may have detached or shrunk the buffer */
        if (vm_ab_detached_noalloc(*buf)) {
            vm_throw_error(vm, ERR_TYPE, "Cannot perform DataView constructor on a detached ArrayBuffer");
            goto out;
        }
        blen = (double)v_ab(*buf)->len;
        if (off > blen) {
            vm_num_format(off, t);
            vm_throw_error(vm, ERR_RANGE, "Start offset %s is outside the bounds of the buffer", t);
            goto out;
        }
        if (ARG(2) != V_UNDEF && off + n > blen) {
            vm_num_format(n, t);
            vm_throw_error(vm, ERR_RANGE, "Invalid DataView length %s", t);
            goto out;
        }
        if (ARG(2) == V_UNDEF && !track)
            n = blen - off;
    }
    res = vm_ta_new_view(vm, -1, buf, (uint32_t)off, track ? VM_TA_TRACK : (uint32_t)n, *proto);
out:
    gc_scope_close(vm, sc);
    return res;
}

static const char *const getter_names[3] = {
    "get DataView.prototype.buffer", "get DataView.prototype.byteLength", "get DataView.prototype.byteOffset",
};

static Value dv_getter(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    int which = MAGIC;
    if (!v_is_class(THIS, CLS_DATAVIEW))
        return lib_throw_incompatible(vm, getter_names[which], THIS);
    if (which != 0)
        lib_view_sync(vm, &THIS); /* another thread may have grown its buffer */
    TypedArrayObj *t = v_cell(THIS);
    if (which != 0 && vm_view_oob_noalloc(t))
        return lib_ta_throw_oob(vm, getter_names[which]);
    return which == 0 ? t->buffer : v_num((double)(which == 1 ? t->length : t->offset));
}

/* The element kinds' method names; magic = kind, plus DV_SET. */
#define DV_SET 16
static const char *const dv_names[TA__COUNT] = {
    "Int8", "Uint8", NULL, "Int16", "Uint16", "Int32", "Uint32", "Float32", "Float64", "Float16",
};
/* node's method order */
static const uint8_t dv_order[] = {
    TA_INT8, TA_UINT8, TA_INT16, TA_UINT16, TA_INT32, TA_UINT32, TA_FLOAT16, TA_FLOAT32, TA_FLOAT64,
};

static bool host_little(void)
{
    const uint16_t one = 1;
    return *(const uint8_t *)&one == 1;
}

static Value dv_access(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int kind = MAGIC & 15;
    bool set = MAGIC & DV_SET;
    if (!v_is_class(THIS, CLS_DATAVIEW)) {
        char m[64];
        snprintf(m, sizeof m, "DataView.prototype.%s%s", set ? "set" : "get", dv_names[kind]);
        return lib_throw_incompatible(vm, m, THIS);
    }
    if (set && vm_typed_immutable_noalloc(THIS)) { /* SetViewValue: before the arguments are read */
        char m[64];
        snprintf(m, sizeof m, "DataView.prototype.set%s", dv_names[kind]);
        return vm_throw_immutable(vm, m);
    }
    double off, d = 0;
    int r = to_index_js(vm, ARG(0), &off);
    if (r < 0)
        return V_EXC;
    if (r > 0)
        return vm_throw_error(vm, ERR_RANGE, "Offset is outside the bounds of the DataView");
    if (set && lib_ta_num_js(vm, ARG(1), &d) < 0)
        return V_EXC;
    bool little = vm_truthy_noalloc(ARG(set ? 2 : 1));
    unsigned size = vm_ta_size[kind];
    if (off + size > v_ta(THIS)->length)
        lib_view_sync(vm, &THIS); /* past the length this VM saw: another thread may have grown it */
    TypedArrayObj *t = v_cell(THIS);
    if (vm_view_oob_noalloc(t)) {
        char m[64];
        snprintf(m, sizeof m, "DataView.prototype.%s%s", set ? "set" : "get", dv_names[kind]);
        return lib_ta_throw_oob(vm, m);
    }
    if (off + size > t->length)
        return vm_throw_error(vm, ERR_RANGE, "Offset is outside the bounds of the DataView");
    /* through a one-element scratch view of the element kind, in host order */
    uint8_t raw[8];
    TypedArrayObj tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.o.hdr.cls = (uint8_t)(CLS_TA_FIRST + kind);
    tmp.data = raw;
    tmp.length = 1;
    uint8_t *p = t->data + (size_t)off;
    bool swap = little != host_little();
    if (set) {
        vm_ta_put_noalloc(&tmp, 0, d);
        for (unsigned i = 0; i < size; i++)
            p[i] = raw[swap ? size - 1 - i : i];
        return V_UNDEF;
    }
    for (unsigned i = 0; i < size; i++)
        raw[i] = p[swap ? size - 1 - i : i];
    return vm_ta_get_noalloc(&tmp, 0);
}

/* get/setBigInt64, get/setBigUint64 (magic: 0 getBigInt64, 1 setBigInt64,
 * 2 getBigUint64, 3 setBigUint64): ToIndex, then ToBigInt of the value
 * (may run JS), then the bounds check, as the spec orders them. */
static Value dv_bigint(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    static const char *const names[4] = { "getBigInt64", "setBigInt64", "getBigUint64", "setBigUint64" };
    bool set = MAGIC & 1, is_signed = MAGIC < 2;
    if (!v_is_class(THIS, CLS_DATAVIEW)) {
        char m[64];
        snprintf(m, sizeof m, "DataView.prototype.%s", names[MAGIC]);
        return lib_throw_incompatible(vm, m, THIS);
    }
    if (set && vm_typed_immutable_noalloc(THIS)) { /* SetViewValue: before the arguments are read */
        char m[64];
        snprintf(m, sizeof m, "DataView.prototype.%s", names[MAGIC]);
        return vm_throw_immutable(vm, m);
    }
    double off;
    int r = to_index_js(vm, ARG(0), &off);
    if (r < 0)
        return V_EXC;
    if (r > 0)
        return vm_throw_error(vm, ERR_RANGE, "Offset is outside the bounds of the DataView");
    uint64_t u = 0;
    if (set) {
        Value b = vm_to_bigint_js(vm, ARG(1));
        if (b == V_EXC)
            return V_EXC;
        u = vm_bigint_to_u64_noalloc(b);
    }
    bool little = vm_truthy_noalloc(ARG(set ? 2 : 1));
    if (off + 8 > v_ta(THIS)->length)
        lib_view_sync(vm, &THIS); /* past the length this VM saw: another thread may have grown it */
    TypedArrayObj *t = v_cell(THIS);
    if (vm_view_oob_noalloc(t)) {
        char m[64];
        snprintf(m, sizeof m, "DataView.prototype.%s", names[MAGIC]);
        return lib_ta_throw_oob(vm, m);
    }
    if (off + 8 > t->length)
        return vm_throw_error(vm, ERR_RANGE, "Offset is outside the bounds of the DataView");
    uint8_t *p = t->data + (size_t)off;
    if (set) {
        for (unsigned i = 0; i < 8; i++)
            p[little ? i : 7 - i] = (uint8_t)(u >> (8 * i));
        return V_UNDEF;
    }
    for (unsigned i = 0; i < 8; i++)
        u |= (uint64_t)p[little ? i : 7 - i] << (8 * i);
    return is_signed ? vm_bigint_from_i64(vm, (int64_t)u) : vm_bigint_from_u64(vm, u);
}

int lib_install_dataview(Vm *vm)
{
    Value p = vm_new_object(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[B_DATAVIEW_PROTO] = p;
    if (vm_def_ctor(vm, "DataView", dv_ctor, 1, p) == V_EXC)
        return -1;
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, vm->builtin[B_DATAVIEW_PROTO]);
    int rc = -1;
    static const char *const getters[3] = { "buffer", "byteLength", "byteOffset" };
    for (int i = 0; i < 3; i++) {
        if (lib_def_getter(vm, *ph, getters[i], dv_getter, NULL) < 0)
            goto out;
        PropDesc d;
        Value k = vm_key(vm, getters[i]);
        if (k == V_EXC || vm_get_own_prop(vm, *ph, k, &d) != 1)
            goto out;
        ((NativeFunc *)v_cell(d.get))->magic = i;
    }
    for (size_t o = 0; o < sizeof dv_order; o++) {
        int k = dv_order[o];
        for (int s = 0; s < 2; s++) {
            char name[32];
            snprintf(name, sizeof name, "%s%s", s ? "set" : "get", dv_names[k]);
            if (vm_def_native(vm, *ph, name, dv_access, s ? 2 : 1, k | (s ? DV_SET : 0)) < 0)
                goto out;
        }
    }
    static const LibFn big[] = {
        { "getBigInt64", dv_bigint, 1, 0 },
        { "setBigInt64", dv_bigint, 2, 1 },
        { "getBigUint64", dv_bigint, 1, 2 },
        { "setBigUint64", dv_bigint, 2, 3 },
        { NULL, NULL, 0, 0 },
    };
    if (lib_def_fns(vm, *ph, big) < 0)
        goto out;
    Value s = vm_atom(vm, "DataView");
    if (s == V_EXC || vm_define_own(vm, *ph, vm->builtin[B_SYM_TO_STRING_TAG], s, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
