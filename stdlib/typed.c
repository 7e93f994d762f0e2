/* stdlib/typed.c — ArrayBuffer, %TypedArray% and the typed-array
 * constructors (Int8Array ... BigUint64Array): construction from a length,
 * an array-like, an iterable, another typed array or a buffer with offset
 * and length; from/of; the buffer/byteLength/byteOffset/length accessors.
 *
 * Storage and element conversions are vm/typed.c's; the prototype methods
 * are stdlib/typed_proto.c's; TypedArraySpeciesCreate, which map, filter,
 * slice and subarray make their results with, is here. Differences from
 * node are in docs/stdlib-notes.md. BigInt64Array and BigUint64Array are
 * kinds like the others whose elements convert with ToBigInt; copying
 * between a Number kind and a BigInt kind is V8's "Cannot mix BigInt"
 * TypeError.
 * Errors are V8's messages.
 */
#include <math.h>
#include <stdio.h>

#include "array_int.h"
#include "typed_int.h"

#define MAX_INDEX 9007199254740991.0

static Value incompatible(Vm *vm, const char *method, Value recv)
{
    char b[128];
    if (v_is_array(recv))
        snprintf(b, sizeof b, "[object Array]");
    else
        vm_short_repr(vm, recv, b, sizeof b);
    return vm_throw_error(vm, ERR_TYPE, "Method %s called on incompatible receiver %s", method, b);
}

Value lib_ab_incompatible(Vm *vm, const char *method, Value recv) { return incompatible(vm, method, recv); }

void lib_view_sync(Vm *vm, Value *view)
{
    const uint32_t growable = AB_SHARED | AB_RESIZABLE;
    if ((v_ab(v_ta(*view)->buffer)->flags & growable) != growable)
        return;
    size_t sc = gc_scope_open(vm);
    Value *b = gc_handle(vm, v_ta(*view)->buffer);
    vm_sab_sync(vm, b);
    gc_scope_close(vm, sc);
}

int lib_ta_this_mode(Vm *vm, Value self, Value callee, bool write)
{
    if (!v_is_ta(self)) {
        vm_throw_error(vm, ERR_TYPE, "this is not a typed array.");
        return -1;
    }
    bool immutable = write && vm_ab_immutable_noalloc(v_ta(self)->buffer);
    if (!immutable && !vm_view_oob_noalloc(v_ta(self)))
        return 0;
    char *n = vm_str_to_utf8(vm, vm_func_name_noalloc(vm, callee), NULL);
    char m[96];
    snprintf(m, sizeof m, "%%TypedArray%%.prototype.%s", n ? n : "");
    free(n);
    if (immutable)
        vm_throw_immutable(vm, m);
    else
        lib_ta_throw_oob(vm, m);
    return -1;
}

int lib_ta_this(Vm *vm, Value self, Value callee) { return lib_ta_this_mode(vm, self, callee, false); }

Value lib_ta_throw_oob(Vm *vm, const char *what)
{
    return vm_throw_error(vm, ERR_TYPE, "Cannot perform %s on a detached or out-of-bounds ArrayBuffer", what);
}

int lib_ta_num_js(Vm *vm, Value v, double *out)
{
    if (v_is_number(v)) {
        *out = v_to_double(v);
        return 0;
    }
    return vm_to_number_js(vm, v, out);
}

int lib_to_index_js(Vm *vm, Value v, double *out)
{
    if (v == V_UNDEF) {
        *out = 0;
        return 0;
    }
    if (vm_to_integer_js(vm, v, out) < 0)
        return -1;
    return (*out < 0 || *out > MAX_INDEX) ? 1 : 0;
}

static void num_text(double d, char *buf)
{
    vm_num_format(d, buf);
}

Value lib_ta_alloc(Vm *vm, int kind, uint64_t len)
{
    double bytes = (double)len * vm_ta_size[kind];
    if (bytes > 4294967295.0)
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *b = gc_handle(vm, vm_arraybuffer_new(vm, len * vm_ta_size[kind]));
    if (*b != V_EXC)
        r = vm_ta_new_view(vm, kind, b, 0, (uint32_t)len, V_UNDEF);
    gc_scope_close(vm, sc);
    return r;
}

/* ---- ArrayBuffer ------------------------------------------------------------ */

Value lib_ab_construct_js(Vm *vm, Value *argv, int argc, bool construct, const char *cls, LibAbAlloc alloc)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor %s requires 'new'", cls);
    double n, max = -1;
    int r = lib_to_index_js(vm, ARG(0), &n);
    if (r < 0)
        return V_EXC;
    if (r > 0)
        return vm_throw_error(vm, ERR_RANGE, "Invalid array buffer length");
    if (v_is_object(ARG(1))) {
        Value m = vm_get_str_js(vm, ARG(1), "maxByteLength");
        if (m == V_EXC)
            return V_EXC;
        if (m != V_UNDEF) {
            r = lib_to_index_js(vm, m, &max);
            if (r < 0)
                return V_EXC;
            if (r > 0 || n > max)
                return vm_throw_error(vm, ERR_RANGE, "Invalid array buffer max length");
        }
    }
    size_t sc = gc_scope_open(vm);
    Value res = V_EXC;
    Value *proto = gc_handle(vm, V_UNDEF);
    if (THIS != CALLEE) { /* a subclass: new.target.prototype, read before the allocation */
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    Value *oh = gc_handle(vm, alloc(vm, (uint64_t)n, max >= 0 ? (uint64_t)max : 0, max >= 0));
    if (*oh == V_EXC || (*proto != V_UNDEF && vm_set_proto(vm, *oh, *proto) < 0))
        goto out;
    res = *oh;
out:
    gc_scope_close(vm, sc);
    return res;
}

