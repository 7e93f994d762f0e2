/* gc/heap.h — GcHeap and GcTracer internals, shared by the files of gc/ only.
 *
 * Layout (docs/gc.md has the whole design):
 *  - young: one reserved range [young_lo, young_lo + young_size) holding two
 *    eden slots (only one is used unless from-space protection alternates
 *    them) and two survivor semispaces. Allocation bumps GcHot.top in eden.
 *  - old: 64 KiB aligned blocks, each of one size class, with side mark and
 *    allocation bitmaps in the block header, swept lazily; a major moves the
 *    live cells of sparse blocks elsewhere (gc/evacuate.c); cells over
 *    GC_LARGE_MIN in their own mapping (LargeObj prefix, never moved);
 *    immortal chunks for atoms.
 *
 * Invariants outside a collection:
 *  - every reference in a root or a cell points at a live cell start: in
 *    eden [eden_lo, top), in survivor-from [surv_lo, surv_top), an allocated
 *    block cell (block_cell_live), a large object, or an immortal cell
 *    (TARN_GC_VERIFY); no old cell carries GC_FWD;
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
#include "policy.h"

/* hdr.gc bits (GC_UNLOGGED = 2 is in gc.h, the barrier reads it).
 * GC_FWD: this young cell has been copied; its new address is in the cell's
 * second word (every cell is at least 16 bytes). Header word | 1 alone cannot
 * mark it because odd T_* values already set bit 0 of the header word.
 * GC_IMM: an immortal cell (never moves, never freed, never traced).
 * GC_LARGE: a large object (LargeObj prefix before it). GC_MARK: large
 * object marked (block cells use the side bitmap). GC_REM: a large object
 * that is in the remembered set. */
enum { GC_FWD = 1, GC_IMM = 4, GC_LARGE = 8, GC_MARK = 16, GC_REM = 32, GC_PIN = 64, GC_EPH = 128 };
/* GC_FWD on an OLD cell exists only during a major: the cell was evacuated
 * (gc/evacuate.c) and its second word holds the new address; its block is
 * freed before the major ends. GC_PIN: a block cell a major must not move
 * (gc_pin_noalloc); every cell of a type in GcHeap.pin_type is pinned too.
 * GC_MARK on a BLOCK cell exists only during a minor: the cell was promoted
 * by this minor and not scanned yet (the promotion worklist's overflow scan
 * and the full old scan find such cells by it). GC_EPH exists only during a
 * major: an ephemeron container marked without being traced (the mark
 * stack's overflow rescan must not trace it strongly). */

#define GC_MIN_CELL 16

#define GC_BLOCK ((size_t)64 << 10)
#define GC_CHUNK ((size_t)2 << 20)  /* blocks are carved from mappings this big */
#define GC_BLOCK_MAX_CELLS (GC_BLOCK / GC_MIN_CELL)
#define GC_NCLASSES 35
#define GC_CARD_SHIFT 9 /* 512-byte cards for large Values (Hermes's size) */

/* A block's cells are allocated by scanning its alloc bitmap (no free list
 * threaded through dead cells), so sweeping a block touches only its header:
 * alloc := mark, mark := 0. Sweeping is lazy (gc/oldgen.c): a major leaves
 * every block BLOCK_UNSWEPT, with its liveness in `mark`, and the allocator
 * sweeps a block when it takes it; the rest are swept before the next major.
 * Which bitmap tells that cell i is allocated: block_cell_live(). */
enum { BLOCK_SWEPT = 0, BLOCK_UNSWEPT = 1 };

