/* gc/heap.h — GcHeap and GcTracer internals, shared by the files of gc/ only.
 *
 * The heap is one semispace [base, limit) with bump allocation at `top`.
 * A collection copies everything reachable into a fresh to-space (Cheney,
 * breadth-first, iterative) and the old space becomes the spare for the next
 * collection. Invariant: outside a collection every cell lives in
 * [base, top) and every reference in a root or cell points at a cell start
 * there (TARN_GC_VERIFY checks it).
 */
#ifndef TARN_GC_HEAP_H
#define TARN_GC_HEAP_H

#include <stdbool.h>
#include <stddef.h>

#include "gc.h"

/* hdr.gc bits. GC_FWD: this from-space cell has been copied; its new address
 * is in the cell's second word (every cell is at least 16 bytes). We cannot
 * use "header word | 1" alone as the mark because odd T_* values (T_ROPE...)
 * already set bit 0 of the header word. */
enum { GC_FWD = 1 };

#define GC_MIN_CELL 16

struct GcHeap {
    char *top, *limit;      /* bump region */
    char *base;             /* current space */
    size_t map_size;        /* bytes mapped at base (>= limit - base) */
    char *spare;            /* previous from-space, reused as the next to-space */
    size_t spare_size;
    char *quarantine;       /* stress only: the last from-space, kept PROT_NONE one more cycle */
    size_t quarantine_size; /* so a reference two collections stale still faults */
    size_t start_size, max_size;
    size_t live_after;      /* bytes live after the last collection */
    uint32_t stress;        /* TARN_GC_STRESS=N, 0 = off */
    uint32_t stress_alloc, stress_safe; /* countdowns */
    bool verify, diag, collecting;
    /* Immortal cells (atoms): bump-allocated in chunks that are never
     * collected or moved; chunk i spans [imm_chunks[i], +GC_IMM_CHUNK). */
    char *imm_top, *imm_limit;
    char **imm_chunks;
    size_t imm_n, imm_cap, imm_bytes;
    uint64_t collections, bytes_allocated, total_pause_ns, max_pause_ns;
};

typedef enum { TR_COPY, TR_VERIFY } TracerMode;

struct GcTracer {
    TracerMode mode;
    char *from_lo, *from_hi;   /* copy: space being evacuated */
    char *to_top;              /* copy: allocation point in to-space */
    uint64_t copied;           /* cells copied */
    /* verify */
    char *lo, *hi;             /* valid cells lie in [lo, hi) */
    uint8_t *starts;           /* bitmap: 1 bit per 8 bytes, set at cell starts */
    const char *what;          /* verify phase, for messages */
    GcHeader *cur;
    struct GcHeap *heap;             /* verify: cell being traced, NULL for roots */
    uint64_t errors;
};

extern GcTraceFn gc_trace_table[T__COUNT];

void gc_collect_for(Vm *vm, const char *reason, size_t request);
/* Walk [lo, hi) and check every header and reference; returns error count. */
uint64_t gc_verify_space(Vm *vm, char *lo, char *hi, const char *what);
void gc_verify_visit(GcTracer *t, Value *slot);
void gc_verify_visit_cell(GcTracer *t, void **slot);
/* Is p inside the live heap? (callers copying out of a cell before allocating) */
bool gc_in_heap_noalloc(Vm *vm, const void *p);
/* A zero-filled cell that never moves and is never freed before the VM
 * (atoms); it must hold no references to movable cells. NULL on OOM. */
void *gc_alloc_immortal(Vm *vm, uint8_t type, size_t bytes);
bool gc_is_immortal_noalloc(struct GcHeap *h, const void *p);

#define GC_IMM_CHUNK ((size_t)256 << 10)

#endif
