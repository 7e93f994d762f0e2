/* stdlib/node/messaging.c — the natives of the internal module messaging.js
 * (MessageChannel, MessagePort, MessageEvent, BroadcastChannel: the loop's
 * side is stdlib/ports.c), and the web globals that are its exports. */
#include "node.h"
#include "../worker.h"

Value lib_node_messaging_natives(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, lib_node_natives_with(vm, lib_port_fns));
    Value r = *o != V_EXC && lib_def_fns(vm, *o, lib_xport_fns) == 0 ? *o : V_EXC;
    gc_scope_close(vm, sc);
    return r;
}

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
