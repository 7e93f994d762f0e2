/* gc/oldgen.c — the old generation: size-class blocks with side mark and
 * allocation bitmaps, large objects in their own mappings, lazy sweeping.
 *
 * A block is GC_BLOCK bytes, GC_BLOCK-aligned, and holds cells of one size
 * class. A cell is handed out by finding a clear bit in the block's alloc
 * bitmap (from a cursor), so a dead cell is never written to when it is
 * freed: sweeping a block is alloc := mark, mark := 0, a pass over its
 * header only. A major leaves every block it kept unswept (its marks are the
 * truth) and gc_old_alloc sweeps a block when it takes one of that class;
 * gc_sweep_finish sweeps what is left before the next major. Marking and
 * evacuation (moving the cells of sparse blocks) are gc/evacuate.c.
 *
 * Invariants: outside a major, a block cell is live iff block_cell_live();
 * mark bits of swept blocks are clear; an unswept block is on
 * h->unswept[cls] and nowhere else; a swept block with room may be on
 * h->avail[cls]. A large object's header carries GC_LARGE and it is on
 * h->large; its cards (large Values only) are dirty exactly for the slots
 * that may hold young references. Empty blocks are in h->free_blocks with
 * their pages returned to the OS (and PROT_NONE under TARN_GC_PROTECT), or
 * in h->dirty_blocks with their pages still committed (never under
 * TARN_GC_PROTECT, which fences a freed block at once).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "heap.h"
#include "pages.h"
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
uint8_t gc_class_of_words[GC_LARGE_MIN / 8 + 1];
#define class_of_words gc_class_of_words
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

void *gc_meta_realloc(GcHeap *h, void *p, size_t bytes)
{
    h->meta_allocs++;
    if (UNLIKELY(h->meta_fail_at) &&
        (h->meta_allocs == h->meta_fail_at || (h->meta_fail_rest && h->meta_allocs > h->meta_fail_at)))
        return NULL;
    return realloc(p, bytes);
}

bool gc_ptrvec_push(GcHeap *h, PtrVec *pv, void *p)
{
    if (pv->n == pv->cap) {
        size_t nc = pv->cap ? 2 * pv->cap : 256;
        void **n = gc_meta_realloc(h, pv->v, nc * sizeof *n);
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

/* false: no memory for the table (h->ranges stays dirty, and
 * gc_old_range_noalloc walks the lists instead). */