typedef struct Block {
    uint32_t cell_size;
    uint32_t ncells;        /* cells that fit */
    uint32_t nwords;        /* bitmap words in use, (ncells + 63) / 64 */
    uint32_t cursor;        /* allocation: alloc[] words below this are full */
    uint32_t nlive;         /* swept: allocated cells (live at the last major + allocated since) */
    uint32_t nmark;         /* cells marked by the running major (in place, or evacuated into here) */
    uint32_t cls;
    uint32_t off;           /* offset of cell 0 */
    uint64_t recip;         /* ceil(2^48 / cell_size): block_index without a division */
    uint64_t pad;           /* bits of alloc[nwords - 1] past the last cell: always set */
    uint8_t state;          /* BLOCK_SWEPT / BLOCK_UNSWEPT */
    bool in_avail;          /* on h->avail[cls] */
    bool evac;              /* in the running major's evacuation set (gc/evacuate.c) */
    struct Block *next;     /* all blocks */
    struct Block *next_avail; /* h->avail[cls] (swept, with room) or h->unswept[cls] */
    uint64_t mark[GC_BLOCK_MAX_CELLS / 64];
    uint64_t alloc[GC_BLOCK_MAX_CELLS / 64];
} Block;

typedef struct LargeObj {
    struct LargeObj *prev, *next;
    uint8_t *cards;         /* large Values: one byte per card, else NULL */
    size_t map_size;        /* bytes mapped (prefix + cell) */
} LargeObj;

#define GC_LARGE_PREFIX sizeof(LargeObj)

/* Cells over GC_LARGE_MIN up to GC_YOUNG_BIG_MAX (and an eighth of the
 * nursery) are allocated young like any other, so an array's elements or a
 * JSON text that dies with its request dies in a minor. One that survives
 * is copied to survivor space or promoted into a large mapping, taken from
 * a reservation mapped before the minor (a minor cannot stop half way). A
 * flat string may be twice as big as other cells: the bound covers a JSON
 * text of a few hundred KB, built by JSON.stringify and dead after one
 * parse (born old, each would stay until a major: json.js' texts filled
 * the old generation before any major), and a string is a leaf, copied
 * once if it survives and never scanned. A table or an array of that size
 * that lives on (a Map growing through a round: map_set_side) is copied
 * and scanned at every minor until promoted, so other cells keep the
 * smaller bound. */
#define GC_YOUNG_BIG_MAX (256u << 10)
#define GC_YOUNG_BIG_VALUES_MAX (128u << 10)

static inline LargeObj *large_of(void *cell) { return (LargeObj *)((char *)cell - GC_LARGE_PREFIX); }
static inline void *large_cell(LargeObj *l) { return (char *)l + GC_LARGE_PREFIX; }
static inline Block *block_of(void *cell) { return (Block *)((uintptr_t)cell & ~(uintptr_t)(GC_BLOCK - 1)); }
static inline char *block_cell(Block *b, uint32_t i) { return (char *)b + b->off + (size_t)i * b->cell_size; }
/* Exact for every offset in a block: with d < 2^16, cell_size <= 2^13 and
 * recip = ceil(2^48 / cell_size), the rounding error d * (recip * cell_size
 * - 2^48) < 2^42 stays under 2^48 / cell_size. */
static inline uint32_t block_index(const Block *b, const void *cell)
{
    uint64_t d = (uint64_t)((const char *)cell - (const char *)b - b->off);
    return (uint32_t)((d * b->recip) >> 48);
}
/* Is cell i allocated? A swept block says so in alloc[]; an unswept one in
 * mark[] (the last major's marks, which its sweep will turn into alloc[]). */
static inline bool block_cell_live(const Block *b, uint32_t i)
{
    const uint64_t *bits = b->state == BLOCK_UNSWEPT ? b->mark : b->alloc;
    return i < b->ncells && ((bits[i >> 6] >> (i & 63)) & 1);
}

typedef struct GcHeap GcHeap;

typedef struct OldRange {
    char *lo, *hi;
    int large;               /* 0: a block, 1: a large object's mapping */
} OldRange;

typedef struct PtrVec {
    void **v;
    size_t n, cap;
} PtrVec;

