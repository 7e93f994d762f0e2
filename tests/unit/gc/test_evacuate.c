/* tests/unit/gc/test_evacuate.c — the old generation's lazy sweeping and
 * evacuation with plain Values / Bytes cells and no interpreter: a major
 * moves the live cells of sparse blocks and updates every reference to them
 * (handles, old cells, remembered cells, card-marked large arrays); a cell
 * referenced twice is copied once; pinned cells and pinned types stay; the
 * emptied blocks go back to the OS; RSS falls after a large live set is
 * dropped; unswept blocks are swept on demand with the statistics right. */
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
    unsetenv("TARN_GC_STRESS"); /* these tests count blocks and bytes */
    unsetenv("TARN_GC_NOMOVE");
    unsetenv("TARN_GC_EVAC_PCT");
    vm = lib_vm_new();
    cr_assert(vm);
    vm->heap->verify = true; /* the verifier runs around and inside every collection */
}
static void teardown(void) { vm_free(vm); }

/* A Bytes cell in the same size class as a Values of cap 4 (48 bytes). */
static Value new_bytes48(uint8_t fill)
{
    Bytes *b = gc_alloc(vm, T_BYTES, sizeof(Bytes) + 32);
    cr_assert(b);
    b->len = 32;
    memset(b->data, fill, 32);
    return v_from_cell(b);
}

static Values *vals(Value v) { return v_cell(v); }

static uint64_t old_committed(void)
{
    GcStats s;
    gc_stats(vm, &s);
    return s.old_committed;
}

static uint64_t rss_bytes(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    cr_assert(f);
    unsigned long size, res;
    cr_assert_eq(fscanf(f, "%lu %lu", &size, &res), 2);
    fclose(f);
    return (uint64_t)res * (uint64_t)sysconf(_SC_PAGESIZE);
}

/* n cells of one size class, old and densely packed, held by a large
 * (card-marked) Values (over GC_YOUNG_BIG_MAX, so born old, whatever n);
 * element i is [int i, ...]. */
static Value *fill_old(uint32_t n)
{
    uint32_t slots = GC_YOUNG_BIG_MAX / sizeof(Value) + 16;
    Value *arr = gc_handle(vm, new_values(n > slots ? n : slots));
    cr_assert(!is_young(*arr), "a Values of %u slots is a large object", n);
    for (uint32_t i = 0; i < n; i++) {
        Value c = new_values(4);
        vals(c)->v[0] = v_int((int32_t)i);
        Values *a = vals(*arr);
        GC_WRITE(vm, a, &a->v[i], c);
    }
    gc_collect(vm, "test"); /* promotes everything */
    for (uint32_t i = 0; i < n; i++)
        cr_assert(!is_young(vals(*arr)->v[i]));
    return arr;
}

/* Keep every tenth element, drop the rest. */
static void keep_one_in_ten(Value *arr, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (i % 10) {
            Values *a = vals(*arr);
            GC_WRITE(vm, a, &a->v[i], V_NULL);
        }
}

Test(evacuate, fragmented_blocks_are_emptied_and_returned, .init = setup, .fini = teardown)
{
    const uint32_t n = 100000; /* 48-byte cells: about 75 blocks */
    size_t sc = gc_scope_open(vm);
    Value *arr = fill_old(n);
    keep_one_in_ten(arr, n);
    gc_collect(vm, "test"); /* marks 1 in 10: the blocks are now 10% live */
    uint64_t before = old_committed();
    GcStats s0, s1;
    gc_stats(vm, &s0);
    Value *was = malloc((n / 10) * sizeof *was);
    cr_assert(was);
    for (uint32_t i = 0; i < n; i += 10)
        was[i / 10] = vals(*arr)->v[i];
    gc_collect(vm, "test"); /* evacuates them */
    gc_stats(vm, &s1);
    cr_assert_gt(s1.blocks_evacuated, s0.blocks_evacuated + 50, "the sparse blocks form the evacuation set");
    uint32_t moved = 0;
    for (uint32_t i = 0; i < n; i += 10)
        moved += vals(*arr)->v[i] != was[i / 10];
    free(was);
    /* the first block of the class also holds the VM's own cells: it may stay */
    cr_assert_geq(moved, n / 10 - 1000, "the live cells of the sparse blocks moved (%u)", moved);
    cr_assert_geq(s1.bytes_evacuated - s0.bytes_evacuated, (uint64_t)moved * 48, "each moved once");
    uint64_t after = old_committed();
    cr_assert_lt(after + (uint64_t)50 * GC_BLOCK, before, "committed old bytes shrink: %llu -> %llu",
                 (unsigned long long)before, (unsigned long long)after);
    for (uint32_t i = 0; i < n; i += 10) {
        Value c = vals(*arr)->v[i];
        cr_assert(v_is_type(c, T_VALUES), "element %u", i);
        cr_assert_eq(vals(c)->v[0], v_int((int32_t)i));
    }
    gc_scope_close(vm, sc);
}

