/* stdlib/object.c — the Object constructor and its static methods (keys,
 * values, entries, fromEntries, assign, create, the integrity levels,
 * property descriptors, prototypes, is, hasOwn). Object.prototype lives in
 * stdlib/object_proto.c.
 *
 * Key lists come from vm_own_keys in spec order (integer keys ascending,
 * then strings, then symbols, each by insertion). Methods that read values
 * while walking a key list re-check each key (a getter may delete or hide a
 * later one), as the spec's EnumerableOwnProperties and assign do.
 */
#include "lib.h"
#include "../vm/module.h"

/* 1 if obj has an own enumerable property key (a string/symbol from
 * vm_own_keys), 0 if not, -1 on error; *pk receives the propkey. */
static int own_enumerable(Vm *vm, Value obj, Value key, Value *pk)
{
    Value k = vm_to_propkey_js(vm, key);
    if (k == V_EXC)
        return -1;
    *pk = k;
    PropDesc d;
    int found = vm_get_own_prop(vm, obj, *pk, &d);
    if (found <= 0)
        return found;
    return (d.attrs & PROP_ENUMERABLE) != 0;
}

/* magic 0 keys, 1 values, 2 entries */
static Value obj_keys(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    size_t s = gc_scope_open(vm);
    Value *o = gc_handle(vm, vm_to_object(vm, ARG(0)));
    Value r = V_EXC;
    if (*o == V_EXC)
        goto done;
    /* values/entries check each key when they reach it (a proxy's traps
     * show the order): prefiltering is only a shortcut for the others */
    unsigned kf = KEYS_STRINGS | (magic != 0 && v_is_proxy(*o) ? 0 : KEYS_ENUMERABLE_ONLY);
    Value *keys = gc_handle(vm, vm_own_keys(vm, *o, kf));
    if (*keys != V_EXC && vm_module_ns_check_keys_js(vm, *o) < 0)
        goto done;
    if (*keys == V_EXC || magic == 0) {
        r = *keys;
        goto done;
    }
    Value *out = gc_handle(vm, vm_new_array(vm, 0));
    Value *pair = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value *pk = gc_handle(vm, V_UNDEF);
    if (*out == V_EXC)
        goto done;
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        pair[0] = vm_array(*keys)->elems->v[i];
        int e = own_enumerable(vm, *o, pair[0], pk);
        if (e < 0)
            goto done;
        if (!e)
            continue;
        pair[1] = vm_get_prop_js(vm, *o, *pk);
        if (pair[1] == V_EXC)
            goto done;
        Value item = magic == 1 ? pair[1] : vm_new_array_from(vm, pair, 2);
        if (item == V_EXC || vm_array_append(vm, *out, item) < 0)
            goto done;
    }
    r = *out;
done:
    gc_scope_close(vm, s);
    return r;
}

static Value obj_assign(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t s = gc_scope_open(vm);
    Value *t = gc_handle(vm, vm_to_object(vm, ARG(0)));
    Value *keys = gc_handle(vm, V_UNDEF), *pk = gc_handle(vm, V_UNDEF);
    Value *from = gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (*t == V_EXC)
        goto done;
    for (int a = 1; a < argc; a++) {
        if (v_is_nullish(argv[a]))
            continue;
        *from = vm_to_object(vm, argv[a]);
        if (*from == V_EXC)
            goto done;
        *keys = vm_own_keys(vm, *from, KEYS_STRINGS | KEYS_SYMBOLS);
        if (*keys == V_EXC)
            goto done;
        for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
            int e = own_enumerable(vm, *from, vm_array(*keys)->elems->v[i], pk);
            if (e < 0)
                goto done;
            if (!e)
                continue;
            Value v = vm_get_prop_js(vm, *from, *pk);
            if (v == V_EXC || vm_set_js(vm, *t, *pk, v) < 0)
                goto done;
        }
    }
    r = *t;
done:
    gc_scope_close(vm, s);
    return r;
}

