/* stdlib/array_from_async.c — Array.fromAsync(items, mapfn, thisArg).
 *
 * The spec writes it as an async closure; here the closure's variables are
 * a FromAsync object's fields and each Await hands the object's two
 * reaction functions to lib_await_value_fns. `step` runs from one Await to
 * the next: the synchronous part up to the first Await runs inside the call,
 * so every error, early ones included, rejects the returned promise.
 *
 * Two modes, as in the spec: an async iterator (items[@@asyncIterator], or
 * items[@@iterator] wrapped by CreateAsyncFromSyncIterator), whose next()
 * results are awaited and whose mapped values are awaited; or an array-like,
 * whose elements are awaited one by one. An error after the iterator was
 * opened (mapfn threw, its result rejected, the element could not be
 * defined) closes it: return() is called and its result awaited before the
 * promise rejects with the original error (AsyncIteratorClose).
 */
#include "lib.h"
#include "array_int.h"
#include "promise.h"

#define CLS_FROM_ASYNC ((ObjClass)(CLS__FIRST_FREE + 2)) /* FromAsync */

/* What the pending Await is for. */
enum { FA_NEXT, FA_MAPPED, FA_VALUE, FA_AMAPPED, FA_CLOSE };

typedef struct FromAsync { /* all Values: the default object trace visits them */
    Object o;
    Value promise;          /* the result (a %Promise%) */
    Value mapfn, this_arg;  /* mapfn V_UNDEF: no mapping */
    Value iter, next;       /* iterator mode; iter V_UNDEF in array-like mode */
    Value items;            /* array-like mode: ToObject(items) */
    Value arr;              /* A */
    Value k, len;           /* numbers */
    Value phase;            /* int FA_* */
    Value err;              /* FA_CLOSE: the error to reject with once return() settled */
    Value on_ful, on_rej;   /* the Await reaction pair, made once */
} FromAsync;

static FromAsync *FA(Value v) { return (FromAsync *)v_cell(v); }
#define SET(st, field, v) GC_WRITE(vm, v_cell(*(st)), &FA(*(st))->field, (v))

static void finish_reject(Vm *vm, Value *st, Value reason)
{
    if (lib_promise_reject(vm, FA(*st)->promise, reason) < 0)
        vm_take_exception(vm); /* out of memory while rejecting: nothing left to tell */
}

/* Await(v) for phase; -1 when PromiseResolve threw (pending). */
static int fa_await(Vm *vm, Value *st, Value v, int phase)
{
    SET(st, phase, v_int(phase));
    return lib_await_value_fns(vm, v, FA(*st)->on_ful, FA(*st)->on_rej);
}

/* AsyncIteratorClose(iter, throw completion): call return() and await its
 * result, then reject with the pending exception whatever return() did. */
static void close_with_pending(Vm *vm, Value *st)
{
    size_t sc = gc_scope_open(vm);
    Value *err = gc_handle(vm, vm_take_exception(vm));
    Value *it = gc_handle(vm, FA(*st)->iter);
    Value m = vm_get_js(vm, *it, vm->atom[A_return]);
    if (m != V_EXC && !v_is_nullish(m)) {
        Value r = vm_call_js(vm, m, *it, 0, NULL);
        if (r != V_EXC) {
            SET(st, err, *err);
            if (fa_await(vm, st, r, FA_CLOSE) == 0)
                goto out;
        }
    }
    if (vm->has_exception)
        vm_take_exception(vm);
    finish_reject(vm, st, *err);
out:
    gc_scope_close(vm, sc);
}

/* CreateDataPropertyOrThrow(A, k, v); k++. 0 / -1. */
static int add(Vm *vm, Value *st, Value v)
{
    double k = v_to_double(FA(*st)->k);
    if (la_create_js(vm, FA(*st)->arr, (int64_t)k, v) < 0)
        return -1;
    SET(st, k, v_num(k + 1));
    return 0;
}

/* Run the closure from the settled Await (ok, *v) to the next Await or the
 * end. Every outcome lands in the promise; nothing is left pending. */
