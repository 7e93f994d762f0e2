/* stdlib/typed_proto.c — the methods of %TypedArray%.prototype: set,
 * subarray, slice, fill, copyWithin, map, filter, forEach, reduce(Right),
 * join, indexOf/lastIndexOf/includes, find(Last)(Index), every, some, sort,
 * reverse, at, with, toReversed, toSorted, keys/values/entries and
 * @@iterator, toString (Array.prototype.toString itself) and toLocaleString.
 *
 * Elements are read straight from the store (vm/typed.h): buffers are
 * fixed-length, so a callback cannot shrink the array under a loop, but it
 * may allocate, so every loop re-reads THIS (an argument slot, a root) after
 * each call. Reading an element of a BigInt kind allocates too (vm_ta_get):
 * the element goes into a handle before anything else is read, and copies
 * that need no values move the elements' bytes instead. map, filter,
 * slice and subarray make their result with TypedArraySpeciesCreate
 * (stdlib/typed.c), which makes an intrinsic constructor's array directly.
 */
#include <math.h>
#include <stdio.h>

#include "array_int.h"
#include "typed_int.h"

#define TA (v_ta(THIS))
#define CHECK_THIS()                        \
    do {                                    \
        if (lib_ta_this(vm, THIS, CALLEE) < 0) \
            return V_EXC;                   \
    } while (0)
/* ValidateTypedArray(this, write): also refuses an immutable buffer,
 * before any argument is read */
#define CHECK_THIS_WRITE()                                 \
    do {                                                   \
        if (lib_ta_this_mode(vm, THIS, CALLEE, true) < 0)  \
            return V_EXC;                                  \
    } while (0)

/* A Number kind's element as a double. */
static double elem_d(const TypedArrayObj *t, uint32_t i) { return v_to_double(vm_ta_get_noalloc(t, i)); }

static bool is_big(const TypedArrayObj *t) { return ta_kind_big(ta_kind(t)); }

/* Get(O, i) after JS may have run: undefined once a resize or a detach
 * put i out of range (allocates for a BigInt kind). */
static Value elem_at(Vm *vm, Value self, uint32_t i)
{
    return i < v_ta(self)->length ? vm_ta_get(vm, v_ta(self), i) : V_UNDEF;
}

/* After JS ran: the array must still be in bounds (ValidateTypedArray's
 * TypeError, naming the method). 0 / -1. */
static int still_valid(Vm *vm, Value self, const char *method)
{
    if (!vm_view_oob_noalloc(v_ta(self)))
        return 0;
    char m[96];
    snprintf(m, sizeof m, "%%TypedArray%%.prototype.%s", method);
    lib_ta_throw_oob(vm, m);
    return -1;
}

/* The value being stored into a typed array of kind `kind`, converted:
 * ToNumber into *d, or ToBigInt into *bits for a BigInt kind. 0 / -1. */
static int elem_value_js(Vm *vm, int kind, Value v, double *d, uint64_t *bits)
{
    if (ta_kind_big(kind))
        return vm_ta_to_bits_js(vm, v, bits);
    return lib_ta_num_js(vm, v, d);
}

/* Element i of `t` holds the BigInt x, for the searches: x's bits when x
 * is in the kind's range, else false (no element can equal it). */
static bool big_exact_bits(Value x, bool is_signed, uint64_t *bits)
{
    const BigInt *b = v_big(x);
    bool neg = b->hdr.flags & BIG_NEG;
    if (b->len > 1)
        return false;
    uint64_t m = b->len ? b->d[0] : 0;
    if (is_signed ? (neg ? m > (1ull << 63) : m >= (1ull << 63)) : neg)
        return false;
    *bits = neg ? -m : m;
    return true;
}

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
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, V_UNDEF);
    Value res = V_EXC;
    for (uint32_t n = 0; n < len; n++) {
        uint32_t i = back ? len - 1 - n : n;
        if ((*vh = elem_at(vm, THIS, i)) == V_EXC)
            goto out;
        Value args[3] = { *vh, v_num((double)i), THIS };
        Value r = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (r == V_EXC)
            goto out;
        bool t = vm_truthy_noalloc(r);
        switch (mode) {
        case CB_EVERY:
            if (!t) {
                res = V_FALSE;
                goto out;
            }
            break;
        case CB_SOME:
        case CB_FIND:
        case CB_FIND_LAST:
        case CB_FIND_INDEX:
        case CB_FIND_LAST_INDEX:
            if (t) {
                res = mode == CB_SOME ? V_TRUE
                      : (mode == CB_FIND || mode == CB_FIND_LAST) ? *vh : v_num((double)i);
                goto out;
            }
            break;
        default:
            break;
        }
    }
    switch (mode) {
    case CB_EVERY: res = V_TRUE; break;
    case CB_SOME: res = V_FALSE; break;
    case CB_FIND_INDEX:
    case CB_FIND_LAST_INDEX: res = v_int(-1); break;
    default: res = V_UNDEF; break;
    }
