/* stdlib/json_stringify.c — JSON.stringify(value, replacer, space) and the
 * JSON namespace object.
 *
 * Output goes into a malloc'd UTF-16 JsonBuf (no GC references), so it
 * survives every allocation; values being serialised sit in handles. The
 * objects currently open form a rooted JS array [key0, obj0, key1, obj1, ...]
 * (key: int for an array index, string for a property): it detects cycles
 * and names the path in V8's multi-line "Converting circular structure"
 * TypeError. Recursion stops at JSON_MAX_DEPTH with node's RangeError.
 */
#include <math.h>
#include <stdio.h>

#include "json_int.h"
#include "../vm/shape.h"

/* V8 prints the first two and the last link of a long circle. */
#define CIRCLE_PREFIX 2
#define CIRCLE_POSTFIX 1

/* Tree shapes seen without a toJSON anywhere on their chain (see no_tojson):
 * a record, its arrays and its nested records make a handful of shapes. */
#define TJ_CACHE 4

typedef struct Ser {
    Vm *vm;
    JsonBuf out;
    Value *replacer; /* callable or V_UNDEF */
    Value *plist;    /* array of property-name strings, or V_UNDEF */
    Value *stack;    /* [key, obj] pairs of the open objects */
    Value *tj;       /* TJ_CACHE handles: shapes (as cells) without toJSON, or V_UNDEF */
    uint32_t tj_epoch; /* vm->shape_epoch the tj entries were checked at */
    uint32_t tj_next;  /* round-robin victim */
    uint16_t gap[10];
    int gaplen;
    int level;
} Ser;

static int ser_prop(Ser *s, Value holder, Value key);
static int ser_got(Ser *s, Value *h, Value *kh, Value *v);

static void quote(JsonBuf *b, const String *str)
{
    static const char hex[] = "0123456789abcdef";
    jb_ch(b, '"');
    for (uint32_t i = 0; i < str->len; i++) {
        uint16_t c = str_at(str, i);
        const char *esc = NULL;
        switch (c) {
        case '\b': esc = "\\b"; break;
        case '\t': esc = "\\t"; break;
        case '\n': esc = "\\n"; break;
        case '\f': esc = "\\f"; break;
        case '\r': esc = "\\r"; break;
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        default: break;
        }
        if (esc) {
            jb_ascii(b, esc);
            continue;
        }
        bool lone = false;
        if (c >= 0xD800 && c <= 0xDBFF) {
            if (i + 1 < str->len && str_at(str, i + 1) >= 0xDC00 && str_at(str, i + 1) <= 0xDFFF) {
                jb_ch(b, c);
                jb_ch(b, str_at(str, ++i));
                continue;
            }
            lone = true;
        } else if (c >= 0xDC00 && c <= 0xDFFF) {
            lone = true;
        }
        if (c < 0x20 || lone) {
            char u[7] = {'\\', 'u', hex[c >> 12], hex[(c >> 8) & 15], hex[(c >> 4) & 15], hex[c & 15], 0};
            jb_ascii(b, u);
        } else {
            jb_ch(b, c);
        }
    }
    jb_ch(b, '"');
}

static int quote_value(Ser *s, Value str)
{
    String *f = vm_str_flat(s->vm, str);
    if (!f)
        return -1;
    quote(&s->out, f);
    return 0;
}

static void newline_indent(Ser *s, int level)
{
    jb_ch(&s->out, '\n');
    for (int i = 0; i < level; i++)
        jb_units(&s->out, s->gap, (size_t)s->gaplen);
}

/* ---- the circular-structure message --------------------------------------- */

/* V8's JSReceiver::GetConstructorName, without the hidden-class shortcut:
 * an own Symbol.toStringTag string along the chain, else a named
 * constructor (other than Object) found on a prototype, else the class. */
