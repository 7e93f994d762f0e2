/* vm/api_int.h — the embedding API's per-VM state, shared by vm/api*.c,
 * and the parts of it the library's tarn.h entry points use: the host
 * mailbox and entry/leave (stdlib/loop.c, stdlib/process.c) and api_vm_new
 * (stdlib/engine.c).
 *
 * A tarn_value is a Value * into one of two places the collector updates:
 * the VM's handle stack (gc_handle: scoped) or a persistent chunk here
 * (tarn_persist). Chunks are never moved or freed before the VM, so a
 * persistent handle stays valid until released. Host-class instances are
 * held weakly in `inst`: vm_trace_weak finalizes the ones that died.
 */
#ifndef TARN_API_INT_H
#define TARN_API_INT_H

#include "../include/tarn.h"
#include "vm.h"
#include "alloc.h"

#define API_PCHUNK 128

typedef struct PChunk {
    struct PChunk *next;
    uint32_t used;               /* v[0 .. used) have been handed out (free ones are V_EMPTY) */
    Value v[API_PCHUNK];
} PChunk;

typedef struct ApiNative {       /* one registered C function; NativeFunc.magic indexes it */
    tarn_native_fn fn;
    void *data;
    tarn_class *cls;             /* set for a class constructor */
} ApiNative;

struct tarn_class {
    char *name;
    tarn_finalizer finalize;
    void *data;
    Value *proto;                /* persistent handle */
};

typedef struct HostInst {        /* one live host-class instance */
    Value obj;                   /* weak; V_EMPTY when the entry is free */
    tarn_class *cls;
    void *ptr;
    size_t ext;
    uint32_t next_free;
} HostInst;

typedef struct ApiState {
    PChunk *pchunks;
    Value **pfree;               /* released persistent slots */
    size_t npfree, pfree_cap;
    ApiNative *natives;
    uint32_t nnatives, natives_cap;
    tarn_class **classes;
    uint32_t nclasses, classes_cap;
    HostInst *inst;
    uint32_t ninst, inst_cap, inst_free; /* inst_free: first free index or UINT32_MAX */
    /* limits */
    tarn_interrupt_fn ifn;
    void *idata;
    bool irq_raised;             /* vm_api_poll raised ifn's interrupt (tarn_eval_repl's wait reads it) */
    unsigned time_limit_ms;
    uint64_t deadline_ns;        /* 0: none armed */
    int depth;                   /* nesting of API entries (outermost arms the deadline) */
    /* allocator hooks (tarn_config.alloc), made through the hook itself; NULL: libc */
    VmAllocHook *hook;
    struct ApiLoop *loop;        /* host-posted jobs and loop refs (vm/api_loop.c) */
    bool repl_colors;            /* tarn_repl_set_colors: tarn_eval_repl styles its result */
    /* Host-mistake checks (docs/embedding.md "Host mistakes"). */
    bool in_finalizer;           /* a host finalizer is running: every tarn_ call aborts */
    bool check;                  /* checked mode (below: "Checked mode") */
    bool trap;                   /* in_finalizer || check: the one flag every entry point tests */
    int small_args;              /* host_native passes up to this many arguments in place:
                                  * 8, or -1 in checked mode (its slow path makes ring handles) */
    /* Checked mode: the ring of host handles (api_value.c). ring[k].v holds
     * the value of the host handle &ring[k].v and handle-stack slot
     * ring[k].h1-1 holds it too (the collector updates both); hring[i] is
     * k+1 for the host handle made with slot i (hcap entries). &ring[k].v
     * is live while ring[k].h1-1 < htop and hring[ring[k].h1-1] == k+1.
     * Slots are handed out in order, ring_next next, and reused only after
     * ring_cap more handles (the ring is a reservation of address space
     * whose pages are returned once no live slot is left in them);
     * ring_swept is ring_next at the last return of pages. */
    struct ApiRingSlot *ring;
    uint32_t *hring;
    uint32_t ring_cap, ring_next, ring_swept, ring_per_page;
    size_t hring_top;            /* hring[hring_top ..) is 0 */
    uint8_t *ring_kept;          /* per page of the ring: 1 while it may hold slots in use */
    /* Scopes: a tarn_scope is (depth << 32 | handle index). sdepth counts the
     * host scopes open now; sfloor is sdepth when the running native or job
     * was entered, so a callback cannot close a scope its caller opened. */
    uint32_t sdepth, sfloor;
} ApiState;

