/* vm/iter.c — the iteration protocol for C callers and the built-in array
 * and string iterators (%ArrayIteratorPrototype%, %StringIteratorPrototype%).
 *
 * Array/string iterators are CLS_ARRAY_ITER cells (ArrayIter: target, index,
 * kind — all Values, traced by vm/object.c). An exhausted iterator drops its
 * target (V_UNDEF) so it stays done even if the array grows. The interpreter
 * and some built-ins bypass these objects for `for (x of array)` and the
 * like while Array.prototype.values is the original
 * (vm->builtin[B_ARRAY_PROTO_VALUES]) and the iteration protector
 * (vm_iter_pristine_noalloc) holds.
 */
#include <string.h>

#include "frame.h"
#include "shape.h"
#include "typed.h"

/* ---- protocol helpers ------------------------------------------------------ */

/* ---- the iteration protector (vm_iter_pristine_noalloc, vm/vm.h) --------- */

/* The slot of proto's own data property `next` when proto's chain is the
 * standard one (%IteratorPrototype%, Object.prototype, null: intrinsics of
 * this realm, none of them a proxy) and no object on it has a `return`;
 * else -1. Reads shapes only: nothing here runs JS or allocates. */
static int32_t iter_next_slot_noalloc(Vm *vm, Value proto)
{
    static const int chain[] = {B_ITERATOR_PROTO, B_OBJECT_PROTO};
    uint32_t slot, attrs, rs, ra;
    Object *o = v_obj(proto);
    if (!vm_shape_lookup_noalloc(o->shape, vm->atom[A_next], &slot, &attrs) || (attrs & PROP_ACCESSOR))
        return -1;
    for (size_t i = 0; i <= sizeof chain / sizeof chain[0]; i++) {
        if (vm_shape_lookup_noalloc(v_obj(proto)->shape, vm->atom[A_return], &rs, &ra))
            return -1;
        proto = vm_get_proto_noalloc(proto);
        if (proto != (i < sizeof chain / sizeof chain[0] ? vm->builtin[chain[i]] : V_NULL))
            return -1;
    }
    return (int32_t)slot;
}

void vm_iter_protector_refresh_noalloc(Vm *vm)
{
    vm->iter_next_slot[VM_ITER_ARRAY] = iter_next_slot_noalloc(vm, vm->builtin[B_ARRAY_ITER_PROTO]);
    vm->iter_next_slot[VM_ITER_STRING] = iter_next_slot_noalloc(vm, vm->builtin[B_STRING_ITER_PROTO]);
    vm->iter_epoch = vm->shape_epoch;
}

Value vm_get_iterator_js(Vm *vm, Value obj, Value *next_out)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *oh = gc_handle(vm, obj);
    if (v_is_nullish(*oh)) {
        vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))",
                       *oh == V_NULL ? "null" : "undefined");
        goto out;
    }
    Value m = vm_get_js(vm, *oh, vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(m)) {
        char b[128];
        vm_short_repr(vm, *oh, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s is not iterable", b);
        goto out;
    }
    Value it = vm_call_js(vm, m, *oh, 0, NULL);
    if (it == V_EXC)
        goto out;
    if (!v_is_object(it)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
        goto out;
    }
    Value *ih = gc_handle(vm, it);
    Value nx = vm_get_prop_js(vm, *ih, vm->atom[A_next]);
    if (nx == V_EXC)
        goto out;
    *next_out = nx;
    r = *ih;
out:
    gc_scope_close(vm, sc);
    return r;
}

int vm_throw_not_iter_result(Vm *vm, Value r)
{
    char b[128];
    vm_short_repr(vm, r, b, sizeof b);
    vm_throw_error(vm, ERR_TYPE, "Iterator result %s is not an object", b);
    return -1;
}

int vm_iter_step_js(Vm *vm, Value iter, Value next, Value *value_out)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value scratch;
    if (v_is_class(iter, CLS_GENERATOR) && next == vm->builtin[B_GENERATOR_NEXT]) {
        /* the original generator next(): no result object (vm/generator.c) */
        rc = vm_gen_step(vm, gc_handle(vm, iter), value_out ? value_out : &scratch);
        goto out;
    }
    Value r = vm_call_js(vm, next, iter, 0, NULL);
    if (r == V_EXC)
        goto out;
    if (!v_is_object(r)) {
        vm_throw_not_iter_result(vm, r);
        goto out;
    }
    Value *rh = gc_handle(vm, r);
    Value d = vm_get_prop_js(vm, *rh, vm->atom[A_done]);
    if (d == V_EXC)
        goto out;
    if (vm_truthy_noalloc(d) || !value_out) {
        rc = vm_truthy_noalloc(d) ? 0 : 1;
        goto out;
    }
    Value v = vm_get_prop_js(vm, *rh, vm->atom[A_value]);
    if (v == V_EXC)
        goto out;
    *value_out = v;
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_iter_close_js(Vm *vm, Value iter)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *ih = gc_handle(vm, iter);
    Value m = vm_get_js(vm, *ih, vm->atom[A_return]);
    if (m == V_EXC)
        goto out;
    if (v_is_nullish(m)) {
        rc = 0;
        goto out;
    }
    Value r = vm_call_js(vm, m, *ih, 0, NULL);
    if (r == V_EXC)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- array / string iterator objects -------------------------------------- */

