/* tests/unit/object/test_shapes.c — shapes, transitions, dictionary mode,
 * inline caches, prototypes, integrity levels and their errors. */
#include "helpers.h"

TestSuite(shapes, .init = setup, .fini = teardown);

Test(shapes, same_insertion_order_shares_shape)
{
    Value *a = H(vm_new_object(vm));
    Value *b = H(vm_new_object(vm));
    setk(a, "x", v_int(1));
    setk(a, "y", v_int(2));
    setk(b, "x", v_int(3));
    setk(b, "y", v_int(4));
    cr_expect(v_obj(*a)->shape == v_obj(*b)->shape);
    Value *c = H(vm_new_object(vm));
    setk(c, "y", v_int(3));
    setk(c, "x", v_int(4));
    cr_expect(v_obj(*a)->shape != v_obj(*c)->shape);
    cr_expect(getk(b, "y") == v_int(4));
    cr_expect(getk(c, "x") == v_int(4));
}

Test(shapes, delete_last_goes_back_non_last_goes_dict)
{
    Value *o = H(vm_new_object(vm));
    setk(o, "a", v_int(1));
    setk(o, "b", v_int(2));
    cr_expect(delk(o, "b") == 1);
    cr_expect(!(v_hdr(*o)->flags & OBJ_DICT));
    setk(o, "b", v_int(3));
    setk(o, "c", v_int(4));
    cr_expect(delk(o, "a") == 1);
    cr_expect(v_hdr(*o)->flags & OBJ_DICT);
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS), "b,c");
    cr_expect(getk(o, "c") == v_int(4));
    cr_expect(getk(o, "a") == V_UNDEF);
    setk(o, "a", v_int(5));
    cr_expect_str_eq(keys_of(*o, KEYS_STRINGS), "b,c,a");
}

Test(shapes, many_properties_dictionary)
{
    Value *o = H(vm_new_object(vm));
    char b[32];
    for (int i = 0; i < 300; i++) {
        snprintf(b, sizeof b, "k%d", i);
        cr_assert(setk(o, b, v_int(i)) == 0);
    }
    cr_expect(v_hdr(*o)->flags & OBJ_DICT);
    for (int i = 0; i < 300; i += 3) {
        snprintf(b, sizeof b, "k%d", i);
        cr_assert(delk(o, b) == 1);
    }
    for (int i = 0; i < 300; i++) {
        snprintf(b, sizeof b, "k%d", i);
        cr_expect(getk(o, b) == (i % 3 ? v_int(i) : V_UNDEF), "k%d", i);
    }
    Value *ks = H(vm_own_keys(vm, *o, KEYS_STRINGS));
    cr_expect(vm_array(*ks)->length == 200);
    cr_expect_str_eq(S(vm_get_index_js(vm, *ks, 0)), "k1");
}

