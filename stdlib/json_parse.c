/* stdlib/json_parse.c — JSON.parse(text, reviver).
 *
 * The parser is iterative: the members parsed so far of every open array
 * (values) and object (key, value pairs) live on one rooted JS array, and
 * each open container's kind and first member's index on a malloc'd stack,
 * so input nesting is bounded by memory, not by the C stack (node parses a
 * million nested arrays too). A container is built when it closes, at its
 * final size: an object through its shape's cached transitions. The reviver walk is recursive and
 * stops at JSON_MAX_DEPTH with a RangeError, as node's does.
 *
 * The source is copied into a malloc'd UTF-16 buffer first: the string cell
 * itself may move at every allocation. SyntaxError messages follow V8's
 * JsonParser (node 26) word for word, positions in UTF-16 code units.
 */
#include <math.h>
#include <stdio.h>

#include "json_int.h"
#include "../vm/shape.h"

/* V8 quotes up to this many code units either side of a bad token when the
 * whole source is too long to quote (longer than 2 * JSON_CONTEXT + 1). */
#define JSON_CONTEXT 10

enum { TK_EOS, TK_STRING, TK_NUMBER, TK_LBRACE, TK_RBRACE, TK_LBRACK, TK_RBRACK, TK_COLON, TK_COMMA,
       TK_TRUE, TK_FALSE, TK_NULL, TK_WS, TK_ILLEGAL };

typedef struct Parser {
    Vm *vm;
    uint16_t *s; /* malloc'd copy of the source */
    uint32_t len, pos;
    JsonBuf tmp; /* string scratch */
    struct Open { uint32_t start; uint8_t kind; } *open; /* kind: 1 array, 2 object */
    size_t depth, kcap;
    Value *st;   /* handle: JS array of the open containers' members */
    /* With a reviver, the parse records (JSON.parse source text access),
     * built beside the values: rst mirrors st (a record per member, the
     * same keys), rec is the record of the value just produced. A record is
     * an internal array: [value, start, end] for a primitive (its source
     * text's range), [value, children] for a container (children: the
     * element records, or key, record, key, record... for an object).
     * NULL without a reviver. */
    Value *rst, *rec;
} Parser;

static int token_of(uint32_t c)
{
    switch (c) {
    case '"': return TK_STRING;
    case '-': case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9': return TK_NUMBER;
    case '{': return TK_LBRACE;
    case '}': return TK_RBRACE;
    case '[': return TK_LBRACK;
    case ']': return TK_RBRACK;
    case ':': return TK_COLON;
    case ',': return TK_COMMA;
    case 't': return TK_TRUE;
    case 'f': return TK_FALSE;
    case 'n': return TK_NULL;
    case ' ': case '\t': case '\n': case '\r': return TK_WS;
    default: return TK_ILLEGAL;
    }
}

static int peek(Parser *p) { return p->pos >= p->len ? TK_EOS : token_of(p->s[p->pos]); }

static void skip_ws(Parser *p)
{
    while (p->pos < p->len && token_of(p->s[p->pos]) == TK_WS)
        p->pos++;
}

static bool src_is(Parser *p, const char *w)
{
    size_t n = strlen(w);
    if (n != p->len)
        return false;
    for (size_t i = 0; i < n; i++)
        if (p->s[i] != (uint8_t)w[i])
            return false;
    return true;
}

/* Raise the SyntaxError for an unexpected `tok` at p->pos; `msg` (if not
 * NULL) is V8's specific message, which wins over the token's own, and gets
 * " at position N" appended. */
