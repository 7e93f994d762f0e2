/* tests/unit/gc/test_incremental.c — incremental marking with plain Values
 * cells and no interpreter: a mark cycle is started and traced a cell at a
 * time, and the mutator's writes in between (a white cell stored into a
 * black owner, into a remembered one, into a card-marked large array,
 * through gc_write_range, moved into a handle; a cell promoted mid-cycle)
 * must leave every reachable cell alive at the final pause, which the
 * verifier checks (tri-colour: no marked cell refers to an unmarked one).
 * Also: the verifier catches a store that skipped the barrier; gc() in a
 * cycle is a full major; the heap's major trigger ends a cycle in one
 * pause. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "../../../stdlib/lib.h"
#include "../../../gc/heap.h"
#include "../../../vm/vm.h"
#include "gc_test.h"

static void setup(void)
{
    unsetenv("TARN_GC_STRESS"); /* the tests drive the cycle themselves */
    setenv("TARN_GC_INCREMENTAL", "1", 1); /* on whatever the environment says */
    vm = lib_vm_new();
    unsetenv("TARN_GC_INCREMENTAL");
    cr_assert(vm);
    vm->heap->verify = true;
    vm->heap->inc_start_at = SIZE_MAX; /* no cycle starts by itself */
}
static void teardown(void) { vm_free(vm); }

TestSuite(incremental, .init = setup, .fini = teardown);

static Values *vals(Value v) { return v_cell(v); }

/* An old Values of cap 4 with v[0] = tag, held by a new handle. */
static Value *old_cell(int32_t tag)
{
    Value *h = gc_handle(vm, new_values(4));
    vals(*h)->v[0] = v_int(tag);
    return h;
}

static void promote_all(void) { gc_collect(vm, "test"); }

/* A live list of n old cells (each [i, next]), held by a new handle. */
static Value *old_list(int n)
{
    Value *head = gc_handle(vm, V_NULL);
    for (int i = 0; i < n; i++) {
        Value c = new_values(2);
        vals(c)->v[0] = v_int(i);
        vals(c)->v[1] = *head;
        *head = c;
    }
    promote_all();
    return head;
}

/* Start a cycle now (roots pushed grey). */
static void start_cycle(void)
{
    GcHeap *h = vm->heap;
    h->inc_start_at = 0;
    h->inc_min = 0;
    gc_inc_step(vm);
    h->inc_start_at = SIZE_MAX;
    cr_assert(h->marking, "a cycle started");
}

/* Trace `cells` cells off the mark stack (0: all), without the final pause. */
static void trace_some(uint64_t cells)
{
    GcHeap *h = vm->heap;
    GcTracer t = { .mode = TR_MARK, .heap = h, .vm = vm, .young_lo = h->hot.young_lo,
                   .young_size = h->hot.young_size };
    uint64_t traced = 0;
    if (!cells) {
        gc_mark_drain_some(&t, UINT64_MAX, &traced);
        return;
    }
    for (uint64_t i = 0; i < cells && h->mark_stack.n; i++)
        gc_mark_drain_some(&t, 1, &traced); /* a budget of 1 byte traces one cell */
}

/* The final pause: the major the cycle ends with (verified). */
static void finish_cycle(void)
{
    uint64_t majors = vm->heap->majors;
    gc_collect_for(vm, "test", 0, true);
    cr_assert(!vm->heap->marking);
    cr_assert_eq(vm->heap->majors, majors + 1);
}

/* The classic lost object: owner (traced black) is given the white cell
 * that only a grey cell held, and the grey cell lets go of it. */
struct scene {
    Value *grey, *black;
};

static struct scene lost_object_scene(void)
{
    Value *grey = old_cell(1);
    Value *w = gc_handle(vm, new_values(4));
    vals(*w)->v[0] = v_int(42);
    GC_WRITE(vm, vals(*grey), &vals(*grey)->v[1], *w);
    Value *black = old_cell(2);
    promote_all();
    cr_assert(!is_young(*w) && !is_young(*black) && !is_young(*grey));
    *w = V_UNDEF; /* only grey holds it now */
    start_cycle();
    /* handles are the last root set: black (pushed last) is traced first */
    trace_some(1);
    cr_assert(gc_is_marked_noalloc(vals(*black)) && !gc_is_marked_noalloc(v_cell(vals(*grey)->v[1])));
    return (struct scene){ grey, black };
}

static void check_kept(Value *owner, uint32_t slot)
{
    Value c = vals(*owner)->v[slot];
    cr_assert(v_is_cell(c));
    cr_assert_eq(vals(c)->v[0], v_int(42), "the cell moved into the black owner survived");
}

Test(incremental, white_into_black_owner)
{
    struct scene s = lost_object_scene();
    Values *b = vals(*s.black), *g = vals(*s.grey);
    GC_WRITE(vm, b, &b->v[1], g->v[1]);
    g->v[1] = V_UNDEF; /* a non-reference: no barrier */
    trace_some(0);
    finish_cycle();
    check_kept(s.black, 1);
}

