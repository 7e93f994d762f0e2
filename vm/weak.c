/* vm/weak.c — the vm/ half of weak references: trace functions of the weak
 * classes, the ephemeron callbacks the collector calls during a major
 * (gc/gc.h), the job's kept list (WeakRef targets stay alive until the end
 * of the job, the spec's ClearKeptObjects), and running
 * FinalizationRegistry cleanups: a major that clears a registered target
 * sets vm->finreg_pending, and the event loop runs the cleanups as a task of
 * its own (stdlib/loop.c), as node does.
 *
 * Minors treat everything here as strong; only majors clear. Keys of weak
 * tables are objects or unregistered symbols, compared by identity; a minor
 * that moves a key flags the table (vm_trace_maptable) for a rehash.
 */
#include <pthread.h>

#include "weak.h"
#include "maptable.h"

static void trace_weak_coll(GcTracer *t, Object *o)
{
    gc_visit_ephemerons(t, &((MapObj *)o)->table);
}

static void trace_weakref(GcTracer *t, Object *o)
{
    gc_visit_weak(t, &((WeakRefObj *)o)->target);
}

/* The records Values is visited field by field (target and token weak),
 * so it is marked here without its own (strong) trace. */
static void trace_finreg(GcTracer *t, Object *o)
{
    FinRegObj *f = (FinRegObj *)o;
    gc_visit(t, &f->cleanup);
    gc_visit(t, &f->used);
    /* majors: marks the records cell only, vm_ephemeron_trace visits the
     * holdings (strong) and vm_ephemeron_clear the targets; minors: strong */
    gc_visit_ephemerons(t, &f->records);
}

static void register_traces(void)
{
    vm_register_class_trace(CLS_WEAKMAP, trace_weak_coll);
    vm_register_class_trace(CLS_WEAKSET, trace_weak_coll);
    vm_register_class_trace(CLS_WEAKREF, trace_weakref);
    vm_register_class_trace(CLS_FINREG, trace_finreg);
}

/* The trace table is process-wide: fill our entries once (as vm/typed.c
 * does), so VMs created on several threads at once do not race on it. */
void vm_weak_init(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, register_traces);
}

bool vm_ephemeron_trace(GcTracer *t, void *cell)
{
    GcHeader *hd = cell;
    bool more = false;
    if (hd->type == T_VALUES) { /* FinalizationRegistry records */
        Values *r = cell;
        for (uint32_t i = 0; i + 2 < r->cap; i += 3) {
            if (r->v[i + 1] != V_EMPTY && !gc_is_live_noalloc(t, r->v[i + 1])) {
                gc_visit(t, &r->v[i + 1]);
                more = true;
            }
        }
        return more;
    }
    MapTable *m = cell;
    for (uint32_t i = 0; i < m->used; i++) {
        Value k = m->e[i].key;
        if (k == V_EMPTY || !gc_is_live_noalloc(t, k) || gc_is_live_noalloc(t, m->e[i].value))
            continue;
        gc_visit(t, &m->e[i].value);
        more = true;
    }
    return more;
}

/* After the fixpoint: drop what died, and point every surviving slot at
 * its cell's new address if a major evacuated it (gc_weak_alive does
 * both); a key that moved flags the address-hashed table for a rehash. */
void vm_ephemeron_clear(GcTracer *t, void *cell)
{
    GcHeader *hd = cell;
    if (hd->type == T_VALUES) {
        Values *r = cell;
        for (uint32_t i = 0; i + 2 < r->cap; i += 3) {
            if (r->v[i + 1] == V_EMPTY)
                continue;
            if (r->v[i] != V_UNDEF && !gc_weak_alive(t, &r->v[i])) {
                r->v[i] = V_UNDEF; /* dead: cleanup pending */
                gc_tracer_vm_noalloc(t)->finreg_pending = true;
            }
            gc_weak_alive(t, &r->v[i + 1]); /* holdings: marked by vm_ephemeron_trace */
            if (!gc_weak_alive(t, &r->v[i + 2]))
                r->v[i + 2] = V_UNDEF;
        }
        return;
    }
    MapTable *m = cell;
    for (uint32_t i = 0; i < m->used; i++) {
        Value k = m->e[i].key;
        if (k == V_EMPTY)
            continue;
        if (gc_weak_alive(t, &m->e[i].key)) {
            if (m->e[i].key != k)
                m->moved = 1;
            gc_weak_alive(t, &m->e[i].value); /* marked by vm_ephemeron_trace */
            continue;
        }
        m->e[i].key = V_EMPTY; /* non-references: no barrier */
        m->e[i].value = V_UNDEF;
        m->count--;
    }
}

int vm_weak_keep(Vm *vm, Value target)
{
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, target);
    int rc = -1;
    if (!v_is_array(vm->builtin[B_WEAK_KEPT])) {
        Value a = vm_new_array(vm, 4);
        if (a == V_EXC)
            goto out;
        vm->builtin[B_WEAK_KEPT] = a;
    }
    rc = vm_array_append(vm, vm->builtin[B_WEAK_KEPT], *th);
out:
    gc_scope_close(vm, sc);
    return rc;
}

void vm_weak_end_job_noalloc(Vm *vm) { vm->builtin[B_WEAK_KEPT] = V_UNDEF; }

/* One registry's cleanups: the callback once per dead target, the newest
 * registration first (V8's order), each record freed before its call. */
static int registry_cleanups_js(Vm *vm, Value *fh)
{
    int32_t j = v_get_int(((FinRegObj *)v_cell(*fh))->used);
    while (--j >= 0) {
        FinRegObj *f = v_cell(*fh);
        if (!v_is_type(f->records, T_VALUES) || j >= v_get_int(f->used)) /* unregistered meanwhile */
            continue;
        Values *r = v_cell(f->records);
        Value held = r->v[3 * j + 1];
        if (held == V_EMPTY || r->v[3 * j] != V_UNDEF)
            continue;
        r->v[3 * j + 1] = V_EMPTY; /* non-references: no barrier */
        r->v[3 * j + 2] = V_UNDEF;
        size_t sc = gc_scope_open(vm);
        Value *hh = gc_handle(vm, held);
        Value rv = vm_call_js(vm, ((FinRegObj *)v_cell(*fh))->cleanup, V_UNDEF, 1, hh);
        gc_scope_close(vm, sc);
        if (rv == V_EXC)
            return -1;
    }
    return 0;
}

/* The cleanup task: each registry with a dead target gets its callbacks,
 * then after_task (the microtask checkpoint) as node runs one task per
 * registry. A collection during a callback may set the flag again; the
 * loop then runs another task. */
int vm_weak_run_cleanups_js(Vm *vm, int (*after_task)(Vm *vm))
{
    if (!vm->finreg_pending)
        return 0;
    vm->finreg_pending = false;
    if (!v_is_array(vm->builtin[B_FINREGS]))
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *rh = gc_handle(vm, vm->builtin[B_FINREGS]);
    Value *fh = gc_handle(vm, V_UNDEF);
    int rc = 0;
    for (uint32_t i = 0; i < vm_array(*rh)->length && rc == 0; i++) {
        *fh = vm_array(*rh)->elems->v[i];
        if (!v_is_class(*fh, CLS_FINREG))
            continue;
        rc = registry_cleanups_js(vm, fh);
        if (rc == 0 && after_task)
            rc = after_task(vm);
    }
    gc_scope_close(vm, sc);
    return rc;
}
