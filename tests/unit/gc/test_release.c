/* tests/unit/gc/test_release.c — freed blocks' pages go back to the OS
 * outside the major that freed them: the major leaves them committed on
 * h->dirty_blocks, each following minor returns at most GC_RELEASE_STEP
 * of them and no major does (a major's pause is the long one; a
 * madvise's TLB shootdown is not cheap), the idle safepoint returns a
 * step, the resident set falls once they are all back,
 * a block needed meanwhile is taken from the committed ones first, and an
 * explicit gc_collect returns everything at once. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "../../../stdlib/lib.h"
#include "../../../gc/heap.h"
#include "../../../vm/vm.h"
#include "gc_test.h"

static void setup(void)
{
    unsetenv("TARN_GC_STRESS"); /* under stress (protect) blocks are released at once */
    unsetenv("TARN_GC_PROTECT");
    vm = lib_vm_new();
    cr_assert(vm);
}
static void teardown(void) { vm_free(vm); }

static uint64_t rss_bytes(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    cr_assert(f);
    unsigned long size, res;
    cr_assert_eq(fscanf(f, "%lu %lu", &size, &res), 2);
    fclose(f);
    return (uint64_t)res * (uint64_t)sysconf(_SC_PAGESIZE);
}

/* ~19 MB of old 48-byte cells held by one large Values: about 300 blocks. */
static Value *fill(uint32_t n)
{
    Value *arr = gc_handle(vm, new_values(n));
    for (uint32_t i = 0; i < n; i++) {
        Value c = new_values(4);
        ((Values *)v_cell(c))->v[0] = v_int((int32_t)i);
        Values *a = v_cell(*arr);
        GC_WRITE(vm, a, &a->v[i], c);
    }
    gc_collect(vm, "test");
    return arr;
}

Test(release, deferred_over_the_following_collections, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    size_t sc = gc_scope_open(vm);
    Value *arr = fill(400000);
    size_t blocks = h->nblocks;
    cr_assert_gt(blocks, 4 * GC_RELEASE_STEP);
    cr_assert_eq(h->dirty_blocks.n, 0, "gc_collect returns every freed block");
    uint64_t rss0 = rss_bytes();
    *arr = V_UNDEF;
    gc_collect_for(vm, "test", 0, true); /* a major as the allocator runs it */
    size_t freed = blocks - h->nblocks;
    cr_assert_gt(freed, 4 * GC_RELEASE_STEP);
    cr_assert_eq(h->dirty_blocks.n, freed, "the major itself returned none");
    gc_collect_for(vm, "test", 0, true);
    cr_assert_eq(h->dirty_blocks.n, freed, "nor does the next major");
    /* what left at once: at most the large array's mapping (400,000
     * slots), with 2 MB of slack; all 300 blocks would be 19 MB */
    uint64_t rss_major = rss_bytes();
    uint64_t at_once = 400000 * sizeof(Value) + (2u << 20);
    cr_assert_lt(rss0, rss_major + at_once, "rss %llu -> %llu after the major that freed %zu blocks",
                 (unsigned long long)rss0, (unsigned long long)rss_major, freed);
    gc_idle_safepoint(vm);
    cr_assert_eq(h->dirty_blocks.n, freed - GC_RELEASE_STEP, "the idle safepoint returns one step");
    int minors = 0;
    while (h->dirty_blocks.n) {
        size_t before = h->dirty_blocks.n;
        gc_collect_minor(vm, "test");
        size_t step = before - h->dirty_blocks.n;
        cr_assert(step == GC_RELEASE_STEP || (step == before && before < GC_RELEASE_STEP),
                  "a collection returns one bounded step (%zu of %zu)", step, before);
        minors++;
    }
    cr_assert_geq(minors, 3);
    uint64_t rss1 = rss_bytes();
    cr_assert_lt(rss1 + (uint64_t)freed * GC_BLOCK / 2, rss0, "rss %llu -> %llu after returning %zu blocks",
                 (unsigned long long)rss0, (unsigned long long)rss1, freed);
    gc_scope_close(vm, sc);
}

