/* stdlib/map.c — Map and Set: constructors (from any iterable), their
 * prototype methods, and %MapIteratorPrototype% / %SetIteratorPrototype%.
 *
 * The storage is vm/maptable.h's insertion-ordered hash table; this file
 * only adds the JS surface. forEach and the iterators walk the table with
 * vm_map_cursor_noalloc, which follows tables replaced by growth or clear(),
 * so entries added during iteration are visited and deleted ones skipped.
 * Errors use V8's wording ("Method Map.prototype.get called on
 * incompatible receiver ...", "number 5 is not a function").
 */
#include <stdio.h>

#include "lib.h"
#include "../vm/maptable.h"

/* V8's rendering of a value in "... is not a function" / "... is not
 * iterable" from these builtins: the type, then primitives' values. */
static void type_desc(Vm *vm, Value v, char *buf, size_t cap)
{
    char r[96];
    if (v == V_UNDEF) {
        snprintf(buf, cap, "undefined");
    } else if (v == V_NULL) {
        snprintf(buf, cap, "object null");
    } else if (v_is_string(v)) {
        vm_short_repr(vm, v, r, sizeof r);
        snprintf(buf, cap, "string \"%s\"", r);
    } else if (v_is_number(v) || v_is_bool(v)) {
        vm_short_repr(vm, v, r, sizeof r);
        snprintf(buf, cap, "%s %s", v_is_number(v) ? "number" : "boolean", r);
    } else if (v_is_symbol(v)) {
        snprintf(buf, cap, "symbol");
    } else {
        snprintf(buf, cap, vm_is_callable_noalloc(v) ? "function" : "object");
    }
}


#define CHECK_RECV(cls, name)                   \
    do {                                        \
        if (!v_is_class(THIS, (cls)))           \
            return lib_throw_incompatible(vm, name, THIS); \
    } while (0)

/* { value: v, done } with the shared iterator-result shape (vm/generator.c) */
static Value iter_result(Vm *vm, Value v, bool done)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value r = vm_iter_result(vm, vh, done);
    gc_scope_close(vm, sc);
    return r;
}

/* ---- constructors ----------------------------------------------------------- */

/* One value from the constructor's iterable: an entry [k, v] for Map, a
 * value for Set; through the original adder directly, else by calling it. */
static int add_item(Vm *vm, bool set, bool fast, Value *obj, Value *adder, Value *item)
{
    size_t sc = gc_scope_open(vm);
    Value *kv = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF); /* kv[1] */
    int rc = -1;
    if (set) {
        kv[0] = *item;
    } else {
        if (!v_is_object(*item)) {
            char d[128];
            vm_short_repr(vm, *item, d, sizeof d);
            vm_throw_error(vm, ERR_TYPE, "Iterator value %s is not an entry object", d);
            goto out;
        }
        if ((kv[0] = vm_get_index_js(vm, *item, 0)) == V_EXC || (kv[1] = vm_get_index_js(vm, *item, 1)) == V_EXC)
            goto out;
    }
    if (fast)
        rc = vm_map_put(vm, *obj, kv[0], kv[1]);
    else
        rc = vm_call_js(vm, *adder, *obj, set ? 1 : 2, kv) == V_EXC ? -1 : 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* Map, Set, WeakMap and WeakSet construction (weak.c calls this too): the
 * object with its table, then the iterable's items through the adder. */
static const struct {
    const char *name;
    uint8_t cls;
    bool set;
    BuiltinId proto, adder; /* adder: the original set/add (fast path) */
} coll_kinds[] = {
    [LIB_COLL_MAP] = {"Map", CLS_MAP, false, B_MAP_PROTO, B_MAP_SET},
    [LIB_COLL_SET] = {"Set", CLS_SET, true, B_SET_PROTO, B_SET_ADD},
    [LIB_COLL_WEAKMAP] = {"WeakMap", CLS_WEAKMAP, false, B_WEAKMAP_PROTO, B__COUNT},
    [LIB_COLL_WEAKSET] = {"WeakSet", CLS_WEAKSET, true, B_WEAKSET_PROTO, B__COUNT},
};

