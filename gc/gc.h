/* gc/gc.h — the only way to allocate heap cells, and the rooting API.
 *
 * The collector is precise and MOVING: any call that takes a Vm * may
 * allocate, and any allocation may move every cell. C code therefore never
 * keeps a Value or a cell pointer in a C local across such a call; it keeps
 * it in a handle (gc_handle) or on the interpreter's value stack and reads it
 * back afterwards. Functions that cannot allocate end in _noalloc.
 *
 * gc/ knows a cell only through its GcHeader and the type table
 * (vm/types.def: a trace function per type); it never includes interp.h.
 * Roots are enumerated by vm_trace_roots() (vm/), plus the handle stack here.
 */
#ifndef TARN_GC_H
#define TARN_GC_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "../vm/value.h"

typedef struct Vm Vm;

enum {
#define X(name, trace, moved, cards) name,
#include "../vm/types.def"
#undef X
    T__COUNT
};

/* One 8-byte header opens every cell. During a copy the whole word is
 * overwritten by (new address | 1): GC_FORWARDED. */
typedef struct GcHeader {
    uint8_t type;   /* T_* */
    uint8_t gc;     /* collector bits (GC_*), owned by gc/ */
    uint8_t cls;    /* per-type sub-kind (ObjClass for T_OBJECT) */
    uint8_t flags;  /* per-type flags (string: STR_*, object: OBJ_*) */
    uint32_t size;  /* whole cell size in bytes, multiple of 8 */
} GcHeader;

_Static_assert(sizeof(GcHeader) == 8, "header is one word");

/* The layout of a card-scanned type (vm/types.def's cards column): n Value
 * slots after the header and two 32-bit words. Large cells of such a type
 * get one card byte per GC_CARD_SHIFT bytes; the owner of the type asserts
 * its layout matches. */
typedef struct GcCardCell {
    GcHeader hdr;
    uint32_t n;
    uint32_t _pad;
    Value v[];
} GcCardCell;
/* vm/types.def's cards column, by type (gc/collect.c). */
extern const bool gc_type_cards[];

typedef struct GcTracer GcTracer;
typedef void (*GcTraceFn)(GcTracer *t, void *cell);
/* vm/types.def's moved column: after the copy of the cell old to n. */
typedef void (*GcMovedFn)(void *n, const void *old);

/* Root sets (gc/roots.def). vm_trace_roots announces each before visiting
 * it; diagnostics report how many slots each set held. */
enum {
#define X(id, name) GC_ROOT_##id,
#include "roots.def"
#undef X
    GC_ROOT__COUNT
};
void gc_root_section(GcTracer *t, int section);

/* Visit a Value field by address; rewrites it if the target moved. */
void gc_visit(GcTracer *t, Value *slot);
/* Visit a typed cell-pointer field (e.g. Shape *) by address; NULL is fine. */
void gc_visit_cell(GcTracer *t, void **slot);
#define GC_VISIT_PTR(t, field) gc_visit_cell((t), (void **)&(field))
/* True for the minor and mark tracers, which ignore immortal cells: a root
 * set holding only immortal cells may be skipped. */
bool gc_tracer_skips_immortal(GcTracer *t);
/* The VM whose heap t traces (for weak callbacks that record VM state). */
Vm *gc_tracer_vm_noalloc(GcTracer *t);
/* True for a minor's copying tracer: vm/ then visits only the remembered
 * part of its non-cell roots (compiled code, struct Vm's code_rem). */
bool gc_tracer_is_minor(GcTracer *t);
/* True for the verifier pass that checks the remembered-set invariant;
 * vm/ reports a root that breaks its own version of it with
 * gc_verify_report (the collection then aborts, as for any verify error). */
bool gc_tracer_checks_remembered(GcTracer *t);
/* True for a major's (or an incremental cycle's) marking tracer. */
bool gc_tracer_is_marking(GcTracer *t);
/* The marking under way, or the next one: a number no earlier marking had
 * (vm/realm.c stamps the realms a marking finds live with it). */
