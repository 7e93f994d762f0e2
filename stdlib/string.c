/* stdlib/string.c — String(x), String.fromCharCode / fromCodePoint / raw,
 * and String.prototype's code-unit methods (search, slicing, padding,
 * trimming, split / replace / replaceAll with string patterns, the Annex B
 * substr and HTML methods). The Unicode-table methods
 * (case mapping, normalize) are in stdlib/string_unicode.c; the iterator
 * is in vm/iter.c.
 *
 * Methods take ToString(this) once into a handle and re-read its flat
 * String after every allocating call. New strings are assembled in a
 * malloc'd UTF-16 buffer (U16Buf, no GC references) and published once.
 * localeCompare is Intl.Collator's compare (stdlib/intl/, docs/intl.md). */
#include <math.h>

#include "lib.h"
#include "../unicode/unicode.h"
#include "regexp_int.h"

/* node's maximum string length (V8: 2^29 - 24 code units) */
#define MAX_STR_LEN 536870888u

/* ---- a growable UTF-16 buffer ------------------------------------------ */

typedef struct U16Buf {
    uint16_t *p;
    size_t len, cap;
    bool oom;
} U16Buf;

static bool u16_reserve(U16Buf *b, size_t extra)
{
    if (b->oom)
        return false;
    if (b->len + extra <= b->cap)
        return true;
    size_t nc = b->cap ? b->cap : 32;
    while (nc < b->len + extra)
        nc *= 2;
    uint16_t *np = realloc(b->p, nc * sizeof *np);
    if (!np) {
        b->oom = true;
        return false;
    }
    b->p = np;
    b->cap = nc;
    return true;
}

static void u16_unit(U16Buf *b, uint16_t c)
{
    if (u16_reserve(b, 1))
        b->p[b->len++] = c;
}

/* Units [from, to) of a flat string. */
static void u16_str(U16Buf *b, const String *s, uint32_t from, uint32_t to)
{
    if (!u16_reserve(b, to - from))
        return;
    for (uint32_t i = from; i < to; i++)
        b->p[b->len++] = str_at(s, i);
}

/* The buffer as a string Value; frees it. */
static Value u16_finish(Vm *vm, U16Buf *b)
{
    Value r;
    if (b->oom)
        r = vm_throw_oom(vm);
    else if (b->len > MAX_STR_LEN)
        r = vm_throw_error(vm, ERR_RANGE, "Invalid string length");
    else
        r = vm_str_from_utf16(vm, b->p ? b->p : (const uint16_t *)u"", b->len);
    free(b->p);
    b->p = NULL;
    return r;
}

/* Append ToString(v); -1 on error (b is left for the caller to free). */
static int u16_value_js(Vm *vm, U16Buf *b, Value v)
{
    Value s = vm_to_string_js(vm, v);
    if (s == V_EXC)
        return -1;
    String *f = vm_str_flat(vm, s);
    if (!f)
        return -1;
    u16_str(b, f, 0, f->len);
    return 0;
}

/* ---- receivers ------------------------------------------------------------ */

/* ToString(this) (TypeError for null/undefined) into a new handle. */
static Value *this_str(Vm *vm, Value *argv, const char *method)
{
    if (v_is_nullish(THIS)) {
        vm_throw_error(vm, ERR_TYPE, "String.prototype.%s called on null or undefined", method);
        return NULL;
    }
    Value s = vm_to_string_js(vm, THIS);
    if (s == V_EXC)
        return NULL;
    Value *h = gc_handle(vm, s);
    return vm_str_flat(vm, *h) ? h : NULL;
}

/* ToString(v) flattened, into a new handle; NULL on error. */
static Value *arg_str(Vm *vm, Value v)
{
    Value *h = gc_handle(vm, vm_to_string_js(vm, v));
    return *h != V_EXC && vm_str_flat(vm, *h) ? h : NULL;
}

#define STR_BEGIN(name)                     \
    size_t scope = gc_scope_open(vm);       \
    Value result = V_EXC;                   \
    Value *sh = this_str(vm, argv, name);   \
    if (!sh)                                \
        goto done;                          \
    uint32_t len = vm_str_len_noalloc(*sh); \
    (void)len
