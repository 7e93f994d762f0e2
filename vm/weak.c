/* vm/weak.c — the vm/ half of weak references: trace functions of the weak
 * classes, the ephemeron callbacks the collector calls during a major
 * (gc/gc.h), the job's kept list (WeakRef targets stay alive until the end
 * of the job, the spec's ClearKeptObjects), and running
 * FinalizationRegistry cleanups at the end of a job.
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

void vm_ephemeron_clear(GcTracer *t, void *cell)
{
    GcHeader *hd = cell;
    if (hd->type == T_VALUES) {
        Values *r = cell;
        for (uint32_t i = 0; i + 2 < r->cap; i += 3) {
            if (r->v[i + 1] == V_EMPTY)
                continue;
            if (!gc_is_live_noalloc(t, r->v[i]))
                r->v[i] = V_UNDEF; /* dead: cleanup pending */
            if (!gc_is_live_noalloc(t, r->v[i + 2]))
                r->v[i + 2] = V_UNDEF;
        }
        return;
    }
    MapTable *m = cell;
    for (uint32_t i = 0; i < m->used; i++) {
        Value k = m->e[i].key;
        if (k == V_EMPTY || gc_is_live_noalloc(t, k))
            continue;
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
    rc = vm_array_push(vm, vm->builtin[B_WEAK_KEPT], *th);
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_weak_end_job_js(Vm *vm)
{
    vm->builtin[B_WEAK_KEPT] = V_UNDEF;
    Value regs = vm->builtin[B_FINREGS];
    if (!v_is_array(regs))
        return 0;
    bool any = false;
    ArrayObj *ra = vm_array(regs);
    for (uint32_t i = 0; i < ra->length && !any; i++) {
        Value f = ra->elems->v[i];
        any = v_is_class(f, CLS_FINREG) && v_get_int(((FinRegObj *)v_cell(f))->used) > 0;
    }
    if (!any)
        return 0;
    gc_collect(vm, "finalization");
    size_t sc = gc_scope_open(vm);
    Value *rh = gc_handle(vm, vm->builtin[B_FINREGS]);
    int rc = 0;
    for (uint32_t i = 0; i < vm_array(*rh)->length; i++) {
        Value *fh = gc_handle(vm, vm_array(*rh)->elems->v[i]);
        if (!v_is_class(*fh, CLS_FINREG))
            continue;
        for (int32_t j = 0;; j++) {
            FinRegObj *f = v_cell(*fh);
            if (j >= v_get_int(f->used) || !v_is_type(f->records, T_VALUES))
                break;
            Values *r = v_cell(f->records);
            Value held = r->v[3 * j + 1];
            if (held == V_EMPTY || r->v[3 * j] != V_UNDEF)
                continue;
            r->v[3 * j + 1] = V_EMPTY; /* free the record before calling back */
            r->v[3 * j + 2] = V_UNDEF;
            Value *hh = gc_handle(vm, held);
            if (vm_call_js(vm, f->cleanup, V_UNDEF, 1, hh) == V_EXC) {
                rc = -1;
                goto out;
            }
        }
    }
out:
    gc_scope_close(vm, sc);
    return rc;
}