static bool rebuild_ranges(GcHeap *h)
{
    size_t n = h->nblocks;
    for (LargeObj *l = h->large; l; l = l->next)
        n++;
    if (n > h->ranges_cap) {
        OldRange *r = gc_meta_realloc(h, h->ranges, n * sizeof *r);
        if (!r)
            return false;
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
    h->ranges_rebuilds++;
    return true;
}

/* A new mapping (block or large object) goes into the sorted table in
 * place: one binary search and a memmove, no re-sort. In pretenure mode a
 * block is made per 64 KiB allocated and vm_str_from_latin1 looks up its
 * source at every string made from a C buffer, so a re-sort per new block
 * would dominate large_live_set.
 * Removals (a major frees many blocks at once) still dirty the table: one
 * rebuild at the next lookup. [old_lo, old_hi) only grows: it bounds every
 * mapping ever listed, so an address outside it (a C stack buffer) is
 * answered without the search. */
static void range_add(GcHeap *h, char *lo, char *hi, int large)
{
    if (!h->old_hi || (uintptr_t)lo < h->old_lo)
        h->old_lo = (uintptr_t)lo;
    if ((uintptr_t)hi > h->old_hi)
        h->old_hi = (uintptr_t)hi;
    if (h->marking)
        gc_bar_update(h); /* the barrier's range covers the new mapping */
    if (h->ranges_dirty)
        return; /* the next lookup rebuilds the whole table anyway */
    if (h->nranges == h->ranges_cap) {
        size_t nc = h->ranges_cap ? 2 * h->ranges_cap : 64;
        OldRange *r = gc_meta_realloc(h, h->ranges, nc * sizeof *r);
        if (!r) {
            h->ranges_dirty = true;
            return;
        }
        h->ranges = r;
        h->ranges_cap = nc;
    }
    size_t a = 0, b = h->nranges;
    while (a < b) {
        size_t mid = (a + b) / 2;
        if (h->ranges[mid].lo < lo)
            a = mid + 1;
        else
            b = mid;
    }
    memmove(h->ranges + a + 1, h->ranges + a, (h->nranges - a) * sizeof *h->ranges);
    h->ranges[a] = (OldRange){ lo, hi, large };
    h->nranges++;
}

/* Without the sorted table: a walk over every block and large object. */
static const OldRange *range_walk(GcHeap *h, const char *c)
{
    Block *b = block_of((void *)c);
    for (Block *x = h->blocks; x; x = x->next)
        if (x == b) {
            h->range_tmp = (OldRange){ (char *)b, (char *)b + GC_BLOCK, 0 };
            return &h->range_tmp;
        }
    for (LargeObj *l = h->large; l; l = l->next)
        if (c >= (char *)l && c < (char *)l + l->map_size) {
            h->range_tmp = (OldRange){ (char *)l, (char *)l + l->map_size, 1 };
            return &h->range_tmp;
        }
    return NULL;
}

const OldRange *gc_old_range_noalloc(GcHeap *h, const void *p)
{
    if ((uintptr_t)p - h->old_lo >= h->old_hi - h->old_lo)
        return NULL; /* outside every mapping the old generation ever had */
    if (h->ranges_dirty && !rebuild_ranges(h))
        return range_walk(h, p);
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
 * Free blocks wait on h->free_blocks, a malloc'd array, with their pages
 * given back (MADV_DONTNEED): nothing is written into a free block, so its
 * pages stay uncommitted until it is reused (and then read as zero). */
static bool chunk_new(GcHeap *h)
{
    size_t sz = GC_CHUNK + GC_BLOCK;
    char *m = gc_map_pages(h->pages, sz);
    if (!m)
        return false;
    char *a = (char *)(((uintptr_t)m + GC_BLOCK - 1) & ~(uintptr_t)(GC_BLOCK - 1));
    if (a > m)
        gc_unmap_pages(h->pages, m, (size_t)(a - m));
    if (a + GC_CHUNK < m + sz)
        gc_unmap_pages(h->pages, a + GC_CHUNK, (size_t)(m + sz - (a + GC_CHUNK)));
    for (size_t off = GC_CHUNK; off > 0; off -= GC_BLOCK)
        if (!gc_ptrvec_push(h, &h->free_blocks, a + off - GC_BLOCK)) {
            /* the blocks already listed stay usable; drop the rest */
            gc_unmap_pages(h->pages, a, off);
            break;
        }
    h->chunks++;
    return true;
}

/* A minor may promote every young cell. In the worst case each cell lands
 * in a class up to 25% bigger, a block loses up to one cell's size to
 * packing (at most 1/8 for the 8 KiB class), and each class starts a fresh
 * block: 3/2 of the young bytes plus one block per class covers it. Partly
 * free blocks on the avail lists are not counted (a margin). The blocks
 * are mapped, not touched: address space only. */
bool gc_reserve_blocks(GcHeap *h, size_t young_bytes)
{
    size_t need = young_bytes / 2 * 3 / GC_BLOCK + GC_NCLASSES + 1;
    while (h->free_blocks.n + h->dirty_blocks.n < need) {
        size_t before = h->free_blocks.n;
        if (!chunk_new(h) || h->free_blocks.n == before)
            return false;
    }
    return true;
}

static Block *block_new(GcHeap *h, int cls)
{
    Block *b;
    if (h->dirty_blocks.n) { /* committed pages: no page faults to fill it */
        b = h->dirty_blocks.v[--h->dirty_blocks.n];
        goto init;
    }
    if (!h->free_blocks.n && !chunk_new(h))
        return NULL;
    if (!h->free_blocks.n)
        return NULL;
    b = h->free_blocks.v[--h->free_blocks.n];
    if (h->protect && mprotect(b, GC_BLOCK, PROT_READ | PROT_WRITE) != 0) {
        perror("tarn: mprotect");
        abort();
    }
init:
    memset(b, 0, sizeof *b);
    b->cell_size = class_size[cls];
    b->cls = (uint32_t)cls;
    b->off = (uint32_t)((sizeof(Block) + 15) & ~(size_t)15);
    b->ncells = (uint32_t)((GC_BLOCK - b->off) / b->cell_size);
    b->nwords = (b->ncells + 63) / 64;
    b->recip = (((uint64_t)1 << 48) + b->cell_size - 1) / b->cell_size;
    if (b->ncells & 63) /* bits past the last cell read as allocated: no mask in gc_old_alloc */
        b->pad = ~((1ull << (b->ncells & 63)) - 1);
    b->alloc[b->nwords - 1] = b->pad;
    b->state = BLOCK_SWEPT;
    b->next = h->blocks;
    h->blocks = b;
    h->nblocks++;
    range_add(h, (char *)b, (char *)b + GC_BLOCK, 0);
    return b;
}

/* Give empty blocks' pages back: v[0 .. n) are sorted by address, so
 * adjacent blocks go back in one madvise call (a major that frees hundreds
 * of megabytes makes a few hundred calls, not thousands). Under from-space
 * protection they are also fenced off, so a stale reference to a cell that
 * was evacuated or freed faults at once (block_new opens a block again). */
static int addr_cmp(const void *a, const void *b)
{
    const char *x = *(void *const *)a, *y = *(void *const *)b;
    return x < y ? -1 : x > y;
}

static void release_pages(GcHeap *h, void **v, size_t n)
{
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (j < n && (char *)v[j] == (char *)v[j - 1] + GC_BLOCK)
            j++;
        size_t len = (j - i) * GC_BLOCK;
        madvise(v[i], len, MADV_DONTNEED);
        if (h->protect && mprotect(v[i], len, PROT_NONE) != 0) {
            perror("tarn: mprotect");
            abort();
        }
        i = j;
    }
}

size_t gc_release_step(GcHeap *h, size_t max)
{
    PtrVec *d = &h->dirty_blocks;
    size_t n = d->n < max ? d->n : max;
    if (!n)
        return 0;
    /* The lowest addresses (gc_sweep_begin sorted the list): block_new
     * reuses from the other end, so a block about to be reused keeps its
     * pages. */
    void **v = d->v;
    release_pages(h, v, n);
    for (size_t i = 0; i < n; i++)
        if (!gc_ptrvec_push(h, &h->free_blocks, v[i]))
            gc_unmap_pages(h->pages, v[i], GC_BLOCK); /* no room to keep it: give the mapping back */
    d->n -= n;
    memmove(d->v, d->v + n, d->n * sizeof *d->v);
    return n;
}

/* The caller has unlinked b from h->blocks. Its pages stay committed on
 * h->dirty_blocks (gc_release_step returns them later), except under
 * TARN_GC_PROTECT, where gc_sweep_begin releases and fences them now. */
static void block_free(GcHeap *h, Block *b)
{
    h->nblocks--;
    h->ranges_dirty = true;
    h->released_blocks_total++;
    PtrVec *to = h->protect ? &h->free_blocks : &h->dirty_blocks;
    if (!gc_ptrvec_push(h, to, b)) /* cannot keep it for reuse: unmap it */
        gc_unmap_pages(h->pages, b, GC_BLOCK);
}

/* Sweep one block: its marks become its allocation bitmap. Touches the
 * header only, except that under TARN_GC_PROTECT the freed cells are
 * poisoned with 0xDE (never a valid header), as dead young space is. */
static void block_sweep(GcHeap *h, Block *b)
{
    uint32_t live = 0;
    for (uint32_t w = 0; w < b->nwords; w++) {
        uint64_t dead = b->alloc[w] & ~b->mark[w] & (w == b->nwords - 1 ? ~b->pad : ~0ull);
        if (UNLIKELY(h->protect) && dead)
            for (uint64_t d = dead; d; d &= d - 1)
                memset(block_cell(b, w * 64 + (uint32_t)__builtin_ctzll(d)), 0xDE, b->cell_size);
        b->alloc[w] = b->mark[w];
        b->mark[w] = 0;
        live += (uint32_t)__builtin_popcountll(b->alloc[w]);
    }
    b->alloc[b->nwords - 1] |= b->pad;
    b->nlive = live;
    b->nmark = 0;
    b->cursor = 0;
    b->state = BLOCK_SWEPT;
}

void gc_sweep_finish(GcHeap *h) { gc_sweep_some(h, SIZE_MAX); }

size_t gc_sweep_some(GcHeap *h, size_t max)
{
    size_t n = 0;
    for (int c = 0; c < GC_NCLASSES && n < max; c++) {
        while (h->unswept[c] && n < max) {
            n++;
            h->nunswept--;
            Block *b = h->unswept[c];
            h->unswept[c] = b->next_avail;
            b->next_avail = NULL;
            block_sweep(h, b);
            if (b->nlive < b->ncells) {
                b->in_avail = true;
                b->next_avail = h->avail[c];
                h->avail[c] = b;
            }
        }
    }
    return n;
}

void *gc_old_alloc(GcHeap *h, size_t bytes)
{
    init_classes();
    int cls = class_of_words[(bytes + 7) / 8];
    for (;;) {
        Block *b = h->avail[cls];
        if (!b) {
            b = h->unswept[cls];
            if (b) {
                /* lazy sweeping: this is where a block's sweep is paid */
                h->unswept[cls] = b->next_avail;
                b->next_avail = NULL;
                h->nunswept--;
                block_sweep(h, b);
                if (b->nlive == b->ncells)
                    continue; /* full: on no list until the next major */
            } else {
                b = block_new(h, cls);
                if (!b)
                    return NULL;
            }
            b->in_avail = true;
            h->avail[cls] = b;
        }
        for (uint32_t w = b->cursor; w < b->nwords; w++) {
            uint64_t free = ~b->alloc[w];
            if (free) {
                uint32_t bit = (uint32_t)__builtin_ctzll(free);
                b->alloc[w] |= 1ull << bit;
                b->cursor = w;
                b->nlive++;
                h->old_bytes += b->cell_size;
                return block_cell(b, w * 64 + bit);
            }
        }
        h->avail[cls] = b->next_avail;
        b->next_avail = NULL;
        b->in_avail = false;
    }
}

/* ---- large objects ----------------------------------------------------------- */

/* Zero n bytes at p, inside a mapping of ours. Past GC_CLEAR_MADVISE the
 * whole pages go back to the kernel (MADV_DONTNEED: zero on the next touch,
 * as a fresh mapping's) and only the partial pages at the ends are cleared:
 * a store of megabytes is filled by its creator page by page anyway, and
 * clearing it first would touch every page twice. A host's page hooks own
 * their memory: clear it all. */
#define GC_CLEAR_MADVISE ((size_t)256 << 10)
static void clear_mapped(GcHeap *h, char *p, size_t n)
{
    if (n < GC_CLEAR_MADVISE || (h->pages && h->pages->map)) {
        memset(p, 0, n);
        return;
    }
    char *lo = (char *)(((uintptr_t)p + 4095) & ~(uintptr_t)4095);
    char *hi = (char *)((uintptr_t)(p + n) & ~(uintptr_t)4095);
    memset(p, 0, (size_t)(lo - p));
    if (madvise(lo, (size_t)(hi - lo), MADV_DONTNEED) != 0)
        memset(lo, 0, (size_t)(hi - lo));
    memset(hi, 0, (size_t)(p + n - hi));
}

/* A dead large object's mapping that fits `map` bytes without wasting more
 * than a quarter of it, off h->dead_large, or NULL. Its pages are resident:
 * clearing them costs far less than the kernel's fault and zero fill of a
 * fresh mapping, and an old array that grows again and again (each store
 * born old, the last one dead at the next major) asks for the same sizes
 * every time. The walk is bounded: the list is drained a budget per minor. */
static LargeObj *reuse_dead_large(GcHeap *h, size_t map)
{
    LargeObj **pl = &h->dead_large;
    for (int n = 0; *pl && n < 32; pl = &(*pl)->next, n++) {
        LargeObj *l = *pl;
        if (l->map_size >= map && l->map_size - map <= map / 4) {
            *pl = l->next;
            return l;
        }
    }
    return NULL;
}

void *gc_large_alloc(Vm *vm, uint8_t type, size_t bytes, size_t lo, size_t hi)
{
    GcHeap *h = vm->heap;
    size_t map = (GC_LARGE_PREFIX + bytes + 4095) & ~(size_t)4095;
    LargeObj *l = h->dead_large ? reuse_dead_large(h, map) : NULL;
    if (l) {
        size_t keep = l->map_size;
        /* the cell is zeroed, as a fresh mapping's, but for what its
         * creator is about to write */
        if (hi > bytes || lo >= hi)
            lo = hi = 0; /* nothing filled: the whole cell through clear_mapped */
        memset(l, 0, GC_LARGE_PREFIX + lo);
        clear_mapped(h, (char *)l + GC_LARGE_PREFIX + hi, bytes - hi);
        map = keep;
    } else {
        /* about as much dead memory goes back as this maps: the process's
         * footprint does not grow while a major's dead objects wait */
        if (h->dead_large)
            gc_release_large(h, map);
        l = gc_map_pages(h->pages, map);
        if (!l)
            return NULL;
    }
    char *m = (char *)l;
    l->map_size = map;
    if (gc_type_cards[type]) {
        size_t ncards = (bytes >> GC_CARD_SHIFT) + 1;
        l->cards = malloc(ncards);
        if (!l->cards) {
            gc_unmap_pages(h->pages, m, map);
            return NULL;
        }
        /* Every card dirty: the creator fills it without barriers. */
        memset(l->cards, 1, ncards);
    }
    GcHeader *hd = large_cell(l);
    hd->type = type;
    hd->size = (uint32_t)bytes;
    hd->gc = GC_LARGE | GC_UNLOGGED | GC_REM;
    if (!gc_ptrvec_push(h, &h->remset, hd))
        h->remset_overflow = true; /* the next minor scans every old cell */
    gc_large_link(h, l, bytes);
    return hd;
}

void gc_large_link(GcHeap *h, LargeObj *l, size_t bytes)
{
    l->next = h->large;
    if (h->large)
        h->large->prev = l;
    h->large = l;
    h->large_bytes += l->map_size;
    h->old_bytes += bytes;
    range_add(h, (char *)l, (char *)l + l->map_size, 1);
}

/* Off the list of live large objects (and out of the ranges table); its
 * mapping stays. */
static void large_unlink(GcHeap *h, LargeObj *l)
{
    if (l->prev)
        l->prev->next = l->next;
    else
        h->large = l->next;
    if (l->next)
        l->next->prev = l->prev;
    h->large_bytes -= l->map_size;
    free(l->cards);
    l->cards = NULL;
    h->ranges_dirty = true;
}

static void large_free(GcHeap *h, LargeObj *l)
{
    large_unlink(h, l);
    gc_unmap_pages(h->pages, l, l->map_size);
}

size_t gc_release_large(GcHeap *h, size_t budget)
{
    size_t n = 0;
    while (h->dead_large && (n == 0 || n < budget)) {
        LargeObj *l = h->dead_large;
        h->dead_large = l->next;
        n += l->map_size;
        gc_unmap_pages(h->pages, l, l->map_size);
    }
    return n;
}

/* ---- sweeping ------------------------------------------------------------------- */

/* The part of the sweep that stays in the major's pause: dead large objects
 * move to h->dead_large, blocks with nothing marked (including the evacuated
 * ones) are freed (their pages go back later), and every other block is
 * left unswept on its class list —
 * one look at each block header, no cell is touched. The live byte count
 * comes from the marks counted while marking. */
void gc_sweep_begin(GcHeap *h)
{
    size_t live = 0;
    for (int c = 0; c < GC_NCLASSES; c++)
        h->avail[c] = h->unswept[c] = NULL;
    h->nunswept = 0;
    size_t freed_from = h->protect ? h->free_blocks.n : h->dirty_blocks.n;
    Block **pb = &h->blocks;
    while (*pb) {
        Block *b = *pb;
        b->in_avail = false;
        b->next_avail = NULL;
        if (b->evac) {
            b->evac = false;
            h->evac_blocks_total++;
        }
        if (b->nmark == 0) {
            *pb = b->next;
            block_free(h, b);
            continue;
        }
        live += (size_t)b->nmark * b->cell_size;
        b->state = BLOCK_UNSWEPT;
        b->next_avail = h->unswept[b->cls];
        h->unswept[b->cls] = b;
        h->nunswept++;
        pb = &b->next;
    }
    if (h->protect) {
        PtrVec *f = &h->free_blocks;
        if (f->n > freed_from) {
            qsort(f->v + freed_from, f->n - freed_from, sizeof *f->v, addr_cmp);
            release_pages(h, f->v + freed_from, f->n - freed_from);
        }
    } else if (h->dirty_blocks.n > freed_from) {
        /* out of the pause: sorted, so each release step is a few runs */
        PtrVec *d = &h->dirty_blocks;
        qsort(d->v, d->n, sizeof *d->v, addr_cmp);
    }
    for (LargeObj *l = h->large, *next; l; l = next) {
        next = l->next;
        GcHeader *hd = large_cell(l);
        if (hd->gc & GC_MARK) {
            hd->gc &= (uint8_t)~GC_MARK;
            live += hd->size;
        } else if (h->protect) {
            large_free(h, l); /* a stale reference faults at once */
        } else {
            large_unlink(h, l);
            l->next = h->dead_large;
            h->dead_large = l;
        }
    }
    h->old_bytes = live;
}

void gc_old_free_all(GcHeap *h)
{
    while (h->blocks) {
        Block *b = h->blocks;
        h->blocks = b->next;
        gc_unmap_pages(h->pages, b, GC_BLOCK);
    }
    for (size_t i = 0; i < h->free_blocks.n; i++)
        gc_unmap_pages(h->pages, h->free_blocks.v[i], GC_BLOCK);
    free(h->free_blocks.v);
    for (size_t i = 0; i < h->dirty_blocks.n; i++)
        gc_unmap_pages(h->pages, h->dirty_blocks.v[i], GC_BLOCK);
    free(h->dirty_blocks.v);
    while (h->large)
        large_free(h, h->large);
    gc_release_large(h, SIZE_MAX);
    free(h->remset.v);
    free(h->mark_stack.v);
    free(h->weak_slots.v);
    free(h->ephemerons.v);
    free(h->ranges);
}
