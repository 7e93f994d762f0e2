/* tests/unit/typed/test_typed.c — vm/typed.c on a bare VM: element
 * conversions of every kind (wrap, clamp with ties to even, Float32
 * rounding at the overflow edge), numeric-string keys, a buffer's store
 * surviving minor and major collections while rooted (and its views'
 * cached pointer staying right after the buffer moves), the store freed and
 * its external bytes returned once the buffer dies, and tarn:ffi's
 * ffi_buffer_of on views. */
#include <criterion/criterion.h>
#include <float.h>
#include <math.h>

#include "../../../stdlib/lib.h"
#include "../../../stdlib/ffi_int.h"
#include "../../../vm/typed.h"
#include "../../../gc/gc.h"

static Vm *vm;
static void setup(void) { vm = lib_vm_new(); cr_assert(vm); }
static void teardown(void) { vm_free(vm); }

static Value *new_ta(int kind, uint32_t len)
{
    Value *b = gc_handle(vm, vm_arraybuffer_new(vm, (uint64_t)len * vm_ta_size[kind]));
    cr_assert(*b != V_EXC);
    Value *t = gc_handle(vm, vm_ta_new_view(vm, kind, b, 0, len, V_UNDEF));
    cr_assert(*t != V_EXC);
    return t;
}

static double put_get(Value *t, double d)
{
    vm_ta_put_noalloc(v_ta(*t), 0, d);
    return v_to_double(vm_ta_get_noalloc(v_ta(*t), 0));
}

Test(typed, conversions, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *i8 = new_ta(TA_INT8, 1), *u8 = new_ta(TA_UINT8, 1), *c8 = new_ta(TA_UINT8C, 1);
    Value *i16 = new_ta(TA_INT16, 1), *u32 = new_ta(TA_UINT32, 1), *f32 = new_ta(TA_FLOAT32, 1);
    Value *f64 = new_ta(TA_FLOAT64, 1);
    cr_assert_eq(put_get(i8, 128), -128);
    cr_assert_eq(put_get(i8, -129), 127);
    cr_assert_eq(put_get(i8, -0.9), 0);
    cr_assert_eq(put_get(i8, NAN), 0);
    cr_assert_eq(put_get(u8, 256 + 44), 44);
    cr_assert_eq(put_get(u8, -1), 255);
    cr_assert_eq(put_get(u8, INFINITY), 0);
    cr_assert_eq(put_get(c8, 300), 255);
    cr_assert_eq(put_get(c8, -5), 0);
    cr_assert_eq(put_get(c8, 1.5), 2);  /* ties to even */
    cr_assert_eq(put_get(c8, 2.5), 2);
    cr_assert_eq(put_get(c8, 254.5), 254);
    cr_assert_eq(put_get(c8, 0.51), 1);
    cr_assert_eq(put_get(c8, NAN), 0);
    cr_assert_eq(put_get(i16, 70000), 4464);
    cr_assert_eq(put_get(i16, 1e10), -7168);
    cr_assert_eq(put_get(u32, -1), 4294967295.0);
    cr_assert_eq(put_get(u32, 4294967296.0 + 5), 5);
    cr_assert_eq(put_get(f32, 0.1), (double)0.1f);
    cr_assert(isinf(put_get(f32, 1e39)));
    cr_assert(isinf(put_get(f32, 3.4028235677973366e38)));  /* the rounding edge */
    cr_assert_eq(put_get(f32, 3.4028235e38), (double)FLT_MAX);
    cr_assert_eq(put_get(f32, -3.40282350e38), -(double)FLT_MAX);
    cr_assert(isnan(put_get(f64, NAN)));
    cr_assert(signbit(put_get(f64, -0.0)));
    vm_ta_put_int_noalloc(v_ta(*c8), 0, -7);
    cr_assert_eq(v_get_int(vm_ta_get_noalloc(v_ta(*c8), 0)), 0);
    vm_ta_put_int_noalloc(v_ta(*f64), 0, -7);
    cr_assert_eq(v_to_double(vm_ta_get_noalloc(v_ta(*f64), 0)), -7);
    gc_scope_close(vm, sc);
}

