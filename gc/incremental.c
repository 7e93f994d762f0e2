/* gc/incremental.c — incremental marking: a major's mark in slices that run
 * between pieces of the mutator's work (docs/gc.md, "Incremental marking").
 *
 * A cycle starts with a short pause (the lazy sweep finished, the roots
 * marked grey) when the old generation reaches inc_start_at, a third of the
 * way from the last major's live bytes to the next major's trigger (three
 * quarters on a heap under inc_early, gc_inc_start_offset). While
 * h->marking:
 *  - the barrier's value range (GcHot.bar_lo/bar_size) spans the old
 *    generation, and gc_write_slow shades an unmarked old value stored into
 *    an unremembered old owner (incremental update: the value stored, never
 *    the value overwritten, which the barrier does not have);
 *  - a minor marks and pushes every cell it promotes (grey), and pushes
 *    every remembered cell it scans that is marked, since stores into a
 *    remembered cell skip the barrier;
 *  - young cells are never marked: a slice's visits skip them, and the
 *    final pause's minor promotes them all (grey);
 *  - hot.limit is lowered to mark_step bytes past top, so the allocation
 *    slow path runs a slice every mark_step bytes of nursery allocation,
 *    and old allocation (promotion, large objects) adds mark_k bytes of
 *    debt per byte;
 *  - nothing is evacuated and pretenure mode stays closed.
 * When a slice empties the mark stack, the final pause runs at once: a
 * major (gc/collect.c) that skips the evacuation set, promotes the young
 * generation grey, rescans the roots, drains, runs the weak phase and
 * starts the sweep. Any major due earlier (the old generation at
 * major_at, the heap limit, gc()) is that final pause too, with the rest
 * of the mark in it.
 *
 * Invariant while marking (tri-colour, checked by the verifier at the
 * final pause): a marked cell not on the mark stack holds no reference to
 * an unmarked old cell, except through slots stored since it was traced
 * while it was remembered (re-pushed at the next minor) and young ones.
 */
#include "heap.h"
#include "../vm/vm.h"

/* Mark an old cell if it is not; push it either way (no GcTracer here:
 * the barrier and the minor have none of the mark's). */
void gc_inc_regrey(GcHeap *h, void *cell)
{
    GcHeader *hd = cell;
    if (hd->gc & GC_LARGE) {
        hd->gc |= GC_MARK;
    } else {
        Block *b = block_of(cell);
        uint32_t i = block_index(b, cell);
        uint64_t bit = 1ull << (i & 63);
        if (!(b->mark[i >> 6] & bit)) {
            b->mark[i >> 6] |= bit;
            b->nmark++;
        }
    }
    GcTracer t = { .mode = TR_MARK, .heap = h };
    gc_mark_push(&t, cell);
}

void gc_inc_shade(GcHeap *h, void *cell)
{
    GcHeader *hd = cell;
    if (hd->gc & GC_IMM)
        return;
    if (!gc_is_marked_noalloc(cell))
        gc_inc_regrey(h, cell);
}

/* Blocks a sweep step before a cycle sweeps: a block's sweep touches its
 * header's bitmaps only (a few hundred words). */
#define GC_SWEEP_STEP 256

static void add_pause(GcHeap *h, uint64_t ns)
{
    h->total_pause_ns += ns;
    if (ns > h->max_pause_ns)
        h->max_pause_ns = ns;
}

static GcTracer slice_tracer(Vm *vm)
{
    GcHeap *h = vm->heap;
    return (GcTracer){ .mode = TR_MARK, .heap = h, .vm = vm, .young_lo = h->hot.young_lo,
                       .young_size = h->hot.young_size };
}

static void cycle_start(Vm *vm)
{
    GcHeap *h = vm->heap;
    uint64_t t0 = gc_now_ns();
    uint64_t u0 = h->diag ? gc_thread_cpu_ns() : 0;
    h->collecting = true; /* nothing allocates in here */
    gc_sweep_finish(h);   /* an unswept block's marks are its liveness */
    h->evac_nblocks = 0;
    h->evac_bytes = h->evac_cells = 0;
    h->marking = true;
    h->nursery.pretenure_left = 0;
    gc_bar_update(h);
    GcTracer t = slice_tracer(vm);
    gc_scan_roots(vm, &t);
    /* Pacing: the mark of what the last major found live (or of the old
     * generation now, before the first) is to end within two thirds of
     * the headroom left before major_at, so each old byte allocated owes
     * live / (headroom * 2/3) bytes of marking. */
    size_t live = h->old_live ? h->old_live : h->old_bytes;
    size_t room = h->major_at > h->old_bytes ? h->major_at - h->old_bytes : 1;
    uint64_t k = (uint64_t)live * 3 / ((uint64_t)room * 2) + 1;
    h->mark_k = (uint32_t)(k > 64 ? 64 : k);
    h->mark_old_seen = h->old_bytes;
    h->mark_debt = 0;
    h->mark_wait = 0;
    h->inc_cycles++;
    h->inc_slices = h->inc_traced = 0;
    h->inc_slice_max_ns = h->inc_slice_total_ns = h->inc_slice_cpu_max_ns = 0;
    h->collecting = false;
    gc_reset_limit(h);
    uint64_t ns = gc_now_ns() - t0;
    h->inc_start_ns = ns;
    add_pause(h, ns);
    if (h->diag)
        fprintf(stderr, "[gc] mark-start old=%zu live=%zu major_at=%zu k=%u pause_us=%llu cpu_us=%llu\n",
                h->old_bytes, live, h->major_at, h->mark_k, (unsigned long long)(ns / 1000),
                (unsigned long long)((gc_thread_cpu_ns() - u0) / 1000));
}

