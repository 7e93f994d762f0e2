/* vm/array.c — arrays (and the elements of arguments objects): dense
 * elements with holes, `length` semantics, growth, and the sparse fallback.
 *
 * Invariants (ArrayObj):
 *  - elems->v[i] for i >= length is V_EMPTY; indices >= elems->cap are holes.
 *  - An index lives in exactly one place: dense (elems->v[i] != V_EMPTY) or,
 *    when OBJ_SPARSE is set, as an int-keyed own property in the shape
 *    (used for writes far past the capacity, for elements with non-default
 *    attributes or accessors, and for indices >= 2^31, which are atom keys).
 *  - Dense elements' attributes come from the object's flags (elem_attrs).
 */
#include "object_int.h"

#include <math.h>
#include <stdlib.h>

/* Dense growth ×1.5 + 8; a write beyond cap + max(SPARSE_GAP, cap) goes
 * sparse so `a[1e9] = 1` does not allocate 8 GB, and so does a write past
 * SPARSE_GAP that would leave the storage less than a quarter full
 * (dense_enough_noalloc). */
#define SPARSE_GAP 1024u

/* owner: the array whose elements these replace (its generation decides a
 * big store's, gc_alloc_for), or NULL for a new array; the caller copies
 * the first `copied` slots into the store before its next allocation. */
static Values *values_new(Vm *vm, const void *owner, uint32_t cap, uint32_t copied)
{
    size_t bytes = sizeof(Values) + (size_t)cap * sizeof(Value);
    Values *v = owner ? gc_alloc_for_filled(vm, owner, T_VALUES, bytes, sizeof(Values),
                                            sizeof(Values) + (size_t)copied * sizeof(Value))
                      : gc_alloc(vm, T_VALUES, bytes);
    if (v)
        v->cap = cap;
    return v;
}

Value vm_new_array(Vm *vm, uint32_t cap)
{
    Value a = vm_new_object_class(vm, CLS_ARRAY, sizeof(ArrayObj), vm->builtin[B_ARRAY_PROTO]);
    if (a == V_EXC || cap == 0)
        return a;
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, a);
    Values *e = values_new(vm, NULL, cap, 0);
    if (!e) {
        gc_scope_close(vm, sc);
        return V_EXC;
    }
    a = *ah;
    GC_WRITE(vm, vm_array(a), &vm_array(a)->elems, e);
    gc_scope_close(vm, sc);
    return a;
}

Value vm_new_array_from(Vm *vm, const Value *v, uint32_t n)
{
    Value a = vm_new_array(vm, n);
    if (a == V_EXC)
        return a;
    ArrayObj *ao = vm_array(a);
    for (uint32_t i = 0; i < n; i++)
        GC_WRITE(vm, ao->elems, &ao->elems->v[i], v[i]); /* v: a handle/stack range */
    ao->length = n;
    return a;
}

/* Grow dense storage so index `need` fits. */
static int elems_grow(Vm *vm, Value *arr, uint32_t need)
{
    ArrayObj *a = vm_array(*arr);
    uint32_t cap = a->elems ? a->elems->cap : 0;
    uint64_t ncap = (uint64_t)cap + cap / 2 + 8;
    if (ncap <= need)
        ncap = (uint64_t)need + 1;
    if (ncap > 0xFFFFFFF0u)
        ncap = 0xFFFFFFF0u;
    Values *e = values_new(vm, a, (uint32_t)ncap, cap);
    if (!e)
        return -1;
    a = vm_array(*arr);
    if (a->elems)
        memcpy(e->v, a->elems->v, sizeof(Value) * a->elems->cap);
    GC_WRITE(vm, a, &a->elems, e);
    return 0;
}

/* A store at i past the capacity and the length leaves a gap: keep dense
 * storage only while at least a quarter of the slots up to i would hold
 * elements, so stores at ever-doubling indices (each within the gap limit
 * of the last) do not double the storage each time. The count runs only
 * when storage would grow anyway (a copy of the same length). */
static bool dense_enough_noalloc(const ArrayObj *a, uint32_t i)
{
    uint64_t n = 0, end = a->elems ? (a->length < a->elems->cap ? a->length : a->elems->cap) : 0;
    for (uint64_t k = 0; k < end; k++)
        n += a->elems->v[k] != V_EMPTY;
    return (uint64_t)i + 1 <= 4 * (n + 1);
}

