/* vm/typed.c — ArrayBuffer backing stores and typed-array element access
 * (layouts and the ownership invariant in vm/typed.h).
 *
 * TypedState lists every live store with a weak reference to the buffer
 * that owns it. The collector's weak phase (vm_typed_sweep) frees the store
 * of every buffer that died and subtracts its bytes from the external
 * count, so garbage buffers pace collections (gc/external.c) and never
 * outlive the next collection that finds them dead. This file owns the
 * number conversions of element stores (ToInt8 ... ToUint8Clamp, Float32
 * rounding); stdlib/typed*.c the JS surface.
 */
#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "typed.h"

_Static_assert(B_TA_PROTO_BIGUINT64 - B_TA_PROTO_FIRST == TA__COUNT - 1,
               "vm/builtins.def lists one TA_PROTO slot per TaKind, in TaKind order");

const uint8_t vm_ta_size[TA__COUNT] = { 1, 1, 1, 2, 2, 4, 4, 4, 8, 2, 8, 8 };
const char *const vm_ta_name[TA__COUNT] = {
    "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array",
    "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "Float16Array",
    "BigInt64Array", "BigUint64Array",
};

double vm_half_to_double(uint16_t h)
{
    int e = (h >> 10) & 31, m = h & 1023;
    double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m | 1024, e - 25);
    return h & 0x8000 ? -v : v;
}

uint16_t vm_double_to_half(double d)
{
    uint16_t sign = signbit(d) ? 0x8000 : 0;
    double a = fabs(d);
    if (isnan(d))
        return 0x7e00;
    if (a >= 65520.0) /* half an ulp above 65504 and beyond (infinity too) */
        return sign | 0x7c00;
    if (a == 0)
        return sign;
    int e;
    frexp(a, &e);
    int unbiased = e - 1 < -14 ? -14 : e - 1; /* below 2^-14: subnormal */
    /* the significand in units of the binade's quantum, rounded once (ties
     * to even: nearbyint in the default mode); a carry to 2048 moves into
     * the next binade, which the encoding below absorbs */
    uint32_t q = (uint32_t)nearbyint(ldexp(a, 10 - unbiased));
    if (q >= 2048) {
        q >>= 1;
        unbiased++;
    }
    if (q < 1024) /* subnormal (unbiased == -14) */
        return sign | (uint16_t)q;
    return sign | (uint16_t)((unbiased + 15) << 10) | (uint16_t)(q & 1023);
}

typedef struct TypedStore {
    Value obj;                   /* weak: the ArrayBufferObj, V_EMPTY when the entry is free */
    uint8_t *data;               /* NULL once the buffer is detached */
    uint64_t len;                /* bytes counted as external memory: the byte length (a
                                    resizable buffer's unused room is reserved, not counted) */
    uint32_t next_free;
    uint32_t nviews, capviews;
    Value *views;                /* weak: the buffer's views (malloc'd), for resize and detach */
    SharedStore *shared;         /* a SharedArrayBuffer's: data is shared->data, one reference held */
} TypedStore;

struct SharedStore {
    atomic_uint_fast32_t refs;   /* SharedArrayBuffer objects in any VM, and clone buffers in flight */
    _Atomic uint64_t len;        /* byteLength: only grows (compare-and-swap) */
    uint64_t max_len;            /* the bytes allocated; fixed at creation */
    bool growable;
    uint8_t *data;               /* max_len bytes (at least 1), zeroed at creation */
};

SharedStore *vm_shared_store_ref(SharedStore *s)
{
    atomic_fetch_add(&s->refs, 1);
    return s;
}

void vm_shared_store_unref(SharedStore *s)
{
    if (s && atomic_fetch_sub(&s->refs, 1) == 1) { /* the last reference: no other thread sees it */
        free(s->data);
        free(s);
    }
}

/* The bytes of an entry that goes away: a shared store loses this VM's
 * reference, a private one is freed. */
static void store_release(TypedStore *e)
{
    if (e->shared)
        vm_shared_store_unref(e->shared);
    else
        free(e->data);
    free(e->views);
}

typedef struct TypedState {
    TypedStore *s;
    uint32_t n, cap, free_head;  /* free_head: first free entry or UINT32_MAX */
} TypedState;

/* ---- traces --------------------------------------------------------------- */

static void trace_buffer(GcTracer *t, Object *o)
{
    (void)t;
    (void)o; /* data is malloc'd, len a number: nothing to visit */
}

