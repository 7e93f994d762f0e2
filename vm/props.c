/* vm/props.c — the property operations of vm/vm.h: [[Get]] with receiver,
 * [[Set]] (OrdinarySet: setters and read-only properties on the
 * prototype chain, creation on the receiver; a failure is a TypeError for
 * strict code and silently ignored for sloppy code, per the `strict` flag), [[DefineOwnProperty]] with
 * full descriptors, [[Delete]], [[HasProperty]], own descriptors, and the
 * convenience forms taking C strings or arbitrary keys.
 *
 * Everything walks the chain with vm_own_lookup_noalloc, which neither
 * allocates nor runs JS; Values are rooted in handles before the first call
 * that can allocate (a getter/setter call, a string, a shape transition).
 */
#include "object_int.h"
#include "module.h"

#include <math.h>
#include <stdlib.h>

/* An atom that is a canonical array index >= 2^31 (ints cover the rest). */
static bool atom_big_index(Value key, uint32_t *idx)
{
    return v_is_type(key, T_STRING) && !(v_str(key)->hdr.flags & STR_INDEX_NO) &&
           vm_str_is_index_noalloc(v_str(key), idx);
}

/* ---- get ----------------------------------------------------------------- */

static Value string_own_get(Vm *vm, Value s, Value key, bool *found)
{
    *found = true;
    if (v_is_int(key)) {
        uint32_t i = (uint32_t)v_get_int(key);
        if (i < vm_str_len_noalloc(s))
            return vm_str_substring(vm, s, i, i + 1);
    } else if (key == vm->atom[A_length]) {
        return v_int((int32_t)vm_str_len_noalloc(s));
    }
    *found = false;
    return V_UNDEF;
}

/* ---- properties made on first use (vm_define_lazy) ------------------------ */

int vm_define_lazy(Vm *vm, Value obj, Value propkey, Value token, unsigned attrs)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *kh = gc_handle(vm, propkey), *th = gc_handle(vm, token);
    /* a dictionary shape is the object's own: no other object shares the
     * pending entry, and storing the value changes no shape an IC holds */
    int rc = vm_shape_to_dict(vm, oh);
    if (rc == 0)
        rc = vm_obj_put_slot(vm, oh, *kh, *th, (attrs & PROP_DEFAULT) | PROP_LAZY | PROP_ACCESSOR);
    gc_scope_close(vm, sc);
    return rc;
}

