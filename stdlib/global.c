/* stdlib/global.c — global functions and values: parseInt, parseFloat,
 * isNaN, isFinite, NaN, Infinity, undefined, globalThis (and node's alias global). parseInt and
 * parseFloat are shared with Number (same function objects, as in node). */
#include <math.h>

#include "lib.h"
#include "../unicode/unicode.h"

Value lib_parse_int(Vm *vm, Value *argv, int argc, bool construct);
Value lib_parse_float(Vm *vm, Value *argv, int argc, bool construct);

Value lib_parse_int(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s = vm_to_string_js(vm, ARG(0));
    if (s == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, s);
    int32_t radix = 0;
    if (vm_to_int32_js(vm, ARG(1), &radix) < 0) {
        gc_scope_close(vm, sc);
        return V_EXC;
    }
    String *st = vm_str_flat(vm, *sh);
    gc_scope_close(vm, sc);
    if (!st)
        return V_EXC;
    uint32_t i = 0, n = st->len;
    while (i < n && uni_is_js_space_noalloc(str_at(st, i)))
        i++;
    int sign = 1;
    if (i < n && (str_at(st, i) == '+' || str_at(st, i) == '-')) {
        if (str_at(st, i) == '-')
            sign = -1;
        i++;
    }
    bool strip = true;
    if (radix != 0) {
        if (radix < 2 || radix > 36)
            return v_double_raw(NAN);
        if (radix != 16)
            strip = false;
    } else
        radix = 10;
    if (strip && i + 1 < n && str_at(st, i) == '0' && (str_at(st, i + 1) | 32) == 'x') {
        i += 2;
        radix = 16;
    }
    double r = 0;
    uint32_t start = i;
    /* decimal: accumulate digits as text for exact rounding */
    char dec[400];
    int nd = 0;
    for (; i < n; i++) {
        uint32_t c = str_at(st, i), d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if ((c | 32) >= 'a' && (c | 32) <= 'z')
            d = (c | 32) - 'a' + 10;
        else
            break;
        if ((int32_t)d >= radix)
            break;
        if (radix == 10 && nd < 390)
            dec[nd++] = (char)c;
        r = r * radix + d;
    }
    if (i == start)
        return v_double_raw(NAN);
    if (radix == 10) {
        dec[nd] = 0;
        if (nd < 390)
            r = strtod(dec, NULL);
    }
    return v_num(sign * r);
}

Value lib_parse_float(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s = vm_to_string_js(vm, ARG(0));
    if (s == V_EXC)
        return V_EXC;
    String *st = vm_str_flat(vm, s);
    if (!st)
        return V_EXC;
    uint32_t i = 0, n = st->len;
    while (i < n && uni_is_js_space_noalloc(str_at(st, i)))
        i++;
    char buf[512];
    int k = 0;
    uint32_t j = i;
    if (j < n && (str_at(st, j) == '+' || str_at(st, j) == '-'))
        buf[k++] = (char)str_at(st, j++);
    const char *inf = "Infinity";
    uint32_t m = 0;
    while (m < 8 && j + m < n && str_at(st, j + m) == (uint16_t)inf[m])
        m++;
    if (m == 8)
        return v_num(k && buf[0] == '-' ? -INFINITY : INFINITY);
    bool digits = false, dot = false, ex = false;
    while (j < n && k < 500) {
        uint32_t c = str_at(st, j);
        if (c >= '0' && c <= '9') {
            digits = true;
        } else if (c == '.' && !dot && !ex) {
            dot = true;
        } else if ((c == 'e' || c == 'E') && digits && !ex) {
            /* only if followed by digits */
            uint32_t t = j + 1;
            if (t < n && (str_at(st, t) == '+' || str_at(st, t) == '-'))
                t++;
            if (!(t < n && str_at(st, t) >= '0' && str_at(st, t) <= '9'))
                break;
            ex = true;
            buf[k++] = 'e';
            if (str_at(st, j + 1) == '+' || str_at(st, j + 1) == '-')
                buf[k++] = (char)str_at(st, ++j);
            j++;
            continue;
        } else
            break;
        buf[k++] = (char)c;
        j++;
    }
    buf[k] = 0;
    if (!digits)
        return v_double_raw(NAN);
    return v_num(strtod(buf, NULL));
}

static Value g_is_nan(Vm *vm, Value *argv, int argc, bool construct)
{
    double d;
    if (vm_to_number_js(vm, ARG(0), &d) < 0)
        return V_EXC;
    return v_bool(isnan(d));
}

static Value g_is_finite(Vm *vm, Value *argv, int argc, bool construct)
{
    double d;
    if (vm_to_number_js(vm, ARG(0), &d) < 0)
        return V_EXC;
    return v_bool(isfinite(d));
}

/* The indirect eval: global scope (vm/eval.c). A direct eval never gets
 * here: DIRECT_EVAL recognises this function and runs the code itself. */
static Value g_eval(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return vm_eval_js(vm, ARG(0), vm->global_this != V_UNDEF ? vm->global_this : vm->global, NULL, 0, V_UNDEF, false);
}

int lib_install_global(Vm *vm)
{
    static const LibFn fns[] = {
        {"isNaN", g_is_nan, 1, 0},
        {"isFinite", g_is_finite, 1, 0},
        {NULL, NULL, 0, 0},
    };
    if (lib_def_fns(vm, vm->global, fns) < 0)
        return -1;
    Value ev = vm_new_native(vm, "eval", g_eval, 1, 0);
    if (ev == V_EXC)
        return -1;
    vm->builtin[B_EVAL] = ev;
    if (lib_def_value(vm, vm->global, "eval", vm->builtin[B_EVAL], PROP_METHOD) < 0)
        return -1;
    if (lib_def_value(vm, vm->global, "NaN", v_double_raw(NAN), 0) < 0 ||
        lib_def_value(vm, vm->global, "Infinity", v_double_raw(INFINITY), 0) < 0 ||
        lib_def_value(vm, vm->global, "undefined", V_UNDEF, 0) < 0 ||
        lib_def_value(vm, vm->global, "globalThis", vm->global, PROP_METHOD) < 0 ||
        lib_def_value(vm, vm->global, "global", vm->global, PROP_DEFAULT) < 0) /* node's, enumerable */
        return -1;
    /* parseInt/parseFloat: one function object each, shared with Number */
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value num = vm_get_str_js(vm, vm->global, "Number");
    if (num == V_EXC)
        goto out;
    Value *nh = gc_handle(vm, num);
    const char *names[2] = {"parseInt", "parseFloat"};
    NativeFn fs[2] = {lib_parse_int, lib_parse_float};
    for (int i = 0; i < 2; i++) {
        Value f = vm_new_native(vm, names[i], fs[i], i == 0 ? 2 : 1, 0);
        if (f == V_EXC)
            goto out;
        Value *fh = gc_handle(vm, f);
        if (lib_def_value(vm, vm->global, names[i], *fh, PROP_METHOD) < 0)
            goto out;
        if (v_is_object(*nh) && lib_def_value(vm, *nh, names[i], *fh, PROP_METHOD) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
