/* stdlib/boolean.c — Boolean(x) and Boolean.prototype.toString/valueOf. */
#include "lib.h"

static Value bool_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    Value b = v_bool(vm_truthy_noalloc(ARG(0)));
    if (!construct)
        return b;
    Value o = vm_new_object_class(vm, CLS_BOOLEAN, sizeof(PrimObj), vm->builtin[B_BOOLEAN_PROTO]);
    if (o == V_EXC)
        return V_EXC;
    ((PrimObj *)v_cell(o))->prim = b;
    return o;
}

/* The boolean a Boolean method's this holds, or V_EXC (no exception set). */
static Value this_bool_noalloc(Value t)
{
    if (v_is_bool(t))
        return t;
    if (v_is_class(t, CLS_BOOLEAN))
        return ((PrimObj *)v_cell(t))->prim;
    return V_EXC;
}

static Value bool_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    Value b = this_bool_noalloc(THIS);
    if (b == V_EXC)
        return vm_throw_error(vm, ERR_TYPE, "Boolean.prototype.toString requires that 'this' be a Boolean");
    return vm->atom[b == V_TRUE ? A_true : A_false];
}

static Value bool_value_of(Vm *vm, Value *argv, int argc, bool construct)
{
    Value b = this_bool_noalloc(THIS);
    if (b == V_EXC)
        return vm_throw_error(vm, ERR_TYPE, "Boolean.prototype.valueOf requires that 'this' be a Boolean");
    return b;
}

int lib_install_boolean(Vm *vm)
{
    static const LibFn fns[] = {
        {"toString", bool_to_string, 0, 0}, {"valueOf", bool_value_of, 0, 0}, {NULL, NULL, 0, 0}};
    if (vm_def_ctor(vm, "Boolean", bool_ctor, 1, vm->builtin[B_BOOLEAN_PROTO]) == V_EXC)
        return -1;
    return lib_def_fns(vm, vm->builtin[B_BOOLEAN_PROTO], fns);
}
