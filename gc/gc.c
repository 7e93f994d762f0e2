/* gc/gc.c — heap setup, the allocation slow path, the barrier slow path,
 * handles, statistics and safepoints.
 *
 * Owns the lifetime of the GcHeap and the handle stack. Minor and major
 * collections are in gc/collect.c, the old generation in gc/oldgen.c, the
 * verifier in gc/verify.c. Invariant: gc_alloc never returns memory that is
 * not zero-filled, and no allocation happens while a collection runs
 * (h->collecting).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "heap.h"
#include "pages.h"
#include "../vm/vm.h"

_Static_assert(offsetof(Vm, heap) == 0, "gc_hot() reads vm->heap as the first word of Vm");
_Static_assert(offsetof(struct GcHeap, hot) == 0, "gc_hot() reads GcHeap.hot at offset 0");
_Static_assert(offsetof(Vm, handles) == GC_VM_HANDLES_OFF && offsetof(Vm, htop) == GC_VM_HTOP_OFF &&
                   offsetof(Vm, hcap) == GC_VM_HCAP_OFF && sizeof(((Vm *)0)->htop) == sizeof(size_t),
               "gc_handle() and the scope functions (gc.h) read the handle stack at these offsets of Vm");

/* Nursery (eden) ladder: floor 1 MiB, start 2 MiB, cap 16 MiB (docs/gc.md,
 * "Nursery sizing"; TARN_GC_NURSERY_MIN_MB / _INIT_MB / _MAX_MB). Peak RSS follows the
 * cap (a 16 MB cap kept a server-shaped workload flat where 128 MB grew
 * without bound); the floor keeps a minor's fixed cost amortised.
 * TARN_GC_NURSERY_MB=N pins the size (no adaptation). */
#define GC_EDEN_MIN ((size_t)1 << 20)
#define GC_EDEN_INIT ((size_t)2 << 20)
#define GC_EDEN_MAX ((size_t)16 << 20)
/* Reserved (not committed) per eden slot: the largest nursery allowed. */
#define GC_EDEN_CAP ((size_t)64 << 20)
/* First major when the old generation reaches this many bytes. */
#define GC_MAJOR_MIN ((size_t)8 << 20)
/* The handle stack never moves, so reserve it once; untouched pages cost
 * nothing (MAP_NORESERVE). 4M slots far exceeds any legitimate nesting. */
#define GC_HANDLE_SLOTS (4u << 20)

static size_t env_size(const char *name, size_t def)
{
    const char *s = getenv(name);
    if (!s || !*s)
        return def;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    return end == s ? def : (size_t)v;
}

static size_t clamp_eden(size_t n)
{
    if (n < ((size_t)256 << 10))
        n = (size_t)256 << 10;
    return n > GC_EDEN_CAP ? GC_EDEN_CAP : n;
}

size_t gc_surv_size(GcHeap *h)
{
    size_t s = h->eden_size / (h->nursery.surv_wide ? 2 : 4); /* surv_wide: gc/policy.c */
    if (s < ((size_t)256 << 10))
        s = (size_t)256 << 10;
    return s > h->surv_cap ? h->surv_cap : s;
}

