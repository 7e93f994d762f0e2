/* vm/interp_call.c — starting calls: frame push, [[Call]]/[[Construct]]
 * dispatch over closures, natives and bound functions, argument spreading
 * and the constructor result rules.
 *
 * Invariant: on entry, [base, base + 2 + argc) lies below vm->sp (it is
 * traced), so the callee, this and the arguments stay rooted while a call is
 * being set up; anything else held across an allocation is in a handle or a
 * Frame field (frames are traced).
 */
#include <stdlib.h>
#include <string.h>

#include "frame.h"
#include "shape.h"

int vm_stack_reserve(Vm *vm, Value *top)
{
    if (UNLIKELY(top > vm->stack_end)) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    if (top > vm->stack_hwm) {
        for (Value *q = vm->stack_hwm; q < top; q++)
            *q = V_UNDEF;
        vm->stack_hwm = top;
    }
    if (top > vm->sp)
        vm->sp = top;
    return 0;
}

int vm_bind_sloppy_this(Vm *vm, Value *base)
{
    if (v_is_nullish(base[1])) {
        base[1] = UNLIKELY(vm->global_this != V_UNDEF) ? vm->global_this : vm->global;
        return 0;
    }
    if (v_is_object(base[1]))
        return 0;
    Value o = vm_to_object(vm, base[1]);
    if (o == V_EXC)
        return -1;
    base[1] = o;
    return 0;
}

int vm_push_frame(Vm *vm, Value *base, int argc, unsigned flags, Value new_target)
{
    Closure *c = (Closure *)v_cell(base[0]);
    FuncProto *p = c->proto;
    if (UNLIKELY(p->flags & FP_LAZY)) {
        /* the first call of a lazily compiled function (base[0] keeps it
         * alive): the compile allocates, so new_target is rooted across it */
        size_t sc = gc_scope_open(vm);
        Value *nt = gc_handle(vm, new_target);
        int r = vm_compile_lazy(vm, p);
        new_target = *nt;
        gc_scope_close(vm, sc);
        if (r < 0)
            return -1;
    }
    if (UNLIKELY(vm->nframes >= VM_MAX_FRAMES)) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    Value *ceil = base + p->nslots + p->max_stack;
    if (UNLIKELY(ceil > vm->stack_end)) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    /* the record first: new_target is traced from it across the
     * allocations below, and the slots are filled after them because the
     * rest array reads the arguments the fill would undefine */
    vm_frame_record(vm, p, base, ceil, p->code, new_target, flags, argc);

    size_t sc = gc_scope_open(vm);
    Value *args_h = NULL, *rest_h = NULL;
    if (p->flags & FP_USES_ARGUMENTS) {
        Value a = vm_new_arguments(vm, base, argc, p);
        if (a == V_EXC)
            goto fail;
        args_h = gc_handle(vm, a);
    }
    if (p->flags & FP_HAS_REST) {
        int r = p->nparams - 1;
        int n = argc > r ? argc - r : 0;
        Value a = vm_new_array_from(vm, base + 2 + r, (uint32_t)n);
        if (a == V_EXC)
            goto fail;
        rest_h = gc_handle(vm, a);
    }
    vm_frame_slots(vm, p, base, argc, ceil);
    int np = p->nparams;
    if (rest_h)
        base[2 + np - 1] = *rest_h;
    if (args_h) {
        base[p->args_slot] = *args_h;
        if ((p->flags & FP_MAPPED_ARGS) && p->nparams)
            base[p->argmap_slot] = *args_h;
    }
    gc_scope_close(vm, sc);
    vm->sp = ceil;
    return 0;
fail:
    gc_scope_close(vm, sc);
    vm->nframes--;
    return -1;
}

static int throw_not_callable_at(Vm *vm, Value *base, unsigned flags, bool construct)
{
    Frame *f = (flags & FR_ENTRY) || vm->nframes == 0 ? NULL : vm_cur_frame(vm);
    vm_throw_not_callable(vm, f, base[0], construct);
    return -1;
}