#define GC_PHASES 8 /* room for gc/collect.c's PH__COUNT */

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
    /* the mode, the size's trial and ceiling, the evidence (gc/policy.h) */
    NurseryPolicy nursery;
    uint64_t pretenured_bytes; /* since VM start; not in bytes_allocated (gc_stats adds it) */
    char *eden_limit;        /* real end of the current eden (hot.limit may be lower) */
    char *surv[2];           /* survivor semispaces, surv_cap bytes each */
    int surv_cur;            /* survivor-from: holds cells that survived one minor */
    size_t surv_cap;
    char *surv_top;          /* end of survivor-from's cells */
    /* Where the used ranges start: eden [eden_start, hot.top) and
     * survivor-from [surv_start, surv_top). The slot's base, except under
     * stress, where each minor starts both a varying distance in
     * (young_shift): a reference left dangling into a recycled slot then
     * points off every new cell start, so a later verification still
     * sees it even when the collection right after it was not verified. */
    char *eden_start, *surv_start;
    /* Under protection: how much of each slot, from its base, is fenced
     * off (PROT_NONE) since the minor that left it. */
    size_t eden_fenced[2], surv_fenced[2];
    uint32_t fence_n;        /* stress minors, to fence one in 7 */
    uint32_t shift_state;
    /* ---- old ---- */
    Block *blocks;           /* every block */
    Block *avail[GC_NCLASSES];
    Block *unswept[GC_NCLASSES]; /* blocks of the last major not swept yet (lazy sweeping) */
    size_t nunswept;
    PtrVec free_blocks;      /* empty blocks, pages returned to the OS (a side array: their pages stay untouched) */
    /* Empty blocks whose pages are still committed: a major frees blocks
     * here instead of returning their pages inside its pause; block_new
     * reuses them first (no page faults), and gc_release_step returns
     * GC_RELEASE_STEP of them per minor and at the idle safepoint (never
     * in a major, whose pause is the long one), all at an explicit gc(). */
    PtrVec dirty_blocks;
    size_t chunks;
    size_t nblocks;
    LargeObj *large;         /* every large object */
    size_t large_bytes;      /* mapped bytes of large objects */
    /* Large objects a major found dead, still mapped (linked by next): the
     * major unlinks them but unmapping hundreds of megabytes would be most
     * of its pause, so gc_release_large returns them later: a budget after
     * each minor and at the idle safepoint, as much as the mutator asks for
     * at its next large allocation, all at an explicit gc(). Not in the
     * ranges table; under from-space protection they are unmapped at once. */
    LargeObj *dead_large;
    size_t old_bytes;        /* bytes in allocated old cells (class sizes) + large cells */
    size_t old_live;         /* old_bytes after the last major */
    size_t major_at;         /* next major when old_bytes reaches this */
    size_t major_min;        /* TARN_GC_MAJOR_MIN_MB: no major below this old size */
    PtrVec remset;           /* old cells that may hold young references */
    /* The remembered set is incomplete: a push failed (out of memory), so
     * some old cell with a young reference may be missing from it. The next
     * minor scans every old cell instead (scan_all_old in gc/collect.c). */
    bool remset_overflow;
    struct OldRange *ranges; /* sorted [lo, hi) of every block and large mapping */
    size_t nranges, ranges_cap;
    bool ranges_dirty;
    PtrVec mark_stack;
    /* A mark-stack push failed: a marked cell was dropped untraced; the drain
     * rescans the heap for marked cells (docs/gc.md, "Majors"). */
    bool mark_overflow;
    size_t mark_stack_max;   /* TARN_GC_MARK_STACK_MAX: entries the mark stack may hold (0: no cap) */
    /* out-of-memory fallbacks taken (all collections; tests assert them):
     * mark-stack rescans, minors that scanned every old cell, promotion
     * worklist scans by tag, weak references or ephemeron tables held
     * strongly for one major */
    uint64_t mark_rescans, remset_fullscans, promo_tagscans, weak_strong;
    /* Failure injection for the collector's metadata (TARN_GC_FAIL_META=N:
     * the Nth metadata allocation fails; N+ : it and every later one). */
    uint64_t meta_allocs, meta_fail_at;
    bool meta_fail_rest;
    OldRange range_tmp;      /* gc_old_range_noalloc's answer when h->ranges cannot be built */
    /* ---- evacuation (gc/evacuate.c) ---- */
    bool nomove;             /* TARN_GC_NOMOVE=1: never evacuate */
    uint32_t evac_pct;       /* TARN_GC_EVAC_PCT: blocks under this % of cells allocated are evacuated */
    bool pin_type[T__COUNT]; /* cells of these types are never moved by a major */
    size_t evac_nblocks;     /* blocks in the running major's evacuation set */
    uint64_t evac_bytes, evac_cells;   /* this major: cells moved and their bytes */
    uint64_t evac_bytes_total, evac_blocks_total, released_blocks_total;
    PtrVec weak_slots;       /* major: Value * of weak references seen while marking */
    PtrVec ephemerons;       /* major: ephemeron tables seen while marking */
    /* ---- limits and knobs ---- */
    size_t max_size;         /* TARN_GC_MAX_HEAP_MB; what it counts: gc_limit_used */
    uint32_t stress;         /* TARN_GC_STRESS=N, 0 = off */
    uint32_t stress_alloc, stress_safe, stress_n; /* countdowns; stress_n counts stress collections */
    bool verify, diag, protect, collecting;
    /* Under stress a heap walk per allocation costs O(heap) each time:
     * a minor is verified when the credit (GC_VERIFY_CREDIT bytes per
     * collection) covers the heap's size, so the walks cost about that
     * much per collection. TARN_GC_VERIFY=2 (verify_all) checks every one. */
    bool verify_all;
    size_t verify_credit;
    /* The VM is still building its builtins (until gc_boot_done), or a realm
     * or a library is being made (gc_boot_begin .. gc_boot_end): verification
     * then runs at one stress collection in 64 and once at the end, since a
     * whole-heap check per allocation there is quadratic in the start-up's
     * size and the start-up is the same code in every run. The collections
     * themselves (every cell moving) happen at full rate. */
    bool booting;
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
    /* TARN_GC_TRACE's phase clock for the collection in progress (gc/collect.c
     * PH_*): per heap, so VMs on different threads never share it. */
    uint64_t phase_ns[GC_PHASES];
    /* where page mappings come from (gc/pages.h); NULL: mmap. Set at
     * gc_init from vm->pages and fixed for the heap's life. */
    const struct GcPages *pages;
    /* ---- the ranges table (gc/oldgen.c range_add) ---- */
    uintptr_t old_lo, old_hi; /* bounds every old mapping ever listed (0, 0: none yet) */
    uint64_t ranges_rebuilds; /* full re-sorts of h->ranges (tests check they stay rare) */
    /* ---- big young cells (gc/bigyoung.c) ---- */
    PtrVec young_big;        /* cells over GC_LARGE_MIN now in eden or survivor space */
    char *big_res;           /* mapped, untouched: promotions carve from it (gc/bigyoung.c) */
    size_t big_res_size;     /* its bytes from big_res on */
    /* ---- a minor's share of CPU time (gc/collect.c, TARN_GC_DIAG's cpu_share) ----
     * Measured only under TARN_GC_DIAG / TARN_GC_TRACE. Thread CPU time,
     * not wall time: preemption on a shared machine does not count, page
     * faults do. cpu_mut_ns: the mutator's CPU since the
     * last minor (time inside majors excluded); minor_frac: the last
     * minor's CPU over that plus its own. */
    uint64_t cpu_last_end, cpu_coll_start, cpu_mut_ns;
    double minor_frac;
    uint64_t cpu_mark_ns, cpu_sweep_ns; /* the last major's, under TARN_GC_DIAG (major-cpu line) */
    /* ---- incremental marking (gc/incremental.c) ---- */
    bool inc_on;             /* TARN_GC_INCREMENTAL (default on; =0 turns it off) */
    bool marking;            /* a cycle is marking: the barrier shades, minors re-grey */
    size_t inc_min;          /* TARN_GC_INC_MIN_MB: no cycle for an old generation under this */
    size_t inc_early;        /* TARN_GC_INC_EARLY_MB: from this major_at on, cycles start early in the headroom */
    size_t inc_start_at;     /* a cycle starts when old_bytes reaches this */
    size_t mark_slice_min;   /* TARN_GC_MARK_SLICE: bytes a slice traces at least */
    size_t mark_slice_max;   /* bytes a slice traces at most (debt carries over) */
    size_t mark_step;        /* nursery bytes between slices (hot.limit is lowered to it) */
    uint32_t mark_k;         /* bytes traced per old byte allocated during the cycle */
    size_t mark_old_seen;    /* old_bytes when the debt was last brought up to date */
    uint64_t mark_debt;      /* bytes the slices still owe */
    uint64_t mark_wait;      /* nursery bytes allocated since the stack was first found empty */
    uint64_t inc_cycles, inc_slices, inc_traced; /* statistics (traced: this cycle) */
    uint64_t inc_skipped;    /* cycles not started for a whole-pause major that evacuates */
    uint64_t inc_slice_max_ns, inc_slice_total_ns, inc_start_ns; /* this cycle */
    uint64_t inc_slice_cpu_max_ns; /* this cycle's longest slice in thread CPU time (TARN_GC_DIAG) */
};

