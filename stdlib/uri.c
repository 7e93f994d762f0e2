/* stdlib/uri.c — the URI handling globals: encodeURI, encodeURIComponent,
 * decodeURI, decodeURIComponent (ECMA-262 Encode/Decode over UTF-8), and
 * Annex B's escape and unescape.
 *
 * Each function copies the argument's UTF-16 code units into a malloc'd
 * buffer first and builds the result in another, so no heap pointer is
 * held while the result string is allocated. A lone surrogate to encode, a
 * bad %XX escape or an invalid UTF-8 sequence to decode is V8's
 * "URIError: URI malformed".
 */
#include "lib.h"

typedef struct U16Buf {
    uint16_t *p;
    size_t len, cap;
    bool oom;
} U16Buf;

static void u16_add(U16Buf *b, uint16_t c)
{
    if (b->len == b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        uint16_t *np = realloc(b->p, nc * sizeof *np);
        if (!np) {
            b->oom = true;
            return;
        }
        b->p = np;
        b->cap = nc;
    }
    b->p[b->len++] = c;
}

static void u16_ascii(U16Buf *b, const char *s)
{
    while (*s)
        u16_add(b, (uint8_t)*s++);
}

/* The argument's code units (ToString first), malloc'd into *out. -1 on error. */
static int arg_units(Vm *vm, Value v, uint16_t **out, size_t *n)
{
    Value s = vm_to_string_js(vm, v);
    if (s == V_EXC)
        return -1;
    String *f = lib_flat(vm, s);
    if (!f)
        return -1;
    uint16_t *u = malloc(((size_t)f->len + 1) * sizeof *u);
    if (!u) {
        vm_throw_oom(vm);
        return -1;
    }
    if (f->hdr.flags & STR_WIDE)
        memcpy(u, f->data, (size_t)f->len * 2);
    else
        for (uint32_t i = 0; i < f->len; i++)
            u[i] = f->data[i];
    *out = u;
    *n = f->len;
    return 0;
}

static Value finish(Vm *vm, U16Buf *b)
{
    Value r = b->oom ? vm_throw_oom(vm) : vm_str_from_utf16(vm, b->p ? b->p : (uint16_t *)"", b->len);
    free(b->p);
    return r;
}

static Value malformed(Vm *vm, U16Buf *b, uint16_t *in)
{
    free(b->p);
    free(in);
    return vm_throw_error(vm, ERR_URI, "URI malformed");
}

