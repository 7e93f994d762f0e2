/* stdlib/worker_ports.c — MessagePorts and BroadcastChannels that cross
 * threads, as node's: a port posted to a worker (worker.postMessage(msg,
 * [port]), workerData with transferList, or through another port) keeps
 * talking to its peer from the receiving VM, and a BroadcastChannel hears
 * the channels of its name in every VM of the process.
 *
 * A native channel has two ends. Each end is bound to one VM at a time
 * (handle h of that VM: WorkerState.ends[h - 1]) or in transit inside a
 * clone buffer (CloneBuf.ports) between VMs. A message posted on one end
 * is cloned into the other end's queue, and the VM the other end is bound
 * to gets an M_PORT message in its inbox; delivering it takes the oldest
 * queued message, so receiveMessageOnPort can take one sooner, and a
 * notification whose end has moved to another VM (or was taken) finds
 * nothing. When an end is bound (a transfer arrives), its VM is sent one
 * M_PORT per message that waited in transit. Closing either end (close(),
 * or its VM ending, or a clone buffer in transit dropped unread) closes the
 * channel: nothing more is queued, and the other end's VM gets
 * M_PORT_CLOSE after the messages already queued for it.
 *
 * Locking. ch->mu guards both ends (binding, queues, closed); a poster
 * holds it while it posts to the bound VM's inbox (order: ch->mu, then the
 * inbox's mutex; nothing takes them the other way round). A VM unbinds
 * its ends under ch->mu before its inbox goes (wk_ports_unbind_all), so no
 * one posts to a dead inbox. bc_mu guards the BroadcastChannel registry in
 * the same way. A channel is reference-counted: one for each end not yet
 * closed and one for each M_PORT/M_PORT_CLOSE message in an inbox.
 *
 * The JavaScript side is stdlib/node/messaging.js; C calls it through
 * B_PORT_DRAIN (modes PD_*).
 */
#include <stdio.h>
#include <string.h>

#include "worker_int.h"
#include "node/node.h"

typedef struct Channel Channel;
typedef struct PortEnd PortEnd;

struct PortEnd {
    Channel *ch;
    WorkerState *ws;  /* the VM it is bound to; NULL in transit or once closed */
    Mailbox *mb;      /* ws->inbox */
    int handle;       /* in ws */
    bool gone;        /* closed: takes no more messages */
    Msg *head, *tail; /* received, not yet taken */
};

struct Channel {
    pthread_mutex_t mu;
    atomic_int refs;
    bool closed;
    PortEnd end[2];
};

/* messaging.js's modes for B_PORT_DRAIN beyond the poll phase's 0..3 */
enum { PD_ADOPT = 4, PD_MESSAGE = 5, PD_CLOSE = 6, PD_BROADCAST = 7, PD_PREPARE = 8, PD_DETACH = 9 };

static PortEnd *peer_of(PortEnd *e) { return &e->ch->end[e == &e->ch->end[0] ? 1 : 0]; }

static void msgs_free(Msg *m)
{
    while (m) {
        Msg *n = m->next;
        wk_msg_free(m);
        m = n;
    }
}

static void channel_unref(Channel *c)
{
    if (atomic_fetch_sub(&c->refs, 1) != 1)
        return;
    msgs_free(c->end[0].head);
    msgs_free(c->end[1].head);
    pthread_mutex_destroy(&c->mu);
    free(c);
}

void wk_port_msg_release(Msg *m)
{
    if (m->end)
        channel_unref(m->end->ch);
    m->end = NULL;
    free(m->name);
    m->name = NULL;
}

/* Tell e's VM (under ch->mu, e bound) about a message or the close. */
static void notify_locked(PortEnd *e, int kind)
{
    if (!e->mb)
        return;
    Msg *m = calloc(1, sizeof *m);
    if (!m)
        return; /* out of memory: the message stays queued for receiveMessageOnPort */
    m->kind = kind;
    m->end = e;
    atomic_fetch_add(&e->ch->refs, 1);
    wk_mailbox_post(e->mb, m);
}

/* Close the channel from end e (bound or in transit) and drop e's
 * reference: its queue is dropped, the peer's VM told. */
