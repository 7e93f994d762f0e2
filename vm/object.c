/* vm/object.c — object creation, the object trace, own-property lookup over
 * every object class (ordinary, array/arguments elements, String wrappers),
 * prototypes, and node-worded TypeErrors for property operations.
 *
 * Invariant: vm_own_lookup_noalloc never allocates and never runs JS; all
 * of [[Get]]/[[Set]]/[[Delete]] (props.c) are built on it.
 */
#include "object_int.h"
#include "module.h"

#include <stdarg.h>
#include <stdlib.h>

/* ---- creation ------------------------------------------------------------ */

Value vm_new_object_inline(Vm *vm, const Value *rooth, uint32_t n)
{
    Object *o = gc_alloc(vm, T_OBJECT, sizeof(Object) + sizeof(Values) + n * sizeof(Value));
    if (!o)
        return V_EXC;
    o->hdr.cls = CLS_PLAIN;
    o->shape = v_cell(*rooth);
    obj_init_inline_slots(o, n);
    return v_from_cell(o);
}

/* presize > 0: slots for that many properties, whatever the root's hint. */
static Value new_object(Vm *vm, ObjClass cls, size_t bytes, Value proto, uint32_t presize)
{
    if (bytes < sizeof(Object))
        bytes = sizeof(Object);
    size_t sc = gc_scope_open(vm);
    Shape *root = vm_shape_root(vm, proto);
    if (!root) {
        gc_scope_close(vm, sc);
        return V_EXC;
    }
    Value *rh = gc_handle(vm, v_from_cell(root));
    /* presize slots from the root's hint (instances of one class tend to get
     * the same properties); not for the shared builtin roots, whose hint is
     * the maximum over unrelated objects */
    uint32_t hint = root->slot;
    Values *slots = NULL;
    Value rp = root->proto; /* `proto` itself may have moved */
    if (presize)
        hint = presize;
    if (presize || (hint && rp != vm->builtin[B_OBJECT_PROTO] && rp != vm->builtin[B_FUNCTION_PROTO] &&
        rp != vm->builtin[B_ARRAY_PROTO] && rp != V_NULL)) {
        if (hint > 32)
            hint = 32;
        if (cls == CLS_PLAIN && bytes == sizeof(Object)) {
            Value r = vm_new_object_inline(vm, rh, hint);
            gc_scope_close(vm, sc);
            return r;
        }
        slots = gc_alloc(vm, T_VALUES, sizeof(Values) + hint * sizeof(Value));
        if (!slots) {
            gc_scope_close(vm, sc);
            return V_EXC;
        }
        slots->cap = hint;
    }
    Value *slh = gc_handle(vm, v_from_cell(slots));
    Object *o = gc_alloc(vm, T_OBJECT, bytes);
    if (!o) {
        gc_scope_close(vm, sc);
        return V_EXC;
    }
    o->hdr.cls = (uint8_t)cls;
    o->shape = v_cell(*rh);
    o->slots = v_cell(*slh);
    gc_scope_close(vm, sc);
    return v_from_cell(o);
}

Value vm_new_object_class(Vm *vm, ObjClass cls, size_t bytes, Value proto)
{
    return new_object(vm, cls, bytes, proto, 0);
}

Value vm_new_object_value(Vm *vm, ObjClass cls, Value proto, Value v)
{
    _Static_assert(sizeof(PrimObj) == sizeof(Object) + sizeof(Value) && sizeof(HtmlDdaObj) == sizeof(PrimObj) &&
                       offsetof(HtmlDdaObj, call) == offsetof(PrimObj, prim),
                   "the one-Value layouts");
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value o = new_object(vm, cls, sizeof(PrimObj), proto, 0);
    if (o != V_EXC)
        ((PrimObj *)v_cell(o))->prim = *vh; /* a fresh cell: no barrier */
    gc_scope_close(vm, sc);
    return o;
}

/* An object literal's object: Object.prototype's root shape is a builtin
 * (a root), so the common case needs no handle scope. */
Value vm_new_object_sized(Vm *vm, uint32_t nprops)
{
    if (LIKELY(nprops && v_is_type(vm->builtin[B_SHAPE_ROOT_OBJECT], T_SHAPE)))
        return vm_new_object_inline(vm, &vm->builtin[B_SHAPE_ROOT_OBJECT], nprops > 32 ? 32 : nprops);
    return new_object(vm, CLS_PLAIN, sizeof(Object), vm->builtin[B_OBJECT_PROTO], nprops);
}

Value vm_new_object_proto(Vm *vm, Value proto)
{
    return vm_new_object_class(vm, CLS_PLAIN, sizeof(Object), proto);
}

