/* vm/api_value.c — tarn.h's handles, scopes, persistent handles and values:
 * create and read primitives, objects and arrays, properties, globals,
 * calls, evaluation and exceptions.
 *
 * Owns the persistent-handle chunks (a root set, GC_ROOT_HOST). Every
 * function reads its handles (*v) only after its last allocating call
 * before the use, so no Value lives in a C local across a collection; the
 * result is pushed as a new handle in the caller's current scope.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api_int.h"

/* ---- scopes and handles --------------------------------------------------- */

tarn_value api_push_slow(Vm *vm, Value v, const char *fn)
{
    if (vm->htop + API_HANDLE_RESERVE < vm->hcap)
        return api_ring_handle(vm, gc_handle(vm, v)); /* checked mode */
    vm_throw_error(vm, ERR_RANGE, "too many live handles: %s holds them until its scope closes; "
                   "a loop that makes handles (a tarn_call result, its arguments) needs a "
                   "tarn_scope per iteration, in a native function too", fn);
    return NULL;
}

/* ---- checked mode (api_int.h) ------------------------------------------------ */

static PChunk *pchunk_of(ApiState *a, Value *p);

static void check_handle(Vm *vm, tarn_value h, const char *fn)
{
    ApiState *a = vm->api;
    Value *p = api_slot(h);
    if (!h)
        return;
    int ring = api_ring_owns(vm, p);
    if (ring) {
        if (ring > 0)
            return;
        api_misuse(fn, "stale handle: the scope it was made in has closed, so its slot may hold "
                       "another value now (a handle lives until its scope closes, a native's "
                       "until it returns; keep a value longer with tarn_persist or "
                       "tarn_scope_escape)");
    }
    if (pchunk_of(a, p)) {
        if (*p != V_EMPTY)
            return;
        api_misuse(fn, "persistent handle used after tarn_release");
    }
    if ((p >= vm->handles && p < vm->handles + vm->htop) || (p >= vm->stack && p < vm->sp))
        return; /* one the runtime made for itself (a class prototype's, ...) */
    api_misuse(fn, "not a handle of this VM: a value from another tarn_vm (values do not cross "
                   "VMs: copy a number or string out with tarn_get_number or tarn_to_string and "
                   "make it anew in this VM), or a pointer that is not a live tarn_value");
}

void api_trap(Vm *vm, const char *fn, int n, const tarn_value *hs, int argc, const tarn_value *argv)
{
    ApiState *a = vm->api;
    if (a->in_finalizer)
        api_misuse(fn, "called from a host-class finalizer; finalizers run inside a garbage "
                       "collection and must not call tarn_ functions (free C memory only)");
    for (int i = 0; i < n; i++)
        check_handle(vm, hs[i], fn);
    for (int i = 0; argv && i < argc; i++)
        check_handle(vm, argv[i], fn);
}

void api_check_class(Vm *vm, const tarn_class *cls, const char *fn)
{
    ApiState *a = vm->api;
    for (uint32_t i = 0; i < a->nclasses; i++)
        if (a->classes[i] == cls)
            return;
    api_misuse(fn, "not a class of this VM: a tarn_class belongs to the VM whose tarn_class_new "
                   "made it (a host registers its classes in each VM)");
}

/* ---- scopes and handles (continued) ------------------------------------------ */

/* A tarn_scope is (depth << 32 | handle-stack index): closing checks the
 * depth against ApiState.sdepth, so a scope closed out of order, twice, or
 * from a callback that did not open it is caught at once, before any handle
 * is released wrongly (the handle index fits 32 bits: GC_HANDLE_SLOTS). */
tarn_scope tarn_scope_open(tarn_vm *tv)
{
    API_GUARD(tv);
    Vm *vm = (Vm *)tv;
    ApiState *a = vm->api;
    return (size_t)++a->sdepth << 32 | gc_scope_open(vm);
}