int gc_init(Vm *vm)
{
    GcHeap *h = calloc(1, sizeof *h);
    if (!h)
        return -1;
    size_t mb = env_size("TARN_GC_MAX_HEAP_MB", 4096);
    if (mb < 1)
        mb = 1;
    h->max_size = mb << 20;
    h->stress = (uint32_t)env_size("TARN_GC_STRESS", 0);
    h->stress_alloc = h->stress_safe = h->stress;
    h->verify = env_size("TARN_GC_VERIFY", 0) != 0;
    h->verify_all = env_size("TARN_GC_VERIFY", 0) >= 2;
    h->booting = true;
    h->diag = env_size("TARN_GC_DIAG", 0) != 0;
    h->protect = env_size("TARN_GC_PROTECT", 0) != 0 || h->stress;
    /* Evacuation (gc/evacuate.c): blocks under 30% allocated are emptied
     * by a major (Immix's threshold). Under stress every block is, so the
     * whole suite runs with every old cell moving at every stress major. */
    h->nomove = env_size("TARN_GC_NOMOVE", 0) != 0;
    h->evac_pct = (uint32_t)env_size("TARN_GC_EVAC_PCT", h->stress ? 101 : 30);
    h->nursery.pretenure_test = env_size("TARN_GC_PRETENURE_TEST", 0);
    h->idle_off = env_size("TARN_GC_IDLE", 1) == 0;
    h->mark_stack_max = env_size("TARN_GC_MARK_STACK_MAX", 0);
    const char *fm = getenv("TARN_GC_FAIL_META");
    if (fm && *fm) {
        char *end;
        h->meta_fail_at = strtoull(fm, &end, 10);
        h->meta_fail_rest = *end == '+';
    }
    const char *tf = getenv("TARN_GC_TRACE");
    if (tf && *tf) {
        h->trace = !strcmp(tf, "-") ? stderr : fopen(tf, "w");
        if (!h->trace)
            fprintf(stderr, "tarn: TARN_GC_TRACE: cannot open '%s'\n", tf);
    }

    size_t fixed = env_size("TARN_GC_NURSERY_MB", 0) << 20;
    h->eden_min = env_size("TARN_GC_NURSERY_MIN_MB", GC_EDEN_MIN >> 20) << 20;
    h->eden_max = env_size("TARN_GC_NURSERY_MAX_MB", GC_EDEN_MAX >> 20) << 20;
    size_t eden = env_size("TARN_GC_NURSERY_INIT_MB", GC_EDEN_INIT >> 20) << 20;
    if (fixed)
        eden = h->eden_min = h->eden_max = fixed;
    h->eden_min = clamp_eden(h->eden_min);
    h->eden_max = clamp_eden(h->eden_max);
    if (h->eden_max < h->eden_min)
        h->eden_max = h->eden_min;
    eden = clamp_eden(eden);
    if (eden < h->eden_min)
        eden = h->eden_min;
    if (eden > h->eden_max)
        eden = h->eden_max;
    h->eden_cap = GC_EDEN_CAP;
    h->eden_size = eden;
    h->major_min = env_size("TARN_GC_MAJOR_MIN_MB", GC_MAJOR_MIN >> 20) << 20;
    h->surv_cap = GC_EDEN_CAP / 4;
    /* Eden starts on a huge-page boundary and asks for huge pages: a
     * nursery is filled whole before every minor, so it is resident in
     * full after the first, and faulting it in 2 MiB at a time instead of
     * 4 KiB saves hundreds of page faults per MiB, which on short programs
     * cost more than their instructions (docs/gc.md "Nursery pages").
     * Survivor space is not: it holds what survives, often a few pages. */
    size_t align = gc_pages_huge(vm->pages);
    size_t young = 2 * h->eden_cap + 2 * h->surv_cap;
    h->young_map_size = young + align;
    h->pages = vm->pages;
    void *m = gc_map_pages(h->pages, h->young_map_size);
    if (!m) {
        free(h);
        return -1;
    }
    h->young_map = m;
    if (align) {
        m = (char *)m + (align - (uintptr_t)m % align) % align;
        if (h->eden_max >= align) /* else a huge page would outsize the nursery (gc_configure too) */
            gc_pages_prefer_huge(h->pages, m, 2 * h->eden_cap);
    }
    h->eden[0] = m;
    h->eden[1] = h->eden[0] + h->eden_cap;
    h->surv[0] = h->eden[1] + h->eden_cap;
    h->surv[1] = h->surv[0] + h->surv_cap;
    h->surv_top = h->surv_start = h->surv[0];
    h->hot.young_lo = (uintptr_t)m;
    h->hot.young_size = young;
    gc_bar_update(h);
    /* Incremental marking (gc/incremental.c): on unless TARN_GC_INCREMENTAL=0
     * (docs/gc.md says what it still lacks); cycles only
     * for majors due at TARN_GC_INC_MIN_MB or more (any size under stress;
     * below it a cycle costs the mutator more than its shorter pauses are
     * worth, docs/gc.md "Slices and budget"), starting late in the headroom
     * under TARN_GC_INC_EARLY_MB (gc_inc_start_offset);
     * a slice traces TARN_GC_MARK_SLICE bytes or more per mark step
     * (TARN_GC_MARK_STEP bytes) of nursery allocation; under stress, 2 KiB
     * at every allocation, whatever a test's environment asks. */
    h->inc_on = env_size("TARN_GC_INCREMENTAL", 1) != 0;
    h->inc_min = h->stress ? 0 : env_size("TARN_GC_INC_MIN_MB", 32) << 20;
    h->inc_early = env_size("TARN_GC_INC_EARLY_MB", 48) << 20;
    h->mark_slice_min = h->stress ? 2048 : env_size("TARN_GC_MARK_SLICE", (size_t)512 << 10);
    h->mark_slice_max = (size_t)1 << 20;
    if (h->mark_slice_max < h->mark_slice_min)
        h->mark_slice_max = h->mark_slice_min;
    h->mark_step = env_size("TARN_GC_MARK_STEP", (size_t)256 << 10);
    if (h->mark_step < 64)
        h->mark_step = 64;
    h->hot.top = h->eden_start = h->eden[0];
    gc_set_eden_limit(h);
    h->hot.limit = h->stress ? h->hot.top : h->eden_limit;
    h->major_at = h->major_min;
    h->inc_start_at = h->inc_on ? gc_inc_start_offset(h) : SIZE_MAX; /* gc_inc_after_major's rule, nothing live yet */

    void *hs = gc_map_pages(h->pages, (size_t)GC_HANDLE_SLOTS * sizeof(Value));
    if (!hs) {
        gc_unmap_pages(h->pages, h->young_map, h->young_map_size);
        free(h);
        return -1;
    }
    vm->handles = hs;
    vm->htop = 0;
    vm->hcap = GC_HANDLE_SLOTS;
    vm->heap = h;
    return 0;
}

