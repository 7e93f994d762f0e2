/* vm/ic.c — inline-cache slow paths: do the full [[Get]]/[[Set]] for a
 * named property (an atom) and refill the cache when the result is
 * cacheable. The hit checks themselves are static inline in vm/shape.h.
 *
 * What gets cached (see shape.h for the validity argument of each kind):
 *  GET own data on a tree shape (IC_OWN), own data on a dict (IC_DICT), data
 *  on the prototype chain for a tree-shaped receiver (IC_PROTO, valid while
 *  vm->shape_epoch is unchanged), array and string `length`.
 *  PUT own writable data (IC_OWN / IC_DICT) and adds on a tree shape whose
 *  chain holds no such key (IC_ADD).
 */
#include "object_int.h"

void vm_trace_ic(GcTracer *t, InlineCache *ic)
{
    GC_VISIT_PTR(t, ic->shape);
    GC_VISIT_PTR(t, ic->shape2);
    gc_visit(t, &ic->holder);
}

/* Atom keys whose own lookup is exotic for this object (not in the shape). */
static inline bool exotic_atom(Vm *vm, Object *o, Value atom)
{
    uint8_t c = o->hdr.cls;
    return (c == CLS_ARRAY || c == CLS_STRING) && atom == vm->atom[A_length];
}

/* A name constant that is really an array index ("5"): callers should pass
 * propkeys, but a string-literal key may reach us as an atom. */
static bool atom_is_index(Value atom)
{
    if (!v_is_type(atom, T_STRING))
        return false;
    String *s = v_str(atom);
    uint32_t idx;
    return s->len > 0 && s->len <= 10 && str_at(s, 0) >= '0' && str_at(s, 0) <= '9' &&
           vm_str_is_index_noalloc(s, &idx);
}

static Value get_ic(Vm *vm, Value obj, Value atom, InlineCache *ic, Value absent)
{
    Value out;
    if (vm_ic_get_hit(vm, obj, atom, ic, &out))
        return out;
    if (UNLIKELY(atom_is_index(atom)))
        return vm_get_js(vm, obj, atom);
    if (!v_is_object(obj)) {
        if (v_is_string(obj) && atom == vm->atom[A_length]) {
            vm_ic_reset(vm, ic);
            ic->kind = IC_STRING_LENGTH;
            return v_int((int32_t)vm_str_len_noalloc(obj));
        }
        if (v_is_nullish(obj))
            return vm_throw_read_nullish(vm, obj, atom);
        if (v_is_string(obj) || v_is_number(obj)) {
            /* cache a data property found on the wrapper's prototype chain */
            for (Value cur = vm_prim_proto_noalloc(vm, obj); v_is_object(cur);
                 cur = v_obj(cur)->shape->proto) {
                PropRef r;
                if (!vm_own_lookup_noalloc(vm, v_obj(cur), atom, &r)) {
                    if (UNLIKELY(obj_is_proxy(v_obj(cur))))
                        return vm_proxy_get_js(vm, cur, atom, obj);
                    continue;
                }
                if (UNLIKELY(r.attrs & PROP_LAZY)) /* made there; cached next time */
                    return vm_get_prop_js(vm, obj, atom);
                if (r.attrs & PROP_ACCESSOR)
                    return vm_call_getter_js(vm, r.value, obj);
                if (r.kind == REF_SLOT) {
                    vm_ic_reset(vm, ic);
                    ic->kind = IC_PRIM_PROTO;
                    ic->prim = v_is_string(obj) ? IC_PRIM_STRING : IC_PRIM_NUMBER;
                    ic->holder = cur;
                    ic->slot = r.idx;
                    ic->epoch = vm->shape_epoch;
                }
                return vm_ref_value(vm, cur, &r);
            }
            return absent;
        }
        return absent == V_EMPTY ? vm_get_prop_or_empty_js(vm, obj, atom)
                                 : vm_get_prop_js(vm, obj, atom);
    }
    Object *o = v_obj(obj);
    if (o->hdr.cls == CLS_ARRAY && atom == vm->atom[A_length]) {
        vm_ic_reset(vm, ic);
        ic->kind = IC_ARRAY_LENGTH;
        return v_num((double)((ArrayObj *)o)->length);
    }
    if (exotic_atom(vm, o, atom) || UNLIKELY(obj_is_proxy(o)))
        return vm_get_prop_js(vm, obj, atom);
    Shape *s = o->shape;
    if (!(s->hdr.flags & SHAPE_DICT) && s->nprops > SHAPE_LINEAR_MAX && !s->table) {
        size_t sc = gc_scope_open(vm);
        Value *oh = gc_handle(vm, obj);
        int r = vm_shape_build_table(vm, oh);
        obj = *oh;
        gc_scope_close(vm, sc);
        if (r < 0)
            return V_EXC;
        o = v_obj(obj);
        s = o->shape;
    }
    uint32_t slot, attrs;
    if (vm_shape_lookup_noalloc(s, atom, &slot, &attrs)) {
        if (UNLIKELY(attrs & PROP_LAZY)) /* made there; cached next time */
            return vm_get_prop_js(vm, obj, atom);
        if (attrs & PROP_ACCESSOR)
            return vm_call_getter_js(vm, o->slots->v[slot], obj);
        vm_ic_reset(vm, ic);
        ic->kind = (s->hdr.flags & SHAPE_DICT) ? IC_DICT : IC_OWN;
        ic->shape = s;
        ic->slot = slot;
        return o->slots->v[slot];
    }
    /* the prototype chain */
    for (Value cur = s->proto; v_is_object(cur); cur = v_obj(cur)->shape->proto) {
        Object *h = v_obj(cur);
        PropRef r;
        if (!vm_own_lookup_noalloc(vm, h, atom, &r)) {
            /* a proxy on the chain: its trap answers; nothing is cached past it */
            if (UNLIKELY(obj_is_proxy(h)))
                return vm_proxy_get_js(vm, cur, atom, obj);
            continue;
        }
        if (UNLIKELY(r.attrs & PROP_LAZY))
            return vm_get_prop_js(vm, obj, atom);
        if ((r.attrs & PROP_ACCESSOR) && r.kind == REF_SLOT && vm_is_ta_cls(o->hdr.cls) &&
            atom == vm->atom[A_length] && !(s->hdr.flags & SHAPE_DICT) &&
            ((Accessor *)v_cell(r.value))->get == vm->builtin[B_TA_LENGTH_GET]) {
            /* a typed array's length through the original getter: cache it */
            vm_ic_reset(vm, ic);
            ic->kind = IC_TA_LENGTH;
            ic->shape = s;
            ic->holder = cur;
            ic->slot = r.idx;
            ic->epoch = vm->shape_epoch;
            return v_num((double)((TypedArrayObj *)o)->length);
        }
        if (r.attrs & PROP_ACCESSOR)
            return vm_call_getter_js(vm, r.value, obj);
        if (r.kind == REF_SLOT && !(s->hdr.flags & SHAPE_DICT)) {
            vm_ic_reset(vm, ic);
            ic->kind = IC_PROTO;
            ic->shape = s;
            ic->holder = cur;
            ic->slot = r.idx;
            ic->epoch = vm->shape_epoch;
        }
        return vm_ref_value(vm, cur, &r);
    }
    if (VM_GLOBAL_LAZY(vm, obj)) {
        size_t sc = gc_scope_open(vm);
        Value *kh = gc_handle(vm, atom);
        Value g;
        int made = vm_global_lazy_js(vm, obj, atom, true, &g);
        Value r = made < 0 ? V_EXC : made ? get_ic(vm, g, *kh, ic, absent) : absent;
        gc_scope_close(vm, sc);
        return r;
    }
    return absent;
}

