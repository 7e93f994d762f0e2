/* vm/realm.c — realms: several global environments in one VM, each with
 * its own intrinsics (docs/realms.md).
 *
 * The current realm's world lives where the VM has always kept it: the
 * global object and environment in struct Vm, the intrinsics in the per-realm
 * (B) slots of vm->builtin[]. Every other realm's waits in its Realm record.
 * Switching copies the per-realm slots out to the old record and in from the
 * new one, so nothing that reads an intrinsic pays for realms.
 *
 * Invariant: code runs in its own realm. A FuncProto remembers the realm it
 * was compiled in, a native the realm current when it was made; a call of a
 * function of another realm (vm_setup_call, vm_gen_run) switches to it, runs
 * the call to completion in a nested interpreter loop, and switches back.
 * Because that call returns to C, no frame has to remember a realm and
 * RETURN and the unwinder know nothing of realms. While the VM has one
 * realm, no call looks: the FP_REALMS flag, set on every prototype once a
 * second realm exists, moves calls off the interpreter's fast paths into
 * vm_setup_call, which compares realms.
 *
 * Lifetime: realm 0 lives as long as the VM; any other is collected by the
 * major that finds nothing live naming it (vm_realm_note, vm_realm_sweep,
 * docs/realms.md "Lifetime"): its record is freed with the prototypes
 * compiled in it, and its number is reused by a later realm.
 */
#include <stdlib.h>
#include <string.h>

#include "frame.h"
#include "realm.h"
#include "shape.h"

struct Realm {
    Value global, global_lex, global_vars, global_sandbox, global_this;
    uint64_t global_lazy;
    Value *slots; /* builtin[] while not current (only the per-realm slots are meaningful) */
    /* The prototypes finished in this realm (vm_proto_finish): a major traces
     * them only once the realm is found live, and frees them with it. Realm
     * 0's stay on vm->protos alone (roots, as in a VM of one realm). */
    FuncProto **protos;
    uint32_t nprotos, protos_cap;
    /* Found live by the marking of epoch live_epoch (gc_mark_epoch_noalloc):
     * its world and prototypes are traced for that marking. */
    uint64_t live_epoch;
    /* Switches away from this realm that will come back to it (a C caller's
     * saved realm, vm_realm_enter_pinned; an embedder's tarn_realm_enter
     * token): a pinned realm is live. */
    uint32_t pins;
};

/* The core's slots shared by every realm (vm/builtins.def BS lines). */
static const uint8_t core_shared[B__CORE_COUNT] = {
#define B(id) 0,
#define BS(id) 1,
#include "builtins.def"
#undef BS
#undef B
};

static int ensure_records(Vm *vm)
{
    if (vm->nrealms == 0) {
        uint32_t n = 0;
        uint16_t *idx = malloc(vm->nbuiltins * sizeof *idx);
        if (!idx)
            return -1;
        for (uint32_t i = 0; i < vm->nbuiltins; i++) {
            bool shared = i < B__CORE_COUNT ? core_shared[i]
                                            : vm->lib->shared_slots && vm->lib->shared_slots[i - B__CORE_COUNT];
            if (!shared)
                idx[n++] = (uint16_t)i;
        }
        vm->realm_slots = idx;
        vm->nrealm_slots = n;
    }
    if (vm->nrealms + (vm->nrealms == 0) + 1 > vm->realms_cap) {
        uint32_t cap = vm->realms_cap ? vm->realms_cap * 2 : 4;
        Realm **r = realloc(vm->realms, cap * sizeof *r);
        if (!r)
            return -1;
        vm->realms = r;
        vm->realms_cap = cap;
    }
    if (vm->nrealms == 0) {
        Realm *r0 = calloc(1, sizeof *r0);
        Value *s = r0 ? calloc(vm->nbuiltins, sizeof *s) : NULL;
        if (!s) {
            free(r0);
            return -1;
        }
        r0->slots = s;
        r0->global_sandbox = r0->global_this = V_UNDEF;
        vm->realms[0] = r0;
        vm->nrealms = 1;
    }
    return 0;
}

