/* stdlib/promise.h — Promise, the microtask (job) queue and the event loop,
 * as a C API for the rest of tarn (async functions, hosts, the CLI).
 *
 * Everything here follows the moving-GC rule of gc/gc.h: Values passed in are
 * rooted by the callee, and every returned Value must be rooted by the caller
 * before its next allocating call. Functions return 0 / -1 (or V_EXC) with
 * the exception pending in the VM.
 *
 * State lives in GC cells reachable from vm->builtin[] (the promise.c and
 * loop.c lines of stdlib/builtins.def), so the job queue, pending timers and
 * the closures they hold are precise roots: nothing in this module keeps a
 * Value in C memory between calls (the counters and modes are C numbers in
 * LibState).
 *
 * Using it for `await` (the async-function engineer):
 *
 *     Value p = lib_promise_resolve_js(vm, v);           // PromiseResolve(%Promise%, v)
 *     lib_promise_then_native(vm, p, on_ok, on_err, gen); // PerformPromiseThen, no result promise
 *
 * on_ok / on_err are ordinary NativeFns: they run as microtasks with the
 * settled value in argv[0] and read `gen` back with lib_native_data(argv).
 * A native returning V_EXC from such a reaction is reported as an uncaught
 * exception by the loop (node prints and exits 1).
 */
#ifndef TARN_PROMISE_H
#define TARN_PROMISE_H

#include "lib.h"

/* Promise state (PromiseObj.state). */
enum { PROMISE_PENDING = 0, PROMISE_FULFILLED = 1, PROMISE_REJECTED = 2 };

/* A Promise instance (CLS_PROMISE). Every field is a Value, so the generic
 * object trace visits them. reactions, while pending: V_UNDEF, one
 * reaction record (a T_VALUES cell, never an object), or an array of them
 * once there are two or more; V_UNDEF once settled. */
typedef struct PromiseObj {
    Object o;
    Value state;     /* int PROMISE_* */
    Value result;    /* value or reason once settled */
    Value reactions;
    Value handled;   /* bool: [[PromiseIsHandled]]; an int: unhandled and
                        already reported under that rejection id */
} PromiseObj;

static inline bool lib_is_promise(Value v) { return v_is_class(v, CLS_PROMISE); }
static inline int lib_promise_state_noalloc(Value p) { return v_get_int(((PromiseObj *)v_cell(p))->state); }
static inline Value lib_promise_result_noalloc(Value p) { return ((PromiseObj *)v_cell(p))->result; }
/* The data Value of the native function being called (NativeFunc.data). */
static inline Value lib_native_data(Value *argv) { return ((NativeFunc *)v_cell(argv[-2]))->data; }

/* A new pending %Promise%. */
Value lib_promise_new(Vm *vm);
/* Resolve p with v as its resolve function would (thenables adopted through
 * a job, a cycle rejected with TypeError); no-op on a settled p. 0 / -1. */
int lib_promise_resolve_with_js(Vm *vm, Value p, Value v);
/* The same for v a fresh CreateIterResultObject result (own value and done
 * only, prototype %Object.prototype%): skips the `then` lookup while
 * %Object.prototype% has no `then`. 0 / -1. */
int lib_promise_resolve_iter_result_js(Vm *vm, Value p, Value v);
/* Reject p with reason (no-op if p is settled). 0 / -1 (OOM). */
int lib_promise_reject(Vm *vm, Value p, Value reason);
/* PromiseResolve(%Promise%, v): v itself if it is a %Promise% whose
 * constructor is %Promise%, else a new promise resolved with v. */
Value lib_promise_resolve_js(Vm *vm, Value v);
/* PerformPromiseThen(p, on_ful, on_rej) with no result capability, where the
 * handlers are natives created here with `data` (see lib_native_data). Marks
 * p handled. 0 / -1. */
int lib_promise_then_native(Vm *vm, Value p, NativeFn on_ful, NativeFn on_rej, Value data);
/* PerformPromiseThen(p, on_ful, on_rej) with no result capability, with
 * existing functions (an async function reuses its pair for every await). */
int lib_promise_then_fns(Vm *vm, Value p, Value on_ful, Value on_rej);
/* Await's PromiseResolve(%Promise%, v) + PerformPromiseThen with existing
 * reaction functions (a primitive v skips the invisible promise). 0 / -1
 * with the exception pending (PromiseResolve threw, or out of memory). */
int lib_await_value_fns(Vm *vm, Value v, Value on_ful, Value on_rej);
/* PerformPromiseThen(p, on_ful, on_rej, capability of the %Promise% result):
 * the handler's outcome settles `result` (an undefined handler passes the
 * value or reason through). 0 / -1. */
int lib_promise_then_into(Vm *vm, Value p, Value on_ful, Value on_rej, Value result);
/* A native function with a data Value (the building block of the above). */
Value lib_new_native_data(Vm *vm, const char *name, NativeFn fn, int length, Value data);

