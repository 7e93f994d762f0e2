/* gc/pages.h — where the heap's page mappings come from.
 *
 * Every page mapping tarn makes for a VM (the nursery reservation, old-
 * generation chunks, large objects, immortal chunks, the handle array and
 * the interpreter's value stack) goes through gc_map_pages/gc_unmap_pages.
 * With no hooks (pg NULL) they are anonymous private mmap/munmap with
 * MAP_NORESERVE; a host can supply its own pair (tarn_config.map_pages,
 * include/tarn.h). Invariant: a mapping is page-aligned and reads as zero
 * until written, and it is given back with the same GcPages it came from,
 * possibly piecewise (page-aligned subranges, as munmap allows: old-
 * generation chunks are trimmed to alignment and freed block by block).
 */
#ifndef TARN_GC_PAGES_H
#define TARN_GC_PAGES_H

#include <stddef.h>

typedef struct GcPages {
    void *(*map)(void *ud, size_t size);
    void (*unmap)(void *ud, void *addr, size_t size);
    void *ud;
} GcPages;

/* size bytes of zeroed, page-aligned, read-write memory, or NULL. */
void *gc_map_pages(const GcPages *pg, size_t size);
void gc_unmap_pages(const GcPages *pg, void *addr, size_t size);

/* Transparent huge pages: the size of one, and a request that [addr, addr
 * + size) of a mapping made here be backed by them (the kernel faults in a
 * whole aligned huge page at once). Nothing for a host's mapping: its pages
 * are the host's to manage. gc_pages_huge is 0 then, so a caller that
 * aligns to it reserves nothing extra. */
#define GC_HUGE_PAGE ((size_t)2 << 20)
size_t gc_pages_huge(const GcPages *pg);
void gc_pages_prefer_huge(const GcPages *pg, void *addr, size_t size);
/* Undoes it: small pages again, and the pages of [addr + keep, addr +
 * size) returned (a huge page there is split, its tail freed). */
void gc_pages_prefer_small(const GcPages *pg, void *addr, size_t keep, size_t size);

#endif
