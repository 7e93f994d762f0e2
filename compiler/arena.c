/* compiler/arena.c — the compiler's bump allocator (arena.h).
 *
 * Chunks grow geometrically: a small compile (an eval, a Function body, a
 * short script) touches one 64 KB malloc'd chunk, as before the arena grew.
 * A big one reaches chunks of ARENA_MAP_SIZE, which are mapped straight from
 * the kernel, aligned to that size and marked for transparent huge pages
 * where the system has them: a whole-file AST of a multi-megabyte bundle is
 * then a few dozen page faults instead of tens of thousands, and the
 * kernel's zero fill replaces a memset per allocation.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "arena.h"

enum {
    ARENA_FIRST = 64 * 1024,        /* first chunk: most compiles end inside it */
    ARENA_MAP_SIZE = 2 * 1024 * 1024, /* chunks this big are mmap'd; the x86-64 huge page */
    ARENA_MIN_FIRST = 4 * 1024,     /* the smallest first chunk arena_size_for picks */
    ARENA_PER_BYTE = 32,            /* arena bytes a small compile takes per source byte, at most */
};

/* A tree and its tables take a few dozen bytes per source byte at most in
 * a small compile; a bigger one outgrows the chunk and doubles as before,
 * so the estimate only needs to be generous for the small. */
void arena_size_for(Arena *a, size_t src_len)
{
    size_t n = src_len < ARENA_FIRST / ARENA_PER_BYTE ? src_len * ARENA_PER_BYTE : ARENA_FIRST;
    a->first = n < ARENA_MIN_FIRST ? ARENA_MIN_FIRST : n;
}

/* A chunk of at least `cap` data bytes, ARENA_MAP_SIZE-aligned and zero
 * from the kernel; NULL when the mapping fails (the caller falls back to
 * malloc). */
static ArenaChunk *map_chunk(size_t cap)
{
    size_t len = (sizeof(ArenaChunk) + cap + ARENA_MAP_SIZE - 1) & ~(size_t)(ARENA_MAP_SIZE - 1);
    char *m = mmap(NULL, len + ARENA_MAP_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED)
        return NULL;
    /* keep the aligned len bytes inside the over-sized mapping */
    char *al = (char *)(((uintptr_t)m + ARENA_MAP_SIZE - 1) & ~(uintptr_t)(ARENA_MAP_SIZE - 1));
    if (al > m)
        munmap(m, (size_t)(al - m));
    if (m + len + ARENA_MAP_SIZE > al + len)
        munmap(al + len, (size_t)(m + len + ARENA_MAP_SIZE - (al + len)));
#ifdef MADV_HUGEPAGE
    madvise(al, len, MADV_HUGEPAGE);
#endif
    ArenaChunk *c = (ArenaChunk *)al;
    c->cap = len - sizeof(ArenaChunk);
    c->dirty = 0;
    c->map_len = len;
    return c;
}

void *arena_alloc_chunk(Arena *a, size_t n)
{
    ArenaChunk *c = a->head;
    /* double the last chunk, up to the mapped size */
    size_t cap = c ? (c->map_len ? c->map_len : 2 * (sizeof(ArenaChunk) + c->cap)) : a->first ? a->first : ARENA_FIRST;
    if (cap > ARENA_MAP_SIZE)
        cap = ARENA_MAP_SIZE;
    cap -= sizeof(ArenaChunk);
    if (cap < n)
        cap = n;
    ArenaChunk *nc = NULL;
    if (cap + sizeof(ArenaChunk) >= ARENA_MAP_SIZE)
        nc = map_chunk(cap);
    if (!nc) {
        nc = malloc(sizeof(ArenaChunk) + cap);
        if (!nc) {
            a->oom = true;
            return NULL;
        }
        nc->cap = cap;
        nc->dirty = cap;
        nc->map_len = 0;
    }
    nc->used = n;
    nc->next = c;
    a->head = nc;
    if (!nc->map_len)
        memset(nc->data, 0, n);
    return nc->data;
}

void arena_free_all(Arena *a)
{
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *next = c->next;
        if (c->map_len)
            munmap(c, c->map_len);
        else
            free(c);
        c = next;
    }
    a->head = NULL;
}

void arena_rewind(Arena *a, ArenaMark m)
{
    while (a->head && a->head != m.chunk) {
        ArenaChunk *c = a->head;
        a->head = c->next;
        if (c->map_len)
            munmap(c, c->map_len);
        else
            free(c);
    }
    ArenaChunk *c = a->head;
    if (!c)
        return;
    if (c->used > c->dirty)
        c->dirty = c->used;
    c->used = m.used;
}

void arena_reset(Arena *a)
{
    ArenaChunk *first = a->head;
    while (first && first->next)
        first = first->next;
    arena_rewind(a, (ArenaMark){ first, 0 });
    a->oom = false;
}