uint32_t vm_realm_switch_noalloc(Vm *vm, uint32_t to)
{
    uint32_t from = vm->realm;
    if (to == from)
        return from;
    Realm *a = vm->realms[from], *b = vm->realms[to];
    for (uint32_t k = 0; k < vm->nrealm_slots; k++) {
        uint16_t i = vm->realm_slots[k];
        a->slots[i] = vm->builtin[i];
        vm->builtin[i] = b->slots[i];
    }
    a->global = vm->global;
    a->global_lex = vm->global_lex;
    a->global_vars = vm->global_vars;
    a->global_sandbox = vm->global_sandbox;
    a->global_this = vm->global_this;
    a->global_lazy = vm->global_lazy;
    vm->lazy_elsewhere += (a->global_lazy != 0) - (b->global_lazy != 0);
    vm->global = b->global;
    vm->global_lex = b->global_lex;
    vm->global_vars = b->global_vars;
    vm->global_sandbox = b->global_sandbox;
    vm->global_this = b->global_this;
    vm->global_lazy = b->global_lazy;
    vm->realm = to;
    /* answers cached per epoch about "the" intrinsics (the promise fast
     * paths' Object.prototype has no then) were about the old realm's */
    vm->shape_epoch++;
    return from;
}

/* A realm's world, and for a marking its prototypes (other tracers visit
 * them all from vm->protos). The current realm's world is the VM's own
 * fields, which vm_trace_roots visits. */
static void trace_realm(Vm *vm, GcTracer *t, uint32_t r, bool protos)
{
    Realm *rr = vm->realms[r];
    if (r != vm->realm) {
        gc_visit(t, &rr->global);
        gc_visit(t, &rr->global_lex);
        gc_visit(t, &rr->global_vars);
        gc_visit(t, &rr->global_sandbox);
        gc_visit(t, &rr->global_this);
        for (uint32_t k = 0; k < vm->nrealm_slots; k++)
            gc_visit(t, &rr->slots[vm->realm_slots[k]]);
    }
    for (uint32_t i = 0; protos && i < rr->nprotos; i++)
        vm_trace_proto_code(t, rr->protos[i]);
}

/* Marking: realm r is live. The first time in a marking its world and
 * prototypes are traced (pushed grey); force traces them again (the
 * roots' rescan at an incremental cycle's final pause: a switch may have
 * stored into the record since). */
static void mark_realm(Vm *vm, GcTracer *t, uint32_t r, uint64_t epoch, bool force)
{
    Realm *rr = r < vm->nrealms ? vm->realms[r] : NULL;
    if (!rr || (rr->live_epoch == epoch && !force))
        return;
    rr->live_epoch = epoch;
    trace_realm(vm, t, r, true);
}

void vm_realm_note(GcTracer *t, uint32_t r)
{
    if (!gc_tracer_is_marking(t))
        return;
    Vm *vm = gc_tracer_vm_noalloc(t);
    mark_realm(vm, t, r, gc_mark_epoch_noalloc(vm), false);
}

void vm_realm_trace(Vm *vm, GcTracer *t)
{
    if (!gc_tracer_is_marking(t)) {
        /* minors (every realm is a root) and the verifier (after a major
         * has freed the dead ones) */
        for (uint32_t r = 0; r < vm->nrealms; r++)
            if (vm->realms[r])
                trace_realm(vm, t, r, false);
        return;
    }
    /* A marking: live are realm 0, the current realm, the pinned ones and
     * those a frame runs in; any other once something live names it
     * (vm_realm_note, vm_realm_mark_reached). */
    uint64_t epoch = gc_mark_epoch_noalloc(vm);
    for (uint32_t r = 0; r < vm->nrealms; r++) {
        Realm *rr = vm->realms[r];
        if (rr && (r == 0 || r == vm->realm || r == vm->realm_caller || rr->pins || rr->live_epoch == epoch))
            mark_realm(vm, t, r, epoch, true);
    }
    for (int i = 0; i < vm->nframes; i++)
        if (vm->frames[i].proto)
            mark_realm(vm, t, vm->frames[i].proto->realm, epoch, false);
}

