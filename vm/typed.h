/* vm/typed.h — layouts of ArrayBuffer, the typed arrays and DataView, and
 * the element access the property code and the interpreter share.
 *
 * An ArrayBuffer's bytes live in a malloc'd store (never in the moving
 * heap), so a typed array can cache a raw pointer to its first element and
 * C code (tarn:ffi) can be handed that pointer. The store is listed in the
 * VM's TypedState with a weak reference to its ArrayBuffer: vm_typed_sweep
 * (called from the collector's weak phase) frees the store of a buffer that
 * died and returns its bytes to the external-memory count. Invariant: a
 * live typed array or DataView references its buffer (traced), so the store
 * it points into is alive as long as the view is.
 *
 * A buffer can be resized (a resizable one) or detached (transfer), so a
 * view's range can shrink under it. The store also lists its views (weak
 * references): resizing or detaching refreshes every live view's cached
 * `data` and `length` at once (vm_ab_refresh_views). Invariant: a view's
 * cached range is always inside its buffer's current bytes:
 * offset + length * element size <= byteLength, and length is 0 for a
 * view that is out of bounds or whose buffer is detached (VIEW_OOB). So the
 * fast paths that check `i < length` stay safe without looking at the
 * buffer, and code that runs JS (which may resize or detach) re-reads
 * `length` before it touches the bytes again.
 */
#ifndef TARN_TYPED_H
#define TARN_TYPED_H

#include "vm.h"

/* Object classes: after the ones vm/object.h names and after tarn:ffi's
 * (CLS__FIRST_FREE + 16 .. 19). */
#define CLS_ARRAYBUFFER ((ObjClass)(CLS__FIRST_FREE + 24))
#define CLS_DATAVIEW ((ObjClass)(CLS__FIRST_FREE + 25))
#define CLS_TA_FIRST (CLS__FIRST_FREE + 26) /* + TaKind */
#define CLS_SHAREDARRAYBUFFER ((ObjClass)(CLS__FIRST_FREE + 40)) /* an ArrayBufferObj with AB_SHARED */

typedef enum TaKind {
    TA_INT8, TA_UINT8, TA_UINT8C, TA_INT16, TA_UINT16, TA_INT32, TA_UINT32, TA_FLOAT32, TA_FLOAT64,
    TA_FLOAT16, /* the kinds before it kept their numbers when it came */
    TA_BIGINT64, TA_BIGUINT64, /* the BigInt content type: last, so "a number kind" is a range */
    TA__COUNT
} TaKind;

/* The BigInt kinds' elements read as BigInt cells (an allocation); the
 * Number kinds' as numbers (never an allocation). */
static inline bool ta_kind_big(int kind) { return kind >= TA_BIGINT64; }

/* IEEE binary16 <-> double (Float16Array, DataView get/setFloat16): the
 * decoding is exact; the encoding rounds to nearest, ties to even, and
 * overflows to infinity from 65520 on (vm/typed.c). */
double vm_half_to_double(uint16_t h);
uint16_t vm_double_to_half(double d);

#define CLS_TA_LAST (CLS_TA_FIRST + TA__COUNT - 1)
#define CLS_TA_NUM_LAST (CLS_TA_FIRST + TA_BIGINT64 - 1) /* the last Number kind */

#define AB_RESIZABLE 1u              /* resizable ArrayBuffer, growable SharedArrayBuffer */
#define AB_DETACHED 2u
#define AB_SHARED 4u                 /* a SharedArrayBuffer (never detached) */
/* An immutable ArrayBuffer (transferToImmutable, sliceToImmutable): its
 * bytes never change after it is made, it is never detached, resized or
 * transferred, and no view on it is written. */
#define AB_IMMUTABLE 8u
typedef struct ArrayBufferObj {  /* CLS_ARRAYBUFFER, CLS_SHAREDARRAYBUFFER */
    Object o;
    uint8_t *data;               /* malloc'd, max_len bytes (at least 1), owned through TypedState
                                    (a SharedArrayBuffer's: through its SharedStore); NULL once detached */
    uint64_t len;                /* byteLength (0 once detached); a growable SharedArrayBuffer's
                                    as this VM last saw it (vm_sab_sync) */
    uint64_t max_len;            /* maxByteLength: the bytes allocated; len for a fixed-length buffer */
    uint32_t store;              /* its TypedState entry */
    uint32_t flags;              /* AB_* */
} ArrayBufferObj;

