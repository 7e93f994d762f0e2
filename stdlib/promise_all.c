/* stdlib/promise_all.c — Promise.all, allSettled, any and race (§27.2.4),
 * the keyed forms allKeyed and allSettledKeyed (the await-dictionary
 * proposal: an object's own enumerable properties in, a null-prototype
 * object with the same keys out), and a minimal AggregateError constructor
 * (installed only when no other file defined the global first).
 *
 * Shared state of one combinator call: S[6] = { values (array), cap promise,
 * cap resolve, cap reject, remaining (int), keys (array, or undefined for
 * the iterable forms) }. Each element's functions hold
 * E[3] = { S, index (int), alreadyCalled (bool) }; allSettled's two functions
 * per element share one E, so only the first call counts.
 */
#include <stdio.h>

#include "lib.h"
#include "promise.h"

/* The keyed kinds settle their elements exactly as all / allSettled do; only
 * how the inputs are walked and how the result is built differ. */
enum { C_ALL = 0, C_ALL_SETTLED = 1, C_ANY = 2, C_RACE = 3, C_ALL_KEYED = 4, C_ALL_SETTLED_KEYED = 5 };
enum { S_VALUES, S_CAP, S_RESOLVE, S_REJECT, S_REMAINING, S_KEYS, S__N };

static Values *REC(Value v) { return (Values *)v_cell(v); }

static const char *const comb_names[] = {"Promise.all",  "Promise.allSettled", "Promise.any",
                                         "Promise.race", "Promise.allKeyed",   "Promise.allSettledKeyed"};

/* V8's rendering of a non-iterable in "... is not iterable": the type, then
 * a primitive's value (as stdlib/map.c words it). */
static void type_desc(Vm *vm, Value v, char *buf, size_t cap)
{
    char r[96];
    if (v == V_UNDEF || v == V_NULL) {
        snprintf(buf, cap, "%s", v == V_UNDEF ? "undefined" : "object null");
    } else if (v_is_string(v) || v_is_number(v) || v_is_bool(v)) {
        vm_short_repr(vm, v, r, sizeof r);
        snprintf(buf, cap, v_is_string(v) ? "string \"%s\"" : "%s %s",
                 v_is_string(v) ? r : v_is_number(v) ? "number" : "boolean", r);
    } else {
        snprintf(buf, cap, v_is_symbol(v) ? "symbol" : vm_is_callable_noalloc(v) ? "function" : "object");
    }
}

/* GetIterator(v) with V8's message for a value that has no @@iterator. */
static Value get_iterator_js(Vm *vm, Value v, Value *next)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value r = V_EXC;
    Value m = v_is_nullish(*vh) ? V_UNDEF : vm_get_js(vm, *vh, vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(m)) {
        char d[128];
        type_desc(vm, *vh, d, sizeof d);
        vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))", d);
        goto out;
    }
    r = vm_get_iterator_js(vm, *vh, next);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- AggregateError ------------------------------------------------------------ */

static Value aggregate_new(Vm *vm, Value errors, Value msg)
{
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, errors);
    Value r = V_EXC;
    Value *e = gc_handle(vm, vm_new_error(vm, ERR_AGGREGATE, msg));
    if (*e != V_EXC && lib_def_value(vm, *e, "errors", *eh, PROP_METHOD) == 0)
        r = *e;
    gc_scope_close(vm, sc);
    return r;
}

