/* tests/unit/gc/test_bigyoung.c — cells over GC_LARGE_MIN up to
 * GC_YOUNG_BIG_MAX are young (gc/bigyoung.c): a dead one is reclaimed by a
 * minor with no major and no large mapping; a live one is copied to
 * survivor space, then promoted into a large mapping with its young
 * referents kept (cards dirty for them) and the barrier working on it
 * afterwards; bigger cells are still born old. */
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

static bool is_large(Value v) { return ((GcHeader *)v_cell(v))->gc & GC_LARGE; }

static size_t nlarge(void)
{
    size_t n = 0;
    for (LargeObj *l = vm->heap->large; l; l = l->next)
        n++;
    return n;
}

Test(bigyoung, dead_big_cell_dies_in_a_minor, .init = setup, .fini = teardown)
{
    size_t large0 = nlarge(), old0 = vm->heap->old_bytes;
    uint64_t majors = vm->heap->majors;
    Value v = new_values(4000); /* 32 KB: over GC_LARGE_MIN */
    cr_assert(is_young(v), "a big cell under GC_YOUNG_BIG_MAX is born young");
    cr_assert(!is_large(v));
    cr_assert_eq(vm->heap->young_big.n, 1);
    gc_collect_minor(vm, "test");
    cr_assert_eq(vm->heap->young_big.n, 0, "dead: no longer listed");
    cr_assert_eq(nlarge(), large0, "no large mapping for it");
    cr_assert(vm->heap->old_bytes <= old0 + 4096, "not promoted");
    cr_assert_eq(vm->heap->majors, majors);
}

Test(bigyoung, live_big_cell_ages_and_promotes_with_its_referents, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    const uint32_t cap = 3000, mid = cap / 2 + 1; /* not a multiple of 100 */
    Value *a = gc_handle(vm, new_values(cap));
    for (uint32_t i = 0; i < cap; i += 100) {
        Value y = new_values(1);
        ((Values *)v_cell(y))->v[0] = v_int((int32_t)i);
        Values *o = v_cell(*a);
        GC_WRITE(vm, o, &o->v[i], y);
    }
    gc_collect_minor(vm, "test");
    cr_assert(is_young(*a), "first survival: survivor space");
    cr_assert_eq(vm->heap->young_big.n, 1, "still listed, at its new address");
    cr_assert_eq(vm->heap->young_big.v[0], v_cell(*a));
    size_t large0 = nlarge();
    {
        /* a fresh value: it will only reach survivor space when *a is promoted */
        Value y = new_values(1);
        ((Values *)v_cell(y))->v[0] = v_int(-5);
        Values *o = v_cell(*a);
        GC_WRITE(vm, o, &o->v[mid], y);
    }
    gc_collect_minor(vm, "test");
    cr_assert(!is_young(*a), "second survival: promoted");
    cr_assert(is_large(*a), "into a large mapping");
    const OldRange *r = gc_old_range_noalloc(vm->heap, v_cell(*a));
    cr_assert(r && r->large && r->lo == (char *)large_of(v_cell(*a)), "listed among the old mappings");
    cr_assert_eq(nlarge(), large0 + 1);
    cr_assert_eq(vm->heap->young_big.n, 0);
    LargeObj *l = large_of(v_cell(*a));
    cr_assert(l->cards);
    /* the fresh referent is young still, so the cell is remembered with
     * that slot's card dirty and the others (promoted referents) clean */
    cr_assert(((GcHeader *)v_cell(*a))->gc & GC_REM);
    cr_assert(l->cards[(offsetof(Values, v) + mid * sizeof(Value)) >> GC_CARD_SHIFT]);
    cr_assert(!l->cards[(offsetof(Values, v) + 100 * sizeof(Value)) >> GC_CARD_SHIFT]);
    cr_assert(is_young(((Values *)v_cell(*a))->v[mid]));
    cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    /* a young value stored into it later goes through its cards */
    Value y = new_values(1);
    ((Values *)v_cell(y))->v[0] = v_int(-7);
    Values *o = v_cell(*a);
    GC_WRITE(vm, o, &o->v[cap - 1], y);
    for (int k = 0; k < 4; k++) {
        gc_collect_minor(vm, "test");
        cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    }
    o = v_cell(*a);
    for (uint32_t i = 0; i < cap; i += 100)
        cr_assert_eq(((Values *)v_cell(o->v[i]))->v[0], v_int((int32_t)i));
    cr_assert_eq(((Values *)v_cell(o->v[cap - 1]))->v[0], v_int(-7));
    cr_assert_eq(((Values *)v_cell(o->v[mid]))->v[0], v_int(-5));
    gc_collect(vm, "test"); /* a major keeps it, and frees it once dropped */
    cr_assert(is_large(*a));
    gc_scope_close(vm, sc);
    gc_collect(vm, "test");
    cr_assert_eq(nlarge(), large0);
}

Test(bigyoung, major_promotes_young_big_cells, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, new_values(2000));
    Value *s = gc_handle(vm, v_from_cell(gc_alloc(vm, T_BYTES, 20000)));
    cr_assert(is_young(*a) && is_young(*s));
    gc_collect(vm, "test"); /* a major empties the young generation */
    cr_assert(is_large(*a) && is_large(*s));
    cr_assert_eq(vm->heap->young_big.n, 0);
    cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    gc_scope_close(vm, sc);
}

Test(bigyoung, over_the_bound_is_born_old, .init = setup, .fini = teardown)
{
    Value v = new_values(GC_YOUNG_BIG_MAX / sizeof(Value) + 16);
    cr_assert(!is_young(v));
    cr_assert(is_large(v));
    cr_assert_eq(vm->heap->young_big.n, 0);
}

/* A flat string may be twice as big as other young cells: a JSON text of
 * a few hundred KB dies in a minor, while a table or array of that size
 * (copied and scanned at every minor while it lives) is still born old. */
Test(bigyoung, a_string_may_be_bigger_than_other_young_cells, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    uint32_t len = (GC_YOUNG_BIG_VALUES_MAX + GC_YOUNG_BIG_MAX) / 2;
    Value *s = gc_handle(vm, vm_str_alloc(vm, len, false));
    memset(((String *)v_cell(*s))->data, 'x', len);
    cr_assert(is_young(*s), "a %u-byte string is born young", len);
    Value v = new_values(len / sizeof(Value));
    cr_assert(!is_young(v) && is_large(v), "a Values of as many bytes is born old");
    gc_collect_minor(vm, "test");
    cr_assert(!is_young(*s) || vm->heap->young_big.n == 1, "the live string survives the minor");
    cr_assert_eq(((String *)v_cell(*s))->data[len - 1], 'x');
    cr_assert_eq(gc_verify_heap(vm, "test", true), 0);
    gc_scope_close(vm, sc);
    v = vm_str_alloc(vm, GC_YOUNG_BIG_MAX + 16, false);
    cr_assert(!is_young(v), "a string over GC_YOUNG_BIG_MAX is born old");
}
