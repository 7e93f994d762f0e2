/* stdlib/loop.c — the event loop: setTimeout/setInterval/clearTimeout/
 * clearInterval, setImmediate/clearImmediate, the ring queues behind the
 * microtask queue, and unhandled-rejection reporting.
 *
 * Phase order is node's (libuv): each turn runs the timers that are due, in
 * (expiry, creation) order, then the immediates queued before the check
 * phase began; microtasks are drained after every callback (node >= 11) and
 * unhandled rejections are examined after each drain. Host-posted jobs
 * (tarn_vm_post, vm/api_loop.c) and FinalizationRegistry cleanups
 * (vm/weak.c) run in the poll phase, between the timers and the immediates,
 * where node runs its platform tasks. The loop ends when no ref'd timer or
 * immediate, no host job or ref (tarn_loop_ref) and no cleanup is pending;
 * waits end early when a job is posted. Every turn is a GC safepoint.
 *
 * All state is in GC cells under vm->builtin[] (promise.h), so pending
 * callbacks and their arguments are precise roots and move freely.
 */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "../include/tarn.h"
#include "lib.h"
#include "promise.h"
#include "../vm/api_int.h"
#include "worker.h"

/* A Timeout or Immediate (CLS_TIMER): Value fields only (generic trace). */
typedef struct TimerObj {
    Object o;
    Value callback;
    Value args;      /* array or V_UNDEF */
    Value delay;     /* number (ms) */
    Value expiry;    /* number (ms, monotonic) */
    Value seq;       /* int: creation order, also the id */
    Value flags;     /* int TF_* */
} TimerObj;

/* TF_INTERNAL: the library's own timer (lib_timer_start), which takes no
 * number from setTimeout's sequence so scripts see node's timer ids */
enum { TF_REPEAT = 1, TF_ACTIVE = 2, TF_REF = 4, TF_IMMEDIATE = 8, TF_INTERNAL = 16 };

static TimerObj *TM(Value v) { return (TimerObj *)v_cell(v); }
static Values *REC(Value v) { return (Values *)v_cell(v); }
static int tflags(Value t) { return v_get_int(TM(t)->flags); }
static void set_tflags(Value t, int f) { TM(t)->flags = v_int(f); }

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)(ts.tv_nsec / 1000000);
}


/* ---- ring queues: Values { head, len, items... } ------------------------------ */

int lib_ring_push(Vm *vm, int id, Value v)
{
    Values *q = REC(vm->builtin[id]);
    uint32_t cap = q->cap - 2, head = (uint32_t)v_get_int(q->v[0]), len = (uint32_t)v_get_int(q->v[1]);
    if (len == cap) {
        size_t sc = gc_scope_open(vm);
        Value *vh = gc_handle(vm, v);
        Value nq = lib_new_record(vm, 2 + cap * 2);
        if (nq == V_EXC) {
            gc_scope_close(vm, sc);
            return -1;
        }
        v = *vh;
        gc_scope_close(vm, sc);
        q = REC(vm->builtin[id]);
        Values *n = REC(nq);
        for (uint32_t i = 0; i < len; i++)
            n->v[2 + i] = q->v[2 + (head + i) % cap];
        n->v[0] = v_int(0);
        n->v[1] = v_int((int32_t)len);
        vm->builtin[id] = nq;
        q = n;
        head = 0;
        cap *= 2;
    }
    GC_WRITE(vm, q, &q->v[2 + (head + len) % cap], v);
    q->v[1] = v_int((int32_t)len + 1);
    return 0;
}

Value lib_ring_shift_noalloc(Vm *vm, int id)
{
    Values *q = REC(vm->builtin[id]);
    uint32_t cap = q->cap - 2, head = (uint32_t)v_get_int(q->v[0]), len = (uint32_t)v_get_int(q->v[1]);
    if (len == 0)
        return V_EMPTY;
    Value v = q->v[2 + head];
    q->v[2 + head] = V_UNDEF;
    q->v[0] = v_int((int32_t)((head + 1) % cap));
    q->v[1] = v_int((int32_t)len - 1);
    return v;
}

uint32_t lib_ring_len_noalloc(Vm *vm, int id) { return (uint32_t)v_get_int(REC(vm->builtin[id])->v[1]); }

static Value ring_at_noalloc(Vm *vm, int id, uint32_t i)
{
    Values *q = REC(vm->builtin[id]);
    uint32_t cap = q->cap - 2, head = (uint32_t)v_get_int(q->v[0]);
    return q->v[2 + (head + i) % cap];
}

/* ---- the timer list: Values { count, timers sorted by (expiry, seq)... } --------- */

static uint32_t tcount(Vm *vm) { return (uint32_t)v_get_int(REC(vm->builtin[B_TIMERS])->v[0]); }
static Value tat(Vm *vm, uint32_t i) { return REC(vm->builtin[B_TIMERS])->v[1 + i]; }

