/* gc/verify.c — TARN_GC_VERIFY: the heap verifier.
 *
 * Walks every space cell by cell (eden and survivor cells must tile their
 * used ranges exactly; block cells are the ones with their alloc bit set;
 * large objects are on their list), then re-traces every cell and every
 * root with a checking tracer: each reference must point at a live cell
 * start. It also checks the remembered-set invariant — every old cell that
 * holds a young reference is remembered (or, for a large Values, the card of
 * that slot is dirty) — which is what finds a missing GC_WRITE. It runs
 * before and after each collection; a failure prints what it found and the
 * collector aborts (it is a VM bug, never a script error). A block cell is
 * allocated per block_cell_live (an unswept block's marks), so lazy sweeping
 * is checked as it runs. gc_verify_evacuated runs inside a major, after
 * marking and before any block is freed: every reference held by a reached
 * cell or a root must be at a reached cell, never at an evacuated one (its
 * forwarding word must be unreachable).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "../vm/vm.h"

typedef struct VerifyIndex {
    char *lo[2], *hi[2];   /* eden used range, survivor-from used range */
    uint8_t *starts[2];    /* 1 bit per 8 bytes, set at cell starts */
} VerifyIndex;

static void report(GcTracer *t, const char *kind, const void *p)
{
    if (t->errors++ >= 20)
        return;
    if (t->cur)
        fprintf(stderr, "[gc-verify %s] %s %p in cell %p (type %d cls %d size %u gc %#x)\n", t->what, kind,
                p, (void *)t->cur, t->cur->type, t->cur->cls, t->cur->size, t->cur->gc);
    else
        fprintf(stderr, "[gc-verify %s] %s %p in a root\n", t->what, kind, p);
}

static bool young_start(VerifyIndex *ix, const char *p, bool *in_young)
{
    for (int k = 0; k < 2; k++)
        if (p >= ix->lo[k] && p < ix->hi[k]) {
            *in_young = true;
            size_t off = (size_t)(p - ix->lo[k]);
            return !(off & 7) && (ix->starts[k][off >> 6] & (1u << ((off >> 3) & 7)));
        }
    return false;
}

/* TR_EVACCHECK: p must be a cell this major reached, and not a forwarded one. */
static void check_reached(GcTracer *t, char *p)
{
    GcHeap *h = t->heap;
    if ((uintptr_t)p - h->hot.young_lo < h->hot.young_size) {
        report(t, "young reference after the major's minor:", p);
        return;
    }
    const OldRange *r = gc_old_range_noalloc(h, p);
    if (!r) {
        if (!gc_is_immortal_noalloc(h, p))
            report(t, "reference outside the heap:", p);
        return;
    }
    if (r->large) {
        if (p != (char *)large_cell((LargeObj *)r->lo))
            report(t, "reference not at a large object's start:", p);
        else if (!(((GcHeader *)p)->gc & GC_MARK))
            report(t, "reference to an unmarked large object:", p);
        return;
    }
    Block *b = (Block *)r->lo;
    size_t off = (size_t)(p - (char *)b);
    if (off < b->off || (off - b->off) % b->cell_size || (off - b->off) / b->cell_size >= b->ncells) {
        report(t, "reference not at a block cell start:", p);
        return;
    }
    if (((GcHeader *)p)->gc & GC_FWD) {
        report(t, "reference to an evacuated cell (its forwarding word):", p);
        return;
    }
    uint32_t i = block_index(b, p);
    if (!((b->mark[i >> 6] >> (i & 63)) & 1))
        report(t, b->evac ? "reference into an evacuated block, not at a pinned cell:"
                          : "reference to an unmarked cell:",
               p);
}

static void check_ptr(GcTracer *t, char *p, void *slot)
{
    GcHeap *h = t->heap;
    if (t->mode == TR_EVACCHECK) {
        check_reached(t, p);
        return;
    }
    if ((uintptr_t)p - h->hot.young_lo < h->hot.young_size) {
        bool in_young = false;
        if (!young_start(t->index, p, &in_young)) {
            report(t, in_young ? "reference not at a cell start:" : "reference into dead young space:", p);
            return;
        }
        /* remembered-set invariant: an old cell holding a young reference */
        if (t->mode == TR_REMCHECK && t->cur && !((uintptr_t)t->cur - h->hot.young_lo < h->hot.young_size)) {
            GcHeader *o = t->cur;
            bool ok;
            if (o->gc & GC_LARGE) {
                LargeObj *l = large_of(o);
                ok = (o->gc & GC_REM) &&
                     (!l->cards || l->cards[(size_t)((char *)slot - (char *)o) >> GC_CARD_SHIFT]);
            } else {
                ok = !(o->gc & GC_UNLOGGED);
            }
            if (!ok)
                report(t, "missed write barrier: old cell holds young", p);
        }
        return;
    }
    const OldRange *r = gc_old_range_noalloc(h, p);
    if (!r) {
        if (gc_is_immortal_noalloc(h, p))
            return;
        report(t, "reference outside the heap:", p);
        return;
    }
    if (r->large) {
        if (p != (char *)large_cell((LargeObj *)r->lo))
            report(t, "reference not at a large object's start:", p);
        return;
    }
    Block *b = (Block *)r->lo;
    size_t off = (size_t)(p - (char *)b);
    if (off < b->off || (off - b->off) % b->cell_size) {
        report(t, "reference not at a block cell start:", p);
        return;
    }
    uint32_t i = (uint32_t)((off - b->off) / b->cell_size);
    if (!block_cell_live(b, i))
        report(t, "reference to a free block cell:", p);
}