static int fail(Parser *p, int tok, const char *msg)
{
    Vm *vm = p->vm;
    JsonBuf m = {0};
    char num[64];
    /* node 26 follows the position with its line and column (CR, LF and
     * CRLF each end a line) */
    uint32_t line = 1, line_start = 0;
    for (uint32_t i = 0; i < p->pos && i < p->len; i++)
        if (p->s[i] == '\n' || p->s[i] == '\r') {
            if (p->s[i] == '\r' && i + 1 < p->pos && p->s[i + 1] == '\n')
                i++;
            line++;
            line_start = i + 1;
        }
    snprintf(num, sizeof num, "%u (line %u column %u)", p->pos, line, p->pos - line_start + 1);
    if (msg) {
        jb_ascii(&m, msg);
        jb_ascii(&m, " at position ");
        jb_ascii(&m, num);
    } else if (tok == TK_EOS) {
        jb_ascii(&m, "Unexpected end of JSON input");
    } else if (tok == TK_NUMBER || tok == TK_STRING) {
        jb_ascii(&m, tok == TK_NUMBER ? "Unexpected number" : "Unexpected string");
        jb_ascii(&m, " in JSON at position ");
        jb_ascii(&m, num);
    } else if (src_is(p, "[object Object]") || src_is(p, "undefined") || src_is(p, "Infinity") ||
               src_is(p, "NaN")) {
        jb_ch(&m, '"');
        jb_units(&m, p->s, p->len);
        jb_ascii(&m, "\" is not valid JSON");
    } else {
        jb_ascii(&m, "Unexpected token '");
        jb_ch(&m, p->s[p->pos]);
        jb_ascii(&m, "', ");
        if (p->len <= 2 * JSON_CONTEXT + 1) {
            jb_ch(&m, '"');
            jb_units(&m, p->s, p->len);
            jb_ch(&m, '"');
        } else {
            uint32_t a = 0, e = p->len;
            if (p->pos < JSON_CONTEXT) {
                e = p->pos + JSON_CONTEXT;
            } else if (p->pos < p->len - JSON_CONTEXT) {
                a = p->pos - JSON_CONTEXT;
                e = p->pos + JSON_CONTEXT;
            } else {
                a = p->pos - JSON_CONTEXT;
            }
            if (a > 0)
                jb_ascii(&m, "...");
            jb_ch(&m, '"');
            jb_units(&m, p->s + a, e - a);
            jb_ch(&m, '"');
            if (e < p->len)
                jb_ascii(&m, "...");
        }
        jb_ascii(&m, " is not valid JSON");
    }
    Value s = jb_to_str(vm, &m);
    if (s == V_EXC)
        return -1;
    Value e = vm_new_error(vm, ERR_SYNTAX, s);
    if (e != V_EXC)
        vm_throw(vm, e);
    return -1;
}

static int fail_char(Parser *p) { return fail(p, peek(p), NULL); }

static int hexval(uint32_t c)
{
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    if (c >= 'a' && c <= 'f')
        return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F')
        return (int)(c - 'A' + 10);
    return -1;
}

/* p->pos is at the opening quote: the decoded characters into p->tmp. */
static int scan_chars(Parser *p)
{
    p->tmp.len = 0;
    p->pos++;
    for (;;) {
        if (p->pos >= p->len) {
            fail(p, TK_EOS, "Unterminated string in JSON");
            return -1;
        }
        uint16_t c = p->s[p->pos];
        if (c == '"') {
            p->pos++;
            break;
        }
        if (c < 0x20) {
            fail(p, TK_ILLEGAL, "Bad control character in string literal in JSON");
            return -1;
        }
        if (c != '\\') {
            /* copy a run of plain characters at once */
            uint32_t a = p->pos;
            while (p->pos < p->len && p->s[p->pos] != '"' && p->s[p->pos] != '\\' && p->s[p->pos] >= 0x20)
                p->pos++;
            jb_units(&p->tmp, p->s + a, p->pos - a);
            continue;
        }
        if (++p->pos >= p->len) {
            fail(p, TK_EOS, NULL);
            return -1;
        }
        uint16_t e = p->s[p->pos];
        switch (e) {
        case '"': case '\\': case '/': jb_ch(&p->tmp, e); break;
        case 'b': jb_ch(&p->tmp, '\b'); break;
        case 'f': jb_ch(&p->tmp, '\f'); break;
        case 'n': jb_ch(&p->tmp, '\n'); break;
        case 'r': jb_ch(&p->tmp, '\r'); break;
        case 't': jb_ch(&p->tmp, '\t'); break;
        case 'u': {
            uint32_t v = 0;
            for (int i = 0; i < 4; i++) {
                int d = ++p->pos < p->len ? hexval(p->s[p->pos]) : -1;
                if (d < 0) {
                    fail(p, TK_ILLEGAL, "Bad Unicode escape in JSON");
                    return -1;
                }
                v = v * 16 + (uint32_t)d;
            }
            jb_ch(&p->tmp, (uint16_t)v);
            break;
        }
        default:
            fail(p, TK_ILLEGAL, "Bad escaped character in JSON");
            return -1;
        }
        p->pos++;
    }
    if (p->tmp.oom) {
        vm_throw_oom(p->vm);
        return -1;
    }
    return 0;
}

