/* vm/gcapi.c — the script- and host-facing face of the collector: the
 * global gc() installed by `tarn --expose-gc` (node's --expose-gc shape),
 * and the statistics summary behind `tarn --gc-stats`.
 *
 * Owns no state: everything lives in gc/. gc() with no argument runs a major
 * collection like node's; gc({type: 'minor'}) runs a minor (node's V8 accepts
 * the same option), which is what the barrier tests use.
 */
#include <stdlib.h>
#include <string.h>

#include "frame.h"
#include "vm.h"

static Value gc_native(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    bool minor = false;
    if (argc > 0 && v_is_object(ARG(0))) {
        Value t = vm_get_str_js(vm, argv[0], "type");
        if (t == V_EXC)
            return V_EXC;
        if (v_is_string(t)) {
            char *s = vm_str_to_utf8(vm, t, NULL);
            if (!s)
                return vm_throw_oom(vm);
            minor = !strcmp(s, "minor");
            free(s);
        }
    }
    /* Called straight from the interpreter, gc()'s arguments are the top of
     * the caller's operand stack: the slots above them up to the frame's
     * ceiling are dead (old operands of finished calls). Collecting with
     * vm->sp lowered to the arguments' end clears them, so, as in V8, a
     * value only a finished call touched is not kept alive by gc() itself
     * (FinalizationRegistry and WeakRef tests compare with node). */
    Frame *fr = vm->nframes ? vm_cur_frame(vm) : NULL;
    Value *saved = vm->sp;
    if (fr && vm->sp == fr->ceil && argv >= fr->fp && argv + argc <= fr->ceil)
        vm->sp = argv + argc;
    if (minor)
        gc_collect_minor(vm, "script");
    else
        gc_collect(vm, "script");
    vm->sp = saved;
    return V_UNDEF;
}

int vm_expose_gc(Vm *vm)
{
    return vm_def_native(vm, vm->global, "gc", gc_native, 0, 0);
}

void vm_gc_stats_print(Vm *vm, FILE *f)
{
    GcStats s;
    gc_stats(vm, &s);
    fprintf(f,
            "gc: %llu minor, %llu major; allocated %llu bytes, copied %llu, promoted %llu, "
            "pretenured %llu; old live %llu bytes; heap %llu bytes (peak %llu); pause total %.3f ms, "
            "max %.3f ms\n",
            (unsigned long long)s.minors, (unsigned long long)s.majors,
            (unsigned long long)s.bytes_allocated, (unsigned long long)s.bytes_copied,
            (unsigned long long)s.bytes_promoted, (unsigned long long)s.bytes_pretenured,
            (unsigned long long)s.bytes_live,
            (unsigned long long)s.heap_size, (unsigned long long)s.peak_heap,
            (double)s.total_pause_ns / 1e6, (double)s.max_pause_ns / 1e6);
    if (vm->nrealms || vm->realms_collected)
        fprintf(f, "gc: realms %u live, %llu collected\n", vm_realm_live_count(vm),
                (unsigned long long)vm->realms_collected);
}
