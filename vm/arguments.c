/* vm/arguments.c — arguments objects (CLS_ARGUMENTS, layout ArgumentsObj):
 * CreateUnmappedArgumentsObject for strict functions and functions with
 * non-simple parameter lists, CreateMappedArgumentsObject for sloppy
 * functions with simple ones (FP_MAPPED_ARGS), and the parameter aliasing
 * of a mapped one.
 *
 * Invariant of a mapped object (params != NULL): parameter i has no storage
 * of its own while it is mapped (params->v[i] == V_EMPTY); its value is the
 * object's own property i, a dense element or, after an attribute change, a
 * sparse own property (vm/array.c: an index lives in exactly one place).
 * Otherwise params->v[i] is the parameter's value. Indices at or past argc
 * start unmapped (undefined). Unmapping — deleting the index, redefining it
 * as an accessor or as non-writable, freezing the object — copies the
 * property's value into params->v[i] first (vm_args_unmap_noalloc, called by
 * vm/props.c, vm/descriptors.c and vm/keys.c). The function's code reaches a
 * mapped parameter only through ARG_GET / ARG_PUT (vm_args_param_*), given
 * the object from a hidden slot that `arguments = x` cannot overwrite.
 */
#include "frame.h"
#include "object_int.h"

static bool index_of(Value key, uint32_t *i)
{
    if (!v_is_int(key) || v_get_int(key) < 0)
        return false;
    *i = (uint32_t)v_get_int(key);
    return true;
}

/* The own data property i of o (V_EMPTY if there is none). */
static Value own_index_noalloc(Vm *vm, Object *o, uint32_t i, PropRef *r)
{
    if (!vm_own_lookup_noalloc(vm, o, v_int((int32_t)i), r) || (r->attrs & PROP_ACCESSOR))
        return V_EMPTY;
    return r->value;
}

