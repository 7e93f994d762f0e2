/* stdlib/clone.c — structured clone: the global structuredClone(value) and
 * the serialiser Workers use for messages (stdlib/clone.h).
 *
 * What is cloned follows V8's ValueSerializer as node runs it: primitives;
 * plain objects (own enumerable string keys, read with [[Get]] so getters
 * run, keys a getter deleted are skipped; the prototype is not kept, so
 * class instances become plain objects); arrays (length, holes, extra
 * properties); Map, Set, Date, RegExp (source and flags; lastIndex 0);
 * Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError,
 * URIError (any other name becomes Error) with message, stack and cause;
 * ArrayBuffer, typed arrays and DataView (bytes copied; views of one buffer
 * still share the copy); Number, String and Boolean objects. Anything else
 * (functions, symbols, WeakMap, Promise, iterators, ...) is node's
 * `DOMException [DataCloneError]: <value> could not be cloned.`
 *
 * Format: one tag byte, then the payload (native byte order: a buffer is
 * read by the process that wrote it). An object gets the next id when first
 * written and is written as K_REF id after that, so cycles and shared
 * references survive; the reader numbers objects in the same order. The
 * writer's id table is a Map in a handle (objects move; the table rehashes).
 */
#include <math.h>
#include <stdio.h>

#include "clone.h"
#include "worker.h"
#include "regexp_int.h"
#include "typed_int.h"
#include "../vm/maptable.h"
#include "../vm/shape.h"
#include "../vm/typed.h"
#include "../regex/rx.h"

enum {
    K_UNDEF = 'u', K_NULL = '0', K_FALSE = 'F', K_TRUE = 'T', K_INT = 'I', K_DOUBLE = 'N',
    K_STR8 = 's', K_STR16 = 'w', K_REF = 'r', K_END = 'E',
    K_OBJECT = 'o', K_ARRAY = 'a', K_MAP = 'M', K_SET = 'S', K_DATE = 'D', K_REGEXP = 'R',
    K_NUMBER_OBJ = 'n', K_STRING_OBJ = 'x', K_BOOL_OBJ = 'b', K_ERROR = 'e',
    K_ARRAYBUFFER = 'B', K_IMMUTABLE_AB = 'i', /* an immutable ArrayBuffer: its clone is immutable too */
    K_VIEW = 'V', K_DENSE = 'd', K_HOLE = '-',
    K_BIGINT = 'Z', K_BIGINT_OBJ = 'z', /* then the decimal digits as a string */
    K_SHARED = 'H', /* a SharedArrayBuffer: an index into CloneBuf.shared */
    K_PORT = 'P',   /* a transferred MessagePort: an index into CloneBuf.ports */
};

/* Nesting bound for both directions: the writer and reader recurse once per
 * level, a few hundred bytes of C stack each; worker threads get 8 MiB.
 * node 20's serializer runs out of stack at 1,961 nested objects (3,303
 * nested arrays); 2,000 keeps tarn close to it. */
#define CLONE_MAX_DEPTH 2000

/* Error kinds V8 keeps by name (others clone as Error). */
static const char *const err_kind_names[] = {"Error",          "TypeError", "RangeError", "SyntaxError",
                                             "ReferenceError", "EvalError", "URIError"};

void lib_clone_buf_free(CloneBuf *b)
{
    for (uint32_t i = 0; i < b->nshared; i++)
        vm_shared_store_unref(b->shared[i]);
    free(b->shared);
    for (uint32_t i = 0; i < b->nports; i++)
        lib_port_end_drop(b->ports[i]);
    free(b->ports);
    free(b->p);
    *b = (CloneBuf){0};
}

/* ---- writer ------------------------------------------------------------------ */

typedef struct Writer {
    Vm *vm;
    CloneBuf *b;
    Value *memo;     /* Map: object -> id */
    uint32_t next_id;
    int depth;
    unsigned flags;  /* CLONE_* */
    Value *ports;    /* lib_clone_write_transfer_js's array, or NULL */
} Writer;

static int put(Writer *w, const void *p, size_t n)
{
    CloneBuf *b = w->b;
    if (b->cap - b->len < n) {
        size_t nc = b->cap ? b->cap : 256;
        while (nc - b->len < n) {
            if (nc > SIZE_MAX / 4) {
                vm_throw_oom(w->vm);
                return -1;
            }
            nc *= 2;
        }
        uint8_t *np = realloc(b->p, nc);
        if (!np) {
            vm_throw_oom(w->vm);
            return -1;
        }
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->len, p, n);
    b->len += n;
    return 0;
}
static int put_u8(Writer *w, uint8_t x) { return put(w, &x, 1); }
static int put_u32(Writer *w, uint32_t x) { return put(w, &x, 4); }
static int put_f64(Writer *w, double d) { return put(w, &d, 8); }

