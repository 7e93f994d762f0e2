/* stdlib/promise.c — Promise (ES2024 §27.2): the constructor, resolving
 * functions, thenable adoption through NewPromiseResolveThenableJob,
 * then/catch/finally, Promise.resolve/reject/withResolvers, species, and the
 * microtask queue with the spec's job order. The combinators live in
 * promise_all.c, the event loop in loop.c.
 *
 * Records (all T_VALUES, so the collector traces them with no new type):
 *   resolving functions' data  R[2] = { promise, alreadyResolved (bool) }
 *   reaction                   X[5] = { cap promise, cap resolve, cap reject,
 *                                        on fulfilled, on rejected }
 *   job                        J[4] = { kind, a, b, c }
 * A reaction whose cap promise is a %Promise% and whose cap resolve is
 * V_UNDEF settles that promise directly: nobody else holds its resolving
 * functions, so skipping them is unobservable. A reaction with cap promise
 * V_UNDEF has no result (await, C subscribers).
 */
#include <stdio.h>

#include "lib.h"
#include "promise.h"
#include "../vm/shape.h"

enum { JOB_REACTION = 0, JOB_THENABLE = 1, JOB_CALL = 2 };
/* a reaction record; X_CTX is the async context when the reaction was made
 * (node's AsyncContextFrame: a handler runs in the context of its then),
 * present only when there was one, so that a program without
 * AsyncLocalStorage makes its records no bigger. A job record
 * (enqueue_job) is the same: J_CTX only for a call or thenable job queued
 * in a context; a reaction job reads its reaction's. */
enum { X_PROMISE, X_RESOLVE, X_REJECT, X_ON_FUL, X_ON_REJ, X_CTX };
enum { J_KIND, J_A, J_B, J_C, J_CTX };

static PromiseObj *P(Value v) { return (PromiseObj *)v_cell(v); }

static Values *REC(Value v) { return (Values *)v_cell(v); }
#define REC_SET(vm, r, i, x) GC_WRITE((vm), REC(r), &REC(r)->v[i], (x))

Value lib_new_native_data(Vm *vm, const char *name, NativeFn fn, int length, Value data)
{
    size_t sc = gc_scope_open(vm);
    Value *d = gc_handle(vm, data);
    Value f = vm_new_native(vm, name, fn, length, 0);
    if (f != V_EXC)
        GC_WRITE(vm, v_obj(f), &((NativeFunc *)v_cell(f))->data, *d);
    gc_scope_close(vm, sc);
    return f;
}

static Value new_promise_proto(Vm *vm, Value proto)
{
    Value p = vm_new_object_class(vm, CLS_PROMISE, sizeof(PromiseObj), proto);
    if (p == V_EXC)
        return V_EXC;
    PromiseObj *po = P(p);
    po->state = v_int(PROMISE_PENDING);
    po->result = V_UNDEF;
    po->reactions = V_UNDEF;
    po->handled = V_FALSE;
    return p;
}

Value lib_promise_new(Vm *vm) { return new_promise_proto(vm, vm->builtin[B_PROMISE_PROTO]); }

/* ---- jobs ---------------------------------------------------------------- */

/* Has a script ever set an async context? B_ASYNC_CONTEXT starts V_EMPTY
 * and, once set, holds a context or undefined, never V_EMPTY again; until
 * then no record carries a context, and a program that never uses
 * AsyncLocalStorage pays this one test per record and per job. */
static inline bool ctx_ever_set(Vm *vm) { return vm->builtin[B_ASYNC_CONTEXT] != V_EMPTY; }

/* The context a record made by new_ctx_record carries at slot i. */
static Value rec_ctx_noalloc(Value rec, uint32_t i)
{
    Values *r = REC(rec);
    return r->cap > i ? r->v[i] : V_UNDEF;
}

/* A record of n slots, and one more at slot n holding the current async
 * context when there is one. */
static __attribute__((noinline, cold)) Value new_record_with_ctx(Vm *vm, uint32_t n)
{
    Value x = lib_new_record(vm, n + 1);
    if (x != V_EXC)
        REC(x)->v[n] = lib_async_context(vm); /* fresh cell: no barrier needed */
    return x;
}

static inline __attribute__((always_inline)) Value new_ctx_record(Vm *vm, uint32_t n)
{
    if (UNLIKELY(ctx_ever_set(vm)) && lib_async_context(vm) != V_UNDEF)
        return new_record_with_ctx(vm, n);
    return lib_new_record(vm, n);
}