void tarn_scope_close(tarn_vm *tv, tarn_scope s)
{
    API_GUARD(tv);
    Vm *vm = (Vm *)tv;
    ApiState *a = vm->api;
    size_t depth = s >> 32, index = s & 0xffffffffu;
    if (UNLIKELY(depth != a->sdepth || depth <= a->sfloor || index > vm->htop)) {
        if (depth > a->sfloor && depth < a->sdepth)
            api_misuse(__func__, "scope closed out of order: a scope opened inside it is still open "
                                 "(scopes nest like C blocks: close the innermost first)");
        if (depth <= a->sfloor && depth)
            api_misuse(__func__, "closes a scope opened outside the running native function or job "
                                 "(a callback closes only the scopes it opened)");
        api_misuse(__func__, "scope already closed (closed twice, or its enclosing scope was closed first)");
    }
    a->sdepth--;
    gc_scope_close(vm, index);
}

tarn_value tarn_scope_escape(tarn_vm *tv, tarn_scope s, tarn_value v)
{
    API_CTX_H(tv, v);
    Vm *vm = (Vm *)tv;
    Value x = api_read(v);
    tarn_scope_close(tv, s);
    /* the slot at s's index now belongs to the enclosing scope */
    return api_push(vm, x);
}

tarn_value tarn_persist(tarn_vm *tv, tarn_value v)
{
    API_CTX_H(tv, v);
    Vm *vm = (Vm *)tv;
    ApiState *a = vm->api;
    Value x = api_read(v);
    Value *slot;
    if (a->npfree) { /* (none in checked mode, so a released handle stays detectable) */
        slot = a->pfree[--a->npfree];
    } else {
        if (!a->pchunks || a->pchunks->used == API_PCHUNK) {
            PChunk *c = calloc(1, sizeof *c);
            if (!c) {
                vm_throw_oom(vm);
                return NULL;
            }
            c->next = a->pchunks;
            a->pchunks = c;
        }
        slot = &a->pchunks->v[a->pchunks->used++];
    }
    *slot = x;
    return api_val(slot);
}

/* The chunk holding slot p, or NULL when p is not a persistent slot of this
 * VM. A walk of the chunk list: releases are rare next to the calls they
 * bracket, and a host with many persistent handles has few chunks each. */
static PChunk *pchunk_of(ApiState *a, Value *p)
{
    for (PChunk *c = a->pchunks; c; c = c->next)
        if (p >= c->v && p < c->v + c->used)
            return c;
    return NULL;
}

void tarn_release(tarn_vm *tv, tarn_value p)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    ApiState *a = vm->api;
    if (!p)
        return;
    /* Recycling a slot that is not ours, or twice, would make two later
     * persistent handles share one slot: refuse both at once. */
    if (UNLIKELY(!pchunk_of(a, api_slot(p))))
        api_misuse(__func__, "not a persistent handle of this VM (only a tarn_persist result can be released)");
    if (UNLIKELY(*api_slot(p) == V_EMPTY))
        api_misuse(__func__, "persistent handle released twice");
    if (a->check) {
        *api_slot(p) = V_EMPTY; /* never recycled: a later use is caught */
        return;
    }
    if (a->npfree == a->pfree_cap) {
        size_t n = a->pfree_cap ? a->pfree_cap * 2 : 64;
        Value **nv = realloc(a->pfree, n * sizeof *nv);
        if (!nv) {
            *api_slot(p) = V_UNDEF; /* cannot recycle it: keep it harmless */
            return;
        }
        a->pfree = nv;
        a->pfree_cap = n;
    }
    *api_slot(p) = V_EMPTY;
    a->pfree[a->npfree++] = api_slot(p);
}

void vm_api_trace(Vm *vm, GcTracer *t)
{
    for (PChunk *c = vm->api->pchunks; c; c = c->next)
        gc_visit_range(t, c->v, c->used);
    if (vm->api->ring)
        api_ring_trace(vm, t);
}

/* ---- values --------------------------------------------------------------- */

tarn_value tarn_undefined(tarn_vm *vm)
{
    API_GUARD(vm);
    return api_push((Vm *)vm, V_UNDEF);
}
tarn_value tarn_null(tarn_vm *vm)
{
    API_GUARD(vm);
    return api_push((Vm *)vm, V_NULL);
}
tarn_value tarn_bool(tarn_vm *vm, int b)
{
    API_GUARD(vm);
    return api_push((Vm *)vm, v_bool(b != 0));
}
tarn_value tarn_number(tarn_vm *vm, double d)
{
    API_GUARD(vm);
    return api_push((Vm *)vm, v_num(d));
}