#define STR_END()              \
    done:                      \
    gc_scope_close(vm, scope); \
    return result
#define FLAT(h) vm_str_flat(vm, *(h)) /* no allocation: the string is already flat */

/* Does n occur in s at position i? Precondition: i + n->len <= s->len. */
static bool match_at(const String *s, uint32_t i, const String *n)
{
    uint32_t j = 0;
    while (j < n->len && str_at(s, i + j) == str_at(n, j))
        j++;
    return j == n->len;
}

/* First index >= from where n occurs in s, or -1. */
static int64_t find_from(const String *s, const String *n, uint32_t from)
{
    if (from > s->len || n->len > s->len - from)
        return -1;
    bool sw = s->hdr.flags & STR_WIDE, nw = n->hdr.flags & STR_WIDE;
    if (n->len > 0 && sw == nw) {
        /* same width: a byte search, kept to unit boundaries when wide */
        size_t unit = sw ? 2 : 1, hay = (size_t)s->len * unit, need = (size_t)n->len * unit;
        if (!sw && need < 16) {
            /* short needles: memmem's set-up costs more than the scan */
            const uint8_t *end = s->data + hay - need + 1;
            for (const uint8_t *q = s->data + from; (q = memchr(q, n->data[0], (size_t)(end - q))); q++)
                if (memcmp(q + 1, n->data + 1, need - 1) == 0)
                    return (int64_t)(q - s->data);
            return -1;
        }
        for (size_t at = (size_t)from * unit; at + need <= hay;) {
            const uint8_t *q = memmem(s->data + at, hay - at, n->data, need);
            if (!q)
                return -1;
            size_t off = (size_t)(q - s->data);
            if (off % unit == 0)
                return (int64_t)(off / unit);
            at = off + 1;
        }
        return -1;
    }
    for (uint64_t i = from; i + n->len <= s->len; i++)
        if (match_at(s, (uint32_t)i, n))
            return (int64_t)i;
    return -1;
}

static uint32_t code_point_at(const String *s, uint32_t i, uint32_t *units)
{
    uint32_t c = str_at(s, i);
    *units = 1;
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s->len) {
        uint32_t d = str_at(s, i + 1);
        if (d >= 0xDC00 && d <= 0xDFFF) {
            *units = 2;
            return 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
        }
    }
    return c;
}

/* ---- String.prototype ------------------------------------------------------ */

/* magic 0 charAt, 1 charCodeAt, 2 codePointAt, 3 at */
static Value str_char_at(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *names[] = {"charAt", "charCodeAt", "codePointAt", "at"};
    int magic = MAGIC;
    if (magic <= 1 && v_is_string(THIS) && argc >= 1 && v_is_int(ARG(0))) {
        /* s.charCodeAt(i) / s.charAt(i) on a flat (or flattened) string with
         * an int index in range: nothing to convert, nothing to allocate */
        String *s = NULL;
        if (v_hdr(THIS)->type == T_STRING)
            s = v_str(THIS);
        else if (((Rope *)v_cell(THIS))->right == V_EMPTY)
            s = v_str(((Rope *)v_cell(THIS))->left);
        int32_t i = v_get_int(ARG(0));
        if (s && i >= 0 && (uint32_t)i < s->len) {
            uint16_t c = str_at(s, (uint32_t)i);
            if (magic == 1)
                return v_int(c);
            if (c < 256)
                return vm->char_str[c];
        }
    }
    STR_BEGIN(names[magic]);
    double d;
    if (vm_to_integer_js(vm, ARG(0), &d) < 0)
        goto done;
    if (magic == 3 && d < 0)
        d += len;
    if (d < 0 || d >= len) {
        static const Value none[] = {V_EMPTY, V_EMPTY, V_UNDEF, V_UNDEF};
        result = magic == 0 ? vm->atom[A_empty] : magic == 1 ? v_double_raw(NAN) : none[magic];
        goto done;
    }
    String *s = FLAT(sh);
    uint16_t c = str_at(s, (uint32_t)d);
    uint32_t units;
    switch (magic) {
    case 1: result = v_int(c); break;
    case 2: result = v_int((int32_t)code_point_at(s, (uint32_t)d, &units)); break;
    default: result = vm_str_substring(vm, *sh, (uint32_t)d, (uint32_t)d + 1); break;
    }
    STR_END();
}

