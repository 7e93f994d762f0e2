/* stdlib/domexception.c — a minimal DOMException, as node provides it:
 * `new DOMException(message = '', name = 'Error' | { name, cause })`, the
 * name/message/code getters and legacy code constants on the prototype,
 * Symbol.toStringTag 'DOMException', Error.prototype in its chain.
 * structuredClone's DataCloneError is one (lib_throw_dom_exception).
 *
 * An instance is a CLS_ERROR object (so it prints and is reported as an
 * error) with three extra Value fields; `brand` holds this VM's
 * DOMException.prototype from creation, which is how the getters tell a
 * DOMException from any other error (other CLS_ERROR cells are smaller).
 */
#include <stdarg.h>
#include <stdio.h>

#include "clone.h"

typedef struct DomExcObj {
    Object o;
    Value brand; /* vm->builtin[B_DOMEXC_PROTO] when made */
    Value name;  /* string */
    Value message;
} DomExcObj;

/* The legacy codes: name, constant, code (the index + 1). */
static const char *const dom_names[][2] = {
    {"IndexSizeError", "INDEX_SIZE_ERR"},
    {"DOMStringSizeError", "DOMSTRING_SIZE_ERR"},
    {"HierarchyRequestError", "HIERARCHY_REQUEST_ERR"},
    {"WrongDocumentError", "WRONG_DOCUMENT_ERR"},
    {"InvalidCharacterError", "INVALID_CHARACTER_ERR"},
    {"NoDataAllowedError", "NO_DATA_ALLOWED_ERR"},
    {"NoModificationAllowedError", "NO_MODIFICATION_ALLOWED_ERR"},
    {"NotFoundError", "NOT_FOUND_ERR"},
    {"NotSupportedError", "NOT_SUPPORTED_ERR"},
    {"InUseAttributeError", "INUSE_ATTRIBUTE_ERR"},
    {"InvalidStateError", "INVALID_STATE_ERR"},
    {"SyntaxError", "SYNTAX_ERR"},
    {"InvalidModificationError", "INVALID_MODIFICATION_ERR"},
    {"NamespaceError", "NAMESPACE_ERR"},
    {"InvalidAccessError", "INVALID_ACCESS_ERR"},
    {"ValidationError", "VALIDATION_ERR"},
    {"TypeMismatchError", "TYPE_MISMATCH_ERR"},
    {"SecurityError", "SECURITY_ERR"},
    {"NetworkError", "NETWORK_ERR"},
    {"AbortError", "ABORT_ERR"},
    {"URLMismatchError", "URL_MISMATCH_ERR"},
    {"QuotaExceededError", "QUOTA_EXCEEDED_ERR"},
    {"TimeoutError", "TIMEOUT_ERR"},
    {"InvalidNodeTypeError", "INVALID_NODE_TYPE_ERR"},
    {"DataCloneError", "DATA_CLONE_ERR"},
};
#define NDOM ((int)(sizeof dom_names / sizeof dom_names[0]))

static DomExcObj *as_dom(Vm *vm, Value v)
{
    if (vm->builtin[B_DOMEXC_PROTO] == V_EMPTY || !v_is_class(v, CLS_ERROR) || v_hdr(v)->size < sizeof(DomExcObj))
        return NULL;
    DomExcObj *d = v_cell(v);
    return d->brand == vm->builtin[B_DOMEXC_PROTO] ? d : NULL;
}

/* A DOMException with name and message (strings, rooted by the caller's
 * handles), its prototype proto, and a captured stack. */
