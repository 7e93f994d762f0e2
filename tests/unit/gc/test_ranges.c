/* tests/unit/gc/test_ranges.c — gc_in_heap_noalloc and the sorted table of
 * old mappings behind it (gc/oldgen.c gc_old_range_noalloc, range_add).
 * Every block and large object is found as soon as it exists, addresses
 * outside the heap are not, blocks freed by a major stop being found, and
 * adding blocks between lookups (what pretenure mode does while strings are
 * made from C buffers) does not re-sort the table each time: the old code
 * rebuilt it with qsort at the first lookup after every new block. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "../../../stdlib/lib.h"
#include "../../../gc/heap.h"
#include "../../../vm/vm.h"
#include "gc_test.h"

static void setup(void)
{
    vm = lib_vm_new();
    cr_assert(vm);
}
static void teardown(void) { vm_free(vm); }

/* An old cell straight from the block allocator, as pretenure mode gets
 * it, given a valid leaf header (no collection runs in these tests). */
static void *old_cell(GcHeap *h, size_t bytes)
{
    GcHeader *c = gc_old_alloc(h, bytes);
    cr_assert(c);
    memset(c, 0, bytes);
    c->type = T_VALUES;
    c->gc = GC_UNLOGGED;
    c->size = (uint32_t)bytes;
    return c;
}

Test(ranges, blocks_added_between_lookups_are_found_without_resorting, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    char stack_buf[64];
    void *heap_buf = malloc(64);
    cr_assert(heap_buf);
    (void)gc_old_range_noalloc(h, stack_buf); /* settle the table once */
    uint64_t rebuilds = h->ranges_rebuilds;
    size_t blocks = h->nblocks;
    void *first = NULL;
    /* 1 KiB cells: a new block every 60-odd cells, 300 blocks in all */
    for (int i = 0; h->nblocks < blocks + 300; i++) {
        char *c = old_cell(h, 1024);
        if (!first)
            first = c;
        cr_assert(gc_in_heap_noalloc(vm, c), "cell %d not found", i);
        cr_assert(gc_in_heap_noalloc(vm, c + 1000), "inside cell %d not found", i);
        const OldRange *r = gc_old_range_noalloc(h, c);
        cr_assert(r && r->lo == (char *)block_of(c) && !r->large);
        cr_assert(!gc_in_heap_noalloc(vm, stack_buf));
        cr_assert(!gc_in_heap_noalloc(vm, heap_buf));
    }
    cr_assert(gc_in_heap_noalloc(vm, first));
    cr_assert_leq(h->ranges_rebuilds, rebuilds + 1, "%llu full re-sorts for 300 new blocks",
                  (unsigned long long)(h->ranges_rebuilds - rebuilds));
    /* the table is exactly the block list, sorted */
    cr_assert_eq(h->nranges, h->nblocks);
    for (size_t i = 1; i < h->nranges; i++)
        cr_assert_lt(h->ranges[i - 1].hi, h->ranges[i].lo + 1);
    free(heap_buf);
}

Test(ranges, large_objects_young_cells_and_freed_blocks, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    size_t sc = gc_scope_open(vm);
    Value *young = gc_handle(vm, new_values(4));
    cr_assert(gc_in_heap_noalloc(vm, v_cell(*young)));
    Value *big = gc_handle(vm, new_values(40000)); /* 320 KiB, over GC_YOUNG_BIG_MAX: born large */
    char *b = v_cell(*big);
    cr_assert(((GcHeader *)b)->gc & GC_LARGE);
    cr_assert(gc_in_heap_noalloc(vm, b));
    cr_assert(gc_in_heap_noalloc(vm, b + 30000));
    /* fill ~200 blocks with cells held by the large array, then drop them */
    for (uint32_t i = 0; i < 4096; i++) {
        Value c = new_values(200);
        Values *a = v_cell(*big);
        GC_WRITE(vm, a, &a->v[i], c);
    }
    gc_collect(vm, "test");
    b = v_cell(*big);
    char **cells = malloc(4096 * sizeof *cells);
    cr_assert(cells);
    for (uint32_t i = 0; i < 4096; i++) {
        cells[i] = v_cell(((Values *)b)->v[i]);
        cr_assert(!((uintptr_t)cells[i] - gc_hot(vm)->young_lo < gc_hot(vm)->young_size), "promoted");
        cr_assert(gc_in_heap_noalloc(vm, cells[i]));
    }
    size_t blocks = h->nblocks;
    for (uint32_t i = 0; i < 4096; i++)
        ((Values *)b)->v[i] = V_UNDEF; /* no young values: no barrier needed */
    gc_collect(vm, "test");
    cr_assert_lt(h->nblocks, blocks - 100);
    /* a cell is found exactly when its block is still in use (a block may
     * also hold a live cell of the VM's of the same size class) */
    int gone = 0;
    for (uint32_t i = 0; i < 4096; i++) {
        bool listed = false;
        for (Block *x = h->blocks; x && !listed; x = x->next)
            listed = x == block_of(cells[i]);
        gone += !listed;
        cr_assert_eq(gc_in_heap_noalloc(vm, cells[i]), listed, "cell %u: listed %d", i, listed);
    }
    cr_assert_gt(gone, 3000);
    free(cells);
    cr_assert(gc_in_heap_noalloc(vm, v_cell(*big)));
    /* and a block made afterwards is found */
    char *c = old_cell(h, 2048);
    cr_assert(gc_in_heap_noalloc(vm, c));
    gc_scope_close(vm, sc);
}
