/* stdlib/inspect.c — node's util.inspect (as console.log uses it: depth 2,
 * breakLength 80, compact 3); console's printf-style formatting is
 * stdlib/format.c's.
 *
 * Output is built in malloc'd C strings (UTF-8), which hold no GC references,
 * so they survive allocation. Every object being formatted is held in a
 * handle (ctx.seen), never in a C local across an allocating call.
 * Widths are counted in code points (node counts UTF-16 units; they agree
 * outside the astral planes).
 */
#include "web/web.h"
#include <math.h>
#include <stdio.h>

#include "lib.h"
#include "../vm/typed.h"
#include "promise.h"
#include "../vm/maptable.h"
#include "../vm/module.h"
#include "inspect_int.h"

#define MAX_SEEN 256
#define BREAK_LEN 80

typedef struct Ctx {
    int depth;
    int indent;
    int current_depth;
    Value *seen[MAX_SEEN];
    int ref_id[MAX_SEEN];
    int nseen;
    int next_ref;
    Value *circ;     /* handle: array of the objects given a *N id (node's ctx.circular), id = index + 1 */
    bool colors;     /* node's {colors: true}: ANSI styles by value kind */
    unsigned opts;   /* LIB_INSPECT_* (lib.h): compact false, sorted, getters, customInspect false,
                      * showHidden, showProxy */
    bool ta_buffer;  /* the next value is a typed array's [buffer] under showHidden: node
                      * shows only its [byteLength] */
} Ctx;

/* node's util.inspect.styles and their ANSI codes (util.inspect.colors). */
enum { ST_NUMBER, ST_STRING, ST_UNDEF, ST_NULL, ST_SPECIAL, ST_DATE, ST_REGEXP };
static const char *const style_on[] = { "\x1b[33m", "\x1b[32m", "\x1b[90m", "\x1b[1m",
                                         "\x1b[36m", "\x1b[35m", "\x1b[31m" };
static const char *const style_off[] = { "\x1b[39m", "\x1b[39m", "\x1b[39m", "\x1b[22m",
                                          "\x1b[39m", "\x1b[39m", "\x1b[39m" };
static void sty_on(const Ctx *c, LibBuf *b, int st)
{
    if (c->colors)
        lib_buf_str(b, style_on[st]);
}
static void sty_off(const Ctx *c, LibBuf *b, int st)
{
    if (c->colors)
        lib_buf_str(b, style_off[st]);
}

typedef struct StrList {
    char **v;
    size_t n, cap;
} StrList;

/* Out of memory (s NULL, or no room) drops the entry and is noted:
 * inspect_into turns it into the out-of-memory error. */
static void sl_push(StrList *l, char *s)
{
    if (!s) {
        lib_note_oom();
        return;
    }
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 8;
        char **v = realloc(l->v, cap * sizeof(char *));
        if (!v) {
            free(s);
            lib_note_oom();
            return;
        }
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = s;
}
static void sl_free(StrList *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
}

/* Length of s not counting ANSI colour escapes (ESC [ ... m): in code
 * points (the display width tarn uses for node's getStringWidth), or, if
 * utf16, in UTF-16 code units, JavaScript's .length (node's
 * isBelowBreakLength measures entries so). */
static size_t text_len(const char *s, bool utf16)
{
    size_t n = 0;
    for (; *s; s++) {
        if (*s == '\x1b' && s[1] == '[') {
            const char *e = strchr(s, 'm');
            if (e) {
                s = e;
                continue;
            }
        }
        unsigned char b = (unsigned char)*s;
        if ((b & 0xC0) != 0x80)
            n += utf16 && b >= 0xF0 ? 2 : 1; /* a 4-byte sequence is a surrogate pair */
    }
    return n;
}
static size_t width(const char *s) { return text_len(s, false); }

/* vm_str_to_utf8, with a failure noted (see sl_push) */
static char *inspect_utf8(Vm *vm, Value s, size_t *len_out)
{
    char *r = vm_str_to_utf8(vm, s, len_out);
    if (!r)
        lib_note_oom();
    return r;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s);
    char *r = malloc(n + 1);
    if (r)
        memcpy(r, s, n + 1);
    else
        lib_note_oom();
    return r;
}

static void put_utf8(LibBuf *b, uint32_t c)
{
    char t[4];
    if (c < 0x80) {
        t[0] = (char)c;
        lib_buf_add(b, t, 1);
    } else if (c < 0x800) {
        t[0] = (char)(0xC0 | (c >> 6));
        t[1] = (char)(0x80 | (c & 63));
        lib_buf_add(b, t, 2);
    } else if (c < 0x10000) {
        t[0] = (char)(0xE0 | (c >> 12));
        t[1] = (char)(0x80 | ((c >> 6) & 63));
        t[2] = (char)(0x80 | (c & 63));
        lib_buf_add(b, t, 3);
    } else {
        t[0] = (char)(0xF0 | (c >> 18));
        t[1] = (char)(0x80 | ((c >> 12) & 63));
        t[2] = (char)(0x80 | ((c >> 6) & 63));
        t[3] = (char)(0x80 | (c & 63));
        lib_buf_add(b, t, 4);
    }
}

/* node's strEscape: single quotes unless the string has one; then double
 * quotes, then backticks; else single quotes with \' escapes. */
/* s[from..to) quoted as node's strEscape: single quotes unless the text has
 * one, then double, then backquotes. Allocates nothing of the heap. */
static void quote_range_noalloc(LibBuf *b, const String *s, uint32_t from, uint32_t to)
{
    bool sq = false, dq = false, bq = false;
    for (uint32_t i = from; i < to; i++) {
        uint16_t c = str_at(s, i);
        sq |= c == '\'';
        dq |= c == '"';
        bq |= c == '`';
    }
    char q = '\'';
    if (sq) {
        if (!dq)
            q = '"';
        else if (!bq)
            q = '`';
    }
    lib_buf_ch(b, q);
    for (uint32_t i = from; i < to; i++) {
        uint32_t c = str_at(s, i);
        if (c == (uint32_t)q) {
            lib_buf_ch(b, '\\');
            lib_buf_ch(b, q);
        } else if (c == '\\')
            lib_buf_str(b, "\\\\");
        else if (c == '\n')
            lib_buf_str(b, "\\n");
        else if (c == '\t')
            lib_buf_str(b, "\\t");
        else if (c == '\r')
            lib_buf_str(b, "\\r");
        else if (c == '\b')
            lib_buf_str(b, "\\b");
        else if (c == '\f')
            lib_buf_str(b, "\\f");
        else if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) /* node escapes C0 (the vertical tab too), DEL and C1 */
            lib_buf_printf(b, "\\x%02X", c);
        else if (c >= 0xD800 && c < 0xDC00 && i + 1 < to && str_at(s, i + 1) >= 0xDC00 &&
                 str_at(s, i + 1) < 0xE000) {
            put_utf8(b, 0x10000 + ((c - 0xD800) << 10) + (str_at(s, i + 1) - 0xDC00));
            i++;
        } else if (c >= 0xD800 && c < 0xE000)
            lib_buf_printf(b, "\\u%04x", c); /* node: lower-case hex */
        else
            put_utf8(b, c);
    }
    lib_buf_ch(b, q);
}

static int quote_str(Vm *vm, LibBuf *b, Value v)
{
    String *s = vm_str_flat(vm, v);
    if (!s)
        return -1;
    quote_range_noalloc(b, s, 0, s->len);
    return 0;
}

void lib_inspect_number(LibBuf *b, Value v)
{
    double d = v_to_double(v);
    if (d == 0 && signbit(d)) {
        lib_buf_str(b, "-0");
        return;
    }
    char buf[40];
    size_t n = vm_num_format(d, buf);
    lib_buf_add(b, buf, n);
}

int lib_inspect_symbol(Vm *vm, LibBuf *b, Value v)
{
    Symbol *sy = (Symbol *)v_cell(v);
    lib_buf_str(b, "Symbol(");
    if (sy->desc != V_UNDEF && lib_buf_jsstr(vm, b, sy->desc) < 0)
        return -1;
    lib_buf_ch(b, ')');
    return 0;
}

