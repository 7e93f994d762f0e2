/* gc/policy.c — the nursery's policy: how big the young generation is
 * after each minor, when minors promote directly, and when allocation goes
 * straight to the old generation (pretenure mode). It owns h->nursery:
 * gc/policy.h names the modes and states their transitions and
 * invariants; every transition is made here. The collector calls
 * gc_nursery_after_minor after every minor and gc_nursery_after_major
 * after every major (gc/collect.c); docs/gc.md "Policy" explains the rules
 * with the measurements behind them.
 */
#include <sys/mman.h>

#include "heap.h"

/* Survival-aware nursery size (docs/gc.md, "Nursery sizing"). s = bytes that survived this
 * minor / bytes allocated in eden since the last one; surv_ema smooths it.
 *
 * - Grow only when it pays. Survival over 20% means a small nursery copies
 *   objects that would have died given a little more time, so the nursery
 *   doubles toward the cap. But that is a bet: when what survives is a
 *   request in flight or a structure being built, survival stays about the
 *   same at twice the size and the doubling buys little copying for a lot
 *   of RSS (the nursery's pages count fully). So the first full minor after
 *   a doubling is a test: unless survival fell by GC_GROW_GAIN below the
 *   EMA at the old size, the nursery steps back and stays there for
 *   GC_CEILING_MINORS minors, twice as long after each consecutive failure
 *   (up to 8 times: each test costs the larger nursery's pages in peak RSS).
 *   From 8 MiB the step is by half unless survival is over 40% (try_grow).
 * - Shrink after 8 consecutive minors under 2%, returning the pages.
 * - Nearly everything survives (> GC_HIGH_S): the next minor promotes
 *   directly (a second copy out of
 *   survivor space would be wasted), and if that one still promotes nearly
 *   everything the young generation is now empty and the next
 *   pretenure_span bytes are allocated old (pretenure mode), then a
 *   nursery's worth is allocated young again as a probe; each probe that
 *   fails doubles the span. A fully live program then copies its live set
 *   once instead of at every minor. A major that frees more than half the
 *   old generation after pretenuring backs it off (gc_nursery_after_major); while backed
 *   off, high survival sends the nursery GC_JUMP times larger instead.
 * - At the cap, or at the ceiling a failed growth test set (the nursery
 *   cannot grow), two minors over 70% also switch to direct promotion until
 *   survival falls under 50% (V8's old high-promotion mode). Under direct
 *   promotion pretenure mode starts at GC_DIRECT_HIGH_S, unless the last
 *   major freed most of the old generation (what minors promote dies before
 *   a major: map_set_side). */
#define GC_GROW_S 0.2
/* A doubling must cut survival by 0.1 (10% of the bytes allocated no longer
 * copied): copying a byte costs about half what allocating and initialising
 * it did in the mutator, so that is ~5% of the run's instructions, the
 * margin the targets allow against the best fixed nursery (docs/gc.md). */
#define GC_GROW_GAIN 0.1
#define GC_HIGH_S 0.9
#define GC_DIRECT_HIGH_S 0.8
#define GC_CEILING_MINORS 64
/* The jump after a backed-off pretenure: 2 -> 8 MiB, not the 16 MiB cap.
 * binary_trees_16's temporaries (trees of depth <= 14, under 2 MB) die in
 * 8 MiB as well as in 16, and its depth-16 ones survive partly in both, so
 * the cap only costs peak RSS. Where survival still falls with size, the
 * growth test doubles on (survivor_promotion). */
#define GC_JUMP 4
#define GC_PRETENURE_SPANS 64 /* the span stops doubling at 64 nurseries */

void gc_set_eden_size(GcHeap *h, size_t n)
{
    if (n < h->eden_size)
        for (int k = 0; k < 2; k++)
            madvise(h->eden[k] + n, h->eden_size - n, MADV_DONTNEED);
    h->eden_size = n;
}

/* Survivor space is eden/4, or eden/2 while wide. A minor whose survivors
 * overflowed it at moderate survival (<= GC_WIDE_S) widens it: most of the
 * nursery died, so what survived is likely medium-lived, and the overflow
 * promoted it only for a major to find it dead (survivor_promotion: objects
 * live ~5 MB of allocation, so at 16 MiB 5.8 MB survive each minor and
 * none the next, but a 4 MiB survivor space promoted 1.7 MB per minor: a
 * major every 3 minors). It narrows again when more than half of what the
 * last minor copied there survives this one as well: long-lived cells
 * that the narrow space would have promoted with one copy instead of two.
 * Survivor pages are never returned, so wide costs up to eden/4 x 2 of RSS
 * (and saves the old blocks the overflow filled). */
