/* stdlib/math.c — the Math namespace. Math.random is xorshift128+ over
 * vm->lib_state->rng, seeded per VM on first use. */
#include <math.h>
#include <time.h>

#include "lib.h"

enum { M_ABS, M_ACOS, M_ACOSH, M_ASIN, M_ASINH, M_ATAN, M_ATANH, M_CBRT, M_CEIL, M_COS, M_COSH, M_EXP,
       M_EXPM1, M_FLOOR, M_FROUND, M_LOG, M_LOG1P, M_LOG10, M_LOG2, M_ROUND, M_SIGN, M_SIN, M_SINH,
       M_SQRT, M_TAN, M_TANH, M_TRUNC, M_CLZ32, M_F16ROUND };

/* Math.f16round: x rounded to the nearest IEEE binary16 value (ties to
 * even), as a double. One rounding straight from the double: the quantum
 * (ulp) of x's binary16 binade is a power of two, so x / ulp is exact and
 * nearbyint rounds it once; a carry into the next binade is still exact.
 * 65520 (half an ulp above the largest finite, 65504) and beyond overflow. */
static double f16round(double x)
{
    if (!isfinite(x) || x == 0)
        return x;
    double a = fabs(x);
    if (a >= 65520.0)
        return copysign(INFINITY, x);
    int e;
    frexp(a, &e);
    int unbiased = e - 1 < -14 ? -14 : e - 1; /* below 2^-14: subnormal, one quantum 2^-24 */
    double ulp = ldexp(1.0, unbiased - 10);
    return copysign(nearbyint(a / ulp) * ulp, x);
}

static double js_round(double x)
{
    if (!isfinite(x) || x == 0)
        return x;
    if (x > 0 && x < 0.5)
        return 0.0;
    if (x < 0 && x >= -0.5)
        return -0.0;
    double f = floor(x);
    return (x - f >= 0.5) ? f + 1 : f;
}

/* y^3 - x without rounding error to speak of: fma recovers the low parts
 * of y*y and y*y*y. Valid for the scaled arguments js_cbrt passes. */
static double cube_residual(double y, double x)
{
    double y2 = y * y, y2e = fma(y, y, -y2);
    double y3 = y2 * y, y3e = fma(y2, y, -y3);
    return (y3 - x) + y3e + y2e * y;
}

/* glibc's cbrt can be ulps off (cbrt(27) = 3.0000000000000004); node
 * returns exact cubes exactly. Scale x into [1/8, 8) by a power of 8
 * (exact), refine libm's estimate with one Newton step on the exact
 * residual, then keep whichever neighbour cubes closest to x. */
static double js_cbrt(double x)
{
    if (x == 0 || !isfinite(x))
        return x;
    int e;
    frexp(x, &e);
    int k = e / 3;
    double xs = ldexp(x, -3 * k);
    double best = cbrt(xs);
    best -= cube_residual(best, xs) / (3 * best * best);
    double cand[2] = {nextafter(best, -INFINITY), nextafter(best, INFINITY)};
    double br = fabs(cube_residual(best, xs));
    for (int i = 0; i < 2; i++) {
        double r = fabs(cube_residual(cand[i], xs));
        if (r < br) {
            br = r;
            best = cand[i];
        }
    }
    return ldexp(best, k);
}

static Value math1(Vm *vm, Value *argv, int argc, bool construct)
{
    double x;
    if (vm_to_number_js(vm, ARG(0), &x) < 0)
        return V_EXC;
    double r;
    switch (MAGIC) {
    case M_ABS: r = fabs(x); break;
    case M_ACOS: r = acos(x); break;
    case M_ACOSH: r = acosh(x); break;
    case M_ASIN: r = asin(x); break;
    case M_ASINH: r = asinh(x); break;
    case M_ATAN: r = atan(x); break;
    case M_ATANH: r = atanh(x); break;
    case M_CBRT: r = js_cbrt(x); break;
    case M_CEIL: r = ceil(x); break;
    case M_COS: r = cos(x); break;
    case M_COSH: r = cosh(x); break;
    case M_EXP: r = exp(x); break;
    case M_EXPM1: r = expm1(x); break;
    case M_FLOOR: r = floor(x); break;
    case M_FROUND: r = (double)(float)x; break;
    case M_F16ROUND: r = f16round(x); break;
    case M_LOG: r = log(x); break;
    case M_LOG1P: r = log1p(x); break;
    case M_LOG10: r = log10(x); break;
    case M_LOG2: r = log2(x); break;
    case M_ROUND: r = js_round(x); break;
    case M_SIGN: r = isnan(x) ? x : x > 0 ? 1 : x < 0 ? -1 : x; break;
    case M_SIN: r = sin(x); break;
    case M_SINH: r = sinh(x); break;
    case M_SQRT: r = sqrt(x); break;
    case M_TAN: r = tan(x); break;
    case M_TANH: r = tanh(x); break;
    case M_TRUNC: r = trunc(x); break;
    case M_CLZ32: {
        uint32_t u = (uint32_t)vm_double_to_int32(x);
        r = u ? __builtin_clz(u) : 32;
        break;
    }
    default: r = NAN;
    }
    return v_num(r);
}

static Value math_atan2(Vm *vm, Value *argv, int argc, bool construct)
{
    double y, x;
    if (vm_to_number_js(vm, ARG(0), &y) < 0 || vm_to_number_js(vm, ARG(1), &x) < 0)
        return V_EXC;
    return v_num(atan2(y, x));
}

