/* stdlib/worker.h — Workers (stdlib/worker.c): each worker is its own VM on
 * its own pthread; messages are structured clones (stdlib/clone.h) passed
 * through a mutex+condvar mailbox per VM and dispatched by the receiving
 * VM's event loop (stdlib/loop.c) as macrotasks.
 */
#ifndef TARN_WORKER_H
#define TARN_WORKER_H

#include "lib.h"
#include "../include/tarn.h"

/* The loop's hooks. lib_worker_active: this VM has a mailbox that can still
 * receive something the loop must wait for (a ref'd live worker, or in a
 * worker a ref'd parentPort); it keeps the loop alive. */
bool lib_worker_active(Vm *vm);
/* Block until a message is queued, ms pass (ms < 0: no limit), or the VM is
 * being terminated. True when it ended for a message or a termination. */
bool lib_worker_wait(Vm *vm, double ms);
/* Dispatch every queued message (each followed by the loop's microtask
 * drain). 0 / -1 (an exception, or "terminated"). */
int lib_worker_drain(Vm *vm);
/* In a worker being terminated (or after process.exit there): -1 with the
 * "terminated" error pending; else 0. */
int lib_worker_check(Vm *vm);
/* process.exit / tarn:os exit in a worker: ends the worker (not the
 * process) with code. Always -1 (the unwinding error is pending). */
bool lib_worker_is_worker(Vm *vm);
int lib_worker_exit(Vm *vm, int code);
/* Queue fn(vm, data) on a worker VM's inbox, from any thread: it runs
 * among the worker's messages, in order, followed by the microtask drain;
 * if the worker ends first it is dropped uncalled. 0 / -1 (out of memory). */
int lib_worker_post_job(Vm *vm, tarn_job_fn fn, void *data);

/* tarn:worker's exports object (made once): Worker, isMainThread,
 * parentPort, threadId, workerData, and NodeWorker, the Worker
 * node:worker_threads hands out. V_EXC. */
Value lib_worker_exports_js(Vm *vm);

/* stdlib/loop.c: the microtask and rejection drain after a task. */
int lib_loop_after_task(Vm *vm);
/* ports.c: MessagePort and BroadcastChannel deliveries within this VM.
 * lib_port_fns: the natives messaging.js gets (portSchedule, portRef,
 * portSetDrain); pending: items are queued; alive: a ref'd port or a queued
 * item keeps the loop going; drain: the poll phase's messages or (closes)
 * the close phase's 'close' events (0 / -1). */
extern const LibFn lib_port_fns[];
bool lib_ports_pending(Vm *vm);
bool lib_ports_alive(Vm *vm);
int lib_ports_drain(Vm *vm, bool closes);
/* worker_ports.c: MessagePorts across VMs. lib_port_write_js: serialise v
 * for a post with transfer (undefined, or what postMessage was given: the
 * ports go in out->ports and are detached here, the ArrayBuffers are
 * copied and detached); lib_port_adopt_js: bind *slot to this VM (taking
 * it) and make its MessagePort; lib_port_end_drop: close a port end in
 * transit; lib_xport_fns: messaging.js's natives for native ports and
 * BroadcastChannels. */
struct PortEnd;
struct CloneBuf;
int lib_port_write_js(Vm *vm, Value v, Value transfer, struct CloneBuf *out);
Value lib_port_adopt_js(Vm *vm, struct PortEnd **slot);
void lib_port_end_drop(struct PortEnd *e);
extern const LibFn lib_xport_fns[];
/* Queue fn(vm, data) as a macrotask of vm's loop from any thread, waking
 * the loop: through the host's mailbox (tarn_vm_post) or, for a worker's
 * VM, its inbox. The caller keeps vm alive until the post returns. 0 / -1. */
int lib_loop_post(Vm *vm, tarn_job_fn fn, void *data);
/* The library's own one-shot timer calling fn after delay ms: unref'd (it
 * does not keep the loop alive) and taking no setTimeout id; cancel is a
 * no-op on a fired timer. */
Value lib_timer_start(Vm *vm, Value fn, double delay);
void lib_timer_cancel_noalloc(Vm *vm, Value t);

#endif
