/* stdlib/function.c — the Function constructor and Function.prototype.call,
 * apply, bind and toString.
 *
 * Function(p1, ..., pn, body) is vm_create_dynamic_function_js (vm/eval.c):
 * node's source text "(function anonymous(p1,...,pn\n) {\nbody\n})",
 * compiled in the global scope, sloppy unless the body says "use strict".
 * toString prints the text without the parentheses, as node does.
 * Function.prototype[Symbol.hasInstance] is OrdinaryHasInstance; instanceof
 * recognises the original (B_FUNCTION_HAS_INSTANCE) and skips the call. */
#include "lib.h"

static Value fn_call(Vm *vm, Value *argv, int argc, bool construct)
{
    if (lib_require_callable(vm, THIS) < 0)
        return V_EXC;
    return vm_call_js(vm, THIS, ARG(0), argc > 1 ? argc - 1 : 0, argv + 1);
}

static Value fn_apply(Vm *vm, Value *argv, int argc, bool construct)
{
    if (lib_require_callable(vm, THIS) < 0)
        return V_EXC;
    if (v_is_nullish(ARG(1)))
        return vm_call_js(vm, THIS, ARG(0), 0, NULL);
    if (!v_is_object(ARG(1)))
        return vm_throw_error(vm, ERR_TYPE, "CreateListFromArrayLike called on non-object");
    int64_t n = vm_length_of_js(vm, ARG(1));
    if (n < 0)
        return V_EXC;
    if (n > 65535)
        return vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
    size_t s = gc_scope_open(vm);
    Value *args = n ? gc_handle(vm, V_UNDEF) : NULL;
    for (int64_t i = 1; i < n; i++)
        gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    for (int64_t i = 0; i < n; i++)
        if ((args[i] = vm_get_index_js(vm, ARG(1), i)) == V_EXC)
            goto done;
    r = vm_call_js(vm, THIS, ARG(0), (int)n, args);
done:
    gc_scope_close(vm, s);
    return r;
}

static Value fn_bind(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!vm_is_callable_noalloc(THIS))
        return vm_throw_error(vm, ERR_TYPE, "Bind must be called on a function");
    return vm_new_bound(vm, THIS, ARG(0), argv + 1, argc > 1 ? (uint32_t)(argc - 1) : 0);
}

static Value fn_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    return vm_function_to_string_js(vm, THIS);
}

static Value fn_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return vm_create_dynamic_function_js(vm, argv, argc, 0);
}

static Value fn_has_instance(Vm *vm, Value *argv, int argc, bool construct)
{
    return vm_ordinary_has_instance_js(vm, THIS, ARG(0));
}

static const LibFn function_proto_fns[] = { /* V8's key order */
    {"apply", fn_apply, 2, 0}, {"bind", fn_bind, 1, 0}, {"call", fn_call, 1, 0},
    {"toString", fn_to_string, 0, 0}, {NULL, NULL, 0, 0},
};

/* %ThrowTypeError%: `caller` and `arguments` read through
 * Function.prototype throw, as in V8. */
static Value throw_type_error(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    return vm_throw_error(vm, ERR_TYPE, "'caller', 'callee', and 'arguments' properties may not be accessed on "
                                        "strict mode functions or the arguments objects for calls to them");
}

/* Function.prototype.arguments (magic 0) and .caller (1), as V8 has
 * them: a sloppy ordinary function reads null, or while it runs its caller
 * or a copy of its arguments; every other function throws. */
static Value legacy_get(Vm *vm, Value *argv, int argc, bool construct)
{
    Value r = vm_fn_legacy_js(vm, THIS, MAGIC == 0);
    return r == V_EMPTY ? throw_type_error(vm, argv, argc, construct) : r;
}

static Value legacy_set(Vm *vm, Value *argv, int argc, bool construct)
{
    if (vm_fn_legacy_js(vm, THIS, false) == V_EMPTY) /* a sloppy function ignores the store */
        return throw_type_error(vm, argv, argc, construct);
    return V_UNDEF;
}

int lib_install_function(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value thrower = vm_new_native(vm, "", throw_type_error, 0, 0);
    if (thrower == V_EXC)
        goto out;
    vm->builtin[B_THROW_TYPE_ERROR] = thrower;
    /* frozen: its length and name non-configurable, no new properties */
    if (vm_freeze(vm, vm->builtin[B_THROW_TYPE_ERROR], true) < 0)
        goto out;
    if (vm_def_ctor(vm, "Function", fn_ctor, 1, vm->builtin[B_FUNCTION_PROTO]) == V_EXC)
        goto out;
    if (lib_def_fns(vm, vm->builtin[B_FUNCTION_PROTO], function_proto_fns) < 0)
        goto out;
    Value hi = vm_new_native(vm, "[Symbol.hasInstance]", fn_has_instance, 1, 0);
    if (hi == V_EXC)
        goto out;
    vm->builtin[B_FUNCTION_HAS_INSTANCE] = hi;
    if (vm_define_own(vm, vm->builtin[B_FUNCTION_PROTO], vm->builtin[B_SYM_HAS_INSTANCE], hi, 0) < 0)
        goto out;
    static const char *const poisoned[] = {"arguments", "caller"};
    static const char *const getters[] = {"get arguments", "get caller"};
    static const char *const setters[] = {"set arguments", "set caller"};
    for (int i = 0; i < 2; i++) {
        Value *get = gc_handle(vm, vm_new_native(vm, getters[i], legacy_get, 0, i));
        if (*get == V_EXC)
            goto out;
        Value *set = gc_handle(vm, vm_new_native(vm, setters[i], legacy_set, 1, i));
        if (*set == V_EXC)
            goto out;
        Value k = vm_key(vm, poisoned[i]);
        if (k == V_EXC ||
            vm_define_accessor(vm, vm->builtin[B_FUNCTION_PROTO], k, *get, *set, PROP_CONFIGURABLE) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
