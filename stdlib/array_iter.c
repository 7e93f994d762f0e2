/* stdlib/array_iter.c — the Array.prototype methods that call back into JS:
 * forEach, map, filter, some, every, find, findIndex, findLast,
 * findLastIndex, reduce, reduceRight, flat, flatMap.
 *
 * The callback may do anything: grow or shrink the array, allocate, throw.
 * So nothing is cached across a call: the receiver, the result and the
 * argument slots live in handles, the element is re-read each step (a
 * plain array's dense element directly, anything else by HasProperty/Get),
 * and the loop bound is the length read once at the start, as the spec says.
 */
#include <math.h>

#include "array_int.h"

static const char *const iter_names[] = {"forEach", "map", "filter", "some", "every"};

/* forEach / map / filter / some / every (magic ITER_*) */
Value lib_array_for_each(Vm *vm, Value *argv, int argc, bool construct)
{
    int kind = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, la_this_obj(vm, THIS, iter_names[kind]));
    if (*o == V_EXC)
        goto out;
    int64_t len = la_length_js(vm, *o);
    if (len < 0 || la_require_fn(vm, ARG(0)) < 0)
        goto out;
    Value *a = gc_handle(vm, V_UNDEF);
    if (kind == ITER_MAP || kind == ITER_FILTER) {
        *a = la_species_create_js(vm, *o, kind == ITER_MAP ? (double)len : 0);
        if (*a == V_EXC)
            goto out;
    }
    Value *args = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    int64_t to = 0;
    for (int64_t k = 0; k < len; k++) {
        Value v;
        int has = la_get_present_js(vm, *o, k, &v);
        if (has < 0)
            goto out;
        if (!has)
            continue;
        args[0] = v;
        args[1] = v_num((double)k);
        args[2] = *o;
        Value res = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (res == V_EXC)
            goto out;
        switch (kind) {
        case ITER_MAP:
            if (la_create_js(vm, *a, k, res) < 0)
                goto out;
            break;
        case ITER_FILTER:
            if (vm_truthy_noalloc(res) && la_create_js(vm, *a, to++, args[0]) < 0)
                goto out;
            break;
        case ITER_SOME:
            if (vm_truthy_noalloc(res)) {
                r = V_TRUE;
                goto out;
            }
            break;
        case ITER_EVERY:
            if (!vm_truthy_noalloc(res)) {
                r = V_FALSE;
                goto out;
            }
            break;
        }
    }
    r = kind == ITER_SOME ? V_FALSE : kind == ITER_EVERY ? V_TRUE : *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

static const char *const find_names[] = {"find", "findIndex", "findLast", "findLastIndex"};

/* find / findIndex / findLast / findLastIndex (magic FIND_*): holes read as
 * undefined, every index is visited. */
Value lib_array_find(Vm *vm, Value *argv, int argc, bool construct)
{
    int kind = MAGIC;
    bool last = kind == FIND_LAST || kind == FIND_LAST_INDEX;
    bool index = kind == FIND_INDEX || kind == FIND_LAST_INDEX;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, la_this_obj(vm, THIS, find_names[kind]));
    if (*o == V_EXC)
        goto out;
    int64_t len = la_length_js(vm, *o);
    if (len < 0 || la_require_fn(vm, ARG(0)) < 0)
        goto out;
    Value *args = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    for (int64_t i = 0; i < len; i++) {
        int64_t k = last ? len - 1 - i : i;
        args[0] = la_get_js(vm, *o, k);
        if (args[0] == V_EXC)
            goto out;
        args[1] = v_num((double)k);
        args[2] = *o;
        Value res = vm_call_js(vm, ARG(0), ARG(1), 3, args);
        if (res == V_EXC)
            goto out;
        if (vm_truthy_noalloc(res)) {
            r = index ? v_num((double)k) : args[0];
            goto out;
        }
    }
    r = index ? v_int(-1) : V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* reduce / reduceRight (magic 0 / 1) */