static Value scan_string(Parser *p)
{
    if (scan_chars(p) < 0)
        return V_EXC;
    static const uint16_t none[1] = {0};
    return vm_str_from_utf16(p->vm, p->tmp.p ? p->tmp.p : none, p->tmp.len);
}

/* A property key as a propkey. Short ASCII keys are looked up in the atom
 * table without allocating a string first (most keys repeat). */
static Value scan_key(Parser *p)
{
    if (scan_chars(p) < 0)
        return V_EXC;
    char b[64];
    bool ascii = p->tmp.len < sizeof b;
    for (size_t i = 0; ascii && i < p->tmp.len; i++) {
        ascii = p->tmp.p[i] > 0 && p->tmp.p[i] < 0x80;
        b[i] = (char)p->tmp.p[i];
    }
    if (ascii) {
        b[p->tmp.len] = 0;
        return vm_key(p->vm, b);
    }
    static const uint16_t none[1] = {0};
    Value k = vm_str_from_utf16(p->vm, p->tmp.p ? p->tmp.p : none, p->tmp.len);
    return k == V_EXC ? V_EXC : vm_to_propkey_js(p->vm, k);
}

static bool is_digit_at(Parser *p) { return p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '9'; }

static void skip_digits(Parser *p)
{
    while (is_digit_at(p))
        p->pos++;
}

static Value scan_number(Parser *p)
{
    uint32_t start = p->pos;
    if (p->s[p->pos] == '-')
        p->pos++;
    if (p->pos < p->len && p->s[p->pos] == '0') {
        p->pos++;
        if (is_digit_at(p)) {
            fail(p, TK_NUMBER, NULL);
            return V_EXC;
        }
    } else {
        if (!is_digit_at(p)) {
            fail(p, TK_ILLEGAL, "No number after minus sign in JSON");
            return V_EXC;
        }
        skip_digits(p);
    }
    bool integral = true;
    if (p->pos < p->len && p->s[p->pos] == '.') {
        integral = false;
        p->pos++;
        if (!is_digit_at(p)) {
            fail(p, TK_ILLEGAL, "Unterminated fractional number in JSON");
            return V_EXC;
        }
        skip_digits(p);
    }
    if (p->pos < p->len && (p->s[p->pos] == 'e' || p->s[p->pos] == 'E')) {
        integral = false;
        p->pos++;
        if (p->pos < p->len && (p->s[p->pos] == '+' || p->s[p->pos] == '-'))
            p->pos++;
        if (!is_digit_at(p)) {
            fail(p, TK_ILLEGAL, "Exponent part is missing a number in JSON");
            return V_EXC;
        }
        skip_digits(p);
    }
    uint32_t n = p->pos - start;
    if (integral && n <= 9) {
        int32_t v = 0;
        bool neg = p->s[start] == '-';
        for (uint32_t i = start + neg; i < p->pos; i++)
            v = v * 10 + (p->s[i] - '0');
        if (neg && v == 0)
            return v_double_raw(-0.0);
        return v_int(neg ? -v : v);
    }
    char small[64];
    char *a = n < sizeof small ? small : malloc(n + 1);
    if (!a)
        return vm_throw_oom(p->vm);
    for (uint32_t i = 0; i < n; i++)
        a[i] = (char)p->s[start + i];
    a[n] = 0;
    double d = strtod(a, NULL);
    if (a != small)
        free(a);
    return v_num(d);
}

/* V8's ScanLiteral: a mismatch reports the first differing character, a
 * truncated literal the end of input. */
static int scan_literal(Parser *p, const char *w)
{
    uint32_t n = (uint32_t)strlen(w);
    uint32_t rem = p->len - p->pos;
    if (rem >= n) {
        bool ok = true;
        for (uint32_t i = 1; i < n && ok; i++)
            ok = p->s[p->pos + i] == (uint8_t)w[i];
        if (ok) {
            p->pos += n;
            return 0;
        }
    }
    p->pos++;
    uint32_t lim = n - 1 < rem - 1 ? n - 1 : rem - 1;
    for (uint32_t i = 0; i < lim; i++) {
        if ((uint8_t)w[1 + i] != p->s[p->pos])
            return fail_char(p);
        p->pos++;
    }
    return fail(p, TK_EOS, NULL);
}

