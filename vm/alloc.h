/* vm/alloc.h — routes the library's C allocations through a VM's allocator
 * hooks (tarn_config.alloc). Force-included (-include) into every library
 * source by the Makefile, so malloc/calloc/realloc/free/strdup/strndup in
 * compiler/, vm/, gc/, regex/ and stdlib/ become the vm_h* functions below.
 *
 * Which allocator: the one of the VM the current thread is inside (set by
 * every tarn_ entry point, vm/api_int.h API_CTX, and restored on return).
 * Outside any hooked VM the calls are plain libc with no header, so a VM
 * without hooks (and every internal user: tests, the CLI, fuzzers) sees
 * exactly libc. A hooked block carries a 16-byte header (its hook and size)
 * so realloc/free reach the hook that made it and can pass the old size.
 * Invariant: a block is freed in the same kind of context it was made in
 * (hooked VM or none); memory handed to the host is copied to libc memory
 * first (vm/api_value.c tarn_to_string). Not routed here: the heap's page
 * mappings, the value stack and the handle array (they use the record's
 * page hooks, gc/pages.h), the collector's metadata (gc/ is compiled without this header), and libc's
 * own internal allocations (stdio buffers, open_memstream).
 */
#ifndef TARN_VM_ALLOC_H
#define TARN_VM_ALLOC_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/pages.h"

/* A VM's hooks: fn NULL means libc for C allocations (a VM with page hooks
 * only); pages.map NULL means mmap for its page mappings (gc/pages.h). */
typedef struct VmAllocHook {
    void *(*fn)(void *ud, void *ptr, size_t old_size, size_t new_size);
    void *ud;
    GcPages pages;
} VmAllocHook;

void *vm_hmalloc(size_t n);
void *vm_hcalloc(size_t n, size_t size);
void *vm_hrealloc(void *p, size_t n);
void vm_hfree(void *p);
char *vm_hstrdup(const char *s);
char *vm_hstrndup(const char *s, size_t n);

/* The hook of the VM the current thread runs in (NULL: libc). */
const VmAllocHook *vm_alloc_current(void);
/* Make h current and return the previous one (restore it with the same call). */
const VmAllocHook *vm_alloc_switch(const VmAllocHook *h);

#ifndef VM_ALLOC_NO_MACROS
#define malloc(n) vm_hmalloc(n)
#define calloc(n, s) vm_hcalloc(n, s)
#define realloc(p, n) vm_hrealloc(p, n)
#define free(p) vm_hfree(p)
#define strdup(s) vm_hstrdup(s)
#define strndup(s, n) vm_hstrndup(s, n)
#endif

#endif