int lib_buf_typed(Vm *vm, LibBuf *b, Value v)
{
    if (lib_buf_jsstr(vm, b, vm_typeof_noalloc(vm, v)) < 0)
        return -1;
    if (v == V_NULL)
        lib_buf_str(b, " null");
    if (v_is_number(v) || v_is_bool(v) || v_is_string(v)) {
        Value s = vm_to_string_js(vm, v);
        lib_buf_str(b, v_is_string(v) ? " \"" : " ");
        if (s == V_EXC || lib_buf_jsstr(vm, b, s) < 0)
            return -1;
        if (v_is_string(v))
            lib_buf_ch(b, '"');
    }
    return 0;
}

/* A primitive as V8 prints it in messages: ToString, or Symbol(desc). */
static int buf_prim(Vm *vm, LibBuf *b, Value p)
{
    if (v_is_symbol(p)) {
        Value d = ((Symbol *)v_cell(p))->desc;
        lib_buf_str(b, "Symbol(");
        if (v_is_string(d) && lib_buf_jsstr(vm, b, d) < 0)
            return -1;
        lib_buf_ch(b, ')');
        return 0;
    }
    Value s = vm_to_string_js(vm, p);
    return s == V_EXC ? -1 : lib_buf_jsstr(vm, b, s);
}

/* "number 5 is not iterable (cannot read property Symbol(Symbol.iterator))" */
static void throw_not_iterable_typed(Vm *vm, Value v)
{
    LibBuf b;
    lib_buf_init(&b);
    if (lib_buf_typed(vm, &b, v) == 0) {
        lib_buf_ch(&b, 0);
        vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))",
                       b.p);
    }
    lib_buf_free(&b);
}

/* Object.fromEntries(iterable): each entry's [0] and [1] become a property. */
static Value obj_from_entries(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t s = gc_scope_open(vm);
    Value r = V_EXC;
    Value *out = gc_handle(vm, V_UNDEF), *iter = gc_handle(vm, V_UNDEF);
    Value *next = gc_handle(vm, V_UNDEF), *item = gc_handle(vm, V_UNDEF);
    Value *key = gc_handle(vm, V_UNDEF);
    if (v_is_nullish(ARG(0))) {
        vm_throw_error(vm, ERR_TYPE, "undefined is not iterable"); /* V8 says so for null too */
        goto done;
    }
    *out = vm_new_object(vm);
    if (*out == V_EXC)
        goto done;
    /* GetIterator by hand: builtins word a missing @@iterator differently
     * from for-of ("number 5 is not iterable (cannot read ...)") */
    *iter = vm_get_js(vm, ARG(0), vm->builtin[B_SYM_ITERATOR]);
    if (*iter == V_EXC)
        goto done;
    if (!vm_is_callable_noalloc(*iter)) {
        throw_not_iterable_typed(vm, ARG(0));
        goto done;
    }
    *iter = vm_call_js(vm, *iter, ARG(0), 0, NULL);
    if (*iter == V_EXC)
        goto done;
    if (!v_is_object(*iter)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
        goto done;
    }
    *next = vm_get_prop_js(vm, *iter, vm->atom[A_next]);
    if (*next == V_EXC)
        goto done;
    for (;;) {
        Value v;
        int st = vm_iter_step_js(vm, *iter, *next, &v);
        if (st < 0)
            goto done;
        if (st == 0)
            break;
        *item = v;
        if (!v_is_object(*item)) {
            LibBuf b;
            lib_buf_init(&b);
            int rc = buf_prim(vm, &b, *item);
            lib_buf_ch(&b, 0);
            if (rc == 0)
                vm_throw_error(vm, ERR_TYPE, "Iterator value %s is not an entry object", b.p);
            lib_buf_free(&b);
            goto close;
        }
        Value k = vm_get_index_js(vm, *item, 0);
        if (k == V_EXC)
            goto close;
        *key = k;
        Value val = vm_get_index_js(vm, *item, 1);
        if (val == V_EXC)
            goto close;
        *item = val;
        k = vm_to_propkey_js(vm, *key);
        if (k == V_EXC)
            goto close;
        *key = k;
        if (vm_define_own(vm, *out, *key, *item, PROP_DEFAULT) < 0)
            goto close;
    }
    r = *out;
    goto done;
close: {
    /* IteratorClose keeps the original exception */
    Value exc = vm_take_exception(vm);
    *item = exc;
    if (vm_iter_close_js(vm, *iter) < 0)
        vm_take_exception(vm);
    vm_throw(vm, *item);
}
done:
    gc_scope_close(vm, s);
    return r;
}

