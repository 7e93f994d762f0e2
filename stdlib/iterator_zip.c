/* stdlib/iterator_zip.c — joint iteration: Iterator.zip and
 * Iterator.zipKeyed, and the steps of the helper they return (IteratorZip
 * of the spec text; iterator_helper.c dispatches to them).
 *
 * The helper is an IterHelper of kind HK_ZIP (iterator_int.h): fn holds the
 * iterator records as an internal array [iter0, next0, iter1, next1, ...].
 * The spec's openIters is always iters without the removed records, in the
 * same order, so a removed record is marked by iter_k = null in that one
 * list: in "longest" mode a removed record is exactly one the padding
 * stands in for, and in the other modes the closure returns right after a
 * removal. IteratorCloseAll walks the records still there, last first.
 *
 * node 26 has neither method: the behaviour follows the proposal's spec
 * text and test262, and the error texts are tarn's own.
 */
#include "iterator_int.h"

enum { ZM_SHORTEST, ZM_LONGEST, ZM_STRICT };

static IterHelper *H(Value v) { return (IterHelper *)v_cell(v); }

static uint32_t rec_count(Value list) { return vm_array(list)->length / 2; }
static Value rec_iter(Value list, uint32_t i) { return vm_array(list)->elems->v[2 * i]; }
static Value rec_next(Value list, uint32_t i) { return vm_array(list)->elems->v[2 * i + 1]; }

/* Remove record i from openIters (its iterator is done or threw). */
static void rec_remove(Vm *vm, Value list, uint32_t i)
{
    ArrayObj *a = vm_array(list);
    GC_WRITE(vm, a->elems, &a->elems->v[2 * i], V_NULL);
}

/* IteratorCloseAll(openIters of *list, completion): thrown says the
 * completion is a throw (the pending exception), which then survives
 * whatever return() does; otherwise the first error of a return() becomes
 * the completion. Each closed record is removed. 0 / -1. */
static int close_all(Vm *vm, Value *list, bool thrown)
{
    size_t sc = gc_scope_open(vm);
    Value *it = gc_handle(vm, V_UNDEF);
    for (uint32_t i = rec_count(*list); i-- > 0;) {
        if ((*it = rec_iter(*list, i)) == V_NULL)
            continue;
        rec_remove(vm, *list, i);
        if (thrown)
            lib_iter_close_throw(vm, *it);
        else if (lib_iter_close_js(vm, it) < 0)
            thrown = true;
    }
    gc_scope_close(vm, sc);
    return thrown ? -1 : 0;
}

int lib_iter_zip_close(Vm *vm, Value *hv)
{
    size_t sc = gc_scope_open(vm);
    Value *list = gc_handle(vm, H(*hv)->fn);
    int rc = v_is_object(*list) ? close_all(vm, list, false) : 0;
    gc_scope_close(vm, sc);
    return rc;
}

static const char *zip_name(Value keys) { return keys == V_UNDEF ? "Iterator.zip" : "Iterator.zipKeyed"; }

/* "strict" mode found iterators of different lengths: the TypeError, and
 * every record still open closed under it. Returns -1. */
static int strict_mismatch(Vm *vm, Value *hv, Value *list)
{
    vm_throw_error(vm, ERR_TYPE, "%s: the iterables have different lengths in 'strict' mode", zip_name(H(*hv)->inner_next));
    return close_all(vm, list, true);
}

/* After record 0 of a "strict" zip is exhausted: every other one must be
 * too (IteratorStep, not reading the values). 0 all done, -1 error. */
static int strict_rest(Vm *vm, Value *hv, Value *list)
{
    for (uint32_t k = 1; k < rec_count(*list); k++) {
        int s = vm_iter_step_js(vm, rec_iter(*list, k), rec_next(*list, k), NULL);
        if (s < 0) {
            rec_remove(vm, *list, k);
            return close_all(vm, list, true);
        }
        if (s > 0)
            return strict_mismatch(vm, hv, list);
        rec_remove(vm, *list, k);
    }
    return 0;
}

