/* stdlib/array.c — the Array constructor (honours new.target, so classes can
 * extend Array), Array.isArray / of / from / [Symbol.species], the basic
 * mutators (push, pop, shift, unshift), join / toString / toLocaleString,
 * and the installation of Array.prototype (the other methods live in
 * array_slice.c, array_search.c, array_iter.c and array_sort.c; the
 * index-level helpers in array_util.c).
 *
 * Every method follows the spec's generic algorithm over array-likes; a
 * plain dense array (la_plain, no holes in the range touched) takes a fast
 * path over its elements buffer. Values held across calls live in handles
 * or in argv (the VM stack, updated by the collector).
 */
#include "array_int.h"
#include "../vm/shape.h"

/* ---- the constructor and the statics ---------------------------------------- */

static Value arr_ctor(Vm *vm, Value *argv, int argc, bool construct);

static bool is_array_ctor(Value c)
{
    return v_is_class(c, CLS_NATIVE) && ((NativeFunc *)v_cell(c))->fn == arr_ctor;
}

static Value arr_ctor(Vm *vm, Value *argv, int argc, bool construct);

bool lib_is_array_ctor_noalloc(Value v)
{
    return v_is_class(v, CLS_NATIVE) && ((NativeFunc *)v_cell(v))->fn == arr_ctor;
}

/* Array(...) / new Array(...): the prototype comes from new.target (a
 * derived class's super() passes its own constructor). */
