/* stdlib/collection_ext.c — Object.groupBy and Map.groupBy (the spec's
 * GroupBy over any iterable), and getOrInsert / getOrInsertComputed on
 * Map.prototype and WeakMap.prototype (one implementation: both keep a
 * vm/maptable.h table; a WeakMap's only differs in being weak).
 *
 * Installed after Object, Map and WeakMap, so these come last among their
 * keys, as in V8. Messages are V8's.
 */
#include "lib.h"
#include "../vm/maptable.h"

/* ---- Object.groupBy / Map.groupBy ------------------------------------------- */

/* GetIterator(items) with V8's texts for these builtins. */
static int get_iterator(Vm *vm, Value *items, Value *iter, Value *next)
{
    Value m = vm_get_js(vm, *items, vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        return -1;
    if (!vm_is_callable_noalloc(m)) {
        LibBuf b;
        lib_buf_init(&b);
        if (lib_buf_typed(vm, &b, *items) == 0) {
            lib_buf_ch(&b, 0);
            vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))",
                           b.oom ? "value" : b.p);
        }
        lib_buf_free(&b);
        return -1;
    }
    Value it = vm_call_js(vm, m, *items, 0, NULL);
    if (it == V_EXC)
        return -1;
    if (!v_is_object(it)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
        return -1;
    }
    *iter = it;
    Value nx = vm_get_prop_js(vm, *iter, vm->atom[A_next]);
    if (nx == V_EXC)
        return -1;
    *next = nx;
    return 0;
}

/* magic 0: Object.groupBy (property keys, a null-prototype object),
 * 1: Map.groupBy (SameValueZero keys, a Map) */
static Value group_by(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    bool map = MAGIC;
    if (v_is_nullish(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "%s called on null or undefined", map ? "Map.groupBy" : "Object.groupBy");
    if (!vm_is_callable_noalloc(ARG(1))) {
        char b[128];
        vm_short_repr(vm, ARG(1), b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "%s is not a function", b);
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *items = gc_handle(vm, ARG(0)), *fn = gc_handle(vm, ARG(1));
    Value *iter = gc_handle(vm, V_UNDEF), *next = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    Value *key = gc_handle(vm, V_UNDEF), *group = gc_handle(vm, V_UNDEF), *res = gc_handle(vm, V_UNDEF);
    if (map) {
        *res = vm_new_object_class(vm, CLS_MAP, sizeof(MapObj), vm->builtin[B_MAP_PROTO]);
        Value t = *res == V_EXC ? V_EXC : vm_maptable_new(vm, 0);
        if (t == V_EXC)
            goto out;
        GC_WRITE(vm, v_cell(*res), &((MapObj *)v_cell(*res))->table, t);
    } else {
        *res = vm_new_object_proto(vm, V_NULL);
    }
    if (*res == V_EXC || get_iterator(vm, items, iter, next) < 0)
        goto out;
    for (double k = 0;; k++) {
        int s = vm_iter_step_js(vm, *iter, *next, val);
        if (s < 0)
            goto out;
        if (s == 0)
            break;
        Value args[2] = {*val, v_num(k)};
        *key = vm_call_js(vm, *fn, V_UNDEF, 2, args);
        if (*key == V_EXC)
            goto fail_close;
        if (map) {
            if ((*key = vm_map_norm_key(vm, *key)) == V_EXC)
                goto out;
            MapEntry *e = vm_map_find_noalloc(*res, *key);
            *group = e ? e->value : V_UNDEF;
        } else {
            if ((*key = vm_to_propkey_js(vm, *key)) == V_EXC)
                goto fail_close;
            PropDesc d;
            *group = vm_get_own_prop(vm, *res, *key, &d) == 1 ? d.value : V_UNDEF;
        }
        if (*group == V_UNDEF) {
            if ((*group = vm_new_array(vm, 1)) == V_EXC)
                goto out;
            if (map ? vm_map_put(vm, *res, *key, *group) < 0 : vm_define_own(vm, *res, *key, *group, PROP_DEFAULT) < 0)
                goto out;
        }
        if (vm_array_append(vm, *group, *val) < 0)
            goto out;
    }
    r = *res;
    goto out;
fail_close:
    vm_iter_close_quiet(vm, *iter);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- getOrInsert / getOrInsertComputed ---------------------------------------- */

static const char *const upsert_names[2][2] = {
    {"Map.prototype.getOrInsert", "Map.prototype.getOrInsertComputed"},
    {"WeakMap.prototype.getOrInsert", "WeakMap.prototype.getOrInsertComputed"},
};

/* magic: (weak ? 2 : 0) | computed */
static Value get_or_insert(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    bool weak = MAGIC & 2, computed = MAGIC & 1;
    const char *name = upsert_names[weak][computed];
    if (!v_is_class(THIS, weak ? CLS_WEAKMAP : CLS_MAP)) {
        return lib_throw_incompatible(vm, name, THIS);
    }
    if (weak && !(v_is_object(ARG(0)) || (v_is_symbol(ARG(0)) && ((Symbol *)v_cell(ARG(0)))->is_registered == 0)))
        return vm_throw_error(vm, ERR_TYPE, "Invalid value used as weak map key");
    if (computed && !vm_is_callable_noalloc(ARG(1)))
        return vm_throw_error(vm, ERR_TYPE, "%s is not a function", name);
    Value key = vm_map_norm_key(vm, ARG(0));
    if (key == V_EXC)
        return V_EXC;
    MapEntry *e = vm_map_find_noalloc(THIS, key);
    if (e)
        return e->value;
    if (!computed)
        return vm_map_put(vm, THIS, key, ARG(1)) < 0 ? V_EXC : ARG(1);
    size_t sc = gc_scope_open(vm);
    Value *k = gc_handle(vm, key);
    Value r = vm_call_js(vm, ARG(1), V_UNDEF, 1, k);
    if (r != V_EXC) {
        /* the callback may have inserted the key itself: the result overwrites it */
        Value *rh = gc_handle(vm, r);
        r = vm_map_put(vm, THIS, *k, *rh) < 0 ? V_EXC : *rh;
    }
    gc_scope_close(vm, sc);
    return r;
}

int lib_install_collection_ext(Vm *vm)
{
    static const LibFn map_fns[] = {
        {"getOrInsert", get_or_insert, 2, 0}, {"getOrInsertComputed", get_or_insert, 2, 1}, {NULL, NULL, 0, 0},
    };
    static const LibFn weakmap_fns[] = {
        {"getOrInsert", get_or_insert, 2, 2}, {"getOrInsertComputed", get_or_insert, 2, 3}, {NULL, NULL, 0, 0},
    };
    static const LibFn object_static[] = {{"groupBy", group_by, 2, 0}, {NULL, NULL, 0, 0}};
    static const LibFn map_static[] = {{"groupBy", group_by, 2, 1}, {NULL, NULL, 0, 0}};
    if (lib_def_fns(vm, vm->builtin[B_MAP_PROTO], map_fns) < 0 ||
        lib_def_fns(vm, vm->builtin[B_WEAKMAP_PROTO], weakmap_fns) < 0)
        return -1;
    static const char *const ctors[2] = {"Object", "Map"};
    for (int i = 0; i < 2; i++) {
        Value c = vm_get_str_js(vm, vm->global, ctors[i]);
        if (c == V_EXC || lib_def_fns(vm, c, i ? map_static : object_static) < 0)
            return -1;
    }
    return 0;
}