static bool before(Value a, Value b)
{
    double ea = v_to_double(TM(a)->expiry), eb = v_to_double(TM(b)->expiry);
    return ea < eb || (ea == eb && v_get_int(TM(a)->seq) < v_get_int(TM(b)->seq));
}

static int timer_insert(Vm *vm, Value t)
{
    Values *l = REC(vm->builtin[B_TIMERS]);
    uint32_t n = tcount(vm);
    if (n + 1 >= l->cap) {
        size_t sc = gc_scope_open(vm);
        Value *th = gc_handle(vm, t);
        Value nl = lib_new_record(vm, l->cap * 2);
        t = *th;
        gc_scope_close(vm, sc);
        if (nl == V_EXC)
            return -1;
        l = REC(vm->builtin[B_TIMERS]);
        for (uint32_t i = 0; i <= n; i++)
            REC(nl)->v[i] = l->v[i];
        vm->builtin[B_TIMERS] = nl;
        l = REC(nl);
    }
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (before(t, l->v[1 + mid]))
            hi = mid;
        else
            lo = mid + 1;
    }
    memmove(&l->v[2 + lo], &l->v[1 + lo], (n - lo) * sizeof(Value));
    GC_WRITE(vm, l, &l->v[1 + lo], t);
    l->v[0] = v_int((int32_t)n + 1);
    return 0;
}

static void timer_remove_noalloc(Vm *vm, Value t)
{
    Values *l = REC(vm->builtin[B_TIMERS]);
    uint32_t n = tcount(vm);
    for (uint32_t i = 0; i < n; i++)
        if (l->v[1 + i] == t) {
            memmove(&l->v[1 + i], &l->v[2 + i], (n - i - 1) * sizeof(Value));
            l->v[n] = V_UNDEF;
            l->v[0] = v_int((int32_t)n - 1);
            return;
        }
}

/* ---- node's argument errors ------------------------------------------------------- */

int lib_invalid_callback(Vm *vm, Value v)
{
    char d[160], r[128];
    if (v == V_UNDEF || v == V_NULL) {
        snprintf(d, sizeof d, "Received %s", v == V_NULL ? "null" : "undefined");
    } else if (v_is_object(v)) {
        Value c = V_UNDEF;
        PropDesc pd;
        Value proto = vm_get_proto_noalloc(v);
        if (v_is_object(proto) && vm_get_own_prop(vm, proto, vm->atom[A_constructor], &pd) == 1 &&
            !(pd.attrs & PROP_ACCESSOR))
            c = pd.value;
        Value name = vm_is_callable_noalloc(c) ? vm_func_name_noalloc(vm, c) : V_UNDEF;
        char *s = v_is_string(name) ? vm_str_to_utf8(vm, name, NULL) : NULL;
        if (s && *s)
            snprintf(d, sizeof d, "Received an instance of %s", s);
        else
            snprintf(d, sizeof d, "Received [Object: null prototype]");
        free(s);
    } else if (v_is_string(v)) {
        vm_short_repr(vm, v, r, sizeof r);
        snprintf(d, sizeof d, "Received type string ('%s')", r);
    } else {
        vm_short_repr(vm, v, r, sizeof r);
        snprintf(d, sizeof d, "Received type %s (%s)",
                 v_is_number(v) ? "number" : v_is_bool(v) ? "boolean" : v_is_symbol(v) ? "symbol" : "bigint", r);
    }
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, V_UNDEF);
    vm_throw_error(vm, ERR_TYPE, "The \"callback\" argument must be of type function. %s", d);
    *e = vm_take_exception(vm);
    Value code = vm_str_from_cstr(vm, "ERR_INVALID_ARG_TYPE");
    if (code != V_EXC)
        lib_def_value(vm, *e, "code", code, PROP_DEFAULT);
    vm_throw(vm, *e);
    gc_scope_close(vm, sc);
    return -1;
}

/* ---- setTimeout / setInterval / setImmediate ------------------------------------- */

static Value new_timer(Vm *vm, Value *argv, int argc, int first_arg, int flags, double delay)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *args = gc_handle(vm, V_UNDEF);
    Value *fn = gc_handle(vm, lib_async_bind_js(vm, ARG(0)));
    if (*fn == V_EXC)
        goto out;
    if (argc > first_arg) {
        *args = vm_new_array_from(vm, argv + first_arg, (uint32_t)(argc - first_arg));
        if (*args == V_EXC)
            goto out;
    }
    int proto = flags & TF_IMMEDIATE ? B_IMMEDIATE_PROTO : B_TIMEOUT_PROTO;
    Value t = vm_new_object_class(vm, CLS_TIMER, sizeof(TimerObj), vm->builtin[proto]);
    if (t == V_EXC)
        goto out;
    TimerObj *tm = TM(t);
    tm->callback = *fn;
    tm->args = *args;
    tm->delay = v_num(delay);
    tm->expiry = v_num(now_ms() + delay);
    int32_t seq = flags & TF_INTERNAL ? vm->lib_state->loop.seq : ++vm->lib_state->loop.seq;
    tm->seq = v_int(seq);
    tm->flags = v_int(flags | TF_ACTIVE | TF_REF);
    Value *th = gc_handle(vm, t);
    if ((flags & TF_IMMEDIATE ? lib_ring_push(vm, B_IMMEDIATES, *th) : timer_insert(vm, *th)) < 0)
        goto out;
    r = *th;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_timer_start(Vm *vm, Value fn, double delay)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, fn);
    Value t = new_timer(vm, h, 1, 1, TF_INTERNAL, delay);
    if (t != V_EXC)
        set_tflags(t, tflags(t) & ~TF_REF);
    gc_scope_close(vm, sc);
    return t;
}

