/* gc/oldgen.c — the old generation: size-class blocks with side mark and
 * allocation bitmaps, large objects in their own mappings, marking and
 * sweeping.
 *
 * A block is GC_BLOCK bytes, GC_BLOCK-aligned, and holds cells of one size
 * class. Cells are handed out from the block's free list (cells freed by a
 * sweep, linked through their second word) and then by bumping `bump`.
 * Nothing here moves a cell: the old generation is mark-sweep, so a cell
 * promoted by a minor keeps its address until it dies.
 *
 * Invariant: a block cell is live iff its alloc bit is set; mark bits are all
 * clear outside a major collection. A large object's header carries GC_LARGE
 * and it is on h->large; its cards (large Values only) are dirty exactly for
 * the slots that may hold young references.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "heap.h"
#include "../vm/vm.h"

/* Size classes: 8-byte steps while small, then about 4 classes per doubling,
 * so internal waste stays under ~20%. */
static const uint32_t class_size[GC_NCLASSES] = {
    16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448,
    512, 640, 768, 896, 1024, 1280, 1536, 1792, 2048, 2560, 3072, 3584, 4096, 5120,
    6144, 7168, 8192,
};
/* Built once per process (VMs on several threads share it read-only): the
 * acquire load is a plain load on x86/arm64; pthread_once orders the build
 * before any reader that sees classes_ready. */
static uint8_t class_of_words[GC_LARGE_MIN / 8 + 1];
static atomic_bool classes_ready;
static pthread_once_t classes_once = PTHREAD_ONCE_INIT;

static void build_classes(void)
{
    int c = 0;
    for (uint32_t w = 0; w <= GC_LARGE_MIN / 8; w++) {
        while (class_size[c] < w * 8)
            c++;
        class_of_words[w] = (uint8_t)c;
    }
    atomic_store_explicit(&classes_ready, true, memory_order_release);
}

static void init_classes(void)
{
    if (LIKELY(atomic_load_explicit(&classes_ready, memory_order_acquire)))
        return;
    pthread_once(&classes_once, build_classes);
}

size_t gc_size_class(size_t bytes)
{
    init_classes();
    return class_size[class_of_words[(bytes + 7) / 8]];
}

bool gc_ptrvec_push(PtrVec *pv, void *p)
{
    if (pv->n == pv->cap) {
        size_t nc = pv->cap ? 2 * pv->cap : 256;
        void **n = realloc(pv->v, nc * sizeof *n);
        if (!n)
            return false;
        pv->v = n;
        pv->cap = nc;
    }
    pv->v[pv->n++] = p;
    return true;
}

/* ---- mapping ranges (gc_in_heap_noalloc, the verifier) ------------------- */

static int range_cmp(const void *a, const void *b)
{
    const OldRange *x = a, *y = b;
    return x->lo < y->lo ? -1 : x->lo > y->lo;
}

static void rebuild_ranges(GcHeap *h)
{
    size_t n = h->nblocks;
    for (LargeObj *l = h->large; l; l = l->next)
        n++;
    if (n > h->ranges_cap) {
        OldRange *r = realloc(h->ranges, n * sizeof *r);
        if (!r) {
            fprintf(stderr, "tarn: out of memory in the collector\n");
            abort();
        }
        h->ranges = r;
        h->ranges_cap = n;
    }
    size_t i = 0;
    for (Block *b = h->blocks; b; b = b->next)
        h->ranges[i++] = (OldRange){ (char *)b, (char *)b + GC_BLOCK, 0 };
    for (LargeObj *l = h->large; l; l = l->next)
        h->ranges[i++] = (OldRange){ (char *)l, (char *)l + l->map_size, 1 };
    qsort(h->ranges, i, sizeof *h->ranges, range_cmp);
    h->nranges = i;
    h->ranges_dirty = false;
}

const OldRange *gc_old_range_noalloc(GcHeap *h, const void *p)
{
    if (h->ranges_dirty)
        rebuild_ranges(h);
    size_t lo = 0, hi = h->nranges;
    const char *c = p;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (c < h->ranges[mid].lo)
            hi = mid;
        else if (c >= h->ranges[mid].hi)
            lo = mid + 1;
        else
            return &h->ranges[mid];
    }
    return NULL;
}

/* ---- blocks ---------------------------------------------------------------- */

