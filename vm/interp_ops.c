/* vm/interp_ops.c — the interpreter's out-of-line operations: closures and
 * classes, super references, object-literal properties, globals, for-in, the iteration
 * protocol as the loop sees it, and error helpers.
 *
 * Stack conventions follow compiler/opcodes.def; `sp` arguments point just
 * past the operands, which stay on the (traced) stack while these run, so
 * they are re-read from there after every allocating call. Iteration state
 * on the stack is [iter next]: next is a function (generic protocol), an
 * int32 (fast path: iter is an array or a flat string, next the position)
 * or null (done — never call next or return again).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frame.h"
#include "module.h"
#include "shape.h"
#include "typed.h"

/* ---- small helpers ------------------------------------------------------ */

static void str_to_buf(Value s, char *buf, size_t cap)
{
    size_t o = 0;
    if (!v_is_type(s, T_STRING)) {
        snprintf(buf, cap, "%s", v_is_string(s) ? "<string>" : "");
        return;
    }
    String *st = v_str(s);
    for (uint32_t i = 0; i < st->len && o + 4 < cap; i++) {
        uint32_t c = str_at(st, i);
        if (c < 0x80) {
            buf[o++] = (char)c;
        } else if (c < 0x800) {
            buf[o++] = (char)(0xC0 | (c >> 6));
            buf[o++] = (char)(0x80 | (c & 0x3F));
        } else {
            if (c >= 0xD800 && c <= 0xDBFF && i + 1 < st->len) {
                uint32_t d = str_at(st, i + 1);
                if (d >= 0xDC00 && d <= 0xDFFF && o + 5 < cap) {
                    uint32_t cp = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
                    buf[o++] = (char)(0xF0 | (cp >> 18));
                    buf[o++] = (char)(0x80 | ((cp >> 12) & 0x3F));
                    buf[o++] = (char)(0x80 | ((cp >> 6) & 0x3F));
                    buf[o++] = (char)(0x80 | (cp & 0x3F));
                    i++;
                    continue;
                }
            }
            buf[o++] = (char)(0xE0 | (c >> 12));
            buf[o++] = (char)(0x80 | ((c >> 6) & 0x3F));
            buf[o++] = (char)(0x80 | (c & 0x3F));
        }
    }
    buf[o] = 0;
}

/* V8's GetDataProperty: the value of a data property found on the chain,
 * V_EMPTY when absent or an accessor (no getter runs). */
static Value data_prop_noalloc(Vm *vm, Value o, Value key)
{
    for (int depth = 0; v_is_object(o) && depth < 10000; o = vm_get_proto_noalloc(o), depth++) {
        if (v_is_class(o, CLS_PROXY) || v_is_class(o, CLS_PROXY_FN))
            return V_EMPTY; /* the lookup stops at a proxy: no trap runs */
        PropDesc d;
        int f = vm_get_own_prop(vm, o, key, &d);
        if (f < 0) {
            vm_take_exception(vm);
            return V_EMPTY;
        }
        if (f == 1)
            return (d.attrs & PROP_ACCESSOR) ? V_EMPTY : d.value;
    }
    return V_EMPTY;
}

void vm_short_repr(Vm *vm, Value v, char *buf, size_t cap)
{
    /* V8 describes a proxy by its target (null once revoked), running no trap */
    for (int depth = 0; v_is_class(v, CLS_PROXY) && depth < 10000; depth++)
        v = ((ProxyObj *)v_cell(v))->target;
    if (v == V_UNDEF) {
        snprintf(buf, cap, "undefined");
    } else if (v == V_NULL) {
        snprintf(buf, cap, "null");
    } else if (v == V_TRUE || v == V_FALSE) {
        snprintf(buf, cap, "%s", v == V_TRUE ? "true" : "false");
    } else if (v_is_number(v)) {
        char nb[40];
        size_t n = vm_num_format(v_to_double(v), nb);
        nb[n] = 0;
        snprintf(buf, cap, "%s", nb);
    } else if (v_is_string(v)) {
        str_to_buf(v, buf, cap);
    } else if (v_is_symbol(v)) {
        char d[100];
        Symbol *s = (Symbol *)v_cell(v);
        if (v_is_string(s->desc))
            str_to_buf(s->desc, d, sizeof d);
        else
            d[0] = 0;
        snprintf(buf, cap, "Symbol(%s)", d);
    } else if (v_is_object(v)) {
        if (vm_is_callable_noalloc(v)) {
            char n[100];
            str_to_buf(vm_func_name_noalloc(vm, v), n, sizeof n);
            if (v_is_class(v, CLS_FUNCTION) && (v_hdr(v)->flags & OBJ_CLASS_CTOR))
                snprintf(buf, cap, "class %s", n[0] ? n : "(anonymous)");
            else
                snprintf(buf, cap, "function %s", n[0] ? n : "(anonymous)");
            return;
        }
        /* V8's NoSideEffectsToString: "#<Ctor>" when the object's toString is
         * Object.prototype's and its constructor (own or inherited data
         * property) is a named function; else "[object Tag]" */
        PropDesc d;
        Value ts = data_prop_noalloc(vm, v, vm->atom[A_toString]);
        Value ots = vm_get_own_prop(vm, vm->builtin[B_OBJECT_PROTO], vm->atom[A_toString], &d) == 1 &&
                            !(d.attrs & PROP_ACCESSOR) ? d.value : V_EMPTY;
        if (v_is_class(v, CLS_ERROR)) {
            char nm[100] = "Error", msg[200] = "";
            Value n = data_prop_noalloc(vm, v, vm->atom[A_name]);
            Value m = data_prop_noalloc(vm, v, vm->atom[A_message]);
            if (v_is_string(n))
                str_to_buf(n, nm, sizeof nm);
            if (v_is_string(m))
                str_to_buf(m, msg, sizeof msg);
            snprintf(buf, cap, "%s%s%s", nm, nm[0] && msg[0] ? ": " : "", msg);
            return;
        }
        if (ts != V_EMPTY && ts == ots) {
            Value c = data_prop_noalloc(vm, v, vm->atom[A_constructor]);
            if (vm_is_callable_noalloc(c)) {
                char n[100];
                str_to_buf(vm_func_name_noalloc(vm, c), n, sizeof n);
                if (n[0]) {
                    snprintf(buf, cap, "#<%s>", n);
                    return;
                }
            }
        }
        char tag[100];
        Value tv = data_prop_noalloc(vm, v, vm->builtin[B_SYM_TO_STRING_TAG]);
        if (v_is_string(tv)) {
            str_to_buf(tv, tag, sizeof tag);
        } else {
            ObjClass cls = v_hdr(v)->cls;
            snprintf(tag, sizeof tag, "%s", vm_is_ta_cls(cls) ? vm_ta_name[cls - CLS_TA_FIRST]
                                            : cls == CLS_ARRAY ? "Array" : cls == CLS_DATE ? "Date"
                                            : cls == CLS_REGEXP ? "RegExp" : cls == CLS_BOOLEAN ? "Boolean"
                                            : cls == CLS_NUMBER ? "Number" : cls == CLS_STRING ? "String"
                                            : cls == CLS_ARGUMENTS ? "Arguments" : "Object");
        }
        snprintf(buf, cap, "[object %s]", tag);
    } else {
        snprintf(buf, cap, "value");
    }
}

Value vm_op_tdz_error(Vm *vm, Value name)
{
    char b[128];
    str_to_buf(name, b, sizeof b);
    return vm_throw_error(vm, ERR_REFERENCE, "Cannot access '%s' before initialization", b);
}

Value vm_op_throw_const(Vm *vm, int kind, Value msg)
{
    char *s = v_is_string(msg) ? vm_str_to_utf8(vm, msg, NULL) : NULL;
    Value r = vm_throw_error(vm, (ErrorKind)kind, "%s", s ? s : "");
    free(s);
    return r;
}

/* super.k / super[k] when the home object's prototype is null: V8's
 * message names the key. */