/* The same program with TARN_GC_NOMOVE: nothing moves, the blocks stay. */
Test(evacuate, nomove_keeps_fragmentation)
{
    unsetenv("TARN_GC_STRESS");
    setenv("TARN_GC_NOMOVE", "1", 1);
    vm = lib_vm_new();
    unsetenv("TARN_GC_NOMOVE");
    cr_assert(vm);
    const uint32_t n = 100000;
    size_t sc = gc_scope_open(vm);
    Value *arr = fill_old(n);
    keep_one_in_ten(arr, n);
    gc_collect(vm, "test");
    uint64_t before = old_committed();
    Value first = vals(*arr)->v[0];
    gc_collect(vm, "test");
    GcStats s;
    gc_stats(vm, &s);
    cr_assert_eq(s.bytes_evacuated, 0);
    cr_assert_eq(vals(*arr)->v[0], first);
    cr_assert_geq(old_committed(), before);
    gc_scope_close(vm, sc);
    vm_free(vm);
}

Test(evacuate, every_kind_of_reference_is_updated, .init = setup, .fini = teardown)
{
    const uint32_t n = 20000;
    size_t sc = gc_scope_open(vm);
    Value *arr = fill_old(n);
    /* referrers, all old: a small cell, a cell that will be remembered, and
     * handles; element 30 is also in two slots of the large array */
    Value *small = gc_handle(vm, new_values(4));
    Value *rem = gc_handle(vm, new_values(4));
    gc_collect(vm, "test");
    cr_assert(!is_young(*small) && !is_young(*rem));
    Values *a = vals(*arr);
    GC_WRITE(vm, vals(*small), &vals(*small)->v[0], a->v[10]);
    GC_WRITE(vm, vals(*small), &vals(*small)->v[1], a->v[20]);
    GC_WRITE(vm, vals(*rem), &vals(*rem)->v[0], a->v[40]);
    Value *h50 = gc_handle(vm, a->v[50]);
    keep_one_in_ten(arr, n);
    a = vals(*arr);
    GC_WRITE(vm, a, &a->v[31], a->v[30]); /* the same cell in two slots */
    gc_collect(vm, "test");                 /* blocks now 10% live */
    /* a young value makes *rem remembered right before the evacuating major */
    Value y = new_values(1);
    vals(y)->v[0] = v_int(777);
    GC_WRITE(vm, vals(*rem), &vals(*rem)->v[1], y);
    cr_assert(!(vals(*rem)->hdr.gc & GC_UNLOGGED), "*rem is in the remembered set");
    Value old10 = vals(*arr)->v[10], old30 = vals(*arr)->v[30], old50 = *h50;
    gc_collect(vm, "test");
    a = vals(*arr);
    cr_assert_neq(a->v[10], old10, "moved");
    cr_assert_neq(a->v[30], old30, "moved");
    cr_assert_neq(*h50, old50, "moved");
    cr_assert_eq(vals(*small)->v[0], a->v[10], "old cell's slot updated");
    cr_assert_eq(vals(*small)->v[1], a->v[20], "old cell's slot updated");
    cr_assert_eq(vals(*rem)->v[0], a->v[40], "remembered cell's slot updated");
    cr_assert_eq(vals(vals(*rem)->v[1])->v[0], v_int(777), "its young referent survived");
    cr_assert_eq(a->v[31], a->v[30], "a cell referenced twice is copied once");
    cr_assert_eq(*h50, a->v[50], "handle updated");
    for (uint32_t i = 0; i < n; i += 10)
        cr_assert_eq(vals(a->v[i])->v[0], v_int((int32_t)i));
    /* the card-marked array still takes young values afterwards */
    Value y2 = new_values(1);
    vals(y2)->v[0] = v_int(4242);
    a = vals(*arr);
    GC_WRITE(vm, a, &a->v[12345], y2);
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test");
    cr_assert_eq(vals(vals(*arr)->v[12345])->v[0], v_int(4242));
    gc_scope_close(vm, sc);
}

