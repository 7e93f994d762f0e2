/* gc/heap.h — GcHeap and GcTracer internals, shared by the files of gc/ only.
 *
 * Layout (docs/gc.md has the whole design):
 *  - young: one reserved range [young_lo, young_lo + young_size) holding two
 *    eden slots (only one is used unless from-space protection alternates
 *    them) and two survivor semispaces. Allocation bumps GcHot.top in eden.
 *  - old: 64 KiB aligned blocks, each of one size class, with side mark and
 *    allocation bitmaps in the block header; cells over GC_LARGE_MIN in
 *    their own mapping (LargeObj prefix); immortal chunks for atoms.
 *
 * Invariants outside a collection:
 *  - every reference in a root or a cell points at a live cell start: in
 *    eden [eden_lo, top), in survivor-from [surv_lo, surv_top), an allocated
 *    block cell, a large object, or an immortal cell (TARN_GC_VERIFY);
 *  - remembered set: every old cell holding a young reference is in
 *    h->remset — a small old cell with GC_UNLOGGED clear, a large one with
 *    GC_REM set and (for a large Values) the card of that slot dirty.
 */
#ifndef TARN_GC_HEAP_H
#define TARN_GC_HEAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "gc.h"

/* hdr.gc bits (GC_UNLOGGED = 2 is in gc.h, the barrier reads it).
 * GC_FWD: this young cell has been copied; its new address is in the cell's
 * second word (every cell is at least 16 bytes). Header word | 1 alone cannot
 * mark it because odd T_* values already set bit 0 of the header word.
 * GC_IMM: an immortal cell (never moves, never freed, never traced).
 * GC_LARGE: a large object (LargeObj prefix before it). GC_MARK: large
 * object marked (block cells use the side bitmap). GC_REM: a large object
 * that is in the remembered set. */
enum { GC_FWD = 1, GC_IMM = 4, GC_LARGE = 8, GC_MARK = 16, GC_REM = 32 };

#define GC_MIN_CELL 16

#define GC_BLOCK ((size_t)64 << 10)
#define GC_CHUNK ((size_t)2 << 20)  /* blocks are carved from mappings this big */
#define GC_BLOCK_MAX_CELLS (GC_BLOCK / GC_MIN_CELL)
#define GC_NCLASSES 35
#define GC_CARD_SHIFT 9 /* 512-byte cards for large Values (Hermes's size) */

typedef struct Block {
    uint32_t cell_size;
    uint32_t ncells;        /* cells that fit */
    uint32_t bump;          /* cells [bump, ncells) were never allocated */
    uint32_t nlive;         /* allocated cells */
    uint32_t cls;
    uint32_t free_head;     /* index of the first free cell below bump, or UINT32_MAX */
    uint32_t off;           /* offset of cell 0 */
    uint32_t empty_majors;  /* majors this block has been empty (for release) */
    struct Block *next;     /* all blocks */
    struct Block *next_avail; /* blocks of this class with room */
    bool in_avail;
    uint64_t mark[GC_BLOCK_MAX_CELLS / 64];
    uint64_t alloc[GC_BLOCK_MAX_CELLS / 64];
} Block;

typedef struct LargeObj {
    struct LargeObj *prev, *next;
    uint8_t *cards;         /* large Values: one byte per card, else NULL */
    size_t map_size;        /* bytes mapped (prefix + cell) */
} LargeObj;

#define GC_LARGE_PREFIX sizeof(LargeObj)

static inline LargeObj *large_of(void *cell) { return (LargeObj *)((char *)cell - GC_LARGE_PREFIX); }
static inline void *large_cell(LargeObj *l) { return (char *)l + GC_LARGE_PREFIX; }
static inline Block *block_of(void *cell) { return (Block *)((uintptr_t)cell & ~(uintptr_t)(GC_BLOCK - 1)); }
static inline char *block_cell(Block *b, uint32_t i) { return (char *)b + b->off + (size_t)i * b->cell_size; }

typedef struct GcHeap GcHeap;

typedef struct OldRange {
    char *lo, *hi;
    int large;               /* 0: a block, 1: a large object's mapping */
} OldRange;

typedef struct PtrVec {
    void **v;
    size_t n, cap;
} PtrVec;