Test(incremental, white_into_remembered_owner)
{
    struct scene s = lost_object_scene();
    Values *b = vals(*s.black);
    /* a young value makes the owner remembered: later stores skip the barrier */
    Value y = new_values(2);
    b = vals(*s.black);
    GC_WRITE(vm, b, &b->v[2], y);
    cr_assert(!(b->hdr.gc & GC_UNLOGGED), "remembered");
    Values *g = vals(*s.grey);
    GC_WRITE(vm, b, &b->v[1], g->v[1]);
    g->v[1] = V_UNDEF;
    trace_some(0);
    gc_collect_minor(vm, "test"); /* re-greys the black remembered owner */
    trace_some(0);
    finish_cycle();
    check_kept(s.black, 1);
}

Test(incremental, white_into_remembered_owner_at_final_pause)
{
    struct scene s = lost_object_scene();
    Value y = new_values(2);
    Values *b = vals(*s.black);
    GC_WRITE(vm, b, &b->v[2], y);
    Values *g = vals(*s.grey);
    GC_WRITE(vm, b, &b->v[1], g->v[1]);
    g->v[1] = V_UNDEF;
    trace_some(0);
    finish_cycle(); /* its minor re-greys the owner */
    check_kept(s.black, 1);
}

Test(incremental, white_into_large_array)
{
    Value *grey = old_cell(1);
    Value *w = gc_handle(vm, new_values(4));
    vals(*w)->v[0] = v_int(42);
    GC_WRITE(vm, vals(*grey), &vals(*grey)->v[1], *w);
    uint32_t n = GC_YOUNG_BIG_MAX / sizeof(Value) + 16;
    Value *large = gc_handle(vm, new_values(n)); /* card-marked, born old */
    cr_assert(!is_young(*large));
    promote_all();
    *w = V_UNDEF;
    start_cycle();
    trace_some(1); /* the array, pushed last */
    cr_assert(gc_is_marked_noalloc(vals(*large)) && !gc_is_marked_noalloc(v_cell(vals(*grey)->v[1])));
    Values *l = vals(*large), *g = vals(*grey);
    GC_WRITE(vm, l, &l->v[n - 1], g->v[1]);
    g->v[1] = V_UNDEF;
    trace_some(0);
    finish_cycle();
    cr_assert_eq(vals(vals(*large)->v[n - 1])->v[0], v_int(42));
}

Test(incremental, write_range_shades)
{
    struct scene s = lost_object_scene();
    Values *b = vals(*s.black), *g = vals(*s.grey);
    Value src[3] = { v_int(1), g->v[1], v_int(3) };
    memcpy(&b->v[0], src, sizeof src);
    gc_write_range(vm, b, &b->v[0], 3);
    g->v[1] = V_UNDEF;
    trace_some(0);
    finish_cycle();
    check_kept(s.black, 1);
}

Test(incremental, moved_to_a_handle)
{
    struct scene s = lost_object_scene();
    Value *h = gc_handle(vm, vals(*s.grey)->v[1]); /* a root now: rescanned at the final pause */
    vals(*s.grey)->v[1] = V_UNDEF;
    trace_some(0);
    finish_cycle();
    cr_assert_eq(vals(*h)->v[0], v_int(42));
}

Test(incremental, promoted_mid_cycle)
{
    struct scene s = lost_object_scene();
    Value *y = gc_handle(vm, new_values(4)); /* young: never barriered */
    Values *g = vals(*s.grey);
    vals(*y)->v[1] = g->v[1];
    g->v[1] = V_UNDEF;
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test"); /* promoted, grey */
    cr_assert(!is_young(*y));
    cr_assert(gc_is_marked_noalloc(vals(*y)));
    Value keep = vals(*y)->v[1];
    *y = V_UNDEF;
    Value *k = gc_handle(vm, keep);
    trace_some(0);
    finish_cycle();
    cr_assert_eq(vals(*k)->v[0], v_int(42));
}

Test(incremental, verifier_catches_a_missing_shade)
{
    struct scene s = lost_object_scene();
    Values *b = vals(*s.black), *g = vals(*s.grey);
    b->v[1] = g->v[1]; /* no barrier: the bug the verifier is for */
    g->v[1] = V_UNDEF;
    trace_some(0);
    cr_assert_gt(gc_verify_evacuated(vm), 0, "a marked cell refers to an unmarked one");
    gc_inc_shade(vm->heap, v_cell(b->v[1])); /* mend it, so the cycle can end */
    trace_some(0);
    cr_assert_eq(gc_verify_evacuated(vm), 0);
    finish_cycle();
    check_kept(s.black, 1);
}