/* base[0] a native constructor, base[1] new.target (another function),
 * obj the object the native constructed. */
static Value subclass_instance(Vm *vm, Value *base, Value obj)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value r = V_EXC;
    Value *own = gc_handle(vm, vm_get_prop_js(vm, base[0], vm->atom[A_prototype]));
    if (*own == V_EXC)
        goto out;
    if (v_is_object(*own) && vm_get_proto_noalloc(*oh) == *own) {
        Value p = vm_get_prop_js(vm, base[1], vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        /* not an object: the same intrinsic of new.target's realm */
        if (!v_is_object(p) && (p = vm_realm_intrinsic(vm, base[1], *own)) == V_EXC)
            goto out;
        if (p != *own && vm_set_proto(vm, *oh, p) < 0)
            goto out;
    }
    r = *oh;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Presizing rule of vm_new_object_class: not for the shared builtin roots,
 * whose hint is the maximum over unrelated objects. */
static bool presize_ok(Vm *vm, Value proto)
{
    return proto != vm->builtin[B_OBJECT_PROTO] && proto != vm->builtin[B_FUNCTION_PROTO] &&
           proto != vm->builtin[B_ARRAY_PROTO];
}

int vm_construct_this(Vm *vm, Value *base)
{
    Closure *c = (Closure *)v_cell(base[0]);
    InlineCache *ic = &c->proto->xics[XIC_CONSTRUCT];
    if (LIKELY(ic->kind == IC_CTOR && base[1] == base[0] && c->o.shape == ic->shape &&
               c->o.slots->v[ic->slot] == ic->holder)) {
        /* slots presized from the shape's hint go inline (vm/object.h); ic
         * is a root, so re-read it after the allocation */
        uint32_t hint = ic->prim ? ic->shape2->slot : 0;
        if (hint > 32)
            hint = 32;
        size_t inl = hint ? sizeof(Values) + hint * sizeof(Value) : 0;
        Object *o = gc_alloc(vm, T_OBJECT, sizeof(Object) + inl);
        if (!o)
            return -1;
        o->hdr.cls = CLS_PLAIN;
        o->shape = ic->shape2;
        if (hint)
            obj_init_inline_slots(o, hint);
        base[1] = v_from_cell(o);
        return 0;
    }
    Value pr = vm_get_prop_js(vm, base[1], vm->atom[A_prototype]);
    if (pr == V_EXC)
        return -1;
    bool fill = v_is_object(pr) && base[1] == base[0];
    if (!v_is_object(pr)) {
        /* %Object.prototype% of GetFunctionRealm(new.target), which throws
         * for a revoked proxy */
        pr = vm_realm_intrinsic(vm, base[1], vm->builtin[B_OBJECT_PROTO]);
        if (pr == V_EXC)
            return -1;
    }
    Value obj = vm_new_object_proto(vm, pr);
    if (obj == V_EXC)
        return -1;
    base[1] = obj;
    /* cache only a plain own data `prototype` on a tree-shaped callee; the
     * getter above may have run JS, so re-check everything now */
    Object *fo = v_obj(base[0]);
    Object *no = v_obj(obj);
    uint32_t slot, attrs;
    if (fill && !(fo->hdr.flags & OBJ_DICT) && !(no->hdr.flags & OBJ_DICT) &&
        vm_shape_lookup_noalloc(fo->shape, vm->atom[A_prototype], &slot, &attrs) &&
        !(attrs & PROP_ACCESSOR) && fo->slots->v[slot] == no->shape->proto) {
        c = (Closure *)fo;
        ic = &c->proto->xics[XIC_CONSTRUCT];
        vm_ic_reset(vm, ic);
        ic->kind = IC_CTOR;
        ic->shape = fo->shape;
        ic->shape2 = no->shape;
        ic->holder = no->shape->proto;
        ic->slot = slot;
        ic->prim = presize_ok(vm, ic->holder);
    }
    return 0;
}

int vm_setup_call(Vm *vm, Value *base, int argc, unsigned flags, Value *res)
{
    bool construct = (flags & FR_CONSTRUCT) != 0;
    for (;;) {
        Value f = base[0];
        if (UNLIKELY(!v_is_object(f)))
            return throw_not_callable_at(vm, base, flags, construct);
        switch (v_hdr(f)->cls) {
        case CLS_FUNCTION: {
            Closure *c = (Closure *)v_cell(f);
            FuncProto *p = c->proto;
            /* in the callee's realm: the class constructor's TypeError
             * (made by its [[Call]]), not the one `new` throws below for
             * a non-constructor (made by the caller) */
            if (UNLIKELY(p->realm != vm->realm) && (!construct || !(p->flags & (FP_NO_CTOR | FP_ARROW))))
                return vm_call_in_realm(vm, base, argc, flags, res, p->realm);
            if (!construct) {
                if (UNLIKELY(c->o.hdr.flags & OBJ_CLASS_CTOR)) {
                    char name[128];
                    vm_short_repr(vm, vm_func_name_noalloc(vm, f), name, sizeof name);
                    vm_throw_error(vm, ERR_TYPE, "Class constructor %s cannot be invoked without 'new'", name);
                    return -1;
                }
                return vm_push_frame(vm, base, argc, flags, V_UNDEF) < 0 ? -1 : 0;
            }
            if (p->flags & (FP_NO_CTOR | FP_ARROW))
                return throw_not_callable_at(vm, base, flags, true);
            size_t sc = gc_scope_open(vm);
            Value *nt = gc_handle(vm, base[1]);
            if (p->flags & FP_DERIVED) {
                base[1] = V_EMPTY;
            } else if (vm_construct_this(vm, base) < 0) {
                gc_scope_close(vm, sc);
                return -1;
            }
            int r = vm_push_frame(vm, base, argc, flags, *nt);
            gc_scope_close(vm, sc);
            return r < 0 ? -1 : 0;
        }
        case CLS_NATIVE: {
            NativeFunc *nf = (NativeFunc *)v_cell(f);
            if (construct && !nf->is_ctor)
                return throw_not_callable_at(vm, base, flags, true);
            if (UNLIKELY(nf->realm != vm->realm))
                return vm_call_in_realm(vm, base, argc, flags, res, nf->realm);
            Value r = nf->fn(vm, base + 2, argc, construct);
            if (r == V_EXC)
                return -1;
            if (construct && v_is_object(r) && base[1] != base[0] && v_is_object(base[1])) {
                /* `class A extends Array`: a builtin that made its object
                 * from its own prototype gets new.target's instead
                 * (GetPrototypeFromConstructor) */
                r = subclass_instance(vm, base, r);
                if (r == V_EXC)
                    return -1;
            }
            *res = r;
            return 1;
        }
        case CLS_BOUND: {
            BoundFunc *b = (BoundFunc *)v_cell(f);
            if (construct && !vm_is_constructor_noalloc(b->target))
                return throw_not_callable_at(vm, base, flags, true);
            uint32_t k = b->args ? b->nargs : 0;
            if (k) {
                if (vm_stack_reserve(vm, base + 2 + argc + k) < 0)
                    return -1;
                b = (BoundFunc *)v_cell(base[0]);
                memmove(base + 2 + k, base + 2, (size_t)argc * sizeof(Value));
                for (uint32_t i = 0; i < k; i++)
                    base[2 + i] = b->args->v[i];
                argc += (int)k;
            }
            if (construct) {
                if (base[1] == base[0])
                    base[1] = b->target;
            } else {
                base[1] = b->this_val;
            }
            base[0] = b->target;
            continue;
        }
        case CLS_HTMLDDA: {
            Value call = ((HtmlDdaObj *)v_cell(f))->call;
            if (construct)
                return throw_not_callable_at(vm, base, flags, true);
            if (call == V_UNDEF) {
                *res = V_NULL;
                return 1;
            }
            base[0] = call;
            continue;
        }
        case CLS_PROXY_FN: {
            if (construct && ((ProxyObj *)v_cell(f))->is_ctor != V_TRUE)
                return throw_not_callable_at(vm, base, flags, true);
            int r = vm_proxy_call_js(vm, base, argc, construct, res);
            if (r == 0)
                continue; /* no trap: base[0] is the target now */
            return r;
        }
        default:
            return throw_not_callable_at(vm, base, flags, construct);
        }
    }
}

Value vm_construct_result(Vm *vm, Frame *f, Value v)
{
    if (v_is_object(v))
        return v;
    if ((f->proto->flags & FP_DERIVED) && (v != V_UNDEF || f->fp[1] == V_EMPTY)) {
        /* the error is the realm's the [[Construct]] was called from */
        uint32_t own = (f->flags & FR_REALM) ? vm_realm_enter_pinned(vm, vm->realm_caller) : vm->realm;
        if (v != V_UNDEF)
            vm_throw_error(vm, ERR_TYPE, "Derived constructors may only return object or undefined");
        else
            vm_throw_error(vm, ERR_REFERENCE,
                           "Must call super constructor in derived class before accessing 'this' or "
                           "returning from derived constructor");
        vm_realm_leave_pinned(vm, own);
        return V_EXC;
    }
    return f->fp[1];
}

int vm_spread_args(Vm *vm, Value *slot)
{
    Value a = *slot;
    if (v_is_array(a)) {
        uint32_t n = vm_array(a)->length;
        if (n > (uint32_t)(vm->stack_end - slot)) {
            vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
            return -1;
        }
        if (vm_stack_reserve(vm, slot + n) < 0)
            return -1;
        ArrayObj *ao = vm_array(*slot);
        Values *e = ao->elems;
        uint32_t cap = e ? e->cap : 0;
        for (uint32_t i = n; i-- > 0;) {
            Value v = i < cap ? e->v[i] : V_EMPTY;
            slot[i] = v == V_EMPTY ? V_UNDEF : v;
        }
        return (int)n;
    }
    /* not expected from the emitter (it builds a real array), but be total */
    int64_t n = vm_length_of_js(vm, *slot);
    if (n < 0)
        return -1;
    if (n > vm->stack_end - slot - 1) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    if (vm_stack_reserve(vm, slot + n + 1) < 0)
        return -1;
    slot[n] = *slot;
    for (int64_t i = 0; i < n; i++) {
        Value v = vm_get_index_js(vm, slot[n], i);
        if (v == V_EXC)
            return -1;
        slot[i] = v;
    }
    return (int)n;
}

Value vm_callee_text(Vm *vm, Frame *f, Value callee)
{
    (void)callee;
    (void)vm;
    if (!f || !f->proto || !f->proto->call_names)
        return V_EMPTY;
    uint32_t off = (uint32_t)(f->pc - f->proto->code);
    FuncProto *p = f->proto;
    uint32_t lo = 0, hi = p->ncall_names;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (p->call_names[mid].pc < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < p->ncall_names && p->call_names[lo].pc == off && p->call_names[lo].konst < p->nconsts)
        return p->consts[p->call_names[lo].konst];
    return V_EMPTY;
}

Value vm_throw_not_callable(Vm *vm, Frame *f, Value callee, bool construct)
{
    Value text = vm_callee_text(vm, f, callee);
    const char *what = construct ? "is not a constructor" : "is not a function";
    if (v_is_string(text)) {
        char *s = vm_str_to_utf8(vm, text, NULL);
        if (!s)
            return vm_throw_oom(vm);
        Value r = vm_throw_error(vm, ERR_TYPE, "%s %s", s, what);
        free(s);
        return r;
    }
    char buf[128];
    vm_short_repr(vm, callee, buf, sizeof buf);
    return vm_throw_error(vm, ERR_TYPE, "%s %s", buf, what);
}
