/* stdlib/typed_base64.c — Uint8Array to and from base64 and hex (ES2026):
 * Uint8Array.fromBase64 / fromHex and Uint8Array.prototype.toBase64 /
 * toHex / setFromBase64 / setFromHex.
 *
 * The decoders follow the spec's FromBase64 and FromHex step by step, so
 * that `read` (input units consumed), the bytes written before an error,
 * and where a partial chunk stops all come out as the spec says. They run
 * no user code, so the target's bytes cannot move or vanish between the
 * length check and the copy. Error texts are V8's (simdutf's three
 * reasons), which map onto the spec's errors by the rule in b64_fail.
 */
#include "typed_int.h"

static const char B64_STD[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char B64_URL[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

enum { B64_BAD_CHAR, B64_PARTIAL, B64_EXTRA_BITS };
static const char *const b64_msg[] = {
    "Found a character that cannot be part of a valid base64 string.",
    "The base64 input terminates with a single character, excluding padding (=).",
    "The base64 input terminates with non-zero padding bits.",
};
static const char HEX_MSG[] = "Input string must contain hex characters in even length";

/* The code units of a flat string. */
typedef struct Units {
    const String *s;
    uint32_t len;
} Units;

static inline uint32_t unit_at(Units u, uint32_t i)
{
    return (u.s->hdr.flags & STR_WIDE) ? ((const uint16_t *)u.s->data)[i] : ((const uint8_t *)u.s->data)[i];
}

static uint32_t skip_ws(Units u, uint32_t i)
{
    while (i < u.len) {
        uint32_t c = unit_at(u, i);
        if (c != 0x09 && c != 0x0a && c != 0x0c && c != 0x0d && c != 0x20)
            break;
        i++;
    }
    return i;
}

/* The 6-bit value of a standard-alphabet character, or -1. */
int lib_base64_digit(uint32_t c)
{
    if (c >= 'A' && c <= 'Z')
        return (int)(c - 'A');
    if (c >= 'a' && c <= 'z')
        return (int)(c - 'a' + 26);
    if (c >= '0' && c <= '9')
        return (int)(c - '0' + 52);
    return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* FromBase64's result: read, the bytes (out, at most max), and an error
 * (-1: none, else B64_*). */
typedef struct B64Result {
    uint64_t read;
    size_t nbytes;
    int error;
} B64Result;

/* DecodeBase64Chunk: n (2..4) sextets to n-1 bytes appended at out.
 * false: strict mode found non-zero bits past the last byte. */
static bool decode_chunk(const int *sx, int n, bool strict, uint8_t *out)
{
    uint32_t w = 0;
    for (int i = 0; i < 4; i++)
        w = w << 6 | (uint32_t)(i < n ? sx[i] : 0);
    uint8_t b[3] = { (uint8_t)(w >> 16), (uint8_t)(w >> 8), (uint8_t)w };
    if (strict && n < 4 && b[n - 1] != 0)
        return false;
    memcpy(out, b, (size_t)n - 1);
    return true;
}

static B64Result from_base64(Units u, bool url, int last, size_t max, uint8_t *out)
{
    /* last: 0 loose, 1 strict, 2 stop-before-partial */
    B64Result r = { 0, 0, -1 };
    if (max == 0)
        return r;
    int chunk[4];
    int n = 0;
    uint32_t i = 0;
    for (;;) {
        i = skip_ws(u, i);
        if (i == u.len) {
            if (n > 0) {
                if (last == 2)
                    return r;
                if (last == 1 || n == 1) {
                    r.error = B64_PARTIAL;
                    return r;
                }
                decode_chunk(chunk, n, false, out + r.nbytes);
                r.nbytes += (size_t)n - 1;
            }
            r.read = u.len;
            return r;
        }
        uint32_t c = unit_at(u, i++);
        if (c == '=') {
            if (n < 2) {
                /* V8 names a lone sextet before the padding a partial chunk */
                r.error = n == 1 ? B64_PARTIAL : B64_BAD_CHAR;
                return r;
            }
            i = skip_ws(u, i);
            if (n == 2) {
                if (i == u.len) {
                    if (last == 2)
                        return r;
                    r.error = last == 1 ? B64_PARTIAL : B64_BAD_CHAR;
                    return r;
                }
                if (unit_at(u, i) == '=')
                    i = skip_ws(u, i + 1);
            }
            if (i < u.len) {
                r.error = B64_BAD_CHAR;
                return r;
            }
            if (!decode_chunk(chunk, n, last == 1, out + r.nbytes)) {
                r.error = B64_EXTRA_BITS;
                return r;
            }
            r.nbytes += (size_t)n - 1;
            r.read = u.len;
            return r;
        }
        if (url) {
            if (c == '+' || c == '/') {
                r.error = B64_BAD_CHAR;
                return r;
            }
            c = c == '-' ? '+' : c == '_' ? '/' : c;
        }
        int v = lib_base64_digit(c);
        if (v < 0) {
            r.error = B64_BAD_CHAR;
            return r;
        }
        size_t remaining = max - r.nbytes;
        if ((remaining == 1 && n == 2) || (remaining == 2 && n == 3))
            return r;
        chunk[n++] = v;
        if (n == 4) {
            decode_chunk(chunk, 4, false, out + r.nbytes);
            r.nbytes += 3;
            n = 0;
            r.read = i;
            if (r.nbytes == max)
                return r;
        }
    }
}

int lib_hex_digit(uint32_t c)
{
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    c |= 0x20;
    return c >= 'a' && c <= 'f' ? (int)(c - 'a' + 10) : -1;
}

size_t lib_hex_encode(const uint8_t *p, size_t n, char *out)
{
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = digits[p[i] >> 4];
        out[2 * i + 1] = digits[p[i] & 15];
    }
    return 2 * n;
}

size_t lib_base64_encode(const uint8_t *p, size_t n, bool url, bool pad, char *out)
{
    const char *abc = url ? B64_URL : B64_STD;
    size_t i = 0, len = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t w = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
        for (int k = 3; k >= 0; k--)
            out[len++] = abc[(w >> (6 * k)) & 63];
    }
    if (i < n) {
        uint32_t w = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0);
        int digits = i + 1 < n ? 3 : 2;
        for (int k = 0; k < digits; k++)
            out[len++] = abc[(w >> (18 - 6 * k)) & 63];
        if (pad)
            while (len % 4)
                out[len++] = '=';
    }
    return len;
}