static Value ab_alloc(Vm *vm, uint64_t len, uint64_t max, bool resizable)
{
    return resizable ? vm_arraybuffer_new_resizable(vm, len, max) : vm_arraybuffer_new(vm, len);
}

static Value ab_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_ab_construct_js(vm, argv, argc, construct, "ArrayBuffer", ab_alloc);
}

static Value ab_is_view(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm;
    (void)construct;
    return v_bool(v_is_ta(ARG(0)) || v_is_class(ARG(0), CLS_DATAVIEW));
}

/* The getters (magic): byteLength, maxByteLength, resizable, detached, immutable. */
enum { ABG_LENGTH, ABG_MAX, ABG_RESIZABLE, ABG_DETACHED, ABG_IMMUTABLE };
static const char *const ab_getter_names[5] = {
    "get ArrayBuffer.prototype.byteLength", "get ArrayBuffer.prototype.maxByteLength",
    "get ArrayBuffer.prototype.resizable",  "get ArrayBuffer.prototype.detached",
    "get ArrayBuffer.prototype.immutable",
};

static Value ab_getter(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    if (!v_is_class(THIS, CLS_ARRAYBUFFER))
        return incompatible(vm, ab_getter_names[MAGIC], THIS);
    ArrayBufferObj *b = v_ab(THIS);
    switch (MAGIC) {
    case ABG_LENGTH: return v_num((double)b->len);
    case ABG_MAX: return v_num((double)((b->flags & AB_RESIZABLE) ? b->max_len : b->len));
    case ABG_RESIZABLE: return v_bool(b->flags & AB_RESIZABLE);
    case ABG_IMMUTABLE: return v_bool(b->flags & AB_IMMUTABLE);
    default: return v_bool(b->flags & AB_DETACHED);
    }
}

static Value detached_error(Vm *vm, const char *what)
{
    return vm_throw_error(vm, ERR_TYPE, "Cannot perform %s on a detached ArrayBuffer", what);
}

static Value ab_resize(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    if (!v_is_class(THIS, CLS_ARRAYBUFFER) || !(v_ab(THIS)->flags & AB_RESIZABLE))
        return incompatible(vm, "ArrayBuffer.prototype.resize", THIS);
    double n;
    int r = lib_to_index_js(vm, ARG(0), &n);
    if (r < 0)
        return V_EXC;
    if (vm_ab_detached_noalloc(THIS))
        return detached_error(vm, "ArrayBuffer.prototype.resize");
    if (r > 0 || n > (double)v_ab(THIS)->max_len)
        return vm_throw_error(vm, ERR_RANGE, "ArrayBuffer.prototype.resize: Invalid length parameter");
    return vm_arraybuffer_resize_js(vm, &THIS, (uint64_t)n) < 0 ? V_EXC : V_UNDEF;
}

/* transfer (magic 0) / transferToFixedLength (magic 1) / transferToImmutable
 * (magic 2): ArrayBufferCopyAndDetach. An immutable buffer is never
 * detached, so none of them takes one. */
static Value ab_transfer(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    static const char *const names[3] = {"ArrayBuffer.prototype.transfer",
                                         "ArrayBuffer.prototype.transferToFixedLength",
                                         "ArrayBuffer.prototype.transferToImmutable"};
    const char *name = names[MAGIC];
    if (!v_is_class(THIS, CLS_ARRAYBUFFER))
        return incompatible(vm, name, THIS);
    double n = 0;
    if (ARG(0) != V_UNDEF) {
        int r = lib_to_index_js(vm, ARG(0), &n);
        if (r < 0)
            return V_EXC;
        if (r > 0)
            return vm_throw_error(vm, ERR_RANGE, "Invalid array buffer length");
    }
    if (vm_ab_detached_noalloc(THIS))
        return detached_error(vm, name);
    if (vm_ab_immutable_noalloc(THIS))
        return vm_throw_immutable(vm, name);
    ArrayBufferObj *b = v_ab(THIS);
    if (ARG(0) == V_UNDEF)
        n = (double)b->len;
    bool keep = MAGIC == 0 && (b->flags & AB_RESIZABLE);
    if ((keep && n > (double)b->max_len) || n > 4294967295.0)
        return vm_throw_error(vm, ERR_RANGE, "Invalid array buffer length");
    size_t sc = gc_scope_open(vm);
    Value *bh = gc_handle(vm, THIS);
    Value res = vm_arraybuffer_transfer(vm, bh, (uint64_t)n, keep);
    if (res != V_EXC && MAGIC == 2) /* a fresh buffer no view stands on yet */
        v_ab(res)->flags |= AB_IMMUTABLE;
    gc_scope_close(vm, sc);
    return res;
}

