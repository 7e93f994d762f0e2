/* gc/evacuate.c — a major's marking, with evacuation of sparse blocks.
 *
 * Before a major (gc_major_prepare) the blocks whose share of allocated
 * cells is under h->evac_pct (30% by default; TARN_GC_EVAC_PCT) become the
 * evacuation set, and they leave the allocation lists, so nothing promoted
 * or copied during this major lands in them. Marking then visits every
 * reference through its slot (gc_visit / gc_visit_cell, as the minor does):
 * a cell in an evacuated block is copied into another block the first time
 * a slot reaches it (Immix-style, in the same pass as marking), its header
 * gets GC_FWD and its second word the new address, and every slot that
 * reaches it — then or later — is rewritten to the copy. After marking the
 * evacuated blocks hold no reached cell and are released (gc_sweep_begin).
 *
 * What never moves: large objects (own mappings), immortal cells (atoms),
 * cells with GC_PIN, and cells of a type in h->pin_type. A pinned cell in an
 * evacuated block is marked in place and keeps its block. No tarn type is
 * pinned by default: every reference to a block cell is either a traced slot
 * (the copying minor already depends on that: every block cell was young
 * once) or a weak slot that the weak phase updates through gc_weak_alive;
 * the address-keyed tables (Map/Set tables, the root-shape table) rehash
 * after a move; ArrayBuffer stores and host-class data are malloc'd, not
 * cells. TARN_GC_NOMOVE=1 turns evacuation off.
 *
 * Invariant during a major: an old cell with GC_FWD is in an evac block and
 * its copy is marked; after gc_sweep_begin no GC_FWD old cell exists.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "trace_inline.h"
#include "../vm/vm.h"

/* The mark stack grows by doubling (gc_meta_realloc, so TARN_GC_FAIL_META
 * reaches it) up to h->mark_stack_max entries. A push that finds no room
 * drops the cell (it is marked already) and sets h->mark_overflow; the
 * drain then rescans the heap for marked cells (docs/gc.md, "Majors": Hermes
 * GenGC's and MQuickJS's answer to a mark stack that cannot grow). */
static void mark_stack_push(GcHeap *h, void *p)
{
    PtrVec *ms = &h->mark_stack;
    if (UNLIKELY(ms->n == ms->cap)) {
        size_t nc = ms->cap ? 2 * ms->cap : 256;
        if (h->mark_stack_max && nc > h->mark_stack_max)
            nc = h->mark_stack_max;
        void **v = nc > ms->cap ? gc_meta_realloc(h, ms->v, nc * sizeof *v) : NULL;
        if (!v) {
            h->mark_overflow = true;
            return;
        }
        ms->v = v;
        ms->cap = nc;
    }
    ms->v[ms->n++] = p;
}

void gc_mark_push(GcTracer *t, void *p) { mark_stack_push(t->heap, p); }

/* Copy p (in an evacuated block) into a block outside the set; NULL if no
 * block can be had (the caller then marks p in place). */
static void *evacuate(GcHeap *h, GcHeader *hd)
{
    uint32_t size = hd->size;
    char *n = gc_old_alloc(h, size);
    if (!n)
        return NULL;
    memcpy(n, hd, size);
    gc_cell_moved(n, hd);
    Block *nb = block_of(n);
    uint32_t i = block_index(nb, n);
    nb->mark[i >> 6] |= 1ull << (i & 63);
    nb->nmark++;
    hd->gc |= GC_FWD;
    *(void **)((char *)hd + 8) = n;
    h->evac_bytes += size;
    h->evac_cells++;
    return n;
}