/* FromHex: the error is the single V8 text, for odd length or a bad digit. */
static B64Result from_hex(Units u, size_t max, uint8_t *out)
{
    B64Result r = { 0, 0, -1 };
    if (u.len & 1) {
        r.error = 0;
        return r;
    }
    while (r.read < u.len && r.nbytes < max) {
        int hi = lib_hex_digit(unit_at(u, (uint32_t)r.read)), lo = lib_hex_digit(unit_at(u, (uint32_t)r.read + 1));
        if (hi < 0 || lo < 0) {
            r.error = 0;
            return r;
        }
        out[r.nbytes++] = (uint8_t)(hi << 4 | lo);
        r.read += 2;
    }
    return r;
}

/* ---- argument handling -------------------------------------------------- */

static Value throw_bad_option(Vm *vm, Value v)
{
    char *d = vm_value_desc_cstr(vm, v);
    if (!d)
        return vm_throw_oom(vm);
    vm_throw_error(vm, ERR_TYPE, "invalid option %s", d);
    free(d);
    return V_EXC;
}

/* ValidateUint8Array. V8 renders a typed array of another kind as
 * "undefined" in this message; node 26 prints that, so tarn does too. */
static TypedArrayObj *this_uint8(Vm *vm, Value v, const char *method)
{
    if (v_is_ta(v) && ta_kind(v_cell(v)) == TA_UINT8)
        return v_ta(v);
    lib_throw_incompatible(vm, method, v_is_ta(v) ? V_UNDEF : v);
    return NULL;
}

/* The input string, flat, or NULL (TypeError thrown). */
static const String *string_arg(Vm *vm, Value v)
{
    if (!v_is_string(v)) {
        vm_throw_error(vm, ERR_TYPE, "input argument must be a string");
        return NULL;
    }
    return vm_str_flat(vm, v);
}

