/* gc/collect.c — the copying collector: Cheney scan from roots into a fresh
 * to-space, then the size policy, poisoning/protection under stress and the
 * TARN_GC_DIAG line.
 *
 * Invariant during a collection: every cell in [to_base, scan) has had its
 * references rewritten to to-space; [scan, to_top) are copied cells whose
 * references still point into from-space. A from-space cell with GC_FWD set
 * has its to-space address in its second word. No JS runs and nothing
 * allocates while h->collecting is set.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "heap.h"
#include "../vm/vm.h"

/* The scan loop inlines the traces of T_VALUES, T_ROPE and T_BOX (the
 * layouts in vm/object.h); it must stay in step with vm_trace_values,
 * vm_trace_rope and vm_trace_box. */

/* The trace functions named in vm/types.def (NULL = no references). */
void vm_trace_rope(GcTracer *t, void *cell);
void vm_trace_symbol(GcTracer *t, void *cell);
void vm_trace_values(GcTracer *t, void *cell);
void vm_trace_shape(GcTracer *t, void *cell);
void vm_trace_object(GcTracer *t, void *cell);
void vm_trace_box(GcTracer *t, void *cell);
void vm_trace_maptable(GcTracer *t, void *cell);

GcTraceFn gc_trace_table[T__COUNT] = {
#define X(name, trace) [name] = trace,
#include "../vm/types.def"
#undef X
};

static inline void *forward(GcTracer *t, char *p)
{
    GcHeader *hd = (GcHeader *)p;
    if (hd->gc & GC_FWD)
        return *(void **)(p + 8);
    uint32_t size = hd->size;
    char *n = t->to_top;
    if (size <= 64) {
        /* most cells are small: a word loop beats a memcpy call */
        uint64_t *d = (uint64_t *)n;
        const uint64_t *s = (const uint64_t *)p;
        for (uint32_t i = 0; i < size / 8; i++)
            d[i] = s[i];
    } else {
        memcpy(n, p, size);
    }
    t->to_top = n + size;
    t->copied++;
    hd->gc |= GC_FWD;
    *(void **)(p + 8) = n;
    return n;
}

/* The copying visit, inlined into the scan loop for the common types. */
static inline void visit_copy(GcTracer *t, Value *slot)
{
    Value v = *slot;
    if (!v_is_cell(v))
        return;
    char *p = (char *)v_cell(v);
    if ((size_t)(p - t->from_lo) >= (size_t)(t->from_hi - t->from_lo))
        return;
    *slot = v_from_cell(forward(t, p));
}

void gc_visit(GcTracer *t, Value *slot)
{
    Value v = *slot;
    if (!v_is_cell(v))
        return;
    if (UNLIKELY(t->mode != TR_COPY)) {
        gc_verify_visit(t, slot);
        return;
    }
    /* Pointers outside from-space (already copied, or not heap cells at all)
     * are left alone; the verifier reports the latter. */
    visit_copy(t, slot);
}

void gc_visit_cell(GcTracer *t, void **slot)
{
    char *p = *slot;
    if (!p)
        return;
    if (UNLIKELY(t->mode != TR_COPY)) {
        gc_verify_visit_cell(t, slot);
        return;
    }
    if ((size_t)(p - t->from_lo) >= (size_t)(t->from_hi - t->from_lo))
        return;
    *slot = forward(t, p);
}