Value vm_new_array_iter(Vm *vm, Value target, int kind)
{
    return vm_new_array_iter_at(vm, target, kind, 0);
}

Value vm_new_array_iter_at(Vm *vm, Value target, int kind, uint32_t index)
{
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, target);
    Value proto = vm->builtin[kind == ITER_KIND_STRING ? B_STRING_ITER_PROTO : B_ARRAY_ITER_PROTO];
    Value it = vm_new_object_class(vm, CLS_ARRAY_ITER, sizeof(ArrayIter), proto);
    if (it != V_EXC) {
        ArrayIter *a = (ArrayIter *)v_cell(it);
        a->target = *th;
        a->index = v_int((int32_t)index);
        a->kind = v_int(kind);
    }
    gc_scope_close(vm, sc);
    return it;
}

void vm_iter_close_quiet(Vm *vm, Value iter)
{
    size_t sc = gc_scope_open(vm);
    Value *ih = gc_handle(vm, iter);
    Value *exc = gc_handle(vm, vm_take_exception(vm));
    if (vm_iter_close_js(vm, *ih) < 0)
        vm_take_exception(vm);
    vm_throw(vm, *exc);
    gc_scope_close(vm, sc);
}

void vm_array_iter_close_quiet(Vm *vm, Value target, int kind, uint32_t index)
{
    if (vm_iter_pristine_noalloc(vm, kind == ITER_KIND_STRING ? VM_ITER_STRING : VM_ITER_ARRAY))
        return; /* no return() anywhere: closing is a no-op */
    size_t sc = gc_scope_open(vm);
    Value *exc = gc_handle(vm, vm_take_exception(vm));
    Value it = vm_new_array_iter_at(vm, target, kind, index);
    if (it == V_EXC)
        vm_take_exception(vm);
    else
        vm_iter_close_quiet(vm, it);
    vm_throw(vm, *exc);
    gc_scope_close(vm, sc);
}

/* { value: v, done } with the shared iterator-result shape (vm/generator.c) */
static Value iter_result(Vm *vm, Value v, bool done)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value r = vm_iter_result(vm, vh, done);
    gc_scope_close(vm, sc);
    return r;
}

static Value array_iter_js(Vm *vm, Value *argv, int argc, bool construct)
{
    int kind = ((NativeFunc *)v_cell(CALLEE))->magic;
    Value o = vm_to_object(vm, THIS); /* node: "Cannot convert undefined or null to object" */
    if (o == V_EXC)
        return V_EXC;
    return vm_new_array_iter(vm, o, kind);
}

static Value string_iter_js(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_nullish(THIS))
        return vm_throw_error(vm, ERR_TYPE, "String.prototype[Symbol.iterator] called on null or undefined");
    Value s = vm_to_string_js(vm, THIS);
    if (s == V_EXC)
        return V_EXC;
    String *fs = vm_str_flat(vm, s);
    if (!fs)
        return V_EXC;
    return vm_new_array_iter(vm, v_from_cell(fs), ITER_KIND_STRING);
}

static Value array_iter_next_js(Vm *vm, Value *argv, int argc, bool construct)
{
    Value self = THIS;
    if (!v_is_class(self, CLS_ARRAY_ITER)) {
        char b[128];
        vm_short_repr(vm, self, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "Method %s Iterator.prototype.next called on incompatible receiver %s",
                              ((NativeFunc *)v_cell(CALLEE))->magic ? "String" : "Array", b);
    }
    ArrayIter *a = (ArrayIter *)v_cell(self);
    if (a->target == V_UNDEF)
        return iter_result(vm, V_UNDEF, true);
    int kind = v_get_int(a->kind);
    int64_t i = v_get_int(a->index);
    if (kind == ITER_KIND_STRING) {
        String *s = v_str(a->target);
        if (i >= s->len) {
            a->target = V_UNDEF;
            return iter_result(vm, V_UNDEF, true);
        }
        uint32_t n = 1;
        uint16_t c = str_at(s, (uint32_t)i);
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s->len) {
            uint16_t d = str_at(s, (uint32_t)i + 1);
            if (d >= 0xDC00 && d <= 0xDFFF)
                n = 2;
        }
        a->index = v_int((int32_t)(i + n));
        Value ch = vm_str_substring(vm, a->target, (uint32_t)i, (uint32_t)i + n);
        if (ch == V_EXC)
            return V_EXC;
        return iter_result(vm, ch, false);
    }
    int64_t len;
    if (v_is_array(a->target))
        len = vm_array(a->target)->length;
    else if (v_is_ta(a->target)) { /* its own length, never a "length" property */
        if (vm_view_oob_noalloc(v_ta(a->target)))
            return vm_throw_error(vm, ERR_TYPE, "Cannot perform Array Iterator.prototype.next on a detached "
                                                "or out-of-bounds ArrayBuffer");
        len = v_ta(a->target)->length;
    } else {
        len = vm_length_of_js(vm, ((ArrayIter *)v_cell(THIS))->target);
        if (len < 0)
            return V_EXC;
        a = (ArrayIter *)v_cell(THIS);
    }
    if (i >= len) {
        a->target = V_UNDEF;
        return iter_result(vm, V_UNDEF, true);
    }
    a->index = v_int((int32_t)(i + 1));
    if (kind == ITER_KIND_KEYS)
        return iter_result(vm, v_num((double)i), false);
    Value v = vm_get_index_js(vm, a->target, i);
    if (v == V_EXC)
        return V_EXC;
    if (kind == ITER_KIND_VALUES)
        return iter_result(vm, v, false);
    size_t sc = gc_scope_open(vm);
    Value *pair = gc_handle(vm, v_num((double)i));
    gc_handle(vm, v);
    Value arr = vm_new_array_from(vm, pair, 2);
    gc_scope_close(vm, sc);
    if (arr == V_EXC)
        return V_EXC;
    return iter_result(vm, arr, false);
}