static void step(Vm *vm, Value *st, bool ok, Value *v)
{
    size_t sc = gc_scope_open(vm);
    Value *tmp = gc_handle(vm, V_UNDEF);
    bool iter_mode = FA(*st)->iter != V_UNDEF;
    int phase = v_get_int(FA(*st)->phase);
    if (phase == FA_CLOSE) {
        finish_reject(vm, st, FA(*st)->err);
        goto out;
    }
    if (!ok) {
        if (phase == FA_MAPPED) {
            vm_throw(vm, *v);
            close_with_pending(vm, st);
        } else {
            finish_reject(vm, st, *v);
        }
        goto out;
    }
    switch (phase) {
    case FA_NEXT: {
        if (!v_is_object(*v)) {
            vm_throw_not_iter_result(vm, *v);
            goto fail;
        }
        Value d = vm_get_prop_js(vm, *v, vm->atom[A_done]);
        if (d == V_EXC)
            goto fail;
        if (vm_truthy_noalloc(d)) {
            if (la_set_length_js(vm, FA(*st)->arr, v_to_double(FA(*st)->k)) < 0)
                goto fail;
            goto resolve;
        }
        *tmp = vm_get_prop_js(vm, *v, vm->atom[A_value]);
        if (*tmp == V_EXC)
            goto fail;
        if (FA(*st)->mapfn != V_UNDEF) {
            Value args[2] = {*tmp, FA(*st)->k};
            *tmp = vm_call_js(vm, FA(*st)->mapfn, FA(*st)->this_arg, 2, args);
            if (*tmp == V_EXC || fa_await(vm, st, *tmp, FA_MAPPED) < 0)
                goto fail_close;
            goto out;
        }
        if (add(vm, st, *tmp) < 0)
            goto fail_close;
        break;
    }
    case FA_MAPPED:
        if (add(vm, st, *v) < 0)
            goto fail_close;
        break;
    case FA_VALUE:
        if (FA(*st)->mapfn != V_UNDEF) {
            Value args[2] = {*v, FA(*st)->k};
            *tmp = vm_call_js(vm, FA(*st)->mapfn, FA(*st)->this_arg, 2, args);
            if (*tmp == V_EXC || fa_await(vm, st, *tmp, FA_AMAPPED) < 0)
                goto fail;
            goto out;
        }
        if (add(vm, st, *v) < 0)
            goto fail;
        break;
    case FA_AMAPPED:
        if (add(vm, st, *v) < 0)
            goto fail;
        break;
    }
    /* the next element */
    if (iter_mode) {
        *tmp = vm_call_js(vm, FA(*st)->next, FA(*st)->iter, 0, NULL);
        if (*tmp == V_EXC || fa_await(vm, st, *tmp, FA_NEXT) < 0)
            goto fail;
        goto out;
    }
    double k = v_to_double(FA(*st)->k);
    if (k < v_to_double(FA(*st)->len)) {
        *tmp = la_get_js(vm, FA(*st)->items, (int64_t)k);
        if (*tmp == V_EXC || fa_await(vm, st, *tmp, FA_VALUE) < 0)
            goto fail;
        goto out;
    }
    if (la_set_length_js(vm, FA(*st)->arr, k) < 0)
        goto fail;
resolve:
    if (lib_promise_resolve_with_js(vm, FA(*st)->promise, FA(*st)->arr) < 0)
        goto fail;
    goto out;
fail_close:
    close_with_pending(vm, st);
    goto out;
fail:
    finish_reject(vm, st, vm_take_exception(vm));
out:
    gc_scope_close(vm, sc);
}

/* The Await reactions: magic 1 fulfilled, 0 rejected. */
static Value on_settled(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value *st = gc_handle(vm, lib_native_data(argv));
    Value *v = gc_handle(vm, ARG(0));
    step(vm, st, MAGIC, v);
    gc_scope_close(vm, sc);
    return V_UNDEF;
}

static void method_not_fn(Vm *vm, bool async)
{
    vm_throw_error(vm, ERR_TYPE,
                   "Array.fromAsync requires that the property of the first argument, items[Symbol.%s], when "
                   "exists, be a function",
                   async ? "asyncIterator" : "iterator");
}

/* The closure's synchronous start: to the first Await. -1: an error to
 * reject with (pending). */
