/* tests/unit/object/test_arrays.c — dense arrays, holes, length, sparse
 * fallback, own-keys order. */
#include "helpers.h"

TestSuite(arrays, .init = setup, .fini = teardown);

Test(arrays, push_get_length)
{
    Value *a = H(vm_new_array(vm, 0));
    for (int i = 0; i < 1000; i++)
        cr_assert(vm_array_push(vm, *a, v_int(i)) == 0);
    cr_expect(vm_array(*a)->length == 1000);
    cr_expect(vm_get_index_js(vm, *a, 999) == v_int(999));
    cr_expect(getk(a, "length") == v_int(1000));
    cr_expect(vm_length_of_js(vm, *a) == 1000);
}

Test(arrays, length_truncates_and_holes)
{
    Value *a = H(vm_new_array(vm, 0));
    for (int i = 0; i < 10; i++)
        vm_array_push(vm, *a, v_int(i));
    cr_assert(setk(a, "length", v_int(3)) == 0);
    cr_expect(vm_get_index_js(vm, *a, 5) == V_UNDEF);
    cr_assert(vm_set_index_js(vm, *a, 6, v_int(6)) == 0);
    cr_expect(vm_array(*a)->length == 7);
    cr_expect(vm_has_own_noalloc(vm, *a, v_int(4)) == 0);
    cr_expect_str_eq(keys_of(*a, KEYS_STRINGS), "0,1,2,6,length");
    cr_expect_str_eq(keys_of(*a, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY), "0,1,2,6");
    cr_expect(vm_delete_js(vm, *a, v_int(1)) == 1);
    cr_expect_str_eq(keys_of(*a, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY), "0,2,6");
    cr_expect(vm_array(*a)->length == 7);
    cr_expect(setk(a, "length", v_num(-1)) == -1);
    cr_expect_str_eq(exc_msg(), "Invalid array length");
    cr_expect(setk(a, "length", v_num(1.5)) == -1);
    cr_expect_str_eq(exc_msg(), "Invalid array length");
}

Test(arrays, holes_read_through_prototype)
{
    Value *a = H(vm_new_array(vm, 0));
    vm_set_index_js(vm, *a, 3, v_int(3));
    Value *s = H(STR("proto"));
    vm_set_index_js(vm, vm->builtin[B_ARRAY_PROTO], 1, *s);
    cr_expect(vm_get_index_js(vm, *a, 1) == *s);
    vm_delete_js(vm, vm->builtin[B_ARRAY_PROTO], v_int(1));
    cr_expect(vm_get_index_js(vm, *a, 1) == V_UNDEF);
}

Test(arrays, far_writes_go_sparse)
{
    Value *a = H(vm_new_array(vm, 0));
    vm_array_push(vm, *a, v_int(0));
    cr_assert(vm_set_index_js(vm, *a, 100000000, v_int(1)) == 0);
    cr_expect(vm_array(*a)->length == 100000001);
    cr_expect(vm_array(*a)->elems->cap < 100000);
    cr_expect(vm_get_index_js(vm, *a, 100000000) == v_int(1));
    cr_assert(vm_set_index_js(vm, *a, 50, v_int(2)) == 0);
    cr_expect_str_eq(keys_of(*a, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY), "0,50,100000000");
    cr_assert(vm_set_index_js(vm, *a, 3000000000LL, v_int(3)) == 0);
    cr_expect(vm_array(*a)->length == 3000000001u);
    cr_expect(vm_get_index_js(vm, *a, 3000000000LL) == v_int(3));
    cr_assert(setk(a, "length", v_int(51)) == 0);
    cr_expect(vm_get_index_js(vm, *a, 100000000) == V_UNDEF);
    cr_expect(vm_get_index_js(vm, *a, 3000000000LL) == V_UNDEF);
    cr_expect(vm_get_index_js(vm, *a, 50) == v_int(2));
    cr_expect(vm_array(*a)->length == 51);
}

Test(arrays, frozen)
{
    Value *a = H(vm_new_array(vm, 0));
    vm_array_push(vm, *a, v_int(1));
    vm_freeze(vm, *a, true);
    cr_expect(vm_set_index_js(vm, *a, 0, v_int(2)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot assign to read only property '0' of object '[object Array]'");
    cr_expect(vm_array_push(vm, *a, v_int(2)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot add property 1, object is not extensible");
    cr_expect(setk(a, "length", v_int(0)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot assign to read only property 'length' of object '[object Array]'");
    cr_expect(vm_is_frozen_noalloc(vm, *a, true));
}

Test(arrays, own_keys_order_on_objects)
{
    Value *o = H(vm_new_object(vm));
    setk(o, "b", v_int(1));
    setk(o, "10", v_int(1));
    setk(o, "a", v_int(1));
    setk(o, "2", v_int(1));
    Value *sym = H(vm_new_symbol(vm, STR("s")));
    vm_set_js(vm, *o, *sym, v_int(1));
    Value *hidden = H(K("hidden"));
    vm_define_own(vm, *o, *hidden, v_int(1), PROP_WRITABLE);
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS), "2,10,b,a,hidden");
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY), "2,10,b,a");
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS | KEYS_SYMBOLS), "2,10,b,a,hidden,@");
}