/* The start of slice and sliceToImmutable: this is an ArrayBuffer, not
 * detached; ResolveBounds(start, end) as [*from, *to) of *n bytes (the
 * conversions may run JS). 0 / -1. */
static int slice_bounds_js(Vm *vm, Value *argv, int argc, const char *name, int64_t *from, int64_t *to, int64_t *n)
{
    if (!v_is_class(THIS, CLS_ARRAYBUFFER))
        return incompatible(vm, name, THIS), -1;
    if (vm_ab_detached_noalloc(THIS))
        return detached_error(vm, name), -1;
    int64_t len = (int64_t)v_ab(THIS)->len;
    if (lib_rel_index_js(vm, ARG(0), len, 0, from) < 0 || lib_rel_index_js(vm, ARG(1), len, len, to) < 0)
        return -1;
    *n = *to > *from ? *to - *from : 0;
    return 0;
}

/* ArrayBuffer.prototype.sliceToImmutable(start, end): a new immutable
 * buffer holding a copy of bytes [start, end). */
static Value ab_slice_immutable(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    const char *name = "ArrayBuffer.prototype.sliceToImmutable";
    int64_t from, to, n;
    if (slice_bounds_js(vm, argv, argc, name, &from, &to, &n) < 0)
        return V_EXC;
    /* the conversions may have detached or shrunk it */
    if (vm_ab_detached_noalloc(THIS))
        return detached_error(vm, name);
    if ((int64_t)v_ab(THIS)->len < to)
        return vm_throw_error(vm, ERR_RANGE, "%s: Invalid length parameter", name);
    if (vm_poll_charge(vm, n / VM_POLL_BYTES) < 0) /* a bulk copy: vm/vm.h */
        return V_EXC;
    /* THIS is rooted in argv and its bytes are malloc'd: they stay put
     * while the new buffer is made */
    return vm_arraybuffer_new_immutable(vm, v_ab(THIS)->data + (n ? from : 0), (uint64_t)n, (uint64_t)n);
}

/* SpeciesConstructor(o, %ArrayBuffer%) */
Value lib_ab_species_js(Vm *vm, Value o)
{
    Value c = vm_get_prop_js(vm, o, vm->atom[A_constructor]);
    if (c == V_EXC || c == V_UNDEF)
        return c == V_EXC ? V_EXC : V_EMPTY;
    if (!v_is_object(c))
        return vm_throw_error(vm, ERR_TYPE, "The .constructor property is not an object");
    Value sp = vm_get_prop_js(vm, c, vm->builtin[B_SYM_SPECIES]);
    if (sp == V_EXC || sp == V_UNDEF || sp == V_NULL)
        return sp == V_EXC ? V_EXC : V_EMPTY;
    if (!vm_is_constructor_noalloc(sp))
        return vm_throw_error(vm, ERR_TYPE, "object.constructor[Symbol.species] is not a constructor");
    return sp;
}

static Value ab_slice(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    const char *name = "ArrayBuffer.prototype.slice";
    int64_t from, to, n;
    if (slice_bounds_js(vm, argv, argc, name, &from, &to, &n) < 0)
        return V_EXC;
    if (vm_poll_charge(vm, n / VM_POLL_BYTES) < 0) /* a bulk copy: vm/vm.h */
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value res = V_EXC;
    Value *c = gc_handle(vm, lib_ab_species_js(vm, THIS));
    Value *r = gc_handle(vm, V_UNDEF);
    if (*c == V_EXC)
        goto out;
    if (*c == V_EMPTY || *c == vm->builtin[B_ARRAYBUFFER_CTOR]) {
        *r = vm_arraybuffer_new(vm, (uint64_t)n);
    } else {
        Value arg = v_num((double)n);
        *r = vm_construct_js(vm, *c, 1, &arg, *c);
        if (*r == V_EXC)
            goto out;
        if (!v_is_class(*r, CLS_ARRAYBUFFER)) {
            vm_throw_error(vm, ERR_TYPE, "Method %s called on incompatible receiver %s", name, "#<Object>");
            goto out;
        }
        if (vm_ab_detached_noalloc(*r)) {
            detached_error(vm, name);
            goto out;
        }
        if (vm_ab_immutable_noalloc(*r)) {
            vm_throw_immutable(vm, name);
            goto out;
        }
        if (*r == THIS) {
            vm_throw_error(vm, ERR_TYPE, "ArrayBuffer subclass returned this from species constructor");
            goto out;
        }
        if ((double)v_ab(*r)->len < (double)n) {
            vm_throw_error(vm, ERR_TYPE, "Derived ArrayBuffer constructor created a buffer which was too small");
            goto out;
        }
    }
    if (*r == V_EXC)
        goto out;
    if (vm_ab_detached_noalloc(THIS)) { /* the species constructor may have detached it */
        detached_error(vm, name);
        goto out;
    }
    /* ... or shrunk it */
    int64_t cur = (int64_t)v_ab(THIS)->len;
    if (from < cur) {
        int64_t cnt = n < cur - from ? n : cur - from;
        if (cnt > 0)
            memmove(v_ab(*r)->data, v_ab(THIS)->data + from, (size_t)cnt);
    }
    res = *r;
out:
    gc_scope_close(vm, sc);
    return res;
}

