/* tests/unit/object/test_descriptors.c — defineProperties (all descriptors
 * read before any define), descriptor round trips, key order with array
 * indices past 2^31, and the integrity levels of arrays. */
#include "helpers.h"

TestSuite(descriptors, .init = setup, .fini = teardown);

/* {value: v, enumerable: true} */
static Value data_desc(Value v)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = H(v);
    Value *d = H(vm_new_object(vm));
    cr_assert(setk(d, "value", *vh) == 0);
    cr_assert(setk(d, "enumerable", V_TRUE) == 0);
    Value r = *d;
    gc_scope_close(vm, sc);
    return r;
}

Test(descriptors, define_properties_reads_all_first)
{
    Value *o = H(vm_new_object(vm));
    Value *props = H(vm_new_object(vm));
    cr_assert(setk(props, "a", data_desc(v_int(1))) == 0);
    cr_assert(setk(props, "b", v_int(5)) == 0);
    cr_expect(vm_define_properties_js(vm, *o, *props) == -1);
    cr_expect_str_eq(exc_msg(), "Property description must be an object: 5");
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS), "");

    Value *ok = H(vm_new_object(vm));
    cr_assert(setk(ok, "x", data_desc(v_int(7))) == 0);
    cr_assert(setk(ok, "y", data_desc(v_int(8))) == 0);
    cr_expect(vm_define_properties_js(vm, *o, *ok) == 0);
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY), "x,y");
    cr_expect(getk(o, "y") == v_int(8));
    /* defined by a descriptor: writable and configurable stay false */
    PropDesc d;
    cr_assert(vm_get_own_prop(vm, *o, K("x"), &d) == 1);
    cr_expect(d.attrs == PROP_ENUMERABLE);

    cr_expect(vm_define_properties_js(vm, v_int(1), *ok) == -1);
    cr_expect_str_eq(exc_msg(), "Object.defineProperties called on non-object");
    cr_expect(vm_define_properties_js(vm, *o, V_NULL) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot convert undefined or null to object");
}

Test(descriptors, accessor_and_value_conflict)
{
    Value *o = H(vm_new_object(vm));
    Value *d = H(vm_new_object(vm));
    cr_assert(setk(d, "get", V_UNDEF) == 0);
    cr_assert(setk(d, "value", v_int(1)) == 0);
    cr_expect(vm_define_from_desc_js(vm, *o, K("p"), *d) == -1);
    cr_expect_str_eq(exc_msg(), "Invalid property descriptor. Cannot both specify accessors and a "
                                "value or writable attribute, #<Object>");
}

Test(descriptors, redefine_non_configurable)
{
    Value *o = H(vm_new_object(vm));
    Value *d = H(data_desc(v_int(1)));
    cr_assert(vm_define_from_desc_js(vm, *o, K("p"), *d) == 0);
    cr_expect(vm_define_from_desc_js(vm, *o, K("p"), *d) == 0); /* same value: allowed */
    Value *d2 = H(data_desc(v_int(2)));
    cr_expect(vm_define_from_desc_js(vm, *o, K("p"), *d2) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot redefine property: p");
}

Test(descriptors, big_index_keys_sort_with_ints)
{
    Value *o = H(vm_new_object(vm));
    cr_assert(setk(o, "b", v_int(1)) == 0);
    cr_assert(setk(o, "4294967294", v_int(1)) == 0); /* largest array index */
    cr_assert(setk(o, "2147483648", v_int(1)) == 0); /* past int32 propkeys */
    cr_assert(setk(o, "7", v_int(1)) == 0);
    cr_assert(setk(o, "4294967295", v_int(1)) == 0); /* not an index: a string key */
    cr_assert(setk(o, "a", v_int(1)) == 0);
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS), "7,2147483648,4294967294,b,4294967295,a");
}

Test(descriptors, frozen_array_ignores_length)
{
    Value *a = H(vm_new_array(vm, 0));
    cr_assert(vm_prevent_extensions(vm, *a) == 0);
    /* V8 counts a non-extensible empty array as frozen */
    cr_expect(vm_is_frozen_noalloc(vm, *a, true));
    Value *b = H(vm_new_array(vm, 1));
    cr_assert(vm_array_push(vm, *b, v_int(1)) == 0);
    cr_assert(vm_prevent_extensions(vm, *b) == 0);
    cr_expect(!vm_is_frozen_noalloc(vm, *b, true));
    cr_expect(!vm_is_frozen_noalloc(vm, *b, false));
    cr_assert(vm_freeze(vm, *b, true) == 0);
    cr_expect(vm_is_frozen_noalloc(vm, *b, true));
}
