/* vm/dispose.c — the run-time half of `using` and `await using`
 * (docs/dispose.md): a scope's dispose capability, AddDisposableResource
 * (the USING op) and DisposeResources (DISPOSE for a scope with only sync
 * resources; the ADISPOSE_* ops drive the async algorithm one await at a
 * time, the awaits being ordinary AWAIT instructions in the function).
 *
 * A capability is an internal array in a frame slot of the scope, never
 * seen by JavaScript (undefined until the scope's first resource):
 *   [0] flags (int: CAP_*), [1] the pending error (CAP_ERROR set),
 *   then one triple per resource: value, dispose method (undefined for an
 *   `await using` of null/undefined), hint (int: HINT_*).
 * Disposal pops triples from the end, so a resource added by a dispose
 * method running during disposal is never seen (it cannot be: the scope's
 * bindings are out of reach by then).
 */
#include "frame.h"

enum { CAP_ERROR = 1, CAP_NEEDS_AWAIT = 2, CAP_HAS_AWAITED = 4, CAP_HEAD = 2 };
/* hints: sync; async (an @@asyncDispose method, whose result is awaited);
 * async from sync (an @@dispose method used by `await using`: its result is
 * ignored and undefined awaited, as the spec's wrapping closure does) */
enum { HINT_SYNC = 0, HINT_ASYNC = 1, HINT_ASYNC_FROM_SYNC = 2 };

