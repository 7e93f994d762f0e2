/* stdlib/web/encoding.c — TextEncoder and TextDecoder, as node has them.
 *
 * The decoder knows UTF-8, UTF-16LE, UTF-16BE and windows-1252 (which the
 * labels latin1, ascii, iso-8859-1 and the like name, as the Encoding
 * standard says) and their labels; another encoding node's ICU knows (gbk,
 * shift_jis, iso-8859-2, ...) is refused with node's RangeError for an
 * encoding it does not support. Decoding follows the Encoding standard: a
 * maximal invalid subpart becomes one U+FFFD (or the fatal TypeError), a
 * BOM is dropped unless ignoreBOM, and with {stream: true} the bytes of an
 * incomplete sequence wait for the next call.
 *
 * A decoder's state lives in its WebObj fields: f[0] the encoding (ENC_*),
 * f[1] the flags (DEC_*), f[2] the waiting bytes (at most 3: the count in
 * bits 24-25, the bytes below).
 */
#include "web.h"
#include "../../vm/typed.h"

enum { ENC_UTF8, ENC_UTF16LE, ENC_UTF16BE, ENC_1252 };
static const char *const enc_names[] = {"utf-8", "utf-16le", "utf-16be", "windows-1252"};
enum { DEC_FATAL = 1, DEC_IGNORE_BOM = 2, DEC_BOM_SEEN = 4 };

/* The Encoding standard's labels of the encodings above; an encoding it
 * names that tarn cannot decode is not listed and fails as unknown. */
static const struct { const char *label; int enc; } labels[] = {
    {"unicode-1-1-utf-8", ENC_UTF8}, {"unicode11utf8", ENC_UTF8}, {"unicode20utf8", ENC_UTF8},
    {"utf-8", ENC_UTF8}, {"utf8", ENC_UTF8}, {"x-unicode20utf8", ENC_UTF8},
    {"csunicode", ENC_UTF16LE}, {"iso-10646-ucs-2", ENC_UTF16LE}, {"ucs-2", ENC_UTF16LE},
    {"unicode", ENC_UTF16LE}, {"unicodefeff", ENC_UTF16LE}, {"utf-16", ENC_UTF16LE},
    {"utf-16le", ENC_UTF16LE}, {"unicodefffe", ENC_UTF16BE}, {"utf-16be", ENC_UTF16BE},
    {"ansi_x3.4-1968", ENC_1252}, {"ascii", ENC_1252}, {"cp1252", ENC_1252}, {"cp819", ENC_1252},
    {"csisolatin1", ENC_1252}, {"ibm819", ENC_1252}, {"iso-8859-1", ENC_1252}, {"iso-ir-100", ENC_1252},
    {"iso8859-1", ENC_1252}, {"iso88591", ENC_1252}, {"iso_8859-1", ENC_1252},
    {"iso_8859-1:1987", ENC_1252}, {"l1", ENC_1252}, {"latin1", ENC_1252}, {"us-ascii", ENC_1252},
    {"windows-1252", ENC_1252}, {"x-cp1252", ENC_1252},
};

/* windows-1252 bytes 0x80..0x9F; the rest are their own code points. */
static const uint16_t cp1252_high[32] = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
};

static inline uint32_t unit_at(const String *s, uint32_t i)
{
    return (s->hdr.flags & STR_WIDE) ? ((const uint16_t *)s->data)[i] : s->data[i];
}

/* The code point at s[*i] (a lone surrogate: U+FFFD), advancing *i. */
static uint32_t next_cp(const String *s, uint32_t *i)
{
    uint32_t c = unit_at(s, (*i)++);
    if (c >= 0xD800 && c <= 0xDBFF && *i < s->len) {
        uint32_t d = unit_at(s, *i);
        if (d >= 0xDC00 && d <= 0xDFFF) {
            (*i)++;
            return 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
        }
    }
    return (c >= 0xD800 && c <= 0xDFFF) ? 0xFFFD : c;
}