#define GC_WIDE_S 0.5

static void pace_survivors(GcHeap *h, size_t copied, uint64_t survived, double s, size_t prev)
{
    NurseryPolicy *p = &h->nursery;
    size_t budget = gc_surv_size(h);
    bool full = copied >= budget - budget / 8;
    if (!p->surv_wide && full && s <= GC_WIDE_S)
        p->surv_wide = true;
    else if (p->surv_wide && prev && survived - copied > prev / 2 && !full)
        p->surv_wide = false;
}

/* gc_pace_nursery runs its steps in this order; each either settles this
 * minor's decision (PACE_DONE: the later steps do not run) or leaves it to
 * the next (PACE_ON):
 *   1. jump_after_backoff   high survival after a bad pretenuring bet: a
 *                           much larger nursery in one step
 *   2. high_survival        two high minors that emptied the young
 *                           generation: pretenure mode
 *   3. cap_promotion        at the cap (or a pinned size): direct promotion
 *                           while survival stays over 70%
 *   4. judge_growth_test    the first full minor after a doubling: keep it,
 *                           or step back and hold a ceiling
 *   5. try_grow             survival high enough that a doubling pays
 *   6. try_shrink           eight minors of almost nothing surviving
 * A pinned nursery (TARN_GC_NURSERY_MB) runs step 3 only. */
typedef enum { PACE_ON, PACE_DONE } PaceStep;

/* Step 1. Nearly everything survives but pretenuring was a bad bet: the
 * structures being built die after all (binary trees' temporary trees), so
 * give them a much larger nursery in one step (each smaller step would copy
 * them once more): GC_JUMP times the current one, at most the cap; from
 * there the ordinary growth test decides whether to double again.
 * Unless the last major found less than half a nursery live: then what the
 * minors keep dies before any major sees it, and a larger nursery does not
 * change that (deep_stack_dead: young cells held only by dead old arrays,
 * remembered until a major, survive most minors at any size), so the jump
 * would only commit the larger nursery's pages (peak RSS) for a test that
 * fails. */
static inline PaceStep jump_after_backoff(GcHeap *h, double s, uint64_t survived, size_t cap)
{
    NurseryPolicy *p = &h->nursery;
    if (!(s > GC_HIGH_S && h->eden_size < cap && p->pretenure_backoff && !p->grow_from &&
          h->old_live >= h->eden_size / 2))
        return PACE_ON;
    p->grow_from = h->eden_size; /* a test like any growth (step 4) */
    p->grown = true;
    p->grow_s = s;
    p->grow_bytes = survived;
    h->eden_size = cap / GC_JUMP > h->eden_size ? GC_JUMP * h->eden_size : cap;
    p->high_minors = 0;
    p->low_minors = 0;
    return PACE_DONE;
}

/* Step 2. Under direct promotion nothing is copied twice, so s is lower
 * for the same data: 80% then says as much as 90% otherwise, unless the
 * last major found most of what minors promote dead (map_set_side). Two
 * high minors in a row that left nothing young: even this nursery holds
 * nothing that dies, so allocate old for a span (doubled when the last
 * probe came right after the previous span, up to GC_PRETENURE_SPANS
 * nurseries). */
static inline PaceStep high_survival(GcHeap *h, double s, bool young_empty)
{
    NurseryPolicy *p = &h->nursery;
    bool high = s > GC_HIGH_S || (p->direct_hold && s > GC_DIRECT_HIGH_S && !p->major_freed_most);
    if (!high) {
        p->high_minors = 0;
        return PACE_ON;
    }
    if (!(++p->high_minors >= 2 && young_empty && !p->pretenure_backoff))
        return PACE_ON;
    size_t span = p->pretenure_probe <= 2 && p->pretenure_span ? 2 * p->pretenure_span : 4 * h->eden_size;
    size_t max = GC_PRETENURE_SPANS * h->eden_size;
    p->pretenure_span = span > max ? max : span;
    p->pretenure_left = p->pretenure_span;
    p->pretenure_probe = 0;
    p->high_minors = 0;
    return PACE_DONE;
}

/* Step 3. The nursery cannot grow: two minors over 70% take the hold,
 * direct promotion (copying into survivor space would only copy the
 * survivors twice), until survival falls under 50% (V8's old
 * high-promotion mode). */
