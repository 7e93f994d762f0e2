/* gc/bigyoung.c — big cells in the young generation.
 *
 * A cell over GC_LARGE_MIN born old, in its own mapping, and remembered
 * (its creator fills it without barriers), would make every array of more
 * than 1,024 elements and every JSON text of more than 8 KiB old at birth:
 * when its request finished, the minors could not know it was dead, and an
 * old array remembered because it held young rows would keep all of them
 * alive until the next major (the server pumps).
 *
 * So a cell up to GC_YOUNG_BIG_MAX, and at most an eighth of the nursery,
 * is bump-allocated in eden like any other. h->young_big lists the big
 * cells in eden and survivor space. A minor that finds one live copies it
 * into survivor space if there is room, or promotes it into a large
 * mapping: GC_LARGE and in h->large like any large object from then on,
 * with its cards dirty where it holds young values. The mapping comes from
 * h->big_spare: before the minor starts, gc_reserve_big maps (does not
 * touch) one spare of GC_BIG_SPARE bytes per young big cell, so promotion
 * never needs the OS; the unused tail of a spare is returned when it is
 * taken. Spares are kept for the next minors, at most GC_BIG_SPARES_KEPT.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "pages.h"
#include "../vm/vm.h"

#define GC_BIG_SPARES_KEPT 16

bool gc_young_big_ok(GcHeap *h, size_t bytes)
{
    if (bytes > GC_YOUNG_BIG_MAX || bytes > h->eden_size / 8 || h->pretenure_left)
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
    while (h->nbig_spare < h->young_big.n) {
        LargeObj *l = gc_map_pages(h->pages, GC_BIG_SPARE);
        if (!l)
            return false;
        l->next = h->big_spare;
        h->big_spare = l;
        h->nbig_spare++;
    }
    return true;
}

void *gc_promote_big(GcHeap *h, GcHeader *from)
{
    LargeObj *l = h->big_spare;
    if (!l) {
        fprintf(stderr, "tarn: internal error: no spare mapping for a big young cell\n");
        abort();
    }
    h->big_spare = l->next;
    h->nbig_spare--;
    size_t bytes = from->size;
    size_t map = (GC_LARGE_PREFIX + bytes + 4095) & ~(size_t)4095;
    if (map < GC_BIG_SPARE)
        gc_unmap_pages(h->pages, (char *)l + map, GC_BIG_SPARE - map);
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
    while (h->nbig_spare > GC_BIG_SPARES_KEPT && h->nbig_spare > k) {
        LargeObj *l = h->big_spare;
        h->big_spare = l->next;
        h->nbig_spare--;
        gc_unmap_pages(h->pages, l, GC_BIG_SPARE);
    }
}

void gc_young_big_free_all(GcHeap *h)
{
    while (h->big_spare) {
        LargeObj *l = h->big_spare;
        h->big_spare = l->next;
        gc_unmap_pages(h->pages, l, GC_BIG_SPARE);
    }
    h->nbig_spare = 0;
    free(h->young_big.v);
    h->young_big = (PtrVec){ 0 };
}