/* magic 0 indexOf, 1 includes, 2 startsWith, 3 endsWith */
static Value str_search(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *names[] = {"indexOf", "includes", "startsWith", "endsWith"};
    int magic = MAGIC;
    STR_BEGIN(names[magic]);
    if (magic > 0) { /* IsRegExp: a RegExp (or Symbol.match object) is not a search string */
        int rx = lib_rx_is_regexp_js(vm, ARG(0));
        if (rx < 0)
            goto done;
        if (rx) {
            vm_throw_error(vm, ERR_TYPE, "First argument to String.prototype.%s must not be a regular expression",
                           names[magic]);
            goto done;
        }
    }
    Value *nh = arg_str(vm, ARG(0));
    if (!nh)
        goto done;
    double pos = magic == 3 ? len : 0;
    if (!v_is_undef(ARG(1)) && vm_to_integer_js(vm, ARG(1), &pos) < 0)
        goto done;
    pos = pos < 0 ? 0 : pos > len ? len : pos;
    String *s = FLAT(sh), *n = FLAT(nh);
    uint32_t nl = n->len, p = (uint32_t)pos;
    if (magic == 2 || magic == 3) {
        int64_t start = magic == 2 ? p : (int64_t)p - nl;
        result = v_bool(start >= 0 && start + nl <= len && match_at(s, (uint32_t)start, n));
        goto done;
    }
    int64_t found = find_from(s, n, p);
    result = magic == 1 ? v_bool(found >= 0) : v_num((double)found);
    STR_END();
}

static Value str_last_index_of(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("lastIndexOf");
    Value *nh = arg_str(vm, ARG(0));
    if (!nh)
        goto done;
    double pos;
    if (vm_to_number_js(vm, ARG(1), &pos) < 0)
        goto done;
    pos = isnan(pos) ? INFINITY : trunc(pos);
    String *s = FLAT(sh), *n = FLAT(nh);
    if (n->len > len) {
        result = v_int(-1);
        goto done;
    }
    double top = len - n->len;
    int64_t i = (int64_t)(pos < 0 ? 0 : pos > top ? top : pos);
    for (; i >= 0; i--)
        if (match_at(s, (uint32_t)i, n))
            break;
    result = v_num((double)i);
    STR_END();
}

/* magic 0 slice, 1 substring, 2 substr */
static Value str_slice(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *names[] = {"slice", "substring", "substr"};
    int magic = MAGIC;
    STR_BEGIN(names[magic]);
    int64_t a, b;
    if (magic == 0) {
        if (lib_rel_index_js(vm, ARG(0), len, 0, &a) < 0 || lib_rel_index_js(vm, ARG(1), len, len, &b) < 0)
            goto done;
        if (b < a)
            b = a;
    } else if (magic == 1) {
        double da = 0, db = len;
        if (vm_to_integer_js(vm, ARG(0), &da) < 0 || (!v_is_undef(ARG(1)) && vm_to_integer_js(vm, ARG(1), &db) < 0))
            goto done;
        da = da < 0 ? 0 : da > len ? len : da;
        db = db < 0 ? 0 : db > len ? len : db;
        a = (int64_t)(da < db ? da : db);
        b = (int64_t)(da < db ? db : da);
    } else { /* substr(start, length) (Annex B) */
        double n = len;
        if (lib_rel_index_js(vm, ARG(0), len, 0, &a) < 0 || (!v_is_undef(ARG(1)) && vm_to_integer_js(vm, ARG(1), &n) < 0))
            goto done;
        double e = (double)a + (n < 0 ? 0 : n);
        b = (int64_t)(e > len ? len : e);
    }
    result = vm_str_substring(vm, *sh, (uint32_t)a, (uint32_t)b);
    STR_END();
}

static Value str_concat(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("concat");
    Value *acc = gc_handle(vm, *sh);
    for (int i = 0; i < argc; i++) {
        Value s = vm_to_string_js(vm, ARG(i));
        if (s == V_EXC || (*acc = vm_str_concat(vm, *acc, s)) == V_EXC)
            goto done;
    }
    result = *acc;
    STR_END();
}

