/* stdlib/reflect.c — the Reflect namespace: apply, construct, defineProperty,
 * deleteProperty, get, getOwnPropertyDescriptor, getPrototypeOf, has,
 * isExtensible, ownKeys, preventExtensions, set, setPrototypeOf.
 *
 * Each method is the object's internal method with the result as a value:
 * where Object.* and strict-mode assignment throw because an operation was
 * refused (a read-only or non-configurable property, a non-extensible
 * object, a prototype cycle), Reflect returns false instead. vm/ reports a
 * refusal as a TypeError marked as one (vm_refused), so refused() turns
 * exactly those back into false; any other error (a throwing getter or
 * setter, a bad descriptor, a user's TypeError with the same text)
 * propagates. Messages are V8's ("Reflect.get called on non-object").
 */
#include <stdio.h>

#include "lib.h"

static const char *const method_name[] = {
    "defineProperty", "deleteProperty", "get", "getOwnPropertyDescriptor", "getPrototypeOf", "has",
    "isExtensible", "ownKeys", "preventExtensions", "set", "setPrototypeOf",
};
enum { R_DEFINE, R_DELETE, R_GET, R_GOPD, R_GETPROTO, R_HAS, R_ISEXT, R_OWNKEYS, R_PREVENT, R_SET, R_SETPROTO };

static Value non_object(Vm *vm, int m)
{
    return vm_throw_error(vm, ERR_TYPE, "Reflect.%s called on non-object", method_name[m]);
}

/* The pending exception is vm/'s report of a refused operation (vm_refused):
 * clear it and answer false (1). 0: leave it pending. */
static int refused(Vm *vm)
{
    if (!vm->has_exception || !vm->exception_refused)
        return 0;
    vm_take_exception(vm);
    return 1;
}

/* rc of an operation that throws when refused: true, false, or V_EXC. */
static Value bool_result(Vm *vm, int rc)
{
    if (rc >= 0)
        return V_TRUE;
    return refused(vm) ? V_FALSE : V_EXC;
}

/* CreateListFromArrayLike(v) into n fresh handles; *out the first. -1 on error. */
static int list_from_array_like(Vm *vm, Value v, Value **out, int *n_out)
{
    if (!v_is_object(v)) {
        vm_throw_error(vm, ERR_TYPE, "CreateListFromArrayLike called on non-object");
        return -1;
    }
    Value *src = gc_handle(vm, v);
    int64_t n = vm_length_of_js(vm, *src);
    if (n < 0)
        return -1;
    if (n > 65535) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    Value *args = gc_handle(vm, V_UNDEF);
    for (int64_t i = 1; i < n; i++)
        gc_handle(vm, V_UNDEF);
    for (int64_t i = 0; i < n; i++)
        if ((args[i] = vm_get_index_js(vm, *src, i)) == V_EXC)
            return -1;
    *out = args;
    *n_out = (int)n;
    return 0;
}

static Value not_a_constructor(Vm *vm, Value v)
{
    char b[200];
    if (v_is_object(v)) {
        bool isf;
        char *d = vm_obj_desc_cstr(vm, v, &isf);
        Value r = vm_throw_error(vm, ERR_TYPE, "%s is not a constructor", d ? d : "#<Object>");
        free(d);
        return r;
    }
    vm_short_repr(vm, v, b, sizeof b);
    return vm_throw_error(vm, ERR_TYPE, "%s is not a constructor", b);
}

static Value r_apply(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!vm_is_callable_noalloc(ARG(0))) {
        char b[200];
        Value v = ARG(0);
        if (v_is_object(v)) {
            bool isf;
            char *d = vm_obj_desc_cstr(vm, v, &isf);
            snprintf(b, sizeof b, "%s", d ? d : "#<Object>");
            free(d);
        } else {
            vm_short_repr(vm, v, b, sizeof b);
        }
        /* V8: "which is undefined", "which is null", else the typeof with
         * its article */
        const char *art = "";
        char ts[32];
        vm_short_repr(vm, vm_typeof_noalloc(vm, v), ts, sizeof ts);
        if (v != V_UNDEF && v != V_NULL)
            art = ts[0] == 'o' ? "an " : "a ";
        return vm_throw_error(vm, ERR_TYPE, "Function.prototype.apply was called on %s, which is %s%s and not a function",
                              b, art, v == V_NULL ? "null" : ts);
    }
    size_t sc = gc_scope_open(vm);
    Value *args = NULL;
    int n = 0;
    Value r = V_EXC;
    if (list_from_array_like(vm, ARG(2), &args, &n) == 0)
        r = vm_call_js(vm, ARG(0), ARG(1), n, args);
    gc_scope_close(vm, sc);
    return r;
}

