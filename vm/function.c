/* vm/function.c — calling from C (vm_call_js / vm_construct_js), native
 * function objects, bound functions and function predicates.
 *
 * A call from C copies callee, this and the arguments to vm->sp (the top of
 * the traced stack), starts the call and, for a JS callee, runs a nested
 * interpreter loop until that frame returns. vm->c_depth bounds the nesting
 * so deep native↔JS recursion raises a RangeError instead of overflowing the
 * C stack.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frame.h"
#include "shape.h"

bool vm_is_constructor_noalloc(Value v)
{
    for (;;) {
        if (!v_is_object(v))
            return false;
        switch (v_hdr(v)->cls) {
        case CLS_FUNCTION:
            return !(((Closure *)v_cell(v))->proto->flags & (FP_NO_CTOR | FP_ARROW));
        case CLS_NATIVE:
            return ((NativeFunc *)v_cell(v))->is_ctor != 0;
        case CLS_BOUND:
            v = ((BoundFunc *)v_cell(v))->target;
            continue;
        case CLS_PROXY_FN:
            return ((ProxyObj *)v_cell(v))->is_ctor == V_TRUE;
        default:
            return false;
        }
    }
}

Value vm_func_name_noalloc(Vm *vm, Value fn)
{
    if (!v_is_object(fn) || v_is_proxy(fn)) /* a proxy's would run its trap */
        return vm->atom[A_empty];
    PropDesc d;
    if (vm_get_own_prop(vm, fn, vm->atom[A_name], &d) == 1 && !(d.attrs & PROP_ACCESSOR) && v_is_string(d.value))
        return d.value;
    if (v_is_class(fn, CLS_FUNCTION)) {
        FuncProto *p = ((Closure *)v_cell(fn))->proto;
        if (p->name != V_EMPTY && v_is_string(p->name))
            return p->name;
    }
    return vm->atom[A_empty];
}

static Value call_from_c(Vm *vm, Value fn, Value this_val, int argc, const Value *argv, unsigned flags)
{
    if (UNLIKELY(vm->c_depth >= VM_MAX_C_DEPTH))
        return vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
    if (argc < 0)
        argc = 0;
    Value *base = vm->sp;
    if ((size_t)(vm->stack_end - base) < (size_t)argc + 2)
        return vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
    /* argv may alias the slots we are about to fill: move the args first */
    Value *to = base + 2;
    if (argv > to) { /* a short copy in line: a memmove call costs more */
        for (int i = 0; i < argc; i++)
            to[i] = argv[i];
    } else if (argv < to) {
        for (int i = argc; i-- > 0;)
            to[i] = argv[i];
    }
    if (base + 2 + argc > vm->stack_hwm)
        vm->stack_hwm = base + 2 + argc;
    base[0] = fn;
    base[1] = this_val;
    vm->sp = base + 2 + argc;
    vm->c_depth++;
    Value res;
    int r;
    FuncProto *p;
    Value *ceil;
    if (LIKELY(flags == FR_ENTRY && v_is_class(fn, CLS_FUNCTION) && !(v_hdr(fn)->flags & OBJ_CLASS_CTOR) &&
               (ceil = vm_frame_fast_ceil(vm, p = ((Closure *)v_cell(fn))->proto, base, 0)) != NULL)) {
        /* a plain closure (the callbacks of map, filter, sort ...): the
         * interpreter's CALL fast path, without vm_setup_call's dispatch on
         * the callee's class and the handle scope only rest/arguments need */
        vm_frame_enter(vm, p, base, argc, ceil, V_UNDEF, FR_ENTRY);
        r = 0;
    } else {
        r = vm_setup_call(vm, base, argc, flags, &res);
    }
    if (r == 0)
        res = vm_interp_run(vm);
    else if (r < 0)
        res = V_EXC;
    vm->c_depth--;
    vm->sp = base;
    return res;
}

Value vm_call_js(Vm *vm, Value fn, Value this_val, int argc, const Value *argv)
{
    return call_from_c(vm, fn, this_val, argc, argv, FR_ENTRY);
}

Value vm_construct_js(Vm *vm, Value fn, int argc, const Value *argv, Value new_target)
{
    if (new_target == V_UNDEF || new_target == V_EMPTY)
        new_target = fn;
    if (!vm_is_constructor_noalloc(fn)) {
        char b[128];
        vm_short_repr(vm, fn, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "%s is not a constructor", b);
    }
    return call_from_c(vm, fn, new_target, argc, argv, FR_ENTRY | FR_CONSTRUCT);
}