Value vm_new_object(Vm *vm)
{
    return vm_new_object_class(vm, CLS_PLAIN, sizeof(Object), vm->builtin[B_OBJECT_PROTO]);
}

Value vm_new_accessor(Vm *vm, Value get, Value set)
{
    size_t sc = gc_scope_open(vm);
    Value *g = gc_handle(vm, get), *s = gc_handle(vm, set);
    Accessor *a = gc_alloc(vm, T_VALUES, sizeof(Accessor));
    Value r = V_EXC;
    if (a) {
        a->cap = 2;
        a->get = *g;
        a->set = *s;
        r = v_from_cell(a);
    }
    gc_scope_close(vm, sc);
    return r;
}

/* ---- trace --------------------------------------------------------------- */

static ObjTraceFn class_trace[256];

void vm_register_class_trace(int cls, ObjTraceFn fn)
{
    if (cls >= 0 && cls < 256)
        class_trace[cls] = fn;
}

static void trace_tail(GcTracer *t, Object *o, size_t fixed) { VM_TRACE_OBJ_TAIL(GC_VISIT, t, o, fixed); }

/* The plain, array and function classes' bodies are vm/object.h's (the
 * collector inlines them too); every other class opens with the same head. */
void vm_trace_object(GcTracer *t, void *cell)
{
    Object *o = cell;
    switch (o->hdr.cls) {
    case CLS_PLAIN:
        VM_TRACE_OBJ_PLAIN(GC_VISIT, t, o);
        return;
    case CLS_ARRAY:
        VM_TRACE_OBJ_ARRAY(GC_VISIT, t, o);
        return;
    case CLS_FUNCTION:
        VM_TRACE_OBJ_FUNCTION(GC_VISIT, t, o);
        return;
    default:
        break;
    }
    VM_TRACE_OBJ_HEAD(GC_VISIT, t, o);
    switch (o->hdr.cls) {
    case CLS_ARGUMENTS:
        GC_VISIT_PTR(t, ((ArrayObj *)o)->elems);
        if (((ArgumentsObj *)o)->params)
            GC_VISIT_PTR(t, ((ArgumentsObj *)o)->params);
        break;
    case CLS_NATIVE:
        gc_visit(t, &((NativeFunc *)o)->data);
        if (((NativeFunc *)o)->realm)
            vm_realm_note(t, ((NativeFunc *)o)->realm); /* its realm lives while it does */
        break;
    case CLS_BOUND: {
        BoundFunc *b = (BoundFunc *)o;
        gc_visit(t, &b->target);
        gc_visit(t, &b->this_val);
        GC_VISIT_PTR(t, b->args);
        break;
    }
    case CLS_BOOLEAN:
    case CLS_NUMBER:
    case CLS_STRING:
    case CLS_SYMBOL:
    case CLS_BIGINT:
        gc_visit(t, &((PrimObj *)o)->prim);
        trace_tail(t, o, sizeof(PrimObj));
        break;
    case CLS_FOR_IN: {
        ForInIter *f = (ForInIter *)o;
        gc_visit(t, &f->obj);
        gc_visit(t, &f->keys);
        gc_visit(t, &f->index);
        break;
    }
    case CLS_ARRAY_ITER: {
        ArrayIter *a = (ArrayIter *)o;
        gc_visit(t, &a->target);
        gc_visit(t, &a->index);
        gc_visit(t, &a->kind);
        break;
    }
    case CLS_PROXY:
    case CLS_PROXY_FN: {
        ProxyObj *p = (ProxyObj *)o;
        gc_visit(t, &p->target);
        gc_visit(t, &p->handler);
        gc_visit(t, &p->is_ctor);
        gc_visit(t, &p->privates);
        break;
    }
    default:
        if (class_trace[o->hdr.cls])
            class_trace[o->hdr.cls](t, o);
        else
            trace_tail(t, o, sizeof(Object));
        break;
    }
}

/* ---- own lookup ---------------------------------------------------------- */