static void end_close(PortEnd *e)
{
    Channel *c = e->ch;
    pthread_mutex_lock(&c->mu);
    Msg *dropped = e->head;
    e->head = e->tail = NULL;
    e->ws = NULL;
    e->mb = NULL;
    e->gone = true;
    PortEnd *p = peer_of(e);
    if (!c->closed && !p->gone)
        notify_locked(p, M_PORT_CLOSE);
    c->closed = true;
    pthread_mutex_unlock(&c->mu);
    msgs_free(dropped);
    channel_unref(c);
}

void lib_port_end_drop(PortEnd *e)
{
    if (e)
        end_close(e);
}

/* ---- the VM's table of bound ends ------------------------------------------------ */

static int bind_end(WorkerState *ws, PortEnd *e)
{
    int h = 0;
    for (int i = 0; i < ws->nends && !h; i++)
        if (!ws->ends[i])
            h = i + 1;
    if (!h) {
        if (ws->nends == ws->capends) {
            int nc = ws->capends ? 2 * ws->capends : 8;
            PortEnd **n = realloc(ws->ends, (size_t)nc * sizeof *n);
            if (!n)
                return 0;
            ws->ends = n;
            ws->capends = nc;
        }
        h = ++ws->nends;
    }
    ws->ends[h - 1] = e;
    pthread_mutex_lock(&e->ch->mu);
    e->ws = ws;
    e->mb = ws->inbox;
    e->handle = h;
    for (Msg *m = e->head; m; m = m->next)
        notify_locked(e, M_PORT);
    if (e->ch->closed)
        notify_locked(e, M_PORT_CLOSE);
    pthread_mutex_unlock(&e->ch->mu);
    return h;
}

static PortEnd *end_of(Vm *vm, Value h)
{
    WorkerState *ws = wk_state(vm, false);
    int i = v_is_int(h) ? v_get_int(h) : 0;
    return ws && i > 0 && i <= ws->nends ? ws->ends[i - 1] : NULL;
}

/* Take the end of handle h out of this VM (it goes in transit). */
static PortEnd *unbind(Vm *vm, Value h)
{
    PortEnd *e = end_of(vm, h);
    if (!e)
        return NULL;
    e->ws->ends[v_get_int(h) - 1] = NULL;
    pthread_mutex_lock(&e->ch->mu);
    e->ws = NULL;
    e->mb = NULL;
    pthread_mutex_unlock(&e->ch->mu);
    return e;
}

/* ---- calling messaging.js ----------------------------------------------------------- */