static int put_string(Writer *w, Value s)
{
    String *f = lib_flat(w->vm, s);
    if (!f)
        return -1;
    bool wide = f->hdr.flags & STR_WIDE;
    uint32_t len = f->len;
    /* put() allocates only malloc memory: f stays valid */
    if (put_u8(w, wide ? K_STR16 : K_STR8) < 0 || put_u32(w, len) < 0)
        return -1;
    return put(w, f->data, wide ? 2 * (size_t)len : len);
}

static bool is_iter_class(unsigned cls)
{
    return cls == CLS_ARRAY_ITER || cls == CLS_MAP_ITER || cls == CLS_SET_ITER || cls == CLS_REGEXP_ITER ||
           cls == CLS_FOR_IN;
}

/* node's DataCloneError: "<V8's text of v> could not be cloned." */
static int not_cloneable(Writer *w, Value v)
{
    Vm *vm = w->vm;
    char *d = NULL;
    if (v_is_symbol(v)) {
        Value s = lib_symbol_descriptive(vm, v);
        if (s == V_EXC)
            return -1;
        d = vm_str_to_utf8(vm, s, NULL);
    } else if (v_is_class(v, CLS_GENERATOR)) {
        d = strdup("[object Generator]");
    } else if (v_is_class(v, CLS_SYMBOL)) {
        d = strdup("[object Symbol]");
    } else if (v_is_object(v) && is_iter_class(v_hdr(v)->cls)) {
        d = vm_value_desc_cstr(vm, v); /* V8 names an iterator by its tag: [object Map Iterator] */
    } else if (v_is_object(v)) {
        bool fn;
        d = vm_obj_desc_cstr(vm, v, &fn);
    } else {
        d = strdup("value");
    }
    if (!d) {
        vm_throw_oom(vm);
        return -1;
    }
    lib_throw_dom_exception(vm, "DataCloneError", "%s could not be cloned.", d);
    free(d);
    return -1;
}

static int write_value(Writer *w, Value v);

/* Own enumerable string-keyed properties of *oh, read with [[Get]], then K_END. */
static int write_props(Writer *w, Value *oh)
{
    Vm *vm = w->vm;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *keys = gc_handle(vm, vm_own_keys(vm, *oh, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY));
    Value *ks = gc_handle(vm, V_UNDEF), *pk = gc_handle(vm, V_UNDEF), *val = gc_handle(vm, V_UNDEF);
    if (*keys == V_EXC)
        goto out;
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        *ks = vm_array(*keys)->elems->v[i];
        *pk = vm_to_propkey_js(vm, *ks); /* a string: no JS runs */
        if (*pk == V_EXC)
            goto out;
        if (!vm_has_own_noalloc(vm, *oh, *pk))
            continue; /* deleted by an earlier getter */
        *val = vm_get_prop_js(vm, *oh, *pk);
        if (*val == V_EXC || put_string(w, *ks) < 0 || write_value(w, *val) < 0)
            goto out;
    }
    rc = put_u8(w, K_END);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* Map/Set: the entries are copied out first (as V8 does), then written. */
