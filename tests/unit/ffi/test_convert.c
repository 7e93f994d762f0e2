/* tests/unit/ffi/test_convert.c — tarn:ffi's C type conversions
 * (stdlib/ffi.c ffi_to_c / ffi_from_c / ffi_type_parse) and
 * ffi_buffer_of, on a bare VM: every type's range edges, the 2^53 rule,
 * wrong JS types, cstring copies and results surviving a collection. */
#include <criterion/criterion.h>
#include <math.h>

#include "../../../stdlib/lib.h"
#include "../../../stdlib/ffi_int.h"
#include "../../../gc/gc.h"

static Vm *vm;
static void setup(void) { vm = lib_vm_new(); cr_assert(vm); cr_assert(ffi_state(vm)); }
static void teardown(void) { vm_free(vm); }

/* the pending exception's class name ("TypeError"), cleared */
static const char *pending_kind(void)
{
    static char buf[32];
    cr_assert(vm->has_exception);
    Value e = vm_take_exception(vm);
    Value n = vm_get_str_js(vm, e, "name");
    char *s = vm_str_to_utf8(vm, n, NULL);
    snprintf(buf, sizeof buf, "%s", s);
    free(s);
    return buf;
}

Test(ffi, type_names, .init = setup, .fini = teardown)
{
    const char *names[] = { "void", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64",
                            "float", "double", "pointer", "cstring" };
    for (int i = 0; i < FT__COUNT; i++) {
        cr_assert_eq(ffi_type_parse(names[i]), i);
        cr_assert_str_eq(ffi_type_name(i), names[i]);
    }
    cr_assert_eq(ffi_type_parse("int"), -1);
    cr_assert_eq(ffi_type_parse(""), -1);
    cr_assert_eq(ffi_type_size(FT_I16), 2);
    cr_assert_eq(ffi_type_size(FT_U64), 8);
    cr_assert_eq(ffi_type_size(FT_FLOAT), 4);
    cr_assert_eq(ffi_type_size(FT_CSTRING), sizeof(void *));
}

Test(ffi, integer_ranges, .init = setup, .fini = teardown)
{
    static const struct { int type; double lo, hi; } r[] = {
        { FT_I8, -128, 127 }, { FT_U8, 0, 255 }, { FT_I16, -32768, 32767 }, { FT_U16, 0, 65535 },
        { FT_I32, -2147483648.0, 2147483647.0 }, { FT_U32, 0, 4294967295.0 },
        { FT_I64, -9007199254740992.0, 9007199254740992.0 }, { FT_U64, 0, 9007199254740992.0 },
    };
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++) {
        FfiSlot s;
        double edges[2] = { r[i].lo, r[i].hi };
        for (int k = 0; k < 2; k++) {
            cr_assert_eq(ffi_to_c(vm, r[i].type, v_num(edges[k]), &s, NULL, "x"), 0);
            Value back = ffi_from_c(vm, r[i].type, &s, "x");
            cr_assert(v_is_number(back));
            cr_assert_eq(v_to_double(back), edges[k], "%s edge %d", ffi_type_name(r[i].type), k);
        }
        cr_assert_eq(ffi_to_c(vm, r[i].type, v_num(r[i].lo - (r[i].lo < -1e15 ? 2 : 1)), &s, NULL, "x"), -1);
        cr_assert_str_eq(pending_kind(), "RangeError");
        cr_assert_eq(ffi_to_c(vm, r[i].type, v_num(r[i].hi + (r[i].hi > 1e15 ? 2 : 1)), &s, NULL, "x"), -1);
        cr_assert_str_eq(pending_kind(), "RangeError");
        cr_assert_eq(ffi_to_c(vm, r[i].type, v_num(0.5), &s, NULL, "x"), -1);
        cr_assert_str_eq(pending_kind(), "RangeError");
        cr_assert_eq(ffi_to_c(vm, r[i].type, V_TRUE, &s, NULL, "x"), -1);
        cr_assert_str_eq(pending_kind(), "TypeError");
    }
}

