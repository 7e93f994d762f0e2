/* stdlib/set_methods.c — Set.prototype union, intersection, difference,
 * symmetricDifference, isSubsetOf, isSupersetOf and isDisjointFrom, whose
 * argument is any set-like object (GetSetRecord: size, has, keys).
 *
 * Each follows the spec's steps in order, since the argument's getters and
 * methods are user code that sees them: which side is walked depends on the
 * sizes, the receiver is walked by position (vm_map_cursor_noalloc, so the
 * `has` callbacks may add or delete entries and the walk sees it as the
 * spec's list indices would), and the argument through its keys() iterator.
 * Results are new Sets with %Set.prototype%. Messages are V8's.
 */
#include <math.h>

#include "lib.h"
#include "iterator_int.h"
#include "../vm/maptable.h"

enum { SM_UNION, SM_INTERSECTION, SM_DIFFERENCE, SM_SYMDIFF, SM_SUBSET, SM_SUPERSET, SM_DISJOINT };
static const char *const names[] = {
    [SM_UNION] = "union",           [SM_INTERSECTION] = "intersection", [SM_DIFFERENCE] = "difference",
    [SM_SYMDIFF] = "symmetricDifference", [SM_SUBSET] = "isSubsetOf", [SM_SUPERSET] = "isSupersetOf",
    [SM_DISJOINT] = "isDisjointFrom",
};

/* The Set Record: rooted in handles. */
typedef struct SetRec {
    Value *obj, *has, *keys;
    double size;
} SetRec;

static int get_set_record(Vm *vm, int op, Value other, SetRec *r)
{
    r->obj = gc_handle(vm, other);
    r->has = gc_handle(vm, V_UNDEF);
    r->keys = gc_handle(vm, V_UNDEF);
    if (!v_is_object(other)) {
        vm_throw_error(vm, ERR_TYPE, "Set.prototype.%s argument must be an object", names[op]);
        return -1;
    }
    Value raw = vm_get_str_js(vm, *r->obj, "size");
    if (raw == V_EXC || vm_to_number_js(vm, raw, &r->size) < 0)
        return -1;
    if (isnan(r->size)) {
        vm_throw_error(vm, ERR_TYPE, "The .size property is NaN");
        return -1;
    }
    r->size = trunc(r->size) + 0.0;
    if (r->size < 0) {
        char b[40];
        b[vm_num_format(r->size, b)] = 0;
        vm_throw_error(vm, ERR_RANGE, "'%s' is an invalid size", b);
        return -1;
    }
    static const char *const m[2] = {"has", "keys"};
    for (int i = 0; i < 2; i++) {
        Value f = vm_get_str_js(vm, *r->obj, m[i]);
        if (f == V_EXC)
            return -1;
        if (!vm_is_callable_noalloc(f)) {
            /* V8 names the property, whatever its value */
            vm_throw_error(vm, ERR_TYPE, "string \"%s\" is not a function", m[i]);
            return -1;
        }
        *(i ? r->keys : r->has) = f;
    }
    return 0;
}

/* GetKeysIterator(rec) into *iter / *next. 0 / -1. */
static int keys_iterator(Vm *vm, SetRec *r, Value *iter, Value *next)
{
    Value it = vm_call_js(vm, *r->keys, *r->obj, 0, NULL);
    if (it == V_EXC)
        return -1;
    if (!v_is_object(it)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the keys method is not an object");
        return -1;
    }
    *iter = it;
    Value nx = vm_get_prop_js(vm, *iter, vm->atom[A_next]);
    if (nx == V_EXC)
        return -1;
    if (!vm_is_callable_noalloc(nx)) {
        vm_throw_error(vm, ERR_TYPE, "string \"next\" is not a function");
        return -1;
    }
    *next = nx;
    return 0;
}

/* A new Set with %Set.prototype%, holding the receiver's entries if copy. */
static Value new_set(Vm *vm, Value *from)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *s = gc_handle(vm, vm_new_object_class(vm, CLS_SET, sizeof(MapObj), vm->builtin[B_SET_PROTO]));
    if (*s == V_EXC)
        goto out;
    Value t = vm_maptable_new(vm, from ? vm_map_table(*from)->count : 0);
    if (t == V_EXC)
        goto out;
    GC_WRITE(vm, v_cell(*s), &((MapObj *)v_cell(*s))->table, t);
    if (from) {
        Value *tbl = gc_handle(vm, ((MapObj *)v_cell(*from))->table);
        uint32_t pos = 0;
        for (;;) {
            MapEntry *e = vm_map_cursor_noalloc(tbl, &pos);
            if (!e)
                break;
            if (vm_map_put(vm, *s, e->key, V_UNDEF) < 0)
                goto out;
        }
    }
    r = *s;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Is the normalised key of v in the Set *set? -1 on OOM. */
static int set_has(Vm *vm, Value *set, Value v, Value *nkey)
{
    Value k = vm_map_norm_key(vm, v);
    if (k == V_EXC)
        return -1;
    *nkey = k;
    return vm_map_find_noalloc(*set, k) != NULL;
}