Test(evacuate, pinned_cells_and_types_stay, .init = setup, .fini = teardown)
{
    const uint32_t n = 20000;
    size_t sc = gc_scope_open(vm);
    /* Values and Bytes of one size class interleaved in the same blocks */
    Value *arr = gc_handle(vm, new_values(n));
    for (uint32_t i = 0; i < n; i++) {
        Value c = i % 2 ? new_bytes48((uint8_t)i) : new_values(4);
        if (!(i % 2))
            vals(c)->v[0] = v_int((int32_t)i);
        Values *a = vals(*arr);
        GC_WRITE(vm, a, &a->v[i], c);
    }
    gc_collect(vm, "test");
    /* keep 10, 11 (a Bytes), 20, 21, ...; pin element 100 */
    for (uint32_t i = 0; i < n; i++)
        if (i % 10 > 1) {
            Values *a = vals(*arr);
            GC_WRITE(vm, a, &a->v[i], V_NULL);
        }
    cr_assert(gc_pin_noalloc(vm, v_cell(vals(*arr)->v[100])));
    Value young = new_values(1);
    cr_assert(!gc_pin_noalloc(vm, v_cell(young)), "a young cell cannot be pinned");
    vm->heap->pin_type[T_BYTES] = true;
    gc_collect(vm, "test");
    Value *before = malloc(n * sizeof *before);
    cr_assert(before);
    memcpy(before, vals(*arr)->v, n * sizeof *before);
    GcStats s0, s1;
    gc_stats(vm, &s0);
    gc_collect(vm, "test");
    gc_stats(vm, &s1);
    cr_assert_gt(s1.blocks_evacuated, s0.blocks_evacuated);
    Values *a = vals(*arr);
    uint32_t moved = 0;
    for (uint32_t i = 0; i < n; i += 10) {
        cr_assert_eq(a->v[i + 1], before[i + 1], "a pinned type (Bytes) is not moved");
        Bytes *b = v_cell(a->v[i + 1]);
        cr_assert_eq(b->data[31], (uint8_t)(i + 1));
        cr_assert_eq(vals(a->v[i])->v[0], v_int((int32_t)i));
        moved += a->v[i] != before[i];
    }
    cr_assert_eq(a->v[100], before[100], "a pinned cell is not moved");
    cr_assert_geq(moved, n / 10 - 1, "the unpinned Values moved (%u)", moved);
    free(before);
    gc_scope_close(vm, sc);
}

Test(evacuate, rss_falls_after_a_large_live_set_is_dropped, .init = setup, .fini = teardown)
{
    vm->heap->verify = false; /* 100 MB under the verifier is slow; the other tests cover it */
    /* ~100 MB live: 1.6M cells of 64 bytes in chains of 1000 under one array */
    const uint32_t chains = 1600, len = 1000;
    size_t sc = gc_scope_open(vm);
    Value *arr = gc_handle(vm, new_values(chains));
    Value *head = gc_handle(vm, V_NULL);
    for (uint32_t c = 0; c < chains; c++) {
        *head = V_NULL;
        for (uint32_t i = 0; i < len; i++) {
            Value cell = new_values(6);
            vals(cell)->v[0] = v_int((int32_t)i);
            vals(cell)->v[1] = *head;
            *head = cell;
        }
        Values *a = vals(*arr);
        GC_WRITE(vm, a, &a->v[c], *head);
    }
    *head = V_NULL;
    gc_collect(vm, "test");
    GcStats s0, s1;
    gc_stats(vm, &s0);
    uint64_t rss0 = rss_bytes();
    cr_assert_geq(s0.bytes_live, (uint64_t)chains * len * 64, "the live set is ~100 MB");
    for (uint32_t c = 0; c < chains; c++) {
        Values *a = vals(*arr);
        GC_WRITE(vm, a, &a->v[c], V_NULL);
    }
    gc_collect(vm, "test");
    gc_stats(vm, &s1);
    uint64_t rss1 = rss_bytes();
    cr_assert_lt(s1.bytes_live, (uint64_t)1 << 20, "live bytes fall: %llu", (unsigned long long)s1.bytes_live);
    cr_assert_lt(s1.old_committed + (uint64_t)95 * 1000 * 1000, s0.old_committed,
                 "committed old bytes fall: %llu -> %llu", (unsigned long long)s0.old_committed,
                 (unsigned long long)s1.old_committed);
    cr_assert_lt(s1.heap_size + (uint64_t)95 * 1000 * 1000, s0.heap_size);
    cr_assert_lt(rss1 + (uint64_t)90 * 1000 * 1000, rss0, "RSS falls: %llu -> %llu", (unsigned long long)rss0,
                 (unsigned long long)rss1);
    gc_scope_close(vm, sc);
}

