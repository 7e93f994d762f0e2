/* gc/pages.c — the heap's page mappings: mmap, or the host's page hooks
 * (gc/pages.h). The callers keep their own bookkeeping; this file only
 * chooses the source, so the collector's files change at their call sites
 * alone. A hook's mapping that is not page-aligned is a host bug: it is
 * handed straight back and the allocation fails, as when the hook says no.
 */
#include "pages.h"

#include <stdint.h>
#include <sys/mman.h>

#define PAGE_MASK ((uintptr_t)4095)

void *gc_map_pages(const GcPages *pg, size_t size)
{
    if (!pg || !pg->map) {
        void *m = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        return m == MAP_FAILED ? NULL : m;
    }
    void *m = pg->map(pg->ud, size);
    if (m && ((uintptr_t)m & PAGE_MASK)) {
        pg->unmap(pg->ud, m, size);
        return NULL;
    }
    return m;
}

void gc_unmap_pages(const GcPages *pg, void *addr, size_t size)
{
    if (!addr || !size)
        return;
    if (!pg || !pg->map)
        munmap(addr, size);
    else
        pg->unmap(pg->ud, addr, size);
}

size_t gc_pages_huge(const GcPages *pg) { return !pg || !pg->map ? GC_HUGE_PAGE : 0; }

void gc_pages_prefer_huge(const GcPages *pg, void *addr, size_t size)
{
#ifdef MADV_HUGEPAGE
    if (!pg || !pg->map)
        madvise(addr, size, MADV_HUGEPAGE); /* advice: where THP is off, nothing changes */
#else
    (void)pg, (void)addr, (void)size;
#endif
}

void gc_pages_prefer_small(const GcPages *pg, void *addr, size_t keep, size_t size)
{
#ifdef MADV_NOHUGEPAGE
    if (!pg || !pg->map) {
        madvise(addr, size, MADV_NOHUGEPAGE);
        madvise((char *)addr + keep, size - keep, MADV_DONTNEED);
    }
#else
    (void)pg, (void)addr, (void)keep, (void)size;
#endif
}
