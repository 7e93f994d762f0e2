/* tests/unit/value/test_value.c — NaN-boxing round trips (vm/value.h). */
#include <criterion/criterion.h>
#include <math.h>

#include "../../../vm/object.h"

Test(value, ints_round_trip)
{
    int32_t xs[] = { 0, 1, -1, 42, INT32_MAX, INT32_MIN, 123456789 };
    for (size_t i = 0; i < sizeof xs / sizeof *xs; i++) {
        Value v = v_int(xs[i]);
        cr_assert(v_is_int(v));
        cr_assert(v_is_number(v));
        cr_assert(!v_is_double(v));
        cr_assert(!v_is_cell(v));
        cr_assert_eq(v_get_int(v), xs[i]);
        cr_assert_eq(v_to_double(v), (double)xs[i]);
    }
}

Test(value, canonical_numbers)
{
    cr_assert(v_is_int(v_num(5.0)));
    cr_assert(v_is_int(v_num(-2147483648.0)));
    cr_assert(v_is_double(v_num(2147483648.0)));
    cr_assert(v_is_double(v_num(0.5)));
    Value nz = v_num(-0.0);
    cr_assert(v_is_double(nz), "-0 must stay a double");
    cr_assert(signbit(v_get_double(nz)));
    cr_assert_eq(v_num(3.0), v_int(3));
}

Test(value, doubles_round_trip)
{
    double ds[] = { 0.1, -1.5, 1e300, -1e-300, 5e-324, 1.7976931348623157e308, INFINITY, -INFINITY, 4503599627370496.5 };
    for (size_t i = 0; i < sizeof ds / sizeof *ds; i++) {
        Value v = v_double_raw(ds[i]);
        cr_assert(v_is_double(v));
        cr_assert(!v_is_cell(v));
        cr_assert(!v_is_int(v));
        cr_assert_eq(v_get_double(v), ds[i]);
    }
}

Test(value, nan_is_canonical)
{
    double n1 = NAN, n2 = -NAN;
    uint64_t bits = 0x7FF0000000000123ull;
    double n3;
    memcpy(&n3, &bits, sizeof n3);
    Value a = v_num(n1), b = v_num(n2), c = v_double_raw(n3);
    cr_assert_eq(a, b);
    cr_assert_eq(a, c);
    cr_assert(v_is_double(a));
    cr_assert(isnan(v_get_double(a)));
    cr_assert(!v_is_cell(a));
}

Test(value, immediates)
{
    Value im[] = { V_NULL, V_FALSE, V_TRUE, V_UNDEF, V_EXC, V_EMPTY };
    for (size_t i = 0; i < sizeof im / sizeof *im; i++) {
        cr_assert(!v_is_cell(im[i]));
        cr_assert(!v_is_number(im[i]));
    }
    cr_assert(v_is_bool(V_TRUE) && v_is_bool(V_FALSE) && !v_is_bool(V_NULL));
    cr_assert(v_is_nullish(V_NULL) && v_is_nullish(V_UNDEF) && !v_is_nullish(V_FALSE));
    cr_assert_eq(v_bool(true), V_TRUE);
    cr_assert_eq(v_bool(false), V_FALSE);
}

Test(value, cells_round_trip)
{
    static uint64_t cell[4] __attribute__((aligned(8)));
    Value v = v_from_cell(cell);
    cr_assert(v_is_cell(v));
    cr_assert(!v_is_number(v));
    cr_assert_eq(v_cell(v), (void *)cell);
    /* the highest user-space pointer still reads as a cell */
    Value hi = (Value)0x00007FFFFFFFFFF8ull;
    cr_assert(v_is_cell(hi));
}