int vm_array_put_index(Vm *vm, Value *arr, uint32_t i, Value v, unsigned attrs, bool define)
{
    ArrayObj *a = vm_array(*arr);
    Object *o = &a->o;
    vm_proto_key_added_noalloc(vm, o, v_int((int32_t)i));
    if (i >= a->length && (o->hdr.flags & OBJ_LENGTH_RO) && o->hdr.cls == CLS_ARRAY) {
        vm_throw_not_extensible_add(vm, v_int((int32_t)i), define);
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    int rc = 0;
    uint32_t cap = a->elems ? a->elems->cap : 0;
    bool dense = attrs == PROP_DEFAULT && elem_attrs(o) == PROP_DEFAULT;
    if (dense && i >= cap && (uint64_t)i > (uint64_t)cap + (cap > SPARSE_GAP ? cap : SPARSE_GAP))
        dense = false;
    else if (dense && i >= cap && i > a->length && i > SPARSE_GAP && !dense_enough_noalloc(a, i))
        dense = false;
    if (dense) {
        if (i >= cap && elems_grow(vm, arr, i) < 0)
            goto fail;
        a = vm_array(*arr);
        GC_WRITE(vm, a->elems, &a->elems->v[i], *vh);
    } else {
        a->o.hdr.flags |= OBJ_SPARSE;
        rc = vm_obj_put_slot(vm, arr, v_int((int32_t)i), *vh, attrs);
        if (rc < 0)
            goto fail;
        a = vm_array(*arr);
    }
    if (i >= a->length)
        a->length = i + 1;
    gc_scope_close(vm, sc);
    return rc;
fail:
    gc_scope_close(vm, sc);
    return -1;
}

/* Appends v in place when a dense, extensible array has room: true when
 * done, false when the caller must take the general path. */
static inline __attribute__((always_inline)) bool append_in_place_noalloc(Vm *vm, Value arr, Value v)
{
    ArrayObj *a = vm_array(arr);
    uint32_t n = a->length;
    if (LIKELY(!(a->o.hdr.flags & (OBJ_SPARSE | OBJ_NOT_EXTENSIBLE | OBJ_LENGTH_RO)) &&
               a->elems && n < a->elems->cap)) {
        GC_WRITE(vm, a->elems, &a->elems->v[n], v);
        a->length = n + 1;
        return true;
    }
    return false;
}

/* The property key of index n: a small integer, or past INT32_MAX the
 * interned canonical string (the only form the property table keys such an
 * index by). Allocates only in the second case; V_EXC on failure. */
static Value index_key(Vm *vm, uint32_t n)
{
    if (n <= INT32_MAX)
        return v_int((int32_t)n);
    Value k = vm_num_to_str(vm, (double)n);
    return k == V_EXC ? V_EXC : vm_intern(vm, k);
}

int vm_array_append(Vm *vm, Value arr, Value v)
{
    if (append_in_place_noalloc(vm, arr, v))
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, arr), *vh = gc_handle(vm, v);
    Value k = index_key(vm, vm_array(arr)->length);
    int rc = k == V_EXC ? -1 : vm_define_own(vm, *ah, k, *vh, PROP_DEFAULT);
    gc_scope_close(vm, sc);
    return rc;
}

bool vm_array_protos_plain_noalloc(Vm *vm, Value arr)
{
    return !vm->proto_elems && vm_array(arr)->o.shape->proto == vm->builtin[B_ARRAY_PROTO];
}

int vm_array_push(Vm *vm, Value arr, Value v)
{
    /* In place only where no setter can see the store (Set, unlike append) */
    if (vm_array_protos_plain_noalloc(vm, arr) && append_in_place_noalloc(vm, arr, v))
        return 0;
    ArrayObj *a = vm_array(arr);
    uint32_t n = a->length;
    if (n == 0xFFFFFFFFu) {
        vm_throw_error(vm, ERR_TYPE, "Pushing 1 elements on an array-like of length 4294967295 "
                                     "is disallowed, as the total surpasses 2**53-1");
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, arr), *vh = gc_handle(vm, v);
    Value k = index_key(vm, n);
    int rc = k == V_EXC ? -1 : vm_set_prop_js(vm, *ah, k, *vh, *ah);
    gc_scope_close(vm, sc);
    return rc;
}

typedef struct {
    uint32_t newlen;
    Value *keys;   /* malloc'd: sparse index keys >= newlen */
    uint32_t n, cap;
    bool blocked;  /* a non-configurable one */
    uint32_t block_at;
} TruncCtx;

static void collect_sparse(void *ctx, Value key, uint32_t slot, uint32_t attrs)
{
    TruncCtx *t = ctx;
    uint32_t idx;
    if (v_is_int(key))
        idx = (uint32_t)v_get_int(key);
    else if (!(v_is_type(key, T_STRING) && vm_str_is_index_noalloc(v_str(key), &idx)))
        return;
    if (idx < t->newlen)
        return;
    if (!(attrs & PROP_CONFIGURABLE)) {
        if (!t->blocked || idx > t->block_at)
            t->block_at = idx;
        t->blocked = true;
        return;
    }
    if (t->n == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 16;
        t->keys = realloc(t->keys, sizeof(Value) * t->cap);
    }
    if (t->keys)
        t->keys[t->n++] = key;
}