/* magic 0 freeze, 1 seal, 2 preventExtensions */
static Value obj_freeze(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_object(ARG(0))) {
        int rc = MAGIC == 2 ? vm_prevent_extensions(vm, ARG(0)) : vm_freeze(vm, ARG(0), MAGIC == 0);
        if (rc < 0)
            return V_EXC;
    }
    return ARG(0);
}

/* magic 0 isFrozen, 1 isSealed, 2 isExtensible */
static Value obj_is_frozen(Vm *vm, Value *argv, int argc, bool construct)
{
    Value o = ARG(0);
    int r = MAGIC == 2 ? vm_is_extensible_js(vm, o) : !v_is_object(o) ? 1 : vm_is_frozen_js(vm, o, MAGIC == 0);
    return r < 0 ? V_EXC : v_bool(r);
}

static Value obj_get_proto(Vm *vm, Value *argv, int argc, bool construct)
{
    Value o = vm_to_object(vm, ARG(0));
    if (o == V_EXC)
        return V_EXC;
    return vm_get_proto_js(vm, o);
}

/* node's text for a value that is not a valid prototype */
static Value throw_bad_proto(Vm *vm, Value p)
{
    LibBuf b;
    lib_buf_init(&b);
    if (buf_prim(vm, &b, p) == 0) {
        lib_buf_ch(&b, 0);
        vm_throw_error(vm, ERR_TYPE, "Object prototype may only be an Object or null: %s", b.p);
    }
    lib_buf_free(&b);
    return V_EXC;
}

static Value obj_set_proto(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_nullish(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "Object.setPrototypeOf called on null or undefined");
    if (!v_is_object(ARG(1)) && ARG(1) != V_NULL)
        return throw_bad_proto(vm, ARG(1));
    if (v_is_object(ARG(0)) && vm_set_proto(vm, ARG(0), ARG(1)) < 0)
        return V_EXC;
    return ARG(0);
}

static Value obj_create(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)) && ARG(0) != V_NULL)
        return throw_bad_proto(vm, ARG(0));
    Value o = vm_new_object_proto(vm, ARG(0));
    if (o == V_EXC || ARG(1) == V_UNDEF)
        return o;
    size_t s = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    Value r = vm_define_properties_js(vm, *oh, ARG(1)) < 0 ? V_EXC : *oh;
    gc_scope_close(vm, s);
    return r;
}

static Value obj_define_property(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "Object.defineProperty called on non-object");
    Value k = vm_to_propkey_js(vm, ARG(1));
    if (k == V_EXC)
        return V_EXC;
    if (vm_define_from_desc_js(vm, ARG(0), k, ARG(2)) < 0)
        return V_EXC;
    return ARG(0);
}

static Value obj_define_properties(Vm *vm, Value *argv, int argc, bool construct)
{
    if (vm_define_properties_js(vm, ARG(0), ARG(1)) < 0)
        return V_EXC;
    return ARG(0);
}

/* Descriptor object of own property key of o (handle), or undefined. */
static Value own_desc_js(Vm *vm, Value *o, Value key)
{
    PropDesc d;
    int found = vm_get_own_prop(vm, *o, key, &d);
    if (found < 0)
        return V_EXC;
    if (!found)
        return V_UNDEF;
    return vm_desc_to_object_js(vm, &d);
}

static Value obj_get_own_desc(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t s = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_to_object(vm, ARG(0)));
    if (*o == V_EXC)
        goto done;
    Value k = vm_to_propkey_js(vm, ARG(1));
    if (k != V_EXC)
        r = own_desc_js(vm, o, k);
done:
    gc_scope_close(vm, s);
    return r;
}