static int enqueue_job(Vm *vm, int kind, Value a, Value b, Value c)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, a);
    gc_handle(vm, b);
    gc_handle(vm, c);
    int rc = -1;
    /* a reaction runs in its reaction's context; the others in the one
     * they were queued in (queueMicrotask, a thenable's job) */
    Value j = kind == JOB_REACTION ? lib_new_record(vm, J_CTX) : new_ctx_record(vm, J_CTX);
    if (j != V_EXC) {
        Values *r = REC(j);
        r->v[J_KIND] = v_int(kind); /* fresh cell: no barrier needed */
        r->v[J_A] = h[0];
        r->v[J_B] = h[1];
        r->v[J_C] = h[2];
        rc = lib_ring_push(vm, B_JOB_QUEUE, j);
    }
    gc_scope_close(vm, sc);
    return rc;
}

int lib_enqueue_microtask(Vm *vm, Value fn, Value arg) { return enqueue_job(vm, JOB_CALL, fn, arg, V_UNDEF); }

/* ---- async context ------------------------------------------------------ */

Value lib_async_context(Vm *vm)
{
    Value c = vm->builtin[B_ASYNC_CONTEXT];
    return c == V_EMPTY ? V_UNDEF : c;
}

/* A function bound by lib_async_bind_js: data is [context, fn]. */
static Value async_bound(Vm *vm, Value *argv, int argc, bool construct)
{
    Value d = ((NativeFunc *)v_cell(CALLEE))->data;
    size_t sc = gc_scope_open(vm);
    Value *outer = gc_handle(vm, lib_async_context(vm));
    Value *fn = gc_handle(vm, REC(d)->v[1]);
    vm->builtin[B_ASYNC_CONTEXT] = REC(d)->v[0];
    Value r = vm_call_js(vm, *fn, THIS, argc, argv);
    vm->builtin[B_ASYNC_CONTEXT] = *outer;
    gc_scope_close(vm, sc);
    return r;
}

Value lib_async_bind_js(Vm *vm, Value fn)
{
    if (lib_async_context(vm) == V_UNDEF)
        return fn;
    size_t sc = gc_scope_open(vm);
    Value *fh = gc_handle(vm, fn);
    Value r = V_EXC;
    Value *d = gc_handle(vm, lib_new_record(vm, 2));
    if (*d != V_EXC) {
        REC(*d)->v[0] = lib_async_context(vm);
        REC(*d)->v[1] = *fh;
        r = lib_new_native_data(vm, "", async_bound, 0, *d);
    }
    gc_scope_close(vm, sc);
    return r;
}

/* ---- settling ------------------------------------------------------------- */

/* TriggerPromiseReactions: one job per reaction, in registration order. */
static int trigger(Vm *vm, Value *reactions, Value arg, int kind)
{
    if (*reactions == V_UNDEF)
        return 0;
    if (!v_is_object(*reactions)) /* one reaction: the record itself */
        return enqueue_job(vm, JOB_REACTION, *reactions, arg, v_int(kind));
    int64_t n = vm_array(*reactions)->length;
    for (int64_t i = 0; i < n; i++) {
        Value x = vm_array(*reactions)->elems->v[i];
        if (enqueue_job(vm, JOB_REACTION, x, arg, v_int(kind)) < 0)
            return -1;
    }
    return 0;
}

static int settle(Vm *vm, Value p, Value v, int state)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, p);
    Value *vh = gc_handle(vm, v);
    Value *rh = gc_handle(vm, P(p)->reactions);
    PromiseObj *po = P(*ph);
    GC_WRITE(vm, v_obj(*ph), &po->result, *vh);
    po->state = v_int(state);
    po->reactions = V_UNDEF;
    int rc = 0;
    if (state == PROMISE_REJECTED && P(*ph)->handled == V_FALSE)
        rc = lib_track_rejection(vm, *ph);
    if (rc == 0)
        rc = trigger(vm, rh, *vh, state);
    gc_scope_close(vm, sc);
    return rc;
}

int lib_promise_reject(Vm *vm, Value p, Value reason)
{
    if (v_get_int(P(p)->state) != PROMISE_PENDING)
        return 0;
    return settle(vm, p, reason, PROMISE_REJECTED);
}

/* The body of a promise's resolve function (§27.2.1.3.2 steps 7-16). */
static int resolve_promise_js(Vm *vm, Value p, Value v)
{
    if (v == p) {
        size_t sc = gc_scope_open(vm);
        Value *ph = gc_handle(vm, p);
        Value msg = vm_str_from_cstr(vm, "Chaining cycle detected for promise #<Promise>");
        Value e = msg == V_EXC ? V_EXC : vm_new_error(vm, ERR_TYPE, msg);
        int rc = e == V_EXC ? -1 : settle(vm, *ph, e, PROMISE_REJECTED);
        gc_scope_close(vm, sc);
        return rc;
    }
    if (!v_is_object(v))
        return settle(vm, p, v, PROMISE_FULFILLED);
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, p);
    Value *vh = gc_handle(vm, v);
    int rc;
    Value then = vm_get_prop_js(vm, *vh, vm->atom[A_then]);
    if (then == V_EXC) {
        Value e = vm_take_exception(vm);
        rc = settle(vm, *ph, e, PROMISE_REJECTED);
    } else if (!vm_is_callable_noalloc(then)) {
        rc = settle(vm, *ph, *vh, PROMISE_FULFILLED);
    } else {
        rc = enqueue_job(vm, JOB_THENABLE, *ph, *vh, then);
    }
    gc_scope_close(vm, sc);
    return rc;
}

