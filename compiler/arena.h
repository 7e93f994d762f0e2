/* compiler/arena.h — the compiler's bump allocator.
 *
 * The parser's tree and decoded strings, and the emitter's side tables, are
 * allocated from an Arena and freed together when the compile ends; nothing
 * in an arena is freed on its own, and nothing here touches the JS heap.
 * Every allocation is zeroed and 8-byte aligned (what the compiler's types
 * need: pointers, doubles, 64-bit integers; rounding to 8 rather than 16
 * keeps a short name from carrying 8 bytes of padding). Invariant: a
 * chunk's bytes past both `used` and `dirty` are zero; `dirty` is the whole
 * chunk for a malloc'd one (every allocation is cleared), and for one fresh
 * from the kernel (mapped, zero filled) the highest `used` a rewind went
 * back from: an allocation below it is cleared, one past it needs no
 * memset.
 */
#ifndef TARN_ARENA_H
#define TARN_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

typedef struct ArenaChunk ArenaChunk;
struct ArenaChunk {
    ArenaChunk *next;
    size_t used, cap;       /* bytes of data[] handed out / available */
    size_t dirty;           /* bytes of data[] below it may be nonzero (cap when malloc'd) */
    size_t map_len;         /* length of the mapping (zeroed); 0 when malloc'd */
    max_align_t data[];
};

typedef struct Arena {
    ArenaChunk *head;
    size_t first;           /* the first chunk's bytes (0: ARENA_FIRST; arena_size_for) */
    bool oom;               /* set once an allocation failed */
} Arena;

/* Sizes the first chunk of an empty arena for the compile of src_len bytes
 * of source: a small compile (a Function body, an eval of one expression)
 * then mallocs and frees a few KB rather than the default chunk. */
void arena_size_for(Arena *a, size_t src_len);

/* A point in an arena's allocations (arena_mark), to free everything
 * allocated after it (arena_rewind). */
typedef struct ArenaMark {
    ArenaChunk *chunk;
    size_t used;
} ArenaMark;

static inline ArenaMark arena_mark(const Arena *a)
{
    return (ArenaMark){ a->head, a->head ? a->head->used : 0 };
}

/* Frees what was allocated after m: the chunks added since and the tail of
 * m's chunk, which is not cleared now: `dirty` marks it, and the
 * allocations that reuse it clear what they take. */
void arena_rewind(Arena *a, ArenaMark m);

/* Frees everything allocated, keeping the first chunk (the oldest) for
 * the allocations that follow: for an arena used again and again for
 * small jobs, which then take no new chunk each. */
void arena_reset(Arena *a);

/* a new chunk, then n bytes of it (arena.c); n is a multiple of 8 */
void *arena_alloc_chunk(Arena *a, size_t n);
void arena_free_all(Arena *a);

/* n zeroed bytes; NULL (and a->oom) on OOM. Inline: the parser allocates
 * every node and identifier here. */
static inline void *arena_alloc(Arena *a, size_t n)
{
    n = (n + 7) & ~(size_t)7;
    ArenaChunk *c = a->head;
    if (!c || c->cap - c->used < n)
        return arena_alloc_chunk(a, n);
    void *p = (char *)c->data + c->used;
    size_t at = c->used;
    c->used += n;
    if (at < c->dirty) { /* n is often a constant: a memset of n is a few stores */
        if (c->used <= c->dirty)
            memset(p, 0, n);
        else
            memset(p, 0, c->dirty - at);
    }
    return p;
}

#endif