static void ctor_name(Vm *vm, Value obj, JsonBuf *b)
{
    Value cur = obj;
    for (int guard = 0; v_is_object(cur) && guard < 10000; guard++) {
        PropDesc d;
        if (vm_get_own_prop(vm, cur, vm->builtin[B_SYM_TO_STRING_TAG], &d) == 1 && !(d.attrs & PROP_ACCESSOR) &&
            v_is_string(d.value) && v_hdr(d.value)->type == T_STRING) {
            jb_string(b, v_str(d.value));
            return;
        }
        if (cur != obj && vm_get_own_prop(vm, cur, vm->atom[A_constructor], &d) == 1 &&
            !(d.attrs & PROP_ACCESSOR) && vm_is_callable_noalloc(d.value)) {
            Value n = vm_func_name_noalloc(vm, d.value);
            if (v_is_string(n) && v_hdr(n)->type == T_STRING && v_str(n)->len > 0) {
                String *ns = v_str(n);
                bool is_object = ns->len == 6 && !(ns->hdr.flags & STR_WIDE) && memcmp(ns->data, "Object", 6) == 0;
                if (!is_object) {
                    jb_string(b, ns);
                    return;
                }
            }
        }
        cur = vm_get_proto_noalloc(cur);
    }
    jb_ascii(b, v_is_array(obj) ? "Array" : vm_is_callable_noalloc(obj) ? "Function"
                : v_is_class(obj, CLS_ERROR) ? "Error" : "Object");
}

static void circle_key(JsonBuf *b, Value key)
{
    if (v_is_int(key)) {
        char t[24];
        snprintf(t, sizeof t, "index %d", v_get_int(key));
        jb_ascii(b, t);
    } else if (vm_str_len_noalloc(key) == 0) {
        jb_ascii(b, "<anonymous>");
    } else {
        jb_ascii(b, "property '");
        jb_string(b, v_str(key));
        jb_ch(b, '\'');
    }
}

static void circle_line(Vm *vm, JsonBuf *b, Value key, Value obj)
{
    jb_ascii(b, "\n    |     ");
    circle_key(b, key);
    jb_ascii(b, " -> object with constructor '");
    ctor_name(vm, obj, b);
    jb_ch(b, '\'');
}

/* Stack pairs [start, n) form the circle; `key` closes it. */
static int throw_circular(Ser *s, uint32_t start, Value key)
{
    Vm *vm = s->vm;
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key);
    if (v_is_string(*kh) && !vm_str_flat(vm, *kh)) {
        gc_scope_close(vm, sc);
        return -1;
    }
#define ST (vm_array(*s->stack)->elems->v)
    uint32_t n = vm_array(*s->stack)->length / 2;
    JsonBuf m = {0};
    jb_ascii(&m, "Converting circular structure to JSON\n    --> starting at object with constructor '");
    ctor_name(vm, ST[2 * start + 1], &m);
    jb_ch(&m, '\'');
    uint32_t i = start + 1;
    uint32_t prefix_end = i + CIRCLE_PREFIX < n ? i + CIRCLE_PREFIX : n;
    for (; i < prefix_end; i++)
        circle_line(vm, &m, ST[2 * i], ST[2 * i + 1]);
    if (n > i + CIRCLE_POSTFIX)
        jb_ascii(&m, "\n    |     ...");
    if (i < n - CIRCLE_POSTFIX)
        i = n - CIRCLE_POSTFIX;
    for (; i < n; i++)
        circle_line(vm, &m, ST[2 * i], ST[2 * i + 1]);
    jb_ascii(&m, "\n    --- ");
#undef ST
    circle_key(&m, *kh);
    jb_ascii(&m, " closes the circle");
    gc_scope_close(vm, sc);
    Value msg = jb_to_str(vm, &m);
    if (msg == V_EXC)
        return -1;
    Value e = vm_new_error(vm, ERR_TYPE, msg);
    if (e != V_EXC)
        vm_throw(vm, e);
    return -1;
}

