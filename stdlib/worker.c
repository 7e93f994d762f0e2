/* stdlib/worker.c — Workers: `tarn:worker` (Worker, parentPort,
 * isMainThread, workerData, threadId), close to node's worker_threads.
 *
 * Threads model. A worker is a fresh VM (its own heap and collector) on its
 * own pthread, running its file as an ES module and then its event loop.
 * Nothing on the JS side is shared: messages are structured clones
 * (stdlib/clone.h), flat malloc'd buffers moved between threads through a
 * Mailbox (mutex + condvar, FIFO). Every VM that uses workers has one
 * inbox; its event loop waits on the inbox's condvar when it has nothing
 * else to do and dispatches each message as a macrotask (stdlib/loop.c).
 *
 * Ownership. A WorkerRec is shared by the parent and the worker thread and
 * freed by whoever drops the last of its two references. It owns the
 * worker's inbox, so the parent can post before the worker's VM exists and
 * after it is gone (such messages are dropped). The worker posts into the
 * parent's inbox, which lives until vm_free of the parent, and vm_free
 * first terminates and joins every worker, so the parent's inbox outlives
 * all posters. rec->vm is the worker's VM while it exists, set and cleared
 * under rec->mu, which is how terminate reaches its interrupt flag.
 *
 * Terminate sets the worker VM's interrupt flag to 2 ("sticky": every poll
 * raises "terminated" until the stack has unwound; a catch block can run
 * but cannot stop it) and wakes its loop, which then ends.
 *
 * The JS surface (EventEmitter-style on/once/off, the Worker class,
 * parentPort) is a small script compiled once per VM that imports
 * tarn:worker; it calls the natives below.
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "clone.h"
#include "worker.h"
#include "worker_int.h"
#include "node/node.h"
#include "../vm/module.h"

static atomic_int next_thread_id = 1;

/* ---- mailbox ---------------------------------------------------------------- */

static int mailbox_init(Mailbox *mb)
{
    *mb = (Mailbox){0};
    pthread_condattr_t ca;
    if (pthread_condattr_init(&ca) != 0)
        return -1;
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    int rc = pthread_cond_init(&mb->cv, &ca);
    pthread_condattr_destroy(&ca);
    if (rc != 0)
        return -1;
    if (pthread_mutex_init(&mb->mu, NULL) != 0) {
        pthread_cond_destroy(&mb->cv);
        return -1;
    }
    return 0;
}

void wk_msg_free(Msg *m)
{
    wk_port_msg_release(m);
    lib_clone_buf_free(&m->buf);
    free(m);
}

static void mailbox_destroy(Mailbox *mb)
{
    for (Msg *m = mb->head, *n; m; m = n) {
        n = m->next;
        wk_msg_free(m);
    }
    pthread_mutex_destroy(&mb->mu);
    pthread_cond_destroy(&mb->cv);
}

/* Takes ownership of m (and its buffer). */
void wk_mailbox_post(Mailbox *mb, Msg *m)
{
    m->next = NULL;
    pthread_mutex_lock(&mb->mu);
    if (mb->tail)
        mb->tail->next = m;
    else
        mb->head = m;
    mb->tail = m;
    pthread_cond_signal(&mb->cv);
    pthread_mutex_unlock(&mb->mu);
}

static int post_new(Mailbox *mb, int kind, int id, int code, CloneBuf *buf)
{
    Msg *m = calloc(1, sizeof *m);
    if (!m)
        return -1;
    m->kind = kind;
    m->id = id;
    m->code = code;
    if (buf) {
        m->buf = *buf;
        *buf = (CloneBuf){0};
    }
    wk_mailbox_post(mb, m);
    return 0;
}

static void mailbox_wake(Mailbox *mb)
{
    pthread_mutex_lock(&mb->mu);
    mb->wake = true;
    pthread_cond_signal(&mb->cv);
    pthread_mutex_unlock(&mb->mu);
}

/* ---- records ------------------------------------------------------------------ */

static void rec_release(WorkerRec *r)
{
    if (atomic_fetch_sub(&r->refs, 1) != 1)
        return;
    mailbox_destroy(&r->inbox);
    pthread_mutex_destroy(&r->mu);
    lib_clone_buf_free(&r->data);
    free(r->path);
    free(r);
}