/* new AggregateError(errors, message, options) */
static Value aggregate_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *msg = gc_handle(vm, V_UNDEF);
    Value *list = gc_handle(vm, vm_new_array(vm, 0));
    Value *it = gc_handle(vm, V_UNDEF), *next = gc_handle(vm, V_UNDEF), *item = gc_handle(vm, V_UNDEF);
    if (*list == V_EXC)
        goto out;
    if (ARG(1) != V_UNDEF && (*msg = vm_to_string_js(vm, ARG(1))) == V_EXC)
        goto out;
    Value *e = gc_handle(vm, vm_new_error(vm, ERR_AGGREGATE, *msg));
    if (*e == V_EXC)
        goto out;
    if (construct && v_is_object(THIS) && THIS != CALLEE) {
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC || (v_is_object(p) && (vm_set_proto(vm, *e, p) < 0 || vm_capture_stack(vm, *e) < 0)))
            goto out;
    }
    if (v_is_object(ARG(2))) {
        int h = vm_has_js(vm, ARG(2), vm->atom[A_cause]);
        if (h < 0)
            goto out;
        if (h) {
            Value c = vm_get_prop_js(vm, ARG(2), vm->atom[A_cause]);
            if (c == V_EXC || vm_define_own(vm, *e, vm->atom[A_cause], c, PROP_METHOD) < 0)
                goto out;
        }
    }
    if ((*it = get_iterator_js(vm, ARG(0), next)) == V_EXC)
        goto out;
    for (;;) {
        int s = vm_iter_step_js(vm, *it, *next, item);
        if (s < 0)
            goto out;
        if (s == 0)
            break;
        if (vm_array_append(vm, *list, *item) < 0)
            goto out;
    }
    if (lib_def_value(vm, *e, "errors", *list, PROP_METHOD) < 0)
        goto out;
    r = *e;
out:
    gc_scope_close(vm, sc);
    return r;
}