/* Push (key, obj) on the open-object stack, after the cycle and depth checks. */
static int enter(Ser *s, Value *obj, Value key)
{
    Vm *vm = s->vm;
    ArrayObj *a = vm_array(*s->stack);
    for (uint32_t i = 1; i < a->length; i += 2)
        if (a->elems->v[i] == *obj)
            return throw_circular(s, i / 2, key);
    if (s->level >= JSON_MAX_DEPTH) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key);
    int rc = vm_array_push(vm, *s->stack, *kh) < 0 || vm_array_push(vm, *s->stack, *obj) < 0 ? -1 : 0;
    gc_scope_close(vm, sc);
    if (rc == 0)
        s->level++;
    return rc;
}

static int leave(Ser *s)
{
    /* the stack array never reaches JS: drop the pair in place (a plain
     * store of undefined needs no barrier) instead of the generic length set */
    ArrayObj *a = vm_array(*s->stack);
    s->level--;
    a->length -= 2;
    if (a->elems && a->length + 1 < a->elems->cap)
        a->elems->v[a->length] = a->elems->v[a->length + 1] = V_EMPTY;
    return 0;
}

/* ---- SerializeJSONObject / SerializeJSONArray ------------------------------ */

/* A present dense element a[i] ([[Get]] is the element itself), or V_EMPTY. */
static inline Value dense_el(Value a, int64_t i)
{
    if (!v_is_array(a))
        return V_EMPTY;
    ArrayObj *o = vm_array(a);
    if (i >= o->length || !o->elems || i >= o->elems->cap)
        return V_EMPTY;
    return o->elems->v[i];
}

/* One member "key":value of an object, the value already in *v: 1 written,
 * 0 left out (undefined), -1 error. */
static int ser_member(Ser *s, Value *obj, Value *kh, Value *v, bool any)
{
    size_t mark = s->out.len;
    if (any)
        jb_ch(&s->out, ',');
    if (s->gaplen)
        newline_indent(s, s->level);
    if (quote_value(s, *kh) < 0)
        return -1;
    jb_ch(&s->out, ':');
    if (s->gaplen)
        jb_ch(&s->out, ' ');
    int r = ser_got(s, obj, kh, v);
    if (r == 0)
        s->out.len = mark; /* undefined: the member is left out */
    return r;
}

/* The fast path of SerializeJSONObject for a plain object with a tree
 * shape: EnumerableOwnProperties comes straight from the shape chain (no
 * key array), and each value is read from its slot while the object keeps
 * that shape with the property as data; otherwise (a getter or toJSON
 * reshaped it) by [[Get]], as the generic path does. The key list is fixed
 * at the start either way, as the spec says. Returns -2, having done
 * nothing, for a shape with integer keys (those are enumerated first). */
static int ser_object_shape(Ser *s, Value *obj, Value key)
{
    Vm *vm = s->vm;
    Shape *chain[SHAPE_MAX_TREE_PROPS + 1];
    uint32_t n = 0;
    for (Shape *p = v_obj(*obj)->shape; p && p->key != V_EMPTY; p = p->parent) {
        if (n == SHAPE_MAX_TREE_PROPS || v_is_int(p->key))
            return -2;
        chain[n++] = p;
    }
    if (enter(s, obj, key) < 0)
        return -1;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    /* enter may have allocated and moved shapes (no JS ran, so the object
     * still has its shape): read the chain again */
    n = 0;
    for (Shape *p = v_obj(*obj)->shape; p && p->key != V_EMPTY; p = p->parent)
        chain[n++] = p;
    uint32_t slot[SHAPE_MAX_TREE_PROPS];
    bool data[SHAPE_MAX_TREE_PROPS];
    Value *sh = gc_handle(vm, v_from_cell(v_obj(*obj)->shape));
    Value *keys = vm->handles + vm->htop;
    uint32_t nk = 0;
    while (n--) {
        Shape *p = chain[n];
        if (!(p->attrs & PROP_ENUMERABLE) || !v_is_string(p->key))
            continue;
        slot[nk] = p->slot;
        data[nk] = !(p->attrs & PROP_ACCESSOR);
        gc_handle(vm, p->key);
        nk++;
    }
    Value *v = gc_handle(vm, V_UNDEF);
    jb_ch(&s->out, '{');
    bool any = false;
    for (uint32_t i = 0; i < nk; i++) {
        Object *o = v_obj(*obj);
        if (o->shape == (Shape *)v_cell(*sh) && data[i]) {
            *v = o->slots->v[slot[i]];
        } else {
            *v = vm_get_js(vm, *obj, keys[i]);
            if (*v == V_EXC)
                goto out;
        }
        int r = ser_member(s, obj, &keys[i], v, any);
        if (r < 0)
            goto out;
        any |= r > 0;
    }
    if (any && s->gaplen)
        newline_indent(s, s->level - 1);
    jb_ch(&s->out, '}');
    rc = leave(s);
out:
    gc_scope_close(vm, sc);
    return rc;
}