void gc_free_all(Vm *vm)
{
    GcHeap *h = vm->heap;
    if (!h)
        return;
    gc_unmap_pages(h->pages, h->young_map, h->young_map_size);
    gc_old_free_all(h);
    gc_young_big_free_all(h);
    if (h->trace && h->trace != stderr)
        fclose(h->trace);
    for (size_t i = 0; i < h->imm_n; i++)
        gc_unmap_pages(h->pages, h->imm_chunks[i], GC_IMM_CHUNK);
    free(h->imm_chunks);
    if (vm->handles)
        gc_unmap_pages(h->pages, vm->handles, (size_t)vm->hcap * sizeof(Value));
    vm->handles = NULL;
    vm->htop = vm->hcap = 0;
    free(h);
    vm->heap = NULL;
}

bool gc_in_heap_noalloc(Vm *vm, const void *p)
{
    GcHeap *h = vm->heap;
    if (!h)
        return false;
    if ((uintptr_t)p - h->hot.young_lo < h->hot.young_size)
        return true;
    return gc_old_range_noalloc(h, p) != NULL;
}

void *gc_alloc_immortal(Vm *vm, uint8_t type, size_t bytes)
{
    GcHeap *h = vm->heap;
    bytes = (bytes + 7) & ~(size_t)7;
    if (bytes < GC_MIN_CELL)
        bytes = GC_MIN_CELL;
    if (bytes > GC_IMM_CHUNK)
        return NULL; /* callers fall back to the moving heap */
    if ((size_t)(h->imm_limit - h->imm_top) < bytes) {
        if (h->imm_n == h->imm_cap) {
            size_t nc = h->imm_cap ? 2 * h->imm_cap : 16;
            char **n = realloc(h->imm_chunks, nc * sizeof *n);
            if (!n)
                return NULL;
            h->imm_chunks = n;
            h->imm_cap = nc;
        }
        void *m = gc_map_pages(h->pages, GC_IMM_CHUNK);
        if (!m)
            return NULL;
        h->imm_chunks[h->imm_n++] = m;
        h->imm_top = m;
        h->imm_limit = h->imm_top + GC_IMM_CHUNK;
    }
    char *p = h->imm_top; /* fresh mmap memory: already zero */
    h->imm_top += bytes;
    h->imm_bytes += bytes;
    ((GcHeader *)p)->type = type;
    ((GcHeader *)p)->gc = GC_IMM;
    ((GcHeader *)p)->size = (uint32_t)bytes;
    return p;
}

Vm *gc_tracer_vm_noalloc(GcTracer *t) { return t->vm; }

bool gc_is_immortal_noalloc(struct GcHeap *h, const void *p)
{
    for (size_t i = h->imm_n; i-- > 0;)
        if ((const char *)p >= h->imm_chunks[i] && (const char *)p < h->imm_chunks[i] + GC_IMM_CHUNK)
            return true;
    return false;
}

