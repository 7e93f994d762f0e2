/* vm/operators.c — the operators that coerce: strict and loose equality,
 * SameValue/SameValueZero, `+`, relational comparison, instanceof, and the
 * numeric helpers with JS semantics (%, **).
 *
 * Strings compare by UTF-16 code units (vm_str_compare_noalloc); numbers
 * compare as doubles, so int and double encodings of the same value agree.
 */
#include "object_int.h"

#include <math.h>
#include <stdlib.h>

bool vm_strict_equals_noalloc(Value a, Value b)
{
    if (v_is_number(a) && v_is_number(b)) {
        if (v_is_int(a) && v_is_int(b))
            return a == b;
        return v_to_double(a) == v_to_double(b);
    }
    if (a == b)
        return true;
    if (v_is_string(a) && v_is_string(b))
        return vm_str_equals_values_noalloc(a, b);
    if (v_is_bigint(a) && v_is_bigint(b))
        return vm_bigint_equals_noalloc(a, b);
    return false;
}

bool vm_same_value_zero_noalloc(Value a, Value b)
{
    if (v_is_number(a) && v_is_number(b)) {
        double x = v_to_double(a), y = v_to_double(b);
        return x == y || (x != x && y != y);
    }
    return vm_strict_equals_noalloc(a, b);
}

bool vm_same_value_noalloc(Value a, Value b)
{
    if (v_is_number(a) && v_is_number(b)) {
        double x = v_to_double(a), y = v_to_double(b);
        if (x != x)
            return y != y;
        if (x == 0 && y == 0)
            return signbit(x) == signbit(y);
        return x == y;
    }
    return vm_strict_equals_noalloc(a, b);
}

int vm_loose_equals_js(Vm *vm, Value a, Value b)
{
    for (;;) {
        if (v_is_number(a) && v_is_number(b))
            return v_to_double(a) == v_to_double(b);
        bool ta = v_is_string(a), tb = v_is_string(b);
        if (ta && tb)
            return vm_str_equals_values_noalloc(a, b); /* ropes too, without flattening */
        if (v_is_nullish(a) || v_is_nullish(b)) /* [[IsHTMLDDA]] is == both (B.3.6.2) */
            return (v_is_nullish(a) || v_is_class(a, CLS_HTMLDDA)) && (v_is_nullish(b) || v_is_class(b, CLS_HTMLDDA));
        bool oa = v_is_object(a), ob = v_is_object(b);
        if (oa && ob)
            return a == b;
        if (v_is_symbol(a) || v_is_symbol(b)) {
            if (v_is_symbol(a) && v_is_symbol(b))
                return a == b;
            if (!oa && !ob)
                return 0;
        }
        if (v_is_bool(a)) {
            a = v_int(a == V_TRUE);
            continue;
        }
        if (v_is_bool(b)) {
            b = v_int(b == V_TRUE);
            continue;
        }
        if (oa || ob) {
            /* object vs primitive (number, string, symbol) */
            size_t sc = gc_scope_open(vm);
            Value *other = gc_handle(vm, oa ? b : a);
            Value p = vm_to_primitive_js(vm, oa ? a : b, 0);
            Value o2 = *other;
            gc_scope_close(vm, sc);
            if (p == V_EXC)
                return -1;
            if (oa) {
                a = p;
                b = o2;
            } else {
                b = p;
                a = o2;
            }
            continue;
        }
        if (v_is_bigint(a) || v_is_bigint(b)) {
            if (v_is_bigint(b)) { /* the BigInt on the left */
                Value t = a;
                a = b;
                b = t;
            }
            if (v_is_bigint(b))
                return vm_bigint_equals_noalloc(a, b);
            if (v_is_number(b)) {
                double y = v_to_double(b);
                return isfinite(y) && vm_bigint_cmp_double_noalloc(a, y) == 0;
            }
            if (v_is_string(b)) {
                size_t sc = gc_scope_open(vm);
                Value *ah = gc_handle(vm, a);
                Value n = vm_bigint_from_string(vm, b);
                int r = n == V_EXC ? -1 : n == V_EMPTY ? 0 : vm_bigint_equals_noalloc(*ah, n);
                gc_scope_close(vm, sc);
                return r;
            }
            return 0;
        }
        /* number vs string */
        double x, y;
        if (vm_prim_to_number(vm, a, &x) < 0 || vm_prim_to_number(vm, b, &y) < 0)
            return -1;
        return x == y;
    }
}