static void trace_view(GcTracer *t, Object *o)
{
    gc_visit(t, &((TypedArrayObj *)o)->buffer);
}

static void register_traces(void)
{
    vm_register_class_trace(CLS_ARRAYBUFFER, trace_buffer);
    vm_register_class_trace(CLS_SHAREDARRAYBUFFER, trace_buffer);
    vm_register_class_trace(CLS_DATAVIEW, trace_view);
    for (int k = 0; k < TA__COUNT; k++)
        vm_register_class_trace(CLS_TA_FIRST + k, trace_view);
}

/* The trace table is process-wide: fill our entries once, so VMs created
 * on several threads at the same time do not race on it. */
void vm_typed_init(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, register_traces);
}

/* ---- stores ----------------------------------------------------------------- */

static int store_add(Vm *vm, Value obj, uint8_t *data, uint64_t len)
{
    TypedState *st = vm->typed;
    if (!st) {
        st = calloc(1, sizeof *st);
        if (!st)
            return -1;
        st->free_head = UINT32_MAX;
        vm->typed = st;
    }
    uint32_t i;
    if (st->free_head != UINT32_MAX) {
        i = st->free_head;
        st->free_head = st->s[i].next_free;
    } else {
        if (st->n == st->cap) {
            uint32_t nc = st->cap ? st->cap * 2 : 16;
            TypedStore *ns = nc > (UINT32_MAX >> 1) ? NULL : realloc(st->s, nc * sizeof *ns);
            if (!ns)
                return -1;
            st->s = ns;
            st->cap = nc;
        }
        i = st->n++;
    }
    st->s[i] = (TypedStore){ obj, data, len, UINT32_MAX, 0, 0, NULL, NULL };
    return (int)i;
}

static TypedStore *store_of(Vm *vm, Value buf)
{
    return &((TypedState *)vm->typed)->s[v_ab(buf)->store];
}

static int store_add_view(Vm *vm, Value buf, Value view)
{
    TypedStore *e = store_of(vm, buf);
    if (e->nviews == e->capviews) {
        uint32_t nc = e->capviews ? e->capviews * 2 : 4;
        Value *nv = nc > (UINT32_MAX >> 4) ? NULL : realloc(e->views, nc * sizeof *nv);
        if (!nv)
            return -1;
        e->views = nv;
        e->capviews = nc;
    }
    e->views[e->nviews++] = view;
    return 0;
}

/* Recompute a view's cached range from its buffer (the invariant in
 * vm/typed.h). */
static void view_refresh(TypedArrayObj *t, const ArrayBufferObj *b)
{
    unsigned size = vm_is_ta_cls(t->o.hdr.cls) ? vm_ta_size[ta_kind(t)] : 1;
    uint64_t n;
    bool oob;
    if (b->flags & AB_DETACHED) {
        oob = true;
        n = 0;
    } else if (t->vflags & VIEW_TRACKING) {
        oob = t->offset > b->len;
        n = oob ? 0 : (b->len - t->offset) / size;
    } else {
        oob = t->offset + (uint64_t)t->fixed_len * size > b->len;
        n = oob ? 0 : t->fixed_len;
    }
    t->length = (uint32_t)n;
    t->wlength = (b->flags & AB_IMMUTABLE) ? 0 : (uint32_t)n;
    t->vflags = (t->vflags & ~VIEW_OOB) | (oob ? VIEW_OOB : 0);
    t->data = b->data ? b->data + (oob ? 0 : t->offset) : NULL;
}

static void refresh_views(Vm *vm, Value buf)
{
    TypedStore *e = store_of(vm, buf);
    for (uint32_t k = 0; k < e->nviews; k++)
        view_refresh((TypedArrayObj *)v_cell(e->views[k]), v_ab(buf));
}

void vm_typed_sweep(Vm *vm, GcTracer *t)
{
    TypedState *st = vm->typed;
    if (!st)
        return;
    for (uint32_t i = 0; i < st->n; i++) {
        TypedStore *e = &st->s[i];
        if (e->obj == V_EMPTY)
            continue;
        if (gc_weak_alive(t, &e->obj)) {
            uint32_t n = 0; /* keep the live views, at their new addresses */
            for (uint32_t k = 0; k < e->nviews; k++)
                if (gc_weak_alive(t, &e->views[k]))
                    e->views[n++] = e->views[k];
            e->nviews = n;
            continue;
        }
        store_release(e);
        if (e->len)
            gc_external_add(vm, -(int64_t)e->len);
        *e = (TypedStore){ V_EMPTY, NULL, 0, st->free_head, 0, 0, NULL, NULL };
        st->free_head = i;
    }
}