static size_t heap_bytes(GcHeap *h)
{
    return h->eden_size + h->nblocks * GC_BLOCK + h->large_bytes;
}

bool gc_over_limit(Vm *vm, size_t want)
{
    GcHeap *h = vm->heap;
    if (gc_limit_used(h) + want <= h->max_size)
        return false;
    gc_collect_for(vm, "limit", want, true);
    return gc_limit_used(h) + want > h->max_size;
}

static void *bump(GcHeap *h, uint8_t type, size_t bytes)
{
    char *p = h->hot.top;
    h->hot.top = p + bytes;
    memset(p, 0, bytes);
    ((GcHeader *)p)->type = type;
    ((GcHeader *)p)->size = (uint32_t)bytes;
    return p;
}

/* Pretenure mode (policy.c gc_pace_nursery): the young generation is empty,
 * so an old cell cannot be given a young reference and is born unlogged,
 * exactly like a promoted cell with no young fields. The caller takes the
 * bytes off pretenure_left. Most cells are a few words: straight-line
 * stores zero them in fewer instructions than memset's size dispatch. */
static inline __attribute__((always_inline)) void *born_old(GcHeap *h, char *p, uint8_t type, size_t bytes)
{
    *(GcHeader *)p = (GcHeader){ .type = type, .gc = GC_UNLOGGED, .size = (uint32_t)bytes };
    uint64_t *w = (uint64_t *)(void *)p;
    switch (bytes / 8) {
    case 8: w[7] = 0; __attribute__((fallthrough));
    case 7: w[6] = 0; __attribute__((fallthrough));
    case 6: w[5] = 0; __attribute__((fallthrough));
    case 5: w[4] = 0; __attribute__((fallthrough));
    case 4: w[3] = 0; __attribute__((fallthrough));
    case 3: w[2] = 0; __attribute__((fallthrough));
    case 2: w[1] = 0; break;
    default: memset(p + 8, 0, bytes - 8);
    }
    h->pretenured_bytes += bytes;
    return p;
}

static void *pretenure(Vm *vm, uint8_t type, size_t bytes)
{
    GcHeap *h = vm->heap;
    if (h->old_bytes >= h->major_at)
        gc_collect_for(vm, "old-full", bytes, true);
    if (gc_over_limit(vm, bytes)) {
        vm_throw_oom(vm);
        return NULL;
    }
    char *p = gc_old_alloc(h, bytes);
    if (!p) {
        vm_throw_oom(vm);
        return NULL;
    }
    born_old(h, p, type, bytes);
    h->nursery.pretenure_left = bytes >= h->nursery.pretenure_left ? 0 : h->nursery.pretenure_left - bytes;
    gc_reset_limit(h); /* back to the nursery (the probe) once the span is used */
    return p;
}

/* What every allocation does first: no allocation inside a collection, the
 * size bound, and stress mode's collection. false: out of memory (thrown). */
static void no_alloc_while_collecting(GcHeap *h)
{
    if (h->collecting) {
        fprintf(stderr, "tarn: internal error: allocation during garbage collection\n");
        abort();
    }
}

static bool alloc_begin(Vm *vm, size_t bytes)
{
    GcHeap *h = vm->heap;
    no_alloc_while_collecting(h);
    if (bytes > h->max_size || bytes > UINT32_MAX) {
        vm_throw_oom(vm);
        return false;
    }
    if (h->stress && --h->stress_alloc == 0) {
        h->stress_alloc = h->stress;
        h->stress_n++;
        gc_collect_for(vm, "stress", 0, (h->stress_n & 63) == 0);
    }
    if (h->inc_on)
        gc_inc_step(vm); /* start a mark cycle, or run a slice of it */
    return true;
}

/* A cell over GC_LARGE_MIN born old, in its own mapping. */
static void *large_old(Vm *vm, uint8_t type, size_t bytes, size_t lo, size_t hi)
{
    GcHeap *h = vm->heap;
    /* a major due runs before the mapping is added, as for a small cell:
     * a loop that allocates nothing small between its large allocations
     * (a Map with number keys growing its tables) would otherwise grow the
     * old generation well past major_at before any major ran */
    if (!h->stress && !h->collecting && h->old_bytes >= h->major_at)
        gc_collect_for(vm, "old-full", bytes, true);
    if (gc_over_limit(vm, bytes)) {
        vm_throw_oom(vm);
        return NULL;
    }
    void *p = gc_large_alloc(vm, type, bytes, lo, hi);
    if (!p) {
        vm_throw_oom(vm);
        return NULL;
    }
    h->bytes_allocated += bytes;
    if (h->old_bytes >= h->major_at)
        h->hot.limit = h->hot.top; /* the next small allocation runs the major */
    else
        gc_reset_limit(h);
    return p;
}