/* ---- + -------------------------------------------------------------------- */

Value vm_add_js(Vm *vm, Value a, Value b)
{
    if (v_is_int(a) && v_is_int(b))
        return v_num((double)v_get_int(a) + (double)v_get_int(b));
    if (v_is_number(a) && v_is_number(b))
        return v_num(v_to_double(a) + v_to_double(b));
    if (v_is_string(a) && v_is_string(b))
        return vm_str_concat(vm, a, b);
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, a), *bh = gc_handle(vm, b);
    Value r = V_EXC;
    Value pa = vm_to_primitive_js(vm, *ah, 0);
    if (pa == V_EXC)
        goto out;
    *ah = pa;
    Value pb = vm_to_primitive_js(vm, *bh, 0);
    if (pb == V_EXC)
        goto out;
    *bh = pb;
    if (v_is_string(*ah) || v_is_string(*bh)) {
        Value sa = vm_to_string_js(vm, *ah);
        if (sa == V_EXC)
            goto out;
        *ah = sa;
        Value sb = vm_to_string_js(vm, *bh);
        if (sb == V_EXC)
            goto out;
        r = vm_str_concat(vm, *ah, sb);
        goto out;
    }
    if (v_is_bigint(*ah) || v_is_bigint(*bh)) {
        r = vm_arith_js(vm, BIG_ADD, *ah, *bh); /* ToNumeric each: a symbol throws first */
        goto out;
    }
    double x, y;
    if (vm_prim_to_number(vm, *ah, &x) < 0 || vm_prim_to_number(vm, *bh, &y) < 0)
        goto out;
    r = v_num(x + y);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- the numeric operators' slow paths ---------------------------------------- */

static Value number_op(BigOp op, double x, double y)
{
    switch (op) {
    case BIG_ADD: return v_num(x + y);
    case BIG_SUB: return v_num(x - y);
    case BIG_MUL: return v_num(x * y);
    case BIG_DIV: return v_num(x / y);
    case BIG_MOD: return v_num(vm_fmod(x, y));
    case BIG_POW: return v_num(vm_pow(x, y));
    default: break;
    }
    int32_t a = vm_double_to_int32(x), b = vm_double_to_int32(y);
    switch (op) {
    case BIG_AND: return v_int(a & b);
    case BIG_OR: return v_int(a | b);
    case BIG_XOR: return v_int(a ^ b);
    case BIG_SHL: return v_int((int32_t)((uint32_t)a << (b & 31)));
    case BIG_SAR: return v_int(a >> (b & 31));
    default: return v_num((double)((uint32_t)a >> (b & 31)));
    }
}

static Value mix_error(Vm *vm)
{
    return vm_throw_error(vm, ERR_TYPE, "Cannot mix BigInt and other types, use explicit conversions");
}