tarn_value tarn_string(tarn_vm *tv, const char *utf8, size_t len)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (!utf8)
        len = 0;
    return api_push(vm, vm_str_from_utf8(vm, utf8 ? utf8 : "", len));
}

tarn_value tarn_object_new(tarn_vm *tv)
{
    API_CTX(tv);
    return api_push((Vm *)tv, vm_new_object((Vm *)tv));
}
tarn_value tarn_array_new(tarn_vm *tv)
{
    API_CTX(tv);
    return api_push((Vm *)tv, vm_new_array((Vm *)tv, 0));
}
tarn_value tarn_global_object(tarn_vm *tv)
{
    API_GUARD(tv);
    return api_push((Vm *)tv, ((Vm *)tv)->global);
}


int tarn_type(tarn_vm *vm, tarn_value tv)
{
    API_GUARD_H(vm, tv);
    Value v = api_read(tv);
    if (v == V_UNDEF || v == V_EMPTY)
        return TARN_TYPE_UNDEFINED;
    if (v == V_NULL)
        return TARN_TYPE_NULL;
    if (v_is_bool(v))
        return TARN_TYPE_BOOLEAN;
    if (v_is_number(v))
        return TARN_TYPE_NUMBER;
    if (v_is_string(v))
        return TARN_TYPE_STRING;
    if (v_is_symbol(v))
        return TARN_TYPE_SYMBOL;
    if (v_is_bigint(v))
        return TARN_TYPE_BIGINT;
    return vm_is_callable_noalloc(v) ? TARN_TYPE_FUNCTION : TARN_TYPE_OBJECT;
}

int tarn_is_array(tarn_vm *vm, tarn_value v)
{
    API_GUARD_H(vm, v);
    return v_is_array(api_read(v));
}
int tarn_is_error(tarn_vm *vm, tarn_value v)
{
    API_GUARD_H(vm, v);
    return v_is_class(api_read(v), CLS_ERROR);
}

double tarn_get_number(tarn_vm *vm, tarn_value tv)
{
    API_GUARD_H(vm, tv);
    Value v = api_read(tv);
    return v_is_number(v) ? v_to_double(v) : NAN;
}

int tarn_truthy(tarn_vm *vm, tarn_value v)
{
    API_GUARD_H(vm, v);
    return vm_truthy_noalloc(api_read(v));
}

int tarn_to_number(tarn_vm *tv, tarn_value v, double *out)
{
    API_CTX_H(tv, v);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    double d = NAN;
    int r = vm_to_number_js(vm, api_read(v), &d);
    if (out)
        *out = d;
    return r < 0 ? TARN_ERROR : TARN_OK;
}

char *tarn_to_string(tarn_vm *tv, tarn_value v, size_t *len_out)
{
    API_CTX_H(tv, v);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    size_t sc = gc_scope_open(vm);
    char *r = NULL;
    Value s = vm_to_string_js(vm, api_read(v));
    if (s != V_EXC) {
        size_t n = 0;
        r = vm_str_to_utf8(vm, s, &n);
        r = api_libc_copy(r, n); /* the host free()s it */
        if (!r)
            vm_throw_oom(vm);
        else if (len_out)
            *len_out = n;
    }
    gc_scope_close(vm, sc);
    return r;
}

char *api_libc_copy(char *hooked, size_t len)
{
    if (!hooked || !vm_alloc_current())
        return hooked; /* no hooks: it already is libc memory */
    char *d = api_libc_malloc(len + 1);
    if (d)
        memcpy(d, hooked, len + 1);
    free(hooked);
    return d;
}

/* ---- properties and globals ---------------------------------------------- */

tarn_value tarn_get(tarn_vm *tv, tarn_value obj, const char *key)
{
    API_CTX_H(tv, obj);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    Value k = vm_key(vm, key ? key : "");
    if (k == V_EXC)
        return NULL;
    return api_push(vm, vm_get_js(vm, api_read(obj), k));
}