#define VIEW_TRACKING 1u         /* length-tracking: follows a resizable buffer's length */
#define VIEW_OOB 2u              /* out of bounds or detached: length 0 */
#define VM_TA_TRACK UINT32_MAX   /* vm_ta_new_view's length for a length-tracking view */
typedef struct TypedArrayObj {   /* CLS_TA_FIRST + kind, and CLS_DATAVIEW */
    Object o;
    uint8_t *data;               /* the buffer's data + byte offset (see the invariant above) */
    uint32_t length;             /* elements (DataView: bytes) now in range */
    uint32_t wlength;            /* elements writable in place: length, 0 on an immutable buffer
                                    (the interpreter's store fast path checks only this) */
    uint32_t offset;             /* byteOffset */
    Value buffer;                /* the ArrayBufferObj (traced) */
    uint32_t fixed_len;          /* the length asked for (not VIEW_TRACKING) */
    uint32_t vflags;             /* VIEW_* */
} TypedArrayObj;

static inline ArrayBufferObj *v_ab(Value v) { return (ArrayBufferObj *)v_cell(v); }
/* An ArrayBuffer or a SharedArrayBuffer: what a view may stand on. */
static inline bool v_is_any_ab(Value v)
{
    return v_is_class(v, CLS_ARRAYBUFFER) || v_is_class(v, CLS_SHAREDARRAYBUFFER);
}
static inline bool vm_ab_detached_noalloc(Value buf) { return (v_ab(buf)->flags & AB_DETACHED) != 0; }
static inline bool vm_view_oob_noalloc(const TypedArrayObj *t) { return (t->vflags & VIEW_OOB) != 0; }
static inline bool vm_ab_immutable_noalloc(Value buf) { return (v_ab(buf)->flags & AB_IMMUTABLE) != 0; }

static inline bool vm_is_ta_cls(unsigned cls) { return cls >= CLS_TA_FIRST && cls <= CLS_TA_LAST; }
static inline bool v_is_ta(Value v) { return v_is_object(v) && vm_is_ta_cls(v_hdr(v)->cls); }
/* A typed array of a Number kind: the interpreter's element fast paths,
 * which must neither allocate nor meet a BigInt store. */
static inline bool v_is_ta_num(Value v)
{
    return v_is_object(v) && (unsigned)(v_hdr(v)->cls - CLS_TA_FIRST) <= (unsigned)(CLS_TA_NUM_LAST - CLS_TA_FIRST);
}
static inline TaKind ta_kind(const void *o) { return (TaKind)(((const Object *)o)->hdr.cls - CLS_TA_FIRST); }
static inline TypedArrayObj *v_ta(Value v) { return (TypedArrayObj *)v_cell(v); }
/* Is v a buffer or a view whose bytes may not be written (IsImmutableBuffer
 * of the buffer it is or stands on)? False for anything else. */
static inline bool vm_typed_immutable_noalloc(Value v)
{
    if (v_is_any_ab(v))
        return vm_ab_immutable_noalloc(v);
    if (v_is_ta(v) || v_is_class(v, CLS_DATAVIEW))
        return vm_ab_immutable_noalloc(v_ta(v)->buffer);
    return false;
}
/* V8-style TypeError for a write into an immutable buffer; what names the
 * operation ("Uint8Array.prototype.fill", "Buffer.write", ...). */
Value vm_throw_immutable(Vm *vm, const char *what);

extern const uint8_t vm_ta_size[TA__COUNT];
extern const char *const vm_ta_name[TA__COUNT];

/* Element i (< length) of a Number kind as a number Value; never
 * allocates. Callers that may meet a BigInt kind use vm_ta_get. */
static inline Value vm_ta_get_noalloc(const TypedArrayObj *t, uint32_t i)
{
    const uint8_t *p = t->data;
    switch (ta_kind(t)) {
    case TA_INT8: return v_int(((const int8_t *)p)[i]);
    case TA_UINT8:
    case TA_UINT8C: return v_int(p[i]);
    case TA_INT16: { int16_t x; memcpy(&x, p + 2 * (size_t)i, 2); return v_int(x); }
    case TA_UINT16: { uint16_t x; memcpy(&x, p + 2 * (size_t)i, 2); return v_int(x); }
    case TA_INT32: { int32_t x; memcpy(&x, p + 4 * (size_t)i, 4); return v_int(x); }
    case TA_UINT32: { uint32_t x; memcpy(&x, p + 4 * (size_t)i, 4); return v_num((double)x); }
    case TA_FLOAT32: { float x; memcpy(&x, p + 4 * (size_t)i, 4); return v_num((double)x); }
    case TA_FLOAT64: { double x; memcpy(&x, p + 8 * (size_t)i, 8); return v_num(x); }
    default: { uint16_t x; memcpy(&x, p + 2 * (size_t)i, 2); return v_num(vm_half_to_double(x)); }
    }
}