/* localeCompare(that, locales, options): Intl.Collator's compare (ECMA-402) */
static Value str_locale_compare(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("localeCompare");
    Value *oh = arg_str(vm, ARG(0));
    if (!oh)
        goto done;
    gc_handle(vm, *oh);
    gc_handle(vm, ARG(1));
    Value *args = gc_handle(vm, ARG(2)) - 2; /* handles are consecutive */
    result = lib_intl_call_js(vm, "localeCompare", *sh, args, 3);
    STR_END();
}

/* magic 0 trim, 1 trimStart, 2 trimEnd (also trimLeft / trimRight) */
static Value str_trim(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *names[] = {"trim", "trimLeft", "trimRight"}; /* V8's names in the TypeError */
    int magic = MAGIC;
    STR_BEGIN(names[magic]);
    String *s = FLAT(sh);
    uint32_t a = 0, b = len;
    if (magic != 2)
        while (a < b && uni_is_js_space_noalloc(str_at(s, a)))
            a++;
    if (magic != 1)
        while (b > a && uni_is_js_space_noalloc(str_at(s, b - 1)))
            b--;
    result = vm_str_substring(vm, *sh, a, b);
    STR_END();
}

static Value str_repeat(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("repeat");
    double num;
    if (vm_to_number_js(vm, ARG(0), &num) < 0)
        goto done;
    double n = isnan(num) ? 0 : trunc(num);
    if (n < 0 || isinf(n)) { /* node names the count after ToNumber: -2.5 */
        char buf[32];
        vm_num_format(num, buf);
        vm_throw_error(vm, ERR_RANGE, "Invalid count value: %s", buf);
        goto done;
    }
    if (len == 0 || n == 0) {
        result = vm->atom[A_empty];
        goto done;
    }
    if ((double)len * n > MAX_STR_LEN) {
        vm_throw_error(vm, ERR_RANGE, "Invalid string length");
        goto done;
    }
    uint64_t count = (uint64_t)n;
    if (vm_poll_charge(vm, (int64_t)(len * count * 2 / VM_POLL_BYTES)) < 0) /* a bulk copy: vm/vm.h */
        goto done;
    U16Buf b = {0};
    if (u16_reserve(&b, (size_t)(len * count))) {
        String *s = FLAT(sh);
        u16_str(&b, s, 0, len);
        while (b.len * 2 <= len * count) { /* doubling: log(count) copies */
            memcpy(b.p + b.len, b.p, b.len * sizeof *b.p);
            b.len *= 2;
        }
        memcpy(b.p + b.len, b.p, (len * count - b.len) * sizeof *b.p);
        b.len = len * count;
    }
    result = u16_finish(vm, &b);
    STR_END();
}

/* magic 0 padStart, 1 padEnd */
static Value str_pad(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    STR_BEGIN(magic ? "padEnd" : "padStart");
    int64_t target;
    if (vm_to_length_js(vm, ARG(0), &target) < 0)
        goto done;
    Value *fill = v_is_undef(ARG(1)) ? gc_handle(vm, vm->char_str[' ']) : arg_str(vm, ARG(1));
    if (!fill)
        goto done;
    uint32_t fl = vm_str_len_noalloc(*fill);
    if (target <= len || fl == 0) {
        result = *sh;
        goto done;
    }
    if (target > MAX_STR_LEN) {
        vm_throw_error(vm, ERR_RANGE, "Invalid string length");
        goto done;
    }
    String *s = FLAT(sh), *f = FLAT(fill);
    U16Buf b = {0};
    size_t pad = (size_t)target - len;
    if (magic)
        u16_str(&b, s, 0, len);
    for (size_t i = 0; i < pad && !b.oom; i++)
        u16_unit(&b, str_at(f, (uint32_t)(i % fl)));
    if (!magic)
        u16_str(&b, s, 0, len);
    result = u16_finish(vm, &b);
    STR_END();
}

/* split(separator, limit) with a string separator. A RegExp separator
 * belongs to the regex builtins (they dispatch through Symbol.split). */