uint64_t gc_mark_epoch_noalloc(Vm *vm);
void gc_verify_report(GcTracer *t, const char *what, const void *p);
/* Visit n consecutive Values. */
void gc_visit_range(GcTracer *t, Value *start, size_t n);
/* The generic visitor, for the trace bodies (vm/object.h, "Trace bodies"):
 * VM_TRACE_<LAYOUT>(GC_VISIT, t, cell) visits through the calls above. */
#define GC_VISIT_VALUE gc_visit
#define GC_VISIT_VALUES gc_visit_range
#define GC_VISIT_CELL gc_visit_cell
#define GC_VISIT_SHAPE gc_visit_cell
#define GC_VISIT_REALM GC_MARK_REALM
/* A function's realm (FuncProto p's): a marking that meets a function of a
 * realm other than 0 tells vm/ that the realm is live. A minor has nothing
 * to do (MINOR_REALM). */
#define GC_MARK_REALM(t, p) do {                                            \
        const FuncProto *rp_ = (p);                                         \
        if (UNLIKELY(rp_ && rp_->realm))                                    \
            vm_realm_note((t), rp_->realm);                                 \
    } while (0)

/* The allocation and barrier fast paths read these few words of the heap
 * inline. GcHeap (gc/heap.h) opens with a GcHot and Vm opens with its
 * GcHeap pointer (gc/gc.c asserts both), so gc_hot() is one load. */
typedef struct GcHot {
    char *top, *limit;     /* eden bump region; limit == top forces the slow path */
    uintptr_t young_lo;    /* [young_lo, young_lo + young_size): every young cell */
    uintptr_t young_size;
    /* [bar_lo, bar_lo + bar_size): the values the barrier's slow path
     * must see. The young range, except while an incremental mark runs
     * (gc/incremental.c), when it also spans every old mapping so that a
     * store of an old cell into an old owner is seen and shaded. */
    uintptr_t bar_lo, bar_size;
} GcHot;

static inline GcHot *gc_hot(Vm *vm) { return *(GcHot **)vm; }

/* Cells above this size are allocated in the large-object space (born old,
 * never copied). Immix's threshold. */
#define GC_LARGE_MIN 8192u

/* ---- Weak references ----------------------------------------------------
 * A minor treats both kinds as strong (they are resolved at majors only).
 * During a major, gc_visit_weak leaves *slot unmarked and clears it to
 * V_UNDEF after marking if its target died; gc_visit_ephemerons marks the
 * table cell in *slot without tracing it and hands it to the vm/ callbacks
 * below, run to a fixpoint after marking, then once to clear dead keys. */
void gc_visit_weak(GcTracer *t, Value *slot);
void gc_visit_ephemerons(GcTracer *t, Value *slot);
/* Major only: has the cell v been reached (non-cells and immortals: true)? */
bool gc_is_live_noalloc(GcTracer *t, Value v);
/* Provided by vm/ (vm/weak.c): visit the values of live keys of an
 * ephemeron table; true if that visited anything not yet live. */
bool vm_ephemeron_trace(GcTracer *t, void *table);
/* Provided by vm/: drop the entries of dead keys. */
void vm_ephemeron_clear(GcTracer *t, void *table);
/* Provided by vm/ (vm/realm.c): while marking, realm r is named by
 * something live (a function, a frame, a module): trace its world (once
 * per marking). Any other tracer: nothing. */
void vm_realm_note(GcTracer *t, uint32_t r);
/* Provided by vm/: in the ephemeron fixpoint, mark the realms whose global
 * or contextified object was reached; true if that traced anything. */
bool vm_realm_mark_reached(GcTracer *t);
/* Provided by vm/: after a major's marking, free the realms not found live. */
void vm_realm_sweep(Vm *vm, GcTracer *t);

/* Allocate a zero-filled cell of `bytes` (header included, rounded up to 8)
 * with hdr.type = type. May collect (and so move everything). Returns NULL
 * after raising RangeError("out of memory") in the VM. The fast path (a
 * bump in the nursery) is inline; everything else is gc_alloc_slow. */
void *gc_alloc_slow(Vm *vm, uint8_t type, size_t bytes);

