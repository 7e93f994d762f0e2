/* stdlib/number.c — Number(x), its predicates and constants, and
 * Number.prototype.toString(radix) / toFixed / toExponential / toPrecision /
 * toLocaleString (Intl.NumberFormat, docs/intl.md) / valueOf. Number's
 * parseInt / parseFloat are the global functions (stdlib/global.c). */
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
    if (argc > 0) {
        /* ToNumeric: a BigInt converts (Number(2n**64n)) rather than throws */
        Value n = vm_to_numeric_js(vm, argv[0]);
        if (n == V_EXC)
            return V_EXC;
        d = v_is_bigint(n) ? vm_bigint_to_double_noalloc(n) : v_to_double(n);
    }
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
        return vm_throw_error(vm, ERR_RANGE, "toString() radix argument must be between 2 and 36");
    return r == 10 ? vm_num_to_str(vm, d) : vm_num_to_str_radix(vm, d, (int)r);
}

/* ---- decimal formatting ------------------------------------------------
 * toFixed, toExponential and toPrecision pick "the n for which
 * n / 10^k - x is closest to zero, the larger n on a tie": round half up
 * on the exact decimal value of x. glibc prints the exact expansion of a
 * double (at most 767 significant digits), so the digits come from printf
 * and the rounding is done here. */

enum { EXACT_DIGITS = 780 };

typedef struct Digits {
    char d[EXACT_DIGITS + 8]; /* significant digits, no dot */
    int n;                    /* count */
    int e;                    /* x = 0.d * 10^e */
} Digits;

/* The exact digits of x > 0 (finite). */
static void exact_digits(double x, Digits *g)
{
    char tmp[EXACT_DIGITS + 32];
    snprintf(tmp, sizeof tmp, "%.*e", EXACT_DIGITS, x);
    g->n = 0;
    char *p = tmp;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9')
            g->d[g->n++] = *p;
    g->e = atoi(p + 1) + 1;
    while (g->n > 1 && g->d[g->n - 1] == '0')
        g->n--;
}

/* Round g to k significant digits (k may be <= 0: rounds to 0 or to one
 * unit at 10^(e-k)), half up; pads with zeros to exactly k (k >= 1 after). */
static void round_to(Digits *g, int k)
{
    if (k <= 0) {
        bool up = k == 0 && g->d[0] >= '5';
        g->e -= k - 1; /* the single digit's place */
        g->d[0] = up ? '1' : '0';
        g->n = 1;
        if (!up)
            g->e = 0;
        return;
    }
    if (g->n > k) {
        bool up = g->d[k] >= '5';
        g->n = k;
        if (up) {
            int i = k - 1;
            while (i >= 0 && g->d[i] == '9')
                g->d[i--] = '0';
            if (i < 0) { /* 999 -> 1000: one more place */
                memmove(g->d + 1, g->d, (size_t)k - 1);
                g->d[0] = '1';
                g->e++;
            } else
                g->d[i]++;
        }
    }
    while (g->n < k)
        g->d[g->n++] = '0';
}

/* "d.ddde+X" of the first n digits. */
static void put_exponential(LibBuf *b, const Digits *g, int n)
{
    lib_buf_ch(b, g->d[0]);
    if (n > 1) {
        lib_buf_ch(b, '.');
        lib_buf_add(b, g->d + 1, (size_t)n - 1);
    }
    lib_buf_printf(b, "e%c%d", g->e - 1 < 0 ? '-' : '+', abs(g->e - 1));
}

/* The n digits of g as fixed notation (g->e may be <= 0 or < n). */
static void put_fixed(LibBuf *b, const Digits *g, int n)
{
    if (g->e <= 0) {
        lib_buf_str(b, "0.");
        for (int i = 0; i < -g->e; i++)
            lib_buf_ch(b, '0');
        lib_buf_add(b, g->d, (size_t)n);
    } else if (g->e >= n) {
        lib_buf_add(b, g->d, (size_t)n);
        for (int i = n; i < g->e; i++)
            lib_buf_ch(b, '0');
    } else {
        lib_buf_add(b, g->d, (size_t)g->e);
        lib_buf_ch(b, '.');
        lib_buf_add(b, g->d + g->e, (size_t)(n - g->e));
    }
}

static Value buf_result(Vm *vm, LibBuf *b)
{
    if (!b->p && b->cap == 0 && b->len == 0)
        return vm_throw_oom(vm);
    return lib_buf_to_str(vm, b);
}