/* The 64 bits of element i (< length) of a BigInt kind. */
static inline uint64_t vm_ta_bits_noalloc(const TypedArrayObj *t, uint32_t i)
{
    uint64_t x;
    memcpy(&x, t->data + 8 * (size_t)i, 8);
    return x;
}
static inline void vm_ta_put_bits_noalloc(TypedArrayObj *t, uint32_t i, uint64_t x)
{
    memcpy(t->data + 8 * (size_t)i, &x, 8);
}

/* Element i (< length) of any kind as a Value. A BigInt kind's element is
 * a new BigInt cell: the bits are read before the allocation, so t need
 * not be rooted, but t (and every other cell pointer the caller holds) is
 * stale afterwards. V_EXC when out of memory. */
Value vm_ta_get_big(Vm *vm, const TypedArrayObj *t, uint32_t i);
static inline Value vm_ta_get(Vm *vm, const TypedArrayObj *t, uint32_t i)
{
    return ta_kind_big(ta_kind(t)) ? vm_ta_get_big(vm, t, i) : vm_ta_get_noalloc(t, i);
}

/* Store the number d into element i (< length) of a Number kind with the
 * kind's conversion (ToInt8 ... wrap, ToUint8Clamp, float rounding). */
void vm_ta_put_noalloc(TypedArrayObj *t, uint32_t i, double d);

/* Fast store of an int32 (the interpreter's common case). */
static inline void vm_ta_put_int_noalloc(TypedArrayObj *t, uint32_t i, int32_t x)
{
    uint8_t *p = t->data;
    switch (ta_kind(t)) {
    case TA_INT8:
    case TA_UINT8: p[i] = (uint8_t)x; return;
    case TA_UINT8C: p[i] = x < 0 ? 0 : x > 255 ? 255 : (uint8_t)x; return;
    case TA_INT16:
    case TA_UINT16: { uint16_t y = (uint16_t)x; memcpy(p + 2 * (size_t)i, &y, 2); return; }
    case TA_INT32:
    case TA_UINT32: memcpy(p + 4 * (size_t)i, &x, 4); return;
    default: vm_ta_put_noalloc(t, i, (double)x); return;
    }
}

/* [[Set]] of an integer key on a typed array: ToNumber(v), or ToBigInt(v)
 * for a BigInt kind (either may run JS), then store if the index is in
 * range (an out-of-range write is ignored). 0 / -1. */
int vm_ta_set_index_js(Vm *vm, Value ta, uint32_t i, Value v);
/* [[Set]] with the caller's mode: on an immutable buffer nothing is
 * converted or stored, and strict code gets a TypeError (sloppy: 0). */
int vm_ta_set_index_mode_js(Vm *vm, Value ta, uint32_t i, Value v, bool strict);

/* ToBigInt(v) (may run JS) as the 64 bits a BigInt kind stores (the value
 * modulo 2^64, which is ToBigInt64 and ToBigUint64 alike). 0 / -1. */
int vm_ta_to_bits_js(Vm *vm, Value v, uint64_t *out);
/* V8's TypeError for a copy between a Number kind and a BigInt kind. */
Value vm_ta_throw_mix(Vm *vm);

/* A new ArrayBuffer of len zeroed bytes (RangeError past the limit). */
Value vm_arraybuffer_new(Vm *vm, uint64_t len);
/* A new resizable ArrayBuffer of len zeroed bytes, growable to max_len
 * (len <= max_len; RangeError past the limit). */
Value vm_arraybuffer_new_resizable(Vm *vm, uint64_t len, uint64_t max_len);
/* ArrayBuffer.prototype.transfer / transferToFixedLength: a new buffer
 * (resizable like *buf when keep_resizable) of new_len bytes taking *buf's
 * memory; *buf is detached. The caller checked that *buf is not detached
 * and that new_len fits. */