static Value str_split(Vm *vm, Value *argv, int argc, bool construct)
{
    Value via;
    if (lib_str_dispatch_js(vm, argv, argc, B_SYM_SPLIT, "split", &via))
        return via;
    STR_BEGIN("split");
    uint32_t lim = 0xFFFFFFFFu;
    if (!v_is_undef(ARG(1)) && vm_to_uint32_js(vm, ARG(1), &lim) < 0)
        goto done;
    Value *sep = v_is_undef(ARG(0)) ? NULL : arg_str(vm, ARG(0));
    if (!sep && !v_is_undef(ARG(0)))
        goto done;
    Value *out = gc_handle(vm, vm_new_array(vm, 0));
    if (*out == V_EXC || lim == 0)
        goto finish;
    if (!sep) {
        if (vm_array_append(vm, *out, *sh) < 0)
            goto done;
        goto finish;
    }
    uint32_t sl = vm_str_len_noalloc(*sep), start = 0, count = 0;
    if (sl == 0) { /* code unit by code unit */
        for (uint32_t i = 0; i < len && count < lim; i++, count++) {
            Value c = vm_str_substring(vm, *sh, i, i + 1);
            if (c == V_EXC || vm_array_append(vm, *out, c) < 0)
                goto done;
        }
        goto finish;
    }
    for (int64_t i; (i = find_from(FLAT(sh), FLAT(sep), start)) >= 0;) {
        Value part = vm_str_substring(vm, *sh, start, (uint32_t)i);
        if (part == V_EXC || vm_array_append(vm, *out, part) < 0)
            goto done;
        start = (uint32_t)i + sl;
        if (++count == lim)
            goto finish;
    }
    Value last = vm_str_substring(vm, *sh, start, len);
    if (last == V_EXC || vm_array_append(vm, *out, last) < 0)
        goto done;
finish:
    result = *out;
    STR_END();
}

/* GetSubstitution for a string pattern (no captures: "$1" stays literal). */
static void substitute(U16Buf *b, const String *str, uint32_t pos, uint32_t mlen, const String *rep)
{
    for (uint32_t i = 0; i < rep->len; i++) {
        uint16_t c = str_at(rep, i);
        uint16_t n = i + 1 < rep->len ? str_at(rep, i + 1) : 0;
        if (c != '$' || !(n == '$' || n == '&' || n == '`' || n == '\'')) {
            u16_unit(b, c);
            continue;
        }
        i++;
        if (n == '$')
            u16_unit(b, '$');
        else if (n == '&')
            u16_str(b, str, pos, pos + mlen);
        else if (n == '`')
            u16_str(b, str, 0, pos);
        else
            u16_str(b, str, pos + mlen, str->len);
    }
}

/* magic 0 replace, 1 replaceAll, with a string pattern. A RegExp pattern
 * is the regex builtins' part (through Symbol.replace). */
static Value str_replace(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    Value via;
    if (lib_str_dispatch_js(vm, argv, argc, B_SYM_REPLACE, magic ? "replaceAll" : "replace", &via))
        return via;
    U16Buf b = {0};
    uint32_t *pos = NULL;
    STR_BEGIN(magic ? "replaceAll" : "replace");
    Value *pat = arg_str(vm, ARG(0));
    if (!pat)
        goto done;
    bool fn = vm_is_callable_noalloc(ARG(1));
    Value *rep = fn ? gc_handle(vm, ARG(1)) : arg_str(vm, ARG(1));
    if (!rep)
        goto done;
    /* every match position first: the replacer cannot change the string */
    uint32_t plen = vm_str_len_noalloc(*pat), npos = 0, cap = 0;
    for (int64_t at = find_from(FLAT(sh), FLAT(pat), 0); at >= 0;) {
        if (npos == cap) {
            cap = cap ? cap * 2 : 8;
            uint32_t *np = realloc(pos, cap * sizeof *np);
            if (!np) {
                vm_throw_oom(vm);
                goto done;
            }
            pos = np;
        }
        pos[npos++] = (uint32_t)at;
        if (!magic || at + (plen ? plen : 1) > len)
            break;
        at = find_from(FLAT(sh), FLAT(pat), (uint32_t)at + (plen ? plen : 1));
    }
    if (npos == 0) {
        result = *sh;
        goto done;
    }
    uint32_t end = 0;
    for (uint32_t i = 0; i < npos; i++) {
        u16_str(&b, FLAT(sh), end, pos[i]);
        if (fn) {
            Value args[3] = {*pat, v_int((int32_t)pos[i]), *sh};
            Value r = vm_call_js(vm, *rep, V_UNDEF, 3, args);
            if (r == V_EXC || u16_value_js(vm, &b, r) < 0)
                goto done;
        } else
            substitute(&b, FLAT(sh), pos[i], plen, FLAT(rep));
        end = pos[i] + plen;
    }
    u16_str(&b, FLAT(sh), end, len);
    result = u16_finish(vm, &b);
done:
    free(b.p);
    free(pos);
    gc_scope_close(vm, scope);
    return result;
}