static Value hook_js(Vm *vm, int mode, Value a, Value b)
{
    size_t sc = gc_scope_open(vm);
    Value *args = gc_handle(vm, v_int(mode));
    gc_handle(vm, a);
    gc_handle(vm, b);
    Value r = V_EXC;
    if (!vm_is_callable_noalloc(vm->builtin[B_PORT_DRAIN]) && lib_node_internal_js(vm, "messaging") == V_EXC)
        goto out;
    r = vm_call_js(vm, vm->builtin[B_PORT_DRAIN], V_UNDEF, 3, args);
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_port_adopt_js(Vm *vm, PortEnd **slot)
{
    WorkerState *ws = wk_state(vm, true);
    if (!ws)
        return vm_throw_oom(vm);
    PortEnd *e = *slot;
    int h = e ? bind_end(ws, e) : 0;
    if (!h)
        return e ? vm_throw_oom(vm) : vm_throw_error(vm, ERR_TYPE, "malformed clone data");
    *slot = NULL;
    return hook_js(vm, PD_ADOPT, v_int(h), V_UNDEF);
}

/* ---- writing a message with a transfer list ------------------------------------------- */

int lib_port_write_js(Vm *vm, Value v, Value transfer, CloneBuf *out)
{
    if (transfer == V_UNDEF || transfer == V_NULL)
        return lib_clone_write_js(vm, v, out);
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *vh = gc_handle(vm, v);
    /* [ports, handles, buffers]: the MessagePorts (now native) and their
     * handles, aligned (undefined / 0 for an ArrayBuffer), and the
     * ArrayBuffers, which are copied and then detached */
    Value *prep = gc_handle(vm, hook_js(vm, PD_PREPARE, transfer, V_UNDEF));
    if (*prep == V_EXC)
        goto out;
    Value *ports = gc_handle(vm, vm_get_index_js(vm, *prep, 0));
    Value *handles = gc_handle(vm, vm_get_index_js(vm, *prep, 1));
    Value *buffers = gc_handle(vm, vm_get_index_js(vm, *prep, 2));
    if (*ports == V_EXC || *handles == V_EXC || *buffers == V_EXC)
        goto out;
    /* an immutable buffer is never detached, so it cannot be transferred
     * (it can be cloned: leave it out of the transfer list) */
    for (uint32_t i = 0; i < vm_array(*buffers)->length; i++) {
        if (vm_ab_immutable_noalloc(vm_array(*buffers)->elems->v[i])) {
            lib_throw_dom_exception(vm, "DataCloneError", "An immutable ArrayBuffer cannot be transferred.");
            goto out;
        }
    }
    if (lib_clone_write_transfer_js(vm, *vh, ports, out) < 0)
        goto out;
    uint32_t n = vm_array(*handles)->length;
    out->ports = n ? calloc(n, sizeof *out->ports) : NULL;
    if (n && !out->ports) {
        lib_clone_buf_free(out);
        vm_throw_oom(vm);
        goto out;
    }
    out->nports = n;
    for (uint32_t i = 0; i < n; i++)
        out->ports[i] = unbind(vm, vm_array(*handles)->elems->v[i]);
    for (uint32_t i = 0; i < vm_array(*buffers)->length; i++) {
        Value ab = vm_array(*buffers)->elems->v[i];
        if (!vm_ab_detached_noalloc(ab))
            vm_arraybuffer_detach(vm, ab);
    }
    rc = hook_js(vm, PD_DETACH, *ports, V_UNDEF) == V_EXC ? -1 : 0;
    if (rc < 0)
        lib_clone_buf_free(out);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- natives for messaging.js ---------------------------------------------------------- */

/* portChannel() -> [h1, h2]: a new native channel, both ends in this VM */
static Value x_channel(Vm *vm, Value *argv, int argc, bool construct)
{
    WorkerState *ws = wk_state(vm, true);
    Channel *c = ws ? calloc(1, sizeof *c) : NULL;
    if (!c)
        return vm_throw_oom(vm);
    pthread_mutex_init(&c->mu, NULL);
    atomic_init(&c->refs, 2);
    c->end[0].ch = c->end[1].ch = c;
    int h1 = bind_end(ws, &c->end[0]);
    int h2 = h1 ? bind_end(ws, &c->end[1]) : 0;
    if (!h2) {
        if (h1)
            ws->ends[h1 - 1] = NULL;
        pthread_mutex_destroy(&c->mu);
        free(c);
        return vm_throw_oom(vm);
    }
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, vm_new_array(vm, 2));
    Value r = *a != V_EXC && vm_array_append(vm, *a, v_int(h1)) == 0 && vm_array_append(vm, *a, v_int(h2)) == 0 ? *a : V_EXC;
    gc_scope_close(vm, sc);
    return r;
}

/* Append (or, front, prepend) a clone to e's queue and tell its VM. */
static void enqueue(PortEnd *e, CloneBuf *b, bool front)
{
    Msg *m = calloc(1, sizeof *m);
    if (!m) {
        lib_clone_buf_free(b);
        return;
    }
    m->kind = M_MESSAGE;
    m->buf = *b;
    *b = (CloneBuf){0};
    Channel *c = e->ch;
    pthread_mutex_lock(&c->mu);
    if (e->gone || (c->closed && !front)) {
        pthread_mutex_unlock(&c->mu);
        wk_msg_free(m);
        return;
    }
    if (front) {
        m->next = e->head;
        e->head = m;
        if (!e->tail)
            e->tail = m;
    } else {
        if (e->tail)
            e->tail->next = m;
        else
            e->head = m;
        e->tail = m;
    }
    notify_locked(e, M_PORT);
    pthread_mutex_unlock(&c->mu);
}

/* portPost(h, value, transfer): to the peer of h */
static Value x_post(Vm *vm, Value *argv, int argc, bool construct)
{
    CloneBuf b = {0};
    if (lib_port_write_js(vm, ARG(1), ARG(2), &b) < 0)
        return V_EXC;
    PortEnd *e = end_of(vm, ARG(0)); /* looked up after the write: a getter may have closed it */
    bool self = false;
    for (uint32_t i = 0; e && i < b.nports; i++)
        self |= b.ports[i] == peer_of(e);
    if (self) { /* the peer would hold the only way to itself: node closes the channel */
        lib_clone_buf_free(&b);
        return lib_process_warn_js(vm, "The target port was posted to itself, and the communication channel was lost",
                                   "Warning") < 0 ? V_EXC : V_UNDEF;
    }
    if (e)
        enqueue(peer_of(e), &b, false);
    lib_clone_buf_free(&b);
    return V_UNDEF;
}

/* portRequeue(h, value): back in front of h's own queue (a message h had
 * received but not delivered when h is transferred) */
static Value x_requeue(Vm *vm, Value *argv, int argc, bool construct)
{
    CloneBuf b = {0};
    if (lib_clone_write_js(vm, ARG(1), &b) < 0)
        return V_EXC;
    PortEnd *e = end_of(vm, ARG(0));
    if (e)
        enqueue(e, &b, true);
    lib_clone_buf_free(&b);
    return V_UNDEF;
}

static Value x_close(Vm *vm, Value *argv, int argc, bool construct)
{
    PortEnd *e = end_of(vm, ARG(0));
    if (e) {
        e->ws->ends[v_get_int(ARG(0)) - 1] = NULL;
        end_close(e);
    }
    return V_UNDEF;
}

/* The oldest message queued for e (bound to ws), taken; NULL if none. */
static Msg *take(PortEnd *e, WorkerState *ws)
{
    pthread_mutex_lock(&e->ch->mu);
    Msg *q = e->ws == ws ? e->head : NULL;
    if (q) {
        e->head = q->next;
        if (!e->head)
            e->tail = NULL;
    }
    pthread_mutex_unlock(&e->ch->mu);
    return q;
}

/* portTake(h) -> [message] or undefined: receiveMessageOnPort */
static Value x_take(Vm *vm, Value *argv, int argc, bool construct)
{
    PortEnd *e = end_of(vm, ARG(0));
    Msg *q = e ? take(e, e->ws) : NULL;
    if (!q)
        return V_UNDEF;
    size_t sc = gc_scope_open(vm);
    Value *v = gc_handle(vm, lib_clone_read(vm, &q->buf));
    wk_msg_free(q);
    Value *a = gc_handle(vm, *v == V_EXC ? V_EXC : vm_new_array(vm, 1));
    Value r = *a != V_EXC && vm_array_append(vm, *a, *v) == 0 ? *a : V_EXC;
    gc_scope_close(vm, sc);
    return r;
}

/* ---- BroadcastChannel across VMs ---------------------------------------------------------- */

/* Which VMs (inboxes) have open channels of which names: each VM joins a
 * name once, with its first open channel of it, and leaves with its last. */
typedef struct BcSub {
    struct BcSub *next;
    char *name;
    Mailbox *mb;
} BcSub;
static pthread_mutex_t bc_mu = PTHREAD_MUTEX_INITIALIZER;
static BcSub *bc_subs;

static Value x_bc_join(Vm *vm, Value *argv, int argc, bool construct)
{
    WorkerState *ws = wk_state(vm, true);
    BcSub *s = ws ? calloc(1, sizeof *s) : NULL;
    if (s)
        s->name = v_is_string(ARG(0)) ? vm_str_to_utf8(vm, ARG(0), NULL) : NULL;
    if (!s || !s->name) {
        free(s);
        return vm_throw_oom(vm);
    }
    s->mb = ws->inbox;
    pthread_mutex_lock(&bc_mu);
    s->next = bc_subs;
    bc_subs = s;
    pthread_mutex_unlock(&bc_mu);
    return V_UNDEF;
}

/* Remove the subscriptions of mb: to name, or (name NULL) all. */
static void bc_leave(Mailbox *mb, const char *name)
{
    BcSub *gone = NULL;
    pthread_mutex_lock(&bc_mu);
    for (BcSub **p = &bc_subs; *p;) {
        BcSub *s = *p;
        if (s->mb == mb && (!name || strcmp(s->name, name) == 0)) {
            *p = s->next;
            s->next = gone;
            gone = s;
        } else {
            p = &s->next;
        }
    }
    pthread_mutex_unlock(&bc_mu);
    while (gone) {
        BcSub *n = gone->next;
        free(gone->name);
        free(gone);
        gone = n;
    }
}

static Value x_bc_leave(Vm *vm, Value *argv, int argc, bool construct)
{
    WorkerState *ws = wk_state(vm, false);
    char *name = ws && v_is_string(ARG(0)) ? vm_str_to_utf8(vm, ARG(0), NULL) : NULL;
    if (name)
        bc_leave(ws->inbox, name);
    free(name);
    return V_UNDEF;
}

/* bcPost(name, value): a clone to every other VM with a channel of name */
static Value x_bc_post(Vm *vm, Value *argv, int argc, bool construct)
{
    WorkerState *ws = wk_state(vm, false);
    if (!ws || !v_is_string(ARG(0)))
        return V_UNDEF;
    CloneBuf b = {0};
    if (lib_clone_write_js(vm, ARG(1), &b) < 0)
        return V_EXC;
    char *name = vm_str_to_utf8(vm, ARG(0), NULL);
    if (!name) {
        lib_clone_buf_free(&b);
        return vm_throw_oom(vm);
    }
    pthread_mutex_lock(&bc_mu);
    for (BcSub *s = bc_subs; s; s = s->next) {
        if (s->mb == ws->inbox || strcmp(s->name, name) != 0)
            continue;
        Msg *m = calloc(1, sizeof *m);
        if (!m || !(m->name = strdup(name)) || lib_clone_buf_dup(&b, &m->buf) < 0) {
            if (m)
                free(m->name);
            free(m);
            continue; /* out of memory: that VM misses the message */
        }
        m->kind = M_BCAST;
        wk_mailbox_post(s->mb, m);
    }
    pthread_mutex_unlock(&bc_mu);
    free(name);
    lib_clone_buf_free(&b);
    return V_UNDEF;
}

/* portSetProto(MessagePort.prototype): what structured clone knows a port by */
static Value x_set_proto(Vm *vm, Value *argv, int argc, bool construct)
{
    vm->builtin[B_MSGPORT_PROTO] = ARG(0);
    return V_UNDEF;
}

const LibFn lib_xport_fns[] = {
    {"portSetProto", x_set_proto, 1, 0},
    {"portChannel", x_channel, 0, 0}, {"portPost", x_post, 3, 0},    {"portRequeue", x_requeue, 2, 0},
    {"portClose", x_close, 1, 0},     {"portTake", x_take, 1, 0},    {"bcJoin", x_bc_join, 1, 0},
    {"bcLeave", x_bc_leave, 1, 0},    {"bcPost", x_bc_post, 2, 0},   {NULL, NULL, 0, 0},
};

/* ---- the loop's side ------------------------------------------------------------------------ */

int wk_ports_deliver(Vm *vm, WorkerState *ws, Msg *m)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *a = gc_handle(vm, V_UNDEF);
    Value *b = gc_handle(vm, V_UNDEF);
    int mode;
    if (m->kind == M_BCAST) {
        mode = PD_BROADCAST;
        *a = vm_str_from_utf8(vm, m->name, strlen(m->name));
        if (*a == V_EXC || (*b = lib_clone_read(vm, &m->buf)) == V_EXC)
            goto out;
    } else if (m->kind == M_PORT) {
        mode = PD_MESSAGE;
        Msg *q = take(m->end, ws);
        if (!q) { /* taken by receiveMessageOnPort, or the end moved on */
            rc = 0;
            goto out;
        }
        *a = v_int(m->end->handle); /* bound to this VM: only this thread changes it */
        *b = lib_clone_read(vm, &q->buf);
        wk_msg_free(q);
        if (*b == V_EXC)
            goto out;
    } else {
        mode = PD_CLOSE;
        pthread_mutex_lock(&m->end->ch->mu);
        bool here = m->end->ws == ws;
        pthread_mutex_unlock(&m->end->ch->mu);
        if (!here) {
            rc = 0;
            goto out;
        }
        *a = v_int(m->end->handle);
    }
    if (hook_js(vm, mode, *a, *b) != V_EXC)
        rc = lib_loop_after_task(vm);
out:
    gc_scope_close(vm, sc);
    return rc;
}

void wk_ports_unbind_all(WorkerState *ws)
{
    for (int i = 0; i < ws->nends; i++)
        if (ws->ends[i])
            end_close(ws->ends[i]);
    free(ws->ends);
    ws->ends = NULL;
    ws->nends = ws->capends = 0;
    bc_leave(ws->inbox, NULL);
}
