/* vm/proxy.c — the Proxy exotic object (ECMA-262 §10.5): creation,
 * revocation, and its internal methods. Each method looks up the handler's
 * trap; without one it forwards to the target's own internal method, with one
 * it calls the trap and then checks the spec's invariants against the target,
 * throwing V8's TypeErrors ("'get' on proxy: ...").
 *
 * How a proxy meets the rest of the VM (docs/proxy.md): a proxy holds no
 * property and has the one shared empty dictionary shape with a null
 * prototype (vm/object.h, ProxyObj), so shapes and inline caches never see a
 * property on it. The generic operations (vm/props.c, vm/keys.c,
 * vm/descriptors.c, vm/object.c, the call dispatch in vm/interp_call.c) test
 * for a proxy only where an ordinary lookup has already missed, or at entry
 * of paths that are slow anyway, and call the vm_proxy_* functions here.
 *
 * Conventions: a method mirrors the generic operation it stands for, so the
 * caller needs no second path: [[Set]] and [[Delete]] take the caller's
 * strict flag (a falsish trap result is a TypeError for strict code and a
 * quiet failure otherwise); [[DefineOwnProperty]], [[PreventExtensions]] and
 * [[SetPrototypeOf]] throw on a falsish result (Reflect turns exactly those
 * messages back into false, stdlib/reflect.c). Every Value is held in a
 * handle across a trap call: a trap may run anything, including a collection.
 */
#include "frame.h"
#include "object_int.h"

#include <stdlib.h>

/* ---- creation ------------------------------------------------------------ */

Value vm_proxy_new(Vm *vm, Value target, Value handler)
{
    if (!v_is_object(target) || !v_is_object(handler))
        return vm_throw_error(vm, ERR_TYPE, "Cannot create proxy with a non-object as target or handler");
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, target), *hh = gc_handle(vm, handler);
    Value r = V_EXC;
    if (!v_is_type(vm->builtin[B_PROXY_SHAPE], T_SHAPE)) {
        /* the shared shape: a dictionary made from an empty null-prototype
         * object, which is dropped; nothing ever adds to it */
        Value *oh = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
        if (*oh == V_EXC || vm_shape_to_dict(vm, oh) < 0)
            goto out;
        vm->builtin[B_PROXY_SHAPE] = v_from_cell(v_obj(*oh)->shape);
    }
    ProxyObj *p = gc_alloc(vm, T_OBJECT, sizeof(ProxyObj));
    if (!p)
        goto out;
    p->o.hdr.cls = vm_is_callable_noalloc(*th) ? CLS_PROXY_FN : CLS_PROXY;
    p->o.hdr.flags = OBJ_DICT | OBJ_NOT_EXTENSIBLE;
    p->o.shape = v_cell(vm->builtin[B_PROXY_SHAPE]);
    p->o.slots = NULL;
    p->target = *th;
    p->handler = *hh;
    p->is_ctor = v_bool(vm_is_constructor_noalloc(*th));
    p->privates = V_UNDEF;
    r = v_from_cell(p);
out:
    gc_scope_close(vm, sc);
    return r;
}

void vm_proxy_revoke_noalloc(Value proxy)
{
    ProxyObj *p = v_cell(proxy);
    p->target = V_NULL; /* null is never young: no barrier needed */
    p->handler = V_NULL;
}

Value vm_proxy_target_noalloc(Value proxy) { return ((ProxyObj *)v_cell(proxy))->target; }
Value vm_proxy_handler_noalloc(Value proxy) { return ((ProxyObj *)v_cell(proxy))->handler; }

/* ---- helpers ------------------------------------------------------------- */

/* malloc'd text of a value for a message, as V8 prints it there. */
static char *value_text(Vm *vm, Value v)
{
    if (v_is_object(v)) {
        bool isf;
        return vm_obj_desc_cstr(vm, v, &isf);
    }
    if (v_is_symbol(v))
        return vm_key_cstr(vm, v);
    if (v_is_string(v))
        return vm_str_to_utf8(vm, v, NULL);
    char b[200];
    vm_short_repr(vm, v, b, sizeof b);
    return strdup(b);
}

/* Throw fmt with one %s: the key's text. Returns -1. */
static int throw_key(Vm *vm, const char *fmt, Value key)
{
    char *k = vm_key_cstr(vm, key);
    vm_throw_error(vm, ERR_TYPE, fmt, k ? k : "");
    free(k);
    return -1;
}

static int throw_revoked(Vm *vm, const char *op)
{
    vm_throw_error(vm, ERR_TYPE, "Cannot perform '%s' on a proxy that has been revoked", op);
    return -1;
}