/* magic 0 isWellFormed, 1 toWellFormed: lone surrogates (-> U+FFFD) */
static Value str_well_formed(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    U16Buf b = {0};
    STR_BEGIN(magic ? "toWellFormed" : "isWellFormed");
    String *s = FLAT(sh);
    bool ok = true;
    for (uint32_t i = 0; i < len && ok; i++) {
        uint32_t units, c = code_point_at(s, i, &units);
        ok = c < 0xD800 || c > 0xDFFF;
        i += units - 1;
    }
    if (!magic || ok) {
        result = magic ? *sh : v_bool(ok);
        goto done;
    }
    for (uint32_t i = 0; i < len; i++) {
        uint32_t units, c = code_point_at(s, i, &units);
        if (c >= 0xD800 && c <= 0xDFFF)
            u16_unit(&b, 0xFFFD);
        else
            u16_str(&b, s, i, i + units);
        i += units - 1;
    }
    result = u16_finish(vm, &b);
done:
    free(b.p);
    gc_scope_close(vm, scope);
    return result;
}

/* Annex B HTML methods: <tag attr="value">S</tag>, '"' in value as &quot;. */
static const struct {
    const char *name, *tag, *attr;
} html_methods[] = {
    {"anchor", "a", "name"}, {"big", "big", NULL}, {"blink", "blink", NULL}, {"bold", "b", NULL},
    {"fixed", "tt", NULL}, {"fontcolor", "font", "color"}, {"fontsize", "font", "size"},
    {"italics", "i", NULL}, {"link", "a", "href"}, {"small", "small", NULL}, {"strike", "strike", NULL},
    {"sub", "sub", NULL}, {"sup", "sup", NULL},
};

static void u16_ascii(U16Buf *b, const char *s)
{
    while (*s)
        u16_unit(b, (uint8_t)*s++);
}

static Value str_html(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    U16Buf b = {0};
    STR_BEGIN(html_methods[magic].name);
    Value *val = html_methods[magic].attr ? arg_str(vm, ARG(0)) : NULL;
    if (html_methods[magic].attr && !val)
        goto done;
    u16_unit(&b, '<');
    u16_ascii(&b, html_methods[magic].tag);
    if (val) {
        u16_unit(&b, ' ');
        u16_ascii(&b, html_methods[magic].attr);
        u16_ascii(&b, "=\"");
        String *v = FLAT(val);
        for (uint32_t i = 0; i < v->len; i++)
            if (str_at(v, i) == '"')
                u16_ascii(&b, "&quot;");
            else
                u16_unit(&b, str_at(v, i));
        u16_unit(&b, '"');
    }
    u16_unit(&b, '>');
    u16_str(&b, FLAT(sh), 0, len);
    u16_ascii(&b, "</");
    u16_ascii(&b, html_methods[magic].tag);
    u16_unit(&b, '>');
    result = u16_finish(vm, &b);
done:
    free(b.p);
    gc_scope_close(vm, scope);
    return result;
}

static Value str_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_string(THIS))
        return THIS;
    if (v_is_class(THIS, CLS_STRING))
        return ((PrimObj *)v_cell(THIS))->prim;
    return vm_throw_error(vm, ERR_TYPE, "String.prototype.%s requires that 'this' be a String",
                          MAGIC ? "valueOf" : "toString");
}

