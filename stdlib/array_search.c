/* stdlib/array_search.c — Array.prototype.indexOf, lastIndexOf, includes.
 * indexOf / lastIndexOf skip holes (HasProperty) and use strict equality;
 * includes reads holes as undefined and uses SameValueZero. The comparison
 * never runs JS, so dense elements are compared in place.
 */
#include <math.h>

#include "array_int.h"

/* magic 0: indexOf, 1: includes, 2: lastIndexOf */
Value lib_array_index_of(Vm *vm, Value *argv, int argc, bool construct)
{
    int kind = MAGIC;
    Value o = la_this_obj(vm, THIS, kind == 0 ? "indexOf" : NULL);
    if (o == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *oh = gc_handle(vm, o);
    int64_t len = la_length_js(vm, *oh);
    if (len < 0)
        goto out;
    Value notfound = kind == 1 ? V_FALSE : v_int(-1);
    if (len == 0) {
        r = notfound;
        goto out;
    }
    double n;
    if (kind == 2) {
        n = (double)(len - 1);
        if (argc > 1 && vm_to_integer_js(vm, argv[1], &n) < 0)
            goto out;
        if (n == -INFINITY) {
            r = notfound;
            goto out;
        }
        int64_t k = n >= 0 ? (n < (double)(len - 1) ? (int64_t)n : len - 1) : (int64_t)((double)len + n);
        for (; k >= 0; k--) {
            Value e;
            int has = la_get_present_js(vm, *oh, k, &e);
            if (has < 0)
                goto out;
            if (has && vm_strict_equals_noalloc(e, ARG(0))) {
                r = v_num((double)k);
                goto out;
            }
            LA_POLL(vm, k, out);
        }
        r = notfound;
        goto out;
    }
    n = 0;
    if (ARG(1) != V_UNDEF && vm_to_integer_js(vm, ARG(1), &n) < 0)
        goto out;
    if (n >= (double)len) {
        r = notfound;
        goto out;
    }
    int64_t k = n >= 0 ? (int64_t)n : (n + (double)len < 0 ? 0 : (int64_t)(n + (double)len));
    for (; k < len; k++) {
        Value e = la_dense_at(*oh, k);
        if (e == V_EMPTY) {
            int has = 1;
            if (kind == 1)
                e = la_get_js(vm, *oh, k);
            else
                has = la_get_present_js(vm, *oh, k, &e);
            if (has < 0 || e == V_EXC)
                goto out;
            if (!has)
                continue;
        }
        if (kind == 1 ? vm_same_value_zero_noalloc(e, ARG(0)) : vm_strict_equals_noalloc(e, ARG(0))) {
            r = kind == 1 ? V_TRUE : v_num((double)k);
            goto out;
        }
        LA_POLL(vm, k, out);
    }
    r = notfound;
out:
    gc_scope_close(vm, sc);
    return r;
}