bool vm_realm_mark_reached(GcTracer *t)
{
    Vm *vm = gc_tracer_vm_noalloc(t);
    uint64_t epoch = gc_mark_epoch_noalloc(vm);
    bool more = false;
    for (uint32_t r = 1; r < vm->nrealms; r++) {
        Realm *rr = vm->realms[r];
        if (!rr || rr->live_epoch == epoch)
            continue;
        /* reached through its global object (an embedder's handle, a
         * context's global proxy) or its contextified object */
        if ((v_is_cell(rr->global) && gc_is_live_noalloc(t, rr->global)) ||
            (v_is_cell(rr->global_sandbox) && gc_is_live_noalloc(t, rr->global_sandbox))) {
            mark_realm(vm, t, r, epoch, false);
            more = true;
        }
    }
    return more;
}

static void realm_record_free(Realm *rr)
{
    free(rr->protos);
    free(rr->slots);
    free(rr);
}

void vm_realm_sweep(Vm *vm, GcTracer *t)
{
    uint64_t epoch = gc_mark_epoch_noalloc(vm);
    bool any = false;
    for (uint32_t r = 1; r < vm->nrealms; r++) {
        Realm *rr = vm->realms[r];
        if (!rr || rr->live_epoch == epoch || r == vm->realm || r == vm->realm_caller || rr->pins)
            continue;
        /* Its Array.prototype or Object.prototype can outlive it (an object
         * whose prototype it is, its methods all deleted); the elements
         * protector then no longer watches it, so it gives up. */
        Value ap = rr->slots[B_ARRAY_PROTO], op = rr->slots[B_OBJECT_PROTO];
        if ((v_is_cell(ap) && gc_is_live_noalloc(t, ap)) || (v_is_cell(op) && gc_is_live_noalloc(t, op)))
            vm->proto_elems = true;
        for (uint32_t i = 0; i < rr->nprotos; i++)
            vm_proto_doom(rr->protos[i]);
        any = true;
    }
    if (!any)
        return;
    vm_protos_free_doomed(vm);
    for (uint32_t r = 1; r < vm->nrealms; r++) {
        Realm *rr = vm->realms[r];
        if (rr && rr->live_epoch != epoch && r != vm->realm && r != vm->realm_caller && !rr->pins) {
            vm->lazy_elsewhere -= rr->global_lazy != 0;
            realm_record_free(rr);
            vm->realms[r] = NULL;
            vm->realms_collected++;
        }
    }
    while (vm->nrealms > 1 && !vm->realms[vm->nrealms - 1])
        vm->nrealms--;
}

int vm_realm_add_proto(Vm *vm, FuncProto *p)
{
    Realm *rr = vm->realms[p->realm];
    if (rr->nprotos == rr->protos_cap) {
        uint32_t cap = rr->protos_cap ? rr->protos_cap * 2 : 64;
        FuncProto **v = realloc(rr->protos, cap * sizeof *v);
        if (!v)
            return -1;
        rr->protos = v;
        rr->protos_cap = cap;
    }
    rr->protos[rr->nprotos++] = p;
    return 0;
}

uint32_t vm_realm_live_count(Vm *vm)
{
    uint32_t n = 0;
    for (uint32_t r = 0; r < vm->nrealms; r++)
        n += vm->realms[r] != NULL;
    return n ? n : 1;
}

uint32_t vm_realm_enter_pinned(Vm *vm, uint32_t to)
{
    uint32_t prev = vm_realm_switch_noalloc(vm, to);
    if (prev != to)
        vm->realms[prev]->pins++;
    return prev;
}

void vm_realm_leave_pinned(Vm *vm, uint32_t prev)
{
    if (prev != vm->realm)
        vm->realms[prev]->pins--;
    vm_realm_switch_noalloc(vm, prev);
}

void vm_realm_free(Vm *vm)
{
    for (uint32_t r = 0; r < vm->nrealms; r++)
        if (vm->realms[r])
            realm_record_free(vm->realms[r]);
    free(vm->realms);
    free(vm->realm_slots);
    vm->realms = NULL;
    vm->realm_slots = NULL;
    vm->nrealms = vm->realms_cap = vm->nrealm_slots = 0;
}