Value lib_array_reduce(Vm *vm, Value *argv, int argc, bool construct)
{
    bool right = MAGIC == 1;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, la_this_obj(vm, THIS, right ? "reduceRight" : "reduce"));
    if (*o == V_EXC)
        goto out;
    int64_t len = la_length_js(vm, *o);
    if (len < 0 || la_require_fn(vm, ARG(0)) < 0)
        goto out;
    Value *args = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    int64_t i = 0;
    if (argc >= 2) {
        args[0] = argv[1];
    } else {
        for (;; i++) {
            if (i >= len) {
                vm_throw_error(vm, ERR_TYPE, "Reduce of empty array with no initial value");
                goto out;
            }
            Value v;
            int has = la_get_present_js(vm, *o, right ? len - 1 - i : i, &v);
            if (has < 0)
                goto out;
            if (has) {
                args[0] = v;
                i++;
                break;
            }
        }
    }
    for (; i < len; i++) {
        int64_t k = right ? len - 1 - i : i;
        Value v;
        int has = la_get_present_js(vm, *o, k, &v);
        if (has < 0)
            goto out;
        if (!has)
            continue;
        args[1] = v;
        args[2] = v_num((double)k);
        args[3] = *o;
        Value acc = vm_call_js(vm, ARG(0), V_UNDEF, 4, args);
        if (acc == V_EXC)
            goto out;
        args[0] = acc;
    }
    r = args[0];
out:
    gc_scope_close(vm, sc);
    return r;
}

/* FlattenIntoArray: appends source[0, len) to *target from *n, descending
 * `depth` levels into arrays; with a mapper (flatMap) each element is
 * mapped first. Recursion is bounded by the native depth guard. */
static int flatten_js(Vm *vm, Value *target, Value *source, int64_t len, int64_t *n, double depth, Value *mapper,
                      Value *this_arg)
{
    if (vm->c_depth >= vm->c_depth_max) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    vm->c_depth++;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *el = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    for (int64_t k = 0; k < len; k++) {
        Value v;
        int has = la_get_present_js(vm, *source, k, &v);
        if (has < 0)
            goto out;
        if (!has)
            continue;
        el[0] = v;
        if (mapper) {
            el[1] = v_num((double)k);
            el[2] = *source;
            v = vm_call_js(vm, *mapper, *this_arg, 3, el);
            if (v == V_EXC)
                goto out;
            el[0] = v;
        }
        int isa = depth > 0 ? vm_is_array_js(vm, el[0]) : 0; /* a proxy of an array is one */
        if (isa < 0)
            goto out;
        if (isa) {
            int64_t elen = la_length_js(vm, el[0]);
            if (elen < 0 || flatten_js(vm, target, el, elen, n, depth - 1, NULL, NULL) < 0)
                goto out;
        } else {
            if ((double)*n >= LA_MAX_SAFE) {
                vm_throw_error(vm, ERR_TYPE, "Invalid array length");
                goto out;
            }
            if (la_create_js(vm, *target, (*n)++, el[0]) < 0)
                goto out;
        }
        LA_POLL(vm, k, out);
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    vm->c_depth--;
    return rc;
}

Value lib_array_flat(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len, n = 0;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    double depth = 1;
    if (ARG(0) != V_UNDEF) {
        if (vm_to_integer_js(vm, ARG(0), &depth) < 0)
            goto out;
        if (depth < 0)
            depth = 0;
    }
    Value *a = gc_handle(vm, la_species_create_js(vm, *o, 0));
    if (*a == V_EXC || flatten_js(vm, a, o, len, &n, depth, NULL, NULL) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_array_flat_map(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len, n = 0;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    if (la_require_fn(vm, ARG(0)) < 0)
        goto out;
    Value *fn = gc_handle(vm, ARG(0)), *this_arg = gc_handle(vm, ARG(1));
    Value *a = gc_handle(vm, la_species_create_js(vm, *o, 0));
    if (*a == V_EXC || flatten_js(vm, a, o, len, &n, 1, fn, this_arg) < 0)
        goto out;
    r = *a;
out:
    gc_scope_close(vm, sc);
    return r;
}
