/* vm/convert.c — the abstract conversions: ToBoolean, ToPrimitive
 * (Symbol.toPrimitive, then valueOf/toString in hint order), ToNumber,
 * ToNumeric, ToString, ToObject (wrapper PrimObj), ToPropertyKey, the
 * integer conversions, and typeof.
 *
 * Every _js function here may run user code (valueOf, toString, getters):
 * arguments are rooted before the first call that can allocate.
 */
#include "object_int.h"

#include <math.h>
#include <stdlib.h>

bool vm_truthy_noalloc(Value v)
{
    if (v_is_int(v))
        return v_get_int(v) != 0;
    if (v_is_double(v)) {
        double d = v_get_double(v);
        return d == d && d != 0;
    }
    if (v == V_TRUE)
        return true;
    if (!v_is_cell(v))
        return false; /* undefined, null, false, empty */
    if (v_is_string(v))
        return vm_str_len_noalloc(v) != 0;
    if (v_hdr(v)->type == T_BIGINT)
        return !vm_bigint_is_zero_noalloc(v);
    /* an object or a symbol: true, but for [[IsHTMLDDA]] (B.3.6.1) */
    return LIKELY(v_hdr(v)->cls != CLS_HTMLDDA) || v_hdr(v)->type != T_OBJECT;
}

/* V8's message for a non-callable @@toPrimitive / @@hasInstance:
 * "number 1 is not a function", "string "ab" is not a function",
 * "object is not a function", "symbol is not a function". */
Value vm_throw_not_function_typed(Vm *vm, Value v)
{
    Value t = vm_typeof_noalloc(vm, v);
    char *ts = vm_str_to_utf8(vm, t, NULL);
    char *vs = NULL;
    if (v_is_string(v))
        vs = vm_str_to_utf8(vm, v, NULL);
    else if (v_is_number(v) || v_is_bool(v) || v_is_bigint(v)) {
        Value s = vm_to_string_js(vm, v);
        vs = s == V_EXC ? NULL : vm_str_to_utf8(vm, s, NULL);
    }
    if (v_is_string(v))
        vm_throw_error(vm, ERR_TYPE, "%s \"%s\" is not a function", ts ? ts : "", vs ? vs : "");
    else if (vs)
        vm_throw_error(vm, ERR_TYPE, "%s %s is not a function", ts ? ts : "", vs);
    else
        vm_throw_error(vm, ERR_TYPE, "%s is not a function", ts ? ts : "");
    free(ts);
    free(vs);
    return V_EXC;
}

/* Call obj[name] if callable; *done = 1 when it returned a primitive. */
static Value try_method_js(Vm *vm, Value *obj, Value name, bool *done)
{
    *done = false;
    Value f = vm_get_prop_js(vm, *obj, name);
    if (f == V_EXC)
        return V_EXC;
    if (!vm_is_callable_noalloc(f))
        return V_UNDEF;
    Value r = vm_call_js(vm, f, *obj, 0, NULL);
    if (r == V_EXC)
        return V_EXC;
    if (!v_is_object(r))
        *done = true;
    return r;
}

Value vm_to_primitive_js(Vm *vm, Value v, int hint)
{
    if (!v_is_object(v))
        return v;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, v);
    Value r = V_EXC;
    Value sym = vm->builtin[B_SYM_TO_PRIMITIVE];
    if (v_is_symbol(sym)) {
        Value f = vm_get_prop_js(vm, *oh, sym);
        if (f == V_EXC)
            goto out;
        if (!v_is_nullish(f)) {
            if (!vm_is_callable_noalloc(f)) {
                vm_throw_not_function_typed(vm, f);
                goto out;
            }
            Value h = vm->atom[hint == 1 ? A_number : hint == 2 ? A_string : A_default];
            r = vm_call_js(vm, f, *oh, 1, &h);
            if (r != V_EXC && v_is_object(r)) {
                vm_throw_error(vm, ERR_TYPE, "Cannot convert object to primitive value");
                r = V_EXC;
            }
            goto out;
        }
    }
    Value first = vm->atom[hint == 2 ? A_toString : A_valueOf];
    Value second = vm->atom[hint == 2 ? A_valueOf : A_toString];
    bool done;
    r = try_method_js(vm, oh, first, &done);
    if (r == V_EXC || done)
        goto out;
    r = try_method_js(vm, oh, second, &done);
    if (r == V_EXC || done)
        goto out;
    vm_throw_error(vm, ERR_TYPE, "Cannot convert object to primitive value");
    r = V_EXC;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ToNumber of a primitive (no JS). -1 for symbols (TypeError thrown). */
