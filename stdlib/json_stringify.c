/* stdlib/json_stringify.c — JSON.stringify(value, replacer, space) and the
 * JSON namespace object.
 *
 * Output goes into a malloc'd UTF-16 JsonBuf (no GC references), so it
 * survives every allocation; values being serialised sit in handles. The
 * objects currently open form a rooted JS array [key0, obj0, key1, obj1, ...]
 * (key: int for an array index, string for a property): it detects cycles
 * and names the path in V8's multi-line "Converting circular structure"
 * TypeError. Recursion stops at JSON_MAX_DEPTH with node's RangeError.
 *
 * Without a replacer or a gap, plain objects and arrays are walked by a loop
 * over an explicit stack instead (the iterative path, flat_run), so that a
 * deep tree of them serialises as in node, whose fast path is not recursive
 * either; any other value met on the way goes through the recursive path.
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
    /* the iterative path: its open containers are the bottom of *stack */
    Value *kv;                /* the open objects' shapes (as cells), one each */
    struct FlatKey *fk;       /* the open objects' enumerable string keys, in order */
    uint32_t nfk, fk_cap;
    uint64_t fk_gcs;          /* collections when fk's keys were read: a collection moves them */
    bool moved;               /* something that may collect ran since fk was checked */
    Shape *last_shape;        /* the object closed last: its keys are still in fk at */
    uint32_t last_kbase, last_n; /* last_kbase while no collection ran since last_gcs */
    uint64_t last_gcs;
    struct FlatFrame *fr;
    uint32_t nfr, fr_cap;
    uintptr_t *set;           /* addresses of open containers from FLAT_SCAN up; 0 = empty */
    uint32_t set_cap, set_n;
    uint64_t set_gcs;         /* collections when *set was filled: a collection moves objects */
} Ser;

static int ser_prop(Ser *s, Value holder, Value key);
static int ser_got(Ser *s, Value *h, Value *kh, Value *v);

/* The escape of code unit c in a JSON string (made in u for \uXXXX), or
 * NULL where c stands for itself; a surrogate is escaped (a pair is not
 * looked at here). */
static const char *json_escape(uint16_t c, char u[7])
{
    static const char hex[] = "0123456789abcdef";
    switch (c) {
    case '\b': return "\\b";
    case '\t': return "\\t";
    case '\n': return "\\n";
    case '\f': return "\\f";
    case '\r': return "\\r";
    case '"': return "\\\"";
    case '\\': return "\\\\";
    default: break;
    }
    if (c >= 0x20 && (c < 0xD800 || c > 0xDFFF))
        return NULL;
    u[0] = '\\', u[1] = 'u', u[2] = hex[c >> 12], u[3] = hex[(c >> 8) & 15];
    u[4] = hex[(c >> 4) & 15], u[5] = hex[c & 15], u[6] = 0;
    return u;
}

