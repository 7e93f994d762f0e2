/* stdlib/object_proto.c — Object.prototype: hasOwnProperty, isPrototypeOf,
 * propertyIsEnumerable, toString ("[object Tag]"), toLocaleString, valueOf,
 * the legacy __defineGetter__ / __defineSetter__ / __lookupGetter__ /
 * __lookupSetter__, and the __proto__ accessor.
 *
 * Every method that converts `this` does so in the spec's order relative to
 * converting its argument (hasOwnProperty: key first, then ToObject).
 */
#include "lib.h"

static Value op_has_own(Vm *vm, Value *argv, int argc, bool construct)
{
    Value k = vm_to_propkey_js(vm, ARG(0));
    if (k == V_EXC)
        return V_EXC;
    size_t s = gc_scope_open(vm);
    Value *kh = gc_handle(vm, k);
    Value o = vm_to_object(vm, THIS);
    PropDesc d; /* vm_get_own_prop: the global object may make a global first */
    int h = o == V_EXC ? -1 : vm_get_own_prop(vm, o, *kh, &d);
    Value r = h < 0 ? V_EXC : v_bool(h == 1);
    gc_scope_close(vm, s);
    return r;
}

static Value op_is_prototype_of(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return V_FALSE;
    Value o = vm_to_object(vm, THIS);
    if (o == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o), *p = gc_handle(vm, ARG(0));
    Value r = V_FALSE;
    for (;;) {
        Value x = vm_get_proto_js(vm, *p); /* a proxy's trap may run */
        if (x == V_EXC || !v_is_object(x) || x == *oh) {
            r = x == V_EXC ? V_EXC : v_bool(x == *oh);
            break;
        }
        *p = x;
    }
    gc_scope_close(vm, sc);
    return r;
}

static Value op_property_is_enumerable(Vm *vm, Value *argv, int argc, bool construct)
{
    Value k = vm_to_propkey_js(vm, ARG(0));
    if (k == V_EXC)
        return V_EXC;
    size_t s = gc_scope_open(vm);
    Value *kh = gc_handle(vm, k);
    Value r = V_EXC;
    Value o = vm_to_object(vm, THIS);
    if (o != V_EXC) {
        PropDesc d;
        int found = vm_get_own_prop(vm, o, *kh, &d);
        if (found >= 0)
            r = v_bool(found && (d.attrs & PROP_ENUMERABLE));
    }
    gc_scope_close(vm, s);
    return r;
}

/* The builtinTag of Object.prototype.toString for an object. */
static const char *builtin_tag_noalloc(Value o, bool is_array)
{
    if (is_array) /* IsArray: a proxy of an array too */
        return "Array";
    switch (v_hdr(o)->cls) {
    case CLS_ARRAY:
        return "Array";
    case CLS_ARGUMENTS:
        return "Arguments";
    case CLS_ERROR:
        return "Error";
    case CLS_BOOLEAN:
        return "Boolean";
    case CLS_NUMBER:
        return "Number";
    case CLS_STRING:
        return "String";
    case CLS_DATE:
        return "Date";
    case CLS_REGEXP:
        return "RegExp";
    default:
        return vm_is_callable_noalloc(o) ? "Function" : "Object";
    }
}

Value lib_object_to_string_js(Vm *vm, Value this_val)
{
    if (this_val == V_UNDEF)
        return vm_atom(vm, "[object Undefined]");
    if (this_val == V_NULL)
        return vm_atom(vm, "[object Null]");
    size_t s = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_to_object(vm, this_val));
    if (*o == V_EXC)
        goto out;
    int isa = vm_is_array_op_js(vm, *o, "Object.prototype.toString"); /* before the tag's getter, as the spec orders them */
    if (isa < 0)
        goto out;
    Value *tag = gc_handle(vm, vm_get_prop_js(vm, *o, vm->builtin[B_SYM_TO_STRING_TAG]));
    if (*tag == V_EXC)
        goto out;
    if (!v_is_string(*tag)) {
        *tag = vm_atom(vm, builtin_tag_noalloc(*o, isa));
        if (*tag == V_EXC)
            goto out;
    }
    Value open = vm_atom(vm, "[object "); /* atoms never move */
    if (open == V_EXC)
        goto out;
    r = vm_str_concat(vm, open, *tag);
    if (r != V_EXC)
        r = vm_str_concat(vm, r, vm->char_str[']']);
out:
    gc_scope_close(vm, s);
    return r;
}

static Value op_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_object_to_string_js(vm, THIS);
}