WorkerState *wk_state(Vm *vm, bool create)
{
    if (vm->lib_state->workers || !create)
        return vm->lib_state->workers;
    WorkerState *ws = calloc(1, sizeof *ws);
    if (!ws)
        return NULL;
    ws->inbox = malloc(sizeof *ws->inbox);
    if (!ws->inbox || mailbox_init(ws->inbox) < 0) {
        free(ws->inbox);
        free(ws);
        return NULL;
    }
    ws->own_inbox = true;
    vm->lib_state->workers = ws;
    return ws;
}

static WorkerRec *kid(WorkerState *ws, int id)
{
    for (size_t i = 0; ws && i < ws->nkids; i++)
        if (ws->kids[i]->id == id)
            return ws->kids[i];
    return NULL;
}

/* ---- the worker thread -------------------------------------------------------- */

static void set_sticky_interrupt(Vm *vm) { __atomic_store_n(&vm->interrupt, 2, __ATOMIC_RELEASE); }

static bool terminating(WorkerRec *r)
{
    pthread_mutex_lock(&r->mu);
    bool t = r->terminating;
    pthread_mutex_unlock(&r->mu);
    return t;
}

/* An uncaught error in the worker goes to the parent as M_ERROR (a clone of
 * the thrown value, or of an Error with its text when it cannot be cloned). */
static void report_error(Vm *vm, WorkerRec *r)
{
    Value exc = vm_take_exception(vm);
    CloneBuf b = {0};
    if (lib_clone_write_ex_js(vm, exc, &b, CLONE_ERROR_PROPS) < 0) {
        vm_take_exception(vm);
        char d[256];
        vm_short_repr(vm, exc, d, sizeof d);
        Value m = vm_str_from_cstr(vm, d);
        Value e = m == V_EXC ? V_EXC : vm_new_error(vm, ERR_ERROR, m);
        if (e == V_EXC || lib_clone_write_js(vm, e, &b) < 0) {
            vm_take_exception(vm);
            b = (CloneBuf){0};
        }
    }
    if (b.p)
        post_new(r->parent, M_ERROR, r->id, 0, &b);
    lib_clone_buf_free(&b);
}

static Value missing_file(Vm *vm, const char *path)
{
    char msg[PATH_MAX + 64];
    snprintf(msg, sizeof msg, "Cannot find module '%s'", path);
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, vm_str_from_utf8(vm, msg, strlen(msg)));
    Value *e = gc_handle(vm, *m == V_EXC ? V_EXC : vm_new_error(vm, ERR_ERROR, *m));
    Value r = V_EXC;
    if (*e != V_EXC) {
        Value code = vm_str_from_cstr(vm, "MODULE_NOT_FOUND");
        if (code != V_EXC && lib_def_value(vm, *e, "code", code, PROP_DEFAULT) == 0)
            r = vm_throw(vm, *e);
    }
    gc_scope_close(vm, sc);
    return r;
}

static void *worker_main(void *arg)
{
    WorkerRec *r = arg;
    int code = 1;
    Vm *vm = lib_vm_new();
    if (!vm)
        goto done;
    gc_configure(vm, r->heap_limit, 0, 0);
    WorkerState *ws = calloc(1, sizeof *ws);
    if (!ws) {
        vm_free(vm);
        goto done;
    }
    ws->inbox = &r->inbox;
    ws->self = r;
    vm->lib_state->workers = ws;
    pthread_mutex_lock(&r->mu);
    r->vm = vm;
    if (r->terminating)
        set_sticky_interrupt(vm);
    pthread_mutex_unlock(&r->mu);
    post_new(r->parent, M_ONLINE, r->id, 0, NULL);

    /* node: a missing file is an 'error' event, Error [MODULE_NOT_FOUND] */
    Value res;
    if (r->eval)
        res = lib_node_eval_main_js(vm, r->path, strlen(r->path), "[worker eval]", "[worker eval]");
    else if (access(r->path, F_OK) != 0)
        res = missing_file(vm, r->path);
    else if (r->node)
        res = lib_node_run_main_js(vm, r->path, NULL);
    else
        res = vm_run_module_file(vm, r->path);
    int rc = res == V_EXC ? -1 : lib_loop_run(vm, LOOP_RUN);
    if (ws->exiting) {
        code = ws->exit_code;
        vm_take_exception(vm);
    } else if (terminating(r)) {
        code = 1;
        vm_take_exception(vm);
    } else if (rc < 0) {
        report_error(vm, r);
        code = 1;
    } else {
        code = lib_loop_exit_code(vm);
    }
    pthread_mutex_lock(&r->mu);
    r->vm = NULL;
    pthread_mutex_unlock(&r->mu);
    fflush(vm->out);
    vm_free(vm);
done:
    post_new(r->parent, M_EXIT, r->id, code, NULL);
    rec_release(r);
    return NULL;
}