int lib_promise_resolve_iter_result_js(Vm *vm, Value p, Value v)
{
    if (v_get_int(P(p)->state) != PROMISE_PENDING)
        return 0;
    /* no `then` on %Object.prototype% (whose prototype is always null): the
     * lookup resolve would do finds nothing, so fulfil directly (V8 does the
     * same behind its Promise.then protector). Adding or removing a property
     * of a prototype bumps vm->shape_epoch, so the answer is kept per epoch. */
    int64_t epoch = vm->shape_epoch;
    if (vm->lib_state->promise.no_then_epoch == epoch)
        return settle(vm, p, v, PROMISE_FULFILLED);
    PropDesc d;
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, p);
    Value *vh = gc_handle(vm, v);
    int own = vm_get_own_prop(vm, vm->builtin[B_OBJECT_PROTO], vm->atom[A_then], &d);
    if (own == 0)
        vm->lib_state->promise.no_then_epoch = epoch;
    int rc = own < 0 ? -1 : own == 0 ? settle(vm, *ph, *vh, PROMISE_FULFILLED) : resolve_promise_js(vm, *ph, *vh);
    gc_scope_close(vm, sc);
    return rc;
}

int lib_promise_resolve_with_js(Vm *vm, Value p, Value v)
{
    if (v_get_int(P(p)->state) != PROMISE_PENDING)
        return 0;
    return resolve_promise_js(vm, p, v);
}

/* Resolving functions: data R = { promise, alreadyResolved }; magic 0
 * resolve, 1 reject. */
static Value resolving_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    Value r = lib_native_data(argv);
    if (REC(r)->v[1] == V_TRUE)
        return V_UNDEF;
    REC(r)->v[1] = V_TRUE;
    Value p = REC(r)->v[0];
    int rc = MAGIC ? settle(vm, p, ARG(0), PROMISE_REJECTED) : resolve_promise_js(vm, p, ARG(0));
    return rc < 0 ? V_EXC : V_UNDEF;
}

/* CreateResolvingFunctions(p) into out[0] (resolve), out[1] (reject). */
int lib_make_resolvers(Vm *vm, Value p, Value *out)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, p);
    Value *r = gc_handle(vm, lib_new_record(vm, 2));
    int rc = -1;
    if (*r == V_EXC)
        goto out;
    REC(*r)->v[0] = *ph;
    REC(*r)->v[1] = V_FALSE;
    Value f = lib_new_native_data(vm, "", resolving_fn, 1, *r);
    if (f == V_EXC)
        goto out;
    out[0] = f;
    f = lib_new_native_data(vm, "", resolving_fn, 1, *r);
    if (f == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(f))->magic = 1;
    out[1] = f;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- capabilities ----------------------------------------------------------- */

static Value cap_executor(Vm *vm, Value *argv, int argc, bool construct)
{
    Value r = lib_native_data(argv);
    if (REC(r)->v[0] != V_UNDEF || REC(r)->v[1] != V_UNDEF)
        return vm_throw_error(vm, ERR_TYPE, "Promise executor has already been invoked with non-undefined arguments");
    REC_SET(vm, r, 0, ARG(0));
    REC_SET(vm, r, 1, ARG(1));
    return V_UNDEF;
}

