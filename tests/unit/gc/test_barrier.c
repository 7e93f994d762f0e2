/* tests/unit/gc/test_barrier.c — the generational collector with plain
 * Values cells and no interpreter: ageing and promotion, the GC_WRITE
 * barrier keeping old->young edges alive across minors (small cells and
 * card-marked large ones), the verifier catching a missing barrier and,
 * under stress, a dangling reference collections later, and a
 * major collection freeing dead old cells. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "../../../stdlib/lib.h"
#include "../../../gc/heap.h"
#include "../../../vm/vm.h"
#include "gc_test.h"

static void setup(void)
{
    unsetenv("TARN_GC_STRESS");
    vm = lib_vm_new();
    cr_assert(vm);
}
static void teardown(void) { vm_free(vm); }

Test(barrier, promotion_by_age, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, new_values(2));
    cr_assert(is_young(*h));
    gc_collect_minor(vm, "test");
    cr_assert(is_young(*h), "first survival: survivor space");
    gc_collect_minor(vm, "test");
    cr_assert(!is_young(*h), "second survival: promoted");
    Value at = *h;
    gc_collect_minor(vm, "test");
    cr_assert_eq(*h, at, "old cells do not move in a minor");
    gc_scope_close(vm, sc);
}

Test(barrier, old_to_young_edge_survives, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *old = gc_handle(vm, new_values(4));
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test");
    cr_assert(!is_young(*old));
    for (uint32_t i = 0; i < 4; i++) {
        Value y = new_values(1);
        ((Values *)v_cell(y))->v[0] = v_int((int32_t)i * 10);
        Values *o = v_cell(*old);
        GC_WRITE(vm, o, &o->v[i], y); /* young value, held only by the old cell */
    }
    for (int k = 0; k < 3; k++) {
        gc_collect_minor(vm, "test");
        cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    }
    Values *o = v_cell(*old);
    for (uint32_t i = 0; i < 4; i++)
        cr_assert_eq(((Values *)v_cell(o->v[i]))->v[0], v_int((int32_t)i * 10));
    gc_scope_close(vm, sc);
}

/* The slot argument is evaluated once, on the fast path and on the slow
 * path alike (array_sort.c once wrote `&b->v[(*n)++]`, and the slow path's
 * second evaluation moved the counter twice). */
Test(barrier, slot_evaluated_once, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *old = gc_handle(vm, new_values(8));
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test");
    cr_assert(!is_young(*old));
    uint32_t n = 0;
    for (uint32_t i = 0; i < 4; i++) {
        Value y = new_values(1); /* young into old: the slow path */
        Values *o = v_cell(*old);
        GC_WRITE(vm, o, &o->v[n++], y);
        GC_WRITE(vm, o, &o->v[n++], v_int(7)); /* not a heap value: the fast path */
    }
    cr_assert_eq(n, 8);
    Values *o = v_cell(*old);
    for (uint32_t i = 0; i < 8; i += 2) {
        cr_assert(v_is_cell(o->v[i]), "slot %u holds the young cell", i);
        cr_assert_eq(o->v[i + 1], v_int(7));
    }
    gc_collect_minor(vm, "test");
    cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    gc_scope_close(vm, sc);
}

Test(barrier, large_values_cards, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    uint32_t cap = 100000; /* 800 KB: a large object, born old */
    Value *big = gc_handle(vm, new_values(cap));
    cr_assert(!is_young(*big));
    gc_collect_minor(vm, "test"); /* its all-dirty cards are cleaned */
    for (uint32_t i = 0; i < cap; i += 7919) {
        Value y = new_values(1);
        ((Values *)v_cell(y))->v[0] = v_int((int32_t)i);
        Values *b = v_cell(*big);
        GC_WRITE(vm, b, &b->v[i], y);
    }
    for (int k = 0; k < 3; k++) {
        gc_collect_minor(vm, "test");
        cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    }
    Values *b = v_cell(*big);
    for (uint32_t i = 0; i < cap; i += 7919)
        cr_assert_eq(((Values *)v_cell(b->v[i]))->v[0], v_int((int32_t)i));
    gc_scope_close(vm, sc);
}

