/* gc/collect.c — minor and major collections.
 *
 * Minor: Cheney copy of the young generation. Roots are the VM's roots, the
 * handle stack and the remembered set. A cell from eden is copied into
 * survivor-to (age 1); a cell from survivor-from, or one that does not fit,
 * is promoted into an old block. Survivor-to is scanned breadth-first, and
 * promoted cells are scanned from a worklist; a promoted or remembered cell
 * that still points at a young cell afterwards goes into the new remembered
 * set, any other old cell gets GC_UNLOGGED back.
 *
 * Major: pick the old blocks to evacuate (gc/evacuate.c), a minor that
 * promotes everything (so the young generation is empty and the remembered
 * set with it), then mark from the roots through the old generation, moving
 * the reached cells of the evacuated blocks, and start a lazy sweep
 * (gc/oldgen.c). Old cells move only during a major, and only through
 * their slots; TARN_GC_NOMOVE=1 keeps them in place.
 *
 * Invariant during a minor: a young cell with GC_FWD set has its new address
 * in its second word. No JS runs and nothing allocates while h->collecting.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "heap.h"
#include "trace_inline.h"
#include "../vm/vm.h"

/* The trace functions named in vm/types.def (NULL = no references). */
void vm_trace_rope(GcTracer *t, void *cell);
void vm_trace_symbol(GcTracer *t, void *cell);
void vm_trace_values(GcTracer *t, void *cell);
void vm_trace_shape(GcTracer *t, void *cell);
void vm_trace_object(GcTracer *t, void *cell);
void vm_trace_box(GcTracer *t, void *cell);
void vm_trace_maptable(GcTracer *t, void *cell);


GcTraceFn gc_trace_table[T__COUNT] = {
#define X(name, trace, moved, cards) [name] = trace,
#include "../vm/types.def"
#undef X
};

const bool gc_type_cards[T__COUNT] = {
#define X(name, trace, moved, cards) [name] = cards,
#include "../vm/types.def"
#undef X
};

/* gc_reserve_blocks mapped enough blocks before the minor started, so a
 * promotion cannot run out; reaching this is a bug in that bound. */
static void promote_failed(void)
{
    fprintf(stderr, "tarn: internal error: promotion found no block (reserve exhausted)\n");
    abort();
}

static inline bool young(GcTracer *t, uintptr_t bits) { return bits - t->young_lo < t->young_size; }

/* Copy a cell of `size` bytes (a multiple of 8, at least 16). Most cells
 * are a few words: straight-line stores beat a loop or a memcpy call. */
static inline __attribute__((always_inline)) void copy_cell(char *n, const char *p, uint32_t size)
{
    uint64_t *d = (uint64_t *)n;
    const uint64_t *s = (const uint64_t *)p;
    switch (size / 8) {
    case 8: d[7] = s[7]; __attribute__((fallthrough));
    case 7: d[6] = s[6]; __attribute__((fallthrough));
    case 6: d[5] = s[5]; __attribute__((fallthrough));
    case 5: d[4] = s[4]; __attribute__((fallthrough));
    case 4: d[3] = s[3]; __attribute__((fallthrough));
    case 3: d[2] = s[2]; __attribute__((fallthrough));
    case 2:
        d[1] = s[1];
        d[0] = s[0];
        break;
    default:
        memcpy(n, p, size);
    }
}

/* Leave the address of hd's copy in hd (see the invariant at the top). */
static inline void set_forward(GcHeader *hd, void *n)
{
    hd->gc |= GC_FWD;
    *(void **)((char *)hd + 8) = n;
}

/* Push p if the vector has room, without growing it. */
static inline bool ptrvec_try_push(PtrVec *pv, void *p)
{
    if (LIKELY(pv->n < pv->cap)) {
        pv->v[pv->n++] = p;
        return true;
    }
    return false;
}

/* gc_ptrvec_push, with the case where the vector has room inline. */
static inline bool ptrvec_push(GcHeap *h, PtrVec *pv, void *p)
{
    return ptrvec_try_push(pv, p) || gc_ptrvec_push(h, pv, p);
}

/* Promote the young cell hd into the old generation; it is scanned later
 * from t->promo (tagged GC_MARK until then). The common case (a block
 * cell at its class's allocation cursor, room on the worklist) is all of
 * promote, so it saves no registers; the rest is promote_slower, which
 * takes over the cell n the quick path may already hold. */
static __attribute__((noinline)) void *promote_slower(GcTracer *t, GcHeader *hd, char *n);

static inline __attribute__((always_inline)) void *promoted_to(GcTracer *t, GcHeader *hd, char *n, uint32_t size)
{
    t->promoted += size;
    copy_cell(n, (char *)hd, size);
    gc_cell_moved(n, hd);
    ((GcHeader *)n)->gc = size > GC_LARGE_MIN ? GC_LARGE | GC_MARK : GC_MARK;
    set_forward(hd, n);
    return n;
}