/* node's keyStrRegExp, /^[a-zA-Z_][a-zA-Z_0-9]*$/: `$` keys are quoted. */
static bool is_ident(const char *s)
{
    if (!*s || !((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
        return false;
    for (s++; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return false;
    return true;
}

/* Append a key as node prints it: bare identifier, 'quoted', or Symbol(x)
 * (no brackets: node brackets only the hidden keys it shows). */
static int fmt_key(Vm *vm, const Ctx *c, LibBuf *b, Value key)
{
    if (v_is_symbol(key)) {
        sty_on(c, b, ST_STRING);
        if (lib_inspect_symbol(vm, b, key) < 0)
            return -1;
        sty_off(c, b, ST_STRING);
        return 0;
    }
    char *u = inspect_utf8(vm, key, NULL);
    if (!u)
        return -1;
    bool id = is_ident(u);
    free(u);
    if (id)
        return lib_buf_jsstr(vm, b, key);
    sty_on(c, b, ST_STRING);
    if (quote_str(vm, b, key) < 0)
        return -1;
    sty_off(c, b, ST_STRING);
    return 0;
}

static int format_value(Vm *vm, Ctx *c, Value *vh, int rt, bool top, LibBuf *out);

/* The *N id node's ctx.circular gave obj, or 0. */
static int circ_id_noalloc(const Ctx *c, Value obj)
{
    if (!c->circ || !v_is_array(*c->circ))
        return 0;
    ArrayObj *a = vm_array(*c->circ);
    for (uint32_t i = 0; i < a->length; i++)
        if (a->elems->v[i] == obj)
            return (int)i + 1;
    return 0;
}

/* node's isInstanceof(obj, ctor) for a constructor found on obj's chain:
 * ctor's own data `prototype` is on obj's prototype chain. */
static bool is_instance(Vm *vm, Value *obj, Value ctor)
{
    PropDesc pd;
    if (vm_get_own_prop(vm, ctor, vm->atom[A_prototype], &pd) != 1 || (pd.attrs & PROP_ACCESSOR) ||
        !v_is_object(pd.value))
        return false;
    Value p = vm_get_proto_noalloc(*obj);
    for (int guard = 0; v_is_object(p) && guard < 1000; guard++) {
        if (p == pd.value)
            return true;
        p = vm_get_proto_noalloc(p);
    }
    return false;
}

/* Constructor name per node's getConstructorName; NULL for a null-proto object
 * with no named constructor in its chain. Returns malloc'd UTF-8. */
static char *ctor_name(Vm *vm, Value obj)
{
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, obj);
    Value *orig = gc_handle(vm, obj);
    char *res = NULL;
    for (int guard = 0; v_is_object(*o) && guard < 1000; guard++) {
        PropDesc d;
        if (vm_get_own_prop(vm, *o, vm->atom[A_constructor], &d) == 1 && !(d.attrs & PROP_ACCESSOR) &&
            vm_is_callable_noalloc(d.value) && is_instance(vm, orig, d.value)) {
            Value n = vm_func_name_noalloc(vm, d.value);
            if (v_is_string(n) && vm_str_len_noalloc(n) > 0) {
                res = inspect_utf8(vm, n, NULL);
                break;
            }
        }
        *o = vm_get_proto_noalloc(*o);
    }
    gc_scope_close(vm, sc);
    return res;
}

/* node's improveStack: an error whose name ends in "Error" and heads its
 * stack, but is not its constructor's name, is shown as "Ctor [name]: ..."
 * (DOMException [DataCloneError]: ...), or as "Ctor: ..." when the
 * constructor's name contains it (class MyError extends Error). Returns a
 * malloc'd replacement for stack, or NULL to keep it. Never throws. */
char *lib_error_improve_stack(Vm *vm, Value err, const char *stack)
{
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, err);
    char *name = NULL, *ctor = NULL, *tag = NULL, *res = NULL;
    Value n = vm_get_prop_js(vm, *eh, vm->atom[A_name]);
    if (n != V_EXC && !v_is_nullish(n))
        n = vm_to_string_js(vm, n);
    if (n == V_EXC)
        goto out;
    name = v_is_string(n) ? vm_str_to_utf8(vm, n, NULL) : strdup("Error");
    ctor = ctor_name(vm, *eh);
    if (!name || !ctor) /* node's null-prototype fallback is not needed here */
        goto out;
    Value t = vm_get_prop_js(vm, *eh, vm->builtin[B_SYM_TO_STRING_TAG]);
    if (t == V_EXC)
        goto out;
    if (v_is_string(t) && vm_str_len_noalloc(t) > 0)
        tag = vm_str_to_utf8(vm, t, NULL);
    size_t len = strlen(name);
    if (!(len >= 5 && strcmp(name + len - 5, "Error") == 0 && strncmp(stack, name, len) == 0 &&
          (stack[len] == 0 || stack[len] == ':' || stack[len] == '\n')))
        goto out;
    LibBuf prefix, b;
    lib_buf_init(&prefix);
    lib_buf_init(&b);
    if (tag && strcmp(tag, ctor) != 0)
        lib_buf_printf(&prefix, "%s [%s]", ctor, tag);
    else
        lib_buf_str(&prefix, ctor);
    if (strcmp(name, prefix.p) != 0) {
        if (strstr(prefix.p, name))
            lib_buf_printf(&b, len == 0 ? "%s: %s" : "%s%s", prefix.p, stack + len);
        else
            lib_buf_printf(&b, "%s [%s]%s", prefix.p, name, stack + len);
        res = b.p;
    } else {
        lib_buf_free(&b);
    }
    lib_buf_free(&prefix);
out:
    if (vm->has_exception)
        vm_take_exception(vm);
    free(name);
    free(ctor);
    free(tag);
    gc_scope_close(vm, sc);
    return res;
}

static bool is_index_key(Value k, uint32_t len)
{
    if (v_is_int(k))
        return v_get_int(k) >= 0 && (uint32_t)v_get_int(k) < len;
    if (!v_is_string(k) || v_hdr(k)->type != T_STRING)
        return false;
    uint32_t idx;
    return vm_str_is_index_noalloc(v_str(k), &idx) && idx < len;
}

/* "key: value" (or just value for array slots) into a fresh C string. */
/* One "key: value" entry of obj (just the value for an array slot). A
 * non-enumerable key (showHidden) is bracketed, as node's [key]. recv,
 * when not NULL, is the object a getter runs on (node's `original` for a
 * prototype's property). */
static int format_prop(Vm *vm, Ctx *c, Value obj, Value key, int rt, bool array_slot, Value *recv, char **res)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *rh = recv ? recv : oh;
    Value *kh = gc_handle(vm, key);
    Value *vh = gc_handle(vm, V_UNDEF);
    LibBuf b;
    lib_buf_init(&b);
    int rc = -1;
    Value pk = vm_to_propkey_js(vm, *kh);
    if (pk == V_EXC)
        goto out;
    PropDesc d = { .attrs = 0 };
    Value nsv; /* a module namespace's binding: node shows its value, or <uninitialized> */
    bool ns_binding = vm_module_ns_binding_noalloc(vm, *oh, pk, &nsv);
    int f = ns_binding ? 1 : vm_get_own_prop(vm, *oh, pk, &d);
    if (f < 0)
        goto out;
    if (!array_slot) {
        bool hidden = !ns_binding && f == 1 && !(d.attrs & PROP_ENUMERABLE);
        if (hidden)
            lib_buf_ch(&b, '[');
        if (fmt_key(vm, c, &b, *kh) < 0)
            goto out;
        lib_buf_str(&b, hidden ? "]: " : ": ");
    }
    if (ns_binding) {
        if (nsv == V_EMPTY) {
            lib_buf_str(&b, "<uninitialized>");
        } else {
            *vh = nsv;
            c->indent += 2;
            int r = format_value(vm, c, vh, rt, false, &b);
            c->indent -= 2;
            if (r < 0)
                goto out;
        }
    } else if (f == 1 && (d.attrs & PROP_ACCESSOR) && d.get != V_UNDEF && (c->opts & LIB_INSPECT_GETTERS)) {
        /* node's getters: true: [Getter: value], [Getter/Setter] {...} */
        const char *label = d.set != V_UNDEF ? "Getter/Setter" : "Getter";
        *vh = vm_call_js(vm, d.get, *rh, 0, NULL);
        if (*vh == V_EXC) {
            Value *e = gc_handle(vm, vm_take_exception(vm));
            Value m = v_is_object(*e) ? vm_get_str_js(vm, *e, "message") : V_UNDEF;
            if (m == V_EXC)
                goto out;
            *vh = m;
            lib_buf_printf(&b, "[%s: <Inspection threw (", label);
            if (v_is_string(*vh) ? lib_buf_jsstr(vm, &b, *vh) < 0 : (lib_buf_str(&b, "undefined"), 0))
                goto out;
            lib_buf_str(&b, ")>]");
        } else {
            bool is_obj = v_is_object(*vh);
            lib_buf_printf(&b, is_obj ? "[%s] " : "[%s: ", label);
            c->indent += 2;
            int r = format_value(vm, c, vh, rt, false, &b);
            c->indent -= 2;
            if (r < 0)
                goto out;
            if (!is_obj)
                lib_buf_ch(&b, ']');
        }
    } else if (f == 1 && (d.attrs & PROP_ACCESSOR)) {
        bool g = d.get != V_UNDEF, s = d.set != V_UNDEF;
        sty_on(c, &b, ST_SPECIAL);
        lib_buf_str(&b, g && s ? "[Getter/Setter]" : g ? "[Getter]" : s ? "[Setter]" : "undefined");
        sty_off(c, &b, ST_SPECIAL);
    } else {
        *vh = f == 1 ? d.value : V_UNDEF;
        c->indent += 2;
        int r = format_value(vm, c, vh, rt, false, &b);
        c->indent -= 2;
        if (r < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    if (rc == 0)
        *res = b.p ? b.p : xstrdup("");
    else
        lib_buf_free(&b);
    return rc;
}

/* An error's own non-enumerable `cause` / `errors` (AggregateError) /
 * `error` / `suppressed` (SuppressedError), which node shows as
 * "[cause]: ..." / "[errors]: [...]". 1 shown, 0 absent. */
static int format_hidden(Vm *vm, Ctx *c, Value obj, const char *name, int rt, char **res)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *vh = gc_handle(vm, V_UNDEF);
    int rc = -1;
    LibBuf b;
    lib_buf_init(&b);
    Value k = vm_key(vm, name);
    if (k == V_EXC)
        goto out;
    PropDesc d;
    int f = vm_get_own_prop(vm, *oh, k, &d);
    if (f < 0)
        goto out;
    rc = 0;
    if (f == 0 || (d.attrs & PROP_ENUMERABLE))
        goto out;
    lib_buf_printf(&b, "[%s]: ", name);
    if (d.attrs & PROP_ACCESSOR) {
        lib_buf_str(&b, "[Getter/Setter]");
    } else {
        *vh = d.value;
        c->indent += 2;
        int r = format_value(vm, c, vh, rt, false, &b);
        c->indent -= 2;
        if (r < 0) {
            rc = -1;
            goto out;
        }
    }
    rc = 1;
out:
    gc_scope_close(vm, sc);
    if (rc == 1)
        *res = b.p ? b.p : xstrdup("");
    else
        lib_buf_free(&b);
    return rc;
}

/* node's removeDuplicateErrorKeys: an error's own name/message/stack whose
 * string value the stack text already contains is not listed again. */
static bool error_dup_key(Vm *vm, Value *obj, Value key)
{
    if (key != vm->atom[A_name] && key != vm->atom[A_message] && key != vm->atom[A_stack])
        return false;
    PropDesc kv;
    Value stv = V_UNDEF;
    int sf = vm_error_stack_get(vm, *obj, &stv);
    if (sf < 0)
        vm_take_exception(vm);
    if (sf != 1 || !v_is_string(stv)) {
        /* no own stack (an object that only inherits from Error.prototype):
         * node compares with Error.prototype.toString's text, which names
         * the own message (and name) it shows */
        return (key == vm->atom[A_message] || key == vm->atom[A_name]) &&
               vm_get_own_prop(vm, *obj, key, &kv) == 1 && !(kv.attrs & PROP_ACCESSOR) && v_is_string(kv.value);
    }
    if (vm_get_own_prop(vm, *obj, key, &kv) != 1 || (kv.attrs & PROP_ACCESSOR) || !v_is_string(kv.value))
        return false;
    size_t sc = gc_scope_open(vm);
    Value *sth = gc_handle(vm, stv);
    Value *vh = gc_handle(vm, kv.value);
    char *s = inspect_utf8(vm, *sth, NULL);
    char *v = s ? inspect_utf8(vm, *vh, NULL) : NULL;
    bool dup = s && v && strstr(s, v) != NULL;
    free(s);
    free(v);
    gc_scope_close(vm, sc);
    if (!s || !v)
        vm_take_exception(vm);
    return dup;
}

/* May allocate the (immortal) atom for name; obj is used before that. */
static bool has_hidden(Vm *vm, Value *obj, const char *name)
{
    Value k = vm_key(vm, name);
    if (k == V_EXC) {
        vm_take_exception(vm);
        return false;
    }
    Value obj_now = *obj;
    PropDesc d;
    return vm_get_own_prop(vm, obj_now, k, &d) == 1 && !(d.attrs & PROP_ENUMERABLE);
}

/* node's groupArrayElements: columns for arrays of more than 6 short items. */
static void group_elements(Ctx *c, StrList *out, bool has_more, bool all_numbers)
{
    size_t olen = out->n - (has_more ? 1 : 0);
    size_t total = 0, maxlen = 0;
    size_t *dl = malloc((olen + 1) * sizeof(size_t));
    if (!dl) {
        lib_note_oom();
        return;
    }
    for (size_t i = 0; i < olen; i++) {
        dl[i] = width(out->v[i]);
        total += dl[i] + 2;
        if (dl[i] > maxlen)
            maxlen = dl[i];
    }
    size_t amax = maxlen + 2;
    if (amax * 3 + (size_t)c->indent < BREAK_LEN && ((double)total / (double)amax > 5 || maxlen <= 6)) {
        double bias = sqrt((double)amax - (double)total / (double)out->n);
        double bmax = fmax((double)amax - 3 - bias, 1);
        double cols = fmin(fmin(round(sqrt(2.5 * bmax * (double)olen) / bmax),
                                floor((double)(BREAK_LEN - c->indent) / (double)amax)),
                           fmin(3 * 4, 15));
        if (cols > 1) {
            size_t nc = (size_t)cols;
            size_t *mll = malloc(nc * sizeof(size_t));
            if (!mll) {
                lib_note_oom();
                free(dl);
                return;
            }
            for (size_t i = 0; i < nc; i++) {
                size_t ll = 0;
                for (size_t j = i; j < olen; j += nc)
                    if (dl[j] > ll)
                        ll = dl[j];
                mll[i] = ll + 2;
            }
            StrList tmp = {0};
            for (size_t i = 0; i < olen; i += nc) {
                size_t max = i + nc < olen ? i + nc : olen;
                LibBuf b;
                lib_buf_init(&b);
                size_t j = i;
                for (; j < max - 1; j++) {
                    size_t w = dl[j] + 2, pad = mll[j - i];
                    if (all_numbers)
                        for (; w < pad; w++)
                            lib_buf_ch(&b, ' ');
                    lib_buf_str(&b, out->v[j]);
                    lib_buf_str(&b, ", ");
                    if (!all_numbers)
                        for (; w < pad; w++)
                            lib_buf_ch(&b, ' ');
                }
                if (all_numbers) {
                    size_t pad = mll[j - i] - 2;
                    for (size_t w = dl[j]; w < pad; w++)
                        lib_buf_ch(&b, ' ');
                }
                lib_buf_str(&b, out->v[j]);
                sl_push(&tmp, b.p);
            }
            if (has_more) {
                sl_push(&tmp, out->v[olen]);
                out->v[olen] = NULL;
            }
            for (size_t i = 0; i < out->n; i++)
                free(out->v[i]);
            free(out->v);
            *out = tmp;
            free(mll);
        }
    }
    free(dl);
}

/* node's reduceToSingleString (compact = 3). */
static void reduce(Ctx *c, StrList *o, const char *base, const char *open, const char *close,
                   bool is_array, bool has_more, bool all_numbers, int rt, bool prefix_space, LibBuf *out)
{
    size_t entries = o->n;
    bool expand = c->opts & LIB_INSPECT_EXPAND; /* compact: false: one entry a line, no grouping */
    if (is_array && entries > 6 && !expand)
        group_elements(c, o, has_more, all_numbers);
    if (c->current_depth - rt < 3 && entries == o->n && !expand) {
        /* node's braces[0] is "Foo {" for a class-name or null-prototype
         * prefix (one more than base + open); a function's base is apart */
        size_t start = o->n + (size_t)c->indent + strlen(open) + strlen(base) + 10 + (prefix_space ? 1 : 0);
        size_t total = o->n + start;
        bool fits = total + o->n <= BREAK_LEN;
        for (size_t i = 0; fits && i < o->n; i++) {
            total += text_len(o->v[i], true);
            if (total > BREAK_LEN)
                fits = false;
        }
        if (fits && strchr(base, '\n'))
            fits = false;
        bool nl = false;
        for (size_t i = 0; fits && i < o->n; i++)
            if (strchr(o->v[i], '\n'))
                nl = true;
        if (fits && !nl) {
            if (*base) {
                lib_buf_str(out, base);
                lib_buf_ch(out, ' ');
            }
            lib_buf_str(out, open);
            lib_buf_ch(out, ' ');
            for (size_t i = 0; i < o->n; i++) {
                if (i)
                    lib_buf_str(out, ", ");
                lib_buf_str(out, o->v[i]);
            }
            lib_buf_ch(out, ' ');
            lib_buf_str(out, close);
            return;
        }
    }
    if (*base) {
        lib_buf_str(out, base);
        lib_buf_ch(out, ' ');
    }
    lib_buf_str(out, open);
    for (size_t i = 0; i < o->n; i++) {
        lib_buf_ch(out, '\n');
        for (int k = 0; k < c->indent + 2; k++)
            lib_buf_ch(out, ' ');
        lib_buf_str(out, o->v[i]);
        if (i + 1 < o->n)
            lib_buf_ch(out, ',');
    }
    lib_buf_ch(out, '\n');
    for (int k = 0; k < c->indent; k++)
        lib_buf_ch(out, ' ');
    lib_buf_str(out, close);
}

static int fmt_func_base(Vm *vm, Value fn, LibBuf *b)
{
    Value n = vm_func_name_noalloc(vm, fn);
    bool cls = v_is_class(fn, CLS_FUNCTION) && (v_hdr(fn)->flags & OBJ_CLASS_CTOR);
    size_t sc = gc_scope_open(vm);
    Value *fh = gc_handle(vm, fn);
    Value *nh = gc_handle(vm, n);
    int rc = -1;
    bool anon = !v_is_string(*nh) || vm_str_len_noalloc(*nh) == 0;
    if (cls) {
        lib_buf_str(b, "[class ");
        if (anon)
            lib_buf_str(b, "(anonymous)");
        else if (lib_buf_jsstr(vm, b, *nh) < 0)
            goto out;
        Value sup = vm_get_proto_noalloc(*fh);
        if (vm_is_callable_noalloc(sup) && sup != vm->builtin[B_FUNCTION_PROTO]) {
            Value sn = vm_func_name_noalloc(vm, sup);
            if (v_is_string(sn) && vm_str_len_noalloc(sn) > 0) {
                lib_buf_str(b, " extends ");
                if (lib_buf_jsstr(vm, b, sn) < 0)
                    goto out;
            }
        }
        lib_buf_ch(b, ']');
    } else {
        uint32_t pf = v_is_class(*fh, CLS_FUNCTION) ? ((Closure *)v_cell(*fh))->proto->flags : 0;
        lib_buf_str(b, (pf & FP_GENERATOR) ? ((pf & FP_ASYNC) ? "[AsyncGeneratorFunction" : "[GeneratorFunction")
                       : (pf & FP_ASYNC) ? "[AsyncFunction" : "[Function");
        if (anon)
            lib_buf_str(b, " (anonymous)]");
        else {
            lib_buf_str(b, ": ");
            if (lib_buf_jsstr(vm, b, *nh) < 0)
                goto out;
            lib_buf_ch(b, ']');
        }
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static void indent_lines(LibBuf *out, const char *s, int indent)
{
    for (; *s; s++) {
        lib_buf_ch(out, *s);
        if (*s == '\n')
            for (int k = 0; k < indent; k++)
                lib_buf_ch(out, ' ');
    }
}

/* node shows value[Symbol.toStringTag] (a non-empty string that is not an
 * own enumerable property, which would be listed anyway) after the
 * constructor name: "Object [JSON] {}". *out: malloc'd UTF-8 or NULL. */
/* node lists the tag only when it would not be printed as a key: not an
 * own enumerable property, and under showHidden (hidden) not own at all. */
static int to_string_tag(Vm *vm, Value *vh, bool hidden, char **out)
{
    *out = NULL;
    Value sym = vm->builtin[B_SYM_TO_STRING_TAG];
    Value t = vm_get_prop_js(vm, *vh, sym);
    if (t == V_EXC)
        return -1;
    if (!v_is_string(t) || vm_str_len_noalloc(t) == 0)
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, t);
    PropDesc d;
    int own = vm_get_own_prop(vm, *vh, sym, &d);
    if (own == 0 || (own == 1 && !hidden && !(d.attrs & PROP_ENUMERABLE)))
        *out = inspect_utf8(vm, *th, NULL);
    gc_scope_close(vm, sc);
    return own < 0 ? -1 : 0;
}

/* node's getConstructorName for a chain that names no constructor but does
 * not end at the object's own prototype: "Object <P>", P naming the first
 * prototype the same way, or, when that prototype's own chain ends at once,
 * being that prototype inspected at depth -1 without custom inspection
 * ("[Object: null prototype]", or "[Object: null prototype] {}" when it has
 * no keys); past the depth, "Object <Complex prototype>". Plain objects
 * only: node names other classes by the constructor V8 remembers, which the
 * engine does not keep. Returns malloc'd UTF-8, or NULL (no such name, or
 * an exception pending when rc is -1). */
static char *chain_name(Vm *vm, Ctx *c, Value *vh, int rt, int *rc)
{
    *rc = 0;
    Value first = vm_get_proto_noalloc(*vh);
    if (v_hdr(*vh)->cls != CLS_PLAIN || vm_is_module_namespace_noalloc(vm, *vh) || !v_is_object(first))
        return NULL;
    if (rt > c->depth)
        return strdup("Object <Complex prototype>");
    size_t sc = gc_scope_open(vm);
    Value *fh = gc_handle(vm, first);
    char *inner = ctor_name(vm, *fh), *res = NULL;
    LibBuf b;
    lib_buf_init(&b);
    if (!inner && v_is_object(vm_get_proto_noalloc(*fh)))
        inner = chain_name(vm, c, fh, rt + 1, rc);
    else if (!inner) {
        Ctx sub;
        memset(&sub, 0, sizeof sub);
        sub.depth = -1;
        sub.colors = c->colors;
        sub.opts = c->opts | LIB_INSPECT_NO_CUSTOM;
        sub.circ = gc_handle(vm, V_UNDEF);
        *rc = format_value(vm, &sub, fh, 0, false, &b);
        inner = *rc < 0 ? NULL : strdup(b.p ? b.p : "");
    }
    if (inner) {
        size_t n = strlen(inner) + sizeof "Object <>";
        res = malloc(n);
        if (res)
            snprintf(res, n, "Object <%s>", inner);
    }
    free(inner);
    lib_buf_free(&b);
    gc_scope_close(vm, sc);
    return res;
}

/* Map/Set prefix per node's getPrefix: "Map(2) ", "MyMap(2) [Map] ", or
 * "[Map(2): null prototype] ". tag: the Symbol.toStringTag string. */
static int coll_prefix(Vm *vm, Value *vh, const char *cname, LibBuf *b)
{
    bool set = v_hdr(*vh)->cls == CLS_SET;
    const char *fallback = set ? "Set" : "Map";
    uint32_t size = vm_map_table(*vh)->count;
    char *tag = NULL;
    Value t = vm_get_prop_js(vm, *vh, vm->builtin[B_SYM_TO_STRING_TAG]);
    if (t == V_EXC)
        return -1;
    if (v_is_string(t) && vm_str_len_noalloc(t) > 0 && !(tag = inspect_utf8(vm, t, NULL)))
        return -1;
    if (!cname) {
        lib_buf_printf(b, "[%s(%u): null prototype] ", fallback, size);
        if (tag && strcmp(tag, fallback) != 0)
            lib_buf_printf(b, "[%s] ", tag);
    } else {
        lib_buf_printf(b, "%s(%u) ", cname, size);
        if (tag && strcmp(tag, cname) != 0)
            lib_buf_printf(b, "[%s] ", tag);
    }
    free(tag);
    return 0;
}

/* The entries of a Map/Set, or the remaining ones of a Map/Set iterator,
 * as node's formatMap/formatSet/formatIterator list them: at most 100,
 * then "... N more items". The table is walked with the same cursor the
 * iterators use; the iterator itself is not advanced. */
static int coll_entries(Vm *vm, Ctx *c, Value *vh, int rt, StrList *o)
{
    int cls = v_hdr(*vh)->cls;
    bool is_iter = cls == CLS_MAP_ITER || cls == CLS_SET_ITER;
    bool is_set = cls == CLS_SET || cls == CLS_SET_ITER || cls == CLS_WEAKSET;
    int kind = is_iter ? v_get_int(((MapIter *)v_cell(*vh))->kind) : is_set ? MAP_ITER_VALUES : -1;
    size_t sc = gc_scope_open(vm);
    Value *tbl = gc_handle(vm, is_iter ? ((MapIter *)v_cell(*vh))->table : ((MapObj *)v_cell(*vh))->table);
    Value *k = gc_handle(vm, V_UNDEF), *v = gc_handle(vm, V_UNDEF);
    uint32_t pos = is_iter ? (uint32_t)v_get_int(((MapIter *)v_cell(*vh))->index) : 0;
    uint32_t n = 0, more = 0;
    int rc = -1;
    c->indent += 2;
    while (*tbl != V_UNDEF) {
        Value t = *tbl;
        MapEntry *e = vm_map_cursor_noalloc(&t, &pos);
        *tbl = t;
        if (!e)
            break;
        if (n == 100) {
            more++;
            continue;
        }
        *k = e->key;
        *v = is_set ? e->key : e->value;
        LibBuf b;
        lib_buf_init(&b);
        int r = 0;
        if (kind == MAP_ITER_ENTRIES) {
            StrList pair = {0};
            LibBuf kb, vb;
            lib_buf_init(&kb);
            lib_buf_init(&vb);
            r = format_value(vm, c, k, rt, false, &kb);
            if (r == 0)
                r = format_value(vm, c, v, rt, false, &vb);
            sl_push(&pair, kb.p ? kb.p : xstrdup(""));
            sl_push(&pair, vb.p ? vb.p : xstrdup(""));
            if (r == 0)
                reduce(c, &pair, "", "[", "]", true, false, false, rt, false, &b);
            sl_free(&pair);
        } else if (kind < 0) {
            r = format_value(vm, c, k, rt, false, &b);
            lib_buf_str(&b, " => ");
            if (r == 0)
                r = format_value(vm, c, v, rt, false, &b);
        } else {
            r = format_value(vm, c, kind == MAP_ITER_KEYS ? k : v, rt, false, &b);
        }
        if (r < 0) {
            lib_buf_free(&b);
            goto out;
        }
        sl_push(o, b.p ? b.p : xstrdup(""));
        n++;
    }
    if (more) {
        char t[64];
        snprintf(t, sizeof t, "... %u more item%s", more, more == 1 ? "" : "s");
        sl_push(o, xstrdup(t));
    }
    rc = 0;
out:
    c->indent -= 2;
    gc_scope_close(vm, sc);
    return rc;
}

/* A promise's state as its first entry: <pending>, the value, or
 * "<rejected> " and the reason (stdlib/promise.h). */
static int promise_entry(Vm *vm, Ctx *c, Value *vh, int rt, StrList *o)
{
    PromiseObj *p = (PromiseObj *)v_cell(*vh);
    int st = v_get_int(p->state);
    if (st == PROMISE_PENDING) {
        sl_push(o, xstrdup("<pending>"));
        return 0;
    }
    size_t sc = gc_scope_open(vm);
    Value *r = gc_handle(vm, p->result);
    LibBuf b;
    lib_buf_init(&b);
    if (st == PROMISE_REJECTED)
        lib_buf_str(&b, "<rejected> ");
    c->indent += 2;
    int rc = format_value(vm, c, r, rt, false, &b);
    c->indent -= 2;
    if (rc == 0)
        sl_push(o, xstrdup(b.p ? b.p : ""));
    lib_buf_free(&b);
    gc_scope_close(vm, sc);
    return rc;
}

/* ArrayBuffer: [Uint8Contents] and [byteLength]; DataView: [byteLength],
 * [byteOffset] and [buffer] — the entries node 26 shows before the own keys. */
static int buffer_entries(Vm *vm, Ctx *c, Value *vh, int rt, bool no_contents, StrList *o)
{
    if (v_hdr(*vh)->cls != CLS_DATAVIEW) { /* an ArrayBuffer or SharedArrayBuffer */
        if (v_hdr(*vh)->cls == CLS_SHAREDARRAYBUFFER)
            vm_sab_sync(vm, vh); /* another thread may have grown it */
        ArrayBufferObj *b = v_cell(*vh);
        if (b->flags & AB_DETACHED) {
            sl_push(o, strdup("(detached)"));
            sl_push(o, strdup("[byteLength]: 0"));
            return 0;
        }
        uint64_t shown = b->len < 100 ? b->len : 100;
        LibBuf s;
        lib_buf_init(&s);
        if (no_contents) { /* a typed array's [buffer] under showHidden */
            lib_buf_printf(&s, "[byteLength]: %llu", (unsigned long long)b->len);
            sl_push(o, s.p);
            return 0;
        }
        lib_buf_str(&s, "[Uint8Contents]: <");
        for (uint64_t i = 0; i < shown; i++)
            lib_buf_printf(&s, i ? " %02x" : "%02x", b->data[i]);
        if (b->len > shown)
            lib_buf_printf(&s, " ... %llu more byte%s", (unsigned long long)(b->len - shown),
                           b->len - shown > 1 ? "s" : "");
        lib_buf_ch(&s, '>');
        sl_push(o, s.p);
        lib_buf_init(&s);
        lib_buf_printf(&s, "[byteLength]: %llu", (unsigned long long)b->len);
        sl_push(o, s.p);
        return 0;
    }
    TypedArrayObj *t = v_cell(*vh);
    LibBuf s;
    lib_buf_init(&s);
    lib_buf_printf(&s, "[byteLength]: %u", t->length);
    sl_push(o, s.p);
    lib_buf_init(&s);
    if (vm_view_oob_noalloc(t)) /* V8 cannot answer: the getter would throw */
        lib_buf_str(&s, "[byteOffset]: undefined");
    else
        lib_buf_printf(&s, "[byteOffset]: %u", t->offset);
    sl_push(o, s.p);
    size_t sc = gc_scope_open(vm);
    Value *bh = gc_handle(vm, t->buffer);
    lib_buf_init(&s);
    lib_buf_str(&s, "[buffer]: ");
    c->indent += 2;
    int r = format_value(vm, c, bh, rt, false, &s);
    c->indent -= 2;
    gc_scope_close(vm, sc);
    if (r < 0) {
        lib_buf_free(&s);
        return -1;
    }
    sl_push(o, s.p);
    return 0;
}

/* node's sorted: true sorts the printed entries as strings (Array.prototype.sort's
 * order: UTF-16 units, which UTF-8 byte order matches outside the astral planes) */
static int cmp_entries(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The own `constructor` of o when it is a function (a data property), else
 * V_UNDEF. Allocates nothing. */
static Value own_ctor_noalloc(Vm *vm, Value o)
{
    PropDesc d;
    if (vm_get_own_prop(vm, o, vm->atom[A_constructor], &d) != 1 || (d.attrs & PROP_ACCESSOR) ||
        !vm_is_callable_noalloc(d.value))
        return V_UNDEF;
    return d.value;
}

/* node's addPrototypeProperties: the properties (not methods, not
 * `constructor`, none main has itself or a nearer layer listed) of up to
 * three prototype layers of main from obj, stopping at a built-in
 * constructor's prototype, each formatted against main (dimmed in
 * colour). rt is main's depth before its own entries. */
static int add_proto_props(Vm *vm, Ctx *c, Value *main, Value obj, int rt, StrList *out)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *oh = gc_handle(vm, obj);
    Value *keys = gc_handle(vm, V_UNDEF);
    Value *seen_keys = gc_handle(vm, vm_new_array(vm, 0)); /* the keys of the nearer layers */
    Value *k = gc_handle(vm, V_UNDEF);
    if (*seen_keys == V_EXC)
        goto out;
    c->seen[c->nseen++] = main; /* node formats these with main among the seen */
    for (int depth = 0; depth < 3; depth++) {
        if (depth != 0 || *main == *oh) {
            *oh = vm_get_proto_noalloc(*oh);
            if (!v_is_object(*oh))
                break;
            Value ctor = own_ctor_noalloc(vm, *oh);
            if (ctor != V_UNDEF && lib_is_builtin_ctor(vm, ctor))
                break;
        }
        if (depth != 0)
            for (uint32_t i = 0; i < vm_array(*keys)->length; i++)
                if (vm_array_append(vm, *seen_keys, vm_array(*keys)->elems->v[i]) < 0)
                    goto pop;
        if ((*keys = vm_own_keys(vm, *oh, KEYS_STRINGS | KEYS_SYMBOLS)) == V_EXC)
            goto pop;
        for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
            *k = vm_array(*keys)->elems->v[i];
            if (*k == vm->atom[A_constructor] || vm_has_own_noalloc(vm, *main, *k))
                continue;
            bool nearer = false;
            for (uint32_t j = 0; depth != 0 && !nearer && j < vm_array(*seen_keys)->length; j++)
                nearer = vm_array(*seen_keys)->elems->v[j] == *k;
            if (nearer)
                continue;
            PropDesc d;
            int f = vm_get_own_prop(vm, *oh, *k, &d);
            if (f < 0)
                goto pop;
            if (f == 0 || (!(d.attrs & PROP_ACCESSOR) && vm_is_callable_noalloc(d.value)))
                continue;
            char *e;
            if (format_prop(vm, c, *oh, *k, rt, false, main, &e) < 0)
                goto pop;
            if (c->colors) {
                LibBuf b;
                lib_buf_init(&b);
                lib_buf_printf(&b, "\x1b[2m%s\x1b[22m", e);
                free(e);
                e = b.p ? b.p : xstrdup("");
            }
            sl_push(out, e);
        }
    }
    rc = 0;
pop:
    c->nseen--;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* node's getConstructorName with showHidden: the prototype properties
 * shown after main's own (add_proto_props), for an object whose
 * constructor is found past its first prototype or is not a built-in. */
static int proto_props(Vm *vm, Ctx *c, Value *main, int rt, StrList *out)
{
    if (c->nseen >= MAX_SEEN)
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = 0;
    Value *o = gc_handle(vm, *main);
    Value *first = gc_handle(vm, V_EMPTY);
    for (int guard = 0; v_is_object(*o) && guard < 1000; guard++) {
        Value ctor = own_ctor_noalloc(vm, *o);
        if (ctor != V_UNDEF && is_instance(vm, main, ctor)) {
            Value n = vm_func_name_noalloc(vm, ctor);
            if (v_is_string(n) && vm_str_len_noalloc(n) > 0) {
                if (*first != *o || !lib_is_builtin_ctor(vm, ctor))
                    rc = add_proto_props(vm, c, main, *first == V_EMPTY ? *main : *first, rt, out);
                break;
            }
        }
        *o = vm_get_proto_noalloc(*o);
        if (*first == V_EMPTY)
            *first = *o;
    }
    gc_scope_close(vm, sc);
    return rc;
}

/* node's formatTypedArray under showHidden: the view's BYTES_PER_ELEMENT,
 * length, byteLength, byteOffset and buffer, read as a script would. */
static int typed_hidden(Vm *vm, Ctx *c, Value *vh, int rt, StrList *o)
{
    static const char *const names[] = {"BYTES_PER_ELEMENT", "length", "byteLength", "byteOffset", "buffer"};
    size_t sc = gc_scope_open(vm);
    Value *v = gc_handle(vm, V_UNDEF);
    int rc = -1;
    for (int i = 0; i < 5; i++) {
        if ((*v = vm_get_str_js(vm, *vh, names[i])) == V_EXC)
            goto out;
        LibBuf b;
        lib_buf_init(&b);
        lib_buf_printf(&b, "[%s]: ", names[i]);
        c->indent += 2;
        c->ta_buffer = i == 4;
        int r = format_value(vm, c, v, rt, false, &b);
        c->ta_buffer = false;
        c->indent -= 2;
        if (r < 0) {
            lib_buf_free(&b);
            goto out;
        }
        sl_push(o, b.p ? b.p : xstrdup(""));
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static int format_object(Vm *vm, Ctx *c, Value *vh, int rt, LibBuf *out)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    StrList o = {0};
    LibBuf base;
    lib_buf_init(&base);
    char *cname = NULL;
    Value *keys = gc_handle(vm, V_UNDEF);
    Value *tmp = gc_handle(vm, V_UNDEF);
    int cls = v_hdr(*vh)->cls;
    bool is_ta = vm_is_ta_cls((unsigned)cls);
    bool is_arr = cls == CLS_ARRAY || is_ta;
    bool is_buf = cls == CLS_ARRAYBUFFER || cls == CLS_SHAREDARRAYBUFFER || cls == CLS_DATAVIEW;
    bool is_coll = cls == CLS_MAP || cls == CLS_SET;
    bool is_coll_iter = cls == CLS_MAP_ITER || cls == CLS_SET_ITER;
    bool is_fn = vm_is_callable_noalloc(*vh);
    bool has_more = false, all_numbers = true;
    bool plain_base = false; /* base is "Ctor [Tag]": also the name past the depth limit */
    bool is_promise = false;
    bool hidden = c->opts & LIB_INSPECT_HIDDEN;
    bool ta_buffer = c->ta_buffer; /* a typed array's [buffer]: no contents */
    c->ta_buffer = false;
    StrList pp = {0}; /* showHidden's prototype properties (proto_props) */
    /* node's isError: a native error, or any object that is instanceof Error */
    bool is_err = cls == CLS_ERROR;
    for (Value p = vm_get_proto_noalloc(*vh); !is_err && cls == CLS_PLAIN && v_is_object(p);
         p = vm_get_proto_noalloc(p))
        is_err = p == vm->builtin[B_ERROR_PROTO];

    cname = ctor_name(vm, *vh);
    if (!cname) {
        int crc;
        cname = chain_name(vm, c, vh, rt, &crc);
        if (crc < 0)
            goto out;
    }
    *keys = vm_own_keys(vm, *vh, KEYS_STRINGS | KEYS_SYMBOLS | (hidden ? 0 : KEYS_ENUMERABLE_ONLY));
    if (*keys == V_EXC)
        goto out;
    if (hidden && rt <= c->depth && proto_props(vm, c, vh, rt, &pp) < 0)
        goto out;
    uint32_t nkeys = vm_array(*keys)->length + (uint32_t)pp.n; /* the entries besides elements */
    if (ta_buffer && nkeys == 0 && (cls == CLS_ARRAYBUFFER || cls == CLS_SHAREDARRAYBUFFER)) {
        /* node's short form, at any depth */
        lib_buf_printf(out, "%s { [byteLength]: ", cname ? cname : "ArrayBuffer");
        sty_on(c, out, ST_NUMBER);
        lib_buf_printf(out, "%llu", (unsigned long long)((ArrayBufferObj *)v_cell(*vh))->len);
        sty_off(c, out, ST_NUMBER);
        lib_buf_str(out, " }");
        rc = 0;
        goto out;
    }
    uint32_t alen = is_ta ? v_ta(*vh)->length : is_arr ? vm_array(*vh)->length : 0;
    uint32_t nextra = 0;
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        Value k = vm_array(*keys)->elems->v[i];
        if (!(is_arr && is_index_key(k, alen)) && !(is_err && !hidden && error_dup_key(vm, vh, k)))
            nextra++;
    }
    nextra += (uint32_t)pp.n;
    if (is_err && !hidden) { /* showHidden lists them as own keys */
        nextra += has_hidden(vm, vh, "cause");
        nextra += has_hidden(vm, vh, "errors");
        nextra += has_hidden(vm, vh, "error");
        nextra += has_hidden(vm, vh, "suppressed");
    }

    /* braces, base, and the empty forms that skip the depth check */
    const char *open = "{", *close = "}";
    char openbuf[300];
    if (is_arr) {
        open = "[";
        close = "]";
        if (is_ta) {
            const char *kn = vm_ta_name[ta_kind(v_ta(*vh))];
            if (cname && strcmp(cname, kn) != 0)
                snprintf(openbuf, sizeof openbuf, "%s(%u) [%s] [", cname, alen, kn);
            else
                snprintf(openbuf, sizeof openbuf, "%s(%u) [", kn, alen);
            open = openbuf;
        } else if (cname && strcmp(cname, "Array") != 0) {
            snprintf(openbuf, sizeof openbuf, "%s(%u) [", cname, alen);
            open = openbuf;
        }
        if (alen == 0 && nextra == 0) {
            lib_buf_str(out, open);
            lib_buf_str(out, "]");
            rc = 0;
            goto out;
        }
    } else if (is_fn) {
        if (fmt_func_base(vm, *vh, &base) < 0)
            goto out;
        if (nkeys == 0) {
            sty_on(c, out, ST_SPECIAL);
            lib_buf_str(out, base.p);
            sty_off(c, out, ST_SPECIAL);
            rc = 0;
            goto out;
        }
    } else if (is_err) {
        Value stv = V_UNDEF;
        int f = vm_error_stack_get(vm, *vh, &stv);
        if (f < 0)
            goto out;
        if (f == 1 && v_is_string(stv)) {
            char *s = inspect_utf8(vm, stv, NULL);
            char *better = s ? lib_error_improve_stack(vm, *vh, s) : NULL;
            if (better) {
                free(s);
                s = better;
            }
            LibBuf t;
            lib_buf_init(&t);
            indent_lines(&t, s ? s : "", c->indent);
            /* node brackets a stack without frames: [Error: msg] */
            bool frameless = !s || !strstr(s, "\n    at ");
            free(s);
            if (frameless)
                lib_buf_ch(&base, '[');
            lib_buf_str(&base, t.p ? t.p : "");
            if (frameless)
                lib_buf_ch(&base, ']');
            lib_buf_free(&t);
        } else {
            /* node: ErrorPrototypeToString(err), improved, in brackets */
            Value s = vm_get_str_js(vm, vm->builtin[B_ERROR_PROTO], "toString");
            Value r = V_EXC;
            if (s != V_EXC && vm_is_callable_noalloc(s))
                r = vm_call_js(vm, s, *vh, 0, NULL);
            if (r == V_EXC) {
                vm_take_exception(vm);
                lib_buf_str(&base, "[Error]");
            } else {
                *tmp = r;
                char *t = v_is_string(*tmp) ? inspect_utf8(vm, *tmp, NULL) : xstrdup("");
                char *better = t ? lib_error_improve_stack(vm, *vh, t) : NULL;
                lib_buf_ch(&base, '[');
                lib_buf_str(&base, better ? better : t ? t : "");
                lib_buf_ch(&base, ']');
                free(better);
                free(t);
            }
        }
        /* hide the non-enumerable-in-node own props */
        if (nextra == 0) {
            lib_buf_str(out, base.p);
            rc = 0;
            goto out;
        }
    } else if (cls == CLS_REGEXP) {
        if (lib_rx_describe(vm, *vh, &base) < 0)
            goto out;
        if (cname && strcmp(cname, "RegExp") != 0) {
            LibBuf nb;
            lib_buf_init(&nb);
            lib_buf_printf(&nb, "%s %s", cname, base.p);
            lib_buf_free(&base);
            base = nb;
        }
        if (nextra == 0) {
            sty_on(c, out, ST_REGEXP);
            lib_buf_str(out, base.p);
            sty_off(c, out, ST_REGEXP);
            rc = 0;
            goto out;
        }
    } else if (cls == CLS_NUMBER || cls == CLS_STRING || cls == CLS_BOOLEAN || cls == CLS_SYMBOL ||
               cls == CLS_BIGINT) {
        Value p = ((PrimObj *)v_cell(*vh))->prim;
        *tmp = p;
        lib_buf_str(&base, cls == CLS_NUMBER ? "[Number: " : cls == CLS_STRING ? "[String: " :
                           cls == CLS_BOOLEAN ? "[Boolean: " : cls == CLS_BIGINT ? "[BigInt: " : "[Symbol: ");
        bool colors = c->colors;
        c->colors = false;
        int frc = format_value(vm, c, tmp, rt, false, &base);
        c->colors = colors;
        if (frc < 0)
            goto out;
        lib_buf_ch(&base, ']');
        if (cls == CLS_STRING) {
            /* the string's index keys are not shown */
            nextra = (uint32_t)pp.n;
            for (uint32_t i = 0; i < vm_array(*keys)->length; i++)
                if (!is_index_key(vm_array(*keys)->elems->v[i], vm_str_len_noalloc(*tmp)))
                    nextra++;
        }
        if (nextra == 0) {
            /* node styles the whole [Number: 5] as the primitive's type
             * (and none of it when other keys follow) */
            int st = cls == CLS_STRING || cls == CLS_SYMBOL ? ST_STRING : ST_NUMBER;
            sty_on(c, out, st);
            lib_buf_str(out, base.p);
            sty_off(c, out, st);
            rc = 0;
            goto out;
        }
    } else if (cls == CLS_DATE) {
        if (cname && strcmp(cname, "Date") != 0)
            lib_buf_printf(&base, "%s ", cname);
        lib_date_inspect(vm, *vh, &base);
        if (nextra == 0) {
            sty_on(c, out, ST_DATE);
            lib_buf_str(out, base.p);
            sty_off(c, out, ST_DATE);
            rc = 0;
            goto out;
        }
    } else if (is_coll) {
        LibBuf pre;
        lib_buf_init(&pre);
        if (coll_prefix(vm, vh, cname, &pre) < 0) {
            lib_buf_free(&pre);
            goto out;
        }
        snprintf(openbuf, sizeof openbuf, "%s{", pre.p);
        lib_buf_free(&pre);
        open = openbuf;
        if (vm_map_table(*vh)->count == 0 && nkeys == 0) {
            lib_buf_str(out, open);
            lib_buf_str(out, "}");
            rc = 0;
            goto out;
        }
    } else if (is_coll_iter) {
        bool entries = v_get_int(((MapIter *)v_cell(*vh))->kind) == MAP_ITER_ENTRIES;
        snprintf(openbuf, sizeof openbuf, "[%s %s] {", cls == CLS_SET_ITER ? "Set" : "Map",
                 entries ? "Entries" : "Iterator");
        open = openbuf;
    } else {
        char *tag = NULL;
        plain_base = true;
        is_promise = cls == CLS_PROMISE;
        if (cname && to_string_tag(vm, vh, hidden, &tag) < 0)
            goto out;
        if (!cname)
            lib_buf_str(&base, vm_is_module_namespace_noalloc(vm, *vh) ? "[Module: null prototype]"
                                                                      : "[Object: null prototype]");
        else if (cls == CLS_ARGUMENTS && strcmp(cname, "Object") == 0 && !tag)
            lib_buf_str(&base, "[Arguments]"); /* node's braces for an arguments object */
        else if (tag) {
            /* node's getPrefix: a tag whose last dotted name is the
             * constructor's stands alone ("Intl.Locale {}") */
            const char *dot = strrchr(tag, '.');
            if (strcmp(dot && dot > tag ? dot + 1 : tag, cname) == 0) {
                lib_buf_str(&base, tag);
                free(tag);
                tag = NULL;
            } else
                lib_buf_str(&base, cname);
        } else if (strcmp(cname, "Object") != 0)
            lib_buf_str(&base, cname);
        if (tag && strcmp(tag, cname) != 0)
            lib_buf_printf(&base, " [%s]", tag);
        free(tag);
        if (nkeys == 0 && !is_promise && !is_buf && cls != CLS_WEAKMAP && cls != CLS_WEAKSET) {
            /* node prints an empty namespace's braces with their padding,
             * and past the depth only its tag */
            bool ns = vm_is_module_namespace_noalloc(vm, *vh);
            if (ns && rt > c->depth) {
                lib_buf_str(out, "[Object: null prototype] [Module]");
            } else {
                if (base.len) {
                    lib_buf_str(out, base.p);
                    lib_buf_ch(out, ' ');
                }
                lib_buf_str(out, ns ? "{  }" : "{}");
            }
            rc = 0;
            goto out;
        }
    }

    if (rt > c->depth) {
        sty_on(c, out, ST_SPECIAL);
        if (is_ta)
            lib_buf_printf(out, "[%s]", cname ? cname : vm_ta_name[ta_kind(v_ta(*vh))]);
        else if (is_arr)
            lib_buf_str(out, "[Array]");
        else if (is_coll) {
            size_t n = strlen(open); /* "Map(1) [Tag] {" -> "[Map [Tag]]" */
            char *paren = strchr(open, '(');
            char *close_paren = paren ? strchr(paren, ')') : NULL;
            if (cname && paren && close_paren && n >= 2) {
                lib_buf_ch(out, '[');
                lib_buf_add(out, open, (size_t)(paren - open));
                lib_buf_add(out, close_paren + 1, (size_t)(open + n - 2 - (close_paren + 1)));
                lib_buf_ch(out, ']');
            } else {
                lib_buf_printf(out, "[%s]", v_hdr(*vh)->cls == CLS_SET ? "Set" : "Map");
            }
        }
        else if (!cname) /* node: a namespace past the depth is its tag's */
            lib_buf_str(out, vm_is_module_namespace_noalloc(vm, *vh) ? "[Object: null prototype] [Module]"
                                                                    : "[Object: null prototype]");
        else
            lib_buf_printf(out, "[%s]", plain_base && base.len && base.p[0] != '[' ? base.p : cname);
        sty_off(c, out, ST_SPECIAL);
        rc = 0;
        goto out;
    }
    rt++;
    if (c->nseen >= MAX_SEEN) {
        lib_buf_str(out, "[Object]");
        rc = 0;
        goto out;
    }
    int my = c->nseen++;
    c->seen[my] = vh;
    c->ref_id[my] = 0;
    c->current_depth = rt;

    if (is_arr) {
        uint32_t shown = alen < 100 ? alen : 100;
        uint32_t i = 0;
        while (i < shown) {
            Value e = V_EMPTY;
            ArrayObj *a = vm_array(*vh);
            if (is_ta)
                e = v_int(0); /* present: format_prop reads the element */
            else if (a->elems && i < a->elems->cap)
                e = a->elems->v[i];
            if (e == V_EMPTY && (v_hdr(*vh)->flags & OBJ_SPARSE) &&
                vm_has_own_noalloc(vm, *vh, v_int((int32_t)i)))
                e = V_UNDEF; /* present as a sparse property */
            if (e == V_EMPTY) {
                uint32_t j = i;
                while (j < alen) {
                    ArrayObj *aa = vm_array(*vh);
                    Value ee = aa->elems && j < aa->elems->cap ? aa->elems->v[j] : V_EMPTY;
                    if (ee != V_EMPTY ||
                        ((v_hdr(*vh)->flags & OBJ_SPARSE) && vm_has_own_noalloc(vm, *vh, v_int((int32_t)j))))
                        break;
                    j++;
                }
                char t[64];
                snprintf(t, sizeof t, "%s<%u empty item%s>%s", c->colors ? style_on[ST_UNDEF] : "", j - i,
                         j - i == 1 ? "" : "s", c->colors ? style_off[ST_UNDEF] : "");
                sl_push(&o, xstrdup(t));
                all_numbers = false;
                i = j;
                continue;
            }
            if (!v_is_number(e) && !v_is_bigint(e))
                all_numbers = false;
            char *s;
            if (format_prop(vm, c, *vh, v_int((int32_t)i), rt, true, NULL, &s) < 0) {
                c->nseen--;
                goto out;
            }
            sl_push(&o, s);
            i++;
        }
        if (i < alen) {
            char t[64];
            snprintf(t, sizeof t, "... %u more item%s", alen - i, alen - i == 1 ? "" : "s");
            sl_push(&o, xstrdup(t));
            has_more = true;
        }
        if (is_ta && hidden && typed_hidden(vm, c, vh, rt, &o) < 0) {
            c->nseen--;
            goto out;
        }
    }
    size_t nelems = o.n; /* node pads numbers to the right only when every entry is an element */
    if (is_buf && buffer_entries(vm, c, vh, rt, ta_buffer, &o) < 0) {
        c->nseen--;
        goto out;
    }
    if (is_promise && promise_entry(vm, c, vh, rt, &o) < 0) {
        c->nseen--;
        goto out;
    }
    if ((is_coll || is_coll_iter) && coll_entries(vm, c, vh, rt, &o) < 0) {
        c->nseen--;
        goto out;
    }
    /* SuppressedError's error and suppressed too */
    static const char *const err_extra[] = {"cause", "errors", "error", "suppressed"};
    for (int h = 0; is_err && !hidden && h < 4; h++) {
        char *s;
        int r = format_hidden(vm, c, *vh, err_extra[h], rt, &s);
        if (r < 0) {
            c->nseen--;
            goto out;
        }
        if (r)
            sl_push(&o, s);
    }
    size_t first_key = o.n; /* node's sorted: sorts only the named keys of an array */
    if ((cls == CLS_WEAKMAP || cls == CLS_WEAKSET) && hidden) {
        /* node's previewEntries under showHidden, sorted as strings (a weak
         * collection's order is no order) unless sorted sorts them all */
        size_t from = o.n;
        if (coll_entries(vm, c, vh, rt, &o) < 0) {
            c->nseen--;
            goto out;
        }
        size_t n = o.n - from;
        if (n && strncmp(o.v[o.n - 1], "... ", 4) == 0)
            n--;
        if (!(c->opts & LIB_INSPECT_SORTED) && n > 1)
            qsort(o.v + from, n, sizeof o.v[0], cmp_entries);
    } else if (cls == CLS_WEAKMAP || cls == CLS_WEAKSET)
        sl_push(&o, xstrdup(c->colors ? "\x1b[36m<items unknown>\x1b[39m" /* special */
                                      : "<items unknown>")); /* node lists them only under showHidden */
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        Value k = vm_array(*keys)->elems->v[i];
        if (is_arr && is_index_key(k, alen))
            continue;
        if (cls == CLS_STRING && is_index_key(k, vm_str_len_noalloc(((PrimObj *)v_cell(*vh))->prim)))
            continue;
        if (is_err && !hidden && error_dup_key(vm, vh, k))
            continue;
        char *s;
        if (format_prop(vm, c, *vh, k, rt, false, NULL, &s) < 0) {
            c->nseen--;
            goto out;
        }
        sl_push(&o, s);
    }
    for (size_t i = 0; i < pp.n; i++) {
        sl_push(&o, pp.v[i]);
        pp.v[i] = NULL;
    }
    if (is_arr && o.n > nelems)
        all_numbers = false;
    c->nseen--;
    if (c->opts & LIB_INSPECT_SORTED) {
        size_t from = is_arr ? first_key : 0;
        if (o.n > from + 1)
            qsort(o.v + from, o.n - from, sizeof o.v[0], cmp_entries);
    }
    int ref = circ_id_noalloc(c, *vh); /* also when the cycle was closed on another path */
    if (ref) {
        char t[32];
        snprintf(t, sizeof t, "<ref *%d>", ref);
        LibBuf nb;
        lib_buf_init(&nb);
        sty_on(c, &nb, ST_SPECIAL);
        lib_buf_str(&nb, t);
        sty_off(c, &nb, ST_SPECIAL);
        if (base.len) {
            lib_buf_ch(&nb, ' ');
            lib_buf_str(&nb, base.p);
        }
        lib_buf_free(&base);
        base = nb;
    }
    reduce(c, &o, base.p ? base.p : "", open, close, is_arr, has_more, all_numbers && is_arr, rt,
           plain_base && base.len, out);
    rc = 0;
out:
    sl_free(&o);
    sl_free(&pp);
    lib_buf_free(&base);
    free(cname);
    gc_scope_close(vm, sc);
    return rc;
}

/* util.inspect as the third argument of a custom inspect method:
 * inspect(value, { depth, colors }). */
static Value inspect_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    int depth = 2;
    bool colors = false;
    if (v_is_object(ARG(1))) {
        Value d = vm_get_str_js(vm, ARG(1), "depth");
        if (d == V_EXC)
            return V_EXC;
        if (d == V_NULL || (v_is_number(d) && v_to_double(d) > 1e6))
            depth = 1000000;
        else if (v_is_number(d))
            depth = (int)v_to_double(d);
        Value k = vm_get_str_js(vm, ARG(1), "colors");
        if (k == V_EXC)
            return V_EXC;
        colors = vm_truthy_noalloc(k);
    }
    return lib_inspect_color_js(vm, ARG(0), depth, colors);
}

/* node's util.inspect.custom: an object with a callable
 * [Symbol.for('nodejs.util.inspect.custom')] is shown by what it returns
 * (called with the depth left, { depth, colors } and inspect): a string as
 * it is (its new lines indented to the current level), anything else
 * formatted in its place. 1 when it was shown, 0 when v has no such
 * method, -1 on error. No object can have the method before the symbol is
 * registered, which keeps the common case to one lookup. */
static int custom_inspect(Vm *vm, Ctx *c, Value *vh, int rt, LibBuf *out)
{
    Value key = vm->builtin[B_INSPECT_CUSTOM_KEY]; /* an atom: immortal */
    if (key == V_EMPTY) {
        key = vm_atom(vm, "nodejs.util.inspect.custom");
        if (key == V_EXC)
            return -1;
        vm->builtin[B_INSPECT_CUSTOM_KEY] = key;
    }
    Value sym = lib_symbol_for_existing_noalloc(vm, key);
    if (sym == V_EMPTY)
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *m = gc_handle(vm, vm_get_prop_js(vm, *vh, sym));
    if (*m == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(*m)) {
        rc = 0;
        goto out;
    }
    Value *args = gc_handle(vm, v_int(c->depth - rt));
    Value *opts = gc_handle(vm, vm_new_object(vm));
    Value *fn = gc_handle(vm, vm->builtin[B_INSPECT_FN]);
    if (*opts == V_EXC)
        goto out;
    if (*fn == V_EMPTY) {
        *fn = vm_new_native(vm, "inspect", inspect_fn, 2, 0);
        if (*fn == V_EXC)
            goto out;
        vm->builtin[B_INSPECT_FN] = *fn;
    }
    if (lib_def_value(vm, *opts, "depth", v_int(c->depth), PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *opts, "colors", v_bool(c->colors), PROP_DEFAULT) < 0)
        goto out;
    (void)args;
    Value *r = gc_handle(vm, vm_call_js(vm, *m, *vh, 3, args));
    if (*r == V_EXC)
        goto out;
    if (*r == *vh) { /* returned itself: shown as usual */
        rc = 0;
        goto out;
    }
    if (v_is_string(*r)) {
        char *s = vm_str_to_utf8(vm, *r, NULL);
        if (!s) {
            vm_throw_oom(vm);
            goto out;
        }
        indent_lines(out, s, c->indent);
        free(s);
        rc = 1;
        goto out;
    }
    rc = format_value(vm, c, r, rt, false, out) < 0 ? -1 : 1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* node prints a BigInt as its digits and n (10n). */
int lib_inspect_bigint(Vm *vm, LibBuf *out, Value v)
{
    Value s = vm_bigint_to_string(vm, v, 10);
    if (s == V_EXC || lib_buf_jsstr(vm, out, s) < 0)
        return -1;
    lib_buf_ch(out, 'n');
    return 0;
}

/* node's showProxy: Proxy [ target, handler ], laid out as an array of
 * the two; past the depth "Proxy [Array]". No trap runs. */
static int format_proxy(Vm *vm, Ctx *c, Value *vh, int rt, LibBuf *out)
{
    if (rt > c->depth) {
        sty_on(c, out, ST_SPECIAL);
        lib_buf_str(out, "Proxy [Array]");
        sty_off(c, out, ST_SPECIAL);
        return 0;
    }
    size_t sc = gc_scope_open(vm);
    Value *part = gc_handle(vm, V_UNDEF);
    StrList o = {0};
    int rc = -1;
    c->indent += 2;
    for (int i = 0; i < 2; i++) {
        *part = i ? vm_proxy_handler_noalloc(*vh) : vm_proxy_target_noalloc(*vh);
        LibBuf b;
        lib_buf_init(&b);
        if (format_value(vm, c, part, rt + 1, false, &b) < 0) {
            lib_buf_free(&b);
            c->indent -= 2;
            goto out;
        }
        sl_push(&o, b.p ? b.p : xstrdup(""));
    }
    c->indent -= 2;
    reduce(c, &o, "", "Proxy [", "]", true, false, false, rt + 1, false, out);
    rc = 0;
out:
    sl_free(&o);
    gc_scope_close(vm, sc);
    return rc;
}

/* Is the proxy v node:vm's global proxy of a context (the `this` of a
 * realm that has a contextified object)? */
static bool context_global_noalloc(Vm *vm, Value v)
{
    Value t = vm_proxy_target_noalloc(v);
    int r = t == V_NULL ? -1 : vm_realm_of_global_noalloc(vm, t);
    return r >= 0 && vm_realm_this_noalloc(vm, (uint32_t)r) == v;
}

static int format_value(Vm *vm, Ctx *c, Value *vh, int rt, bool top, LibBuf *out)
{
    Value v = *vh;
    if (v_is_number(v)) {
        sty_on(c, out, ST_NUMBER);
        lib_inspect_number(out, v);
        sty_off(c, out, ST_NUMBER);
        return 0;
    }
    if (v_is_bigint(v)) { /* node's 'bigint' style is yellow, as numbers */
        sty_on(c, out, ST_NUMBER);
        if (lib_inspect_bigint(vm, out, v) < 0)
            return -1;
        sty_off(c, out, ST_NUMBER);
        return 0;
    }
    if (v_is_string(v)) {
        if (top)
            return lib_buf_jsstr(vm, out, v);
        String *s = vm_str_flat(vm, v);
        if (!s)
            return -1;
        /* node splits a long string after each line break into quoted
         * pieces joined by " +" and a new line (kMinLineWidth 16) */
        uint32_t from = 0;
        if (s->len > 16 && (long)s->len > (long)BREAK_LEN - c->indent - 4)
            for (uint32_t i = 0; i + 1 < s->len; i++)
                if (str_at(s, i) == '\n') {
                    sty_on(c, out, ST_STRING);
                    quote_range_noalloc(out, s, from, i + 1);
                    sty_off(c, out, ST_STRING);
                    lib_buf_str(out, " +\n");
                    for (int k = 0; k < c->indent + 2; k++)
                        lib_buf_ch(out, ' ');
                    from = i + 1;
                }
        sty_on(c, out, ST_STRING);
        quote_range_noalloc(out, s, from, s->len);
        sty_off(c, out, ST_STRING);
        return 0;
    }
    if (v == V_UNDEF || v == V_EMPTY) {
        sty_on(c, out, ST_UNDEF);
        lib_buf_str(out, "undefined");
        sty_off(c, out, ST_UNDEF);
        return 0;
    }
    if (v == V_NULL) {
        sty_on(c, out, ST_NULL);
        lib_buf_str(out, "null");
        sty_off(c, out, ST_NULL);
        return 0;
    }
    if (v == V_TRUE || v == V_FALSE) {
        sty_on(c, out, ST_NUMBER);
        lib_buf_str(out, v == V_TRUE ? "true" : "false");
        sty_off(c, out, ST_NUMBER);
        return 0;
    }
    if (v_is_symbol(v)) {
        sty_on(c, out, ST_STRING);
        if (lib_inspect_symbol(vm, out, v) < 0)
            return -1;
        sty_off(c, out, ST_STRING);
        return 0;
    }
    if (!v_is_object(v)) {
        lib_buf_str(out, "[internal]");
        return 0;
    }
    if (v_is_proxy(v) && context_global_noalloc(vm, v)) {
        /* node:vm's global proxy: node's is no Proxy but the context's
         * global object, shown as its enumerable own properties (the
         * traps run: they read the contextified object) */
        size_t sc = gc_scope_open(vm);
        Value *snap = gc_handle(vm, vm_new_object(vm));
        int r = *snap == V_EXC || vm_copy_data_properties(vm, *snap, *vh) < 0 ? -1 : format_value(vm, c, snap, rt, top, out);
        gc_scope_close(vm, sc);
        return r;
    }
    if (v_is_proxy(v)) {
        /* node shows the target, never running a trap: Proxy(target), or
         * the target's [Circular *n] bare */
        Value t = vm_proxy_target_noalloc(v);
        if (t == V_NULL) {
            sty_on(c, out, ST_SPECIAL);
            lib_buf_str(out, "<Revoked Proxy>");
            sty_off(c, out, ST_SPECIAL);
            return 0;
        }
        if (c->opts & LIB_INSPECT_PROXY)
            return format_proxy(vm, c, vh, rt, out);
        bool circular = false;
        for (int i = 0; i < c->nseen; i++)
            circular |= *c->seen[i] == t;
        size_t sc = gc_scope_open(vm);
        Value *th = gc_handle(vm, t);
        if (!circular) {
            sty_on(c, out, ST_SPECIAL);
            lib_buf_str(out, "Proxy(");
            sty_off(c, out, ST_SPECIAL);
        }
        int r = format_value(vm, c, th, rt, top, out);
        if (!circular && r == 0) {
            sty_on(c, out, ST_SPECIAL);
            lib_buf_str(out, ")");
            sty_off(c, out, ST_SPECIAL);
        }
        gc_scope_close(vm, sc);
        return r;
    }
    for (int i = 0; i < c->nseen; i++)
        if (*c->seen[i] == v) {
            int id = circ_id_noalloc(c, v);
            if (!id) {
                if (!v_is_array(*c->circ) && (*c->circ = vm_new_array(vm, 4)) == V_EXC)
                    return -1;
                if (vm_array_append(vm, *c->circ, *c->seen[i]) < 0)
                    return -1;
                id = (int)vm_array(*c->circ)->length;
            }
            c->ref_id[i] = id;
            sty_on(c, out, ST_SPECIAL);
            lib_buf_printf(out, "[Circular *%d]", id);
            sty_off(c, out, ST_SPECIAL);
            return 0;
        }
    if (vm->c_depth > 0 && c->indent > 2000) {
        lib_buf_str(out, "[Object]");
        return 0;
    }
    int cr = c->opts & LIB_INSPECT_NO_CUSTOM ? 0 : custom_inspect(vm, c, vh, rt, out);
    if (cr != 0)
        return cr < 0 ? -1 : 0;
    if (v_hdr(*vh)->cls == CLS_WEB) { /* a web object: node's custom view of it */
        size_t sc = gc_scope_open(vm);
        Value *view = gc_handle(vm, lib_web_inspect_view_js(vm, *vh));
        int r = *view == V_EXC ? -1
              : v_is_string(*view) ? lib_buf_jsstr(vm, out, *view)
              : format_object(vm, c, view, rt, out);
        gc_scope_close(vm, sc);
        return r;
    }
    return format_object(vm, c, vh, rt, out);
}

int lib_inspect_into(Vm *vm, Value v, int depth, bool top, bool colors, unsigned opts, LibBuf *b)
{
    Ctx c;
    memset(&c, 0, sizeof c);
    c.depth = depth;
    c.colors = colors;
    c.opts = opts;
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    c.circ = gc_handle(vm, V_UNDEF);
    unsigned ooms = lib_oom_count();
    int rc = format_value(vm, &c, vh, 0, top, b);
    gc_scope_close(vm, sc);
    if (rc == 0 && (lib_oom_count() != ooms || b->oom)) {
        vm_throw_oom(vm); /* some text was dropped: an error, not a wrong answer */
        rc = -1;
    }
    return rc;
}

Value lib_inspect_js(Vm *vm, Value v, int depth) { return lib_inspect_color_js(vm, v, depth, false); }

Value lib_inspect_color_js(Vm *vm, Value v, int depth, bool colors)
{
    LibBuf b;
    lib_buf_init(&b);
    if (lib_inspect_into(vm, v, depth, false, colors, 0, &b) < 0) {
        lib_buf_free(&b);
        return V_EXC;
    }
    return lib_buf_to_str(vm, &b);
}

Value lib_inspect_opts_js(Vm *vm, Value v, int depth, unsigned opts)
{
    LibBuf b;
    lib_buf_init(&b);
    if (lib_inspect_into(vm, v, depth, false, false, opts, &b) < 0) {
        lib_buf_free(&b);
        return V_EXC;
    }
    return lib_buf_to_str(vm, &b);
}

/* node's builtInObjects test: a global named /^[A-Z][a-zA-Z0-9]+$/ whose
 * value is this constructor. */
bool lib_is_builtin_ctor(Vm *vm, Value ctor)
{
    if (!vm_is_callable_noalloc(ctor))
        return false;
    Value nm = vm_func_name_noalloc(vm, ctor);
    char *n = vm_str_to_utf8(vm, nm, NULL);
    if (!n)
        return false;
    bool ok = n[0] >= 'A' && n[0] <= 'Z' && n[1];
    for (const char *q = n + 1; ok && *q; q++)
        ok = (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9');
    size_t sc = gc_scope_open(vm);
    Value *ch = gc_handle(vm, ctor);
    Value key = ok ? vm_atom(vm, n) : V_EXC; /* may move the constructor */
    free(n);
    PropDesc d;
    ok = key != V_EXC && vm_get_own_prop(vm, vm->global, key, &d) == 1 &&
         !(d.attrs & PROP_ACCESSOR) && d.value == *ch;
    gc_scope_close(vm, sc);
    return ok;
}