void gc_visit_range(GcTracer *t, Value *start, size_t n)
{
    for (size_t i = 0; i < n; i++)
        gc_visit(t, &start[i]);
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static size_t round_mb(size_t n)
{
    size_t mb = (size_t)1 << 20;
    return (n + mb - 1) & ~(mb - 1);
}

static char *map_space(size_t size)
{
    void *m = mmap(NULL, size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return m == MAP_FAILED ? NULL : m;
}

static void scan_roots(Vm *vm, GcTracer *t)
{
    vm_trace_roots(vm, t);
    /* The handle stack [0, htop): C code's rooted locals. */
    gc_visit_range(t, vm->handles, vm->htop);
}

void gc_collect_for(Vm *vm, const char *reason, size_t request)
{
    GcHeap *h = vm->heap;
    if (h->collecting)
        return;
    uint64_t t0 = now_ns();
    size_t used = (size_t)(h->top - h->base);
    size_t cur = (size_t)(h->limit - h->base);

    if (h->verify && gc_verify_space(vm, h->base, h->top, "before"))
        abort();

    /* To-space must hold every live byte (at most `used`) and, after the
     * size policy below, up to 2 * (live + request): reserve that much
     * virtual space; pages never touched cost no memory. */
    size_t need = round_mb(2 * (used + request));
    if (need < cur)
        need = cur;
    if (need < h->start_size)
        need = h->start_size;
    char *to = NULL;
    size_t to_map = 0;
    /* Reuse the spare unless it is far larger than needed (after the live
     * set shrank), so its stale resident pages are given back. */
    if (h->spare && h->spare_size >= need && h->spare_size <= 4 * need) {
        to = h->spare;
        to_map = h->spare_size;
        if (h->stress)
            mprotect(to, to_map, PROT_READ | PROT_WRITE);
    } else {
        if (h->spare)
            munmap(h->spare, h->spare_size);
        to = map_space(need);
        to_map = need;
        if (!to) {
            /* Cannot get a to-space: skip this collection; the caller finds
             * no room and raises out-of-memory. */
            h->spare = NULL;
            h->spare_size = 0;
            return;
        }
    }
    h->spare = NULL;
    h->spare_size = 0;
    h->collecting = true;

    GcTracer t = { .mode = TR_COPY, .from_lo = h->base, .from_hi = h->top, .to_top = to };
    scan_roots(vm, &t);
    char *scan = to;
    while (scan < t.to_top) {
        GcHeader *hd = (GcHeader *)scan;
        switch (hd->type) {
        case T_STRING:
        case T_BYTES:
            break;
        case T_VALUES: {
            Values *vs = (Values *)hd;
            for (uint32_t i = 0; i < vs->cap; i++)
                visit_copy(&t, &vs->v[i]);
            break;
        }
        case T_ROPE:
            visit_copy(&t, &((Rope *)hd)->left);
            visit_copy(&t, &((Rope *)hd)->right);
            break;
        case T_BOX:
            visit_copy(&t, &((Box *)hd)->v);
            break;
        default: {
            GcTraceFn fn = gc_trace_table[hd->type];
            if (fn)
                fn(&t, scan);
        }
        }
        scan += hd->size;
    }
    size_t live = (size_t)(t.to_top - to);

    char *from = h->base;
    size_t from_map = h->map_size;
    h->bytes_allocated += used - h->live_after;
    h->base = to;
    h->top = t.to_top;
    h->map_size = to_map;
    h->live_after = live;

    /* Size policy: keep live <= ~50% of the space so allocation-heavy
     * programs do not collect again right away; never below the start. */
    size_t want = round_mb(2 * (live + request));
    if (want < h->start_size)
        want = h->start_size;
    if (want > h->max_size)
        want = h->max_size;
    if (want > to_map)
        want = to_map;
    if (want < live + request && live + request <= to_map && live + request <= h->max_size)
        want = live + request;
    h->limit = h->base + want;

    if (h->stress) {
        /* Poison what was live and fence it off, so a stale reference reads
         * 0xDE bytes (never a valid cell) or faults at once. */
        memset(from, 0xDE, used);
        mprotect(from, from_map, PROT_NONE);
    }
    if (h->stress) {
        /* Rotate: the last from-space stays fenced as the spare, this one is
         * quarantined; the space reused next is two collections old. */
        h->spare = h->quarantine;
        h->spare_size = h->quarantine_size;
        h->quarantine = from;
        h->quarantine_size = from_map;
    } else {
        h->spare = from;
        h->spare_size = from_map;
    }
    h->collecting = false;

    if (h->verify && gc_verify_space(vm, h->base, h->top, "after"))
        abort();

    uint64_t pause = now_ns() - t0;
    h->collections++;
    h->total_pause_ns += pause;
    if (pause > h->max_pause_ns)
        h->max_pause_ns = pause;
    if (h->diag)
        fprintf(stderr, "[gc] #%llu reason=%s before=%zu after=%zu copied=%llu heap=%zu pause_us=%llu\n",
                (unsigned long long)h->collections, reason, used, live,
                (unsigned long long)t.copied, want, (unsigned long long)(pause / 1000));
}
