/* stdlib/array.c — Array and Array.prototype (first part: isArray, push,
 * pop, join, indexOf, includes, forEach, map). Generic over array-likes
 * through vm_length_of_js / vm_get_index_js; values held across calls live
 * in handles or in argv (the VM stack). TODO(#3): the rest of the methods. */
#include "lib.h"

static Value arr_is_array(Vm *vm, Value *argv, int argc, bool construct)
{
    return v_bool(v_is_array(ARG(0)));
}

static Value arr_push(Vm *vm, Value *argv, int argc, bool construct)
{
    int64_t len = vm_length_of_js(vm, THIS);
    if (len < 0)
        return V_EXC;
    for (int i = 0; i < argc; i++)
        if (vm_set_index_js(vm, THIS, len + i, argv[i]) < 0)
            return V_EXC;
    len += argc;
    if (vm_set_str_js(vm, THIS, "length", v_num((double)len)) < 0)
        return V_EXC;
    return v_num((double)len);
}

static Value arr_pop(Vm *vm, Value *argv, int argc, bool construct)
{
    int64_t len = vm_length_of_js(vm, THIS);
    if (len < 0)
        return V_EXC;
    if (len == 0) {
        if (vm_set_str_js(vm, THIS, "length", v_int(0)) < 0)
            return V_EXC;
        return V_UNDEF;
    }
    size_t s = gc_scope_open(vm);
    Value *v = gc_handle(vm, vm_get_index_js(vm, THIS, len - 1));
    Value r = V_EXC;
    if (*v != V_EXC && vm_delete_js(vm, THIS, v_num((double)(len - 1))) >= 0 &&
        vm_set_str_js(vm, THIS, "length", v_num((double)(len - 1))) >= 0)
        r = *v;
    gc_scope_close(vm, s);
    return r;
}

static Value arr_join(Vm *vm, Value *argv, int argc, bool construct)
{
    int64_t len = vm_length_of_js(vm, THIS);
    if (len < 0)
        return V_EXC;
    size_t s = gc_scope_open(vm);
    Value *sep = gc_handle(vm, v_is_undef(ARG(0)) ? vm_str_from_cstr(vm, ",") : vm_to_string_js(vm, ARG(0)));
    Value *acc = gc_handle(vm, vm->atom[A_empty]);
    Value r = V_EXC;
    if (*sep == V_EXC)
        goto done;
    for (int64_t i = 0; i < len; i++) {
        if (i > 0 && (*acc = vm_str_concat(vm, *acc, *sep)) == V_EXC)
            goto done;
        Value e = vm_get_index_js(vm, THIS, i);
        if (e == V_EXC)
            goto done;
        if (v_is_nullish(e))
            continue;
        e = vm_to_string_js(vm, e);
        if (e == V_EXC || (*acc = vm_str_concat(vm, *acc, e)) == V_EXC)
            goto done;
    }
    r = *acc;
done:
    gc_scope_close(vm, s);
    return r;
}

/* magic 0: indexOf (strict equality), 1: includes (SameValueZero, holes read as undefined) */
static Value arr_index_of(Vm *vm, Value *argv, int argc, bool construct)
{
    int64_t len = vm_length_of_js(vm, THIS), start;
    if (len < 0 || lib_rel_index_js(vm, ARG(1), len, 0, &start) < 0)
        return V_EXC;
    bool includes = MAGIC == 1;
    for (int64_t i = start; i < len; i++) {
        if (!includes && vm_has_js(vm, THIS, v_num((double)i)) == 0)
            continue;
        Value e = vm_get_index_js(vm, THIS, i);
        if (e == V_EXC)
            return V_EXC;
        if (includes ? vm_same_value_zero_noalloc(e, ARG(0)) : vm_strict_equals_noalloc(e, ARG(0)))
            return includes ? V_TRUE : v_num((double)i);
    }
    return includes ? V_FALSE : v_int(-1);
}

/* magic 0: forEach, 1: map */
static Value arr_each(Vm *vm, Value *argv, int argc, bool construct)
{
    int64_t len = vm_length_of_js(vm, THIS);
    if (len < 0 || lib_require_callable(vm, ARG(0)) < 0)
        return V_EXC;
    bool map = MAGIC == 1;
    size_t s = gc_scope_open(vm);
    Value *out = gc_handle(vm, map ? vm_new_array(vm, 0) : V_UNDEF);
    Value *args = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (*out == V_EXC)
        goto done;
    if (map && vm_array_set_length(vm, *out, (uint32_t)len) < 0)
        goto done;
    for (int64_t i = 0; i < len; i++) {
        int has = vm_has_js(vm, THIS, v_num((double)i));
        if (has < 0)
            goto done;
        if (!has)
            continue;
        args[0] = vm_get_index_js(vm, THIS, i);
        if (args[0] == V_EXC)
            goto done;
        args[1] = v_num((double)i);
        args[2] = THIS;
        Value v = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (v == V_EXC)
            goto done;
        if (map && vm_set_index_js(vm, *out, i, v) < 0)
            goto done;
    }
    r = *out;
done:
    gc_scope_close(vm, s);
    return r;
}

static const LibFn array_proto_fns[] = {
    {"push", arr_push, 1, 0},       {"pop", arr_pop, 0, 0},
    {"join", arr_join, 1, 0},       {"indexOf", arr_index_of, 1, 0},
    {"includes", arr_index_of, 1, 1}, {"forEach", arr_each, 1, 0},
    {"map", arr_each, 1, 1},        {NULL, NULL, 0, 0},
};

static Value arr_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (argc == 1 && v_is_number(argv[0])) {
        double d = v_to_double(argv[0]);
        if (d < 0 || d > 4294967295.0 || d != (double)(uint32_t)d)
            return vm_throw_error(vm, ERR_RANGE, "Invalid array length");
        Value a = vm_new_array(vm, 0);
        if (a == V_EXC || vm_array_set_length(vm, a, (uint32_t)d) < 0)
            return V_EXC;
        return a;
    }
    return vm_new_array_from(vm, argv, (uint32_t)argc);
}

int lib_install_array(Vm *vm)
{
    Value ctor = vm_def_ctor(vm, "Array", arr_ctor, 1, vm->builtin[B_ARRAY_PROTO]);
    if (ctor == V_EXC)
        return -1;
    size_t s = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int r = vm_def_native(vm, *c, "isArray", arr_is_array, 1, 0);
    if (r >= 0)
        r = lib_def_fns(vm, vm->builtin[B_ARRAY_PROTO], array_proto_fns);
    gc_scope_close(vm, s);
    return r < 0 ? -1 : 0;
}
