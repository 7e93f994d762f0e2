/* stdlib/atomics.c — the Atomics namespace: load, store, add, sub, and, or,
 * xor, exchange, compareExchange, isLockFree, wait, notify and pause, on the
 * integer typed arrays (Int8 ... Uint32, BigInt64, BigUint64) over an
 * ArrayBuffer or a SharedArrayBuffer.
 *
 * Every operation is one GCC __atomic builtin (sequentially consistent) on
 * the element's bytes, which a view keeps aligned to the element size
 * (its byte offset is a multiple of it and the store is malloc'd), so
 * another thread's Atomics on the same SharedArrayBuffer see a total order.
 *
 * wait and notify meet in one process-wide waiter list (the spec's
 * WaiterList, keyed by the element's address: a shared store never moves,
 * and every VM that shares it sees the same address). A waiter sleeps on
 * its own condition variable under the list's mutex, so a notify between
 * wait's value check and its sleep cannot be lost: wait compares and
 * enqueues under the mutex, notify dequeues and signals under it. A
 * waiter wakes every WAIT_SLICE_MS to look at its VM's interrupt flag, so
 * a worker's terminate() and tarn_vm_interrupt stop a wait too.
 * Errors are V8's messages.
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "promise.h"
#include "typed_int.h"
#include "worker.h"
#include "../vm/bigint.h"

#define MAX_INDEX 9007199254740991.0
/* how often a waiting thread looks at its interrupt flag: short enough
 * that terminate() is prompt, long enough to cost nothing while idle */
#define WAIT_SLICE_MS 50

enum { AT_LOAD, AT_STORE, AT_ADD, AT_SUB, AT_AND, AT_OR, AT_XOR, AT_EXCHANGE, AT_CMPXCHG, AT_WAIT, AT_NOTIFY };
static const char *const op_names[] = {
    "load", "store", "add", "sub", "and", "or", "xor", "exchange", "compareExchange", "wait", "notify",
};

static void ta_desc(Vm *vm, Value v, char *buf, size_t cap)
{
    if (v_is_ta(v))
        snprintf(buf, cap, "[object %s]", vm_ta_name[ta_kind(v_ta(v))]);
    else
        vm_short_repr(vm, v, buf, cap);
}

/* ValidateIntegerTypedArray and ValidateAtomicAccess: *ta is an integer
 * typed array in bounds (wait/notify: Int32Array or BigInt64Array) and
 * *idx = ToIndex(index) below its length. May run JS (ToIndex); *ta is a
 * handle. 0 / -1. */
