/* tests/unit/object/test_convert.c — conversion and equality tables. */
#include <math.h>

#include "helpers.h"

TestSuite(convert, .init = setup, .fini = teardown);

Test(convert, to_number_table)
{
    struct { const char *s; double d; } t[] = {
        { "", 0 }, { "  12  ", 12 }, { "0x10", 16 }, { "1e3", 1000 }, { "-0", -0.0 },
        { "Infinity", INFINITY }, { "abc", NAN }, { "1_000", NAN },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        double d;
        cr_assert(vm_to_number_js(vm, STR(t[i].s), &d) == 0);
        if (isnan(t[i].d))
            cr_expect(isnan(d), "%s", t[i].s);
        else
            cr_expect(d == t[i].d && signbit(d) == signbit(t[i].d), "%s -> %g", t[i].s, d);
    }
    double d;
    vm_to_number_js(vm, V_NULL, &d);
    cr_expect(d == 0);
    vm_to_number_js(vm, V_UNDEF, &d);
    cr_expect(isnan(d));
    vm_to_number_js(vm, V_TRUE, &d);
    cr_expect(d == 1);
}

Test(convert, to_string_and_add)
{
    cr_expect_str_eq(S(v_num(1.5)), "1.5");
    cr_expect_str_eq(S(v_num(-0.0)), "0");
    cr_expect_str_eq(S(V_NULL), "null");
    Value *sa = H(STR("a"));
    cr_expect_str_eq(S(vm_add_js(vm, *sa, v_int(1))), "a1");
    cr_expect_str_eq(S(vm_add_js(vm, v_int(1), *sa)), "1a");
    cr_expect(vm_add_js(vm, v_int(1), V_TRUE) == v_int(2));
    cr_expect(vm_add_js(vm, v_int(1), V_NULL) == v_int(1));
    cr_expect(isnan(v_to_double(vm_add_js(vm, v_int(1), V_UNDEF))));
    cr_expect(vm_add_js(vm, v_int(2147483647), v_int(1)) == v_num(2147483648.0));
    Value *a = gc_handle(vm, vm_new_array(vm, 0));
    vm_array_push(vm, *a, v_int(1));
    vm_array_push(vm, *a, v_int(2));
    Value *e = H(STR(""));
    cr_expect_str_eq(S(vm_add_js(vm, *a, *e)), "1,2");
    cr_expect_str_eq(S(vm_add_js(vm, vm_new_object(vm), v_int(1))), "[object Object]1");
    Value *sym = H(vm_new_symbol(vm, STR("q")));
    cr_expect(vm_to_string_js(vm, *sym) == V_EXC);
    cr_expect_str_eq(exc_msg(), "Cannot convert a Symbol value to a string");
}

Test(convert, propkeys_and_ints)
{
    cr_expect(vm_to_propkey_js(vm, STR("5")) == v_int(5));
    Value *k05 = H(K("05"));
    Value pk = vm_to_propkey_js(vm, STR("05"));
    cr_expect(pk == *k05);
    cr_expect(vm_to_propkey_js(vm, v_num(-0.0)) == v_int(0));
    Value *k15 = H(K("1.5")), *km1 = H(K("-1"));
    pk = vm_to_propkey_js(vm, v_num(1.5));
    cr_expect(pk == *k15);
    pk = vm_to_propkey_js(vm, v_int(-1));
    cr_expect(pk == *km1);
    cr_expect(v_is_string(vm_to_propkey_js(vm, v_num(4294967295.0))));
    int32_t i;
    vm_to_int32_js(vm, v_num(4294967301.0), &i);
    cr_expect(i == 5);
    vm_to_int32_js(vm, v_num(2147483648.0), &i);
    cr_expect(i == INT32_MIN);
    vm_to_int32_js(vm, v_num(-1.9), &i);
    cr_expect(i == -1);
    vm_to_int32_js(vm, v_num(NAN), &i);
    cr_expect(i == 0);
    uint32_t u;
    vm_to_uint32_js(vm, v_int(-1), &u);
    cr_expect(u == 4294967295u);
    int64_t l;
    vm_to_length_js(vm, v_num(-5), &l);
    cr_expect(l == 0);
    vm_to_length_js(vm, v_num(1e300), &l);
    cr_expect(l == 9007199254740991LL);
}