/* Blocks are carved from GC_CHUNK-sized mappings, so a minor that promotes
 * megabytes makes a few mmap calls, not one (plus two trims) per block.
 * Free blocks wait on h->free_blocks with their pages given back
 * (MADV_DONTNEED), so they read as zero when reused. */
static bool chunk_new(GcHeap *h)
{
    size_t sz = GC_CHUNK + GC_BLOCK;
    char *m = mmap(NULL, sz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED)
        return false;
    char *a = (char *)(((uintptr_t)m + GC_BLOCK - 1) & ~(uintptr_t)(GC_BLOCK - 1));
    if (a > m)
        munmap(m, (size_t)(a - m));
    if (a + GC_CHUNK < m + sz)
        munmap(a + GC_CHUNK, (size_t)(m + sz - (a + GC_CHUNK)));
    for (size_t off = GC_CHUNK; off > 0; off -= GC_BLOCK) {
        Block *b = (Block *)(a + off - GC_BLOCK);
        b->next = h->free_blocks;
        h->free_blocks = b;
    }
    h->chunks++;
    return true;
}

static Block *block_new(GcHeap *h, int cls)
{
    if (!h->free_blocks && !chunk_new(h))
        return NULL;
    Block *b = h->free_blocks;
    h->free_blocks = b->next;
    memset(b, 0, sizeof *b); /* the cells themselves are zero (fresh or DONTNEED) */
    b->cell_size = class_size[cls];
    b->cls = (uint32_t)cls;
    b->off = (uint32_t)((sizeof(Block) + 15) & ~(size_t)15);
    b->ncells = (uint32_t)((GC_BLOCK - b->off) / b->cell_size);
    b->free_head = UINT32_MAX;
    b->next = h->blocks;
    h->blocks = b;
    h->nblocks++;
    h->ranges_dirty = true;
    return b;
}

void *gc_old_alloc(GcHeap *h, size_t bytes)
{
    init_classes();
    int cls = class_of_words[(bytes + 7) / 8];
    for (;;) {
        Block *b = h->avail[cls];
        if (!b) {
            b = block_new(h, cls);
            if (!b)
                return NULL;
            b->in_avail = true;
            h->avail[cls] = b;
        }
        uint32_t i;
        if (b->free_head != UINT32_MAX) {
            i = b->free_head;
            b->free_head = *(uint32_t *)(block_cell(b, i) + 8);
        } else if (b->bump < b->ncells) {
            i = b->bump++;
        } else {
            h->avail[cls] = b->next_avail;
            b->next_avail = NULL;
            b->in_avail = false;
            continue;
        }
        b->alloc[i >> 6] |= 1ull << (i & 63);
        b->nlive++;
        h->old_bytes += b->cell_size;
        return block_cell(b, i);
    }
}

/* ---- large objects ----------------------------------------------------------- */

void *gc_large_alloc(Vm *vm, uint8_t type, size_t bytes)
{
    GcHeap *h = vm->heap;
    size_t map = (GC_LARGE_PREFIX + bytes + 4095) & ~(size_t)4095;
    char *m = mmap(NULL, map, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED)
        return NULL;
    LargeObj *l = (LargeObj *)m;
    l->map_size = map;
    if (type == T_VALUES) {
        size_t ncards = (bytes >> GC_CARD_SHIFT) + 1;
        l->cards = malloc(ncards);
        if (!l->cards) {
            munmap(m, map);
            return NULL;
        }
        /* Every card dirty: the creator fills it without barriers. */
        memset(l->cards, 1, ncards);
    }
    GcHeader *hd = large_cell(l);
    hd->type = type;
    hd->size = (uint32_t)bytes;
    hd->gc = GC_LARGE | GC_UNLOGGED | GC_REM;
    if (!gc_ptrvec_push(&h->remset, hd)) {
        free(l->cards);
        munmap(m, map);
        return NULL;
    }
    l->next = h->large;
    if (h->large)
        h->large->prev = l;
    h->large = l;
    h->large_bytes += map;
    h->old_bytes += bytes;
    h->ranges_dirty = true;
    return hd;
}

static void large_free(GcHeap *h, LargeObj *l)
{
    if (l->prev)
        l->prev->next = l->next;
    else
        h->large = l->next;
    if (l->next)
        l->next->prev = l->prev;
    h->large_bytes -= l->map_size;
    free(l->cards);
    munmap(l, l->map_size);
    h->ranges_dirty = true;
}

