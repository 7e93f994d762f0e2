/* stdlib/iterator.c — the Iterator global: the abstract constructor,
 * Iterator.prototype (= %IteratorPrototype%, made by vm/vm.c) with its
 * helper methods and its @@toStringTag / constructor accessors,
 * Iterator.from with %WrapForValidIteratorPrototype%, and Iterator.concat
 * (Iterator.zip/zipKeyed: iterator_zip.c).
 *
 * The lazy methods (map, filter, take, drop, flatMap, chunks, windows)
 * validate their arguments, read `next` once and return a helper object
 * whose steps live in iterator_helper.c; the eager ones (reduce, toArray,
 * forEach, some, every, find, includes, join) run the iterator to the end
 * here. A failed argument check closes the receiver first, as the spec's
 * IfAbruptCloseIterator does. Messages are V8's; those of the methods node
 * 26 lacks (includes, chunks, windows) are tarn's own.
 */
#include <math.h>

#include "iterator_int.h"

/* ---- shared steps (iterator_int.h) ------------------------------------------ */

Value lib_iter_non_object(Vm *vm, const char *method)
{
    return vm_throw_error(vm, ERR_TYPE, "%s called on non-object", method);
}

Value lib_iter_close_throw(Vm *vm, Value iter)
{
    size_t sc = gc_scope_open(vm);
    Value *it = gc_handle(vm, iter);
    Value *exc = gc_handle(vm, vm_take_exception(vm));
    Value m = vm_get_js(vm, *it, vm->atom[A_return]);
    if (m == V_EXC)
        vm_take_exception(vm);
    else if (!v_is_nullish(m) && vm_call_js(vm, m, *it, 0, NULL) == V_EXC)
        vm_take_exception(vm);
    vm_throw(vm, *exc);
    gc_scope_close(vm, sc);
    return V_EXC;
}

int lib_iter_close_js(Vm *vm, Value *iter)
{
    Value m = vm_get_js(vm, *iter, vm->atom[A_return]);
    if (m == V_EXC)
        return -1;
    if (v_is_nullish(m))
        return 0;
    if (lib_require_fn_typed(vm, m) < 0)
        return -1;
    Value r = vm_call_js(vm, m, *iter, 0, NULL);
    if (r == V_EXC)
        return -1;
    if (!v_is_object(r)) {
        vm_throw_error(vm, ERR_TYPE, "return called on non-object");
        return -1;
    }
    return 0;
}

/* "'5' returned for property 'Symbol(Symbol.iterator)' of object '#<Object>'
 * is not a function": GetMethod's TypeError for @@iterator. */
static void iterator_method_not_fn(Vm *vm, Value m, Value obj)
{
    char a[96], o[96];
    vm_short_repr(vm, m, a, sizeof a);
    vm_short_repr(vm, obj, o, sizeof o);
    vm_throw_error(vm, ERR_TYPE, "'%s' returned for property 'Symbol(Symbol.iterator)' of object '%s' is not a function",
                   a, o);
}

static void not_iterable(Vm *vm, Value v)
{
    char b[128];
    vm_short_repr(vm, v, b, sizeof b);
    vm_throw_error(vm, ERR_TYPE, "%s is not iterable", b);
}

int lib_iter_flattenable_js(Vm *vm, Value *v, bool strings, const char *method, Value *iter, Value *next)
{
    if (!v_is_object(*v) && !(strings && v_is_string(*v))) {
        lib_iter_non_object(vm, method);
        return -1;
    }
    Value m = vm_get_js(vm, *v, vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        return -1;
    if (v_is_nullish(m)) {
        *iter = *v;
    } else {
        if (!vm_is_callable_noalloc(m)) {
            iterator_method_not_fn(vm, m, *v);
            return -1;
        }
        Value it = vm_call_js(vm, m, *v, 0, NULL);
        if (it == V_EXC)
            return -1;
        if (!v_is_object(it)) {
            not_iterable(vm, *v);
            return -1;
        }
        *iter = it;
    }
    Value nx = vm_get_prop_js(vm, *iter, vm->atom[A_next]);
    if (nx == V_EXC)
        return -1;
    *next = nx;
    return 0;
}

/* ---- the constructor and Iterator.prototype's accessors ---------------------- */

static Value iterator_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Constructor Iterator requires 'new'");
    if (THIS == CALLEE || !v_is_object(THIS)) /* new.target is %Iterator% itself */
        return vm_throw_error(vm, ERR_TYPE, "Abstract class Iterator not directly constructable");
    Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
    if (p == V_EXC)
        return V_EXC;
    return vm_new_object_proto(vm, v_is_object(p) ? p : vm->builtin[B_ITERATOR_PROTO]);
}