static int utf8_put(uint8_t *d, uint32_t cp)
{
    if (cp < 0x80) {
        d[0] = (uint8_t)cp;
        return 1;
    }
    if (cp < 0x800) {
        d[0] = (uint8_t)(0xC0 | cp >> 6);
        d[1] = (uint8_t)(0x80 | (cp & 63));
        return 2;
    }
    if (cp < 0x10000) {
        d[0] = (uint8_t)(0xE0 | cp >> 12);
        d[1] = (uint8_t)(0x80 | ((cp >> 6) & 63));
        d[2] = (uint8_t)(0x80 | (cp & 63));
        return 3;
    }
    d[0] = (uint8_t)(0xF0 | cp >> 18);
    d[1] = (uint8_t)(0x80 | ((cp >> 12) & 63));
    d[2] = (uint8_t)(0x80 | ((cp >> 6) & 63));
    d[3] = (uint8_t)(0x80 | (cp & 63));
    return 4;
}

size_t web_utf8_length(const String *s)
{
    size_t n = 0;
    for (uint32_t i = 0; i < s->len;) {
        uint32_t cp = next_cp(s, &i);
        n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    }
    return n;
}

size_t web_utf8_encode_into(const String *s, uint8_t *d, size_t cap, uint32_t *read)
{
    uint32_t i = 0;
    size_t written = 0;
    while (i < s->len) {
        uint32_t j = i;
        uint8_t tmp[4];
        int k = utf8_put(tmp, next_cp(s, &j));
        if (written + (size_t)k > cap)
            break;
        memcpy(d + written, tmp, (size_t)k);
        written += (size_t)k;
        i = j;
    }
    if (read)
        *read = i;
    return written;
}

static Value new_u8(Vm *vm, size_t n)
{
    if (n > 0x7FFFFFFF)
        return vm_throw_error(vm, ERR_RANGE, "Array buffer allocation failed");
    size_t sc = gc_scope_open(vm);
    Value *b = gc_handle(vm, vm_arraybuffer_new(vm, n));
    Value r = *b == V_EXC ? V_EXC : vm_ta_new_view(vm, TA_UINT8, b, 0, (uint32_t)n, V_UNDEF);
    gc_scope_close(vm, sc);
    return r;
}

/* ---- TextEncoder ----------------------------------------------------------------- */

static Value te_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor TextEncoder cannot be invoked without 'new'");
    return web_new_obj(vm, WEB_NEW_TARGET, WEB_TEXT_ENCODER, B_TEXT_ENCODER_PROTO);
}

static Value te_check(Vm *vm, Value t)
{
    if (!web_obj_noalloc(t, WEB_TEXT_ENCODER))
        return vm_throw_error(vm, ERR_TYPE, "Receiver must be an instance of class TextEncoder");
    return V_UNDEF;
}