static inline void cap_promotion(GcHeap *h, double s, size_t cap)
{
    NurseryPolicy *p = &h->nursery;
    if (h->eden_size >= cap && s > 0.7) {
        if (++p->cap_high_minors >= 2)
            p->direct_hold = true;
    } else {
        p->cap_high_minors = 0;
        if (s < 0.5)
            p->direct_hold = false;
    }
}

/* Step 4. The first full minor since a doubling: survival must have
 * fallen by GC_GROW_GAIN, or the nursery steps back and that size becomes
 * a ceiling, held twice as long after each failed test there. A test that
 * showed survival halving with as many bytes surviving as at the old size
 * (at least 7/8 of them: what survives is what is in flight, whatever the
 * size) lowers the next growth threshold (*grow_at). Survival that fell
 * because fewer bytes survived is a phase ending, not evidence about the
 * size (json.js: the graph built before its round trips is promoted by the
 * first minors; the EMA still holds that phase when the next test is
 * judged), and the ordinary threshold applies. */
static inline PaceStep judge_growth_test(GcHeap *h, double s, uint64_t survived, double *grow_at)
{
    NurseryPolicy *p = &h->nursery;
    if (!p->grow_from)
        return PACE_ON;
    size_t from = p->grow_from;
    p->grow_from = 0;
    /* a half step (try_grow) is held to half the gain: half the pages */
    double gain = h->eden_size < 2 * from ? GC_GROW_GAIN / 2 : GC_GROW_GAIN;
    if (s > p->grow_s - gain) {
        gc_set_eden_size(h, from);
        p->grow_ceiling = from;
        p->ceiling_fails = p->ceiling_fails < 4 ? p->ceiling_fails + 1 : 4;
        p->ceiling_minors = GC_CEILING_MINORS << (p->ceiling_fails - 1);
        p->surv_ema = p->grow_s;
        return PACE_DONE;
    }
    p->ceiling_fails = 0;
    if (s <= p->grow_s / 2 && survived >= p->grow_bytes - p->grow_bytes / 8)
        *grow_at = 2 * GC_GROW_GAIN;
    return PACE_ON;
}

/* Step 5. Double, as a test judged at the next full minor (step 4).
 * From GC_HALF_STEPS_FROM up a doubling adds that much peak RSS or more,
 * the nursery's pages being most of a program's young memory; it is taken
 * whole only when survival is over GC_BIG_DOUBLING_S, where the in-flight
 * prediction (s halves) saves twice the gain. Just over the ordinary bar
 * the nursery grows by half instead (8 -> 12 MiB, then the cap): the same
 * prediction saves s / 3 for half the pages, and the test asks half the
 * gain. cross_gen_writes is the case: what survives is one round's
 * old-to-young writes whatever the size, so each step only spaces the
 * minors out, and the last doubling bought the fewest copies for the
 * most pages. */
#define GC_HALF_STEPS_FROM ((size_t)8 << 20)
#define GC_BIG_DOUBLING_S (4 * GC_GROW_GAIN)

static inline PaceStep try_grow(GcHeap *h, double s, uint64_t survived, double grow_at, size_t cap)
{
    NurseryPolicy *p = &h->nursery;
    if (!(p->surv_ema > GC_GROW_S && s > grow_at && s <= GC_HIGH_S && h->eden_size < cap))
        return PACE_ON;
    p->grow_from = h->eden_size;
    p->grown = true;
    p->grow_s = p->surv_ema; /* smoothed: one minor's s is noisy */
    p->grow_bytes = survived;
    size_t to = h->eden_size >= GC_HALF_STEPS_FROM && s <= GC_BIG_DOUBLING_S ? h->eden_size + h->eden_size / 2
                                                                            : h->eden_size * 2;
    h->eden_size = to > h->eden_max ? h->eden_max : to;
    p->low_minors = 0;
    return PACE_DONE;
}

/* Step 6. Eight consecutive minors under 2%: halve (pages returned). */
static inline void try_shrink(GcHeap *h, double s)
{
    NurseryPolicy *p = &h->nursery;
    if (s < 0.02) {
        if (++p->low_minors >= 8 && h->eden_size > h->eden_min) {
            gc_set_eden_size(h, h->eden_size / 2 < h->eden_min ? h->eden_min : h->eden_size / 2);
            p->low_minors = 0;
        }
    } else {
        p->low_minors = 0;
    }
}