int tarn_set(tarn_vm *tv, tarn_value obj, const char *key, tarn_value v)
{
    API_CTX_H(tv, obj, v);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    Value k = vm_key(vm, key ? key : "");
    if (k == V_EXC)
        return TARN_ERROR;
    if (!v_is_object(api_read(obj))) {
        vm_throw_error(vm, ERR_TYPE, "Cannot set properties of a non-object (setting '%s')", key ? key : "");
        return TARN_ERROR;
    }
    return vm_set_js(vm, api_read(obj), k, api_read(v)) < 0 ? TARN_ERROR : TARN_OK;
}

static Value index_key(Vm *vm, uint32_t i)
{
    if (i <= INT32_MAX)
        return v_int((int32_t)i);
    char buf[16];
    snprintf(buf, sizeof buf, "%u", i);
    return vm_key(vm, buf);
}

tarn_value tarn_get_index(tarn_vm *tv, tarn_value obj, uint32_t i)
{
    API_CTX_H(tv, obj);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    Value k = index_key(vm, i);
    if (k == V_EXC)
        return NULL;
    return api_push(vm, vm_get_js(vm, api_read(obj), k));
}

int tarn_set_index(tarn_vm *tv, tarn_value obj, uint32_t i, tarn_value v)
{
    API_CTX_H(tv, obj, v);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    Value k = index_key(vm, i);
    if (k == V_EXC)
        return TARN_ERROR;
    if (!v_is_object(api_read(obj))) {
        vm_throw_error(vm, ERR_TYPE, "Cannot set properties of a non-object (setting '%u')", i);
        return TARN_ERROR;
    }
    return vm_set_js(vm, api_read(obj), k, api_read(v)) < 0 ? TARN_ERROR : TARN_OK;
}

int64_t tarn_length(tarn_vm *tv, tarn_value obj)
{
    API_CTX_H(tv, obj);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return -1;
    Value o = api_read(obj);
    if (!v_is_object(o)) {
        vm_throw_error(vm, ERR_TYPE, "length of a non-object");
        return -1;
    }
    return vm_length_of_js(vm, o);
}

tarn_value tarn_get_global(tarn_vm *tv, const char *name)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    Value k = vm_key(vm, name ? name : "");
    if (k == V_EXC)
        return NULL;
    return api_push(vm, vm_get_js(vm, vm->global, k));
}

int tarn_set_global(tarn_vm *tv, const char *name, tarn_value v)
{
    API_CTX_H(tv, v);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    Value k = vm_key(vm, name ? name : "");
    if (k == V_EXC)
        return TARN_ERROR;
    return vm_set_js(vm, vm->global, k, api_read(v)) < 0 ? TARN_ERROR : TARN_OK;
}

/* ---- calls and evaluation --------------------------------------------------- */

/* Copy argv's values into consecutive handles (vm_call_js copies them onto
 * the VM stack itself); the caller closes the scope. */
static Value *args_to_handles(Vm *vm, int argc, const tarn_value *argv)
{
    Value *first = NULL;
    for (int i = 0; i < argc; i++) {
        Value *h = gc_handle(vm, api_read(argv[i]));
        if (i == 0)
            first = h;
    }
    return first;
}

/* Name what the host passed: the common slip is a function a tarn_eval
 * script declared, which is local to that script (tarn.h), so
 * tarn_get_global gave undefined. */
static tarn_value throw_not_callable(Vm *vm, const char *fn, Value callee, const char *what)
{
    char *d = vm_value_desc_cstr(vm, callee);
    vm_throw_error(vm, ERR_TYPE, "%s: the callee is not a %s (it is %s)%s", fn, what, d ? d : "?",
                   callee == V_UNDEF ? "; a function a tarn_eval script declares is local to that "
                                       "script: assign it to globalThis or use tarn_eval_value"
                                     : "");
    free(d);
    return NULL;
}