struct GcHeap {
    GcHot hot;               /* first: read inline by gc.h */
    /* ---- young ---- */
    char *young_map;         /* the reservation */
    size_t young_map_size;
    char *eden[2];           /* eden slots, eden_cap bytes each */
    int eden_cur;
    size_t eden_cap;         /* reserved per eden slot */
    size_t eden_size;        /* current nursery size (bytes usable in eden) */
    size_t eden_min, eden_max; /* the ladder's floor and cap */
    double surv_ema;         /* survival rate (survived / allocated), EMA weight 0.5 */
    uint32_t low_minors;     /* consecutive minors with survival < 2% */
    uint32_t high_minors;    /* consecutive minors with survival > GC_HIGH_S */
    uint32_t cap_high_minors; /* consecutive minors at the cap with survival > 70% */
    uint32_t pretenure_probe; /* full minors since pretenure mode last ended */
    bool direct_promote;     /* high-survival mode: survivors skip survivor space */
    /* growth experiment (collect.c pace_nursery): after doubling from
     * grow_from, the first full minor at the new size must show survival
     * well below grow_s (the EMA before) or the nursery steps back and
     * grow_ceiling holds it there for ceiling_minors minors */
    size_t grow_from, grow_ceiling;
    double grow_s;
    uint32_t ceiling_minors, ceiling_fails;
    /* pretenure mode (GC-NOTES §2.8): after minors that promote nearly
     * everything, the young generation is emptied (pretenure_next makes the
     * next minor promote all) and the next pretenure_left bytes are
     * allocated old; then one nursery's worth is allocated young as a probe.
     * pretenure_span doubles each time the probe still shows high survival. */
    bool pretenure_next;
    size_t pretenure_left, pretenure_span;
    size_t pretenured_since_major; /* bytes; a major that frees most of them backs off */
    size_t pretenure_test;   /* TARN_GC_PRETENURE_TEST=N: after every minor (which then
                              * promotes directly), allocate the next N bytes old */
    uint32_t pretenure_backoff;    /* majors left before pretenuring is allowed again */
    uint64_t pretenured_bytes;
    char *eden_limit;        /* real end of the current eden (hot.limit may be lower) */
    char *surv[2];           /* survivor semispaces, surv_cap bytes each */
    int surv_cur;            /* survivor-from: holds cells that survived one minor */
    size_t surv_cap;
    char *surv_top;          /* end of survivor-from's cells */
    /* ---- old ---- */
    Block *blocks;           /* every block */
    Block *avail[GC_NCLASSES];
    Block *free_blocks;      /* empty blocks, pages returned to the OS */
    size_t chunks;
    size_t nblocks;
    LargeObj *large;         /* every large object */
    size_t large_bytes;      /* mapped bytes of large objects */
    size_t old_bytes;        /* bytes in allocated old cells (class sizes) + large cells */
    size_t old_live;         /* old_bytes after the last major */
    size_t major_at;         /* next major when old_bytes reaches this */
    size_t major_min;        /* TARN_GC_MAJOR_MIN_MB: no major below this old size */
    PtrVec remset;           /* old cells that may hold young references */
    struct OldRange *ranges; /* sorted [lo, hi) of every block and large mapping */
    size_t nranges, ranges_cap;
    bool ranges_dirty;
    PtrVec mark_stack;
    PtrVec weak_slots;       /* major: Value * of weak references seen while marking */
    PtrVec ephemerons;       /* major: ephemeron tables seen while marking */
    /* ---- limits and knobs ---- */
    size_t max_size;         /* TARN_GC_MAX_HEAP_MB */
    uint32_t stress;         /* TARN_GC_STRESS=N, 0 = off */
    uint32_t stress_alloc, stress_safe, stress_n; /* countdowns; stress_n counts stress collections */
    bool verify, diag, protect, collecting;
    bool idle_now;           /* the running minor is gc_idle_safepoint's */
    bool idle_off;           /* TARN_GC_IDLE=0: gc_idle_safepoint never collects (for A/B runs) */
    FILE *trace;             /* TARN_GC_TRACE=FILE: one JSON object per collection */
    /* Immortal cells (atoms): bump-allocated in chunks that are never
     * collected or moved; chunk i spans [imm_chunks[i], +GC_IMM_CHUNK). */
    char *imm_top, *imm_limit;
    char **imm_chunks;
    size_t imm_n, imm_cap, imm_bytes;
    /* ---- external memory (gc/external.c) ---- */
    uint64_t external_bytes;   /* reported by gc_external_add, now */
    uint64_t external_since;   /* added since the major numbered external_major */
    uint64_t external_major;
    /* ---- statistics ---- */
    uint64_t minors, majors, bytes_allocated, bytes_copied, bytes_promoted;
    uint64_t idle_minors;      /* minors run by gc_idle_safepoint */
    uint64_t total_pause_ns, max_pause_ns, peak_heap;
};