/* vm_new_native once the shape every native gets (Function.prototype's
 * root + length + name, a tree shape, so immutable) is known: the slots
 * and the object allocated and filled directly, as iter_result and
 * closure_fast do, instead of two property definitions (promise code makes
 * natives per Promise.all element and per async generator). */
static Value native_fast(Vm *vm, const char *name, NativeFn fn, int length, int magic)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value nm = name && *name ? vm_str_from_cstr(vm, name) : vm->atom[A_empty];
    if (nm == V_EXC)
        goto out;
    Value *nh = gc_handle(vm, nm);
    /* 4 slots, as two adds give (vm/shape.c slots_reserve): room for a
     * `prototype` or a property a script adds */
    Values *sl = gc_alloc(vm, T_VALUES, sizeof(Values) + 4 * sizeof(Value));
    if (!sl)
        goto out;
    sl->cap = 4;
    Value *slh = gc_handle(vm, v_from_cell(sl));
    NativeFunc *nf = gc_alloc(vm, T_OBJECT, sizeof(NativeFunc));
    if (!nf)
        goto out;
    /* no allocation from here on; nf is fresh, sl may have been promoted */
    Shape *s = v_cell(vm->builtin[B_NATIVE_SHAPE]);
    sl = v_cell(*slh);
    sl->v[s->parent->slot] = v_int(length < 0 ? 0 : length);
    GC_WRITE(vm, sl, &sl->v[s->slot], *nh);
    nf->o.hdr.cls = CLS_NATIVE;
    nf->o.shape = s;
    nf->o.slots = sl;
    nf->fn = fn;
    nf->data = V_UNDEF;
    nf->magic = magic;
    nf->realm = vm->realm;
    nf->length = (uint16_t)(length < 0 ? 0 : length);
    nf->is_ctor = 0;
    r = v_from_cell(nf);
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_new_native(Vm *vm, const char *name, NativeFn fn, int length, int magic)
{
    if (v_is_type(vm->builtin[B_NATIVE_SHAPE], T_SHAPE))
        return native_fast(vm, name, fn, length, magic);
    Value f = vm_new_object_class(vm, CLS_NATIVE, sizeof(NativeFunc), vm->builtin[B_FUNCTION_PROTO]);
    if (f == V_EXC)
        return V_EXC;
    NativeFunc *nf = (NativeFunc *)v_cell(f);
    nf->fn = fn;
    nf->data = V_UNDEF;
    nf->magic = magic;
    nf->realm = vm->realm;
    nf->length = (uint16_t)(length < 0 ? 0 : length);
    nf->is_ctor = 0;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, f);
    Value r = V_EXC;
    if (vm_define_own(vm, *h, vm->atom[A_length], v_int(length < 0 ? 0 : length), PROP_CONFIGURABLE) < 0)
        goto out;
    Value n = vm_str_from_cstr(vm, name ? name : "");
    if (n == V_EXC)
        goto out;
    if (vm_define_own(vm, *h, vm->atom[A_name], n, PROP_CONFIGURABLE) < 0)
        goto out;
    r = *h;
    Object *o = v_obj(r);
    Shape *s = o->shape;
    if (!(s->hdr.flags & SHAPE_DICT) && s->nprops == 2 && s->key == vm->atom[A_name] && s->slot < 2 &&
        s->attrs == PROP_CONFIGURABLE && s->parent && s->parent->key == vm->atom[A_length] &&
        s->parent->slot < 2 && s->parent->attrs == PROP_CONFIGURABLE && s->proto == vm->builtin[B_FUNCTION_PROTO])
        vm->builtin[B_NATIVE_SHAPE] = v_from_cell(s);
out:
    gc_scope_close(vm, sc);
    return r;
}

int vm_def_native(Vm *vm, Value obj, const char *name, NativeFn fn, int length, int magic)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *oh = gc_handle(vm, obj);
    Value f = vm_new_native(vm, name, fn, length, magic);
    if (f == V_EXC)
        goto out;
    Value *fh = gc_handle(vm, f);
    Value k = vm_key(vm, name);
    if (k == V_EXC)
        goto out;
    rc = vm_define_own(vm, *oh, k, *fh, PROP_METHOD);
out:
    gc_scope_close(vm, sc);
    return rc;
}