static Value obj_get_own_descs(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t s = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_to_object(vm, ARG(0)));
    Value *keys = gc_handle(vm, V_UNDEF), *out = gc_handle(vm, V_UNDEF);
    Value *k = gc_handle(vm, V_UNDEF);
    if (*o == V_EXC)
        goto done;
    *keys = vm_own_keys(vm, *o, KEYS_STRINGS | KEYS_SYMBOLS);
    if (*keys == V_EXC)
        goto done;
    *out = vm_new_object(vm);
    if (*out == V_EXC)
        goto done;
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        *k = vm_to_propkey_js(vm, vm_array(*keys)->elems->v[i]);
        if (*k == V_EXC)
            goto done;
        Value d = own_desc_js(vm, o, *k);
        if (d == V_EXC)
            goto done;
        if (d != V_UNDEF && vm_define_own(vm, *out, *k, d, PROP_DEFAULT) < 0)
            goto done;
    }
    r = *out;
done:
    gc_scope_close(vm, s);
    return r;
}

/* magic 0 getOwnPropertyNames, 1 getOwnPropertySymbols */
static Value obj_own_names(Vm *vm, Value *argv, int argc, bool construct)
{
    Value o = vm_to_object(vm, ARG(0));
    if (o == V_EXC)
        return V_EXC;
    return vm_own_keys(vm, o, MAGIC ? KEYS_SYMBOLS : KEYS_STRINGS);
}

static Value obj_is(Vm *vm, Value *argv, int argc, bool construct)
{
    return v_bool(vm_same_value_noalloc(ARG(0), ARG(1)));
}

/* Object.hasOwn(o, key): ToObject first, then the key. */
static Value obj_has_own_static(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t s = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_to_object(vm, ARG(0)));
    if (*o != V_EXC) {
        Value k = vm_to_propkey_js(vm, ARG(1));
        PropDesc d; /* vm_get_own_prop: the global object may make a global first */
        int h = k == V_EXC ? -1 : vm_get_own_prop(vm, *o, k, &d);
        if (h >= 0)
            r = v_bool(h == 1);
    }
    gc_scope_close(vm, s);
    return r;
}

/* Object(v) / new Object(v); as a base class (`new.target` is a subclass)
 * a fresh object from new.target.prototype. */
static Value obj_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (construct && THIS != CALLEE && v_is_object(THIS)) {
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            return V_EXC;
        return vm_new_object_proto(vm, v_is_object(p) ? p : vm->builtin[B_OBJECT_PROTO]);
    }
    if (v_is_nullish(ARG(0)))
        return vm_new_object(vm);
    return vm_to_object(vm, ARG(0));
}

/* Same order as node's Object, so getOwnPropertyNames(Object) matches. */
static const LibFn object_fns[] = {
    {"assign", obj_assign, 2, 0},
    {"getOwnPropertyDescriptor", obj_get_own_desc, 2, 0},
    {"getOwnPropertyDescriptors", obj_get_own_descs, 1, 0},
    {"getOwnPropertyNames", obj_own_names, 1, 0},
    {"getOwnPropertySymbols", obj_own_names, 1, 1},
    {"hasOwn", obj_has_own_static, 2, 0},
    {"is", obj_is, 2, 0},
    {"preventExtensions", obj_freeze, 1, 2},
    {"seal", obj_freeze, 1, 1},
    {"create", obj_create, 2, 0},
    {"defineProperties", obj_define_properties, 2, 0},
    {"defineProperty", obj_define_property, 3, 0},
    {"freeze", obj_freeze, 1, 0},
    {"getPrototypeOf", obj_get_proto, 1, 0},
    {"setPrototypeOf", obj_set_proto, 2, 0},
    {"isExtensible", obj_is_frozen, 1, 2},
    {"isFrozen", obj_is_frozen, 1, 0},
    {"isSealed", obj_is_frozen, 1, 1},
    {"keys", obj_keys, 1, 0},
    {"entries", obj_keys, 1, 2},
    {"fromEntries", obj_from_entries, 1, 0},
    {"values", obj_keys, 1, 1},
    {NULL, NULL, 0, 0},
};

int lib_install_object(Vm *vm)
{
    Value ctor = vm_def_ctor(vm, "Object", obj_ctor, 1, vm->builtin[B_OBJECT_PROTO]);
    if (ctor == V_EXC)
        return -1;
    size_t s = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int r = lib_def_fns(vm, *c, object_fns);
    if (r >= 0)
        r = lib_install_object_proto(vm);
    gc_scope_close(vm, s);
    return r < 0 ? -1 : 0;
}
