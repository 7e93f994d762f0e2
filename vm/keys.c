/* vm/keys.c — own-key enumeration in spec order ([[OwnPropertyKeys]]:
 * array indices ascending (int keys, and index strings past 2^31), then
 * strings, then symbols, each by insertion)
 * and the integrity levels (preventExtensions, seal, freeze, isFrozen).
 *
 * Key collection runs in two phases so no cell pointer is held across an
 * allocation: first count and allocate the result array, then fill it
 * without allocating (index keys as ints), then convert the int entries to
 * strings one by one, re-reading the array from its handle each time.
 */
#include "object_int.h"
#include "module.h"

#include <stdlib.h>

typedef struct {
    Value *out;      /* NULL in the counting pass */
    uint32_t n;
    uint32_t *ints;  /* malloc'd int keys from the shape */
    uint32_t nints, capints;
    int pass;        /* 0: ints, 1: strings, 2: symbols */
    unsigned flags;
} KeyCtx;

/* Array indices 2^31 .. 2^32-2 are atom keys (propkeys hold ints only
 * below 2^31) but still enumerate with the integer keys. */
static bool big_index_noalloc(Value key, uint32_t *idx)
{
    if (!v_is_type(key, T_STRING) || (v_hdr(key)->flags & STR_INDEX_NO))
        return false;
    String *s = v_str(key);
    return s->len == 10 && vm_str_is_index_noalloc(s, idx);
}