static int push_open(Parser *p, uint8_t k)
{
    if (p->depth == p->kcap) {
        size_t nc = p->kcap ? p->kcap * 2 : 32;
        struct Open *no = realloc(p->open, nc * sizeof *no);
        if (!no) {
            vm_throw_oom(p->vm);
            return -1;
        }
        p->open = no;
        p->kcap = nc;
    }
    p->open[p->depth].kind = k;
    p->open[p->depth].start = vm_array(*p->st)->length;
    p->depth++;
    return 0;
}

/* Drop the members from `start` on (the array never reaches JS). */
static void st_cut(Parser *p, uint32_t start)
{
    ArrayObj *a = vm_array(*p->st);
    for (uint32_t i = start; i < a->length; i++)
        a->elems->v[i] = V_EMPTY;
    a->length = start;
}

/* The record of a primitive parsed from [start, end). 0 / -1. */
static int prim_record(Parser *p, Value *val, uint32_t start, uint32_t end)
{
    size_t sc = gc_scope_open(p->vm);
    Value *r = gc_handle(p->vm, *val);
    gc_handle(p->vm, v_int((int32_t)start));
    gc_handle(p->vm, v_int((int32_t)end));
    *p->rec = vm_new_array_from(p->vm, r, 3);
    gc_scope_close(p->vm, sc);
    return *p->rec == V_EXC ? -1 : 0;
}

/* The record of the container *val whose members' records are rst[start..]
 * (none for an empty one: start == UINT32_MAX). 0 / -1. */
