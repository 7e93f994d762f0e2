/* tests/unit/emit/test_arena.c — the compiler arena's first chunk sized by
 * the source length (arena_size_for) and the node map's first size
 * (map_first_for): small for a short text, the defaults for a long one, and
 * an allocation past a small first chunk still served and zeroed. */
#include <criterion/criterion.h>
#include <string.h>

#include "../../../compiler/emit.h"

static size_t first_chunk_bytes(size_t src_len)
{
    Arena a = { 0 };
    if (src_len != (size_t)-1)
        arena_size_for(&a, src_len);
    cr_assert_not_null(arena_alloc(&a, 8));
    size_t total = sizeof(ArenaChunk) + a.head->cap;
    cr_assert_null(a.head->next);
    arena_free_all(&a);
    return total;
}

Test(arena, first_chunk_by_source_length)
{
    cr_assert_eq(first_chunk_bytes((size_t)-1), 64 * 1024, "an arena not sized keeps the default chunk");
    cr_assert_eq(first_chunk_bytes(0), 4 * 1024);
    cr_assert_eq(first_chunk_bytes(40), 4 * 1024);
    cr_assert_eq(first_chunk_bytes(1000), 32 * 1000);
    cr_assert_eq(first_chunk_bytes(2048), 64 * 1024);
    cr_assert_eq(first_chunk_bytes(10 * 1024 * 1024), 64 * 1024, "a long text's first chunk is the default");
}

Test(arena, small_first_chunk_grows)
{
    Arena a = { 0 };
    arena_size_for(&a, 10);
    unsigned char *p = arena_alloc(&a, 3000);
    cr_assert_not_null(p);
    memset(p, 0xAB, 3000);
    unsigned char *q = arena_alloc(&a, 20000); /* past the 4 KB chunk: a chunk of its own */
    cr_assert_not_null(q);
    cr_assert_not_null(a.head->next, "a second chunk");
    for (size_t i = 0; i < 20000; i++)
        cr_assert_eq(q[i], 0, "byte %zu of a fresh allocation is zero", i);
    cr_assert_eq(p[2999], 0xAB, "the first chunk's data stays");
    arena_reset(&a);
    cr_assert_null(a.head->next, "a reset keeps the first chunk alone");
    cr_assert_eq(sizeof(ArenaChunk) + a.head->cap, 4 * 1024);
    arena_free_all(&a);
}

Test(arena, node_map_first_size)
{
    cr_assert_eq(map_first_for(0), MAP_FIRST_FN);
    cr_assert_eq(map_first_for(60), MAP_FIRST_FN);
    cr_assert_eq(map_first_for(300), 64);
    cr_assert_eq(map_first_for(1000), 128);
    cr_assert_eq(map_first_for(2048), MAP_FIRST_MAX);
    cr_assert_eq(map_first_for(1 << 24), MAP_FIRST_MAX);
    for (size_t len = 0; len < 5000; len += 7) {
        uint32_t n = map_first_for(len);
        cr_assert_eq(n & (n - 1), 0, "len %zu: %u is a power of 2", len, n);
    }
}
