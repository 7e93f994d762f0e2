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
 * Realms live as long as the VM: a prototype (compiled code, outside the
 * heap and kept until vm_free) names its realm by index.
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

void vm_realm_trace(Vm *vm, GcTracer *t)
{
    for (uint32_t r = 0; r < vm->nrealms; r++) {
        if (r == vm->realm)
            continue; /* its record is stale: its world is in the VM */
        Realm *rr = vm->realms[r];
        gc_visit(t, &rr->global);
        gc_visit(t, &rr->global_lex);
        gc_visit(t, &rr->global_vars);
        gc_visit(t, &rr->global_sandbox);
        gc_visit(t, &rr->global_this);
        for (uint32_t k = 0; k < vm->nrealm_slots; k++)
            gc_visit(t, &rr->slots[vm->realm_slots[k]]);
    }
}

void vm_realm_free(Vm *vm)
{
    for (uint32_t r = 0; r < vm->nrealms; r++) {
        free(vm->realms[r]->slots);
        free(vm->realms[r]);
    }
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
    /* A global object is lazy only while current (VM_GLOBAL_LAZY compares
     * with vm->global): make the current realm's pending globals before
     * another realm's code can reach its global object, and the new
     * realm's before it stops being current. */
    if (vm->global_lazy && vm_global_lazy_js(vm, V_EMPTY, true) < 0)
        return -1;
    if (vm->nrealms >= UINT16_MAX || ensure_records(vm) < 0) {
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
    uint32_t id = vm->nrealms++;
    vm->realms[id] = r;
    /* from now on every call compares realms */
    for (FuncProto *p = vm->protos; p; p = p->next_all)
        p->flags |= FP_REALMS;
    /* the new realm's slots start empty (V_EMPTY, as a new VM's do) */
    uint32_t prev = vm_realm_switch_noalloc(vm, id);
    int rc = -1;
    bool boot = gc_boot_begin(vm);
    if (vm_init_world(vm) < 0 || vm->lib->install_realm(vm) < 0 || vm_iter_install(vm) < 0 ||
        vm_gen_install(vm) < 0 || vm_ensure_globals(vm) < 0 ||
        (vm->global_lazy && vm_global_lazy_js(vm, V_EMPTY, true) < 0))
        goto out;
    rc = (int)id;
out:
    gc_boot_end(vm, boot);
    /* a realm whose install failed stays in the table, unreachable */
    vm_realm_switch_noalloc(vm, prev);
    return rc;
}

int vm_realm_of_global_noalloc(Vm *vm, Value g)
{
    if (!v_is_object(g))
        return -1;
    if (g == vm->global)
        return (int)vm->realm;
    for (uint32_t r = 0; r < vm->nrealms; r++)
        if (r != vm->realm && vm->realms[r]->global == g)
            return (int)r;
    return -1;
}

Value vm_realm_global_noalloc(Vm *vm, uint32_t r)
{
    return r == vm->realm ? vm->global : vm->realms[r]->global;
}

int vm_realm_set_sandbox(Vm *vm, uint32_t r, Value sb, Value this_v)
{
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, sb), *th = gc_handle(vm, this_v);
    uint32_t prev = vm_realm_switch_noalloc(vm, r);
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
    vm_realm_switch_noalloc(vm, prev);
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
        if (vm->builtin[i] == intrinsic)
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
    uint32_t prev = vm_realm_switch_noalloc(vm, r), outer_caller = vm->realm_caller;
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
    vm_realm_switch_noalloc(vm, prev);
    return rc;
}

/* ---- the elements protector (vm->proto_elems) ---------------------------- */

bool vm_any_realm_intrinsic_noalloc(Vm *vm, const Object *o, int slot)
{
    if (vm->builtin[slot] == v_from_cell(o))
        return true;
    for (uint32_t r = 0; r < vm->nrealms; r++)
        if (r != vm->realm && vm->realms[r]->slots[slot] == v_from_cell(o))
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