static bool is_alnum(unsigned c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static const char HEX[] = "0123456789ABCDEF";

static void add_pct(U16Buf *b, unsigned byte)
{
    u16_add(b, '%');
    u16_add(b, (uint8_t)HEX[byte >> 4]);
    u16_add(b, (uint8_t)HEX[byte & 15]);
}

/* magic 0 encodeURIComponent, 1 encodeURI */
static Value uri_encode(Vm *vm, Value *argv, int argc, bool construct)
{
    const char *extra = MAGIC ? "-_.!~*'();/?:@&=+$,#" : "-_.!~*'()";
    uint16_t *in;
    size_t n;
    if (arg_units(vm, ARG(0), &in, &n) < 0)
        return V_EXC;
    U16Buf b = {0};
    for (size_t k = 0; k < n; k++) {
        unsigned c = in[k];
        if (c < 128 && (is_alnum(c) || (c && strchr(extra, (int)c)))) {
            u16_add(&b, (uint16_t)c);
            continue;
        }
        uint32_t cp = c;
        if (c >= 0xDC00 && c <= 0xDFFF)
            return malformed(vm, &b, in);
        if (c >= 0xD800 && c <= 0xDBFF) {
            if (k + 1 >= n || in[k + 1] < 0xDC00 || in[k + 1] > 0xDFFF)
                return malformed(vm, &b, in);
            cp = 0x10000 + ((c - 0xD800) << 10) + (in[k + 1] - 0xDC00u);
            k++;
        }
        if (cp < 0x80) {
            add_pct(&b, cp);
        } else if (cp < 0x800) {
            add_pct(&b, 0xC0 | (cp >> 6));
            add_pct(&b, 0x80 | (cp & 63));
        } else if (cp < 0x10000) {
            add_pct(&b, 0xE0 | (cp >> 12));
            add_pct(&b, 0x80 | ((cp >> 6) & 63));
            add_pct(&b, 0x80 | (cp & 63));
        } else {
            add_pct(&b, 0xF0 | (cp >> 18));
            add_pct(&b, 0x80 | ((cp >> 12) & 63));
            add_pct(&b, 0x80 | ((cp >> 6) & 63));
            add_pct(&b, 0x80 | (cp & 63));
        }
    }
    free(in);
    return finish(vm, &b);
}

static int hexval(unsigned c)
{
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    if (c >= 'a' && c <= 'f')
        return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F')
        return (int)(c - 'A' + 10);
    return -1;
}

/* The byte of "%XX" at in[k], or -1. */
static int pct_byte(const uint16_t *in, size_t n, size_t k)
{
    if (k + 2 >= n || in[k] != '%')
        return -1;
    int h = hexval(in[k + 1]), l = hexval(in[k + 2]);
    return h < 0 || l < 0 ? -1 : h * 16 + l;
}

/* magic 0 decodeURIComponent, 1 decodeURI (keeps escapes of reserved chars) */
static Value uri_decode(Vm *vm, Value *argv, int argc, bool construct)
{
    const char *reserved = MAGIC ? ";/?:@&=+$,#" : "";
    uint16_t *in;
    size_t n;
    if (arg_units(vm, ARG(0), &in, &n) < 0)
        return V_EXC;
    U16Buf b = {0};
    for (size_t k = 0; k < n; k++) {
        if (in[k] != '%') {
            u16_add(&b, in[k]);
            continue;
        }
        int byte = pct_byte(in, n, k);
        if (byte < 0)
            return malformed(vm, &b, in);
        if (byte < 0x80) {
            if (byte && strchr(reserved, byte)) {
                for (int i = 0; i < 3; i++)
                    u16_add(&b, in[k + (size_t)i]);
            } else {
                u16_add(&b, (uint16_t)byte);
            }
            k += 2;
            continue;
        }
        int len = (byte & 0xE0) == 0xC0 ? 2 : (byte & 0xF0) == 0xE0 ? 3 : (byte & 0xF8) == 0xF0 ? 4 : 0;
        if (!len)
            return malformed(vm, &b, in);
        uint32_t cp = (uint32_t)byte & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
        size_t pos = k + 3;
        for (int i = 1; i < len; i++, pos += 3) {
            int cont = pct_byte(in, n, pos);
            if (cont < 0 || (cont & 0xC0) != 0x80)
                return malformed(vm, &b, in);
            cp = (cp << 6) | ((uint32_t)cont & 63);
        }
        static const uint32_t min_cp[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < min_cp[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return malformed(vm, &b, in);
        if (cp >= 0x10000) {
            u16_add(&b, (uint16_t)(0xD800 + ((cp - 0x10000) >> 10)));
            u16_add(&b, (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF)));
        } else {
            u16_add(&b, (uint16_t)cp);
        }
        k = pos - 1;
    }
    free(in);
    return finish(vm, &b);
}

/* Annex B escape: %XX below 256, %uXXXX above, A-Z a-z 0-9 @*_+-./ kept. */
static Value g_escape(Vm *vm, Value *argv, int argc, bool construct)
{
    uint16_t *in;
    size_t n;
    if (arg_units(vm, ARG(0), &in, &n) < 0)
        return V_EXC;
    U16Buf b = {0};
    for (size_t k = 0; k < n; k++) {
        unsigned c = in[k];
        if (c < 128 && (is_alnum(c) || (c && strchr("@*_+-./", (int)c)))) {
            u16_add(&b, (uint16_t)c);
        } else if (c < 256) {
            add_pct(&b, c);
        } else {
            char t[7] = {'%', 'u', HEX[c >> 12], HEX[(c >> 8) & 15], HEX[(c >> 4) & 15], HEX[c & 15], 0};
            u16_ascii(&b, t);
        }
    }
    free(in);
    return finish(vm, &b);
}

static Value g_unescape(Vm *vm, Value *argv, int argc, bool construct)
{
    uint16_t *in;
    size_t n;
    if (arg_units(vm, ARG(0), &in, &n) < 0)
        return V_EXC;
    U16Buf b = {0};
    for (size_t k = 0; k < n; k++) {
        if (in[k] == '%' && k + 5 < n && in[k + 1] == 'u') {
            int h[4], ok = 1;
            for (int i = 0; i < 4; i++)
                ok &= (h[i] = hexval(in[k + 2 + (size_t)i])) >= 0;
            if (ok) {
                u16_add(&b, (uint16_t)(h[0] << 12 | h[1] << 8 | h[2] << 4 | h[3]));
                k += 5;
                continue;
            }
        }
        int byte = in[k] == '%' ? pct_byte(in, n, k) : -1;
        if (byte >= 0) {
            u16_add(&b, (uint16_t)byte);
            k += 2;
            continue;
        }
        u16_add(&b, in[k]);
    }
    free(in);
    return finish(vm, &b);
}

static const LibFn uri_fns[] = {
    {"decodeURI", uri_decode, 1, 1}, {"decodeURIComponent", uri_decode, 1, 0},
    {"encodeURI", uri_encode, 1, 1}, {"encodeURIComponent", uri_encode, 1, 0},
    {"escape", g_escape, 1, 0},      {"unescape", g_unescape, 1, 0},
    {NULL, NULL, 0, 0},
};

int lib_install_uri(Vm *vm)
{
    return lib_def_fns(vm, vm->global, uri_fns);
}