/* The object word after an instance's Object header holds v_int(index). */
typedef struct HostObj {
    Object o;
    Value index;
} HostObj;

/* Checked mode (docs/embedding.md "Debugging a host"). A host handle must
 * stay a plain pointer to its value, read by one load where checks are
 * off; to tell a stale handle from a new one in the same handle-stack slot
 * without touching that fast path, checked mode hands out the address of
 * a slot in ApiState.ring instead, a copy rooted beside the handle-stack
 * slot, and a ring slot is reused only after ring_cap (2^28 where the
 * address space allows) other handles (one whose handle is still live is
 * skipped), so a stale handle is caught until that many handles later. Every entry point tests one flag
 * it already had to test (ApiState.trap, which was the finalizer check);
 * in checked mode its slow path checks the handles the entry point was
 * given: a slot of this VM's ring that is live, a persistent slot not
 * released (checked mode recycles none), or the runtime's own. Handles
 * are made through a limit (Vm.api_hlimit) that checked mode sets to 0,
 * so api_push's existing overflow test leads to the ring as well. */
static inline Value *api_slot(tarn_value v) { return (Value *)v; }
static inline tarn_value api_val(Value *p) { return (tarn_value)p; }
/* Abort unless hs[0..n) and argv[0..argc) are live handles of vm (NULL
 * allowed); also the finalizer refusal. Out of line: only reached with
 * ApiState.trap set. */
void api_trap(Vm *vm, const char *fn, int n, const tarn_value *hs, int argc, const tarn_value *argv);
void api_check_class(Vm *vm, const tarn_class *cls, const char *fn);
/* Checked mode: a ring handle for handle-stack slot p. */
tarn_value api_ring_handle(Vm *vm, Value *p);
int api_ring_init(Vm *vm);           /* 0, or -1 when out of memory */
void api_ring_free(ApiState *a);
/* 1: p is a live ring handle, -1: a ring handle gone stale, 0: not one. */
int api_ring_owns(Vm *vm, Value *p);
void api_ring_trace(Vm *vm, GcTracer *t);
#define API_CLASS(vm, cls) \
    (UNLIKELY(((Vm *)(vm))->api->check) ? api_check_class((Vm *)(vm), (cls), __func__) : (void)0)

/* A host mistake that cannot be recovered from (a use-after-free in kind):
 * print "tarn: FN: <rule>" to stderr and abort, as QuickJS asserts. */