static __attribute__((noinline)) void *promote(GcTracer *t, GcHeader *hd)
{
    uint32_t size = hd->size;
    char *n = NULL;
    if (LIKELY(size <= GC_LARGE_MIN)) {
        n = gc_old_alloc_quick(t->heap, size);
        if (LIKELY(n && ptrvec_try_push(&t->promo, n)))
            return promoted_to(t, hd, n, size);
    }
    return promote_slower(t, hd, n);
}

static void *promote_slower(GcTracer *t, GcHeader *hd, char *n)
{
    uint32_t size = hd->size;
    if (size > GC_LARGE_MIN)
        n = gc_promote_big(t->heap, hd);
    else if (!n)
        n = gc_old_alloc(t->heap, size);
    if (UNLIKELY(!n))
        promote_failed();
    if (UNLIKELY(!gc_ptrvec_push(t->heap, &t->promo, n)))
        t->promo_overflow = true; /* found by its GC_MARK tag (scan_tagged) */
    return promoted_to(t, hd, n, size);
}

/* Copy the young cell hd, not yet forwarded: into survivor-to if it is in
 * eden and fits, else promote it. Out of line, and a leaf when it copies
 * (no registers to save): it runs once per surviving cell, while the
 * visit's fast path (minor_target) runs for every slot and is inlined. */
static __attribute__((noinline)) void *forward(GcTracer *t, GcHeader *hd)
{
    char *p = (char *)hd;
    uint32_t size = hd->size;
    if (UNLIKELY((uintptr_t)(p - t->eden_lo) >= (uintptr_t)(t->eden_hi - t->eden_lo) ||
                 (size_t)(t->to_limit - t->to_top) < size))
        return promote(t, hd);
    char *n = t->to_top;
    t->to_top = n + size;
    t->copied += size;
    copy_cell(n, p, size);
    gc_cell_moved(n, p);
    set_forward(hd, n);
    return n;
}

/* Where the young cell p lives after this minor (copying it the first time
 * it is reached); notes in t->young_seen that the cell being scanned still
 * points at a young cell. */
static inline __attribute__((always_inline)) void *minor_target(GcTracer *t, void *p)
{
    GcHeader *hd = p;
    void *n = hd->gc & GC_FWD ? *(void **)((char *)p + 8) : forward(t, hd);
    if (young(t, (uintptr_t)n))
        t->young_seen = true;
    return n;
}

/* The copying visit of a Value slot and of a cell-pointer slot (NULL is
 * never young), inlined into the scan loop for the common types. */
static inline __attribute__((always_inline)) void minor_visit(GcTracer *t, Value *slot)
{
    Value v = *slot;
    if (young(t, (uintptr_t)v))
        *slot = v_from_cell(minor_target(t, v_cell(v)));
}

static inline __attribute__((always_inline)) void minor_visit_cell(GcTracer *t, void **slot)
{
    void *p = *slot;
    if (young(t, (uintptr_t)p))
        *slot = minor_target(t, p);
}

/* minor_visit over n consecutive slots. The young range is read once: the
 * compiler cannot keep t->young_lo in a register by itself, since for all
 * it knows a store into a Value slot could change it. */
static inline __attribute__((always_inline)) void minor_visit_range(GcTracer *t, Value *v, size_t n)
{
    uintptr_t lo = t->young_lo, size = t->young_size;
    for (size_t i = 0; i < n; i++)
        if ((uintptr_t)v[i] - lo < size)
            v[i] = v_from_cell(minor_target(t, v_cell(v[i])));
}

/* A minor's trace of one cell (the Cheney scan, promoted and remembered
 * cells): gc/trace_inline.h with the copying visits above. */
#define MINOR_VALUE(t, slot) minor_visit_range(t, slot, 1)
#define MINOR_VALUES minor_visit_range
#define MINOR_CELL minor_visit_cell
#define MINOR_REALM(t, p) ((void)0)
#define MINOR_SHAPE minor_visit_cell
static inline __attribute__((always_inline)) void minor_trace(GcTracer *t, GcHeader *hd)
{
    GC_TRACE_INLINE(MINOR, t, hd);
}

void gc_root_section(GcTracer *t, int section)
{
    t->roots[t->section] += t->nvisit - t->sec_mark;
    t->section = section;
    t->sec_mark = t->nvisit;
}

void gc_visit(GcTracer *t, Value *slot)
{
    t->nvisit++;
    if (LIKELY(t->mode == TR_MINOR)) {
        minor_visit(t, slot);
        return;
    }
    if (t->mode == TR_MARK)
        gc_mark_visit_range(t, slot, 1);
    else if (v_is_cell(*slot))
        gc_verify_visit(t, slot);
}