void vm_typed_free(Vm *vm)
{
    TypedState *st = vm->typed;
    if (!st)
        return;
    for (uint32_t i = 0; i < st->n; i++) {
        if (st->s[i].obj != V_EMPTY)
            store_release(&st->s[i]);
    }
    free(st->s);
    free(st);
    vm->typed = NULL;
}

/* The largest buffer tarn makes: views index with uint32_t. */
#define AB_MAX_BYTES 4294967295.0

/* A new buffer cell owning `p` (max_len bytes, zeroed past len), or, when
 * shared is not NULL, standing on shared (p is its data; the reference
 * passes to the new cell). Frees p (drops the reference) on failure. */
static Value ab_adopt_ex(Vm *vm, uint8_t *p, uint64_t len, uint64_t max_len, bool resizable, SharedStore *shared)
{
    size_t sc = gc_scope_open(vm);
    Value o = shared ? vm_new_object_class(vm, CLS_SHAREDARRAYBUFFER, sizeof(ArrayBufferObj),
                                           vm->builtin[B_SAB_PROTO])
                     : vm_new_object_class(vm, CLS_ARRAYBUFFER, sizeof(ArrayBufferObj),
                                           vm->builtin[B_ARRAYBUFFER_PROTO]);
    int idx = o == V_EXC ? -1 : store_add(vm, o, p, len);
    if (idx < 0) {
        if (shared)
            vm_shared_store_unref(shared);
        else
            free(p);
        if (o != V_EXC)
            o = vm_throw_oom(vm);
        goto out;
    }
    /* o is in a C local: nothing below allocates in the heap until it is
     * published (store_add only mallocs) */
    ((TypedState *)vm->typed)->s[idx].shared = shared;
    ArrayBufferObj *b = v_cell(o);
    b->data = p;
    b->len = len;
    b->max_len = max_len;
    b->store = (uint32_t)idx;
    b->flags = (resizable ? AB_RESIZABLE : 0) | (shared ? AB_SHARED : 0);
    if (len) {
        Value *h = gc_handle(vm, o);
        gc_external_add(vm, (int64_t)len); /* may collect: o is rooted */
        o = *h;
    }
out:
    gc_scope_close(vm, sc);
    return o;
}

static Value ab_adopt(Vm *vm, uint8_t *p, uint64_t len, uint64_t max_len, bool resizable)
{
    return ab_adopt_ex(vm, p, len, max_len, resizable, NULL);
}

Value vm_arraybuffer_new(Vm *vm, uint64_t len)
{
    if ((double)len > AB_MAX_BYTES)
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    /* the store counts toward the heap limit: refused as node refuses a
     * failed allocation (may collect; nothing is held yet) */
    uint8_t *p = gc_over_limit(vm, (size_t)len) ? NULL : calloc(len ? (size_t)len : 1, 1);
    if (!p)
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    return ab_adopt(vm, p, len, len, false);
}

Value vm_arraybuffer_new_resizable(Vm *vm, uint64_t len, uint64_t max_len)
{
    if ((double)max_len > AB_MAX_BYTES)
        return vm_throw_error(vm, ERR_RANGE, "Invalid array buffer max length");
    /* all of max_len up front, so growing never moves the bytes (calloc of
     * a large block maps zero pages lazily); only the byte length counts
     * toward the heap limit, and a resize that grows asks again */
    uint8_t *p = gc_over_limit(vm, (size_t)len) ? NULL : calloc(max_len ? (size_t)max_len : 1, 1);
    if (!p)
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    return ab_adopt(vm, p, len, max_len, true);
}

/* Take the buffer's bytes away from it and refresh its views. */
static uint8_t *ab_take(Vm *vm, Value buf)
{
    ArrayBufferObj *b = v_ab(buf);
    TypedStore *e = store_of(vm, buf);
    uint8_t *p = b->data;
    if (e->len)
        gc_external_add(vm, -(int64_t)e->len); /* a decrease never collects */
    e->data = NULL;
    e->len = 0;
    b->data = NULL;
    b->len = 0;
    b->max_len = 0;
    b->flags |= AB_DETACHED;
    refresh_views(vm, buf);
    return p;
}