void *gc_mark_move(GcTracer *t, void *p, bool push, bool *fresh)
{
    GcHeap *h = t->heap;
    GcHeader *hd = p;
    *fresh = false;
    if ((uintptr_t)p - t->young_lo < t->young_size)
        return p; /* a slice meets young cells: roots of the final pause */
    uint8_t g = hd->gc;
    if (UNLIKELY(g & (GC_FWD | GC_IMM | GC_LARGE))) {
        if (g & GC_FWD)
            return *(void **)((char *)p + 8);
        if (g & GC_IMM)
            return p;
        if (!(g & GC_MARK)) {
            hd->gc = (uint8_t)(g | GC_MARK);
            *fresh = true;
            if (push)
                mark_stack_push(h, p);
        }
        return p;
    }
    Block *b = block_of(p);
    uint32_t i = block_index(b, p);
    uint64_t bit = 1ull << (i & 63);
    if (b->mark[i >> 6] & bit)
        return p;
    if (UNLIKELY(b->evac) && !(g & GC_PIN) && !h->pin_type[hd->type]) {
        void *n = evacuate(h, hd);
        if (n) {
            *fresh = true;
            if (push)
                mark_stack_push(h, n);
            return n;
        }
    }
    b->mark[i >> 6] |= bit;
    b->nmark++;
    *fresh = true;
    if (push)
        mark_stack_push(h, p);
    return p;
}

bool gc_is_marked_noalloc(void *p)
{
    GcHeader *hd = p;
    if (hd->gc & (GC_IMM | GC_FWD))
        return true;
    if (hd->gc & GC_LARGE)
        return (hd->gc & GC_MARK) != 0;
    Block *b = block_of(p);
    uint32_t i = block_index(b, p);
    return (b->mark[i >> 6] >> (i & 63)) & 1;
}

/* A major's trace of one marked cell: gc/trace_inline.h with the marking
 * visits of gc/heap.h, without the generic visitors' call, mode test and
 * visit count (the count is only read for the root sections, closed before
 * the drain): marking is most of a major, and binary trees' nodes (an
 * object and its slot array each) are its commonest cells. */
static inline __attribute__((always_inline)) void mark_visit_shape(GcTracer *t, void **slot);
static inline __attribute__((always_inline)) void mark_visit_shape_old(GcTracer *t, void **slot);
#define MARK_VALUE(t, slot) gc_mark_visit_range(t, slot, 1)
#define MARK_VALUES gc_mark_visit_range
#define MARK_CELL gc_mark_visit_cell
#define MARK_SHAPE mark_visit_shape
#define MARK_REALM GC_MARK_REALM
static inline __attribute__((always_inline)) void mark_trace(GcTracer *t, GcHeader *hd)
{
    GC_TRACE_INLINE(MARK, t, hd);
}
/* The same for a tracer that meets no young cell (a major's drain, not a
 * slice's): the visits skip gc_mark_fast's young-range test, one compare
 * and branch per traced reference. */
#define OMARK_VALUE(t, slot) gc_mark_visit_range_old(t, slot, 1)
#define OMARK_VALUES gc_mark_visit_range_old
#define OMARK_CELL gc_mark_visit_cell_old
#define OMARK_SHAPE mark_visit_shape_old
#define OMARK_REALM GC_MARK_REALM
static inline __attribute__((always_inline)) void mark_trace_old(GcTracer *t, GcHeader *hd)
{
    GC_TRACE_INLINE(OMARK, t, hd);
}

/* Objects come in runs that share a shape (a tree's nodes, a class's
 * instances): the last shape marked and its address from now on (it may
 * have been evacuated) make the next object of that shape cost a compare
 * instead of a mark-bit test. Both start NULL with the major's tracer. */
static inline __attribute__((always_inline)) void mark_visit_shape_in(GcTracer *t, void **slot, bool young_test)
{
    void *p = *slot;
    if (p == t->shape_from) {
        *slot = t->shape_to;
        return;
    }
    gc_mark_visit_cell_in(t, slot, young_test);
    t->shape_from = p;
    t->shape_to = *slot;
}
static inline __attribute__((always_inline)) void mark_visit_shape(GcTracer *t, void **slot)
{
    mark_visit_shape_in(t, slot, true);
}
static inline __attribute__((always_inline)) void mark_visit_shape_old(GcTracer *t, void **slot)
{
    mark_visit_shape_in(t, slot, false);
}

/* A slice traces a large card-scanned cell (a big array's elements) a
 * chunk at a time, so that one cell does not make one long slice: the
 * cell and then its next slot index, tagged with bit 0 (cells are
 * 8-aligned), go back on the mark stack together. */
#define MARK_CHUNK_SLOTS 8192u