void lib_timer_cancel_noalloc(Vm *vm, Value t)
{
    if (!v_is_class(t, CLS_TIMER) || !(tflags(t) & TF_ACTIVE))
        return;
    set_tflags(t, tflags(t) & ~TF_ACTIVE);
    timer_remove_noalloc(vm, t);
}

/* magic: 0 setTimeout, 1 setInterval */
static Value set_timeout(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!vm_is_callable_noalloc(ARG(0))) {
        lib_invalid_callback(vm, ARG(0));
        return V_EXC;
    }
    double d = 1;
    if (argc > 1) {
        if (vm_to_number_js(vm, argv[1], &d) < 0)
            return V_EXC;
        /* node: a delay outside [1, 2^31-1] (or NaN) becomes 1 */
        if (!(d >= 1 && d <= 2147483647.0))
            d = 1;
        d = (double)(int64_t)d;
    }
    return new_timer(vm, argv, argc, 2, MAGIC ? TF_REPEAT : 0, d);
}

static Value set_immediate(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!vm_is_callable_noalloc(ARG(0))) {
        lib_invalid_callback(vm, ARG(0));
        return V_EXC;
    }
    return new_timer(vm, argv, argc, 1, TF_IMMEDIATE, 0);
}

/* clearTimeout / clearInterval (magic 0) accept a Timeout or its id; clearImmediate (1) an Immediate. */
static Value clear_timer(Vm *vm, Value *argv, int argc, bool construct)
{
    Value t = ARG(0);
    if (MAGIC == 0 && v_is_number(t)) {
        double id = v_to_double(t);
        t = V_UNDEF;
        for (uint32_t i = 0; i < tcount(vm); i++)
            if ((double)v_get_int(TM(tat(vm, i))->seq) == id)
                t = tat(vm, i);
    }
    if (!v_is_class(t, CLS_TIMER) || !(tflags(t) & TF_ACTIVE))
        return V_UNDEF;
    if (((tflags(t) & TF_IMMEDIATE) != 0) != (MAGIC == 1))
        return V_UNDEF;
    set_tflags(t, tflags(t) & ~TF_ACTIVE);
    if (!(tflags(t) & TF_IMMEDIATE))
        timer_remove_noalloc(vm, t);
    return V_UNDEF;
}

/* Timeout/Immediate methods. magic: 0 ref, 1 unref, 2 hasRef, 3 refresh, 4 close, 5 toPrimitive */
static Value timer_method(Vm *vm, Value *argv, int argc, bool construct)
{
    Value t = THIS;
    if (!v_is_class(t, CLS_TIMER))
        return vm_throw_error(vm, ERR_TYPE, "Illegal invocation");
    switch (MAGIC) {
    case 0: set_tflags(t, tflags(t) | TF_REF); return t;
    case 1: set_tflags(t, tflags(t) & ~TF_REF); return t;
    case 2: return v_bool(tflags(t) & TF_REF);
    case 3:
        if (tflags(t) & TF_ACTIVE) {
            timer_remove_noalloc(vm, t);
            TM(t)->expiry = v_num(now_ms() + v_to_double(TM(t)->delay));
            size_t sc = gc_scope_open(vm);
            Value *th = gc_handle(vm, t);
            int rc = timer_insert(vm, *th);
            t = *th;
            gc_scope_close(vm, sc);
            if (rc < 0)
                return V_EXC;
        }
        return t;
    case 4:
        if (tflags(t) & TF_ACTIVE) {
            set_tflags(t, tflags(t) & ~TF_ACTIVE);
            timer_remove_noalloc(vm, t);
        }
        return t;
    default: return TM(t)->seq;
    }
}

static Value timer_to_prim(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_class(THIS, CLS_TIMER))
        return vm_throw_error(vm, ERR_TYPE, "Illegal invocation");
    return TM(THIS)->seq;
}

/* ---- unhandled rejections ------------------------------------------------------------ */

/* B_REJECTIONS holds pairs: (promise, its rejection id), given when it is
 * rejected without a handler as node's uid is, or (V_UNDEF, id) for a
 * reported rejection that got a handler later. */
int lib_track_rejection(Vm *vm, Value p)
{
    int32_t id = ++vm->lib_state->loop.rej_id;
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, p);
    int rc = lib_ring_push(vm, B_REJECTIONS, *ph);
    if (rc == 0)
        rc = lib_ring_push(vm, B_REJECTIONS, v_int(id));
    gc_scope_close(vm, sc);
    return rc;
}