_Noreturn void api_misuse(const char *fn, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Every tarn_ entry point starts with API_CTX(vm): the VM's allocator hooks
 * are current until it returns (vm/alloc.h), nested calls restore the outer
 * VM's. It also refuses calls from a finalizer: those run inside a
 * collection, where nothing may allocate or move. */
static inline const VmAllocHook *api_hook_h(void *vm, const char *fn, int n, const tarn_value *hs,
                                            int argc, const tarn_value *argv)
{
    ApiState *a = ((Vm *)vm)->api;
    if (!a)
        return NULL;
    if (UNLIKELY(a->trap))
        api_trap((Vm *)vm, fn, n, hs, argc, argv);
    return a->hook;
}
static inline const VmAllocHook *api_hook(void *vm, const char *fn)
{
    return api_hook_h(vm, fn, 0, NULL, 0, NULL);
}
static inline void api_ctx_restore(const VmAllocHook **prev) { vm_alloc_switch(*prev); }
#define API_CTX(vm) \
    const VmAllocHook *api_ctx_prev__ __attribute__((cleanup(api_ctx_restore), unused)) = \
        vm_alloc_switch(api_hook(vm, __func__))
/* The finalizer check alone, for the entry points that never make a C
 * allocation (handles, primitives, reads): the cheapest host calls. */
#define API_GUARD(vm) ((void)api_hook(vm, __func__))
/* The same, naming the handles the entry point reads, so checked mode can
 * check them (a compound literal the compiler builds on the slow path). */
#define API_HS_(...) (int)(sizeof((tarn_value[]){ __VA_ARGS__ }) / sizeof(tarn_value)), \
    (tarn_value[]){ __VA_ARGS__ }
#define API_CTX_H(vm, ...) \
    const VmAllocHook *api_ctx_prev__ __attribute__((cleanup(api_ctx_restore), unused)) = \
        vm_alloc_switch(api_hook_h(vm, __func__, API_HS_(__VA_ARGS__), 0, NULL))
#define API_GUARD_H(vm, ...) ((void)api_hook_h(vm, __func__, API_HS_(__VA_ARGS__), 0, NULL))
/* ... and an argument vector */
#define API_CTX_ARGV(vm, argc, argv, ...) \
    const VmAllocHook *api_ctx_prev__ __attribute__((cleanup(api_ctx_restore), unused)) = \
        vm_alloc_switch(api_hook_h(vm, __func__, API_HS_(__VA_ARGS__), (argc), (argv)))
static inline Value api_read(tarn_value h) { return h ? *(Value *)h : V_UNDEF; }

/* A call that enters the VM while an earlier exception is still pending
 * fails at once: the pending one is replaced by an Error naming it and the
 * rule, so the forgotten error does not resurface later from unrelated
 * code. API_NO_PENDING(vm) is true (and the new error pending) then. */
int api_pending_fail(Vm *vm, const char *fn);
#define API_NO_PENDING(vm) (UNLIKELY(((Vm *)(vm))->has_exception) && api_pending_fail((Vm *)(vm), __func__))

/* Memory the host frees with free() (tarn_to_string, tarn_eval_repl) or
 * without a VM (tarn_repl_free_completions) is plain libc, even when the VM
 * has allocator hooks: the parenthesised names skip vm/alloc.h's macros. */
static inline void *api_libc_malloc(size_t n) { return (malloc)(n); }
static inline void api_libc_free(void *p) { (free)(p); }
/* The VM's hook record goes back where it came from (tarn_vm_new_with). */
static inline void api_hook_free(VmAllocHook *h)
{
    if (h && h->fn)
        h->fn(h->ud, h, sizeof *h, 0);
    else if (h)
        api_libc_free(h);
}
static inline char *api_libc_strdup(const char *s) { return (strdup)(s); }
char *api_libc_copy(char *hooked, size_t len); /* frees hooked; NULL when out of memory */

typedef struct ApiLoop ApiLoop;
/* vm/api_loop.c: the host mailbox and the loop's wait */
int api_loop_init(ApiState *a);
void api_loop_free(ApiState *a);     /* queued jobs get fn(NULL, data) */
void api_loop_wake(Vm *vm);          /* any thread: end a wait now */
bool api_loop_has_jobs(Vm *vm);
size_t api_loop_njobs(Vm *vm);
bool api_loop_alive(Vm *vm);         /* jobs queued or host refs held */
void api_loop_wait(Vm *vm, double ms);
int api_loop_run_one(Vm *vm);

/* tarn_vm_new_with over the library lib (the engine, stdlib/engine.c,
 * passes stdlib's): the VM, its ApiState and c's limits and hooks. NULL
 * when c is inconsistent or on failure. */
Vm *api_vm_new(const tarn_config *c, const VmLibrary *lib);
ApiState *api_state_new(void);
void api_state_free(Vm *vm);         /* runs the remaining finalizers */
void api_enter(Vm *vm);              /* arms the time limit at the outermost entry */
void api_leave(Vm *vm);
/* Handles the runtime keeps for itself past the host's share: a host that
 * never closes its scopes gets a RangeError, not gc_handle's abort. */
#define API_HANDLE_RESERVE ((size_t)1 << 16)
/* Past Vm.api_hlimit: the RangeError naming fn when the host's share is
 * used up, else (checked mode) a ring handle. */
tarn_value api_push_slow(Vm *vm, Value v, const char *fn);
/* A handle for v, or NULL (and a pending exception) if v == V_EXC or the
 * host's handles are used up (fn, the entry point, is named then). */
static inline tarn_value api_push_(Vm *vm, Value v, const char *fn)
{
    if (v == V_EXC)
        return NULL;
    if (UNLIKELY(vm->htop >= vm->api_hlimit))
        return api_push_slow(vm, v, fn);
    return (tarn_value)gc_handle(vm, v);
}
#define api_push(vm, v) api_push_((vm), (v), __func__)
ErrorKind api_error_kind(int kind);

#endif