Value vm_arraybuffer_new_immutable(Vm *vm, const uint8_t *src, uint64_t count, uint64_t len)
{
    if ((double)len > AB_MAX_BYTES)
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    uint8_t *p = gc_over_limit(vm, (size_t)len) ? NULL : calloc(len ? (size_t)len : 1, 1);
    if (!p)
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    if (count)
        memcpy(p, src, (size_t)count); /* the only write an immutable buffer's bytes ever see */
    Value o = ab_adopt(vm, p, len, len, false);
    if (o != V_EXC)
        v_ab(o)->flags |= AB_IMMUTABLE;
    return o;
}

Value vm_throw_immutable(Vm *vm, const char *what)
{
    return vm_throw_error(vm, ERR_TYPE, "Cannot perform %s on an immutable ArrayBuffer", what);
}

void vm_arraybuffer_detach(Vm *vm, Value buf)
{
    free(ab_take(vm, buf));
}

Value vm_arraybuffer_transfer(Vm *vm, Value *buf, uint64_t new_len, bool keep_resizable)
{
    if (new_len > v_ab(*buf)->len && gc_over_limit(vm, (size_t)(new_len - v_ab(*buf)->len)))
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    ArrayBufferObj *b = v_ab(*buf);
    bool resizable = keep_resizable && (b->flags & AB_RESIZABLE);
    uint64_t old_len = b->len, max_len = resizable ? b->max_len : new_len;
    uint64_t old_alloc = b->max_len;
    uint8_t *p = ab_take(vm, *buf);
    if (max_len != old_alloc) {
        uint8_t *np = realloc(p, max_len ? (size_t)max_len : 1);
        if (!np) {
            free(p);
            return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
        }
        p = np;
    }
    if (new_len > old_len) /* the new bytes, and a resizable one's room, read as zero */
        memset(p + old_len, 0, (size_t)(max_len - old_len));
    else if (max_len > new_len)
        memset(p + new_len, 0, (size_t)(max_len - new_len));
    return ab_adopt(vm, p, new_len, max_len, resizable);
}

int vm_arraybuffer_resize_js(Vm *vm, Value *buf, uint64_t new_len)
{
    uint64_t old_len = v_ab(*buf)->len;
    if (new_len > old_len && gc_over_limit(vm, (size_t)(new_len - old_len))) { /* may collect */
        vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
        return -1;
    }
    ArrayBufferObj *b = v_ab(*buf);
    if (new_len < old_len) /* so that growing again shows zeros */
        memset(b->data + new_len, 0, (size_t)(old_len - new_len));
    b->len = new_len;
    store_of(vm, *buf)->len = new_len;
    refresh_views(vm, *buf);
    gc_external_add(vm, (int64_t)new_len - (int64_t)old_len); /* may collect: *buf is a handle */
    return 0;
}

/* ---- SharedArrayBuffer ------------------------------------------------------ */

Value vm_sab_new(Vm *vm, uint64_t len, uint64_t max_len, bool growable)
{
    if (!growable)
        max_len = len;
    if ((double)max_len > AB_MAX_BYTES)
        return vm_throw_error(vm, ERR_RANGE, growable ? "Invalid array buffer max length"
                                                      : "Array buffer allocation failed");
    SharedStore *s = gc_over_limit(vm, (size_t)len) ? NULL : malloc(sizeof *s);
    uint8_t *p = s ? calloc(max_len ? (size_t)max_len : 1, 1) : NULL;
    if (!p) {
        free(s);
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    }
    atomic_init(&s->refs, 1);
    atomic_init(&s->len, len);
    s->max_len = max_len;
    s->growable = growable;
    s->data = p;
    return ab_adopt_ex(vm, p, len, max_len, growable, s);
}

Value vm_sab_from_store(Vm *vm, SharedStore *s)
{
    atomic_fetch_add(&s->refs, 1);
    uint64_t len = atomic_load(&s->len);
    if (gc_over_limit(vm, (size_t)len)) {
        vm_shared_store_unref(s);
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    }
    return ab_adopt_ex(vm, s->data, len, s->max_len, s->growable, s);
}

SharedStore *vm_sab_store_ref_noalloc(Vm *vm, Value sab)
{
    SharedStore *s = store_of(vm, sab)->shared;
    atomic_fetch_add(&s->refs, 1);
    return s;
}