static int ser_object(Ser *s, Value *obj, Value key)
{
    Vm *vm = s->vm;
    if (*s->plist == V_UNDEF && v_hdr(*obj)->cls == CLS_PLAIN && !(v_hdr(*obj)->flags & OBJ_DICT)) {
        int r = ser_object_shape(s, obj, key);
        if (r != -2)
            return r;
    }
    if (enter(s, obj, key) < 0)
        return -1;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *keys = gc_handle(vm, *s->plist);
    Value *k = gc_handle(vm, V_UNDEF);
    if (*keys == V_UNDEF) {
        *keys = vm_own_keys(vm, *obj, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY);
        if (*keys == V_EXC)
            goto out;
    }
    jb_ch(&s->out, '{');
    bool any = false;
    Value *v = gc_handle(vm, V_UNDEF);
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        *k = vm_array(*keys)->elems->v[i];
        *v = vm_get_js(vm, *obj, *k);
        if (*v == V_EXC)
            goto out;
        int r = ser_member(s, obj, k, v, any);
        if (r < 0)
            goto out;
        any |= r > 0;
    }
    if (any && s->gaplen)
        newline_indent(s, s->level - 1);
    jb_ch(&s->out, '}');
    rc = leave(s);
out:
    gc_scope_close(vm, sc);
    return rc;
}

static int ser_array(Ser *s, Value *arr, Value key)
{
    Vm *vm = s->vm;
    if (enter(s, arr, key) < 0)
        return -1;
    int64_t len = vm_length_of_js(vm, *arr);
    if (len < 0)
        return -1;
    size_t sc0 = gc_scope_open(vm);
    Value *kh = gc_handle(vm, V_UNDEF);
    Value *v = gc_handle(vm, V_UNDEF);
    jb_ch(&s->out, '[');
    for (int64_t i = 0; i < len; i++) {
        if (i)
            jb_ch(&s->out, ',');
        if (s->gaplen)
            newline_indent(s, s->level);
        int r;
        Value el = dense_el(*arr, i);
        if (el != V_EMPTY) {
            /* a present dense element: [[Get]] is the element itself */
            *kh = v_int((int32_t)i);
            *v = el;
            r = ser_got(s, arr, kh, v);
        } else if (i <= INT32_MAX) {
            r = ser_prop(s, *arr, v_int((int32_t)i));
        } else {
            size_t sc = gc_scope_open(vm);
            Value *ks = gc_handle(vm, vm_num_to_str(vm, (double)i));
            r = *ks == V_EXC ? -1 : ser_prop(s, *arr, *ks);
            gc_scope_close(vm, sc);
        }
        if (r < 0)
            goto fail;
        if (r == 0)
            jb_ascii(&s->out, "null");
        if ((i & 1023) == 1023 && vm_poll(vm) < 0)
            goto fail;
    }
    gc_scope_close(vm, sc0);
    if (len > 0 && s->gaplen)
        newline_indent(s, s->level - 1);
    jb_ch(&s->out, ']');
    return leave(s);
fail:
    gc_scope_close(vm, sc0);
    return -1;
}

/* ---- SerializeJSONProperty ------------------------------------------------- */