/* ---- natives -------------------------------------------------------------------- */

/* The file of the newest JS frame outside tarn:worker's own script (the
 * module calling new Worker). */
static const char *caller_file(Vm *vm) { return vm_caller_path_noalloc(vm); }

/* filename relative to the calling module's directory (or absolute, or a
 * file:// URL), as a malloc'd path. */
static char *resolve_path(Vm *vm, const char *spec)
{
    if (strncmp(spec, "file://", 7) == 0)
        spec += 7;
    if (spec[0] == '/')
        return strdup(spec);
    const char *from = caller_file(vm);
    const char *slash = from ? strrchr(from, '/') : NULL;
    if (!slash) {
        char cwd[PATH_MAX];
        if (!getcwd(cwd, sizeof cwd))
            return NULL;
        size_t n = strlen(cwd) + strlen(spec) + 2;
        char *p = malloc(n);
        if (p)
            snprintf(p, n, "%s/%s", cwd, spec);
        return p;
    }
    size_t dl = (size_t)(slash - from);
    size_t n = dl + strlen(spec) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%.*s/%s", (int)dl, from, spec);
    return p;
}

/* spawn(filename, hasWorkerData, workerData, node, transferList, eval) ->
 * threadId; node: the filename is absolute (node:worker_threads resolved
 * it) and the worker runs it as node runs a main file; eval (node only):
 * filename is source text, run as node runs -e code */
static Value w_spawn(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_string(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "The \"filename\" argument must be of type string");
    WorkerState *ws = wk_state(vm, true);
    if (!ws)
        return vm_throw_oom(vm);
    if (ws->nkids == ws->capkids) {
        size_t nc = ws->capkids ? 2 * ws->capkids : 4;
        WorkerRec **nk = realloc(ws->kids, nc * sizeof *nk);
        if (!nk)
            return vm_throw_oom(vm);
        ws->kids = nk;
        ws->capkids = nc;
    }
    WorkerRec *r = calloc(1, sizeof *r);
    if (!r)
        return vm_throw_oom(vm);
    if (ARG(1) == V_TRUE && lib_port_write_js(vm, ARG(2), ARG(4), &r->data) < 0) {
        free(r);
        return V_EXC;
    }
    r->has_data = ARG(1) == V_TRUE;
    r->node = ARG(3) == V_TRUE;
    r->eval = r->node && ARG(5) == V_TRUE;
    r->heap_limit = gc_heap_limit_noalloc(vm);
    char *spec = vm_str_to_utf8(vm, ARG(0), NULL);
    r->path = !spec ? NULL : r->node ? strdup(spec) : resolve_path(vm, spec);
    free(spec);
    if (!r->path || mailbox_init(&r->inbox) < 0) {
        lib_clone_buf_free(&r->data);
        free(r->path);
        free(r);
        return vm_throw_oom(vm);
    }
    pthread_mutex_init(&r->mu, NULL);
    r->id = atomic_fetch_add(&next_thread_id, 1);
    r->parent = ws->inbox;
    r->refd = true;
    atomic_init(&r->refs, 2);
    pthread_attr_t at;
    pthread_attr_init(&at);
    pthread_attr_setstacksize(&at, 8u << 20); /* the interpreter's C recursion needs glibc's default */
    int e = pthread_create(&r->thread, &at, worker_main, r);
    pthread_attr_destroy(&at);
    if (e != 0) {
        atomic_store(&r->refs, 1);
        rec_release(r);
        return vm_throw_error(vm, ERR_ERROR, "cannot start a worker thread: %s", strerror(e));
    }
    ws->kids[ws->nkids++] = r;
    ws->live_refd++;
    return v_int(r->id);
}

/* post(threadId, value, transfer): to that worker; post(-1, value,
 * transfer): to the parent. */