static Value set_method(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int op = MAGIC;
    if (!v_is_class(THIS, CLS_SET)) {
        char b[128];
        vm_short_repr(vm, THIS, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "Method Set.prototype.%s called on incompatible receiver %s", names[op],
                              b);
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    SetRec rec;
    Value *iter = gc_handle(vm, V_UNDEF), *next = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    Value *key = gc_handle(vm, V_UNDEF), *res = gc_handle(vm, V_UNDEF), *tbl = gc_handle(vm, V_UNDEF);
    if (get_set_record(vm, op, ARG(0), &rec) < 0)
        goto out;
    double this_size = vm_map_table(THIS)->count;
    /* which side to walk: the receiver through rec.has, or the argument's keys */
    bool walk_this;
    switch (op) {
    case SM_INTERSECTION: case SM_DIFFERENCE: case SM_DISJOINT:
        walk_this = this_size <= rec.size;
        break;
    case SM_SUBSET:
        if (this_size > rec.size) {
            r = V_FALSE;
            goto out;
        }
        walk_this = true;
        break;
    case SM_SUPERSET:
        if (this_size < rec.size) {
            r = V_FALSE;
            goto out;
        }
        walk_this = false;
        break;
    default:
        walk_this = false;
        break;
    }
    /* union and symmetricDifference get the argument's keys iterator (its
     * next read) before they copy the receiver, so a next getter that
     * changes the receiver changes the copy; difference copies first */
    bool keys_first = op == SM_UNION || op == SM_SYMDIFF;
    if (keys_first && keys_iterator(vm, &rec, iter, next) < 0)
        goto out;
    if (op == SM_UNION || op == SM_DIFFERENCE || op == SM_SYMDIFF)
        *res = new_set(vm, &THIS);
    else if (op == SM_INTERSECTION)
        *res = new_set(vm, NULL);
    if (*res == V_EXC)
        goto out;

    if (walk_this) {
        /* difference walks its copy (only it changes: entries leave it);
         * the others walk the receiver, which `has` may change */
        *tbl = ((MapObj *)v_cell(op == SM_DIFFERENCE ? *res : THIS))->table;
        uint32_t pos = 0;
        for (;;) {
            MapEntry *e = vm_map_cursor_noalloc(tbl, &pos);
            if (!e)
                break;
            *key = e->key;
            Value in = vm_call_js(vm, *rec.has, *rec.obj, 1, key);
            if (in == V_EXC)
                goto out;
            bool t = vm_truthy_noalloc(in);
            if (op == SM_INTERSECTION && t) {
                if (vm_map_put(vm, *res, *key, V_UNDEF) < 0)
                    goto out;
            } else if (op == SM_DIFFERENCE && t) {
                vm_map_remove_noalloc(vm, *res, *key);
            } else if ((op == SM_SUBSET && !t) || (op == SM_DISJOINT && t)) {
                r = V_FALSE;
                goto out;
            }
        }
        r = op == SM_SUBSET || op == SM_DISJOINT ? V_TRUE : *res;
        goto out;
    }

    if (!keys_first && keys_iterator(vm, &rec, iter, next) < 0)
        goto out;
    for (;;) {
        int s = vm_iter_step_js(vm, *iter, *next, val);
        if (s < 0)
            goto out;
        if (s == 0)
            break;
        int in_this = set_has(vm, &THIS, *val, key);
        if (in_this < 0)
            goto out;
        switch (op) {
        case SM_UNION:
            if (vm_map_put(vm, *res, *key, V_UNDEF) < 0)
                goto out;
            break;
        case SM_INTERSECTION:
            if (in_this && vm_map_put(vm, *res, *key, V_UNDEF) < 0)
                goto out;
            break;
        case SM_DIFFERENCE:
            vm_map_remove_noalloc(vm, *res, *key);
            break;
        case SM_SYMDIFF: {
            bool in_res = vm_map_find_noalloc(*res, *key) != NULL;
            if (in_this && in_res)
                vm_map_remove_noalloc(vm, *res, *key);
            else if (!in_this && !in_res && vm_map_put(vm, *res, *key, V_UNDEF) < 0)
                goto out;
            break;
        }
        case SM_SUPERSET:
        case SM_DISJOINT:
            if (in_this == (op == SM_DISJOINT)) {
                /* IteratorClose with a normal completion */
                if (lib_iter_close_js(vm, iter) < 0)
                    goto out;
                r = V_FALSE;
                goto out;
            }
            break;
        }
    }
    r = op == SM_SUPERSET || op == SM_DISJOINT ? V_TRUE : *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Defines one method on Set.prototype (map.c calls these in V8's key order). */
int lib_set_def_method(Vm *vm, Value proto, const char *name)
{
    for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
        if (!strcmp(names[i], name))
            return vm_def_native(vm, proto, name, set_method, 1, i);
    return -1;
}