static bool push_rest(GcHeap *h, GcCardCell *c, size_t pos)
{
    PtrVec *ms = &h->mark_stack;
    if (ms->n + 2 > ms->cap) {
        mark_stack_push(h, c); /* grows the stack, or drops c (a rescan then traces it whole) */
        if (ms->n + 1 > ms->cap || ms->v[ms->n - 1] != c)
            return false;
        ms->n--;
    }
    ms->v[ms->n++] = c;
    ms->v[ms->n++] = (void *)(((uintptr_t)pos << 1) | 1);
    return true;
}

/* Trace slots [pos, pos + MARK_CHUNK_SLOTS) of c; the rest goes back on the
 * stack. Returns the bytes traced. */
static size_t trace_chunk(GcTracer *t, GcCardCell *c, size_t pos)
{
    size_t end = c->n - pos > MARK_CHUNK_SLOTS ? pos + MARK_CHUNK_SLOTS : c->n;
    gc_mark_visit_range(t, &c->v[pos], end - pos);
    if (end < c->n && !push_rest(t->heap, c, end)) {
        gc_mark_visit_range(t, &c->v[end], c->n - end); /* no room: the rest now */
        end = c->n;
    }
    return (end - pos) * sizeof(Value);
}

static inline bool chunked(GcHeader *hd)
{
    return (hd->gc & GC_LARGE) && gc_type_cards[hd->type] && ((GcCardCell *)hd)->n > MARK_CHUNK_SLOTS;
}

static inline __attribute__((always_inline)) void drain_in(GcTracer *t, bool young_test)
{
    PtrVec *ms = &t->heap->mark_stack;
    while (ms->n) {
        void *p = ms->v[--ms->n];
        if (UNLIKELY((uintptr_t)p & 1)) { /* a chunked cell's rest (a slice left it) */
            GcCardCell *c = ms->v[--ms->n];
            size_t pos = (uintptr_t)p >> 1;
            gc_mark_visit_range_in(t, &c->v[pos], c->n - pos, young_test);
            continue;
        }
        if (young_test)
            mark_trace(t, p);
        else
            mark_trace_old(t, p);
    }
}

/* With no young cell to meet, the untested visits (gc_mark_fast_in). */
static void drain(GcTracer *t)
{
    if (t->young_size == 0)
        drain_in(t, false);
    else
        drain_in(t, true);
}

/* Trace every marked cell again: a cell whose push was dropped has its
 * unmarked children marked now (tracing a cell twice only revisits marked
 * children). Evacuated originals (GC_FWD) are skipped, their copies are
 * marked cells; ephemeron containers (GC_EPH) are traced by the ephemeron
 * fixpoint only. Each round marks at least the children of the dropped
 * cells, so the rounds end; a round costs a walk over the old heap. */
static void rescan(GcTracer *t)
{
    GcHeap *h = t->heap;
    h->mark_rescans++;
    for (Block *b = h->blocks; b; b = b->next)
        for (uint32_t w = 0; w < b->nwords; w++)
            for (uint64_t m = b->mark[w]; m; m &= m - 1) {
                GcHeader *hd = (GcHeader *)block_cell(b, w * 64 + (uint32_t)__builtin_ctzll(m));
                if (!(hd->gc & (GC_FWD | GC_EPH)))
                    gc_trace_cell(t, hd);
                drain(t);
            }
    for (LargeObj *l = h->large; l; l = l->next) {
        GcHeader *hd = large_cell(l);
        if ((hd->gc & GC_MARK) && !(hd->gc & GC_EPH))
            gc_trace_cell(t, hd);
        drain(t);
    }
}

bool gc_mark_drain_some(GcTracer *t, uint64_t budget, uint64_t *traced)
{
    GcHeap *h = t->heap;
    PtrVec *ms = &h->mark_stack;
    uint64_t done = 0;
    while (ms->n && done < budget) {
        void *p = ms->v[--ms->n];
        if ((uintptr_t)p & 1) {
            GcCardCell *c = ms->v[--ms->n];
            done += trace_chunk(t, c, (uintptr_t)p >> 1);
            continue;
        }
        GcHeader *hd = p;
        if (UNLIKELY(chunked(hd))) {
            done += trace_chunk(t, (GcCardCell *)hd, 0);
            continue;
        }
        mark_trace(t, hd);
        done += hd->size;
    }
    *traced += done;
    if (ms->n)
        return false;
    if (UNLIKELY(h->mark_overflow))
        gc_mark_drain(t); /* a dropped push: the rescan runs whole (rare) */
    return true;
}