/* ---- the constructor and its statics ------------------------------------- */

static Value str_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s;
    if (argc == 0)
        s = vm->atom[A_empty];
    else if (!construct && v_is_symbol(argv[0]))
        return lib_symbol_descriptive(vm, argv[0]);
    else
        s = vm_to_string_js(vm, argv[0]);
    if (s == V_EXC || !construct)
        return s;
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, s);
    Value o = vm_new_object_class(vm, CLS_STRING, sizeof(PrimObj), vm->builtin[B_STRING_PROTO]);
    if (o != V_EXC) /* length and indices of wrappers are intrinsic (vm/object.c) */
        ((PrimObj *)v_cell(o))->prim = *sh;
    gc_scope_close(vm, sc);
    return o;
}

static Value str_from_char_code(Vm *vm, Value *argv, int argc, bool construct)
{
    if (argc == 1 && v_is_int(ARG(0)) && (v_get_int(ARG(0)) & 0xFFFF) < 256)
        return vm->char_str[v_get_int(ARG(0)) & 0xFF]; /* ToUint16 of an int: its low 16 bits */
    U16Buf b = {0};
    for (int i = 0; i < argc; i++) {
        uint32_t u;
        if (vm_to_uint32_js(vm, ARG(i), &u) < 0) {
            free(b.p);
            return V_EXC;
        }
        u16_unit(&b, (uint16_t)u);
    }
    return u16_finish(vm, &b);
}

static Value str_from_code_point(Vm *vm, Value *argv, int argc, bool construct)
{
    U16Buf b = {0};
    for (int i = 0; i < argc; i++) {
        double d;
        if (vm_to_number_js(vm, ARG(i), &d) < 0) {
            free(b.p);
            return V_EXC;
        }
        if (!(d >= 0 && d <= 0x10FFFF && d == trunc(d))) {
            free(b.p);
            char num[32];
            vm_num_format(d, num);
            return vm_throw_error(vm, ERR_RANGE, "Invalid code point %s", num);
        }
        uint32_t c = (uint32_t)d;
        if (c >= 0x10000) {
            u16_unit(&b, (uint16_t)(0xD800 + ((c - 0x10000) >> 10)));
            u16_unit(&b, (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF)));
        } else
            u16_unit(&b, (uint16_t)c);
    }
    return u16_finish(vm, &b);
}

/* String.raw(template, ...subs): raw[0] + subs[0] + raw[1] + ... */
static Value str_raw(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t scope = gc_scope_open(vm);
    Value result = V_EXC;
    U16Buf b = {0};
    Value *cooked = gc_handle(vm, vm_to_object(vm, ARG(0)));
    if (*cooked == V_EXC)
        goto done;
    Value *raw = gc_handle(vm, vm_get_str_js(vm, *cooked, "raw"));
    if (*raw == V_EXC || (*raw = vm_to_object(vm, *raw)) == V_EXC)
        goto done;
    int64_t n = vm_length_of_js(vm, *raw);
    if (n < 0)
        goto done;
    for (int64_t i = 0; i < n; i++) {
        Value seg = vm_get_index_js(vm, *raw, i);
        if (seg == V_EXC || u16_value_js(vm, &b, seg) < 0)
            goto done;
        if (i + 1 < n && i + 1 < argc && u16_value_js(vm, &b, ARG(i + 1)) < 0)
            goto done;
        if (b.len > MAX_STR_LEN)
            break; /* u16_finish raises the RangeError */
    }
    result = u16_finish(vm, &b);
done:
    free(b.p);
    gc_scope_close(vm, scope);
    return result;
}

static const LibFn string_fns[] = {
    {"fromCharCode", str_from_char_code, 1, 0},
    {"fromCodePoint", str_from_code_point, 1, 0},
    {"raw", str_raw, 1, 0},
    {NULL, NULL, 0, 0},
};

