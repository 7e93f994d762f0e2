/* vm/api_native.c — tarn.h's native functions, host classes, interrupts,
 * limits, GC control and the VM's API state (creation with a config,
 * teardown).
 *
 * Owns ApiState's natives table (NativeFunc.magic indexes it, so no C
 * pointer is stored in the heap), the classes and the weak instance table.
 * Invariant: every live host instance has exactly one entry whose `obj` is
 * the instance; vm_trace_weak keeps `obj` current across moves and runs
 * the finalizer of an entry whose object died, once.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api_int.h"
#include "typed.h"

/* ---- state ------------------------------------------------------------------- */

ApiState *api_state_new(void)
{
    ApiState *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->inst_free = UINT32_MAX;
    a->small_args = 8;
    if (api_loop_init(a) < 0) {
        free(a);
        return NULL;
    }
    return a;
}

void api_state_free(Vm *vm)
{
    ApiState *a = vm->api;
    if (!a)
        return;
    api_loop_free(a);
    for (uint32_t i = 0; i < a->ninst; i++) {
        HostInst *e = &a->inst[i];
        if (e->obj != V_EMPTY && e->cls->finalize) {
            a->in_finalizer = a->trap = true;
            e->cls->finalize(e->ptr, e->cls->data);
            a->in_finalizer = false;
            a->trap = a->check;
        }
    }
    free(a->inst);
    for (uint32_t i = 0; i < a->nclasses; i++) {
        free(a->classes[i]->name);
        free(a->classes[i]);
    }
    free(a->classes);
    free(a->natives);
    for (PChunk *c = a->pchunks, *n; c; c = n) {
        n = c->next;
        free(c);
    }
    free(a->pfree);
    api_ring_free(a);
    free(a);
    vm->api = NULL;
}

/* ---- limits ---------------------------------------------------------------- */

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void api_enter(Vm *vm)
{
    ApiState *a = vm->api;
    if (!a)
        return;
    if (a->depth++ == 0)
        a->deadline_ns = a->time_limit_ms ? now_ns() + (uint64_t)a->time_limit_ms * 1000000u : 0;
}

void api_leave(Vm *vm)
{
    ApiState *a = vm->api;
    if (a && --a->depth == 0) {
        a->deadline_ns = 0;
        vm->terminating = false;
    }
}

int vm_api_poll(Vm *vm)
{
    ApiState *a = vm->api;
    int irq = vm->terminating ? TARN_INTERRUPT_TERMINATE : a->ifn ? a->ifn((tarn_vm *)vm, a->idata) : 0;
    if (irq) {
        a->irq_raised = true;
        if (irq == TARN_INTERRUPT_TERMINATE) {
            /* until the outermost call returns: code that swallowed the
             * error in C (a promise job, an async function's rejection)
             * stops at its next back-edge */
            vm->terminating = true;
            vm->poll_budget = 1;
        }
        vm_throw_error(vm, ERR_ERROR, "interrupted");
        return -1;
    }
    /* Past the deadline every poll throws again, so a script that catches
     * the error cannot keep running; the outermost call's return disarms. */
    if (a->deadline_ns && now_ns() >= a->deadline_ns) {
        vm_throw_error(vm, ERR_ERROR, "Script execution timed out after %ums", a->time_limit_ms);
        vm->poll_budget = 1; /* poll at the very next back-edge: a catching loop ends too */
        return -1;
    }
    return 0;
}

double vm_api_ms_left(Vm *vm)
{
    ApiState *a = vm->api;
    if (!a || !a->deadline_ns)
        return -1;
    uint64_t now = now_ns();
    return now >= a->deadline_ns ? 0 : (double)(a->deadline_ns - now) / 1e6;
}

void tarn_set_interrupt_handler(tarn_vm *tv, tarn_interrupt_fn fn, void *data)
{
    API_CTX(tv);
    ApiState *a = ((Vm *)tv)->api;
    a->ifn = fn;
    a->idata = data;
}

void tarn_vm_interrupt(tarn_vm *tv)
{
    __atomic_store_n(&((Vm *)tv)->interrupt, 1, __ATOMIC_RELEASE);
    api_loop_wake((Vm *)tv); /* a loop asleep until its next timer notices now */
}

void tarn_set_time_limit(tarn_vm *tv, unsigned ms) { ((Vm *)tv)->api->time_limit_ms = ms; }

/* ---- creation with a config ---------------------------------------------------- */