Value vm_get_field_ic_js(Vm *vm, Value obj, Value atom, InlineCache *ic)
{
    return get_ic(vm, obj, atom, ic, V_UNDEF);
}

Value vm_lookup_field_ic_js(Vm *vm, Value obj, Value atom, InlineCache *ic)
{
    return get_ic(vm, obj, atom, ic, V_EMPTY);
}

int vm_put_field_ic_js(Vm *vm, Value obj, Value atom, Value v, InlineCache *ic)
{
    return vm_put_field_ic_mode_js(vm, obj, atom, v, ic, true);
}

int vm_put_field_ic_mode_js(Vm *vm, Value obj, Value atom, Value v, InlineCache *ic, bool strict)
{
    if (vm_ic_put_hit(vm, obj, atom, v, ic))
        return 0;
    if (UNLIKELY(atom_is_index(atom)))
        return vm_set_mode_js(vm, obj, atom, v, strict);
    if (!v_is_object(obj) || exotic_atom(vm, v_obj(obj), atom))
        return vm_set_prop_mode_js(vm, obj, atom, v, obj, strict);
    Object *o = v_obj(obj);
    Shape *s = o->shape;
    uint32_t slot, attrs;
    if (vm_shape_lookup_noalloc(s, atom, &slot, &attrs)) {
        if ((attrs & (PROP_ACCESSOR | PROP_WRITABLE)) != PROP_WRITABLE)
            return vm_set_prop_mode_js(vm, obj, atom, v, obj, strict);
        OBJ_SLOT_WRITE(vm, o, slot, v);
        vm_ic_reset(vm, ic);
        ic->kind = (s->hdr.flags & SHAPE_DICT) ? IC_DICT : IC_OWN;
        ic->shape = s;
        ic->slot = slot;
        return 0;
    }
    if (VM_GLOBAL_LAZY(vm, obj)) /* the add may be a global made on first use */
        return vm_set_prop_js(vm, obj, atom, v, obj);
    /* an add: only cacheable when nothing on the chain has the key */
    for (Value cur = s->proto; v_is_object(cur); cur = v_obj(cur)->shape->proto) {
        PropRef r;
        if (vm_own_lookup_noalloc(vm, v_obj(cur), atom, &r) || obj_is_proxy(v_obj(cur)))
            return vm_set_prop_mode_js(vm, obj, atom, v, obj, strict);
    }
    if ((o->hdr.flags & (OBJ_NOT_EXTENSIBLE | OBJ_DICT | OBJ_IS_PROTO)) || o->hdr.cls == CLS_STRING)
        return vm_set_prop_mode_js(vm, obj, atom, v, obj, strict);
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *old = gc_handle(vm, v_from_cell(s));
    uint32_t epoch = vm->shape_epoch;
    int rc = vm_obj_put_slot(vm, oh, atom, v, PROP_DEFAULT);
    if (rc == 0) {
        Object *no = v_obj(*oh);
        Shape *ns = no->shape;
        /* cache only a plain transition of a non-prototype (an add to a
         * prototype bumps the epoch, which would fail the check anyway) */
        if (!(ns->hdr.flags & SHAPE_DICT) && ns->parent == v_cell(*old) &&
            epoch == vm->shape_epoch) {
            vm_ic_reset(vm, ic);
            ic->kind = IC_ADD;
            ic->shape = v_cell(*old);
            ic->shape2 = ns;
            ic->slot = ns->slot;
            ic->epoch = epoch;
        }
    }
    gc_scope_close(vm, sc);
    return rc;
}
