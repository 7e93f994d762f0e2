/* stdlib/node/buffer.c — the byte loops under node:buffer and
 * node:string_decoder (stdlib/node/buffer.js, string_decoder.js): strings
 * to bytes and back in node's encodings, compare, search and pattern fill.
 *
 * The JavaScript side validates arguments and throws node's errors; these
 * natives only clamp what they are given to the view's bounds, so no call
 * reads or writes outside a view. UTF-8 goes through the Encoding
 * standard's coder (stdlib/web/encoding.c), base64 and hex through
 * typed_base64.c's loops; what is node's own lives here: the lenient
 * base64 and hex decoders, and the one-byte encodings.
 *
 * Encodings are numbered as node's (its `enum encoding`), which
 * string_decoder.js also keeps in its state buffer.
 */
#include "node.h"
#include "../web/web.h"
#include "../../vm/typed.h"

enum { ENC_ASCII, ENC_UTF8, ENC_BASE64, ENC_UCS2, ENC_LATIN1, ENC_HEX, ENC_BUFFER, ENC_BASE64URL };

/* The bytes of a view or ArrayBuffer argument (none: an empty range). */
static uint8_t *bytes_of(Value v, size_t *n)
{
    void *p = NULL;
    if (!vm_typed_memory_noalloc(v, &p, n))
        *n = 0;
    return p;
}

/* A number argument as an index clamped to [0, max]. */
static size_t index_arg(Value v, size_t max)
{
    double d = v_is_number(v) ? v_to_double(v) : 0;
    if (!(d > 0))
        return 0;
    return d >= (double)max ? max : (size_t)d;
}

static inline uint32_t unit_at(const String *s, uint32_t i)
{
    return (s->hdr.flags & STR_WIDE) ? ((const uint16_t *)s->data)[i] : s->data[i];
}

/* node's base64 decoding, which both alphabets share: characters outside
 * them are skipped, the first '=' ends the input, and a last group of two
 * or three characters gives one or two bytes (a lone one gives none). */
static size_t base64_decode(const String *s, uint8_t *d, size_t cap)
{
    uint32_t acc = 0, bits = 0;
    size_t w = 0;
    for (uint32_t i = 0; i < s->len && w < cap; i++) {
        uint32_t c = unit_at(s, i);
        if (c == '=')
            break;
        int v = c == '-' ? 62 : c == '_' ? 63 : lib_base64_digit(c);
        if (v < 0)
            continue;
        acc = (acc << 6 | (uint32_t)v) & 0xFFFFFF;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            d[w++] = (uint8_t)(acc >> bits);
        }
    }
    return w;
}

/* node's hex decoding: pairs of digits until the first pair that is not. */
static size_t hex_decode(const String *s, uint8_t *d, size_t cap)
{
    size_t w = 0;
    for (uint32_t i = 0; i + 1 < s->len && w < cap; i += 2) {
        int hi = lib_hex_digit(unit_at(s, i)), lo = lib_hex_digit(unit_at(s, i + 1));
        if (hi < 0 || lo < 0)
            break;
        d[w++] = (uint8_t)(hi << 4 | lo);
    }
    return w;
}

/* byteLengthUtf8(string) */
static Value b_byte_length_utf8(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_string(ARG(0)))
        return v_int(0);
    String *s = lib_flat(vm, ARG(0));
    return s ? v_num((double)web_utf8_length(s)) : vm_throw_oom(vm);
}

/* write(view, string, offset, length, enc): the bytes written (only whole
 * characters, as node writes them) */
static Value b_write(Vm *vm, Value *argv, int argc, bool construct)
{
    if (vm_typed_immutable_noalloc(ARG(0)))
        return vm_throw_immutable(vm, "Buffer.prototype.write");
    if (!v_is_string(ARG(1)))
        return lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE", "argument must be a string");
    String *s = lib_flat(vm, ARG(1));
    if (!s)
        return vm_throw_oom(vm);
    size_t n;
    uint8_t *p = bytes_of(ARG(0), &n); /* malloc'd: nothing below allocates */
    size_t off = index_arg(ARG(2), n);
    size_t cap = index_arg(ARG(3), n - off), w = 0;
    uint8_t *d = p + off;
    switch (v_is_int(ARG(4)) ? v_get_int(ARG(4)) : ENC_UTF8) {
    case ENC_UCS2:
        for (uint32_t i = 0; i < s->len && w + 2 <= cap; i++, w += 2) {
            uint32_t u = unit_at(s, i);
            d[w] = (uint8_t)u;
            d[w + 1] = (uint8_t)(u >> 8);
        }
        break;
    case ENC_ASCII:
    case ENC_LATIN1:
        for (; w < s->len && w < cap; w++)
            d[w] = (uint8_t)unit_at(s, (uint32_t)w);
        break;
    case ENC_HEX:
        w = hex_decode(s, d, cap);
        break;
    case ENC_BASE64:
    case ENC_BASE64URL:
        w = base64_decode(s, d, cap);
        break;
    default:
        w = web_utf8_encode_into(s, d, cap, NULL);
    }
    return v_num((double)w);
}