static inline void *gc_alloc(Vm *vm, uint8_t type, size_t bytes)
{
    GcHot *h = gc_hot(vm);
    bytes = (bytes + 7) & ~(size_t)7;
    if (UNLIKELY(bytes < 16))
        bytes = 16;
    char *p = h->top;
    if (UNLIKELY(bytes > GC_LARGE_MIN || (size_t)(h->limit - p) < bytes))
        return gc_alloc_slow(vm, type, bytes);
    h->top = p + bytes;
    *(GcHeader *)p = (GcHeader){ .type = type, .size = (uint32_t)bytes }; /* one 8-byte store */
    memset(p + 8, 0, bytes - 8);
    return p;
}

/* ---- Handles: a per-VM stack of rooted Value slots ---------------------- */
/* A scope is just the saved handle-stack top. The returned Value * stays
 * valid (and is updated by the collector) until the scope closes.
 *
 * All three are inline: builtins open a scope and push a few handles per
 * call, and out of line the calls cost more than the work (promise-heavy
 * code). struct Vm (vm/vm.h) keeps the handle
 * stack in its words 2-4, `Value *handles; size_t htop, hcap;`, right after
 * the heap and page-hook pointers; gc/gc.c asserts these offsets, so the
 * fast paths read the fields without seeing struct Vm. */
enum {
    GC_VM_HANDLES_OFF = 2 * sizeof(void *),
    GC_VM_HTOP_OFF = 3 * sizeof(void *),
    GC_VM_HCAP_OFF = GC_VM_HTOP_OFF + sizeof(size_t),
};

static inline size_t *gc_htop_(Vm *vm) { return (size_t *)((char *)vm + GC_VM_HTOP_OFF); }

/* Out of line and never returns: only a leaked scope gets here. */
_Noreturn void gc_handle_overflow(Vm *vm);

static inline size_t gc_scope_open(Vm *vm) { return *gc_htop_(vm); }

static inline void gc_scope_close(Vm *vm, size_t scope) { *gc_htop_(vm) = scope; }

static inline Value *gc_handle(Vm *vm, Value v)
{
    size_t *top = gc_htop_(vm);
    size_t i = *top;
    if (UNLIKELY(i >= *(size_t *)((char *)vm + GC_VM_HCAP_OFF)))
        gc_handle_overflow(vm);
    Value *p = *(Value **)((char *)vm + GC_VM_HANDLES_OFF) + i;
    *top = i + 1;
    *p = v;
    return p;
}

/* ---- Write barrier ------------------------------------------------------
 * Every store of a Value (or a cell pointer) into a field of an existing
 * cell goes through GC_WRITE(vm, owner, slot, v), where `owner` is the cell
 * that CONTAINS `slot` (an object's separate slots Values, an array's
 * elements Values, not the object header).
 *
 * Old cells carry GC_UNLOGGED while they are not in the remembered set. The
 * fast path is one load and test of the owner's header plus a range check
 * of the value; a young owner (never UNLOGGED) costs just the test. The slow
 * path remembers the owner (or marks a card of a large Values) so the next
 * minor collection scans it. While an incremental mark runs, the value
 * range also spans the old generation and the slow path shades an
 * unmarked old value (docs/gc.md, "Incremental marking"). Stores into a
 * cell allocated in the nursery since the last safepoint may skip it, but
 * using it is never wrong. */
enum { GC_UNLOGGED = 2 }; /* hdr.gc bit; the other bits are gc/heap.h's */

void gc_write_slow(Vm *vm, GcHeader *owner, void *slot);

/* Does the barrier's slow path want a store of these bits? */
static inline bool gc_is_bar_bits(Vm *vm, uintptr_t bits)
{
    GcHot *h = gc_hot(vm);
    return bits - h->bar_lo < h->bar_size;
}

static inline bool gc_is_young_bits(Vm *vm, uintptr_t bits)
{
    GcHot *h = gc_hot(vm);
    return bits - h->young_lo < h->young_size;
}

/* A buffer that replaces one held by `owner` (an array's elements, a Map's
 * table, when they grow): over GC_LARGE_MIN, an old owner's buffer is born
 * old in its own mapping, as the owner would promote it at the next minor
 * anyway (and a buffer built young while the owner is old gets copied only
 * to die at its next growth). A young owner's is young (gc/bigyoung.c). */