/* ---- %TypedArray% accessors --------------------------------------------------- */

static const char *const getter_names[4] = {
    "get TypedArray.prototype.buffer", "get TypedArray.prototype.byteLength",
    "get TypedArray.prototype.byteOffset", "get TypedArray.prototype.length",
};

static Value ta_getter(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    int which = MAGIC;
    if (!v_is_ta(THIS))
        return incompatible(vm, getter_names[which], THIS);
    if (which != 0)
        lib_view_sync(vm, &THIS); /* another thread may have grown its buffer */
    TypedArrayObj *t = v_ta(THIS);
    switch (which) {
    case 0: return t->buffer;
    case 1: return v_num((double)t->length * vm_ta_size[ta_kind(t)]);
    case 2: return v_num(vm_view_oob_noalloc(t) ? 0 : (double)t->offset);
    default: return v_num((double)t->length);
    }
}

static Value ta_tag(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    if (!v_is_ta(THIS))
        return V_UNDEF;
    return vm_atom(vm, vm_ta_name[ta_kind(v_ta(THIS))]);
}

static Value ta_abstract(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv;
    (void)argc;
    (void)construct;
    return vm_throw_error(vm, ERR_TYPE, "Abstract class TypedArray not directly constructable");
}

/* ---- construction ------------------------------------------------------------- */

/* The values of an iterable or array-like `src` as a fresh JS array: the
 * list the spec collects before any element is converted (a conversion
 * may change src). With keep_arraylike, an array-like without an iterator
 * comes back as src itself (%TypedArray%.from reads its length, makes the
 * result, and only then reads the elements). */