/* ---- marking ------------------------------------------------------------------ */

bool gc_mark_only(GcHeap *h, void *p)
{
    (void)h;
    GcHeader *hd = p;
    if (hd->gc & GC_IMM)
        return false;
    if (hd->gc & GC_LARGE) {
        if (hd->gc & GC_MARK)
            return false;
        hd->gc |= GC_MARK;
        return true;
    }
    Block *b = block_of(p);
    uint32_t i = (uint32_t)(((char *)p - (char *)b - b->off) / b->cell_size);
    uint64_t bit = 1ull << (i & 63);
    if (b->mark[i >> 6] & bit)
        return false;
    b->mark[i >> 6] |= bit;
    return true;
}

bool gc_is_marked_noalloc(void *p)
{
    GcHeader *hd = p;
    if (hd->gc & GC_IMM)
        return true;
    if (hd->gc & GC_LARGE)
        return (hd->gc & GC_MARK) != 0;
    Block *b = block_of(p);
    uint32_t i = (uint32_t)(((char *)p - (char *)b - b->off) / b->cell_size);
    return (b->mark[i >> 6] >> (i & 63)) & 1;
}

void gc_mark_cell(GcTracer *t, void *p)
{
    if (!gc_mark_only(t->heap, p))
        return;
    if (!gc_ptrvec_push(&t->heap->mark_stack, p)) {
        fprintf(stderr, "tarn: out of memory in the collector (mark stack)\n");
        abort();
    }
}

void gc_mark_drain(GcTracer *t)
{
    PtrVec *ms = &t->heap->mark_stack;
    while (ms->n) {
        void *p = ms->v[--ms->n];
        gc_trace_cell(t, p);
    }
}

/* ---- sweeping ------------------------------------------------------------------- */

void gc_sweep(GcHeap *h)
{
    size_t live = 0;
    for (int c = 0; c < GC_NCLASSES; c++)
        h->avail[c] = NULL;
    Block **pb = &h->blocks;
    while (*pb) {
        Block *b = *pb;
        uint32_t nlive = 0;
        b->free_head = UINT32_MAX;
        b->next_avail = NULL;
        b->in_avail = false;
        uint32_t words = (b->bump + 63) / 64;
        for (uint32_t w = 0; w < words; w++) {
            b->alloc[w] = b->mark[w];
            b->mark[w] = 0;
            nlive += (uint32_t)__builtin_popcountll(b->alloc[w]);
        }
        if (nlive == 0) {
            /* An empty block goes back to the OS at once. */
            *pb = b->next;
            h->nblocks--;
            h->ranges_dirty = true;
            madvise(b, GC_BLOCK, MADV_DONTNEED);
            b->next = h->free_blocks;
            h->free_blocks = b;
            continue;
        }
        /* Free cells below bump, highest first so the list runs upward. */
        for (uint32_t i = b->bump; i-- > 0;)
            if (!(b->alloc[i >> 6] & (1ull << (i & 63)))) {
                *(uint32_t *)(block_cell(b, i) + 8) = b->free_head;
                b->free_head = i;
            }
        b->nlive = nlive;
        live += (size_t)nlive * b->cell_size;
        if (nlive < b->ncells) {
            b->in_avail = true;
            b->next_avail = h->avail[b->cls];
            h->avail[b->cls] = b;
        }
        pb = &b->next;
    }
    for (LargeObj *l = h->large, *next; l; l = next) {
        next = l->next;
        GcHeader *hd = large_cell(l);
        if (hd->gc & GC_MARK) {
            hd->gc &= (uint8_t)~GC_MARK;
            live += hd->size;
        } else {
            large_free(h, l);
        }
    }
    h->old_bytes = live;
}

void gc_old_free_all(GcHeap *h)
{
    while (h->blocks) {
        Block *b = h->blocks;
        h->blocks = b->next;
        munmap(b, GC_BLOCK);
    }
    while (h->free_blocks) {
        Block *b = h->free_blocks;
        h->free_blocks = b->next;
        munmap(b, GC_BLOCK);
    }
    while (h->large)
        large_free(h, h->large);
    free(h->remset.v);
    free(h->mark_stack.v);
    free(h->weak_slots.v);
    free(h->ephemerons.v);
    free(h->ranges);
}