bool vm_own_lookup_noalloc(Vm *vm, Object *o, Value key, PropRef *r)
{
    uint8_t cls = o->hdr.cls;
    if (cls == CLS_ARRAY || cls == CLS_ARGUMENTS) {
        ArrayObj *a = (ArrayObj *)o;
        if (v_is_int(key)) {
            uint32_t i = (uint32_t)v_get_int(key);
            if (i < a->length && a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY) {
                r->kind = REF_ELEM;
                r->idx = i;
                r->attrs = elem_attrs(o);
                r->value = a->elems->v[i];
                return true;
            }
            if (!(o->hdr.flags & OBJ_SPARSE))
                return false;
        } else if (key == vm->atom[A_length] && cls == CLS_ARRAY) {
            /* an arguments object's length is an ordinary own property */
            r->kind = REF_LENGTH;
            r->idx = 0;
            r->attrs = (o->hdr.flags & (OBJ_LENGTH_RO | OBJ_FROZEN)) ? 0 : PROP_WRITABLE;
            r->value = v_num((double)a->length);
            return true;
        }
    } else if (vm_is_ta_cls(cls)) {
        /* integer-indexed exotic: valid indices only, never the shape */
        TypedArrayObj *t = (TypedArrayObj *)o;
        if (v_is_int(key)) {
            if ((uint32_t)v_get_int(key) >= t->length)
                return false;
            r->kind = REF_TYPED;
            r->idx = (uint32_t)v_get_int(key);
            /* an immutable buffer's elements are read-only and fixed */
            r->attrs = vm_ab_immutable_noalloc(t->buffer) ? PROP_ENUMERABLE : PROP_DEFAULT;
            /* a BigInt element is made by vm_ref_value (an allocation) */
            r->value = ta_kind_big(ta_kind(t)) ? V_EMPTY : vm_ta_get_noalloc(t, r->idx);
            return true;
        }
        if (vm_ta_numeric_key_noalloc(key))
            return false;
    } else if (cls == CLS_STRING) {
        Value s = ((PrimObj *)o)->prim;
        uint32_t len = vm_str_len_noalloc(s);
        if (v_is_int(key) && (uint32_t)v_get_int(key) < len) {
            r->kind = REF_STRCHAR;
            r->idx = (uint32_t)v_get_int(key);
            r->attrs = PROP_ENUMERABLE;
            r->value = V_UNDEF;
            return true;
        }
        if (key == vm->atom[A_length]) {
            r->kind = REF_LENGTH;
            r->idx = 0;
            r->attrs = 0;
            r->value = v_int((int32_t)len);
            return true;
        }
    }
    uint32_t slot, attrs;
    if (!vm_shape_lookup_noalloc(o->shape, key, &slot, &attrs))
        return false;
    r->kind = REF_SLOT;
    r->idx = slot;
    r->attrs = attrs;
    r->value = o->slots->v[slot];
    return true;
}

Value vm_prim_proto_noalloc(Vm *vm, Value v)
{
    if (v_is_string(v))
        return vm->builtin[B_STRING_PROTO];
    if (v_is_number(v))
        return vm->builtin[B_NUMBER_PROTO];
    if (v_is_bool(v))
        return vm->builtin[B_BOOLEAN_PROTO];
    if (v_is_symbol(v))
        return vm->builtin[B_SYMBOL_PROTO];
    if (v_is_bigint(v))
        return vm->builtin[B_BIGINT_PROTO];
    return V_NULL;
}

Value vm_ref_value(Vm *vm, Value obj, const PropRef *r)
{
    if (r->kind == REF_STRCHAR) {
        Value s = ((PrimObj *)v_obj(obj))->prim;
        return vm_str_substring(vm, s, r->idx, r->idx + 1);
    }
    if (r->kind == REF_TYPED && r->value == V_EMPTY)
        return vm_ta_get(vm, v_ta(obj), r->idx);
    return r->value;
}

Value vm_call_getter_js(Vm *vm, Value acc, Value receiver)
{
    Value g = ((Accessor *)v_cell(acc))->get;
    if (!v_is_object(g))
        return V_UNDEF;
    return vm_call_js(vm, g, receiver, 0, NULL);
}

/* ---- prototypes ---------------------------------------------------------- */

Value vm_get_proto_noalloc(Value obj)
{
    if (!v_is_object(obj))
        return V_NULL;
    return v_obj(obj)->shape->proto;
}

