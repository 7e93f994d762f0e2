/* stdlib/worker_int.h — what stdlib/worker.c (threads, mailboxes) and
 * stdlib/worker_ports.c (MessagePorts and BroadcastChannels that cross
 * threads) share: the mailbox every VM that talks to another thread has,
 * its messages, and the VM's worker state.
 */
#ifndef TARN_WORKER_INT_H
#define TARN_WORKER_INT_H

#include <pthread.h>
#include <stdatomic.h>

#include "clone.h"
#include "worker.h"

/* Messages from a worker to its parent carry M_MESSAGE .. M_ONLINE;
 * messages to a worker are M_MESSAGE, or M_JOB from lib_worker_post_job.
 * Any VM's inbox may receive the port kinds (worker_ports.c): M_PORT (a
 * message waits in end's queue), M_PORT_CLOSE (end's channel was closed),
 * M_BCAST (a BroadcastChannel message for the channels named name). */
enum { M_MESSAGE = 0, M_ERROR = 1, M_EXIT = 2, M_ONLINE = 3, M_JOB = 4, M_PORT = 5, M_PORT_CLOSE = 6, M_BCAST = 7 };

typedef struct Msg {
    struct Msg *next;
    int kind;
    int id;          /* the worker's threadId (to the parent) */
    int code;        /* M_EXIT */
    CloneBuf buf;    /* M_MESSAGE, M_ERROR, M_BCAST, and a port's queued message */
    tarn_job_fn job; /* M_JOB: called with the VM when delivered, never when dropped */
    void *job_data;
    struct PortEnd *end; /* M_PORT, M_PORT_CLOSE: holds a reference to its channel */
    char *name;      /* M_BCAST: malloc'd, NUL-terminated UTF-8 */
} Msg;

typedef struct Mailbox {
    pthread_mutex_t mu;
    pthread_cond_t cv; /* CLOCK_MONOTONIC */
    Msg *head, *tail;
    bool wake;         /* terminate: end the wait even with no message */
} Mailbox;

typedef struct WorkerRec {
    atomic_int refs;   /* parent + thread */
    int id;
    pthread_t thread;
    char *path;
    CloneBuf data;
    bool has_data;
    bool node;         /* node:worker_threads: path is absolute, run by node's main-file rules */
    bool eval;         /* node's eval option: path holds the source text, run as node -e code */
    Mailbox inbox;     /* to the worker */
    Mailbox *parent;   /* the parent's inbox */
    pthread_mutex_t mu;
    Vm *vm;            /* the worker's VM while it exists (under mu) */
    bool terminating;  /* under mu */
    bool refd;         /* parent thread only */
    size_t heap_limit; /* the parent's: --max-heap holds for every VM of the process */
} WorkerRec;

typedef struct WorkerState {
    Mailbox *inbox;    /* own (a parent, the main thread) or rec->inbox (a worker) */
    bool own_inbox;
    WorkerRec *self;   /* in a worker: its record */
    WorkerRec **kids;  /* workers this VM started */
    size_t nkids, capkids;
    int live_refd;     /* kids not yet exited (as seen by dispatch) and ref'd */
    bool port_ref;     /* in a worker: parentPort has 'message' listeners */
    int exit_code;     /* in a worker: process.exit's code */
    bool exiting;
    struct PortEnd **ends; /* worker_ports.c: the port ends bound to this VM; handle h is ends[h - 1] */
    int nends, capends;
} WorkerState;

/* The VM's worker state, made (with its own inbox) when create. NULL when
 * absent or out of memory. */
WorkerState *wk_state(Vm *vm, bool create);
/* Queue m (taking it and its buffer) and wake the mailbox's VM. */
void wk_mailbox_post(Mailbox *mb, Msg *m);
void wk_msg_free(Msg *m);

/* worker_ports.c: an M_PORT, M_PORT_CLOSE or M_BCAST message for this VM
 * (0 / -1); and, from lib_worker_free before the inbox goes, the end of
 * every port and BroadcastChannel name bound to this VM. */
int wk_ports_deliver(Vm *vm, WorkerState *ws, Msg *m);
void wk_ports_unbind_all(WorkerState *ws);
/* wk_msg_free's part for the port kinds: the channel reference, the name. */
void wk_port_msg_release(Msg *m);

#endif