/* Checked mode: TARN_API_CHECK=1 in the environment turns it on, =0 off;
 * unset, it is on in a library built with -DTARN_API_CHECK_DEFAULT=1 (a
 * debug build: make CFLAGS=-DTARN_API_CHECK_DEFAULT=1). Read once per VM,
 * at creation: a handle made before the switch would carry no tag. */
#ifndef TARN_API_CHECK_DEFAULT
#define TARN_API_CHECK_DEFAULT 0
#endif
static bool api_check_wanted(void)
{
    const char *e = getenv("TARN_API_CHECK");
    if (!e || !*e)
        return TARN_API_CHECK_DEFAULT;
    return strcmp(e, "0") != 0;
}

/* The value stack a config may ask for: at least enough for the builtins'
 * own frames, at most the slots vm_new reserved. */
#define API_STACK_MIN ((size_t)16 << 10)

Vm *api_vm_new(const tarn_config *c, const VmLibrary *lib)
{
    tarn_config dflt;
    if (!c) {
        tarn_config_init(&dflt);
        c = &dflt;
    }
    if (c->alloc_ud && !c->alloc)
        return NULL; /* user data for no allocator: a host mistake, not a default */
    if (!c->map_pages != !c->unmap_pages || (c->pages_ud && !c->map_pages))
        return NULL; /* half a page-hook pair */
    VmAllocHook *hook = NULL;
    if (c->alloc || c->map_pages) {
        /* the hook record itself comes from the hook, so the count balances */
        hook = c->alloc ? c->alloc(c->alloc_ud, NULL, 0, sizeof *hook) : api_libc_malloc(sizeof *hook);
        if (!hook)
            return NULL;
        hook->fn = c->alloc;
        hook->ud = c->alloc_ud;
        hook->pages.map = c->map_pages;
        hook->pages.unmap = c->unmap_pages;
        hook->pages.ud = c->pages_ud;
    }
    const VmAllocHook *prev = vm_alloc_switch(hook);
    Vm *vm = vm_new(lib);
    ApiState *a = vm ? api_state_new() : NULL;
    if (!a)
        goto fail;
    vm->api = a;
    a->hook = hook;
    vm->api_hlimit = vm->hcap - API_HANDLE_RESERVE;
    if (api_check_wanted()) {
        if (api_ring_init(vm) < 0)
            goto fail;
        a->check = a->trap = true;
        a->small_args = -1; /* host_native's slow path makes ring handles */
        vm->api_hlimit = 0;  /* so does api_push's */
    }
    gc_configure(vm, c->heap_limit, c->nursery_min, c->nursery_max);
    a->time_limit_ms = c->time_limit_ms;
    if (c->stack_limit) {
        size_t bytes = c->stack_limit < API_STACK_MIN ? API_STACK_MIN : c->stack_limit;
        size_t slots = bytes / sizeof(Value);
        if (slots < (size_t)(vm->stack_end - vm->stack))
            vm->stack_end = vm->stack + slots; /* the interpreter's frame checks raise the RangeError */
    }
    vm_alloc_switch(prev);
    return vm;
fail:
    if (vm) {
        if (a)
            api_state_free(vm);
        vm_free(vm);
    }
    vm_alloc_switch(prev);
    api_hook_free(hook);
    return NULL;
}

/* ---- GC control ------------------------------------------------------------------ */

void tarn_vm_get_gc_stats(tarn_vm *tv, tarn_gc_stats *out)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    GcStats s;
    gc_stats(vm, &s);
    memset(out, 0, sizeof *out);
    out->collections = s.collections;
    out->minors = s.minors;
    out->majors = s.majors;
    out->bytes_allocated = s.bytes_allocated;
    out->bytes_live = s.bytes_live;
    out->heap_size = s.heap_size;
    out->peak_heap = s.peak_heap;
    out->external_bytes = gc_external_bytes_noalloc(vm);
    out->total_pause_ns = s.total_pause_ns;
    out->max_pause_ns = s.max_pause_ns;
    out->realms = vm_realm_live_count(vm);
    out->realms_collected = vm->realms_collected;
}

void tarn_vm_gc(tarn_vm *tv, int major)
{
    API_CTX(tv);
    if (major)
        gc_collect((Vm *)tv, "host");
    else
        gc_collect_minor((Vm *)tv, "host");
}

/* ---- native functions ---------------------------------------------------------- */