int vm_lazy_make_js(Vm *vm, Value obj, Value key)
{
    Object *o = v_obj(obj);
    uint32_t slot, attrs;
    if (!vm_shape_lookup_noalloc(o->shape, key, &slot, &attrs) || !(attrs & PROP_LAZY))
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *kh = gc_handle(vm, key);
    Value *vh = gc_handle(vm, vm->lib->lazy_value_js(vm, obj, key, o->slots->v[slot]));
    int rc = -1;
    if (*vh == V_EXC)
        goto out;
    /* the library's code may have changed the object (not this property):
     * look again */
    o = v_obj(*oh);
    rc = 1;
    if (!vm_shape_lookup_noalloc(o->shape, *kh, &slot, &attrs) || !(attrs & PROP_LAZY))
        goto out;
    OBJ_SLOT_WRITE(vm, o, slot, *vh);
    if (vm_shape_set_attrs(vm, oh, *kh, attrs & ~(unsigned)(PROP_LAZY | PROP_ACCESSOR)) < 0)
        rc = -1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* vm_lazy_make_js with the caller's n (at most 4) unrooted Values in
 * keep[] kept current across it (rooted, then read back). */
static int make_keeping(Vm *vm, Value obj, Value key, Value *keep, int n)
{
    size_t sc = gc_scope_open(vm);
    Value *h[4];
    for (int i = 0; i < n && i < 4; i++)
        h[i] = gc_handle(vm, keep[i]);
    int rc = vm_lazy_make_js(vm, obj, key);
    for (int i = 0; i < n && i < 4; i++)
        keep[i] = *h[i];
    gc_scope_close(vm, sc);
    return rc;
}

static Value get_chain_js(Vm *vm, Value start, Value key, Value receiver, Value absent);

/* get_chain_js found key pending on cur: make it, then read it there. Out
 * of line, so that the hot loop keeps its frame. */
static __attribute__((noinline)) Value get_lazy_js(Vm *vm, Value cur, Value key, Value receiver, Value absent)
{
    Value keep[3] = {cur, key, receiver};
    if (make_keeping(vm, cur, key, keep, 3) < 0)
        return V_EXC;
    return get_chain_js(vm, keep[0], keep[1], keep[2], absent);
}

/* [[Get]] from `start` with receiver; absent → `absent`. */
static Value get_chain_js(Vm *vm, Value start, Value key, Value receiver, Value absent)
{
    Value cur = start;
    if (!v_is_object(cur)) {
        if (v_is_nullish(cur))
            return vm_throw_read_nullish(vm, cur, key);
        if (v_is_string(cur)) {
            bool found;
            Value r = string_own_get(vm, cur, key, &found);
            if (found)
                return r;
        }
        cur = vm_prim_proto_noalloc(vm, cur);
    }
    while (v_is_object(cur)) {
        Object *o = v_obj(cur);
        PropRef r;
        if (vm_own_lookup_noalloc(vm, o, key, &r)) {
            if (r.attrs & PROP_ACCESSOR) {
                if (UNLIKELY(r.attrs & PROP_LAZY))
                    return get_lazy_js(vm, cur, key, receiver, absent);
                return vm_call_getter_js(vm, r.value, receiver);
            }
            return vm_ref_value(vm, cur, &r);
        }
        uint32_t ti;
        if (vm_ta_key_noalloc(o, key, &ti))
            return V_UNDEF; /* an invalid integer index: not inherited */
        if (UNLIKELY(obj_is_proxy(o)))
            return vm_proxy_get_js(vm, cur, key, receiver);
        cur = o->shape->proto;
    }
    if (VM_GLOBAL_LAZY(vm, start) && v_is_string(key)) {
        /* nothing has allocated since entry: start, key, receiver are current */
        size_t sc = gc_scope_open(vm);
        Value *rh = gc_handle(vm, receiver == start ? V_EMPTY : receiver);
        Value *kh = gc_handle(vm, key);
        Value g;
        int made = vm_global_lazy_js(vm, start, key, true, &g);
        Value r = made < 0 ? V_EXC : made ? get_chain_js(vm, g, *kh, *rh == V_EMPTY ? g : *rh, absent) : absent;
        gc_scope_close(vm, sc);
        return r;
    }
    return absent;
}

int vm_global_lazy_js(Vm *vm, Value g, Value key, bool make, Value *now)
{
    if (!vm->lib->global_lazy_js) {
        if (now)
            *now = g;
        return 0;
    }
    /* the library makes a realm's globals while that realm is current; the
     * switch allocates nothing, so g and key are current until the call */
    uint32_t prev = vm->realm;
    int r = g == vm->global ? (int)prev : vm_realm_of_global_noalloc(vm, g);
    if (r != (int)prev)
        prev = vm_realm_enter_pinned(vm, (uint32_t)r);
    int rc = vm->lib->global_lazy_js(vm, key, make);
    if (now)
        *now = vm->global;
    if (r != (int)prev)
        vm_realm_leave_pinned(vm, prev);
    return rc;
}

Value vm_get_with_receiver_js(Vm *vm, Value obj, Value propkey, Value receiver)
{
    return get_chain_js(vm, obj, propkey, receiver, V_UNDEF);
}

Value vm_get_prop_or_empty_js(Vm *vm, Value obj, Value propkey)
{
    return get_chain_js(vm, obj, propkey, obj, V_EMPTY);
}

Value vm_get_prop_js(Vm *vm, Value obj, Value propkey)
{
    if (v_is_int(propkey) && v_is_object(obj) && is_arraylike_cls(v_obj(obj))) {
        ArrayObj *a = (ArrayObj *)v_obj(obj);
        uint32_t i = (uint32_t)v_get_int(propkey);
        if (i < a->length && a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY)
            return a->elems->v[i];
    }
    if (v_is_int(propkey) && v_is_ta(obj)) {
        uint32_t i = (uint32_t)v_get_int(propkey);
        return i < v_ta(obj)->length ? vm_ta_get(vm, v_ta(obj), i) : V_UNDEF;
    }
    return get_chain_js(vm, obj, propkey, obj, V_UNDEF);
}

Value vm_throw_nullish_ref(Vm *vm, Value base, Value key, bool set)
{
    if (v_is_object(key)) {
        /* GetValue/PutValue throw at ToObject(base), before the key's
         * ToPropertyKey: an object key is never converted, and V8's
         * message then names no key. */
        vm_throw_error(vm, ERR_TYPE, set ? "Cannot set properties of %s" : "Cannot read properties of %s",
                       base == V_NULL ? "null" : "undefined");
        return V_EXC;
    }
    /* a primitive key converts without running JS; V8 names it as written */
    size_t sc = gc_scope_open(vm);
    Value *bh = gc_handle(vm, base);
    Value pk = vm_to_propkey_js(vm, key);
    if (pk != V_EXC)
        pk = set ? vm_throw_set_nullish(vm, *bh, pk) : vm_throw_read_nullish(vm, *bh, pk);
    gc_scope_close(vm, sc);
    return V_EXC;
}

Value vm_get_js(Vm *vm, Value obj, Value key)
{
    if (v_is_int(key) && v_get_int(key) >= 0)
        return vm_get_prop_js(vm, obj, key);
    if (v_is_nullish(obj))
        return vm_throw_nullish_ref(vm, obj, key, false);
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value pk = vm_to_propkey_js(vm, key);
    Value r = pk == V_EXC ? V_EXC : vm_get_prop_js(vm, *oh, pk);
    gc_scope_close(vm, sc);
    return r;
}

Value vm_key(Vm *vm, const char *name)
{
    Value a = vm_atom(vm, name);
    if (a == V_EXC || !v_is_cell(a))
        return V_EXC;
    uint32_t idx;
    if (vm_str_is_index_noalloc(v_str(a), &idx) && idx <= INT32_MAX)
        return v_int((int32_t)idx);
    return a;
}

Value vm_get_str_js(Vm *vm, Value obj, const char *name)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value k = vm_key(vm, name);
    Value r = k == V_EXC ? V_EXC : vm_get_prop_js(vm, *oh, k);
    gc_scope_close(vm, sc);
    return r;
}

/* ---- set ----------------------------------------------------------------- */

int vm_obj_put_slot(Vm *vm, Value *obj, Value key, Value v, unsigned attrs)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    uint32_t slot;
    int r = vm_shape_add(vm, obj, key, attrs, &slot);
    if (r == 0) {
        Object *o = v_obj(*obj);
        OBJ_SLOT_WRITE(vm, o, slot, *vh);
    }
    gc_scope_close(vm, sc);
    return r;
}

/* A [[Set]] that returned false: strict code throws (the caller already
 * did), sloppy code goes on. */
#define SET_FAIL(strict, throw_call) \
    do {                             \
        if (!(strict))               \
            return 0;                \
        throw_call;                  \
        return -1;                   \
    } while (0)

