/* gc/external.c — external memory accounting and weak-slot liveness.
 *
 * Owns the external-byte counters of GcHeap: bytes outside the heap whose
 * lifetime a cell decides (host objects' buffers). They pace majors (docs/gc.md,
 * "External memory"): once more than max(major minimum, old live)
 * bytes were added since the last major, one runs, so garbage holding
 * large C buffers is found even when the heap itself grows slowly. They
 * count toward the heap limit (gc_limit_used): a script can hold them.
 * gc_weak_alive answers "did this cell survive" during the collection's
 * weak phase; it never allocates.
 */
#include "heap.h"
#include "../vm/vm.h"

void gc_external_add(Vm *vm, int64_t bytes)
{
    GcHeap *h = vm->heap;
    if (bytes < 0) {
        uint64_t d = (uint64_t)-bytes;
        h->external_bytes = d > h->external_bytes ? 0 : h->external_bytes - d;
        return;
    }
    h->external_bytes += (uint64_t)bytes;
    if (h->external_major != h->majors) {
        h->external_major = h->majors;
        h->external_since = 0;
    }
    h->external_since += (uint64_t)bytes;
    uint64_t budget = h->old_live > h->major_min ? h->old_live : h->major_min;
    if (h->external_since > budget && !h->collecting) {
        gc_collect_for(vm, "external", 0, true);
        h->external_major = h->majors;
        h->external_since = 0;
    }
}

uint64_t gc_external_bytes_noalloc(Vm *vm) { return vm->heap->external_bytes; }

bool gc_weak_alive(GcTracer *t, Value *slot)
{
    Value v = *slot;
    if (!v_is_cell(v))
        return true;
    GcHeader *hd = v_cell(v);
    if (t->mode == TR_MINOR) {
        if ((uintptr_t)v - t->young_lo >= t->young_size)
            return true; /* old cells are not collected by a minor */
        if (!(hd->gc & GC_FWD))
            return false;
        *slot = v_from_cell(*(void **)((char *)hd + 8));
        return true;
    }
    if (t->mode != TR_MARK || (hd->gc & GC_IMM))
        return true;
    if (hd->gc & GC_FWD) { /* evacuated by this major (gc/evacuate.c) */
        *slot = v_from_cell(*(void **)((char *)hd + 8));
        return true;
    }
    return gc_is_marked_noalloc(hd);
}