static int add_native(Vm *vm, tarn_native_fn fn, void *data, tarn_class *cls)
{
    ApiState *a = vm->api;
    if (a->nnatives == a->natives_cap) {
        uint32_t n = a->natives_cap ? a->natives_cap * 2 : 16;
        ApiNative *nv = n > (uint32_t)INT32_MAX ? NULL : realloc(a->natives, n * sizeof *nv);
        if (!nv) {
            vm_throw_oom(vm);
            return -1;
        }
        a->natives = nv;
        a->natives_cap = n;
    }
    a->natives[a->nnatives] = (ApiNative){ fn, data, cls };
    return (int)a->nnatives++;
}

/* A host constructor's result: it must be an object (node's rule for a
 * derived constructor's return value, which `new Entity` behaves as), and
 * under `class Player extends Entity` (new.target, in THIS, is not the
 * class's own constructor) the instance takes new.target.prototype, as
 * a builtin constructor's instance does. */
static Value host_construct_result(Vm *vm, Value *argv, tarn_class *cls, Value out)
{
    if (!v_is_object(out))
        return vm_throw_error(vm, ERR_TYPE,
                              "Host class constructor %s returned a non-object (return "
                              "tarn_instance_new(...) or NULL after tarn_throw*)", cls->name);
    if (!v_is_object(THIS) || THIS == CALLEE)
        return out;
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, out);
    Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
    Value r = V_EXC;
    if (p != V_EXC && (!v_is_object(p) || vm_set_proto(vm, *o, p) >= 0))
        r = *o;
    gc_scope_close(vm, sc);
    return r;
}

/* Every host function is this native; MAGIC picks the ApiNative. The
 * arguments are handed over in place: argv lies in the VM stack, which never
 * moves and is a root, so &argv[i] is already a valid handle. */
static Value host_native(Vm *vm, Value *argv, int argc, bool construct)
{
    ApiNative n = vm->api->natives[MAGIC]; /* a copy: the table may grow during the call */
    if (n.cls && !construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor %s cannot be invoked without 'new'",
                              n.cls->name);
    ApiState *a = vm->api;
    size_t sc = gc_scope_open(vm);
    tarn_value small[8];
    tarn_value *hv = small;
    tarn_value self;
    if (UNLIKELY(argc > a->small_args)) { /* many arguments, or checked mode */
        hv = malloc((size_t)(argc ? argc : 1) * sizeof *hv);
        if (!hv) {
            gc_scope_close(vm, sc);
            return vm_throw_oom(vm);
        }
    }
    if (UNLIKELY(a->check)) {
        /* ring handles (api_int.h), so one kept past the return is caught */
        for (int i = 0; i < argc; i++)
            hv[i] = api_ring_handle(vm, gc_handle(vm, argv[i]));
        self = api_ring_handle(vm, gc_handle(vm, construct ? V_UNDEF : argv[-1]));
    } else {
        for (int i = 0; i < argc; i++)
            hv[i] = api_val(&argv[i]);
        self = api_val(construct ? gc_handle(vm, V_UNDEF) : &argv[-1]);
    }
    uint32_t depth = a->sdepth, floor = a->sfloor;
    a->sfloor = depth; /* the native may not close scopes its caller opened */
    tarn_value r = n.fn((tarn_vm *)vm, self, argc, hv, n.data);
    a->sdepth = depth; /* scopes it left open die with sc below */
    a->sfloor = floor;
    if (hv != small) {
        if (a->check && r && !vm->has_exception)
            api_trap(vm, "a native function's return value", 1, &r, 0, NULL);
        free(hv);
    }
    Value out = vm->has_exception ? V_EXC : api_read(r);
    if (n.cls && out != V_EXC)
        out = host_construct_result(vm, argv, n.cls, out);
    gc_scope_close(vm, sc);
    return out;
}

tarn_value tarn_function_new(tarn_vm *tv, const char *name, tarn_native_fn fn, int length, void *data)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (!fn) {
        vm_throw_error(vm, ERR_TYPE, "tarn_function_new: no function");
        return NULL;
    }
    int idx = add_native(vm, fn, data, NULL);
    if (idx < 0)
        return NULL;
    return api_push(vm, vm_new_native(vm, name ? name : "", host_native, length < 0 ? 0 : length, idx));
}

tarn_value tarn_htmldda_new(tarn_vm *tv, tarn_native_fn fn, void *data)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    Value call = V_UNDEF;
    if (fn) {
        int idx = add_native(vm, fn, data, NULL);
        if (idx < 0)
            return NULL;
        call = vm_new_native(vm, "", host_native, 0, idx);
        if (call == V_EXC)
            return NULL;
    }
    /* Object.prototype: document.all's prototype chain ends there */
    return api_push(vm, vm_new_object_value(vm, CLS_HTMLDDA, vm->builtin[B_OBJECT_PROTO], call));
}