static const LibFn string_proto_fns[] = {
    {"at", str_char_at, 1, 3},          {"charAt", str_char_at, 1, 0},
    {"charCodeAt", str_char_at, 1, 1},  {"codePointAt", str_char_at, 1, 2},
    {"concat", str_concat, 1, 0},       {"endsWith", str_search, 1, 3},
    {"includes", str_search, 1, 1},     {"indexOf", str_search, 1, 0},
    {"lastIndexOf", str_last_index_of, 1, 0},
    {"localeCompare", str_locale_compare, 1, 0},
    {"padEnd", str_pad, 1, 1},          {"padStart", str_pad, 1, 0},
    {"repeat", str_repeat, 1, 0},       {"replace", str_replace, 2, 0},
    {"replaceAll", str_replace, 2, 1},  {"slice", str_slice, 2, 0},
    {"split", str_split, 2, 0},         {"startsWith", str_search, 1, 2},
    {"substr", str_slice, 2, 2},        {"substring", str_slice, 2, 1},
    {"trim", str_trim, 0, 0},           {"trimStart", str_trim, 0, 1},
    {"trimEnd", str_trim, 0, 2},        {"toString", str_to_string, 0, 0},
    {"valueOf", str_to_string, 0, 1},   {"isWellFormed", str_well_formed, 0, 0},
    {"toWellFormed", str_well_formed, 0, 1}, {NULL, NULL, 0, 0},
};

/* String.prototype's keys in node's order. Each is a method of one of the
 * tables (string_proto_fns, lib_string_unicode_fns, lib_string_regex_fns),
 * an HTML method, or an alias: trimLeft / trimRight are the same function
 * objects as trimStart / trimEnd, defined just before them. */
static const char *const proto_order[] = {
    "anchor", "at", "big", "blink", "bold", "charAt", "charCodeAt", "codePointAt", "concat", "endsWith",
    "fontcolor", "fontsize", "fixed", "includes", "indexOf", "isWellFormed", "italics", "lastIndexOf", "link",
    "localeCompare", "match", "matchAll", "normalize", "padEnd", "padStart", "repeat", "replace", "replaceAll",
    "search", "slice", "small", "split", "strike", "sub", "substr", "substring", "sup", "startsWith",
    "toString", "toWellFormed", "trim", "trimStart", "trimLeft", "trimEnd", "trimRight",
    "toLocaleLowerCase", "toLocaleUpperCase", "toLowerCase", "toUpperCase", "valueOf",
};

static int def_proto_method(Vm *vm, Value *p, const char *name)
{
    static const char *alias[][2] = {{"trimLeft", "trimStart"}, {"trimRight", "trimEnd"}};
    for (int i = 0; i < 2; i++)
        if (!strcmp(name, alias[i][0])) {
            Value f = vm_get_str_js(vm, *p, alias[i][1]);
            return f == V_EXC ? -1 : lib_def_value(vm, *p, name, f, PROP_WRITABLE | PROP_CONFIGURABLE);
        }
    for (int i = 0; i < (int)(sizeof html_methods / sizeof html_methods[0]); i++)
        if (!strcmp(name, html_methods[i].name))
            return vm_def_native(vm, *p, name, str_html, html_methods[i].attr ? 1 : 0, i);
    const LibFn *tables[] = {string_proto_fns, lib_string_unicode_fns, lib_string_regex_fns};
    for (int t = 0; t < 3; t++)
        for (const LibFn *f = tables[t]; f->name; f++)
            if (!strcmp(name, f->name))
                return vm_def_native(vm, *p, name, f->fn, f->length, f->magic);
    return vm_throw_error(vm, ERR_ERROR, "internal error: String.prototype.%s has no definition", name);
}

int lib_install_string(Vm *vm)
{
    Value ctor = vm_def_ctor(vm, "String", str_ctor, 1, vm->builtin[B_STRING_PROTO]);
    if (ctor == V_EXC || lib_def_fns(vm, ctor, string_fns) < 0)
        return -1;
    size_t s = gc_scope_open(vm);
    Value *p = gc_handle(vm, vm->builtin[B_STRING_PROTO]);
    int r = 0;
    for (size_t i = 0; i < sizeof proto_order / sizeof *proto_order && r == 0; i++)
        r = def_proto_method(vm, p, proto_order[i]);
    gc_scope_close(vm, s);
    return r;
}