static Value w_post(Vm *vm, Value *argv, int argc, bool construct)
{
    CloneBuf b = {0};
    if (lib_port_write_js(vm, ARG(1), ARG(2), &b) < 0)
        return V_EXC;
    WorkerState *ws = wk_state(vm, false);
    int id = v_is_int(ARG(0)) ? v_get_int(ARG(0)) : 0;
    Mailbox *to = NULL;
    int from = 0;
    if (id < 0) {
        if (ws && ws->self) {
            to = ws->self->parent;
            from = ws->self->id;
        }
    } else {
        WorkerRec *r = kid(ws, id);
        if (r)
            to = &r->inbox;
    }
    if (!to) {
        lib_clone_buf_free(&b);
        return V_UNDEF;
    }
    if (post_new(to, M_MESSAGE, from, 0, &b) < 0) {
        lib_clone_buf_free(&b);
        return vm_throw_oom(vm);
    }
    return V_UNDEF;
}

static void terminate_rec(WorkerRec *r)
{
    pthread_mutex_lock(&r->mu);
    r->terminating = true;
    if (r->vm)
        set_sticky_interrupt(r->vm);
    pthread_mutex_unlock(&r->mu);
    mailbox_wake(&r->inbox);
}

static Value w_terminate(Vm *vm, Value *argv, int argc, bool construct)
{
    WorkerRec *r = kid(wk_state(vm, false), v_is_int(ARG(0)) ? v_get_int(ARG(0)) : 0);
    if (r)
        terminate_rec(r);
    return V_UNDEF;
}

/* ref(threadId, bool) */
static Value w_ref(Vm *vm, Value *argv, int argc, bool construct)
{
    WorkerState *ws = wk_state(vm, false);
    WorkerRec *r = kid(ws, v_is_int(ARG(0)) ? v_get_int(ARG(0)) : 0);
    bool on = ARG(1) == V_TRUE;
    if (r && r->refd != on) {
        r->refd = on;
        ws->live_refd += on ? 1 : -1;
    }
    return V_UNDEF;
}

/* portRef(bool): in a worker, whether parentPort keeps the loop alive. */
static Value w_port_ref(Vm *vm, Value *argv, int argc, bool construct)
{
    WorkerState *ws = wk_state(vm, false);
    if (ws && ws->self)
        ws->port_ref = ARG(0) == V_TRUE;
    return V_UNDEF;
}

static Value w_set_dispatch(Vm *vm, Value *argv, int argc, bool construct)
{
    vm->builtin[B_WORKER_DISPATCH] = ARG(0);
    return V_UNDEF;
}

/* ---- the loop's hooks ------------------------------------------------------------ */

bool lib_worker_active(Vm *vm)
{
    WorkerState *ws = vm->lib_state->workers;
    if (!ws)
        return false;
    return ws->live_refd > 0 || (ws->self && (ws->port_ref || terminating(ws->self)));
}

bool lib_worker_wait(Vm *vm, double ms)
{
    WorkerState *ws = vm->lib_state->workers;
    if (!ws)
        return false;
    Mailbox *mb = ws->inbox;
    struct timespec dl;
    clock_gettime(CLOCK_MONOTONIC, &dl);
    if (ms >= 0) {
        long long ns = (long long)(ms * 1e6);
        dl.tv_sec += (time_t)(ns / 1000000000LL);
        dl.tv_nsec += (long)(ns % 1000000000LL);
        if (dl.tv_nsec >= 1000000000L) {
            dl.tv_sec++;
            dl.tv_nsec -= 1000000000L;
        }
    }
    pthread_mutex_lock(&mb->mu);
    while (!mb->head && !mb->wake) {
        if (ms < 0)
            pthread_cond_wait(&mb->cv, &mb->mu);
        else if (pthread_cond_timedwait(&mb->cv, &mb->mu, &dl) == ETIMEDOUT)
            break;
    }
    bool woken = mb->head || mb->wake;
    pthread_mutex_unlock(&mb->mu);
    return woken;
}

int lib_worker_check(Vm *vm)
{
    WorkerState *ws = vm->lib_state->workers;
    if (ws && ws->self && (ws->exiting || terminating(ws->self))) {
        vm_throw_error(vm, ERR_ERROR, "terminated");
        return -1;
    }
    return 0;
}

/* A worker's exit was posted: its thread is ending (M_EXIT is the last
 * thing it does before dropping its reference), so join it and drop ours. */
static void forget_kid(WorkerState *ws, int id)
{
    for (size_t i = 0; i < ws->nkids; i++) {
        WorkerRec *r = ws->kids[i];
        if (r->id != id)
            continue;
        if (r->refd)
            ws->live_refd--;
        pthread_join(r->thread, NULL);
        ws->kids[i] = ws->kids[--ws->nkids];
        rec_release(r);
        return;
    }
}