int lib_rejection_handled_late(Vm *vm, Value id)
{
    if (lib_ring_push(vm, B_REJECTIONS, V_UNDEF) < 0)
        return -1;
    return lib_ring_push(vm, B_REJECTIONS, id);
}

static const char UNHANDLED_TEXT[] =
    "This error originated either by throwing inside of an async function without a catch block, "
    "or by rejecting a promise which was not handled with .catch().";

/* node's two warnings for a rejection nobody handled, through
 * process.emitWarning (printed, and 'warning' emitted, on the next tick). 0 / -1. */
static int warn_rejection(Vm *vm, Value r, int32_t id)
{
    size_t sc = gc_scope_open(vm);
    Value *reason = gc_handle(vm, r);
    char *text = NULL;
    if (v_is_class(*reason, CLS_ERROR)) {
        Value s = vm_get_prop_js(vm, *reason, vm->atom[A_stack]);
        if (s != V_EXC && v_is_string(s))
            text = vm_str_to_utf8(vm, s, NULL);
        else if (s == V_EXC)
            vm_take_exception(vm);
    }
    if (!text) {
        char d[256];
        vm_short_repr(vm, *reason, d, sizeof d);
        text = strdup(d);
    }
    char second[640];
    snprintf(second, sizeof second,
             "Unhandled promise rejection. %s To terminate the node process on unhandled promise rejection, use the "
             "CLI flag `--unhandled-rejections=strict` (see "
             "https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). (rejection id: %d)",
             UNHANDLED_TEXT, (int)id);
    int rc = lib_process_warn_js(vm, text ? text : "", "UnhandledPromiseRejectionWarning") < 0 ||
                     lib_process_warn_js(vm, second, "UnhandledPromiseRejectionWarning") < 0
                 ? -1
                 : 0;
    free(text);
    gc_scope_close(vm, sc);
    return rc;
}

/* The error node raises for an unhandled rejection: the reason itself when
 * it is an Error, else UnhandledPromiseRejection naming String(reason). */
