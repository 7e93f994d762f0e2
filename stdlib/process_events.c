/* stdlib/process_events.c — `process` as node's EventEmitter, and the
 * events node's process emits: 'exit', 'beforeExit', 'uncaughtException',
 * 'unhandledRejection' (the loop, stdlib/loop.c, and the host's end of a
 * run, tarn_exit_status, call in here).
 *
 * node:events is JavaScript (stdlib/node/events.js) and most programs never
 * load it, so process does not start as an EventEmitter: its prototype (a
 * plain object, node's `process` prototype) holds forwarders named like
 * EventEmitter's methods. The first forwarder called, or the first
 * require('events'), links that prototype to EventEmitter.prototype and
 * deletes the forwarders (lib_process_link_events_js), after which
 * process.on === EventEmitter.prototype.on and process instanceof
 * EventEmitter, as in node. Nobody can name EventEmitter before the link
 * is made, so the difference cannot be seen.
 *
 * Invariant: listeners live in process._events (EventEmitter's own
 * storage); C asks whether any are present by reading it, so an event
 * with no listener costs no JavaScript call and needs no node:events.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

#include "../include/tarn.h"
#include "lib.h"
#include "promise.h"
#include "worker.h"
#include "node/node.h"
#include "../vm/api_int.h"

static const char *const EE_METHODS[] = {
    "on", "addListener", "once", "off", "removeListener", "removeAllListeners", "emit", "listeners",
    "rawListeners", "listenerCount", "prependListener", "prependOnceListener", "eventNames", "setMaxListeners",
    "getMaxListeners",
};
#define N_EE_METHODS (sizeof EE_METHODS / sizeof EE_METHODS[0])

/* A forwarder: link process to node:events, then call the real method. */
static Value ee_forward(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int which = MAGIC;
    Value m = lib_node_core_js(vm, "events"); /* links (core.c's make_events) */
    if (m == V_EXC)
        return V_EXC;
    Value fn = vm_get_str_js(vm, THIS, EE_METHODS[which]);
    if (fn == V_EXC)
        return V_EXC;
    if (!vm_is_callable_noalloc(fn))
        return vm_throw_error(vm, ERR_TYPE, "process.%s is not a function", EE_METHODS[which]);
    return vm_call_js(vm, fn, THIS, argc, argv);
}

Value lib_process_new_js(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, vm_new_object(vm));
    if (*proto == V_EXC)
        goto out;
    for (size_t i = 0; i < N_EE_METHODS; i++) {
        Value f = vm_new_native(vm, EE_METHODS[i], ee_forward, 2, (int)i);
        if (f == V_EXC || lib_def_value(vm, *proto, EE_METHODS[i], f, PROP_METHOD) < 0)
            goto out;
    }
    vm->builtin[B_PROCESS_PROTO] = *proto;
    Value *p = gc_handle(vm, vm_new_object_proto(vm, *proto));
    if (*p == V_EXC || lib_def_value(vm, vm->global, "process", *p, PROP_METHOD) < 0)
        goto out;
    r = *p;
out:
    gc_scope_close(vm, sc);
    return r;
}

int lib_process_link_events_js(Vm *vm, Value ee)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *eh = gc_handle(vm, ee);
    Value *proto = gc_handle(vm, vm->builtin[B_PROCESS_PROTO]);
    if (!v_is_object(*proto)) { /* already linked, or no process here */
        rc = 0;
        goto out;
    }
    Value eep = vm_get_str_js(vm, *eh, "prototype");
    if (eep == V_EXC || vm_set_proto(vm, *proto, eep) < 0)
        goto out;
    for (size_t i = 0; i < N_EE_METHODS; i++) {
        Value k = vm_key(vm, EE_METHODS[i]);
        if (k == V_EXC || vm_delete_js(vm, *proto, k) < 0)
            goto out;
    }
    /* node's EventEmitter.init on process: its own listener table */
    Value init = vm_get_str_js(vm, *eh, "init");
    if (init == V_EXC || (vm_is_callable_noalloc(init) && vm_call_js(vm, init, vm->builtin[B_PROCESS], 0, NULL) == V_EXC))
        goto out;
    /* node's own listeners, in node's order */
    if (lib_process_add_signal_listeners_js(vm) < 0 || lib_process_add_warning_listener_js(vm) < 0)
        goto out;
    vm->builtin[B_PROCESS_PROTO] = V_UNDEF;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* The listeners of `type` on process: false when there are none (no
 * JavaScript runs to find out). */