/* The value's JSON text into s->out: 1 written, 0 undefined (nothing
 * written), -1 error. *vh is a handle. */
static int ser_value(Ser *s, Value *vh, Value key)
{
    Vm *vm = s->vm;
    if (v_is_object(*vh) && v_hdr(*vh)->cls != CLS_PLAIN && v_hdr(*vh)->cls != CLS_ARRAY) {
        int cls = v_hdr(*vh)->cls;
        if (cls == CLS_RAW_JSON) { /* JSON.rawJSON's text, verbatim (frozen: it is still there) */
            Value t = vm_get_str_js(vm, *vh, "rawJSON");
            if (t == V_EXC)
                return -1;
            String *fs = vm_str_flat(vm, t);
            if (!fs)
                return -1;
            for (uint32_t i = 0; i < fs->len; i++)
                jb_ch(&s->out, (fs->hdr.flags & STR_WIDE) ? ((uint16_t *)fs->data)[i] : ((uint8_t *)fs->data)[i]);
            return 1;
        }
        if (cls == CLS_NUMBER) {
            double d;
            if (vm_to_number_js(vm, *vh, &d) < 0)
                return -1;
            *vh = v_num(d);
        } else if (cls == CLS_STRING) {
            Value str = vm_to_string_js(vm, *vh);
            if (str == V_EXC)
                return -1;
            *vh = str;
        } else if (cls == CLS_BOOLEAN || cls == CLS_BIGINT) {
            *vh = ((PrimObj *)v_cell(*vh))->prim;
        }
    }
    if (v_is_bigint(*vh)) {
        vm_throw_error(vm, ERR_TYPE, "Do not know how to serialize a BigInt");
        return -1;
    }
    Value v = *vh;
    if (v == V_NULL) {
        jb_ascii(&s->out, "null");
        return 1;
    }
    if (v == V_TRUE || v == V_FALSE) {
        jb_ascii(&s->out, v == V_TRUE ? "true" : "false");
        return 1;
    }
    if (v_is_string(v))
        return quote_value(s, v) < 0 ? -1 : 1;
    if (v_is_number(v)) {
        double d = v_to_double(v);
        if (!isfinite(d)) {
            jb_ascii(&s->out, "null");
        } else {
            char buf[32];
            size_t n = vm_num_format(d, buf);
            buf[n] = 0;
            jb_ascii(&s->out, buf);
        }
        return 1;
    }
    if (v_is_object(v) && !vm_is_callable_noalloc(v)) {
        int isa = vm_is_array_js(s->vm, v); /* a proxy of an array is one */
        if (isa < 0)
            return -1;
        int r = isa ? ser_array(s, vh, key) : ser_object(s, vh, key);
        return r < 0 ? -1 : 1;
    }
    return 0; /* undefined, functions, symbols */
}

/* holder[key] after toJSON and the replacer; key is an int (array index)
 * or a string. */
static int ser_prop(Ser *s, Value holder, Value key)
{
    Vm *vm = s->vm;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, holder);
    Value *k = gc_handle(vm, key);
    Value *v = gc_handle(vm, V_UNDEF);
    int rc = -1;
    *v = v_is_int(*k) ? vm_get_index_js(vm, *h, v_get_int(*k)) : vm_get_js(vm, *h, *k);
    if (*v != V_EXC)
        rc = ser_got(s, h, k, v);
    gc_scope_close(vm, sc);
    return rc;
}

/* True when [[Get]](v, "toJSON") is certainly undefined without running
 * anything: v is a plain object or an array with a tree shape, and neither
 * that shape nor any prototype on its chain has a toJSON property. Tree
 * shapes are immutable and a change to a prototype's keys bumps
 * vm->shape_epoch, so the answer is cached per shape for the epoch. */