static int container_record(Parser *p, Value *val, uint32_t start)
{
    Vm *vm = p->vm;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *pair = gc_handle(vm, *val);
    Value *kids = gc_handle(vm, V_UNDEF);
    uint32_t n = start == UINT32_MAX ? 0 : vm_array(*p->rst)->length - start;
    *kids = vm_new_array(vm, n);
    if (*kids == V_EXC)
        goto out;
    if (n) {
        ArrayObj *k = vm_array(*kids), *a = vm_array(*p->rst); /* read after the allocation */
        for (uint32_t i = 0; i < n; i++)
            GC_WRITE(vm, k->elems, &k->elems->v[i], a->elems->v[start + i]);
        k->length = n;
        for (uint32_t i = start; i < a->length; i++)
            a->elems->v[i] = V_EMPTY;
        a->length = start;
    }
    *p->rec = vm_new_array_from(vm, pair, 2);
    rc = *p->rec == V_EXC ? -1 : 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* The closing container from the members at st[start..]: V_EXC on error. */
static Value build(Parser *p, uint8_t kind, uint32_t start)
{
    Vm *vm = p->vm;
    uint32_t n = vm_array(*p->st)->length - start;
#define ST (vm_array(*p->st)->elems->v + start)
    if (kind == 1) {
        Value a = vm_new_array(vm, n);
        if (a == V_EXC)
            return V_EXC;
        ArrayObj *ao = vm_array(a);
        for (uint32_t i = 0; i < n; i++)
            GC_WRITE(vm, ao->elems, &ao->elems->v[i], ST[i]);
        ao->length = n;
        st_cut(p, start);
        return a;
    }
    n /= 2;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *oh = gc_handle(vm, vm_new_object_sized(vm, n < 32 ? n : 32));
    if (*oh == V_EXC)
        goto out;
    for (uint32_t i = 0; i < n; i++) {
        Value k = ST[2 * i], v = ST[2 * i + 1];
        Object *o = v_obj(*oh);
        if (!(o->hdr.flags & OBJ_DICT) && v_is_string(k)) {
            /* a fresh object is no prototype: following an existing
             * transition is the whole of CreateDataProperty (a duplicate key
             * has none, as the shape holds it already) */
            Shape *c = vm_shape_transition_noalloc(o->shape, k, PROP_DEFAULT);
            if (c && o->slots && c->slot < o->slots->cap) {
                GC_WRITE(vm, o, &o->shape, c);
                OBJ_SLOT_WRITE(vm, o, c->slot, v);
                continue;
            }
        }
        if (vm_define_own(vm, *oh, k, v, PROP_DEFAULT) < 0)
            goto out;
    }
#undef ST
    r = *oh;
    st_cut(p, start);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* After '{' (or ','): the key string and its colon; pushes the key. */
static int object_key(Parser *p, const char *msg)
{
    skip_ws(p);
    if (peek(p) != TK_STRING)
        return fail(p, peek(p), msg);
    Value k = scan_key(p);
    if (k == V_EXC || vm_array_append(p->vm, *p->st, k) < 0)
        return -1;
    if (p->rst && vm_array_append(p->vm, *p->rst, vm_array(*p->st)->elems->v[vm_array(*p->st)->length - 1]) < 0)
        return -1;
    skip_ws(p);
    if (peek(p) != TK_COLON)
        return fail(p, peek(p), "Expected ':' after property name in JSON");
    p->pos++;
    return 0;
}

static Value parse_text(Parser *p)
{
    Vm *vm = p->vm;
    size_t sc = gc_scope_open(vm);
    Value *val = gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    const bool recs = p->rst != NULL;
    for (;;) {
        /* produce a value */
        for (;;) {
            skip_ws(p);
            uint32_t vstart = p->pos;
            int tk = peek(p);
            if (tk == TK_STRING) {
                *val = scan_string(p);
            } else if (tk == TK_NUMBER) {
                *val = scan_number(p);
            } else if (tk == TK_LBRACE || tk == TK_LBRACK) {
                p->pos++;
                skip_ws(p);
                bool obj = tk == TK_LBRACE;
                if (peek(p) == (obj ? TK_RBRACE : TK_RBRACK)) {
                    p->pos++;
                    *val = obj ? vm_new_object(vm) : vm_new_array(vm, 0);
                    if (*val == V_EXC || (recs && container_record(p, val, UINT32_MAX) < 0))
                        goto out;
                    break;
                }
                if (push_open(p, obj ? 2 : 1) < 0)
                    goto out;
                if (obj && object_key(p, "Expected property name or '}' in JSON") < 0)
                    goto out;
                continue;
            } else if (tk == TK_TRUE || tk == TK_FALSE || tk == TK_NULL) {
                if (scan_literal(p, tk == TK_TRUE ? "true" : tk == TK_FALSE ? "false" : "null") < 0)
                    goto out;
                *val = tk == TK_TRUE ? V_TRUE : tk == TK_FALSE ? V_FALSE : V_NULL;
            } else {
                fail_char(p);
                goto out;
            }
            if (*val == V_EXC || (recs && prim_record(p, val, vstart, p->pos) < 0))
                goto out;
            break;
        }
        /* consume it: add it to the open container, close finished ones */
        for (;;) {
            if (p->depth == 0) {
                r = *val;
                goto out;
            }
            if (vm_array_append(vm, *p->st, *val) < 0 || (recs && vm_array_append(vm, *p->rst, *p->rec) < 0))
                goto out;
            struct Open *op = &p->open[p->depth - 1];
            skip_ws(p);
            if (op->kind == 2) {
                if (peek(p) == TK_COMMA) {
                    p->pos++;
                    if (object_key(p, "Expected double-quoted property name in JSON") < 0)
                        goto out;
                    break;
                }
                if (peek(p) != TK_RBRACE) {
                    fail(p, peek(p), "Expected ',' or '}' after property value in JSON");
                    goto out;
                }
            } else {
                if (peek(p) == TK_COMMA) {
                    p->pos++;
                    break;
                }
                if (peek(p) != TK_RBRACK) {
                    fail(p, peek(p), "Expected ',' or ']' after array element in JSON");
                    goto out;
                }
            }
            p->pos++;
            *val = build(p, op->kind, op->start);
            if (*val == V_EXC || (recs && container_record(p, val, op->start) < 0))
                goto out;
            p->depth--;
            if ((p->depth & 1023) == 0 && vm_poll(vm) < 0)
                goto out;
        }
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

/* rec[i] of an internal record array */
static Value rec_at(Value rec, uint32_t i) { return vm_array(rec)->elems->v[i]; }

/* InternalizeJSONProperty(holder, name, rec): name is a string; rec the
 * parse record of the value parsed there, or V_UNDEF. The reviver's third
 * argument is the context: { source } when holder[name] is still the
 * primitive that was parsed, {} otherwise; a container's members keep their
 * records only while it is still the parsed container. */
static Value internalize(Vm *vm, Value holder, Value name, Value reviver, int depth, Value rec, Value *text)
{
    if (depth > JSON_MAX_DEPTH)
        return vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, holder);
    Value *nm = gc_handle(vm, name);
    Value *rv = gc_handle(vm, reviver);
    Value *rc = gc_handle(vm, rec);
    Value *val = gc_handle(vm, V_UNDEF);
    Value *keys = gc_handle(vm, V_UNDEF);
    Value *k = gc_handle(vm, V_UNDEF);
    Value *el = gc_handle(vm, V_UNDEF);
    Value *kids = gc_handle(vm, V_UNDEF); /* the members' records: an array, or an object by key */
    Value *ctx = gc_handle(vm, V_UNDEF);
    Value r = V_EXC;
    Value pk = vm_to_propkey_js(vm, *nm);
    if (pk == V_EXC)
        goto out;
    *val = vm_get_prop_js(vm, *h, pk);
    if (*val == V_EXC)
        goto out;
    if ((*ctx = vm_new_object(vm)) == V_EXC)
        goto out;
    bool same = *rc != V_UNDEF && vm_same_value_noalloc(rec_at(*rc, 0), *val);
    if (same && !v_is_object(*val)) {
        Value src = vm_str_substring(vm, *text, (uint32_t)v_get_int(rec_at(*rc, 1)), (uint32_t)v_get_int(rec_at(*rc, 2)));
        if (src == V_EXC || lib_def_value(vm, *ctx, "source", src, PROP_DEFAULT) < 0)
            goto out;
    }
    if (v_is_object(*val)) {
        int arr = vm_is_array_js(vm, *val); /* a proxy of an array is one */
        if (arr < 0)
            goto out;
        if (same)
            *kids = rec_at(*rc, 1);
        int64_t len;
        if (arr) {
            len = vm_length_of_js(vm, *val);
            if (len < 0)
                goto out;
        } else {
            *keys = vm_own_keys(vm, *val, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY);
            if (*keys == V_EXC)
                goto out;
            len = vm_array(*keys)->length;
            if (same) {
                /* key -> record (a later duplicate key wins, as its value did) */
                Value *by = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
                if (*by == V_EXC)
                    goto out;
                for (uint32_t i = 0; i + 1 < vm_array(*kids)->length; i += 2)
                    if (vm_define_own(vm, *by, rec_at(*kids, i), rec_at(*kids, i + 1), PROP_DEFAULT) < 0)
                        goto out;
                *kids = *by;
            }
        }
        for (int64_t i = 0; i < len; i++) {
            if (arr)
                *k = vm_num_to_str(vm, (double)i);
            else
                *k = vm_array(*keys)->elems->v[i];
            if (*k == V_EXC)
                goto out;
            Value kr = V_UNDEF;
            if (*kids != V_UNDEF && arr) {
                if (i < vm_array(*kids)->length)
                    kr = rec_at(*kids, (uint32_t)i);
            } else if (*kids != V_UNDEF) {
                Value kk = vm_to_propkey_js(vm, *k);
                PropDesc d;
                if (kk == V_EXC)
                    goto out;
                if (vm_get_own_prop(vm, *kids, kk, &d) == 1)
                    kr = d.value;
            }
            *el = internalize(vm, *val, *k, *rv, depth + 1, kr, text);
            if (*el == V_EXC)
                goto out;
            pk = vm_to_propkey_js(vm, *k);
            if (pk == V_EXC)
                goto out;
            /* [[Delete]] and CreateDataProperty report failure as false, not
             * as a TypeError: leave non-configurable properties alone */
            PropDesc d;
            int own = vm_get_own_prop(vm, *val, pk, &d);
            if (own < 0)
                goto out;
            if (own == 1 && !(d.attrs & PROP_CONFIGURABLE))
                continue;
            if (*el == V_UNDEF) {
                if (vm_delete_js(vm, *val, pk) < 0)
                    goto out;
            } else if (vm_define_own(vm, *val, pk, *el, PROP_DEFAULT) < 0) {
                goto out;
            }
        }
    }
    Value args[3] = {*nm, *val, *ctx};
    r = vm_call_js(vm, *rv, *h, 3, args);
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_json_parse_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Value text = vm_to_string_js(vm, ARG(0));
    if (text == V_EXC)
        return V_EXC;
    String *fs = vm_str_flat(vm, text);
    if (!fs)
        return V_EXC;
    Parser p;
    memset(&p, 0, sizeof p);
    p.vm = vm;
    p.len = fs->len;
    p.s = malloc(((size_t)fs->len + 1) * sizeof(uint16_t));
    if (!p.s)
        return vm_throw_oom(vm);
    if (fs->hdr.flags & STR_WIDE) {
        memcpy(p.s, fs->data, (size_t)fs->len * sizeof(uint16_t));
    } else {
        const uint8_t *d = fs->data; /* one widening loop, not str_at per unit */
        for (uint32_t i = 0; i < fs->len; i++)
            p.s[i] = d[i];
    }
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *src = gc_handle(vm, v_from_cell(fs)); /* fs is valid: nothing allocated since vm_str_flat */
    p.st = gc_handle(vm, vm_new_array(vm, 0));
    if (*p.st == V_EXC)
        goto out;
    if (vm_is_callable_noalloc(ARG(1))) {
        p.rec = gc_handle(vm, V_UNDEF);
        p.rst = gc_handle(vm, vm_new_array(vm, 0));
        if (*p.rst == V_EXC)
            goto out;
    }
    r = parse_text(&p);
    if (r == V_EXC)
        goto out;
    skip_ws(&p);
    if (p.pos < p.len) {
        fail(&p, peek(&p), "Unexpected non-whitespace character after JSON");
        r = V_EXC;
        goto out;
    }
    if (vm_is_callable_noalloc(ARG(1))) {
        Value *res = gc_handle(vm, r);
        r = V_EXC;
        Value *root = gc_handle(vm, vm_new_object(vm));
        if (*root == V_EXC || vm_define_own(vm, *root, vm->atom[A_empty], *res, PROP_DEFAULT) < 0)
            goto out;
        r = internalize(vm, *root, vm->atom[A_empty], ARG(1), 0, *p.rec, src);
    }
out:
    gc_scope_close(vm, sc);
    free(p.s);
    free(p.open);
    jb_free(&p.tmp);
    return r;
}

/* JSON.rawJSON(text): a frozen null-prototype object { rawJSON: text } that
 * JSON.stringify writes out verbatim; text must be one JSON primitive with
 * no surrounding whitespace. V8's checks and texts: an empty text or one
 * ending in whitespace is "Invalid value", one starting with whitespace,
 * '{' or '[' gets the parser's unexpected-token error there. */
Value lib_json_raw_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *text = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    if (*text == V_EXC)
        goto out;
    String *fs = vm_str_flat(vm, *text);
    if (!fs)
        goto out;
    *text = v_from_cell(fs);
    uint32_t n = fs->len;
    uint16_t last = n ? ((fs->hdr.flags & STR_WIDE) ? ((uint16_t *)fs->data)[n - 1] : ((uint8_t *)fs->data)[n - 1]) : 0;
    if (n == 0 || token_of(last) == TK_WS) {
        vm_throw_error(vm, ERR_SYNTAX, "Invalid value for JSON.rawJSON");
        goto out;
    }
    uint16_t first = (fs->hdr.flags & STR_WIDE) ? ((uint16_t *)fs->data)[0] : ((uint8_t *)fs->data)[0];
    int ft = token_of(first);
    if (ft == TK_WS || ft == TK_LBRACE || ft == TK_LBRACK) {
        Parser p;
        memset(&p, 0, sizeof p);
        p.vm = vm;
        p.len = n;
        p.s = malloc((size_t)n * sizeof(uint16_t));
        if (!p.s) {
            vm_throw_oom(vm);
            goto out;
        }
        for (uint32_t i = 0; i < n; i++)
            p.s[i] = (fs->hdr.flags & STR_WIDE) ? ((uint16_t *)fs->data)[i] : ((uint8_t *)fs->data)[i];
        fail(&p, ft, NULL);
        free(p.s);
        goto out;
    }
    Value *arg = gc_handle(vm, *text);
    if (lib_json_parse_js(vm, arg, 1, false) == V_EXC)
        goto out;
    Value *o = gc_handle(vm, vm_new_object_class(vm, CLS_RAW_JSON, sizeof(Object), V_NULL));
    if (*o == V_EXC || lib_def_value(vm, *o, "rawJSON", *text, PROP_DEFAULT) < 0 || vm_freeze(vm, *o, true) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}