static Value super_null_error(Vm *vm, bool set, Value key)
{
    char k[128];
    vm_short_repr(vm, key, k, sizeof k);
    return vm_throw_error(vm, ERR_TYPE, set ? "Cannot set properties of null (setting '%s')"
                                            : "Cannot read properties of null (reading '%s')", k);
}

Value vm_op_get_super(Vm *vm, Value home_proto, Value key, Value receiver)
{
    if (!v_is_object(home_proto))
        return super_null_error(vm, false, key);
    return vm_get_with_receiver_js(vm, home_proto, key, receiver);
}

int vm_op_put_super(Vm *vm, Value home_proto, Value key, Value v, Value receiver, bool strict)
{
    if (!v_is_object(home_proto)) {
        super_null_error(vm, true, key);
        return -1;
    }
    return vm_set_prop_mode_js(vm, home_proto, key, v, receiver, strict);
}

/* super(...) whose parent is not a constructor: V8 names a function parent
 * by its name ("null" when it has none) and the class by its name. */
void vm_op_super_ctor_error(Vm *vm, Value parent, Value callee)
{
    char p[100], c[100];
    if (vm_is_callable_noalloc(parent)) {
        vm_short_repr(vm, vm_func_name_noalloc(vm, parent), p, sizeof p);
        if (!p[0])
            snprintf(p, sizeof p, "null");
    } else {
        vm_short_repr(vm, parent, p, sizeof p);
    }
    c[0] = 0;
    if (vm_is_callable_noalloc(callee))
        vm_short_repr(vm, vm_func_name_noalloc(vm, callee), c, sizeof c);
    vm_throw_error(vm, ERR_TYPE, "Super constructor %s of %s is not a constructor", p, c[0] ? c : "anonymous class");
}

Value vm_op_new_box(Vm *vm, const Value *copy_of)
{
    Box *b = gc_alloc(vm, T_BOX, sizeof(Box));
    if (!b)
        return V_EXC;
    b->v = copy_of ? ((Box *)v_cell(*copy_of))->v : V_EMPTY;
    return v_from_cell(b);
}

/* ---- closures and classes ----------------------------------------------- */

static void closure_upvals_noalloc(Closure *cl, Value *fp, FuncProto *p)
{
    Closure *enc = v_is_class(fp[0], CLS_FUNCTION) ? (Closure *)v_cell(fp[0]) : NULL;
    cl->proto = p;
    cl->home = V_UNDEF;
    cl->nupvals = p->nupvals;
    for (uint32_t i = 0; i < p->nupvals; i++) {
        UpvalDesc d = p->upvals[i];
        Value bv = d.from_local ? fp[d.index] : V_EMPTY;
        if (d.from_local)
            cl->upvals[i] = v_is_type(bv, T_BOX) ? (Box *)v_cell(bv) : NULL;
        else
            cl->upvals[i] = enc && d.index < enc->nupvals ? enc->upvals[d.index] : NULL;
    }
}

static Value closure_name_noalloc(Vm *vm, FuncProto *p)
{
    return (p->name == V_EMPTY || !v_is_string(p->name)) ? vm->atom[A_empty] : p->name;
}

/* A tree shape adding key at slot with attrs on top of parent. */
static bool shape_step_noalloc(Shape *s, Value key, uint32_t slot, uint32_t attrs, Shape *parent)
{
    return s && s->key == key && s->slot == slot && s->attrs == attrs && s->parent == parent;
}

/* Fill XIC_CLOSURE from a closure the slow path just built, when its shapes
 * are exactly the layout the fast path writes (see shape.h). */
static void closure_ic_fill_noalloc(Vm *vm, Value c, FuncProto *p)
{
    Value name = closure_name_noalloc(vm, p);
    Object *o = v_obj(c);
    if (o->hdr.flags & OBJ_DICT)
        return;
    Shape *s = o->shape, *s2 = NULL;
    bool ctor = s->nprops == 3;
    if (ctor) {
        Value po = o->slots->v[2];
        if (!v_is_object(po) || (v_obj(po)->hdr.flags & OBJ_DICT))
            return;
        s2 = v_obj(po)->shape;
        if (!shape_step_noalloc(s, vm->atom[A_prototype], 2, PROP_WRITABLE, s->parent) ||
            !shape_step_noalloc(s2, vm->atom[A_constructor], 0, PROP_WRITABLE | PROP_CONFIGURABLE, s2->parent) ||
            s2->parent->parent || s2->parent->proto != vm->builtin[B_OBJECT_PROTO] ||
            v_obj(po)->slots->v[0] != c)
            return;
        s = s->parent;
    } else if (s->nprops != 2) {
        return;
    }
    Shape *sl = s->parent;
    if (!shape_step_noalloc(s, vm->atom[A_name], 1, PROP_CONFIGURABLE, sl) ||
        !shape_step_noalloc(sl, vm->atom[A_length], 0, PROP_CONFIGURABLE, sl->parent) || sl->parent->parent ||
        sl->parent->proto != vm->builtin[B_FUNCTION_PROTO] || o->slots->v[1] != name ||
        o->slots->v[0] != v_int(p->length))
        return;
    InlineCache *ic = &p->xics[XIC_CLOSURE];
    vm_ic_reset(vm, ic);
    ic->kind = IC_CLOSURE;
    ic->shape = o->shape;
    ic->shape2 = s2;
}

static Values *slots_new(Vm *vm, uint32_t n)
{
    Values *v = gc_alloc(vm, T_VALUES, sizeof(Values) + n * sizeof(Value));
    if (v)
        v->cap = n;
    return v;
}

/* CLOSURE through XIC_CLOSURE: the closure and its prototype object are
 * allocated with their final shapes and slots filled directly. */