static Value te_encode(Vm *vm, Value *argv, int argc, bool construct)
{
    if (te_check(vm, THIS) == V_EXC)
        return V_EXC;
    Value str = ARG(0) == V_UNDEF ? vm->atom[A_empty] : vm_to_string_js(vm, ARG(0));
    if (str == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *sh = gc_handle(vm, str);
    String *s = lib_flat(vm, *sh);
    if (!s) {
        vm_throw_oom(vm);
        goto out;
    }
    *sh = v_from_cell(s);
    Value a = new_u8(vm, web_utf8_length(s));
    if (a == V_EXC)
        goto out;
    s = v_str(*sh);
    web_utf8_encode_into(s, v_ta(a)->data, v_ta(a)->length, NULL);
    r = a;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value te_encode_into(Vm *vm, Value *argv, int argc, bool construct)
{
    if (te_check(vm, THIS) == V_EXC)
        return V_EXC;
    Value str = vm_to_string_js(vm, ARG(0));
    if (str == V_EXC)
        return V_EXC;
    if (!v_is_ta(ARG(1)) || ta_kind(v_ta(ARG(1))) != TA_UINT8)
        return web_throw_arg_type(vm, "dest", "an instance of Uint8Array", ARG(1));
    if (vm_typed_immutable_noalloc(ARG(1)))
        return vm_throw_immutable(vm, "TextEncoder.prototype.encodeInto");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *sh = gc_handle(vm, str);
    String *s = lib_flat(vm, *sh);
    if (!s) {
        vm_throw_oom(vm);
        goto out;
    }
    *sh = v_from_cell(s);
    Value *res = gc_handle(vm, vm_new_object(vm));
    if (*res == V_EXC)
        goto out;
    s = v_str(*sh);
    TypedArrayObj *t = v_ta(ARG(1));
    uint32_t read;
    uint32_t written = (uint32_t)web_utf8_encode_into(s, t->data, t->length, &read);
    if (lib_def_value(vm, *res, "read", v_int((int32_t)read), PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *res, "written", v_int((int32_t)written), PROP_DEFAULT) < 0)
        goto out;
    r = *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value te_encoding(Vm *vm, Value *argv, int argc, bool construct)
{
    if (te_check(vm, THIS) == V_EXC)
        return V_EXC;
    return vm_str_from_cstr(vm, "utf-8");
}

/* ---- TextDecoder ----------------------------------------------------------------- */

static bool ascii_ws(uint32_t c)
{
    return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ';
}

static int find_label(const String *s)
{
    uint32_t a = 0, b = s->len;
    while (a < b && ascii_ws(unit_at(s, a)))
        a++;
    while (b > a && ascii_ws(unit_at(s, b - 1)))
        b--;
    char buf[32];
    if (b - a >= sizeof buf)
        return -1;
    for (uint32_t i = a; i < b; i++) {
        uint32_t c = unit_at(s, i);
        if (c > 0x7F)
            return -1;
        buf[i - a] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    buf[b - a] = 0;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        if (strcmp(buf, labels[i].label) == 0)
            return labels[i].enc;
    return -1;
}

static Value td_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor TextDecoder cannot be invoked without 'new'");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *label = gc_handle(vm, ARG(0) == V_UNDEF ? vm_str_from_cstr(vm, "utf-8") : vm_to_string_js(vm, ARG(0)));
    if (*label == V_EXC)
        goto out;
    Value opts = ARG(1);
    if (opts != V_UNDEF && opts != V_NULL && !v_is_object(opts)) {
        web_throw_arg_type(vm, "options", "of type object", opts);
        goto out;
    }
    int flags = 0;
    if (v_is_object(opts)) {
        Value f = vm_get_str_js(vm, ARG(1), "fatal");
        if (f == V_EXC)
            goto out;
        if (vm_truthy_noalloc(f))
            flags |= DEC_FATAL;
        f = vm_get_str_js(vm, ARG(1), "ignoreBOM");
        if (f == V_EXC)
            goto out;
        if (vm_truthy_noalloc(f))
            flags |= DEC_IGNORE_BOM;
    }
    String *ls = lib_flat(vm, *label);
    if (!ls) {
        vm_throw_oom(vm);
        goto out;
    }
    int enc = find_label(ls);
    if (enc < 0) {
        char *l = vm_str_to_utf8(vm, *label, NULL);
        lib_throw_coded(vm, ERR_RANGE, "ERR_ENCODING_NOT_SUPPORTED", "The \"%s\" encoding is not supported",
                        l ? l : "");
        free(l);
        goto out;
    }
    Value o = web_new_obj(vm, WEB_NEW_TARGET, WEB_TEXT_DECODER, B_TEXT_DECODER_PROTO);
    if (o == V_EXC)
        goto out;
    WebObj *w = v_cell(o);
    w->f[0] = v_int(enc);
    w->f[1] = v_int(flags);
    w->f[2] = v_int(0);
    r = o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* A growing UTF-16 output. */
typedef struct U16 {
    uint16_t *p;
    size_t len, cap;
    bool oom;
} U16;

static void u16_put(U16 *o, uint32_t cp)
{
    if (o->len + 2 > o->cap) {
        size_t nc = o->cap ? o->cap * 2 : 64;
        uint16_t *np = realloc(o->p, nc * sizeof *np);
        if (!np) {
            o->oom = true;
            return;
        }
        o->p = np;
        o->cap = nc;
    }
    if (cp >= 0x10000) {
        cp -= 0x10000;
        o->p[o->len++] = (uint16_t)(0xD800 + (cp >> 10));
        o->p[o->len++] = (uint16_t)(0xDC00 + (cp & 0x3FF));
    } else {
        o->p[o->len++] = (uint16_t)cp;
    }
}

/* Decode b[0..n) into o. Returns the count of bytes at the end that form
 * an incomplete sequence (left for the next call when streaming), or -1 at
 * the first error when fatal. */
static long decode_utf8(const uint8_t *b, size_t n, bool fatal, bool stream, U16 *o)
{
    size_t i = 0;
    while (i < n) {
        uint8_t c = b[i];
        if (c < 0x80) {
            u16_put(o, c);
            i++;
            continue;
        }
        int need;
        uint32_t cp;
        uint8_t lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            need = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            need = 2;
            cp = c & 0xF;
            if (c == 0xE0)
                lo = 0xA0;
            if (c == 0xED)
                hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            need = 3;
            cp = c & 7;
            if (c == 0xF0)
                lo = 0x90;
            if (c == 0xF4)
                hi = 0x8F;
        } else {
            if (fatal)
                return -1;
            u16_put(o, 0xFFFD);
            i++;
            continue;
        }
        size_t j = i + 1;
        int seen = 0;
        bool bad = false;
        while (seen < need) {
            if (j >= n) /* the input ends inside the sequence */
                break;
            uint8_t d = b[j];
            if (d < lo || d > hi) {
                bad = true;
                break;
            }
            lo = 0x80;
            hi = 0xBF;
            cp = cp << 6 | (d & 0x3F);
            seen++;
            j++;
        }
        if (seen == need) {
            u16_put(o, cp);
            i = j;
        } else if (!bad) { /* incomplete at the end */
            if (stream)
                return (long)(n - i);
            if (fatal)
                return -1;
            u16_put(o, 0xFFFD);
            return 0;
        } else { /* the offending byte starts over */
            if (fatal)
                return -1;
            u16_put(o, 0xFFFD);
            i = j;
        }
    }
    return 0;
}

static long decode_utf16(const uint8_t *b, size_t n, bool be, bool fatal, bool stream, U16 *o)
{
    size_t i = 0;
    while (i + 1 < n) {
        uint32_t u = be ? (uint32_t)b[i] << 8 | b[i + 1] : (uint32_t)b[i + 1] << 8 | b[i];
        if (u >= 0xD800 && u <= 0xDBFF) {
            if (i + 3 < n) {
                uint32_t v = be ? (uint32_t)b[i + 2] << 8 | b[i + 3] : (uint32_t)b[i + 3] << 8 | b[i + 2];
                if (v >= 0xDC00 && v <= 0xDFFF) {
                    u16_put(o, 0x10000 + ((u - 0xD800) << 10) + (v - 0xDC00));
                    i += 4;
                    continue;
                }
            } else { /* the trail unit is not here yet */
                break;
            }
            if (fatal)
                return -1;
            u16_put(o, 0xFFFD); /* a lead surrogate without its trail */
            i += 2;
            continue;
        }
        if (u >= 0xDC00 && u <= 0xDFFF) {
            if (fatal)
                return -1;
            u = 0xFFFD;
        }
        u16_put(o, u);
        i += 2;
    }
    if (i < n) {
        if (stream)
            return (long)(n - i);
        if (fatal)
            return -1;
        u16_put(o, 0xFFFD); /* one for an odd byte and a waiting lead surrogate alike */
    }
    return 0;
}

Value web_utf8_to_string(Vm *vm, const uint8_t *b, size_t n)
{
    size_t i = 0;
    while (i < n && b[i] < 0x80)
        i++;
    if (i == n)
        return vm_str_from_latin1(vm, b, n);
    U16 o = {0};
    decode_utf8(b, n, false, false, &o);
    if (o.oom) {
        free(o.p);
        return vm_throw_oom(vm);
    }
    Value r = vm_str_from_utf16(vm, o.p, o.len);
    free(o.p);
    return r;
}

int web_utf8_valid(const uint8_t *b, size_t n)
{
    U16 o = {0};
    long r = decode_utf8(b, n, true, false, &o);
    free(o.p);
    return o.oom ? -1 : r == 0;
}

static Value td_decode(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = web_obj_noalloc(THIS, WEB_TEXT_DECODER);
    if (!w)
        return web_throw_invalid_this(vm, "TextDecoder");
    const uint8_t *src = NULL;
    size_t slen = 0;
    if (ARG(0) != V_UNDEF && !web_buffer_source_noalloc(ARG(0), &src, &slen))
        return lib_throw_coded_plain(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE",
                               "The \"list\" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.");
    bool stream = false;
    if (ARG(1) != V_UNDEF && ARG(1) != V_NULL) {
        if (!v_is_object(ARG(1)))
            return web_throw_arg_type(vm, "options", "of type object", ARG(1));
        Value s = vm_get_str_js(vm, ARG(1), "stream");
        if (s == V_EXC)
            return V_EXC;
        stream = vm_truthy_noalloc(s);
        /* a getter may have run: the source's bytes are malloc'd, but re-read them */
        src = NULL;
        slen = 0;
        if (ARG(0) != V_UNDEF)
            web_buffer_source_noalloc(ARG(0), &src, &slen);
        w = v_cell(THIS);
    }
    int enc = v_get_int(w->f[0]), flags = v_get_int(w->f[1]);
    uint32_t pend = (uint32_t)v_get_int(w->f[2]);
    size_t np = pend >> 24;
    uint8_t *buf = malloc(np + slen + 1);
    if (!buf)
        return vm_throw_oom(vm);
    for (size_t i = 0; i < np; i++)
        buf[i] = (uint8_t)(pend >> (8 * i));
    if (slen)
        memcpy(buf + np, src, slen);
    size_t n = np + slen;
    const uint8_t *b = buf;
    bool fatal = flags & DEC_FATAL;
    if (!(flags & (DEC_IGNORE_BOM | DEC_BOM_SEEN)) && enc != ENC_1252 && n > 0) {
        static const uint8_t boms[3][3] = {{0xEF, 0xBB, 0xBF}, {0xFF, 0xFE, 0}, {0xFE, 0xFF, 0}};
        size_t bl = enc == ENC_UTF8 ? 3 : 2;
        const uint8_t *bom = boms[enc];
        size_t k = 0;
        while (k < bl && k < n && b[k] == bom[k])
            k++;
        if (k == bl) {
            b += bl;
            n -= bl;
            flags |= DEC_BOM_SEEN;
        } else if (k == n && stream) {
            /* all of it may yet be a BOM: wait for more */
        } else {
            flags |= DEC_BOM_SEEN;
        }
    }
    U16 o = {0};
    long left;
    if (!(flags & (DEC_IGNORE_BOM | DEC_BOM_SEEN)) && enc != ENC_1252 && stream) {
        left = (long)n; /* a BOM's prefix, kept */
    } else if (enc == ENC_UTF8) {
        left = decode_utf8(b, n, fatal, stream, &o);
    } else if (enc == ENC_1252) {
        for (size_t i = 0; i < n; i++)
            u16_put(&o, b[i] >= 0x80 && b[i] <= 0x9F ? cp1252_high[b[i] - 0x80] : b[i]);
        left = 0;
    } else {
        left = decode_utf16(b, n, enc == ENC_UTF16BE, fatal, stream, &o);
    }
    w = v_cell(THIS);
    if (left < 0) { /* fatal: the decoder starts over */
        w->f[1] = v_int(flags & (DEC_FATAL | DEC_IGNORE_BOM));
        w->f[2] = v_int(0);
        free(buf);
        free(o.p);
        return lib_throw_coded_plain(vm, ERR_TYPE, "ERR_ENCODING_INVALID_ENCODED_DATA",
                               "The encoded data was not valid for encoding %s", enc_names[enc]);
    }
    uint32_t np2 = 0;
    for (long i = 0; i < left; i++)
        np2 |= (uint32_t)b[n - (size_t)left + (size_t)i] << (8 * i);
    np2 |= (uint32_t)left << 24;
    free(buf);
    if (!stream) { /* the end of the stream: the next call starts afresh */
        flags &= DEC_FATAL | DEC_IGNORE_BOM;
        np2 = 0;
    }
    w->f[1] = v_int(flags);
    w->f[2] = v_int((int32_t)np2);
    if (o.oom) {
        free(o.p);
        return vm_throw_oom(vm);
    }
    Value r = vm_str_from_utf16(vm, o.p ? o.p : (const uint16_t *)"", o.len);
    free(o.p);
    return r;
}

/* magic: 0 encoding, 1 fatal, 2 ignoreBOM */
static Value td_get(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = web_obj_noalloc(THIS, WEB_TEXT_DECODER);
    if (!w)
        return web_throw_invalid_this(vm, "TextDecoder");
    if (MAGIC == 0)
        return vm_str_from_cstr(vm, enc_names[v_get_int(w->f[0])]);
    return v_bool(v_get_int(w->f[1]) & (MAGIC == 1 ? DEC_FATAL : DEC_IGNORE_BOM));
}

/* ---- the classes -------------------------------------------------------------- */

static int make_encoder(Vm *vm)
{
    if (vm->builtin[B_TEXT_ENCODER_CTOR] != V_EMPTY)
        return 0;
    static const LibFn members[] = {{"encoding", te_encoding, -1, 0}, {"encode", te_encode, 0, 0},
                                    {"encodeInto", te_encode_into, 2, 0}, {NULL, NULL, 0, 0}};
    return web_make_class(vm, "TextEncoder", te_ctor, 0, members, B_TEXT_ENCODER_PROTO, B_TEXT_ENCODER_CTOR);
}

static int make_decoder(Vm *vm)
{
    if (vm->builtin[B_TEXT_DECODER_CTOR] != V_EMPTY)
        return 0;
    static const LibFn members[] = {{"decode", td_decode, 0, 0}, {"encoding", td_get, -1, 0},
                                    {"fatal", td_get, -1, 1}, {"ignoreBOM", td_get, -1, 2},
                                    {NULL, NULL, 0, 0}};
    return web_make_class(vm, "TextDecoder", td_ctor, 0, members, B_TEXT_DECODER_PROTO, B_TEXT_DECODER_CTOR);
}

int lib_define_text_encoder(Vm *vm)
{
    if (make_encoder(vm) < 0)
        return -1;
    return lib_define_global(vm, "TextEncoder", vm->builtin[B_TEXT_ENCODER_CTOR], PROP_METHOD);
}

int lib_define_text_decoder(Vm *vm)
{
    if (make_decoder(vm) < 0)
        return -1;
    return lib_define_global(vm, "TextDecoder", vm->builtin[B_TEXT_DECODER_CTOR], PROP_METHOD);
}

/* node shows a TextEncoder as { encoding: 'utf-8' } and a TextDecoder as
 * TextDecoder { encoding, fatal, ignoreBOM } (its class name: a subclass's). */
Value web_encoding_view_js(Vm *vm, Value v)
{
    WebObj *w = v_cell(v);
    bool dec = w->kind == v_int(WEB_TEXT_DECODER);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *vh = gc_handle(vm, v);
    Value *o = gc_handle(vm, dec ? web_view_object_js(vm, v) : vm_new_object(vm));
    if (*o == V_EXC)
        goto out;
    w = v_cell(*vh);
    int enc = dec ? v_get_int(w->f[0]) : ENC_UTF8;
    Value e = vm_str_from_cstr(vm, enc_names[enc]);
    if (e == V_EXC || lib_def_value(vm, *o, "encoding", e, PROP_DEFAULT) < 0)
        goto out;
    if (dec) {
        int flags = v_get_int(((WebObj *)v_cell(*vh))->f[1]);
        if (lib_def_value(vm, *o, "fatal", v_bool(flags & DEC_FATAL), PROP_DEFAULT) < 0 ||
            lib_def_value(vm, *o, "ignoreBOM", v_bool(flags & DEC_IGNORE_BOM), PROP_DEFAULT) < 0)
            goto out;
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}