typedef enum { TR_MINOR, TR_MARK, TR_VERIFY, TR_REMCHECK } TracerMode;

struct GcTracer {
    TracerMode mode;
    struct GcHeap *heap;
    Vm *vm;
    /* minor */
    uintptr_t young_lo, young_size;
    char *to_top, *to_limit;   /* survivor-to bump */
    char *eden_lo, *eden_hi;   /* cells from here are age 0 */
    bool promote_all;          /* major: empty the young generation */
    bool young_seen;           /* the cell being scanned still points at a young cell */
    int section;               /* current root set (GC_ROOT_*) */
    uint64_t nvisit, sec_mark; /* slots visited through gc_visit*, at the section start */
    uint64_t roots[GC_ROOT__COUNT];
    uint64_t copied, promoted; /* bytes */
    PtrVec promo;              /* promoted cells still to scan */
    /* verify */
    const char *what;          /* verify phase, for messages */
    GcHeader *cur;             /* cell being traced, NULL for roots */
    uint64_t errors;
    struct VerifyIndex *index;
};

extern GcTraceFn gc_trace_table[T__COUNT];

/* Where the inline allocation fast path stops: eden's end, or the current
 * top (every allocation takes gc_alloc_slow) under stress or while
 * pretenuring. */
static inline void gc_reset_limit(GcHeap *h)
{
    h->hot.limit = h->stress || h->pretenure_left ? h->hot.top : h->eden_limit;
}

void gc_collect_for(Vm *vm, const char *reason, size_t request, bool major);
void gc_trace_cell(GcTracer *t, void *cell);
size_t gc_surv_size(GcHeap *h);              /* survivor-space budget for the current nursery */

/* old generation (gc/oldgen.c) */
void *gc_old_alloc(GcHeap *h, size_t bytes);          /* a block cell (not zeroed), NULL on OOM */
void *gc_large_alloc(Vm *vm, uint8_t type, size_t bytes); /* zeroed, remembered; NULL on OOM */
size_t gc_size_class(size_t bytes);                    /* class cell size for bytes <= GC_LARGE_MIN */
void gc_mark_cell(GcTracer *t, void *p);
bool gc_mark_only(GcHeap *h, void *p);             /* set the mark, no tracing; true if newly marked */
bool gc_is_marked_noalloc(void *p);
void gc_mark_drain(GcTracer *t);
void gc_sweep(GcHeap *h);
void gc_old_free_all(GcHeap *h);
bool gc_ptrvec_push(PtrVec *pv, void *p);
/* The old mapping holding p, or NULL (binary search over h->ranges). */
const OldRange *gc_old_range_noalloc(GcHeap *h, const void *p);

/* verifier (gc/verify.c) */
uint64_t gc_verify_heap(Vm *vm, const char *what, bool remset);
void gc_verify_visit(GcTracer *t, Value *slot);
void gc_verify_visit_cell(GcTracer *t, void **slot);

/* Is p inside the moving heap? (callers copying out of a cell before allocating) */
bool gc_in_heap_noalloc(Vm *vm, const void *p);
/* A zero-filled cell that never moves and is never freed before the VM
 * (atoms); it must hold no references to movable cells. NULL on OOM. */
void *gc_alloc_immortal(Vm *vm, uint8_t type, size_t bytes);
bool gc_is_immortal_noalloc(struct GcHeap *h, const void *p);

#define GC_IMM_CHUNK ((size_t)256 << 10)

#endif