int tarn_define_function(tarn_vm *tv, tarn_value obj, const char *name, tarn_native_fn fn, int length,
                         void *data)
{
    API_CTX_H(tv, obj);
    Vm *vm = (Vm *)tv;
    if (obj && !v_is_object(api_read(obj))) {
        vm_throw_error(vm, ERR_TYPE, "tarn_define_function: not an object");
        return TARN_ERROR;
    }
    size_t sc = gc_scope_open(vm);
    int rc = TARN_ERROR;
    tarn_value f = tarn_function_new(tv, name, fn, length, data);
    if (!f)
        goto out;
    Value k = vm_key(vm, name ? name : "");
    if (k == V_EXC)
        goto out;
    Value target = obj ? api_read(obj) : vm->global;
    if (vm_define_own(vm, target, k, *api_slot(f), PROP_METHOD) < 0)
        goto out;
    rc = TARN_OK;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* One accessor function: a native named "get NAME" / "set NAME". */
static Value accessor_fn(Vm *vm, const char *prefix, const char *name, tarn_native_fn fn, int length,
                         void *data)
{
    if (!fn)
        return V_UNDEF;
    int idx = add_native(vm, fn, data, NULL);
    if (idx < 0)
        return V_EXC;
    size_t n = strlen(prefix) + strlen(name) + 1;
    char *label = malloc(n);
    if (!label)
        return vm_throw_oom(vm);
    snprintf(label, n, "%s%s", prefix, name);
    Value f = vm_new_native(vm, label, host_native, length, idx);
    free(label);
    return f;
}

int tarn_define_accessor(tarn_vm *tv, tarn_value obj, const char *name, tarn_native_fn getter,
                         tarn_native_fn setter, void *data, int attrs)
{
    API_CTX_H(tv, obj);
    Vm *vm = (Vm *)tv;
    if (obj && !v_is_object(api_read(obj))) {
        vm_throw_error(vm, ERR_TYPE, "tarn_define_accessor: not an object");
        return TARN_ERROR;
    }
    if (!getter && !setter) {
        vm_throw_error(vm, ERR_TYPE, "tarn_define_accessor: neither a getter nor a setter");
        return TARN_ERROR;
    }
    if (!name)
        name = "";
    size_t sc = gc_scope_open(vm);
    int rc = TARN_ERROR;
    Value *g = gc_handle(vm, accessor_fn(vm, "get ", name, getter, 0, data));
    if (*g == V_EXC)
        goto out;
    Value *st = gc_handle(vm, accessor_fn(vm, "set ", name, setter, 1, data));
    if (*st == V_EXC)
        goto out;
    Value k = vm_key(vm, name);
    if (k == V_EXC)
        goto out;
    unsigned pa = (attrs & TARN_PROP_ENUMERABLE ? PROP_ENUMERABLE : 0) |
                  (attrs & TARN_PROP_CONFIGURABLE ? PROP_CONFIGURABLE : 0);
    if (vm_define_accessor(vm, obj ? api_read(obj) : vm->global, k, *g, *st, pa) < 0)
        goto out;
    rc = TARN_OK;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- host classes ------------------------------------------------------------------ */

tarn_class *tarn_class_new(tarn_vm *tv, const char *name, tarn_native_fn ctor, int length,
                           tarn_finalizer finalize, void *class_data)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    ApiState *a = vm->api;
    if (!name)
        name = "";
    if (a->nclasses == a->classes_cap) {
        uint32_t n = a->classes_cap ? a->classes_cap * 2 : 8;
        tarn_class **nv = realloc(a->classes, n * sizeof *nv);
        if (!nv) {
            vm_throw_oom(vm);
            return NULL;
        }
        a->classes = nv;
        a->classes_cap = n;
    }
    tarn_class *c = calloc(1, sizeof *c);
    char *nm = c ? strdup(name) : NULL;
    if (!nm) {
        free(c);
        vm_throw_oom(vm);
        return NULL;
    }
    c->name = nm;
    c->finalize = finalize;
    c->data = class_data;
    a->classes[a->nclasses++] = c; /* owned from here on, even on failure below */
    size_t sc = gc_scope_open(vm);
    tarn_class *r = NULL;
    tarn_value proto = api_push(vm, vm_new_object(vm));
    if (!proto)
        goto out;
    c->proto = api_slot(tarn_persist(tv, proto));
    if (!c->proto)
        goto out;
    if (ctor) {
        int idx = add_native(vm, ctor, class_data, c);
        if (idx < 0)
            goto out;
        Value f = vm_def_ctor(vm, name, host_native, length < 0 ? 0 : length, *c->proto);
        if (f == V_EXC)
            goto out;
        ((NativeFunc *)v_cell(f))->magic = idx;
    }
    r = c;
out:
    gc_scope_close(vm, sc);
    return r;
}

int tarn_class_method(tarn_vm *tv, tarn_class *cls, const char *name, tarn_native_fn fn, int length,
                      void *data)
{
    API_CTX(tv);
    API_CLASS(tv, cls);
    return tarn_define_function(tv, api_val(cls->proto), name, fn, length, data);
}

int tarn_class_accessor(tarn_vm *tv, tarn_class *cls, const char *name, tarn_native_fn getter,
                        tarn_native_fn setter, void *data, int attrs)
{
    API_CTX(tv);
    API_CLASS(tv, cls);
    return tarn_define_accessor(tv, api_val(cls->proto), name, getter, setter, data, attrs);
}

tarn_value tarn_class_prototype(tarn_vm *tv, tarn_class *cls)
{
    API_CTX(tv);
    API_CLASS(tv, cls);
    return api_push((Vm *)tv, *cls->proto);
}

tarn_value tarn_instance_new(tarn_vm *tv, tarn_class *cls, void *ptr, size_t external_bytes)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    ApiState *a = vm->api;
    API_CLASS(vm, cls);
    if (a->inst_free == UINT32_MAX && a->ninst == a->inst_cap) {
        uint32_t n = a->inst_cap ? a->inst_cap * 2 : 16;
        HostInst *nv = n > (uint32_t)INT32_MAX ? NULL : realloc(a->inst, n * sizeof *nv);
        if (!nv) {
            vm_throw_oom(vm);
            return NULL;
        }
        a->inst = nv;
        a->inst_cap = n;
    }
    Value o = vm_new_object_class(vm, CLS_PLAIN, sizeof(HostObj), *cls->proto);
    if (o == V_EXC)
        return NULL;
    uint32_t i;
    if (a->inst_free != UINT32_MAX) {
        i = a->inst_free;
        a->inst_free = a->inst[i].next_free;
    } else {
        i = a->ninst++;
    }
    a->inst[i] = (HostInst){ o, cls, ptr, external_bytes, UINT32_MAX };
    HostObj *ho = (HostObj *)v_cell(o);
    GC_WRITE(vm, ho, &ho->index, v_int((int32_t)i));
    tarn_value h = api_push(vm, o);
    if (external_bytes)
        gc_external_add(vm, (int64_t)external_bytes);
    return h;
}