static int raise_unhandled(Vm *vm, Value reason)
{
    if (v_is_class(reason, CLS_ERROR)) {
        size_t sc = gc_scope_open(vm);
        Value *rh = gc_handle(vm, reason);
        vm_note_site_from_stack(vm, *rh); /* node's source line: where the Error was made */
        vm_throw(vm, *rh);
        gc_scope_close(vm, sc);
        return -1;
    }
    char d[256], msg[700];
    vm_short_repr(vm, reason, d, sizeof d); /* V8's NoSideEffectsToString */
    snprintf(msg, sizeof msg, "%s The promise rejected with the reason \"%s\".", UNHANDLED_TEXT, d);
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, vm_str_from_cstr(vm, msg));
    if (*m == V_EXC)
        goto out;
    Value *e = gc_handle(vm, vm_new_error(vm, ERR_ERROR, *m));
    if (*e == V_EXC)
        goto out;
    Value n = vm_str_from_cstr(vm, "UnhandledPromiseRejection");
    if (n == V_EXC || lib_def_value(vm, *e, "name", n, PROP_METHOD) < 0)
        goto out;
    /* node's header names the error; node's own frames have no counterpart */
    char *st = malloc(strlen(msg) + 40);
    if (!st) {
        vm_throw_oom(vm);
        goto out;
    }
    snprintf(st, strlen(msg) + 40, "UnhandledPromiseRejection: %s", msg);
    Value sv = vm_str_from_cstr(vm, st);
    free(st);
    if (sv == V_EXC || vm_define_own(vm, *e, vm->atom[A_stack], sv, PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        goto out;
    Value code = vm_str_from_cstr(vm, "ERR_UNHANDLED_REJECTION");
    if (code == V_EXC || lib_def_value(vm, *e, "code", code, PROP_DEFAULT) < 0)
        goto out;
    vm_throw(vm, *e);
out:
    gc_scope_close(vm, sc);
    return -1;
}

static int warn_handled(Vm *vm, Value id)
{
    char text[96];
    snprintf(text, sizeof text, "Promise rejection was handled asynchronously (rejection id: %d)", (int)v_get_int(id));
    return lib_process_warn_js(vm, text, "PromiseRejectionHandledWarning");
}

static int process_rejections(Vm *vm)
{
    /* node's processPromiseRejections: the late-handled warnings first
     * (in every mode: 'none' too), then the new unhandled ones */
    uint32_t n = lib_ring_len_noalloc(vm, B_REJECTIONS) / 2;
    for (uint32_t i = 0; i < n; i++) {
        Value p = lib_ring_shift_noalloc(vm, B_REJECTIONS);
        Value id = lib_ring_shift_noalloc(vm, B_REJECTIONS);
        if (p == V_UNDEF) {
            if (warn_handled(vm, id) < 0)
                return -1;
            continue;
        }
        if (((PromiseObj *)v_cell(p))->handled == V_TRUE)
            continue;
        /* the ring had n pairs and two were just taken: no growth, no GC */
        if (lib_ring_push(vm, B_REJECTIONS, p) < 0 || lib_ring_push(vm, B_REJECTIONS, id) < 0)
            return -1;
    }
    while (lib_ring_len_noalloc(vm, B_REJECTIONS)) {
        Value p = lib_ring_shift_noalloc(vm, B_REJECTIONS);
        Value id = lib_ring_shift_noalloc(vm, B_REJECTIONS);
        if (p == V_UNDEF) { /* a listener below handled one already reported */
            if (warn_handled(vm, id) < 0)
                return -1;
            continue;
        }
        Value reason = lib_promise_result_noalloc(p);
        ((PromiseObj *)v_cell(p))->handled = id; /* reported: a later handler warns */
        /* node: process's 'unhandledRejection' listeners take it in every mode */
        size_t sc = gc_scope_open(vm);
        Value *ev = gc_handle(vm, reason);
        gc_handle(vm, p);
        int emitted = lib_process_emit_js(vm, "unhandledRejection", 2, ev);
        reason = ev[0];
        gc_scope_close(vm, sc);
        if (emitted < 0 && lib_process_uncaught_js(vm, "uncaughtException") < 0)
            return -1;
        if (emitted != 0)
            continue;
        switch (vm->lib_state->loop.mode) {
        case REJ_NONE: break;
        case REJ_WARN:
            if (warn_rejection(vm, reason, v_get_int(id)) < 0)
                return -1;
            break;
        case REJ_WARN_WITH_ERROR_CODE:
            if (warn_rejection(vm, reason, v_get_int(id)) < 0)
                return -1;
            vm->lib_state->loop.exit = 1;
            vm->builtin[B_PROCESS_EXIT_CODE] = v_int(1); /* node sets process.exitCode = 1 */
            break;
        default: /* an uncaught exception, which 'uncaughtException' listeners may take */
            if (raise_unhandled(vm, reason) < 0 && lib_process_uncaught_js(vm, "unhandledRejection") < 0)
                return -1;
        }
    }
    return 0;
}

/* process.nextTick(callback, ...args): queued behind the ticks already
 * waiting; they all run before the microtasks (after_task). */
static Value next_tick(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!vm_is_callable_noalloc(ARG(0))) {
        lib_invalid_callback(vm, ARG(0));
        return V_EXC;
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *args = gc_handle(vm, V_UNDEF);
    Value *fn = gc_handle(vm, lib_async_bind_js(vm, argv[0]));
    if (*fn == V_EXC || (argc > 1 && (*args = vm_new_array_from(vm, argv + 1, (uint32_t)(argc - 1))) == V_EXC))
        goto out;
    if (lib_ring_push(vm, B_TICK_QUEUE, *fn) < 0 || lib_ring_push(vm, B_TICK_QUEUE, *args) < 0)
        goto out;
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Runs every queued tick, those the ticks queue included (node's
 * processTicksAndRejections runs its whole queue before the microtasks).
 * A pair is taken out of the ring before it runs, so a throw leaves the
 * rest queued for the next drain. */
static int run_ticks(Vm *vm)
{
    while (lib_ring_len_noalloc(vm, B_TICK_QUEUE)) {
        size_t sc = gc_scope_open(vm);
        Value *fn = gc_handle(vm, lib_ring_shift_noalloc(vm, B_TICK_QUEUE));
        Value *args = gc_handle(vm, lib_ring_shift_noalloc(vm, B_TICK_QUEUE));
        Value r;
        if (*args == V_UNDEF) {
            r = vm_call_js(vm, *fn, V_UNDEF, 0, NULL);
        } else {
            uint32_t n = vm_array(*args)->length;
            Value *av = gc_handle(vm, V_UNDEF);
            for (uint32_t i = 1; i < n; i++)
                gc_handle(vm, V_UNDEF);
            for (uint32_t i = 0; i < n; i++) {
                Value x = i < vm_array(*args)->elems->cap ? vm_array(*args)->elems->v[i] : V_UNDEF;
                av[i] = x == V_EMPTY ? V_UNDEF : x;
            }
            r = vm_call_js(vm, *fn, V_UNDEF, (int)n, av);
        }
        gc_scope_close(vm, sc);
        if (r == V_EXC)
            return -1;
    }
    return 0;
}

/* After a task: the nextTick queue, then the microtasks, then the
 * rejections (node's processTicksAndRejections), until all are quiet. */
static int after_task(Vm *vm)
{
    if (vm_poll_charge(vm, 1) < 0) /* a timer or immediate chain meets the time limit */
        return -1;
    do {
        if (run_ticks(vm) < 0 || lib_run_microtasks(vm) < 0 || process_rejections(vm) < 0)
            return -1;
    } while (lib_ring_len_noalloc(vm, B_JOB_QUEUE) || lib_ring_len_noalloc(vm, B_TICK_QUEUE));
    vm_weak_end_job_noalloc(vm); /* ClearKeptObjects */
    return 0;
}

int lib_loop_after_task(Vm *vm) { return after_task(vm); }

/* ---- the loop --------------------------------------------------------------------- */

static int run_callback(Vm *vm, Value t)
{
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, t);
    Value *args = gc_handle(vm, TM(t)->args);
    int rc;
    Value r;
    if (*args == V_UNDEF) {
        r = vm_call_js(vm, TM(*th)->callback, *th, 0, NULL);
    } else {
        uint32_t n = vm_array(*args)->length;
        Value *av = gc_handle(vm, V_UNDEF);
        for (uint32_t i = 1; i < n; i++)
            gc_handle(vm, V_UNDEF);
        for (uint32_t i = 0; i < n; i++) {
            Value x = i < vm_array(*args)->elems->cap ? vm_array(*args)->elems->v[i] : V_UNDEF;
            av[i] = x == V_EMPTY ? V_UNDEF : x;
        }
        r = vm_call_js(vm, TM(*th)->callback, *th, (int)n, av);
    }
    rc = r == V_EXC ? -1 : 0;
    gc_scope_close(vm, sc);
    return rc;
}

static int run_timers(Vm *vm)
{
    double now = now_ms();
    while (tcount(vm) && v_to_double(TM(tat(vm, 0))->expiry) <= now) {
        Value t = tat(vm, 0);
        timer_remove_noalloc(vm, t);
        if (!(tflags(t) & TF_REPEAT))
            set_tflags(t, tflags(t) & ~TF_ACTIVE);
        size_t sc = gc_scope_open(vm);
        Value *th = gc_handle(vm, t);
        int rc = run_callback(vm, *th);
        if (rc == 0 && (tflags(*th) & (TF_REPEAT | TF_ACTIVE)) == (TF_REPEAT | TF_ACTIVE)) {
            TM(*th)->expiry = v_num(now_ms() + v_to_double(TM(*th)->delay));
            rc = timer_insert(vm, *th);
        }
        gc_scope_close(vm, sc);
        if (rc < 0 || after_task(vm) < 0)
            return -1;
    }
    return 0;
}

static int run_immediates(Vm *vm)
{
    uint32_t n = lib_ring_len_noalloc(vm, B_IMMEDIATES);
    for (uint32_t i = 0; i < n; i++) {
        Value t = lib_ring_shift_noalloc(vm, B_IMMEDIATES);
        if (!(tflags(t) & TF_ACTIVE))
            continue;
        set_tflags(t, tflags(t) & ~TF_ACTIVE);
        if (run_callback(vm, t) < 0 || after_task(vm) < 0)
            return -1;
    }
    return 0;
}

/* The poll phase: the host jobs posted before it began (vm/api_loop.c). */
static int run_jobs(Vm *vm)
{
    size_t n = api_loop_njobs(vm);
    for (size_t i = 0; i < n; i++) {
        int r = api_loop_run_one(vm);
        if (r < 0 || (r > 0 && after_task(vm) < 0))
            return -1;
        if (r == 0)
            break;
    }
    return 0;
}

/* A VM made by tarn_vm_new has the host's mailbox (vm/api_loop.c); a
 * worker's VM has none, and its loop waits on its worker inbox, which
 * lib_worker_post_job feeds. vm->api is fixed when the VM is made, so
 * reading it from another thread is safe. */
int lib_loop_post(Vm *vm, tarn_job_fn fn, void *data)
{
    if (vm->api)
        return tarn_vm_post((tarn_vm *)vm, fn, data) == TARN_OK ? 0 : -1;
    return lib_worker_post_job(vm, fn, data);
}

/* Work that keeps the loop alive: an active, ref'd timer or immediate, a
 * host job or ref, FinalizationRegistry cleanups to run (node runs them
 * before it exits), or a worker mailbox that can still receive (live ref'd
 * workers, or a worker whose parentPort listens: stdlib/worker.c).
 * *immediates: work that must not wait for a timer. */
static bool alive(Vm *vm, bool *immediates)
{
    bool live = vm->finreg_pending;
    *immediates = live;
    uint32_t n = lib_ring_len_noalloc(vm, B_IMMEDIATES);
    for (uint32_t i = 0; i < n; i++) {
        int f = tflags(ring_at_noalloc(vm, B_IMMEDIATES, i));
        if (f & TF_ACTIVE) {
            *immediates = true;
            if (f & TF_REF)
                live = true;
        }
    }
    for (uint32_t i = 0; i < tcount(vm) && !live; i++)
        if (tflags(tat(vm, i)) & TF_REF)
            live = true;
    if (lib_ports_pending(vm))
        *immediates = true;
    return live || api_loop_alive(vm) || lib_worker_active(vm) || lib_ports_alive(vm);
}

/* How late a host-posted job may be noticed by a VM that waits on its
 * worker mailbox: the two have separate condition variables. */
#define WAIT_SLICE_MS 10.0

/* Sleep ms (< 0: until woken). A VM with workers waits on its worker
 * mailbox, which a message or terminate ends, and looks at the host's
 * queue between slices; any other waits on the host's queue
 * (vm/api_loop.c), which a post or an interrupt ends. */
static void wait_ms(Vm *vm, double ms)
{
    if (!vm->lib_state->workers) {
        api_loop_wait(vm, ms);
        return;
    }
    double end = ms < 0 ? -1 : now_ms() + ms;
    for (;;) {
        double slice = WAIT_SLICE_MS;
        if (end >= 0) {
            double left = end - now_ms();
            if (left <= 0)
                return;
            if (left < slice)
                slice = left;
        }
        if (lib_worker_wait(vm, slice) || api_loop_has_jobs(vm) ||
            __atomic_load_n(&vm->interrupt, __ATOMIC_ACQUIRE))
            return;
    }
}

/* Sleep until the first timer is due (forever when there is none: only host
 * refs keep the loop alive), at most cap_ms (< 0: no cap), ending early at
 * the time limit's deadline and when the host posts a job. */
static int loop_wait(Vm *vm, double cap_ms)
{
    double wait = -1; /* < 0: no timer, sleep until woken */
    if (tcount(vm)) {
        wait = v_to_double(TM(tat(vm, 0))->expiry) - now_ms();
        if (wait < 0)
            wait = 0; /* already due (the last task outran it): do not sleep */
    }
    if (cap_ms >= 0 && (wait < 0 || wait > cap_ms))
        wait = cap_ms;
    double left = vm_api_ms_left(vm); /* an armed time limit ends the wait at its deadline */
    if (left >= 0 && (wait < 0 || wait >= left)) {
        wait_ms(vm, left);
        return vm_poll(vm);
    }
    if (wait != 0)
        wait_ms(vm, wait);
    /* a host interrupt ends the wait: raise it now rather than spin */
    return __atomic_load_n(&vm->interrupt, __ATOMIC_ACQUIRE) ? vm_poll(vm) : 0;
}

/* ms until the loop has work: 0 when some is ready now, else until the
 * first timer (ref'd or not), -1 when nothing is scheduled. */
double lib_loop_next_ms(Vm *vm)
{
    bool imm;
    alive(vm, &imm);
    if (imm || lib_ring_len_noalloc(vm, B_JOB_QUEUE) || lib_ring_len_noalloc(vm, B_TICK_QUEUE) ||
        api_loop_has_jobs(vm))
        return 0;
    if (!tcount(vm))
        return -1;
    double d = v_to_double(TM(tat(vm, 0))->expiry) - now_ms();
    return d > 0 ? d : 0;
}

/* The phases of one turn after the wait: the due timers; the poll phase
 * (host jobs, then FinalizationRegistry cleanups, where node runs V8's
 * platform tasks, then the MessagePort and BroadcastChannel messages); the
 * immediates; the ports' 'close' events; then the messages from workers. */
static int run_phases(Vm *vm)
{
    if (run_timers(vm) < 0 || run_jobs(vm) < 0 || vm_weak_run_cleanups_js(vm, after_task) < 0 ||
        lib_ports_drain(vm, false) < 0 || run_immediates(vm) < 0 || lib_ports_drain(vm, true) < 0 ||
        lib_worker_drain(vm) < 0)
        return -1;
    return 0;
}

/* A task's uncaught error: process's 'uncaughtException' listeners may
 * take it (0), and the loop goes on, its phases resuming where they were
 * (each takes its callback out before running it). */
static int uncaught(Vm *vm) { return lib_process_uncaught_js(vm, "uncaughtException"); }

/* One turn for a host that runs its own loop: wait for work at most
 * max_wait_ms (0: not at all), then run_phases. 1: work remains, 0: idle, -1: an uncaught error. */
int lib_loop_turn(Vm *vm, double max_wait_ms)
{
    if (after_task(vm) < 0 && uncaught(vm) < 0)
        return -1;
    bool imm;
    if (!alive(vm, &imm))
        return 0;
    if (gc_safepoint(vm) < 0)
        return -1;
    if (max_wait_ms != 0 && !imm && !api_loop_has_jobs(vm) && loop_wait(vm, max_wait_ms) < 0)
        return -1;
    if (run_phases(vm) < 0 && uncaught(vm) < 0)
        return -1;
    return alive(vm, &imm) ? 1 : 0;
}

int lib_loop_run(Vm *vm, int mode)
{
    bool before_exit = false; /* 'beforeExit' was emitted since the last task ran */
    for (;;) {
        if (after_task(vm) < 0) {
            if (uncaught(vm) < 0)
                return -1;
            continue;
        }
        bool imm;
        if (!alive(vm, &imm)) {
            /* node's 'beforeExit': the loop ran dry; its listeners may
             * schedule more, and it is emitted again when that is done */
            if (mode == LOOP_NOWAIT || before_exit)
                return 0;
            int r = lib_process_emit_before_exit_js(vm);
            if (r == 0)
                return 0;
            if (r < 0 && uncaught(vm) < 0)
                return -1;
            before_exit = true;
            continue;
        }
        before_exit = false;
        if (gc_safepoint(vm) < 0)
            return -1;
        /* Between macrotasks, with more to come: the last task's temporaries
         * are dead and the stack is nearly empty, the cheapest moment for a
         * minor (docs/gc.md, "Safepoints"). Not at exit: that minor would be wasted. */
        gc_idle_safepoint(vm);
        if (!imm && mode != LOOP_NOWAIT && !api_loop_has_jobs(vm) && loop_wait(vm, -1) < 0)
            return -1;
        if (run_phases(vm) < 0 && uncaught(vm) < 0)
            return -1;
        if (mode == LOOP_NOWAIT)
            return alive(vm, &imm) ? 1 : 0;
    }
}

void lib_loop_set_rejection_mode(Vm *vm, int mode) { vm->lib_state->loop.mode = mode; }

int lib_loop_exit_code(Vm *vm) { return vm->lib_state->loop.exit; }

/* ---- installation ------------------------------------------------------------------ */

static int new_ring(Vm *vm, int id, uint32_t cap)
{
    Value q = lib_new_record(vm, 2 + cap);
    if (q == V_EXC)
        return -1;
    REC(q)->v[0] = v_int(0);
    REC(q)->v[1] = v_int(0);
    vm->builtin[id] = q;
    return 0;
}

static Value timer_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    return vm_throw_error(vm, ERR_TYPE, "Illegal constructor");
}

