/* stdlib/number.c — Number(x), its predicates and constants, and
 * Number.prototype.toString(radix)/toFixed/valueOf.
 * TODO(#3): toPrecision, toExponential, toLocaleString. */
#include <math.h>
#include <stdio.h>

#include "lib.h"

/* this as a number, or -1 with a TypeError naming the method */
static int this_num(Vm *vm, Value t, const char *method, double *out)
{
    if (v_is_number(t)) {
        *out = v_to_double(t);
        return 0;
    }
    if (v_is_class(t, CLS_NUMBER)) {
        *out = v_to_double(((PrimObj *)v_cell(t))->prim);
        return 0;
    }
    vm_throw_error(vm, ERR_TYPE, "Number.prototype.%s requires that 'this' be a Number", method);
    return -1;
}

static Value num_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    double d = 0;
    if (argc > 0 && vm_to_number_js(vm, argv[0], &d) < 0)
        return V_EXC;
    if (!construct)
        return v_num(d);
    Value o = vm_new_object_class(vm, CLS_NUMBER, sizeof(PrimObj), vm->builtin[B_NUMBER_PROTO]);
    if (o != V_EXC)
        ((PrimObj *)v_cell(o))->prim = v_num(d);
    return o;
}

/* magic 0 isInteger, 1 isSafeInteger, 2 isFinite, 3 isNaN (no coercion) */
static Value num_pred(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_number(ARG(0)))
        return V_FALSE;
    double d = v_to_double(ARG(0));
    switch (MAGIC) {
    case 0: return v_bool(isfinite(d) && trunc(d) == d);
    case 1: return v_bool(isfinite(d) && trunc(d) == d && fabs(d) <= 9007199254740991.0);
    case 2: return v_bool(isfinite(d));
    default: return v_bool(isnan(d));
    }
}

static Value num_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    double d, r = 10;
    if (this_num(vm, THIS, "toString", &d) < 0)
        return V_EXC;
    if (!v_is_undef(ARG(0)) && vm_to_integer_js(vm, ARG(0), &r) < 0)
        return V_EXC;
    if (r < 2 || r > 36)
        return vm_throw_error(vm, ERR_RANGE, "toString() radix must be between 2 and 36");
    return r == 10 ? vm_num_to_str(vm, d) : vm_num_to_str_radix(vm, d, (int)r);
}

Value lib_num_to_fixed(Vm *vm, double d, int digits)
{
    if (!isfinite(d) || fabs(d) >= 1e21)
        return vm_num_to_str(vm, d);
    /* The spec picks the nearest n, and the larger one on a tie: round half
     * up on the magnitude. glibc prints exact decimal digits, so 25 extra
     * digits decide the rounding direction (printf alone rounds ties to even). */
    char buf[200];
    snprintf(buf + 1, sizeof buf - 1, "%.*f", digits + 25, fabs(d));
    char *dot = strchr(buf + 1, '.');
    int keep = (int)(dot - (buf + 1)) + (digits ? digits + 1 : 0); /* chars kept after buf[0] */
    bool up = dot[digits + 1] >= '5';
    buf[0] = '0';
    buf[1 + keep] = '\0';
    if (up) {
        for (int i = keep; i >= 0; i--) {
            if (buf[i] == '.')
                continue;
            if (buf[i] == '9') {
                buf[i] = '0';
                continue;
            }
            buf[i]++;
            break;
        }
    }
    const char *out = buf[0] == '0' ? buf + 1 : buf;
    char res[210]; /* node keeps the sign of any negative value, even "-0.00" */
    snprintf(res, sizeof res, "%s%s", d < 0 ? "-" : "", out);
    return vm_str_from_cstr(vm, res);
}

static Value num_to_fixed(Vm *vm, Value *argv, int argc, bool construct)
{
    double d, f = 0;
    if (this_num(vm, THIS, "toFixed", &d) < 0)
        return V_EXC;
    if (vm_to_integer_js(vm, ARG(0), &f) < 0)
        return V_EXC;
    if (f < 0 || f > 100)
        return vm_throw_error(vm, ERR_RANGE, "toFixed() digits argument must be between 0 and 100");
    return lib_num_to_fixed(vm, d, (int)f);
}

static Value num_value_of(Vm *vm, Value *argv, int argc, bool construct)
{
    double d;
    return this_num(vm, THIS, "valueOf", &d) < 0 ? V_EXC : v_num(d);
}

static const LibFn number_fns[] = {
    {"isInteger", num_pred, 1, 0}, {"isSafeInteger", num_pred, 1, 1},
    {"isFinite", num_pred, 1, 2},  {"isNaN", num_pred, 1, 3},
    {NULL, NULL, 0, 0},
};

static const LibFn number_proto_fns[] = {
    {"toString", num_to_string, 1, 0}, {"toFixed", num_to_fixed, 1, 0},
    {"valueOf", num_value_of, 0, 0},   {NULL, NULL, 0, 0},
};

int lib_install_number(Vm *vm)
{
    Value ctor = vm_def_ctor(vm, "Number", num_ctor, 1, vm->builtin[B_NUMBER_PROTO]);
    if (ctor == V_EXC)
        return -1;
    size_t s = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    static const struct { const char *name; double v; } consts[] = {
        {"EPSILON", 2.220446049250313e-16}, {"MAX_SAFE_INTEGER", 9007199254740991.0},
        {"MIN_SAFE_INTEGER", -9007199254740991.0}, {"MAX_VALUE", 1.7976931348623157e308},
        {"MIN_VALUE", 5e-324}, {"POSITIVE_INFINITY", HUGE_VAL}, {"NEGATIVE_INFINITY", -HUGE_VAL},
        {"NaN", NAN},
    };
    int r = lib_def_fns(vm, *c, number_fns);
    for (size_t i = 0; r >= 0 && i < sizeof consts / sizeof consts[0]; i++)
        r = lib_def_value(vm, *c, consts[i].name, v_num(consts[i].v), 0);
    if (r >= 0)
        r = lib_def_fns(vm, vm->builtin[B_NUMBER_PROTO], number_proto_fns);
    gc_scope_close(vm, s);
    return r < 0 ? -1 : 0;
}