/* Enqueue a microtask that calls fn(arg) (arg V_EMPTY: no argument). */
int lib_enqueue_microtask(Vm *vm, Value fn, Value arg);
/* node:async_hooks' async context (B_ASYNC_CONTEXT): the current one
 * (V_UNDEF for none), captured by every promise reaction, queued
 * microtask, tick and timer and restored while it runs. lib_async_bind_js:
 * fn itself when there is no context, else a function that calls fn in
 * the current one; V_EXC. */
Value lib_async_context(Vm *vm);
Value lib_async_bind_js(Vm *vm, Value fn);
/* Run microtasks until the queue is empty. -1: a job threw (uncaught; the
 * exception is pending, the remaining jobs stay queued). */
int lib_run_microtasks(Vm *vm);

/* ---- the event loop (stdlib/loop.c) ---- */
enum { LOOP_RUN = 0, LOOP_NOWAIT = 1 };
/* Drain microtasks, then run timer and immediate phases until no work is
 * left (LOOP_RUN) or just once without sleeping (LOOP_NOWAIT). Returns 0 idle,
 * 1 work remains (LOOP_NOWAIT), -1 an uncaught error / unhandled rejection
 * (pending; tarn_report_error prints it as node does). */
int lib_loop_run(Vm *vm, int mode);
/* One turn for a host that runs its own loop (the library's loop hooks,
 * vm/library.h): ms until the loop has work (0: now, -1: nothing
 * scheduled); a turn waiting at most max_wait_ms: 1 work remains, 0 idle,
 * -1 an uncaught error. */
double lib_loop_next_ms(Vm *vm);
int lib_loop_turn(Vm *vm, double max_wait_ms);
/* --unhandled-rejections: node's modes. */
enum { REJ_THROW = 0, REJ_STRICT, REJ_WARN, REJ_NONE, REJ_WARN_WITH_ERROR_CODE };
void lib_loop_set_rejection_mode(Vm *vm, int mode);
/* 1 when a warn-with-error-code rejection happened (the exit code is 1). */
int lib_loop_exit_code(Vm *vm);

/* Called by promise.c: p was rejected with no handler / got its first handler. */
int lib_track_rejection(Vm *vm, Value p);
/* A reported rejection (id: the int in `handled`) got a handler. 0 / -1. */
int lib_rejection_handled_late(Vm *vm, Value id);
/* Ring queues used by the loop (a Values cell in vm->builtin[id]). */
int lib_ring_push(Vm *vm, int id, Value v);
Value lib_ring_shift_noalloc(Vm *vm, int id); /* V_EMPTY when empty */
uint32_t lib_ring_len_noalloc(Vm *vm, int id);

int lib_install_promise(Vm *vm);
/* The async-function driver (stdlib/async.c), the library's async_start
 * hook (vm/library.h). */
Value lib_async_start(Vm *vm, Value *gen);
/* CreateAsyncFromSyncIterator (stdlib/async_iter.c), the async_from_sync hook. */
Value lib_async_from_sync(Vm *vm, Value *iter, Value *next);
/* Async generators (stdlib/async_gen.c) and async iteration (stdlib/async_iter.c):
 * %AsyncIteratorPrototype%, %AsyncFromSyncIteratorPrototype%. */
int lib_install_async_gen(Vm *vm);
int lib_install_async_iter(Vm *vm);
int lib_install_timers(Vm *vm);
/* Promise.all / allSettled / any / race (stdlib/promise_all.c). */
int lib_promise_install_combinators(Vm *vm, Value ctor);
/* NewPromiseCapability(C): cap[0] promise, cap[1] resolve, cap[2] reject
 * (cap must be three adjacent handles). For %Promise% the resolvers are
 * V_UNDEF: settle cap[0] directly with lib_cap_resolve_js / lib_cap_reject_js. */
int lib_new_capability_js(Vm *vm, Value ctor, Value *cap);
int lib_cap_resolve_js(Vm *vm, Value *cap, Value v);
int lib_cap_reject_js(Vm *vm, Value *cap, Value v);
/* CreateResolvingFunctions(p): out[0] resolve, out[1] reject (handles). */
int lib_make_resolvers(Vm *vm, Value p, Value *out);
/* node's ERR_INVALID_ARG_TYPE TypeError for a "callback" argument; -1. */
int lib_invalid_callback(Vm *vm, Value v);
/* Value rec[n] (T_VALUES) filled with V_UNDEF. Inline: the promise
 * machinery makes a few small records per await, and with n a constant the
 * allocation's zero fill and the V_UNDEF fill become a few stores. */
static inline Value lib_new_record(Vm *vm, uint32_t n)
{
    Values *v = gc_alloc(vm, T_VALUES, sizeof(Values) + (size_t)n * sizeof(Value));
    if (!v)
        return V_EXC;
    v->cap = n;
    for (uint32_t i = 0; i < n; i++)
        v->v[i] = V_UNDEF;
    return v_from_cell(v);
}
/* then(p, on_ful, on_rej) through Invoke(p, "then", ...): the JS-visible path. */
Value lib_invoke_then_js(Vm *vm, Value p, Value on_ful, Value on_rej);

#endif