/* This VM's view of a shared store's length moves to len: count the growth
 * as external memory and refresh the views (length-tracking ones grow). */
static void sab_seen(Vm *vm, Value *buf, uint64_t len)
{
    ArrayBufferObj *b = v_ab(*buf);
    uint64_t old = b->len;
    if (len <= old)
        return;
    b->len = len;
    store_of(vm, *buf)->len = len;
    refresh_views(vm, *buf);
    gc_external_add(vm, (int64_t)(len - old)); /* may collect: *buf is a handle */
}

uint64_t vm_sab_sync(Vm *vm, Value *buf)
{
    if (v_ab(*buf)->flags & AB_RESIZABLE)
        sab_seen(vm, buf, atomic_load(&store_of(vm, *buf)->shared->len));
    return v_ab(*buf)->len;
}

int vm_sab_grow_js(Vm *vm, Value *buf, uint64_t new_len)
{
    SharedStore *s = store_of(vm, *buf)->shared;
    if (new_len > s->max_len)
        goto invalid;
    uint64_t cur = atomic_load(&s->len);
    if (new_len > cur && gc_over_limit(vm, (size_t)(new_len - cur))) { /* may collect */
        vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
        return -1;
    }
    /* another thread may grow it meanwhile: shrinking is the one error */
    while (new_len > cur && !atomic_compare_exchange_weak(&s->len, &cur, new_len))
        ;
    if (new_len < cur)
        goto invalid;
    sab_seen(vm, buf, new_len);
    return 0;
invalid:
    vm_throw_error(vm, ERR_RANGE, "SharedArrayBuffer.prototype.grow: Invalid length parameter");
    return -1;
}

Value vm_ta_new_view(Vm *vm, int kind, Value *buffer, uint32_t offset, uint32_t length, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value dflt = kind < 0 ? vm->builtin[B_DATAVIEW_PROTO] : vm->builtin[B_TA_PROTO_FIRST + kind];
    Value *ph = gc_handle(vm, proto == V_UNDEF ? dflt : proto);
    Value o = vm_new_object_class(vm, kind < 0 ? CLS_DATAVIEW : (ObjClass)(CLS_TA_FIRST + kind),
                                  sizeof(TypedArrayObj), *ph);
    if (o != V_EXC) {
        TypedArrayObj *t = v_cell(o);
        t->offset = offset;
        t->fixed_len = length == VM_TA_TRACK ? 0 : length;
        t->vflags = length == VM_TA_TRACK ? VIEW_TRACKING : 0;
        t->buffer = *buffer; /* a fresh cell: no barrier */
        view_refresh(t, v_ab(*buffer));
        if (store_add_view(vm, *buffer, o) < 0) /* mallocs only: o stays put */
            o = vm_throw_oom(vm);
    }
    gc_scope_close(vm, sc);
    return o;
}

/* ---- element stores ------------------------------------------------------- */

static uint8_t to_uint8_clamp(double d)
{
    if (!(d > 0))
        return 0; /* NaN, negatives, -0 */
    if (d >= 255)
        return 255;
    double f = floor(d);
    if (f + 0.5 < d)
        return (uint8_t)(f + 1);
    if (d < f + 0.5)
        return (uint8_t)f;
    return ((uint8_t)f & 1) ? (uint8_t)(f + 1) : (uint8_t)f; /* ties to even */
}

static float to_float32(double d)
{
    /* out-of-range double→float is undefined in C: round by hand at the edge */
    if (isfinite(d) && fabs(d) > FLT_MAX) {
        if (fabs(d) >= 0x1.ffffffp127)
            return d > 0 ? INFINITY : -INFINITY;
        return d > 0 ? FLT_MAX : -FLT_MAX;
    }
    return (float)d;
}

void vm_ta_put_noalloc(TypedArrayObj *t, uint32_t i, double d)
{
    uint8_t *p = t->data;
    switch (ta_kind(t)) {
    case TA_UINT8C:
        p[i] = to_uint8_clamp(d);
        return;
    case TA_FLOAT32: {
        float f = to_float32(d);
        memcpy(p + 4 * (size_t)i, &f, 4);
        return;
    }
    case TA_FLOAT64:
        memcpy(p + 8 * (size_t)i, &d, 8);
        return;
    case TA_FLOAT16: {
        uint16_t h = vm_double_to_half(d);
        memcpy(p + 2 * (size_t)i, &h, 2);
        return;
    }
    default:
        vm_ta_put_int_noalloc(t, i, vm_double_to_int32(d));
        return;
    }
}

