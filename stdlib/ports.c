/* stdlib/ports.c — the event loop's side of MessagePort and BroadcastChannel
 * within one VM (stdlib/node/messaging.js keeps the queues and the ports).
 *
 * Messages are delivered in the loop's poll phase, as node's (after the
 * due timers, before the immediates). The JavaScript side tells the loop
 * three things: that something is queued (schedule(): the loop must not
 * sleep, and drains in its next poll phase), how many ports keep the loop
 * alive (ref(+1/-1): a started MessagePort with a 'message' listener, an
 * open BroadcastChannel, until close() or unref()), and the function that
 * delivers (setDrain(fn), kept in B_PORT_DRAIN): fn(0) is the number of
 * messages queued now (and schedules again while anything is queued),
 * fn(1) delivers the first of them; fn(2) and fn(3) the same for the
 * 'close' events, which come after the immediates (node's close phase).
 * The items queued when a phase begins are delivered, each a task of its
 * own (microtasks and nextTicks run after each); what they post waits for
 * the next turn.
 */
#include "lib.h"
#include "worker.h"

static Value p_schedule(Vm *vm, Value *argv, int argc, bool construct)
{
    vm->lib_state->ports.pending = true;
    return V_UNDEF;
}

static Value p_ref(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_int(ARG(0)))
        vm->lib_state->ports.refs += v_get_int(ARG(0));
    return V_UNDEF;
}

static Value p_set_drain(Vm *vm, Value *argv, int argc, bool construct)
{
    vm->builtin[B_PORT_DRAIN] = ARG(0);
    return V_UNDEF;
}

const LibFn lib_port_fns[] = {{"portSchedule", p_schedule, 0, 0}, {"portRef", p_ref, 1, 0},
                              {"portSetDrain", p_set_drain, 1, 0}, {NULL, NULL, 0, 0}};

bool lib_ports_pending(Vm *vm) { return vm->lib_state->ports.pending; }
bool lib_ports_alive(Vm *vm) { return vm->lib_state->ports.refs > 0 || vm->lib_state->ports.pending; }

int lib_ports_drain(Vm *vm, bool closes)
{
    if (!vm->lib_state->ports.pending || !vm_is_callable_noalloc(vm->builtin[B_PORT_DRAIN]))
        return 0;
    vm->lib_state->ports.pending = false;
    Value count = v_int(closes ? 2 : 0), one = v_int(closes ? 3 : 1);
    Value n = vm_call_js(vm, vm->builtin[B_PORT_DRAIN], V_UNDEF, 1, &count);
    if (n == V_EXC)
        return -1;
    for (int32_t i = v_is_int(n) ? v_get_int(n) : 0; i > 0; i--)
        if (vm_call_js(vm, vm->builtin[B_PORT_DRAIN], V_UNDEF, 1, &one) == V_EXC || lib_loop_after_task(vm) < 0)
            return -1;
    return 0;
}
