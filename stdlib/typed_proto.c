/* stdlib/typed_proto.c — the methods of %TypedArray%.prototype: set,
 * subarray, slice, fill, copyWithin, map, filter, forEach, reduce(Right),
 * join, indexOf/lastIndexOf/includes, find(Last)(Index), every, some, sort,
 * reverse, at, with, toReversed, toSorted, keys/values/entries and
 * @@iterator, toString (Array.prototype.toString itself) and toLocaleString.
 *
 * Elements are read straight from the store (vm/typed.h): buffers are
 * fixed-length, so a callback cannot shrink the array under a loop, but it
 * may allocate, so every loop re-reads THIS (an argument slot, a root) after
 * each call. Arrays these methods create are of the receiver's own kind
 * (no @@species lookup; docs/stdlib-notes.md).
 */
#include <math.h>
#include <stdio.h>

#include "array_int.h"
#include "typed_int.h"

#define TA (v_ta(THIS))
#define CHECK_THIS()                        \
    do {                                    \
        if (lib_ta_this(vm, THIS) < 0)      \
            return V_EXC;                   \
    } while (0)

static double elem_d(const TypedArrayObj *t, uint32_t i) { return v_to_double(vm_ta_get_noalloc(t, i)); }

/* ---- callbacks ------------------------------------------------------------- */

enum { CB_FOREACH, CB_EVERY, CB_SOME, CB_FIND, CB_FIND_INDEX, CB_FIND_LAST, CB_FIND_LAST_INDEX };

/* forEach/every/some/find/findIndex/findLast/findLastIndex (magic CB_*). */
static Value ta_iterate(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int mode = MAGIC;
    CHECK_THIS();
    if (la_require_fn(vm, ARG(0)) < 0)
        return V_EXC;
    uint32_t len = TA->length;
    bool back = mode == CB_FIND_LAST || mode == CB_FIND_LAST_INDEX;
    for (uint32_t n = 0; n < len; n++) {
        uint32_t i = back ? len - 1 - n : n;
        Value v = vm_ta_get_noalloc(TA, i);
        Value args[3] = { v, v_num((double)i), THIS };
        Value r = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (r == V_EXC)
            return V_EXC;
        bool t = vm_truthy_noalloc(r);
        switch (mode) {
        case CB_EVERY:
            if (!t)
                return V_FALSE;
            break;
        case CB_SOME:
            if (t)
                return V_TRUE;
            break;
        case CB_FIND:
        case CB_FIND_LAST:
            if (t)
                return v; /* a number: no rooting needed */
            break;
        case CB_FIND_INDEX:
        case CB_FIND_LAST_INDEX:
            if (t)
                return v_num((double)i);
            break;
        default:
            break;
        }
    }
    switch (mode) {
    case CB_EVERY: return V_TRUE;
    case CB_SOME: return V_FALSE;
    case CB_FIND_INDEX:
    case CB_FIND_LAST_INDEX: return v_int(-1);
    default: return V_UNDEF;
    }
}