int vm_set_proto(Vm *vm, Value obj, Value proto)
{
    if (!v_is_object(obj))
        return 0; /* primitives: no-op (Object.setPrototypeOf(1, x) returns 1) */
    if (proto != V_NULL && !v_is_object(proto)) {
        Value s = v_is_symbol(proto) ? V_EXC : vm_to_string_js(vm, proto);
        char *c = s == V_EXC ? vm_key_cstr(vm, proto) : vm_str_to_utf8(vm, s, NULL);
        vm_throw_error(vm, ERR_TYPE, "Object prototype may only be an Object or null: %s", c ? c : "");
        free(c);
        return -1;
    }
    if (v_is_proxy(obj))
        return vm_proxy_set_proto_js(vm, obj, proto);
    Object *o = v_obj(obj);
    /* any realm's Object.prototype is an immutable prototype exotic object */
    if (o->shape->proto != proto && (o->hdr.flags & OBJ_IS_PROTO) &&
        vm_any_realm_intrinsic_noalloc(vm, o, B_OBJECT_PROTO)) {
        vm_throw_error(vm, ERR_TYPE, "Immutable prototype object 'Object.prototype' cannot have their prototype set");
        vm_refused(vm);
        return -1;
    }
    if (o->shape->proto == proto)
        return 0;
    if (o->hdr.flags & OBJ_NOT_EXTENSIBLE) {
        bool isf;
        char *d = vm_obj_desc_cstr(vm, obj, &isf);
        vm_throw_error(vm, ERR_TYPE, "%s is not extensible", d ? d : "#<Object>");
        free(d);
        vm_refused(vm);
        return -1;
    }
    for (Value p = proto; v_is_object(p); p = v_obj(p)->shape->proto)
        if (p == obj) {
            vm_throw_error(vm, ERR_TYPE, "Cyclic __proto__ value");
            vm_refused(vm);
            return -1;
        }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    int r = vm_shape_set_proto(vm, oh, proto);
    gc_scope_close(vm, sc);
    return r;
}

/* ---- messages ------------------------------------------------------------ */

char *vm_key_cstr(Vm *vm, Value key)
{
    if (v_is_int(key)) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", v_get_int(key));
        return strdup(buf);
    }
    if (v_is_symbol(key)) {
        Value d = ((Symbol *)v_cell(key))->desc;
        char *s = v_is_string(d) ? vm_str_to_utf8(vm, d, NULL) : strdup("");
        if (!s)
            return NULL;
        size_t n = strlen(s) + 9;
        char *r = malloc(n);
        if (r)
            snprintf(r, n, "Symbol(%s)", s);
        free(s);
        return r;
    }
    if (v_is_string(key))
        return vm_str_to_utf8(vm, key, NULL);
    return strdup("?");
}

/* The name V8 shows in #<Name>: the chain's first data `constructor`. */
static Value ctor_name_noalloc(Vm *vm, Value obj)
{
    for (Value p = obj; v_is_object(p); p = v_obj(p)->shape->proto) {
        PropRef r;
        if (vm_own_lookup_noalloc(vm, v_obj(p), vm->atom[A_constructor], &r)) {
            if (r.kind != REF_SLOT || (r.attrs & PROP_ACCESSOR) || !vm_is_callable_noalloc(r.value))
                return V_EMPTY;
            Value n = vm_func_name_noalloc(vm, r.value);
            return (v_is_string(n) && vm_str_len_noalloc(n) > 0) ? n : V_EMPTY;
        }
    }
    return V_EMPTY;
}

char *vm_obj_desc_cstr(Vm *vm, Value obj, bool *is_function)
{
    *is_function = false;
    if (v_is_array(obj))
        return strdup("[object Array]");

    if (vm_is_callable_noalloc(obj)) {
        *is_function = true;
        if (v_is_class(obj, CLS_NATIVE) || v_is_class(obj, CLS_BOUND)) {
            /* V8 shows NativeCodeFunctionSourceString, whatever toString says */
            Value n = v_is_class(obj, CLS_NATIVE) ? vm_func_name_noalloc(vm, obj) : V_EMPTY;
            char *ns = v_is_string(n) ? vm_str_to_utf8(vm, n, NULL) : strdup("");
            if (!ns)
                return NULL;
            size_t len = strlen(ns) + 32;
            char *r = malloc(len);
            if (r)
                snprintf(r, len, "function %s() { [native code] }", ns);
            free(ns);
            return r;
        }
        size_t sc = gc_scope_open(vm);
        Value s = vm_to_string_js(vm, obj);
        char *r;
        if (s == V_EXC) {
            vm_take_exception(vm);
            r = strdup("function");
        } else {
            r = vm_str_to_utf8(vm, s, NULL);
        }
        gc_scope_close(vm, sc);
        return r;
    }
    if (v_is_class(obj, CLS_STRING))
        return strdup("[object String]");
    if (vm_is_module_namespace_noalloc(vm, obj))
        return strdup("[object Module]");
    Value n = ctor_name_noalloc(vm, obj);
    if (n == V_EMPTY)
        return strdup("[object Object]");
    char *s = vm_str_to_utf8(vm, n, NULL);
    if (!s)
        return NULL;
    size_t len = strlen(s) + 4;
    char *r = malloc(len);
    if (r)
        snprintf(r, len, "#<%s>", s);
    free(s);
    return r;
}

