/* stdlib/array_slice.c — Array.prototype methods that copy or move ranges:
 * at, with, concat, slice, splice, toSpliced, fill, copyWithin, reverse,
 * toReversed. Generic over array-likes (HasProperty/Get/Set/Delete as the
 * spec orders them, so holes are preserved or filled exactly as it says);
 * splice and reverse move a plain dense array's elements in place.
 */
#include <math.h>
#include <stdio.h>

#include "array_int.h"

/* ToIntegerOrInfinity of an argument. */
static int to_int(Vm *vm, Value v, double *out)
{
    if (v_is_int(v)) {
        *out = v_get_int(v);
        return 0;
    }
    return vm_to_integer_js(vm, v, out);
}

Value lib_array_at(Vm *vm, Value *argv, int argc, bool construct)
{
    Value o = la_this_obj(vm, THIS, NULL);
    if (o == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *oh = gc_handle(vm, o);
    int64_t len = la_length_js(vm, *oh);
    double k;
    if (len < 0 || to_int(vm, ARG(0), &k) < 0)
        goto out;
    if (k < 0)
        k += (double)len;
    r = (k < 0 || k >= (double)len) ? V_UNDEF : la_get_js(vm, *oh, (int64_t)k);
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_with(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len;
    double rel;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o || to_int(vm, ARG(0), &rel) < 0)
        goto out;
    double k = rel >= 0 ? rel : (double)len + rel;
    if (k >= (double)len || k < 0) {
        char nb[40];
        nb[vm_num_format(rel, nb)] = 0;
        vm_throw_error(vm, ERR_RANGE, "Invalid index : %s", nb);
        goto out;
    }
    Value *a = gc_handle(vm, la_array_create(vm, (double)len));
    if (*a == V_EXC)
        goto out;
    for (int64_t i = 0; i < len; i++) {
        Value v = i == (int64_t)k ? ARG(1) : la_get_js(vm, *o, i);
        if (v == V_EXC || la_create_js(vm, *a, i, v) < 0)
            goto out;
        LA_POLL(vm, i, out);
    }
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Append the elements of spreadable e (holes stay holes) or e itself to a
 * at *n. */
/* IsConcatSpreadable: @@isConcatSpreadable when defined, else IsArray.
 * 1 / 0, -1 on a throwing getter. */
static int concat_spreadable(Vm *vm, Value *e)
{
    if (!v_is_object(*e))
        return 0;
    Value sym = vm->builtin[B_SYM_IS_CONCAT_SPREADABLE];
    if (v_is_symbol(sym)) {
        Value f = vm_get_js(vm, *e, sym);
        if (f == V_EXC)
            return -1;
        if (!v_is_undef(f))
            return vm_truthy_noalloc(f);
    }
    return vm_is_array_js(vm, *e); /* a proxy of an array is one */
}

static int concat_one(Vm *vm, Value *a, Value *e, int64_t *n)
{
    int spread = concat_spreadable(vm, e);
    if (spread < 0)
        return -1;
    if (!spread) {
        if (*n >= LA_MAX_SAFE) {
            vm_throw_error(vm, ERR_TYPE, "Invalid array length");
            return -1;
        }
        return la_create_js(vm, *a, (*n)++, *e);
    }
    int64_t len = la_length_js(vm, *e);
    if (len < 0)
        return -1;
    if ((double)*n + (double)len > LA_MAX_SAFE) {
        vm_throw_error(vm, ERR_TYPE, "Invalid array length");
        return -1;
    }
    for (int64_t k = 0; k < len; k++, (*n)++) {
        Value v;
        int has = la_get_present_js(vm, *e, k, &v);
        if (has < 0 || (has && la_create_js(vm, *a, *n, v) < 0))
            return -1;
        LA_POLL(vm, k, fail);
    }
    return 0;
fail:
    return -1;
}

Value lib_array_concat(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, la_this_obj(vm, THIS, "concat"));
    if (*o == V_EXC)
        goto out;
    Value *a = gc_handle(vm, la_species_create_js(vm, *o, 0));
    if (*a == V_EXC)
        goto out;
    int64_t n = 0;
    if (concat_one(vm, a, o, &n) < 0)
        goto out;
    for (int i = 0; i < argc; i++)
        if (concat_one(vm, a, &argv[i], &n) < 0)
            goto out;
    if (la_set_length_js(vm, *a, (double)n) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_slice(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len, k, fin;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o || la_rel_index_js(vm, ARG(0), len, 0, &k) < 0 || la_rel_index_js(vm, ARG(1), len, len, &fin) < 0)
        goto out;
    int64_t count = fin > k ? fin - k : 0;
    Value *a = gc_handle(vm, la_species_create_js(vm, *o, (double)count));
    if (*a == V_EXC)
        goto out;
    int64_t n = 0;
    for (; k < fin; k++, n++) {
        Value v;
        int has = la_get_present_js(vm, *o, k, &v);
        if (has < 0 || (has && la_create_js(vm, *a, n, v) < 0))
            goto out;
        LA_POLL(vm, n, out);
    }
    if (la_set_length_js(vm, *a, (double)n) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* start / deleteCount of splice and toSpliced. */
static int splice_args(Vm *vm, Value *argv, int argc, int64_t len, int64_t *start, int64_t *dc)
{
    if (la_rel_index_js(vm, ARG(0), len, 0, start) < 0)
        return -1;
    if (argc == 0) {
        *dc = 0;
    } else if (argc == 1) {
        *dc = len - *start;
    } else {
        double d;
        if (to_int(vm, argv[1], &d) < 0)
            return -1;
        double maxd = (double)(len - *start);
        *dc = (int64_t)(d < 0 ? 0 : d > maxd ? maxd : d);
    }
    return 0;
}

/* Move o's elements [from, len) to start at `to` (the hole-aware loop of
 * splice), in the spec's direction so nothing is overwritten early. */
static int move_range(Vm *vm, Value *o, int64_t from, int64_t to, int64_t len)
{
    int64_t count = len - from;
    if (la_dense_prefix_noalloc(*o, len) && (to <= from || la_dense_prefix_noalloc(*o, to + count))) {
        Values *e = vm_array(*o)->elems;
        if (to < from)
            for (int64_t k = 0; k < count; k++)
                GC_WRITE(vm, e, &e->v[to + k], e->v[from + k]);
        else
            for (int64_t k = count; k-- > 0;)
                GC_WRITE(vm, e, &e->v[to + k], e->v[from + k]);
        return 0;
    }
    for (int64_t i = 0; i < count; i++) {
        int64_t k = to < from ? i : count - 1 - i;
        Value v;
        int has = la_get_present_js(vm, *o, from + k, &v);
        if (has < 0 || (has ? la_set_js(vm, *o, to + k, v) : la_delete_js(vm, *o, to + k)) < 0)
            return -1;
        LA_POLL(vm, i, fail);
    }
    return 0;
fail:
    return -1;
}

Value lib_array_splice(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len, start, dc;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o || splice_args(vm, argv, argc, len, &start, &dc) < 0)
        goto out;
    int64_t items = argc > 2 ? argc - 2 : 0;
    if ((double)len + (double)items - (double)dc > LA_MAX_SAFE) {
        vm_throw_error(vm, ERR_TYPE, "Invalid array length");
        goto out;
    }
    Value *a = gc_handle(vm, la_species_create_js(vm, *o, (double)dc));
    if (*a == V_EXC)
        goto out;
    for (int64_t k = 0; k < dc; k++) {
        Value v;
        int has = la_get_present_js(vm, *o, start + k, &v);
        if (has < 0 || (has && la_create_js(vm, *a, k, v) < 0))
            goto out;
        LA_POLL(vm, k, out);
    }
    if (la_set_length_js(vm, *a, (double)dc) < 0)
        goto out;
    if (items < dc) {
        if (move_range(vm, o, start + dc, start + items, len) < 0)
            goto out;
        if (la_plain(*o) && len == (int64_t)vm_array(*o)->length) {
            /* the deletes below are exactly a truncation */
        } else {
            for (int64_t k = len; k > len - dc + items; k--) {
                if (la_delete_js(vm, *o, k - 1) < 0)
                    goto out;
                LA_POLL(vm, k, out);
            }
        }
    } else if (items > dc) {
        if (la_dense_prefix_noalloc(*o, len) && (double)len + items - dc <= LA_MAX_LEN &&
            vm_array_protos_plain_noalloc(vm, *o))
            for (int64_t i = 0; i < items - dc; i++) /* grow in place first, unobserved */
                if (vm_array_push(vm, *o, V_UNDEF) < 0)
                    goto out;
        if (move_range(vm, o, start + dc, start + items, len) < 0)
            goto out;
    }
    for (int64_t j = 0; j < items; j++)
        if (la_set_js(vm, *o, start + j, argv[2 + j]) < 0)
            goto out;
    if (la_set_length_js(vm, *o, (double)(len - dc + items)) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_to_spliced(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len, start, skip;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o || splice_args(vm, argv, argc, len, &start, &skip) < 0)
        goto out;
    int64_t items = argc > 2 ? argc - 2 : 0;
    double nl = (double)len + (double)items - (double)skip;
    if (nl > LA_MAX_SAFE) {
        vm_throw_error(vm, ERR_TYPE, "Invalid array length");
        goto out;
    }
    Value *a = gc_handle(vm, la_array_create(vm, nl));
    if (*a == V_EXC)
        goto out;
    int64_t i = 0, from = start + skip, newlen = (int64_t)nl;
    for (; i < start; i++) {
        Value v = la_get_js(vm, *o, i);
        if (v == V_EXC || la_create_js(vm, *a, i, v) < 0)
            goto out;
        LA_POLL(vm, i, out);
    }
    for (int64_t j = 0; j < items; j++, i++)
        if (la_create_js(vm, *a, i, argv[2 + j]) < 0)
            goto out;
    for (; i < newlen; i++, from++) {
        Value v = la_get_js(vm, *o, from);
        if (v == V_EXC || la_create_js(vm, *a, i, v) < 0)
            goto out;
        LA_POLL(vm, i, out);
    }
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_fill(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len, k, fin;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o || la_rel_index_js(vm, ARG(1), len, 0, &k) < 0 || la_rel_index_js(vm, ARG(2), len, len, &fin) < 0)
        goto out;
    for (; k < fin; k++) {
        if (la_set_js(vm, *o, k, ARG(0)) < 0)
            goto out;
        LA_POLL(vm, k, out);
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_copy_within(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len, to, from, fin;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o || la_rel_index_js(vm, ARG(0), len, 0, &to) < 0 || la_rel_index_js(vm, ARG(1), len, 0, &from) < 0 ||
        la_rel_index_js(vm, ARG(2), len, len, &fin) < 0)
        goto out;
    int64_t count = fin - from < len - to ? fin - from : len - to;
    int64_t dir = 1;
    if (from < to && to < from + count) {
        dir = -1;
        from += count - 1;
        to += count - 1;
    }
    for (int64_t i = 0; i < count; i++, from += dir, to += dir) {
        Value v;
        int has = la_get_present_js(vm, *o, from, &v);
        if (has < 0 || (has ? la_set_js(vm, *o, to, v) : la_delete_js(vm, *o, to)) < 0)
            goto out;
        LA_POLL(vm, i, out);
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_reverse(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    if (la_dense_prefix_noalloc(*o, len)) {
        Values *e = vm_array(*o)->elems;
        for (int64_t lo = 0, hi = len - 1; lo < hi; lo++, hi--) {
            Value t = e->v[lo];
            GC_WRITE(vm, e, &e->v[lo], e->v[hi]);
            GC_WRITE(vm, e, &e->v[hi], t);
        }
        r = *o;
        goto out;
    }
    Value *lv = gc_handle(vm, V_UNDEF), *uv = gc_handle(vm, V_UNDEF);
    for (int64_t lo = 0, mid = len / 2; lo < mid; lo++) {
        int64_t hi = len - lo - 1;
        Value v;
        int lx = la_get_present_js(vm, *o, lo, &v);
        if (lx < 0)
            goto out;
        *lv = lx ? v : V_UNDEF;
        int ux = la_get_present_js(vm, *o, hi, &v);
        if (ux < 0)
            goto out;
        *uv = ux ? v : V_UNDEF;
        if (ux) {
            if (la_set_js(vm, *o, lo, *uv) < 0)
                goto out;
        } else if (lx && la_delete_js(vm, *o, lo) < 0) {
            goto out;
        }
        if (lx) {
            if (la_set_js(vm, *o, hi, *lv) < 0)
                goto out;
        } else if (ux && la_delete_js(vm, *o, hi) < 0) {
            goto out;
        }
        LA_POLL(vm, lo, out);
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_to_reversed(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    Value *a = gc_handle(vm, la_array_create(vm, (double)len));
    if (*a == V_EXC)
        goto out;
    for (int64_t k = 0; k < len; k++) {
        Value v = la_get_js(vm, *o, len - k - 1);
        if (v == V_EXC || la_create_js(vm, *a, k, v) < 0)
            goto out;
        LA_POLL(vm, k, out);
    }
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}