static Value ta_map(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    if (la_require_fn_described(vm, ARG(0)) < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *res = gc_handle(vm, lib_ta_alloc(vm, ta_kind(TA), TA->length));
    if (*res == V_EXC)
        goto out;
    for (uint32_t i = 0; i < TA->length; i++) {
        Value args[3] = { vm_ta_get_noalloc(TA, i), v_num((double)i), THIS };
        Value v = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (v == V_EXC || vm_ta_set_index_js(vm, *res, i, v) < 0)
            goto out;
    }
    r = *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value ta_filter(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    if (la_require_fn(vm, ARG(0)) < 0)
        return V_EXC;
    uint32_t len = TA->length, n = 0;
    double *kept = malloc(((size_t)len + 1) * sizeof *kept);
    if (!kept)
        return vm_throw_oom(vm);
    for (uint32_t i = 0; i < len; i++) {
        Value v = vm_ta_get_noalloc(TA, i);
        Value args[3] = { v, v_num((double)i), THIS };
        Value r = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (r == V_EXC) {
            free(kept);
            return V_EXC;
        }
        if (vm_truthy_noalloc(r))
            kept[n++] = v_to_double(v);
    }
    Value res = lib_ta_alloc(vm, ta_kind(TA), n);
    if (res != V_EXC)
        for (uint32_t i = 0; i < n; i++)
            vm_ta_put_noalloc(v_ta(res), i, kept[i]);
    free(kept);
    return res;
}

/* reduce (magic 0) / reduceRight (magic 1) */
static Value ta_reduce(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    bool right = MAGIC;
    CHECK_THIS();
    if (la_require_fn(vm, ARG(0)) < 0)
        return V_EXC;
    uint32_t len = TA->length, k = 0;
    size_t sc = gc_scope_open(vm);
    Value *acc = gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (argc >= 2) {
        *acc = argv[1];
    } else {
        if (len == 0) {
            vm_throw_error(vm, ERR_TYPE, "Reduce of empty array with no initial value");
            goto out;
        }
        *acc = vm_ta_get_noalloc(TA, right ? len - 1 : 0);
        k = 1;
    }
    for (; k < len; k++) {
        uint32_t i = right ? len - 1 - k : k;
        Value args[4] = { *acc, vm_ta_get_noalloc(TA, i), v_num((double)i), THIS };
        Value v = vm_call_js(vm, ARG(0), V_UNDEF, 4, args);
        if (v == V_EXC)
            goto out;
        *acc = v;
    }
    r = *acc;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- searching -------------------------------------------------------------- */

enum { S_INDEX_OF, S_LAST_INDEX_OF, S_INCLUDES };

static Value ta_search(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int mode = MAGIC;
    CHECK_THIS();
    int64_t len = TA->length, from;
    if (len == 0)
        return mode == S_INCLUDES ? V_FALSE : v_int(-1);
    if (mode == S_LAST_INDEX_OF) {
        double d = (double)len - 1;
        if (argc >= 2 && vm_to_integer_js(vm, argv[1], &d) < 0)
            return V_EXC;
        d = d < 0 ? d + (double)len : fmin(d, (double)len - 1);
        if (d < 0)
            return v_int(-1);
        from = (int64_t)d;
    } else if (lib_rel_index_js(vm, ARG(1), len, 0, &from) < 0) {
        return V_EXC;
    }
    Value x = ARG(0);
    if (!v_is_number(x))
        return mode == S_INCLUDES ? V_FALSE : v_int(-1);
    double want = v_to_double(x);
    if (mode == S_LAST_INDEX_OF) {
        for (int64_t i = from; i >= 0; i--)
            if (elem_d(TA, (uint32_t)i) == want)
                return v_num((double)i);
        return v_int(-1);
    }
    for (int64_t i = from; i < len; i++) {
        double e = elem_d(TA, (uint32_t)i);
        if (e == want || (mode == S_INCLUDES && e != e && want != want))
            return mode == S_INCLUDES ? V_TRUE : v_num((double)i);
    }
    return mode == S_INCLUDES ? V_FALSE : v_int(-1);
}

static Value ta_at(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    double d;
    if (vm_to_integer_js(vm, ARG(0), &d) < 0)
        return V_EXC;
    double len = TA->length;
    if (d < 0)
        d += len;
    if (d < 0 || d >= len)
        return V_UNDEF;
    return vm_ta_get_noalloc(TA, (uint32_t)d);
}

/* join(sep) — and toLocaleString (magic 1: each element's toLocaleString
 * is its plain number text here, "," as separator). */
static Value ta_join(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    LibBuf b, sep;
    lib_buf_init(&b);
    lib_buf_init(&sep);
    if (MAGIC == 0 && ARG(0) != V_UNDEF) {
        Value s = vm_to_string_js(vm, ARG(0));
        if (s == V_EXC || lib_buf_jsstr(vm, &sep, s) < 0) {
            lib_buf_free(&sep);
            return V_EXC;
        }
    } else {
        lib_buf_ch(&sep, ',');
    }
    for (uint32_t i = 0; i < TA->length; i++) {
        if (i)
            lib_buf_add(&b, sep.p, sep.len);
        char t[40];
        size_t n = vm_num_format(elem_d(TA, i), t);
        lib_buf_add(&b, t, n);
        if ((i & 4095) == 4095 && vm_poll(vm) < 0) {
            lib_buf_free(&b);
            lib_buf_free(&sep);
            return V_EXC;
        }
    }
    lib_buf_free(&sep);
    if (!b.p)
        return vm->atom[A_empty];
    return lib_buf_to_str(vm, &b);
}

/* ---- copying and views ------------------------------------------------------- */

static Value ta_subarray(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    int64_t len = TA->length, from, to;
    if (lib_rel_index_js(vm, ARG(0), len, 0, &from) < 0 || lib_rel_index_js(vm, ARG(1), len, len, &to) < 0)
        return V_EXC;
    int64_t n = to > from ? to - from : 0;
    size_t sc = gc_scope_open(vm);
    Value *buf = gc_handle(vm, TA->buffer);
    int kind = ta_kind(TA);
    Value r = vm_ta_new_view(vm, kind, buf, TA->offset + (uint32_t)from * vm_ta_size[kind], (uint32_t)n,
                             V_UNDEF);
    gc_scope_close(vm, sc);
    return r;
}

static Value ta_slice(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    int64_t len = TA->length, from, to;
    if (lib_rel_index_js(vm, ARG(0), len, 0, &from) < 0 || lib_rel_index_js(vm, ARG(1), len, len, &to) < 0)
        return V_EXC;
    int64_t n = to > from ? to - from : 0;
    int kind = ta_kind(TA);
    /* bulk copies charge the poll account before they start (no raw
     * pointer is held yet): a loop of long copies meets the time limit */
    if (vm_poll_charge(vm, n * vm_ta_size[kind] / VM_POLL_BYTES) < 0)
        return V_EXC;
    Value r = lib_ta_alloc(vm, kind, (uint64_t)n);
    if (r != V_EXC && n)
        memmove(v_ta(r)->data, TA->data + from * vm_ta_size[kind], (size_t)n * vm_ta_size[kind]);
    return r;
}

static Value ta_fill(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    double d;
    if (lib_ta_num_js(vm, ARG(0), &d) < 0)
        return V_EXC;
    int64_t len = TA->length, from, to;
    if (lib_rel_index_js(vm, ARG(1), len, 0, &from) < 0 || lib_rel_index_js(vm, ARG(2), len, len, &to) < 0)
        return V_EXC;
    TypedArrayObj *t = TA;
    if (from < to && vm_ta_size[ta_kind(t)] == 1) {
        vm_ta_put_noalloc(t, (uint32_t)from, d);
        memset(t->data + from, t->data[from], (size_t)(to - from));
    } else {
        for (int64_t i = from; i < to; i++)
            vm_ta_put_noalloc(t, (uint32_t)i, d);
    }
    return THIS;
}

static Value ta_copy_within(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    int64_t len = TA->length, target, from, to;
    if (lib_rel_index_js(vm, ARG(0), len, 0, &target) < 0 || lib_rel_index_js(vm, ARG(1), len, 0, &from) < 0 ||
        lib_rel_index_js(vm, ARG(2), len, len, &to) < 0)
        return V_EXC;
    int64_t n = to - from;
    if (n > len - target)
        n = len - target;
    if (n > 0) {
        unsigned sz = vm_ta_size[ta_kind(TA)];
        if (vm_poll_charge(vm, n * sz / VM_POLL_BYTES) < 0)
            return V_EXC;
        memmove(TA->data + target * sz, TA->data + from * sz, (size_t)n * sz);
    }
    return THIS;
}

/* set(source, offset = 0) */
static Value ta_set(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    double off;
    if (vm_to_integer_js(vm, ARG(1), &off) < 0)
        return V_EXC;
    if (off < 0)
        return vm_throw_error(vm, ERR_RANGE, "offset is out of bounds");
    if (v_is_ta(ARG(0))) {
        if (vm_poll_charge(vm, (int64_t)v_ta(ARG(0))->length * 8 / VM_POLL_BYTES) < 0)
            return V_EXC;
        TypedArrayObj *s = v_ta(ARG(0)), *d = TA;
        if ((double)s->length + off > d->length)
            return vm_throw_error(vm, ERR_RANGE, "offset is out of bounds");
        uint32_t o = (uint32_t)off;
        if (ta_kind(s) == ta_kind(d)) {
            memmove(d->data + (size_t)o * vm_ta_size[ta_kind(d)], s->data, (size_t)s->length * vm_ta_size[ta_kind(s)]);
        } else {
            /* the ranges may overlap (views of one buffer): read all first */
            double *tmp = malloc(((size_t)s->length + 1) * sizeof *tmp);
            if (!tmp)
                return vm_throw_oom(vm);
            for (uint32_t i = 0; i < s->length; i++)
                tmp[i] = elem_d(s, i);
            for (uint32_t i = 0; i < s->length; i++)
                vm_ta_put_noalloc(d, o + i, tmp[i]);
            free(tmp);
        }
        return V_UNDEF;
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *src = gc_handle(vm, vm_to_object(vm, ARG(0)));
    if (*src == V_EXC)
        goto out;
    int64_t len = vm_length_of_js(vm, *src);
    if (len < 0)
        goto out;
    if ((double)len + off > TA->length) {
        vm_throw_error(vm, ERR_RANGE, "offset is out of bounds");
        goto out;
    }
    for (int64_t i = 0; i < len; i++) {
        Value v = vm_get_index_js(vm, *src, i);
        if (v == V_EXC || vm_ta_set_index_js(vm, THIS, (uint32_t)(off + (double)i), v) < 0)
            goto out;
    }
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value ta_reverse(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    (void)argc;
    CHECK_THIS();
    TypedArrayObj *t = TA;
    unsigned sz = vm_ta_size[ta_kind(t)];
    uint8_t tmp[8];
    for (uint32_t i = 0, j = t->length ? t->length - 1 : 0; i < j; i++, j--) {
        memcpy(tmp, t->data + (size_t)i * sz, sz);
        memcpy(t->data + (size_t)i * sz, t->data + (size_t)j * sz, sz);
        memcpy(t->data + (size_t)j * sz, tmp, sz);
    }
    return THIS;
}

static Value ta_to_reversed(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    (void)argc;
    CHECK_THIS();
    uint32_t len = TA->length;
    Value r = lib_ta_alloc(vm, ta_kind(TA), len);
    if (r == V_EXC)
        return V_EXC;
    for (uint32_t i = 0; i < len; i++)
        vm_ta_put_noalloc(v_ta(r), i, elem_d(TA, len - 1 - i));
    return r;
}

static Value ta_with(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    double idx, d;
    if (vm_to_integer_js(vm, ARG(0), &idx) < 0)
        return V_EXC;
    double len = TA->length;
    if (idx < 0)
        idx += len;
    if (lib_ta_num_js(vm, ARG(1), &d) < 0)
        return V_EXC;
    if (idx < 0 || idx >= TA->length)
        return vm_throw_error(vm, ERR_RANGE, "Invalid typed array index");
    if (vm_poll_charge(vm, (int64_t)TA->length * vm_ta_size[ta_kind(TA)] / VM_POLL_BYTES) < 0)
        return V_EXC;
    Value r = lib_ta_alloc(vm, ta_kind(TA), TA->length);
    if (r == V_EXC)
        return V_EXC;
    memcpy(v_ta(r)->data, TA->data, (size_t)TA->length * vm_ta_size[ta_kind(TA)]);
    vm_ta_put_noalloc(v_ta(r), (uint32_t)idx, d);
    return r;
}

/* ---- sort ------------------------------------------------------------------- */

/* The default order: numeric, -0 before +0, NaN last. */
static int cmp_default(double a, double b)
{
    if (a != a)
        return b != b ? 0 : 1;
    if (b != b)
        return -1;
    if (a < b)
        return -1;
    if (a > b)
        return 1;
    if (a == 0 && b == 0) {
        bool na = signbit(a), nb = signbit(b);
        return na == nb ? 0 : na ? -1 : 1;
    }
    return 0;
}

typedef struct SortCtx {
    Vm *vm;
    Value *cmp;   /* handle: the comparator or V_UNDEF */
    int failed;
} SortCtx;

/* <0, 0, >0; sets failed on an exception */
static int cmp_call(SortCtx *s, double a, double b)
{
    if (*s->cmp == V_UNDEF)
        return cmp_default(a, b);
    if (s->failed)
        return 0;
    Value args[2] = { v_num(a), v_num(b) };
    Value r = vm_call_js(s->vm, *s->cmp, V_UNDEF, 2, args);
    double d;
    if (r == V_EXC || lib_ta_num_js(s->vm, r, &d) < 0) {
        s->failed = 1;
        return 0;
    }
    return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/* Stable merge sort of v[0..n) using tmp[0..n). */
static void merge_sort(SortCtx *s, double *v, double *tmp, size_t n)
{
    if (n < 2)
        return;
    if (n <= 8) { /* insertion sort: stable */
        for (size_t i = 1; i < n && !s->failed; i++) {
            double x = v[i];
            size_t j = i;
            while (j > 0 && cmp_call(s, v[j - 1], x) > 0 && !s->failed) {
                v[j] = v[j - 1];
                j--;
            }
            v[j] = x;
        }
        return;
    }
    size_t h = n / 2;
    merge_sort(s, v, tmp, h);
    merge_sort(s, v + h, tmp, n - h);
    if (s->failed)
        return;
    size_t i = 0, j = h, k = 0;
    while (i < h && j < n)
        tmp[k++] = cmp_call(s, v[j], v[i]) < 0 ? v[j++] : v[i++];
    while (i < h)
        tmp[k++] = v[i++];
    while (j < n)
        tmp[k++] = v[j++];
    memcpy(v, tmp, n * sizeof *v);
}

/* sort (magic 0, in place) / toSorted (magic 1, a copy) */
static Value ta_sort(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (la_require_comparator(vm, ARG(0)) < 0)
        return V_EXC;
    CHECK_THIS();
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *cmp = gc_handle(vm, ARG(0));
    Value *dst = gc_handle(vm, THIS);
    uint32_t len = TA->length;
    if (MAGIC && (*dst = lib_ta_alloc(vm, ta_kind(TA), len)) == V_EXC)
        goto out;
    double *v = malloc(((size_t)len + 1) * 2 * sizeof *v);
    if (!v) {
        vm_throw_oom(vm);
        goto out;
    }
    for (uint32_t i = 0; i < len; i++)
        v[i] = elem_d(TA, i);
    SortCtx s = { vm, cmp, 0 };
    merge_sort(&s, v, v + len + 1, len);
    if (!s.failed) {
        for (uint32_t i = 0; i < len; i++)
            vm_ta_put_noalloc(v_ta(*dst), i, v[i]);
        r = *dst;
    }
    free(v);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- iteration ---------------------------------------------------------------- */

static Value ta_iter(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    (void)argc;
    CHECK_THIS();
    return vm_new_array_iter(vm, THIS, MAGIC);
}

int lib_typed_install_proto(Vm *vm, Value proto)
{
    static const LibFn fns[] = {
        { "entries", ta_iter, 0, ITER_KIND_ENTRIES },
        { "keys", ta_iter, 0, ITER_KIND_KEYS },
        { "values", ta_iter, 0, ITER_KIND_VALUES },
        { "at", ta_at, 1, 0 },
        { "copyWithin", ta_copy_within, 2, 0 },
        { "every", ta_iterate, 1, CB_EVERY },
        { "fill", ta_fill, 1, 0 },
        { "filter", ta_filter, 1, 0 },
        { "find", ta_iterate, 1, CB_FIND },
        { "findIndex", ta_iterate, 1, CB_FIND_INDEX },
        { "findLast", ta_iterate, 1, CB_FIND_LAST },
        { "findLastIndex", ta_iterate, 1, CB_FIND_LAST_INDEX },
        { "forEach", ta_iterate, 1, CB_FOREACH },
        { "includes", ta_search, 1, S_INCLUDES },
        { "indexOf", ta_search, 1, S_INDEX_OF },
        { "join", ta_join, 1, 0 },
        { "lastIndexOf", ta_search, 1, S_LAST_INDEX_OF },
        { "map", ta_map, 1, 0 },
        { "reverse", ta_reverse, 0, 0 },
        { "reduce", ta_reduce, 1, 0 },
        { "reduceRight", ta_reduce, 1, 1 },
        { "set", ta_set, 1, 0 },
        { "slice", ta_slice, 2, 0 },
        { "some", ta_iterate, 1, CB_SOME },
        { "sort", ta_sort, 1, 0 },
        { "subarray", ta_subarray, 2, 0 },
        { "toReversed", ta_to_reversed, 0, 0 },
        { "toSorted", ta_sort, 1, 1 },
        { "with", ta_with, 2, 0 },
        { "toLocaleString", ta_join, 0, 1 },
        { NULL, NULL, 0, 0 },
    }; /* node 26's order; toString comes last */
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, proto);
    int rc = -1;
    if (lib_def_fns(vm, *ph, fns) < 0)
        goto out;
    /* toString is Array.prototype.toString itself; @@iterator is values */
    Value ts = vm_get_str_js(vm, vm->builtin[B_ARRAY_PROTO], "toString");
    if (ts == V_EXC || lib_def_value(vm, *ph, "toString", ts, PROP_METHOD) < 0)
        goto out;
    Value vals = vm_get_str_js(vm, *ph, "values");
    if (vals == V_EXC || vm_define_own(vm, *ph, vm->builtin[B_SYM_ITERATOR], vals, PROP_METHOD) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