out:
    gc_scope_close(vm, sc);
    return res;
}

static Value ta_map(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    if (la_require_fn_described(vm, ARG(0)) < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    uint32_t len = TA->length;
    Value lenv = v_num((double)len);
    Value *res = gc_handle(vm, lib_ta_species_create_js(vm, &THIS, 1, &lenv, "map"));
    if (*res == V_EXC)
        goto out;
    Value *eh = gc_handle(vm, V_UNDEF);
    for (uint32_t i = 0; i < len; i++) {
        if ((*eh = elem_at(vm, THIS, i)) == V_EXC)
            goto out;
        Value args[3] = { *eh, v_num((double)i), THIS };
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
    int kind = ta_kind(TA);
    unsigned sz = vm_ta_size[kind];
    /* the kept elements' bytes, encoded from the values the callback saw */
    uint8_t *kept = malloc(((size_t)len + 1) * sz);
    if (!kept)
        return vm_throw_oom(vm);
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, V_UNDEF);
    Value res = V_EXC;
    for (uint32_t i = 0; i < len; i++) {
        if ((*vh = elem_at(vm, THIS, i)) == V_EXC)
            goto out;
        Value args[3] = { *vh, v_num((double)i), THIS };
        Value r = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (r == V_EXC)
            goto out;
        if (vm_truthy_noalloc(r)) {
            /* re-encode the value seen: the callback may have written element i */
            if (is_big(TA)) {
                if (!v_is_bigint(*vh) && vm_to_bigint_js(vm, *vh) == V_EXC) /* undefined: shrunk */
                    goto out;
                uint64_t b = vm_bigint_to_u64_noalloc(*vh);
                memcpy(kept + (size_t)n * sz, &b, 8);
            } else {
                TypedArrayObj one = *TA;
                one.data = kept + (size_t)n * sz;
                vm_ta_put_noalloc(&one, 0, v_is_number(*vh) ? v_to_double(*vh) : NAN);
            }
            n++;
        }
    }
    Value cnt = v_num((double)n);
    Value *rh = gc_handle(vm, lib_ta_species_create_js(vm, &THIS, 1, &cnt, "filter"));
    if (*rh == V_EXC || !n) {
        res = *rh;
        goto out;
    }
    if ((int)ta_kind(v_ta(*rh)) == kind) {
        memcpy(v_ta(*rh)->data, kept, (size_t)n * sz);
    } else { /* another kind (a species): Set each kept value, decoded from its bytes */
        TypedArrayObj one;
        memset(&one, 0, sizeof one);
        one.o.hdr.cls = (uint8_t)(CLS_TA_FIRST + kind);
        one.data = kept;
        one.length = n;
        for (uint32_t i = 0; i < n; i++) {
            Value v = vm_ta_get(vm, &one, i);
            if (v == V_EXC || vm_ta_set_index_js(vm, *rh, i, v) < 0)
                goto out;
        }
    }
    res = *rh;
out:
    gc_scope_close(vm, sc);
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
        if ((*acc = elem_at(vm, THIS, right ? len - 1 : 0)) == V_EXC)
            goto out;
        k = 1;
    }
    Value *eh = gc_handle(vm, V_UNDEF);
    for (; k < len; k++) {
        uint32_t i = right ? len - 1 - k : k;
        if ((*eh = elem_at(vm, THIS, i)) == V_EXC)
            goto out;
        Value args[4] = { *acc, *eh, v_num((double)i), THIS };
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
    /* fromIndex's conversion may have shrunk the array: past its end the
     * elements read as undefined (includes(undefined) finds them) */
    if (len > TA->length) {
        if (mode == S_INCLUDES && x == V_UNDEF && from < len)
            return V_TRUE;
        len = TA->length;
        if (from > len - 1 && mode == S_LAST_INDEX_OF)
            from = len - 1;
    }
    if (is_big(TA)) {
        uint64_t want;
        if (!v_is_bigint(x) || !big_exact_bits(x, ta_kind(TA) == TA_BIGINT64, &want))
            return mode == S_INCLUDES ? V_FALSE : v_int(-1);
        int64_t step = mode == S_LAST_INDEX_OF ? -1 : 1;
        for (int64_t i = from; i >= 0 && i < len; i += step)
            if (vm_ta_bits_noalloc(TA, (uint32_t)i) == want)
                return mode == S_INCLUDES ? V_TRUE : v_num((double)i);
        return mode == S_INCLUDES ? V_FALSE : v_int(-1);
    }
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
    double d, len = TA->length; /* before the conversion, which may resize */
    if (vm_to_integer_js(vm, ARG(0), &d) < 0)
        return V_EXC;
    if (d < 0)
        d += len;
    if (d < 0 || d >= len)
        return V_UNDEF;
    return elem_at(vm, THIS, (uint32_t)d);
}

/* toLocaleString(locales, options): each element's own toLocaleString
 * (Number's or BigInt's, or what a script put there) called with both, as
 * ECMA-402 has it, joined with ",". */
static Value ta_to_locale_string(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    size_t sc = gc_scope_open(vm);
    /* the element calls' arguments: two consecutive handles */
    Value *largs = gc_handle(vm, ARG(0));
    gc_handle(vm, ARG(1));
    Value r = V_EXC;
    Value *acc = gc_handle(vm, vm->atom[A_empty]);
    Value *eh = gc_handle(vm, V_UNDEF);
    Value key = vm_atom(vm, "toLocaleString"); /* atoms never move */
    if (key == V_EXC)
        goto out;
    uint32_t len = TA->length;
    for (uint32_t i = 0; i < len; i++) {
        if (i && (*acc = vm_str_concat(vm, *acc, vm->char_str[','])) == V_EXC)
            goto out;
        if ((*eh = elem_at(vm, THIS, i)) == V_EXC)
            goto out;
        if (*eh == V_UNDEF)
            continue;
        Value f = vm_get_js(vm, *eh, key);
        if (f == V_EXC || la_require_fn(vm, f) < 0)
            goto out;
        Value e = vm_call_js(vm, f, *eh, 2, largs);
        if (e == V_EXC || (!v_is_string(e) && (e = vm_to_string_js(vm, e)) == V_EXC))
            goto out;
        if ((*acc = vm_str_concat(vm, *acc, e)) == V_EXC)
            goto out;
    }
    r = *acc;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* join(sep) */
static Value ta_join(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    LibBuf b, sep;
    lib_buf_init(&b);
    lib_buf_init(&sep);
    uint32_t len = TA->length; /* before the separator's conversion, which may shrink it */
    if (ARG(0) != V_UNDEF) {
        Value s = vm_to_string_js(vm, ARG(0));
        if (s == V_EXC || lib_buf_jsstr(vm, &sep, s) < 0) {
            lib_buf_free(&sep);
            return V_EXC;
        }
    } else {
        lib_buf_ch(&sep, ',');
    }
    for (uint32_t i = 0; i < len; i++) {
        if (i)
            lib_buf_add(&b, sep.p, sep.len);
        char t[40];
        size_t n;
        if (i >= TA->length) /* undefined: the empty string */
            n = 0;
        else if (ta_kind(TA) == TA_BIGINT64)
            n = (size_t)snprintf(t, sizeof t, "%lld", (long long)(int64_t)vm_ta_bits_noalloc(TA, i));
        else if (ta_kind(TA) == TA_BIGUINT64)
            n = (size_t)snprintf(t, sizeof t, "%llu", (unsigned long long)vm_ta_bits_noalloc(TA, i));
        else
            n = vm_num_format(elem_d(TA, i), t);
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
    if (!v_is_ta(THIS))
        return vm_throw_error(vm, ERR_TYPE, "this is not a typed array.");
    int64_t len = TA->length, from, to;
    /* a length-tracking source without an end makes a length-tracking view */
    bool track = (TA->vflags & VIEW_TRACKING) && ARG(1) == V_UNDEF;
    if (lib_rel_index_js(vm, ARG(0), len, 0, &from) < 0 || lib_rel_index_js(vm, ARG(1), len, len, &to) < 0)
        return V_EXC;
    int64_t n = to > from ? to - from : 0;
    int kind = ta_kind(TA);
    Value args[3] = { TA->buffer, v_num((double)(TA->offset + (uint64_t)from * vm_ta_size[kind])), v_num((double)n) };
    Value sp = lib_ta_species_create_js(vm, &THIS, track ? 2 : 3, args, "subarray");
    if (sp != V_EMPTY)
        return sp;
    /* the buffer may have been resized or detached by the conversions: the
     * checks of new XArray(buffer, byteOffset, length) */
    if (vm_ab_detached_noalloc(TA->buffer))
        return vm_throw_error(vm, ERR_TYPE, "Cannot perform Construct on a detached ArrayBuffer");
    uint64_t begin = TA->offset + (uint64_t)from * vm_ta_size[kind], blen = v_ab(TA->buffer)->len;
    if (track ? begin > blen : begin + (uint64_t)n * vm_ta_size[kind] > blen) {
        char t[32];
        vm_num_format(track ? (double)begin : (double)n, t);
        return vm_throw_error(vm, ERR_RANGE, track ? "Start offset %s is outside the bounds of the buffer"
                                                   : "Invalid typed array length: %s", t);
    }
    size_t sc = gc_scope_open(vm);
    Value *buf = gc_handle(vm, TA->buffer);
    Value r = vm_ta_new_view(vm, kind, buf, (uint32_t)begin, track ? VM_TA_TRACK : (uint32_t)n, V_UNDEF);
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
    Value cntv = v_num((double)n);
    Value r = lib_ta_species_create_js(vm, &THIS, 1, &cntv, "slice");
    if (r == V_EXC || !n)
        return r;
    if (still_valid(vm, THIS, "slice") < 0) /* the conversions may have shrunk or detached it */
        return V_EXC;
    int64_t cur = TA->length, end = to < cur ? to : cur, cnt = end - from;
    if ((int)ta_kind(v_ta(r)) == kind) {
        uint8_t *dst = v_ta(r)->data, *src = TA->data + from * vm_ta_size[kind];
        size_t bytes = cnt > 0 ? (size_t)cnt * vm_ta_size[kind] : 0;
        if (v_ta(r)->buffer != TA->buffer)
            memcpy(dst, src, bytes);
        else /* a species array over the same buffer: the spec copies byte by byte, forwards */
            for (size_t i = 0; i < bytes; i++)
                dst[i] = src[i];
        return r;
    }
    /* another kind (a species): Get and Set each element */
    size_t sc = gc_scope_open(vm);
    Value *rh = gc_handle(vm, r), *eh = gc_handle(vm, V_UNDEF);
    for (int64_t k = from, i = 0; k < end; k++, i++) {
        if ((*eh = elem_at(vm, THIS, (uint32_t)k)) == V_EXC || vm_ta_set_index_js(vm, *rh, (uint32_t)i, *eh) < 0) {
            *rh = V_EXC;
            break;
        }
    }
    r = *rh; /* read back: reading a BigInt element allocates */
    gc_scope_close(vm, sc);
    return r;
}

static Value ta_fill(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS_WRITE();
    double d = 0;
    uint64_t bits = 0;
    int64_t len = TA->length, from, to; /* before the conversions, which may resize */
    if (elem_value_js(vm, ta_kind(TA), ARG(0), &d, &bits) < 0)
        return V_EXC;
    if (lib_rel_index_js(vm, ARG(1), len, 0, &from) < 0 || lib_rel_index_js(vm, ARG(2), len, len, &to) < 0)
        return V_EXC;
    if (still_valid(vm, THIS, "fill") < 0)
        return V_EXC;
    if (to > TA->length)
        to = TA->length;
    TypedArrayObj *t = TA;
    if (is_big(t)) {
        for (int64_t i = from; i < to; i++)
            vm_ta_put_bits_noalloc(t, (uint32_t)i, bits);
    } else if (from < to && vm_ta_size[ta_kind(t)] == 1) {
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
    CHECK_THIS_WRITE();
    int64_t len = TA->length, target, from, to;
    if (lib_rel_index_js(vm, ARG(0), len, 0, &target) < 0 || lib_rel_index_js(vm, ARG(1), len, 0, &from) < 0 ||
        lib_rel_index_js(vm, ARG(2), len, len, &to) < 0)
        return V_EXC;
    int64_t n = to - from;
    if (n > len - target)
        n = len - target;
    if (n > 0 && still_valid(vm, THIS, "copyWithin") < 0)
        return V_EXC;
    int64_t cur = TA->length; /* the conversions may have shrunk it */
    if (n > cur - from)
        n = cur - from;
    if (n > cur - target)
        n = cur - target;
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
    if (!v_is_ta(THIS))
        return vm_throw_error(vm, ERR_TYPE, "this is not a typed array.");
    if (vm_typed_immutable_noalloc(THIS))
        return vm_throw_immutable(vm, "%TypedArray%.prototype.set");
    double off;
    if (vm_to_integer_js(vm, ARG(1), &off) < 0)
        return V_EXC;
    if (off < 0)
        return vm_throw_error(vm, ERR_RANGE, "offset is out of bounds");
    if (still_valid(vm, THIS, "set") < 0 || (v_is_ta(ARG(0)) && still_valid(vm, ARG(0), "set") < 0))
        return V_EXC;
    if (v_is_ta(ARG(0))) {
        if (vm_poll_charge(vm, (int64_t)v_ta(ARG(0))->length * 8 / VM_POLL_BYTES) < 0)
            return V_EXC;
        TypedArrayObj *s = v_ta(ARG(0)), *d = TA;
        if ((double)s->length + off > d->length)
            return vm_throw_error(vm, ERR_RANGE, "offset is out of bounds");
        uint32_t o = (uint32_t)off;
        if (is_big(s) != is_big(d))
            return vm_ta_throw_mix(vm);
        /* the two BigInt kinds store the same bits (the value modulo 2^64) */
        if (ta_kind(s) == ta_kind(d) || is_big(d)) {
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
    uint32_t target_len = TA->length; /* before the source's length getter, which may resize */
    Value *src = gc_handle(vm, vm_to_object(vm, ARG(0)));
    if (*src == V_EXC)
        goto out;
    int64_t len = vm_length_of_js(vm, *src);
    if (len < 0)
        goto out;
    if ((double)len + off > target_len) {
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
    CHECK_THIS_WRITE();
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
    unsigned sz = vm_ta_size[ta_kind(TA)];
    for (uint32_t i = 0; i < len; i++)
        memcpy(v_ta(r)->data + (size_t)i * sz, TA->data + (size_t)(len - 1 - i) * sz, sz);
    return r;
}

static Value ta_with(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    CHECK_THIS();
    double idx, d = 0;
    uint64_t bits = 0;
    uint32_t len = TA->length;
    if (vm_to_integer_js(vm, ARG(0), &idx) < 0)
        return V_EXC;
    if (idx < 0)
        idx += len;
    if (elem_value_js(vm, ta_kind(TA), ARG(1), &d, &bits) < 0)
        return V_EXC;
    if (idx < 0 || idx >= TA->length) /* the conversions may have shrunk it */
        return vm_throw_error(vm, ERR_RANGE, "Invalid typed array index");
    unsigned sz = vm_ta_size[ta_kind(TA)];
    if (vm_poll_charge(vm, (int64_t)len * sz / VM_POLL_BYTES) < 0)
        return V_EXC;
    Value r = lib_ta_alloc(vm, ta_kind(TA), len);
    if (r == V_EXC)
        return V_EXC;
    uint32_t cur = TA->length < len ? TA->length : len;
    memcpy(v_ta(r)->data, TA->data, (size_t)cur * sz);
    for (uint32_t k = cur; k < len && !is_big(TA); k++) /* past the end: undefined, NaN */
        vm_ta_put_noalloc(v_ta(r), k, NAN);
    if (cur < len && is_big(TA))
        return vm_to_bigint_js(vm, V_UNDEF); /* ToBigInt(undefined): the TypeError */
    if (is_big(v_ta(r)))
        vm_ta_put_bits_noalloc(v_ta(r), (uint32_t)idx, bits);
    else
        vm_ta_put_noalloc(v_ta(r), (uint32_t)idx, d);
    return r;
}

/* ---- sort ------------------------------------------------------------------- */

/* Elements are sorted as 64-bit words: a Number kind's as the bits of its
 * double, a BigInt kind's as its two's-complement bits; SortCtx.kind says
 * how to read them. */
enum { SK_DOUBLE, SK_I64, SK_U64 };

static double word_d(uint64_t w)
{
    double d;
    memcpy(&d, &w, 8);
    return d;
}

/* The default order: numeric, -0 before +0, NaN last. */
static int cmp_default(int kind, uint64_t wa, uint64_t wb)
{
    if (kind == SK_I64)
        return (int64_t)wa < (int64_t)wb ? -1 : (int64_t)wa > (int64_t)wb;
    if (kind == SK_U64)
        return wa < wb ? -1 : wa > wb;
    double a = word_d(wa), b = word_d(wb);
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
    int kind;     /* SK_* */
    int failed;
} SortCtx;

static Value word_value(Vm *vm, int kind, uint64_t w)
{
    if (kind == SK_I64)
        return vm_bigint_from_i64(vm, (int64_t)w);
    if (kind == SK_U64)
        return vm_bigint_from_u64(vm, w);
    return v_num(word_d(w));
}

/* <0, 0, >0; sets failed on an exception */
static int cmp_call(SortCtx *s, uint64_t a, uint64_t b)
{
    if (*s->cmp == V_UNDEF)
        return cmp_default(s->kind, a, b);
    if (s->failed)
        return 0;
    Vm *vm = s->vm;
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, word_value(vm, s->kind, a)); /* BigInts allocate */
    Value bv = *ah == V_EXC ? V_EXC : word_value(vm, s->kind, b);
    Value r = V_EXC;
    if (bv != V_EXC) {
        Value args[2] = { *ah, bv };
        r = vm_call_js(vm, *s->cmp, V_UNDEF, 2, args);
    }
    double d = 0;
    if (r == V_EXC || lib_ta_num_js(vm, r, &d) < 0)
        s->failed = 1;
    gc_scope_close(vm, sc);
    return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/* Stable merge sort of v[0..n) using tmp[0..n). */
static void merge_sort(SortCtx *s, uint64_t *v, uint64_t *tmp, size_t n)
{
    if (n < 2)
        return;
    if (n <= 8) { /* insertion sort: stable */
        for (size_t i = 1; i < n && !s->failed; i++) {
            uint64_t x = v[i];
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
    if (lib_ta_this_mode(vm, THIS, CALLEE, MAGIC == 0) < 0) /* toSorted only reads */
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *cmp = gc_handle(vm, ARG(0));
    Value *dst = gc_handle(vm, THIS);
    uint32_t len = TA->length;
    int tk = ta_kind(TA);
    int kind = tk == TA_BIGINT64 ? SK_I64 : tk == TA_BIGUINT64 ? SK_U64 : SK_DOUBLE;
    if (MAGIC && (*dst = lib_ta_alloc(vm, tk, len)) == V_EXC)
        goto out;
    uint64_t *v = malloc(((size_t)len + 1) * 2 * sizeof *v);
    if (!v) {
        vm_throw_oom(vm);
        goto out;
    }
    for (uint32_t i = 0; i < len; i++) {
        if (kind == SK_DOUBLE) {
            double d = elem_d(TA, i);
            memcpy(&v[i], &d, 8);
        } else {
            v[i] = vm_ta_bits_noalloc(TA, i);
        }
    }
    SortCtx s = { vm, cmp, kind, 0 };
    merge_sort(&s, v, v + len + 1, len);
    if (!s.failed) {
        /* a comparator may have shrunk the array: write what still fits */
        uint32_t n = v_ta(*dst)->length < len ? v_ta(*dst)->length : len;
        for (uint32_t i = 0; i < n; i++) {
            if (kind == SK_DOUBLE)
                vm_ta_put_noalloc(v_ta(*dst), i, word_d(v[i]));
            else
                vm_ta_put_bits_noalloc(v_ta(*dst), i, v[i]);
        }
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

bool lib_ta_is_values_noalloc(Value f)
{
    return v_is_class(f, CLS_NATIVE) && ((NativeFunc *)v_cell(f))->fn == ta_iter &&
           ((NativeFunc *)v_cell(f))->magic == ITER_KIND_VALUES;
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
        { "toLocaleString", ta_to_locale_string, 0, 0 },
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
