/* tests/unit/gc/test_pretenure_alloc.c — allocation in pretenure mode
 * (gc/gc.c gc_alloc_slow's inline path, gc_old_alloc_quick in gc/heap.h):
 * every cell is old, zero-filled, unlogged, with its header right; the
 * blocks' counts match their bitmaps and old_bytes matches the class sizes
 * handed out; the span is counted down and ends on time (back to the
 * nursery); a major due or the heap limit still goes through the full path;
 * and everything survives collections under the verifier. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "gc_test.h"

static bool plain_env(void)
{
    const char *s = getenv("TARN_GC_STRESS");
    return !(s && *s && *s != '0'); /* stress collects at every allocation */
}



/* pretenure mode as policy.c starts it: the young generation empty, the
 * next `span` bytes old */
static void start_pretenure(size_t span)
{
    GcHeap *h = vm->heap;
    gc_collect(vm, "test");
    h->nursery.pretenure_left = span;
    gc_reset_limit(h);
}

static uint64_t block_bits(Block *b)
{
    uint64_t n = 0;
    for (uint32_t w = 0; w < b->nwords; w++)
        n += (uint64_t)__builtin_popcountll(b->alloc[w] & (w == b->nwords - 1 ? ~b->pad : ~0ull));
    return n;
}

Test(pretenure_alloc, cells_are_old_zeroed_and_counted, .init = verified_vm_setup, .fini = vm_teardown)
{
    if (!plain_env())
        return;
    GcHeap *h = vm->heap;
    size_t sc = gc_scope_open(vm);
    Value *arr = gc_handle(vm, V_UNDEF);
    {
        Values *a = gc_alloc(vm, T_VALUES, sizeof(Values) + 20000 * sizeof(Value));
        cr_assert(a);
        a->cap = 20000;
        *arr = v_from_cell(a);
    }
    start_pretenure(64u << 20);
    gc_sweep_finish(h); /* every block swept: the bitmaps below are exact */
    GcStats st;
    gc_stats(vm, &st);
    uint64_t pret0 = h->pretenured_bytes, alloc0 = st.bytes_allocated;
    size_t old0 = h->old_bytes, left0 = h->nursery.pretenure_left, want = 0, asked = 0;
    for (uint32_t i = 0; i < 20000; i++) {
        uint32_t cap = 1 + i % 37; /* 24 .. 312 bytes: many classes */
        size_t bytes = sizeof(Values) + cap * sizeof(Value);
        Values *v = gc_alloc(vm, T_VALUES, bytes);
        cr_assert(v);
        cr_assert(!is_young(v_from_cell(v)), "cell %u is young", i);
        cr_assert_eq(v->hdr.type, T_VALUES);
        cr_assert_eq(v->hdr.gc, GC_UNLOGGED);
        cr_assert_eq(v->hdr.size, (bytes + 7) & ~(size_t)7);
        for (uint32_t k = 0; k < cap; k++)
            cr_assert_eq(v->v[k], 0, "cell %u slot %u not zero", i, k);
        v->cap = cap;
        v->v[0] = v_int((int32_t)i);
        Values *a = v_cell(*arr);
        GC_WRITE(vm, a, &a->v[i], v_from_cell(v));
        want += gc_size_class(v->hdr.size);
        asked += v->hdr.size;
    }
    cr_assert_eq(h->old_bytes - old0, want, "old_bytes grew %zu for %zu", h->old_bytes - old0, want);
    cr_assert_eq(h->pretenured_bytes - pret0, asked);
    gc_stats(vm, &st); /* the total allocated counts pretenured bytes too */
    cr_assert_eq(st.bytes_allocated - alloc0, asked);
    cr_assert_eq(h->nursery.pretenure_left, left0 - asked);
    cr_assert_eq(gc_hot(vm)->limit, gc_hot(vm)->top, "still pretenuring: every allocation is slow");
    for (Block *b = h->blocks; b; b = b->next)
        if (b->state == BLOCK_SWEPT)
            cr_assert_eq(b->nlive, block_bits(b), "block %p: nlive %u, bitmap %llu", (void *)b, b->nlive,
                         (unsigned long long)block_bits(b));
    /* a major (verifier on) keeps every cell, then a minor */
    gc_collect(vm, "test");
    gc_collect_minor(vm, "test");
    Values *a = v_cell(*arr);
    for (uint32_t i = 0; i < 20000; i++)
        cr_assert_eq(((Values *)v_cell(a->v[i]))->v[0], v_int((int32_t)i));
    gc_scope_close(vm, sc);
}

Test(pretenure_alloc, span_ends_and_majors_still_run, .init = verified_vm_setup, .fini = vm_teardown)
{
    if (!plain_env())
        return;
    GcHeap *h = vm->heap;
    start_pretenure(64 * 100); /* 100 cells of 64 bytes */
    for (int i = 0; i < 99; i++)
        cr_assert(!is_young(v_from_cell(gc_alloc(vm, T_VALUES, 64))));
    cr_assert_eq(h->nursery.pretenure_left, 64);
    cr_assert(!is_young(v_from_cell(gc_alloc(vm, T_VALUES, 64))), "the span's last cell is old too");
    cr_assert_eq(h->nursery.pretenure_left, 0);
    cr_assert_gt(gc_hot(vm)->limit, gc_hot(vm)->top, "the span is over: back to the nursery");
    cr_assert(is_young(v_from_cell(gc_alloc(vm, T_VALUES, 64))));
    /* a major is due: the allocation runs it before taking its cell */
    start_pretenure(1u << 20);
    uint64_t majors = h->majors;
    h->major_at = h->old_bytes; /* reached */
    cr_assert(!is_young(v_from_cell(gc_alloc(vm, T_VALUES, 64))));
    cr_assert_eq(h->majors, majors + 1);
    cr_assert_gt(h->major_at, h->old_bytes);
}