void *gc_alloc_large_old(Vm *vm, uint8_t type, size_t bytes);
/* The same, for a caller that writes bytes [lo, hi) of the cell before its
 * next allocation: a mapping reused from a dead large object is cleared
 * outside that range only (gc/oldgen.c, gc_large_alloc). */
void *gc_alloc_large_old_filled(Vm *vm, uint8_t type, size_t bytes, size_t lo, size_t hi);

/* gc_alloc_for when the caller writes bytes [lo, hi) of the cell before its
 * next allocation (a grown store copying the old one's slots). */
static inline void *gc_alloc_for_filled(Vm *vm, const void *owner, uint8_t type, size_t bytes, size_t lo, size_t hi)
{
    if (UNLIKELY(bytes > GC_LARGE_MIN) && !gc_is_young_bits(vm, (uintptr_t)owner))
        return gc_alloc_large_old_filled(vm, type, bytes, lo, hi);
    return gc_alloc(vm, type, bytes);
}

static inline void *gc_alloc_for(Vm *vm, const void *owner, uint8_t type, size_t bytes)
{
    return gc_alloc_for_filled(vm, owner, type, bytes, 0, 0);
}

#ifdef TARN_NO_BARRIER
/* Measurement only (make bench-overhead): the barrier's cost is the
 * difference against this build. Without a remembered set a minor would
 * lose old-to-young edges, so its numbers are valid only for runs that never
 * collect (the harness checks the minor count is zero). */
#define GC_WRITE(vm, owner, slot, v)                                              \
    do {                                                                          \
        (void)(vm);                                                               \
        (void)(owner);                                                            \
        *(slot) = (v); /* slot evaluated once here too */                         \
    } while (0)
#else
#define GC_WRITE(vm, owner, slot, v)                                              \
    do {                                                                          \
        __typeof__(&*(slot)) gcw_s_ = (slot); /* evaluated once */               \
        __typeof__(*(slot)) gcw_v_ = (v);                                         \
        GcHeader *gcw_o_ = (GcHeader *)(owner);                                   \
        *gcw_s_ = gcw_v_;                                                         \
        if (UNLIKELY(gcw_o_->gc & GC_UNLOGGED) &&                                 \
            gc_is_bar_bits((vm), (uintptr_t)gcw_v_))                              \
            gc_write_slow((vm), gcw_o_, (void *)gcw_s_);                          \
    } while (0)
#endif

/* The barrier for n Values a bulk copy (memcpy) has just stored into
 * slots[0..n) of owner: the same guarantee as a GC_WRITE per slot, but an
 * owner that is young or already remembered costs one test, and an old one
 * is recorded once, at its first young value (a large cell keeps
 * GC_UNLOGGED and gets each young slot's card marked, as by GC_WRITE). No
 * allocation may come between the copy and this call. */
static inline void gc_write_range(Vm *vm, void *owner, const Value *slots, size_t n)
{
#ifndef TARN_NO_BARRIER
    GcHeader *o = owner;
    if (LIKELY(!(o->gc & GC_UNLOGGED)))
        return;
    for (size_t i = 0; i < n; i++) {
        if (gc_is_bar_bits(vm, (uintptr_t)slots[i])) {
            gc_write_slow(vm, o, (void *)&slots[i]);
            if (!(o->gc & GC_UNLOGGED))
                return;
        }
    }
#else
    (void)vm;
    (void)owner;
    (void)slots;
    (void)n;
#endif
}

