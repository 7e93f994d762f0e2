/* stdlib/node/messaging.c — the natives of the internal module messaging.js
 * (MessageChannel, MessagePort, MessageEvent, BroadcastChannel: the loop's
 * side is stdlib/ports.c), and the web globals that are its exports. */
#include "node.h"
#include "../worker.h"

Value lib_node_messaging_natives(Vm *vm) { return lib_node_natives_with(vm, lib_port_fns); }

static int define_export(Vm *vm, const char *name)
{
    Value m = lib_node_internal_js(vm, "messaging");
    if (m == V_EXC)
        return -1;
    Value c = vm_get_str_js(vm, m, name);
    return c == V_EXC ? -1 : lib_define_global(vm, name, c, PROP_METHOD);
}

int lib_define_message_channel(Vm *vm) { return define_export(vm, "MessageChannel"); }
int lib_define_message_port(Vm *vm) { return define_export(vm, "MessagePort"); }
int lib_define_message_event(Vm *vm) { return define_export(vm, "MessageEvent"); }
int lib_define_broadcast_channel(Vm *vm) { return define_export(vm, "BroadcastChannel"); }