int vm_realm_new(Vm *vm)
{
    if (!vm->lib->install_realm) {
        vm_throw_error(vm, ERR_TYPE, "this VM's library cannot make realms");
        return -1;
    }
    if (ensure_records(vm) < 0) {
        vm_throw_oom(vm);
        return -1;
    }
    /* the lowest free number: a collected realm's (vm_realm_sweep) */
    uint32_t id = 1;
    while (id < vm->nrealms && vm->realms[id])
        id++;
    if (id >= UINT16_MAX) {
        vm_throw_oom(vm);
        return -1;
    }
    Realm *r = calloc(1, sizeof *r);
    Value *s = r ? calloc(vm->nbuiltins, sizeof *s) : NULL;
    if (!s) {
        free(r);
        vm_throw_oom(vm);
        return -1;
    }
    r->slots = s;
    r->global = r->global_lex = r->global_vars = r->global_sandbox = r->global_this = V_UNDEF;
    vm->realms[id] = r;
    if (id == vm->nrealms)
        vm->nrealms++;
    /* from now on every call compares realms */
    for (FuncProto *p = vm->protos; p; p = p->next_all)
        p->flags |= FP_REALMS;
    /* the new realm's slots start empty (V_EMPTY, as a new VM's do) */
    uint32_t prev = vm_realm_enter_pinned(vm, id);
    int rc = -1;
    bool boot = gc_boot_begin(vm);
    if (vm_init_world(vm) < 0 || vm->lib->install_realm(vm) < 0 || vm_iter_install(vm) < 0 ||
        vm_gen_install(vm) < 0 || vm_ensure_globals(vm) < 0)
        goto out;
    rc = (int)id;
out:
    gc_boot_end(vm, boot);
    /* a realm whose install failed is unreachable: the next major frees it */
    vm_realm_leave_pinned(vm, prev);
    return rc;
}

int vm_realm_of_global_noalloc(Vm *vm, Value g)
{
    if (!v_is_object(g))
        return -1;
    if (g == vm->global)
        return (int)vm->realm;
    for (uint32_t r = 0; r < vm->nrealms; r++)
        if (r != vm->realm && vm->realms[r] && vm->realms[r]->global == g)
            return (int)r;
    return -1;
}

bool vm_realm_lazy_global_noalloc(Vm *vm, Value g)
{
    int r = vm_realm_of_global_noalloc(vm, g);
    return r >= 0 && (uint32_t)r != vm->realm && vm->realms[r]->global_lazy;
}

Value vm_realm_global_noalloc(Vm *vm, uint32_t r)
{
    return r == vm->realm ? vm->global : vm->realms[r]->global;
}

int vm_realm_set_sandbox(Vm *vm, uint32_t r, Value sb, Value this_v)
{
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, sb), *th = gc_handle(vm, this_v);
    uint32_t prev = vm_realm_enter_pinned(vm, r);
    int rc = 0;
    /* an object as the script scope keeps GET_GLOBAL off its fast path,
     * which does not look at the sandbox */
    if (!v_is_object(vm->global_lex)) {
        Value o = vm_new_object_proto(vm, V_NULL);
        if (o == V_EXC)
            rc = -1;
        else
            vm->global_lex = o;
    }
    if (rc == 0) {
        vm->global_sandbox = *sh;
        vm->global_this = *th;
    }
    vm_realm_leave_pinned(vm, prev);
    gc_scope_close(vm, sc);
    return rc;
}

Value vm_realm_sandbox_noalloc(Vm *vm, uint32_t r)
{
    return r == vm->realm ? vm->global_sandbox : vm->realms[r]->global_sandbox;
}

Value vm_realm_this_noalloc(Vm *vm, uint32_t r)
{
    return r == vm->realm ? vm->global_this : vm->realms[r]->global_this;
}