static Value closure_fast(Vm *vm, Value *fp, FuncProto *p, InlineCache *ic)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ph = NULL;
    if (ic->shape2) {
        Values *ps = slots_new(vm, 1);
        if (!ps)
            goto out;
        Value *psh = gc_handle(vm, v_from_cell(ps));
        Object *po = gc_alloc(vm, T_OBJECT, sizeof(Object));
        if (!po)
            goto out;
        po->hdr.cls = CLS_PLAIN;
        po->shape = ic->shape2;
        po->slots = v_cell(*psh);
        ph = gc_handle(vm, v_from_cell(po));
    }
    uint32_t n = ph ? 3 : 2;
    Values *cs = slots_new(vm, n);
    if (!cs)
        goto out;
    Value *csh = gc_handle(vm, v_from_cell(cs));
    Closure *cl = gc_alloc(vm, T_OBJECT, sizeof(Closure) + (size_t)p->nupvals * sizeof(Box *));
    if (!cl)
        goto out;
    /* no allocation from here on: plain pointers are safe */
    cs = v_cell(*csh);
    cl->o.hdr.cls = CLS_FUNCTION;
    if (p->flags & FP_CLASS_CTOR)
        cl->o.hdr.flags |= OBJ_CLASS_CTOR;
    cl->o.shape = ic->shape;
    cl->o.slots = cs;
    closure_upvals_noalloc(cl, fp, p);
    r = v_from_cell(cl);
    GC_WRITE(vm, cs, &cs->v[0], v_int(p->length));
    GC_WRITE(vm, cs, &cs->v[1], closure_name_noalloc(vm, p));
    if (ph) {
        Object *po = v_obj(*ph);
        GC_WRITE(vm, cs, &cs->v[2], *ph);
        OBJ_SLOT_WRITE(vm, po, 0, r);
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_op_closure(Vm *vm, Value *fp, FuncProto *p)
{
    InlineCache *xic = &p->xics[XIC_CLOSURE];
    if (LIKELY(xic->kind == IC_CLOSURE))
        return closure_fast(vm, fp, p, xic);
    size_t bytes = sizeof(Closure) + (size_t)p->nupvals * sizeof(Box *);
    bool gen = (p->flags & FP_GENERATOR) != 0;
    bool async = (p->flags & FP_ASYNC) != 0;
    int fproto = gen ? (async ? B_ASYNC_GENERATOR_FUNCTION_PROTO : B_GENERATOR_FUNCTION_PROTO)
                     : async ? B_ASYNC_FUNCTION_PROTO : B_FUNCTION_PROTO;
    Value c = vm_new_object_class(vm, CLS_FUNCTION, bytes, vm->builtin[fproto]);
    if (c == V_EXC)
        return V_EXC;
    Closure *cl = (Closure *)v_cell(c);
    closure_upvals_noalloc(cl, fp, p);
    if (p->flags & FP_CLASS_CTOR)
        cl->o.hdr.flags |= OBJ_CLASS_CTOR;

    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, c);
    Value r = V_EXC;
    if (vm_define_own(vm, *h, vm->atom[A_length], v_int(p->length), PROP_CONFIGURABLE) < 0)
        goto out;
    if (vm_define_own(vm, *h, vm->atom[A_name], closure_name_noalloc(vm, p), PROP_CONFIGURABLE) < 0)
        goto out;
    if (gen) {
        /* a generator's prototype: the generator objects' [[Prototype]], no constructor */
        Value po = vm_new_object_proto(vm, vm->builtin[async ? B_ASYNC_GENERATOR_PROTO : B_GENERATOR_PROTO]);
        if (po == V_EXC)
            goto out;
        Value *ph = gc_handle(vm, po);
        if (vm_define_own(vm, *h, vm->atom[A_prototype], *ph, PROP_WRITABLE) < 0)
            goto out;
    } else if (!(p->flags & (FP_ARROW | FP_METHOD | FP_NO_CTOR | FP_CLASS_CTOR | FP_TOPLEVEL))) {
        Value po = vm_new_object(vm);
        if (po == V_EXC)
            goto out;
        Value *ph = gc_handle(vm, po);
        if (vm_define_own(vm, *ph, vm->atom[A_constructor], *h, PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
            goto out;
        if (vm_define_own(vm, *h, vm->atom[A_prototype], *ph, PROP_WRITABLE) < 0)
            goto out;
    }
    r = *h;
    closure_ic_fill_noalloc(vm, r, p);
out:
    gc_scope_close(vm, sc);
    return r;
}

int vm_op_make_class(Vm *vm, Value *sp)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value parent = sp[-2];
    Value *pp; /* prototype's parent */
    if (parent == V_EMPTY) {
        pp = gc_handle(vm, vm->builtin[B_OBJECT_PROTO]);
        sp[-2] = vm->builtin[B_FUNCTION_PROTO];
    } else if (parent == V_NULL) {
        pp = gc_handle(vm, V_NULL);
        sp[-2] = vm->builtin[B_FUNCTION_PROTO];
    } else if (!vm_is_constructor_noalloc(parent)) {
        char b[128];
        vm_short_repr(vm, parent, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "Class extends value %s is not a constructor or null", b);
        goto out;
    } else {
        Value pv = vm_get_prop_js(vm, parent, vm->atom[A_prototype]);
        if (pv == V_EXC)
            goto out;
        if (!v_is_object(pv) && pv != V_NULL) {
            char b[128];
            vm_short_repr(vm, pv, b, sizeof b);
            vm_throw_error(vm, ERR_TYPE, "Class extends value does not have valid prototype property %s", b);
            goto out;
        }
        pp = gc_handle(vm, pv);
    }
    /* sp[-2] now holds the constructor's parent */
    if (vm_set_proto(vm, sp[-1], sp[-2]) < 0)
        goto out;
    Value po = vm_new_object_proto(vm, *pp);
    if (po == V_EXC)
        goto out;
    sp[-2] = po; /* [proto ctor] for now */
    if (vm_define_own(vm, sp[-1], vm->atom[A_prototype], sp[-2], 0) < 0)
        goto out;
    if (vm_define_own(vm, sp[-2], vm->atom[A_constructor], sp[-1], PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        goto out;
    Value t = sp[-1];
    sp[-1] = sp[-2];
    sp[-2] = t;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* A function's name derived from a property key ("[desc]" for symbols). */
static Value name_from_key(Vm *vm, Value key, const char *prefix)
{
    Value s;
    if (v_is_symbol(key)) {
        Symbol *sy = (Symbol *)v_cell(key);
        if (!v_is_string(sy->desc)) {
            s = vm->atom[A_empty];
        } else {
            char b[200];
            str_to_buf(sy->desc, b, sizeof b);
            char o[210];
            snprintf(o, sizeof o, "[%s]", b);
            s = vm_str_from_utf8(vm, o, strlen(o));
        }
    } else {
        s = vm_key_to_string(vm, key);
    }
    if (s == V_EXC || !prefix)
        return s;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, s);
    Value pre = vm_str_from_cstr(vm, prefix);
    Value r = pre == V_EXC ? V_EXC : vm_str_concat(vm, pre, *h);
    gc_scope_close(vm, sc);
    return r;
}

static bool is_anonymous_fn(Value v)
{
    if (!v_is_class(v, CLS_FUNCTION))
        return false;
    FuncProto *p = ((Closure *)v_cell(v))->proto;
    return p->name == V_EMPTY || !v_is_string(p->name) || vm_str_len_noalloc(p->name) == 0;
}

int vm_op_define_prop(Vm *vm, Value *sp, unsigned flags, Value name)
{
    bool computed = (flags & 8) != 0;
    Value *vslot = sp - 1;
    Value *kslot = computed ? sp - 2 : NULL;
    Value *oslot = computed ? sp - 3 : sp - 2;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *key;
    if (computed) {
        Value k = vm_to_propkey_js(vm, *kslot);
        if (k == V_EXC)
            goto out;
        *kslot = k;
        key = kslot;
    } else {
        key = gc_handle(vm, name);
    }
    if ((flags & 16) && v_is_class(*vslot, CLS_FUNCTION)) {
        Closure *c = (Closure *)v_cell(*vslot);
        GC_WRITE(vm, c, &c->home, *oslot);
    }
    if ((flags & 32) && is_anonymous_fn(*vslot)) {
        Value n = name_from_key(vm, *key, (flags & 2) ? "get " : (flags & 4) ? "set " : NULL);
        if (n == V_EXC)
            goto out;
        if (vm_define_own(vm, *vslot, vm->atom[A_name], n, PROP_CONFIGURABLE) < 0)
            goto out;
    }
    unsigned attrs = ((flags & 1) ? PROP_ENUMERABLE : 0) | PROP_CONFIGURABLE;
    if (flags & 6) {
        Value g = V_UNDEF, s = V_UNDEF;
        PropDesc d;
        int r = vm_get_own_prop(vm, *oslot, *key, &d);
        if (r < 0)
            goto out;
        if (r == 1 && (d.attrs & PROP_ACCESSOR)) {
            g = d.get;
            s = d.set;
        }
        if (flags & 2)
            g = *vslot;
        else
            s = *vslot;
        if (vm_define_accessor(vm, *oslot, *key, g, s, attrs | PROP_ACCESSOR) < 0)
            goto out;
    } else {
        if (vm_define_own(vm, *oslot, *key, *vslot, attrs | PROP_WRITABLE) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_op_define_field(Vm *vm, Value *sp, const Value *name, InlineCache *ic)
{
    Value o = sp[-2];
    bool tree = v_is_object(o) && !(v_obj(o)->hdr.flags & OBJ_DICT);
    size_t sc = gc_scope_open(vm);
    Value *before = gc_handle(vm, tree ? v_from_cell(v_obj(o)->shape) : V_UNDEF);
    int rc = vm_op_define_prop(vm, sp, 1, *name);
    if (rc == 0 && tree) {
        Object *ob = v_obj(sp[-2]);
        Shape *s = ob->shape;
        if (!(ob->hdr.flags & (OBJ_DICT | OBJ_IS_PROTO)) && s->parent == v_cell(*before) &&
            s->key == *name && s->attrs == PROP_DEFAULT && s->slot == s->parent->nprops) {
            vm_ic_reset(vm, ic);
            ic->kind = IC_ADD;
            ic->shape = s->parent;
            ic->shape2 = s;
            ic->slot = s->slot;
        }
    }
    gc_scope_close(vm, sc);
    return rc;
}

int vm_op_spread_obj(Vm *vm, Value target, Value src)
{
    if (v_is_nullish(src))
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *t = gc_handle(vm, target);
    Value *s = gc_handle(vm, src);
    if (!v_is_object(*s)) {
        Value o = vm_to_object(vm, *s);
        if (o == V_EXC)
            goto out;
        *s = o;
    }
    /* a proxy's keys are checked one by one, each before its [[Get]]
     * (CopyDataProperties); the others' come filtered */
    bool each = v_is_proxy(*s);
    Value keys = vm_own_keys(vm, *s, KEYS_STRINGS | KEYS_SYMBOLS | (each ? 0 : KEYS_ENUMERABLE_ONLY));
    if (keys == V_EXC)
        goto out;
    Value *kh = gc_handle(vm, keys);
    Value *pk = gc_handle(vm, V_UNDEF);
    uint32_t n = vm_array(*kh)->length;
    for (uint32_t i = 0; i < n; i++) {
        Value k = vm_array(*kh)->elems->v[i];
        k = vm_to_propkey_js(vm, k);
        if (k == V_EXC)
            goto out;
        *pk = k;
        if (each) {
            PropDesc d;
            int f = vm_get_own_prop(vm, *s, *pk, &d);
            if (f < 0)
                goto out;
            if (!f || !(d.attrs & PROP_ENUMERABLE))
                continue;
        }
        Value v = vm_get_prop_js(vm, *s, *pk);
        if (v == V_EXC)
            goto out;
        if (vm_define_own(vm, *t, *pk, v, PROP_DEFAULT) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_copy_data_properties(Vm *vm, Value target, Value src) { return vm_op_spread_obj(vm, target, src); }

Value vm_op_copy_rest(Vm *vm, Value *keys, int n)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    for (int i = 0; i < n; i++) {
        Value k = vm_to_propkey_js(vm, keys[i]);
        if (k == V_EXC)
            goto out;
        keys[i] = k;
    }
    Value *src = &keys[-1];
    if (v_is_nullish(*src)) {
        vm_throw_error(vm, ERR_TYPE, "Cannot destructure '%s' as it is %s.", *src == V_NULL ? "null" : "undefined",
                       *src == V_NULL ? "null" : "undefined");
        goto out;
    }
    Value o = vm_new_object(vm);
    if (o == V_EXC)
        goto out;
    Value *res = gc_handle(vm, o);
    Value *so = gc_handle(vm, *src);
    if (!v_is_object(*so)) {
        Value ob = vm_to_object(vm, *so);
        if (ob == V_EXC)
            goto out;
        *so = ob;
    }
    bool each = v_is_proxy(*so); /* as in vm_op_spread_obj */
    Value ks = vm_own_keys(vm, *so, KEYS_STRINGS | KEYS_SYMBOLS | (each ? 0 : KEYS_ENUMERABLE_ONLY));
    if (ks == V_EXC)
        goto out;
    Value *kh = gc_handle(vm, ks);
    Value *pk = gc_handle(vm, V_UNDEF);
    uint32_t len = vm_array(*kh)->length;
    for (uint32_t i = 0; i < len; i++) {
        Value k = vm_to_propkey_js(vm, vm_array(*kh)->elems->v[i]);
        if (k == V_EXC)
            goto out;
        bool skip = false;
        for (int j = 0; j < n && !skip; j++)
            skip = vm_strict_equals_noalloc(keys[j], k);
        if (skip)
            continue;
        *pk = k;
        if (each) {
            PropDesc d;
            int f = vm_get_own_prop(vm, *so, *pk, &d);
            if (f < 0)
                goto out;
            if (!f || !(d.attrs & PROP_ENUMERABLE))
                continue;
        }
        Value v = vm_get_prop_js(vm, *so, *pk);
        if (v == V_EXC)
            goto out;
        if (vm_define_own(vm, *res, *pk, v, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- globals ------------------------------------------------------------ */

static Value not_defined(Vm *vm, Value name)
{
    char b[128];
    str_to_buf(name, b, sizeof b);
    return vm_throw_error(vm, ERR_REFERENCE, "%s is not defined", b);
}

/* node:vm's contextified global (vm->global_sandbox, docs/realms.md): a
 * global name is the sandbox's when the sandbox has it (own or
 * inherited, as node's interceptor asks), else the realm's global
 * object's. V_EMPTY: the sandbox has no such property. */
static Value sandbox_get(Vm *vm, const Value *name)
{
    size_t sc = gc_scope_open(vm);
    Value *sb = gc_handle(vm, vm->global_sandbox);
    int h = vm_has_js(vm, *sb, *name);
    Value r = h < 0 ? V_EXC : h == 0 ? V_EMPTY : vm_get_js(vm, *sb, *name);
    gc_scope_close(vm, sc);
    return r;
}

Value vm_op_get_global(Vm *vm, const Value *name, InlineCache *ic, bool or_undef)
{
    if (UNLIKELY(vm->global_lex != V_UNDEF && v_is_object(vm->global_lex))) {
        PropDesc d;
        if (vm_get_own_prop(vm, vm->global_lex, *name, &d) == 1) {
            if (d.value == V_EMPTY)
                return vm_op_tdz_error(vm, *name);
            return d.value;
        }
    }
    if (UNLIKELY(vm->global_sandbox != V_UNDEF)) {
        Value v = sandbox_get(vm, name);
        if (v != V_EMPTY)
            return v;
    }
    Value v = vm_lookup_field_ic_js(vm, vm->global, *name, ic);
    if (v == V_EMPTY)
        return or_undef ? V_UNDEF : not_defined(vm, *name);
    return v;
}

int vm_op_put_global(Vm *vm, const Value *name, const Value *v, InlineCache *ic, bool strict)
{
    if (UNLIKELY(vm->global_lex != V_UNDEF && v_is_object(vm->global_lex))) {
        PropDesc d;
        if (vm_get_own_prop(vm, vm->global_lex, *name, &d) == 1) {
            if (d.value == V_EMPTY) {
                vm_op_tdz_error(vm, *name);
                return -1;
            }
            if (!(d.attrs & PROP_WRITABLE)) {
                vm_throw_error(vm, ERR_TYPE, "Assignment to constant variable.");
                return -1;
            }
            return vm_define_own(vm, vm->global_lex, *name, *v, PROP_DEFAULT);
        }
    }
    if (UNLIKELY(vm->global_sandbox != V_UNDEF)) {
        /* every assignment of a global name lands on the sandbox */
        size_t sc = gc_scope_open(vm);
        Value *sb = gc_handle(vm, vm->global_sandbox);
        int h = vm_has_js(vm, *sb, *name);
        if (h == 0 && strict)
            h = vm_has_js(vm, vm->global, *name);
        if (h == 0 && strict)
            not_defined(vm, *name);
        int rc = h < 0 || (h == 0 && strict) ? -1 : vm_set_prop_mode_js(vm, *sb, *name, *v, *sb, strict);
        gc_scope_close(vm, sc);
        return rc;
    }
    int h = vm_has_js(vm, vm->global, *name);
    if (h < 0)
        return -1;
    if (h == 0 && strict) {
        not_defined(vm, *name);
        return -1;
    }
    /* sloppy code: an undeclared name becomes a property of the global object */
    return vm_put_field_ic_mode_js(vm, vm->global, *name, *v, ic, strict);
}

int vm_op_delete_global(Vm *vm, const Value *name)
{
    if (v_is_object(vm->global_lex) && vm_has_own_noalloc(vm, vm->global_lex, *name) == 1)
        return 0;
    if (UNLIKELY(vm->global_sandbox != V_UNDEF)) {
        int h = vm_has_own_noalloc(vm, vm->global_sandbox, *name);
        if (h == 1 || v_is_proxy(vm->global_sandbox))
            return vm_delete_mode_js(vm, vm->global_sandbox, *name, false);
    }
    return vm_delete_mode_js(vm, vm->global, *name, false);
}

/* GlobalDeclarationInstantiation (ES 16.1.7) for one name: a lexical
 * declaration meets an earlier lexical or var declaration, or a
 * non-configurable property of the global object (undefined, NaN, ...); a
 * var or function meets a lexical one: V8's SyntaxError below. A function
 * meeting a non-configurable property it could not redefine fails
 * CanDeclareGlobalFunction: the same text as a TypeError. */
int vm_op_check_global(Vm *vm, const Value *name, int kind)
{
    bool clash = v_is_object(vm->global_lex) && vm_has_own_noalloc(vm, vm->global_lex, *name) == 1;
    if (!clash && kind == 1 && v_is_object(vm->global_vars))
        clash = vm_has_own_noalloc(vm, vm->global_vars, *name) == 1;
    int err = ERR_SYNTAX;
    if (!clash && kind != 0) {
        PropDesc d;
        int h = vm_get_own_prop(vm, vm->global, *name, &d);
        if (h < 0)
            return -1;
        if (h == 1 && !(d.attrs & PROP_CONFIGURABLE))
            clash = kind == 1 || (d.attrs & PROP_ACCESSOR) ||
                    (d.attrs & (PROP_WRITABLE | PROP_ENUMERABLE)) != (PROP_WRITABLE | PROP_ENUMERABLE);
        if (clash && kind == 2)
            err = ERR_TYPE;
    }
    if (!clash)
        return 0;
    char b[128];
    str_to_buf(*name, b, sizeof b);
    vm_throw_error(vm, err, "Identifier '%s' has already been declared", b);
    return -1;
}

/* ENV_FIND: the index of the first of envs[0..n) that has `name`, -1 for
 * none, -2 for an exception. Bit i of `with` marks a `with` object
 * (HasProperty, unless its Symbol.unscopables says the name is blocked:
 * both may run JS); the others are variable-environment objects, which
 * have a binding when they have the own property. */
int vm_op_env_find_js(Vm *vm, Value *envs, unsigned n, const Value *name, uint32_t with)
{
    for (unsigned i = 0; i < n; i++) {
        if (!v_is_object(envs[i]))
            continue;
        if (i >= 32 || !(with >> i & 1)) {
            if (vm_has_own_noalloc(vm, envs[i], *name) == 1)
                return (int)i;
            continue;
        }
        int h = vm_has_js(vm, envs[i], *name);
        if (h < 0)
            return -2;
        if (!h)
            continue;
        Value u = vm_get_js(vm, envs[i], vm->builtin[B_SYM_UNSCOPABLES]);
        if (u == V_EXC)
            return -2;
        if (v_is_object(u)) {
            Value b = vm_get_js(vm, u, *name);
            if (b == V_EXC)
                return -2;
            if (vm_truthy_noalloc(b))
                continue;
        }
        return (int)i;
    }
    return -1;
}

static int decl_global(Vm *vm, const Value *name, int kind, const Value *v, bool strict);

/* A function declaration or an initialised var of a context's script
 * (node:vm) lands on its sandbox too, so the sandbox sees it; a hoisted
 * `var x;` does not (its assignment, a PUT_GLOBAL, does), as node's. */
int vm_op_decl_global(Vm *vm, const Value *name, int kind, const Value *v, bool strict)
{
    if (decl_global(vm, name, kind, v, strict) < 0)
        return -1;
    int k = kind & 7;
    if (LIKELY(vm->global_sandbox == V_UNDEF) || !(k == 0 || k == 3 || k == 4 || k == 5))
        return 0;
    if (kind & 8)
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *sb = gc_handle(vm, vm->global_sandbox);
    int rc = vm_set_prop_mode_js(vm, *sb, *name, *v, *sb, strict);
    gc_scope_close(vm, sc);
    return rc;
}

static int decl_global(Vm *vm, const Value *name, int kind, const Value *v, bool strict)
{
    bool decl_only = (kind & 8) != 0; /* compiler/emit.h DECL_GLOBAL_ONLY: the hoisted `var x` */
    kind &= 7;
    if (kind == 0 || kind == 3 || kind == 4 || kind == 5) {
        /* a script's var or function is in [[VarNames]], so a later
         * script's let/const of the name clashes; eval code's (kinds 3
         * and 4: configurable bindings) are not, and a lexical
         * declaration may shadow them (ES2025 GlobalDeclarationInstantiation) */
        if ((kind == 0 || kind == 5) && !v_is_object(vm->global_vars)) {
            Value o = vm_new_object_proto(vm, V_NULL);
            if (o == V_EXC)
                return -1;
            vm->global_vars = o;
        }
        if ((kind == 0 || kind == 5) && vm_has_own_noalloc(vm, vm->global_vars, *name) != 1 &&
            vm_define_own(vm, vm->global_vars, *name, V_TRUE, PROP_DEFAULT) < 0)
            return -1;
        if (VM_GLOBAL_LAZY(vm, vm->global) && vm_global_lazy_js(vm, vm->global, *name, true, NULL) < 0)
            return -1; /* `var atob;` keeps the global's value */
        if (kind == 4 || kind == 5) {
            /* CreateGlobalFunctionBinding(D): a new or configurable property
             * is (re)defined, configurable only for eval code (D true);
             * CHECK_GLOBAL let through only a writable, enumerable one else */
            PropDesc d;
            int g = vm_get_own_prop(vm, vm->global, *name, &d);
            if (g < 0)
                return -1;
            if (g == 0 || (d.attrs & PROP_CONFIGURABLE))
                return vm_define_own(vm, vm->global, *name, *v,
                                     kind == 4 ? PROP_DEFAULT : PROP_WRITABLE | PROP_ENUMERABLE);
            return vm_set_prop_mode_js(vm, vm->global, *name, *v, vm->global, strict);
        }
        int h = vm_has_own_noalloc(vm, vm->global, *name);
        if (h == 1 && decl_only)
            return 0; /* `var x;` keeps an existing value */
        if (h == 1)
            return vm_set_prop_mode_js(vm, vm->global, *name, *v, vm->global, strict);
        return vm_define_own(vm, vm->global, *name, *v,
                             PROP_WRITABLE | PROP_ENUMERABLE | (kind == 3 ? PROP_CONFIGURABLE : 0));
    }
    if (!v_is_object(vm->global_lex)) {
        Value o = vm_new_object_proto(vm, V_NULL);
        if (o == V_EXC)
            return -1;
        vm->global_lex = o;
    }
    unsigned attrs = kind == 2 ? (PROP_ENUMERABLE | PROP_CONFIGURABLE) : PROP_DEFAULT;
    return vm_define_own(vm, vm->global_lex, *name, *v, attrs);
}

Value vm_op_in(Vm *vm, Value k, Value o)
{
    if (!v_is_object(o)) {
        char kb[128], ob[128];
        if (v_is_string(k))
            str_to_buf(k, kb, sizeof kb);
        else
            vm_short_repr(vm, k, kb, sizeof kb);
        if (v_is_string(o)) {
            char t[120];
            str_to_buf(o, t, sizeof t);
            snprintf(ob, sizeof ob, "%s", t);
        } else {
            vm_short_repr(vm, o, ob, sizeof ob);
        }
        return vm_throw_error(vm, ERR_TYPE, "Cannot use 'in' operator to search for '%s' in %s", kb, ob);
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    Value pk = vm_to_propkey_js(vm, k);
    Value r = V_EXC;
    if (pk != V_EXC) {
        int h = vm_has_js(vm, *oh, pk);
        if (h >= 0)
            r = v_bool(h);
    }
    gc_scope_close(vm, sc);
    return r;
}

/* ---- for-in ------------------------------------------------------------- */
/* The iterator is an internal array [obj, next_index, key0, key1, ...]. */

Value vm_op_for_in_start(Vm *vm, Value o)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *src = gc_handle(vm, o);
    Value it = vm_new_array(vm, 8);
    if (it == V_EXC)
        goto out;
    Value *ih = gc_handle(vm, it);
    if (v_is_nullish(*src)) {
        if (vm_array_append(vm, *ih, V_NULL) < 0 || vm_array_append(vm, *ih, v_int(2)) < 0)
            goto out;
        r = *ih;
        goto out;
    }
    if (!v_is_object(*src)) {
        Value ob = vm_to_object(vm, *src);
        if (ob == V_EXC)
            goto out;
        *src = ob;
    }
    if (vm_array_append(vm, *ih, *src) < 0 || vm_array_append(vm, *ih, v_int(2)) < 0)
        goto out;
    Value *cur = gc_handle(vm, *src);
    Value *kh = gc_handle(vm, V_UNDEF);
    Value *lower = gc_handle(vm, vm_new_array(vm, 4)); /* the objects already visited */
    if (*lower == V_EXC)
        goto out;
    int depth = 0;
    while (v_is_object(*cur)) {
        /* a proxy's keys go unfiltered: vm_op_for_in_next asks its
         * [[GetOwnProperty]] for each as it reaches it, as V8 does */
        Value ks = vm_own_keys(vm, *cur, KEYS_STRINGS | (v_is_proxy(*cur) ? 0 : KEYS_ENUMERABLE_ONLY));
        if (ks == V_EXC)
            goto out;
        *kh = ks;
        if (vm_module_ns_check_keys_js(vm, *cur) < 0)
            goto out;
        uint32_t n = vm_array(*kh)->length;
        for (uint32_t i = 0; i < n; i++) {
            Value k = vm_array(*kh)->elems->v[i];
            if (depth > 0) {
                /* an own key of a nearer object shadows it, enumerable or not */
                Value pk = vm_to_propkey_js(vm, k);
                if (pk == V_EXC)
                    goto out;
                bool shadowed = false;
                for (uint32_t j = 0; j < vm_array(*lower)->length && !shadowed; j++)
                    shadowed = vm_has_own_noalloc(vm, vm_array(*lower)->elems->v[j], pk) == 1;
                if (shadowed)
                    continue;
            }
            if (vm_array_append(vm, *ih, vm_array(*kh)->elems->v[i]) < 0)
                goto out;
        }
        if (vm_array_append(vm, *lower, *cur) < 0)
            goto out;
        Value p = vm_get_proto_js(vm, *cur);
        if (p == V_EXC)
            goto out;
        *cur = p;
        depth++;
    }
    r = *ih;
out:
    gc_scope_close(vm, sc);
    return r;
}

int vm_op_for_in_next(Vm *vm, Value *iter_slot, Value *key_out)
{
    for (;;) {
        ArrayObj *a = vm_array(*iter_slot);
        int32_t idx = v_get_int(a->elems->v[1]);
        if ((uint32_t)idx >= a->length)
            return 0;
        a->elems->v[1] = v_int(idx + 1);
        /* skip keys deleted since the snapshot */
        Value pk = vm_to_propkey_js(vm, a->elems->v[idx]);
        if (pk == V_EXC)
            return -1;
        Value o = vm_array(*iter_slot)->elems->v[0];
        int h;
        if (UNLIKELY(v_is_proxy(o))) {
            PropDesc d;
            size_t sc = gc_scope_open(vm);
            Value *kh = gc_handle(vm, pk);
            h = vm_get_own_prop(vm, o, *kh, &d);
            if (h == 1 && !(d.attrs & PROP_ENUMERABLE))
                h = 0;
            else if (h == 0) { /* an inherited key: still there? */
                Value p = vm_get_proto_js(vm, vm_array(*iter_slot)->elems->v[0]);
                h = p == V_EXC ? -1 : vm_has_js(vm, p, *kh);
            }
            gc_scope_close(vm, sc);
        } else {
            h = vm_has_js(vm, o, pk);
        }
        if (h < 0)
            return -1;
        if (h == 0)
            continue;
        *key_out = vm_array(*iter_slot)->elems->v[idx];
        return 1;
    }
}

/* ---- iteration ---------------------------------------------------------- */

/* The emitter's source text for the current instruction (the expression
 * being iterated or destructured), malloc'd, or NULL. */
char *vm_op_site_text(Vm *vm)
{
    if (!vm->nframes)
        return NULL;
    Value t = vm_callee_text(vm, vm_cur_frame(vm), V_UNDEF);
    return v_is_string(t) ? vm_str_to_utf8(vm, t, NULL) : NULL;
}

/* V8's rendering of a value when no source text names it: its typeof,
 * then the value itself for primitives ("number 1", "object null"). */
void vm_op_default_site(Vm *vm, Value v, char *b, size_t cap)
{
    const char *t = v == V_UNDEF ? "undefined" : v == V_NULL ? "object" : v_is_string(v) ? "string"
                  : v_is_number(v) ? "number" : (v == V_TRUE || v == V_FALSE) ? "boolean"
                  : v_is_symbol(v) ? "symbol" : vm_is_callable_noalloc(v) ? "function" : "object";
    if (v == V_NULL || v_is_number(v) || v == V_TRUE || v == V_FALSE) {
        char r[100];
        vm_short_repr(vm, v, r, sizeof r);
        snprintf(b, cap, "%s %s", t, r);
    } else if (v_is_string(v)) {
        char r[100];
        str_to_buf(v, r, sizeof r);
        snprintf(b, cap, "%s \"%s\"", t, r);
    } else {
        snprintf(b, cap, "%s", t);
    }
}

static Value throw_not_iterable(Vm *vm, Value v, bool args)
{
    char b[160];
    bool nullish = v_is_nullish(v);
    const char *what = v == V_NULL ? "null" : "undefined";
    vm_op_default_site(vm, v, b, sizeof b); /* before anything may allocate */
    char *t = vm_op_site_text(vm);
    Value r;
    if (args && !nullish)
        r = vm_throw_error(vm, ERR_TYPE, "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
    else if (args)
        r = vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property %s)", t ? t : b, what);
    else if (t)
        r = vm_throw_error(vm, ERR_TYPE, "%s is not iterable", t);
    else
        r = vm_throw_error(vm, ERR_TYPE, "%s is not iterable (cannot read property Symbol(Symbol.iterator))", b);
    free(t);
    return r;
}

int vm_op_require_object(Vm *vm, Value v, Value key)
{
    if (!v_is_nullish(v))
        return 0;
    char b[160];
    vm_op_default_site(vm, v, b, sizeof b);
    char *t = vm_op_site_text(vm);
    const char *what = v == V_NULL ? "null" : "undefined";
    char *k = v_is_string(key) ? vm_str_to_utf8(vm, key, NULL) : NULL;
    if (k)
        vm_throw_error(vm, ERR_TYPE, "Cannot destructure property '%s' of '%s' as it is %s.", k, t ? t : b, what);
    else
        vm_throw_error(vm, ERR_TYPE, "Cannot destructure '%s' as it is %s.", t ? t : b, what);
    free(k);
    free(t);
    return -1;
}

int vm_op_get_iter(Vm *vm, Value *sp)
{
    Value o = sp[-1];
    if (v_is_nullish(o)) {
        throw_not_iterable(vm, o, false);
        return -1;
    }
    Value m = vm_get_js(vm, o, vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        return -1;
    /* an int `next` is the index the stand-in for the built-in iterator
     * reads next (vm_op_iter_next); ITER_CLOSE makes the iterator if a
     * return() has appeared since */
    if (vm_array_iter_native_noalloc(vm, sp[-1], m)) {
        sp[0] = v_int(0);
        return 0;
    }
    if (v_is_string(sp[-1]) && m == vm->builtin[B_STRING_PROTO_ITER] &&
        vm_iter_pristine_noalloc(vm, VM_ITER_STRING)) {
        String *s = vm_str_flat(vm, sp[-1]);
        if (!s)
            return -1;
        sp[-1] = v_from_cell(s);
        sp[0] = v_int(0);
        return 0;
    }
    if (!vm_is_callable_noalloc(m)) {
        throw_not_iterable(vm, sp[-1], false);
        return -1;
    }
    Value it = vm_call_js(vm, m, sp[-1], 0, NULL);
    if (it == V_EXC)
        return -1;
    if (!v_is_object(it)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
        return -1;
    }
    sp[-1] = it;
    Value nx = vm_get_prop_js(vm, it, vm->atom[A_next]);
    if (nx == V_EXC)
        return -1;
    sp[0] = nx;
    return 0;
}

int vm_op_iter_next(Vm *vm, Value *sp, Value *out)
{
    Value nx = sp[-1];
    if (nx == V_NULL)
        return 0;
    if (v_is_int(nx)) {
        uint32_t i = (uint32_t)v_get_int(nx);
        if (v_is_array(sp[-2])) {
            ArrayObj *a = vm_array(sp[-2]);
            if (i >= a->length) {
                sp[-1] = V_NULL;
                return 0;
            }
            Value v = (a->elems && i < a->elems->cap) ? a->elems->v[i] : V_EMPTY;
            if (v == V_EMPTY) {
                v = vm_get_index_js(vm, sp[-2], i);
                if (v == V_EXC) {
                    sp[-1] = V_NULL;
                    return -1;
                }
            }
            sp[-1] = v_int((int32_t)(i + 1));
            *out = v;
            return 1;
        }
        String *s = v_str(sp[-2]);
        if (i >= s->len) {
            sp[-1] = V_NULL;
            return 0;
        }
        uint32_t n = 1;
        uint16_t c = str_at(s, i);
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s->len) {
            uint16_t d = str_at(s, i + 1);
            if (d >= 0xDC00 && d <= 0xDFFF)
                n = 2;
        }
        Value v = vm_str_substring(vm, sp[-2], i, i + n);
        if (v == V_EXC)
            return -1;
        sp[-1] = v_int((int32_t)(i + n));
        *out = v;
        return 1;
    }
    if (v_is_class(sp[-2], CLS_GENERATOR) && sp[-1] == vm->builtin[B_GENERATOR_NEXT]) {
        int k = vm_gen_step(vm, &sp[-2], out); /* no result object to make and read */
        if (k <= 0)
            sp[-1] = V_NULL;
        return k;
    }
    Value r = vm_call_js(vm, sp[-1], sp[-2], 0, NULL);
    if (r == V_EXC) {
        sp[-1] = V_NULL;
        return -1;
    }
    if (!v_is_object(r)) {
        sp[-1] = V_NULL;
        vm_throw_not_iter_result(vm, r);
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *rh = gc_handle(vm, r);
    int rc = -1;
    Value d = vm_get_prop_js(vm, *rh, vm->atom[A_done]);
    if (d == V_EXC) {
        sp[-1] = V_NULL;
        goto out;
    }
    if (vm_truthy_noalloc(d)) {
        sp[-1] = V_NULL;
        rc = 0;
        goto out;
    }
    Value v = vm_get_prop_js(vm, *rh, vm->atom[A_value]);
    if (v == V_EXC) {
        sp[-1] = V_NULL;
        goto out;
    }
    *out = v;
    rc = 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

Value vm_op_iter_rest(Vm *vm, Value *sp)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value a = vm_new_array(vm, 0);
    if (a == V_EXC)
        goto out;
    Value *ah = gc_handle(vm, a);
    for (;;) {
        Value v;
        int k = vm_op_iter_next(vm, sp, &v);
        if (k < 0)
            goto out;
        if (k == 0)
            break;
        if (vm_array_append(vm, *ah, v) < 0)
            goto out;
    }
    r = *ah;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* An int state (vm_op_get_iter) being closed: 1 when closing is a no-op
 * (no return() can exist), else 0 with sp[-2] the iterator it stood in for,
 * made now (so return() gets its `this`); -1 on OOM. */
static int stand_in_close(Vm *vm, Value *sp)
{
    bool str = v_is_string(sp[-2]);
    if (vm_iter_pristine_noalloc(vm, str ? VM_ITER_STRING : VM_ITER_ARRAY))
        return 1;
    Value it = vm_new_array_iter_at(vm, sp[-2], str ? ITER_KIND_STRING : ITER_KIND_VALUES,
                                    (uint32_t)v_get_int(sp[-1]));
    if (it == V_EXC)
        return -1;
    sp[-2] = it;
    return 0;
}

int vm_op_iter_close(Vm *vm, Value *sp)
{
    Value nx = sp[-1];
    if (nx == V_NULL)
        return 0;
    if (v_is_int(nx)) {
        int k = stand_in_close(vm, sp);
        if (k != 0)
            return k > 0 ? 0 : -1;
    }
    sp[-1] = V_NULL;
    Value m = vm_get_js(vm, sp[-2], vm->atom[A_return]);
    if (m == V_EXC)
        return -1;
    if (v_is_nullish(m))
        return 0;
    if (!vm_is_callable_noalloc(m)) {
        vm_throw_error(vm, ERR_TYPE, "iterator.return is not a function");
        return -1;
    }
    Value r = vm_call_js(vm, m, sp[-2], 0, NULL);
    if (r == V_EXC)
        return -1;
    if (!v_is_object(r)) {
        vm_throw_not_iter_result(vm, r);
        return -1;
    }
    return 0;
}

/* ---- private elements ---------------------------------------------------- */
/* kinds as compiler/emit.h PRIV_*: 1 field, 2 method, 3 getter, 4 setter, 5 accessor pair;
 * get and put may have PK_STATIC or'd in (a static member's name) */
enum { PK_FIELD = 1, PK_METHOD = 2, PK_GETTER = 3, PK_SETTER = 4, PK_ACCESSOR = 5, PK_STATIC = 8 };

Value vm_op_new_private_name(Vm *vm, Value desc)
{
    Value s = vm_new_symbol(vm, desc);
    if (s != V_EXC)
        ((Symbol *)v_cell(s))->is_registered = SYM_PRIVATE;
    return s;
}

static char *private_desc(Vm *vm, Value name)
{
    Value d = v_is_symbol(name) ? ((Symbol *)v_cell(name))->desc : V_UNDEF;
    char *s = v_is_string(d) ? vm_str_to_utf8(vm, d, NULL) : NULL;
    return s ? s : strdup("#");
}

/* A TypeError whose format names the private name (%s), or with by_class
 * the class ("Receiver must be an instance of class %s"). */
static Value private_error(Vm *vm, const char *fmt, Value name, Value cls, bool by_class)
{
    char *s = by_class ? (v_is_string(cls) && vm_str_len_noalloc(cls) ? vm_str_to_utf8(vm, cls, NULL)
                                                                       : strdup("anonymous"))
                       : private_desc(vm, name);
    vm_throw_error(vm, ERR_TYPE, fmt, s ? s : "");
    free(s);
    return V_EXC;
}

#define RECEIVER_MSG(kind) ((kind) & PK_STATIC ? "Receiver must be class %s" : "Receiver must be an instance of class %s")

/* Where o's private elements live: o itself, or for a proxy the holder
 * object in its privates field (V_UNDEF when it has none), so that a proxy's
 * #x is the proxy's own and never reaches a trap or the target. */
static Value private_home_noalloc(Value o)
{
    return v_is_object(o) && obj_is_proxy(v_obj(o)) ? ((ProxyObj *)v_cell(o))->privates : o;
}

/* The own private element `name` of o: 1 found (in *d), 0 absent, -1 thrown. */
static int private_lookup(Vm *vm, Value o, Value name, PropDesc *d)
{
    Value home = private_home_noalloc(o);
    return v_is_object(home) ? vm_get_own_prop(vm, home, name, d) : 0;
}

/* The object a new private element of sp[-3] goes into, made for a proxy on
 * its first one; V_EXC when that allocation failed. */
static Value private_home_for_add(Vm *vm, Value *sp)
{
    Value o = sp[-3];
    if (!v_is_object(o) || !obj_is_proxy(v_obj(o)) || v_is_object(((ProxyObj *)v_cell(o))->privates))
        return private_home_noalloc(o);
    Value h = vm_new_object_proto(vm, V_NULL);
    if (h == V_EXC)
        return V_EXC;
    ProxyObj *p = v_cell(sp[-3]); /* the allocation may have moved it */
    GC_WRITE(vm, p, &p->privates, h);
    return h;
}

Value vm_op_get_private(Vm *vm, Value *sp, int kind, Value cls)
{
    Value name = sp[-1];
    PropDesc d;
    int r = private_lookup(vm, sp[-2], name, &d);
    if (r < 0)
        return V_EXC;
    if (r == 0)
        return private_error(vm, (kind & 7) == PK_FIELD ? "Cannot read private member %s from an object whose class did not declare it"
                                                        : RECEIVER_MSG(kind), name, cls, (kind & 7) != PK_FIELD);
    if (!(d.attrs & PROP_ACCESSOR))
        return d.value;
    if (!vm_is_callable_noalloc(d.get))
        return private_error(vm, "'%s' was defined without a getter", name, cls, false);
    return vm_call_js(vm, d.get, sp[-2], 0, NULL);
}

int vm_op_put_private(Vm *vm, Value *sp, int kind, Value cls)
{
    int st = kind & PK_STATIC;
    Value name = sp[-2];
    PropDesc d;
    int r = private_lookup(vm, sp[-3], name, &d);
    if (r < 0)
        return -1;
    kind &= ~PK_STATIC;
    if (r == 0) {
        private_error(vm, kind == PK_FIELD ? "Cannot write private member %s to an object whose class did not declare it"
                                           : RECEIVER_MSG(st), name, cls, kind != PK_FIELD);
        return -1;
    }
    if (d.attrs & PROP_ACCESSOR) {
        if (!vm_is_callable_noalloc(d.set)) {
            private_error(vm, "'%s' was defined without a setter", name, cls, false);
            return -1;
        }
        return vm_call_js(vm, d.set, sp[-3], 1, &sp[-1]) == V_EXC ? -1 : 0;
    }
    if (kind != PK_FIELD) {
        private_error(vm, "Private method '%s' is not writable", name, cls, false);
        return -1;
    }
    return vm_define_own(vm, private_home_noalloc(sp[-3]), sp[-2], sp[-1], PROP_WRITABLE);
}

int vm_op_define_private(Vm *vm, Value *sp, int kind, Value cls)
{
    PropDesc d;
    int r = private_lookup(vm, sp[-3], sp[-2], &d);
    if (r < 0)
        return -1;
    bool pair = r == 1 && (d.attrs & PROP_ACCESSOR) &&
                ((kind == PK_GETTER && !vm_is_callable_noalloc(d.get)) ||
                 (kind == PK_SETTER && !vm_is_callable_noalloc(d.set)));
    if (r == 1 && !pair) {
        if (kind == PK_FIELD)
            private_error(vm, "Cannot initialize %s twice on the same object", sp[-2], cls, false);
        else
            private_error(vm, "Cannot initialize private methods of class %s twice on the same object", sp[-2], cls,
                          true);
        return -1;
    }
    if (kind == PK_GETTER || kind == PK_SETTER) {
        Value g = pair ? d.get : V_UNDEF, s = pair ? d.set : V_UNDEF;
        if (kind == PK_GETTER)
            g = sp[-1];
        else
            s = sp[-1];
        size_t sc = gc_scope_open(vm);
        Value *gh = gc_handle(vm, g), *sh = gc_handle(vm, s);
        Value home = private_home_for_add(vm, sp);
        int rc = home == V_EXC ? -1
                               : vm_define_accessor(vm, home, sp[-2], *gh, *sh, PROP_ACCESSOR | PROP_CONFIGURABLE);
        gc_scope_close(vm, sc);
        return rc;
    }
    Value home = private_home_for_add(vm, sp);
    return home == V_EXC ? -1 : vm_define_own(vm, home, sp[-2], sp[-1], kind == PK_FIELD ? PROP_WRITABLE : 0);
}

Value vm_op_has_private(Vm *vm, Value name, Value o)
{
    if (!v_is_object(o)) {
        char *n = private_desc(vm, name);
        char b[128];
        if (v_is_string(o))
            str_to_buf(o, b, sizeof b);
        else
            vm_short_repr(vm, o, b, sizeof b);
        vm_throw_error(vm, ERR_TYPE, "Cannot use 'in' operator to search for '%s' in %s", n ? n : "", b);
        free(n);
        return V_EXC;
    }
    PropDesc d;
    int r = private_lookup(vm, o, name, &d);
    return r < 0 ? V_EXC : v_bool(r == 1);
}

Value vm_op_template_object(Vm *vm, Value *v, int n)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value raw = vm_new_array_from(vm, v + n, (uint32_t)n);
    if (raw == V_EXC)
        goto out;
    Value *rh = gc_handle(vm, raw);
    if (vm_freeze(vm, *rh, true) < 0)
        goto out;
    Value arr = vm_new_array_from(vm, v, (uint32_t)n);
    if (arr == V_EXC)
        goto out;
    Value *ah = gc_handle(vm, arr);
    Value key = vm_key(vm, "raw");
    if (key == V_EXC)
        goto out;
    Value *kh = gc_handle(vm, key);
    if (vm_define_own(vm, *ah, *kh, *rh, 0) < 0 || vm_freeze(vm, *ah, true) < 0)
        goto out;
    r = *ah;
out:
    gc_scope_close(vm, sc);
    return r;
}

int vm_op_iter_close_throw(Vm *vm, Value *sp)
{
    /* the loop's exception is pending in the handler's operand; keep it */
    Value nx = sp[-1];
    if (nx == V_NULL)
        return 0;
    if (v_is_int(nx) && stand_in_close(vm, sp) != 0) {
        if (vm->has_exception)
            vm_take_exception(vm);
        return 0;
    }
    sp[-1] = V_NULL;
    Value m = vm_get_js(vm, sp[-2], vm->atom[A_return]);
    if (m != V_EXC && vm_is_callable_noalloc(m) && vm_call_js(vm, m, sp[-2], 0, NULL) != V_EXC)
        return 0;
    if (vm->has_exception)
        vm_take_exception(vm);
    return 0;
}

int vm_op_array_spread(Vm *vm, Value *sp, bool args)
{
    if (v_is_nullish(sp[-1])) {
        throw_not_iterable(vm, sp[-1], args);
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value m = vm_get_js(vm, sp[-1], vm->builtin[B_SYM_ITERATOR]);
    if (m == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(m)) {
        throw_not_iterable(vm, sp[-1], args);
        goto out;
    }
    /* the array iterator's steps without it (nothing here closes it) */
    if (vm_array_iter_native_noalloc(vm, sp[-1], m)) {
        for (uint32_t i = 0; i < vm_array(sp[-1])->length; i++) {
            ArrayObj *a = vm_array(sp[-1]);
            Value v = (a->elems && i < a->elems->cap) ? a->elems->v[i] : V_EMPTY;
            if (v == V_EMPTY) {
                v = vm_get_index_js(vm, sp[-1], i);
                if (v == V_EXC)
                    goto out;
            }
            if (vm_array_append(vm, sp[-2], v) < 0)
                goto out;
        }
        rc = 0;
        goto out;
    }
    Value it = vm_call_js(vm, m, sp[-1], 0, NULL);
    if (it == V_EXC)
        goto out;
    if (!v_is_object(it)) {
        vm_throw_error(vm, ERR_TYPE, "Result of the Symbol.iterator method is not an object");
        goto out;
    }
    Value *ih = gc_handle(vm, it);
    Value nx = vm_get_prop_js(vm, *ih, vm->atom[A_next]);
    if (nx == V_EXC)
        goto out;
    Value *nh = gc_handle(vm, nx);
    for (;;) {
        Value v;
        int k = vm_iter_step_js(vm, *ih, *nh, &v);
        if (k < 0)
            goto out;
        if (k == 0)
            break;
        if (vm_array_append(vm, sp[-2], v) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