Value lib_coll_new(Vm *vm, Value *argv, int argc, bool construct, int kind)
{
    const char *name = coll_kinds[kind].name;
    bool set = coll_kinds[kind].set;
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor %s requires 'new'", name);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, vm->builtin[coll_kinds[kind].proto]);
    Value *obj = gc_handle(vm, V_UNDEF), *adder = gc_handle(vm, V_UNDEF);
    Value *iter = gc_handle(vm, V_UNDEF), *next = gc_handle(vm, V_UNDEF);
    Value *item = gc_handle(vm, V_UNDEF);
    if (v_is_object(THIS) && THIS != CALLEE) { /* subclass: new.target.prototype */
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    *obj = vm_new_object_class(vm, coll_kinds[kind].cls, sizeof(MapObj), *proto);
    if (*obj == V_EXC)
        goto out;
    Value t = vm_maptable_new(vm, 0);
    if (t == V_EXC)
        goto out;
    GC_WRITE(vm, v_obj(*obj), &((MapObj *)v_cell(*obj))->table, t);
    if (v_is_nullish(ARG(0))) {
        r = *obj;
        goto out;
    }
    Value ak = set ? vm_key(vm, "add") : vm->atom[A_set]; /* atoms never move */
    if (ak == V_EXC)
        goto out;
    *adder = vm_get_prop_js(vm, *obj, ak);
    if (*adder == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(*adder)) {
        char a[96], o[96];
        vm_short_repr(vm, *adder, a, sizeof a);
        vm_short_repr(vm, *obj, o, sizeof o);
        vm_throw_error(vm, ERR_TYPE, "'%s' returned for property '%s' of object '%s' is not a function", a,
                       set ? "add" : "set", o);
        goto out;
    }
    bool fast = coll_kinds[kind].adder != B__COUNT && *adder == vm->builtin[coll_kinds[kind].adder];
    Value m = vm_get_js(vm, ARG(0), vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(m)) {
        char d[128];
        type_desc(vm, ARG(0), d, sizeof d);
        vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))", d);
        goto out;
    }
    if (vm_array_iter_native_noalloc(vm, ARG(0), m)) {
        /* the array iterator, without it or its result objects */
        for (uint32_t i = 0; i < vm_array(ARG(0))->length; i++) {
            *item = vm_get_index_js(vm, ARG(0), i);
            if (*item == V_EXC)
                goto out;
            if (add_item(vm, set, fast, obj, adder, item) < 0) {
                vm_array_iter_close_quiet(vm, ARG(0), ITER_KIND_VALUES, i + 1);
                goto out;
            }
        }
        r = *obj;
        goto out;
    }
    *iter = vm_call_js(vm, m, ARG(0), 0, NULL);
    if (*iter == V_EXC)
        goto out;
    if (!v_is_object(*iter)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
        goto out;
    }
    *next = vm_get_prop_js(vm, *iter, vm->atom[A_next]);
    if (*next == V_EXC)
        goto out;
    for (;;) {
        int st = vm_iter_step_js(vm, *iter, *next, item);
        if (st < 0)
            goto out;
        if (st == 0)
            break;
        if (add_item(vm, set, fast, obj, adder, item) < 0) {
            vm_iter_close_quiet(vm, *iter);
            goto out;
        }
    }
    r = *obj;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value map_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_coll_new(vm, argv, argc, construct, LIB_COLL_MAP);
}

static Value set_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_coll_new(vm, argv, argc, construct, LIB_COLL_SET);
}

/* ---- shared methods (magic: 0 Map, 1 Set) ------------------------------------ */

#define RECV_CLS (MAGIC ? CLS_SET : CLS_MAP)
#define RECV_NAME(m) (MAGIC ? "Set.prototype." m : "Map.prototype." m)