/* The state of one internal method call, in consecutive handles: the proxy's
 * target and handler, the trap, and room for the trap's arguments. */
typedef struct {
    Value *target, *handler, *trap, *args; /* args: 4 handles */
} Trap;

/* Open handles for t and look up the trap `atom` (GetMethod): 0 with
 * *t->trap the trap or V_UNDEF, -1 on error (revoked, a throwing getter, a
 * trap that is not callable). */
static int trap_get(Vm *vm, Value proxy, int atom, Trap *t)
{
    static const struct { int atom; const char *name; } names[] = {
        {A_getPrototypeOf, "getPrototypeOf"}, {A_setPrototypeOf, "setPrototypeOf"},
        {A_isExtensible, "isExtensible"}, {A_preventExtensions, "preventExtensions"},
        {A_getOwnPropertyDescriptor, "getOwnPropertyDescriptor"}, {A_defineProperty, "defineProperty"},
        {A_has, "has"}, {A_get, "get"}, {A_set, "set"}, {A_deleteProperty, "deleteProperty"},
        {A_ownKeys, "ownKeys"}, {A_apply, "apply"}, {A_construct, "construct"},
    };
    const char *op = "?";
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (names[i].atom == atom)
            op = names[i].name;
    ProxyObj *p = v_cell(proxy);
    Value target = p->target, handler = p->handler;
    t->target = gc_handle(vm, target);
    t->handler = gc_handle(vm, handler);
    t->trap = gc_handle(vm, V_UNDEF);
    t->args = gc_handle(vm, V_UNDEF);
    for (int i = 1; i < 4; i++)
        gc_handle(vm, V_UNDEF);
    if (*t->handler == V_NULL)
        return throw_revoked(vm, op);
    Value m = vm_get_prop_js(vm, *t->handler, vm->atom[atom]);
    if (m == V_EXC)
        return -1;
    if (m == V_UNDEF || m == V_NULL)
        return 0;
    if (!vm_is_callable_noalloc(m)) {
        char *ms = value_text(vm, m), *hs = value_text(vm, *t->handler);
        vm_throw_error(vm, ERR_TYPE, "'%s' returned for property '%s' of object '%s' is not a function",
                       ms ? ms : "", op, hs ? hs : "");
        free(ms);
        free(hs);
        return -1;
    }
    *t->trap = m;
    return 0;
}

/* Call the trap with n arguments from t->args. */
static Value trap_call(Vm *vm, Trap *t, int n)
{
    return vm_call_js(vm, *t->trap, *t->handler, n, t->args);
}

/* A propkey as the trap sees it: index keys as strings. */
static int key_arg(Vm *vm, Value key, Value *out)
{
    Value k = vm_key_to_string(vm, key);
    if (k == V_EXC)
        return -1;
    *out = k;
    return 0;
}

/* A target's own descriptor copied into 3 consecutive handles (value, get,
 * set); *attrs its attributes. 1 found, 0 absent, -1 error. */
static int target_desc(Vm *vm, Value target, Value key, Value *h, unsigned *attrs)
{
    PropDesc d;
    int r = vm_get_own_prop(vm, target, key, &d);
    if (r <= 0)
        return r;
    h[0] = d.value;
    h[1] = d.get;
    h[2] = d.set;
    *attrs = d.attrs;
    return 1;
}

static Value *handles3(Vm *vm)
{
    Value *h = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    return h;
}

/* ---- [[GetPrototypeOf]] / [[SetPrototypeOf]] ----------------------------- */