Value vm_new_arguments(Vm *vm, Value *base, int argc, const FuncProto *p)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    bool mapped = (p->flags & FP_MAPPED_ARGS) != 0;
    uint32_t cap = argc > 0 ? (uint32_t)argc : 1;
    Values *vals = gc_alloc(vm, T_VALUES, sizeof(Values) + (size_t)cap * sizeof(Value));
    if (!vals)
        goto out;
    vals->cap = cap;
    for (int i = 0; i < argc; i++)
        vals->v[i] = base[2 + i];
    for (uint32_t i = (uint32_t)(argc > 0 ? argc : 0); i < cap; i++)
        vals->v[i] = V_EMPTY;
    Value *vh = gc_handle(vm, v_from_cell(vals));
    Value *ph = NULL;
    if (mapped && p->nparams) {
        Values *pv = gc_alloc(vm, T_VALUES, sizeof(Values) + (size_t)p->nparams * sizeof(Value));
        if (!pv)
            goto out;
        pv->cap = p->nparams;
        for (uint32_t i = 0; i < p->nparams; i++)
            pv->v[i] = (int)i < argc ? V_EMPTY : V_UNDEF;
        ph = gc_handle(vm, v_from_cell(pv));
    }
    Value a = vm_new_object_class(vm, CLS_ARGUMENTS, sizeof(ArgumentsObj), vm->builtin[B_OBJECT_PROTO]);
    if (a == V_EXC)
        goto out;
    ArgumentsObj *ao = (ArgumentsObj *)v_cell(a);
    GC_WRITE(vm, ao, &ao->arr.elems, (Values *)v_cell(*vh));
    ao->arr.length = (uint32_t)(argc > 0 ? argc : 0);
    if (ph)
        GC_WRITE(vm, ao, &ao->params, (Values *)v_cell(*ph));
    Value *h = gc_handle(vm, a);
    /* length is an ordinary own property (it can be deleted, redefined or
     * hold any value); ao->arr.length is only the extent of the elements */
    if (vm_define_own(vm, *h, vm->atom[A_length], v_int(argc > 0 ? argc : 0), PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        goto out;
    if (v_is_object(vm->builtin[B_ARRAY_PROTO_VALUES]) &&
        vm_define_own(vm, *h, vm->builtin[B_SYM_ITERATOR], vm->builtin[B_ARRAY_PROTO_VALUES],
                      PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        goto out;
    if (mapped) {
        /* a mapped object's callee is the function itself */
        if (vm_define_own(vm, *h, vm->atom[A_callee], base[0], PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
            goto out;
    } else {
        /* unmapped: `callee` is %ThrowTypeError% (stdlib/function.c) */
        Value t = vm->builtin[B_THROW_TYPE_ERROR];
        if (vm_is_callable_noalloc(t) && vm_define_accessor(vm, *h, vm->atom[A_callee], t, t, 0) < 0)
            goto out;
    }
    r = *h;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_args_param_get_noalloc(Vm *vm, Value args, uint32_t i)
{
    ArgumentsObj *ao = (ArgumentsObj *)v_cell(args);
    Value v = ao->params->v[i];
    if (v != V_EMPTY)
        return v;
    Values *e = ao->arr.elems;
    if (e && i < e->cap && e->v[i] != V_EMPTY)
        return e->v[i];
    PropRef r;
    v = own_index_noalloc(vm, &ao->arr.o, i, &r);
    return v == V_EMPTY ? V_UNDEF : v; /* unreachable: a mapped index always exists */
}

void vm_args_param_put(Vm *vm, Value args, uint32_t i, Value v)
{
    ArgumentsObj *ao = (ArgumentsObj *)v_cell(args);
    if (ao->params->v[i] != V_EMPTY) {
        GC_WRITE(vm, ao->params, &ao->params->v[i], v);
        return;
    }
    Values *e = ao->arr.elems;
    if (e && i < e->cap && e->v[i] != V_EMPTY) {
        GC_WRITE(vm, e, &e->v[i], v);
        return;
    }
    PropRef r;
    if (own_index_noalloc(vm, &ao->arr.o, i, &r) != V_EMPTY && r.kind == REF_SLOT)
        OBJ_SLOT_WRITE(vm, &ao->arr.o, r.idx, v);
}

void vm_args_unmap_noalloc(Vm *vm, Object *o, Value key, Value v)
{
    ArgumentsObj *ao = (ArgumentsObj *)o;
    uint32_t i;
    if (o->hdr.cls != CLS_ARGUMENTS || !ao->params || !index_of(key, &i) || i >= ao->params->cap ||
        ao->params->v[i] != V_EMPTY)
        return;
    GC_WRITE(vm, ao->params, &ao->params->v[i], v);
}

bool vm_args_is_mapped_noalloc(Object *o, Value key)
{
    ArgumentsObj *ao = (ArgumentsObj *)o;
    uint32_t i;
    return o->hdr.cls == CLS_ARGUMENTS && ao->params && index_of(key, &i) && i < ao->params->cap &&
           ao->params->v[i] == V_EMPTY;
}

void vm_args_unmap_all_noalloc(Vm *vm, Object *o)
{
    ArgumentsObj *ao = (ArgumentsObj *)o;
    if (o->hdr.cls != CLS_ARGUMENTS || !ao->params)
        return;
    for (uint32_t i = 0; i < ao->params->cap; i++) {
        if (ao->params->v[i] != V_EMPTY)
            continue;
        PropRef r;
        Value v = own_index_noalloc(vm, o, i, &r);
        GC_WRITE(vm, ao->params, &ao->params->v[i], v == V_EMPTY ? V_UNDEF : v);
    }
}

/* V8's Function.prototype.caller and .arguments for fn. Only a sloppy
 * ordinary function has them (V_EMPTY for any other: the accessor throws):
 * while it runs, its caller (when that is such a function too, else null)
 * or a fresh arguments object of its innermost call; null when it is not
 * running. V_EXC (a TypeError) for the arguments of a call that passed
 * more than the declared parameters, which the frame no longer holds. */
Value vm_fn_legacy_js(Vm *vm, Value fn, bool arguments)
{
    if (!v_is_class(fn, CLS_FUNCTION) || (v_hdr(fn)->flags & OBJ_CLASS_CTOR))
        return V_EMPTY;
    const FuncProto *p = ((Closure *)v_cell(fn))->proto;
    const uint32_t legacy_off = FP_STRICT | FP_ARROW | FP_METHOD | FP_CLASS_CTOR | FP_GENERATOR | FP_ASYNC;
    if (p->flags & legacy_off)
        return V_EMPTY;
    for (uint32_t i = vm->nframes; i-- > 0;) {
        Frame *f = &vm->frames[i];
        if (f->fp[0] != fn || f->proto != p)
            continue;
        if (arguments) {
            /* the frame keeps the declared parameters only: its locals
             * took the slots of any further arguments, which node's
             * f.arguments would show, so say so rather than drop them */
            if (f->argc > p->nparams)
                return vm_throw_error(vm, ERR_TYPE,
                                      "tarn does not support f.arguments for a call with more arguments (%d) "
                                      "than the function declares (%d); use `arguments` inside the function",
                                      (int)f->argc, (int)p->nparams);
            return vm_new_arguments(vm, f->fp, f->argc, p);
        }
        if (i == 0)
            return V_NULL;
        Frame *c = &vm->frames[i - 1];
        const FuncProto *cp = c->proto;
        if (!cp || (cp->flags & (legacy_off | FP_TOPLEVEL)) || !v_is_class(c->fp[0], CLS_FUNCTION))
            return V_NULL;
        return c->fp[0];
    }
    return V_NULL;
}
