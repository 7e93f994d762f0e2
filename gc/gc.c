/* gc/gc.c — heap setup, bump allocation, handles, statistics, safepoints.
 *
 * Owns the lifetime of the GcHeap and the handle stack. The collector itself
 * is in gc/collect.c, the verifier in gc/verify.c. Invariant: gc_alloc never
 * returns memory that is not zero-filled, and no allocation happens while a
 * collection runs (h->collecting).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "heap.h"
#include "../vm/vm.h"

/* 4 MiB per semispace: small enough that short scripts stay small, large
 * enough that a collection's fixed cost (roots, atom table) is amortised. */
#define GC_START_SIZE (4u << 20)
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

int gc_init(Vm *vm)
{
    GcHeap *h = calloc(1, sizeof *h);
    if (!h)
        return -1;
    h->start_size = GC_START_SIZE;
    size_t mb = env_size("TARN_GC_MAX_HEAP_MB", 4096);
    if (mb < 1)
        mb = 1;
    h->max_size = mb << 20;
    if (h->start_size > h->max_size)
        h->start_size = h->max_size;
    h->stress = (uint32_t)env_size("TARN_GC_STRESS", 0);
    h->stress_alloc = h->stress_safe = h->stress;
    h->verify = env_size("TARN_GC_VERIFY", 0) != 0;
    h->diag = env_size("TARN_GC_DIAG", 0) != 0;

    void *m = mmap(NULL, h->start_size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED) {
        free(h);
        return -1;
    }
    h->base = h->top = m;
    h->limit = h->base + h->start_size;
    h->map_size = h->start_size;

    void *hs = mmap(NULL, (size_t)GC_HANDLE_SLOTS * sizeof(Value), PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (hs == MAP_FAILED) {
        munmap(m, h->start_size);
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
    munmap(h->base, h->map_size);
    if (h->spare)
        munmap(h->spare, h->spare_size);
    if (h->quarantine)
        munmap(h->quarantine, h->quarantine_size);
    for (size_t i = 0; i < h->imm_n; i++)
        munmap(h->imm_chunks[i], GC_IMM_CHUNK);
    free(h->imm_chunks);
    if (vm->handles)
        munmap(vm->handles, (size_t)vm->hcap * sizeof(Value));
    vm->handles = NULL;
    vm->htop = vm->hcap = 0;
    free(h);
    vm->heap = NULL;
}

bool gc_in_heap_noalloc(Vm *vm, const void *p)
{
    GcHeap *h = vm->heap;
    return h && (const char *)p >= h->base && (const char *)p < h->top;
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
        void *m = mmap(NULL, GC_IMM_CHUNK, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (m == MAP_FAILED)
            return NULL;
        h->imm_chunks[h->imm_n++] = m;
        h->imm_top = m;
        h->imm_limit = h->imm_top + GC_IMM_CHUNK;
    }
    char *p = h->imm_top; /* fresh mmap memory: already zero */
    h->imm_top += bytes;
    h->imm_bytes += bytes;
    ((GcHeader *)p)->type = type;
    ((GcHeader *)p)->size = (uint32_t)bytes;
    return p;
}

bool gc_is_immortal_noalloc(struct GcHeap *h, const void *p)
{
    for (size_t i = h->imm_n; i-- > 0;)
        if ((const char *)p >= h->imm_chunks[i] && (const char *)p < h->imm_chunks[i] + GC_IMM_CHUNK)
            return true;
    return false;
}

static void *alloc_slow(Vm *vm, uint8_t type, size_t bytes, bool stress_hit)
{
    GcHeap *h = vm->heap;
    if (h->collecting) {
        fprintf(stderr, "tarn: internal error: allocation during garbage collection\n");
        abort();
    }
    if (bytes > h->max_size) {
        vm_throw_oom(vm);
        return NULL;
    }
    gc_collect_for(vm, stress_hit ? "stress" : "alloc", bytes);
    if ((size_t)(h->limit - h->top) < bytes) {
        /* The collection could not make room within TARN_GC_MAX_HEAP_MB. */
        vm_throw_oom(vm);
        return NULL;
    }
    char *p = h->top;
    h->top += bytes;
    memset(p, 0, bytes);
    ((GcHeader *)p)->type = type;
    ((GcHeader *)p)->size = (uint32_t)bytes;
    return p;
}

void *gc_alloc(Vm *vm, uint8_t type, size_t bytes)
{
    GcHeap *h = vm->heap;
    bytes = (bytes + 7) & ~(size_t)7;
    if (UNLIKELY(bytes < GC_MIN_CELL))
        bytes = GC_MIN_CELL;
    if (UNLIKELY(h->stress) && --h->stress_alloc == 0) {
        h->stress_alloc = h->stress;
        return alloc_slow(vm, type, bytes, true);
    }
    char *p = h->top;
    if (UNLIKELY((size_t)(h->limit - p) < bytes))
        return alloc_slow(vm, type, bytes, false);
    h->top = p + bytes;
    memset(p, 0, bytes);
    GcHeader *hd = (GcHeader *)p;
    hd->type = type;
    hd->size = (uint32_t)bytes;
    return p;
}

size_t gc_scope_open(Vm *vm) { return vm->htop; }

void gc_scope_close(Vm *vm, size_t scope) { vm->htop = scope; }

Value *gc_handle(Vm *vm, Value v)
{
    if (UNLIKELY(vm->htop >= vm->hcap)) {
        /* Only a leaked scope can get here: native recursion is bounded by
         * c_depth_max long before 4M live handles. */
        fprintf(stderr, "tarn: internal error: handle stack overflow\n");
        abort();
    }
    Value *p = &vm->handles[vm->htop++];
    *p = v;
    return p;
}

void gc_collect(Vm *vm, const char *reason)
{
    gc_collect_for(vm, reason ? reason : "forced", 0);
}

int gc_safepoint(Vm *vm)
{
    GcHeap *h = vm->heap;
    if (UNLIKELY(h->stress) && --h->stress_safe == 0) {
        h->stress_safe = h->stress;
        gc_collect_for(vm, "safepoint", 0);
    }
    return 0;
}

void gc_stats(Vm *vm, GcStats *out)
{
    GcHeap *h = vm->heap;
    out->collections = h->collections;
    out->bytes_allocated = h->bytes_allocated + (uint64_t)(h->top - h->base) - h->live_after;
    out->bytes_live = h->live_after;
    out->heap_size = (uint64_t)(h->limit - h->base);
    out->total_pause_ns = h->total_pause_ns;
    out->max_pause_ns = h->max_pause_ns;
}