static int start(Vm *vm, Value *st, Value *items, Value *ctor)
{
    Value *m = gc_handle(vm, V_UNDEF), *it = gc_handle(vm, V_UNDEF), *nx = gc_handle(vm, V_UNDEF);
    if (FA(*st)->mapfn != V_UNDEF && !vm_is_callable_noalloc(FA(*st)->mapfn)) {
        char b[128];
        vm_short_repr(vm, FA(*st)->mapfn, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s is not a function", b);
        return -1;
    }
    bool async = true;
    if ((*m = vm_get_js(vm, *items, vm->builtin[B_SYM_ASYNC_ITERATOR])) == V_EXC)
        return -1;
    if (v_is_nullish(*m)) {
        async = false;
        if ((*m = vm_get_js(vm, *items, vm->builtin[B_SYM_ITERATOR])) == V_EXC)
            return -1;
    }
    Value a;
    if (!v_is_nullish(*m)) {
        if (!vm_is_callable_noalloc(*m)) {
            method_not_fn(vm, async);
            return -1;
        }
        if ((*it = vm_call_js(vm, *m, *items, 0, NULL)) == V_EXC)
            return -1;
        if (!v_is_object(*it)) {
            vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.%s method is not an object",
                           async ? "asyncIterator" : "iterator");
            return -1;
        }
        if ((*nx = vm_get_prop_js(vm, *it, vm->atom[A_next])) == V_EXC)
            return -1;
        if (!async) {
            if ((*it = lib_async_from_sync(vm, it, nx)) == V_EXC)
                return -1;
            if ((*nx = vm_get_prop_js(vm, *it, vm->atom[A_next])) == V_EXC)
                return -1;
        }
        a = vm_is_constructor_noalloc(*ctor) ? vm_construct_js(vm, *ctor, 0, NULL, *ctor) : vm_new_array(vm, 0);
        if (a == V_EXC)
            return -1;
        SET(st, arr, a);
        SET(st, iter, *it);
        SET(st, next, *nx);
        Value r = vm_call_js(vm, FA(*st)->next, FA(*st)->iter, 0, NULL);
        return r == V_EXC ? -1 : fa_await(vm, st, r, FA_NEXT);
    }
    /* an array-like */
    Value o = vm_to_object(vm, *items);
    if (o == V_EXC)
        return -1;
    SET(st, items, o);
    int64_t len = la_length_js(vm, FA(*st)->items);
    if (len < 0)
        return -1;
    SET(st, len, v_num((double)len));
    if (vm_is_constructor_noalloc(*ctor)) {
        Value *n = gc_handle(vm, v_num((double)len));
        a = vm_construct_js(vm, *ctor, 1, n, *ctor);
    } else {
        a = la_array_create(vm, (double)len);
    }
    if (a == V_EXC)
        return -1;
    SET(st, arr, a);
    if (len == 0) {
        if (la_set_length_js(vm, FA(*st)->arr, 0) < 0)
            return -1;
        return lib_promise_resolve_with_js(vm, FA(*st)->promise, FA(*st)->arr);
    }
    Value e = la_get_js(vm, FA(*st)->items, 0);
    return e == V_EXC ? -1 : fa_await(vm, st, e, FA_VALUE);
}

Value lib_array_from_async(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *items = gc_handle(vm, ARG(0)), *ctor = gc_handle(vm, THIS);
    Value *st = gc_handle(vm, vm_new_object_class(vm, CLS_FROM_ASYNC, sizeof(FromAsync), V_NULL));
    if (*st == V_EXC)
        goto out;
    FromAsync *f = FA(*st); /* fresh: initialising stores need no barrier */
    f->promise = f->iter = f->next = f->items = f->arr = f->err = f->on_ful = f->on_rej = V_UNDEF;
    f->mapfn = ARG(1);
    f->this_arg = ARG(2);
    f->k = f->len = v_int(0);
    f->phase = v_int(FA_NEXT);
    Value p = lib_promise_new(vm);
    if (p == V_EXC)
        goto out;
    SET(st, promise, p);
    Value fn = lib_new_native_data(vm, "", on_settled, 1, *st);
    if (fn == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(fn))->magic = 1;
    SET(st, on_ful, fn);
    if ((fn = lib_new_native_data(vm, "", on_settled, 1, *st)) == V_EXC)
        goto out;
    SET(st, on_rej, fn);
    if (start(vm, st, items, ctor) < 0)
        finish_reject(vm, st, vm_take_exception(vm));
    r = FA(*st)->promise;
out:
    gc_scope_close(vm, sc);
    return r;
}