Value vm_arith_js(Vm *vm, BigOp op, Value a, Value b)
{
    if (v_is_number(a) && v_is_number(b))
        return number_op(op, v_to_double(a), v_to_double(b));
    size_t sc = gc_scope_open(vm);
    Value *bh = gc_handle(vm, b);
    Value r = V_EXC;
    Value *xh = gc_handle(vm, vm_to_numeric_js(vm, a));
    if (*xh == V_EXC)
        goto out;
    Value y = vm_to_numeric_js(vm, *bh);
    if (y == V_EXC)
        goto out;
    Value x = *xh;
    if (v_is_bigint(x) && v_is_bigint(y))
        r = vm_bigint_binop(vm, op, x, y);
    else if (v_is_bigint(x) || v_is_bigint(y))
        r = mix_error(vm);
    else
        r = number_op(op, v_to_double(x), v_to_double(y));
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_unary_js(Vm *vm, VmUnary op, Value a)
{
    Value x = vm_to_numeric_js(vm, a);
    if (x == V_EXC)
        return V_EXC;
    if (v_is_bigint(x)) {
        switch (op) {
        case VM_NEG: return vm_bigint_neg(vm, x);
        case VM_BIT_NOT: return vm_bigint_not(vm, x);
        case VM_INC: return vm_bigint_add_small(vm, x, 1);
        case VM_DEC: return vm_bigint_add_small(vm, x, -1);
        }
    }
    double d = v_to_double(x);
    switch (op) {
    case VM_NEG: return v_num(-d);
    case VM_BIT_NOT: return v_int(~vm_double_to_int32(d));
    case VM_INC: return v_num(d + 1);
    default: return v_num(d - 1);
    }
}

/* ---- relational ------------------------------------------------------------ */

/* IsLessThan of two primitives, one a BigInt, the other not a string when
 * both are strings: a string side is StringToBigInt'd (undefined when it is
 * not one), anything else ToNumeric'd; a BigInt against a Number compares
 * the mathematical values. *out: 1, 0, or -1 for undefined. */
static int bigint_less(Vm *vm, Value *ah, Value *bh, int *out)
{
    for (int side = 0; side < 2; side++) {
        Value *h = side ? bh : ah;
        if (v_is_bigint(*h))
            continue;
        if (v_is_string(*h)) {
            Value n = vm_bigint_from_string(vm, *h);
            if (n == V_EXC)
                return -1;
            if (n == V_EMPTY) {
                *out = -1;
                return 0;
            }
            *h = n;
            continue;
        }
        double d;
        if (vm_prim_to_number(vm, *h, &d) < 0)
            return -1;
        *h = v_num(d);
    }
    Value a = *ah, b = *bh;
    if (v_is_bigint(a) && v_is_bigint(b)) {
        *out = vm_bigint_cmp_noalloc(a, b) < 0;
    } else if (v_is_bigint(a)) {
        int c = vm_bigint_cmp_double_noalloc(a, v_to_double(b));
        *out = c == 2 ? -1 : c < 0;
    } else {
        int c = vm_bigint_cmp_double_noalloc(b, v_to_double(a));
        *out = c == 2 ? -1 : c > 0;
    }
    return 0;
}

int vm_compare_js(Vm *vm, Value a, Value b, bool left_first, int *out)
{
    if (v_is_int(a) && v_is_int(b)) {
        *out = v_get_int(a) < v_get_int(b);
        return 0;
    }
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, a), *bh = gc_handle(vm, b);
    int rc = -1;
    if (left_first) {
        Value p = vm_to_primitive_js(vm, *ah, 1);
        if (p == V_EXC)
            goto out;
        *ah = p;
        p = vm_to_primitive_js(vm, *bh, 1);
        if (p == V_EXC)
            goto out;
        *bh = p;
    } else {
        Value p = vm_to_primitive_js(vm, *bh, 1);
        if (p == V_EXC)
            goto out;
        *bh = p;
        p = vm_to_primitive_js(vm, *ah, 1);
        if (p == V_EXC)
            goto out;
        *ah = p;
    }
    if (v_is_string(*ah) && v_is_string(*bh)) {
        String *fa = vm_str_flat(vm, *ah);
        if (!fa)
            goto out;
        *ah = v_from_cell(fa);
        String *fb = vm_str_flat(vm, *bh);
        if (!fb)
            goto out;
        *out = vm_str_compare_noalloc(v_str(*ah), fb) < 0;
        rc = 0;
        goto out;
    }
    if (v_is_bigint(*ah) || v_is_bigint(*bh)) {
        rc = bigint_less(vm, ah, bh, out);
        goto out;
    }
    double x, y;
    if (vm_prim_to_number(vm, *ah, &x) < 0 || vm_prim_to_number(vm, *bh, &y) < 0)
        goto out;
    *out = (x != x || y != y) ? -1 : x < y;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- instanceof ------------------------------------------------------------ */

/* OrdinaryHasInstance(C, O) */
Value vm_ordinary_has_instance_js(Vm *vm, Value c, Value o)
{
    if (!vm_is_callable_noalloc(c))
        return V_FALSE;
    if (v_is_class(c, CLS_BOUND))
        return vm_instanceof_js(vm, o, ((BoundFunc *)v_obj(c))->target);
    if (!v_is_object(o))
        return V_FALSE;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    Value p = vm_get_prop_js(vm, c, vm->atom[A_prototype]);
    Value r = V_EXC;
    if (p == V_EXC)
        goto out;
    if (!v_is_object(p)) {
        char *ps = NULL;
        if (v_is_symbol(p)) {
            ps = vm_key_cstr(vm, p);
        } else {
            Value str = vm_to_string_js(vm, p);
            ps = str == V_EXC ? NULL : vm_str_to_utf8(vm, str, NULL);
        }
        r = vm_throw_error(vm, ERR_TYPE, "Function has non-object prototype '%s' in instanceof check",
                           ps ? ps : "");
        free(ps);
        goto out;
    }
    Value *ph = gc_handle(vm, p);
    r = V_FALSE;
    for (;;) {
        Value x = vm_get_proto_js(vm, *oh); /* a proxy's trap may run */
        if (x == V_EXC) {
            r = V_EXC;
            break;
        }
        if (!v_is_object(x))
            break;
        if (x == *ph) {
            r = V_TRUE;
            break;
        }
        *oh = x;
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_instanceof_js(Vm *vm, Value v, Value ctor)
{
    if (!v_is_object(ctor))
        return vm_throw_error(vm, ERR_TYPE, "Right-hand side of 'instanceof' is not an object");
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v), *ch = gc_handle(vm, ctor);
    Value r = V_EXC;
    Value hs = vm->builtin[B_SYM_HAS_INSTANCE];
    if (v_is_symbol(hs)) {
        Value m = vm_get_prop_js(vm, *ch, hs);
        if (m == V_EXC)
            goto out;
        if (m == vm->builtin[B_FUNCTION_HAS_INSTANCE] && m != V_UNDEF) {
            /* the intrinsic: what calling it would do, without the call */
            r = vm_ordinary_has_instance_js(vm, *ch, *vh);
            goto out;
        }
        if (!v_is_nullish(m)) {
            if (!vm_is_callable_noalloc(m)) {
                r = vm_throw_not_function_typed(vm, m);
                goto out;
            }
            r = vm_call_js(vm, m, *ch, 1, vh);
            if (r != V_EXC)
                r = v_bool(vm_truthy_noalloc(r));
            goto out;
        }
    }
    if (!vm_is_callable_noalloc(*ch)) {
        r = vm_throw_error(vm, ERR_TYPE, "Right-hand side of 'instanceof' is not callable");
        goto out;
    }
    r = vm_ordinary_has_instance_js(vm, *ch, *vh);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- numeric ---------------------------------------------------------------- */

double vm_fmod(double a, double b)
{
    if (b != b || a != a || isinf(a) || b == 0)
        return NAN;
    if (isinf(b))
        return a;
    if (a == 0)
        return a; /* keeps -0 */
    double r = fmod(a, b);
    if (r == 0)
        return signbit(a) ? -0.0 : 0.0;
    return r;
}

double vm_pow(double a, double b)
{
    if (b != b)
        return NAN;
    if (b == 0)
        return 1;
    if ((a == 1 || a == -1) && isinf(b))
        return NAN;
    return pow(a, b);
}