Test(ffi, exact_representation, .init = setup, .fini = teardown)
{
    FfiSlot s;
    cr_assert_eq(ffi_to_c(vm, FT_I8, v_num(-1), &s, NULL, "x"), 0);
    cr_assert_eq(s.i8, -1);
    cr_assert_eq(s.u8, 0xFF);
    cr_assert_eq(ffi_to_c(vm, FT_I64, v_num(-9007199254740992.0), &s, NULL, "x"), 0);
    cr_assert_eq(s.i64, -(INT64_C(1) << 53));
    s.u64 = UINT64_MAX;
    cr_assert_eq(ffi_from_c(vm, FT_U64, &s, "x"), V_EXC);
    cr_assert_str_eq(pending_kind(), "RangeError");
    s.i64 = (INT64_C(1) << 53) + 1;
    cr_assert_eq(ffi_from_c(vm, FT_I64, &s, "x"), V_EXC);
    cr_assert_str_eq(pending_kind(), "RangeError");
    s.u32 = UINT32_MAX;
    cr_assert_eq(v_to_double(ffi_from_c(vm, FT_U32, &s, "x")), 4294967295.0);
}

Test(ffi, floats, .init = setup, .fini = teardown)
{
    FfiSlot s;
    cr_assert_eq(ffi_to_c(vm, FT_FLOAT, v_num(0.1), &s, NULL, "x"), 0);
    cr_assert_eq(s.f, 0.1f);
    cr_assert_eq(v_to_double(ffi_from_c(vm, FT_FLOAT, &s, "x")), (double)0.1f);
    cr_assert_eq(ffi_to_c(vm, FT_DOUBLE, v_num(-2.5), &s, NULL, "x"), 0);
    cr_assert_eq(s.d, -2.5);
    s.d = NAN;
    cr_assert(isnan(v_to_double(ffi_from_c(vm, FT_DOUBLE, &s, "x"))));
    cr_assert_eq(ffi_to_c(vm, FT_DOUBLE, V_NULL, &s, NULL, "x"), -1);
    cr_assert_str_eq(pending_kind(), "TypeError");
    cr_assert_eq(ffi_to_c(vm, FT_VOID, v_int(1), &s, NULL, "x"), -1);
    cr_assert_str_eq(pending_kind(), "TypeError");
}

Test(ffi, cstrings_and_pointers, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *str = gc_handle(vm, vm_str_from_utf8(vm, "h\xc3\xa9llo", 6));
    FfiSlot s;
    char *tmp;
    cr_assert_eq(ffi_to_c(vm, FT_CSTRING, *str, &s, &tmp, "x"), 0);
    cr_assert(tmp && s.p == tmp);
    cr_assert_str_eq(tmp, "h\xc3\xa9llo");
    gc_collect(vm, "test"); /* the copy is malloc'd: unaffected */
    Value *back = gc_handle(vm, ffi_from_c(vm, FT_CSTRING, &s, "x"));
    free(tmp);
    gc_collect_minor(vm, "test");
    cr_assert(v_is_string(*back));
    cr_assert_eq(vm_str_len_noalloc(*back), 5);
    /* a JS string is no pointer */
    cr_assert_eq(ffi_to_c(vm, FT_POINTER, *str, &s, &tmp, "x"), -1);
    cr_assert_str_eq(pending_kind(), "TypeError");
    cr_assert_eq(ffi_to_c(vm, FT_POINTER, V_NULL, &s, &tmp, "x"), 0);
    cr_assert_null(s.p);
    cr_assert_null(tmp);
    s.p = NULL;
    cr_assert_eq(ffi_from_c(vm, FT_CSTRING, &s, "x"), V_NULL);
    /* pointer results are FfiPointers that keep their address across moves */
    int local;
    s.p = &local;
    Value *p = gc_handle(vm, ffi_from_c(vm, FT_POINTER, &s, "x"));
    gc_collect_minor(vm, "test");
    gc_collect(vm, "test");
    void *addr;
    size_t len;
    cr_assert_eq(ffi_buffer_of(vm, *p, &addr, &len), 1);
    cr_assert_eq(addr, &local);
    cr_assert_eq(len, 0);
    cr_assert_eq(ffi_buffer_of(vm, v_int(3), &addr, &len), 0);
    cr_assert_eq(ffi_buffer_of(vm, V_UNDEF, &addr, &len), 1);
    cr_assert_null(addr);
    gc_scope_close(vm, sc);
}

Test(ffi, buffer_of_buffer, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value argv[3] = { V_UNDEF, V_UNDEF, v_int(24) };
    Value *b = gc_handle(vm, ffi_alloc_fn(vm, argv + 2, 1, false));
    cr_assert(v_is_class(*b, CLS_FFI_BUF));
    gc_collect_minor(vm, "test");
    void *addr;
    size_t len;
    cr_assert_eq(ffi_buffer_of(vm, *b, &addr, &len), 1);
    cr_assert_not_null(addr);
    cr_assert_eq(len, 24);
    for (size_t i = 0; i < len; i++)
        cr_assert_eq(((unsigned char *)addr)[i], 0);
    gc_scope_close(vm, sc);
}
