/* gc/config.c — the embedding config's collector knobs, applied after
 * gc_init (which reads the TARN_GC_* environment): heap limit and the
 * nursery ladder's floor and cap.
 *
 * Invariant kept: eden_min <= eden_size <= eden_max <= eden_cap. The
 * nursery is emptied by a minor first so its new size applies to a fresh
 * eden (nothing live sits above a lowered limit).
 */
#include "heap.h"
#include "pages.h"
#include "../vm/vm.h"

static size_t clamp(size_t n, size_t lo, size_t hi) { return n < lo ? lo : n > hi ? hi : n; }

size_t gc_heap_limit_noalloc(Vm *vm) { return vm->heap->max_size; }

void gc_configure(Vm *vm, size_t max_size, size_t eden_min, size_t eden_max)
{
    GcHeap *h = vm->heap;
    if (max_size)
        h->max_size = max_size;
    if (!eden_min && !eden_max)
        return;
    size_t lo = (size_t)256 << 10;
    if (eden_min)
        h->eden_min = clamp(eden_min, lo, h->eden_cap);
    if (eden_max)
        h->eden_max = clamp(eden_max, lo, h->eden_cap);
    if (h->eden_max < h->eden_min)
        h->eden_max = h->eden_min;
    gc_collect_for(vm, "config", 0, false);
    h->eden_size = clamp(h->eden_size, h->eden_min, h->eden_max);
    /* A nursery capped under one huge page would keep the whole huge page
     * resident (gc_init asked for them): back to small pages, the tail
     * past the cap returned (eden is empty after the minor above). */
    if (h->eden_max < GC_HUGE_PAGE)
        for (int k = 0; k < 2; k++)
            gc_pages_prefer_small(h->pages, h->eden[k], h->eden_max, GC_HUGE_PAGE);
    gc_set_eden_limit(h);
    gc_reset_limit(h);
}