static int write_coll(Writer *w, Value *oh, bool set)
{
    Vm *vm = w->vm;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *list = gc_handle(vm, vm_new_array(vm, 0));
    Value *tab = gc_handle(vm, ((MapObj *)v_cell(*oh))->table);
    Value *k = gc_handle(vm, V_UNDEF), *v = gc_handle(vm, V_UNDEF);
    if (*list == V_EXC)
        goto out;
    uint32_t pos = 0;
    for (;;) {
        MapEntry *e = vm_map_cursor_noalloc(tab, &pos);
        if (!e)
            break;
        *k = e->key;
        *v = e->value;
        if (vm_array_append(vm, *list, *k) < 0 || (!set && vm_array_append(vm, *list, *v) < 0))
            goto out;
    }
    uint32_t n = vm_array(*list)->length;
    if (put_u8(w, set ? K_SET : K_MAP) < 0 || put_u32(w, set ? n : n / 2) < 0)
        goto out;
    for (uint32_t i = 0; i < n; i++)
        if (write_value(w, vm_array(*list)->elems->v[i]) < 0)
            goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static int write_error(Writer *w, Value *oh)
{
    Vm *vm = w->vm;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *name = gc_handle(vm, vm_get_prop_js(vm, *oh, vm->atom[A_name]));
    Value *msg = gc_handle(vm, V_EMPTY), *stack = gc_handle(vm, V_EMPTY), *cause = gc_handle(vm, V_EMPTY);
    if (*name == V_EXC || (*name = vm_to_string_js(vm, *name)) == V_EXC)
        goto out;
    int kind = ERR_ERROR;
    char *ns = vm_str_to_utf8(vm, *name, NULL);
    if (!ns) {
        vm_throw_oom(vm);
        goto out;
    }
    for (int i = 0; i < (int)(sizeof err_kind_names / sizeof err_kind_names[0]); i++)
        if (strcmp(ns, err_kind_names[i]) == 0)
            kind = i;
    free(ns);
    PropDesc d;
    int f = vm_get_own_prop(vm, *oh, vm->atom[A_message], &d);
    if (f < 0)
        goto out;
    if (f == 1 && !(d.attrs & PROP_ACCESSOR) && (*msg = vm_to_string_js(vm, d.value)) == V_EXC)
        goto out;
    *stack = vm_get_prop_js(vm, *oh, vm->atom[A_stack]);
    if (*stack == V_EXC)
        goto out;
    Value ck = vm_key(vm, "cause");
    if (ck == V_EXC)
        goto out;
    if (vm_has_own_noalloc(vm, *oh, ck) && (*cause = vm_get_prop_js(vm, *oh, ck)) == V_EXC)
        goto out;
    uint8_t flags = (*msg != V_EMPTY) | (v_is_string(*stack) ? 2 : 0) | (*cause != V_EMPTY ? 4 : 0) |
                    (w->flags & CLONE_ERROR_PROPS ? 8 : 0);
    if (put_u8(w, K_ERROR) < 0 || put_u8(w, (uint8_t)kind) < 0 || put_u8(w, flags) < 0)
        goto out;
    if ((flags & 1) && put_string(w, *msg) < 0)
        goto out;
    if ((flags & 2) && put_string(w, *stack) < 0)
        goto out;
    if ((flags & 4) && write_value(w, *cause) < 0)
        goto out;
    if ((flags & 8) && write_props(w, oh) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* A dense array with no enumerable named properties is written as its
 * length and its elements (K_DENSE), skipping the per-index string keys. */
static void count_named(void *ctx, Value key, uint32_t slot, uint32_t attrs)
{
    (void)slot;
    if ((attrs & PROP_ENUMERABLE) && !v_is_int(key) && !v_is_symbol(key))
        ++*(uint32_t *)ctx;
}

static bool dense_plain(Value arr)
{
    Object *o = v_obj(arr);
    ArrayObj *a = (ArrayObj *)o;
    /* the elements must all be in elems: new Array(1e8) stays on the
     * key/value path, whose size follows the properties, not the length */
    if ((o->hdr.flags & OBJ_SPARSE) || !a->elems || a->length > a->elems->cap)
        return false;
    uint32_t n = 0;
    vm_shape_each_noalloc(o->shape, count_named, &n);
    return n == 0;
}

static int write_dense(Writer *w, Value *oh)
{
    Vm *vm = w->vm;
    uint32_t len = vm_array(*oh)->length;
    if (put_u8(w, K_DENSE) < 0 || put_u32(w, len) < 0)
        return -1;
    for (uint32_t i = 0; i < len; i++) {
        /* re-read every time: writing an element may run a getter that
         * changes this array (then elements are read the generic way) */
        ArrayObj *a = vm_array(*oh);
        Value v = V_EMPTY;
        if (!(a->o.hdr.flags & OBJ_SPARSE)) {
            if (i < a->length && a->elems && i < a->elems->cap)
                v = a->elems->v[i];
        } else if (i <= INT32_MAX && vm_has_own_noalloc(vm, *oh, v_int((int32_t)i))) {
            v = vm_get_prop_js(vm, *oh, v_int((int32_t)i));
            if (v == V_EXC)
                return -1;
        }
        if (v == V_EMPTY ? put_u8(w, K_HOLE) < 0 : write_value(w, v) < 0)
            return -1;
    }
    return 0;
}

static int put_bigint(Writer *w, Value v)
{
    Value s = vm_bigint_to_string(w->vm, v, 10);
    return s == V_EXC ? -1 : put_string(w, s);
}

/* v is a MessagePort (messaging.js's prototype in its chain) */
static bool is_port(Vm *vm, Value v)
{
    Value proto = vm->builtin[B_MSGPORT_PROTO];
    if (!v_is_object(proto))
        return false;
    for (Value p = vm_get_proto_noalloc(v); v_is_object(p); p = vm_get_proto_noalloc(p))
        if (p == proto)
            return true;
    return false;
}

static int write_port(Writer *w, Value v)
{
    Vm *vm = w->vm;
    uint32_t n = w->ports ? vm_array(*w->ports)->length : 0, i = 0;
    while (i < n && vm_array(*w->ports)->elems->v[i] != v)
        i++;
    if (i == n) {
        lib_throw_dom_exception(vm, "DataCloneError",
                                "Object that needs transfer was found in message but not listed in transferList");
        return -1;
    }
    if (vm_map_put(vm, *w->memo, v, v_int((int32_t)w->next_id++)) < 0 || put_u8(w, K_PORT) < 0)
        return -1;
    return put_u32(w, i);
}

static int write_object(Writer *w, Value v)
{
    Vm *vm = w->vm;
    MapEntry *seen = vm_map_find_noalloc(*w->memo, v);
    if (seen)
        return put_u8(w, K_REF) < 0 ? -1 : put_u32(w, (uint32_t)v_get_int(seen->value));
    unsigned cls = v_hdr(v)->cls;
    if (cls == CLS_PLAIN && is_port(vm, v)) /* a MessagePort: transferred or refused */
        return write_port(w, v);
    bool ok = !vm_is_callable_noalloc(v) &&
              (cls == CLS_PLAIN || cls == CLS_ARRAY || cls == CLS_ERROR || cls == CLS_NUMBER ||
               cls == CLS_STRING || cls == CLS_BOOLEAN || cls == CLS_BIGINT || cls == CLS_MAP || cls == CLS_SET ||
               cls == CLS_DATE || cls == CLS_REGEXP || cls == CLS_ARRAYBUFFER || cls == CLS_SHAREDARRAYBUFFER || cls == CLS_DATAVIEW ||
               vm_is_ta_cls(cls));
    if (!ok)
        return not_cloneable(w, v);
    if (w->depth >= CLONE_MAX_DEPTH) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    w->depth++;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *oh = gc_handle(vm, v);
    if (vm_map_put(vm, *w->memo, *oh, v_int((int32_t)w->next_id++)) < 0)
        goto out;
    switch (cls) {
    case CLS_PLAIN:
        rc = put_u8(w, K_OBJECT) < 0 ? -1 : write_props(w, oh);
        break;
    case CLS_ARRAY:
        if (dense_plain(*oh)) {
            rc = write_dense(w, oh);
            break;
        }
        if (put_u8(w, K_ARRAY) < 0 || put_u32(w, vm_array(*oh)->length) < 0)
            goto out;
        rc = write_props(w, oh);
        break;
    case CLS_ERROR:
        rc = write_error(w, oh);
        break;
    case CLS_NUMBER:
    case CLS_DATE:
        if (put_u8(w, cls == CLS_DATE ? K_DATE : K_NUMBER_OBJ) < 0)
            goto out;
        rc = put_f64(w, v_to_double(((PrimObj *)v_cell(*oh))->prim));
        break;
    case CLS_BOOLEAN:
        if (put_u8(w, K_BOOL_OBJ) < 0)
            goto out;
        rc = put_u8(w, ((PrimObj *)v_cell(*oh))->prim == V_TRUE);
        break;
    case CLS_STRING:
        if (put_u8(w, K_STRING_OBJ) < 0)
            goto out;
        rc = put_string(w, ((PrimObj *)v_cell(*oh))->prim);
        break;
    case CLS_BIGINT:
        rc = put_u8(w, K_BIGINT_OBJ) < 0 ? -1 : put_bigint(w, ((PrimObj *)v_cell(*oh))->prim);
        break;
    case CLS_MAP:
    case CLS_SET:
        rc = write_coll(w, oh, cls == CLS_SET);
        break;
    case CLS_REGEXP:
        if (put_u8(w, K_REGEXP) < 0 || put_string(w, ((RegExpObj *)v_cell(*oh))->source) < 0)
            goto out;
        rc = put_u32(w, (uint32_t)v_get_int(((RegExpObj *)v_cell(*oh))->flags));
        break;
    case CLS_ARRAYBUFFER: {
        ArrayBufferObj *b = v_ab(*oh);
        if (b->flags & AB_DETACHED) {
            lib_throw_dom_exception(vm, "DataCloneError", "An ArrayBuffer is detached and could not be cloned.");
            goto out;
        }
        /* a resizable buffer stays resizable, with its maxByteLength; an
         * immutable one stays immutable */
        uint64_t len = b->len, max = (b->flags & AB_RESIZABLE) ? b->max_len : UINT64_MAX;
        if (put_u8(w, (b->flags & AB_IMMUTABLE) ? K_IMMUTABLE_AB : K_ARRAYBUFFER) < 0 || put(w, &len, 8) < 0 ||
            put(w, &max, 8) < 0)
            goto out;
        rc = put(w, ((ArrayBufferObj *)v_cell(*oh))->data, (size_t)len);
        break;
    }
    case CLS_SHAREDARRAYBUFFER: { /* the same memory, not a copy: the buffer keeps a reference */
        CloneBuf *b = w->b;
        if (b->nshared == b->capshared) {
            uint32_t nc = b->capshared ? 2 * b->capshared : 4;
            SharedStore **ns = realloc(b->shared, nc * sizeof *ns);
            if (!ns) {
                vm_throw_oom(vm);
                goto out;
            }
            b->shared = ns;
            b->capshared = nc;
        }
        uint32_t i = b->nshared++; /* counted at once: lib_clone_buf_free drops it on any failure */
        b->shared[i] = vm_sab_store_ref_noalloc(vm, *oh);
        if (put_u8(w, K_SHARED) < 0)
            goto out;
        rc = put_u32(w, i);
        break;
    }
    default: { /* a typed array or DataView: the view, then its buffer (by id when shared) */
        TypedArrayObj *t = v_ta(*oh);
        if (vm_view_oob_noalloc(t)) {
            lib_throw_dom_exception(vm, "DataCloneError", "An ArrayBuffer is detached and could not be cloned.");
            goto out;
        }
        uint8_t kind = cls == CLS_DATAVIEW ? 0xFF : (uint8_t)ta_kind(t);
        uint32_t len = (t->vflags & VIEW_TRACKING) ? VM_TA_TRACK : t->length; /* a length-tracking view stays one */
        if (put_u8(w, K_VIEW) < 0 || put_u8(w, kind) < 0 || put_u32(w, t->offset) < 0 || put_u32(w, len) < 0)
            goto out;
        rc = write_value(w, v_ta(*oh)->buffer);
        break;
    }
    }
out:
    gc_scope_close(vm, sc);
    w->depth--;
    return rc;
}

static int write_value(Writer *w, Value v)
{
    if (v_is_int(v))
        return put_u8(w, K_INT) < 0 ? -1 : put_u32(w, (uint32_t)v_get_int(v));
    if (v_is_number(v))
        return put_u8(w, K_DOUBLE) < 0 ? -1 : put_f64(w, v_to_double(v));
    if (v == V_UNDEF)
        return put_u8(w, K_UNDEF);
    if (v == V_NULL)
        return put_u8(w, K_NULL);
    if (v_is_bool(v))
        return put_u8(w, v == V_TRUE ? K_TRUE : K_FALSE);
    if (v_is_string(v))
        return put_string(w, v);
    if (v_is_bigint(v))
        return put_u8(w, K_BIGINT) < 0 ? -1 : put_bigint(w, v);
    if (v_is_object(v))
        return write_object(w, v);
    return not_cloneable(w, v);
}

static Value new_coll(Vm *vm, ObjClass cls, int proto)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object_class(vm, cls, sizeof(MapObj), vm->builtin[proto]));
    if (*o != V_EXC) {
        Value t = vm_maptable_new(vm, 0);
        if (t != V_EXC) {
            GC_WRITE(vm, v_obj(*o), &((MapObj *)v_cell(*o))->table, t);
            r = *o;
        }
    }
    gc_scope_close(vm, sc);
    return r;
}

int lib_clone_write_js(Vm *vm, Value v, CloneBuf *out) { return lib_clone_write_ex_js(vm, v, out, 0); }

static int write_top(Vm *vm, Value v, CloneBuf *out, unsigned flags, Value *ports);

int lib_clone_write_ex_js(Vm *vm, Value v, CloneBuf *out, unsigned flags) { return write_top(vm, v, out, flags, NULL); }

int lib_clone_write_transfer_js(Vm *vm, Value v, Value *ports, CloneBuf *out) { return write_top(vm, v, out, 0, ports); }

int lib_clone_buf_dup(const CloneBuf *src, CloneBuf *out)
{
    *out = (CloneBuf){0};
    out->p = malloc(src->len ? src->len : 1);
    out->shared = src->nshared ? malloc(src->nshared * sizeof *out->shared) : NULL;
    if (!out->p || (src->nshared && !out->shared)) {
        free(out->p);
        free(out->shared);
        *out = (CloneBuf){0};
        return -1;
    }
    memcpy(out->p, src->p, src->len);
    out->len = out->cap = src->len;
    for (uint32_t i = 0; i < src->nshared; i++)
        out->shared[i] = vm_shared_store_ref(src->shared[i]);
    out->nshared = out->capshared = src->nshared;
    return 0;
}

static int write_top(Vm *vm, Value v, CloneBuf *out, unsigned flags, Value *ports)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value *memo = gc_handle(vm, new_coll(vm, CLS_MAP, B_MAP_PROTO));
    int rc = -1;
    if (*memo != V_EXC) {
        Writer w = {.vm = vm, .b = out, .memo = memo, .flags = flags, .ports = ports};
        rc = write_value(&w, *vh);
    }
    gc_scope_close(vm, sc);
    if (rc < 0)
        lib_clone_buf_free(out);
    return rc;
}