static Value math_pow(Vm *vm, Value *argv, int argc, bool construct)
{
    double y, x;
    if (vm_to_number_js(vm, ARG(0), &x) < 0 || vm_to_number_js(vm, ARG(1), &y) < 0)
        return V_EXC;
    return v_num(vm_pow(x, y));
}

static Value math_imul(Vm *vm, Value *argv, int argc, bool construct)
{
    int32_t a, b;
    if (vm_to_int32_js(vm, ARG(0), &a) < 0 || vm_to_int32_js(vm, ARG(1), &b) < 0)
        return V_EXC;
    return v_int((int32_t)((uint32_t)a * (uint32_t)b));
}

/* max (magic 0) / min (magic 1): every argument is converted, NaN wins,
 * +0 beats -0 for max. */
static Value math_minmax(Vm *vm, Value *argv, int argc, bool construct)
{
    bool mn = MAGIC;
    double r = mn ? INFINITY : -INFINITY;
    bool nan = false;
    for (int i = 0; i < argc; i++) {
        double x;
        if (v_is_int(argv[i]))
            x = v_get_int(argv[i]);
        else if (vm_to_number_js(vm, argv[i], &x) < 0)
            return V_EXC;
        if (isnan(x))
            nan = true;
        else if (mn ? (x < r || (x == 0 && r == 0 && signbit(x))) : (x > r || (x == 0 && r == 0 && !signbit(x))))
            r = x;
    }
    return v_num(nan ? NAN : r);
}

static Value math_hypot(Vm *vm, Value *argv, int argc, bool construct)
{
    double s = 0;
    bool inf = false, nan = false;
    for (int i = 0; i < argc; i++) {
        double x;
        if (vm_to_number_js(vm, argv[i], &x) < 0)
            return V_EXC;
        if (isinf(x))
            inf = true;
        else if (isnan(x))
            nan = true;
        else
            s = hypot(s, x);
    }
    return v_num(inf ? INFINITY : nan ? NAN : s);
}

static Value math_random(Vm *vm, Value *argv, int argc, bool construct)
{
    uint64_t *st = vm->lib_state->rng;
    if (st[0] == 0 && st[1] == 0) {
        uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)(uintptr_t)vm << 7) ^ (uint64_t)clock();
        st[0] = seed * 0x9E3779B97F4A7C15ull | 1;
        st[1] = (seed ^ 0xD1B54A32D192ED03ull) * 0xBF58476D1CE4E5B9ull | 2;
    }
    uint64_t s1 = st[0], s0 = st[1];
    st[0] = s0;
    s1 ^= s1 << 23;
    st[1] = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26);
    uint64_t r = (st[1] + s0) >> 11;
    return v_num((double)r / 9007199254740992.0);
}

int lib_install_math(Vm *vm)
{
    static const LibFn fns[] = { /* V8's key order */
        {"abs", math1, 1, M_ABS}, {"acos", math1, 1, M_ACOS}, {"acosh", math1, 1, M_ACOSH},
        {"asin", math1, 1, M_ASIN}, {"asinh", math1, 1, M_ASINH}, {"atan", math1, 1, M_ATAN},
        {"atanh", math1, 1, M_ATANH}, {"atan2", math_atan2, 2, 0}, {"ceil", math1, 1, M_CEIL},
        {"cbrt", math1, 1, M_CBRT}, {"expm1", math1, 1, M_EXPM1}, {"clz32", math1, 1, M_CLZ32},
        {"cos", math1, 1, M_COS}, {"cosh", math1, 1, M_COSH}, {"exp", math1, 1, M_EXP},
        {"floor", math1, 1, M_FLOOR}, {"f16round", math1, 1, M_F16ROUND}, {"fround", math1, 1, M_FROUND},
        {"hypot", math_hypot, 2, 0}, {"imul", math_imul, 2, 0}, {"log", math1, 1, M_LOG},
        {"log1p", math1, 1, M_LOG1P}, {"log2", math1, 1, M_LOG2}, {"log10", math1, 1, M_LOG10},
        {"max", math_minmax, 2, 0}, {"min", math_minmax, 2, 1}, {"pow", math_pow, 2, 0},
        {"random", math_random, 0, 0}, {"round", math1, 1, M_ROUND}, {"sign", math1, 1, M_SIGN},
        {"sin", math1, 1, M_SIN}, {"sinh", math1, 1, M_SINH}, {"sqrt", math1, 1, M_SQRT},
        {"tan", math1, 1, M_TAN}, {"tanh", math1, 1, M_TANH}, {"trunc", math1, 1, M_TRUNC},
        {NULL, NULL, 0, 0},
    };
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value m = lib_new_namespace(vm, "Math");
    if (m == V_EXC)
        goto out;
    Value *mh = gc_handle(vm, m);
    if (lib_def_fns(vm, *mh, fns) < 0 || lib_math_install_sum(vm, *mh) < 0)
        goto out;
    static const struct { const char *n; double v; } k[] = {
        {"E", M_E}, {"LN10", M_LN10}, {"LN2", M_LN2}, {"LOG10E", M_LOG10E}, {"LOG2E", M_LOG2E},
        {"PI", M_PI}, {"SQRT1_2", M_SQRT1_2}, {"SQRT2", M_SQRT2},
    };
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
        if (lib_def_value(vm, *mh, k[i].n, v_num(k[i].v), 0) < 0)
            goto out;
    Value tag = vm_str_from_cstr(vm, "Math");
    if (tag == V_EXC || vm_define_own(vm, *mh, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
