/* compiler/arena.h — the compiler's bump allocator.
 *
 * The parser's tree and decoded strings, and the emitter's side tables, are
 * allocated from an Arena and freed together when the compile ends; nothing
 * in an arena is freed on its own, and nothing here touches the JS heap.
 * Every allocation is zeroed and 16-byte aligned. Invariant: a chunk's bytes
 * past `used` are zero whenever the chunk came fresh from the kernel
 * (`zeroed`), so those allocations need no memset.
 */
#ifndef TARN_ARENA_H
#define TARN_ARENA_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
    ArenaChunk *head;
    bool oom;               /* set once an allocation failed */
} Arena;

void *arena_alloc(Arena *a, size_t n);   /* zeroed; NULL (and a->oom) on OOM */
void arena_free_all(Arena *a);

#endif