int vm_prim_to_number(Vm *vm, Value v, double *out)
{
    if (v_is_number(v)) {
        *out = v_to_double(v);
        return 0;
    }
    switch (v) {
    case V_UNDEF:
        *out = NAN;
        return 0;
    case V_NULL:
    case V_FALSE:
        *out = 0;
        return 0;
    case V_TRUE:
        *out = 1;
        return 0;
    default:
        break;
    }
    if (v_is_string(v)) {
        String *s = vm_str_flat(vm, v);
        if (!s)
            return -1;
        *out = vm_str_to_num_noalloc(s);
        return 0;
    }
    if (v_is_symbol(v)) {
        vm_throw_error(vm, ERR_TYPE, "Cannot convert a Symbol value to a number");
        return -1;
    }
    if (v_is_bigint(v)) {
        vm_throw_error(vm, ERR_TYPE, "Cannot convert a BigInt value to a number");
        return -1;
    }
    *out = NAN;
    return 0;
}

int vm_to_number_js(Vm *vm, Value v, double *out)
{
    if (LIKELY(v_is_number(v))) {
        *out = v_to_double(v);
        return 0;
    }
    if (v_is_object(v)) {
        v = vm_to_primitive_js(vm, v, 1);
        if (v == V_EXC)
            return -1;
    }
    return vm_prim_to_number(vm, v, out);
}

Value vm_to_numeric_js(Vm *vm, Value v)
{
    if (v_is_number(v) || v_is_bigint(v))
        return v;
    if (v_is_object(v)) {
        v = vm_to_primitive_js(vm, v, 1);
        if (v == V_EXC || v_is_bigint(v))
            return v;
    }
    double d;
    if (vm_prim_to_number(vm, v, &d) < 0)
        return V_EXC;
    return v_num(d);
}

Value vm_to_string_js(Vm *vm, Value v)
{
    if (v_is_string(v))
        return v;
    if (v_is_number(v)) {
        if (v_is_int(v) && v_get_int(v) >= 0 && v_get_int(v) < 10)
            return vm_num_to_str(vm, v_get_int(v));
        return vm_num_to_str(vm, v_to_double(v));
    }
    switch (v) {
    case V_UNDEF:
        return vm->atom[A_undefined];
    case V_NULL:
        return vm->atom[A_null];
    case V_TRUE:
        return vm->atom[A_true];
    case V_FALSE:
        return vm->atom[A_false];
    default:
        break;
    }
    if (v_is_symbol(v))
        return vm_throw_error(vm, ERR_TYPE, "Cannot convert a Symbol value to a string");
    if (v_is_bigint(v))
        return vm_bigint_to_string(vm, v, 10);
    if (v_is_object(v)) {
        Value p = vm_to_primitive_js(vm, v, 2);
        if (p == V_EXC)
            return V_EXC;
        return vm_to_string_js(vm, p);
    }
    return vm->atom[A_empty];
}

Value vm_to_object(Vm *vm, Value v)
{
    if (v_is_object(v))
        return v;
    if (v_is_nullish(v))
        return vm_throw_error(vm, ERR_TYPE, "Cannot convert undefined or null to object");
    ObjClass cls = v_is_string(v) ? CLS_STRING
                   : v_is_number(v) ? CLS_NUMBER
                   : v_is_bool(v)   ? CLS_BOOLEAN
                   : v_is_bigint(v) ? CLS_BIGINT
                                    : CLS_SYMBOL;
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, v);
    Value o = vm_new_object_class(vm, cls, sizeof(PrimObj), vm_prim_proto_noalloc(vm, v));
    if (o != V_EXC)
        ((PrimObj *)v_obj(o))->prim = *ph;
    gc_scope_close(vm, sc);
    return o;
}

/* A string → propkey: canonical index < 2^31 → int, else its atom. */
static Value string_to_key(Vm *vm, Value s)
{
    String *f = vm_str_flat(vm, s);
    if (!f)
        return V_EXC;
    if (f->hdr.flags & STR_ATOM) {
        if (f->hdr.flags & STR_INDEX_NO)
            return v_from_cell(f);
    }
    uint32_t idx;
    if (f->len > 0 && f->len <= 10 && vm_str_is_index_noalloc(f, &idx) && idx <= INT32_MAX)
        return v_int((int32_t)idx);
    if (f->hdr.flags & STR_ATOM)
        return v_from_cell(f);
    return vm_intern(vm, v_from_cell(f));
}

