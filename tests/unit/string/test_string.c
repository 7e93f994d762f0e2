/* tests/unit/string/test_string.c — number formatting, StringToNumber,
 * radix output, concatenation/ropes/flattening, atoms, UTF-8 (vm/string.c,
 * vm/atom.c, vm/numconv.c). Expected strings were taken from node v20. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../vm/vm.h"

static Vm *vm;
/* Under TARN_GC_STRESS every allocation collects: shrink the big loops so
 * the suite stays fast (the full sizes run in the normal pass). */
static int N(int n)
{
    const char *s = getenv("TARN_GC_STRESS");
    return s && *s && *s != '0' ? n / 100 : n;
}
static void setup(void) { vm = lib_vm_new(); cr_assert(vm); }
static void teardown(void) { vm_free(vm); }

static char *utf8(Value s)
{
    size_t n;
    char *u = vm_str_to_utf8(vm, s, &n);
    cr_assert(u);
    cr_assert_eq(strlen(u), n);
    return u;
}

#define ASSERT_STR(v, expect)                                                   \
    do {                                                                        \
        char *u_ = utf8(v);                                                     \
        cr_assert_str_eq(u_, expect);                                           \
        free(u_);                                                               \
    } while (0)

static const struct { double d; const char *s; } fmt_cases[] = {
    { 0.1 + 0.2, "0.30000000000000004" },
    { 1e21, "1e+21" },
    { 123456789012345680000.0, "123456789012345680000" },
    { 5e-324, "5e-324" },
    { 1.7976931348623157e308, "1.7976931348623157e+308" },
    { -1.5e-7, "-1.5e-7" },
    { 0.000001, "0.000001" },
    { 1e-7, "1e-7" },
    { -0.0, "0" },
    { 0, "0" },
    { 123, "123" },
    { -42, "-42" },
    { 1.5, "1.5" },
    { 1e20, "100000000000000000000" },
    { 1.2e21, "1.2e+21" },
    { 9007199254740992.0, "9007199254740992" },
    { 18446744073709551616.0, "18446744073709552000" },
    { 0.1, "0.1" },
    { 1.0 / 3, "0.3333333333333333" },
    { 12345.678, "12345.678" },
    { 4.35, "4.35" },
    { 3.141592653589793, "3.141592653589793" },
    { 1e100, "1e+100" },
    { 123e-20, "1.23e-18" },
    { 2147483648.0, "2147483648" },
};

Test(numconv, format_table, .init = setup, .fini = teardown)
{
    char buf[32];
    for (size_t i = 0; i < sizeof fmt_cases / sizeof *fmt_cases; i++) {
        size_t n = vm_num_format(fmt_cases[i].d, buf);
        cr_assert_str_eq(buf, fmt_cases[i].s, "case %zu", i);
        cr_assert_eq(n, strlen(fmt_cases[i].s));
    }
    vm_num_format(NAN, buf);
    cr_assert_str_eq(buf, "NaN");
    vm_num_format(INFINITY, buf);
    cr_assert_str_eq(buf, "Infinity");
    vm_num_format(-INFINITY, buf);
    cr_assert_str_eq(buf, "-Infinity");
    ASSERT_STR(vm_num_to_str(vm, 0.5), "0.5");
}

Test(numconv, shortest_round_trips, .init = setup, .fini = teardown)
{
    char buf[32];
    srand(7);
    for (int i = 0; i < 20000; i++) {
        uint64_t bits = ((uint64_t)rand() << 42) ^ ((uint64_t)rand() << 21) ^ (uint64_t)rand();
        double d;
        memcpy(&d, &bits, sizeof d);
        if (!isfinite(d))
            continue;
        vm_num_format(d, buf);
        cr_assert_eq(strtod(buf, NULL), d == 0 ? 0.0 : d, "%s", buf);
    }
}

static const struct { int r; double d; const char *s; } radix_cases[] = {
    { 2, 0.5, "0.1" },
    { 16, 255, "ff" },
    { 16, -255, "-ff" },
    { 2, 0.1, "0.0001100110011001100110011001100110011001100110011001101" },
    { 3, 1.0 / 3, "0.1" },
    { 36, 35.5, "z.i" },
    { 16, 1e21, "3635c9adc5dea00000" },
    { 2, 1152921504606846976.0, "1000000000000000000000000000000000000000000000000000000000000" },
    { 8, 123.456, "173.3513615237574734" },
    { 7, -0.0001, "-0.000014523234501665021253" },
};

Test(numconv, radix, .init = setup, .fini = teardown)
{
    for (size_t i = 0; i < sizeof radix_cases / sizeof *radix_cases; i++)
        ASSERT_STR(vm_num_to_str_radix(vm, radix_cases[i].d, radix_cases[i].r), radix_cases[i].s);
    ASSERT_STR(vm_num_to_str_radix(vm, NAN, 2), "NaN");
    ASSERT_STR(vm_num_to_str_radix(vm, -INFINITY, 16), "-Infinity");
    ASSERT_STR(vm_num_to_str_radix(vm, -0.0, 16), "0");
}