/* What the heap limit (max_size) counts: the old generation, the whole
 * nursery (it can all survive into the old one) and the external bytes
 * cells keep alive (ArrayBuffer stores, host buffers), since a script can
 * make the process hold those as surely as cells. */
static inline uint64_t gc_limit_used(const GcHeap *h)
{
    return (uint64_t)h->old_bytes + h->eden_size + h->external_bytes;
}

typedef enum { TR_MINOR, TR_MARK, TR_VERIFY, TR_REMCHECK, TR_EVACCHECK } TracerMode;

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
    /* major (gc/evacuate.c mark_visit_shape): the last object shape marked,
     * and its address from now on */
    void *shape_from, *shape_to;
    bool promo_overflow;       /* a promoted cell is missing from promo (scan_tagged finds it) */
    /* verify */
    const char *what;          /* verify phase, for messages */
    GcHeader *cur;             /* cell being traced, NULL for roots */
    uint64_t errors;
    struct VerifyIndex *index;
};

extern GcTraceFn gc_trace_table[T__COUNT];

/* Eden's end: eden_size bytes past eden_start, but never past the current
 * slot's end (under stress eden_start lies up to young_shift's maximum into
 * the slot, so a nursery sized to the whole slot would otherwise overrun). */
static inline void gc_set_eden_limit(GcHeap *h)
{
    char *slot_end = h->eden[h->eden_cur] + h->eden_cap;
    h->eden_limit = (size_t)(slot_end - h->eden_start) < h->eden_size ? slot_end : h->eden_start + h->eden_size;
}

