/* gc/policy.h — the nursery's policy state: its mode and the evidence the
 * mode and the nursery's size are decided from. gc/policy.c owns it: every
 * decision (every write below) is made there, after a minor
 * (gc_nursery_after_minor) or a major (gc_nursery_after_major). The one
 * write elsewhere is the allocator spending an open pretenure span
 * (pretenure_left, gc/gc.c), which ends the span when it reaches 0.
 *
 * Two facts are independent and the mode combines them:
 *  - where small cells are allocated: in eden, or old while a pretenure
 *    span is open (pretenure_left > 0);
 *  - what a minor does with survivors: copy them into survivor space to
 *    age once, or promote them directly
 *    (nursery_promotes_directly: a high-survival streak, the hold at the
 *    cap, or the test knob).
 * While a span is open the young generation is empty (the span opens
 * only after a minor that left nothing young, and nothing is allocated
 * young until it ends), so what a minor would do with survivors does not
 * matter then; it is kept, and decides how the probe after the span is
 * collected.
 *
 * The nursery's size is a third machine, orthogonal to the mode: settled,
 * or on trial after a doubling (grow_from != 0), under a ceiling a failed
 * trial set (grow_ceiling != 0) or not. Trial and ceiling can hold at
 * once (a nursery that shrank below its ceiling may be tried at double).
 */
#ifndef TARN_GC_POLICY_H
#define TARN_GC_POLICY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The nursery's mode, as TARN_GC_TRACE reports it after each collection.
 * Transitions (all in gc/policy.c unless named):
 *   COPYING   -> DIRECT     a full minor over GC_HIGH_S starts a streak
 *                           (high_survival), or a second minor over 70% at
 *                           the cap takes the hold (cap_promotion)
 *   DIRECT    -> COPYING    the streak breaks (or a jump after a backoff
 *                           ends it: jump_after_backoff) with no hold, or
 *                           the hold ends (survival under 50%) with no
 *                           streak
 *   DIRECT    -> PRETENURE  the streak's second minor left young empty and
 *                           pretenuring is not backed off: a span opens,
 *                           the streak ends (high_survival)
 *   PRETENURE -> the mode promotion decides (DIRECT while the hold is
 *                kept, else COPYING): the span is spent (gc/gc.c
 *                pretenure()), or a major proves the bet bad and backs
 *                pretenuring off (gc_nursery_after_major)
 * TARN_GC_PRETENURE_TEST forces DIRECT at every minor and a span after it. */
typedef enum {
    NURSERY_COPYING,   /* minors copy survivors into survivor space: promoted at their second minor */
    NURSERY_DIRECT,    /* minors promote every survivor: survivor space stays empty */
    NURSERY_PRETENURE, /* small cells are allocated old; the young generation is empty */
} NurseryMode;

typedef struct NurseryPolicy {
    /* ---- survival: s = bytes that survived a full minor / bytes allocated in eden since the last ---- */
    double surv_ema;            /* EMA of s, weight 0.5 */
    bool ema_seeded;            /* surv_ema holds a sample (the first one seeds it) */
    uint32_t full_minors;       /* full minors judged so far (saturates at 2: only "two yet?" is asked) */

    /* ---- promotion: what the next minor does with survivors ---- */
    /* Streak: consecutive full minors with high survival (over GC_HIGH_S,
     * or GC_DIRECT_HIGH_S under the hold unless the last major freed most
     * of the old generation). >= 1: the next minor promotes directly (a
     * second copy out of survivor space would be wasted); 0 whenever a
     * span opens. */
    uint32_t high_minors;
    /* Hold (V8's old high-promotion mode): taken after cap_high_minors
     * reaches 2 (consecutive minors at the nursery's cap over 70%), let go
     * when a minor survives under 50%. It outlives spans and trials. */
    bool direct_hold;
    uint32_t cap_high_minors;
    /* TARN_GC_PRETENURE_TEST=N (test only): every minor promotes directly
     * and, with no span open after it, opens one of N bytes. */
    size_t pretenure_test;

    /* ---- pretenure: allocation old, in spans ---- */
    /* Bytes of the open span still to allocate old; 0: no span. The span
     * after a probe that came within two full minors of the last span is
     * twice that one (pretenure_span), else four nurseries, at most
     * GC_PRETENURE_SPANS nurseries. */
    size_t pretenure_left, pretenure_span;
    uint32_t pretenure_probe;   /* full minors since the last span opened */
    /* Majors left before a span may open again: a major that freed most
     * of the old generation after pretenuring sets it (the bet was bad);
     * every major counts it down. While it is non-zero, high survival
     * jumps the nursery's size instead (jump_after_backoff). */
    uint32_t pretenure_backoff;
    uint64_t pretenured_at_major; /* GcHeap.pretenured_bytes at the last major */
    bool major_freed_most;      /* the last major freed over half the old generation */

    /* ---- size: the ladder eden_min <= eden_size <= eden_max (GcHeap) ---- */
    /* Trial: the nursery doubled from grow_from (0: no trial) with the
     * EMA at grow_s, after grow_bytes survived the deciding minor; the
     * first full minor at the new size keeps it only if survival fell by
     * GC_GROW_GAIN. */
    size_t grow_from;
    double grow_s;
    bool grown;                 /* a growth test (a doubling or a jump) has run: the first doubling is behind */
    uint64_t grow_bytes;        /* what survived the minor that decided the doubling */
    /* Ceiling: a failed trial caps growth at grow_ceiling (0: none) for
     * ceiling_minors more full minors, GC_CEILING_MINORS << (ceiling_fails
     * - 1) after ceiling_fails consecutive failures (at most 4). */
    size_t grow_ceiling;
    uint32_t ceiling_minors, ceiling_fails;
    uint32_t low_minors;        /* consecutive full minors under 2%: eight halve the nursery */

    /* ---- survivor space's width (pace_survivors) ---- */
    /* false: eden/4; true: eden/2, after a copying minor at moderate
     * survival overflowed it, until the cells copied there mostly survive
     * the next minor too. surv_prev: bytes the last paced copying minor
     * copied there (0 after a direct one). */
    bool surv_wide;
    size_t surv_prev;
} NurseryPolicy;

/* Does the next minor promote its survivors directly? */
static inline bool nursery_promotes_directly(const NurseryPolicy *p)
{
    return p->direct_hold || p->high_minors || p->pretenure_test;
}

static inline NurseryMode nursery_mode(const NurseryPolicy *p)
{
    if (p->pretenure_left)
        return NURSERY_PRETENURE;
    return nursery_promotes_directly(p) ? NURSERY_DIRECT : NURSERY_COPYING;
}

/* TARN_GC_TRACE's "mode": "normal", "direct" or "pretenure". */
const char *nursery_mode_name(NurseryMode m);

#endif