static bool has_listeners_js(Vm *vm, const char *type)
{
    Value p = vm->builtin[B_PROCESS];
    if (!v_is_object(p) || v_is_object(vm->builtin[B_PROCESS_PROTO]))
        return false; /* not linked to node:events: no listener can exist */
    Value ev = vm_get_str_js(vm, p, "_events");
    if (ev == V_EXC) {
        vm_take_exception(vm);
        return false;
    }
    if (!v_is_object(ev))
        return false;
    Value l = vm_get_str_js(vm, ev, type);
    if (l == V_EXC) {
        vm_take_exception(vm);
        return false;
    }
    return l != V_UNDEF;
}

int lib_process_emit_js(Vm *vm, const char *type, int argc, const Value *args)
{
    if (!has_listeners_js(vm, type))
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *av = gc_handle(vm, V_UNDEF);
    for (int i = 0; i < argc; i++)
        gc_handle(vm, args[i]);
    av[0] = vm_str_from_cstr(vm, type);
    if (av[0] == V_EXC)
        goto out;
    Value emit = vm_get_str_js(vm, vm->builtin[B_PROCESS], "emit");
    if (emit == V_EXC)
        goto out;
    if (vm_call_js(vm, emit, vm->builtin[B_PROCESS], argc + 1, av) == V_EXC)
        goto out;
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_process_uncaught_js(Vm *vm, const char *origin)
{
    if (!has_listeners_js(vm, "uncaughtException"))
        return -1;
    /* A time limit past its deadline, and a worker's termination, unwind
     * whatever catches them: no listener may turn them into a success. */
    if (vm_api_ms_left(vm) == 0 || lib_worker_check(vm) < 0)
        return -1;
    size_t sc = gc_scope_open(vm);
    Value *av = gc_handle(vm, vm_take_exception(vm));
    gc_handle(vm, V_UNDEF);
    int rc = -1;
    av[1] = vm_str_from_cstr(vm, origin);
    if (av[1] != V_EXC) {
        rc = lib_process_emit_js(vm, "uncaughtException", 2, av) < 0 ? -1 : 0;
        if (rc < 0)
            vm->lib_state->uncaught_listener_threw = true;
    }
    gc_scope_close(vm, sc);
    return rc;
}

int lib_process_emit_exit_js(Vm *vm)
{
    LibState *ls = vm->lib_state;
    if (ls->process_exiting || !has_listeners_js(vm, "exit"))
        return lib_process_exit_code(vm);
    ls->process_exiting = true;
    Value c = v_int(lib_process_exit_code(vm));
    if (lib_process_emit_js(vm, "exit", 1, &c) < 0) {
        fflush(vm->out);
        tarn_report_error((tarn_vm *)vm, vm->err ? vm->err : stderr);
        return 1;
    }
    return lib_process_exit_code(vm);
}

int lib_process_emit_before_exit_js(Vm *vm)
{
    if (vm->lib_state->process_exiting || !has_listeners_js(vm, "beforeExit"))
        return 0;
    Value c = v_int(lib_process_exit_code(vm));
    return lib_process_emit_js(vm, "beforeExit", 1, &c);
}

/* ---- signals as events ----------------------------------------------------------
 * A signal handler only marks the signal pending (sig_pending is the one
 * thing it touches); an unref'd internal timer looks at the marks every
 * SIGNAL_POLL_MS while this VM handles a signal, and emits the signal's
 * event on process (node's process.emit(name, name, number)), so a signal
 * listener does not keep the loop alive, as node's does not. Signals go to
 * the process, so only a VM with the host's loop (not a worker's: node does
 * not deliver them there either) installs handlers. */

#define SIGNAL_POLL_MS 10.0

static volatile sig_atomic_t sig_pending[64];

static void on_signal(int sig)
{
    if (sig > 0 && sig < 64)
        sig_pending[sig] = 1;
}

/* the signal an event's name names, or -1 (-2 with an exception: out of memory) */
static int signal_of(Vm *vm, Value type)
{
    if (!v_is_string(type))
        return -1;
    char *name = vm_str_to_utf8(vm, type, NULL);
    if (!name)
        return -2;
    int sig = lib_node_signal_number(name);
    free(name);
    return sig > 0 && sig < 64 ? sig : -1;
}

static int arm_signal_poll(Vm *vm);

static Value signal_poll(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    LibState *ls = vm->lib_state;
    ls->signal_polling = false;
    for (int sig = 1; sig < 64; sig++) {
        if (!(ls->signal_watch & (1ull << sig)) || !sig_pending[sig])
            continue;
        sig_pending[sig] = 0;
        const char *name = lib_node_signal_name(sig);
        size_t sc = gc_scope_open(vm);
        Value *args = gc_handle(vm, vm_str_from_cstr(vm, name));
        gc_handle(vm, v_int(sig));
        int rc = *args == V_EXC ? -1 : lib_process_emit_js(vm, name, 2, args);
        gc_scope_close(vm, sc);
        if (rc < 0)
            return V_EXC;
    }
    return arm_signal_poll(vm) < 0 ? V_EXC : V_UNDEF;
}

static int arm_signal_poll(Vm *vm)
{
    LibState *ls = vm->lib_state;
    if (ls->signal_polling || !ls->signal_watch)
        return 0;
    Value fn = vm_new_native(vm, "signalPoll", signal_poll, 0, 0);
    if (fn == V_EXC || lib_timer_start(vm, fn, SIGNAL_POLL_MS) == V_EXC)
        return -1;
    ls->signal_polling = true;
    return 0;
}

/* node's own signal listeners on process, one native by its magic:
 * 'newListener' (magic 0): a signal's first listener installs the handler
 * (SIGKILL and SIGSTOP cannot have one: node's "uv_signal_start EINVAL");
 * 'removeListener' (magic 1): a signal's last listener gone, its default
 * action is back */
static Value listen_if_signal(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    bool start = MAGIC == 0;
    int sig = signal_of(vm, ARG(0));
    LibState *ls = vm->lib_state;
    if (sig == -2)
        return V_EXC;
    if (sig < 0)
        return V_UNDEF;
    bool watched = (ls->signal_watch & (1ull << sig)) != 0;
    if (!start) {
        if (watched && !has_listeners_js(vm, lib_node_signal_name(sig))) {
            signal(sig, SIG_DFL);
            ls->signal_watch &= ~(1ull << sig);
        }
        return V_UNDEF;
    }
    if (!vm->api || watched)
        return V_UNDEF;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sig == SIGKILL || sig == SIGSTOP || sigaction(sig, &sa, NULL) < 0)
        return lib_throw_errno(vm, EINVAL, "uv_signal_start");
    sig_pending[sig] = 0;
    ls->signal_watch |= 1ull << sig;
    return arm_signal_poll(vm) < 0 ? V_EXC : V_UNDEF;
}

int lib_process_add_signal_listeners_js(Vm *vm)
{
    static const struct {
        const char *event, *name;
    } l[] = {{"newListener", "startListeningIfSignal"}, {"removeListener", "stopListeningIfSignal"}};
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *av = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    for (size_t i = 0; i < 2; i++) {
        if ((av[0] = vm_str_from_cstr(vm, l[i].event)) == V_EXC ||
            (av[1] = vm_new_native(vm, l[i].name, listen_if_signal, 1, (int)i)) == V_EXC)
            goto out;
        Value on = vm_get_str_js(vm, vm->builtin[B_PROCESS], "on");
        if (on == V_EXC || vm_call_js(vm, on, vm->builtin[B_PROCESS], 2, av) == V_EXC)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