Test(release, committed_blocks_are_reused_first, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    size_t sc = gc_scope_open(vm);
    Value *arr = fill(400000);
    *arr = V_UNDEF;
    gc_collect_for(vm, "test", 0, true);
    size_t dirty = h->dirty_blocks.n;
    cr_assert_gt(dirty, 3 * GC_RELEASE_STEP);
    void *highest = h->dirty_blocks.v[dirty - 1];
    /* a cell of a class with no block yet: promoting it takes a new block */
    uint32_t cap = 870; /* 6,976 bytes: the 7,168-byte class */
    size_t cls = 0;
    while (gc_size_class(sizeof(Values) + cap * sizeof(Value)) != gc_size_class(7168))
        cap++;
    for (Block *b = h->blocks; b; b = b->next)
        cls += b->cell_size == 7168;
    cr_assert_eq(cls, 0, "precondition: no block of the 7,168-byte class");
    Value *keep = gc_handle(vm, new_values(cap));
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test"); /* promotes *keep into a new block */
    cr_assert(!gc_is_young_bits(vm, (uintptr_t)*keep));
    cr_assert_eq((void *)block_of(v_cell(*keep)), highest,
                 "the new block is a committed one, not one just released or a fresh one");
    cr_assert_eq(h->dirty_blocks.n, dirty - 2 * GC_RELEASE_STEP - 1);
    gc_collect(vm, "test");
    cr_assert_eq(h->dirty_blocks.n, 0, "an explicit collection returns everything");
    gc_scope_close(vm, sc);
}

/* A large cell born old whose store a major found dead: the next large
 * allocation of about its size takes that mapping (resident, cleared) rather
 * than mapping fresh pages; one that does not fit maps its own. */
static void reuse_case(uint32_t cap)
{
    GcHeap *h = vm->heap;
    size_t sc = gc_scope_open(vm);
    size_t bytes = sizeof(Values) + cap * sizeof(Value);
    Value *old = gc_handle(vm, v_from_cell(gc_alloc_large_old(vm, T_VALUES, bytes)));
    Values *ov = v_cell(*old);
    ov->cap = cap;
    for (uint32_t i = 0; i < cap; i++)
        ov->v[i] = v_int((int32_t)i + 1);
    LargeObj *l = large_of(ov);
    *old = V_UNDEF;
    gc_collect_for(vm, "test", 0, true); /* a major as the allocator runs it */
    cr_assert_eq(h->dead_large, l, "the dead store waits, still mapped");
    /* a little smaller: the same mapping, every byte of the cell cleared */
    size_t smaller = bytes - 4096;
    Values *nv = gc_alloc_large_old(vm, T_VALUES, smaller);
    cr_assert(nv);
    cr_assert_eq(large_of(nv), l, "the dead mapping is taken");
    cr_assert_null(h->dead_large);
    cr_assert_eq(l->map_size, (GC_LARGE_PREFIX + bytes + 4095) & ~(size_t)4095, "it keeps its own size");
    for (size_t i = 0; i < (smaller - sizeof(Values)) / sizeof(Value); i++)
        cr_assert_eq(nv->v[i], 0, "slot %zu cleared", i);
    Value *keep = gc_handle(vm, v_from_cell(nv));
    /* dead again, then a request of twice the size: a fresh mapping */
    *keep = V_UNDEF;
    gc_collect_for(vm, "test", 0, true);
    cr_assert_eq(h->dead_large, l);
    Values *big = gc_alloc_large_old(vm, T_VALUES, 2 * bytes);
    cr_assert(big);
    cr_assert_neq(large_of(big), l, "too small a mapping is not taken");
    gc_scope_close(vm, sc);
    gc_collect(vm, "test");
    cr_assert_null(h->dead_large, "an explicit collection returns every dead mapping");
}

/* 48 KB, cleared with stores; 400 KB, whose whole pages go back to the
 * kernel (zero on the next touch) */
Test(release, dead_large_mapping_reused_cleared, .init = setup, .fini = teardown)
{
    reuse_case(6000);
    reuse_case(50000);
}