void *gc_alloc_large_old_filled(Vm *vm, uint8_t type, size_t bytes, size_t lo, size_t hi)
{
    bytes = (bytes + 7) & ~(size_t)7;
    if (!alloc_begin(vm, bytes))
        return NULL;
    return large_old(vm, type, bytes, lo, hi);
}

void *gc_alloc_large_old(Vm *vm, uint8_t type, size_t bytes) { return gc_alloc_large_old_filled(vm, type, bytes, 0, 0); }

static __attribute__((noinline)) void *alloc_slower(Vm *vm, uint8_t type, size_t bytes);

void *gc_alloc_slow(Vm *vm, uint8_t type, size_t bytes)
{
    GcHeap *h = vm->heap;
    /* Pretenure mode sends every allocation here (hot.limit == hot.top), so
     * its common case comes first and stays short: a cell of the span that
     * is not its last (the limit stays put), no major due, the heap limit
     * far, and a free cell at the class's allocation cursor (large_live_set
     * pretenures millions of cells). Everything else takes alloc_slower, out of line so
     * that this path saves no registers. (A collection never allocates, and
     * h->collecting is only set inside one: alloc_slower checks it.) */
    if (h->nursery.pretenure_left > bytes && bytes <= GC_LARGE_MIN && !h->stress && !h->collecting &&
        h->old_bytes + bytes < h->major_at && gc_limit_used(h) + bytes <= h->max_size) {
        char *p = gc_old_alloc_quick(h, bytes);
        if (p) {
            h->nursery.pretenure_left -= bytes; /* more than bytes are left: not the span's last cell */
            return born_old(h, p, type, bytes);
        }
    }
    return alloc_slower(vm, type, bytes);
}

static void *alloc_slower(Vm *vm, uint8_t type, size_t bytes)
{
    GcHeap *h = vm->heap;
    no_alloc_while_collecting(h);
    if (!alloc_begin(vm, bytes))
        return NULL;
    void *p;
    bool big = bytes > GC_LARGE_MIN;
    if (big && !gc_young_big_ok(h, type, bytes))
        return large_old(vm, type, bytes, 0, 0);
    if (h->nursery.pretenure_left && !big)
        return pretenure(vm, type, bytes);
    if ((size_t)(h->eden_limit - h->hot.top) < bytes) {
        gc_collect_for(vm, "alloc", bytes, false);
        if (h->old_bytes >= h->major_at)
            gc_collect_for(vm, "old-full", bytes, true);
        else if (h->inc_on && !h->marking)
            gc_inc_step(vm); /* the minor's promotions may have made a cycle due */
        /* still no room: the collection could not run (gc_reserve_blocks) */
        if (gc_over_limit(vm, 0) || (size_t)(h->eden_limit - h->hot.top) < bytes) {
            vm_throw_oom(vm);
            return NULL;
        }
    } else if (!h->stress && h->old_bytes >= h->major_at) {
        gc_collect_for(vm, "old-full", bytes, true);
    }
    if (h->nursery.pretenure_left && !big) /* that minor started pretenure mode */
        return pretenure(vm, type, bytes);
    p = bump(h, type, bytes);
    if (big)
        gc_young_big_note(h, p); /* the collections above left room in young_big */
    gc_reset_limit(h);
    return p;
}

/* The barrier's slow path: `owner` is old and was just given a value in
 * the barrier's range: a young one (remember the owner), or while marking
 * an old one (shade it: Dijkstra's insertion barrier). */
void gc_write_slow(Vm *vm, GcHeader *owner, void *slot)
{
    GcHeap *h = vm->heap;
    uintptr_t bits = *(uintptr_t *)slot;
    if (!gc_is_young_bits(vm, bits)) {
        if (h->marking)
            gc_inc_shade(h, (void *)bits);
        return;
    }
    if (owner->gc & GC_LARGE) {
        LargeObj *l = large_of(owner);
        if (l->cards)
            l->cards[(size_t)((char *)slot - (char *)owner) >> GC_CARD_SHIFT] = 1;
        if (owner->gc & GC_REM)
            return;
        owner->gc |= GC_REM;
    } else {
        owner->gc &= (uint8_t)~GC_UNLOGGED;
    }
    if (!gc_ptrvec_push(h, &h->remset, owner))
        h->remset_overflow = true; /* the next minor scans every old cell */
}