static Value dom_new(Vm *vm, Value *name, Value *message, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *eh = gc_handle(vm, vm_new_object_class(vm, CLS_ERROR, sizeof(DomExcObj), proto));
    if (*eh == V_EXC)
        goto out;
    DomExcObj *d = v_cell(*eh);
    d->brand = vm->builtin[B_DOMEXC_PROTO]; /* a fresh cell: no barrier */
    d->name = *name;
    d->message = *message;
    if (vm_capture_stack(vm, *eh) < 0)
        goto out;
    r = *eh;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_throw_dom_exception(Vm *vm, const char *name, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (lib_domexc_make(vm) < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *n = gc_handle(vm, vm_str_from_cstr(vm, name));
    if (*n == V_EXC)
        goto out;
    Value *m = gc_handle(vm, vm_str_from_utf8(vm, buf, strlen(buf)));
    if (*m == V_EXC)
        goto out;
    Value e = dom_new(vm, n, m, vm->builtin[B_DOMEXC_PROTO]);
    if (e != V_EXC)
        r = vm_throw(vm, e);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value dom_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor DOMException cannot be invoked without 'new'");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, vm->builtin[B_DOMEXC_PROTO]);
    Value *msg = gc_handle(vm, vm->atom[A_empty]);
    Value *name = gc_handle(vm, V_UNDEF);
    Value *cause = gc_handle(vm, V_EMPTY);
    if (v_is_object(THIS) && THIS != CALLEE) { /* subclass: new.target.prototype */
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    if (ARG(0) != V_UNDEF && (*msg = vm_to_string_js(vm, ARG(0))) == V_EXC)
        goto out;
    if (v_is_object(ARG(1))) {
        Value ck = vm_key(vm, "cause");
        if (ck == V_EXC)
            goto out;
        int has = vm_has_js(vm, ARG(1), ck);
        if (has < 0)
            goto out;
        if (has && (*cause = vm_get_prop_js(vm, ARG(1), ck)) == V_EXC)
            goto out;
        *name = vm_get_prop_js(vm, ARG(1), vm->atom[A_name]);
        if (*name == V_EXC)
            goto out;
    } else {
        *name = ARG(1);
    }
    if (*name == V_UNDEF)
        *name = vm_str_from_cstr(vm, "Error");
    else
        *name = vm_to_string_js(vm, *name);
    if (*name == V_EXC)
        goto out;
    Value *e = gc_handle(vm, dom_new(vm, name, msg, *proto));
    if (*e == V_EXC)
        goto out;
    if (*cause != V_EMPTY && lib_def_value(vm, *e, "cause", *cause, PROP_METHOD) < 0)
        goto out;
    r = *e;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* magic: 0 name, 1 message, 2 code */
static Value dom_get(Vm *vm, Value *argv, int argc, bool construct)
{
    DomExcObj *d = as_dom(vm, THIS);
    if (!d)
        return vm_throw_error(vm, ERR_TYPE, "Value of \"this\" must be of type DOMException");
    if (MAGIC == 0)
        return d->name;
    if (MAGIC == 1)
        return d->message;
    char *n = vm_str_to_utf8(vm, d->name, NULL);
    if (!n)
        return vm_throw_oom(vm);
    int code = 0;
    for (int i = 0; i < NDOM; i++)
        if (strcmp(n, dom_names[i][0]) == 0)
            code = i + 1;
    free(n);
    return v_int(code);
}

static int def_constants(Vm *vm, Value *obj)
{
    for (int i = 0; i < NDOM; i++)
        if (lib_def_value(vm, *obj, dom_names[i][1], v_int(i + 1), PROP_ENUMERABLE) < 0)
            return -1;
    return 0;
}

int lib_domexc_make(Vm *vm)
{
    if (vm->builtin[B_DOMEXC_CTOR] != V_EMPTY)
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *proto = gc_handle(vm, vm_new_object_proto(vm, vm->builtin[B_ERROR_PROTO]));
    if (*proto == V_EXC)
        goto out;
    Value *ctor = gc_handle(vm, lib_new_ctor(vm, "DOMException", dom_ctor, 0, *proto));
    if (*ctor == V_EXC)
        goto out;
    static const char *const getters[] = {"name", "message", "code"};
    for (int i = 0; i < 3; i++) {
        Value g = vm_new_native(vm, getters[i], dom_get, 0, i);
        if (g == V_EXC)
            goto out;
        Value *gh = gc_handle(vm, g);
        Value k = vm_key(vm, getters[i]);
        if (k == V_EXC || vm_define_accessor(vm, *proto, k, *gh, V_UNDEF, PROP_ENUMERABLE | PROP_CONFIGURABLE) < 0)
            goto out;
    }
    if (def_constants(vm, proto) < 0 || def_constants(vm, ctor) < 0)
        goto out;
    Value tag = vm_str_from_cstr(vm, "DOMException");
    if (tag == V_EXC || vm_define_own(vm, *proto, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    /* the brand test (as_dom) reads B_DOMEXC_PROTO: set both only when whole */
    vm->builtin[B_DOMEXC_PROTO] = *proto;
    vm->builtin[B_DOMEXC_CTOR] = *ctor;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_define_domexception(Vm *vm)
{
    if (lib_domexc_make(vm) < 0)
        return -1;
    return lib_define_global(vm, "DOMException", vm->builtin[B_DOMEXC_CTOR], PROP_METHOD);
}