char *vm_value_desc_cstr(Vm *vm, Value v)
{
    if (vm_is_callable_noalloc(v)) { /* V8 shows a function's source */
        bool fn;
        return vm_obj_desc_cstr(vm, v, &fn);
    }
    char b[256];
    vm_short_repr(vm, v, b, sizeof b);
    return strdup(b);
}

/* Throw a TypeError built from fmt with up to two malloc'd strings (freed). */
static Value throw2(Vm *vm, const char *fmt, char *a, char *b)
{
    vm_throw_error(vm, ERR_TYPE, fmt, a ? a : "", b ? b : "");
    free(a);
    free(b);
    return V_EXC;
}

Value vm_throw_read_nullish(Vm *vm, Value base, Value key)
{
    return throw2(vm, "Cannot read properties of %s (reading '%s')",
                  strdup(base == V_NULL ? "null" : "undefined"), vm_key_cstr(vm, key));
}

Value vm_throw_set_nullish(Vm *vm, Value base, Value key)
{
    return throw2(vm, "Cannot set properties of %s (setting '%s')",
                  strdup(base == V_NULL ? "null" : "undefined"), vm_key_cstr(vm, key));
}

/* A primitive as node quotes it: string 'abc', number '5', symbol 'Symbol(x)'. */
static char *prim_cstr(Vm *vm, Value v, const char **type)
{
    if (v_is_string(v)) {
        *type = "string";
        return vm_str_to_utf8(vm, v, NULL);
    }
    if (v_is_symbol(v)) {
        *type = "symbol";
        return vm_key_cstr(vm, v);
    }
    if (v_is_number(v)) {
        *type = "number";
        char buf[32];
        vm_num_format(v_to_double(v), buf);
        return strdup(buf);
    }
    *type = "boolean";
    return strdup(v == V_TRUE ? "true" : "false");
}

Value vm_throw_readonly(Vm *vm, Value receiver, Value key)
{
    char *k = vm_key_cstr(vm, key);
    if (!v_is_object(receiver)) {
        const char *type;
        char *p = prim_cstr(vm, receiver, &type);
        vm_throw_error(vm, ERR_TYPE, "Cannot assign to read only property '%s' of %s '%s'",
                       k ? k : "", type, p ? p : "");
        free(p);
        free(k);
        return vm_refused(vm);
    }
    if (vm_is_module_namespace_noalloc(vm, receiver)) { /* V8's text for a namespace */
        vm_throw_error(vm, ERR_TYPE, "Cannot assign to property '%s' of [object Module]", k ? k : "");
        free(k);
        return vm_refused(vm);
    }
    bool isf;
    char *d = vm_obj_desc_cstr(vm, receiver, &isf);
    vm_throw_error(vm, ERR_TYPE, "Cannot assign to read only property '%s' of %s '%s'", k ? k : "",
                   isf ? "function" : "object", d ? d : "");
    free(d);
    free(k);
    return vm_refused(vm);
}

Value vm_throw_not_extensible_add(Vm *vm, Value key, bool define)
{
    throw2(vm, define ? "Cannot define property %s, object is not extensible%s"
                             : "Cannot add property %s, object is not extensible%s",
                  vm_key_cstr(vm, key), NULL);
    return vm_refused(vm);
}

Value vm_throw_getter_only(Vm *vm, Value receiver, Value key)
{
    if (vm_is_module_namespace_noalloc(vm, receiver)) /* its bindings are accessors only inside tarn */
        return vm_throw_readonly(vm, receiver, key);
    bool isf;
    char *k = vm_key_cstr(vm, key);
    char *d = v_is_object(receiver) ? vm_obj_desc_cstr(vm, receiver, &isf) : strdup("#<Object>");
    throw2(vm, "Cannot set property %s of %s which has only a getter", k, d);
    return vm_refused(vm);
}

Value vm_throw_create_on_primitive(Vm *vm, Value prim, Value key)
{
    const char *type;
    char *k = vm_key_cstr(vm, key);
    char *p = prim_cstr(vm, prim, &type);
    vm_throw_error(vm, ERR_TYPE, "Cannot create property '%s' on %s '%s'", k ? k : "", type,
                   p ? p : "");
    free(k);
    free(p);
    return vm_refused(vm);
}

Value vm_throw_cannot_delete(Vm *vm, Value obj, Value key)
{
    bool isf;
    char *k = vm_key_cstr(vm, key);
    char *d = vm_obj_desc_cstr(vm, obj, &isf);
    throw2(vm, "Cannot delete property '%s' of %s", k, d);
    return vm_refused(vm);
}

Value vm_throw_redefine(Vm *vm, Value key)
{
    throw2(vm, "Cannot redefine property: %s%s", vm_key_cstr(vm, key), NULL);
    return vm_refused(vm);
}