static Value op_to_locale_string(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_nullish(THIS))
        return vm_throw_error(vm, ERR_TYPE,
                              "Object.prototype.toLocaleString called on null or undefined");
    Value f = vm_get_prop_js(vm, THIS, vm->atom[A_toString]);
    if (f == V_EXC)
        return V_EXC;
    if (!vm_is_callable_noalloc(f)) {
        LibBuf b;
        lib_buf_init(&b);
        if (lib_buf_typed(vm, &b, f) == 0) {
            lib_buf_ch(&b, 0);
            vm_throw_error(vm, ERR_TYPE, "%s is not a function", b.p);
        }
        lib_buf_free(&b);
        return V_EXC;
    }
    return vm_call_js(vm, f, THIS, 0, NULL);
}

static Value op_value_of(Vm *vm, Value *argv, int argc, bool construct)
{
    return vm_to_object(vm, THIS);
}

static Value op_proto_get(Vm *vm, Value *argv, int argc, bool construct)
{
    Value o = vm_to_object(vm, THIS);
    return o == V_EXC ? V_EXC : vm_get_proto_js(vm, o);
}

static Value op_proto_set(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_nullish(THIS))
        return vm_throw_error(vm, ERR_TYPE, "set Object.prototype.__proto__ called on null or undefined");
    if ((!v_is_object(ARG(0)) && ARG(0) != V_NULL) || !v_is_object(THIS))
        return V_UNDEF;
    return vm_set_proto(vm, THIS, ARG(0)) < 0 ? V_EXC : V_UNDEF;
}

/* __defineGetter__ (magic 0) / __defineSetter__ (magic 1)(key, fn). */
static Value op_define_accessor(Vm *vm, Value *argv, int argc, bool construct)
{
    bool setter = MAGIC == 1;
    size_t s = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_to_object(vm, THIS));
    if (*o == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(ARG(1))) {
        vm_throw_error(vm, ERR_TYPE, "Object.prototype.%s: Expecting function",
                       setter ? "__defineSetter__" : "__defineGetter__");
        goto out;
    }
    Value *k = gc_handle(vm, vm_to_propkey_js(vm, ARG(0)));
    if (*k == V_EXC)
        goto out;
    Value *desc = gc_handle(vm, vm_new_object(vm));
    if (*desc == V_EXC ||
        vm_define_own(vm, *desc, vm->atom[setter ? A_set : A_get], ARG(1), PROP_DEFAULT) < 0 ||
        vm_define_own(vm, *desc, vm->atom[A_enumerable], V_TRUE, PROP_DEFAULT) < 0 ||
        vm_define_own(vm, *desc, vm->atom[A_configurable], V_TRUE, PROP_DEFAULT) < 0 ||
        vm_define_from_desc_js(vm, *o, *k, *desc) < 0)
        goto out;
    r = V_UNDEF;
out:
    gc_scope_close(vm, s);
    return r;
}

/* __lookupGetter__ (magic 0) / __lookupSetter__ (magic 1)(key). */
static Value op_lookup_accessor(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t s = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_to_object(vm, THIS));
    if (*o == V_EXC)
        goto out;
    Value k = vm_to_propkey_js(vm, ARG(0));
    if (k == V_EXC)
        goto out;
    Value *kh = gc_handle(vm, k);
    /* *o walks the chain: vm_get_own_prop may allocate */
    while (v_is_object(*o)) {
        PropDesc d;
        int found = vm_get_own_prop(vm, *o, *kh, &d);
        if (found < 0)
            goto out;
        if (found) {
            r = !(d.attrs & PROP_ACCESSOR) ? V_UNDEF : MAGIC == 1 ? d.set : d.get;
            goto out;
        }
        Value p = vm_get_proto_js(vm, *o);
        if (p == V_EXC)
            goto out;
        *o = p;
    }
    r = V_UNDEF;
out:
    gc_scope_close(vm, s);
    return r;
}

/* Node's order, so getOwnPropertyNames(Object.prototype) matches. */
static const LibFn object_proto_fns[] = {
    {"__defineGetter__", op_define_accessor, 2, 0},
    {"__defineSetter__", op_define_accessor, 2, 1},
    {"hasOwnProperty", op_has_own, 1, 0},
    {"__lookupGetter__", op_lookup_accessor, 1, 0},
    {"__lookupSetter__", op_lookup_accessor, 1, 1},
    {"isPrototypeOf", op_is_prototype_of, 1, 0},
    {"propertyIsEnumerable", op_property_is_enumerable, 1, 0},
    {"toString", op_to_string, 0, 0},
    {"valueOf", op_value_of, 0, 0},
    {NULL, NULL, 0, 0},
};

int lib_install_object_proto(Vm *vm)
{
    size_t s = gc_scope_open(vm);
    Value *p = gc_handle(vm, vm->builtin[B_OBJECT_PROTO]);
    int rc = -1;
    if (lib_def_fns(vm, *p, object_proto_fns) < 0 ||
        lib_def_getter(vm, *p, "__proto__", op_proto_get, op_proto_set) < 0 ||
        vm_def_native(vm, *p, "toLocaleString", op_to_locale_string, 0, 0) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, s);
    return rc;
}