/* Deliver one message: dispatch(kind, threadId, value). */
static int deliver(Vm *vm, WorkerState *ws, Msg *m)
{
    if (m->kind >= M_PORT)
        return wk_ports_deliver(vm, ws, m);
    if (m->kind == M_JOB) {
        size_t sc = gc_scope_open(vm);
        int rc = m->job((tarn_vm *)vm, m->job_data);
        gc_scope_close(vm, sc);
        return rc != TARN_OK ? -1 : lib_loop_after_task(vm);
    }
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *args = gc_handle(vm, v_int(m->kind));
    gc_handle(vm, v_int(m->id));
    Value *val = gc_handle(vm, V_UNDEF);
    if (m->kind == M_EXIT) {
        forget_kid(ws, m->id);
        *val = v_int(m->code);
    } else if (m->kind != M_ONLINE) {
        *val = lib_clone_read(vm, &m->buf);
        if (*val == V_EXC)
            goto out;
    }
    if (vm_is_callable_noalloc(vm->builtin[B_WORKER_DISPATCH]) &&
        vm_call_js(vm, vm->builtin[B_WORKER_DISPATCH], V_UNDEF, 3, args) == V_EXC)
        goto out;
    rc = lib_loop_after_task(vm);
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_worker_drain(Vm *vm)
{
    WorkerState *ws = vm->lib_state->workers;
    if (!ws)
        return 0;
    if (lib_worker_check(vm) < 0)
        return -1;
    Mailbox *mb = ws->inbox;
    pthread_mutex_lock(&mb->mu);
    Msg *list = mb->head;
    mb->head = mb->tail = NULL;
    mb->wake = false;
    pthread_mutex_unlock(&mb->mu);
    while (list) {
        Msg *m = list;
        list = m->next;
        int rc = deliver(vm, ws, m);
        wk_msg_free(m);
        if (rc < 0 || (rc = lib_worker_check(vm)) < 0) {
            /* put the rest back in front, in order, for a later turn */
            if (list) {
                Msg *last = list;
                while (last->next)
                    last = last->next;
                pthread_mutex_lock(&mb->mu);
                last->next = mb->head;
                if (!mb->head)
                    mb->tail = last;
                mb->head = list;
                pthread_mutex_unlock(&mb->mu);
            }
            return -1;
        }
    }
    return 0;
}

int lib_worker_post_job(Vm *vm, tarn_job_fn fn, void *data)
{
    /* a worker's VM: its state and inbox were made before any script ran */
    WorkerState *ws = vm->lib_state->workers;
    Msg *m = ws ? calloc(1, sizeof *m) : NULL;
    if (!m)
        return -1;
    m->kind = M_JOB;
    m->job = fn;
    m->job_data = data;
    wk_mailbox_post(ws->inbox, m);
    return 0;
}

bool lib_worker_is_worker(Vm *vm) { return vm->lib_state->workers && vm->lib_state->workers->self; }

int lib_worker_exit(Vm *vm, int code)
{
    WorkerState *ws = vm->lib_state->workers;
    ws->exiting = true;
    ws->exit_code = code;
    set_sticky_interrupt(vm);
    vm_throw_error(vm, ERR_ERROR, "terminated");
    return -1;
}

void lib_worker_free(Vm *vm)
{
    WorkerState *ws = vm->lib_state->workers;
    if (!ws)
        return;
    for (size_t i = 0; i < ws->nkids; i++)
        terminate_rec(ws->kids[i]);
    for (size_t i = 0; i < ws->nkids; i++) {
        pthread_join(ws->kids[i]->thread, NULL);
        rec_release(ws->kids[i]);
    }
    free(ws->kids);
    wk_ports_unbind_all(ws);
    if (ws->own_inbox) {
        mailbox_destroy(ws->inbox);
        free(ws->inbox);
    }
    free(ws);
    vm->lib_state->workers = NULL;
}

/* ---- tarn:worker ---------------------------------------------------------------- */

static const char *const worker_names[] = {"Worker", "isMainThread", "parentPort", "threadId", "workerData", NULL};

/* The JS half: an EventEmitter subset, Worker and parentPort, over natives. */
static const char PRELUDE[] =
    "(function (native, isMainThread, threadId, hasData, workerData) {\n"
    "'use strict';\n"
    "class EventEmitter {\n"
    "  #events = new Map();\n"
    "  on(name, fn) {\n"
    "    if (typeof fn !== 'function') throw new TypeError('The \"listener\" argument must be of type function');\n"
    "    let l = this.#events.get(name);\n"
    "    if (!l) this.#events.set(name, l = []);\n"
    "    l.push(fn);\n"
    "    this._listenersChanged(name);\n"
    "    return this;\n"
    "  }\n"
    "  addListener(name, fn) { return this.on(name, fn); }\n"
    "  once(name, fn) {\n"
    "    const w = (...a) => { this.off(name, w); return fn.apply(this, a); };\n"
    "    w.listener = fn;\n"
    "    return this.on(name, w);\n"
    "  }\n"
    "  off(name, fn) {\n"
    "    const l = this.#events.get(name);\n"
    "    if (l) {\n"
    "      const i = l.findLastIndex((x) => x === fn || x.listener === fn);\n"
    "      if (i >= 0) l.splice(i, 1);\n"
    "      if (l.length === 0) this.#events.delete(name);\n"
    "      this._listenersChanged(name);\n"
    "    }\n"
    "    return this;\n"
    "  }\n"
    "  removeListener(name, fn) { return this.off(name, fn); }\n"
    "  removeAllListeners(name) {\n"
    "    if (name === undefined) this.#events.clear(); else this.#events.delete(name);\n"
    "    this._listenersChanged(name);\n"
    "    return this;\n"
    "  }\n"
    "  listenerCount(name) { const l = this.#events.get(name); return l ? l.length : 0; }\n"
    "  emit(name, ...args) {\n"
    "    const l = this.#events.get(name);\n"
    "    if (!l) return false;\n"
    "    for (const fn of l.slice()) fn.apply(this, args);\n"
    "    return true;\n"
    "  }\n"
    "  _listenersChanged(name) {}\n"
    "}\n"
    "/* onmessage, as on web workers and node's MessagePort: one handler, called\n"
    " * with an event whose data is the message; null or a non-function clears it */\n"
    "class MessageEvent {\n"
    "  constructor(data) { this.data = data; }\n"
    "  get type() { return 'message'; }\n"
    "}\n"
    "const onmessageOf = new WeakMap();\n"
    "function defineOnmessage(C) {\n"
    "  Object.defineProperty(C.prototype, 'onmessage', {\n"
    "    get() { const h = onmessageOf.get(this); return h ? h.fn : null; },\n"
    "    set(fn) {\n"
    "      const h = onmessageOf.get(this);\n"
    "      if (h) { this.off('message', h.wrap); onmessageOf.delete(this); }\n"
    "      if (typeof fn !== 'function') return;\n"
    "      const wrap = (value) => fn.call(this, new MessageEvent(value));\n"
    "      onmessageOf.set(this, { fn, wrap });\n"
    "      this.on('message', wrap);\n"
    "    },\n"
    "    enumerable: true, configurable: true,\n"
    "  });\n"
    "}\n"
    "const workers = new Map();\n"
    "/* set by NodeWorker (node:worker_threads) for the Worker it constructs */\n"
    "let nodeSpawn = false;\n"
    "class Worker extends EventEmitter {\n"
    "  #id;\n"
    "  constructor(filename, options) {\n"
    "    super();\n"
    "    const node = nodeSpawn;\n"
    "    nodeSpawn = false;\n"
    "    if (typeof filename !== 'string') throw new TypeError('The \"filename\" argument must be of type string');\n"
    "    if (!node && !filename.endsWith('.mjs'))\n"
    "      throw new TypeError(`tarn runs a worker file as an ES module: it must end in .mjs (got '${filename}')`);\n"
    "    for (const k of ['eval', 'argv', 'env', 'execArgv', 'resourceLimits', 'stdin', 'stdout', 'stderr'])\n"
    "      if (options != null && options[k] !== undefined && !(node && k === 'eval'))\n"
    "        throw new TypeError(`new Worker: the '${k}' option is not supported by tarn`);\n"
    "    const has = options != null && typeof options === 'object' && 'workerData' in options;\n"
    "    this.#id = native.spawn(filename, has, has ? options.workerData : undefined, node, has ? options.transferList : undefined,\n"
    "      node && options != null && !!options.eval);\n"
    "    workers.set(this.#id, this);\n"
    "  }\n"
    "  get threadId() { return this.#id; }\n"
    "  postMessage(value, transfer) { native.post(this.#id, value, transfer); }\n"
    "  terminate() {\n"
    "    if (!workers.has(this.#id)) return Promise.resolve(undefined);\n"
    "    const p = new Promise((resolve) => this.once('exit', resolve));\n"
    "    native.terminate(this.#id);\n"
    "    return p;\n"
    "  }\n"
    "  ref() { native.ref(this.#id, true); return this; }\n"
    "  unref() { native.ref(this.#id, false); return this; }\n"
    "}\n"
    "defineOnmessage(Worker);\n"
    "/* node:worker_threads' Worker: file (absolute) runs as node runs a main file */\n"
    "class NodeWorker extends Worker {\n"
    "  constructor(file, options) {\n"
    "    nodeSpawn = true;\n"
    "    try { super(file, options); } finally { nodeSpawn = false; }\n"
    "  }\n"
    "}\n"
    "Object.defineProperty(NodeWorker, 'name', { value: 'Worker' });\n"
    "let parentPort = null;\n"
    "if (!isMainThread) {\n"
    "  class MessagePort extends EventEmitter {\n"
    "    postMessage(value, transfer) { native.post(-1, value, transfer); }\n"
    "    close() { this.removeAllListeners('message'); }\n"
    "    ref() { native.portRef(true); return this; }\n"
    "    unref() { native.portRef(false); return this; }\n"
    "    _listenersChanged(name) { native.portRef(this.listenerCount('message') > 0); }\n"
    "  }\n"
    "  defineOnmessage(MessagePort);\n"
    "  parentPort = new MessagePort();\n"
    "}\n"
    "native.setDispatch((kind, id, value) => {\n"
    "  if (id === 0) { parentPort.emit('message', value); return; }\n"
    "  const w = workers.get(id);\n"
    "  if (!w) return;\n"
    "  if (kind === 0) w.emit('message', value);\n"
    "  else if (kind === 1) { if (!w.emit('error', value)) throw value; }\n"
    "  else if (kind === 2) { workers.delete(id); w.emit('exit', value); }\n"
    "  else w.emit('online');\n"
    "});\n"
    "return { Worker, isMainThread, parentPort, threadId, workerData: isMainThread ? null : hasData ? workerData : undefined,\n"
    "  NodeWorker };\n"
    "})";

static Value build_exports(Vm *vm)
{
    static const LibFn fns[] = {
        {"spawn", w_spawn, 6, 0},     {"post", w_post, 3, 0},        {"terminate", w_terminate, 1, 0},
        {"ref", w_ref, 2, 0},         {"portRef", w_port_ref, 1, 0}, {"setDispatch", w_set_dispatch, 1, 0},
        {NULL, NULL, 0, 0},
    };
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *args = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    Value *main = gc_handle(vm, V_TRUE);
    Value *tid = gc_handle(vm, v_int(0));
    Value *has = gc_handle(vm, V_FALSE);
    Value *data = gc_handle(vm, V_UNDEF);
    if (*args == V_EXC || lib_def_fns(vm, *args, fns) < 0)
        goto out;
    WorkerState *ws = vm->lib_state->workers;
    if (ws && ws->self) {
        *main = V_FALSE;
        *tid = v_int(ws->self->id);
        if (ws->self->has_data) {
            *has = V_TRUE;
            *data = lib_clone_read(vm, &ws->self->data);
            if (*data == V_EXC)
                goto out;
        }
    }
    Value f = vm_compile_embedded_js(vm, PRELUDE, sizeof PRELUDE - 1, "tarn:worker");
    if (f == V_EXC)
        goto out;
    r = vm_call_js(vm, f, V_UNDEF, 5, args);
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_worker_exports_js(Vm *vm)
{
    if (!v_is_object(vm->builtin[B_WORKER_EXPORTS])) {
        Value e = build_exports(vm);
        if (e == V_EXC)
            return V_EXC;
        vm->builtin[B_WORKER_EXPORTS] = e;
    }
    return vm->builtin[B_WORKER_EXPORTS];
}

static Value worker_value_js(Vm *vm, int i)
{
    Value e = lib_worker_exports_js(vm);
    return e == V_EXC ? V_EXC : vm_get_str_js(vm, e, worker_names[i]);
}

const VmBuiltinModule lib_module_worker = {"tarn:worker", worker_names, worker_value_js};