/* Which of names[0..n) the string v is: its index, n for none, -1 thrown. */
static int which_name(Vm *vm, Value v, const char *const *names, int n)
{
    char *c = vm_str_to_utf8(vm, v, NULL);
    if (!c)
        return -1;
    int i = 0;
    while (i < n && strcmp(c, names[i]) != 0)
        i++;
    free(c);
    return i;
}

/* GetOptionsObject then the alphabet: 0 base64, 1 base64url, -1 thrown.
 * *opts becomes the options object (or undefined). */
static int read_alphabet(Vm *vm, Value *opts)
{
    if (*opts == V_UNDEF)
        return 0;
    if (!v_is_object(*opts)) {
        vm_throw_error(vm, ERR_TYPE, "invalid_argument");
        return -1;
    }
    Value a = vm_get_str_js(vm, *opts, "alphabet");
    if (a == V_EXC)
        return -1;
    if (a == V_UNDEF)
        return 0;
    static const char *const names[] = { "base64", "base64url" };
    if (v_is_string(a)) {
        int i = which_name(vm, a, names, 2);
        if (i < 2)
            return i;
    }
    throw_bad_option(vm, a);
    return -1;
}

/* lastChunkHandling: 0 loose, 1 strict, 2 stop-before-partial, -1 thrown. */
static int read_last_chunk(Vm *vm, Value opts)
{
    if (opts == V_UNDEF)
        return 0;
    Value m = vm_get_str_js(vm, opts, "lastChunkHandling");
    if (m == V_EXC)
        return -1;
    if (m == V_UNDEF)
        return 0;
    static const char *const names[] = { "loose", "strict", "stop-before-partial" };
    if (v_is_string(m)) {
        int i = which_name(vm, m, names, 3);
        if (i < 3)
            return i;
    }
    throw_bad_option(vm, m);
    return -1;
}

/* A decoder's arguments in the spec's order: the string's type, then
 * (base64) the alphabet and lastChunkHandling; the string is flattened
 * after the options' getters ran. NULL: thrown. */
static const String *decode_args(Vm *vm, Value *str, Value *opts, bool hex, int *alpha, int *last)
{
    *alpha = *last = 0;
    if (!v_is_string(*str))
        return string_arg(vm, *str);
    if (!hex && ((*alpha = read_alphabet(vm, opts)) < 0 || (*last = read_last_chunk(vm, *opts)) < 0))
        return NULL;
    return string_arg(vm, *str);
}

static Value throw_decode(Vm *vm, bool hex, int error)
{
    return vm_throw_error(vm, ERR_SYNTAX, "%s", hex ? HEX_MSG : b64_msg[error]);
}

/* ---- the six functions -------------------------------------------------- */

/* Uint8Array.fromBase64(string, options) and fromHex(string) (MAGIC 1). */
static Value u8_from(Vm *vm, Value *argv, int argc, bool construct)
{
    bool hex = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *str = gc_handle(vm, ARG(0));
    Value *opts = gc_handle(vm, ARG(1));
    uint8_t *bytes = NULL;
    int alpha, last;
    const String *s = decode_args(vm, str, opts, hex, &alpha, &last);
    if (!s)
        goto out;
    Units u = { s, s->len };
    bytes = malloc((size_t)u.len / (hex ? 2 : 4) * 3 + 3);
    if (!bytes) {
        vm_throw_oom(vm);
        goto out;
    }
    B64Result res = hex ? from_hex(u, SIZE_MAX, bytes) : from_base64(u, alpha, last, SIZE_MAX, bytes);
    if (res.error >= 0) {
        throw_decode(vm, hex, res.error);
        goto out;
    }
    r = lib_ta_alloc(vm, TA_UINT8, res.nbytes);
    if (r != V_EXC)
        memcpy(v_ta(r)->data, bytes, res.nbytes);
out:
    free(bytes);
    gc_scope_close(vm, sc);
    return r;
}