static double tonum(const char *s)
{
    return vm_str_to_num_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, s)));
}

Test(numconv, string_to_number, .init = setup, .fini = teardown)
{
    cr_assert_eq(tonum(""), 0);
    cr_assert_eq(tonum("  12  "), 12);
    cr_assert_eq(tonum("0x1F"), 31);
    cr_assert_eq(tonum("0o17"), 15);
    cr_assert_eq(tonum("0b101"), 5);
    cr_assert(isnan(tonum("-0x10")));
    cr_assert_eq(tonum("1E+3"), 1000);
    cr_assert_eq(tonum(".5"), 0.5);
    cr_assert_eq(tonum("5."), 5);
    cr_assert(isnan(tonum(".")));
    cr_assert_eq(tonum("-Infinity"), -INFINITY);
    cr_assert_eq(tonum("+Infinity"), INFINITY);
    cr_assert(isnan(tonum("infinity")));
    cr_assert(isnan(tonum("1_000")));
    cr_assert(isnan(tonum("12abc")));
    cr_assert(isnan(tonum("0x")));
    cr_assert(isnan(tonum("1e")));
    cr_assert_eq(tonum(" \xc2\xa0\xef\xbb\xbf" "42\xe2\x80\xa8\t\n"), 42);
    double nz = tonum("-0");
    cr_assert(nz == 0 && signbit(nz));
    cr_assert_eq(tonum("0x20000000000001"), 9007199254740992.0);  /* tie to even */
    cr_assert_eq(tonum("0x20000000000003"), 9007199254740996.0);
    cr_assert_eq(tonum("1.7976931348623159e308"), INFINITY);
    cr_assert_eq(tonum("00012"), 12);
}

Test(numconv, index_strings, .init = setup, .fini = teardown)
{
    uint32_t idx;
    cr_assert(vm_str_is_index_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, "0")), &idx) && idx == 0);
    cr_assert(vm_str_is_index_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, "17")), &idx) && idx == 17);
    cr_assert(vm_str_is_index_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, "4294967294")), &idx) && idx == 4294967294u);
    cr_assert(!vm_str_is_index_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, "4294967295")), &idx));
    cr_assert(!vm_str_is_index_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, "01")), &idx));
    cr_assert(!vm_str_is_index_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, "-1")), &idx));
    cr_assert(!vm_str_is_index_noalloc(vm_str_flat(vm, vm_str_from_cstr(vm, "")), &idx));
    /* index strings can still be atoms for other uses */
    Value a = vm_atom(vm, "17");
    cr_assert(v_is_string(a));
    cr_assert_eq(vm_atom(vm, "17"), a);
}

Test(string, concat_and_substring, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, vm_str_from_cstr(vm, "hello, "));
    Value *b = gc_handle(vm, vm_str_from_cstr(vm, "world"));
    Value *c = gc_handle(vm, vm_str_concat(vm, *a, *b));
    ASSERT_STR(*c, "hello, world");
    cr_assert_eq(vm_str_len_noalloc(*c), 12);
    ASSERT_STR(vm_str_substring(vm, *c, 7, 12), "world");
    cr_assert_eq(vm_str_substring(vm, *c, 3, 3), vm->atom[A_empty]);
    cr_assert_eq(vm_str_concat(vm, *c, vm->atom[A_empty]), *c);
    gc_scope_close(vm, sc);
}

Test(string, rope_linear_and_deep, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *s = gc_handle(vm, vm->atom[A_empty]);
    Value *x = gc_handle(vm, vm_str_from_cstr(vm, "ab"));
    for (int i = 0; i < N(1000000); i++) {
        *s = vm_str_concat(vm, *s, *x);
        cr_assert_neq(*s, V_EXC);
    }
    cr_assert_eq(vm_str_len_noalloc(*s), 2 * N(1000000));
    cr_assert_eq(v_hdr(*s)->type, T_ROPE);
    String *f = vm_str_flat(vm, *s); /* a left-deep rope 1e6 deep: iterative */
    cr_assert(f);
    cr_assert_eq(f->len, 2 * N(1000000));
    cr_assert(!(f->hdr.flags & STR_WIDE));
    for (uint32_t i = 0; i < f->len; i++)
        cr_assert_eq(str_at(f, i), i & 1 ? 'b' : 'a');
    cr_assert_eq(vm_str_flat(vm, *s), f, "flattening is cached");
    /* right-deep too */
    *s = vm->atom[A_empty];
    for (int i = 0; i < N(100000); i++)
        *s = vm_str_concat(vm, *x, *s);
    f = vm_str_flat(vm, *s);
    cr_assert_eq(f->len, 2 * N(100000));
    cr_assert_eq(str_at(f, 2 * N(100000) - 1), 'b');
    gc_scope_close(vm, sc);
}