int vm_function_realm(Vm *vm, Value f)
{
    for (;;) {
        if (!v_is_object(f))
            return (int)vm->realm;
        switch (v_hdr(f)->cls) {
        case CLS_FUNCTION:
            return (int)((Closure *)v_cell(f))->proto->realm;
        case CLS_NATIVE:
            return (int)((NativeFunc *)v_cell(f))->realm;
        case CLS_BOUND:
            f = ((BoundFunc *)v_cell(f))->target;
            continue;
        case CLS_PROXY:
        case CLS_PROXY_FN: {
            Value t = vm_proxy_target_noalloc(f);
            if (t == V_NULL) {
                vm_throw_error(vm, ERR_TYPE, "Cannot perform 'undefined' on a proxy that has been revoked"); /* V8's words */
                return -1;
            }
            f = t;
            continue;
        }
        default:
            return (int)vm->realm;
        }
    }
}

Value vm_realm_intrinsic(Vm *vm, Value f, Value intrinsic)
{
    int r = vm_function_realm(vm, f);
    if (r < 0)
        return V_EXC;
    if ((uint32_t)r == vm->realm)
        return intrinsic;
    /* the same intrinsic is the same slot */
    for (uint32_t k = 0; k < vm->nrealm_slots; k++) {
        uint16_t i = vm->realm_slots[k];
        if (vm->builtin[i] != intrinsic)
            continue;
        /* an intrinsic of a global that realm makes on first use
         * (SharedArrayBuffer.prototype): make its pending globals there */
        Realm *rr = vm->realms[r];
        if (rr->slots[i] == V_EMPTY && rr->global_lazy &&
            vm_global_lazy_js(vm, rr->global, V_EMPTY, true, NULL) < 0)
            return V_EXC;
        return vm->realms[r]->slots[i];
    }
    return intrinsic;
}

int vm_call_in_realm(Vm *vm, Value *base, int argc, unsigned flags, Value *res, uint32_t r)
{
    if (UNLIKELY(vm->c_depth >= VM_MAX_C_DEPTH)) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    uint32_t prev = vm_realm_enter_pinned(vm, r), outer_caller = vm->realm_caller;
    vm->realm_caller = prev;
    vm->c_depth++;
    int rc = vm_setup_call(vm, base, argc, flags | FR_ENTRY | FR_REALM, res);
    if (rc == 0) {
        Value v = vm_interp_run(vm);
        if (v == V_EXC) {
            rc = -1;
        } else {
            *res = v;
            rc = 1;
        }
    }
    vm->c_depth--;
    vm->realm_caller = outer_caller;
    vm_realm_leave_pinned(vm, prev);
    return rc;
}

/* ---- the elements protector (vm->proto_elems) ---------------------------- */

bool vm_any_realm_intrinsic_noalloc(Vm *vm, const Object *o, int slot)
{
    if (vm->builtin[slot] == v_from_cell(o))
        return true;
    for (uint32_t r = 0; r < vm->nrealms; r++)
        if (r != vm->realm && vm->realms[r] && vm->realms[r]->slots[slot] == v_from_cell(o))
            return true;
    return false;
}

static bool elements_proto_noalloc(Vm *vm, const Object *o)
{
    return vm_any_realm_intrinsic_noalloc(vm, o, B_ARRAY_PROTO) || vm_any_realm_intrinsic_noalloc(vm, o, B_OBJECT_PROTO);
}

void vm_note_proto_key_noalloc(Vm *vm, Object *o, Value key)
{
    uint32_t idx;
    bool index = v_is_int(key) || (v_is_type(key, T_STRING) && vm_str_is_index_noalloc(v_str(key), &idx));
    if (index && elements_proto_noalloc(vm, o))
        vm->proto_elems = true;
}

void vm_note_proto_change_noalloc(Vm *vm, Object *o, Value proto)
{
    /* Array.prototype -> Object.prototype -> null is the chain the protector
     * vouches for; another Array.prototype or Object.prototype, each watched
     * itself, keeps it true. */
    if (proto != V_NULL && !(v_is_object(proto) && elements_proto_noalloc(vm, v_obj(proto))) &&
        elements_proto_noalloc(vm, o))
        vm->proto_elems = true;
}