Value vm_to_propkey_js(Vm *vm, Value v)
{
    if (v_is_int(v)) {
        if (v_get_int(v) >= 0)
            return v;
    } else if (v_is_double(v)) {
        /* doubles are never canonical small ints (v_num), but -0 is 0 */
        double d = v_get_double(v);
        if (d == 0)
            return v_int(0);
    }
    if (v_is_symbol(v))
        return v;
    if (v_is_string(v))
        return string_to_key(vm, v);
    Value p = v;
    if (v_is_object(v)) {
        p = vm_to_primitive_js(vm, v, 2);
        if (p == V_EXC)
            return V_EXC;
        if (v_is_symbol(p))
            return p;
    }
    Value s = vm_to_string_js(vm, p);
    if (s == V_EXC)
        return V_EXC;
    return string_to_key(vm, s);
}

int32_t vm_double_to_int32(double d)
{
    if (d >= -2147483648.0 && d <= 2147483647.0)
        return (int32_t)d; /* truncation toward zero; NaN is excluded by the compares */
    if (!isfinite(d))
        return 0;
    double m = fmod(trunc(d), 4294967296.0);
    if (m < 0)
        m += 4294967296.0;
    return (int32_t)(uint32_t)m;
}

int vm_to_int32_js(Vm *vm, Value v, int32_t *out)
{
    if (v_is_int(v)) {
        *out = v_get_int(v);
        return 0;
    }
    double d;
    if (vm_to_number_js(vm, v, &d) < 0)
        return -1;
    *out = vm_double_to_int32(d);
    return 0;
}

int vm_to_uint32_js(Vm *vm, Value v, uint32_t *out)
{
    int32_t i;
    if (vm_to_int32_js(vm, v, &i) < 0)
        return -1;
    *out = (uint32_t)i;
    return 0;
}

int vm_to_integer_js(Vm *vm, Value v, double *out)
{
    if (v_is_int(v)) {
        *out = v_get_int(v);
        return 0;
    }
    double d;
    if (vm_to_number_js(vm, v, &d) < 0)
        return -1;
    if (d != d || d == 0)
        d = 0;
    else if (isfinite(d))
        d = trunc(d);
    *out = d + 0.0; /* no -0 */
    return 0;
}

int vm_to_length_js(Vm *vm, Value v, int64_t *out)
{
    double d;
    if (vm_to_integer_js(vm, v, &d) < 0)
        return -1;
    if (d <= 0)
        *out = 0;
    else if (d >= 9007199254740991.0)
        *out = 9007199254740991LL;
    else
        *out = (int64_t)d;
    return 0;
}

Value vm_typeof_noalloc(Vm *vm, Value v)
{
    if (v_is_number(v))
        return vm->atom[A_number];
    switch (v) {
    case V_UNDEF:
        return vm->atom[A_undefined];
    case V_NULL:
        return vm->atom[A_object];
    case V_TRUE:
    case V_FALSE:
        return vm->atom[A_boolean];
    default:
        break;
    }
    if (v_is_string(v))
        return vm->atom[A_string];
    if (v_is_symbol(v))
        return vm->atom[A_symbol];
    if (v_is_bigint(v))
        return vm->atom[A_bigint];
    if (vm_is_callable_noalloc(v)) /* [[IsHTMLDDA]] is callable: B.3.6.3 */
        return UNLIKELY(v_hdr(v)->cls == CLS_HTMLDDA) ? vm->atom[A_undefined] : vm->atom[A_function];
    return vm->atom[A_object];
}

/* ToBigInt. The TypeError names the primitive as V8 does: its ToString,
 * Symbol(desc) for a symbol. */
Value vm_to_bigint_js(Vm *vm, Value v)
{
    Value p = vm_to_primitive_js(vm, v, 1);
    if (p == V_EXC)
        return V_EXC;
    if (v_is_bigint(p))
        return p;
    if (v_is_bool(p))
        return vm_bigint_from_i64(vm, p == V_TRUE);
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, p);
    Value r = V_EXC;
    if (v_is_string(p)) {
        r = vm_bigint_from_string(vm, *h);
        if (r != V_EMPTY)
            goto out;
        r = V_EXC;
    }
    char *s = v_is_symbol(*h) ? vm_key_cstr(vm, *h) : NULL;
    if (!v_is_symbol(*h)) {
        Value str = vm_to_string_js(vm, *h); /* a primitive: no JS runs */
        s = str == V_EXC ? NULL : vm_str_to_utf8(vm, str, NULL);
    }
    if (s)
        vm_throw_error(vm, v_is_string(*h) ? ERR_SYNTAX : ERR_TYPE, "Cannot convert %s to a BigInt", s);
    free(s);
out:
    gc_scope_close(vm, sc);
    return r;
}