/* Store into an existing writable own data property. */
static int write_ref(Vm *vm, Value obj, const PropRef *r, Value v, Value key, bool strict)
{
    Object *o = v_obj(obj);
    switch (r->kind) {
    case REF_SLOT:
        OBJ_SLOT_WRITE(vm, o, r->idx, v);
        return 0;
    case REF_ELEM: {
        ArrayObj *a = (ArrayObj *)o;
        GC_WRITE(vm, a->elems, &a->elems->v[r->idx], v);
        return 0;
    }
    case REF_TYPED:
        return vm_ta_set_index_mode_js(vm, obj, r->idx, v, strict);
    case REF_LENGTH: {
        size_t sc = gc_scope_open(vm);
        Value *oh = gc_handle(vm, obj);
        int rc = 0;
        if (o->hdr.cls == CLS_ARRAY) { /* only arrays have a virtual length */
            if (!strict) {
                /* the conversions and the RangeError, then a silent failure
                 * for a non-writable length or an element that will not go */
                uint32_t n;
                rc = vm_array_length_value_js(vm, v, &n);
                if (rc == 0 && !(v_obj(*oh)->hdr.flags & (OBJ_LENGTH_RO | OBJ_FROZEN)))
                    rc = vm_array_truncate(vm, oh, n, true);
                gc_scope_close(vm, sc);
                return rc;
            }
            rc = vm_array_set_length_checked(vm, oh, v, true);
        }
        gc_scope_close(vm, sc);
        return rc;
    }
    default:
        SET_FAIL(strict, vm_throw_readonly(vm, obj, key));
    }
}

/* set_on_receiver for a proxy receiver: its [[GetOwnProperty]], then
 * [[DefineOwnProperty]] of the value alone (an existing property) or of a
 * new data property (CreateDataProperty). */