/* One step of IteratorZip's closure: 1 with *out the results (an array,
 * or for zipKeyed a null-prototype object), 0 when it returned, -1 when it
 * threw. */
int lib_iter_zip_step(Vm *vm, Value *hv, Value *out)
{
    size_t sc = gc_scope_open(vm);
    Value *list = gc_handle(vm, H(*hv)->fn), *val = gc_handle(vm, V_UNDEF);
    Value *res = gc_handle(vm, V_UNDEF), *obj = gc_handle(vm, V_UNDEF);
    int mode = v_get_int(H(*hv)->count), rc = -1;
    uint32_t n = rec_count(*list);
    if (n == 0) {
        rc = 0;
        goto out;
    }
    if ((*res = vm_new_array(vm, n)) == V_EXC)
        goto out;
    for (uint32_t i = 0; i < n; i++) {
        Value pad = H(*hv)->inner;
        if (rec_iter(*list, i) == V_NULL) {
            *val = v_is_object(pad) ? vm_array(pad)->elems->v[i] : V_UNDEF;
        } else {
            int s = vm_iter_step_js(vm, rec_iter(*list, i), rec_next(*list, i), val);
            if (s < 0) {
                rec_remove(vm, *list, i);
                close_all(vm, list, true);
                goto out;
            }
            if (s == 0) {
                rec_remove(vm, *list, i);
                if (mode == ZM_SHORTEST) {
                    rc = close_all(vm, list, false);
                    goto out;
                }
                if (mode == ZM_STRICT) {
                    rc = i != 0 ? strict_mismatch(vm, hv, list) : strict_rest(vm, hv, list);
                    goto out;
                }
                bool open = false;
                for (uint32_t k = 0; k < n && !open; k++)
                    open = rec_iter(*list, k) != V_NULL;
                if (!open) {
                    rc = 0;
                    goto out;
                }
                pad = H(*hv)->inner;
                *val = v_is_object(pad) ? vm_array(pad)->elems->v[i] : V_UNDEF;
            }
        }
        if (vm_array_append(vm, *res, *val) < 0)
            goto out;
    }
    if (H(*hv)->inner_next == V_UNDEF) {
        *out = *res;
    } else {
        /* zipKeyed's finishResults: the keys in order on a null-prototype object */
        if ((*obj = vm_new_object_proto(vm, V_NULL)) == V_EXC)
            goto out;
        for (uint32_t i = 0; i < n; i++) {
            Value key = vm_array(H(*hv)->inner_next)->elems->v[i];
            if (vm_define_own(vm, *obj, key, vm_array(*res)->elems->v[i], PROP_DEFAULT) < 0)
                goto out;
        }
        *out = *obj;
    }
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- Iterator.zip / Iterator.zipKeyed ----------------------------------------- */

/* The options: *mode (ZM_*) and, for "longest", *padding (undefined or an
 * object). 0 / -1. */
static int read_options(Vm *vm, const char *name, Value options, int *mode, Value *padding)
{
    char b[128];
    *mode = ZM_SHORTEST;
    if (options == V_UNDEF)
        return 0; /* GetOptionsObject's empty object has neither option */
    if (!v_is_object(options)) {
        vm_short_repr(vm, options, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "%s: options %s is not an object", name, b);
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *opts = gc_handle(vm, options);
    int rc = -1;
    Value m = vm_get_str_js(vm, *opts, "mode");
    if (m == V_EXC)
        goto out;
    if (m != V_UNDEF) {
        static const char *const names[] = {[ZM_SHORTEST] = "shortest", [ZM_LONGEST] = "longest", [ZM_STRICT] = "strict"};
        *mode = -1;
        for (int k = 0; k < 3 && *mode < 0; k++) {
            Value a = vm_atom(vm, names[k]); /* atoms never move; m is not read after a failure */
            if (a == V_EXC)
                goto out;
            if (v_is_string(m) && vm_str_equals_values_noalloc(m, a))
                *mode = k;
        }
        if (*mode < 0) {
            vm_short_repr(vm, m, b, sizeof b);
            vm_throw_error(vm, ERR_TYPE, "%s: mode %s is not 'shortest', 'longest' or 'strict'", name, b);
            goto out;
        }
    }
    if (*mode == ZM_LONGEST) {
        Value p = vm_get_str_js(vm, *opts, "padding");
        if (p == V_EXC)
            goto out;
        if (p != V_UNDEF && !v_is_object(p)) {
            vm_short_repr(vm, p, b, sizeof b);
            vm_throw_error(vm, ERR_TYPE, "%s: padding %s is not an object", name, b);
            goto out;
        }
        *padding = p;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* GetIteratorFlattenable(*v, reject-strings) appended to *list. 0 / -1
 * (nothing closed). */
static int add_record(Vm *vm, const char *name, Value *list, Value *v)
{
    size_t sc = gc_scope_open(vm);
    Value *it = gc_handle(vm, V_UNDEF), *nx = gc_handle(vm, V_UNDEF);
    int rc = -1;
    if (lib_iter_flattenable_js(vm, v, false, name, it, nx) == 0 && vm_array_append(vm, *list, *it) == 0 &&
        vm_array_append(vm, *list, *nx) == 0)
        rc = 0;
    gc_scope_close(vm, sc);
    return rc;
}

/* Iterator.zip: the records of the iterables *iterables yields. 0 / -1
 * (the input iterator and the records closed). */
static int zip_records(Vm *vm, Value *iterables, Value *list)
{
    size_t sc = gc_scope_open(vm);
    Value *in_next = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    Value *in = gc_handle(vm, vm_get_iterator_js(vm, *iterables, in_next));
    int rc = -1, s;
    if (*in == V_EXC)
        goto out;
    while ((s = vm_iter_step_js(vm, *in, *in_next, val)) > 0) {
        if (add_record(vm, "Iterator.zip", list, val) < 0) {
            close_all(vm, list, true);
            lib_iter_close_throw(vm, *in);
            goto out;
        }
    }
    if (s < 0) {
        close_all(vm, list, true);
        goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* Iterator.zip's padding list from the iterable *padding: as many values
 * as there are records, undefined past its end; the padding iterator is
 * closed when it was not exhausted. V_EXC with the records closed. */
static Value zip_padding(Vm *vm, Value *padding, Value *list)
{
    size_t sc = gc_scope_open(vm);
    uint32_t n = rec_count(*list);
    Value *pnext = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    Value *pad = gc_handle(vm, vm_new_array(vm, n));
    Value *pit = gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    if (*pad == V_EXC || (*pit = vm_get_iterator_js(vm, *padding, pnext)) == V_EXC)
        goto fail;
    bool using = true;
    for (uint32_t i = 0; i < n; i++) {
        if (using) {
            int s = vm_iter_step_js(vm, *pit, *pnext, val);
            if (s < 0)
                goto fail;
            using = s > 0;
        }
        if (vm_array_append(vm, *pad, using ? *val : V_UNDEF) < 0)
            goto fail;
    }
    if (using && lib_iter_close_js(vm, pit) < 0)
        goto fail;
    r = *pad;
    goto out;
fail:
    close_all(vm, list, true);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* 1 if *obj has an own enumerable property *pk, 0 if not, -1 error. */
static int own_enumerable(Vm *vm, Value *obj, Value *pk)
{
    PropDesc d;
    int found = vm_get_own_prop(vm, *obj, *pk, &d);
    return found <= 0 ? found : (d.attrs & PROP_ENUMERABLE) != 0;
}

/* Iterator.zipKeyed: the records of the own enumerable properties of
 * *iterables whose values are not undefined, their keys appended to *keys.
 * 0 / -1 (the records closed). */
static int keyed_records(Vm *vm, Value *iterables, Value *list, Value *keys)
{
    size_t sc = gc_scope_open(vm);
    Value *all = gc_handle(vm, vm_own_keys(vm, *iterables, KEYS_STRINGS | KEYS_SYMBOLS));
    Value *pk = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    int rc = -1;
    if (*all == V_EXC)
        goto out;
    for (uint32_t i = 0; i < vm_array(*all)->length; i++) {
        int e;
        if ((*pk = vm_to_propkey_js(vm, vm_array(*all)->elems->v[i])) == V_EXC ||
            (e = own_enumerable(vm, iterables, pk)) < 0)
            goto fail;
        if (!e)
            continue;
        if ((*val = vm_get_prop_js(vm, *iterables, *pk)) == V_EXC)
            goto fail;
        if (*val == V_UNDEF)
            continue;
        if (vm_array_append(vm, *keys, *pk) < 0 || add_record(vm, "Iterator.zipKeyed", list, val) < 0)
            goto fail;
    }
    rc = 0;
    goto out;
fail:
    close_all(vm, list, true);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* zipKeyed's padding list: padding[key] for each key. V_EXC with the
 * records closed. */
static Value keyed_padding(Vm *vm, Value *padding, Value *list, Value *keys)
{
    size_t sc = gc_scope_open(vm);
    uint32_t n = vm_array(*keys)->length;
    Value *pad = gc_handle(vm, vm_new_array(vm, n));
    Value r = V_EXC;
    if (*pad == V_EXC)
        goto fail;
    for (uint32_t i = 0; i < n; i++) {
        Value v = vm_get_prop_js(vm, *padding, vm_array(*keys)->elems->v[i]);
        if (v == V_EXC || vm_array_append(vm, *pad, v) < 0)
            goto fail;
    }
    r = *pad;
    goto out;
fail:
    close_all(vm, list, true);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Iterator.zip (magic 0) / Iterator.zipKeyed (magic 1) (iterables, options) */
Value lib_iterator_zip(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    bool keyed = MAGIC;
    const char *name = keyed ? "Iterator.zipKeyed" : "Iterator.zip";
    if (!v_is_object(ARG(0))) { /* past this, argv[0] exists: a root the collector updates */
        char b[128];
        vm_short_repr(vm, ARG(0), b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "%s: iterables %s is not an object", name, b);
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *padding = gc_handle(vm, V_UNDEF), *pad = gc_handle(vm, V_UNDEF);
    Value *list = gc_handle(vm, V_UNDEF), *keys = gc_handle(vm, V_UNDEF);
    int mode;
    if (read_options(vm, name, ARG(1), &mode, padding) < 0)
        goto out;
    if ((*list = vm_new_array(vm, 8)) == V_EXC)
        goto out;
    if (keyed) {
        if ((*keys = vm_new_array(vm, 4)) == V_EXC || keyed_records(vm, &argv[0], list, keys) < 0)
            goto out;
    } else if (zip_records(vm, &argv[0], list) < 0) {
        goto out;
    }
    if (mode == ZM_LONGEST && *padding != V_UNDEF &&
        (*pad = keyed ? keyed_padding(vm, padding, list, keys) : zip_padding(vm, padding, list)) == V_EXC)
        goto out;
    Value *u = gc_handle(vm, V_UNDEF);
    r = lib_iter_helper_new(vm, HK_ZIP, u, u, list, v_int(mode));
    if (r == V_EXC)
        goto out;
    *u = r;
    GC_WRITE(vm, v_cell(*u), &H(*u)->inner, *pad);
    GC_WRITE(vm, v_cell(*u), &H(*u)->inner_next, *keys);
    r = *u;
out:
    gc_scope_close(vm, sc);
    return r;
}