void gc_pace_nursery(GcHeap *h, size_t allocated, uint64_t survived, bool young_empty)
{
    NurseryPolicy *p = &h->nursery;
    /* read before anything below changes the mode or the size: what this
     * minor did. Direct promotion (and the pretenure test) copy nothing to
     * survivor space, so they say nothing about its width. */
    bool aged = !nursery_promotes_directly(p);
    size_t copied = (size_t)(h->surv_top - h->surv_start);
    size_t prev = p->surv_prev;
    p->surv_prev = aged ? copied : 0;
    if (allocated < h->eden_size / 2)
        return; /* a forced or early minor says little about the rate */
    double s = (double)survived / (double)allocated;
    if (aged && h->eden_min != h->eden_max && survived >= copied)
        pace_survivors(h, copied, survived, s, prev);
    /* seeded with the first sample: from 0, the EMA would hold the first
     * growth test to half the survival actually seen, and a test failed
     * that way holds the nursery at its start size for 64 minors */
    p->surv_ema = p->ema_seeded ? 0.5 * p->surv_ema + 0.5 * s : s;
    p->ema_seeded = true;
    if (p->full_minors < 2)
        p->full_minors++;
    p->pretenure_probe++;
    if (p->ceiling_minors && --p->ceiling_minors == 0)
        p->grow_ceiling = 0;
    size_t cap = p->grow_ceiling ? p->grow_ceiling : h->eden_max;
    bool pinned = h->eden_min == h->eden_max;
    if (!pinned) {
        if (jump_after_backoff(h, s, survived, cap) == PACE_DONE || high_survival(h, s, young_empty) == PACE_DONE)
            return;
    }
    cap_promotion(h, s, cap);
    if (pinned)
        return;
    /* Survival over 2.5 x GC_GROW_GAIN: if it halves at twice the size,
     * that saves more than GC_GROW_GAIN, with a margin. Right after a test
     * that showed it halving with the same bytes surviving (what survives
     * is what is in flight, whatever the size: cross_gen_writes), 2 x is
     * enough: the next doubling is predicted to save s / 2. Without that
     * evidence, 2 x made
     * deep_stack_dead (s swinging from minor to minor with the phase of its
     * recursion) grow or not with the size of its environment.
     * The run's first doubling asks 2 x as well once two full minors are
     * in the EMA (which must be over GC_GROW_S too): two samples guard
     * against one minor caught at a phase's peak as the margin does, and
     * this doubling costs the least peak RSS of any (one start size) for
     * the same predicted saving, s / 2. The first two minors also copy the
     * VM's start-up survivors (once into survivor space, once promoted), so
     * with the margin a program whose first minors sit just under 2.5 x
     * doubled or not as the start-up grew or shrank by a few KB
     * (strbuild.js). */
    double grow_at = !p->grown && p->full_minors >= 2 ? 2 * GC_GROW_GAIN : 2.5 * GC_GROW_GAIN;
    if (judge_growth_test(h, s, survived, &grow_at) == PACE_DONE || try_grow(h, s, survived, grow_at, cap) == PACE_DONE)
        return;
    try_shrink(h, s);
}

void gc_nursery_after_minor(GcHeap *h, size_t allocated, uint64_t survived, bool young_empty, bool judge)
{
    NurseryPolicy *p = &h->nursery;
    if (judge)
        gc_pace_nursery(h, allocated, survived, young_empty);
    if (p->pretenure_test && !p->pretenure_left)
        p->pretenure_left = p->pretenure_test; /* the minor promoted directly: young is empty */
}

/* Pretenuring was a bad bet if this major freed most of the old
 * generation: the "fully live" data died after all. Close the span and
 * open none for the next GC_PRETENURE_BACKOFF majors (Lua's
 * bad-collection rule); high survival meanwhile jumps the nursery's size
 * instead (jump_after_backoff). */
#define GC_PRETENURE_BACKOFF 8

void gc_nursery_after_major(GcHeap *h, size_t old_before)
{
    NurseryPolicy *p = &h->nursery;
    bool freed_most = h->old_bytes < old_before / 2;
    if (p->pretenure_backoff)
        p->pretenure_backoff--;
    if (h->pretenured_bytes != p->pretenured_at_major && freed_most) {
        p->pretenure_backoff = GC_PRETENURE_BACKOFF;
        p->pretenure_left = 0;
    }
    p->pretenured_at_major = h->pretenured_bytes;
    p->major_freed_most = freed_most;
}

const char *nursery_mode_name(NurseryMode m)
{
    return m == NURSERY_PRETENURE ? "pretenure" : m == NURSERY_DIRECT ? "direct" : "normal";
}