/* Where the inline allocation fast path stops: eden's end, or the current
 * top (every allocation takes gc_alloc_slow) under stress or while
 * pretenuring. */
static inline void gc_reset_limit(GcHeap *h)
{
    h->hot.limit = h->stress || h->nursery.pretenure_left ? h->hot.top : h->eden_limit;
    /* while marking, every mark_step bytes of nursery allocation take the
     * slow path, which runs a slice (gc/incremental.c) */
    if (h->marking && (size_t)(h->hot.limit - h->hot.top) > h->mark_step)
        h->hot.limit = h->hot.top + h->mark_step;
}

/* The barrier's value range (GcHot.bar_lo/bar_size): the young range, or
 * while marking the span of the young range and every old mapping. */
static inline void gc_bar_update(GcHeap *h)
{
    uintptr_t lo = h->hot.young_lo, hi = h->hot.young_lo + h->hot.young_size;
    if (h->marking && h->old_hi) {
        if (h->old_lo < lo)
            lo = h->old_lo;
        if (h->old_hi > hi)
            hi = h->old_hi;
    }
    h->hot.bar_lo = lo;
    h->hot.bar_size = hi - lo;
}

void gc_collect_for(Vm *vm, const char *reason, size_t request, bool major);
void gc_scan_roots(Vm *vm, GcTracer *t);     /* vm_trace_roots and the handle stack */
uint64_t gc_now_ns(void);                    /* CLOCK_MONOTONIC */
uint64_t gc_thread_cpu_ns(void);             /* this thread's CPU time */
void gc_trace_cell(GcTracer *t, void *cell);
size_t gc_surv_size(GcHeap *h);              /* survivor-space budget for the current nursery */