static bool no_tojson(Ser *s, Value v)
{
    Vm *vm = s->vm;
    Object *o = v_obj(v);
    if ((o->hdr.cls != CLS_PLAIN && o->hdr.cls != CLS_ARRAY) || (o->hdr.flags & OBJ_DICT))
        return false;
    Value sv = v_from_cell(o->shape);
    if (s->tj_epoch != vm->shape_epoch) {
        for (int i = 0; i < TJ_CACHE; i++)
            s->tj[i] = V_UNDEF;
        s->tj_epoch = vm->shape_epoch;
    } else {
        for (int i = 0; i < TJ_CACHE; i++)
            if (s->tj[i] == sv)
                return true;
    }
    Value tj = vm->atom[A_toJSON];
    uint32_t slot, attrs;
    Shape *sh = o->shape;
    for (int guard = 0;; guard++) {
        if (guard > 64 || vm_shape_lookup_noalloc(sh, tj, &slot, &attrs))
            return false;
        if (sh->proto == V_NULL)
            break;
        Object *p = v_obj(sh->proto);
        if (p->hdr.cls != CLS_PLAIN && p->hdr.cls != CLS_ARRAY)
            return false;
        sh = p->shape;
    }
    s->tj[s->tj_next++ % TJ_CACHE] = sv;
    return true;
}

/* SerializeJSONProperty after the [[Get]]: *v (a handle) is holder[key];
 * toJSON and the replacer, then the value's text. *h and *kh are handles;
 * the key is an int (array index) or a string. */