Test(evacuate, lazy_sweeping_keeps_accounting, .init = setup, .fini = teardown)
{
    const uint32_t n = 50000;
    size_t sc = gc_scope_open(vm);
    Value *arr = fill_old(n);
    keep_one_in_ten(arr, n);
    vm->heap->nomove = true; /* keep the blocks: this test is about sweeping */
    gc_collect(vm, "test");
    GcHeap *h = vm->heap;
    cr_assert_gt(h->nunswept, 0, "a major leaves its blocks unswept");
    GcStats s;
    gc_stats(vm, &s);
    uint64_t live = s.bytes_live;
    cr_assert_geq(live, (uint64_t)(n / 10) * 48);
    cr_assert_lt(live, (uint64_t)(n / 2) * 48, "the dropped cells are not counted");
    size_t unswept = h->nunswept;
    /* allocating old cells of that class sweeps blocks as it needs them */
    Value *keep = gc_handle(vm, new_values(4));
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test");
    cr_assert(!is_young(*keep));
    cr_assert_lt(h->nunswept, unswept, "the allocator swept a block");
    gc_stats(vm, &s);
    cr_assert_eq(s.bytes_live, live + 48, "one cell more: %llu vs %llu", (unsigned long long)s.bytes_live,
                 (unsigned long long)live);
    cr_assert_eq(gc_verify_heap(vm, "test", true), 0, "the verifier reads unswept blocks");
    gc_sweep_finish(h);
    cr_assert_eq(h->nunswept, 0);
    for (uint32_t i = 0; i < n; i += 10)
        cr_assert_eq(vals(vals(*arr)->v[i])->v[0], v_int((int32_t)i));
    gc_scope_close(vm, sc);
}

/* block_index() multiplies by a reciprocal instead of dividing: exact for
 * every cell start (and interior byte) of blocks of every size class. */
Test(evacuate, block_index_is_exact, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *keep = gc_handle(vm, new_values(64));
    for (uint32_t k = 0; k < 64; k++) {
        Value c = new_values(k * 16); /* 16 .. 8080 bytes: every class up to 8 KiB */
        Values *a = vals(*keep);
        GC_WRITE(vm, a, &a->v[k], c);
    }
    gc_collect(vm, "test");
    bool seen[8193] = { false };
    uint32_t nclasses = 0;
    for (Block *b = vm->heap->blocks; b; b = b->next) {
        nclasses += !seen[b->cell_size];
        seen[b->cell_size] = true;
        for (uint32_t i = 0; i < b->ncells; i++) {
            char *c = block_cell(b, i);
            cr_assert_eq(block_index(b, c), i, "cell size %u, cell %u", b->cell_size, i);
            cr_assert_eq(block_index(b, c + b->cell_size - 1), i, "cell size %u, last byte of cell %u",
                         b->cell_size, i);
        }
    }
    cr_assert_geq(nclasses, 20, "blocks of many classes were checked (%u)", nclasses);
    gc_scope_close(vm, sc);
}

/* Incremental cycles never evacuate: on a heap whose sparse blocks would
 * give back a quarter of the old ones, no cycle starts and the next major
 * is a whole pause that evacuates them; on the compacted heap cycles start
 * again (gc/incremental.c). */
static void setup_inc(void)
{
    setenv("TARN_GC_INCREMENTAL", "1", 1);
    setup();
    unsetenv("TARN_GC_INCREMENTAL");
}

/* Make a cycle due and step until one starts or the start is declined. */
static bool cycle_starts(void)
{
    GcHeap *h = vm->heap;
    uint64_t skipped = h->inc_skipped;
    h->inc_min = 0;
    h->inc_start_at = 0;
    for (int i = 0; i < 100000 && !h->marking && h->inc_skipped == skipped; i++)
        gc_inc_step(vm); /* each step sweeps a share of the blocks first */
    cr_assert(h->marking || h->inc_skipped == skipped + 1);
    return h->marking;
}

Test(evacuate, fragmentation_makes_the_next_major_whole, .init = setup_inc, .fini = teardown)
{
    const uint32_t n = 100000;
    GcHeap *h = vm->heap;
    cr_assert(h->inc_on);
    size_t sc = gc_scope_open(vm);
    Value *arr = fill_old(n);
    keep_one_in_ten(arr, n);
    gc_collect(vm, "test"); /* marks 1 in 10: the blocks are now 10% live */
    cr_assert(!cycle_starts(), "no cycle on a fragmented heap");
    cr_assert_eq(h->inc_start_at, SIZE_MAX, "none until the next major");
    GcStats s0, s1;
    gc_stats(vm, &s0);
    gc_collect_for(vm, "test", 0, true);
    gc_stats(vm, &s1);
    cr_assert_gt(s1.blocks_evacuated, s0.blocks_evacuated + 50, "the whole-pause major evacuated");
    cr_assert(cycle_starts(), "the compacted heap runs cycles");
    gc_collect_for(vm, "test", 0, true); /* the cycle's final pause */
    cr_assert(!h->marking);
    for (uint32_t i = 0; i < n; i += 10)
        cr_assert_eq(vals(vals(*arr)->v[i])->v[0], v_int((int32_t)i));
    gc_scope_close(vm, sc);
}