/* old generation (gc/oldgen.c) */
void *gc_old_alloc(GcHeap *h, size_t bytes);          /* a block cell (not zeroed), NULL on OOM */
/* gc/oldgen.c: the size class of a cell of n 8-byte words. Built once per
 * process before the first block of any heap exists. */
extern uint8_t gc_class_of_words[GC_LARGE_MIN / 8 + 1];
/* gc_old_alloc's common case, inline for pretenure mode (gc/gc.c): the
 * class's current block has a free cell in the alloc-bitmap word at its
 * cursor. NULL: take gc_old_alloc (the next word, the next block, a lazy
 * sweep, a new block). The class table is read only through a block of
 * that class, and blocks exist only after gc_old_alloc built the table;
 * the bits past a block's last cell are always set (Block.pad). */
static inline void *gc_old_alloc_quick(GcHeap *h, size_t bytes)
{
    Block *b = h->avail[gc_class_of_words[(bytes + 7) / 8]];
    if (!b)
        return NULL;
    uint32_t w = b->cursor;
    uint64_t free = ~b->alloc[w];
    if (!free)
        return NULL;
    uint32_t bit = (uint32_t)__builtin_ctzll(free);
    b->alloc[w] |= 1ull << bit;
    b->nlive++;
    h->old_bytes += b->cell_size;
    return block_cell(b, w * 64 + bit);
}
/* Zeroed (but for bytes [lo, hi) of the cell, which the caller writes before
 * its next allocation), remembered; NULL on OOM. */
void *gc_large_alloc(Vm *vm, uint8_t type, size_t bytes, size_t lo, size_t hi);
void gc_large_link(GcHeap *h, LargeObj *l, size_t bytes);  /* l (map_size set) joins h->large */
size_t gc_size_class(size_t bytes);                    /* class cell size for bytes <= GC_LARGE_MIN */
/* Major marking (gc/evacuate.c): mark the cell p, or evacuate it if its
 * block is in the evacuation set; returns the cell's address from now on
 * (the caller stores it back into the slot it read p from). push: trace
 * the cell later (mark stack); *fresh: it was not reached before. */
void *gc_mark_move(GcTracer *t, void *p, bool push, bool *fresh);
bool gc_is_marked_noalloc(void *p);                /* reached by this major (forwarded counts) */
/* gc_mark_move's common case, inline in the visitors: a block cell outside
 * the evacuation set. Returns the cell's address from now on. */
/* young_test: the tracer may meet young cells (a slice of an incremental
 * mark: they are roots of the final pause, never marked). Without it (a
 * major's drain after its minor emptied the nursery, t->young_size 0) the
 * test is left out: one compare and branch per traced reference. */