static int ser_got(Ser *s, Value *h, Value *kh, Value *v)
{
    Vm *vm = s->vm;
    size_t sc = gc_scope_open(vm);
    Value *k = kh;
    Value *ks = gc_handle(vm, v_is_int(*kh) ? V_UNDEF : *kh); /* key as a string, made on demand */
    int rc = -1;
    if ((v_is_object(*v) && !no_tojson(s, *v)) || v_is_bigint(*v)) {
        Value tj = vm_get_prop_js(vm, *v, vm->atom[A_toJSON]);
        if (tj == V_EXC)
            goto out;
        if (vm_is_callable_noalloc(tj)) {
            Value *tjh = gc_handle(vm, tj);
            if (*ks == V_UNDEF && (*ks = vm_num_to_str(vm, v_get_int(*k))) == V_EXC)
                goto out;
            *v = vm_call_js(vm, *tjh, *v, 1, ks);
            if (*v == V_EXC)
                goto out;
        }
    }
    if (*s->replacer != V_UNDEF) {
        if (*ks == V_UNDEF && (*ks = vm_num_to_str(vm, v_get_int(*k))) == V_EXC)
            goto out;
        Value args[2] = {*ks, *v};
        *v = vm_call_js(vm, *s->replacer, *h, 2, args);
        if (*v == V_EXC)
            goto out;
    }
    rc = ser_value(s, v, *k);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* The replacer array's PropertyList: strings, numbers and their wrappers,
 * converted to strings, first occurrence kept. */
static Value property_list(Vm *vm, Value rep)
{
    size_t sc = gc_scope_open(vm);
    Value *r = gc_handle(vm, rep);
    Value *list = gc_handle(vm, vm_new_array(vm, 0));
    Value *item = gc_handle(vm, V_UNDEF);
    Value res = V_EXC;
    if (*list == V_EXC)
        goto out;
    int64_t len = vm_length_of_js(vm, *r);
    if (len < 0)
        goto out;
    for (int64_t i = 0; i < len; i++) {
        *item = vm_get_index_js(vm, *r, i);
        if (*item == V_EXC)
            goto out;
        if (v_is_number(*item) || v_is_class(*item, CLS_NUMBER) || v_is_class(*item, CLS_STRING)) {
            *item = vm_to_string_js(vm, *item);
            if (*item == V_EXC)
                goto out;
        } else if (!v_is_string(*item)) {
            continue;
        }
        String *f = vm_str_flat(vm, *item);
        if (!f)
            goto out;
        *item = v_from_cell(f);
        bool dup = false;
        ArrayObj *a = vm_array(*list);
        for (uint32_t j = 0; j < a->length && !dup; j++)
            dup = vm_str_equals_noalloc(v_str(a->elems->v[j]), v_str(*item));
        if (!dup && vm_array_push(vm, *list, *item) < 0)
            goto out;
    }
    res = *list;
out:
    gc_scope_close(vm, sc);
    return res;
}

static int set_gap(Vm *vm, Ser *s, Value *space)
{
    if (v_is_class(*space, CLS_NUMBER)) {
        double d;
        if (vm_to_number_js(vm, *space, &d) < 0)
            return -1;
        *space = v_num(d);
    } else if (v_is_class(*space, CLS_STRING)) {
        Value str = vm_to_string_js(vm, *space);
        if (str == V_EXC)
            return -1;
        *space = str;
    }
    if (v_is_number(*space)) {
        double d;
        if (vm_to_integer_js(vm, *space, &d) < 0)
            return -1;
        int n = d > 10 ? 10 : d < 1 ? 0 : (int)d;
        for (int i = 0; i < n; i++)
            s->gap[i] = ' ';
        s->gaplen = n;
    } else if (v_is_string(*space)) {
        String *f = vm_str_flat(vm, *space);
        if (!f)
            return -1;
        s->gaplen = f->len < 10 ? (int)f->len : 10;
        for (int i = 0; i < s->gaplen; i++)
            s->gap[i] = str_at(f, (uint32_t)i);
    }
    return 0;
}

Value lib_json_stringify_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Ser s;
    memset(&s, 0, sizeof s);
    s.vm = vm;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *val = gc_handle(vm, ARG(0));
    s.replacer = gc_handle(vm, V_UNDEF);
    s.plist = gc_handle(vm, V_UNDEF);
    Value *space = gc_handle(vm, ARG(2));
    int isa = vm_is_callable_noalloc(ARG(1)) ? 0 : vm_is_array_js(vm, ARG(1)); /* through proxies */
    if (isa < 0)
        goto out;
    if (vm_is_callable_noalloc(ARG(1))) {
        *s.replacer = ARG(1);
    } else if (isa) {
        *s.plist = property_list(vm, ARG(1));
        if (*s.plist == V_EXC)
            goto out;
    }
    if (set_gap(vm, &s, space) < 0)
        goto out;
    s.stack = gc_handle(vm, vm_new_array(vm, 0));
    if (*s.stack == V_EXC)
        goto out;
    s.tj = gc_handle(vm, V_UNDEF);
    for (int i = 1; i < TJ_CACHE; i++)
        gc_handle(vm, V_UNDEF);
    s.tj_epoch = vm->shape_epoch;
    Value *wrapper = gc_handle(vm, vm_new_object(vm));
    if (*wrapper == V_EXC || vm_define_own(vm, *wrapper, vm->atom[A_empty], *val, PROP_DEFAULT) < 0)
        goto out;
    int rc = ser_prop(&s, *wrapper, vm->atom[A_empty]);
    if (rc < 0)
        goto out;
    r = rc == 0 ? V_UNDEF : jb_to_str(vm, &s.out);
out:
    jb_free(&s.out);
    gc_scope_close(vm, sc);
    return r;
}

/* JSON.isRawJSON(v): made by JSON.rawJSON */
static Value json_is_raw(Vm *vm, Value *argv, int argc, bool construct)
{
    return v_bool(v_is_class(ARG(0), CLS_RAW_JSON));
}

int lib_install_json(Vm *vm)
{
    static const LibFn fns[] = {
        {"parse", lib_json_parse_js, 2, 0},
        {"stringify", lib_json_stringify_js, 3, 0},
        {"rawJSON", lib_json_raw_js, 1, 0},
        {"isRawJSON", json_is_raw, 1, 0},
        {NULL, NULL, 0, 0},
    };
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *json = gc_handle(vm, lib_new_namespace(vm, "JSON"));
    if (*json == V_EXC || lib_def_fns(vm, *json, fns) < 0)
        goto out;
    Value tag = vm_str_from_cstr(vm, "JSON");
    if (tag == V_EXC || vm_define_own(vm, *json, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