static int validate_js(Vm *vm, Value *ta, Value index, int op, uint32_t *idx)
{
    char b[96];
    bool waitable = op == AT_WAIT || op == AT_NOTIFY;
    if (!v_is_ta(*ta)) {
        ta_desc(vm, *ta, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s is not %s typed array.", b,
                       waitable ? "an int32 or BigInt64" : "an integer");
        return -1;
    }
    lib_view_sync(vm, ta); /* another thread may have grown its buffer */
    if (op >= AT_STORE && op <= AT_CMPXCHG && vm_typed_immutable_noalloc(*ta)) { /* accessMode write */
        snprintf(b, sizeof b, "Atomics.%s", op_names[op]);
        vm_throw_immutable(vm, b);
        return -1;
    }
    if (vm_view_oob_noalloc(v_ta(*ta))) {
        snprintf(b, sizeof b, "Atomics.%s", op_names[op]);
        lib_ta_throw_oob(vm, b);
        return -1;
    }
    TaKind k = ta_kind(v_ta(*ta));
    bool ok = waitable ? (k == TA_INT32 || k == TA_BIGINT64)
                       : (k <= TA_UINT32 && k != TA_UINT8C) || ta_kind_big(k);
    if (!ok) {
        ta_desc(vm, *ta, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s is not %s typed array.", b,
                       waitable ? "an int32 or BigInt64" : "an integer");
        return -1;
    }
    if (op == AT_WAIT && !v_is_class(v_ta(*ta)->buffer, CLS_SHAREDARRAYBUFFER)) {
        ta_desc(vm, *ta, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s is not a shared typed array.", b);
        return -1;
    }
    double d = 0, len = (double)v_ta(*ta)->length; /* the length before ToIndex runs JS */
    if (index != V_UNDEF && vm_to_integer_js(vm, index, &d) < 0)
        return -1;
    if (d < 0 || d > MAX_INDEX || d >= len) {
        vm_throw_error(vm, ERR_RANGE, "Invalid atomic access index");
        return -1;
    }
    *idx = (uint32_t)d;
    return 0;
}

/* RevalidateAtomicAccess after a conversion ran JS: the address of element
 * idx, or NULL with the error thrown. */
static uint8_t *revalidate(Vm *vm, Value ta, uint32_t idx, int op)
{
    TypedArrayObj *t = v_ta(ta);
    if (vm_view_oob_noalloc(t)) {
        char b[48];
        snprintf(b, sizeof b, "Atomics.%s", op_names[op]);
        lib_ta_throw_oob(vm, b);
        return NULL;
    }
    if (idx >= t->length) {
        vm_throw_error(vm, ERR_RANGE, "Invalid atomic access index");
        return NULL;
    }
    return t->data + (size_t)idx * vm_ta_size[ta_kind(t)];
}

/* The operand as the element's bits (ToBigInt, or ToIntegerOrInfinity
 * taken modulo 2^32, whose low bits are the narrower kinds' modulo too);
 * *num its ToIntegerOrInfinity (store's result for a Number kind), *big
 * (a handle) the BigInt (store's result for a BigInt kind). May run JS. */
static int operand_js(Vm *vm, bool bigk, Value v, uint64_t *bits, double *num, Value *big)
{
    if (bigk) {
        Value bv = vm_to_bigint_js(vm, v);
        if (bv == V_EXC)
            return -1;
        *bits = vm_bigint_to_u64_noalloc(bv);
        if (big)
            *big = bv;
        return 0;
    }
    double d;
    if (vm_to_integer_js(vm, v, &d) < 0)
        return -1;
    *bits = (uint64_t)(uint32_t)vm_double_to_int32(d);
    if (num)
        *num = d + 0.0; /* -0 becomes +0 */
    return 0;
}

/* One atomic operation on `size` bytes at p; the old value's bits. */
#define RMW_CASES(T)                                                                        \
    do {                                                                                    \
        T *q = (T *)p, x = (T)v, e = (T)expect;                                             \
        switch (op) {                                                                       \
        case AT_LOAD: return __atomic_load_n(q, __ATOMIC_SEQ_CST);                          \
        case AT_STORE: __atomic_store_n(q, x, __ATOMIC_SEQ_CST); return x;                  \
        case AT_ADD: return __atomic_fetch_add(q, x, __ATOMIC_SEQ_CST);                     \
        case AT_SUB: return __atomic_fetch_sub(q, x, __ATOMIC_SEQ_CST);                     \
        case AT_AND: return __atomic_fetch_and(q, x, __ATOMIC_SEQ_CST);                     \
        case AT_OR: return __atomic_fetch_or(q, x, __ATOMIC_SEQ_CST);                       \
        case AT_XOR: return __atomic_fetch_xor(q, x, __ATOMIC_SEQ_CST);                     \
        case AT_EXCHANGE: return __atomic_exchange_n(q, x, __ATOMIC_SEQ_CST);               \
        default:                                                                            \
            __atomic_compare_exchange_n(q, &e, x, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); \
            return e; /* the old value whether or not it matched */                         \
        }                                                                                   \
    } while (0)

static uint64_t atomic_op_noalloc(uint8_t *p, unsigned size, int op, uint64_t v, uint64_t expect)
{
    switch (size) {
    case 1: RMW_CASES(uint8_t);
    case 2: RMW_CASES(uint16_t);
    case 4: RMW_CASES(uint32_t);
    default: RMW_CASES(uint64_t);
    }
}

/* The element value of `kind` whose bits are x. */
static Value bits_value(Vm *vm, TaKind kind, uint64_t x)
{
    switch (kind) {
    case TA_INT8: return v_int((int8_t)x);
    case TA_UINT8: return v_int((uint8_t)x);
    case TA_INT16: return v_int((int16_t)x);
    case TA_UINT16: return v_int((uint16_t)x);
    case TA_INT32: return v_int((int32_t)x);
    case TA_UINT32: return v_num((double)(uint32_t)x);
    case TA_BIGINT64: return vm_bigint_from_i64(vm, (int64_t)x);
    default: return vm_bigint_from_u64(vm, x);
    }
}

/* load (magic AT_LOAD), store, add ... exchange, compareExchange */
static Value atomics_op(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int op = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ta = gc_handle(vm, ARG(0));
    Value *big = gc_handle(vm, V_UNDEF);
    uint32_t idx;
    uint64_t v = 0, expect = 0;
    double num = 0;
    if (validate_js(vm, ta, ARG(1), op, &idx) < 0)
        goto out;
    TaKind kind = ta_kind(v_ta(*ta));
    bool bigk = ta_kind_big(kind);
    if (op == AT_CMPXCHG && operand_js(vm, bigk, ARG(2), &expect, NULL, NULL) < 0)
        goto out;
    if (op != AT_LOAD && operand_js(vm, bigk, ARG(op == AT_CMPXCHG ? 3 : 2), &v, &num, big) < 0)
        goto out;
    uint8_t *p = revalidate(vm, *ta, idx, op);
    if (!p)
        goto out;
    uint64_t old = atomic_op_noalloc(p, vm_ta_size[kind], op, v, expect);
    if (op == AT_STORE)
        r = bigk ? *big : v_num(num);
    else
        r = bits_value(vm, kind, old);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value atomics_is_lock_free(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double n;
    if (vm_to_integer_js(vm, ARG(0), &n) < 0)
        return V_EXC;
    /* every size an integer typed array has is lock-free on the targets tarn builds for */
    return v_bool(n == 1 || n == 2 || n == 4 || n == 8);
}

static Value atomics_pause(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Value n = ARG(0);
    if (n != V_UNDEF && (!v_is_number(n) || !isfinite(v_to_double(n)) || trunc(v_to_double(n)) != v_to_double(n)))
        return vm_throw_error(vm, ERR_TYPE, "Atomics.pause argument must be undefined or an integer");
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause(); /* a spin-wait hint; the argument is only a hint too */
#endif
    return V_UNDEF;
}

/* ---- wait, waitAsync and notify ---------------------------------------------- */

/* One waiter in the spec's WaiterList. A sync waiter (vm NULL) lives on
 * its thread's stack and sleeps on cv. An async waiter (Atomics.waitAsync)
 * is malloc'd and owned by its VM (LibState.waiters, touched only by that
 * VM's thread) from waitAsync until its promise is settled or the VM is
 * freed; its promise and timeout timer are in the VM's heap, in
 * builtin[B_ATOMICS_WAITERS] at slot. Invariant: a waiter is in the
 * WaiterList (prev/next, under wl_mu) exactly while it waits; notify
 * takes it out, sets notified and, for an async one, posts resolve_job to
 * its VM's loop, all under wl_mu, and lib_atomics_free takes a VM's
 * waiters out under wl_mu before anything a post needs is freed. */
typedef struct Waiter {
    struct Waiter *prev, *next;
    const void *addr;           /* the element waited on */
    pthread_cond_t cv;          /* sync only */
    bool notified;              /* set (and unlinked) by notify, under wl_mu */
    Vm *vm;                     /* async: the waiting VM; NULL for a sync waiter */
    struct Waiter *vnext;       /* async: the VM's list */
    uint32_t slot;              /* async: its promise and timer */
    SharedStore *store;         /* async: a reference, so addr is not reused while it waits */
} Waiter;

static pthread_mutex_t wl_mu = PTHREAD_MUTEX_INITIALIZER;
static Waiter *wl_head, *wl_tail; /* FIFO: notify wakes the longest waiting first */

static void wl_append(Waiter *w)
{
    w->prev = wl_tail;
    w->next = NULL;
    if (wl_tail)
        wl_tail->next = w;
    else
        wl_head = w;
    wl_tail = w;
}

static void wl_unlink(Waiter *w)
{
    if (w->prev)
        w->prev->next = w->next;
    else
        wl_head = w->next;
    if (w->next)
        w->next->prev = w->prev;
    else
        wl_tail = w->prev;
    w->prev = w->next = NULL;
}

static bool wl_linked(Waiter *w) { return w->prev || w->next || wl_head == w; }

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The element's current value equals expect (the caller holds wl_mu). */
static bool still_equal(const uint8_t *p, bool big, uint64_t expect)
{
    uint64_t cur = big ? __atomic_load_n((const uint64_t *)p, __ATOMIC_SEQ_CST)
                       : __atomic_load_n((const uint32_t *)p, __ATOMIC_SEQ_CST);
    return cur == (big ? expect : (uint32_t)expect);
}

/* Block until notified, the value differs, or timeout_ms (may be infinite)
 * passed: 0 ok, 1 not-equal, 2 timed-out, -1 interrupted (not thrown). */
static int do_wait(Vm *vm, const uint8_t *p, bool big, uint64_t expect, double timeout_ms)
{
    Waiter w = { .addr = p };
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&w.cv, &ca);
    pthread_condattr_destroy(&ca);
    int rc = 2;
    pthread_mutex_lock(&wl_mu);
    if (!still_equal(p, big, expect)) {
        rc = 1;
        goto out;
    }
    if (timeout_ms <= 0)
        goto out;
    wl_append(&w);
    double deadline = now_ms() + timeout_ms; /* infinite stays infinite */
    while (!w.notified) {
        if (__atomic_load_n(&vm->interrupt, __ATOMIC_ACQUIRE)) {
            rc = -1;
            break;
        }
        double now = now_ms();
        if (now >= deadline)
            break;
        double until = now + WAIT_SLICE_MS < deadline ? now + WAIT_SLICE_MS : deadline;
        struct timespec ts = { (time_t)(until / 1e3), (long)(fmod(until, 1e3) * 1e6) };
        int e = pthread_cond_timedwait(&w.cv, &wl_mu, &ts);
        if (e != 0 && e != ETIMEDOUT && e != EINTR)
            break;
    }
    if (w.notified)
        rc = 0;
    else if (wl_linked(&w))
        wl_unlink(&w);
out:
    pthread_mutex_unlock(&wl_mu);
    pthread_cond_destroy(&w.cv);
    return rc;
}

/* The arguments both waits share: ValidateIntegerTypedArray (waitable),
 * ValidateAtomicAccess, the value (ToInt32 / ToBigInt64) and the timeout
 * (ToNumber: NaN is +Infinity, below 0 is 0). *ta is a handle. 0 / -1. */
static int wait_args_js(Vm *vm, Value *argv, int argc, Value *ta, const uint8_t **p, bool *big,
                        uint64_t *v, double *t)
{
    uint32_t idx;
    if (validate_js(vm, ta, ARG(1), AT_WAIT, &idx) < 0)
        return -1;
    *big = ta_kind(v_ta(*ta)) == TA_BIGINT64;
    if (operand_js(vm, *big, ARG(2), v, NULL, NULL) < 0)
        return -1;
    if (ARG(3) == V_UNDEF)
        *t = INFINITY;
    else if (lib_ta_num_js(vm, ARG(3), t) < 0)
        return -1;
    if (isnan(*t))
        *t = INFINITY;
    /* a SharedArrayBuffer is never detached nor shrunk: idx is still in
     * range, and its bytes stay put while *ta (a root) holds it */
    *p = v_ta(*ta)->data + (size_t)idx * (*big ? 8 : 4);
    return 0;
}

static Value atomics_wait(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ta = gc_handle(vm, ARG(0));
    const uint8_t *p;
    bool big;
    uint64_t v;
    double t;
    if (wait_args_js(vm, argv, argc, ta, &p, &big, &v, &t) < 0)
        goto out;
    int w = do_wait(vm, p, big, v, t);
    if (w < 0) {
        vm_poll(vm); /* raises the interrupt (or termination) that stopped the wait */
        goto out;
    }
    r = vm_atom(vm, w == 0 ? "ok" : w == 1 ? "not-equal" : "timed-out");
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- waitAsync ---- */

static Values *slots(Vm *vm) { return (Values *)v_cell(vm->builtin[B_ATOMICS_WAITERS]); }

/* A free slot (its promise entry V_UNDEF) in B_ATOMICS_WAITERS, growing
 * the record when all are taken. UINT32_MAX when out of memory. */
static uint32_t slot_alloc(Vm *vm)
{
    uint32_t cap = v_is_cell(vm->builtin[B_ATOMICS_WAITERS]) ? slots(vm)->cap : 0;
    for (uint32_t i = 0; i < cap; i += 2)
        if (slots(vm)->v[i] == V_UNDEF)
            return i;
    Value n = lib_new_record(vm, cap ? cap * 2 : 8);
    if (n == V_EXC)
        return UINT32_MAX;
    for (uint32_t i = 0; i < cap; i++)
        ((Values *)v_cell(n))->v[i] = slots(vm)->v[i];
    vm->builtin[B_ATOMICS_WAITERS] = n;
    return cap;
}

/* Take async waiter w out of its VM's list and free it; its slot's
 * promise (returned, for the caller to settle) and timer are released. */
static Value async_done(Vm *vm, Waiter *w)
{
    for (Waiter **pp = &vm->lib_state->waiters; *pp; pp = &(*pp)->vnext)
        if (*pp == w) {
            *pp = w->vnext;
            break;
        }
    Values *s = slots(vm);
    Value promise = s->v[w->slot];
    lib_timer_cancel_noalloc(vm, s->v[w->slot + 1]);
    s->v[w->slot] = s->v[w->slot + 1] = V_UNDEF;
    vm_shared_store_unref(w->store);
    free(w);
    return promise;
}

static int settle(Vm *vm, Value promise, const char *outcome)
{
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, promise);
    Value s = vm_atom(vm, outcome);
    int rc = s == V_EXC ? -1 : lib_promise_resolve_with_js(vm, *p, s);
    gc_scope_close(vm, sc);
    return rc;
}

/* Posted by notify to the waiter's VM (any thread): resolve with "ok". vm
 * NULL: the VM went first, and lib_atomics_free already freed w. */
static int resolve_job(tarn_vm *tv, void *data)
{
    Vm *vm = (Vm *)tv;
    if (!vm)
        return TARN_OK;
    return settle(vm, async_done(vm, data), "ok") < 0 ? TARN_ERROR : TARN_OK;
}

/* The timeout timer of the waiter at slot lib_native_data: "timed-out",
 * unless notify took it first (its resolve_job is on the way). */
static Value wait_timeout(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    uint32_t slot = (uint32_t)v_get_int(lib_native_data(argv));
    Waiter *w = vm->lib_state->waiters;
    while (w && w->slot != slot)
        w = w->vnext;
    if (!w)
        return V_UNDEF;
    pthread_mutex_lock(&wl_mu);
    bool mine = !w->notified;
    if (mine)
        wl_unlink(w);
    pthread_mutex_unlock(&wl_mu);
    if (mine && settle(vm, async_done(vm, w), "timed-out") < 0)
        return V_EXC;
    return V_UNDEF;
}

/* { async, value }, as an ordinary object. */
static Value wait_result(Vm *vm, bool async, Value value)
{
    size_t sc = gc_scope_open(vm);
    Value *v = gc_handle(vm, value);
    Value *o = gc_handle(vm, vm_new_object(vm));
    Value r = V_EXC;
    if (*o != V_EXC && lib_def_value(vm, *o, "async", v_bool(async), PROP_DEFAULT) == 0 &&
        lib_def_value(vm, *o, "value", *v, PROP_DEFAULT) == 0)
        r = *o;
    gc_scope_close(vm, sc);
    return r;
}

/* DoWait(async): the value differs ("not-equal") or the timeout is 0
 * ("timed-out") at once; else a promise that notify resolves with "ok"
 * or the timeout with "timed-out". As in node, a pending waiter does not
 * keep the loop alive (its timeout timer is unref'd): a script whose only
 * work left is a waitAsync ends, and the promise never settles. */
static Value atomics_wait_async(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ta = gc_handle(vm, ARG(0));
    Value *promise = gc_handle(vm, V_UNDEF);
    Value *timer = gc_handle(vm, V_UNDEF);
    const uint8_t *p;
    bool big;
    uint64_t v;
    double t;
    if (wait_args_js(vm, argv, argc, ta, &p, &big, &v, &t) < 0)
        goto out;
    if ((*promise = lib_promise_new(vm)) == V_EXC)
        goto out;
    uint32_t slot = slot_alloc(vm);
    if (slot == UINT32_MAX)
        goto out;
    if (isfinite(t) && t > 0) {
        /* The loop's clock counts whole milliseconds, so a timer can fire up
         * to 1 ms before its delay has passed on a finer clock; the spec's
         * waiter waits at least the timeout: one more millisecond. */
        Value fn = lib_new_native_data(vm, "", wait_timeout, 0, v_int((int32_t)slot));
        if (fn == V_EXC || (*timer = lib_timer_start(vm, fn, t + 1)) == V_EXC)
            goto out;
    }
    Waiter *w = calloc(1, sizeof *w);
    if (!w) {
        lib_timer_cancel_noalloc(vm, *timer);
        vm_throw_oom(vm);
        goto out;
    }
    pthread_mutex_lock(&wl_mu);
    const char *now = !still_equal(p, big, v) ? "not-equal" : t <= 0 ? "timed-out" : NULL;
    if (!now) {
        w->addr = p;
        w->vm = vm;
        w->slot = slot;
        w->store = vm_sab_store_ref_noalloc(vm, v_ta(*ta)->buffer);
        wl_append(w);
    }
    pthread_mutex_unlock(&wl_mu);
    if (now) {
        free(w);
        lib_timer_cancel_noalloc(vm, *timer);
        Value s = vm_atom(vm, now);
        r = s == V_EXC ? V_EXC : wait_result(vm, false, s);
        goto out;
    }
    w->vnext = vm->lib_state->waiters;
    vm->lib_state->waiters = w;
    GC_WRITE(vm, slots(vm), &slots(vm)->v[slot], *promise);
    GC_WRITE(vm, slots(vm), &slots(vm)->v[slot + 1], *timer);
    r = wait_result(vm, true, *promise);
out:
    gc_scope_close(vm, sc);
    return r;
}

void lib_atomics_free(Vm *vm)
{
    Waiter *list = vm->lib_state->waiters;
    if (!list)
        return;
    pthread_mutex_lock(&wl_mu);
    for (Waiter *w = list; w; w = w->vnext)
        if (wl_linked(w))
            wl_unlink(w);
    pthread_mutex_unlock(&wl_mu);
    for (Waiter *w = list, *n; w; w = n) {
        n = w->vnext;
        vm_shared_store_unref(w->store);
        free(w);
    }
    vm->lib_state->waiters = NULL;
}

static Value atomics_notify(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ta = gc_handle(vm, ARG(0));
    uint32_t idx;
    double count = INFINITY;
    if (validate_js(vm, ta, ARG(1), AT_NOTIFY, &idx) < 0)
        goto out;
    if (ARG(2) != V_UNDEF) {
        if (vm_to_integer_js(vm, ARG(2), &count) < 0)
            goto out;
        if (count < 0)
            count = 0;
    }
    TypedArrayObj *t = v_ta(*ta);
    if (!v_is_class(t->buffer, CLS_SHAREDARRAYBUFFER)) { /* nobody can wait on it */
        r = v_int(0);
        goto out;
    }
    const uint8_t *p = t->data + (size_t)idx * vm_ta_size[ta_kind(t)];
    double n = 0;
    pthread_mutex_lock(&wl_mu);
    for (Waiter *w = wl_head, *next; w && n < count; w = next) {
        next = w->next;
        if (w->addr != p)
            continue;
        wl_unlink(w);
        w->notified = true;
        if (w->vm)
            /* under wl_mu, so w's VM cannot be freed under the post; out of
             * memory loses the wake-up, as a failed post must */
            lib_loop_post(w->vm, resolve_job, w);
        else
            pthread_cond_signal(&w->cv);
        n++;
    }
    pthread_mutex_unlock(&wl_mu);
    r = v_num(n);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- install ---------------------------------------------------------------- */

int lib_define_atomics(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *a = gc_handle(vm, vm_new_object(vm));
    if (*a == V_EXC)
        goto out;
    /* node's order */
    static const LibFn fns[] = {
        { "load", atomics_op, 2, AT_LOAD },
        { "store", atomics_op, 3, AT_STORE },
        { "add", atomics_op, 3, AT_ADD },
        { "sub", atomics_op, 3, AT_SUB },
        { "and", atomics_op, 3, AT_AND },
        { "or", atomics_op, 3, AT_OR },
        { "xor", atomics_op, 3, AT_XOR },
        { "exchange", atomics_op, 3, AT_EXCHANGE },
        { "compareExchange", atomics_op, 4, AT_CMPXCHG },
        { "isLockFree", atomics_is_lock_free, 1, 0 },
        { "wait", atomics_wait, 4, 0 },
        { "waitAsync", atomics_wait_async, 4, 0 },
        { "notify", atomics_notify, 3, 0 },
        { "pause", atomics_pause, 0, 0 },
        { NULL, NULL, 0, 0 },
    };
    if (lib_def_fns(vm, *a, fns) < 0)
        goto out;
    Value tag = vm_atom(vm, "Atomics");
    if (tag == V_EXC || vm_define_own(vm, *a, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = lib_define_global(vm, "Atomics", *a, PROP_METHOD);
out:
    gc_scope_close(vm, sc);
    return rc;
}