Test(string, wide_and_utf8, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *s = gc_handle(vm, vm_str_from_cstr(vm, "h\xc3\xa9llo \xf0\x9f\x98\x80!"));
    String *f = vm_str_flat(vm, *s);
    cr_assert(f->hdr.flags & STR_WIDE);
    cr_assert_eq(f->len, 9);
    cr_assert_eq(str_at(f, 6), 0xD83D);
    cr_assert_eq(str_at(f, 7), 0xDE00);
    ASSERT_STR(*s, "h\xc3\xa9llo \xf0\x9f\x98\x80!");
    Value lone = vm_str_substring(vm, *s, 6, 7);
    ASSERT_STR(lone, "\xef\xbf\xbd");
    Value narrow = vm_str_substring(vm, *s, 0, 5);
    cr_assert(!(v_hdr(narrow)->flags & STR_WIDE), "substring narrows to Latin-1");
    ASSERT_STR(narrow, "h\xc3\xa9llo");
    ASSERT_STR(vm_str_from_utf8(vm, "a\xff" "b\xe2\x82", 5), "a\xef\xbf\xbd" "b\xef\xbf\xbd");
    uint16_t u[] = { 'o', 'k' };
    Value ok = vm_str_from_utf16(vm, u, 2);
    cr_assert(!(v_hdr(ok)->flags & STR_WIDE));
    ASSERT_STR(ok, "ok");
    gc_scope_close(vm, sc);
}

Test(string, compare_equals_hash, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, vm_str_from_cstr(vm, "abc"));
    Value *b = gc_handle(vm, vm_str_from_cstr(vm, "abd"));
    Value *c = gc_handle(vm, vm_str_from_cstr(vm, "ab"));
    uint16_t w[] = { 'a', 'b', 'c', 0x100 };
    Value *d = gc_handle(vm, vm_str_from_utf16(vm, w, 4));
    Value *e = gc_handle(vm, vm_str_alloc(vm, 3, true)); /* non-canonical wide "abc" */
    for (int i = 0; i < 3; i++)
        ((uint16_t *)v_str(*e)->data)[i] = w[i];
    cr_assert_lt(vm_str_compare_noalloc(v_str(*a), v_str(*b)), 0);
    cr_assert_gt(vm_str_compare_noalloc(v_str(*b), v_str(*a)), 0);
    cr_assert_lt(vm_str_compare_noalloc(v_str(*c), v_str(*a)), 0);
    cr_assert_lt(vm_str_compare_noalloc(v_str(*a), v_str(*d)), 0);
    cr_assert_eq(vm_str_compare_noalloc(v_str(*a), v_str(*e)), 0);
    cr_assert(vm_str_equals_noalloc(v_str(*a), v_str(*e)));
    cr_assert(!vm_str_equals_noalloc(v_str(*a), v_str(*b)));
    cr_assert_eq(vm_str_hash_noalloc(v_str(*a)), vm_str_hash_noalloc(v_str(*e)));
    cr_assert_eq(vm_intern(vm, *e), vm_atom(vm, "abc"));
    gc_scope_close(vm, sc);
}

Test(string, atoms, .init = setup, .fini = teardown)
{
    cr_assert_eq(vm_atom(vm, "length"), vm->atom[A_length]);
    cr_assert(v_hdr(vm->atom[A_length])->flags & STR_ATOM);
    Value len_atom = vm->atom[A_length];
    gc_collect(vm, "test");
    cr_assert_eq(vm->atom[A_length], len_atom, "atoms are immortal: they never move");
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, vm_str_from_cstr(vm, "proto"));
    Value *s = gc_handle(vm, vm_str_concat(vm, *p, vm_str_from_cstr(vm, "type")));
    cr_assert_eq(vm_atom_find_noalloc(vm, vm_str_flat(vm, *s)), vm->atom[A_prototype]);
    cr_assert_eq(vm_intern(vm, *s), vm->atom[A_prototype]);
    Value *n = gc_handle(vm, vm_atom(vm, "surely_not_builtin_atom"));
    gc_collect(vm, "test");
    cr_assert_eq(vm_atom(vm, "surely_not_builtin_atom"), *n, "atoms survive moves");
    cr_assert_eq(vm_atom_find_noalloc(vm, vm_str_flat(vm, vm_str_from_cstr(vm, "nope_nope"))), V_EMPTY);
    /* many atoms: table growth */
    char buf[32];
    for (int i = 0; i < N(20000); i++) {
        snprintf(buf, sizeof buf, "k%d", i);
        cr_assert_neq(vm_atom(vm, buf), V_EXC);
    }
    gc_collect(vm, "test");
    for (int i = 0; i < N(20000); i += 97) {
        snprintf(buf, sizeof buf, "k%d", i);
        Value a = vm_atom(vm, buf);
        ASSERT_STR(a, buf);
    }
    Value *e = gc_handle(vm, vm_atom(vm, "\xe2\x82\xac"));
    cr_assert_eq(vm_atom(vm, "\xe2\x82\xac"), *e);
    gc_scope_close(vm, sc);
}