int lib_new_capability_js(Vm *vm, Value ctor, Value *cap)
{
    cap[1] = cap[2] = V_UNDEF;
    if (ctor == vm->builtin[B_PROMISE_CTOR]) {
        cap[0] = lib_promise_new(vm);
        return cap[0] == V_EXC ? -1 : 0;
    }
    if (!vm_is_constructor_noalloc(ctor)) {
        char d[128];
        vm_short_repr(vm, ctor, d, sizeof d);
        vm_throw_error(vm, ERR_TYPE, "%s is not a constructor", d);
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    Value *r = gc_handle(vm, lib_new_record(vm, 2));
    int rc = -1;
    if (*r == V_EXC)
        goto out;
    Value *ex = gc_handle(vm, lib_new_native_data(vm, "", cap_executor, 2, *r));
    if (*ex == V_EXC)
        goto out;
    Value p = vm_construct_js(vm, *c, 1, ex, *c);
    if (p == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(REC(*r)->v[0]) || !vm_is_callable_noalloc(REC(*r)->v[1])) {
        vm_throw_error(vm, ERR_TYPE, "Promise resolve or reject function is not callable");
        goto out;
    }
    cap[0] = p;
    cap[1] = REC(*r)->v[0];
    cap[2] = REC(*r)->v[1];
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_cap_resolve_js(Vm *vm, Value *cap, Value v)
{
    if (cap[1] == V_UNDEF)
        return lib_promise_resolve_with_js(vm, cap[0], v);
    return vm_call_js(vm, cap[1], V_UNDEF, 1, &v) == V_EXC ? -1 : 0;
}

int lib_cap_reject_js(Vm *vm, Value *cap, Value v)
{
    if (cap[2] == V_UNDEF)
        return lib_promise_reject(vm, cap[0], v);
    return vm_call_js(vm, cap[2], V_UNDEF, 1, &v) == V_EXC ? -1 : 0;
}

/* ---- running jobs ------------------------------------------------------------ */

static inline __attribute__((always_inline)) int run_reaction_js(Vm *vm, Value *j)
{
    Value *x = gc_handle(vm, REC(*j)->v[1]);
    Value *arg = gc_handle(vm, REC(*j)->v[2]);
    int kind = v_get_int(REC(*j)->v[3]);
    Value *cap = gc_handle(vm, REC(*x)->v[X_PROMISE]);
    gc_handle(vm, REC(*x)->v[X_RESOLVE]);
    gc_handle(vm, REC(*x)->v[X_REJECT]);
    Value handler = REC(*x)->v[kind == PROMISE_FULFILLED ? X_ON_FUL : X_ON_REJ];
    Value res;
    bool ok;
    if (!vm_is_callable_noalloc(handler)) {
        res = *arg;
        ok = kind == PROMISE_FULFILLED;
    } else {
        res = vm_call_js(vm, handler, V_UNDEF, 1, arg);
        ok = res != V_EXC;
        if (!ok) {
            if (cap[0] == V_UNDEF)
                return -1; /* no capability: the error is uncaught */
            res = vm_take_exception(vm);
        }
    }
    if (cap[0] == V_UNDEF)
        return 0;
    return ok ? lib_cap_resolve_js(vm, cap, res) : lib_cap_reject_js(vm, cap, res);
}

static int run_thenable_js(Vm *vm, Value *j)
{
    Value *fns = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    if (lib_make_resolvers(vm, REC(*j)->v[1], fns) < 0)
        return -1;
    Value r = vm_call_js(vm, REC(*j)->v[3], REC(*j)->v[2], 2, fns);
    if (r != V_EXC)
        return 0;
    Value *e = gc_handle(vm, vm_take_exception(vm));
    return vm_call_js(vm, fns[1], V_UNDEF, 1, e) == V_EXC ? -1 : 0;
}

static int run_call_js(Vm *vm, Value *j)
{
    Value *arg = gc_handle(vm, REC(*j)->v[2]);
    Value r = vm_call_js(vm, REC(*j)->v[1], V_UNDEF, *arg == V_EMPTY ? 0 : 1, arg);
    return r == V_EXC ? -1 : 0;
}

static inline __attribute__((always_inline)) int run_job(Vm *vm, Value *j)
{
    switch (v_get_int(REC(*j)->v[J_KIND])) {
    case JOB_REACTION: return run_reaction_js(vm, j);
    case JOB_THENABLE: return run_thenable_js(vm, j);
    default: return run_call_js(vm, j);
    }
}

/* run_job in the job's async context: a reaction's is its reaction's, the
 * others' their own. The context is switched only when the job or the
 * current one has one. */
static __attribute__((noinline)) int run_job_in_ctx(Vm *vm, Value *j)
{
    Value ctx = v_get_int(REC(*j)->v[J_KIND]) == JOB_REACTION ? rec_ctx_noalloc(REC(*j)->v[J_A], X_CTX)
                                                               : rec_ctx_noalloc(*j, J_CTX);
    if (ctx == V_UNDEF && lib_async_context(vm) == V_UNDEF)
        return run_job(vm, j);
    size_t sc = gc_scope_open(vm);
    Value *outer = gc_handle(vm, lib_async_context(vm));
    vm->builtin[B_ASYNC_CONTEXT] = ctx;
    int rc = run_job(vm, j);
    vm->builtin[B_ASYNC_CONTEXT] = *outer;
    gc_scope_close(vm, sc);
    return rc;
}

int lib_run_microtasks(Vm *vm)
{
    for (;;) {
        Value job = lib_ring_shift_noalloc(vm, B_JOB_QUEUE);
        if (job == V_EMPTY)
            return 0;
        size_t sc = gc_scope_open(vm);
        Value *j = gc_handle(vm, job);
        int rc = UNLIKELY(ctx_ever_set(vm)) ? run_job_in_ctx(vm, j) : run_job(vm, j);
        gc_scope_close(vm, sc);
        /* a job has no back-edge: charge it, so an endless chain of jobs
         * meets the time limit and interrupts */
        if (rc < 0 || vm_poll_charge(vm, 1) < 0)
            return -1;
    }
}

/* ---- then ------------------------------------------------------------------ */

/* PerformPromiseThen(p, on_ful, on_rej, cap). cap[0..2] as from
 * lib_new_capability_js, or cap == NULL for none. */
static int perform_then(Vm *vm, Value p, Value on_ful, Value on_rej, const Value *cap)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, p);
    Value *h = gc_handle(vm, vm_is_callable_noalloc(on_ful) ? on_ful : V_UNDEF);
    gc_handle(vm, vm_is_callable_noalloc(on_rej) ? on_rej : V_UNDEF);
    Value *ch = gc_handle(vm, cap ? cap[0] : V_UNDEF);
    gc_handle(vm, cap ? cap[1] : V_UNDEF);
    gc_handle(vm, cap ? cap[2] : V_UNDEF);
    int rc = -1;
    Value *x = gc_handle(vm, new_ctx_record(vm, X_CTX));
    if (*x == V_EXC)
        goto out;
    for (int i = 0; i < 3; i++)
        REC(*x)->v[X_PROMISE + i] = ch[i];
    REC(*x)->v[X_ON_FUL] = h[0];
    REC(*x)->v[X_ON_REJ] = h[1];
    int state = v_get_int(P(*ph)->state);
    if (state == PROMISE_PENDING) {
        /* most promises get one reaction: it is kept alone, and an array
         * is made at the second */
        if (P(*ph)->reactions == V_UNDEF) {
            GC_WRITE(vm, v_obj(*ph), &P(*ph)->reactions, *x);
            rc = 0;
        } else {
            if (!v_is_object(P(*ph)->reactions)) {
                Value *a = gc_handle(vm, vm_new_array(vm, 2));
                if (*a == V_EXC || vm_array_append(vm, *a, P(*ph)->reactions) < 0)
                    goto out;
                GC_WRITE(vm, v_obj(*ph), &P(*ph)->reactions, *a);
            }
            rc = vm_array_append(vm, P(*ph)->reactions, *x);
        }
    } else {
        /* a rejected promise that gets its first handler: HostPromiseRejectionTracker "handle" */
        rc = enqueue_job(vm, JOB_REACTION, *x, P(*ph)->result, v_int(state));
        /* handled after it was reported: node's 'rejectionhandled' warning */
        if (rc == 0 && v_is_int(P(*ph)->handled))
            rc = lib_rejection_handled_late(vm, P(*ph)->handled);
    }
    P(*ph)->handled = V_TRUE;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_promise_then_native(Vm *vm, Value p, NativeFn on_ful, NativeFn on_rej, Value data)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, p);
    Value *d = gc_handle(vm, data);
    Value *f = gc_handle(vm, on_ful ? lib_new_native_data(vm, "", on_ful, 1, *d) : V_UNDEF);
    Value *r = gc_handle(vm, on_rej && *f != V_EXC ? lib_new_native_data(vm, "", on_rej, 1, *d) : V_UNDEF);
    int rc = -1;
    if (*f != V_EXC && *r != V_EXC)
        rc = perform_then(vm, *h, *f, *r, NULL);
    gc_scope_close(vm, sc);
    return rc;
}