static Value map_get(Vm *vm, Value *argv, int argc, bool construct)
{
    CHECK_RECV(CLS_MAP, "Map.prototype.get");
    Value k = vm_map_norm_key(vm, ARG(0));
    if (k == V_EXC)
        return V_EXC;
    MapEntry *e = vm_map_find_noalloc(THIS, k);
    return e ? e->value : V_UNDEF;
}

static Value map_set(Vm *vm, Value *argv, int argc, bool construct)
{
    CHECK_RECV(CLS_MAP, "Map.prototype.set");
    if (vm_map_put(vm, THIS, ARG(0), ARG(1)) < 0)
        return V_EXC;
    return THIS;
}

static Value set_add(Vm *vm, Value *argv, int argc, bool construct)
{
    CHECK_RECV(CLS_SET, "Set.prototype.add");
    if (vm_map_put(vm, THIS, ARG(0), V_UNDEF) < 0)
        return V_EXC;
    return THIS;
}

static Value coll_has(Vm *vm, Value *argv, int argc, bool construct)
{
    CHECK_RECV(RECV_CLS, RECV_NAME("has"));
    Value k = vm_map_norm_key(vm, ARG(0));
    if (k == V_EXC)
        return V_EXC;
    return v_bool(vm_map_find_noalloc(THIS, k) != NULL);
}

static Value coll_delete(Vm *vm, Value *argv, int argc, bool construct)
{
    CHECK_RECV(RECV_CLS, RECV_NAME("delete"));
    Value k = vm_map_norm_key(vm, ARG(0));
    if (k == V_EXC)
        return V_EXC;
    return v_bool(vm_map_remove_noalloc(vm, THIS, k));
}

static Value coll_clear(Vm *vm, Value *argv, int argc, bool construct)
{
    CHECK_RECV(RECV_CLS, RECV_NAME("clear"));
    return vm_map_clear(vm, THIS) < 0 ? V_EXC : V_UNDEF;
}

static Value coll_size(Vm *vm, Value *argv, int argc, bool construct)
{
    CHECK_RECV(RECV_CLS, MAGIC ? "get Set.prototype.size" : "get Map.prototype.size");
    return v_num((double)vm_map_table(THIS)->count);
}