static int install_aggregate(Vm *vm)
{
    Value key = vm_key(vm, "AggregateError");
    if (key == V_EXC)
        return -1;
    if (vm_has_own_noalloc(vm, vm->global, key))
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *base = gc_handle(vm, vm_get_str_js(vm, vm->global, "Error"));
    if (*base == V_EXC)
        goto out;
    Value *f = gc_handle(vm, vm_def_ctor(vm, "AggregateError", aggregate_ctor, 2,
                                         vm->builtin[B_AGGREGATE_ERROR_PROTO]));
    if (*f == V_EXC)
        goto out;
    if (v_is_object(*base) && vm_set_proto(vm, *f, *base) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- element functions ------------------------------------------------------------ */

/* CreateKeyedPromiseCombinatorResultObject: a null-prototype object whose
 * data properties pair keys[i] with values[i], in key order. */
static Value keyed_result(Vm *vm, Value s)
{
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, s);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    if (*o == V_EXC)
        goto out;
    for (uint32_t i = 0; i < vm_array(REC(*sh)->v[S_KEYS])->length; i++) {
        Value k = vm_array(REC(*sh)->v[S_KEYS])->elems->v[i];
        Value v = vm_array(REC(*sh)->v[S_VALUES])->elems->v[i];
        if (vm_define_own(vm, *o, k, v, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* remaining -= 1; when it reaches 0, settle with the values (all,
 * allSettled: resolve; the keyed forms: resolve with keyed_result; any:
 * reject with an AggregateError). */
static int count_down_js(Vm *vm, Value s, bool any)
{
    Values *st = REC(s);
    int32_t left = v_get_int(st->v[S_REMAINING]) - 1;
    st->v[S_REMAINING] = v_int(left);
    if (left != 0)
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, s);
    Value *cap = gc_handle(vm, REC(*sh)->v[S_CAP]);
    gc_handle(vm, REC(*sh)->v[S_RESOLVE]);
    gc_handle(vm, REC(*sh)->v[S_REJECT]);
    int rc = -1;
    if (any) {
        Value m = vm_str_from_cstr(vm, "All promises were rejected");
        Value e = m == V_EXC ? V_EXC : aggregate_new(vm, REC(*sh)->v[S_VALUES], m);
        if (e != V_EXC)
            rc = lib_cap_reject_js(vm, cap, e);
    } else if (REC(*sh)->v[S_KEYS] != V_UNDEF) {
        Value o = keyed_result(vm, *sh);
        if (o != V_EXC)
            rc = lib_cap_resolve_js(vm, cap, o);
    } else {
        rc = lib_cap_resolve_js(vm, cap, REC(*sh)->v[S_VALUES]);
    }
    gc_scope_close(vm, sc);
    return rc;
}

/* magic: 0 all-resolve, 1 allSettled-fulfilled, 2 allSettled-rejected, 3 any-reject */
static Value element_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    Value e = lib_native_data(argv);
    if (REC(e)->v[2] == V_TRUE)
        return V_UNDEF;
    REC(e)->v[2] = V_TRUE;
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, e);
    Value *v = gc_handle(vm, ARG(0));
    Value r = V_EXC;
    int magic = MAGIC;
    if (magic == 1 || magic == 2) {
        Value *o = gc_handle(vm, vm_new_object(vm));
        if (*o == V_EXC)
            goto out;
        Value st = vm_str_from_cstr(vm, magic == 1 ? "fulfilled" : "rejected");
        if (st == V_EXC || lib_def_value(vm, *o, "status", st, PROP_DEFAULT) < 0 ||
            lib_def_value(vm, *o, magic == 1 ? "value" : "reason", *v, PROP_DEFAULT) < 0)
            goto out;
        *v = *o;
    }
    Value s = REC(*eh)->v[0];
    if (vm_set_index_js(vm, REC(s)->v[S_VALUES], v_get_int(REC(*eh)->v[1]), *v) < 0)
        goto out;
    if (count_down_js(vm, REC(*eh)->v[0], magic == 3) < 0)
        goto out;
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value new_element_fn(Vm *vm, Value e, int magic)
{
    Value f = lib_new_native_data(vm, "", element_fn, 1, e);
    if (f != V_EXC)
        ((NativeFunc *)v_cell(f))->magic = magic;
    return f;
}

/* ---- the combinators ------------------------------------------------------------ */

/* One element: nextPromise = promiseResolve.call(C, item); then it. */
static int comb_step_js(Vm *vm, int kind, Value *h, Value *s, int32_t index)
{
    /* h: [0] C, [1] promiseResolve, [2] item */
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *np = gc_handle(vm, vm_call_js(vm, h[1], h[0], 1, &h[2]));
    Value *fns = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    if (*np == V_EXC)
        goto out;
    if (kind == C_RACE) {
        fns[0] = REC(*s)->v[S_RESOLVE];
        fns[1] = REC(*s)->v[S_REJECT];
    } else {
        if (vm_array_append(vm, REC(*s)->v[S_VALUES], V_UNDEF) < 0)
            goto out;
        Value *e = gc_handle(vm, lib_new_record(vm, 3));
        if (*e == V_EXC)
            goto out;
        REC(*e)->v[0] = *s;
        REC(*e)->v[1] = v_int(index);
        REC(*e)->v[2] = V_FALSE;
        if (kind == C_ALL) {
            fns[0] = new_element_fn(vm, *e, 0);
            fns[1] = REC(*s)->v[S_REJECT];
        } else if (kind == C_ALL_SETTLED) {
            fns[0] = new_element_fn(vm, *e, 1);
            fns[1] = fns[0] == V_EXC ? V_EXC : new_element_fn(vm, *e, 2);
        } else {
            fns[0] = REC(*s)->v[S_RESOLVE];
            fns[1] = new_element_fn(vm, *e, 3);
        }
        if (fns[0] == V_EXC || fns[1] == V_EXC)
            goto out;
        REC(*s)->v[S_REMAINING] = v_int(v_get_int(REC(*s)->v[S_REMAINING]) + 1);
    }
    if (lib_invoke_then_js(vm, *np, fns[0], fns[1]) == V_EXC)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* PerformPromiseAllKeyed's loop: each own enumerable property of obj (its
 * descriptor re-read per key, as a getter or proxy may change it) is one
 * element, its key kept in S_KEYS beside its slot in S_VALUES. */
static int keyed_walk_js(Vm *vm, int kind, Value *h, Value *s, Value obj)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *o = gc_handle(vm, obj);
    Value *all = gc_handle(vm, vm_own_keys(vm, *o, KEYS_STRINGS | KEYS_SYMBOLS));
    Value *pk = gc_handle(vm, V_UNDEF);
    if (*all == V_EXC)
        goto out;
    Value keys = vm_new_array(vm, 0);
    if (keys == V_EXC)
        goto out;
    GC_WRITE(vm, REC(*s), &REC(*s)->v[S_KEYS], keys);
    int32_t index = 0;
    for (uint32_t i = 0; i < vm_array(*all)->length; i++) {
        if ((*pk = vm_to_propkey_js(vm, vm_array(*all)->elems->v[i])) == V_EXC)
            goto out;
        PropDesc d;
        int found = vm_get_own_prop(vm, *o, *pk, &d);
        if (found < 0)
            goto out;
        if (!found || !(d.attrs & PROP_ENUMERABLE))
            continue;
        if ((h[2] = vm_get_prop_js(vm, *o, *pk)) == V_EXC)
            goto out;
        if (vm_array_append(vm, REC(*s)->v[S_KEYS], *pk) < 0 || comb_step_js(vm, kind, h, s, index++) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static Value combinator(Vm *vm, Value *argv, int argc, bool construct)
{
    int kind = MAGIC;
    if (!v_is_object(THIS)) {
        return vm_throw_error(vm, ERR_TYPE, "%s called on non-object", comb_names[kind]);
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *h = gc_handle(vm, THIS);             /* C */
    gc_handle(vm, V_UNDEF);                     /* promiseResolve */
    gc_handle(vm, V_UNDEF);                     /* item */
    Value *cap = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value *it = gc_handle(vm, V_UNDEF), *next = gc_handle(vm, V_UNDEF);
    Value *s = gc_handle(vm, V_UNDEF);
    bool iter_open = false;
    if (lib_new_capability_js(vm, h[0], cap) < 0)
        goto out;
    if (cap[1] == V_UNDEF) { /* the combinators pass the resolvers to then: make real ones */
        if (lib_make_resolvers(vm, cap[0], cap + 1) < 0)
            goto out;
    }
    h[1] = vm_get_str_js(vm, h[0], "resolve");
    if (h[1] == V_EXC)
        goto reject;
    if (!vm_is_callable_noalloc(h[1])) {
        vm_throw_error(vm, ERR_TYPE, "Promise resolve or reject function is not callable");
        goto reject;
    }
    *s = lib_new_record(vm, S__N);
    if (*s == V_EXC)
        goto out;
    for (int i = 0; i < 3; i++)
        REC(*s)->v[S_CAP + i] = cap[i];
    REC(*s)->v[S_REMAINING] = v_int(1);
    if (kind != C_RACE) {
        Value a = vm_new_array(vm, 0);
        if (a == V_EXC)
            goto out;
        GC_WRITE(vm, REC(*s), &REC(*s)->v[S_VALUES], a);
    }
    if (kind == C_ALL_KEYED || kind == C_ALL_SETTLED_KEYED) {
        if (!v_is_object(ARG(0))) {
            vm_throw_error(vm, ERR_TYPE, "%s requires an object argument", comb_names[kind]);
            goto reject;
        }
        if (keyed_walk_js(vm, kind == C_ALL_KEYED ? C_ALL : C_ALL_SETTLED, h, s, ARG(0)) < 0 ||
            count_down_js(vm, *s, false) < 0)
            goto reject;
        r = cap[0];
        goto out;
    }
    if ((*it = get_iterator_js(vm, ARG(0), next)) == V_EXC)
        goto reject;
    iter_open = true;
    for (int32_t index = 0;; index++) {
        int st = vm_iter_step_js(vm, *it, *next, &h[2]);
        if (st < 0) {
            iter_open = false; /* an error from the iterator itself: no close */
            goto reject;
        }
        if (st == 0)
            break;
        if (comb_step_js(vm, kind, h, s, index) < 0)
            goto reject;
    }
    iter_open = false;
    if (kind != C_RACE && count_down_js(vm, *s, kind == C_ANY) < 0)
        goto reject;
    r = cap[0];
    goto out;
reject: {
    /* IfAbruptRejectPromise (closing the iterator first when it is open) */
    Value *e = gc_handle(vm, vm_take_exception(vm));
    if (iter_open && vm_iter_close_js(vm, *it) < 0)
        vm_take_exception(vm);
    if (lib_cap_reject_js(vm, cap, *e) == 0)
        r = cap[0];
}
out:
    gc_scope_close(vm, sc);
    return r;
}

int lib_promise_install_combinators(Vm *vm, Value ctor)
{
    static const LibFn fns[] = {
        {"all", combinator, 1, C_ALL},
        {"allSettled", combinator, 1, C_ALL_SETTLED},
        {"any", combinator, 1, C_ANY},
        {"race", combinator, 1, C_RACE},
        {"allKeyed", combinator, 1, C_ALL_KEYED},
        {"allSettledKeyed", combinator, 1, C_ALL_SETTLED_KEYED},
        {NULL, NULL, 0, 0},
    };
    size_t sc = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int rc = lib_def_fns(vm, *c, fns);
    if (rc == 0)
        rc = install_aggregate(vm);
    gc_scope_close(vm, sc);
    return rc;
}
