/* stdlib/error.c — the Error constructors (Error, TypeError, RangeError,
 * SyntaxError, ReferenceError, EvalError, URIError, AggregateError,
 * SuppressedError), Error.prototype.toString
 * and Error.captureStackTrace. Instances come from vm_new_error so `stack`
 * is captured; subclassing uses new.target's prototype. */
#include "lib.h"

static const char *const err_names[] = {"Error",          "TypeError", "RangeError", "SyntaxError",
                                        "ReferenceError", "EvalError", "URIError",   "AggregateError",
                                        "SuppressedError"};
#define NERR_KINDS ((int)(sizeof err_names / sizeof err_names[0]))

/* AggregateError's errors: a fresh array of the iterable's values. */
static Value list_of_js(Vm *vm, Value iterable)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *src = gc_handle(vm, iterable);
    Value *next = gc_handle(vm, V_UNDEF);
    Value *it = gc_handle(vm, V_UNDEF);
    Value *arr = gc_handle(vm, vm_new_array(vm, 0));
    Value *item = gc_handle(vm, V_UNDEF);
    if (*arr == V_EXC)
        goto out;
    *it = vm_get_iterator_js(vm, *src, next);
    if (*it == V_EXC)
        goto out;
    for (;;) {
        int st = vm_iter_step_js(vm, *it, *next, item);
        if (st < 0)
            goto out;
        if (st == 0)
            break;
        if (vm_array_append(vm, *arr, *item) < 0)
            goto out;
    }
    r = *arr;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value error_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    int kind = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    /* AggregateError(errors, message, options): shift to (message, options) */
    bool agg = kind == ERR_AGGREGATE;
    /* SuppressedError(error, suppressed, message): no options argument */
    bool sup = kind == ERR_SUPPRESSED;
    Value *errors = gc_handle(vm, agg || sup ? ARG(0) : V_UNDEF);
    Value *suppressed = gc_handle(vm, sup ? ARG(1) : V_UNDEF);
    int shift = agg ? 1 : sup ? 2 : 0;
    argv += shift;
    argc = argc > shift ? argc - shift : 0;
    Value *msg = gc_handle(vm, V_UNDEF);
    Value *proto = gc_handle(vm, vm_error_proto(vm, (ErrorKind)kind));
    if (construct && v_is_object(THIS) && THIS != CALLEE) {
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    if (ARG(0) != V_UNDEF) {
        Value s = vm_to_string_js(vm, ARG(0));
        if (s == V_EXC)
            goto out;
        *msg = s;
    }
    /* a subclass's error leaves out the frames up to new.target's call */
    bool sub = *proto != vm_error_proto(vm, (ErrorKind)kind);
    Value e = vm_new_error_from(vm, (ErrorKind)kind, *msg, *proto, sub ? THIS : V_UNDEF); /* THIS is new.target */
    if (e == V_EXC)
        goto out;
    Value *eh = gc_handle(vm, e);
    if (!sup && v_is_object(ARG(1))) {
        int h = vm_has_js(vm, ARG(1), vm->atom[A_cause]);
        if (h < 0)
            goto out;
        if (h) {
            Value c = vm_get_prop_js(vm, ARG(1), vm->atom[A_cause]);
            if (c == V_EXC)
                goto out;
            if (vm_define_own(vm, *eh, vm->atom[A_cause], c, PROP_METHOD) < 0)
                goto out;
        }
    }
    if (agg) {
        Value l = list_of_js(vm, *errors);
        if (l == V_EXC)
            goto out;
        Value *lh = gc_handle(vm, l);
        Value k = vm_key(vm, "errors");
        if (k == V_EXC || vm_define_own(vm, *eh, k, *lh, PROP_METHOD) < 0)
            goto out;
    }
    if (sup && vm_error_set_suppressed(vm, *eh, *errors, *suppressed) < 0)
        goto out;
    r = *eh;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value error_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS)) {
        return lib_throw_incompatible(vm, "Error.prototype.toString", THIS);
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *n = gc_handle(vm, V_UNDEF), *m = gc_handle(vm, V_UNDEF);
    Value v = vm_get_prop_js(vm, THIS, vm->atom[A_name]);
    if (v == V_EXC)
        goto out;
    *n = v == V_UNDEF ? vm_str_from_cstr(vm, "Error") : vm_to_string_js(vm, v);
    if (*n == V_EXC)
        goto out;
    v = vm_get_prop_js(vm, THIS, vm->atom[A_message]);
    if (v == V_EXC)
        goto out;
    *m = v == V_UNDEF ? vm->atom[A_empty] : vm_to_string_js(vm, v);
    if (*m == V_EXC)
        goto out;
    if (vm_str_len_noalloc(*n) == 0)
        r = *m;
    else if (vm_str_len_noalloc(*m) == 0)
        r = *n;
    else {
        /* the separator first: allocating it may move *n */
        Value sep = vm_str_from_cstr(vm, ": ");
        if (sep == V_EXC)
            goto out;
        Value t = vm_str_concat(vm, *n, sep);
        if (t == V_EXC)
            goto out;
        r = vm_str_concat(vm, t, *m);
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value error_capture(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "Invalid argument");
    /* constructorOpt: the frames up to and including its call are left out */
    if (vm_capture_stack_from(vm, ARG(0), vm_is_callable_noalloc(ARG(1)) ? ARG(1) : V_UNDEF) < 0)
        return V_EXC;
    return V_UNDEF;
}

/* Error.isError(v): has v an [[ErrorData]] slot — every error object
 * (subclasses and DOMException too) is a CLS_ERROR cell, and nothing else is */
static Value error_is_error(Vm *vm, Value *argv, int argc, bool construct)
{
    return v_bool(v_is_class(ARG(0), CLS_ERROR));
}

int lib_install_error(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *base = gc_handle(vm, V_UNDEF);
    if (vm_error_stack_install(vm) < 0)
        goto out;
    for (int k = 0; k < NERR_KINDS; k++) {
        Value proto = vm_error_proto(vm, (ErrorKind)k);
        int len = k == ERR_AGGREGATE ? 2 : k == ERR_SUPPRESSED ? 3 : 1;
        Value f = vm_def_ctor(vm, err_names[k], error_ctor, len, proto);
        if (f == V_EXC)
            goto out;
        ((NativeFunc *)v_cell(f))->magic = k;
        if (k == 0) {
            *base = f;
            if (vm_def_native(vm, *base, "captureStackTrace", error_capture, 2, 0) < 0)
                goto out;
            if (vm_def_native(vm, *base, "isError", error_is_error, 1, 0) < 0)
                goto out;
            if (lib_def_value(vm, *base, "stackTraceLimit", v_int(10), PROP_DEFAULT) < 0)
                goto out;
            if (vm_def_native(vm, vm_error_proto(vm, ERR_ERROR), "toString", error_to_string, 0, 0) < 0)
                goto out;
        } else {
            Value *fh = gc_handle(vm, f);
            if (vm_set_proto(vm, *fh, *base) < 0)
                goto out;
            /* name and message on each prototype (vm.c may have set them) */
            Value p = vm_error_proto(vm, (ErrorKind)k);
            if (!vm_has_own_noalloc(vm, p, vm->atom[A_name])) {
                Value s = vm_str_from_cstr(vm, err_names[k]);
                if (s == V_EXC || vm_define_own(vm, vm_error_proto(vm, (ErrorKind)k), vm->atom[A_name], s,
                                                PROP_METHOD) < 0)
                    goto out;
            }
            p = vm_error_proto(vm, (ErrorKind)k);
            if (!vm_has_own_noalloc(vm, p, vm->atom[A_message]) &&
                vm_define_own(vm, p, vm->atom[A_message], vm->atom[A_empty], PROP_METHOD) < 0)
                goto out;
        }
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