static int set_on_proxy_receiver(Vm *vm, Value receiver, Value key, Value v, bool strict)
{
    size_t sc = gc_scope_open(vm);
    Value *rh = gc_handle(vm, receiver), *kh = gc_handle(vm, key), *fv = gc_handle(vm, v);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    PropDesc d;
    int rc = -1;
    int found = vm_proxy_get_own_js(vm, *rh, *kh, &d);
    if (found < 0)
        goto out;
    DescFlags f = { D_VALUE, 0 };
    if (found && ((d.attrs & PROP_ACCESSOR) || !(d.attrs & PROP_WRITABLE))) {
        rc = 0;
        if (strict) {
            vm_throw_readonly(vm, *rh, *kh);
            rc = -1;
        }
        goto out;
    }
    if (!found)
        f = (DescFlags){ D_VALUE | D_WRITABLE | D_ENUM | D_CONF, PROP_DEFAULT };
    rc = vm_proxy_define_js(vm, *rh, *kh, &f, fv);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* Create (or update) an own data property on the receiver for [[Set]]. */
/* A typed array refuses to define an element at an invalid integer index
 * (IntegerIndexedDefineOwnProperty answers false): a refusal, so Reflect
 * answers false. */
static Value throw_bad_ta_index(Vm *vm)
{
    vm_throw_error(vm, ERR_TYPE, "Invalid typed array index");
    return vm_refused(vm);
}

/* A [[Set]] that found key pending on cur: make it, then set again from
 * obj (nothing observable happened before cur). Out of line, as
 * get_lazy_js. */
static __attribute__((noinline)) int set_lazy_js(Vm *vm, Value cur, Value obj, Value key, Value v, Value receiver,
                                                 bool strict)
{
    Value keep[4] = {obj, key, v, receiver};
    if (make_keeping(vm, cur, key, keep, 4) < 0)
        return -1;
    return vm_set_prop_mode_js(vm, keep[0], keep[1], keep[2], keep[3], strict);
}

static int set_on_receiver(Vm *vm, Value receiver, Value key, Value v, bool strict)
{
    if (!v_is_object(receiver))
        SET_FAIL(strict, vm_throw_create_on_primitive(vm, receiver, key));
    Object *o = v_obj(receiver);
    PropRef r;
    if (vm_own_lookup_noalloc(vm, o, key, &r)) {
        if (UNLIKELY(r.attrs & PROP_LAZY) && (r.attrs & PROP_WRITABLE))
            return set_lazy_js(vm, receiver, receiver, key, v, receiver, strict);
        if ((r.attrs & PROP_ACCESSOR) || !(r.attrs & PROP_WRITABLE))
            SET_FAIL(strict, vm_throw_readonly(vm, receiver, key));
        return write_ref(vm, receiver, &r, v, key, strict);
    }
    uint32_t ti;
    if (vm_ta_key_noalloc(o, key, &ti)) /* not an own element: an invalid index */
        SET_FAIL(strict, throw_bad_ta_index(vm));
    if (VM_GLOBAL_LAZY(vm, receiver) && v_is_string(key)) {
        /* a global made on first use: make it, then write it (its bit is
         * clear now, so this does not come back here) */
        size_t sc = gc_scope_open(vm);
        Value *vh = gc_handle(vm, v), *kh = gc_handle(vm, key);
        Value g;
        int made = vm_global_lazy_js(vm, receiver, key, true, &g);
        int rc = made < 0 ? -1 : made ? set_on_receiver(vm, g, *kh, *vh, strict) : 2;
        v = *vh; /* made == 0 allocated nothing: receiver and key are current */
        gc_scope_close(vm, sc);
        if (rc != 2)
            return rc;
    }
    if (o->hdr.flags & OBJ_NOT_EXTENSIBLE) {
        if (obj_is_proxy(o))
            return set_on_proxy_receiver(vm, receiver, key, v, strict);
        if (vm_is_module_namespace_noalloc(vm, receiver)) /* V8 names the namespace */
            SET_FAIL(strict, vm_throw_readonly(vm, receiver, key));
        SET_FAIL(strict, vm_throw_not_extensible_add(vm, key, false));
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, receiver);
    int rc;
    uint32_t bi;
    /* [[Set]] past a read-only length fails on `length` (define: not extensible) */
    if (is_arraylike_cls(o) && v_is_int(key)) {
        if (o->hdr.cls == CLS_ARRAY && (o->hdr.flags & OBJ_LENGTH_RO) &&
            (uint32_t)v_get_int(key) >= ((ArrayObj *)o)->length) {
            rc = 0;
            if (strict) {
                vm_throw_readonly(vm, receiver, vm->atom[A_length]);
                rc = -1;
            }
        } else {
            rc = vm_array_put_index(vm, oh, (uint32_t)v_get_int(key), v, PROP_DEFAULT, false);
        }
    } else if (o->hdr.cls == CLS_ARRAY && atom_big_index(key, &bi)) {
        ArrayObj *a = (ArrayObj *)o;
        if (bi >= a->length && (o->hdr.flags & OBJ_LENGTH_RO)) {
            rc = 0;
            if (strict) {
                vm_throw_readonly(vm, receiver, vm->atom[A_length]);
                rc = -1;
            }
        } else {
            rc = vm_obj_put_slot(vm, oh, key, v, PROP_DEFAULT);
            if (rc == 0) {
                a = (ArrayObj *)v_obj(*oh);
                a->o.hdr.flags |= OBJ_SPARSE;
                if (bi >= a->length)
                    a->length = bi + 1;
            }
        }
    } else {
        rc = vm_obj_put_slot(vm, oh, key, v, PROP_DEFAULT);
    }
    gc_scope_close(vm, sc);
    return rc;
}

int vm_set_prop_js(Vm *vm, Value obj, Value propkey, Value v, Value receiver)
{
    return vm_set_prop_mode_js(vm, obj, propkey, v, receiver, true);
}

int vm_set_prop_mode_js(Vm *vm, Value obj, Value propkey, Value v, Value receiver, bool strict)
{
    Value cur = obj;
    if (!v_is_object(cur)) {
        if (v_is_nullish(cur)) {
            vm_throw_set_nullish(vm, cur, propkey);
            return -1;
        }
        if (v_is_string(cur) &&
            ((v_is_int(propkey) && (uint32_t)v_get_int(propkey) < vm_str_len_noalloc(cur)) ||
             propkey == vm->atom[A_length]))
            SET_FAIL(strict, vm_throw_readonly(vm, cur, propkey));
        cur = vm_prim_proto_noalloc(vm, cur);
    }
    while (v_is_object(cur)) {
        Object *o = v_obj(cur);
        PropRef r;
        uint32_t ti;
        if (vm_ta_key_noalloc(o, propkey, &ti)) {
            /* TypedArray [[Set]]: the element (an invalid index: ignored) */
            if (cur == receiver || UNLIKELY(vm_ab_immutable_noalloc(v_ta(cur)->buffer)))
                return vm_ta_set_index_mode_js(vm, cur, ti, v, strict);
            if (ti >= v_ta(cur)->length)
                return 0;
            break;
        }
        if (vm_own_lookup_noalloc(vm, o, propkey, &r)) {
            if (UNLIKELY(r.attrs & PROP_LAZY))
                return set_lazy_js(vm, cur, obj, propkey, v, receiver, strict);
            if (r.attrs & PROP_ACCESSOR) {
                Value s = ((Accessor *)v_cell(r.value))->set;
                if (!v_is_object(s))
                    SET_FAIL(strict, vm_throw_getter_only(vm, receiver, propkey));
                Value arg = v;
                return vm_call_js(vm, s, receiver, 1, &arg) == V_EXC ? -1 : 0;
            }
            if (!(r.attrs & PROP_WRITABLE))
                SET_FAIL(strict, vm_throw_readonly(vm, receiver, propkey));
            if (cur == receiver)
                return write_ref(vm, cur, &r, v, propkey, strict);
            break;
        }
        if (UNLIKELY(obj_is_proxy(o)))
            return vm_proxy_set_js(vm, cur, propkey, v, receiver, strict);
        cur = o->shape->proto;
    }
    return set_on_receiver(vm, receiver, propkey, v, strict);
}

int vm_set_js(Vm *vm, Value obj, Value key, Value v)
{
    return vm_set_mode_js(vm, obj, key, v, true);
}

int vm_set_mode_js(Vm *vm, Value obj, Value key, Value v, bool strict)
{
    if (v_is_int(key) && v_get_int(key) >= 0) {
        if (v_is_ta(obj))
            return vm_ta_set_index_mode_js(vm, obj, (uint32_t)v_get_int(key), v, strict);
        if (v_is_object(obj) && v_obj(obj)->hdr.cls == CLS_ARRAY) {
            ArrayObj *a = (ArrayObj *)v_obj(obj);
            uint32_t i = (uint32_t)v_get_int(key);
            if (i < a->length && a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY &&
                !(a->o.hdr.flags & OBJ_FROZEN)) {
                GC_WRITE(vm, a->elems, &a->elems->v[i], v);
                return 0;
            }
        }
        return vm_set_prop_mode_js(vm, obj, key, v, obj, strict);
    }
    if (v_is_nullish(obj)) {
        vm_throw_nullish_ref(vm, obj, key, true);
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *vh = gc_handle(vm, v);
    Value pk = vm_to_propkey_js(vm, key);
    int r = pk == V_EXC ? -1 : vm_set_prop_mode_js(vm, *oh, pk, *vh, *oh, strict);
    gc_scope_close(vm, sc);
    return r;
}

int vm_set_str_js(Vm *vm, Value obj, const char *name, Value v)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *vh = gc_handle(vm, v);
    Value k = vm_key(vm, name);
    int r = k == V_EXC ? -1 : vm_set_prop_js(vm, *oh, k, *vh, *oh);
    gc_scope_close(vm, sc);
    return r;
}

/* ---- define -------------------------------------------------------------- */

/* May a non-configurable property with (old attrs, old value) take the new
 * full data descriptor? (ValidateAndApplyPropertyDescriptor) */
static bool compatible_data(unsigned old, Value oldv, unsigned attrs, Value v)
{
    if (old & PROP_ACCESSOR)
        return false;
    if ((old & PROP_ENUMERABLE) != (attrs & PROP_ENUMERABLE) || (attrs & PROP_CONFIGURABLE))
        return false;
    if (old & PROP_WRITABLE)
        return true; /* may become non-writable, may change value */
    return !(attrs & PROP_WRITABLE) && vm_same_value_noalloc(oldv, v);
}

/* Move dense element i of an array into a sparse own property. */
static int elem_to_sparse(Vm *vm, Value *oh, uint32_t i, Value v, unsigned attrs)
{
    ArrayObj *a = (ArrayObj *)v_obj(*oh);
    a->elems->v[i] = V_EMPTY;
    a->o.hdr.flags |= OBJ_SPARSE;
    return vm_obj_put_slot(vm, oh, v_int((int32_t)i), v, attrs);
}

int vm_define_own(Vm *vm, Value obj, Value propkey, Value v, unsigned attrs)
{
    if (!v_is_object(obj)) {
        vm_throw_error(vm, ERR_TYPE, "Object.defineProperty called on non-object");
        return -1;
    }
    attrs &= PROP_DEFAULT;
    if (VM_GLOBAL_LAZY(vm, obj))
        vm_global_lazy_js(vm, obj, propkey, false, NULL); /* forgetting allocates nothing */
    Object *o = v_obj(obj);
    PropRef r;
    uint32_t ti;
    if (vm_ta_key_noalloc(o, propkey, &ti)) {
        /* integer-indexed [[DefineOwnProperty]]: only a writable,
         * enumerable, configurable data element in range */
        if (ti >= v_ta(obj)->length) {
            throw_bad_ta_index(vm);
            return -1;
        }
        if (UNLIKELY(vm_ab_immutable_noalloc(v_ta(obj)->buffer))) {
            /* a read-only, non-configurable element: only the same value
             * with the same attributes is accepted (no conversion) */
            size_t sc = gc_scope_open(vm);
            Value *vh = gc_handle(vm, v), *kh = gc_handle(vm, propkey);
            Value cur = vm_ta_get(vm, v_ta(obj), ti);
            bool same = cur != V_EXC && attrs == PROP_ENUMERABLE && vm_same_value_noalloc(*vh, cur);
            if (cur != V_EXC && !same)
                vm_throw_redefine(vm, *kh);
            gc_scope_close(vm, sc);
            return same ? 0 : -1;
        }
        if (attrs != PROP_DEFAULT) {
            vm_throw_redefine(vm, propkey);
            return -1;
        }
        return vm_ta_set_index_js(vm, obj, ti, v);
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *vh = gc_handle(vm, v);
    int rc = 0;
    if (vm_own_lookup_noalloc(vm, o, propkey, &r)) {
        if (UNLIKELY(r.attrs & PROP_LAZY)) { /* its value decides what may be defined */
            Value *kh = gc_handle(vm, propkey);
            rc = vm_lazy_make_js(vm, *oh, *kh) < 0 ? -1 : vm_define_own(vm, *oh, *kh, *vh, attrs);
            goto done;
        }
        if (!(r.attrs & PROP_CONFIGURABLE) && r.kind != REF_LENGTH) {
            Value oldv = r.kind == REF_STRCHAR ? V_EMPTY : r.value;
            if (r.kind == REF_STRCHAR) {
                /* compare characters: only the same char is allowed */
                Value ch = vm_ref_value(vm, *oh, &r);
                if (ch == V_EXC)
                    goto fail;
                String *a = vm_str_flat(vm, ch), *b = NULL;
                if (!a)
                    goto fail;
                Value *chh = gc_handle(vm, v_from_cell(a));
                if (v_is_string(*vh))
                    b = vm_str_flat(vm, *vh);
                a = v_cell(*chh);
                if (!(b && vm_str_equals_noalloc(a, b) && attrs == PROP_ENUMERABLE)) {
                    vm_throw_redefine(vm, propkey);
                    goto fail;
                }
                goto done;
            }
            if (!compatible_data(r.attrs, oldv, attrs, v)) {
                vm_throw_redefine(vm, propkey);
                goto fail;
            }
        }
        switch (r.kind) {
        case REF_ELEM:
            if (attrs == elem_attrs(o) || (attrs == PROP_DEFAULT && elem_attrs(o) == PROP_DEFAULT)) {
                ArrayObj *a = (ArrayObj *)o;
                GC_WRITE(vm, a->elems, &a->elems->v[r.idx], v);
            } else {
                rc = elem_to_sparse(vm, oh, r.idx, v, attrs);
            }
            break;
        case REF_LENGTH:
            if (o->hdr.cls == CLS_ARRAY) {
                if (!(r.attrs & PROP_WRITABLE)) {
                    double d;
                    if (!v_is_number(v) || (d = v_to_double(v), d != (double)((ArrayObj *)o)->length) ||
                        (attrs & (PROP_WRITABLE | PROP_ENUMERABLE | PROP_CONFIGURABLE))) {
                        vm_throw_redefine(vm, propkey);
                        goto fail;
                    }
                    break;
                }
                if (attrs & (PROP_ENUMERABLE | PROP_CONFIGURABLE)) {
                    vm_throw_redefine(vm, propkey);
                    goto fail;
                }
                /* ArraySetLength: a length made non-writable stays so even
                 * when a non-configurable element stops the truncation */
                uint32_t n;
                rc = vm_array_length_value_js(vm, *vh, &n);
                if (rc == 0 && (v_obj(*oh)->hdr.flags & (OBJ_LENGTH_RO | OBJ_FROZEN)) &&
                    n != vm_array(*oh)->length) { /* the conversion's valueOf froze it */
                    vm_throw_redefine(vm, propkey);
                    rc = -1;
                } else if (rc == 0) {
                    rc = vm_array_truncate(vm, oh, n, false);
                    if (!(attrs & PROP_WRITABLE))
                        v_obj(*oh)->hdr.flags |= OBJ_LENGTH_RO;
                }
            } else {
                vm_throw_redefine(vm, propkey);
                goto fail;
            }
            break;
        case REF_SLOT:
            if (r.attrs != attrs) {
                rc = vm_shape_set_attrs(vm, oh, propkey, attrs);
                if (rc < 0)
                    goto fail;
            }
            o = v_obj(*oh);
            OBJ_SLOT_WRITE(vm, o, r.idx, *vh);
            break;
        default:
            vm_throw_redefine(vm, propkey);
            goto fail;
        }
        goto done;
    }
    if (o->hdr.flags & OBJ_NOT_EXTENSIBLE) {
        if (obj_is_proxy(o)) { /* CreateDataPropertyOrThrow and the like: the trap */
            DescFlags f = { D_VALUE | D_WRITABLE | D_ENUM | D_CONF, attrs };
            Value *fv = gc_handle(vm, *vh);
            gc_handle(vm, V_UNDEF);
            gc_handle(vm, V_UNDEF);
            rc = vm_proxy_define_js(vm, *oh, propkey, &f, fv);
            goto done;
        }
        vm_throw_not_extensible_add(vm, propkey, true);
        goto fail;
    }
    uint32_t bi;
    if (is_arraylike_cls(o) && v_is_int(propkey)) {
        rc = vm_array_put_index(vm, oh, (uint32_t)v_get_int(propkey), v, attrs, true);
    } else if (o->hdr.cls == CLS_ARRAY && atom_big_index(propkey, &bi)) {
        if (bi >= ((ArrayObj *)o)->length && (o->hdr.flags & OBJ_LENGTH_RO)) {
            vm_throw_not_extensible_add(vm, propkey, true);
            goto fail;
        }
        rc = vm_obj_put_slot(vm, oh, propkey, v, attrs);
        if (rc == 0) {
            ArrayObj *a = (ArrayObj *)v_obj(*oh);
            a->o.hdr.flags |= OBJ_SPARSE;
            if (bi >= a->length)
                a->length = bi + 1;
        }
    } else {
        rc = vm_obj_put_slot(vm, oh, propkey, v, attrs);
    }
done:
    gc_scope_close(vm, sc);
    return rc;
fail:
    gc_scope_close(vm, sc);
    return -1;
}

int vm_define_accessor(Vm *vm, Value obj, Value propkey, Value getter, Value setter, unsigned attrs)
{
    if (!v_is_object(obj)) {
        vm_throw_error(vm, ERR_TYPE, "Object.defineProperty called on non-object");
        return -1;
    }
    attrs = (attrs & (PROP_ENUMERABLE | PROP_CONFIGURABLE)) | PROP_ACCESSOR;
    if (VM_GLOBAL_LAZY(vm, obj))
        vm_global_lazy_js(vm, obj, propkey, false, NULL); /* forgetting allocates nothing */
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *gh = gc_handle(vm, getter), *sh = gc_handle(vm, setter);
    Value *kh = gc_handle(vm, propkey);
    PropRef r;
    int rc = 0;
    bool found = vm_own_lookup_noalloc(vm, v_obj(obj), propkey, &r);
    if (found && UNLIKELY(r.attrs & PROP_LAZY)) {
        rc = vm_lazy_make_js(vm, *oh, *kh) < 0 ? -1 : vm_define_accessor(vm, *oh, *kh, *gh, *sh, attrs);
        goto done;
    }
    if (found) {
        if (r.kind == REF_SLOT && (r.attrs & PROP_ACCESSOR)) {
            Accessor *old = v_cell(r.value);
            if (*gh == V_EMPTY)
                *gh = old->get;
            if (*sh == V_EMPTY)
                *sh = old->set;
        }
        if (!(r.attrs & PROP_CONFIGURABLE)) {
            bool same = r.kind == REF_SLOT && (r.attrs & PROP_ACCESSOR) && r.attrs == attrs &&
                        ((Accessor *)v_cell(r.value))->get == *gh &&
                        ((Accessor *)v_cell(r.value))->set == *sh;
            if (!same) {
                vm_throw_redefine(vm, propkey);
                goto fail;
            }
            goto done;
        }
    } else if (vm_ta_key_noalloc(v_obj(obj), propkey, &(uint32_t){0})) {
        throw_bad_ta_index(vm); /* an invalid index of a typed array */
        goto fail;
    } else if (v_obj(obj)->hdr.flags & OBJ_NOT_EXTENSIBLE) {
        if (obj_is_proxy(v_obj(obj))) { /* a getter or setter absent (V_EMPTY) is left out */
            DescFlags f = { D_ENUM | D_CONF | (*gh != V_EMPTY ? D_GET : 0) | (*sh != V_EMPTY ? D_SET : 0),
                            attrs & (PROP_ENUMERABLE | PROP_CONFIGURABLE) };
            Value *fv = gc_handle(vm, V_UNDEF);
            gc_handle(vm, *gh == V_EMPTY ? V_UNDEF : *gh);
            gc_handle(vm, *sh == V_EMPTY ? V_UNDEF : *sh);
            rc = vm_proxy_define_js(vm, *oh, *kh, &f, fv);
            goto done;
        }
        vm_throw_not_extensible_add(vm, propkey, true);
        goto fail;
    }
    if (*gh == V_EMPTY)
        *gh = V_UNDEF;
    if (*sh == V_EMPTY)
        *sh = V_UNDEF;
    Value acc = vm_new_accessor(vm, *gh, *sh);
    if (acc == V_EXC)
        goto fail;
    Value *ah = gc_handle(vm, acc);
    Object *o = v_obj(*oh);
    if (found && r.kind == REF_SLOT) {
        if (r.attrs != attrs && vm_shape_set_attrs(vm, oh, *kh, attrs) < 0)
            goto fail;
        o = v_obj(*oh);
        OBJ_SLOT_WRITE(vm, o, r.idx, *ah);
    } else if (found && r.kind == REF_ELEM) {
        rc = elem_to_sparse(vm, oh, r.idx, *ah, attrs);
    } else if (found) {
        vm_throw_redefine(vm, propkey);
        goto fail;
    } else if (is_arraylike_cls(o) && v_is_int(*kh)) {
        uint32_t i = (uint32_t)v_get_int(*kh);
        ArrayObj *a = (ArrayObj *)o;
        if (i >= a->length && (o->hdr.flags & OBJ_LENGTH_RO)) {
            vm_throw_not_extensible_add(vm, propkey, true);
            goto fail;
        }
        o->hdr.flags |= OBJ_SPARSE;
        rc = vm_obj_put_slot(vm, oh, *kh, *ah, attrs);
        if (rc == 0) {
            a = (ArrayObj *)v_obj(*oh);
            if (i >= a->length)
                a->length = i + 1;
        }
    } else {
        rc = vm_obj_put_slot(vm, oh, *kh, *ah, attrs);
    }
done:
    gc_scope_close(vm, sc);
    return rc;
fail:
    gc_scope_close(vm, sc);
    return -1;
}

/* ---- delete / has / own -------------------------------------------------- */

int vm_delete_js(Vm *vm, Value obj, Value propkey)
{
    return vm_delete_mode_js(vm, obj, propkey, true);
}

/* A non-deletable property: strict code throws, sloppy `delete` is false. */
#define DELETE_FAIL(strict, throw_call) \
    do {                                \
        if (!(strict))                  \
            return 0;                   \
        throw_call;                     \
        return -1;                      \
    } while (0)

int vm_delete_mode_js(Vm *vm, Value obj, Value propkey, bool strict)
{
    if (!v_is_object(obj)) {
        if (v_is_nullish(obj)) {
            vm_throw_error(vm, ERR_TYPE, "Cannot convert undefined or null to object");
            return -1;
        }
        if (v_is_string(obj) &&
            ((v_is_int(propkey) && (uint32_t)v_get_int(propkey) < vm_str_len_noalloc(obj)) ||
             propkey == vm->atom[A_length])) {
            if (!strict)
                return 0;
            char *k = vm_key_cstr(vm, propkey);
            vm_throw_error(vm, ERR_TYPE, "Cannot delete property '%s' of [object String]",
                           k ? k : "");
            free(k);
            vm_refused(vm);
            return -1;
        }
        return 1;
    }
    Object *o = v_obj(obj);
    PropRef r;
    if (!vm_own_lookup_noalloc(vm, o, propkey, &r)) {
        if (UNLIKELY(obj_is_proxy(o)))
            return vm_proxy_delete_js(vm, obj, propkey, strict);
        if (VM_GLOBAL_LAZY(vm, obj) && v_is_string(propkey)) {
            /* make it, so that it is deleted rather than made later */
            size_t sc = gc_scope_open(vm);
            Value *kh = gc_handle(vm, propkey);
            Value g;
            int made = vm_global_lazy_js(vm, obj, propkey, true, &g);
            int rc = made < 0 ? -1 : made ? vm_delete_js(vm, g, *kh) : 1;
            gc_scope_close(vm, sc);
            return rc;
        }
        return 1;
    }
    if (r.kind == REF_TYPED) {
        if (!strict)
            return 0;
        char *k = vm_key_cstr(vm, propkey);
        vm_throw_error(vm, ERR_TYPE, "Cannot delete property '%s' of [object %s]", k ? k : "",
                       vm_ta_name[ta_kind(o)]);
        free(k);
        vm_refused(vm);
        return -1;
    }
    if (!(r.attrs & PROP_CONFIGURABLE))
        DELETE_FAIL(strict, vm_throw_cannot_delete(vm, obj, propkey));
    vm_args_unmap_noalloc(vm, o, propkey, r.value); /* a mapped parameter keeps its value */
    if (r.kind == REF_ELEM) {
        ArrayObj *a = (ArrayObj *)o;
        a->elems->v[r.idx] = V_EMPTY;
        return 1;
    }
    if (r.kind != REF_SLOT)
        return 1;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    int rc = vm_shape_remove(vm, oh, propkey);
    gc_scope_close(vm, sc);
    return rc < 0 ? -1 : 1;
}

int vm_has_js(Vm *vm, Value obj, Value propkey)
{
    if (!v_is_object(obj)) {
        char *k = vm_key_cstr(vm, propkey);
        size_t sc = gc_scope_open(vm);
        Value s = v_is_symbol(obj) ? V_EXC : vm_to_string_js(vm, obj);
        char *o = (s != V_EXC) ? vm_str_to_utf8(vm, s, NULL) : vm_key_cstr(vm, obj);
        if (s == V_EXC && vm->has_exception)
            vm_take_exception(vm);
        vm_throw_error(vm, ERR_TYPE, "Cannot use 'in' operator to search for '%s' in %s",
                       k ? k : "", o ? o : "");
        gc_scope_close(vm, sc);
        free(k);
        free(o);
        return -1;
    }
    for (Value cur = obj; v_is_object(cur); cur = v_obj(cur)->shape->proto) {
        PropRef r;
        if (vm_own_lookup_noalloc(vm, v_obj(cur), propkey, &r))
            return 1;
        uint32_t ti;
        if (vm_ta_key_noalloc(v_obj(cur), propkey, &ti))
            return 0;
        if (UNLIKELY(obj_is_proxy(v_obj(cur))))
            return vm_proxy_has_js(vm, cur, propkey);
    }
    if (VM_GLOBAL_LAZY(vm, obj) && v_is_string(propkey))
        return vm_global_lazy_js(vm, obj, propkey, true, NULL);
    return 0;
}

int vm_has_own_noalloc(Vm *vm, Value obj, Value propkey)
{
    if (!v_is_object(obj)) {
        if (v_is_string(obj))
            return (v_is_int(propkey) && (uint32_t)v_get_int(propkey) < vm_str_len_noalloc(obj)) ||
                   propkey == vm->atom[A_length];
        return 0;
    }
    PropRef r;
    return vm_own_lookup_noalloc(vm, v_obj(obj), propkey, &r);
}

int vm_get_own_prop(Vm *vm, Value obj, Value propkey, PropDesc *out)
{
    out->value = V_UNDEF;
    out->get = V_UNDEF;
    out->set = V_UNDEF;
    out->attrs = 0;
    if (!v_is_object(obj)) {
        if (v_is_string(obj)) {
            bool found;
            Value r = string_own_get(vm, obj, propkey, &found);
            if (r == V_EXC)
                return -1;
            if (found) {
                out->value = r;
                out->attrs = v_is_int(propkey) ? PROP_ENUMERABLE : 0;
                return 1;
            }
        }
        return 0;
    }
    PropRef r;
    if (!vm_own_lookup_noalloc(vm, v_obj(obj), propkey, &r)) {
        if (UNLIKELY(obj_is_proxy(v_obj(obj))))
            return vm_proxy_get_own_js(vm, obj, propkey, out);
        if (VM_GLOBAL_LAZY(vm, obj) && v_is_string(propkey)) {
            size_t sc = gc_scope_open(vm);
            Value *kh = gc_handle(vm, propkey), g;
            int made = vm_global_lazy_js(vm, obj, propkey, true, &g);
            int rc = made <= 0 ? made : vm_get_own_prop(vm, g, *kh, out);
            gc_scope_close(vm, sc);
            return rc;
        }
        return 0;
    }
    if (UNLIKELY(r.attrs & PROP_LAZY)) {
        Value keep[2] = {obj, propkey};
        if (make_keeping(vm, obj, propkey, keep, 2) < 0)
            return -1;
        return vm_get_own_prop(vm, keep[0], keep[1], out);
    }
    out->attrs = r.attrs;
    if (r.attrs & PROP_ACCESSOR) {
        Accessor *a = v_cell(r.value);
        Value nsv;
        if (UNLIKELY(vm_module_ns_value_noalloc(a->get, &nsv))) {
            /* a module namespace's binding: a writable data property whose
             * read throws while the binding is uninitialised (10.4.6.5) */
            if (nsv == V_EMPTY)
                return vm_module_ns_throw_tdz(vm, propkey, false);
            out->value = nsv;
            out->attrs = (r.attrs & ~PROP_ACCESSOR) | PROP_WRITABLE;
            return 1;
        }
        out->get = a->get;
        out->set = a->set;
        return 1;
    }
    Value v = vm_ref_value(vm, obj, &r);
    if (v == V_EXC)
        return -1;
    out->value = v;
    return 1;
}

Value vm_key_to_string(Vm *vm, Value propkey)
{
    if (v_is_int(propkey))
        return vm_num_to_str(vm, (double)v_get_int(propkey));
    return propkey;
}

/* ---- index access -------------------------------------------------------- */

static Value index_key(Vm *vm, int64_t i)
{
    if (i >= 0 && i <= INT32_MAX)
        return v_int((int32_t)i);
    Value s = vm_num_to_str(vm, (double)i);
    if (s == V_EXC)
        return V_EXC;
    return vm_intern(vm, s);
}

Value vm_get_index_js(Vm *vm, Value obj, int64_t i)
{
    if (v_is_object(obj) && is_arraylike_cls(v_obj(obj)) && i >= 0) {
        ArrayObj *a = (ArrayObj *)v_obj(obj);
        if (i < a->length && a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY)
            return a->elems->v[i];
    }
    if (i >= 0 && i <= INT32_MAX)
        return vm_get_prop_js(vm, obj, v_int((int32_t)i));
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value k = index_key(vm, i);
    Value r = k == V_EXC ? V_EXC : vm_get_prop_js(vm, *oh, k);
    gc_scope_close(vm, sc);
    return r;
}

int vm_set_index_js(Vm *vm, Value obj, int64_t i, Value v)
{
    if (i >= 0 && i <= INT32_MAX)
        return vm_set_js(vm, obj, v_int((int32_t)i), v);
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *vh = gc_handle(vm, v);
    Value k = index_key(vm, i);
    int r = k == V_EXC ? -1 : vm_set_prop_js(vm, *oh, k, *vh, *oh);
    gc_scope_close(vm, sc);
    return r;
}

int64_t vm_length_of_js(Vm *vm, Value obj)
{
    if (v_is_object(obj) && v_obj(obj)->hdr.cls == CLS_ARRAY)
        return ((ArrayObj *)v_obj(obj))->length;
    if (v_is_string(obj))
        return vm_str_len_noalloc(obj);
    Value l = vm_get_prop_js(vm, obj, vm->atom[A_length]);
    if (l == V_EXC)
        return -1;
    int64_t n;
    if (vm_to_length_js(vm, l, &n) < 0)
        return -1;
    return n;
}