Value lib_num_to_fixed(Vm *vm, double d, int digits)
{
    if (!isfinite(d) || fabs(d) >= 1e21)
        return vm_num_to_str(vm, d);
    LibBuf b;
    lib_buf_init(&b);
    if (d < 0) /* node keeps the sign of any negative value, even "-0.00" */
        lib_buf_ch(&b, '-');
    Digits g;
    bool zero = d == 0;
    if (!zero) {
        exact_digits(fabs(d), &g);
        round_to(&g, g.e + digits);
        zero = g.d[0] == '0'; /* rounded away */
    }
    if (zero) {
        g.d[0] = '0';
        g.n = 1;
        g.e = 1;
    }
    while (g.n < g.e + digits) /* a carry (9.96 -> 10.0) adds an integer digit */
        g.d[g.n++] = '0';
    put_fixed(&b, &g, g.n);
    return buf_result(vm, &b);
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

/* Shortest round-trip digits of x > 0, as Number::toString picks them. */
static void shortest(double x, Digits *g)
{
    char buf[32];
    size_t n = vm_num_format(x, buf);
    /* buf is d.ddd, ddd00, 0.000ddd or d.ddde+X: collect digits and place */
    int e = 0, k = 0, point = -1;
    bool lead = true;
    for (size_t i = 0; i < n; i++) {
        char c = buf[i];
        if (c == 'e') {
            e = atoi(buf + i + 1);
            break;
        }
        if (c == '.') {
            point = k;
            continue;
        }
        if (lead && c == '0') {
            if (point >= 0)
                e--; /* 0.00ddd */
            continue;
        }
        lead = false;
        g->d[k++] = c;
    }
    int int_digits = point >= 0 ? point : k;
    if (buf[0] == '0') /* 0.xxx: no integer digits */
        int_digits = 0;
    g->e = int_digits + e;
    while (k > 1 && g->d[k - 1] == '0')
        k--;
    g->n = k;
}

static Value num_to_exponential(Vm *vm, Value *argv, int argc, bool construct)
{
    double d, f = 0;
    if (this_num(vm, THIS, "toExponential", &d) < 0)
        return V_EXC;
    if (vm_to_integer_js(vm, ARG(0), &f) < 0)
        return V_EXC;
    if (!isfinite(d))
        return vm_num_to_str(vm, d);
    if (f < 0 || f > 100)
        return vm_throw_error(vm, ERR_RANGE, "toExponential() argument must be between 0 and 100");
    LibBuf b;
    lib_buf_init(&b);
    if (d < 0)
        lib_buf_ch(&b, '-');
    Digits g;
    if (d == 0) {
        g.n = 0;
        g.e = 1;
        round_to(&g, v_is_undef(ARG(0)) ? 1 : (int)f + 1);
    } else if (v_is_undef(ARG(0))) {
        shortest(fabs(d), &g);
    } else {
        exact_digits(fabs(d), &g);
        round_to(&g, (int)f + 1);
    }
    put_exponential(&b, &g, g.n);
    return buf_result(vm, &b);
}

static Value num_to_precision(Vm *vm, Value *argv, int argc, bool construct)
{
    double d, p;
    if (this_num(vm, THIS, "toPrecision", &d) < 0)
        return V_EXC;
    if (v_is_undef(ARG(0)))
        return vm_num_to_str(vm, d);
    if (vm_to_integer_js(vm, ARG(0), &p) < 0)
        return V_EXC;
    if (!isfinite(d))
        return vm_num_to_str(vm, d);
    if (p < 1 || p > 100)
        return vm_throw_error(vm, ERR_RANGE, "toPrecision() argument must be between 1 and 100");
    int k = (int)p;
    LibBuf b;
    lib_buf_init(&b);
    if (d < 0)
        lib_buf_ch(&b, '-');
    Digits g;
    if (d == 0) {
        g.n = 0;
        g.e = 1;
        round_to(&g, k);
    } else {
        exact_digits(fabs(d), &g);
        round_to(&g, k);
    }
    int e = g.e - 1; /* the exponent of the leading digit */
    if (e < -6 || e >= k)
        put_exponential(&b, &g, k);
    else
        put_fixed(&b, &g, k);
    return buf_result(vm, &b);
}

/* toLocaleString(locales, options): Intl.NumberFormat's format (ECMA-402) */
static Value num_to_locale_string(Vm *vm, Value *argv, int argc, bool construct)
{
    double d;
    if (this_num(vm, THIS, "toLocaleString", &d) < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    gc_handle(vm, v_num(d));
    gc_handle(vm, ARG(0));
    Value *args = gc_handle(vm, ARG(1)) - 2; /* handles are consecutive */
    Value r = lib_intl_call_js(vm, "numberToLocaleString", V_UNDEF, args, 3);
    gc_scope_close(vm, sc);
    return r;
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
    {"toString", num_to_string, 1, 0},           {"toFixed", num_to_fixed, 1, 0},
    {"toExponential", num_to_exponential, 1, 0}, {"toPrecision", num_to_precision, 1, 0},
    {"toLocaleString", num_to_locale_string, 0, 0},
    {"valueOf", num_value_of, 0, 0},             {NULL, NULL, 0, 0},
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
