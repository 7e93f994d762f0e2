/* tests/unit/gc/test_maptable.c — the Map/Set hash table (vm/maptable.h)
 * under the moving collector: object keys hash by address, so after a
 * collection moves them the table must notice and still find every key;
 * iteration cursors must follow tables replaced by growth and clear(). */
#include <criterion/criterion.h>

#include "../../../stdlib/lib.h"
#include "../../../vm/maptable.h"

static Vm *vm;
static void setup(void) { vm = lib_vm_new(); cr_assert(vm); }
static void teardown(void) { vm_free(vm); }

static Value new_map(void)
{
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, vm_new_object_class(vm, CLS_MAP, sizeof(MapObj), vm->builtin[B_MAP_PROTO]));
    cr_assert(*m != V_EXC);
    Value t = vm_maptable_new(vm, 0);
    cr_assert(t != V_EXC);
    GC_WRITE(vm, v_cell(*m), &((MapObj *)v_cell(*m))->table, t);
    Value r = *m;
    gc_scope_close(vm, sc);
    return r;
}

Test(maptable, object_keys_found_after_moves, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, new_map());
    enum { N = 200 };
    Value *keys = gc_handle(vm, V_UNDEF);
    for (int i = 1; i < N; i++)
        gc_handle(vm, V_UNDEF);
    for (int i = 0; i < N; i++) {
        keys[i] = vm_new_object(vm);
        cr_assert(keys[i] != V_EXC);
        cr_assert_eq(vm_map_put(vm, *m, keys[i], v_int(i)), 0);
    }
    Value before = keys[0];
    gc_collect(vm, "test");
    cr_assert_neq(keys[0], before, "the collector moved the key");
    cr_assert(vm_map_table(*m)->moved, "the trace noticed a moved key");
    for (int i = 0; i < N; i++) {
        MapEntry *e = vm_map_find_noalloc(*m, keys[i]);
        cr_assert(e, "key %d found after the move", i);
        cr_assert_eq(e->value, v_int(i));
    }
    cr_assert_not(vm_map_table(*m)->moved);
    Value stranger = vm_new_object(vm);
    cr_assert_null(vm_map_find_noalloc(*m, stranger));
    for (int i = 0; i < N; i += 2)
        cr_assert(vm_map_remove_noalloc(vm, *m, keys[i]));
    gc_collect(vm, "test");
    cr_assert_eq(vm_map_table(*m)->count, N / 2);
    for (int i = 0; i < N; i++)
        cr_assert_eq(vm_map_find_noalloc(*m, keys[i]) != NULL, i % 2 == 1, "key %d", i);
    gc_scope_close(vm, sc);
}

Test(maptable, cursor_follows_growth_and_clear, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, new_map());
    for (int i = 0; i < 3; i++)
        cr_assert_eq(vm_map_put(vm, *m, v_int(i), V_UNDEF), 0);
    Value *tbl = gc_handle(vm, ((MapObj *)v_cell(*m))->table);
    uint32_t pos = 0;
    Value t = *tbl;
    MapEntry *e = vm_map_cursor_noalloc(&t, &pos);
    *tbl = t;
    cr_assert(e && e->key == v_int(0));
    /* delete 1, then grow the table well past its first capacity */
    cr_assert(vm_map_remove_noalloc(vm, *m, v_int(1)));
    for (int i = 3; i < 40; i++)
        cr_assert_eq(vm_map_put(vm, *m, v_int(i), V_UNDEF), 0);
    gc_collect(vm, "test");
    cr_assert_neq(((MapTable *)v_cell(*tbl))->next, V_UNDEF, "growth replaced the cursor's table");
    int expect = 2, seen = 0;
    for (;;) {
        t = *tbl;
        e = vm_map_cursor_noalloc(&t, &pos);
        *tbl = t;
        if (!e)
            break;
        cr_assert_eq(e->key, v_int(expect), "after growth: %d", expect);
        expect++;
        seen++;
    }
    cr_assert_eq(seen, 38);
    /* clear: a cursor on the old table restarts at the new, empty one */
    Value *old = gc_handle(vm, ((MapObj *)v_cell(*m))->table);
    cr_assert_eq(vm_map_clear(vm, *m), 0);
    cr_assert_eq(vm_map_put(vm, *m, v_int(99), V_UNDEF), 0);
    pos = 5;
    t = *old;
    e = vm_map_cursor_noalloc(&t, &pos);
    cr_assert(e && e->key == v_int(99));
    cr_assert_eq(vm_map_table(*m)->count, 1);
    gc_scope_close(vm, sc);
}

Test(maptable, string_and_number_keys_normalised, .init = setup, .fini = teardown)
{
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, new_map());
    Value *a = gc_handle(vm, vm_str_from_cstr(vm, "hello"));
    Value *l = gc_handle(vm, vm_str_from_cstr(vm, "hel"));
    Value *r = gc_handle(vm, vm_str_from_cstr(vm, "lo"));
    Value *b = gc_handle(vm, vm_str_concat(vm, *l, *r));
    cr_assert_eq(vm_map_put(vm, *m, *a, v_int(1)), 0);
    cr_assert_eq(vm_map_put(vm, *m, *b, v_int(2)), 0);
    cr_assert_eq(vm_map_table(*m)->count, 1, "equal contents are one key");
    cr_assert_eq(vm_map_put(vm, *m, v_double_raw(-0.0), v_int(3)), 0);
    Value zero = vm_map_norm_key(vm, v_int(0));
    MapEntry *e = vm_map_find_noalloc(*m, zero);
    cr_assert(e && e->value == v_int(3) && e->key == v_int(0), "-0 is stored as +0");
    Value nan = vm_map_norm_key(vm, v_double_raw(0.0 / 0.0));
    cr_assert_eq(vm_map_put(vm, *m, nan, v_int(4)), 0);
    cr_assert_eq(vm_map_put(vm, *m, v_double_raw(-(0.0 / 0.0)), v_int(5)), 0);
    cr_assert_eq(vm_map_table(*m)->count, 3, "every NaN is one key");
    gc_collect(vm, "test");
    Value k = vm_map_norm_key(vm, *a);
    e = vm_map_find_noalloc(*m, k);
    cr_assert(e && e->value == v_int(2));
    gc_scope_close(vm, sc);
}