static Value coll_for_each(Vm *vm, Value *argv, int argc, bool construct)
{
    bool set = MAGIC;
    CHECK_RECV(RECV_CLS, RECV_NAME("forEach"));
    if (!vm_is_callable_noalloc(ARG(0))) {
        char d[128];
        type_desc(vm, ARG(0), d, sizeof d);
        return vm_throw_error(vm, ERR_TYPE, "%s is not a function", d);
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *tbl = gc_handle(vm, ((MapObj *)v_cell(THIS))->table);
    uint32_t pos = 0;
    for (;;) {
        Value t = *tbl;
        MapEntry *e = vm_map_cursor_noalloc(&t, &pos);
        *tbl = t;
        if (!e)
            break;
        Value args[3] = {set ? e->key : e->value, e->key, THIS};
        if (vm_call_js(vm, ARG(0), ARG(1), 3, args) == V_EXC)
            goto out;
    }
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- iterators ------------------------------------------------------------------ */

/* magic: MAP_ITER_* | 4 for Set */
static Value coll_iter(Vm *vm, Value *argv, int argc, bool construct)
{
    bool set = MAGIC & 4;
    int kind = MAGIC & 3;
    if (!v_is_class(THIS, set ? CLS_SET : CLS_MAP))
        return lib_throw_incompatible(vm, set ? (kind == MAP_ITER_ENTRIES ? "Set.prototype.entries" : "Set.prototype.values")
                                    : kind == MAP_ITER_KEYS ? "Map.prototype.keys"
                                    : kind == MAP_ITER_VALUES ? "Map.prototype.values" : "Map.prototype.entries",
                            THIS);
    Value it = vm_new_object_class(vm, set ? CLS_SET_ITER : CLS_MAP_ITER, sizeof(MapIter),
                                   vm->builtin[set ? B_SET_ITER_PROTO : B_MAP_ITER_PROTO]);
    if (it == V_EXC)
        return V_EXC;
    MapIter *m = v_cell(it);
    GC_WRITE(vm, m, &m->table, ((MapObj *)v_cell(THIS))->table);
    GC_WRITE(vm, m, &m->index, v_int(0));
    GC_WRITE(vm, m, &m->kind, v_int(kind));
    return it;
}

static Value coll_iter_next(Vm *vm, Value *argv, int argc, bool construct)
{
    bool set = MAGIC;
    if (!v_is_class(THIS, set ? CLS_SET_ITER : CLS_MAP_ITER))
        return lib_throw_incompatible(vm, set ? "Set Iterator.prototype.next" : "Map Iterator.prototype.next", THIS);
    MapIter *m = v_cell(THIS);
    if (m->table == V_UNDEF)
        return iter_result(vm, V_UNDEF, true);
    Value t = m->table;
    uint32_t pos = (uint32_t)v_get_int(m->index);
    MapEntry *e = vm_map_cursor_noalloc(&t, &pos);
    GC_WRITE(vm, m, &m->table, e ? t : V_UNDEF);
    GC_WRITE(vm, m, &m->index, v_int((int32_t)pos));
    if (!e)
        return iter_result(vm, V_UNDEF, true);
    int kind = v_get_int(m->kind);
    Value k = e->key, v = set ? e->key : e->value;
    if (kind == MAP_ITER_KEYS)
        return iter_result(vm, k, false);
    if (kind == MAP_ITER_VALUES)
        return iter_result(vm, v, false);
    size_t sc = gc_scope_open(vm);
    Value *pair = gc_handle(vm, k);
    gc_handle(vm, v);
    Value arr = vm_new_array_from(vm, pair, 2);
    gc_scope_close(vm, sc);
    return arr == V_EXC ? V_EXC : iter_result(vm, arr, false);
}

/* ---- installation ------------------------------------------------------------------ */

static int def_tag(Vm *vm, Value obj, const char *tag)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value s = vm_str_from_cstr(vm, tag);
    int rc = s == V_EXC ? -1 : vm_define_own(vm, *oh, vm->builtin[B_SYM_TO_STRING_TAG], s, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

/* obj[to] = obj[from] (the same function object), non-enumerable. */
static int alias(Vm *vm, Value obj, const char *from, Value to_key)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *kh = gc_handle(vm, to_key);
    int rc = -1;
    Value f = vm_get_str_js(vm, *oh, from);
    if (f != V_EXC)
        rc = vm_define_own(vm, *oh, *kh, f, PROP_METHOD);
    gc_scope_close(vm, sc);
    return rc;
}

/* get Map[@@species] / Set[@@species]: returns this */
static Value coll_species(Vm *vm, Value *argv, int argc, bool construct)
{
    return THIS;
}

static int def_species(Vm *vm, Value ctor)
{
    size_t sc = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int rc = -1;
    Value g = vm_new_native(vm, "get [Symbol.species]", coll_species, 0, 0);
    if (g != V_EXC)
        rc = vm_define_accessor(vm, *c, vm->builtin[B_SYM_SPECIES], g, V_UNDEF, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

static int install_iter_proto(Vm *vm, BuiltinId id, const char *tag, int magic)
{
    Value p = vm_new_object_proto(vm, vm->builtin[B_ITERATOR_PROTO]);
    if (p == V_EXC)
        return -1;
    vm->builtin[id] = p;
    if (vm_def_native(vm, vm->builtin[id], "next", coll_iter_next, 0, magic) < 0)
        return -1;
    return def_tag(vm, vm->builtin[id], tag);
}

static int install_one(Vm *vm, bool set)
{
    static const LibFn map_fns[] = {
        {"get", map_get, 1, 0},         {"set", map_set, 2, 0},       {"has", coll_has, 1, 0},
        {"delete", coll_delete, 1, 0},  {"clear", coll_clear, 0, 0},  {"entries", coll_iter, 0, MAP_ITER_ENTRIES},
        {"forEach", coll_for_each, 1, 0}, {"keys", coll_iter, 0, MAP_ITER_KEYS}, {NULL, NULL, 0, 0},
    };
    static const LibFn map_tail[] = {{"values", coll_iter, 0, MAP_ITER_VALUES}, {NULL, NULL, 0, 0}};
    /* Set.prototype in V8's key order, the set methods (set_methods.c) among them */
    static const LibFn set_fns[] = {
        {"has", coll_has, 1, 1},   {"add", set_add, 1, 1}, {"delete", coll_delete, 1, 1}, {NULL, NULL, 0, 0},
    };
    static const LibFn set_fns2[] = {
        {"clear", coll_clear, 0, 1}, {"entries", coll_iter, 0, 4 | MAP_ITER_ENTRIES},
        {"forEach", coll_for_each, 1, 1}, {NULL, NULL, 0, 0},
    };
    static const LibFn set_tail[] = {{"values", coll_iter, 0, 4 | MAP_ITER_VALUES}, {NULL, NULL, 0, 0}};
    BuiltinId pid = set ? B_SET_PROTO : B_MAP_PROTO;
    Value p = vm_new_object(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[pid] = p;
    Value ctor = vm_def_ctor(vm, set ? "Set" : "Map", set ? set_ctor : map_ctor, 0, vm->builtin[pid]);
    if (ctor == V_EXC || def_species(vm, ctor) < 0)
        return -1;
    if (lib_def_fns(vm, vm->builtin[pid], set ? set_fns : map_fns) < 0)
        return -1;
    if (set && (lib_set_def_method(vm, vm->builtin[pid], "difference") < 0 ||
                lib_def_fns(vm, vm->builtin[pid], set_fns2) < 0 ||
                lib_set_def_method(vm, vm->builtin[pid], "intersection") < 0 ||
                lib_set_def_method(vm, vm->builtin[pid], "isSubsetOf") < 0 ||
                lib_set_def_method(vm, vm->builtin[pid], "isSupersetOf") < 0 ||
                lib_set_def_method(vm, vm->builtin[pid], "isDisjointFrom") < 0))
        return -1;
    /* the size getter sees the magic of its native: one per kind */
    Value size = vm_key(vm, "size");
    if (size == V_EXC)
        return -1;
    Value g = vm_new_native(vm, "get size", coll_size, 0, set);
    if (g == V_EXC || vm_define_accessor(vm, vm->builtin[pid], size, g, V_UNDEF, PROP_CONFIGURABLE) < 0)
        return -1;
    if (set && (lib_set_def_method(vm, vm->builtin[pid], "symmetricDifference") < 0 ||
                lib_set_def_method(vm, vm->builtin[pid], "union") < 0))
        return -1;
    if (lib_def_fns(vm, vm->builtin[pid], set ? set_tail : map_tail) < 0)
        return -1;
    Value keys = set ? vm_key(vm, "keys") : V_UNDEF;
    if (keys == V_EXC || (set && alias(vm, vm->builtin[pid], "values", keys) < 0))
        return -1;
    if (alias(vm, vm->builtin[pid], set ? "values" : "entries", vm->builtin[B_SYM_ITERATOR]) < 0)
        return -1;
    if (def_tag(vm, vm->builtin[pid], set ? "Set" : "Map") < 0)
        return -1;
    Value adder = vm_get_str_js(vm, vm->builtin[pid], set ? "add" : "set");
    if (adder == V_EXC)
        return -1;
    vm->builtin[set ? B_SET_ADD : B_MAP_SET] = adder;
    return install_iter_proto(vm, set ? B_SET_ITER_PROTO : B_MAP_ITER_PROTO, set ? "Set Iterator" : "Map Iterator",
                              set);
}

int lib_install_map(Vm *vm)
{
    if (install_one(vm, false) < 0 || install_one(vm, true) < 0)
        return -1;
    return 0;
}