/* get Iterator.prototype[@@toStringTag] (magic 0) / constructor (magic 1) */
static Value proto_get(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    return MAGIC ? vm->builtin[B_ITERATOR_CTOR] : vm_atom(vm, "Iterator");
}

/* SetterThatIgnoresPrototypeProperties(this, %Iterator.prototype%, key, v):
 * the accessors stand in for data properties that used to be writable, so
 * assigning through an inheriting object makes an own data property. */
static Value proto_set(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    bool ctor = MAGIC;
    Value key = ctor ? vm->atom[A_constructor] : vm->builtin[B_SYM_TO_STRING_TAG];
    const char *kname = ctor ? "constructor" : "Symbol(Symbol.toStringTag)";
    if (!v_is_object(THIS))
        return vm_throw_error(vm, ERR_TYPE, "set Iterator.prototype%s called on non-object",
                              ctor ? ".constructor" : "[Symbol.toStringTag]");
    if (THIS == vm->builtin[B_ITERATOR_PROTO])
        return vm_throw_error(vm, ERR_TYPE, "Cannot assign to read only property '%s' of object '[object Object]'",
                              kname);
    int own = vm_has_own_noalloc(vm, THIS, key);
    if (own) {
        if (vm_set_prop_js(vm, THIS, key, ARG(0), THIS) < 0)
            return V_EXC;
        return V_UNDEF;
    }
    if (v_hdr(THIS)->flags & OBJ_NOT_EXTENSIBLE)
        return vm_throw_error(vm, ERR_TYPE, "Cannot add property %s, object is not extensible", kname);
    if (vm_define_own(vm, THIS, key, ARG(0), PROP_DEFAULT) < 0)
        return V_EXC;
    return V_UNDEF;
}

/* ---- Iterator.from and %WrapForValidIteratorPrototype% ------------------------- */