/* ---- Control and statistics -------------------------------------------- */
typedef struct GcStats {
    uint64_t collections;     /* minors + majors */
    uint64_t minors, majors;
    uint64_t bytes_allocated; /* total since VM start */
    uint64_t bytes_live;      /* old generation after the last collection */
    uint64_t heap_size;       /* nursery + old blocks + large objects */
    uint64_t bytes_copied, bytes_promoted; /* totals over all minors */
    uint64_t bytes_pretenured; /* allocated straight into the old generation (pretenure mode) */
    uint64_t total_pause_ns, max_pause_ns;
    uint64_t peak_heap;       /* largest heap_size seen */
    uint64_t old_committed;   /* old blocks in use + large mappings (bytes) */
    uint64_t bytes_evacuated; /* totals over all majors: old cells moved out of sparse blocks */
    uint64_t blocks_evacuated; /* blocks in the evacuation sets */
    uint64_t blocks_released; /* empty blocks whose pages went back to the OS */
    uint64_t young_used;      /* bytes allocated in the nursery (eden + survivors) now */
} GcStats;

int gc_init(Vm *vm);        /* reads TARN_GC_* env; 0 or -1 */
void gc_boot_done(Vm *vm);  /* the VM's start-up is over (see GcHeap.booting) */
/* A later stretch of start-up work: a realm's builtins, or a library made on
 * first use (Intl, Temporal, a node module), which run the same code in
 * every program. Verification thins out inside it as during the VM's
 * start-up. gc_boot_begin returns whether it opened the stretch (false
 * inside one already); gc_boot_end takes that answer and, for the opener,
 * verifies the whole heap once. */
bool gc_boot_begin(Vm *vm);
void gc_boot_end(Vm *vm, bool opened);
void gc_free_all(Vm *vm);   /* release every cell and the heap itself */
void gc_collect(Vm *vm, const char *reason); /* full (major) collection now */
void gc_collect_minor(Vm *vm, const char *reason); /* a minor collection now */
void gc_stats(Vm *vm, GcStats *out);
uint64_t gc_collections_noalloc(Vm *vm); /* minors + majors so far, without filling a GcStats */
int gc_safepoint(Vm *vm);   /* called at back-edges (stress mode collects here) */
/* Called by the event loop between macrotasks (microtasks drained, stack
 * nearly empty): runs a minor if the nursery is more than half full, so the
 * minor finds the finished task's temporaries dead instead of copying the
 * next task's live ones. Returns 1 if it collected. */
int gc_idle_safepoint(Vm *vm);

/* ---- External memory and weak slots (gc/external.c) --------------------
 * gc_external_add reports bytes outside the heap that live as long as some
 * cell does (a host object's C buffer): +n when acquired, -n when released.
 * They count toward major pacing: once more than max(major minimum, old
 * live bytes) have been added since the last major, the next call runs one
 * (so the caller must hold its values in handles, as for any allocation).
 * They count toward the heap limit too: a caller about to acquire a
 * buffer asks gc_over_limit first. Never report scratch an operation frees
 * before returning. */
void gc_external_add(Vm *vm, int64_t bytes);
/* gc/config.c: override the heap limit and nursery floor/cap (bytes; 0
 * keeps the current value). Runs a minor. */
void gc_configure(Vm *vm, size_t max_size, size_t eden_min, size_t eden_max);
uint64_t gc_external_bytes_noalloc(Vm *vm);
/* Would `want` more bytes pass the heap limit (heap plus external bytes)?
 * If so, runs a major first and answers for the heap it leaves, so true
 * means out of memory even after collecting: the caller throws. */
bool gc_over_limit(Vm *vm, size_t want);
/* The heap limit in bytes (a worker's VM takes its parent's). */
size_t gc_heap_limit_noalloc(Vm *vm);
/* Only inside vm_trace_weak (below), after every live cell has been found:
 * true when *slot's cell survives (the slot is updated to its new address),
 * false when it is garbage. Non-cell values count as alive. */
bool gc_weak_alive(GcTracer *t, Value *slot);

/* Provided by vm/: visit every root the VM holds (stack, frames, globals,
 * atom table, builtin objects, pending exception, compiled prototypes). */
void vm_trace_roots(Vm *vm, GcTracer *t);
/* Provided by vm/: called once per collection after marking/copying and
 * before anything is freed, to clear or update weak slots with
 * gc_weak_alive. It must not allocate. */
void vm_trace_weak(Vm *vm, GcTracer *t);
/* Provided by vm/ (object.c, string.c): the type table's trace functions,
 * named in vm/types.def; gc.c builds its table from that file. */

#endif
