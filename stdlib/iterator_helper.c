/* stdlib/iterator_helper.c — the lazy iterator helpers (Iterator.prototype
 * map, filter, take, drop, flatMap, chunks, windows; Iterator.concat's result;
 * Iterator.zip's steps are in iterator_zip.c) and
 * %IteratorHelperPrototype% (next, return, @@toStringTag).
 *
 * The spec writes each helper as a generator closure; here the closure's
 * variables are IterHelper fields (iterator_int.h) and helper_step runs it
 * from one suspension point to the next: the only suspension point of each
 * closure is its Yield, so "resume after the yield" is the same as "start
 * the loop again" once the counter has been advanced. The state field is
 * the generator's [[GeneratorState]]: HS_RUNNING while a step runs, so a
 * re-entrant next() or return() throws as a running generator does, and
 * HS_DONE once the closure returned or threw (never left again).
 */
#include <math.h>

#include "iterator_int.h"

static IterHelper *H(Value v) { return (IterHelper *)v_cell(v); }

static void set_field(Vm *vm, Value h, Value *field_of_h, Value v)
{
    GC_WRITE(vm, v_cell(h), field_of_h, v);
}
#define SET(hv, field, v) set_field(vm, *(hv), &H(*(hv))->field, (v))

Value lib_iter_helper_new(Vm *vm, int kind, Value *iter, Value *next, Value *fn, Value count)
{
    Value h = vm_new_object_class(vm, CLS_ITER_HELPER, sizeof(IterHelper), vm->builtin[B_ITER_HELPER_PROTO]);
    if (h == V_EXC)
        return V_EXC;
    IterHelper *o = H(h); /* fresh: initialising stores need no barrier */
    o->state = v_int(HS_START);
    o->kind = v_int(kind);
    o->iter = *iter;
    o->next = *next;
    o->fn = *fn;
    o->count = count;
    o->inner = o->inner_next = V_UNDEF;
    o->index = v_int(0);
    return h;
}

/* Step the open inner iterator of flatMap or concat into *val: 1 a value,
 * 0 exhausted (inner is cleared so the next call opens another), -1 error. */
static int inner_step(Vm *vm, Value *hv, Value *tmp, Value *val)
{
    *tmp = H(*hv)->inner;
    int s = vm_iter_step_js(vm, *tmp, H(*hv)->inner_next, val);
    if (s == 0) {
        SET(hv, inner, V_UNDEF);
        SET(hv, inner_next, V_UNDEF);
    }
    return s;
}

/* Concat: open the next iterable of the list into inner/inner_next.
 * 1 opened, 0 none left, -1 error. */
