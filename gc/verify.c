/* gc/verify.c — TARN_GC_VERIFY: the heap verifier.
 *
 * Walks one space cell by cell (headers must be sane and tile the space
 * exactly), records every cell start in a bitmap, then re-traces every cell
 * and every root with a checking tracer: each reference must point at a cell
 * start inside the space. Runs before and after each collection; a failure
 * prints what it found and the collector aborts (it is a VM bug, never a
 * script error).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "../vm/vm.h"

static void report(GcTracer *t, const char *kind, const void *p)
{
    if (t->errors++ >= 20)
        return;
    if (t->cur)
        fprintf(stderr, "[gc-verify %s] %s %p in cell %p (type %d cls %d size %u)\n", t->what, kind, p,
                (void *)t->cur, t->cur->type, t->cur->cls, t->cur->size);
    else
        fprintf(stderr, "[gc-verify %s] %s %p in a root\n", t->what, kind, p);
}

static void check_ptr(GcTracer *t, char *p)
{
    if (p < t->lo || p >= t->hi) {
        if (gc_is_immortal_noalloc(t->heap, p))
            return;
        report(t, "reference outside the heap:", p);
        return;
    }
    size_t off = (size_t)(p - t->lo);
    if ((off & 7) || !(t->starts[off >> 6] & (1u << ((off >> 3) & 7))))
        report(t, "reference not at a cell start:", p);
}

void gc_verify_visit(GcTracer *t, Value *slot)
{
    check_ptr(t, (char *)v_cell(*slot));
}

void gc_verify_visit_cell(GcTracer *t, void **slot)
{
    check_ptr(t, (char *)*slot);
}

uint64_t gc_verify_space(Vm *vm, char *lo, char *hi, const char *what)
{
    GcTracer t = { .mode = TR_VERIFY, .lo = lo, .hi = hi, .what = what, .heap = vm->heap };
    size_t words = (size_t)(hi - lo) / 8;
    t.starts = calloc(words / 8 + 1, 1);
    if (!t.starts)
        return 0;
    for (char *p = lo; p < hi;) {
        GcHeader *hd = (GcHeader *)p;
        if (hd->type >= T__COUNT || hd->size < GC_MIN_CELL || (hd->size & 7) ||
            hd->size > (size_t)(hi - p) || (hd->gc & GC_FWD)) {
            report(&t, "bad cell header at", p);
            free(t.starts);
            return t.errors;
        }
        size_t off = (size_t)(p - lo);
        t.starts[off >> 6] |= (uint8_t)(1u << ((off >> 3) & 7));
        p += hd->size;
    }
    for (char *p = lo; p < hi;) {
        GcHeader *hd = (GcHeader *)p;
        GcTraceFn fn = gc_trace_table[hd->type];
        t.cur = hd;
        if (fn)
            fn(&t, p);
        p += hd->size;
    }
    t.cur = NULL;
    vm_trace_roots(vm, &t);
    gc_visit_range(&t, vm->handles, vm->htop);
    free(t.starts);
    if (t.errors)
        fprintf(stderr, "[gc-verify %s] %llu errors\n", what, (unsigned long long)t.errors);
    return t.errors;
}
