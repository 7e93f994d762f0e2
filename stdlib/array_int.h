/* stdlib/array_int.h — private to the Array builtins (stdlib/array*.c).
 *
 * The methods are written against the spec's generic algorithms (HasProperty,
 * Get, Set, DeletePropertyOrThrow, CreateDataPropertyOrThrow on indices up to
 * 2^53-1), with per-element fast paths that read a plain array's dense
 * elements directly. Every helper taking a Value roots it itself before it
 * allocates; callers keep their own values in handles (moving-GC rule).
 * Indices are int64_t: array-likes may be longer than 2^32.
 */
#ifndef TARN_ARRAY_INT_H
#define TARN_ARRAY_INT_H

#include "lib.h"

#define LA_MAX_SAFE 9007199254740991.0 /* 2^53 - 1 */
#define LA_MAX_LEN 4294967295.0        /* 2^32 - 1: the longest real array */

/* A plain array whose elements may be read and written in place: no sparse
 * part, no integrity level, writable length. Holes still need the generic
 * path (they read through the prototype chain). */
static inline bool la_plain(Value o)
{
    return v_is_array(o) &&
           !(v_hdr(o)->flags & (OBJ_SPARSE | OBJ_FROZEN | OBJ_SEALED | OBJ_NOT_EXTENSIBLE | OBJ_LENGTH_RO));
}

/* The dense element o[i] if it is one (array or arguments object), else V_EMPTY. */
static inline Value la_dense_at(Value o, int64_t i)
{
    if (!v_is_object(o) || (v_hdr(o)->cls != CLS_ARRAY && v_hdr(o)->cls != CLS_ARGUMENTS))
        return V_EMPTY;
    ArrayObj *a = vm_array(o);
    if (i < 0 || i >= a->length || !a->elems || i >= a->elems->cap)
        return V_EMPTY;
    return a->elems->v[i];
}

/* la_plain(o) and indices [0, len) are all dense (no holes). */
bool la_dense_prefix_noalloc(Value o, int64_t len);

/* ToObject(this) with node's message for the method: "Array.prototype.NAME
 * called on null or undefined" when name is given, else the generic
 * "Cannot convert undefined or null to object". */
Value la_this_obj(Vm *vm, Value this_v, const char *name);
/* The prologue of most methods: ToObject(this) (generic message) into a new
 * handle of the caller's scope, then LengthOfArrayLike into *len. The
 * handle, or NULL with the exception pending. */
Value *la_this_len(Vm *vm, Value this_v, int64_t *len);
/* Property key for index i (int32 or interned string; atoms never move). */
Value la_key(Vm *vm, int64_t i);
int la_has_js(Vm *vm, Value o, int64_t i);                /* 1 / 0 / -1 */
/* HasProperty then Get: 1 (out set), 0 absent, -1 error. The dense case
 * inline (it is most of every callback loop), the rest out of line. */
int la_get_present_slow_js(Vm *vm, Value o, int64_t i, Value *out);
static inline int la_get_present_js(Vm *vm, Value o, int64_t i, Value *out)
{
    Value e = la_dense_at(o, i);
    if (LIKELY(e != V_EMPTY)) {
        *out = e;
        return 1;
    }
    return la_get_present_slow_js(vm, o, i, out);
}
Value la_get_js(Vm *vm, Value o, int64_t i);              /* Get, V_EXC */
int la_set_js(Vm *vm, Value o, int64_t i, Value v);       /* Set(.., true) */
/* CreateDataPropertyOrThrow; a plain array's dense buffer holds
 * default-attribute elements only and the array is extensible, so defining
 * an index inside it is a plain store (inline), the rest out of line. */
int la_create_slow_js(Vm *vm, Value o, int64_t i, Value v);
static inline int la_create_js(Vm *vm, Value o, int64_t i, Value v)
{
    if (LIKELY(la_plain(o) && i >= 0 && vm_array(o)->elems && i < vm_array(o)->elems->cap)) {
        ArrayObj *a = vm_array(o);
        GC_WRITE(vm, a->elems, &a->elems->v[i], v);
        if (i >= a->length)
            a->length = (uint32_t)i + 1;
        return 0;
    }
    return la_create_slow_js(vm, o, i, v);
}
int la_delete_js(Vm *vm, Value o, int64_t i);             /* DeletePropertyOrThrow */
int la_set_length_js(Vm *vm, Value o, double len);        /* Set(O, "length", len, true) */
int64_t la_length_js(Vm *vm, Value o);                    /* LengthOfArrayLike, -1 */
/* "<v> is not a function" with V8's typed rendering of v ("number 5",
 * "object null", "string "s"", "object"), as the array methods' callback
 * checks, Array.from's and the typed arrays' say. */
int la_require_fn(Vm *vm, Value f);
/* The same with la_describe's rendering ("5", "#<Object>", "s"), which
 * %TypedArray%.prototype.map still uses. */
int la_require_fn_described(Vm *vm, Value f);
/* sort / toSorted: undefined or a function, else "The comparison function
 * must be either a function or undefined: <la_describe of f>". */
int la_require_comparator(Vm *vm, Value f);
/* The same rendering into buf (for other messages). */
void la_describe(Vm *vm, Value v, char *buf, size_t cap);
/* ArrayCreate(len): RangeError "Invalid array length" past 2^32-1. */
Value la_array_create(Vm *vm, double len);
/* ArraySpeciesCreate(orig, len). */
Value la_species_create_js(Vm *vm, Value orig, double len);
/* Is v a realm's %Array% (stdlib/array.c)? */
bool lib_is_array_ctor_noalloc(Value v);
/* Relative index argument (slice, splice, fill, ...): ToIntegerOrInfinity,
 * negative from the end, clamped to [0, len]. */
int la_rel_index_js(Vm *vm, Value v, int64_t len, int64_t dflt, int64_t *out);
/* Every 4096 iterations of a long generic loop: interrupts / time limits. */
#define LA_POLL(vm, i, label)                                   \
    do {                                                        \
        if (((i) & 0xFFF) == 0xFFF && vm_poll(vm) < 0)          \
            goto label;                                         \
    } while (0)

/* IsArray(v) (no proxies in tarn). */
static inline bool la_is_array(Value v) { return v_is_array(v); }

/* natives defined in the other array files, installed by array.c */
Value lib_array_for_each(Vm *vm, Value *argv, int argc, bool construct);   /* magic: ITER_* */
Value lib_array_find(Vm *vm, Value *argv, int argc, bool construct);       /* magic: FIND_* */
Value lib_array_reduce(Vm *vm, Value *argv, int argc, bool construct);     /* magic: 0 left, 1 right */
Value lib_array_flat(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_flat_map(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_sort(Vm *vm, Value *argv, int argc, bool construct);       /* magic: 0 sort, 1 toSorted */
Value lib_array_from(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_from_async(Vm *vm, Value *argv, int argc, bool construct); /* array_from_async.c */
Value lib_array_at(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_concat(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_copy_within(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_fill(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_reverse(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_slice(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_splice(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_to_reversed(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_to_spliced(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_with(Vm *vm, Value *argv, int argc, bool construct);
Value lib_array_index_of(Vm *vm, Value *argv, int argc, bool construct);

enum { ITER_FOR_EACH, ITER_MAP, ITER_FILTER, ITER_SOME, ITER_EVERY };
enum { FIND_VALUE, FIND_INDEX, FIND_LAST, FIND_LAST_INDEX };

#endif