static Value iter_self_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm;
    return THIS;
}

/* Define a symbol-keyed method obj[sym] = native named `name`. */
static int def_sym_native(Vm *vm, Value obj, Value sym, const char *name, NativeFn fn, int magic, Value *out)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *sh = gc_handle(vm, sym);
    int rc = -1;
    Value f = vm_new_native(vm, name, fn, 0, magic);
    if (f == V_EXC)
        goto out;
    Value *fh = gc_handle(vm, f);
    if (vm_define_own(vm, *oh, *sh, *fh, PROP_METHOD) < 0)
        goto out;
    if (out)
        *out = *fh;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static int def_tag(Vm *vm, Value obj, const char *tag)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value s = vm_str_from_cstr(vm, tag);
    int rc = s == V_EXC ? -1 : vm_define_own(vm, *oh, vm->builtin[B_SYM_TO_STRING_TAG], s, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

int vm_iter_install(Vm *vm)
{
    Value *b = vm->builtin;
    Value f, k;
    /* %IteratorPrototype%[Symbol.iterator]() { return this } */
    if (def_sym_native(vm, b[B_ITERATOR_PROTO], b[B_SYM_ITERATOR], "[Symbol.iterator]", iter_self_js, 0,
                       NULL) < 0)
        return -1;
    /* Array.prototype.values / keys / entries, [Symbol.iterator] === values */
    k = vm_key(vm, "values");
    if (k == V_EXC)
        return -1;
    if (def_sym_native(vm, b[B_ARRAY_PROTO], k, "values", array_iter_js, ITER_KIND_VALUES, &f) < 0)
        return -1;
    b[B_ARRAY_PROTO_VALUES] = f;
    if (vm_define_own(vm, b[B_ARRAY_PROTO], b[B_SYM_ITERATOR], b[B_ARRAY_PROTO_VALUES], PROP_METHOD) < 0)
        return -1;
    k = vm_key(vm, "keys");
    if (k == V_EXC)
        return -1;
    if (def_sym_native(vm, b[B_ARRAY_PROTO], k, "keys", array_iter_js, ITER_KIND_KEYS, NULL) < 0)
        return -1;
    k = vm_key(vm, "entries");
    if (k == V_EXC)
        return -1;
    if (def_sym_native(vm, b[B_ARRAY_PROTO], k, "entries", array_iter_js, ITER_KIND_ENTRIES, NULL) < 0)
        return -1;
    /* String.prototype[Symbol.iterator] */
    if (def_sym_native(vm, b[B_STRING_PROTO], b[B_SYM_ITERATOR], "[Symbol.iterator]", string_iter_js, 0,
                       &f) < 0)
        return -1;
    b[B_STRING_PROTO_ITER] = f;
    /* the iterator prototypes' next */
    if (def_sym_native(vm, b[B_ARRAY_ITER_PROTO], vm->atom[A_next], "next", array_iter_next_js, 0, &f) < 0)
        return -1;
    b[B_ARRAY_ITER_NEXT] = f;
    if (def_sym_native(vm, b[B_STRING_ITER_PROTO], vm->atom[A_next], "next", array_iter_next_js, 1, &f) < 0)
        return -1;
    b[B_STRING_ITER_NEXT] = f;
    if (def_tag(vm, b[B_ARRAY_ITER_PROTO], "Array Iterator") < 0 ||
        def_tag(vm, b[B_STRING_ITER_PROTO], "String Iterator") < 0)
        return -1;
    /* the protector's answers are kept per shape_epoch, which changes to
     * these objects bump only while they are marked as prototypes */
    static const int watched[] = {B_ARRAY_ITER_PROTO, B_STRING_ITER_PROTO, B_ITERATOR_PROTO, B_OBJECT_PROTO};
    for (size_t i = 0; i < sizeof watched / sizeof watched[0]; i++)
        vm_mark_proto_noalloc(b[watched[i]]);
    vm->iter_epoch = vm->shape_epoch - 1;
    /* arguments objects made before this point have no iterator; none exist yet */
    return 0;
}