/* ---- reader ------------------------------------------------------------------ */

typedef struct Reader {
    Vm *vm;
    const CloneBuf *b;
    const uint8_t *p, *end;
    Value *objs;     /* array: id -> object */
    int depth;
} Reader;

static int malformed(Reader *r)
{
    vm_throw_error(r->vm, ERR_ERROR, "structured clone: malformed data");
    return -1;
}

static int get(Reader *r, void *dst, size_t n)
{
    if ((size_t)(r->end - r->p) < n)
        return malformed(r);
    memcpy(dst, r->p, n);
    r->p += n;
    return 0;
}

static Value read_value(Reader *r);

static Value read_string_body(Reader *r, uint8_t tag)
{
    uint32_t len;
    if (get(r, &len, 4) < 0)
        return V_EXC;
    size_t bytes = tag == K_STR16 ? 2 * (size_t)len : len;
    if ((size_t)(r->end - r->p) < bytes)
        return malformed(r), V_EXC;
    const uint8_t *s = r->p;
    r->p += bytes;
    if (tag == K_STR8)
        return vm_str_from_latin1(r->vm, s, len);
    uint16_t *u = malloc(bytes ? bytes : 1); /* aligned copy */
    if (!u)
        return vm_throw_oom(r->vm);
    memcpy(u, s, bytes);
    Value v = vm_str_from_utf16(r->vm, u, len);
    free(u);
    return v;
}