void gc_visit_cell(GcTracer *t, void **slot)
{
    t->nvisit++;
    if (LIKELY(t->mode == TR_MINOR)) {
        minor_visit_cell(t, slot);
        return;
    }
    if (t->mode == TR_MARK)
        gc_mark_visit_cell(t, slot);
    else if (*slot)
        gc_verify_visit_cell(t, slot);
}

void gc_visit_weak(GcTracer *t, Value *slot)
{
    if (t->mode != TR_MARK) {
        gc_visit(t, slot);
        return;
    }
    t->nvisit++;
    if (!v_is_cell(*slot) || young(t, (uintptr_t)*slot))
        return; /* a young target (a slice's) lives: it is promoted marked or stays young */
    GcHeader *hd = v_cell(*slot);
    if (hd->gc & GC_FWD) /* already evacuated: follow it now */
        *slot = v_from_cell(*(void **)((char *)hd + 8));
    else if (!gc_is_marked_noalloc(hd) && !gc_ptrvec_push(t->heap, &t->heap->weak_slots, slot)) {
        /* out of memory: hold it strongly this time (allowed: when a
         * target is collected is not observable before it is) */
        t->heap->weak_strong++;
        gc_visit(t, slot);
    }
}

void gc_visit_ephemerons(GcTracer *t, Value *slot)
{
    if (t->mode != TR_MARK) {
        gc_visit(t, slot);
        return;
    }
    t->nvisit++;
    if (!v_is_cell(*slot) || young(t, (uintptr_t)*slot))
        return; /* a young table (a slice's) is traced strongly when promoted */
    /* mark (or evacuate) the table without tracing it */
    bool fresh;
    void *n = gc_mark_move(t, v_cell(*slot), false, &fresh);
    *slot = v_from_cell(n);
    if (!fresh)
        return;
    if (gc_ptrvec_push(t->heap, &t->heap->ephemerons, n)) {
        ((GcHeader *)n)->gc |= GC_EPH; /* the overflow rescan must not trace it */
    } else {
        /* out of memory: this table is strong for this major (its keys and
         * values stay alive), traced like any cell */
        t->heap->weak_strong++;
        gc_mark_push(t, n);
    }
}

bool gc_tracer_skips_immortal(GcTracer *t) { return t->mode == TR_MINOR || t->mode == TR_MARK; }

bool gc_tracer_is_minor(GcTracer *t) { return t->mode == TR_MINOR; }

bool gc_tracer_checks_remembered(GcTracer *t) { return t->mode == TR_REMCHECK; }

bool gc_tracer_is_marking(GcTracer *t) { return t->mode == TR_MARK; }

uint64_t gc_mark_epoch_noalloc(Vm *vm) { return vm->heap->majors + 1; }

bool gc_is_live_noalloc(GcTracer *t, Value v)
{
    (void)t;
    return !v_is_cell(v) || gc_is_marked_noalloc(v_cell(v));
}

void gc_visit_range(GcTracer *t, Value *start, size_t n)
{
    t->nvisit += n;
    if (t->mode == TR_MINOR) {
        minor_visit_range(t, start, n);
        return;
    }
    if (t->mode == TR_MARK) {
        gc_mark_visit_range(t, start, n);
        return;
    }
    for (size_t i = 0; i < n; i++) /* the verifier's modes */
        if (v_is_cell(start[i]))
            gc_verify_visit(t, &start[i]);
}

/* Any tracer's trace of one cell, through the generic visitors (the
 * verifier, a mark-stack overflow's rescan). */
void gc_trace_cell(GcTracer *t, void *cell)
{
    GcTraceFn fn = gc_trace_table[((GcHeader *)cell)->type];
    if (fn)
        fn(t, cell);
}

