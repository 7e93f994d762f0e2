/* stdlib/object.c — Object (first part: keys, values, entries, assign,
 * freeze, isFrozen, getPrototypeOf, create, defineProperty, is,
 * getOwnPropertyNames) and Object.prototype.hasOwnProperty.
 * Key lists come from vm_own_keys in spec order. TODO(#3): the rest. */
#include "lib.h"

/* magic 0 keys, 1 values, 2 entries */
static Value obj_keys(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    size_t s = gc_scope_open(vm);
    Value *o = gc_handle(vm, vm_to_object(vm, ARG(0)));
    Value r = V_EXC;
    if (*o == V_EXC)
        goto done;
    Value *keys = gc_handle(vm, vm_own_keys(vm, *o, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY));
    if (*keys == V_EXC || magic == 0) {
        r = *keys;
        goto done;
    }
    Value *out = gc_handle(vm, vm_new_array(vm, 0));
    Value *pair = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    if (*out == V_EXC)
        goto done;
    uint32_t n = vm_array(*keys)->length;
    for (uint32_t i = 0; i < n; i++) {
        pair[0] = vm_get_index_js(vm, *keys, i);
        if (pair[0] == V_EXC)
            goto done;
        pair[1] = vm_get_js(vm, *o, pair[0]);
        if (pair[1] == V_EXC)
            goto done;
        Value item = magic == 1 ? pair[1] : vm_new_array_from(vm, pair, 2);
        if (item == V_EXC || vm_array_push(vm, *out, item) < 0)
            goto done;
    }
    r = *out;
done:
    gc_scope_close(vm, s);
    return r;
}

static Value obj_assign(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t s = gc_scope_open(vm);
    Value *t = gc_handle(vm, vm_to_object(vm, ARG(0)));
    Value *keys = gc_handle(vm, V_UNDEF), *k = gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (*t == V_EXC)
        goto done;
    for (int a = 1; a < argc; a++) {
        if (v_is_nullish(argv[a]))
            continue;
        *keys = vm_own_keys(vm, argv[a], KEYS_STRINGS | KEYS_SYMBOLS | KEYS_ENUMERABLE_ONLY);
        if (*keys == V_EXC)
            goto done;
        uint32_t n = vm_array(*keys)->length;
        for (uint32_t i = 0; i < n; i++) {
            *k = vm_get_index_js(vm, *keys, i);
            if (*k == V_EXC)
                goto done;
            Value v = vm_get_js(vm, argv[a], *k);
            if (v == V_EXC || vm_set_js(vm, *t, *k, v) < 0)
                goto done;
        }
    }
    r = *t;
done:
    gc_scope_close(vm, s);
    return r;
}

static Value obj_freeze(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_object(ARG(0)) && vm_freeze(vm, ARG(0), true) < 0)
        return V_EXC;
    return ARG(0);
}

static Value obj_is_frozen(Vm *vm, Value *argv, int argc, bool construct)
{
    return v_bool(!v_is_object(ARG(0)) || vm_is_frozen_noalloc(vm, ARG(0), true));
}

static Value obj_get_proto(Vm *vm, Value *argv, int argc, bool construct)
{
    Value o = vm_to_object(vm, ARG(0));
    return o == V_EXC ? V_EXC : vm_get_proto_noalloc(o);
}

static Value obj_has_own(Vm *vm, Value *argv, int argc, bool construct)
{
    Value k = vm_to_propkey_js(vm, ARG(0));
    if (k == V_EXC)
        return V_EXC;
    size_t s = gc_scope_open(vm);
    Value *kh = gc_handle(vm, k);
    Value o = vm_to_object(vm, THIS);
    Value r = o == V_EXC ? V_EXC : v_bool(vm_has_own_noalloc(vm, o, *kh) == 1);
    gc_scope_close(vm, s);
    return r;
}

static Value obj_create(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)) && !v_is_null(ARG(0))) {
        Value str = v_is_symbol(ARG(0)) ? vm_str_from_cstr(vm, "Symbol()") : vm_to_string_js(vm, ARG(0));
        if (str == V_EXC)
            return V_EXC;
        char *u = vm_str_to_utf8(vm, str, NULL);
        if (!u)
            return vm_throw_oom(vm);
        vm_throw_error(vm, ERR_TYPE, "Object prototype may only be an Object or null: %s", u);
        free(u);
        return V_EXC;
    }
    if (!v_is_undef(ARG(1)))
        return vm_throw_error(vm, ERR_TYPE, "Object.create with a properties argument is not supported by tarn yet");
    return vm_new_object_proto(vm, ARG(0));
}

static Value obj_define_property(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "Object.defineProperty called on non-object");
    if (!v_is_object(ARG(2)))
        return vm_throw_error(vm, ERR_TYPE, "Property description must be an object");
    Value k = vm_to_propkey_js(vm, ARG(1));
    if (k == V_EXC)
        return V_EXC;
    if (vm_define_from_desc_js(vm, ARG(0), k, ARG(2)) < 0)
        return V_EXC;
    return ARG(0);
}

static Value obj_is(Vm *vm, Value *argv, int argc, bool construct)
{
    return v_bool(vm_same_value_noalloc(ARG(0), ARG(1)));
}

static Value obj_own_names(Vm *vm, Value *argv, int argc, bool construct)
{
    Value o = vm_to_object(vm, ARG(0));
    return o == V_EXC ? V_EXC : vm_own_keys(vm, o, KEYS_STRINGS);
}

static Value obj_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_nullish(ARG(0)))
        return vm_new_object(vm);
    return vm_to_object(vm, ARG(0));
}

static const LibFn object_fns[] = {
    {"keys", obj_keys, 1, 0},       {"values", obj_keys, 1, 1},
    {"entries", obj_keys, 1, 2},    {"assign", obj_assign, 2, 0},
    {"freeze", obj_freeze, 1, 0},   {"isFrozen", obj_is_frozen, 1, 0},
    {"getPrototypeOf", obj_get_proto, 1, 0}, {"create", obj_create, 2, 0},
    {"defineProperty", obj_define_property, 3, 0}, {"is", obj_is, 2, 0},
    {"getOwnPropertyNames", obj_own_names, 1, 0}, {NULL, NULL, 0, 0},
};

int lib_install_object(Vm *vm)
{
    Value ctor = vm_def_ctor(vm, "Object", obj_ctor, 1, vm->builtin[B_OBJECT_PROTO]);
    if (ctor == V_EXC)
        return -1;
    size_t s = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int r = lib_def_fns(vm, *c, object_fns);
    if (r >= 0)
        r = vm_def_native(vm, vm->builtin[B_OBJECT_PROTO], "hasOwnProperty", obj_has_own, 1, 0);
    gc_scope_close(vm, s);
    return r < 0 ? -1 : 0;
}