static void quote(JsonBuf *b, const String *str)
{
    /* room for every unit as itself and the quotes; an escape asks for
     * its extra units when it comes, so plain units need no check */
    uint32_t n = str->len;
    if (!jb_reserve(b, (size_t)n + 2))
        return;
    b->p[b->len++] = '"';
    char u[7];
    if (!(str->hdr.flags & STR_WIDE)) {
        const uint8_t *d = str->data;
        uint16_t *o = b->p + b->len;
        for (uint32_t i = 0; i < n; i++) {
            uint8_t c = d[i];
            if (LIKELY(c >= 0x20 && c != '"' && c != '\\')) {
                *o++ = c;
                continue;
            }
            b->len = (size_t)(o - b->p);
            const char *esc = json_escape(c, u);
            size_t el = strlen(esc);
            if (!jb_reserve(b, el + (n - i - 1) + 1))
                return;
            for (size_t j = 0; j < el; j++)
                b->p[b->len++] = (uint8_t)esc[j];
            o = b->p + b->len;
        }
        b->len = (size_t)(o - b->p);
    } else {
        const uint16_t *d = (const uint16_t *)str->data;
        for (uint32_t i = 0; i < n; i++) {
            uint16_t c = d[i];
            if (c >= 0xD800 && c <= 0xDBFF && i + 1 < n && d[i + 1] >= 0xDC00 && d[i + 1] <= 0xDFFF) {
                b->p[b->len++] = c; /* a pair: both units as they are */
                b->p[b->len++] = d[++i];
                continue;
            }
            const char *esc = json_escape(c, u);
            if (!esc) {
                b->p[b->len++] = c;
                continue;
            }
            size_t el = strlen(esc);
            if (!jb_reserve(b, el + (n - i - 1) + 1))
                return;
            for (size_t j = 0; j < el; j++)
                b->p[b->len++] = (uint8_t)esc[j];
        }
    }
    b->p[b->len++] = '"';
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
    int rc = vm_array_append(vm, *s->stack, *kh) < 0 || vm_array_append(vm, *s->stack, *obj) < 0 ? -1 : 0;
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

/* The text of null, a boolean, a number or a string: 1 written, 0 not one
 * of those, -1 error. */
static int ser_prim(Ser *s, Value v)
{
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
    return 0;
}

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
    int r = ser_prim(s, v);
    if (r)
        return r;
    if (v_is_object(v) && !vm_is_callable_noalloc(v)) {
        int isa = vm_is_array_js(s->vm, v); /* a proxy of an array is one */
        if (isa < 0)
            return -1;
        r = isa ? ser_array(s, vh, key) : ser_object(s, vh, key);
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

/* ---- the iterative path ---------------------------------------------------
 *
 * Used when there is no replacer and no gap. A container is an array or a
 * plain object with a tree shape of at most SHAPE_MAX_TREE_PROPS string
 * keys, neither with toJSON on its chain (no_tojson): the loop below writes
 * it, its primitives, and its containers, keeping their positions in
 * FlatFrames; any other member (a Date, a Map, a proxy, a BigInt, an
 * accessor's value, a hole) goes through ser_got/ser_prop, the recursive
 * path, as the spec says. The open containers are pairs on *stack like the
 * recursive path's, so each path's circle check and message see the other's
 * objects; they are always the bottom of it, as the recursive path returns
 * before the loop goes on.
 *
 * The circle check scans the first FLAT_SCAN pairs and looks deeper ones up
 * in an address set, rebuilt after any collection (it moves objects), so a
 * million-deep tree costs linear time. There is no depth limit here: only
 * the recursive path recurses. */

#define FLAT_SCAN 32
#define FLAT_GET 0x80000000u /* FlatKey.slot flag: an accessor, read by [[Get]] */

/* A key of an open object. The Value is not a root: the shape in *kv
 * keeps it alive, and flat_keys reads it again after a collection. */
typedef struct FlatKey {
    Value key;
    uint32_t slot; /* the key's slot in the shape, | FLAT_GET */
} FlatKey;

typedef struct FlatFrame {
    uint32_t kbase; /* object: its first key in fk; its shape is (*kv)[sidx] */
    uint32_t sidx;
    uint32_t n, i;  /* members (array length or key count), the next one */
    bool obj, any;  /* an object; some member written */
} FlatFrame;

/* Append the enumerable string keys of tree shape sh to fk at `at` (room
 * is there), in property order; their count, or UINT32_MAX for a shape
 * with integer keys (those come first: the recursive path orders them) or
 * past SHAPE_MAX_TREE_PROPS. Allocates nothing. */
static uint32_t shape_keys(Ser *s, Shape *sh, uint32_t at)
{
    Shape *chain[SHAPE_MAX_TREE_PROPS];
    uint32_t n = 0, k = 0;
    for (Shape *p = sh; p && p->key != V_EMPTY; p = p->parent) {
        if (n == SHAPE_MAX_TREE_PROPS || v_is_int(p->key))
            return UINT32_MAX;
        chain[n++] = p;
    }
    while (n--) {
        Shape *p = chain[n];
        if (!(p->attrs & PROP_ENUMERABLE) || !v_is_string(p->key))
            continue;
        s->fk[at + k].key = p->key;
        s->fk[at + k].slot = p->slot | (p->attrs & PROP_ACCESSOR ? FLAT_GET : 0);
        k++;
    }
    return k;
}

/* Make fk's keys current after a collection moved them. */
static void flat_keys(Ser *s)
{
    s->moved = false;
    uint64_t gcs = gc_collections_noalloc(s->vm);
    if (gcs == s->fk_gcs)
        return;
    s->fk_gcs = gcs;
    if (*s->kv == V_UNDEF)
        return; /* no object opened yet */
    Value *kv = vm_array(*s->kv)->elems->v;
    for (uint32_t i = 0; i < s->nfr; i++)
        if (s->fr[i].obj)
            shape_keys(s, (Shape *)v_cell(kv[s->fr[i].sidx]), s->fr[i].kbase);
}

enum { FLAT_NO, FLAT_ARRAY, FLAT_OBJECT };

/* An object flat_push may open (it checks the shape's keys itself). */
static int flat_kind(Ser *s, Value v)
{
    if (!v_is_object(v) || !no_tojson(s, v))
        return FLAT_NO; /* no_tojson: plain or array, no dictionary shape */
    return v_hdr(v)->cls == CLS_ARRAY ? FLAT_ARRAY : FLAT_OBJECT;
}

static inline uint32_t set_pos(const Ser *s, uintptr_t a)
{
    return (uint32_t)(((uint64_t)(a >> 3) * 0x9E3779B97F4A7C15ull) >> 32) & (s->set_cap - 1);
}

static bool set_has(const Ser *s, uintptr_t a)
{
    if (!s->set_n)
        return false;
    for (uint32_t i = set_pos(s, a);; i = (i + 1) & (s->set_cap - 1)) {
        if (s->set[i] == a)
            return true;
        if (!s->set[i])
            return false;
    }
}

static void set_put(Ser *s, uintptr_t a);

static bool set_grow(Ser *s)
{
    uint32_t oc = s->set_cap, nc = oc ? oc * 2 : 64;
    uintptr_t *old = s->set, *ns = calloc(nc, sizeof *ns);
    if (!ns)
        return false;
    s->set = ns;
    s->set_cap = nc;
    s->set_n = 0;
    for (uint32_t i = 0; i < oc; i++)
        if (old[i])
            set_put(s, old[i]);
    free(old);
    return true;
}

static void set_put(Ser *s, uintptr_t a)
{
    uint32_t i = set_pos(s, a);
    while (s->set[i])
        i = (i + 1) & (s->set_cap - 1);
    s->set[i] = a;
    s->set_n++;
}

/* Linear probing's deletion: shift later members of the run back so no
 * lookup stops early at the hole. */
static void set_del(Ser *s, uintptr_t a)
{
    uint32_t m = s->set_cap - 1, i = set_pos(s, a);
    for (; s->set[i] != a; i = (i + 1) & m)
        if (!s->set[i])
            return; /* absent (cannot happen: every open pair past FLAT_SCAN is in) */
    for (uint32_t j = (i + 1) & m; s->set[j]; j = (j + 1) & m) {
        uint32_t h = set_pos(s, s->set[j]);
        if (((j - h) & m) >= ((j - i) & m)) { /* its home is at or before the hole */
            s->set[i] = s->set[j];
            i = j;
        }
    }
    s->set[i] = 0;
    s->set_n--;
}

/* Make *set hold the open pairs from FLAT_SCAN up, at their current addresses. */
static bool set_sync(Ser *s)
{
    uint64_t gcs = gc_collections_noalloc(s->vm);
    if (gcs == s->set_gcs && s->set)
        return true;
    s->set_gcs = gcs;
    ArrayObj *st = vm_array(*s->stack);
    uint32_t n = st->length / 2;
    if (s->set)
        memset(s->set, 0, s->set_cap * sizeof *s->set);
    s->set_n = 0;
    for (uint32_t i = FLAT_SCAN; i < n; i++) {
        if ((s->set_n + 1) * 2 > s->set_cap && !set_grow(s))
            return false;
        set_put(s, (uintptr_t)v_cell(st->elems->v[2 * i + 1]));
    }
    return true;
}

/* The pair index of obj if it is open, else -1 (-2: out of memory). */
static int64_t flat_seen(Ser *s, Value obj)
{
    ArrayObj *st = vm_array(*s->stack);
    uint32_t n = st->length / 2;
    for (uint32_t i = 0; i < n && i < FLAT_SCAN; i++)
        if (st->elems->v[2 * i + 1] == obj)
            return i;
    if (n <= FLAT_SCAN)
        return -1;
    if (!set_sync(s))
        return -2;
    if (!set_has(s, (uintptr_t)v_cell(obj)))
        return -1;
    for (uint32_t i = FLAT_SCAN; i < n; i++)
        if (st->elems->v[2 * i + 1] == obj)
            return i;
    return -1;
}

/* Open the container *obj (its kind from flat_kind) reached through key. */
static int flat_push(Ser *s, Value *obj, Value key, int kind)
{
    Vm *vm = s->vm;
    FlatFrame f = {0, 0, 0, 0, kind == FLAT_OBJECT, false};
    if (kind == FLAT_OBJECT) {
        if (s->nfk + SHAPE_MAX_TREE_PROPS > s->fk_cap) {
            uint32_t nc = s->fk_cap ? s->fk_cap * 2 : 256;
            FlatKey *nk = realloc(s->fk, nc * sizeof *nk);
            if (!nk) {
                vm_throw_oom(vm);
                return -1;
            }
            s->fk = nk;
            s->fk_cap = nc;
        }
        if (s->moved)
            flat_keys(s);
        f.kbase = s->nfk;
        Shape *sh = v_obj(*obj)->shape;
        if (sh == s->last_shape && f.kbase == s->last_kbase && gc_collections_noalloc(vm) == s->last_gcs)
            f.n = s->last_n; /* a sibling of the same shape: its keys are there */
        else if ((f.n = shape_keys(s, sh, f.kbase)) == UINT32_MAX)
            return -2;
    } else {
        f.n = vm_array(*obj)->length;
    }
    int64_t seen = flat_seen(s, *obj);
    if (seen == -2) {
        vm_throw_oom(vm);
        return -1;
    }
    if (seen >= 0)
        return throw_circular(s, (uint32_t)seen, key);
    if (s->nfr == s->fr_cap) {
        uint32_t nc = s->fr_cap ? s->fr_cap * 2 : 16;
        FlatFrame *nf = realloc(s->fr, nc * sizeof *nf);
        if (!nf) {
            vm_throw_oom(vm);
            return -1;
        }
        s->fr = nf;
        s->fr_cap = nc;
    }
    /* open from here on: on an error, nothing reads the frames again */
    f.sidx = *s->kv == V_UNDEF ? 0 : vm_array(*s->kv)->length;
    s->fr[s->nfr++] = f;
    s->nfk += f.obj ? f.n : 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *kh = gc_handle(vm, key);
    if (vm_array_append(vm, *s->stack, *kh) < 0 || vm_array_append(vm, *s->stack, *obj) < 0)
        goto out;
    s->level++;
    uint32_t depth = vm_array(*s->stack)->length / 2;
    if (depth > FLAT_SCAN && s->set) {
        /* a collection since the last sync refills the set, this pair included */
        uint64_t gcs = s->set_gcs;
        if (!set_sync(s) || (gcs == s->set_gcs && (s->set_n + 1) * 2 > s->set_cap && !set_grow(s))) {
            vm_throw_oom(vm);
            goto out;
        }
        if (gcs == s->set_gcs)
            set_put(s, (uintptr_t)v_cell(*obj));
    }
    if (f.obj) {
        if (*s->kv == V_UNDEF && (*s->kv = vm_new_array(vm, 0)) == V_EXC)
            goto out;
        if (vm_array_append(vm, *s->kv, v_from_cell(v_obj(*obj)->shape)) < 0)
            goto out;
        s->moved = true; /* the pushes may have collected */
    }
    jb_ch(&s->out, f.obj ? '{' : '[');
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static void trim(Value arr, uint32_t len)
{
    /* these arrays never reach JS: drop the tail in place (a plain store of
     * the hole needs no barrier) */
    ArrayObj *a = vm_array(arr);
    for (uint32_t i = len; i < a->length; i++)
        a->elems->v[i] = V_EMPTY;
    a->length = len;
}

static int flat_pop(Ser *s)
{
    FlatFrame *f = &s->fr[--s->nfr];
    if (f->obj) {
        s->last_shape = (Shape *)v_cell(vm_array(*s->kv)->elems->v[f->sidx]);
        s->last_kbase = f->kbase;
        s->last_n = f->n;
        s->last_gcs = gc_collections_noalloc(s->vm);
        trim(*s->kv, f->sidx);
        s->nfk = f->kbase;
    }
    ArrayObj *st = vm_array(*s->stack);
    uint32_t depth = st->length / 2;
    uintptr_t a = (uintptr_t)v_cell(st->elems->v[st->length - 1]);
    trim(*s->stack, st->length - 2);
    s->level--;
    if (depth > FLAT_SCAN && s->set) {
        uint64_t gcs = s->set_gcs;
        if (!set_sync(s)) {
            vm_throw_oom(s->vm);
            return -1;
        }
        if (gcs == s->set_gcs)
            set_del(s, a);
    }
    return 0;
}

/* holder[key] = v, a member of the innermost open container: written (1),
 * left out (0: undefined, a symbol, a function), opened as a container
 * (1), or -1. */
static int flat_member(Ser *s, Value holder, Value key, Value v)
{
    Vm *vm = s->vm;
    if (v_is_object(v) || (v_is_string(v) && v_hdr(v)->type != T_STRING))
        s->moved = true; /* a container opened, JS run, a rope flattened */
    int r = ser_prim(s, v);
    if (r)
        return r;
    if (v == V_UNDEF || v_is_symbol(v) || vm_is_callable_noalloc(v))
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, holder);
    Value *kh = gc_handle(vm, key);
    Value *vh = gc_handle(vm, v);
    int kind = flat_kind(s, v);
    r = kind != FLAT_NO ? flat_push(s, vh, *kh, kind) : -2;
    if (r == -2)
        r = ser_got(s, h, kh, vh);
    else
        r = r < 0 ? -1 : 1;
    gc_scope_close(vm, sc);
    return r;
}

/* Serialise *root, a container by flat_kind: 1, -1 (the open pairs are
 * then left on *stack: nothing reads them again), or -2 having done
 * nothing (a shape flat_push refuses). */
static int flat_run(Ser *s, Value *root, int kind)
{
    Vm *vm = s->vm;
    int opened = flat_push(s, root, vm->atom[A_empty], kind);
    if (opened < 0)
        return opened;
    uint32_t steps = 0;
    while (s->nfr) {
        if ((++steps & 1023) == 0) {
            s->moved = true;
            if (vm_poll(vm) < 0)
                return -1;
        }
        uint32_t fi = s->nfr - 1;
        FlatFrame *f = &s->fr[fi];
        ArrayObj *st = vm_array(*s->stack);
        Value holder = st->elems->v[st->length - 1];
        if (f->i == f->n) {
            jb_ch(&s->out, f->obj ? '}' : ']');
            if (flat_pop(s) < 0)
                return -1;
            continue;
        }
        uint32_t i = f->i++;
        int r;
        if (!f->obj) {
            if (i)
                jb_ch(&s->out, ',');
            Value el = dense_el(holder, i);
            if (el != V_EMPTY) {
                r = flat_member(s, holder, v_int((int32_t)i), el);
            } else if (i <= INT32_MAX) {
                s->moved = true;
                r = ser_prop(s, holder, v_int((int32_t)i));
            } else {
                s->moved = true;
                size_t sc = gc_scope_open(vm);
                Value *h = gc_handle(vm, holder);
                Value *ks = gc_handle(vm, vm_num_to_str(vm, (double)i));
                r = *ks == V_EXC ? -1 : ser_prop(s, *h, *ks);
                gc_scope_close(vm, sc);
            }
            if (r == 0)
                jb_ascii(&s->out, "null");
        } else {
            uint32_t k = f->kbase + i;
            if (s->moved)
                flat_keys(s);
            Object *o = v_obj(holder);
            Value shape = vm_array(*s->kv)->elems->v[f->sidx];
            if (o->shape == (Shape *)v_cell(shape) && !(s->fk[k].slot & FLAT_GET)) {
                /* a data property of the shape the keys came from */
                Value v = o->slots->v[s->fk[k].slot];
                if (v == V_UNDEF || v_is_symbol(v) || vm_is_callable_noalloc(v))
                    continue; /* left out */
                size_t mark = s->out.len;
                if (f->any)
                    jb_ch(&s->out, ',');
                if (v_hdr(s->fk[k].key)->type != T_STRING) {
                    /* a rope to flatten (keys seldom are): read all again */
                    if (quote_value(s, s->fk[k].key) < 0)
                        return -1;
                    flat_keys(s);
                    st = vm_array(*s->stack);
                    o = v_obj(st->elems->v[st->length - 1]);
                    v = o->slots->v[s->fk[k].slot];
                } else {
                    quote(&s->out, v_str(s->fk[k].key));
                }
                jb_ch(&s->out, ':');
                r = flat_member(s, v_from_cell(o), s->fk[k].key, v);
                if (r == 0)
                    s->out.len = mark; /* toJSON gave undefined: left out after all */
            } else {
                s->moved = true;
                size_t sc = gc_scope_open(vm);
                Value *h = gc_handle(vm, holder);
                Value *kh = gc_handle(vm, s->fk[k].key);
                Value *v = gc_handle(vm, vm_get_js(vm, *h, *kh));
                r = *v == V_EXC ? -1 : ser_member(s, h, kh, v, f->any);
                gc_scope_close(vm, sc);
            }
            if (r > 0)
                s->fr[fi].any = true; /* s->fr may have moved */
        }
        if (r < 0)
            return -1;
    }
    return 1;
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
        if (!dup && vm_array_append(vm, *list, *item) < 0)
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
    s.kv = gc_handle(vm, V_UNDEF); /* made by the first object the iterative path opens */
    int rc, kind = *s.replacer == V_UNDEF && *s.plist == V_UNDEF && !s.gaplen ? flat_kind(&s, *val) : FLAT_NO;
    /* the wrapper object { "": value } is seen only by a replacer */
    rc = kind != FLAT_NO ? flat_run(&s, val, kind) : -2;
    if (rc == -2) {
        Value *wrapper = gc_handle(vm, vm_new_object(vm));
        if (*wrapper == V_EXC || vm_define_own(vm, *wrapper, vm->atom[A_empty], *val, PROP_DEFAULT) < 0)
            goto out;
        rc = ser_prop(&s, *wrapper, vm->atom[A_empty]);
    }
    if (rc < 0)
        goto out;
    r = rc == 0 ? V_UNDEF : jb_to_str(vm, &s.out);
out:
    jb_free(&s.out);
    free(s.fr);
    free(s.fk);
    free(s.set);
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
