/* vm/async_iter_ops.c — the slow paths of the async iteration opcodes:
 * `for await` and `yield*` in async generators (compiler/opcodes.def,
 * GET_ASYNC_ITER .. AITER_NO_THROW).
 *
 * Every await of the protocol (the result of next(), of return(), of throw(),
 * a value a return() resumption carries) is an AWAIT instruction the
 * emitter puts between these ops, so none of them suspends: each does the
 * synchronous part of one spec step and leaves on the operand stack what the
 * next AWAIT waits for. The sync-iterable fallback (CreateAsyncFromSyncIterator)
 * needs promises, so the wrapper object comes from stdlib through
 * the library's async_from_sync hook (vm/library.h).
 *
 * Operands live in stack slots below the frame's ceiling, which are roots;
 * nothing here keeps a Value in a C local across an allocating call except
 * through those slots.
 */
#include <stdlib.h>

#include "frame.h"

/* V8's message for calling a non-callable: "number 1 is not a function". */
static int throw_not_function(Vm *vm, Value f)
{
    char b[160];
    vm_op_default_site(vm, f, b, sizeof b);
    vm_throw_error(vm, ERR_TYPE, "%s is not a function", b);
    return -1;
}

/* GetMethod(o, key) into *out: undefined for null/undefined, -1 with a
 * TypeError when not callable. */
static int get_method(Vm *vm, Value o, Value key, Value *out)
{
    Value m = vm_get_js(vm, o, key);
    if (m == V_EXC)
        return -1;
    if (v_is_nullish(m)) {
        *out = V_UNDEF;
        return 0;
    }
    if (!vm_is_callable_noalloc(m))
        return throw_not_function(vm, m);
    *out = m;
    return 0;
}

/* An object with exactly the shape of the iterator results the VM makes
 * ({ value, done } as data properties, B_ITER_RESULT_SHAPE): its fields,
 * read without a lookup. The getters below do the general case. */
static bool iter_result_fast_noalloc(Vm *vm, Value r, Value *value, bool *done)
{
    Value sh = vm->builtin[B_ITER_RESULT_SHAPE];
    Object *o = v_obj(r);
    if (!v_is_type(sh, T_SHAPE) || o->shape != v_cell(sh) || (o->hdr.flags & OBJ_DICT) || !o->slots)
        return false;
    *value = o->slots->v[0];
    *done = vm_truthy_noalloc(o->slots->v[1]);
    return true;
}

/* Call an iterator method m on sp[-1], check the result is an object, and
 * leave it in sp[-1] with its next method in sp[0]. which names the method
 * in V8's TypeError. */
static int open_iterator(Vm *vm, Value m, Value *sp, const char *which)
{
    Value it = vm_call_js(vm, m, sp[-1], 0, NULL);
    if (it == V_EXC)
        return -1;
    if (!v_is_object(it)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the %s method is not an object", which);
        return -1;
    }
    sp[-1] = it;
    Value nx = vm_get_prop_js(vm, sp[-1], vm->atom[A_next]);
    if (nx == V_EXC)
        return -1;
    sp[0] = nx;
    return 0;
}

int vm_op_get_async_iter(Vm *vm, Value *sp, bool ystar)
{
    /* sp[-1] o; sp[0] is scratch (below the ceiling: a root) */
    Value m = vm_get_js(vm, sp[-1], vm->builtin[B_SYM_ASYNC_ITERATOR]);
    if (m == V_EXC)
        return -1;
    if (!v_is_nullish(m)) {
        if (!vm_is_callable_noalloc(m))
            return throw_not_function(vm, m);
        return open_iterator(vm, m, sp, "Symbol.asyncIterator");
    }
    /* CreateAsyncFromSyncIterator(GetIterator(o, sync)) */
    Value sm = vm_get_js(vm, sp[-1], vm->builtin[B_SYM_ITERATOR]);
    if (sm == V_EXC)
        return -1;
    if (!vm_is_callable_noalloc(sm)) {
        if (ystar || !v_is_nullish(sm))
            return throw_not_function(vm, sm); /* V8 calls it */
        char b[160];
        vm_op_default_site(vm, sp[-1], b, sizeof b);
        char *t = vm_op_site_text(vm);
        vm_throw_error(vm, ERR_TYPE, "%s is not async iterable", t ? t : b);
        free(t);
        return -1;
    }
    if (open_iterator(vm, sm, sp, "Symbol.iterator") < 0)
        return -1;
    Value w = vm->lib->async_from_sync(vm, &sp[-1], &sp[0]);
    if (w == V_EXC)
        return -1;
    sp[-1] = w;
    Value nx = vm_get_prop_js(vm, sp[-1], vm->atom[A_next]);
    if (nx == V_EXC)
        return -1;
    sp[0] = nx;
    return 0;
}