int vm_array_truncate(Vm *vm, Value *arr, uint32_t len, bool quiet)
{
    ArrayObj *a = vm_array(*arr);
    if (len >= a->length) {
        a->length = len;
        return 0;
    }
    if (a->o.hdr.flags & OBJ_SEALED) {
        /* every element is non-configurable: nothing can go */
        uint32_t last = a->length - 1;
        bool any = false;
        if (a->elems)
            for (uint32_t i = a->length < a->elems->cap ? a->length : a->elems->cap; i-- > len;)
                if (a->elems->v[i] != V_EMPTY) {
                    last = i;
                    any = true;
                    break;
                }
        if (any) {
            a->length = last + 1;
            if (quiet)
                return 0;
            vm_throw_cannot_delete(vm, *arr, v_int((int32_t)last));
            return -1;
        }
    }
    /* ArraySetLength deletes from the top down and stops at the first
     * element that will not go: find that one (a non-configurable element
     * lives in the sparse part) before anything is removed */
    TruncCtx t = { len, NULL, 0, 0, false, 0 };
    if (a->o.hdr.flags & OBJ_SPARSE)
        vm_shape_each_noalloc(a->o.shape, collect_sparse, &t);
    uint32_t cut = t.blocked ? t.block_at + 1 : len;
    if (a->elems) {
        uint32_t end = a->length < a->elems->cap ? a->length : a->elems->cap;
        for (uint32_t i = cut; i < end; i++)
            a->elems->v[i] = V_EMPTY;
        if (cut == 0 && a->elems->cap > 64)
            a->elems = NULL;
    }
    if (a->o.hdr.flags & OBJ_SPARSE) {
        /* removing keys may allocate (dict conversion): keys are atoms/ints,
         * atoms are also held by the shape, but dict conversion can drop
         * that reference — root them while deleting */
        size_t sc = gc_scope_open(vm);
        Value *kh = NULL;
        for (uint32_t i = 0; i < t.n; i++) {
            Value *h = gc_handle(vm, t.keys[i]);
            if (!kh)
                kh = h;
        }
        free(t.keys);
        for (uint32_t i = 0; i < t.n; i++) {
            uint32_t idx;
            Value k = kh[i];
            if (v_is_int(k))
                idx = (uint32_t)v_get_int(k);
            else
                vm_str_is_index_noalloc(v_str(k), &idx);
            if (idx < cut)
                continue;
            if (vm_shape_remove(vm, arr, k) < 0) {
                gc_scope_close(vm, sc);
                return -1;
            }
        }
        gc_scope_close(vm, sc);
        a = vm_array(*arr);
        if (t.blocked) {
            a->length = cut;
            if (quiet)
                return 0;
            vm_throw_cannot_delete(vm, *arr, v_int((int32_t)t.block_at));
            return -1;
        }
    }
    a->length = len;
    return 0;
}

int vm_array_set_length(Vm *vm, Value arr, uint32_t len)
{
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, arr);
    int r = vm_array_truncate(vm, ah, len, false);
    gc_scope_close(vm, sc);
    return r;
}

/* ArraySetLength's steps 3-5: newLen = ToUint32(v), then ToNumber(v) again
 * (an object's valueOf runs twice, as the spec and V8 have it), and a
 * RangeError unless the two agree. */
int vm_array_length_value_js(Vm *vm, Value v, uint32_t *out)
{
    if (v_is_int(v) && v_get_int(v) >= 0) {
        *out = (uint32_t)v_get_int(v);
        return 0;
    }
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    uint32_t n;
    double d;
    int rc = -1;
    if (vm_to_uint32_js(vm, *vh, &n) < 0 || vm_to_number_js(vm, *vh, &d) < 0)
        goto out;
    if ((double)n != d) {
        vm_throw_error(vm, ERR_RANGE, "Invalid array length");
        goto out;
    }
    *out = n;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_array_set_length_checked(Vm *vm, Value *arr, Value len, bool strict_fail)
{
    uint32_t n;
    if (vm_array_length_value_js(vm, len, &n) < 0)
        return -1;
    ArrayObj *a = vm_array(*arr);
    if (a->o.hdr.flags & (OBJ_LENGTH_RO | OBJ_FROZEN)) {
        if (n == a->length && !strict_fail)
            return 0;
        vm_throw_readonly(vm, *arr, vm->atom[A_length]);
        return -1;
    }
    return vm_array_truncate(vm, arr, n, false);
}