Test(incremental, gc_in_a_cycle_is_full)
{
    uint32_t n = GC_YOUNG_BIG_MAX / sizeof(Value) + 16;
    Value *large = gc_handle(vm, new_values(n));
    promote_all();
    start_cycle(); /* marks the large array (a root) */
    cr_assert(gc_is_marked_noalloc(vals(*large)));
    *large = V_UNDEF;
    uint64_t majors = vm->heap->majors;
    GcStats before, after;
    gc_stats(vm, &before);
    gc_collect(vm, "test");
    gc_stats(vm, &after);
    cr_assert(!vm->heap->marking);
    cr_assert_eq(vm->heap->majors, majors + 2, "the cycle's final pause, then a full major");
    cr_assert_lt(after.old_committed + n * sizeof(Value) / 2, before.old_committed, "the dropped array is freed");
}

Test(incremental, major_trigger_ends_the_cycle)
{
    Value *a = old_cell(7);
    promote_all();
    start_cycle();
    GcHeap *h = vm->heap;
    uint64_t majors = h->majors;
    h->major_at = h->old_bytes; /* the old generation is "full" */
    h->hot.limit = h->hot.top;  /* the next allocation takes the slow path */
    cr_assert(new_values(2));
    cr_assert(!h->marking);
    cr_assert_eq(h->majors, majors + 1);
    cr_assert_eq(vals(*a)->v[0], v_int(7));
}

Test(incremental, slices_run_from_allocation)
{
    /* a live list of old cells, then a cycle that allocation alone drives
     * to its end */
    Value *head = old_list(20000);
    GcHeap *h = vm->heap;
    h->mark_slice_min = h->mark_slice_max = 4096;
    start_cycle();
    uint64_t majors = h->majors;
    for (int i = 0; i < 2000000 && h->marking; i++)
        cr_assert(new_values(6));
    cr_assert(!h->marking, "the cycle ended");
    cr_assert_eq(h->majors, majors + 1);
    cr_assert_gt(h->inc_slices, 10, "in many slices");
    int n = 0;
    for (Value c = *head; c != V_NULL; c = vals(c)->v[1])
        cr_assert_eq(vals(c)->v[0], v_int(19999 - n++));
    cr_assert_eq(n, 20000);
}

/* Where the next cycle starts (gc_inc_start_offset): a third of the way
 * from the live bytes to major_at once major_at reaches inc_early, three
 * quarters of the way below it; gc_inc_after_major sets the trigger so. */
Test(incremental, start_late_on_a_small_heap)
{
    GcHeap *h = vm->heap;
    size_t live = h->old_live, early = h->inc_early;
    cr_assert_eq(early, (size_t)48 << 20, "the default");
    h->old_live = (size_t)20 << 20;
    h->major_at = (size_t)35 << 20;
    cr_assert_eq(gc_inc_start_offset(h), ((size_t)15 << 20) / 4 * 3, "under inc_early: three quarters");
    h->major_at = early;
    cr_assert_eq(gc_inc_start_offset(h), (early - h->old_live) / 3, "at inc_early: a third");
    h->old_live = (size_t)60 << 20;
    h->major_at = (size_t)105 << 20;
    cr_assert_eq(gc_inc_start_offset(h), ((size_t)45 << 20) / 3);
    h->inc_early = 0;
    h->old_live = (size_t)20 << 20;
    h->major_at = (size_t)35 << 20;
    cr_assert_eq(gc_inc_start_offset(h), ((size_t)15 << 20) / 3, "TARN_GC_INC_EARLY_MB=0: a third at every size");
    h->inc_early = early;
    h->old_live = live;
    /* a real major on a small heap sets the trigger late */
    promote_all();
    cr_assert_lt(h->major_at, early);
    cr_assert_eq(h->inc_start_at, h->old_live + (h->major_at - h->old_live) / 4 * 3);
}

/* A slice may trace more than mark_slice_max when the cycle's rate owes
 * it: up to mark_k bytes per byte of a mark step (a late start has a high
 * mark_k), and never more. */
Test(incremental, slice_budget_follows_the_rate)
{
    Value *head = old_list(150000);
    GcHeap *h = vm->heap;
    start_cycle();
    h->mark_k = 12;
    h->mark_debt = UINT64_MAX / 2; /* owes more than any cap */
    uint64_t before = h->inc_traced;
    gc_inc_step(vm); /* one slice */
    uint64_t traced = h->inc_traced - before;
    uint64_t cap = (uint64_t)12 * h->mark_step;
    cr_assert_gt(cap, h->mark_slice_max, "precondition: the rate's cap is the larger");
    cr_assert_geq(traced, cap - 64, "traced %llu, cap %llu", (unsigned long long)traced, (unsigned long long)cap);
    cr_assert_leq(traced, cap + 64, "traced %llu, cap %llu", (unsigned long long)traced, (unsigned long long)cap);
    cr_assert(h->marking, "not done: the chain is longer than one slice");
    gc_collect(vm, "test");
    int n = 0;
    for (Value c = *head; c != V_NULL; c = vals(c)->v[1])
        cr_assert_eq(vals(c)->v[0], v_int(149999 - n++));
    cr_assert_eq(n, 150000);
}