static size_t young_used(GcHeap *h)
{
    return (size_t)(h->hot.top - h->eden_start) + (size_t)(h->surv_top - h->surv_start);
}

static void slice(Vm *vm)
{
    GcHeap *h = vm->heap;
    uint64_t t0 = gc_now_ns();
    uint64_t u0 = h->diag ? gc_thread_cpu_ns() : 0;
    if (h->old_bytes > h->mark_old_seen)
        h->mark_debt += (uint64_t)(h->old_bytes - h->mark_old_seen) * h->mark_k;
    h->mark_old_seen = h->old_bytes;
    /* At most mark_slice_max, or what a mark step of promotion owes at the
     * cycle's rate if that is more (a cycle started late in the headroom
     * has a high mark_k, and a cap under it would leave the mark behind
     * the old generation's growth). */
    uint64_t budget = h->mark_slice_min + h->mark_debt;
    uint64_t cap = (uint64_t)h->mark_k * h->mark_step;
    if (cap < h->mark_slice_max)
        cap = h->mark_slice_max;
    if (budget > cap)
        budget = cap;
    h->collecting = true;
    GcTracer t = slice_tracer(vm);
    uint64_t traced = 0;
    bool done = gc_mark_drain_some(&t, budget, &traced);
    h->collecting = false;
    h->mark_debt = traced >= h->mark_debt ? 0 : h->mark_debt - traced;
    h->inc_traced += traced;
    h->inc_slices++;
    uint64_t ns = gc_now_ns() - t0;
    h->inc_slice_total_ns += ns;
    if (ns > h->inc_slice_max_ns)
        h->inc_slice_max_ns = ns;
    if (h->diag && gc_thread_cpu_ns() - u0 > h->inc_slice_cpu_max_ns)
        h->inc_slice_cpu_max_ns = gc_thread_cpu_ns() - u0;
    add_pause(h, ns);
    /* The final pause promotes the young generation: it waits for a moment
     * when that is small (two mark steps: after a minor with few
     * survivors), but no longer than four nurseries of allocation (a
     * program whose survivors stay many never has that moment) and not
     * once the old generation is within an eighth of the headroom of
     * major_at; meanwhile the slices find the stack empty or trace what
     * the minors re-greyed. */
    if (!done)
        return;
    bool small = young_used(h) <= 2 * h->mark_step;
    bool late = h->old_bytes + (h->major_at - h->old_live) / 8 >= h->major_at;
    h->mark_wait += h->mark_step;
    if (small || late || h->mark_wait >= 4 * h->eden_size || h->stress)
        gc_collect_for(vm, "mark-done", 0, true);
}

void gc_inc_step(Vm *vm)
{
    GcHeap *h = vm->heap;
    if (h->collecting)
        return;
    if (h->marking) {
        slice(vm);
        return;
    }
    /* Under stress a cycle starts early in each stretch between stress
     * majors (every 64th stress collection), so every barrier path and
     * minor runs mid-mark, both a cycle that ends by itself and one that a
     * stress major ends are common, and the majors outside a cycle still
     * evacuate. */
    bool due = h->stress ? (h->stress_n & 63) >= 4 && (h->stress_n & 63) < 48
                         : h->old_bytes >= h->inc_start_at && h->major_at >= h->inc_min;
    if (!due)
        return;
    /* The lazy sweep must be over before marking (an unswept block's marks
     * are its liveness): what is left of it is done here a step at a time,
     * not in the start's pause. */
    if (h->nunswept && !h->stress) {
        uint64_t t0 = gc_now_ns();
        gc_sweep_some(h, GC_SWEEP_STEP);
        add_pause(h, gc_now_ns() - t0);
        if (h->nunswept)
            return;
    }
    /* Cycles never evacuate: once the sparse blocks would give back a
     * quarter of the old ones, the next major is a whole pause instead
     * (it evacuates them), so fragmentation stays bounded. */
    if (!h->stress && gc_fragmented(h)) {
        h->inc_start_at = SIZE_MAX; /* until that major (gc_inc_after_major) */
        h->inc_skipped++;
        if (h->diag)
            fprintf(stderr, "[gc] mark-skip fragmented old=%zu blocks=%zu\n", h->old_bytes, h->nblocks);
        return;
    }
    cycle_start(vm);
}

void gc_inc_after_major(GcHeap *h)
{
    h->marking = false;
    h->mark_debt = 0;
    gc_bar_update(h);
    gc_reset_limit(h);
    h->inc_start_at = h->inc_on ? h->old_live + gc_inc_start_offset(h) : SIZE_MAX;
}

/* Where in the headroom (old_live to major_at) the next cycle starts: a
 * third of the way for a major due at inc_early or more, so that the
 * mark ends well before major_at at a modest rate; three quarters of the
 * way below it. A cycle costs the mutator a mark that a whole major would
 * not make if the program ends (or its old generation stops growing)
 * before major_at, and a late start makes that rarer and smaller; on a
 * heap under inc_early, a mark that is not done by major_at leaves the
 * final pause at most the whole major it replaced. */
size_t gc_inc_start_offset(GcHeap *h)
{
    size_t head = h->major_at > h->old_live ? h->major_at - h->old_live : 0;
    return h->major_at >= h->inc_early ? head / 3 : head / 4 * 3;
}