static Value r_construct(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!vm_is_constructor_noalloc(ARG(0)))
        return not_a_constructor(vm, ARG(0));
    if (argc > 2 && !vm_is_constructor_noalloc(ARG(2)))
        return not_a_constructor(vm, ARG(2));
    size_t sc = gc_scope_open(vm);
    Value *args = NULL;
    int n = 0;
    Value r = V_EXC;
    if (list_from_array_like(vm, ARG(1), &args, &n) == 0)
        r = vm_construct_js(vm, ARG(0), n, args, argc > 2 ? ARG(2) : ARG(0));
    gc_scope_close(vm, sc);
    return r;
}

/* The key argument as a propkey (may run toString / Symbol.toPrimitive). */
static Value key_arg(Vm *vm, Value *argv, int argc)
{
    return vm_to_propkey_js(vm, ARG(1));
}

static Value r_define_property(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_DEFINE);
    Value k = key_arg(vm, argv, argc);
    if (k == V_EXC)
        return V_EXC;
    if (!v_is_object(ARG(2))) {
        char b[200];
        vm_short_repr(vm, ARG(2), b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "Property description must be an object: %s", b);
    }
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, k);
    Value r = bool_result(vm, vm_define_from_desc_js(vm, ARG(0), *kh, ARG(2)));
    gc_scope_close(vm, sc);
    return r;
}

static Value r_delete_property(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_DELETE);
    Value k = key_arg(vm, argv, argc);
    if (k == V_EXC)
        return V_EXC;
    return bool_result(vm, vm_delete_js(vm, ARG(0), k));
}

static Value r_get(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_GET);
    Value k = key_arg(vm, argv, argc);
    if (k == V_EXC)
        return V_EXC;
    return vm_get_with_receiver_js(vm, ARG(0), k, argc > 2 ? ARG(2) : ARG(0));
}

static Value r_get_own_desc(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_GOPD);
    Value k = key_arg(vm, argv, argc);
    if (k == V_EXC)
        return V_EXC;
    PropDesc d;
    int found = vm_get_own_prop(vm, ARG(0), k, &d);
    if (found <= 0)
        return found < 0 ? V_EXC : V_UNDEF;
    return vm_desc_to_object_js(vm, &d);
}

static Value r_get_proto(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_GETPROTO);
    return vm_get_proto_js(vm, ARG(0));
}

static Value r_has(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_HAS);
    Value k = key_arg(vm, argv, argc);
    if (k == V_EXC)
        return V_EXC;
    int r = vm_has_js(vm, ARG(0), k);
    return r < 0 ? V_EXC : v_bool(r);
}

static Value r_is_extensible(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_ISEXT);
    int r = vm_is_extensible_js(vm, ARG(0));
    return r < 0 ? V_EXC : v_bool(r);
}

static Value r_own_keys(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_OWNKEYS);
    return vm_own_keys(vm, ARG(0), KEYS_STRINGS | KEYS_SYMBOLS);
}

static Value r_prevent_extensions(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_PREVENT);
    return bool_result(vm, vm_prevent_extensions(vm, ARG(0)));
}

static Value r_set(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_SET);
    Value k = key_arg(vm, argv, argc);
    if (k == V_EXC)
        return V_EXC;
    return bool_result(vm, vm_set_prop_js(vm, ARG(0), k, ARG(2), argc > 3 ? ARG(3) : ARG(0)));
}

static Value r_set_proto(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return non_object(vm, R_SETPROTO);
    if (ARG(1) != V_NULL && !v_is_object(ARG(1)))
        return vm_set_proto(vm, ARG(0), ARG(1)) < 0 ? V_EXC : V_FALSE; /* V8's message */
    return bool_result(vm, vm_set_proto(vm, ARG(0), ARG(1)));
}

static const LibFn reflect_fns[] = {
    {"defineProperty", r_define_property, 3, 0},
    {"deleteProperty", r_delete_property, 2, 0},
    {"apply", r_apply, 3, 0},
    {"construct", r_construct, 2, 0},
    {"get", r_get, 2, 0},
    {"getOwnPropertyDescriptor", r_get_own_desc, 2, 0},
    {"getPrototypeOf", r_get_proto, 1, 0},
    {"has", r_has, 2, 0},
    {"isExtensible", r_is_extensible, 1, 0},
    {"ownKeys", r_own_keys, 1, 0},
    {"preventExtensions", r_prevent_extensions, 1, 0},
    {"set", r_set, 3, 0},
    {"setPrototypeOf", r_set_proto, 2, 0},
    {NULL, NULL, 0, 0},
};

int lib_install_reflect(Vm *vm)
{
    Value ns = lib_new_namespace(vm, "Reflect");
    if (ns == V_EXC)
        return -1;
    size_t sc = gc_scope_open(vm);
    Value *nh = gc_handle(vm, ns);
    int rc = -1;
    if (lib_def_fns(vm, *nh, reflect_fns) < 0)
        goto out;
    Value tag = vm_str_from_cstr(vm, "Reflect");
    if (tag == V_EXC || vm_define_own(vm, *nh, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
