/* stdlib/math_sum.c — Math.sumPrecise(items): the exact sum of an
 * iterable of Numbers, rounded once (to nearest, ties to even).
 *
 * The sum is kept as Shewchuk's expansion: a list of non-overlapping
 * doubles ("partials", increasing magnitude) whose exact sum is the exact
 * sum so far; adding a value is a chain of two-sums through the list. A
 * two-sum can overflow although the exact sum is finite, so an overflowing
 * step moves 2^1024 out of the larger operand into `overflow` (a count of
 * 2^1024 units the top partial is biased by) and retries. At the end the
 * partials are added from the top until a rounding error appears, and the
 * next partial decides a tie (the half-ulp case), as Python's math.fsum does.
 *
 * Special values follow the spec's states: any NaN, or +Infinity and
 * -Infinity both, give NaN; otherwise an infinity wins; with only -0s (or
 * nothing at all) the result is -0; a finite exact sum of zero is +0.
 */
#include <math.h>

#include "lib.h"

typedef struct Partials {
    double *p;
    size_t n, cap;
    double overflow; /* multiples of 2^1024 */
} Partials;

static const double TWO_1023 = 8.98846567431157953865e+307; /* 2^1023 */

/* hi + lo == x + y exactly; needs |x| >= |y| */
static inline void two_sum(double x, double y, double *hi, double *lo)
{
    *hi = x + y;
    *lo = y - (*hi - x);
}

/* Add x (finite, not -0) to the expansion. 0 / -1 (out of memory). */
static int partials_add(Partials *s, double x)
{
    size_t used = 0;
    for (size_t i = 0; i < s->n; i++) {
        double y = s->p[i], hi, lo;
        if (fabs(x) < fabs(y)) {
            double t = x;
            x = y;
            y = t;
        }
        two_sum(x, y, &hi, &lo);
        if (isinf(hi)) {
            double sign = hi > 0 ? 1 : -1;
            s->overflow += sign;
            x = (x - sign * TWO_1023) - sign * TWO_1023;
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            two_sum(x, y, &hi, &lo);
        }
        if (lo != 0)
            s->p[used++] = lo;
        x = hi;
    }
    s->n = used;
    if (x != 0) {
        if (s->n == s->cap) {
            size_t cap = s->cap ? s->cap * 2 : 16;
            double *np = realloc(s->p, cap * sizeof *np);
            if (!np)
                return -1;
            s->p = np;
            s->cap = cap;
        }
        s->p[s->n++] = x;
    }
    return 0;
}

/* The expansion rounded to a double. */
static double partials_round(Partials *s)
{
    static const double MAX_DOUBLE = 1.79769313486231570815e+308;
    static const double HALF_MAX_ULP = 9.9792015476735990583e+291; /* 2^970: half the ulp of MAX_DOUBLE */
    ptrdiff_t n = (ptrdiff_t)s->n - 1;
    double hi = 0, lo = 0;
    if (s->overflow != 0) {
        double top = n >= 0 ? s->p[n] : 0;
        n--;
        if (fabs(s->overflow) > 1 || (s->overflow > 0 && top > 0) || (s->overflow < 0 && top < 0))
            return s->overflow > 0 ? INFINITY : -INFINITY;
        /* overflow is ±1: add ±2^1024 to the top partial at half scale */
        two_sum(s->overflow * TWO_1023, top / 2, &hi, &lo);
        lo *= 2;
        if (isinf(2 * hi)) {
            /* exactly half an ulp below 2^1024 rounds up (ties to even)
             * unless a lower partial pulls the other way */
            if (hi > 0)
                return hi == TWO_1023 && lo == -HALF_MAX_ULP && n >= 0 && s->p[n] < 0 ? MAX_DOUBLE : INFINITY;
            return hi == -TWO_1023 && lo == HALF_MAX_ULP && n >= 0 && s->p[n] > 0 ? -MAX_DOUBLE : -INFINITY;
        }
        if (lo != 0) {
            s->p[++n] = lo; /* the slot of `top`, free now */
            lo = 0;
        }
        hi *= 2;
    }
    while (n >= 0) {
        double x = hi, y = s->p[n--];
        two_sum(x, y, &hi, &lo);
        if (lo != 0)
            break;
    }
    /* a tie (lo exactly half an ulp of hi): the next partial's sign decides */
    if (n >= 0 && ((lo < 0 && s->p[n] < 0) || (lo > 0 && s->p[n] > 0))) {
        double y = lo * 2, x = hi + y;
        if (x - hi == y)
            hi = x;
    }
    return hi;
}

enum { ST_MINUS_ZERO, ST_FINITE, ST_PLUS_INF, ST_MINUS_INF, ST_NAN };

static Value math_sum_precise(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (v_is_nullish(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))",
                              ARG(0) == V_NULL ? "object null" : "undefined");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Partials s = {0};
    Value *next = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    Value *iter = gc_handle(vm, vm_get_iterator_js(vm, ARG(0), next));
    if (*iter == V_EXC)
        goto out;
    int state = ST_MINUS_ZERO;
    for (;;) {
        int st = vm_iter_step_js(vm, *iter, *next, val);
        if (st < 0)
            goto out;
        if (st == 0)
            break;
        if (!v_is_number(*val)) {
            LibBuf b;
            lib_buf_init(&b);
            if (lib_buf_typed(vm, &b, *val) == 0) {
                lib_buf_ch(&b, 0);
                vm_throw_error(vm, ERR_TYPE, "Math.sumPrecise: %s is not a number", b.oom ? "value" : b.p);
            }
            lib_buf_free(&b);
            if (!vm->has_exception)
                goto out;
            Value *exc = gc_handle(vm, vm_take_exception(vm));
            if (vm_iter_close_js(vm, *iter) < 0)
                vm_take_exception(vm); /* IteratorClose: the TypeError wins */
            vm_throw(vm, *exc);
            goto out;
        }
        double d = v_to_double(*val);
        if (state == ST_NAN)
            continue;
        if (isnan(d))
            state = ST_NAN;
        else if (isinf(d))
            state = state == (d > 0 ? ST_MINUS_INF : ST_PLUS_INF) ? ST_NAN : d > 0 ? ST_PLUS_INF : ST_MINUS_INF;
        else if (!(d == 0 && signbit(d)) && (state == ST_MINUS_ZERO || state == ST_FINITE)) {
            state = ST_FINITE;
            if (partials_add(&s, d) < 0) {
                vm_throw_oom(vm);
                goto out;
            }
        }
    }
    switch (state) {
    case ST_NAN: r = v_num(NAN); break;
    case ST_PLUS_INF: r = v_num(INFINITY); break;
    case ST_MINUS_INF: r = v_num(-INFINITY); break;
    case ST_MINUS_ZERO: r = v_num(-0.0); break;
    default: r = v_num(partials_round(&s) + 0.0); break; /* an exact zero is +0 */
    }
out:
    free(s.p);
    gc_scope_close(vm, sc);
    return r;
}

int lib_math_install_sum(Vm *vm, Value math)
{
    return vm_def_native(vm, math, "sumPrecise", math_sum_precise, 1, 0);
}