int lib_await_value_fns(Vm *vm, Value v, Value on_ful, Value on_rej)
{
    if (v_is_object(v)) {
        size_t sc = gc_scope_open(vm);
        Value *fh = gc_handle(vm, on_ful);
        Value *rh = gc_handle(vm, on_rej);
        Value p = lib_promise_resolve_js(vm, v);
        int rc = p == V_EXC ? -1 : perform_then(vm, p, *fh, *rh, NULL);
        gc_scope_close(vm, sc);
        return rc;
    }
    /* PromiseResolve of a primitive is a fulfilled promise nobody else can
     * see, and PerformPromiseThen on it only enqueues the reaction job: do
     * that without the promise */
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value *h = gc_handle(vm, vm_is_callable_noalloc(on_ful) ? on_ful : V_UNDEF);
    gc_handle(vm, vm_is_callable_noalloc(on_rej) ? on_rej : V_UNDEF);
    int rc = -1;
    Value x = new_ctx_record(vm, X_CTX);
    if (x != V_EXC) {
        REC(x)->v[X_ON_FUL] = h[0];
        REC(x)->v[X_ON_REJ] = h[1];
        rc = enqueue_job(vm, JOB_REACTION, x, *vh, v_int(PROMISE_FULFILLED));
    }
    gc_scope_close(vm, sc);
    return rc;
}