static void key_visit(void *ctx, Value key, uint32_t slot, uint32_t attrs)
{
    KeyCtx *k = ctx;
    if ((k->flags & KEYS_ENUMERABLE_ONLY) && !(attrs & PROP_ENUMERABLE))
        return;
    uint32_t big;
    if (v_is_int(key) || big_index_noalloc(key, &big)) {
        if (k->pass == 0 && (k->flags & KEYS_STRINGS)) {
            if (k->nints == k->capints) {
                k->capints = k->capints ? k->capints * 2 : 16;
                uint32_t *ni = realloc(k->ints, sizeof(uint32_t) * k->capints);
                if (!ni)
                    return;
                k->ints = ni;
            }
            k->ints[k->nints++] = v_is_int(key) ? (uint32_t)v_get_int(key) : big;
        }
        return;
    }
    bool sym = v_is_symbol(key);
    if ((k->pass == 1 && !sym && (k->flags & KEYS_STRINGS)) ||
        (k->pass == 2 && sym && (k->flags & KEYS_SYMBOLS) && !v_is_private_name(key))) {
        if (k->out)
            k->out[k->n] = key;
        k->n++;
    }
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* A proxy's [[OwnPropertyKeys]] filtered by flags; the enumerable filter
 * asks the proxy's [[GetOwnProperty]] of each key, as EnumerableOwnProperties
 * does. */
static Value proxy_keys(Vm *vm, Value proxy, unsigned flags)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, proxy), *out = gc_handle(vm, V_UNDEF), *k = gc_handle(vm, V_UNDEF);
    Value *all = gc_handle(vm, vm_proxy_own_keys_js(vm, *ph));
    Value r = V_EXC;
    if (*all == V_EXC)
        goto out;
    if ((flags & (KEYS_STRINGS | KEYS_SYMBOLS)) == (KEYS_STRINGS | KEYS_SYMBOLS) && !(flags & KEYS_ENUMERABLE_ONLY)) {
        r = *all;
        goto out;
    }
    if ((*out = vm_new_array(vm, vm_array(*all)->length)) == V_EXC)
        goto out;
    for (uint32_t i = 0; i < vm_array(*all)->length; i++) {
        *k = vm_array(*all)->elems->v[i];
        if (!(flags & (v_is_symbol(*k) ? KEYS_SYMBOLS : KEYS_STRINGS)))
            continue;
        if (flags & KEYS_ENUMERABLE_ONLY) {
            Value pk = vm_to_propkey_js(vm, *k);
            if (pk == V_EXC)
                goto out;
            PropDesc d;
            int found = vm_get_own_prop(vm, *ph, pk, &d);
            if (found < 0)
                goto out;
            if (!found || !(d.attrs & PROP_ENUMERABLE))
                continue;
        }
        if (vm_array_append(vm, *out, *k) < 0)
            goto out;
    }
    r = *out;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_own_keys(Vm *vm, Value obj, unsigned flags)
{
    if (!(flags & (KEYS_STRINGS | KEYS_SYMBOLS)))
        flags |= KEYS_STRINGS;
    if (UNLIKELY(v_is_proxy(obj)))
        return proxy_keys(vm, obj, flags);
    if (VM_GLOBAL_LAZY(vm, obj)) { /* the global object lists every global */
        if (vm_global_lazy_js(vm, obj, V_EMPTY, true, &obj) < 0)
            return V_EXC;
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *res = NULL;
    uint32_t *ints = NULL;
    uint32_t nints = 0, nvirt = 0; /* virtual index keys (dense elements, string chars) */
    bool has_length = false;

    if (!v_is_object(obj)) {
        /* primitives: only strings have own keys */
        uint32_t len = v_is_string(obj) ? vm_str_len_noalloc(obj) : 0;
        Value a = vm_new_array(vm, len);
        if (a == V_EXC)
            goto fail;
        res = gc_handle(vm, a);
        if (flags & KEYS_STRINGS) {
            for (uint32_t i = 0; i < len; i++) {
                Value s = vm_num_to_str(vm, i);
                if (s == V_EXC || vm_array_append(vm, *res, s) < 0)
                    goto fail;
            }
            if (!(flags & KEYS_ENUMERABLE_ONLY) && v_is_string(*oh) &&
                vm_array_append(vm, *res, vm->atom[A_length]) < 0)
                goto fail;
        }
        Value r = *res;
        gc_scope_close(vm, sc);
        return r;
    }

    Object *o = v_obj(obj);
    uint8_t cls = o->hdr.cls;
    /* phase 1: count */
    if (flags & KEYS_STRINGS) {
        if (cls == CLS_ARRAY || cls == CLS_ARGUMENTS) {
            ArrayObj *a = (ArrayObj *)o;
            uint32_t end = a->elems ? (a->length < a->elems->cap ? a->length : a->elems->cap) : 0;
            for (uint32_t i = 0; i < end; i++)
                if (a->elems->v[i] != V_EMPTY)
                    nvirt++;
            has_length = cls == CLS_ARRAY && !(flags & KEYS_ENUMERABLE_ONLY); /* arguments: in the shape */
        } else if (cls == CLS_STRING) {
            nvirt = vm_str_len_noalloc(((PrimObj *)o)->prim);
            has_length = !(flags & KEYS_ENUMERABLE_ONLY);
        } else if (vm_is_ta_cls(cls)) {
            nvirt = ((TypedArrayObj *)o)->length;
        }
    }
    KeyCtx k = { NULL, 0, NULL, 0, 0, 0, flags };
    vm_shape_each_noalloc(o->shape, key_visit, &k); /* collects int keys */
    ints = k.ints;
    nints = k.nints;
    k.pass = 1;
    k.n = 0;
    vm_shape_each_noalloc(o->shape, key_visit, &k);
    uint32_t nstr = k.n;
    k.pass = 2;
    k.n = 0;
    vm_shape_each_noalloc(o->shape, key_visit, &k);
    uint32_t nsym = k.n;
    uint32_t total = nvirt + nints + (has_length ? 1 : 0) + nstr + nsym;

    Value a = vm_new_array(vm, total);
    if (a == V_EXC)
        goto fail;
    res = gc_handle(vm, a);
    if (total == 0) {
        free(ints);
        gc_scope_close(vm, sc);
        return a;
    }
    o = v_obj(*oh);
    /* phase 2: fill without allocating; index keys as ints */
    ArrayObj *ra = vm_array(*res);
    uint32_t n = 0;
    if (nvirt && (cls == CLS_ARRAY || cls == CLS_ARGUMENTS)) {
        ArrayObj *ao = (ArrayObj *)o;
        uint32_t end = ao->length < ao->elems->cap ? ao->length : ao->elems->cap;
        for (uint32_t i = 0; i < end; i++)
            if (ao->elems->v[i] != V_EMPTY) {
                /* merge later by sorting: dense and sparse indices never overlap */
                ra->elems->v[n++] = v_num((double)i);
            }
    } else if (nvirt) {
        for (uint32_t i = 0; i < nvirt; i++)
            ra->elems->v[n++] = v_num((double)i);
    }
    if (nints) {
        /* sparse ints (from the shape) must be merged with the dense ones */
        uint32_t *all = malloc(sizeof(uint32_t) * (n + nints));
        if (!all) {
            vm_throw_oom(vm);
            goto fail;
        }
        for (uint32_t i = 0; i < n; i++)
            all[i] = (uint32_t)v_to_double(ra->elems->v[i]);
        memcpy(all + n, ints, sizeof(uint32_t) * nints);
        qsort(all, n + nints, sizeof(uint32_t), cmp_u32);
        for (uint32_t i = 0; i < n + nints; i++)
            ra->elems->v[i] = v_num((double)all[i]);
        n += nints;
        free(all);
    }
    uint32_t nidx = n;
    if (has_length)
        ra->elems->v[n++] = vm->atom[A_length];
    k.out = ra->elems->v + n;
    k.pass = 1;
    k.n = 0;
    k.ints = NULL;
    k.nints = k.capints = 0;
    vm_shape_each_noalloc(o->shape, key_visit, &k);
    n += k.n;
    k.out = ra->elems->v + n;
    k.pass = 2;
    k.n = 0;
    vm_shape_each_noalloc(o->shape, key_visit, &k);
    n += k.n;
    ra->length = n;
    free(ints);
    ints = NULL;
    /* phase 3: index numbers → strings */
    for (uint32_t i = 0; i < nidx; i++) {
        Value s = vm_num_to_str(vm, v_to_double(vm_array(*res)->elems->v[i]));
        if (s == V_EXC)
            goto fail;
        ra = vm_array(*res);
        GC_WRITE(vm, ra->elems, &ra->elems->v[i], s);
    }
    Value r = *res;
    gc_scope_close(vm, sc);
    return r;
fail:
    free(ints);
    gc_scope_close(vm, sc);
    return V_EXC;
}

/* ---- integrity ----------------------------------------------------------- */

/* A typed array whose length can change (length-tracking, or on a
 * resizable buffer) refuses [[PreventExtensions]]: its set of indices is
 * not fixed (IsTypedArrayFixedLength). */
static bool ta_not_fixed(Value obj)
{
    return v_is_ta(obj) && ((v_ta(obj)->vflags & VIEW_TRACKING) || (v_ab(v_ta(obj)->buffer)->flags & AB_RESIZABLE));
}

int vm_prevent_extensions(Vm *vm, Value obj)
{
    if (!v_is_object(obj))
        return 0;
    if (ta_not_fixed(obj)) { /* a refusal: Reflect.preventExtensions answers false */
        vm_throw_error(vm, ERR_TYPE, "Cannot prevent extensions");
        vm_refused(vm);
        return -1;
    }
    if (v_obj(obj)->hdr.flags & OBJ_NOT_EXTENSIBLE)
        return obj_is_proxy(v_obj(obj)) ? vm_proxy_prevent_extensions_js(vm, obj) : 0;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    int r = vm_shape_to_dict(vm, oh); /* tree shapes imply extensible */
    if (r == 0) {
        Object *o = v_obj(*oh);
        o->hdr.flags |= OBJ_NOT_EXTENSIBLE;
        vm_shape_changed_noalloc(vm, o);
    }
    gc_scope_close(vm, sc);
    return r;
}

int vm_freeze(Vm *vm, Value obj, bool freeze)
{
    if (!v_is_object(obj))
        return 0;
    if (v_is_proxy(obj))
        return vm_proxy_freeze_js(vm, obj, freeze);
    /* A typed array's elements are configurable and writable and cannot be
     * made otherwise: like V8 (the oracle), seal and freeze still make it
     * non-extensible and seal or freeze its named properties, then throw. */
    if (ta_not_fixed(obj)) {
        vm_throw_error(vm, ERR_TYPE, freeze ? "Cannot freeze" : "Cannot seal");
        return -1;
    }
    if (freeze && vm_module_ns_freeze_js(vm, obj) < 0) /* its bindings stay writable */
        return -1;
    /* an immutable buffer's elements are already read-only and fixed */
    bool ta_elems = v_is_ta(obj) && v_ta(obj)->length && !vm_ab_immutable_noalloc(v_ta(obj)->buffer);
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    int r = vm_shape_to_dict(vm, oh);
    if (r == 0) {
        Object *o = v_obj(*oh);
        Shape *s = o->shape;
        for (uint32_t e = 0; e < s->nentries; e++) {
            if (s->entries->v[2 * e] == V_EMPTY || v_is_private_name(s->entries->v[2 * e]))
                continue; /* private elements are not properties: never frozen */
            int32_t a = v_get_int(s->entries->v[2 * e + 1]);
            a &= ~PROP_CONFIGURABLE;
            if (freeze && (a & (PROP_ACCESSOR | PROP_LAZY)) != PROP_ACCESSOR) /* data, made or not */
                a &= ~PROP_WRITABLE;
            s->entries->v[2 * e + 1] = v_int(a);
        }
        o->hdr.flags |= OBJ_NOT_EXTENSIBLE | OBJ_SEALED;
        if (freeze)
            vm_args_unmap_all_noalloc(vm, o); /* non-writable: the parameters let go */
        if (freeze && !ta_elems) {
            o->hdr.flags |= OBJ_FROZEN;
            if (o->hdr.cls == CLS_ARRAY)
                o->hdr.flags |= OBJ_LENGTH_RO;
        }
        vm_shape_changed_noalloc(vm, o);
    }
    gc_scope_close(vm, sc);
    if (r == 0 && ta_elems) {
        vm_throw_error(vm, ERR_TYPE, "Cannot %s array buffer views with elements", freeze ? "freeze" : "seal");
        return -1;
    }
    return r;
}

int vm_is_frozen_js(Vm *vm, Value obj, bool frozen)
{
    if (v_is_proxy(obj))
        return vm_proxy_is_frozen_js(vm, obj, frozen);
    return vm_is_frozen_noalloc(vm, obj, frozen);
}

bool vm_is_frozen_noalloc(Vm *vm, Value obj, bool frozen)
{
    if (!v_is_object(obj))
        return true;
    Object *o = v_obj(obj);
    if (!(o->hdr.flags & OBJ_NOT_EXTENSIBLE))
        return false;
    /* a typed array's elements are writable; V8 (the oracle) does not count
     * them as configurable for isSealed */
    if (frozen && vm_is_ta_cls(o->hdr.cls) && ((TypedArrayObj *)o)->length &&
        !vm_ab_immutable_noalloc(((TypedArrayObj *)o)->buffer))
        return false;
    if (frozen ? (o->hdr.flags & OBJ_FROZEN) : (o->hdr.flags & OBJ_SEALED))
        return true;
    if (is_arraylike_cls(o)) {
        ArrayObj *a = (ArrayObj *)o;
        uint32_t end = a->elems ? (a->length < a->elems->cap ? a->length : a->elems->cap) : 0;
        unsigned ea = elem_attrs(o);
        for (uint32_t i = 0; i < end; i++)
            if (a->elems->v[i] != V_EMPTY &&
                ((ea & PROP_CONFIGURABLE) || (frozen && (ea & PROP_WRITABLE))))
                return false;
        /* An array's `length` is not checked: V8 (the oracle) skips it, so
         * a non-extensible array whose elements are frozen counts as frozen
         * even while its length stays writable. */
    }
    Shape *s = o->shape;
    if (!(s->hdr.flags & SHAPE_DICT))
        return s->nprops == 0;
    for (uint32_t e = 0; e < s->nentries; e++) {
        if (s->entries->v[2 * e] == V_EMPTY)
            continue;
        int32_t a = v_get_int(s->entries->v[2 * e + 1]);
        if (a & PROP_CONFIGURABLE)
            return false;
        if (frozen && (a & (PROP_ACCESSOR | PROP_LAZY)) != PROP_ACCESSOR && (a & PROP_WRITABLE))
            return false;
        /* a module namespace's bindings are accessors here but writable
         * data properties to scripts (getOwnPropertyDescriptor says so) */
        if (frozen && (a & PROP_ACCESSOR) && vm_is_module_namespace_noalloc(vm, obj))
            return false;
    }
    return true;
}