void gc_mark_drain(GcTracer *t)
{
    GcHeap *h = t->heap;
    drain(t);
    while (UNLIKELY(h->mark_overflow)) {
        h->mark_overflow = false;
        rescan(t);
    }
}

bool gc_pin_noalloc(Vm *vm, void *cell)
{
    GcHeap *h = vm->heap;
    GcHeader *hd = cell;
    if ((uintptr_t)cell - h->hot.young_lo < h->hot.young_size)
        return false; /* a minor moves every young cell: pin it once it is old */
    if (!(hd->gc & (GC_IMM | GC_LARGE)))
        hd->gc |= GC_PIN;
    return true;
}

/* The evacuation set: the swept blocks whose share of allocated cells is
 * under evac_pct. The last sweep counted them (nlive: live at the last
 * major plus allocated since, so a block refilled since counts as full).
 * A class takes part only if its sparse blocks' cells fit in fewer blocks
 * than there are sparse blocks: moving the cells of a lone sparse block
 * into a fresh block would gain nothing and repeat at every major. Past
 * 100% (the stress default) every block moves, gain or not. The allocation
 * lists are rebuilt without the set. */
/* Per class: the sparse blocks (under evac_pct of their cells allocated),
 * their allocated cells, and the cells a block of the class holds. */
typedef struct Sparse {
    uint32_t nsparse[GC_NCLASSES], ncells[GC_NCLASSES];
    uint64_t cells[GC_NCLASSES];
} Sparse;

static void count_sparse(GcHeap *h, Sparse *sp)
{
    memset(sp, 0, sizeof *sp);
    for (Block *b = h->blocks; b; b = b->next)
        if ((uint64_t)b->nlive * 100 < (uint64_t)b->ncells * h->evac_pct) {
            sp->nsparse[b->cls]++;
            sp->cells[b->cls] += b->nlive;
            sp->ncells[b->cls] = b->ncells;
        }
}

/* The blocks the sparse cells of class c fill when packed. */
static uint64_t sparse_fill(const Sparse *sp, int c)
{
    return sp->nsparse[c] ? (sp->cells[c] + sp->ncells[c] - 1) / sp->ncells[c] : 0;
}

static void select_evacuation(GcHeap *h)
{
    h->evac_nblocks = 0;
    h->evac_bytes = h->evac_cells = 0;
    if (h->nomove || !h->evac_pct)
        return;
    Sparse sp;
    count_sparse(h, &sp);
    bool take[GC_NCLASSES];
    for (int c = 0; c < GC_NCLASSES; c++) {
        take[c] = sp.nsparse[c] && (h->evac_pct > 100 || sparse_fill(&sp, c) < sp.nsparse[c]);
        h->avail[c] = NULL;
    }
    for (Block *b = h->blocks; b; b = b->next) {
        b->in_avail = false;
        b->next_avail = NULL;
        if (take[b->cls] && (uint64_t)b->nlive * 100 < (uint64_t)b->ncells * h->evac_pct) {
            b->evac = true;
            h->evac_nblocks++;
        } else if (b->nlive < b->ncells) {
            b->in_avail = true;
            b->next_avail = h->avail[b->cls];
            h->avail[b->cls] = b;
        }
    }
}

/* Whether the blocks an evacuation would empty (per class, the sparse
 * blocks less the blocks their cells fill) are at least a quarter of the
 * old blocks: select_evacuation's rule, counted without picking. */
bool gc_fragmented(GcHeap *h)
{
    if (h->nomove || !h->evac_pct || !h->nblocks)
        return false;
    Sparse sp;
    count_sparse(h, &sp);
    size_t freed = 0;
    for (int c = 0; c < GC_NCLASSES; c++)
        if (sparse_fill(&sp, c) < sp.nsparse[c])
            freed += sp.nsparse[c] - sparse_fill(&sp, c);
    return freed * 4 >= h->nblocks;
}

void gc_major_prepare(GcHeap *h)
{
    gc_sweep_finish(h);
    select_evacuation(h);
}
