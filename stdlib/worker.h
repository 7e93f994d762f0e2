/* stdlib/worker.h — Workers (stdlib/worker.c): each worker is its own VM on
 * its own pthread; messages are structured clones (stdlib/clone.h) passed
 * through a mutex+condvar mailbox per VM and dispatched by the receiving
 * VM's event loop (stdlib/loop.c) as macrotasks.
 */
#ifndef TARN_WORKER_H
#define TARN_WORKER_H

#include "lib.h"

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


/* stdlib/loop.c: the microtask and rejection drain after a task. */
int lib_loop_after_task(Vm *vm);

#endif