int lib_promise_then_fns(Vm *vm, Value p, Value on_ful, Value on_rej)
{
    return perform_then(vm, p, on_ful, on_rej, NULL);
}

int lib_promise_then_into(Vm *vm, Value p, Value on_ful, Value on_rej, Value result)
{
    const Value cap[3] = {result, V_UNDEF, V_UNDEF};
    return perform_then(vm, p, on_ful, on_rej, cap);
}

static Value incompatible(Vm *vm, const char *method, Value recv)
{
    char b[128];
    if (v_is_array(recv))
        snprintf(b, sizeof b, "[object Array]");
    else
        vm_short_repr(vm, recv, b, sizeof b);
    return vm_throw_error(vm, ERR_TYPE, "Method %s called on incompatible receiver %s", method, b);
}

/* SpeciesConstructor(o, %Promise%), with a fast answer for the intrinsic. */
static Value species_ctor_js(Vm *vm, Value o)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    Value r = V_EXC;
    Value c = vm_get_prop_js(vm, *oh, vm->atom[A_constructor]);
    if (c == V_EXC)
        goto out;
    if (c == V_UNDEF) {
        r = vm->builtin[B_PROMISE_CTOR];
        goto out;
    }
    if (!v_is_object(c)) {
        vm_throw_error(vm, ERR_TYPE, "The .constructor property is not an object");
        goto out;
    }
    Value *ch = gc_handle(vm, c);
    Value s = vm_get_prop_js(vm, *ch, vm->builtin[B_SYM_SPECIES]);
    if (s == V_EXC)
        goto out;
    if (v_is_nullish(s)) {
        r = vm->builtin[B_PROMISE_CTOR];
        goto out;
    }
    if (!vm_is_constructor_noalloc(s)) {
        vm_throw_error(vm, ERR_TYPE, "object.constructor[Symbol.species] is not a constructor");
        goto out;
    }
    r = s;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value then_with_ctor_js(Vm *vm, Value p, Value ctor, Value on_ful, Value on_rej)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, p);
    gc_handle(vm, on_ful);
    gc_handle(vm, on_rej);
    Value *cap = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (lib_new_capability_js(vm, ctor, cap) == 0 && perform_then(vm, h[0], h[1], h[2], cap) == 0)
        r = cap[0];
    gc_scope_close(vm, sc);
    return r;
}

static Value promise_then(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!lib_is_promise(THIS))
        return incompatible(vm, "Promise.prototype.then", THIS);
    Value c = species_ctor_js(vm, THIS);
    if (c == V_EXC)
        return V_EXC;
    return then_with_ctor_js(vm, THIS, c, ARG(0), ARG(1));
}

/* Invoke(p, "then", args): argc 1 or 2 (the count is observable). */
static Value invoke_then_js(Vm *vm, Value p, Value on_ful, Value on_rej, int argc)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, p);
    Value *args = gc_handle(vm, on_ful);
    gc_handle(vm, on_rej);
    Value r = V_EXC;
    Value then = vm_get_prop_js(vm, *h, vm->atom[A_then]);
    if (then == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(then)) {
        lib_require_callable(vm, then);
        goto out;
    }
    r = vm_call_js(vm, then, *h, argc, args);
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_invoke_then_js(Vm *vm, Value p, Value on_ful, Value on_rej)
{
    return invoke_then_js(vm, p, on_ful, on_rej, 2);
}

static Value promise_catch(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_invoke_then_js(vm, THIS, V_UNDEF, ARG(0));
}

/* finally: data F[2] = { onFinally, C }; magic 0 then-finally, 1 catch-finally. */
static Value value_thunk(Vm *vm, Value *argv, int argc, bool construct)
{
    Value d = lib_native_data(argv);
    return MAGIC ? vm_throw(vm, d) : d;
}