Test(convert, equality_tables)
{
    cr_expect(vm_loose_equals_js(vm, V_NULL, V_UNDEF) == 1);
    cr_expect(vm_loose_equals_js(vm, V_NULL, v_int(0)) == 0);
    cr_expect(vm_loose_equals_js(vm, STR(""), v_int(0)) == 1);
    cr_expect(vm_loose_equals_js(vm, STR("0"), V_FALSE) == 1);
    cr_expect(vm_loose_equals_js(vm, STR("1"), V_TRUE) == 1);
    cr_expect(vm_loose_equals_js(vm, v_num(NAN), v_num(NAN)) == 0);
    Value *ab = H(STR("ab")), *ab2 = H(STR("ab"));
    cr_expect(vm_loose_equals_js(vm, *ab, *ab2) == 1);
    Value *a = gc_handle(vm, vm_new_array(vm, 0));
    vm_array_push(vm, *a, v_int(1));
    cr_expect(vm_loose_equals_js(vm, *a, v_int(1)) == 1);
    Value *one = H(STR("1"));
    cr_expect(vm_loose_equals_js(vm, *a, *one) == 1);
    cr_expect(vm_loose_equals_js(vm, *a, *a) == 1);
    cr_expect(vm_strict_equals_noalloc(v_int(1), v_num(1.0)));
    cr_expect(!vm_strict_equals_noalloc(v_num(NAN), v_num(NAN)));
    cr_expect(vm_strict_equals_noalloc(v_num(0.0), v_num(-0.0)));
    cr_expect(!vm_same_value_noalloc(v_num(0.0), v_num(-0.0)));
    cr_expect(vm_same_value_noalloc(v_num(NAN), v_num(NAN)));
    cr_expect(vm_same_value_zero_noalloc(v_num(0.0), v_num(-0.0)));
    cr_expect(vm_same_value_zero_noalloc(v_num(NAN), v_num(NAN)));
}

Test(convert, compare_and_numeric)
{
    int r;
    Value *s10 = H(STR("10")), *s9 = H(STR("9")), *sB = H(STR("B")), *sa = H(STR("a"));
    vm_compare_js(vm, *s10, *s9, true, &r);
    cr_expect(r == 1);
    vm_compare_js(vm, v_int(10), *s9, true, &r);
    cr_expect(r == 0);
    vm_compare_js(vm, v_num(NAN), v_int(1), true, &r);
    cr_expect(r == -1);
    vm_compare_js(vm, V_NULL, v_int(1), true, &r);
    cr_expect(r == 1);
    vm_compare_js(vm, *sB, *sa, true, &r);
    cr_expect(r == 1);
    cr_expect(isnan(vm_pow(1, NAN)));
    cr_expect(isnan(vm_pow(-8, 1.0 / 3)));
    cr_expect(vm_pow(-0.0, -1) == -INFINITY);
    cr_expect(isnan(vm_pow(1, INFINITY)));
    cr_expect(vm_fmod(-5, 2) == -1);
    cr_expect(vm_fmod(5.5, 2) == 1.5);
    cr_expect(signbit(vm_fmod(-0.0, 5)));
    cr_expect(isnan(vm_fmod(5, 0)));
    cr_expect(vm_fmod(1, INFINITY) == 1);
    cr_expect(isnan(vm_fmod(INFINITY, 1)));
}

Test(convert, typeof_and_truthy)
{
    cr_expect_str_eq(S(vm_typeof_noalloc(vm, V_NULL)), "object");
    cr_expect_str_eq(S(vm_typeof_noalloc(vm, V_UNDEF)), "undefined");
    cr_expect_str_eq(S(vm_typeof_noalloc(vm, v_num(1.5))), "number");
    cr_expect_str_eq(S(vm_typeof_noalloc(vm, STR("x"))), "string");
    cr_expect_str_eq(S(vm_typeof_noalloc(vm, vm->builtin[B_SYM_ITERATOR])), "symbol");
    cr_expect(!vm_truthy_noalloc(STR("")));
    cr_expect(vm_truthy_noalloc(STR("0")));
    cr_expect(!vm_truthy_noalloc(v_num(NAN)));
    cr_expect(!vm_truthy_noalloc(v_num(-0.0)));
    cr_expect(vm_truthy_noalloc(vm_new_object(vm)));
}