Value vm_ta_get_big(Vm *vm, const TypedArrayObj *t, uint32_t i)
{
    TaKind k = ta_kind(t);
    uint64_t x = vm_ta_bits_noalloc(t, i); /* before the allocation */
    return k == TA_BIGINT64 ? vm_bigint_from_i64(vm, (int64_t)x) : vm_bigint_from_u64(vm, x);
}

int vm_ta_to_bits_js(Vm *vm, Value v, uint64_t *out)
{
    Value b = vm_to_bigint_js(vm, v);
    if (b == V_EXC)
        return -1;
    *out = vm_bigint_to_u64_noalloc(b);
    return 0;
}

Value vm_ta_throw_mix(Vm *vm)
{
    return vm_throw_error(vm, ERR_TYPE, "Cannot mix BigInt and other types, use explicit conversions");
}

int vm_ta_set_index_mode_js(Vm *vm, Value ta, uint32_t i, Value v, bool strict)
{
    if (UNLIKELY(vm_ab_immutable_noalloc(v_ta(ta)->buffer))) {
        if (!strict)
            return 0;
        vm_throw_error(vm, ERR_TYPE, "Cannot assign to read only property '%u' of object '[object %s]'", i,
                       vm_ta_name[ta_kind(v_ta(ta))]);
        vm_refused(vm); /* Reflect.set answers false */
        return -1;
    }
    return vm_ta_set_index_js(vm, ta, i, v);
}

int vm_ta_set_index_js(Vm *vm, Value ta, uint32_t i, Value v)
{
    if (UNLIKELY(vm_ab_immutable_noalloc(v_ta(ta)->buffer)))
        return vm_ta_set_index_mode_js(vm, ta, i, v, true);
    double d;
    if (ta_kind_big(ta_kind(v_ta(ta)))) {
        uint64_t x;
        size_t sc = gc_scope_open(vm);
        Value *th = gc_handle(vm, ta);
        int r = vm_ta_to_bits_js(vm, v, &x);
        ta = *th;
        gc_scope_close(vm, sc);
        if (r < 0)
            return -1;
        if (i < v_ta(ta)->length)
            vm_ta_put_bits_noalloc(v_ta(ta), i, x);
        return 0;
    }
    if (v_is_int(v)) {
        if (i < v_ta(ta)->length)
            vm_ta_put_int_noalloc(v_ta(ta), i, v_get_int(v));
        return 0;
    }
    if (v_is_number(v)) {
        d = v_to_double(v);
    } else {
        size_t sc = gc_scope_open(vm);
        Value *th = gc_handle(vm, ta);
        int r = vm_to_number_js(vm, v, &d);
        ta = *th;
        gc_scope_close(vm, sc);
        if (r < 0)
            return -1;
    }
    if (i < v_ta(ta)->length)
        vm_ta_put_noalloc(v_ta(ta), i, d);
    return 0;
}

bool vm_ta_numeric_key_noalloc(Value key)
{
    if (!v_is_type(key, T_STRING))
        return false;
    String *s = v_str(key);
    if (s->len == 0 || s->len > 30 || (s->hdr.flags & STR_WIDE))
        return false;
    if (s->len == 2 && s->data[0] == '-' && s->data[1] == '0')
        return true;
    char c = (char)s->data[0];
    if (!(c == '-' || c == 'I' || c == 'N' || (c >= '0' && c <= '9')))
        return false;
    char buf[40];
    size_t n = vm_num_format(vm_str_to_num_noalloc(s), buf);
    return n == s->len && memcmp(buf, s->data, n) == 0;
}

int vm_typed_memory_noalloc(Value v, void **ptr, size_t *len)
{
    if (v_is_any_ab(v)) {
        ArrayBufferObj *b = v_cell(v);
        *ptr = b->data; /* NULL with length 0 once detached; a SharedArrayBuffer's as this VM saw it */
        *len = (size_t)b->len;
        return 1;
    }
    if (v_is_ta(v) || v_is_class(v, CLS_DATAVIEW)) {
        TypedArrayObj *t = v_cell(v);
        *ptr = t->data;
        *len = v_is_ta(v) ? (size_t)t->length * vm_ta_size[ta_kind(t)] : t->length;
        return 1;
    }
    return 0;
}