static int make_timer_proto(Vm *vm, int id, const char *name, bool timeout)
{
    static const LibFn timeout_fns[] = {
        {"ref", timer_method, 0, 0},     {"unref", timer_method, 0, 1}, {"hasRef", timer_method, 0, 2},
        {"refresh", timer_method, 0, 3}, {"close", timer_method, 0, 4}, {NULL, NULL, 0, 0},
    };
    static const LibFn immediate_fns[] = {
        {"ref", timer_method, 0, 0}, {"unref", timer_method, 0, 1}, {"hasRef", timer_method, 0, 2},
        {NULL, NULL, 0, 0},
    };
    Value p = vm_new_object(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[id] = p;
    Value c = vm_new_native(vm, name, timer_ctor, 0, 0);
    if (c == V_EXC || vm_define_own(vm, vm->builtin[id], vm->atom[A_constructor], c, PROP_METHOD) < 0)
        return -1;
    if (lib_def_fns(vm, vm->builtin[id], timeout ? timeout_fns : immediate_fns) < 0)
        return -1;
    if (timeout &&
        lib_def_sym_fn(vm, vm->builtin[id], vm->builtin[B_SYM_TO_PRIMITIVE], "[Symbol.toPrimitive]", timer_to_prim,
                       1) < 0)
        return -1;
    return 0;
}

int lib_install_timers(Vm *vm)
{
    static const LibFn fns[] = {
        {"setTimeout", set_timeout, 2, 0},    {"setInterval", set_timeout, 2, 1},
        {"clearTimeout", clear_timer, 1, 0},  {"clearInterval", clear_timer, 1, 0},
        {"setImmediate", set_immediate, 1, 0}, {"clearImmediate", clear_timer, 1, 1},
        {NULL, NULL, 0, 0},
    };
    static const LibFn tick_fns[] = {{"nextTick", next_tick, 1, 0}, {NULL, NULL, 0, 0}};
    if (new_ring(vm, B_JOB_QUEUE, 64) < 0 || new_ring(vm, B_REJECTIONS, 8) < 0 ||
        new_ring(vm, B_IMMEDIATES, 16) < 0 || new_ring(vm, B_TICK_QUEUE, 16) < 0)
        return -1;
    if (lib_def_fns(vm, vm->builtin[B_PROCESS], tick_fns) < 0) /* process.c installed process first */
        return -1;
    Value l = lib_new_record(vm, 16);
    if (l == V_EXC)
        return -1;
    REC(l)->v[0] = v_int(0);
    vm->builtin[B_TIMERS] = l;
    if (make_timer_proto(vm, B_TIMEOUT_PROTO, "Timeout", true) < 0 ||
        make_timer_proto(vm, B_IMMEDIATE_PROTO, "Immediate", false) < 0)
        return -1;
    return lib_def_fns(vm, vm->global, fns);
}

/* ---- include/tarn.h ------------------------------------------------------------- */

/* The time limit covers a whole tarn_run_loop / tarn_run_once, waits included. */
int tarn_run_loop(tarn_vm *tv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    api_enter(vm);
    int r = lib_loop_run(vm, LOOP_RUN);
    api_leave(vm);
    return r < 0 ? TARN_ERROR : TARN_OK;
}

int tarn_run_once(tarn_vm *tv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    api_enter(vm);
    int r = lib_loop_run(vm, LOOP_NOWAIT);
    api_leave(vm);
    return r < 0 ? TARN_ERROR : r;
}

void tarn_set_unhandled_rejections(tarn_vm *tv, int mode) { lib_loop_set_rejection_mode((Vm *)tv, mode); }

/* tarn_exit_code (stdlib/process.c) adds lib_loop_exit_code to process.exitCode. */