_Noreturn void gc_handle_overflow(Vm *vm)
{
    /* Native recursion is bounded by c_depth_max long before 4M live
     * handles: only a leaked scope gets here. */
    (void)vm;
    fprintf(stderr, "tarn: internal error: handle stack overflow\n");
    abort();
}

/* An explicit full collection (gc(), the host API) also returns every
 * freed block's pages at once, not a step per collection: the caller
 * asked for the memory back now. */
void gc_collect(Vm *vm, const char *reason)
{
    /* A running mark cycle ends first (its final pause): it would keep
     * what died since it began, and gc() collects everything dead now. */
    if (vm->heap->marking)
        gc_collect_for(vm, reason ? reason : "forced", 0, true);
    gc_collect_for(vm, reason ? reason : "forced", 0, true);
    gc_release_step(vm->heap, SIZE_MAX);
    gc_release_large(vm->heap, SIZE_MAX);
}

void gc_boot_done(Vm *vm)
{
    GcHeap *h = vm->heap;
    if (h->verify && h->booting && gc_verify_heap(vm, "after start-up", true))
        abort();
    h->booting = false;
}

bool gc_boot_begin(Vm *vm)
{
    GcHeap *h = vm->heap;
    if (h->booting)
        return false;
    h->booting = true;
    return true;
}

void gc_boot_end(Vm *vm, bool opened)
{
    if (opened)
        gc_boot_done(vm);
}

void gc_collect_minor(Vm *vm, const char *reason)
{
    gc_collect_for(vm, reason ? reason : "forced", 0, false);
}

int gc_safepoint(Vm *vm)
{
    GcHeap *h = vm->heap;
    if (UNLIKELY(h->stress) && --h->stress_safe == 0) {
        h->stress_safe = h->stress;
        h->stress_n++;
        gc_collect_for(vm, "safepoint", 0, (h->stress_n & 63) == 0);
        if (h->inc_on)
            gc_inc_step(vm);
    }
    return 0;
}

int gc_idle_safepoint(Vm *vm)
{
    GcHeap *h = vm->heap;
    if (h->collecting)
        return 0;
    gc_release_step(h, GC_RELEASE_STEP); /* idle: a good moment to give pages back */
    gc_release_large(h, GC_RELEASE_STEP * GC_BLOCK);
    if (h->stress || h->nursery.pretenure_left || h->idle_off)
        return 0;
    if ((size_t)(h->hot.top - h->eden_start) * 2 <= h->eden_size)
        return 0;
    h->idle_minors++;
    h->idle_now = true;
    gc_collect_for(vm, "idle", 0, false);
    h->idle_now = false;
    return 1;
}

uint64_t gc_collections_noalloc(Vm *vm) { return vm->heap->minors + vm->heap->majors; }

void gc_stats(Vm *vm, GcStats *out)
{
    GcHeap *h = vm->heap;
    out->collections = h->minors + h->majors;
    out->minors = h->minors;
    out->majors = h->majors;
    out->bytes_allocated = h->bytes_allocated + h->pretenured_bytes + (uint64_t)(h->hot.top - h->eden_start);
    out->bytes_live = h->old_bytes;
    out->heap_size = heap_bytes(h);
    out->bytes_copied = h->bytes_copied;
    out->bytes_promoted = h->bytes_promoted;
    out->bytes_pretenured = h->pretenured_bytes;
    out->total_pause_ns = h->total_pause_ns;
    out->max_pause_ns = h->max_pause_ns;
    out->peak_heap = h->peak_heap > out->heap_size ? h->peak_heap : out->heap_size;
    out->old_committed = (uint64_t)h->nblocks * GC_BLOCK + h->large_bytes;
    out->bytes_evacuated = h->evac_bytes_total;
    out->blocks_evacuated = h->evac_blocks_total;
    out->blocks_released = h->released_blocks_total;
    out->young_used = (uint64_t)(h->hot.top - h->eden_start) + (uint64_t)(h->surv_top - h->surv_start);
}