Value vm_arraybuffer_transfer(Vm *vm, Value *buf, uint64_t new_len, bool keep_resizable);
/* A new immutable ArrayBuffer of len bytes, the first count (<= len) copied
 * from src (which must not point into the moving heap), the rest zero. */
Value vm_arraybuffer_new_immutable(Vm *vm, const uint8_t *src, uint64_t count, uint64_t len);
/* Detach *buf (the test262 host's detachArrayBuffer): its memory is freed.
 * The caller checked that buf is not immutable. */
void vm_arraybuffer_detach(Vm *vm, Value buf);
/* Resize a resizable buffer (handle) within its max_len (the caller
 * checked): bytes past the new length read as zero when it grows again.
 * Growing counts toward the heap limit: -1 with a RangeError past it. */
int vm_arraybuffer_resize_js(Vm *vm, Value *buf, uint64_t new_len);
/* A new typed array of `kind` (-1: a DataView) over buffer (handle) at
 * byte offset, length elements (VM_TA_TRACK: length-tracking); proto
 * V_UNDEF = the kind's prototype. Range already checked. */
Value vm_ta_new_view(Vm *vm, int kind, Value *buffer, uint32_t offset, uint32_t length, Value proto);

/* ---- SharedArrayBuffer ----
 * A SharedArrayBuffer's bytes are a SharedStore: malloc'd once with room
 * for maxByteLength, reference-counted across VMs and threads (each VM's
 * SharedArrayBuffer object that stands on it holds one reference, through
 * its TypedState entry; a clone buffer in flight holds one), freed when the
 * last reference goes. Its length only grows (a compare-and-swap), so a
 * fixed-length view never goes out of bounds; each VM counts the length it
 * has seen as its own external memory. The bytes are shared memory: other
 * threads may write them at any time, so only the Atomics operations
 * synchronise, as in the spec's memory model. */
typedef struct SharedStore SharedStore;
/* A new SharedArrayBuffer of len zeroed bytes; growable to max_len when
 * growable (len <= max_len). RangeError past the limit. */
Value vm_sab_new(Vm *vm, uint64_t len, uint64_t max_len, bool growable);
/* A SharedArrayBuffer of this VM over store s (which gains a reference). */
Value vm_sab_from_store(Vm *vm, SharedStore *s);
/* The store of SharedArrayBuffer sab with one more reference (the caller
 * owns it: vm_shared_store_unref). */
SharedStore *vm_sab_store_ref_noalloc(Vm *vm, Value sab);
void vm_shared_store_unref(SharedStore *s);
SharedStore *vm_shared_store_ref(SharedStore *s); /* one more reference; returns s */
/* Grow a growable SharedArrayBuffer (handle) to new_len. -1 with
 * a RangeError when new_len is below the current length, above max_len or
 * past the heap limit. */
int vm_sab_grow_js(Vm *vm, Value *buf, uint64_t new_len);
/* Bring a growable SharedArrayBuffer's (handle) cached length and its views
 * up to date with growth by other threads; returns the length. */
uint64_t vm_sab_sync(Vm *vm, Value *buf);

/* The collector's weak phase (from vm_trace_weak): frees dead buffers' stores. */
void vm_typed_sweep(Vm *vm, GcTracer *t);
/* vm_free: frees every store left. */
void vm_typed_free(Vm *vm);
/* Registers the traces of the buffer / view classes (vm_new). */
void vm_typed_init(void);

/* A non-int key that is a CanonicalNumericIndexString ("-0", "1.5", "-1",
 * "Infinity", "NaN"): never an own property of a typed array. */
bool vm_ta_numeric_key_noalloc(Value key);
/* For typed array o: key is an integer index or numeric string (the
 * integer-indexed exotic cases); *idx is the index, UINT32_MAX if invalid. */
static inline bool vm_ta_key_noalloc(const Object *o, Value key, uint32_t *idx)
{
    if (!vm_is_ta_cls(o->hdr.cls))
        return false;
    if (v_is_int(key)) {
        *idx = (uint32_t)v_get_int(key);
        return true;
    }
    *idx = UINT32_MAX;
    return vm_ta_numeric_key_noalloc(key);
}

/* Byte range of a buffer or any view (for tarn:ffi): 1 if v is one, else 0. */
int vm_typed_memory_noalloc(Value v, void **ptr, size_t *len);

#endif