static Value arr_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, vm->builtin[B_ARRAY_PROTO]);
    if (construct && v_is_object(THIS) && THIS != CALLEE) {
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    Value *a = gc_handle(vm, V_UNDEF);
    if (argc == 1 && v_is_number(argv[0])) {
        double d = v_to_double(argv[0]);
        if (!(d >= 0 && d <= LA_MAX_LEN && d == (double)(uint32_t)d)) {
            vm_throw_error(vm, ERR_RANGE, "Invalid array length");
            goto out;
        }
        *a = la_array_create(vm, d);
    } else {
        *a = vm_new_array_from(vm, argv, (uint32_t)argc);
    }
    if (*a == V_EXC)
        goto out;
    if (*proto != vm->builtin[B_ARRAY_PROTO] && vm_set_proto(vm, *a, *proto) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value arr_is_array(Vm *vm, Value *argv, int argc, bool construct)
{
    int r = vm_is_array_js(vm, ARG(0)); /* through proxies */
    return r < 0 ? V_EXC : v_bool(r);
}

static Value arr_species(Vm *vm, Value *argv, int argc, bool construct) { return THIS; }

/* new C(len) when C is a constructor other than Array, else ArrayCreate. */
static Value create_for(Vm *vm, Value c, int nargs, double len)
{
    if (!vm_is_constructor_noalloc(c) || is_array_ctor(c))
        return la_array_create(vm, nargs ? len : 0);
    size_t sc = gc_scope_open(vm);
    Value *n = gc_handle(vm, v_num(len));
    Value r = vm_construct_js(vm, c, nargs, n, c);
    gc_scope_close(vm, sc);
    return r;
}

static Value arr_of(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *a = gc_handle(vm, create_for(vm, THIS, 1, argc));
    if (*a == V_EXC)
        goto out;
    for (int i = 0; i < argc; i++)
        if (la_create_js(vm, *a, i, argv[i]) < 0)
            goto out;
    if (la_set_length_js(vm, *a, argc) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* mapped = mapfn ? mapfn.call(thisArg, v, k) : v; A[k] = mapped. */
static int from_add(Vm *vm, Value *a, Value *tmp, Value mapfn, Value this_arg, Value v, int64_t k)
{
    if (mapfn != V_UNDEF) {
        tmp[0] = v;
        tmp[1] = v_num((double)k);
        v = vm_call_js(vm, mapfn, this_arg, 2, tmp);
        if (v == V_EXC)
            return -1;
    }
    return la_create_js(vm, *a, k, v);
}

/* Array.from(items, mapfn, thisArg) */
Value lib_array_from(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value mapfn = ARG(1);
    if (mapfn != V_UNDEF && la_require_fn(vm, mapfn) < 0)
        goto out;
    Value items = ARG(0);
    if (v_is_nullish(items)) {
        vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))",
                       items == V_NULL ? "object null" : "undefined");
        goto out;
    }
    Value *tmp = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value *m = gc_handle(vm, vm_get_js(vm, items, vm->builtin[B_SYM_ITERATOR]));
    Value *a = gc_handle(vm, V_UNDEF);
    if (*m == V_EXC)
        goto out;
    if (!v_is_nullish(*m)) {
        if (!vm_is_callable_noalloc(*m)) {
            vm_throw_error(vm, ERR_TYPE, "%%Array%%.from requires that the property of the first argument, "
                                         "items[Symbol.iterator], when exists, be a function");
            goto out;
        }
        *a = create_for(vm, THIS, 0, 0);
        if (*a == V_EXC)
            goto out;
        int64_t k = 0;
        if (vm_array_iter_native_noalloc(vm, ARG(0), *m) && la_plain(*a)) {
            /* what the array iterator would do: re-read length each step */
            for (; k < (int64_t)vm_array(ARG(0))->length; k++) {
                Value v = la_get_js(vm, ARG(0), k);
                if (v == V_EXC)
                    goto out;
                if (from_add(vm, a, tmp, ARG(1), ARG(2), v, k) < 0) {
                    vm_array_iter_close_quiet(vm, ARG(0), ITER_KIND_VALUES, (uint32_t)k + 1);
                    goto out;
                }
            }
        } else {
            Value nx;
            Value *it = gc_handle(vm, V_UNDEF);
            *it = vm_call_js(vm, *m, ARG(0), 0, NULL);
            if (*it == V_EXC)
                goto out;
            if (!v_is_object(*it)) {
                vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
                goto out;
            }
            nx = vm_get_prop_js(vm, *it, vm->atom[A_next]);
            if (nx == V_EXC)
                goto out;
            Value *next = gc_handle(vm, nx);
            for (;; k++) {
                Value v;
                int st = vm_iter_step_js(vm, *it, *next, &v);
                if (st < 0)
                    goto out;
                if (st == 0)
                    break;
                if (from_add(vm, a, tmp, ARG(1), ARG(2), v, k) < 0) {
                    vm_iter_close_quiet(vm, *it); /* the original error wins over return()'s */
                    goto out;
                }
            }
        }
        if (la_set_length_js(vm, *a, (double)k) < 0)
            goto out;
        r = *a;
        goto out;
    }
    /* array-like */
    Value *o = gc_handle(vm, vm_to_object(vm, ARG(0)));
    if (*o == V_EXC)
        goto out;
    int64_t len = la_length_js(vm, *o);
    if (len < 0)
        goto out;
    *a = create_for(vm, THIS, 1, (double)len);
    if (*a == V_EXC)
        goto out;
    for (int64_t k = 0; k < len; k++) {
        Value v = la_get_js(vm, *o, k);
        if (v == V_EXC || from_add(vm, a, tmp, ARG(1), ARG(2), v, k) < 0)
            goto out;
        LA_POLL(vm, k, out);
    }
    if (la_set_length_js(vm, *a, (double)len) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- push / pop / shift / unshift ----------------------------------------- */

static Value arr_push(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, la_this_obj(vm, THIS, NULL));
    if (*o == V_EXC)
        goto out;
    if (la_plain(*o) && (double)vm_array(*o)->length + argc <= LA_MAX_LEN) {
        uint32_t want = vm_array(*o)->length + (uint32_t)argc;
        for (int i = 0; i < argc; i++)
            if (vm_array_push(vm, *o, argv[i]) < 0)
                goto out;
        /* A setter on the prototype chain took an element (and may have
         * frozen the array): the spec's final Set of length still runs. */
        if (vm_array(*o)->length != want && la_set_length_js(vm, *o, (double)want) < 0)
            goto out;
        r = v_num((double)want);
        goto out;
    }
    int64_t len = la_length_js(vm, *o);
    if (len < 0)
        goto out;
    if ((double)len + argc > LA_MAX_SAFE) {
        vm_throw_error(vm, ERR_TYPE,
                       "Pushing %d elements on an array-like of length %lld is disallowed, as the total "
                       "surpasses 2**53-1",
                       argc, (long long)len);
        goto out;
    }
    for (int i = 0; i < argc; i++)
        if (la_set_js(vm, *o, len + i, argv[i]) < 0)
            goto out;
    if (la_set_length_js(vm, *o, (double)(len + argc)) < 0)
        goto out;
    r = v_num((double)(len + argc));
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value arr_pop(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    if (len == 0) {
        if (la_set_length_js(vm, *o, 0) < 0)
            goto out;
        r = V_UNDEF;
        goto out;
    }
    Value *v = gc_handle(vm, la_get_js(vm, *o, len - 1));
    if (*v == V_EXC || la_delete_js(vm, *o, len - 1) < 0 || la_set_length_js(vm, *o, (double)(len - 1)) < 0)
        goto out;
    r = *v;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value arr_shift(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    if (len == 0) {
        if (la_set_length_js(vm, *o, 0) < 0)
            goto out;
        r = V_UNDEF;
        goto out;
    }
    Value *first = gc_handle(vm, V_UNDEF);
    if (la_dense_prefix_noalloc(*o, len)) {
        Values *e = vm_array(*o)->elems;
        *first = e->v[0];
        for (int64_t k = 1; k < len; k++)
            GC_WRITE(vm, e, &e->v[k - 1], e->v[k]);
        e->v[len - 1] = V_EMPTY;
        if (vm_array_set_length(vm, *o, (uint32_t)(len - 1)) < 0)
            goto out;
        r = *first;
        goto out;
    }
    *first = la_get_js(vm, *o, 0);
    if (*first == V_EXC)
        goto out;
    for (int64_t k = 1; k < len; k++) {
        Value v;
        int has = la_get_present_js(vm, *o, k, &v);
        if (has < 0 || (has ? la_set_js(vm, *o, k - 1, v) : la_delete_js(vm, *o, k - 1)) < 0)
            goto out;
        LA_POLL(vm, k, out);
    }
    if (la_delete_js(vm, *o, len - 1) < 0 || la_set_length_js(vm, *o, (double)(len - 1)) < 0)
        goto out;
    r = *first;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value arr_unshift(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    if (argc > 0) {
        if ((double)len + argc > LA_MAX_SAFE) {
            vm_throw_error(vm, ERR_TYPE, "Invalid array length");
            goto out;
        }
        /* grow in place, then slide: only where no prototype's setter could
         * see the growth (it would be handed an undefined) */
        bool fast = la_dense_prefix_noalloc(*o, len) && (double)len + argc <= LA_MAX_LEN &&
                    vm_array_protos_plain_noalloc(vm, *o);
        for (int i = 0; fast && i < argc; i++)
            if (vm_array_push(vm, *o, V_UNDEF) < 0)
                goto out;
        if (fast && la_dense_prefix_noalloc(*o, len + argc)) {
            Values *e = vm_array(*o)->elems;
            for (int64_t k = len; k-- > 0;)
                GC_WRITE(vm, e, &e->v[k + argc], e->v[k]);
            for (int i = 0; i < argc; i++)
                GC_WRITE(vm, e, &e->v[i], argv[i]);
            r = v_num((double)(len + argc));
            goto out;
        }
        for (int64_t k = len; k > 0; k--) {
            Value v;
            int has = la_get_present_js(vm, *o, k - 1, &v);
            if (has < 0 || (has ? la_set_js(vm, *o, k + argc - 1, v) : la_delete_js(vm, *o, k + argc - 1)) < 0)
                goto out;
            LA_POLL(vm, k, out);
        }
        for (int i = 0; i < argc; i++)
            if (la_set_js(vm, *o, i, argv[i]) < 0)
                goto out;
    }
    if (la_set_length_js(vm, *o, (double)(len + argc)) < 0)
        goto out;
    r = v_num((double)(len + argc));
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- join / toString / toLocaleString -------------------------------------- */

/* The cycle guard: arrays being joined right now. 1 pushed, 0 already there
 * (join yields ""), -1 error. */
static int join_enter(Vm *vm, Value o)
{
    Value st = vm->builtin[B_ARRAY_JOIN_STACK];
    ArrayObj *s = vm_array(st);
    for (uint32_t i = 0; i < s->length; i++)
        if (s->elems->v[i] == o)
            return 0;
    return vm_define_own(vm, st, v_int((int32_t)s->length), o, PROP_DEFAULT) < 0 ? -1 : 1;
}

static void join_leave(Vm *vm)
{
    ArrayObj *s = vm_array(vm->builtin[B_ARRAY_JOIN_STACK]);
    if (s->length > 0 && s->elems && s->length <= s->elems->cap)
        s->elems->v[--s->length] = V_EMPTY;
}

/* V8's String::kMaxLength, as stdlib/string.c's MAX_STR_LEN. */
#define JOIN_MAX_LEN 536870888.0

static void note_index_key(void *ctx, Value key, uint32_t slot, uint32_t attrs)
{
    uint32_t idx;
    if (v_is_int(key) || (v_is_type(key, T_STRING) && vm_str_is_index_noalloc(v_str(key), &idx)))
        *(bool *)ctx = true;
}

/* Every index of the plain array o from `from` on is a hole that reads
 * undefined: past its dense storage, and no object on its prototype chain
 * (ordinary objects and arrays only) has an indexed property. Then join
 * may count those elements' separators instead of visiting them one by
 * one: nothing observable happens at a hole. */
static bool holes_from_noalloc(Value o, int64_t from)
{
    if (!la_plain(o))
        return false;
    ArrayObj *a = vm_array(o);
    if (a->elems && from < a->elems->cap)
        return false;
    for (Value p = vm_get_proto_noalloc(o); p != V_NULL; p = vm_get_proto_noalloc(p)) {
        uint8_t cls = v_hdr(p)->cls;
        if (cls != CLS_PLAIN && cls != CLS_ARRAY)
            return false;
        if (cls == CLS_ARRAY && (vm_array(p)->length || (v_hdr(p)->flags & OBJ_SPARSE)))
            return false;
        bool indexed = false;
        vm_shape_each_noalloc(((Object *)v_cell(p))->shape, note_index_key, &indexed);
        if (indexed)
            return false;
    }
    return true;
}

/* acc + sep repeated n times (n > 0), by doubling; RangeError: Invalid
 * string length at once when the result would be too long, as node's join
 * of a long run of holes fails without walking it. */
static Value join_seps(Vm *vm, Value *acc, Value *sep, int64_t n)
{
    if ((double)vm_str_len_noalloc(*acc) + (double)n * vm_str_len_noalloc(*sep) > JOIN_MAX_LEN)
        return vm_throw_error(vm, ERR_RANGE, "Invalid string length");
    size_t sc = gc_scope_open(vm);
    Value *rep = gc_handle(vm, *sep), *out = gc_handle(vm, vm->atom[A_empty]);
    Value r = V_EXC;
    for (;;) {
        if ((n & 1) && (*out = vm_str_concat(vm, *out, *rep)) == V_EXC)
            goto done;
        if (!(n >>= 1))
            break;
        if ((*rep = vm_str_concat(vm, *rep, *rep)) == V_EXC)
            goto done;
    }
    r = vm_str_concat(vm, *acc, *out);
done:
    gc_scope_close(vm, sc);
    return r;
}

/* join's fast path. A plain array whose elements in [0, len) are all
 * strings, undefined or null calls nothing while it is joined (a string is
 * its own ToString; a hole reads through the prototype chain, so it is left
 * to the generic loop), so the result's length is known before it is
 * built: one flat string with each element copied once, instead of a
 * concatenation (a rope node and a copied leaf) per element and per
 * separator, most of them garbage by the end. V_EMPTY when the array does
 * not qualify; V_EXC on error. */
static Value join_strings(Vm *vm, Value *o, Value *sep, int64_t len)
{
    if (len == 0)
        return vm->atom[A_empty];
    if (!la_plain(*o) || !vm_array(*o)->elems || len > vm_array(*o)->elems->cap)
        return V_EMPTY;
    uint64_t total = (uint64_t)(len - 1) * vm_str_len_noalloc(*sep);
    bool wide = v_hdr(*sep)->flags & STR_WIDE, ropes = v_hdr(*sep)->type != T_STRING;
    for (int64_t i = 0; i < len; i++) {
        Value e = vm_array(*o)->elems->v[i];
        if (v_is_nullish(e))
            continue;
        if (!v_is_string(e))
            return V_EMPTY;
        total += vm_str_len_noalloc(e);
        wide |= (v_hdr(e)->flags & STR_WIDE) != 0;
        ropes |= v_hdr(e)->type != T_STRING;
    }
    if (len == 1) {
        Value e = vm_array(*o)->elems->v[0];
        return v_is_nullish(e) ? vm->atom[A_empty] : e;
    }
    if ((double)total > JOIN_MAX_LEN)
        return vm_throw_error(vm, ERR_RANGE, "Invalid string length");
    if (total == 0)
        return vm->atom[A_empty];
    /* ropes are copied from their flat form (vm_str_flat; one already
     * flattened allocates nothing); flattening moves cells, so every element
     * is read again through *o afterwards */
    if (ropes) {
        if (!vm_str_flat(vm, *sep))
            return V_EXC;
        for (int64_t i = 0; i < len; i++) {
            Value e = vm_array(*o)->elems->v[i];
            if (!v_is_nullish(e) && !vm_str_flat(vm, e))
                return V_EXC;
        }
    }
    Value r = vm_str_alloc(vm, (uint32_t)total, wide);
    if (r == V_EXC)
        return V_EXC;
    /* nothing below allocates: raw pointers stay valid */
    String *d = v_str(r);
    Values *el = vm_array(*o)->elems;
    uint32_t at = 0, seplen = vm_str_len_noalloc(*sep);
    for (int64_t i = 0; i < len; i++) {
        if (i > 0 && seplen) {
            vm_str_copy_into_noalloc(d, at, *sep);
            at += seplen;
        }
        Value e = el->v[i];
        if (v_is_nullish(e))
            continue;
        vm_str_copy_into_noalloc(d, at, e);
        at += vm_str_len_noalloc(e);
    }
    return r;
}

/* magic 0: join(sep), 1: toLocaleString(locales, options): ECMA-402's, which
 * hands both to each element's toLocaleString */
static Value arr_join(Vm *vm, Value *argv, int argc, bool construct)
{
    bool locale = MAGIC == 1;
    size_t sc = gc_scope_open(vm);
    /* the element calls' arguments: two consecutive handles */
    Value *largs = gc_handle(vm, locale ? ARG(0) : V_UNDEF);
    gc_handle(vm, locale ? ARG(1) : V_UNDEF);
    Value r = V_EXC;
    int64_t len;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    Value *sep = gc_handle(vm, vm_atom(vm, ","));
    if (!locale && ARG(0) != V_UNDEF)
        *sep = vm_to_string_js(vm, ARG(0));
    if (*sep == V_EXC)
        goto out;
    int entered = join_enter(vm, *o);
    if (entered <= 0) {
        if (entered == 0)
            r = vm->atom[A_empty];
        goto out;
    }
    if (!locale) {
        r = join_strings(vm, o, sep, len);
        if (r != V_EMPTY)
            goto leave;
        r = V_EXC;
    }
    Value *acc = gc_handle(vm, vm->atom[A_empty]);
    Value *eh = gc_handle(vm, V_UNDEF);
    Value lkey = locale ? vm_atom(vm, "toLocaleString") : V_UNDEF; /* atoms never move */
    if (lkey == V_EXC)
        goto leave;
    for (int64_t i = 0; i < len; i++) {
        if (len - i > 4096 && holes_from_noalloc(*o, i)) {
            /* the rest are holes: only their separators are left */
            int64_t n = len - i - (i == 0);
            if (n > 0 && vm_str_len_noalloc(*sep) && (*acc = join_seps(vm, acc, sep, n)) == V_EXC)
                goto leave;
            break;
        }
        if (i > 0 && vm_str_len_noalloc(*sep) && (*acc = vm_str_concat(vm, *acc, *sep)) == V_EXC)
            goto leave;
        Value e = la_get_js(vm, *o, i);
        if (e == V_EXC)
            goto leave;
        if (v_is_nullish(e))
            continue;
        if (locale) {
            *eh = e;
            Value f = vm_get_js(vm, *eh, lkey);
            if (f == V_EXC || la_require_fn(vm, f) < 0)
                goto leave;
            e = vm_call_js(vm, f, *eh, 2, largs);
            if (e == V_EXC)
                goto leave;
        }
        if (!v_is_string(e) && (e = vm_to_string_js(vm, e)) == V_EXC)
            goto leave;
        if ((*acc = vm_str_concat(vm, *acc, e)) == V_EXC)
            goto leave;
        LA_POLL(vm, i, leave);
    }
    r = *acc;
leave:
    join_leave(vm);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value arr_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, la_this_obj(vm, THIS, NULL));
    if (*o == V_EXC)
        goto out;
    Value *f = gc_handle(vm, vm_get_prop_js(vm, *o, vm->atom[A_join]));
    if (*f == V_EXC)
        goto out;
    /* a non-callable join falls back to the intrinsic, not to whatever
     * Object.prototype.toString holds now */
    if (!vm_is_callable_noalloc(*f))
        r = lib_object_to_string_js(vm, *o);
    else
        r = vm_call_js(vm, *f, *o, 0, NULL);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- installation ---------------------------------------------------------- */

/* node's order of Array.prototype's own properties */
static const LibFn array_proto_fns[] = {
    {"at", lib_array_at, 1, 0},
    {"concat", lib_array_concat, 1, 0},
    {"copyWithin", lib_array_copy_within, 2, 0},
    {"fill", lib_array_fill, 1, 0},
    {"find", lib_array_find, 1, FIND_VALUE},
    {"findIndex", lib_array_find, 1, FIND_INDEX},
    {"findLast", lib_array_find, 1, FIND_LAST},
    {"findLastIndex", lib_array_find, 1, FIND_LAST_INDEX},
    {"lastIndexOf", lib_array_index_of, 1, 2},
    {"pop", arr_pop, 0, 0},
    {"push", arr_push, 1, 0},
    {"reverse", lib_array_reverse, 0, 0},
    {"shift", arr_shift, 0, 0},
    {"unshift", arr_unshift, 1, 0},
    {"slice", lib_array_slice, 2, 0},
    {"sort", lib_array_sort, 1, 0},
    {"splice", lib_array_splice, 2, 0},
    {"includes", lib_array_index_of, 1, 1},
    {"indexOf", lib_array_index_of, 1, 0},
    {"join", arr_join, 1, 0},
    {"forEach", lib_array_for_each, 1, ITER_FOR_EACH},
    {"filter", lib_array_for_each, 1, ITER_FILTER},
    {"flat", lib_array_flat, 0, 0},
    {"flatMap", lib_array_flat_map, 1, 0},
    {"map", lib_array_for_each, 1, ITER_MAP},
    {"every", lib_array_for_each, 1, ITER_EVERY},
    {"some", lib_array_for_each, 1, ITER_SOME},
    {"reduce", lib_array_reduce, 1, 0},
    {"reduceRight", lib_array_reduce, 1, 1},
    {"toLocaleString", arr_join, 0, 1},
    {"toString", arr_to_string, 0, 0},
    {"toReversed", lib_array_to_reversed, 0, 0},
    {"toSorted", lib_array_sort, 1, 1},
    {"toSpliced", lib_array_to_spliced, 2, 0},
    {"with", lib_array_with, 2, 0},
    {NULL, NULL, 0, 0},
};

static const LibFn array_static_fns[] = {
    {"isArray", arr_is_array, 1, 0},
    {"from", lib_array_from, 1, 0},
    {"fromAsync", lib_array_from_async, 1, 0},
    {"of", arr_of, 0, 0},
    {NULL, NULL, 0, 0},
};

static int def_species_getter(Vm *vm, Value ctor)
{
    size_t sc = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int rc = -1;
    Value g = vm_new_native(vm, "get [Symbol.species]", arr_species, 0, 0);
    if (g != V_EXC)
        rc = vm_define_accessor(vm, *c, vm->builtin[B_SYM_SPECIES], g, V_UNDEF, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

/* Array.prototype[Symbol.unscopables]: a null-prototype object naming the
 * methods added since ES5 (hidden from `with` scopes). */
static int def_unscopables(Vm *vm, Value proto)
{
    static const char *const names[] = {"at", "copyWithin", "entries", "fill", "find", "findIndex", "findLast",
                                        "findLastIndex", "flat", "flatMap", "includes", "keys", "toReversed",
                                        "toSorted", "toSpliced", "values"}; /* the spec's order, V8's */
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, proto);
    int rc = -1;
    Value *u = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    if (*u == V_EXC)
        goto out;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (lib_def_value(vm, *u, names[i], V_TRUE, PROP_DEFAULT) < 0)
            goto out;
    rc = vm_define_own(vm, *p, vm->builtin[B_SYM_UNSCOPABLES], *u, PROP_CONFIGURABLE);
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_install_array(Vm *vm)
{
    /* the join cycle guard: a null-prototype array, so no inherited
     * setter can intercept its stores */
    Value st = vm_new_array(vm, 8);
    if (st == V_EXC)
        return -1;
    vm->builtin[B_ARRAY_JOIN_STACK] = st;
    if (vm_set_proto(vm, vm->builtin[B_ARRAY_JOIN_STACK], V_NULL) < 0)
        return -1;
    Value ctor = vm_def_ctor(vm, "Array", arr_ctor, 1, vm->builtin[B_ARRAY_PROTO]);
    if (ctor == V_EXC)
        return -1;
    size_t s = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int r = lib_def_fns(vm, *c, array_static_fns);
    if (r >= 0)
        r = def_species_getter(vm, *c);
    if (r >= 0)
        r = lib_def_fns(vm, vm->builtin[B_ARRAY_PROTO], array_proto_fns);
    if (r >= 0)
        r = def_unscopables(vm, vm->builtin[B_ARRAY_PROTO]);
    gc_scope_close(vm, s);
    return r < 0 ? -1 : 0;
}