Test(typed, numeric_keys, .init = setup, .fini = teardown)
{
    const char *yes[] = { "-0", "-1", "1.5", "Infinity", "-Infinity", "NaN", "1e+21" };
    const char *no[] = { "01", "foo", "1.50", "+1", " 1", "", "1e21", "length" };
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
        cr_assert(vm_ta_numeric_key_noalloc(vm_atom(vm, yes[i])), "%s", yes[i]);
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
        cr_assert(!vm_ta_numeric_key_noalloc(vm_atom(vm, no[i])), "%s", no[i]);
    cr_assert(!vm_ta_numeric_key_noalloc(v_int(3)));
}

Test(typed, store_survives_and_is_freed, .init = setup, .fini = teardown)
{
    uint64_t before = gc_external_bytes_noalloc(vm);
    size_t sc = gc_scope_open(vm);
    Value *t = new_ta(TA_INT32, 1000);
    cr_assert_eq(gc_external_bytes_noalloc(vm), before + 4000);
    for (uint32_t i = 0; i < 1000; i++)
        vm_ta_put_int_noalloc(v_ta(*t), i, (int32_t)i * 3);
    gc_collect_minor(vm, "test");
    gc_collect(vm, "test");
    gc_collect_minor(vm, "test");
    TypedArrayObj *ta = v_ta(*t);
    ArrayBufferObj *b = v_cell(ta->buffer);
    cr_assert_eq(ta->data, b->data);
    cr_assert_eq(b->len, 4000);
    for (uint32_t i = 0; i < 1000; i++)
        cr_assert_eq(v_get_int(vm_ta_get_noalloc(ta, i)), (int32_t)i * 3);
    cr_assert_eq(gc_external_bytes_noalloc(vm), before + 4000);
    gc_scope_close(vm, sc);
    /* unreachable now: a minor (it is old after the major) does not free it, a major does */
    gc_collect(vm, "test");
    cr_assert_eq(gc_external_bytes_noalloc(vm), before);
    /* a young buffer that dies is freed by the next minor */
    sc = gc_scope_open(vm);
    new_ta(TA_UINT8, 512);
    cr_assert_eq(gc_external_bytes_noalloc(vm), before + 512);
    gc_scope_close(vm, sc);
    gc_collect_minor(vm, "test");
    /* under TARN_GC_STRESS the allocations above already aged it old */
    if (!getenv("TARN_GC_STRESS"))
        cr_assert_eq(gc_external_bytes_noalloc(vm), before);
    gc_collect(vm, "test");
    cr_assert_eq(gc_external_bytes_noalloc(vm), before);
}

Test(typed, ffi_buffer_of_views, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *t = new_ta(TA_UINT16, 8);
    Value *buf = gc_handle(vm, v_ta(*t)->buffer);
    Value *sub = gc_handle(vm, vm_ta_new_view(vm, TA_UINT16, buf, 4, 3, V_UNDEF));
    Value *dv = gc_handle(vm, vm_ta_new_view(vm, -1, buf, 2, 5, V_UNDEF));
    cr_assert(*sub != V_EXC && *dv != V_EXC);
    gc_collect_minor(vm, "test");
    void *p;
    size_t len;
    uint8_t *base = ((ArrayBufferObj *)v_cell(*buf))->data;
    cr_assert_eq(ffi_buffer_of(vm, *buf, &p, &len), 1);
    cr_assert(p == base && len == 16);
    cr_assert_eq(ffi_buffer_of(vm, *t, &p, &len), 1);
    cr_assert(p == base && len == 16);
    cr_assert_eq(ffi_buffer_of(vm, *sub, &p, &len), 1);
    cr_assert(p == base + 4 && len == 6);
    cr_assert_eq(ffi_buffer_of(vm, *dv, &p, &len), 1);
    cr_assert(p == base + 2 && len == 5);
    cr_assert_eq(ffi_buffer_of(vm, v_int(3), &p, &len), 0);
    gc_scope_close(vm, sc);
}