Test(shapes, ic_own_proto_add)
{
    Value *proto = H(vm_new_object(vm));
    setk(proto, "m", v_int(7));
    Value *x = H(K("x")), *y = H(K("y")), *m = H(K("m"));
    InlineCache add1 = {0}, add2 = {0}, get = {0}, own = {0};
    Value *objs = H(vm_new_array(vm, 0));
    for (int i = 0; i < 4; i++) {
        size_t sc = gc_scope_open(vm);
        Value *n = H(vm_new_object_proto(vm, *proto));
        cr_assert(vm_put_field_ic_js(vm, *n, *x, v_int(i), &add1) == 0);
        cr_assert(vm_put_field_ic_js(vm, *n, *y, v_int(-i), &add2) == 0);
        cr_expect(vm_get_field_ic_js(vm, *n, *m, &get) == v_int(7));
        cr_expect(vm_get_field_ic_js(vm, *n, *y, &own) == v_int(-i));
        cr_expect(getk(n, "x") == v_int(i));
        vm_array_push(vm, *objs, *n);
        gc_scope_close(vm, sc);
    }
    cr_expect(add1.kind == IC_ADD && add2.kind == IC_ADD);
    cr_expect(get.kind == IC_PROTO && own.kind == IC_OWN);
    Value out;
    Value *o0 = H(vm_get_index_js(vm, *objs, 0));
    /* refill right before the hit check: a local cache is not a GC root,
     * so under TARN_GC_STRESS any allocation in between leaves it stale */
    cr_expect(vm_get_field_ic_js(vm, *o0, *m, &get) == v_int(7));
    cr_expect(vm_ic_get_hit(vm, *o0, *m, &get, &out) && out == v_int(7));
    /* a change to the prototype invalidates prototype entries */
    setk(proto, "z", v_int(1));
    cr_expect(!vm_ic_get_hit(vm, *o0, *m, &get, &out));
    cr_expect(vm_get_field_ic_js(vm, *o0, *m, &get) == v_int(7));
    /* ... and adds: a read-only `x` on the prototype must stop IC_ADD */
    cr_assert(vm_define_own(vm, *proto, *x, v_int(0), 0) == 0);
    Value *n = H(vm_new_object_proto(vm, *proto));
    cr_expect(vm_put_field_ic_js(vm, *n, *x, v_int(1), &add1) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot assign to read only property 'x' of object '#<Object>'");
}

Test(shapes, ic_array_and_string_length)
{
    InlineCache ic = {0}, ic2 = {0};
    Value *len = H(K("length"));
    Value *a = H(vm_new_array(vm, 0));
    vm_array_push(vm, *a, V_TRUE);
    cr_expect(vm_get_field_ic_js(vm, *a, *len, &ic) == v_int(1));
    cr_expect(ic.kind == IC_ARRAY_LENGTH);
    Value out;
    cr_expect(vm_ic_get_hit(vm, *a, *len, &ic, &out) && out == v_int(1));
    Value *s = H(STR("hello"));
    cr_expect(vm_get_field_ic_js(vm, *s, *len, &ic2) == v_int(5));
    cr_expect(ic2.kind == IC_STRING_LENGTH);
}

Test(shapes, set_proto_and_cycles)
{
    Value *a = H(vm_new_object(vm));
    Value *b = H(vm_new_object_proto(vm, *a));
    setk(a, "p", v_int(1));
    cr_expect(getk(b, "p") == v_int(1));
    cr_expect(vm_set_proto(vm, *a, *b) == -1);
    cr_expect_str_eq(exc_msg(), "Cyclic __proto__ value");
    cr_expect(vm_set_proto(vm, *b, V_NULL) == 0);
    cr_expect(getk(b, "p") == V_UNDEF);
    cr_expect(vm_get_proto_noalloc(*b) == V_NULL);
}

Test(shapes, freeze_and_errors)
{
    Value *o = H(vm_new_object(vm));
    setk(o, "x", v_int(1));
    cr_assert(vm_freeze(vm, *o, true) == 0);
    cr_expect(vm_is_frozen_noalloc(vm, *o, true));
    cr_expect(setk(o, "x", v_int(2)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot assign to read only property 'x' of object '#<Object>'");
    cr_expect(setk(o, "y", v_int(2)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot add property y, object is not extensible");
    cr_expect(delk(o, "x") == -1);
    cr_expect_str_eq(exc_msg(), "Cannot delete property 'x' of #<Object>");
    Value *u = H(V_UNDEF), *n = H(V_NULL), *s = H(STR("abc"));
    cr_expect(setk(u, "x", v_int(2)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot set properties of undefined (setting 'x')");
    cr_expect(getk(n, "x") == V_EXC);
    cr_expect_str_eq(exc_msg(), "Cannot read properties of null (reading 'x')");
    cr_expect(setk(s, "x", v_int(2)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot create property 'x' on string 'abc'");
    cr_expect(setk(s, "0", v_int(2)) == -1);
    cr_expect_str_eq(exc_msg(), "Cannot assign to read only property '0' of string 'abc'");
}