static inline __attribute__((always_inline)) void *gc_mark_fast_in(GcTracer *t, void *p, bool young_test)
{
    if (young_test && UNLIKELY((uintptr_t)p - t->young_lo < t->young_size))
        return p;
    GcHeader *hd = p;
    if (LIKELY(!(hd->gc & (GC_FWD | GC_IMM | GC_LARGE)))) {
        Block *b = block_of(p);
        if (LIKELY(!b->evac)) {
            uint32_t i = block_index(b, p);
            uint64_t bit = 1ull << (i & 63);
            if (b->mark[i >> 6] & bit)
                return p;
            PtrVec *ms = &t->heap->mark_stack;
            if (LIKELY(ms->n < ms->cap)) {
                b->mark[i >> 6] |= bit;
                b->nmark++;
                ms->v[ms->n++] = p;
                return p;
            }
        }
    }
    bool fresh;
    return gc_mark_move(t, p, true, &fresh);
}
static inline void *gc_mark_fast(GcTracer *t, void *p) { return gc_mark_fast_in(t, p, true); }
/* The marking visit of a cell-pointer slot (may be NULL) and of n Value
 * slots: mark each referent (gc_mark_fast) and store back the address of
 * one that was evacuated (old -> old: no barrier). The _old forms are for
 * a tracer that meets no young cell (gc_mark_fast_in). */
static inline __attribute__((always_inline)) void gc_mark_visit_cell_in(GcTracer *t, void **slot, bool young_test)
{
    void *p = *slot;
    if (p) {
        void *n = gc_mark_fast_in(t, p, young_test);
        if (n != p)
            *slot = n;
    }
}
static inline __attribute__((always_inline)) void gc_mark_visit_range_in(GcTracer *t, Value *v, size_t n,
                                                                        bool young_test)
{
    for (size_t i = 0; i < n; i++)
        if (v_is_cell(v[i])) {
            void *p = v_cell(v[i]);
            void *q = gc_mark_fast_in(t, p, young_test);
            if (q != p)
                v[i] = v_from_cell(q);
        }
}
static inline __attribute__((always_inline)) void gc_mark_visit_cell(GcTracer *t, void **slot)
{
    gc_mark_visit_cell_in(t, slot, true);
}
static inline __attribute__((always_inline)) void gc_mark_visit_range(GcTracer *t, Value *v, size_t n)
{
    gc_mark_visit_range_in(t, v, n, true);
}
static inline __attribute__((always_inline)) void gc_mark_visit_cell_old(GcTracer *t, void **slot)
{
    gc_mark_visit_cell_in(t, slot, false);
}
static inline __attribute__((always_inline)) void gc_mark_visit_range_old(GcTracer *t, Value *v, size_t n)
{
    gc_mark_visit_range_in(t, v, n, false);
}
/* Trace the marked cell p later; on a full mark stack, drop it and set
 * h->mark_overflow (gc_mark_drain rescans). */
void gc_mark_push(GcTracer *t, void *p);
/* Trace everything pushed; after an overflow, rescan the heap for marked
 * cells until no push was dropped. */
void gc_mark_drain(GcTracer *t);
/* Before a major's evacuating minor: finish lazy sweeping, pick the
 * evacuation set (gc/evacuate.c). */
void gc_major_prepare(GcHeap *h);
bool gc_fragmented(GcHeap *h);      /* evacuation would free a quarter of the old blocks */
void gc_sweep_finish(GcHeap *h);                   /* sweep every unswept block now */
size_t gc_sweep_some(GcHeap *h, size_t max);       /* sweep up to max unswept blocks; how many */
/* After marking: free dead large objects, release empty and evacuated
 * blocks, leave the rest unswept; sets old_bytes to the bytes marked. */
void gc_sweep_begin(GcHeap *h);
bool gc_pin_noalloc(Vm *vm, void *cell);           /* never move this old cell; false if it is young */
void gc_old_free_all(GcHeap *h);
/* Return the pages of up to `max` blocks of h->dirty_blocks to the OS;
 * the number returned. */
