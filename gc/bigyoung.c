/* gc/bigyoung.c — big cells in the young generation.
 *
 * A cell over GC_LARGE_MIN born old, in its own mapping, and remembered
 * (its creator fills it without barriers), would make every array of more
 * than 1,024 elements and every JSON text of more than 8 KiB old at birth:
 * when its request finished, the minors could not know it was dead, and an
 * old array remembered because it held young rows would keep all of them
 * alive until the next major (the server pumps).
 *
 * So a cell up to GC_YOUNG_BIG_VALUES_MAX (a flat string: GC_YOUNG_BIG_MAX),
 * and at most an eighth of the nursery, is bump-allocated in eden like any
 * other. h->young_big lists the big cells in eden and survivor space. A minor that finds one live copies it
 * into survivor space if there is room, or promotes it into a large
 * mapping: GC_LARGE and in h->large like any large object from then on,
 * with its cards dirty where it holds young values. The mapping is carved
 * from h->big_res: before the minor starts, gc_reserve_big makes sure that
 * reservation (mapped, never touched) holds every young big cell's mapping
 * at once, so promotion never needs the OS. One reservation for all of
 * them, kept from minor to minor while it is large enough, rather than a
 * mapping per cell: a program that makes many short-lived big cells (a
 * BigInt loop) would otherwise map and unmap one per cell per minor.
 * Each promoted cell's range is unmapped on its own when it dies (partial
 * unmaps are the page hooks' contract, include/tarn.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "pages.h"
#include "../vm/vm.h"

/* Pages a promoted cell of `bytes` takes, prefix included. */
static size_t big_map_size(size_t bytes) { return (GC_LARGE_PREFIX + bytes + 4095) & ~(size_t)4095; }

bool gc_young_big_ok(GcHeap *h, uint8_t type, size_t bytes)
{
    size_t max = type == T_STRING ? GC_YOUNG_BIG_MAX : GC_YOUNG_BIG_VALUES_MAX;
    if (bytes > max || bytes > h->eden_size / 8 || h->nursery.pretenure_left)
        return false;
    PtrVec *v = &h->young_big;
    if (v->n < v->cap)
        return true;
    size_t nc = v->cap ? 2 * v->cap : 16;
    void **n = gc_meta_realloc(h, v->v, nc * sizeof *n);
    if (!n)
        return false; /* allocated old instead */
    v->v = n;
    v->cap = nc;
    return true;
}

void gc_young_big_note(GcHeap *h, void *cell) { h->young_big.v[h->young_big.n++] = cell; }

bool gc_reserve_big(GcHeap *h)
{
    size_t need = 0;
    for (size_t i = 0; i < h->young_big.n; i++)
        need += big_map_size(((GcHeader *)h->young_big.v[i])->size);
    if (need <= h->big_res_size)
        return true;
    gc_unmap_pages(h->pages, h->big_res, h->big_res_size);
    h->big_res = gc_map_pages(h->pages, need);
    h->big_res_size = h->big_res ? need : 0;
    return h->big_res != NULL;
}

void *gc_promote_big(GcHeap *h, GcHeader *from)
{
    size_t bytes = from->size;
    size_t map = big_map_size(bytes);
    if (map > h->big_res_size) {
        fprintf(stderr, "tarn: internal error: no reserved mapping for a big young cell\n");
        abort();
    }
    LargeObj *l = (LargeObj *)h->big_res;
    h->big_res += map;
    h->big_res_size -= map;
    *l = (LargeObj){ .map_size = map };
    if (gc_type_cards[from->type]) {
        /* one byte per card, all clean: scan_promoted dirties the cards it
         * finds young values in; without them the whole cell is scanned */
        size_t ncards = (bytes >> GC_CARD_SHIFT) + 1;
        l->cards = gc_meta_realloc(h, NULL, ncards);
        if (l->cards)
            memset(l->cards, 0, ncards);
    }
    gc_large_link(h, l, bytes);
    return large_cell(l);
}

void gc_young_big_after_minor(GcTracer *t)
{
    GcHeap *h = t->heap;
    PtrVec *v = &h->young_big;
    size_t k = 0;
    for (size_t i = 0; i < v->n; i++) {
        GcHeader *hd = v->v[i];
        if (!(hd->gc & GC_FWD))
            continue; /* dead */
        char *n = *(char **)((char *)hd + 8);
        if ((uintptr_t)n - t->young_lo < t->young_size)
            v->v[k++] = n; /* copied into survivor space */
    }
    v->n = k;
}

void gc_young_big_free_all(GcHeap *h)
{
    gc_unmap_pages(h->pages, h->big_res, h->big_res_size);
    h->big_res = NULL;
    h->big_res_size = 0;
    free(h->young_big.v);
    h->young_big = (PtrVec){ 0 };
}