static uint64_t clock_ns(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static uint64_t now_ns(void) { return clock_ns(CLOCK_MONOTONIC); }
uint64_t gc_now_ns(void) { return now_ns(); }
uint64_t gc_thread_cpu_ns(void) { return clock_ns(CLOCK_THREAD_CPUTIME_ID); }
static uint64_t thread_cpu_ns(void) { return clock_ns(CLOCK_THREAD_CPUTIME_ID); }

void gc_scan_roots(Vm *vm, GcTracer *t)
{
    vm_trace_roots(vm, t);
    /* The handle stack [0, htop): C code's rooted locals. */
    gc_root_section(t, GC_ROOT_HANDLES);
    gc_visit_range(t, vm->handles, vm->htop);
    gc_root_section(t, GC_ROOT_HANDLES);
}

/* Phase clock for TARN_GC_TRACE. */
enum { PH_VERIFY, PH_REMSET, PH_ROOTS, PH_SCAN, PH_MARK, PH_SWEEP, PH__COUNT };
static const char *const phase_name[PH__COUNT] = { "verify", "remset", "roots", "scan", "mark", "sweep" };
static const char *const root_name[GC_ROOT__COUNT] = {
#define X(id, name) name,
#include "roots.def"
#undef X
};
_Static_assert(PH__COUNT <= GC_PHASES, "GcHeap.phase_ns is too small");

/* Put hd back into the remembered set; if the set cannot grow, the next
 * minor scans every old cell (hd keeps its "remembered" bits either way,
 * so the barrier and the verifier see it as remembered). */
static void remember(GcHeap *h, GcHeader *hd)
{
    if (UNLIKELY(!ptrvec_push(h, &h->remset, hd)))
        h->remset_overflow = true;
}

/* A remembered old cell (or, with `all`, any old cell): visit what may
 * point at young cells; keep it remembered only if it still does. */
static void scan_remembered(GcTracer *t, GcHeader *hd, bool all)
{
    bool still = false;
    if (hd->gc & GC_LARGE) {
        LargeObj *l = large_of(hd);
        if (l->cards) {
            GcCardCell *vs = (GcCardCell *)hd;
            size_t ncards = ((size_t)hd->size >> GC_CARD_SHIFT) + 1;
            size_t first = offsetof(GcCardCell, v);
            for (size_t c = 0; c < ncards; c++) {
                if (!l->cards[c] && !all)
                    continue;
                size_t lo = c << GC_CARD_SHIFT, hi = lo + ((size_t)1 << GC_CARD_SHIFT);
                if (lo < first)
                    lo = first;
                size_t end = first + (size_t)vs->n * sizeof(Value);
                if (hi > end)
                    hi = end;
                t->young_seen = false;
                if (lo < hi) /* the range visit reads the young bounds once per card */
                    minor_visit_range(t, (Value *)((char *)hd + lo), (hi - lo) / sizeof(Value));
                l->cards[c] = t->young_seen;
                still |= t->young_seen;
            }
        } else {
            t->young_seen = false;
            minor_trace(t, hd);
            still = t->young_seen;
        }
        if (still) {
            hd->gc |= GC_REM;
            remember(t->heap, hd);
        } else {
            hd->gc &= (uint8_t)~GC_REM;
        }
    } else {
        t->young_seen = false;
        minor_trace(t, hd);
        if (t->young_seen) {
            hd->gc &= (uint8_t)~GC_UNLOGGED;
            remember(t->heap, hd);
        } else {
            hd->gc |= GC_UNLOGGED;
        }
    }
    /* while marking: stores into a remembered small cell skipped the
     * barrier, so a marked one is traced again (gc/incremental.c); a large
     * one keeps GC_UNLOGGED, so the barrier saw every store into it */
    if (UNLIKELY(t->heap->marking) && !(hd->gc & GC_LARGE) && gc_is_marked_noalloc(hd))
        gc_inc_regrey(t->heap, hd);
}

/* The remembered set overflowed (h->remset_overflow): scan every old cell
 * as if it were remembered and rebuild the set. Cells promoted by this
 * minor carry GC_MARK and are left to the promotion scan. Blocks mapped
 * during the scan (pushed at the head of h->blocks) hold only such cells.
 * Returns the cells scanned. */
static size_t scan_all_old(GcTracer *t)
{
    GcHeap *h = t->heap;
    size_t n = 0;
    for (Block *b = h->blocks; b; b = b->next)
        for (uint32_t i = 0; i < b->ncells; i++) {
            GcHeader *hd = (GcHeader *)block_cell(b, i);
            if (block_cell_live(b, i) && !(hd->gc & GC_MARK)) {
                scan_remembered(t, hd, true);
                n++;
            }
        }
    for (LargeObj *l = h->large; l; l = l->next) {
        scan_remembered(t, large_cell(l), true);
        n++;
    }
    return n;
}

/* A cell promoted by this minor (tagged GC_MARK by forward): scan it once. */
static void scan_promoted(GcTracer *t, GcHeader *hd)
{
    /* the tag is GC_MARK alone: an old large object marked by a running
     * incremental mark has GC_UNLOGGED too (every large object does) */
    if ((hd->gc & (GC_MARK | GC_UNLOGGED)) != GC_MARK)
        return; /* scanned already (scan_tagged found it first) */
    if (hd->gc & GC_LARGE) { /* a big young cell (gc/bigyoung.c) */
        hd->gc = GC_LARGE | GC_UNLOGGED | GC_REM;
        scan_remembered(t, hd, true); /* sets its cards and GC_REM */
    } else {
        hd->gc = 0;
        t->young_seen = false;
        minor_trace(t, hd);
        if (t->young_seen)
            remember(t->heap, hd);
        else
            hd->gc = GC_UNLOGGED;
    }
    /* while marking, a promoted cell is grey: marked, traced by a slice */
    if (UNLIKELY(t->heap->marking))
        gc_inc_regrey(t->heap, hd);
}

/* The promotion worklist overflowed: find the promoted cells it dropped by
 * their tag. Promotion only allocates in swept blocks (alloc bitmap). */
static void scan_tagged(GcTracer *t)
{
    for (Block *b = t->heap->blocks; b; b = b->next)
        for (uint32_t i = 0; i < b->ncells; i++)
            if (block_cell_live(b, i))
                scan_promoted(t, (GcHeader *)block_cell(b, i));
    /* big young cells promoted into large mappings (scan_promoted tells
     * the promotion tag from an incremental mark's GC_MARK) */
    for (LargeObj *l = t->heap->large; l; l = l->next)
        scan_promoted(t, large_cell(l));
}

static void set_prot(void *p, size_t n, int prot)
{
    if (n && mprotect(p, n, prot) != 0) {
        perror("tarn: mprotect");
        abort();
    }
}


/* How far in from its slot's base a used young range starts (GcHeap's
 * eden_start): 0, or under stress a multiple of 8 in [8, 4096) that
 * changes from minor to minor. */
static size_t young_shift(GcHeap *h)
{
    if (!h->stress)
        return 0;
    h->shift_state = h->shift_state * 1103515245u + 12345u;
    return (size_t)(1 + (h->shift_state >> 16) % 511) * 8;
}

#define GC_VERIFY_CREDIT ((size_t)32 << 10) /* bytes of heap walk per stress collection (GcHeap.verify_all) */

static void minor(Vm *vm, bool promote_all, GcTracer *t)
{
    GcHeap *h = vm->heap;
    char *eden_lo = h->eden_start, *eden_hi = h->hot.top;
    char *from_lo = h->surv_start, *from_hi = h->surv_top;
    char *to_base = h->surv[1 - h->surv_cur], *to = to_base + young_shift(h);
    if (h->protect)
        set_prot(to_base, h->surv_fenced[1 - h->surv_cur], PROT_READ | PROT_WRITE);
    h->surv_fenced[1 - h->surv_cur] = 0;
    size_t surv_room = (size_t)(to_base + h->surv_cap - to);
    size_t surv_size = gc_surv_size(h);
    *t = (GcTracer){ .mode = TR_MINOR, .heap = h, .vm = vm, .young_lo = h->hot.young_lo,
                     .young_size = h->hot.young_size, .to_top = to,
                     .to_limit = promote_all || nursery_promotes_directly(&h->nursery)
                                     ? to
                                     : to + (surv_size < surv_room ? surv_size : surv_room),
                     .eden_lo = eden_lo, .eden_hi = eden_hi, .promote_all = promote_all };

    uint64_t c0 = now_ns();
    /* The remembered set is rebuilt in place: an entry kept is written at
     * or below the one being read, so this needs no memory. */
    PtrVec *rs = &h->remset;
    size_t nrem = rs->n;
    bool all = h->remset_overflow;
    h->remset_overflow = false;
    rs->n = 0;
    if (UNLIKELY(all)) {
        h->remset_fullscans++;
        nrem = scan_all_old(t);
    } else {
        for (size_t i = 0; i < nrem; i++)
            scan_remembered(t, rs->v[i], false);
    }
    t->roots[GC_ROOT_REMSET] = nrem;
    t->sec_mark = t->nvisit; /* the slots of remembered cells are no root set's */
    uint64_t c1 = now_ns();
    gc_scan_roots(vm, t);
    uint64_t c2 = now_ns();
    h->phase_ns[PH_REMSET] += c1 - c0;
    h->phase_ns[PH_ROOTS] += c2 - c1;

    char *scan = to;
    size_t pi = 0;
    for (;;) {
        while (scan < t->to_top) {
            GcHeader *hd = (GcHeader *)scan;
            minor_trace(t, hd);
            scan += hd->size;
        }
        if (pi < t->promo.n) {
            while (pi < t->promo.n)
                scan_promoted(t, t->promo.v[pi++]);
        } else if (UNLIKELY(t->promo_overflow)) {
            t->promo_overflow = false;
            h->promo_tagscans++;
            scan_tagged(t);
        } else {
            break;
        }
    }
    free(t->promo.v);
    t->promo = (PtrVec){ 0 };
    vm_trace_weak(vm, t); /* before from-space is poisoned */
    gc_young_big_after_minor(t);
    h->phase_ns[PH_SCAN] += now_ns() - c2;

    /* The young generation is now survivor-to; eden and survivor-from are
     * garbage. Under protection, poison them and fence them off so a stale
     * reference reads 0xDE bytes (never a valid cell) or faults at once, and
     * allocate from the other eden slot. Only the part of a slot up to the
     * end of its cells is fenced: no cell, so no stale reference, was ever
     * past it, and a short range is changed with a few page-table entries
     * and a local TLB flush. Under stress a minor per allocation would
     * spend most of the run in mprotect, so one minor in 7 fences (odd, so both slots take turns; all with
     * TARN_GC_VERIFY=2); the others only poison, and a stale reference
     * read there finds 0xDE bytes, no cell header and no pointer. */
    if (h->protect) {
        memset(eden_lo, 0xDE, (size_t)(eden_hi - eden_lo));
        memset(from_lo, 0xDE, (size_t)(from_hi - from_lo));
        if (!h->stress || h->verify_all || h->fence_n++ % 7 == 0) {
            h->eden_fenced[h->eden_cur] = (size_t)(eden_hi - h->eden[h->eden_cur]);
            h->surv_fenced[h->surv_cur] = (size_t)(from_hi - h->surv[h->surv_cur]);
            set_prot(h->eden[h->eden_cur], h->eden_fenced[h->eden_cur], PROT_NONE);
            set_prot(h->surv[h->surv_cur], h->surv_fenced[h->surv_cur], PROT_NONE);
        }
        h->eden_cur = 1 - h->eden_cur;
        set_prot(h->eden[h->eden_cur], h->eden_fenced[h->eden_cur], PROT_READ | PROT_WRITE);
        h->eden_fenced[h->eden_cur] = 0;
    }
    h->bytes_allocated += (uint64_t)(eden_hi - eden_lo);
    h->surv_cur = 1 - h->surv_cur;
    h->surv_start = to;
    h->surv_top = t->to_top;
    if (!promote_all && (h->diag || h->trace)) {
        uint64_t spent = thread_cpu_ns() - h->cpu_coll_start;
        h->minor_frac = (double)spent / (double)(h->cpu_mut_ns + spent + 1);
        h->cpu_mut_ns = 0;
    }
    /* An idle minor (gc_idle_safepoint) ran early, at a moment chosen for
     * low survival: its rate says nothing about the nursery's size. */
    if (!promote_all)
        gc_nursery_after_minor(h, (size_t)(eden_hi - eden_lo), t->copied + t->promoted, t->to_top == to,
                               !h->stress && !h->idle_now);
    /* pretenure mode stays closed while marking: a born-old cell's
     * initialising stores skip the barrier (gc/incremental.c) */
    if (h->marking)
        h->nursery.pretenure_left = 0;
    h->hot.top = h->eden_start = h->eden[h->eden_cur] + young_shift(h);
    gc_set_eden_limit(h);
    gc_reset_limit(h);
    h->bytes_copied += t->copied;
    h->bytes_promoted += t->promoted;
    if (!promote_all)
        h->minors++; /* a major's evacuation is part of the major */
}

/* Marking (with evacuation, gc/evacuate.c), weak processing, then the
 * part of the sweep that must happen now (gc_sweep_begin): the sweep of
 * each block is lazy (gc/oldgen.c). */
static void major(Vm *vm)
{
    GcHeap *h = vm->heap;
    size_t old_before = h->old_bytes;
    GcTracer t = { .mode = TR_MARK, .heap = h, .vm = vm };
    uint64_t c0 = now_ns();
    uint64_t u0 = h->diag ? thread_cpu_ns() : 0;
    gc_scan_roots(vm, &t);
    gc_mark_drain(&t);
    /* Ephemerons: a value is live if its table and its key are. Repeat
     * until a pass marks nothing new (Hermes GenGC's fixpoint); then drop
     * dead keys (and update moved ones) and clear weak references to dead
     * cells, or point them at the copy of an evacuated one. */
    for (bool more = true; more;) {
        more = false;
        for (size_t i = 0; i < h->ephemerons.n; i++)
            more |= vm_ephemeron_trace(&t, h->ephemerons.v[i]);
        more |= vm_realm_mark_reached(&t); /* realms, keyed by their global objects */
        gc_mark_drain(&t);
    }
    for (size_t i = 0; i < h->ephemerons.n; i++) {
        vm_ephemeron_clear(&t, h->ephemerons.v[i]);
        ((GcHeader *)h->ephemerons.v[i])->gc &= (uint8_t)~GC_EPH;
    }
    for (size_t i = 0; i < h->weak_slots.n; i++) {
        Value *slot = h->weak_slots.v[i];
        if (!gc_weak_alive(&t, slot))
            *slot = V_UNDEF;
    }
    h->ephemerons.n = h->weak_slots.n = 0;
    vm_trace_weak(vm, &t); /* before the sweep frees unmarked cells */
    vm_realm_sweep(vm, &t);
    uint64_t c1 = now_ns();
    uint64_t u1 = h->diag ? thread_cpu_ns() : 0;
    h->phase_ns[PH_MARK] += c1 - c0;
    if (h->verify && gc_verify_evacuated(vm))
        abort();
    uint64_t c2 = now_ns();
    uint64_t u2 = h->diag ? thread_cpu_ns() : 0;
    h->phase_ns[PH_VERIFY] += c2 - c1;
    size_t blocks_before = h->nblocks;
    gc_sweep_begin(h);
    h->phase_ns[PH_SWEEP] += now_ns() - c2;
    if (h->diag) {
        h->cpu_mark_ns = u1 - u0;
        h->cpu_sweep_ns = thread_cpu_ns() - u2;
    }
    gc_nursery_after_major(h, old_before); /* old_bytes is exact here: marking counted the live bytes */
    h->old_live = h->old_bytes;
    h->evac_bytes_total += h->evac_bytes;
    if (h->diag)
        fprintf(stderr,
                "[gc] major-old: mark_us=%llu sweep_us=%llu evac_blocks=%zu evacuated=%llu cells=%llu "
                "blocks=%zu->%zu unswept=%zu rescans=%llu\n",
                (unsigned long long)((c1 - c0) / 1000), (unsigned long long)(h->phase_ns[PH_SWEEP] / 1000),
                h->evac_nblocks, (unsigned long long)h->evac_bytes, (unsigned long long)h->evac_cells,
                blocks_before, h->nblocks, h->nunswept, (unsigned long long)h->mark_rescans);
    /* Pacing: the next major when the old generation has grown to 1.75x
     * what survived this one (docs/gc.md, "Majors"), and at least 8 MiB. */
    size_t next = h->old_live + h->old_live / 4 * 3;
    h->major_at = next < h->major_min ? h->major_min : next;
    h->majors++;
    gc_inc_after_major(h); /* the cycle (if one ran) is over; the next one's trigger */
}

void gc_collect_for(Vm *vm, const char *reason, size_t request, bool is_major)
{
    (void)request;
    GcHeap *h = vm->heap;
    if (h->collecting)
        return;
    uint64_t t0 = now_ns();
    size_t young_before = (size_t)(h->hot.top - h->eden_start) +
                          (size_t)(h->surv_top - h->surv_start);
    size_t old_before = h->old_bytes;

    /* Every block a minor can need is mapped before it starts: a minor
     * cannot stop half way, so it is skipped instead (an allocation that
     * needed it throws the out-of-memory error, gc_alloc_slow). */
    if (!gc_reserve_blocks(h, young_before) || !gc_reserve_big(h))
        return;
    memset(h->phase_ns, 0, sizeof h->phase_ns);
    /* cpu_share is for the diagnostics only: the thread CPU clock is a
     * system call, three of them would double a small minor's cost.
     * (0 at first: the thread's CPU so far counts as the mutator's; a VM
     * moved to another thread between collections may see the clock go back) */
    bool measure_cpu = h->diag || h->trace;
    if (measure_cpu) {
        h->cpu_coll_start = thread_cpu_ns();
        if (h->cpu_coll_start > h->cpu_last_end)
            h->cpu_mut_ns += h->cpu_coll_start - h->cpu_last_end;
    }
    bool verify = h->verify && (!h->booting || (h->stress_n & 63) == 0);
    if (verify && h->stress && !h->booting && !is_major && !h->verify_all) {
        h->verify_credit += GC_VERIFY_CREDIT;
        if (h->verify_credit < h->old_bytes + young_before)
            verify = false;
        else
            h->verify_credit = 0;
    }
    /* Under stress the next collection is one allocation away, and its
     * "before" walk sees every reference this one left (a dangling one
     * points into poisoned, fenced-off from-space, never at a live cell):
     * a minor's own "after" walk would check the same heap twice. A major
     * (evacuation, sweeping) is still checked on its way out. */
    bool verify_after = verify && (is_major || !h->stress);
    if (verify && gc_verify_heap(vm, "before", true))
        abort();
    h->phase_ns[PH_VERIFY] = now_ns() - t0;
    h->collecting = true;
    GcTracer t;
    uint64_t u[3] = { 0 }; /* TARN_GC_DIAG's major-cpu line: thread CPU at each step */
    if (is_major && h->diag)
        u[0] = thread_cpu_ns();
    /* A major during an incremental mark is its final pause: the sweep was
     * finished at the cycle's start and nothing is evacuated (docs/gc.md,
     * "Incremental marking"); the marks so far stand, the minor below
     * greys what it promotes, and major() rescans the roots and drains. */
    bool final_pause = is_major && h->marking;
    if (is_major && !final_pause)
        gc_major_prepare(h); /* finish lazy sweeping, pick the evacuation set */
    if (is_major && h->diag)
        u[1] = thread_cpu_ns();
    minor(vm, is_major, &t);
    if (is_major && h->diag)
        u[2] = thread_cpu_ns();
    if (is_major) {
        if (h->remset.n) {
            fprintf(stderr, "tarn: internal error: remembered set not empty after evacuation\n");
            abort();
        }
        major(vm);
    }
    h->collecting = false;
    uint64_t cv = now_ns();
    if (verify_after && gc_verify_heap(vm, "after", true))
        abort();
    h->phase_ns[PH_VERIFY] += now_ns() - cv;
    /* Pages of blocks freed by a major go back a step at a time in the
     * minors after it (and at the idle safepoint), never in a major: a
     * madvise's TLB shootdown costs more than the rest of an incremental
     * cycle's final pause. A dirty block is reused before a fresh one,
     * so the ones waiting cost RSS only until the next minors. */
    size_t released = 0;
    if (h->dirty_blocks.n && !is_major) { /* (the clock costs ~100 instructions a minor) */
        uint64_t cr = now_ns();
        released = gc_release_step(h, GC_RELEASE_STEP);
        h->phase_ns[PH_SWEEP] += now_ns() - cr;
    }
    /* Large objects a major freed go back a budget per minor, never in
     * the major that found them dead (its pause is the long one). */
    if (h->dead_large && !is_major) {
        uint64_t cr = now_ns();
        gc_release_large(h, GC_RELEASE_STEP * GC_BLOCK);
        h->phase_ns[PH_SWEEP] += now_ns() - cr;
    }

    if (measure_cpu)
        h->cpu_last_end = thread_cpu_ns();
    uint64_t pause = now_ns() - t0;
    h->total_pause_ns += pause;
    if (pause > h->max_pause_ns)
        h->max_pause_ns = pause;
    size_t hb = h->eden_size + h->nblocks * GC_BLOCK + h->large_bytes;
    if (hb > h->peak_heap)
        h->peak_heap = hb;
    if (h->diag) {
        char share[32] = "";
        if (!is_major)
            snprintf(share, sizeof share, " cpu_share=%.3f", h->minor_frac);
        fprintf(stderr,
                "[gc] %s #%llu reason=%s young=%zu old_before=%zu old_after=%zu copied=%llu "
                "promoted=%llu survivors=%zu remset=%zu released=%zu dirty=%zu pause_us=%llu%s\n",
                is_major ? "major" : "minor", (unsigned long long)(h->minors + h->majors), reason,
                young_before, old_before, h->old_bytes, (unsigned long long)t.copied,
                (unsigned long long)t.promoted, (size_t)(h->surv_top - h->surv_start),
                h->remset.n, released, h->dirty_blocks.n, (unsigned long long)(pause / 1000),
                share);
        /* The same pause in thread CPU time, which a loaded machine's
         * preemption does not inflate: the lazy sweep finished and the
         * evacuation set picked, the minor that empties the young
         * generation, marking (evacuation and the weak phase included),
         * the sweep's start, and the whole collection. */
        if (final_pause)
            fprintf(stderr,
                    "[gc] inc-cycle: start_us=%llu slices=%llu slice_max_us=%llu slice_max_cpu_us=%llu "
                    "slice_total_us=%llu traced=%llu\n",
                    (unsigned long long)(h->inc_start_ns / 1000), (unsigned long long)h->inc_slices,
                    (unsigned long long)(h->inc_slice_max_ns / 1000),
                    (unsigned long long)(h->inc_slice_cpu_max_ns / 1000),
                    (unsigned long long)(h->inc_slice_total_ns / 1000), (unsigned long long)h->inc_traced);
        if (is_major)
            fprintf(stderr,
                    "[gc] major-cpu: prepare_us=%llu young_us=%llu mark_us=%llu sweep_us=%llu total_us=%llu\n",
                    (unsigned long long)((u[1] - u[0]) / 1000), (unsigned long long)((u[2] - u[1]) / 1000),
                    (unsigned long long)(h->cpu_mark_ns / 1000), (unsigned long long)(h->cpu_sweep_ns / 1000),
                    (unsigned long long)((h->cpu_last_end - h->cpu_coll_start) / 1000));
    }
    if (h->trace) {
        FILE *f = h->trace;
        fprintf(f,
                "{\"gc\":\"%s\",\"n\":%llu,\"reason\":\"%s\",\"pause_us\":%llu,\"young_before\":%zu,"
                "\"copied\":%llu,\"promoted\":%llu,\"survivors\":%zu,\"old_before\":%zu,\"old_after\":%zu,"
                "\"remset\":%zu,\"eden\":%zu,\"heap\":%zu,\"mode\":\"%s\",\"roots\":{",
                is_major ? "major" : "minor", (unsigned long long)(h->minors + h->majors), reason,
                (unsigned long long)(pause / 1000), young_before, (unsigned long long)t.copied,
                (unsigned long long)t.promoted, (size_t)(h->surv_top - h->surv_start), old_before,
                h->old_bytes, h->remset.n, h->eden_size, hb,
                nursery_mode_name(nursery_mode(&h->nursery)));
        for (int i = 0; i < GC_ROOT__COUNT; i++)
            fprintf(f, "%s\"%s\":%llu", i ? "," : "", root_name[i], (unsigned long long)t.roots[i]);
        fprintf(f, "},\"phases_us\":{");
        for (int i = 0; i < PH__COUNT; i++)
            fprintf(f, "%s\"%s\":%.1f", i ? "," : "", phase_name[i], (double)h->phase_ns[i] / 1000.0);
        if (is_major)
            fprintf(f, "}}\n");
        else
            fprintf(f, "},\"cpu_share\":%.3f}\n", h->minor_frac);
    }
}