Value vm_get_proto_js(Vm *vm, Value obj)
{
    if (!v_is_proxy(obj))
        return vm_get_proto_noalloc(obj);
    size_t sc = gc_scope_open(vm);
    Trap t;
    Value r = V_EXC;
    if (trap_get(vm, obj, A_getPrototypeOf, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        r = vm_get_proto_js(vm, *t.target);
        goto out;
    }
    t.args[0] = *t.target;
    Value p = trap_call(vm, &t, 1);
    if (p == V_EXC)
        goto out;
    if (p != V_NULL && !v_is_object(p)) {
        vm_throw_error(vm, ERR_TYPE, "'getPrototypeOf' on proxy: trap returned neither object nor null");
        goto out;
    }
    Value *ph = gc_handle(vm, p);
    int ext = vm_is_extensible_js(vm, *t.target);
    if (ext < 0)
        goto out;
    if (!ext) {
        Value tp = vm_get_proto_js(vm, *t.target);
        if (tp == V_EXC)
            goto out;
        if (tp != *ph) {
            vm_throw_error(vm, ERR_TYPE, "'getPrototypeOf' on proxy: proxy target is non-extensible but the "
                                         "trap did not return its actual prototype");
            goto out;
        }
    }
    r = *ph;
out:
    gc_scope_close(vm, sc);
    return r;
}

int vm_proxy_set_proto_js(Vm *vm, Value proxy, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, proto);
    Trap t;
    int rc = -1;
    if (trap_get(vm, proxy, A_setPrototypeOf, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_set_proto(vm, *t.target, *vh);
        goto out;
    }
    t.args[0] = *t.target;
    t.args[1] = *vh;
    Value r = trap_call(vm, &t, 2);
    if (r == V_EXC)
        goto out;
    if (!vm_truthy_noalloc(r)) {
        /* V8 names a property here, and has none to name */
        vm_throw_error(vm, ERR_TYPE, "'setPrototypeOf' on proxy: trap returned falsish for property 'undefined'");
        vm_refused(vm);
        goto out;
    }
    int ext = vm_is_extensible_js(vm, *t.target);
    if (ext < 0)
        goto out;
    if (!ext) {
        Value tp = vm_get_proto_js(vm, *t.target);
        if (tp == V_EXC)
            goto out;
        if (tp != *vh) {
            vm_throw_error(vm, ERR_TYPE, "'setPrototypeOf' on proxy: trap returned truish for setting a new "
                                         "prototype on the non-extensible proxy target");
            goto out;
        }
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- [[IsExtensible]] / [[PreventExtensions]] ---------------------------- */

int vm_is_extensible_js(Vm *vm, Value obj)
{
    if (!v_is_object(obj))
        return 0;
    if (!v_is_proxy(obj))
        return !(v_obj(obj)->hdr.flags & OBJ_NOT_EXTENSIBLE);
    size_t sc = gc_scope_open(vm);
    Trap t;
    int rc = -1;
    if (trap_get(vm, obj, A_isExtensible, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_is_extensible_js(vm, *t.target);
        goto out;
    }
    t.args[0] = *t.target;
    Value r = trap_call(vm, &t, 1);
    if (r == V_EXC)
        goto out;
    bool b = vm_truthy_noalloc(r);
    int ext = vm_is_extensible_js(vm, *t.target);
    if (ext < 0)
        goto out;
    if (b != (ext == 1)) {
        vm_throw_error(vm, ERR_TYPE, "'isExtensible' on proxy: trap result does not reflect extensibility of "
                                     "proxy target (which is '%s')", ext ? "true" : "false");
        goto out;
    }
    rc = b;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_proxy_prevent_extensions_js(Vm *vm, Value proxy)
{
    size_t sc = gc_scope_open(vm);
    Trap t;
    int rc = -1;
    if (trap_get(vm, proxy, A_preventExtensions, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_prevent_extensions(vm, *t.target);
        goto out;
    }
    t.args[0] = *t.target;
    Value r = trap_call(vm, &t, 1);
    if (r == V_EXC)
        goto out;
    if (!vm_truthy_noalloc(r)) {
        vm_throw_error(vm, ERR_TYPE, "'preventExtensions' on proxy: trap returned falsish");
        vm_refused(vm);
        goto out;
    }
    int ext = vm_is_extensible_js(vm, *t.target);
    if (ext < 0)
        goto out;
    if (ext) {
        vm_throw_error(vm, ERR_TYPE, "'preventExtensions' on proxy: trap returned truish but the proxy target is "
                                     "extensible");
        goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- [[GetOwnProperty]] / [[DefineOwnProperty]] -------------------------- */

/* IsCompatiblePropertyDescriptor(extensible, Desc, Current): may a target
 * whose property is `cur` (NULL: absent; cur_v the value, getter, setter)
 * report or take the partial descriptor f? */
bool vm_desc_compatible_noalloc(bool extensible, const DescFlags *f, const Value *fv, unsigned cur_attrs,
                                const Value *cur_v, bool cur_found)
{
    if (!cur_found)
        return extensible;
    if (cur_attrs & PROP_CONFIGURABLE)
        return true;
    if ((f->has & D_CONF) && (f->attrs & PROP_CONFIGURABLE))
        return false;
    if ((f->has & D_ENUM) && (f->attrs & PROP_ENUMERABLE) != (cur_attrs & PROP_ENUMERABLE))
        return false;
    bool is_acc = f->has & (D_GET | D_SET), is_data = f->has & (D_VALUE | D_WRITABLE);
    bool cur_acc = cur_attrs & PROP_ACCESSOR;
    if ((is_acc || is_data) && is_acc != cur_acc)
        return false;
    if (cur_acc)
        return !((f->has & D_GET) && fv[1] != cur_v[1]) && !((f->has & D_SET) && fv[2] != cur_v[2]);
    if (!(cur_attrs & PROP_WRITABLE)) {
        if ((f->has & D_WRITABLE) && (f->attrs & PROP_WRITABLE))
            return false;
        if ((f->has & D_VALUE) && !vm_same_value_noalloc(fv[0], cur_v[0]))
            return false;
    }
    return true;
}

int vm_proxy_get_own_js(Vm *vm, Value proxy, Value key, PropDesc *out)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key);
    Value *tv = handles3(vm), *rv = handles3(vm), *dh = gc_handle(vm, V_UNDEF);
    Trap t;
    int rc = -1;
    if (trap_get(vm, proxy, A_getOwnPropertyDescriptor, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_get_own_prop(vm, *t.target, *kh, out);
        goto out;
    }
    t.args[0] = *t.target;
    if (key_arg(vm, *kh, &t.args[1]) < 0)
        goto out;
    *dh = trap_call(vm, &t, 2);
    if (*dh == V_EXC)
        goto out;
    if (*dh != V_UNDEF && !v_is_object(*dh)) {
        throw_key(vm, "'getOwnPropertyDescriptor' on proxy: trap returned neither object nor undefined for "
                      "property '%s'", *kh);
        goto out;
    }
    unsigned ta = 0;
    int found = target_desc(vm, *t.target, *kh, tv, &ta);
    if (found < 0)
        goto out;
    if (*dh == V_UNDEF) {
        if (!found) {
            rc = 0;
            goto out;
        }
        if (!(ta & PROP_CONFIGURABLE)) {
            throw_key(vm, "'getOwnPropertyDescriptor' on proxy: trap returned undefined for property '%s' which "
                          "is non-configurable in the proxy target", *kh);
            goto out;
        }
        int ext = vm_is_extensible_js(vm, *t.target);
        if (ext < 0)
            goto out;
        if (!ext) {
            throw_key(vm, "'getOwnPropertyDescriptor' on proxy: trap returned undefined for property '%s' which "
                          "exists in the non-extensible proxy target", *kh);
            goto out;
        }
        rc = 0;
        goto out;
    }
    int ext = vm_is_extensible_js(vm, *t.target);
    if (ext < 0)
        goto out;
    DescFlags f;
    if (vm_to_desc_js(vm, dh, &f, &rv[0], &rv[1], &rv[2]) < 0)
        goto out;
    /* CompletePropertyDescriptor */
    if (!(f.has & (D_GET | D_SET)))
        f.has |= D_VALUE | D_WRITABLE;
    else
        f.has |= D_GET | D_SET;
    f.has |= D_ENUM | D_CONF;
    if (!vm_desc_compatible_noalloc(ext == 1, &f, rv, ta, tv, found)) {
        throw_key(vm, "'getOwnPropertyDescriptor' on proxy: trap returned descriptor for property '%s' that is "
                      "incompatible with the existing property in the proxy target", *kh);
        goto out;
    }
    if (!(f.attrs & PROP_CONFIGURABLE)) {
        if (!found || (ta & PROP_CONFIGURABLE)) {
            throw_key(vm, "'getOwnPropertyDescriptor' on proxy: trap reported non-configurability for property "
                          "'%s' which is either non-existent or configurable in the proxy target", *kh);
            goto out;
        }
        if ((f.has & D_WRITABLE) && !(f.attrs & PROP_WRITABLE) && !(ta & PROP_ACCESSOR) && (ta & PROP_WRITABLE)) {
            throw_key(vm, "'getOwnPropertyDescriptor' on proxy: trap reported non-configurable and non-writable for "
                          "property '%s' which is non-configurable, writable in the proxy target", *kh);
            goto out;
        }
    }
    out->value = rv[0];
    out->get = rv[1];
    out->set = rv[2];
    out->attrs = (f.attrs & (PROP_ENUMERABLE | PROP_CONFIGURABLE | PROP_WRITABLE)) |
                 ((f.has & (D_GET | D_SET)) && !(f.has & D_VALUE) ? PROP_ACCESSOR : 0);
    if (out->attrs & PROP_ACCESSOR)
        out->attrs &= ~PROP_WRITABLE;
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_proxy_define_js(Vm *vm, Value proxy, Value key, const DescFlags *fp, const Value *fv)
{
    size_t sc = gc_scope_open(vm);
    DescFlags f = *fp;
    Value *kh = gc_handle(vm, key);
    Value *dv = handles3(vm), *tv = handles3(vm);
    dv[0] = fv[0];
    dv[1] = fv[1];
    dv[2] = fv[2];
    Trap t;
    int rc = -1;
    if (trap_get(vm, proxy, A_defineProperty, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_define_partial_js(vm, *t.target, *kh, &f, dv);
        goto out;
    }
    t.args[0] = *t.target;
    if (key_arg(vm, *kh, &t.args[1]) < 0)
        goto out;
    t.args[2] = vm_partial_desc_to_object_js(vm, &f, dv);
    if (t.args[2] == V_EXC)
        goto out;
    Value r = trap_call(vm, &t, 3);
    if (r == V_EXC)
        goto out;
    if (!vm_truthy_noalloc(r)) {
        throw_key(vm, "'defineProperty' on proxy: trap returned falsish for property '%s'", *kh);
        vm_refused(vm);
        goto out;
    }
    unsigned ta = 0;
    int found = target_desc(vm, *t.target, *kh, tv, &ta);
    if (found < 0)
        goto out;
    int ext = vm_is_extensible_js(vm, *t.target);
    if (ext < 0)
        goto out;
    bool config_false = (f.has & D_CONF) && !(f.attrs & PROP_CONFIGURABLE);
    if (!found) {
        if (!ext) {
            throw_key(vm, "'defineProperty' on proxy: trap returned truish for adding property '%s'  to the "
                          "non-extensible proxy target", *kh);
            goto out;
        }
        if (config_false) {
            throw_key(vm, "'defineProperty' on proxy: trap returned truish for defining non-configurable property "
                          "'%s' which is either non-existent or configurable in the proxy target", *kh);
            goto out;
        }
    } else {
        if (!vm_desc_compatible_noalloc(ext == 1, &f, dv, ta, tv, true)) {
            throw_key(vm, "'defineProperty' on proxy: trap returned truish for adding property '%s'  that is "
                          "incompatible with the existing property in the proxy target", *kh);
            goto out;
        }
        if (config_false && (ta & PROP_CONFIGURABLE)) {
            throw_key(vm, "'defineProperty' on proxy: trap returned truish for defining non-configurable property "
                          "'%s' which is either non-existent or configurable in the proxy target", *kh);
            goto out;
        }
        if (!(ta & (PROP_ACCESSOR | PROP_CONFIGURABLE)) && (ta & PROP_WRITABLE) && (f.has & D_WRITABLE) &&
            !(f.attrs & PROP_WRITABLE)) {
            throw_key(vm, "'defineProperty' on proxy: trap returned truish for defining non-configurable property "
                          "'%s' which cannot be non-writable, unless there exists a corresponding "
                          "non-configurable, non-writable own property of the target object.", *kh);
            goto out;
        }
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- [[HasProperty]] / [[Get]] / [[Set]] / [[Delete]] -------------------- */

int vm_proxy_has_js(Vm *vm, Value proxy, Value key)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key), *tv = handles3(vm);
    Trap t;
    int rc = -1;
    if (trap_get(vm, proxy, A_has, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_has_js(vm, *t.target, *kh);
        goto out;
    }
    t.args[0] = *t.target;
    if (key_arg(vm, *kh, &t.args[1]) < 0)
        goto out;
    Value r = trap_call(vm, &t, 2);
    if (r == V_EXC)
        goto out;
    if (vm_truthy_noalloc(r)) {
        rc = 1;
        goto out;
    }
    unsigned ta = 0;
    int found = target_desc(vm, *t.target, *kh, tv, &ta);
    if (found < 0)
        goto out;
    if (found) {
        if (!(ta & PROP_CONFIGURABLE)) {
            throw_key(vm, "'has' on proxy: trap returned falsish for property '%s' which exists in the proxy "
                          "target as non-configurable", *kh);
            goto out;
        }
        int ext = vm_is_extensible_js(vm, *t.target);
        if (ext < 0)
            goto out;
        if (!ext) {
            throw_key(vm, "'has' on proxy: trap returned falsish for property '%s' but the proxy target is not "
                          "extensible", *kh);
            goto out;
        }
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

Value vm_proxy_get_js(Vm *vm, Value proxy, Value key, Value receiver)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key), *rh = gc_handle(vm, receiver), *tv = handles3(vm);
    Value *res = gc_handle(vm, V_UNDEF);
    Trap t;
    Value rv = V_EXC;
    if (trap_get(vm, proxy, A_get, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rv = vm_get_with_receiver_js(vm, *t.target, *kh, *rh);
        goto out;
    }
    t.args[0] = *t.target;
    if (key_arg(vm, *kh, &t.args[1]) < 0)
        goto out;
    t.args[2] = *rh;
    *res = trap_call(vm, &t, 3);
    if (*res == V_EXC)
        goto out;
    unsigned ta = 0;
    int found = target_desc(vm, *t.target, *kh, tv, &ta);
    if (found < 0)
        goto out;
    if (found && !(ta & PROP_CONFIGURABLE)) {
        if (!(ta & PROP_ACCESSOR) && !(ta & PROP_WRITABLE) && !vm_same_value_noalloc(*res, tv[0])) {
            char *k = vm_key_cstr(vm, *kh), *e = value_text(vm, tv[0]), *g = value_text(vm, *res);
            vm_throw_error(vm, ERR_TYPE, "'get' on proxy: property '%s' is a read-only and non-configurable data "
                                         "property on the proxy target but the proxy did not return its actual "
                                         "value (expected '%s' but got '%s')", k ? k : "", e ? e : "", g ? g : "");
            free(k);
            free(e);
            free(g);
            goto out;
        }
        if ((ta & PROP_ACCESSOR) && tv[1] == V_UNDEF && *res != V_UNDEF) {
            char *k = vm_key_cstr(vm, *kh), *g = value_text(vm, *res);
            vm_throw_error(vm, ERR_TYPE, "'get' on proxy: property '%s' is a non-configurable accessor property on "
                                         "the proxy target and does not have a getter function, but the trap did "
                                         "not return 'undefined' (got '%s')", k ? k : "", g ? g : "");
            free(k);
            free(g);
            goto out;
        }
    }
    rv = *res;
out:
    gc_scope_close(vm, sc);
    return rv;
}

int vm_proxy_set_js(Vm *vm, Value proxy, Value key, Value v, Value receiver, bool strict)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key), *vh = gc_handle(vm, v), *rh = gc_handle(vm, receiver);
    Value *tv = handles3(vm);
    Trap t;
    int rc = -1;
    if (trap_get(vm, proxy, A_set, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_set_prop_mode_js(vm, *t.target, *kh, *vh, *rh, strict);
        goto out;
    }
    t.args[0] = *t.target;
    if (key_arg(vm, *kh, &t.args[1]) < 0)
        goto out;
    t.args[2] = *vh;
    t.args[3] = *rh;
    Value r = trap_call(vm, &t, 4);
    if (r == V_EXC)
        goto out;
    if (!vm_truthy_noalloc(r)) {
        if (strict) {
            throw_key(vm, "'set' on proxy: trap returned falsish for property '%s'", *kh);
            vm_refused(vm);
        } else
            rc = 0;
        goto out;
    }
    unsigned ta = 0;
    int found = target_desc(vm, *t.target, *kh, tv, &ta);
    if (found < 0)
        goto out;
    if (found && !(ta & PROP_CONFIGURABLE)) {
        if (!(ta & (PROP_ACCESSOR | PROP_WRITABLE)) && !vm_same_value_noalloc(*vh, tv[0])) {
            throw_key(vm, "'set' on proxy: trap returned truish for property '%s' which exists in the proxy target "
                          "as a non-configurable and non-writable data property with a different value", *kh);
            goto out;
        }
        if ((ta & PROP_ACCESSOR) && tv[2] == V_UNDEF) {
            throw_key(vm, "'set' on proxy: trap returned truish for property '%s' which exists in the proxy target "
                          "as a non-configurable and non-writable accessor property without a setter", *kh);
            goto out;
        }
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_proxy_delete_js(Vm *vm, Value proxy, Value key, bool strict)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key), *tv = handles3(vm);
    Trap t;
    int rc = -1;
    if (trap_get(vm, proxy, A_deleteProperty, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rc = vm_delete_mode_js(vm, *t.target, *kh, strict);
        goto out;
    }
    t.args[0] = *t.target;
    if (key_arg(vm, *kh, &t.args[1]) < 0)
        goto out;
    Value r = trap_call(vm, &t, 2);
    if (r == V_EXC)
        goto out;
    if (!vm_truthy_noalloc(r)) {
        if (strict) {
            throw_key(vm, "'deleteProperty' on proxy: trap returned falsish for property '%s'", *kh);
            vm_refused(vm);
        } else
            rc = 0;
        goto out;
    }
    unsigned ta = 0;
    int found = target_desc(vm, *t.target, *kh, tv, &ta);
    if (found < 0)
        goto out;
    if (found) {
        if (!(ta & PROP_CONFIGURABLE)) {
            throw_key(vm, "'deleteProperty' on proxy: trap returned truish for property '%s' which is "
                          "non-configurable in the proxy target", *kh);
            goto out;
        }
        int ext = vm_is_extensible_js(vm, *t.target);
        if (ext < 0)
            goto out;
        if (!ext) {
            throw_key(vm, "'deleteProperty' on proxy: trap returned truish for property '%s' but the proxy target "
                          "is non-extensible", *kh);
            goto out;
        }
    }
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- [[OwnPropertyKeys]] ------------------------------------------------- */

/* Index of propkey k among the propkeys in arr (an array), or -1. */
static int64_t key_index_noalloc(Value arr, Value k, uint32_t from)
{
    ArrayObj *a = vm_array(arr);
    for (uint32_t i = from; i < a->length; i++)
        if (a->elems->v[i] == k)
            return i;
    return -1;
}

Value vm_proxy_own_keys_js(Vm *vm, Value proxy)
{
    size_t sc = gc_scope_open(vm);
    Value *res = gc_handle(vm, V_UNDEF);   /* the trap's keys as given */
    Value *pks = gc_handle(vm, V_UNDEF);   /* the same as propkeys (unchecked ones V_EMPTY'd) */
    Value *tks = gc_handle(vm, V_UNDEF);   /* the target's keys */
    Value *src = gc_handle(vm, V_UNDEF), *k = gc_handle(vm, V_UNDEF), *tv = handles3(vm);
    Trap t;
    Value rv = V_EXC;
    if (trap_get(vm, proxy, A_ownKeys, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        rv = vm_own_keys(vm, *t.target, KEYS_STRINGS | KEYS_SYMBOLS);
        goto out;
    }
    t.args[0] = *t.target;
    *src = trap_call(vm, &t, 1);
    if (*src == V_EXC)
        goto out;
    /* CreateListFromArrayLike(result, « String, Symbol ») */
    if (!v_is_object(*src)) {
        vm_throw_error(vm, ERR_TYPE, "CreateListFromArrayLike called on non-object");
        goto out;
    }
    int64_t n = vm_length_of_js(vm, *src);
    if (n < 0)
        goto out;
    if (n > 0x7fffffff) {
        vm_throw_error(vm, ERR_RANGE, "Invalid array length");
        goto out;
    }
    if ((*res = vm_new_array(vm, (uint32_t)n)) == V_EXC || (*pks = vm_new_array(vm, (uint32_t)n)) == V_EXC)
        goto out;
    for (int64_t i = 0; i < n; i++) {
        *k = vm_get_index_js(vm, *src, i);
        if (*k == V_EXC)
            goto out;
        if (!v_is_string(*k) && !v_is_symbol(*k)) {
            char *s = value_text(vm, *k);
            vm_throw_error(vm, ERR_TYPE, "%s is not a valid property name", s ? s : "");
            free(s);
            goto out;
        }
        if (vm_array_append(vm, *res, *k) < 0)
            goto out;
        Value pk = vm_to_propkey_js(vm, *k);
        if (pk == V_EXC)
            goto out;
        if (key_index_noalloc(*pks, pk, 0) >= 0) {
            vm_throw_error(vm, ERR_TYPE, "'ownKeys' on proxy: trap returned duplicate entries");
            goto out;
        }
        if (vm_array_append(vm, *pks, pk) < 0)
            goto out;
    }
    int ext = vm_is_extensible_js(vm, *t.target);
    if (ext < 0)
        goto out;
    *tks = vm_own_keys(vm, *t.target, KEYS_STRINGS | KEYS_SYMBOLS);
    if (*tks == V_EXC)
        goto out;
    /* the target's keys as propkeys, non-configurable ones first checked */
    uint32_t nt = vm_array(*tks)->length;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1 && ext)
            break;
        for (uint32_t i = 0; i < nt; i++) {
            Value tk = vm_to_propkey_js(vm, vm_array(*tks)->elems->v[i]);
            if (tk == V_EXC)
                goto out;
            *k = tk;
            unsigned ta = 0;
            int found = target_desc(vm, *t.target, *k, tv, &ta);
            if (found < 0)
                goto out;
            /* pass 0: the non-configurable keys; pass 1 (non-extensible target): the rest */
            if (pass == 0 ? !(found && !(ta & PROP_CONFIGURABLE)) : (found && !(ta & PROP_CONFIGURABLE)))
                continue;
            int64_t at = key_index_noalloc(*pks, *k, 0);
            if (at < 0) {
                throw_key(vm, "'ownKeys' on proxy: trap result did not include '%s'", *k);
                goto out;
            }
            vm_array(*pks)->elems->v[at] = V_EMPTY;
        }
    }
    if (!ext) {
        ArrayObj *a = vm_array(*pks);
        for (uint32_t i = 0; i < a->length; i++)
            if (a->elems->v[i] != V_EMPTY) {
                vm_throw_error(vm, ERR_TYPE,
                               "'ownKeys' on proxy: trap returned extra keys but proxy target is non-extensible");
                goto out;
            }
    }
    rv = *res;
out:
    gc_scope_close(vm, sc);
    return rv;
}

/* ---- [[Call]] / [[Construct]] -------------------------------------------- */

int vm_proxy_call_js(Vm *vm, Value *base, int argc, bool construct, Value *res)
{
    size_t sc = gc_scope_open(vm);
    Trap t;
    int rc = -1;
    if (trap_get(vm, base[0], construct ? A_construct : A_apply, &t) < 0)
        goto out;
    if (*t.trap == V_UNDEF) {
        /* forward: the target takes the proxy's place; for [[Construct]]
         * new.target stays as it is (the proxy itself for `new proxy`) */
        base[0] = *t.target;
        rc = 0;
        goto out;
    }
    Value arr = vm_new_array_from(vm, base + 2, (uint32_t)argc);
    if (arr == V_EXC)
        goto out;
    t.args[0] = *t.target;
    if (construct) {
        t.args[1] = arr;
        t.args[2] = base[1];
    } else {
        t.args[1] = base[1];
        t.args[2] = arr;
    }
    Value r = trap_call(vm, &t, 3);
    if (r == V_EXC)
        goto out;
    if (construct && !v_is_object(r)) {
        char *s = value_text(vm, r);
        vm_throw_error(vm, ERR_TYPE, "'construct' on proxy: trap returned non-object ('%s')", s ? s : "");
        free(s);
        goto out;
    }
    *res = r;
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- IsArray and the integrity levels ------------------------------------ */

int vm_is_array_op_js(Vm *vm, Value v, const char *op)
{
    while (v_is_proxy(v)) {
        v = vm_proxy_target_noalloc(v);
        if (v == V_NULL)
            return throw_revoked(vm, op);
    }
    return v_is_array(v);
}

/* SetIntegrityLevel(proxy, sealed/frozen) through the traps. 0 / -1. */
int vm_proxy_freeze_js(Vm *vm, Value proxy, bool freeze)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, proxy), *keys = gc_handle(vm, V_UNDEF), *k = gc_handle(vm, V_UNDEF);
    Value *dv = handles3(vm);
    int rc = -1;
    if (vm_prevent_extensions(vm, *ph) < 0)
        goto out;
    *keys = vm_own_keys(vm, *ph, KEYS_STRINGS | KEYS_SYMBOLS);
    if (*keys == V_EXC)
        goto out;
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        *k = vm_to_propkey_js(vm, vm_array(*keys)->elems->v[i]);
        if (*k == V_EXC)
            goto out;
        DescFlags f = { D_CONF, 0 };
        if (freeze) {
            PropDesc d;
            int found = vm_get_own_prop(vm, *ph, *k, &d);
            if (found < 0)
                goto out;
            if (!found)
                continue;
            if (!(d.attrs & PROP_ACCESSOR))
                f.has |= D_WRITABLE;
        }
        if (vm_define_partial_js(vm, *ph, *k, &f, dv) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* TestIntegrityLevel(proxy, sealed/frozen) through the traps: 1 / 0 / -1. */
int vm_proxy_is_frozen_js(Vm *vm, Value proxy, bool frozen)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, proxy), *keys = gc_handle(vm, V_UNDEF), *k = gc_handle(vm, V_UNDEF);
    int rc = -1;
    int ext = vm_is_extensible_js(vm, *ph);
    if (ext != 0) {
        rc = ext < 0 ? -1 : 0;
        goto out;
    }
    *keys = vm_own_keys(vm, *ph, KEYS_STRINGS | KEYS_SYMBOLS);
    if (*keys == V_EXC)
        goto out;
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        *k = vm_to_propkey_js(vm, vm_array(*keys)->elems->v[i]);
        if (*k == V_EXC)
            goto out;
        PropDesc d;
        int found = vm_get_own_prop(vm, *ph, *k, &d);
        if (found < 0)
            goto out;
        if (found && ((d.attrs & PROP_CONFIGURABLE) ||
                      (frozen && !(d.attrs & PROP_ACCESSOR) && (d.attrs & PROP_WRITABLE)))) {
            rc = 0;
            goto out;
        }
    }
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}