static Value iterator_from(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *v = gc_handle(vm, ARG(0));
    Value *iter = gc_handle(vm, V_UNDEF), *next = gc_handle(vm, V_UNDEF);
    if (lib_iter_flattenable_js(vm, v, true, "Iterator.from", iter, next) < 0)
        goto out;
    /* OrdinaryHasInstance(%Iterator%, iter): Iterator.prototype is not
     * writable or configurable, so the chain walk alone decides */
    for (Value p = vm_get_proto_noalloc(*iter); v_is_object(p); p = vm_get_proto_noalloc(p))
        if (p == vm->builtin[B_ITERATOR_PROTO]) {
            r = *iter;
            goto out;
        }
    r = vm_new_object_class(vm, CLS_ITER_WRAP, sizeof(IterWrap), vm->builtin[B_ITER_WRAP_PROTO]);
    if (r != V_EXC) {
        IterWrap *w = v_cell(r);
        w->iter = *iter;
        w->next = *next;
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

/* %WrapForValidIteratorPrototype%.next (magic 0) / .return (magic 1) */
static Value wrap_method(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    bool ret = MAGIC;
    if (!v_is_class(THIS, CLS_ITER_WRAP)) {
        return lib_throw_incompatible(vm, ret ? "%WrapForValidIteratorPrototype%.return"
                                              : "%WrapForValidIteratorPrototype%.next", THIS);
    }
    IterWrap *w = v_cell(THIS);
    if (!ret)
        return vm_call_js(vm, w->next, w->iter, 0, NULL);
    size_t sc = gc_scope_open(vm);
    Value *it = gc_handle(vm, w->iter);
    Value r = vm_get_js(vm, *it, vm->atom[A_return]);
    if (r != V_EXC) {
        if (v_is_nullish(r)) {
            Value u = V_UNDEF;
            r = vm_iter_result(vm, &u, true);
        } else if (lib_require_fn_typed(vm, r) < 0) {
            r = V_EXC;
        } else {
            r = vm_call_js(vm, r, *it, 0, NULL);
        }
    }
    gc_scope_close(vm, sc);
    return r;
}

/* ---- Iterator.concat ---------------------------------------------------------- */

static Value iterator_concat(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *list = gc_handle(vm, vm_new_array(vm, (uint32_t)argc * 2));
    Value *m = gc_handle(vm, V_UNDEF);
    if (*list == V_EXC)
        goto out;
    for (int i = 0; i < argc; i++) {
        if (!v_is_object(argv[i])) {
            lib_iter_non_object(vm, "Iterator.concat");
            goto out;
        }
        *m = vm_get_js(vm, argv[i], vm->builtin[B_SYM_ITERATOR]);
        if (*m == V_EXC)
            goto out;
        if (v_is_nullish(*m)) {
            not_iterable(vm, argv[i]);
            goto out;
        }
        if (!vm_is_callable_noalloc(*m)) {
            iterator_method_not_fn(vm, *m, argv[i]);
            goto out;
        }
        if (vm_array_append(vm, *list, *m) < 0 || vm_array_append(vm, *list, argv[i]) < 0)
            goto out;
    }
    Value *u = gc_handle(vm, V_UNDEF);
    r = lib_iter_helper_new(vm, HK_CONCAT, u, u, list, v_int(0));
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- the lazy methods ---------------------------------------------------------------- */

static const char *const method_names[] = {
    [HK_MAP] = "Iterator.prototype.map",   [HK_FILTER] = "Iterator.prototype.filter",
    [HK_TAKE] = "Iterator.prototype.take", [HK_DROP] = "Iterator.prototype.drop",
    [HK_FLATMAP] = "Iterator.prototype.flatMap",
};

/* map / filter / flatMap (fn) and take / drop (limit); magic: HK_* */
static Value lazy_method(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int kind = MAGIC;
    if (!v_is_object(THIS))
        return lib_iter_non_object(vm, method_names[kind]);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *fn = gc_handle(vm, ARG(0)), *next = gc_handle(vm, V_UNDEF);
    Value count = v_int(0);
    if (kind == HK_TAKE || kind == HK_DROP) {
        double d;
        if (vm_to_number_js(vm, ARG(0), &d) < 0) {
            lib_iter_close_throw(vm, THIS);
            goto out;
        }
        if (isnan(d) || (d = trunc(d)) < 0) {
            char b[128];
            vm_short_repr(vm, ARG(0), b, sizeof b);
            vm_throw_error(vm, ERR_RANGE, "%s must be positive", b);
            lib_iter_close_throw(vm, THIS);
            goto out;
        }
        count = v_num(d + 0.0); /* trunc(-0.5) is -0: the limit is +0 */
        *fn = V_UNDEF;
    } else if (lib_require_fn_typed(vm, *fn) < 0) {
        lib_iter_close_throw(vm, THIS);
        goto out;
    }
    *next = vm_get_prop_js(vm, THIS, vm->atom[A_next]);
    if (*next == V_EXC)
        goto out;
    r = lib_iter_helper_new(vm, kind, &THIS, next, fn, count);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* "<method>: <what> <arg> <problem>" as a TypeError or RangeError, then
 * IteratorClose(*recv) (rooted) with that throw completion: the argument
 * checks of the methods node 26 lacks (tarn's own texts). Returns V_EXC. */
static Value bad_arg_close(Vm *vm, Value *recv, ErrorKind err, const char *method, const char *what, Value arg,
                           const char *problem)
{
    char b[128];
    vm_short_repr(vm, arg, b, sizeof b);
    vm_throw_error(vm, err, "%s: %s %s %s", method, what, b, problem);
    return lib_iter_close_throw(vm, *recv); /* *recv read after the allocations */
}

/* chunks(chunkSize) / windows(windowSize, undersized); magic: HK_*. The
 * size is not coerced: an integral Number in [1, 2^32 - 1]. A bad argument
 * closes the receiver before its `next` is read. */
static Value sized_method(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int kind = MAGIC;
    const char *name = kind == HK_CHUNKS ? "Iterator.prototype.chunks" : "Iterator.prototype.windows";
    const char *what = kind == HK_CHUNKS ? "chunkSize" : "windowSize";
    if (!v_is_object(THIS))
        return lib_iter_non_object(vm, name);
    double d = v_is_number(ARG(0)) ? v_to_double(ARG(0)) : NAN;
    if (!isfinite(d) || d != trunc(d))
        return bad_arg_close(vm, &THIS, ERR_TYPE, name, what, ARG(0), "is not an integral Number");
    if (d < 1 || d > 4294967295.0)
        return bad_arg_close(vm, &THIS, ERR_RANGE, name, what, ARG(0), "is out of range");
    bool partial = false;
    if (kind == HK_WINDOWS && ARG(1) != V_UNDEF) {
        Value full = vm_atom(vm, "only-full"), part = vm_atom(vm, "allow-partial"); /* atoms never move */
        if (full == V_EXC || part == V_EXC)
            return V_EXC;
        partial = v_is_string(ARG(1)) && vm_str_equals_values_noalloc(ARG(1), part);
        if (!partial && !(v_is_string(ARG(1)) && vm_str_equals_values_noalloc(ARG(1), full)))
            return bad_arg_close(vm, &THIS, ERR_TYPE, name, "undersized", ARG(1),
                                 "is neither 'only-full' nor 'allow-partial'");
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *next = gc_handle(vm, vm_get_prop_js(vm, THIS, vm->atom[A_next]));
    Value *buf = gc_handle(vm, V_UNDEF);
    if (*next != V_EXC && (r = lib_iter_helper_new(vm, kind, &THIS, next, buf, v_num(d))) != V_EXC)
        ((IterHelper *)v_cell(r))->index = v_bool(partial); /* fresh, and not a heap value: no barrier */
    gc_scope_close(vm, sc);
    return r;
}

/* ---- the eager methods -------------------------------------------------------------- */

enum { EG_REDUCE, EG_TO_ARRAY, EG_FOR_EACH, EG_SOME, EG_EVERY, EG_FIND };
static const char *const eager_names[] = {
    [EG_REDUCE] = "Iterator.prototype.reduce",   [EG_TO_ARRAY] = "Iterator.prototype.toArray",
    [EG_FOR_EACH] = "Iterator.prototype.forEach", [EG_SOME] = "Iterator.prototype.some",
    [EG_EVERY] = "Iterator.prototype.every",     [EG_FIND] = "Iterator.prototype.find",
};

static Value eager_method(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int kind = MAGIC;
    if (!v_is_object(THIS))
        return lib_iter_non_object(vm, eager_names[kind]);
    if (kind != EG_TO_ARRAY && lib_require_fn_typed(vm, ARG(0)) < 0)
        return lib_iter_close_throw(vm, THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *next = gc_handle(vm, V_UNDEF), *acc = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    double counter = 0;
    int s;
    *next = vm_get_prop_js(vm, THIS, vm->atom[A_next]);
    if (*next == V_EXC)
        goto out;
    if (kind == EG_TO_ARRAY) {
        if ((*acc = vm_new_array(vm, 0)) == V_EXC)
            goto out;
    } else if (kind == EG_REDUCE) {
        if (argc >= 2) {
            *acc = argv[1];
        } else {
            if ((s = vm_iter_step_js(vm, THIS, *next, acc)) < 0)
                goto out;
            if (s == 0) {
                vm_throw_error(vm, ERR_TYPE, "Reduce of a done iterator with no initial value");
                goto out;
            }
            counter = 1;
        }
    }
    for (;; counter++) {
        if ((s = vm_iter_step_js(vm, THIS, *next, val)) < 0)
            goto out;
        if (s == 0)
            break;
        if (kind == EG_TO_ARRAY) {
            if (vm_array_append(vm, *acc, *val) < 0)
                goto out;
            continue;
        }
        Value res;
        if (kind == EG_REDUCE) {
            Value args[3] = {*acc, *val, v_num(counter)};
            res = vm_call_js(vm, ARG(0), V_UNDEF, 3, args);
        } else {
            Value args[2] = {*val, v_num(counter)};
            res = vm_call_js(vm, ARG(0), V_UNDEF, 2, args);
        }
        if (res == V_EXC) {
            lib_iter_close_throw(vm, THIS);
            goto out;
        }
        if (kind == EG_REDUCE) {
            *acc = res;
            continue;
        }
        bool t = vm_truthy_noalloc(res);
        if ((kind == EG_SOME && t) || (kind == EG_EVERY && !t) || (kind == EG_FIND && t)) {
            /* IteratorClose with a normal completion: return()'s errors win */
            if (lib_iter_close_js(vm, &THIS) < 0)
                goto out;
            r = kind == EG_FIND ? *val : v_bool(kind == EG_SOME);
            goto out;
        }
    }
    r = kind == EG_REDUCE || kind == EG_TO_ARRAY ? *acc : kind == EG_EVERY ? V_TRUE : V_UNDEF;
    if (kind == EG_SOME)
        r = V_FALSE;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Iterator.prototype.includes(searchElement, skippedElements): the first
 * skippedElements values are passed over unexamined (+Infinity: all of
 * them); a match closes the receiver with a normal completion. */
static Value iter_includes(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    static const char name[] = "Iterator.prototype.includes";
    if (!v_is_object(THIS))
        return lib_iter_non_object(vm, name);
    double skip = 0;
    if (argc >= 2 && argv[1] != V_UNDEF) {
        /* no coercion: only a Number that is integral or infinite */
        if (!v_is_number(argv[1]) || isnan(skip = v_to_double(argv[1])) || (isfinite(skip) && skip != trunc(skip)))
            return bad_arg_close(vm, &THIS, ERR_TYPE, name, "skippedElements", argv[1], "is not an integral Number");
        if (skip < 0 || (isfinite(skip) && skip > 9007199254740991.0))
            return bad_arg_close(vm, &THIS, ERR_RANGE, name, "skippedElements", argv[1], "is out of range");
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *next = gc_handle(vm, vm_get_prop_js(vm, THIS, vm->atom[A_next]));
    Value *val = gc_handle(vm, V_UNDEF);
    if (*next == V_EXC)
        goto out;
    for (double skipped = 0;;) {
        int s = vm_iter_step_js(vm, THIS, *next, val);
        if (s <= 0) {
            r = s < 0 ? V_EXC : V_FALSE;
            goto out;
        }
        if (skipped < skip) {
            skipped++;
        } else if (vm_same_value_zero_noalloc(*val, ARG(0))) {
            r = lib_iter_close_js(vm, &THIS) < 0 ? V_EXC : V_TRUE;
            goto out;
        }
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Iterator.prototype.join(separator): Array.prototype.join over the values
 * the receiver yields (nullish ones as ""). Coercing the separator or a
 * value closes the receiver; its own errors do not. */
static Value iter_join(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_object(THIS))
        return lib_iter_non_object(vm, "Iterator.prototype.join");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *sep = gc_handle(vm, ARG(0) == V_UNDEF ? vm_atom(vm, ",") : vm_to_string_js(vm, ARG(0)));
    Value *next = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    Value *acc = gc_handle(vm, vm->atom[A_empty]);
    if (*sep == V_EXC) {
        lib_iter_close_throw(vm, THIS);
        goto out;
    }
    if ((*next = vm_get_prop_js(vm, THIS, vm->atom[A_next])) == V_EXC)
        goto out;
    for (bool first = true;; first = false) {
        int s = vm_iter_step_js(vm, THIS, *next, val);
        if (s <= 0) {
            r = s < 0 ? V_EXC : *acc;
            goto out;
        }
        if (!first && vm_str_len_noalloc(*sep) && (*acc = vm_str_concat(vm, *acc, *sep)) == V_EXC)
            goto out;
        if (v_is_nullish(*val))
            continue;
        if (!v_is_string(*val) && (*val = vm_to_string_js(vm, *val)) == V_EXC) {
            lib_iter_close_throw(vm, THIS);
            goto out;
        }
        if ((*acc = vm_str_concat(vm, *acc, *val)) == V_EXC)
            goto out;
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- installation ----------------------------------------------------------------------- */

static int def_accessor(Vm *vm, Value key, const char *get_name, const char *set_name, int magic)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *k = gc_handle(vm, key);
    Value *g = gc_handle(vm, vm_new_native(vm, get_name, proto_get, 0, magic));
    if (*g == V_EXC)
        goto out;
    Value s = vm_new_native(vm, set_name, proto_set, 1, magic);
    if (s == V_EXC)
        goto out;
    rc = vm_define_accessor(vm, vm->builtin[B_ITERATOR_PROTO], *k, *g, s, PROP_CONFIGURABLE);
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_install_iterator(Vm *vm)
{
    static const LibFn proto_fns[] = {
        {"reduce", eager_method, 1, EG_REDUCE},   {"toArray", eager_method, 0, EG_TO_ARRAY},
        {"forEach", eager_method, 1, EG_FOR_EACH}, {"some", eager_method, 1, EG_SOME},
        {"every", eager_method, 1, EG_EVERY},     {"find", eager_method, 1, EG_FIND},
        {"map", lazy_method, 1, HK_MAP},          {"filter", lazy_method, 1, HK_FILTER},
        {"take", lazy_method, 1, HK_TAKE},        {"drop", lazy_method, 1, HK_DROP},
        {"flatMap", lazy_method, 1, HK_FLATMAP},  {"includes", iter_includes, 1, 0},
        {"join", iter_join, 1, 0},                {"chunks", sized_method, 1, HK_CHUNKS},
        {"windows", sized_method, 1, HK_WINDOWS}, {NULL, NULL, 0, 0},
    };
    static const LibFn static_fns[] = {
        {"from", iterator_from, 1, 0},    {"concat", iterator_concat, 0, 0}, {"zip", lib_iterator_zip, 1, 0},
        {"zipKeyed", lib_iterator_zip, 1, 1}, {NULL, NULL, 0, 0},
    };
    static const LibFn wrap_fns[] = {
        {"next", wrap_method, 0, 0}, {"return", wrap_method, 0, 1}, {NULL, NULL, 0, 0},
    };
    Value c = vm_def_ctor(vm, "Iterator", iterator_ctor, 0, vm->builtin[B_ITERATOR_PROTO]);
    if (c == V_EXC)
        return -1;
    vm->builtin[B_ITERATOR_CTOR] = c;
    if (lib_def_fns(vm, vm->builtin[B_ITERATOR_CTOR], static_fns) < 0)
        return -1;
    /* constructor first (V8's key order), replacing vm_def_ctor's data property */
    if (def_accessor(vm, vm->atom[A_constructor], "get constructor", "set constructor", 1) < 0 ||
        lib_def_fns(vm, vm->builtin[B_ITERATOR_PROTO], proto_fns) < 0 ||
        def_accessor(vm, vm->builtin[B_SYM_TO_STRING_TAG], "get [Symbol.toStringTag]", "set [Symbol.toStringTag]", 0) <
            0)
        return -1;
    Value w = vm_new_object_proto(vm, vm->builtin[B_ITERATOR_PROTO]);
    if (w == V_EXC)
        return -1;
    vm->builtin[B_ITER_WRAP_PROTO] = w;
    if (lib_def_fns(vm, w, wrap_fns) < 0)
        return -1;
    return lib_install_iterator_helper(vm, vm->builtin[B_ITERATOR_PROTO]);
}
