/* stdlib/web/events.c — Event, CustomEvent, EventTarget, AbortController
 * and AbortSignal: written in JavaScript (stdlib/web/events.js, embedded at
 * build time as lib_web_events_js), compiled and run once, when a script
 * first names one of them, with the natives it needs; its classes are kept
 * in B_EVENTS (the object it returns).
 */
#include <math.h>
#include <time.h>

#include "web.h"
#include "../clone.h"

extern const char lib_web_events_js[];
extern const size_t lib_web_events_js_len;

static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ms since the VM's time origin, to the microsecond as node gives it */
static Value n_now(Vm *vm, Value *argv, int argc, bool construct)
{
    double ms = mono_ms() - ((LibState *)vm->lib_state)->time_origin_ms;
    return v_num(round(ms * 1e3) / 1e3);
}


static int make_events(Vm *vm)
{
    if (vm->builtin[B_EVENTS] != V_EMPTY)
        return 0;
    size_t sc = gc_scope_open(vm);
    bool boot = gc_boot_begin(vm);
    int rc = -1;
    Value *fn = gc_handle(vm, vm_compile_embedded_js(vm, lib_web_events_js, lib_web_events_js_len,
                                                     "tarn:internal/events"));
    if (*fn == V_EXC)
        goto out;
    Value *nat = gc_handle(vm, vm_new_object(vm));
    if (*nat == V_EXC)
        goto out;
    static const LibFn fns[] = {{"now", n_now, 0, 0}, {"received", lib_js_received, 1, 0},
                                {"nodeError", lib_js_node_error, 3, 0}, {NULL, NULL, 0, 0}};
    if (lib_def_fns(vm, *nat, fns) < 0 || lib_domexc_make(vm) < 0 ||
        lib_def_value(vm, *nat, "DOMException", vm->builtin[B_DOMEXC_CTOR], PROP_DEFAULT) < 0)
        goto out;
    Value st = vm_get_str_js(vm, vm->global, "setTimeout");
    if (st == V_EXC || lib_def_value(vm, *nat, "setTimeout", st, PROP_DEFAULT) < 0)
        goto out;
    struct timespec wall;
    clock_gettime(CLOCK_REALTIME, &wall);
    double origin = (double)wall.tv_sec * 1e3 + (double)wall.tv_nsec / 1e6 -
                    (mono_ms() - ((LibState *)vm->lib_state)->time_origin_ms);
    if (lib_def_value(vm, *nat, "timeOrigin", v_num(round(origin * 1e3) / 1e3), PROP_DEFAULT) < 0)
        goto out;
    Value sym = lib_symbol_for(vm, "nodejs.util.inspect.custom");
    if (sym == V_EXC || lib_def_value(vm, *nat, "inspect", sym, PROP_DEFAULT) < 0)
        goto out;
    Value ex = vm_call_js(vm, *fn, V_UNDEF, 1, nat);
    if (ex == V_EXC)
        goto out;
    vm->builtin[B_EVENTS] = ex;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    gc_boot_end(vm, boot);
    return rc;
}

static int define_from_events(Vm *vm, const char *name)
{
    if (make_events(vm) < 0)
        return -1;
    Value c = vm_get_str_js(vm, vm->builtin[B_EVENTS], name);
    return c == V_EXC ? -1 : lib_define_global(vm, name, c, PROP_METHOD);
}

Value lib_web_events_for_node_js(Vm *vm)
{
    return make_events(vm) < 0 ? V_EXC : vm_get_str_js(vm, vm->builtin[B_EVENTS], "forNodeEvents");
}

int lib_define_event(Vm *vm) { return define_from_events(vm, "Event"); }
int lib_define_custom_event(Vm *vm) { return define_from_events(vm, "CustomEvent"); }
int lib_define_event_target(Vm *vm) { return define_from_events(vm, "EventTarget"); }
int lib_define_abort_controller(Vm *vm) { return define_from_events(vm, "AbortController"); }
int lib_define_abort_signal(Vm *vm) { return define_from_events(vm, "AbortSignal"); }
int lib_define_performance_class(Vm *vm) { return define_from_events(vm, "Performance"); }
int lib_define_performance_entry(Vm *vm) { return define_from_events(vm, "PerformanceEntry"); }
int lib_define_performance_mark(Vm *vm) { return define_from_events(vm, "PerformanceMark"); }
int lib_define_performance_measure(Vm *vm) { return define_from_events(vm, "PerformanceMeasure"); }

/* globalThis.performance: a getter and a setter, as node has it (the setter
 * replaces the accessor with a data property) */
static Value get_performance(Vm *vm, Value *argv, int argc, bool construct)
{
    if (make_events(vm) < 0)
        return V_EXC;
    return vm_get_str_js(vm, vm->builtin[B_EVENTS], "performance");
}

static Value set_performance(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_define_global(vm, "performance", ARG(0), PROP_DEFAULT) < 0 ? V_EXC : V_UNDEF;
}

int lib_define_performance(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *g = gc_handle(vm, vm_new_native(vm, "get performance", get_performance, 0, 0));
    Value *s = gc_handle(vm, vm_new_native(vm, "set performance", set_performance, 1, 0));
    Value k = vm_key(vm, "performance");
    if (*g != V_EXC && *s != V_EXC && k != V_EXC)
        rc = vm_define_accessor(vm, vm->global, k, *g, *s, PROP_ENUMERABLE | PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}