void gc_verify_visit(GcTracer *t, Value *slot)
{
    check_ptr(t, (char *)v_cell(*slot), slot);
}

void gc_verify_visit_cell(GcTracer *t, void **slot)
{
    check_ptr(t, (char *)*slot, slot);
}

static bool bad_header(GcHeader *hd, size_t room)
{
    return hd->type >= T__COUNT || hd->size < GC_MIN_CELL || (hd->size & 7) || hd->size > room ||
           (hd->gc & GC_FWD);
}

/* Tile [lo, hi) with cells, recording their starts. */
static bool index_space(GcTracer *t, int k, char *lo, char *hi)
{
    VerifyIndex *ix = t->index;
    ix->lo[k] = lo;
    ix->hi[k] = hi;
    ix->starts[k] = calloc((size_t)(hi - lo) / 64 + 1, 1);
    if (!ix->starts[k])
        return false;
    for (char *p = lo; p < hi;) {
        GcHeader *hd = (GcHeader *)p;
        if (bad_header(hd, (size_t)(hi - p))) {
            report(t, "bad young cell header at", p);
            return false;
        }
        size_t off = (size_t)(p - lo);
        ix->starts[k][off >> 6] |= (uint8_t)(1u << ((off >> 3) & 7));
        p += hd->size;
    }
    return true;
}

static void trace_space(GcTracer *t, char *lo, char *hi)
{
    for (char *p = lo; p < hi;) {
        GcHeader *hd = (GcHeader *)p;
        t->cur = hd;
        gc_trace_cell(t, p);
        p += hd->size;
    }
}

uint64_t gc_verify_heap(Vm *vm, const char *what, bool remset)
{
    GcHeap *h = vm->heap;
    VerifyIndex ix;
    memset(&ix, 0, sizeof ix);
    GcTracer t = { .mode = remset ? TR_REMCHECK : TR_VERIFY, .heap = h, .vm = vm, .what = what, .index = &ix };
    char *elo = h->eden_start, *slo = h->surv_start;
    if (!index_space(&t, 0, elo, h->hot.top) || !index_space(&t, 1, slo, h->surv_top))
        goto out;
    trace_space(&t, elo, h->hot.top);
    trace_space(&t, slo, h->surv_top);
    for (Block *b = h->blocks; b; b = b->next) {
        if (b->evac || (b->state == BLOCK_SWEPT && !h->collecting && !h->marking && b->nmark)) {
            t.cur = NULL;
            report(&t, "block state left over from a major at", b);
        }
        /* the allocated cells: set bits of the live bitmap (block_cell_live) */
        const uint64_t *bits = b->state == BLOCK_UNSWEPT ? b->mark : b->alloc;
        for (uint32_t w = 0; w < b->nwords; w++)
        for (uint64_t m = bits[w] & (w == b->nwords - 1 ? ~b->pad : ~0ull); m; m &= m - 1) {
            uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
            GcHeader *hd = (GcHeader *)block_cell(b, i);
            if (bad_header(hd, b->cell_size) || (hd->gc & (GC_LARGE | GC_IMM | GC_MARK))) {
                t.cur = NULL;
                report(&t, "bad old cell header at", hd);
                goto out;
            }
            t.cur = hd;
            gc_trace_cell(&t, hd);
        }
    }
    for (LargeObj *l = h->large; l; l = l->next) {
        GcHeader *hd = large_cell(l);
        if (bad_header(hd, l->map_size - GC_LARGE_PREFIX) || !(hd->gc & GC_LARGE)) {
            t.cur = NULL;
            report(&t, "bad large object header at", hd);
            goto out;
        }
        t.cur = hd;
        gc_trace_cell(&t, hd);
    }
    t.cur = NULL;
    vm_trace_roots(vm, &t);
    gc_visit_range(&t, vm->handles, vm->htop);
out:
    free(ix.starts[0]);
    free(ix.starts[1]);
    if (t.errors)
        fprintf(stderr, "[gc-verify %s] %llu errors\n", what, (unsigned long long)t.errors);
    return t.errors;
}

uint64_t gc_verify_evacuated(Vm *vm)
{
    GcHeap *h = vm->heap;
    GcTracer t = { .mode = TR_EVACCHECK, .heap = h, .vm = vm, .what = "after marking" };
    for (Block *b = h->blocks; b; b = b->next) {
        for (uint32_t w = 0; w < b->nwords; w++)
            for (uint64_t m = b->mark[w]; m; m &= m - 1) {
                GcHeader *hd = (GcHeader *)block_cell(b, w * 64 + (uint32_t)__builtin_ctzll(m));
                if (bad_header(hd, b->cell_size)) {
                    t.cur = NULL;
                    report(&t, "bad header of a reached cell at", hd);
                    continue;
                }
                t.cur = hd;
                gc_trace_cell(&t, hd);
            }
    }
    for (LargeObj *l = h->large; l; l = l->next) {
        GcHeader *hd = large_cell(l);
        if (!(hd->gc & GC_MARK))
            continue;
        t.cur = hd;
        gc_trace_cell(&t, hd);
    }
    t.cur = NULL;
    vm_trace_roots(vm, &t);
    gc_visit_range(&t, vm->handles, vm->htop);
    if (t.errors)
        fprintf(stderr, "[gc-verify after marking] %llu errors\n", (unsigned long long)t.errors);
    return t.errors;
}

/* A root outside the heap (vm/: compiled code) that breaks the remembered
 * invariant; counted with the other errors of this verify pass. */
void gc_verify_report(GcTracer *t, const char *what, const void *p)
{
    GcHeader *cur = t->cur;
    t->cur = NULL;
    report(t, what, p);
    t->cur = cur;
}