/* Uint8Array.prototype.setFromBase64(string, options) and setFromHex(string)
 * (MAGIC 1): decode into this, then { read, written }. */
static Value u8_set_from(Vm *vm, Value *argv, int argc, bool construct)
{
    bool hex = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *into = gc_handle(vm, THIS);
    Value *str = gc_handle(vm, ARG(0));
    Value *opts = gc_handle(vm, ARG(1));
    const char *method = hex ? "Uint8Array.prototype.setFromHex" : "Uint8Array.prototype.setFromBase64";
    if (!this_uint8(vm, *into, method))
        goto out;
    if (vm_typed_immutable_noalloc(*into)) { /* before the arguments are read */
        vm_throw_immutable(vm, method);
        goto out;
    }
    int alpha, last;
    const String *s = decode_args(vm, str, opts, hex, &alpha, &last);
    if (!s)
        goto out;
    Units u = { s, s->len };
    /* no user code runs from here to the copy: the view's bytes stay put */
    TypedArrayObj *t = v_ta(*into);
    if (vm_view_oob_noalloc(t)) { /* the options' getters may have detached it */
        lib_ta_throw_oob(vm, method);
        goto out;
    }
    B64Result res = hex ? from_hex(u, t->length, t->data) : from_base64(u, alpha, last, t->length, t->data);
    if (res.error >= 0) {
        throw_decode(vm, hex, res.error);
        goto out;
    }
    Value *o = gc_handle(vm, vm_new_object(vm));
    if (*o == V_EXC || lib_def_value(vm, *o, "read", v_num((double)res.read), PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *o, "written", v_num((double)res.nbytes), PROP_DEFAULT) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Uint8Array.prototype.toBase64(options) and toHex() (MAGIC 1). */
static Value u8_to(Vm *vm, Value *argv, int argc, bool construct)
{
    bool hex = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *self = gc_handle(vm, THIS);
    Value *opts = gc_handle(vm, ARG(0));
    char *text = NULL;
    const char *method = hex ? "Uint8Array.prototype.toHex" : "Uint8Array.prototype.toBase64";
    if (!this_uint8(vm, *self, method))
        goto out;
    int alpha = 0;
    bool omit = false;
    if (!hex) {
        if ((alpha = read_alphabet(vm, opts)) < 0)
            goto out;
        if (*opts != V_UNDEF) {
            Value p = vm_get_str_js(vm, *opts, "omitPadding");
            if (p == V_EXC)
                goto out;
            omit = vm_truthy_noalloc(p);
        }
    }
    /* the options' getters ran: read the view now */
    TypedArrayObj *t = v_ta(*self);
    if (vm_view_oob_noalloc(t)) {
        lib_ta_throw_oob(vm, method);
        goto out;
    }
    size_t n = t->length;
    size_t cap = hex ? 2 * n : (n + 2) / 3 * 4;
    text = malloc(cap + 1);
    if (!text) {
        vm_throw_oom(vm);
        goto out;
    }
    size_t len = hex ? lib_hex_encode(t->data, n, text) : lib_base64_encode(t->data, n, alpha, !omit, text);
    r = vm_str_from_latin1(vm, (const uint8_t *)text, len);
out:
    free(text);
    gc_scope_close(vm, sc);
    return r;
}

int lib_install_uint8_base64(Vm *vm, Value ctor, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    Value *p = gc_handle(vm, proto);
    static const LibFn ctor_fns[] = {
        { "fromBase64", u8_from, 1, 0 },
        { "fromHex", u8_from, 1, 1 },
        { NULL, NULL, 0, 0 },
    };
    static const LibFn proto_fns[] = {
        { "toBase64", u8_to, 0, 0 },
        { "setFromBase64", u8_set_from, 1, 0 },
        { "toHex", u8_to, 0, 1 },
        { "setFromHex", u8_set_from, 1, 1 },
        { NULL, NULL, 0, 0 },
    };
    int rc = lib_def_fns(vm, *c, ctor_fns) < 0 || lib_def_fns(vm, *p, proto_fns) < 0 ? -1 : 0;
    gc_scope_close(vm, sc);
    return rc;
}
