/* tests/unit/gc/test_pacing.c — the nursery policy through the real API
 * (gc/collect.c pace_nursery, gc/gc.c pretenure and gc_idle_safepoint):
 * pure garbage never grows the nursery; a fully live chain switches to
 * pretenure mode (allocated old, not copied) and stays intact under the
 * verifier; the idle safepoint collects only a nursery more than half full.
 * Policy tests need the default ladder, so they skip under TARN_GC_STRESS
 * (which collects at every allocation) and a pinned nursery. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../vm/vm.h"
#include "gc_test.h"


static bool policy_env(void)
{
    const char *s = getenv("TARN_GC_STRESS");
    const char *n = getenv("TARN_GC_NURSERY_MB");
    return !(s && *s && *s != '0') && !(n && *n);
}


Test(pacing, garbage_keeps_the_nursery_small, .init = verified_vm_setup, .fini = vm_teardown)
{
    if (!policy_env())
        return;
    GcStats a, b;
    gc_stats(vm, &a);
    for (int i = 0; i < 200000; i++) /* ~50 MiB of garbage, 256-byte cells */
        new_values(30);
    gc_stats(vm, &b);
    cr_assert_gt(b.minors, a.minors + 10);
    cr_assert_lt(b.bytes_copied + b.bytes_promoted - a.bytes_copied - a.bytes_promoted, 1u << 20);
    /* the young generation did not grow past its starting size */
    cr_assert_leq(b.heap_size, a.heap_size + (2u << 20), "heap %llu -> %llu",
                  (unsigned long long)a.heap_size, (unsigned long long)b.heap_size);
}

Test(pacing, fully_live_chain_is_pretenured, .init = verified_vm_setup, .fini = vm_teardown)
{
    if (!policy_env())
        return;
    const int n = 600000; /* 600k 32-byte nodes: ~19 MiB, all live */
    size_t sc = gc_scope_open(vm);
    Value *head = gc_handle(vm, V_NULL);
    for (int i = n - 1; i >= 0; i--) {
        Value node = new_values(2);
        Values *v = v_cell(node);
        v->v[0] = v_int(i);
        v->v[1] = *head;
        *head = node;
    }
    GcStats s;
    gc_stats(vm, &s);
    cr_assert_gt(s.bytes_pretenured, 4u << 20, "pretenured %llu", (unsigned long long)s.bytes_pretenured);
    /* pretenured cells were never copied: far less than the chain moved */
    cr_assert_lt(s.bytes_copied + s.bytes_promoted, (uint64_t)n * 32 / 2);
    gc_collect(vm, "test");
    Value p = *head;
    for (int i = 0; i < n; i++) {
        cr_assert(v_is_type(p, T_VALUES), "node %d", i);
        cr_assert_eq(((Values *)v_cell(p))->v[0], v_int(i));
        p = ((Values *)v_cell(p))->v[1];
    }
    cr_assert_eq(p, V_NULL);
    gc_scope_close(vm, sc);
}

Test(pacing, idle_safepoint_collects_a_half_full_nursery, .init = verified_vm_setup, .fini = vm_teardown)
{
    if (!policy_env())
        return;
    gc_collect_minor(vm, "test"); /* an empty nursery */
    cr_assert_eq(gc_idle_safepoint(vm), 0);
    GcStats a, b;
    gc_stats(vm, &a);
    for (int i = 0; i < 6000; i++) /* 1.5 MiB of the 2 MiB nursery */
        new_values(30);
    gc_stats(vm, &b);
    cr_assert_eq(b.minors, a.minors);
    cr_assert_eq(gc_idle_safepoint(vm), 1);
    gc_stats(vm, &b);
    cr_assert_eq(b.minors, a.minors + 1);
    cr_assert_eq(gc_idle_safepoint(vm), 0); /* just emptied */
}