static Value gather_js(Vm *vm, Value src, bool keep_arraylike)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *sh = gc_handle(vm, src);
    Value *arr = gc_handle(vm, V_UNDEF);
    Value *it = gc_handle(vm, V_UNDEF), *next = gc_handle(vm, V_UNDEF), *v = gc_handle(vm, V_UNDEF);
    Value m = vm_get_prop_js(vm, *sh, vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        goto out;
    /* a plain array or typed array with the original iteration: its
     * elements as the array iterator reads them (an array's length re-read
     * each step: a getter may change it; a typed array's reads run no code) */
    if (keep_arraylike && v_is_nullish(m)) {
        r = *sh;
        goto out;
    }
    bool plain = vm_array_iter_native_noalloc(vm, *sh, m);
    bool typed = v_is_ta(*sh) && lib_ta_is_values_noalloc(m) && !vm_view_oob_noalloc(v_ta(*sh)) &&
                 vm_iter_pristine_noalloc(vm, VM_ITER_ARRAY);
    if (plain || typed || v_is_nullish(m)) {
        int64_t len = plain ? 0 : typed ? (int64_t)v_ta(*sh)->length : vm_length_of_js(vm, *sh);
        if (len < 0)
            goto out;
        if (len > 4294967295LL) {
            vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
            goto out;
        }
        if ((*arr = vm_new_array(vm, 0)) == V_EXC)
            goto out;
        for (int64_t i = 0; i < (plain ? (int64_t)vm_array(*sh)->length : len); i++) {
            if ((*v = vm_get_index_js(vm, *sh, i)) == V_EXC || vm_array_append(vm, *arr, *v) < 0)
                goto out;
        }
        r = *arr;
        goto out;
    }
    if (!vm_is_callable_noalloc(m)) {
        vm_throw_error(vm, ERR_TYPE, "TypedArray's constructor requires that the property of the first argument, "
                                     "items[Symbol.iterator], when exists, be a function");
        goto out;
    }
    *v = m;
    if ((*it = vm_call_js(vm, *v, *sh, 0, NULL)) == V_EXC)
        goto out;
    if (!v_is_object(*it)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
        goto out;
    }
    if ((*next = vm_get_str_js(vm, *it, "next")) == V_EXC)
        goto out;
    if ((*arr = vm_new_array(vm, 0)) == V_EXC)
        goto out;
    for (;;) {
        int s = vm_iter_step_js(vm, *it, *next, v);
        if (s < 0)
            goto out;
        if (s == 0)
            break;
        if (vm_array_append(vm, *arr, *v) < 0)
            goto out;
    }
    r = *arr;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* A new typed array of `kind` filled from the array `*src` (converted with
 * ToNumber), mapped through mapfn when it is not undefined. */
static Value fill_from_js(Vm *vm, int kind, Value *src, Value mapfn, Value this_arg, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *mf = gc_handle(vm, mapfn), *ta_ = gc_handle(vm, this_arg), *ph = gc_handle(vm, proto);
    Value *v = gc_handle(vm, V_UNDEF);
    int64_t len = vm_length_of_js(vm, *src);
    if (len < 0)
        goto out;
    Value *res = gc_handle(vm, lib_ta_alloc(vm, kind, (uint64_t)len));
    if (*res == V_EXC)
        goto out;
    if (*ph != V_UNDEF && vm_set_proto(vm, *res, *ph) < 0)
        goto out;
    for (int64_t i = 0; i < len; i++) {
        if ((*v = vm_get_index_js(vm, *src, i)) == V_EXC)
            goto out;
        if (*mf != V_UNDEF) {
            Value args[2] = { *v, v_num((double)i) };
            if ((*v = vm_call_js(vm, *mf, *ta_, 2, args)) == V_EXC)
                goto out;
        }
        if (vm_ta_set_index_js(vm, *res, (uint32_t)i, *v) < 0)
            goto out;
    }
    r = *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* new XArray(buffer, byteOffset, length) */
static Value from_buffer_js(Vm *vm, int kind, Value *buf, Value off_v, Value len_v, Value *proto)
{
    const char *name = vm_ta_name[kind];
    unsigned size = vm_ta_size[kind];
    double off, n;
    int r = lib_to_index_js(vm, off_v, &off);
    if (r < 0)
        return V_EXC;
    if (r > 0 || fmod(off, size) != 0) {
        if (r > 0) {
            char t[32];
            num_text(off, t);
            return vm_throw_error(vm, ERR_RANGE, "Start offset %s is outside the bounds of the buffer", t);
        }
        return vm_throw_error(vm, ERR_RANGE, "start offset of %s should be a multiple of %u", name, size);
    }
    bool has_len = len_v != V_UNDEF;
    if (has_len) {
        r = lib_to_index_js(vm, len_v, &n);
        if (r < 0)
            return V_EXC;
        if (r > 0) {
            char t[32];
            num_text(n, t);
            return vm_throw_error(vm, ERR_RANGE, "Invalid typed array length: %s", t);
        }
    }
    if (vm_ab_detached_noalloc(*buf))
        return vm_throw_error(vm, ERR_TYPE, "Cannot perform Construct on a detached ArrayBuffer");
    double blen = (double)v_ab(*buf)->len;
    if (!has_len && (v_ab(*buf)->flags & AB_RESIZABLE)) {
        if (off > blen) {
            char t[32];
            num_text(off, t);
            return vm_throw_error(vm, ERR_RANGE, "Start offset %s is outside the bounds of the buffer", t);
        }
        return vm_ta_new_view(vm, kind, buf, (uint32_t)off, VM_TA_TRACK, *proto);
    }
    if (!has_len) {
        if (fmod(blen, size) != 0)
            return vm_throw_error(vm, ERR_RANGE, "byte length of %s should be a multiple of %u", name, size);
        if (off > blen) {
            char t[32];
            num_text(off, t);
            return vm_throw_error(vm, ERR_RANGE, "Start offset %s is outside the bounds of the buffer", t);
        }
        n = (blen - off) / size;
    } else if (off + n * size > blen) {
        char t[32];
        num_text(n, t);
        return vm_throw_error(vm, ERR_RANGE, "Invalid typed array length: %s", t);
    }
    return vm_ta_new_view(vm, kind, buf, (uint32_t)off, (uint32_t)n, *proto);
}

/* A subclass's new.target.prototype into *proto when it is an object. */
static int ctor_proto_js(Vm *vm, Value *argv, Value *proto)
{
    if (THIS == CALLEE)
        return 0;
    Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
    if (p == V_EXC)
        return -1;
    if (v_is_object(p))
        *proto = p;
    return 0;
}

static Value ta_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    int kind = MAGIC;
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor %s requires 'new'", vm_ta_name[kind]);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, V_UNDEF);
    Value a0 = ARG(0);
    /* AllocateTypedArray reads new.target.prototype: first thing for an
     * object argument, after ToIndex of any other */
    if (v_is_object(a0) && ctor_proto_js(vm, argv, proto) < 0)
        goto out;
    if (!v_is_object(a0)) {
        double n;
        int e = lib_to_index_js(vm, a0, &n);
        if (e < 0)
            goto out;
        if (e > 0) {
            double d;
            char t[32];
            if (vm_to_integer_js(vm, ARG(0), &d) < 0)
                goto out;
            num_text(d, t);
            vm_throw_error(vm, ERR_RANGE, "Invalid typed array length: %s", t);
            goto out;
        }
        if (ctor_proto_js(vm, argv, proto) < 0)
            goto out;
        Value *res = gc_handle(vm, lib_ta_alloc(vm, kind, (uint64_t)n));
        if (*res == V_EXC || (*proto != V_UNDEF && vm_set_proto(vm, *res, *proto) < 0))
            goto out;
        r = *res;
    } else if (v_is_any_ab(a0)) {
        Value *buf = gc_handle(vm, a0);
        if (v_is_class(a0, CLS_SHAREDARRAYBUFFER))
            vm_sab_sync(vm, buf); /* its length may have grown elsewhere */
        r = from_buffer_js(vm, kind, buf, ARG(1), ARG(2), proto);
    } else if (v_is_ta(a0)) {
        if (vm_view_oob_noalloc(v_ta(a0))) {
            lib_ta_throw_oob(vm, "Construct");
            goto out;
        }
        uint32_t len = v_ta(a0)->length;
        Value *res = gc_handle(vm, lib_ta_alloc(vm, kind, len));
        if (*res == V_EXC || (*proto != V_UNDEF && vm_set_proto(vm, *res, *proto) < 0))
            goto out;
        TypedArrayObj *s = v_ta(ARG(0)), *d = v_ta(*res);
        bool big = ta_kind_big(kind);
        if (ta_kind_big(ta_kind(s)) != big) {
            vm_ta_throw_mix(vm);
            goto out;
        }
        /* the two BigInt kinds store the same bits (the value modulo 2^64) */
        if (ta_kind(s) == ta_kind(d) || big)
            memcpy(d->data, s->data, (size_t)len * vm_ta_size[kind]);
        else
            for (uint32_t i = 0; i < len; i++)
                vm_ta_put_noalloc(d, i, v_to_double(vm_ta_get_noalloc(s, i)));
        r = *res;
    } else {
        Value *src = gc_handle(vm, gather_js(vm, a0, false));
        if (*src == V_EXC)
            goto out;
        r = fill_from_js(vm, kind, src, V_UNDEF, V_UNDEF, *proto);
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

/* The kind a typed-array constructor C makes, or -1 (a subclass). */
static int ctor_kind(Value c)
{
    if (v_is_class(c, CLS_NATIVE) && ((NativeFunc *)v_cell(c))->fn == ta_ctor)
        return ((NativeFunc *)v_cell(c))->magic;
    return -1;
}

/* TypedArrayCreate(C, len) for from/of: C's kind, or new C(len). */
static Value create_for_js(Vm *vm, Value c, uint32_t len, int *kind)
{
    *kind = ctor_kind(c);
    if (*kind >= 0)
        return lib_ta_alloc(vm, *kind, len);
    if (!vm_is_constructor_noalloc(c)) {
        char b[128];
        vm_short_repr(vm, c, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "%s is not a constructor", b);
    }
    Value arg = v_num((double)len);
    Value r = vm_construct_js(vm, c, 1, &arg, c);
    if (r == V_EXC)
        return V_EXC;
    if (!v_is_ta(r))
        return vm_throw_error(vm, ERR_TYPE, "this is not a typed array.");
    if (vm_typed_immutable_noalloc(r)) /* from and of write into it */
        return vm_throw_immutable(vm, "Construct");
    if (vm_view_oob_noalloc(v_ta(r)))
        return lib_ta_throw_oob(vm, "Construct");
    if (v_ta(r)->length < len)
        return vm_throw_error(vm, ERR_TYPE, "Derived TypedArray constructor created an array which was too small");
    return r;
}

Value lib_ta_species_create_js(Vm *vm, Value *ex, int argc, const Value *args, const char *method)
{
    int kind = ta_kind(v_ta(*ex));
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ah[3];
    for (int i = 0; i < 3; i++)
        ah[i] = gc_handle(vm, i < argc ? args[i] : V_UNDEF);
    /* SpeciesConstructor(exemplar, the intrinsic of its kind): the
     * constructor and its @@species are each read once */
    Value *c = gc_handle(vm, vm_get_prop_js(vm, *ex, vm->atom[A_constructor]));
    int k = kind; /* the intrinsic constructor of kind k, or -1 */
    if (*c == V_EXC)
        goto out;
    if (*c != V_UNDEF) {
        if (!v_is_object(*c)) {
            vm_throw_error(vm, ERR_TYPE, "The .constructor property is not an object");
            goto out;
        }
        Value sp = vm_get_prop_js(vm, *c, vm->builtin[B_SYM_SPECIES]);
        if (sp == V_EXC)
            goto out;
        if (!v_is_nullish(sp)) {
            if (!vm_is_constructor_noalloc(sp)) {
                vm_throw_error(vm, ERR_TYPE, "object.constructor[Symbol.species] is not a constructor");
                goto out;
            }
            *c = sp;
            k = ctor_kind(sp);
        }
    }
    if (k >= 0 && argc == 1) { /* new XArray(n) of an intrinsic: no JS runs */
        *c = lib_ta_alloc(vm, k, (uint64_t)v_to_double(*ah[0]));
    } else if (k == kind) {
        r = V_EMPTY; /* the caller's own view over the exemplar's buffer */
        goto out;
    } else {
        /* TypedArrayCreateFromConstructor: construct, then validate */
        Value av[3] = { *ah[0], *ah[1], *ah[2] }; /* read back: nothing allocates before the call */
        if ((*c = vm_construct_js(vm, *c, argc, av, *c)) == V_EXC)
            goto out;
        if (!v_is_ta(*c)) {
            char m[96];
            snprintf(m, sizeof m, "%%TypedArray%%.prototype.%s", method);
            incompatible(vm, m, *c);
            goto out;
        }
        /* ValidateTypedArray(write): every caller but subarray writes into
         * the new array */
        if (strcmp(method, "subarray") != 0 && vm_typed_immutable_noalloc(*c)) {
            vm_throw_immutable(vm, "Construct");
            goto out;
        }
        if (vm_view_oob_noalloc(v_ta(*c))) {
            lib_ta_throw_oob(vm, "Construct");
            goto out;
        }
        if (argc == 1 && (double)v_ta(*c)->length < v_to_double(*ah[0])) {
            vm_throw_error(vm, ERR_TYPE, "Derived TypedArray constructor created an array which was too small");
            goto out;
        }
    }
    if (*c == V_EXC)
        goto out;
    if (ta_kind_big(ta_kind(v_ta(*c))) != ta_kind_big(kind)) { /* the content types must match */
        vm_ta_throw_mix(vm);
        goto out;
    }
    r = *c;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* XArray.from(source, mapfn, thisArg) */
static Value ta_from(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!vm_is_constructor_noalloc(THIS)) {
        char b[128];
        vm_short_repr(vm, THIS, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "%s is not a constructor", b);
    }
    if (ARG(1) != V_UNDEF && la_require_fn(vm, ARG(1)) < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *src = gc_handle(vm, V_UNDEF);
    Value *v = gc_handle(vm, V_UNDEF);
    if (v_is_nullish(ARG(0))) {
        vm_throw_error(vm, ERR_TYPE, "Cannot convert undefined or null to object");
        goto out;
    }
    Value o = vm_to_object(vm, ARG(0));
    if (o == V_EXC || (*src = gather_js(vm, o, true)) == V_EXC)
        goto out;
    int64_t len = vm_length_of_js(vm, *src);
    if (len < 0)
        goto out;
    if (len > 4294967295LL) { /* an array-like's length, not yet checked */
        vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
        goto out;
    }
    int kind;
    Value *res = gc_handle(vm, create_for_js(vm, THIS, (uint32_t)len, &kind));
    if (*res == V_EXC)
        goto out;
    for (int64_t i = 0; i < len; i++) {
        if ((*v = vm_get_index_js(vm, *src, i)) == V_EXC)
            goto out;
        if (ARG(1) != V_UNDEF) {
            Value args[2] = { *v, v_num((double)i) };
            if ((*v = vm_call_js(vm, ARG(1), ARG(2), 2, args)) == V_EXC)
                goto out;
        }
        if (vm_ta_set_index_js(vm, *res, (uint32_t)i, *v) < 0)
            goto out;
    }
    r = *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* XArray.of(...items) */
static Value ta_of(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!vm_is_constructor_noalloc(THIS)) {
        char b[128];
        vm_short_repr(vm, THIS, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "%s is not a constructor", b);
    }
    int kind;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *res = gc_handle(vm, create_for_js(vm, THIS, (uint32_t)argc, &kind));
    if (*res == V_EXC)
        goto out;
    for (int i = 0; i < argc; i++)
        if (vm_ta_set_index_js(vm, *res, (uint32_t)i, argv[i]) < 0)
            goto out;
    r = *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- install ---------------------------------------------------------------- */

static int def_tag(Vm *vm, Value obj, const char *tag)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value s = vm_atom(vm, tag);
    int rc = s == V_EXC ? -1 : vm_define_own(vm, *oh, vm->builtin[B_SYM_TO_STRING_TAG], s, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

static Value get_species(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm;
    (void)argc;
    (void)construct;
    return THIS;
}

/* C[Symbol.species]: a getter answering this (ArrayBuffer, %TypedArray%). */
int lib_def_species(Vm *vm, Value ctor)
{
    size_t sc = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int rc = -1;
    Value g = vm_new_native(vm, "get [Symbol.species]", get_species, 0, 0);
    if (g != V_EXC)
        rc = vm_define_accessor(vm, *c, vm->builtin[B_SYM_SPECIES], g, V_UNDEF, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

int lib_ab_def_members(Vm *vm, Value proto, const LibAbMember *members, size_t n, const char *tag)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, proto);
    int rc = -1;
    for (size_t i = 0; i < n; i++) {
        if (!members[i].getter) {
            if (vm_def_native(vm, *ph, members[i].name, members[i].fn, members[i].len, members[i].magic) < 0)
                goto out;
            continue;
        }
        if (lib_def_getter(vm, *ph, members[i].name, members[i].fn, NULL) < 0)
            goto out;
        PropDesc d; /* the getter tells itself apart by magic */
        Value k = vm_key(vm, members[i].name);
        if (k == V_EXC || vm_get_own_prop(vm, *ph, k, &d) != 1)
            goto out;
        ((NativeFunc *)v_cell(d.get))->magic = members[i].magic;
    }
    rc = def_tag(vm, *ph, tag);
out:
    gc_scope_close(vm, sc);
    return rc;
}

static int install_arraybuffer(Vm *vm)
{
    Value p = vm_new_object(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[B_ARRAYBUFFER_PROTO] = p;
    Value c = vm_def_ctor(vm, "ArrayBuffer", ab_ctor, 1, p);
    if (c == V_EXC)
        return -1;
    vm->builtin[B_ARRAYBUFFER_CTOR] = c;
    size_t sc = gc_scope_open(vm);
    Value *ch = gc_handle(vm, c);
    static const LibFn ctor_fns[] = {
        { "isView", ab_is_view, 1, 0 },
        { NULL, NULL, 0, 0 },
    };
    int rc = -1;
    Value *ph = gc_handle(vm, vm->builtin[B_ARRAYBUFFER_PROTO]);
    if (lib_def_fns(vm, *ch, ctor_fns) < 0 || lib_def_species(vm, *ch) < 0)
        goto out;
    /* node's order: byteLength, slice, maxByteLength, resizable, resize,
     * transfer, transferToFixedLength, detached; then what node lacks */
    static const LibAbMember members[] = {
        { "byteLength", 1, ab_getter, 0, ABG_LENGTH },
        { "slice", 0, ab_slice, 2, 0 },
        { "maxByteLength", 1, ab_getter, 0, ABG_MAX },
        { "resizable", 1, ab_getter, 0, ABG_RESIZABLE },
        { "resize", 0, ab_resize, 1, 0 },
        { "transfer", 0, ab_transfer, 0, 0 },
        { "transferToFixedLength", 0, ab_transfer, 0, 1 },
        { "detached", 1, ab_getter, 0, ABG_DETACHED },
        /* the immutable-arraybuffer proposal (stage 3; node 26 lacks it) */
        { "transferToImmutable", 0, ab_transfer, 0, 2 },
        { "sliceToImmutable", 0, ab_slice_immutable, 2, 0 },
        { "immutable", 1, ab_getter, 0, ABG_IMMUTABLE },
    };
    rc = lib_ab_def_members(vm, *ph, members, sizeof members / sizeof members[0], "ArrayBuffer");
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_install_typed(Vm *vm)
{
    vm_typed_init();
    if (install_arraybuffer(vm) < 0)
        return -1;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *tp = gc_handle(vm, vm_new_object(vm));
    if (*tp == V_EXC)
        goto out;
    vm->builtin[B_TA_PROTO] = *tp;
    Value *tc = gc_handle(vm, vm_new_native(vm, "TypedArray", ta_abstract, 0, 0));
    if (*tc == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(*tc))->is_ctor = 1;
    if (vm_define_own(vm, *tc, vm->atom[A_prototype], *tp, 0) < 0 ||
        vm_define_own(vm, *tp, vm->atom[A_constructor], *tc, PROP_METHOD) < 0)
        goto out;
    static const char *const getters[4] = { "buffer", "byteLength", "byteOffset", "length" };
    for (int i = 0; i < 4; i++) {
        if (lib_def_getter(vm, *tp, getters[i], ta_getter, NULL) < 0)
            goto out;
        PropDesc d;
        Value k = vm_key(vm, getters[i]);
        if (k == V_EXC || vm_get_own_prop(vm, *tp, k, &d) != 1)
            goto out;
        ((NativeFunc *)v_cell(d.get))->magic = i;
        if (i == 3)
            vm->builtin[B_TA_LENGTH_GET] = d.get; /* the interpreter's IC_TA_LENGTH */
    }
    {
        Value *g = gc_handle(vm, vm_new_native(vm, "get [Symbol.toStringTag]", ta_tag, 0, 0));
        if (*g == V_EXC ||
            vm_define_accessor(vm, *tp, vm->builtin[B_SYM_TO_STRING_TAG], *g, V_UNDEF, PROP_CONFIGURABLE) < 0)
            goto out;
    }
    static const LibFn ctor_fns[] = {
        { "of", ta_of, 0, 0 },
        { "from", ta_from, 1, 0 },
        { NULL, NULL, 0, 0 },
    };
    if (lib_def_fns(vm, *tc, ctor_fns) < 0 || lib_def_species(vm, *tc) < 0 || lib_typed_install_proto(vm, *tp) < 0)
        goto out;
    for (int k = 0; k < TA__COUNT; k++) {
        Value *p = gc_handle(vm, vm_new_object_proto(vm, *tp));
        if (*p == V_EXC)
            goto out;
        vm->builtin[B_TA_PROTO_FIRST + k] = *p;
        Value *c = gc_handle(vm, vm_def_ctor(vm, vm_ta_name[k], ta_ctor, 3, *p));
        if (*c == V_EXC)
            goto out;
        ((NativeFunc *)v_cell(*c))->magic = k;
        if (vm_set_proto(vm, *c, *tc) < 0 ||
            lib_def_value(vm, *c, "BYTES_PER_ELEMENT", v_int(vm_ta_size[k]), 0) < 0 ||
            lib_def_value(vm, *p, "BYTES_PER_ELEMENT", v_int(vm_ta_size[k]), 0) < 0)
            goto out;
        if (k == TA_UINT8 && lib_install_uint8_base64(vm, *c, *p) < 0)
            goto out;
    }
    rc = lib_install_dataview(vm);
out:
    gc_scope_close(vm, sc);
    return rc;
}