tarn_value tarn_call(tarn_vm *tv, tarn_value fn, tarn_value this_val, int argc, const tarn_value *argv)
{
    API_CTX_ARGV(tv, argc, argv, fn, this_val);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    if (argc < 0)
        argc = 0;
    if (!vm_is_callable_noalloc(api_read(fn)))
        return throw_not_callable(vm, __func__, api_read(fn), "function");
    api_enter(vm);
    size_t sc = gc_scope_open(vm);
    Value *args = args_to_handles(vm, argc, argv);
    Value r = vm_call_js(vm, api_read(fn), api_read(this_val), argc, args);
    gc_scope_close(vm, sc);
    api_leave(vm);
    return api_push(vm, r);
}

tarn_value tarn_new(tarn_vm *tv, tarn_value ctor, int argc, const tarn_value *argv)
{
    API_CTX_ARGV(tv, argc, argv, ctor);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    if (argc < 0)
        argc = 0;
    if (!vm_is_constructor_noalloc(api_read(ctor)))
        return throw_not_callable(vm, __func__, api_read(ctor), "constructor");
    api_enter(vm);
    size_t sc = gc_scope_open(vm);
    Value *args = args_to_handles(vm, argc, argv);
    Value r = vm_construct_js(vm, api_read(ctor), argc, args, api_read(ctor));
    gc_scope_close(vm, sc);
    api_leave(vm);
    return api_push(vm, r);
}

tarn_value tarn_eval_value(tarn_vm *tv, const char *src, size_t len, const char *filename)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    api_enter(vm);
    Value r = vm_eval_global(vm, src ? src : "", src ? len : 0, filename ? filename : "<eval>");
    api_leave(vm);
    return api_push(vm, r);
}

/* ---- realms (vm/realm.c) ---------------------------------------------------- */

tarn_value tarn_realm_new(tarn_vm *tv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    int r = vm_realm_new(vm);
    if (r < 0)
        return NULL;
    return api_push(vm, vm_realm_global_noalloc(vm, (uint32_t)r));
}

int tarn_realm_enter(tarn_vm *tv, tarn_value global)
{
    API_CTX_H(tv, global);
    Vm *vm = (Vm *)tv;
    int r = vm_realm_of_global_noalloc(vm, api_read(global));
    if (r < 0) {
        vm_throw_error(vm, ERR_TYPE, "tarn_realm_enter: not the global object of a realm");
        return -1;
    }
    return (int)vm_realm_enter_pinned(vm, (uint32_t)r); /* the realm left lives until the leave */
}

void tarn_realm_leave(tarn_vm *tv, int token)
{
    API_GUARD(tv);
    Vm *vm = (Vm *)tv;
    if (token < 0 || (uint32_t)token >= (vm->nrealms ? vm->nrealms : 1) || (vm->nrealms && !vm->realms[token]))
        api_misuse("tarn_realm_leave", "the token is not one tarn_realm_enter returned");
    vm_realm_leave_pinned(vm, (uint32_t)token);
}

/* ---- exceptions ------------------------------------------------------------- */

int tarn_has_exception(tarn_vm *vm) { return ((Vm *)vm)->has_exception; }

tarn_value tarn_take_exception(tarn_vm *tv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (!vm->has_exception)
        return NULL;
    return api_push(vm, vm_take_exception(vm));
}

tarn_value tarn_throw(tarn_vm *tv, tarn_value v)
{
    API_CTX_H(tv, v);
    vm_throw((Vm *)tv, api_read(v));
    return NULL;
}

ErrorKind api_error_kind(int kind)
{
    switch (kind) {
    case TARN_ERR_TYPE: return ERR_TYPE;
    case TARN_ERR_RANGE: return ERR_RANGE;
    case TARN_ERR_SYNTAX: return ERR_SYNTAX;
    case TARN_ERR_REFERENCE: return ERR_REFERENCE;
    default: return ERR_ERROR;
    }
}

tarn_value tarn_throw_error(tarn_vm *tv, int kind, const char *message)
{
    API_CTX(tv);
    vm_throw_error((Vm *)tv, api_error_kind(kind), "%s", message ? message : "");
    return NULL;
}

/* ---- configuration ------------------------------------------------------------ */

void tarn_config_init(tarn_config *c)
{
    if (c)
        memset(c, 0, sizeof *c);
}
