/* stdlib/bigint.c — BigInt(value) (a function, not a constructor),
 * BigInt.asIntN / asUintN, and BigInt.prototype (toString(radix),
 * toLocaleString through Intl.NumberFormat, valueOf, [Symbol.toStringTag]).
 *
 * The primitive itself, its operators and conversions are the core's
 * (vm/bigint.c); the prototype object is made by the core
 * (vm->builtin[B_BIGINT_PROTO]) because property access on a BigInt
 * primitive needs it. Error texts are V8's.
 */
#include "lib.h"

#include <math.h>

static Value bigint_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (construct)
        return vm_throw_error(vm, ERR_TYPE, "BigInt is not a constructor");
    Value p = vm_to_primitive_js(vm, ARG(0), 1);
    if (p == V_EXC)
        return V_EXC;
    if (v_is_number(p)) {
        double d = v_to_double(p);
        if (!isfinite(d) || trunc(d) != d) {
            char s[40];
            s[vm_num_format(d, s)] = 0;
            return vm_throw_error(vm, ERR_RANGE,
                                  "The number %s cannot be converted to a BigInt because it is not an integer", s);
        }
        return vm_bigint_from_double(vm, d);
    }
    return vm_to_bigint_js(vm, p); /* a primitive: no JS runs */
}

/* asIntN / asUintN (magic 1 signed): ToIndex(bits), then ToBigInt(x). */
static Value bigint_as_n(Vm *vm, Value *argv, int argc, bool construct)
{
    double bits;
    if (vm_to_integer_js(vm, ARG(0), &bits) < 0)
        return V_EXC;
    if (bits < 0 || bits > 9007199254740991.0)
        return vm_throw_error(vm, ERR_RANGE, "Invalid value: not (convertible to) a safe integer");
    Value x = vm_to_bigint_js(vm, ARG(1));
    if (x == V_EXC)
        return V_EXC;
    return vm_bigint_as_n(vm, x, (uint64_t)bits, MAGIC == 1);
}

/* thisBigIntValue */
static Value this_bigint(Vm *vm, Value t, const char *method)
{
    if (v_is_bigint(t))
        return t;
    if (v_is_class(t, CLS_BIGINT))
        return ((PrimObj *)v_cell(t))->prim;
    return vm_throw_error(vm, ERR_TYPE, "BigInt.prototype.%s requires that 'this' be a BigInt", method);
}

static Value bigint_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    Value x = this_bigint(vm, THIS, "toString");
    if (x == V_EXC)
        return V_EXC;
    int radix = 10;
    if (ARG(0) != V_UNDEF) {
        size_t sc = gc_scope_open(vm);
        Value *xh = gc_handle(vm, x);
        double r;
        int rc = vm_to_integer_js(vm, ARG(0), &r);
        x = *xh;
        gc_scope_close(vm, sc);
        if (rc < 0)
            return V_EXC;
        if (r < 2 || r > 36)
            return vm_throw_error(vm, ERR_RANGE, "toString() radix argument must be between 2 and 36");
        radix = (int)r;
    }
    return vm_bigint_to_string(vm, x, radix);
}

/* toLocaleString(locales, options): Intl.NumberFormat's format (ECMA-402) */
static Value bigint_to_locale_string(Vm *vm, Value *argv, int argc, bool construct)
{
    Value x = this_bigint(vm, THIS, "toLocaleString");
    if (x == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    gc_handle(vm, x);
    gc_handle(vm, ARG(0));
    Value *args = gc_handle(vm, ARG(1)) - 2; /* handles are consecutive */
    Value r = lib_intl_call_js(vm, "numberToLocaleString", V_UNDEF, args, 3);
    gc_scope_close(vm, sc);
    return r;
}

static Value bigint_value_of(Vm *vm, Value *argv, int argc, bool construct)
{
    return this_bigint(vm, THIS, "valueOf");
}

static const LibFn bigint_fns[] = {
    {"asUintN", bigint_as_n, 2, 0}, {"asIntN", bigint_as_n, 2, 1}, {NULL, NULL, 0, 0},
};

static const LibFn bigint_proto_fns[] = {
    {"toLocaleString", bigint_to_locale_string, 0, 0},
    {"toString", bigint_to_string, 0, 0},
    {"valueOf", bigint_value_of, 0, 0},
    {NULL, NULL, 0, 0},
};

int lib_install_bigint(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *proto = gc_handle(vm, vm->builtin[B_BIGINT_PROTO]);
    Value *ctor = gc_handle(vm, vm_def_ctor(vm, "BigInt", bigint_ctor, 1, *proto));
    if (*ctor == V_EXC || lib_def_fns(vm, *ctor, bigint_fns) < 0 ||
        lib_def_fns(vm, *proto, bigint_proto_fns) < 0)
        goto out;
    Value tag = vm_atom(vm, "BigInt");
    if (tag == V_EXC ||
        vm_define_own(vm, *proto, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