int vm_op_aiter_next(Vm *vm, Value *sp)
{
    /* [iter next] → [iter null next res]: until AITER_RESULT has read the
     * result, a throw (from next(), its await, or the result) leaves the
     * iterator unclosed, as the spec's `?`s say */
    sp[0] = sp[-1];
    sp[-1] = V_NULL;
    sp[1] = V_UNDEF;
    if (!vm_is_callable_noalloc(sp[0]))
        return throw_not_function(vm, sp[0]);
    Value r = vm_call_js(vm, sp[0], sp[-2], 0, NULL);
    if (r == V_EXC)
        return -1;
    sp[1] = r;
    return 0;
}

int vm_op_aiter_result(Vm *vm, Value *sp, Value *out)
{
    /* sp[-4] iter, sp[-3] null, sp[-2] next, sp[-1] res */
    if (!v_is_object(sp[-1]))
        return vm_throw_not_iter_result(vm, sp[-1]);
    bool fd;
    Value fv;
    if (iter_result_fast_noalloc(vm, sp[-1], &fv, &fd)) {
        *out = fv;
        return fd ? 0 : 1;
    }
    Value d = vm_get_prop_js(vm, sp[-1], vm->atom[A_done]);
    if (d == V_EXC)
        return -1;
    if (vm_truthy_noalloc(d))
        return 0;
    Value v = vm_get_prop_js(vm, sp[-1], vm->atom[A_value]);
    if (v == V_EXC)
        return -1;
    *out = v;
    return 1;
}

int vm_op_aiter_close(Vm *vm, Value *sp, bool on_throw, Value *res)
{
    /* sp[-2] iter, sp[-1] next (null: done or failed, nothing to close) */
    if (sp[-1] == V_NULL)
        return 0;
    sp[-1] = V_NULL;
    Value m;
    if (get_method(vm, sp[-2], vm->atom[A_return], &m) < 0)
        goto fail;
    if (m == V_UNDEF)
        return 0;
    Value r = vm_call_js(vm, m, sp[-2], 0, NULL);
    if (r == V_EXC)
        goto fail;
    *res = r;
    return 1;
fail:
    if (!on_throw)
        return -1;
    vm_take_exception(vm); /* AsyncIteratorClose: the throw completion wins */
    return 0;
}

int vm_op_aiter_check(Vm *vm, Value res)
{
    return v_is_object(res) ? 0 : vm_throw_not_iter_result(vm, res);
}

int vm_op_adelegate(Vm *vm, Value *sp)
{
    /* in: sp[-4] iter, sp[-3] next, sp[-2] recv, sp[-1] mode
     * out: sp[-2] mode, sp[-1] res (0) or the value to await (1) */
    int m = v_get_int(sp[-1]);
    sp[-1] = sp[-2];
    sp[-2] = v_int(m);
    Value r;
    if (m == GEN_MODE_NEXT) {
        if (!vm_is_callable_noalloc(sp[-3]))
            return throw_not_function(vm, sp[-3]);
        r = vm_call_js(vm, sp[-3], sp[-4], 1, &sp[-1]);
        if (r == V_EXC)
            return -1;
        sp[-1] = r;
        return 0;
    }
    Value f;
    if (get_method(vm, sp[-4], vm->atom[m == GEN_MODE_THROW ? A_throw : A_return], &f) < 0)
        return -1;
    if (f != V_UNDEF) {
        r = vm_call_js(vm, f, sp[-4], 1, &sp[-1]);
        if (r == V_EXC)
            return -1;
        sp[-1] = r;
        return 0;
    }
    if (m == GEN_MODE_RETURN)
        return 1; /* await the value, then return it */
    /* no throw(): AsyncIteratorClose(iterator, normal), then the TypeError */
    if (get_method(vm, sp[-4], vm->atom[A_return], &f) < 0)
        return -1;
    if (f == V_UNDEF) {
        vm_throw_error(vm, ERR_TYPE, "The iterator does not provide a 'throw' method.");
        return -1;
    }
    r = vm_call_js(vm, f, sp[-4], 0, NULL);
    if (r == V_EXC)
        return -1;
    sp[-1] = r;
    return 1;
}

int vm_op_adelegate_result(Vm *vm, Value *sp)
{
    /* sp[-1] res → sp[-1] value, sp[0] done */
    if (!v_is_object(sp[-1]))
        return vm_throw_not_iter_result(vm, sp[-1]);
    bool fd;
    Value fv;
    if (iter_result_fast_noalloc(vm, sp[-1], &fv, &fd)) {
        sp[-1] = fv;
        sp[0] = v_bool(fd);
        return 0;
    }
    Value d = vm_get_prop_js(vm, sp[-1], vm->atom[A_done]);
    if (d == V_EXC)
        return -1;
    sp[0] = v_bool(vm_truthy_noalloc(d));
    Value v = vm_get_prop_js(vm, sp[-1], vm->atom[A_value]);
    if (v == V_EXC)
        return -1;
    sp[-1] = v;
    return 0;
}