static int concat_open(Vm *vm, Value *hv)
{
    int32_t i = v_get_int(H(*hv)->index);
    ArrayObj *list = vm_array(H(*hv)->fn);
    if ((uint32_t)i * 2 >= list->length)
        return 0;
    SET(hv, index, v_int(i + 1));
    Value m = list->elems->v[2 * i], item = list->elems->v[2 * i + 1];
    Value it = vm_call_js(vm, m, item, 0, NULL);
    if (it == V_EXC)
        return -1;
    if (!v_is_object(it)) {
        char b[128];
        vm_short_repr(vm, it, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s is not iterable", b);
        return -1;
    }
    SET(hv, inner, it);
    Value nx = vm_get_prop_js(vm, H(*hv)->inner, vm->atom[A_next]);
    if (nx == V_EXC)
        return -1;
    SET(hv, inner_next, nx);
    return 1;
}

/* A fresh array of the elements of the internal list *src from index from
 * on (CreateArrayFromList). */
static Value list_copy(Vm *vm, Value *src, uint32_t from)
{
    uint32_t n = vm_array(*src)->length - from;
    Value a = vm_new_array(vm, n);
    if (a == V_EXC)
        return V_EXC;
    ArrayObj *d = vm_array(a), *s = vm_array(*src); /* *src read after the allocation */
    for (uint32_t i = 0; i < n; i++)
        GC_WRITE(vm, d->elems, &d->elems->v[i], s->elems->v[from + i]);
    d->length = n;
    return a;
}

/* chunks / windows: buffer the underlying values and yield a fresh array of
 * each full chunk / window. After exhaustion a short list may still be due
 * (chunks: the last partial chunk; windows "allow-partial": everything seen
 * when fewer than the size came); it is yielded with iter cleared, so the
 * next step returns and a return() has nothing left to close. */
static int sized_step(Vm *vm, Value *hv, Value *iter, Value *next, Value *val, Value *tmp, Value *out)
{
    bool win = v_get_int(H(*hv)->kind) == HK_WINDOWS;
    if (*iter == V_UNDEF)
        return 0;
    uint32_t size = (uint32_t)v_to_double(H(*hv)->count);
    if (H(*hv)->fn == V_UNDEF) {
        if ((*tmp = vm_new_array(vm, size < 16 ? size : 16)) == V_EXC)
            return -1;
        SET(hv, fn, *tmp);
    }
    for (;;) {
        int s = vm_iter_step_js(vm, *iter, *next, val);
        if (s < 0)
            return -1;
        uint32_t n = vm_array(H(*hv)->fn)->length;
        if (s == 0) {
            if (n == 0 || (win && !(H(*hv)->index == V_TRUE && n < size)))
                return 0;
            *tmp = H(*hv)->fn;
            if ((*out = win ? list_copy(vm, tmp, 0) : *tmp) == V_EXC)
                return -1;
            SET(hv, iter, V_UNDEF);
            return 1;
        }
        if (win && n == size) { /* drop the oldest value */
            *tmp = H(*hv)->fn;
            if ((*tmp = list_copy(vm, tmp, 1)) == V_EXC)
                return -1;
            SET(hv, fn, *tmp);
        }
        *tmp = H(*hv)->fn;
        if (vm_array_append(vm, *tmp, *val) < 0)
            return -1;
        if (vm_array(*tmp)->length == size) {
            if (!win) {
                *out = *tmp; /* the chunk is handed out; the next step starts another */
                SET(hv, fn, V_UNDEF);
                return 1;
            }
            return (*out = list_copy(vm, tmp, 0)) == V_EXC ? -1 : 1;
        }
    }
}

/* Run the closure of *hv (state HS_RUNNING) to its next Yield: 1 with *out
 * the value, 0 when it returned, -1 when it threw. */
static int helper_step(Vm *vm, Value *hv, Value *out)
{
    size_t sc = gc_scope_open(vm);
    Value *iter = gc_handle(vm, H(*hv)->iter), *next = gc_handle(vm, H(*hv)->next);
    Value *val = gc_handle(vm, V_UNDEF), *tmp = gc_handle(vm, V_UNDEF);
    Value *ii = gc_handle(vm, V_UNDEF), *in = gc_handle(vm, V_UNDEF);
    int rc = -1, s;
    switch (v_get_int(H(*hv)->kind)) {
    case HK_MAP:
    case HK_FILTER: {
        bool map = v_get_int(H(*hv)->kind) == HK_MAP;
        for (;;) {
            if ((s = vm_iter_step_js(vm, *iter, *next, val)) <= 0) {
                rc = s;
                goto out;
            }
            Value count = H(*hv)->count;
            SET(hv, count, v_num(v_to_double(count) + 1));
            Value args[2] = {*val, count};
            Value r = vm_call_js(vm, H(*hv)->fn, V_UNDEF, 2, args);
            if (r == V_EXC) {
                lib_iter_close_throw(vm, *iter);
                goto out;
            }
            if (map) {
                *out = r;
                rc = 1;
                goto out;
            }
            if (vm_truthy_noalloc(r)) {
                *out = *val;
                rc = 1;
                goto out;
            }
        }
    }
    case HK_TAKE: {
        double left = v_to_double(H(*hv)->count);
        if (left == 0) {
            rc = lib_iter_close_js(vm, iter) < 0 ? -1 : 0;
            goto out;
        }
        if (left != INFINITY)
            SET(hv, count, v_num(left - 1));
        if ((s = vm_iter_step_js(vm, *iter, *next, val)) <= 0) {
            rc = s;
            goto out;
        }
        *out = *val;
        rc = 1;
        goto out;
    }
    case HK_DROP: {
        for (double left; (left = v_to_double(H(*hv)->count)) > 0;) {
            if (left != INFINITY)
                SET(hv, count, v_num(left - 1));
            if ((s = vm_iter_step_js(vm, *iter, *next, NULL)) <= 0) {
                rc = s;
                goto out;
            }
        }
        if ((s = vm_iter_step_js(vm, *iter, *next, val)) <= 0) {
            rc = s;
            goto out;
        }
        *out = *val;
        rc = 1;
        goto out;
    }
    case HK_FLATMAP:
        for (;;) {
            if (H(*hv)->inner == V_UNDEF) {
                if ((s = vm_iter_step_js(vm, *iter, *next, val)) <= 0) {
                    rc = s;
                    goto out;
                }
                Value count = H(*hv)->count;
                SET(hv, count, v_num(v_to_double(count) + 1));
                Value args[2] = {*val, count};
                *tmp = vm_call_js(vm, H(*hv)->fn, V_UNDEF, 2, args);
                if (*tmp == V_EXC) {
                    lib_iter_close_throw(vm, *iter);
                    goto out;
                }
                if (lib_iter_flattenable_js(vm, tmp, false, "Iterator.prototype.flatMap", ii, in) < 0) {
                    lib_iter_close_throw(vm, *iter);
                    goto out;
                }
                SET(hv, inner, *ii);
                SET(hv, inner_next, *in);
            }
            if ((s = inner_step(vm, hv, tmp, val)) < 0) {
                lib_iter_close_throw(vm, *iter);
                goto out;
            }
            if (s == 1) {
                *out = *val;
                rc = 1;
                goto out;
            }
        }
    case HK_CHUNKS:
    case HK_WINDOWS:
        rc = sized_step(vm, hv, iter, next, val, tmp, out);
        goto out;
    case HK_ZIP:
        rc = lib_iter_zip_step(vm, hv, out);
        goto out;
    case HK_CONCAT:
        for (;;) {
            if (H(*hv)->inner == V_UNDEF && (s = concat_open(vm, hv)) <= 0) {
                rc = s;
                goto out;
            }
            if ((s = inner_step(vm, hv, tmp, val)) != 0) {
                if (s == 1)
                    *out = *val;
                rc = s;
                goto out;
            }
        }
    }
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* GeneratorResumeAbrupt with a return completion at the Yield: close what
 * the closure holds open (flatMap: the inner iterator, then the outer one
 * whatever the inner's return did). 0 / -1. */
static int helper_close(Vm *vm, Value *hv)
{
    size_t sc = gc_scope_open(vm);
    Value *it = gc_handle(vm, H(*hv)->iter), *inner = gc_handle(vm, H(*hv)->inner);
    int rc = -1;
    switch (v_get_int(H(*hv)->kind)) {
    case HK_FLATMAP:
        if (*inner != V_UNDEF && lib_iter_close_js(vm, inner) < 0) {
            lib_iter_close_throw(vm, *it);
            goto out;
        }
        rc = lib_iter_close_js(vm, it);
        break;
    case HK_CONCAT:
        rc = *inner == V_UNDEF ? 0 : lib_iter_close_js(vm, inner);
        break;
    case HK_CHUNKS:
    case HK_WINDOWS:
        rc = *it == V_UNDEF ? 0 : lib_iter_close_js(vm, it);
        break;
    case HK_ZIP:
        rc = lib_iter_zip_close(vm, hv);
        break;
    default:
        rc = lib_iter_close_js(vm, it);
        break;
    }
out:
    gc_scope_close(vm, sc);
    return rc;
}


static Value done_result(Vm *vm)
{
    Value u = V_UNDEF;
    return vm_iter_result(vm, &u, true);
}

/* %IteratorHelperPrototype%.next (magic 0) and .return (magic 1). */
static Value helper_resume(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    bool ret = MAGIC;
    if (!v_is_class(THIS, CLS_ITER_HELPER))
        return lib_throw_incompatible(vm, ret ? "Iterator Helper.prototype.return" : "Iterator Helper.prototype.next", THIS);
    Value *hv = &THIS; /* a stack slot: a root the collector updates */
    int st = v_get_int(H(*hv)->state);
    if (st == HS_RUNNING)
        return vm_throw_error(vm, ERR_TYPE, "Generator is already running");
    if (st == HS_DONE)
        return done_result(vm);
    if (ret) {
        /* at suspended-start nothing ran: close the underlying iterator
         * (none yet for concat; zip: all of them) as completed; at the
         * Yield, resume the closure with a return completion, which closes
         * what it holds */
        int kind = v_get_int(H(*hv)->kind);
        SET(hv, state, v_int(st == HS_START ? HS_DONE : HS_RUNNING));
        size_t sc = gc_scope_open(vm);
        Value *it = gc_handle(vm, H(*hv)->iter);
        int rc = st != HS_START      ? helper_close(vm, hv)
                 : kind == HK_CONCAT ? 0
                 : kind == HK_ZIP    ? lib_iter_zip_close(vm, hv)
                                     : lib_iter_close_js(vm, it);
        gc_scope_close(vm, sc);
        SET(hv, state, v_int(HS_DONE));
        return rc < 0 ? V_EXC : done_result(vm);
    }
    SET(hv, state, v_int(HS_RUNNING));
    size_t sc = gc_scope_open(vm);
    Value *out = gc_handle(vm, V_UNDEF);
    int rc = helper_step(vm, hv, out);
    SET(hv, state, v_int(rc == 1 ? HS_YIELD : HS_DONE));
    if (rc == 0) {
        /* a finished closure drops its references, as a generator drops its frame */
        SET(hv, iter, V_UNDEF);
        SET(hv, next, V_UNDEF);
        SET(hv, fn, V_UNDEF);
    }
    Value r = rc < 0 ? V_EXC : vm_iter_result(vm, out, rc == 0);
    gc_scope_close(vm, sc);
    return r;
}

int lib_install_iterator_helper(Vm *vm, Value iter_proto)
{
    static const LibFn fns[] = {
        {"next", helper_resume, 0, 0}, {"return", helper_resume, 0, 1}, {NULL, NULL, 0, 0},
    };
    Value p = vm_new_object_proto(vm, iter_proto);
    if (p == V_EXC)
        return -1;
    vm->builtin[B_ITER_HELPER_PROTO] = p;
    if (lib_def_fns(vm, p, fns) < 0)
        return -1;
    Value tag = vm_atom(vm, "Iterator Helper");
    if (tag == V_EXC)
        return -1;
    return vm_define_own(vm, vm->builtin[B_ITER_HELPER_PROTO], vm->builtin[B_SYM_TO_STRING_TAG], tag,
                         PROP_CONFIGURABLE);
}