static HostInst *instance_of(Vm *vm, Value v)
{
    ApiState *a = vm->api;
    if (!v_is_class(v, CLS_PLAIN) || v_hdr(v)->size < sizeof(HostObj))
        return NULL;
    Value ix = ((HostObj *)v_cell(v))->index;
    if (!v_is_int(ix) || v_get_int(ix) < 0 || (uint32_t)v_get_int(ix) >= a->ninst)
        return NULL;
    HostInst *e = &a->inst[v_get_int(ix)];
    return e->obj == v ? e : NULL;
}

void *tarn_instance_ptr(tarn_vm *tv, tarn_value v, tarn_class *cls)
{
    API_CTX_H(tv, v);
    if (cls)
        API_CLASS(tv, cls);
    HostInst *e = v ? instance_of((Vm *)tv, api_read(v)) : NULL;
    return e && (!cls || e->cls == cls) ? e->ptr : NULL;
}

/* Called by the collector after it found every live cell (gc/gc.h). */
void vm_trace_weak(Vm *vm, GcTracer *t)
{
    vm_typed_sweep(vm, t); /* ArrayBuffer stores (vm/typed.c) */
    ApiState *a = vm->api;
    if (!a)
        return;
    for (uint32_t i = 0; i < a->ninst; i++) {
        HostInst *e = &a->inst[i];
        if (e->obj == V_EMPTY || gc_weak_alive(t, &e->obj))
            continue;
        if (e->cls->finalize) {
            a->in_finalizer = a->trap = true; /* API_CTX refuses every tarn_ call until it returns */
            e->cls->finalize(e->ptr, e->cls->data);
            a->in_finalizer = false;
            a->trap = a->check;
        }
        if (e->ext)
            gc_external_add(vm, -(int64_t)e->ext);
        *e = (HostInst){ V_EMPTY, NULL, NULL, 0, a->inst_free };
        a->inst_free = i;
    }
}