static Value read_string(Reader *r)
{
    uint8_t tag;
    if (get(r, &tag, 1) < 0)
        return V_EXC;
    if (tag != K_STR8 && tag != K_STR16)
        return malformed(r), V_EXC;
    return read_string_body(r, tag);
}

static int remember(Reader *r, Value *oh) { return vm_array_append(r->vm, *r->objs, *oh); }

/* key/value pairs until K_END, defined as ordinary data properties */
static int read_props(Reader *r, Value *oh)
{
    Vm *vm = r->vm;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *k = gc_handle(vm, V_UNDEF), *v = gc_handle(vm, V_UNDEF);
    for (;;) {
        if (r->p >= r->end) {
            malformed(r);
            goto out;
        }
        if (*r->p == K_END) {
            r->p++;
            break;
        }
        if ((*k = read_string(r)) == V_EXC || (*k = vm_to_propkey_js(vm, *k)) == V_EXC)
            goto out;
        if ((*v = read_value(r)) == V_EXC || vm_define_own(vm, *oh, *k, *v, PROP_DEFAULT) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static Value read_error(Reader *r, Value *oh)
{
    Vm *vm = r->vm;
    uint8_t kind, flags;
    if (get(r, &kind, 1) < 0 || get(r, &flags, 1) < 0)
        return V_EXC;
    if (kind > ERR_URI)
        return malformed(r), V_EXC;
    Value *msg = gc_handle(vm, V_UNDEF), *stack = gc_handle(vm, V_UNDEF), *cause = gc_handle(vm, V_UNDEF);
    if ((flags & 1) && (*msg = read_string(r)) == V_EXC)
        return V_EXC;
    if ((flags & 2) && (*stack = read_string(r)) == V_EXC)
        return V_EXC;
    if ((*oh = vm_new_error(vm, (ErrorKind)kind, *msg)) == V_EXC || remember(r, oh) < 0)
        return V_EXC;
    if (vm_define_own(vm, *oh, vm->atom[A_stack], *stack, PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        return V_EXC;
    if (flags & 4) {
        if ((*cause = read_value(r)) == V_EXC || lib_def_value(vm, *oh, "cause", *cause, PROP_METHOD) < 0)
            return V_EXC;
    }
    if ((flags & 8) && read_props(r, oh) < 0)
        return V_EXC;
    return *oh;
}

static Value read_view(Reader *r, Value *oh)
{
    Vm *vm = r->vm;
    uint8_t kind;
    uint32_t off, len;
    if (get(r, &kind, 1) < 0 || get(r, &off, 4) < 0 || get(r, &len, 4) < 0)
        return V_EXC;
    if (kind != 0xFF && kind >= TA__COUNT)
        return malformed(r), V_EXC;
    uint32_t id = vm_array(*r->objs)->length;
    if (vm_array_append(vm, *r->objs, V_UNDEF) < 0) /* the view's id comes before its buffer's */
        return V_EXC;
    Value *buf = gc_handle(vm, read_value(r));
    if (*buf == V_EXC)
        return V_EXC;
    uint64_t bytes = len == VM_TA_TRACK ? 0 : (uint64_t)len * (kind == 0xFF ? 1 : vm_ta_size[kind]);
    if (!v_is_any_ab(*buf) || (uint64_t)off + bytes > ((ArrayBufferObj *)v_cell(*buf))->len ||
        (len == VM_TA_TRACK && !(v_ab(*buf)->flags & AB_RESIZABLE)))
        return malformed(r), V_EXC;
    if ((*oh = vm_ta_new_view(vm, kind == 0xFF ? -1 : kind, buf, off, len, V_UNDEF)) == V_EXC)
        return V_EXC;
    Values *e = vm_array(*r->objs)->elems;
    GC_WRITE(vm, e, &e->v[id], *oh);
    return *oh;
}

static Value prim_obj(Vm *vm, ObjClass cls, int proto, Value prim)
{
    return vm_new_object_value(vm, cls, vm->builtin[proto], prim);
}

static Value read_bigint(Reader *r)
{
    Value s = read_string(r);
    Value b = s == V_EXC ? V_EXC : vm_bigint_from_string(r->vm, s);
    if (b == V_EMPTY)
        return malformed(r), V_EXC;
    return b;
}

static Value read_object(Reader *r, uint8_t tag)
{
    Vm *vm = r->vm;
    if (r->depth >= CLONE_MAX_DEPTH)
        return malformed(r), V_EXC;
    r->depth++;
    size_t sc = gc_scope_open(vm);
    Value res = V_EXC;
    Value *oh = gc_handle(vm, V_UNDEF), *t = gc_handle(vm, V_UNDEF), *t2 = gc_handle(vm, V_UNDEF);
    switch (tag) {
    case K_OBJECT:
        if ((*oh = vm_new_object(vm)) == V_EXC || remember(r, oh) < 0 || read_props(r, oh) < 0)
            goto out;
        break;
    case K_ARRAY: {
        uint32_t len;
        if (get(r, &len, 4) < 0 || (*oh = vm_new_array(vm, 0)) == V_EXC || remember(r, oh) < 0 ||
            read_props(r, oh) < 0 || vm_array_set_length(vm, *oh, len) < 0)
            goto out;
        break;
    }
    case K_DENSE: {
        uint32_t len;
        if (get(r, &len, 4) < 0 || (size_t)(r->end - r->p) < len) { /* >= 1 byte per element */
            malformed(r);
            goto out;
        }
        if ((*oh = vm_new_array(vm, len)) == V_EXC || remember(r, oh) < 0)
            goto out;
        for (uint32_t i = 0; i < len; i++) {
            if (r->p < r->end && *r->p == K_HOLE) {
                r->p++;
                if (vm_array_set_length(vm, *oh, i + 1) < 0) /* a hole: length only */
                    goto out;
                continue;
            }
            if ((*t = read_value(r)) == V_EXC || vm_array_append(vm, *oh, *t) < 0)
                goto out;
        }
        break;
    }
    case K_MAP:
    case K_SET: {
        uint32_t n;
        bool set = tag == K_SET;
        if (get(r, &n, 4) < 0 ||
            (*oh = new_coll(vm, set ? CLS_SET : CLS_MAP, set ? B_SET_PROTO : B_MAP_PROTO)) == V_EXC ||
            remember(r, oh) < 0)
            goto out;
        for (uint32_t i = 0; i < n; i++) {
            if ((*t = read_value(r)) == V_EXC || (!set && (*t2 = read_value(r)) == V_EXC))
                goto out;
            if (vm_map_put(vm, *oh, *t, set ? V_UNDEF : *t2) < 0)
                goto out;
        }
        break;
    }
    case K_DATE:
    case K_NUMBER_OBJ: {
        double d;
        if (get(r, &d, 8) < 0)
            goto out;
        bool date = tag == K_DATE;
        if ((*oh = prim_obj(vm, date ? CLS_DATE : CLS_NUMBER, date ? B_DATE_PROTO : B_NUMBER_PROTO, v_num(d))) ==
                V_EXC ||
            remember(r, oh) < 0)
            goto out;
        break;
    }
    case K_BOOL_OBJ: {
        uint8_t b;
        if (get(r, &b, 1) < 0 || (*oh = prim_obj(vm, CLS_BOOLEAN, B_BOOLEAN_PROTO, v_bool(b))) == V_EXC ||
            remember(r, oh) < 0)
            goto out;
        break;
    }
    case K_BIGINT_OBJ:
        if ((*t = read_bigint(r)) == V_EXC || (*oh = vm_to_object(vm, *t)) == V_EXC || remember(r, oh) < 0)
            goto out;
        break;
    case K_STRING_OBJ:
        if ((*t = read_string(r)) == V_EXC || (*oh = vm_to_object(vm, *t)) == V_EXC || remember(r, oh) < 0)
            goto out;
        break;
    case K_REGEXP: {
        uint32_t bits;
        if ((*t = read_string(r)) == V_EXC || get(r, &bits, 4) < 0)
            goto out;
        char fl[9];
        int n = rx_flags_string(bits, fl);
        if ((*t2 = vm_str_from_latin1(vm, (const uint8_t *)fl, (size_t)n)) == V_EXC ||
            (*oh = lib_regexp_new(vm, *t, *t2)) == V_EXC || remember(r, oh) < 0)
            goto out;
        break;
    }
    case K_ERROR:
        if (read_error(r, oh) == V_EXC)
            goto out;
        break;
    case K_ARRAYBUFFER:
    case K_IMMUTABLE_AB: {
        uint64_t len, max;
        if (get(r, &len, 8) < 0 || get(r, &max, 8) < 0)
            goto out;
        if ((uint64_t)(r->end - r->p) < len || (max != UINT64_MAX && max < len) ||
            (tag == K_IMMUTABLE_AB && max != UINT64_MAX)) {
            malformed(r);
            goto out;
        }
        if (tag == K_IMMUTABLE_AB) /* the bytes go in as it is made: never written after */
            *oh = vm_arraybuffer_new_immutable(vm, r->p, len, len);
        else
            *oh = max == UINT64_MAX ? vm_arraybuffer_new(vm, len) : vm_arraybuffer_new_resizable(vm, len, max);
        if (*oh == V_EXC || remember(r, oh) < 0)
            goto out;
        if (tag != K_IMMUTABLE_AB)
            memcpy(((ArrayBufferObj *)v_cell(*oh))->data, r->p, (size_t)len);
        r->p += len;
        break;
    }
    case K_VIEW:
        if (read_view(r, oh) == V_EXC)
            goto out;
        break;
    case K_SHARED: {
        uint32_t i;
        if (get(r, &i, 4) < 0)
            goto out;
        if (i >= r->b->nshared) {
            malformed(r);
            goto out;
        }
        if (lib_sab_make(vm) < 0 || (*oh = vm_sab_from_store(vm, r->b->shared[i])) == V_EXC ||
            remember(r, oh) < 0)
            goto out;
        break;
    }
    case K_PORT: {
        uint32_t i;
        if (get(r, &i, 4) < 0)
            goto out;
        if (i >= r->b->nports || !r->b->ports[i]) {
            malformed(r);
            goto out;
        }
        if ((*oh = lib_port_adopt_js(vm, &r->b->ports[i])) == V_EXC || remember(r, oh) < 0)
            goto out;
        break;
    }
    default:
        malformed(r);
        goto out;
    }
    res = *oh;
out:
    gc_scope_close(vm, sc);
    r->depth--;
    return res;
}

static Value read_value(Reader *r)
{
    uint8_t tag;
    if (get(r, &tag, 1) < 0)
        return V_EXC;
    switch (tag) {
    case K_UNDEF: return V_UNDEF;
    case K_NULL: return V_NULL;
    case K_FALSE: return V_FALSE;
    case K_TRUE: return V_TRUE;
    case K_INT: {
        uint32_t i;
        return get(r, &i, 4) < 0 ? V_EXC : v_int((int32_t)i);
    }
    case K_DOUBLE: {
        double d;
        return get(r, &d, 8) < 0 ? V_EXC : v_num(d);
    }
    case K_STR8:
    case K_STR16: return read_string_body(r, tag);
    case K_BIGINT: return read_bigint(r);
    case K_REF: {
        uint32_t id;
        if (get(r, &id, 4) < 0)
            return V_EXC;
        if (id >= vm_array(*r->objs)->length)
            return malformed(r), V_EXC;
        return vm_array(*r->objs)->elems->v[id];
    }
    default: return read_object(r, tag);
    }
}

Value lib_clone_read(Vm *vm, const CloneBuf *b)
{
    const uint8_t *p = b->p;
    size_t len = b->len;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *objs = gc_handle(vm, vm_new_array(vm, 0));
    if (*objs != V_EXC) {
        Reader rd = {.vm = vm, .b = b, .p = p, .end = p + len, .objs = objs};
        r = read_value(&rd);
        if (r != V_EXC && rd.p != rd.end)
            r = (malformed(&rd), V_EXC);
    }
    gc_scope_close(vm, sc);
    return r;
}

/* ---- structuredClone -------------------------------------------------------------- */

static Value structured_clone(Vm *vm, Value *argv, int argc, bool construct)
{
    if (argc == 0) { /* node's ERR_MISSING_ARGS, with its enumerable code */
        /* node 26's text, its argument name being the whole sentence */
        vm_throw_error(vm, ERR_TYPE, "The \"The value argument must be specified\" argument must be specified");
        size_t sc = gc_scope_open(vm);
        Value *e = gc_handle(vm, vm_take_exception(vm));
        Value c = vm_str_from_cstr(vm, "ERR_MISSING_ARGS");
        if (c == V_EXC || lib_def_value(vm, *e, "code", c, PROP_DEFAULT) < 0)
            vm_take_exception(vm); /* out of memory: the error without its code */
        vm_throw(vm, *e);
        gc_scope_close(vm, sc);
        return V_EXC;
    }
    /* { transfer }: its MessagePorts move (to this same VM), its
     * ArrayBuffers are copied and detached (lib_port_write_js) */
    Value t = V_UNDEF;
    if (v_is_object(ARG(1)) && (t = vm_get_str_js(vm, ARG(1), "transfer")) == V_EXC)
        return V_EXC;
    CloneBuf b = {0};
    if (lib_port_write_js(vm, ARG(0), t, &b) < 0)
        return V_EXC;
    Value r = lib_clone_read(vm, &b);
    lib_clone_buf_free(&b);
    return r;
}

int lib_install_clone(Vm *vm)
{
    static const LibFn fns[] = {{"structuredClone", structured_clone, 2, 0}, {NULL, NULL, 0, 0}};
    return lib_def_fns(vm, vm->global, fns);
}