int vm_error_set_suppressed(Vm *vm, Value e, Value error, Value suppressed)
{
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, e), *sh = gc_handle(vm, suppressed);
    Value *errh = gc_handle(vm, error);
    int rc = -1;
    Value k = vm_key(vm, "error");
    if (k == V_EXC || vm_define_own(vm, *eh, k, *errh, PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        goto out;
    k = vm_key(vm, "suppressed");
    if (k == V_EXC || vm_define_own(vm, *eh, k, *sh, PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* GetMethod(o, key): undefined for a missing method, -1 with V8's TypeError
 * ("Symbol(Symbol.dispose) is not a function") for one not callable. */
static int get_dispose_method(Vm *vm, Value o, int sym, Value *out)
{
    Value m = vm_get_js(vm, o, vm->builtin[sym]);
    if (m == V_EXC)
        return -1;
    if (v_is_nullish(m)) {
        *out = V_UNDEF;
        return 0;
    }
    if (!vm_is_callable_noalloc(m)) {
        vm_throw_error(vm, ERR_TYPE, "%s is not a function",
                       sym == B_SYM_DISPOSE ? "Symbol(Symbol.dispose)" : "Symbol(Symbol.asyncDispose)");
        return -1;
    }
    *out = m;
    return 0;
}

static int cap_flags_noalloc(Value cap)
{
    return v_get_int(vm_array(cap)->elems->v[0]);
}

static void cap_set_flags_noalloc(Value cap, int f)
{
    vm_array(cap)->elems->v[0] = v_int(f);
}

/* a new capability in *cap (a frame slot) */
static int cap_new(Vm *vm, Value *cap)
{
    Value a = vm_new_array(vm, 8);
    if (a == V_EXC)
        return -1;
    *cap = a;
    if (vm_array_append(vm, *cap, v_int(0)) < 0 || vm_array_append(vm, *cap, V_UNDEF) < 0)
        return -1;
    return 0;
}

/* the completion so far becomes a throw of exc, or (one already pending)
 * a SuppressedError of exc over it */
static int cap_add_error(Vm *vm, Value *cap, Value exc)
{
    size_t sc = gc_scope_open(vm);
    Value *xh = gc_handle(vm, exc);
    int rc = -1;
    int f = cap_flags_noalloc(*cap);
    if (f & CAP_ERROR) {
        Value msg = vm_str_from_cstr(vm, "An error was suppressed during disposal");
        if (msg == V_EXC)
            goto out;
        Value e = vm_new_error(vm, ERR_SUPPRESSED, msg);
        if (e == V_EXC)
            goto out;
        Value *eh = gc_handle(vm, e);
        if (vm_error_set_suppressed(vm, *eh, *xh, vm_array(*cap)->elems->v[1]) < 0)
            goto out;
        *xh = *eh;
    }
    GC_WRITE(vm, vm_array(*cap)->elems, &vm_array(*cap)->elems->v[1], *xh);
    cap_set_flags_noalloc(*cap, f | CAP_ERROR);
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_op_using_js(Vm *vm, Value *cap, Value *v, int async)
{
    Value m = V_UNDEF;
    int hint = async ? HINT_ASYNC : HINT_SYNC;
    if (v_is_nullish(*v)) {
        if (!async)
            return 0;
    } else if (!v_is_object(*v)) {
        vm_throw_error(vm, ERR_TYPE, "An object is expected with `using` declarations");
        return -1;
    } else {
        if (async && get_dispose_method(vm, *v, B_SYM_ASYNC_DISPOSE, &m) < 0)
            return -1;
        if (m == V_UNDEF) {
            if (get_dispose_method(vm, *v, B_SYM_DISPOSE, &m) < 0)
                return -1;
            if (m == V_UNDEF) {
                vm_throw_error(vm, ERR_TYPE, "Symbol(Symbol.dispose) is not a function");
                return -1;
            }
            if (async)
                hint = HINT_ASYNC_FROM_SYNC;
        }
    }
    size_t sc = gc_scope_open(vm);
    Value *mh = gc_handle(vm, m);
    int rc = -1;
    if (!v_is_object(*cap) && cap_new(vm, cap) < 0)
        goto out;
    if (vm_array_append(vm, *cap, v_is_nullish(*v) ? V_UNDEF : *v) < 0 || vm_array_append(vm, *cap, *mh) < 0 ||
        vm_array_append(vm, *cap, v_int(hint)) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* pops the last resource into *v, *m; its hint, or -1 when none is left */
static int cap_pop_noalloc(Value cap, Value *v, Value *m)
{
    ArrayObj *a = vm_array(cap);
    if (a->length < CAP_HEAD + 3)
        return -1;
    Value *e = a->elems->v + a->length - 3;
    *v = e[0];
    *m = e[1];
    int hint = v_get_int(e[2]);
    e[0] = e[1] = e[2] = V_EMPTY;
    a->length -= 3;
    return hint;
}

static int cap_peek_hint_noalloc(Value cap)
{
    ArrayObj *a = vm_array(cap);
    return a->length < CAP_HEAD + 3 ? -1 : v_get_int(a->elems->v[a->length - 1]);
}

int vm_op_dispose_js(Vm *vm, Value *cap, Value *exc, bool thrown)
{
    if (!v_is_object(*cap))
        return thrown ? 1 : 0;
    if (thrown && cap_add_error(vm, cap, *exc) < 0)
        return -1;
    for (;;) {
        Value v, m;
        if (cap_pop_noalloc(*cap, &v, &m) < 0)
            break;
        /* v and m are on no root once popped: call at once (the call roots them) */
        if (vm_call_js(vm, m, v, 0, NULL) == V_EXC) {
            Value e = vm_take_exception(vm);
            if (cap_add_error(vm, cap, e) < 0)
                return -1;
        }
    }
    int f = cap_flags_noalloc(*cap);
    Value err = vm_array(*cap)->elems->v[1];
    *cap = V_UNDEF;
    if (f & CAP_ERROR) {
        *exc = err;
        return 1;
    }
    return 0;
}

int vm_op_adispose_error_js(Vm *vm, Value *cap, Value exc)
{
    size_t sc = gc_scope_open(vm);
    Value *xh = gc_handle(vm, exc);
    int rc = -1;
    if (!v_is_object(*cap) && cap_new(vm, cap) < 0)
        goto out;
    rc = cap_add_error(vm, cap, *xh);
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_op_adispose_step_js(Vm *vm, Value *cap, Value *out)
{
    if (!v_is_object(*cap))
        return 0;
    for (;;) {
        int f = cap_flags_noalloc(*cap);
        int hint = cap_peek_hint_noalloc(*cap);
        if (hint < 0) {
            if ((f & CAP_NEEDS_AWAIT) && !(f & CAP_HAS_AWAITED)) {
                cap_set_flags_noalloc(*cap, (f & ~CAP_NEEDS_AWAIT) | CAP_HAS_AWAITED);
                *out = V_UNDEF;
                return 1;
            }
            return 0;
        }
        if (hint == HINT_SYNC && (f & CAP_NEEDS_AWAIT) && !(f & CAP_HAS_AWAITED)) {
            cap_set_flags_noalloc(*cap, f & ~CAP_NEEDS_AWAIT);
            *out = V_UNDEF;
            return 1;
        }
        Value v, m;
        cap_pop_noalloc(*cap, &v, &m);
        if (m == V_UNDEF) {
            cap_set_flags_noalloc(*cap, f | CAP_NEEDS_AWAIT);
            continue;
        }
        Value r = vm_call_js(vm, m, v, 0, NULL);
        if (r == V_EXC) {
            Value e = vm_take_exception(vm);
            if (cap_add_error(vm, cap, e) < 0)
                return -1;
            if (hint != HINT_ASYNC_FROM_SYNC)
                continue;
            r = V_UNDEF; /* the wrapper's promise rejects: still one await */
        }
        if (hint == HINT_SYNC)
            continue;
        cap_set_flags_noalloc(*cap, cap_flags_noalloc(*cap) | CAP_HAS_AWAITED);
        *out = hint == HINT_ASYNC ? r : V_UNDEF;
        return 1;
    }
}

int vm_op_adispose_resume_js(Vm *vm, Value *cap, Value recv, int mode)
{
    if (mode != GEN_MODE_THROW)
        return 0;
    return cap_add_error(vm, cap, recv);
}

int vm_op_adispose_end(Vm *vm, Value *cap)
{
    if (!v_is_object(*cap))
        return 0;
    int f = cap_flags_noalloc(*cap);
    Value err = vm_array(*cap)->elems->v[1];
    *cap = V_UNDEF;
    if (f & CAP_ERROR) {
        vm_throw(vm, err);
        return -1;
    }
    return 0;
}
