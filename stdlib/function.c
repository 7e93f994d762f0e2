/* stdlib/function.c — the Function constructor and Function.prototype.call,
 * apply, bind and toString.
 *
 * Function(p1, ..., pn, body) builds node's source text
 * "(function anonymous(p1,...,pn\n) {\nbody\n})" and compiles it through
 * tarn's compiler (vm_compile_function_js): the function is sloppy unless its
 * body says "use strict", and sees only the global scope. toString prints the
 * text without the parentheses, as node does.
 * TODO(#3): Symbol.hasInstance. */
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
    LibBuf b;
    lib_buf_init(&b);
    lib_buf_str(&b, "(function anonymous(");
    for (int i = 0; i + 1 < argc; i++) {
        Value s = vm_to_string_js(vm, argv[i]);
        if (s == V_EXC || lib_buf_jsstr(vm, &b, s) < 0)
            goto fail;
        if (i + 2 < argc)
            lib_buf_ch(&b, ',');
    }
    lib_buf_str(&b, "\n) {\n");
    if (argc > 1) { /* the parameters on their own first, as V8 */
        size_t plen = b.len;
        lib_buf_str(&b, "\n})");
        if (!b.p) {
            vm_throw_oom(vm);
            goto fail;
        }
        if (vm_compile_function_js(vm, b.p, b.len, "<anonymous>", true) == V_EXC)
            goto fail;
        b.len = plen;
    }
    if (argc > 0) {
        Value s = vm_to_string_js(vm, argv[argc - 1]);
        if (s == V_EXC || lib_buf_jsstr(vm, &b, s) < 0)
            goto fail;
    }
    lib_buf_str(&b, "\n})");
    if (!b.p) {
        vm_throw_oom(vm);
        goto fail;
    }
    Value r = vm_compile_function_js(vm, b.p, b.len, "<anonymous>", false);
    lib_buf_free(&b);
    return r;
fail:
    lib_buf_free(&b);
    return V_EXC;
}

static const LibFn function_proto_fns[] = { /* V8's key order */
    {"apply", fn_apply, 2, 0}, {"bind", fn_bind, 1, 0}, {"call", fn_call, 1, 0},
    {"toString", fn_to_string, 0, 0}, {NULL, NULL, 0, 0},
};

/* %ThrowTypeError%: every tarn function is strict, so `caller` and
 * `arguments` read through Function.prototype throw, as in V8. */
static Value throw_type_error(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    return vm_throw_error(vm, ERR_TYPE, "'caller', 'callee', and 'arguments' properties may not be accessed on "
                                        "strict mode functions or the arguments objects for calls to them");
}

int lib_install_function(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *thrower = gc_handle(vm, vm_new_native(vm, "", throw_type_error, 0, 0));
    if (*thrower == V_EXC)
        goto out;
    static const char *const poisoned[] = {"arguments", "caller"};
    for (int i = 0; i < 2; i++) {
        Value k = vm_key(vm, poisoned[i]);
        if (k == V_EXC ||
            vm_define_accessor(vm, vm->builtin[B_FUNCTION_PROTO], k, *thrower, *thrower, PROP_CONFIGURABLE) < 0)
            goto out;
    }
    if (vm_def_ctor(vm, "Function", fn_ctor, 1, vm->builtin[B_FUNCTION_PROTO]) == V_EXC)
        goto out;
    rc = lib_def_fns(vm, vm->builtin[B_FUNCTION_PROTO], function_proto_fns) < 0 ? -1 : 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
