/* vm/alloc.c — the allocator-hook wrappers behind vm/alloc.h.
 *
 * Owns one thread-local pointer: the hook of the VM this thread is inside
 * (tarn_ entry points switch it). It is the only thread-local state in
 * tarn; it holds no heap reference, so roots stay explicit (docs/gc.md, "Roots").
 * A hooked block is [VmAllocHook *h][size_t size][user bytes...]; the hook
 * sees header + user sizes, so a counting hook balances to zero. A hook
 * record with no fn (a VM with page hooks only) means libc here.
 */
#include "alloc.h"

#include <stdint.h>

/* The Makefile force-includes alloc.h with its macros: this file means libc. */
#undef malloc
#undef calloc
#undef realloc
#undef free
#undef strdup
#undef strndup

typedef struct BlockHdr {
    const VmAllocHook *h;
    size_t size;      /* user bytes */
} BlockHdr;           /* 16 bytes: keeps malloc's 16-byte alignment */

static _Thread_local const VmAllocHook *cur;

const VmAllocHook *vm_alloc_current(void) { return cur; }

const VmAllocHook *vm_alloc_switch(const VmAllocHook *h)
{
    const VmAllocHook *prev = cur;
    cur = h;
    return prev;
}

void *vm_hmalloc(size_t n)
{
    const VmAllocHook *h = cur;
    if (!h || !h->fn)
        return malloc(n);
    if (n > SIZE_MAX - sizeof(BlockHdr))
        return NULL;
    BlockHdr *b = h->fn(h->ud, NULL, 0, sizeof(BlockHdr) + n);
    if (!b)
        return NULL;
    b->h = h;
    b->size = n;
    return b + 1;
}

void *vm_hcalloc(size_t n, size_t size)
{
    if (!cur || !cur->fn)
        return calloc(n, size);
    if (size && n > SIZE_MAX / size)
        return NULL;
    void *p = vm_hmalloc(n * size);
    if (p)
        memset(p, 0, n * size);
    return p;
}

void *vm_hrealloc(void *p, size_t n)
{
    if (!cur || !cur->fn)
        return realloc(p, n);
    if (!p)
        return vm_hmalloc(n);
    if (n > SIZE_MAX - sizeof(BlockHdr))
        return NULL;
    BlockHdr *b = (BlockHdr *)p - 1;
    const VmAllocHook *h = b->h;
    BlockHdr *nb = h->fn(h->ud, b, sizeof(BlockHdr) + b->size, sizeof(BlockHdr) + n);
    if (!nb)
        return NULL; /* the old block is untouched, as with realloc */
    nb->size = n;
    return nb + 1;
}

void vm_hfree(void *p)
{
    if (!p)
        return;
    if (!cur || !cur->fn) {
        free(p);
        return;
    }
    BlockHdr *b = (BlockHdr *)p - 1;
    b->h->fn(b->h->ud, b, sizeof(BlockHdr) + b->size, 0);
}

char *vm_hstrdup(const char *s) { return vm_hstrndup(s, strlen(s)); }

char *vm_hstrndup(const char *s, size_t n)
{
    size_t l = strnlen(s, n);
    char *d = vm_hmalloc(l + 1);
    if (d) {
        memcpy(d, s, l);
        d[l] = 0;
    }
    return d;
}