/* slice(view, start, end, enc): the string of bytes [start, end) */
static Value b_slice(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t n;
    const uint8_t *p = bytes_of(ARG(0), &n);
    size_t end = index_arg(ARG(2), n), start = index_arg(ARG(1), end), len = end - start;
    p += start;
    /* The bytes are malloc'd and ARG(0) keeps their buffer alive, so p
     * stays valid across the allocations below. */
    int enc = v_is_int(ARG(3)) ? v_get_int(ARG(3)) : ENC_UTF8;
    if (enc == ENC_LATIN1)
        return vm_str_from_latin1(vm, p, len);
    if (enc == ENC_UTF8)
        return web_utf8_to_string(vm, p, len);
    size_t cap = enc == ENC_HEX ? 2 * len : enc == ENC_BASE64 || enc == ENC_BASE64URL ? (len + 2) / 3 * 4 : len;
    uint8_t *t = malloc(cap ? cap : 1);
    if (!t)
        return vm_throw_oom(vm);
    Value r;
    if (enc == ENC_UCS2) {
        uint16_t *u = (uint16_t *)t;
        for (size_t i = 0; i < len / 2; i++)
            u[i] = (uint16_t)(p[2 * i] | p[2 * i + 1] << 8);
        r = vm_str_from_utf16(vm, u, len / 2);
    } else if (enc == ENC_ASCII) {
        for (size_t i = 0; i < len; i++)
            t[i] = p[i] & 0x7F;
        r = vm_str_from_latin1(vm, t, len);
    } else if (enc == ENC_HEX) {
        r = vm_str_from_latin1(vm, t, lib_hex_encode(p, len, (char *)t));
    } else {
        r = vm_str_from_latin1(vm, t, lib_base64_encode(p, len, enc == ENC_BASE64URL, enc == ENC_BASE64, (char *)t));
    }
    free(t);
    return r;
}

/* compare(a, aStart, aEnd, b, bStart, bEnd): -1, 0 or 1, as memcmp and
 * then the lengths order the two ranges */
static Value b_compare(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t na, nb;
    const uint8_t *a = bytes_of(ARG(0), &na), *b = bytes_of(ARG(3), &nb);
    size_t ae = index_arg(ARG(2), na), as = index_arg(ARG(1), ae);
    size_t be = index_arg(ARG(5), nb), bs = index_arg(ARG(4), be);
    size_t la = ae - as, lb = be - bs, m = la < lb ? la : lb;
    int c = m ? memcmp(a + as, b + bs, m) : 0;
    if (c == 0)
        c = la < lb ? -1 : la > lb;
    return v_int(c < 0 ? -1 : c > 0);
}

/* indexOf(haystack, needle, byteOffset, ucs2, forward): node's search of
 * bytes (or, for UTF-16, of 2-byte units at even offsets); the offset
 * rules are node's IndexOfOffset */
static Value b_index_of(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t hn, nn;
    const uint8_t *h = bytes_of(ARG(0), &hn), *nd = bytes_of(ARG(1), &nn);
    double od = v_is_number(ARG(2)) ? v_to_double(ARG(2)) : 0;
    bool ucs2 = ARG(3) == V_TRUE, fwd = ARG(4) == V_TRUE;
    int64_t len = (int64_t)hn, nl = (int64_t)nn;
    int64_t off = od != od ? 0 : od < -9e15 ? (int64_t)-9e15 : od > 9e15 ? (int64_t)9e15 : (int64_t)od;
    if (off < 0)
        off = off + len >= 0 ? off + len : (fwd || nl == 0) ? 0 : -1;
    else if (off + nl > len)
        off = nl == 0 ? len : fwd ? -1 : len - 1;
    if (nl == 0)
        return v_num((double)off);
    if (len == 0 || off < 0 || nl > len || (fwd && off + nl > len))
        return v_int(-1);
    int64_t step = 1;
    if (ucs2) {
        if (len < 2 || nl < 2)
            return v_int(-1);
        step = 2;
        nl &= ~(int64_t)1;
        off &= ~(int64_t)1;
    }
    if (fwd) {
        for (int64_t i = off; i + nl <= len; i += step)
            if (h[i] == nd[0] && memcmp(h + i, nd, (size_t)nl) == 0)
                return v_num((double)i);
    } else {
        int64_t i = off + nl > len ? len - nl : off;
        if (ucs2)
            i &= ~(int64_t)1;
        for (; i >= 0; i -= step)
            if (h[i] == nd[0] && memcmp(h + i, nd, (size_t)nl) == 0)
                return v_num((double)i);
    }
    return v_int(-1);
}

/* fill(view, pattern, start, end): the pattern's bytes over [start, end),
 * repeated (the pattern is not empty) */
static Value b_fill(Vm *vm, Value *argv, int argc, bool construct)
{
    if (vm_typed_immutable_noalloc(ARG(0)))
        return vm_throw_immutable(vm, "Buffer.prototype.fill");
    size_t n, pn;
    uint8_t *p = bytes_of(ARG(0), &n);
    const uint8_t *pat = bytes_of(ARG(1), &pn);
    size_t end = index_arg(ARG(3), n), start = index_arg(ARG(2), end);
    if (pn == 0)
        return V_UNDEF;
    for (size_t i = start, k = 0; i < end; i++) {
        p[i] = pat[k];
        if (++k == pn)
            k = 0;
    }
    return V_UNDEF;
}

/* isUtf8(view) (MAGIC 0) and isAscii(view) (MAGIC 1) */
static Value b_is(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t n;
    const uint8_t *p = bytes_of(ARG(0), &n);
    if (MAGIC) {
        for (size_t i = 0; i < n; i++)
            if (p[i] & 0x80)
                return V_FALSE;
        return V_TRUE;
    }
    int v = web_utf8_valid(p, n);
    return v < 0 ? vm_throw_oom(vm) : v_bool(v);
}

Value lib_node_buffer_natives(Vm *vm)
{
    static const LibFn fns[] = {{"byteLengthUtf8", b_byte_length_utf8, 1, 0},
                                {"write", b_write, 5, 0},
                                {"slice", b_slice, 4, 0},
                                {"compare", b_compare, 6, 0},
                                {"indexOf", b_index_of, 5, 0},
                                {"fill", b_fill, 4, 0},
                                {"isUtf8", b_is, 1, 0},
                                {"isAscii", b_is, 1, 1},
                                {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}