Test(barrier, verifier_finds_missing_barrier, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *old = gc_handle(vm, new_values(1));
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test");
    Value y = new_values(1);
    ((Values *)v_cell(*old))->v[0] = y; /* deliberately no GC_WRITE */
    cr_assert_gt(gc_verify_heap(vm, "test (an error is expected)", true), 0);
    Values *o = v_cell(*old);
    GC_WRITE(vm, o, &o->v[0], y); /* repair, so teardown is clean */
    cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    gc_scope_close(vm, sc);
}

/* Under stress (which samples its verifications) each minor starts eden a
 * varying distance into its slot. A reference a lost root left dangling is
 * then still found collections later, after the slot has been refilled with
 * cells of the same size: from an unshifted slot's start, the new cell
 * would sit at the dangling address and the reference would look valid. */
static void setup_stress(void)
{
    setenv("TARN_GC_STRESS", "1", 1);
    vm = lib_vm_new();
    unsetenv("TARN_GC_STRESS");
    cr_assert(vm);
}

Test(barrier, dangling_reference_found_after_slot_reuse, .init = setup_stress, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *keep = gc_handle(vm, V_UNDEF);
    Value y = new_values(1); /* deliberately held across allocations in a C local */
    for (int k = 0; k < 6; k++) { /* each allocation is a stress minor: the slots alternate */
        *keep = new_values(1);
        ((Values *)v_cell(*keep))->v[0] = y; /* a young holder: no barrier involved */
        cr_assert_gt(gc_verify_heap(vm, "test (an error is expected)", true), 0, "after %d minors", k + 1);
        ((Values *)v_cell(*keep))->v[0] = V_UNDEF; /* the next minor must not trace it */
    }
    cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    gc_scope_close(vm, sc);
}

/* Under stress eden starts a varying distance into its slot; a nursery
 * configured to the whole slot must still end at the slot's end, after a
 * configuration as after a minor. */
Test(barrier, eden_limit_stays_in_its_slot, .init = setup_stress, .fini = teardown)
{
    GcHeap *h = vm->heap;
    for (int k = 0; k < 8; k++) {
        gc_configure(vm, 0, h->eden_cap, h->eden_cap);
        char *slot = h->eden[h->eden_cur];
        cr_assert_eq(h->eden_size, h->eden_cap);
        cr_assert_gt(h->eden_start, slot, "the stress shift moved eden's start");
        cr_assert(h->eden_limit <= slot + h->eden_cap, "after a configuration, pass %d", k);
        gc_collect_minor(vm, "test");
        slot = h->eden[h->eden_cur];
        cr_assert(h->eden_limit <= slot + h->eden_cap, "after a minor, pass %d", k);
        cr_assert_gt(h->eden_limit, h->eden_start);
    }
}

Test(barrier, major_frees_dead_old_cells, .init = setup, .fini = teardown)
{
    gc_collect(vm, "test");
    GcStats s0, s1, s2;
    gc_stats(vm, &s0);
    size_t sc = gc_scope_open(vm);
    Value *keep = gc_handle(vm, new_values(1000));
    for (uint32_t i = 0; i < 1000; i++) {
        Value y = new_values(8);
        Values *k = v_cell(*keep);
        GC_WRITE(vm, k, &k->v[i], y);
    }
    gc_collect(vm, "test");
    gc_stats(vm, &s1);
    cr_assert_geq(s1.bytes_live, s0.bytes_live + 1000 * 80);
    gc_scope_close(vm, sc);
    gc_collect(vm, "test");
    gc_stats(vm, &s2);
    cr_assert_leq(s2.bytes_live, s0.bytes_live + 64, "dropped old cells are swept");
    cr_assert_eq(s2.majors, s0.majors + 2);
}