static Value finally_step(Vm *vm, Value *argv, int argc, bool construct)
{
    Value f = lib_native_data(argv);
    size_t sc = gc_scope_open(vm);
    Value *fh = gc_handle(vm, f);
    Value *v = gc_handle(vm, ARG(0));
    Value r = V_EXC;
    Value res = vm_call_js(vm, REC(*fh)->v[0], V_UNDEF, 0, NULL);
    if (res == V_EXC)
        goto out;
    Value *rh = gc_handle(vm, res);
    Value *cap = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    /* PromiseResolve(C, result) */
    if (lib_is_promise(*rh)) {
        Value pc = vm_get_prop_js(vm, *rh, vm->atom[A_constructor]);
        if (pc == V_EXC)
            goto out;
        if (pc == REC(*fh)->v[1])
            cap[0] = *rh;
    }
    if (cap[0] == V_UNDEF) {
        if (lib_new_capability_js(vm, REC(*fh)->v[1], cap) < 0 || lib_cap_resolve_js(vm, cap, *rh) < 0)
            goto out;
    }
    Value *th = gc_handle(vm, lib_new_native_data(vm, "", value_thunk, 0, *v));
    if (*th == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(*th))->magic = MAGIC;
    r = invoke_then_js(vm, cap[0], *th, V_UNDEF, 1); /* Invoke(promise, "then", « thunk ») */
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value promise_finally(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "Promise.prototype.finally", THIS);
    Value c = species_ctor_js(vm, THIS);
    if (c == V_EXC)
        return V_EXC;
    if (!vm_is_callable_noalloc(ARG(0)))
        return lib_invoke_then_js(vm, THIS, ARG(0), ARG(0));
    size_t sc = gc_scope_open(vm);
    Value *ch = gc_handle(vm, c);
    Value *fns = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    Value *f = gc_handle(vm, lib_new_record(vm, 2));
    if (*f == V_EXC)
        goto out;
    REC(*f)->v[0] = ARG(0);
    REC(*f)->v[1] = *ch;
    if ((fns[0] = lib_new_native_data(vm, "", finally_step, 1, *f)) == V_EXC)
        goto out;
    if ((fns[1] = lib_new_native_data(vm, "", finally_step, 1, *f)) == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(fns[1]))->magic = 1;
    r = lib_invoke_then_js(vm, THIS, fns[0], fns[1]);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- constructor and statics ---------------------------------------------- */

static Value promise_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Promise constructor cannot be invoked without 'new'");
    if (!vm_is_callable_noalloc(ARG(0))) {
        char d[128];
        vm_short_repr(vm, ARG(0), d, sizeof d);
        return vm_throw_error(vm, ERR_TYPE, "Promise resolver %s is not a function", d);
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, vm->builtin[B_PROMISE_PROTO]);
    if (v_is_object(THIS) && THIS != CALLEE) { /* subclass: new.target.prototype */
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    Value *ph = gc_handle(vm, new_promise_proto(vm, *proto));
    if (*ph == V_EXC)
        goto out;
    Value *fns = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    if (lib_make_resolvers(vm, *ph, fns) < 0)
        goto out;
    if (vm_call_js(vm, ARG(0), V_UNDEF, 2, fns) == V_EXC) {
        Value *e = gc_handle(vm, vm_take_exception(vm));
        if (vm_call_js(vm, fns[1], V_UNDEF, 1, e) == V_EXC)
            goto out;
    }
    r = *ph;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* x.constructor for a promise x with no own properties whose prototype is
 * %Promise.prototype% holding `constructor` as a data property: the value
 * of that slot, without a lookup through the chain (every await of a
 * promise asks). The slot index is kept per vm->shape_epoch, which any
 * change to the keys or attributes of a prototype bumps (vm/shape.h);
 * %Promise.prototype% is one since x's shape has it as proto. False: do
 * the full [[Get]]. */
static bool promise_ctor_noalloc(Vm *vm, Value x, Value *out)
{
    Shape *s = v_obj(x)->shape;
    Value proto = vm->builtin[B_PROMISE_PROTO];
    if ((s->hdr.flags & SHAPE_DICT) || s->nprops != 0 || s->proto != proto)
        return false;
    Object *po = v_obj(proto);
    int64_t epoch = vm->shape_epoch;
    if (vm->lib_state->promise.ctor_epoch != epoch) {
        uint32_t slot, attrs;
        if (!vm_shape_lookup_noalloc(po->shape, vm->atom[A_constructor], &slot, &attrs) ||
            (attrs & PROP_ACCESSOR))
            return false;
        vm->lib_state->promise.ctor_slot = slot;
        vm->lib_state->promise.ctor_epoch = epoch;
    }
    *out = po->slots->v[vm->lib_state->promise.ctor_slot];
    return true;
}

/* PromiseResolve(C, x) */
static Value promise_resolve_c_js(Vm *vm, Value c, Value x)
{
    Value pc;
    if (lib_is_promise(x) && promise_ctor_noalloc(vm, x, &pc) && pc == c)
        return x;
    size_t sc = gc_scope_open(vm);
    Value *ch = gc_handle(vm, c);
    Value *xh = gc_handle(vm, x);
    Value r = V_EXC;
    if (lib_is_promise(*xh)) {
        pc = vm_get_prop_js(vm, *xh, vm->atom[A_constructor]);
        if (pc == V_EXC)
            goto out;
        if (pc == *ch) {
            r = *xh;
            goto out;
        }
    }
    Value *cap = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    if (lib_new_capability_js(vm, *ch, cap) == 0 && lib_cap_resolve_js(vm, cap, *xh) == 0)
        r = cap[0];
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_promise_resolve_js(Vm *vm, Value v) { return promise_resolve_c_js(vm, vm->builtin[B_PROMISE_CTOR], v); }

static Value promise_s_resolve(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return vm_throw_error(vm, ERR_TYPE, "PromiseResolve called on non-object");
    return promise_resolve_c_js(vm, THIS, ARG(0));
}

static Value promise_s_reject(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return vm_throw_error(vm, ERR_TYPE, "PromiseReject called on non-object");
    size_t sc = gc_scope_open(vm);
    Value *cap = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (lib_new_capability_js(vm, THIS, cap) == 0 && lib_cap_reject_js(vm, cap, ARG(0)) == 0)
        r = cap[0];
    gc_scope_close(vm, sc);
    return r;
}

/* Promise.withResolvers(): { promise, resolve, reject } */
static Value promise_s_with_resolvers(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value *cap = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (lib_new_capability_js(vm, THIS, cap) < 0)
        goto out;
    if (cap[1] == V_UNDEF && lib_make_resolvers(vm, cap[0], cap + 1) < 0)
        goto out;
    Value *o = gc_handle(vm, vm_new_object(vm));
    if (*o == V_EXC || lib_def_value(vm, *o, "promise", cap[0], PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *o, "resolve", cap[1], PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *o, "reject", cap[2], PROP_DEFAULT) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Promise.try(fn, ...args): a promise of C settled by calling fn now */
static Value promise_s_try(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return vm_throw_error(vm, ERR_TYPE, "Promise.try called on non-object");
    size_t sc = gc_scope_open(vm);
    Value *cap = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (lib_new_capability_js(vm, THIS, cap) < 0)
        goto out;
    Value v = lib_require_fn_typed(vm, ARG(0)) < 0 ? V_EXC : vm_call_js(vm, ARG(0), V_UNDEF, argc > 1 ? argc - 1 : 0, argv + 1);
    if (v == V_EXC ? lib_cap_reject_js(vm, cap, vm_take_exception(vm)) < 0 : lib_cap_resolve_js(vm, cap, v) < 0)
        goto out;
    r = cap[0];
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value promise_species(Vm *vm, Value *argv, int argc, bool construct) { return THIS; }

static Value queue_microtask(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!vm_is_callable_noalloc(ARG(0))) {
        lib_invalid_callback(vm, ARG(0));
        return V_EXC;
    }
    return lib_enqueue_microtask(vm, ARG(0), V_EMPTY) < 0 ? V_EXC : V_UNDEF;
}

int lib_install_promise(Vm *vm)
{
    static const LibFn proto_fns[] = {
        {"then", promise_then, 2, 0},
        {"catch", promise_catch, 1, 0},
        {"finally", promise_finally, 1, 0},
        {NULL, NULL, 0, 0},
    };
    static const LibFn static_fns[] = {
        {"resolve", promise_s_resolve, 1, 0},
        {"reject", promise_s_reject, 1, 0},
        {"withResolvers", promise_s_with_resolvers, 0, 0},
        {"try", promise_s_try, 1, 0},
        {NULL, NULL, 0, 0},
    };
    Value p = vm_new_object(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[B_PROMISE_PROTO] = p;
    Value c = vm_def_ctor(vm, "Promise", promise_ctor, 1, vm->builtin[B_PROMISE_PROTO]);
    if (c == V_EXC)
        return -1;
    vm->builtin[B_PROMISE_CTOR] = c;
    if (lib_def_fns(vm, vm->builtin[B_PROMISE_PROTO], proto_fns) < 0)
        return -1;
    Value then = vm_get_prop_js(vm, vm->builtin[B_PROMISE_PROTO], vm->atom[A_then]);
    if (then == V_EXC)
        return -1;
    vm->builtin[B_PROMISE_THEN] = then;
    Value tag = vm_str_from_cstr(vm, "Promise");
    if (tag == V_EXC ||
        vm_define_own(vm, vm->builtin[B_PROMISE_PROTO], vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        return -1;
    /* V8's key order: the combinators first */
    if (lib_promise_install_combinators(vm, vm->builtin[B_PROMISE_CTOR]) < 0)
        return -1;
    if (lib_def_fns(vm, vm->builtin[B_PROMISE_CTOR], static_fns) < 0)
        return -1;
    Value g = vm_new_native(vm, "get [Symbol.species]", promise_species, 0, 0);
    if (g == V_EXC)
        return -1;
    vm->builtin[B_PROMISE_SPECIES] = g;
    if (vm_define_accessor(vm, vm->builtin[B_PROMISE_CTOR], vm->builtin[B_SYM_SPECIES], vm->builtin[B_PROMISE_SPECIES],
                           V_UNDEF, PROP_CONFIGURABLE) < 0)
        return -1;
    return vm_def_native(vm, vm->global, "queueMicrotask", queue_microtask, 1, 0);
}