size_t gc_release_step(GcHeap *h, size_t max);
size_t gc_release_large(GcHeap *h, size_t budget); /* bytes unmapped: at least one object if any */
/* Blocks per collection: 4 MiB, about a millisecond of madvise (page
 * freeing costs ~0.25 ms per MiB here), so a major that frees 90 MB gives
 * it back over the next ~22 collections instead of inside its own pause. */
#define GC_RELEASE_STEP 64

/* gc/policy.c, the owner of h->nursery. After every minor but a major's:
 * `survived` of the `allocated` eden bytes were copied or promoted
 * (young_empty: nothing stayed young); judge: the minor is evidence for
 * the nursery's mode and size (not a stress or idle one, which run at
 * moments chosen for other reasons). gc_pace_nursery is its judging part. */
void gc_nursery_after_minor(GcHeap *h, size_t allocated, uint64_t survived, bool young_empty, bool judge);
void gc_pace_nursery(GcHeap *h, size_t allocated, uint64_t survived, bool young_empty);
/* After every major's mark and sweep_begin, old_before: old_bytes when it began. */
void gc_nursery_after_major(GcHeap *h, size_t old_before);
void gc_set_eden_size(GcHeap *h, size_t n);
/* Every malloc/realloc of collector metadata (mark stack, remembered set,
 * worklists, ranges) goes through here, so TARN_GC_FAIL_META can fail it. */
void *gc_meta_realloc(GcHeap *h, void *p, size_t bytes);
bool gc_ptrvec_push(GcHeap *h, PtrVec *pv, void *p);
/* Make sure a minor that promotes every young cell finds its blocks: false
 * if the blocks cannot be mapped (the caller then does not collect). */
bool gc_reserve_blocks(GcHeap *h, size_t young_bytes);
/* gc/bigyoung.c */
bool gc_young_big_ok(GcHeap *h, uint8_t type, size_t bytes);  /* may a cell of bytes be allocated young? */
void gc_young_big_note(GcHeap *h, void *cell);  /* it was (after gc_young_big_ok) */
bool gc_reserve_big(GcHeap *h);                 /* room to promote every young big cell */
void *gc_promote_big(GcHeap *h, GcHeader *from); /* a large cell for it, from that room (never NULL) */
void gc_young_big_after_minor(GcTracer *t);     /* drop the dead and promoted, follow the copied */
void gc_young_big_free_all(GcHeap *h);
/* The old mapping holding p, or NULL (binary search over h->ranges). */
const OldRange *gc_old_range_noalloc(GcHeap *h, const void *p);

/* incremental marking (gc/incremental.c) */
void gc_inc_init(GcHeap *h);                 /* knobs from the environment */
/* At a safepoint (the allocation slow path, a back-edge under stress):
 * start a cycle if one is due, or run a slice of the running one (which
 * may end it with the final pause). */
void gc_inc_step(Vm *vm);
void gc_inc_shade(GcHeap *h, void *cell);   /* the barrier's: mark an old cell, push it */
/* A minor during marking: the cell it promoted is marked and pushed (grey),
 * a remembered cell it scanned that is marked is pushed again. */
void gc_inc_regrey(GcHeap *h, void *cell);
/* After a major: the next cycle's trigger; at the final pause's end: the
 * barrier and the allocation limit back to normal. */
void gc_inc_after_major(GcHeap *h);
/* Bytes past the last major's live bytes where the next cycle starts. */
size_t gc_inc_start_offset(GcHeap *h);
/* Trace up to budget bytes of marked cells; true if the mark stack is empty. */
bool gc_mark_drain_some(GcTracer *t, uint64_t budget, uint64_t *traced);

/* verifier (gc/verify.c) */
uint64_t gc_verify_heap(Vm *vm, const char *what, bool remset);
/* Mid-major, after marking and weak processing, before blocks are freed:
 * every reference from a reached cell or a root is at a reached cell, never
 * at an evacuated (forwarded) one. */
uint64_t gc_verify_evacuated(Vm *vm);
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