Value vm_def_ctor(Vm *vm, const char *name, NativeFn fn, int length, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ph = gc_handle(vm, proto);
    Value f = vm_new_native(vm, name, fn, length, 0);
    if (f == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(f))->is_ctor = 1;
    Value *fh = gc_handle(vm, f);
    if (v_is_object(*ph)) {
        if (vm_define_own(vm, *fh, vm->atom[A_prototype], *ph, 0) < 0)
            goto out;
        if (vm_define_own(vm, *ph, vm->atom[A_constructor], *fh, PROP_METHOD) < 0)
            goto out;
    }
    Value k = vm_key(vm, name);
    if (k == V_EXC)
        goto out;
    if (vm_define_own(vm, vm->global, k, *fh, PROP_METHOD) < 0)
        goto out;
    r = *fh;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_new_bound(Vm *vm, Value target, Value this_val, const Value *args, uint32_t nargs)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *th = gc_handle(vm, target);
    Value *tv = gc_handle(vm, this_val);
    Value *vh = gc_handle(vm, V_UNDEF);
    if (nargs) {
        Values *vals = gc_alloc(vm, T_VALUES, sizeof(Values) + (size_t)nargs * sizeof(Value));
        if (!vals)
            goto out;
        vals->cap = nargs;
        memcpy(vals->v, args, (size_t)nargs * sizeof(Value));
        *vh = v_from_cell(vals);
    }
    Value f = vm_new_object_class(vm, CLS_BOUND, sizeof(BoundFunc), vm_get_proto_noalloc(*th));
    if (f == V_EXC)
        goto out;
    BoundFunc *b = (BoundFunc *)v_cell(f);
    b->target = *th;
    b->this_val = *tv;
    b->args = nargs ? (Values *)v_cell(*vh) : NULL;
    b->nargs = nargs;
    Value *fh = gc_handle(vm, f);
    /* length = max(0, ToIntegerOrInfinity(target's own length) - nargs);
     * name = "bound " + target.name */
    PropDesc d;
    int has_len = vm_get_own_prop(vm, *th, vm->atom[A_length], &d);
    if (has_len < 0)
        goto out;
    double l = 0;
    if (has_len) {
        Value len = vm_get_prop_js(vm, *th, vm->atom[A_length]);
        if (len == V_EXC)
            goto out;
        if (v_is_number(len)) {
            double t = v_to_double(len);
            l = isinf(t) ? t : trunc(t) - nargs;
        }
        if (!(l > 0))
            l = 0;
    }
    if (vm_define_own(vm, *fh, vm->atom[A_length], v_num(l), PROP_CONFIGURABLE) < 0)
        goto out;
    Value nm = vm_get_prop_js(vm, *th, vm->atom[A_name]);
    if (nm == V_EXC)
        goto out;
    if (!v_is_string(nm))
        nm = vm->atom[A_empty];
    Value *nh = gc_handle(vm, nm);
    Value pre = vm_str_from_cstr(vm, "bound ");
    if (pre == V_EXC)
        goto out;
    Value full = vm_str_concat(vm, pre, *nh);
    if (full == V_EXC)
        goto out;
    if (vm_define_own(vm, *fh, vm->atom[A_name], full, PROP_CONFIGURABLE) < 0)
        goto out;
    r = *fh;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Function.prototype.toString: a closure's exact source text (a class's
 * constructor shows the whole class), else V8's native form. */
Value vm_function_to_string_js(Vm *vm, Value fn)
{
    if (!vm_is_callable_noalloc(fn))
        return vm_throw_error(vm, ERR_TYPE, "Function.prototype.toString requires that 'this' be a Function");
    if (v_is_class(fn, CLS_FUNCTION)) {
        const FuncProto *p = ((Closure *)v_cell(fn))->proto;
        const SourceBuf *src = p->source; /* C memory: it stays put while the result is allocated */
        if (src && p->src_end > p->src_start && p->src_end <= src->len)
            return vm_str_from_utf8(vm, src->text + p->src_start, p->src_end - p->src_start);
    }
    char buf[300];
    char name[200] = "";
    if (!v_is_class(fn, CLS_BOUND)) {
        Value n = vm_func_name_noalloc(vm, fn);
        char *s = v_is_string(n) ? vm_str_to_utf8(vm, n, NULL) : NULL;
        if (s)
            snprintf(name, sizeof name, "%s", s);
        free(s);
    }
    snprintf(buf, sizeof buf, "function %s() { [native code] }", name);
    return vm_str_from_utf8(vm, buf, strlen(buf));
}
