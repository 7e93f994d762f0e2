/* stdlib/string_unicode.c — the String.prototype methods that need Unicode
 * data: toUpperCase / toLowerCase (and their toLocale* aliases) and
 * normalize. Case mapping is the full, locale-independent mapping of the
 * generated tables (SpecialCasing's unconditional part included, so
 * 'ß'.toUpperCase() is "SS"), plus the one conditional rule JavaScript
 * applies: Final_Sigma. normalize implements NFC, NFD, NFKC and NFKD.
 * The work happens on a malloc'd code-point buffer; the only GC values are
 * the receiver (in a handle) and the result. */
#include "lib.h"
#include "../unicode/unicode.h"

typedef struct CpBuf {
    uint32_t *p;
    size_t len, cap;
    bool oom;
} CpBuf;

static void cp_push(CpBuf *b, uint32_t c)
{
    if (b->len == b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        uint32_t *np = realloc(b->p, nc * sizeof *np);
        if (!np) {
            b->oom = true;
            return;
        }
        b->p = np;
        b->cap = nc;
    }
    b->p[b->len++] = c;
}

/* Code points of a flat string (lone surrogates kept as themselves). */
static void decode(const String *s, CpBuf *b)
{
    for (uint32_t i = 0; i < s->len; i++) {
        uint32_t c = str_at(s, i);
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s->len) {
            uint32_t d = str_at(s, i + 1);
            if (d >= 0xDC00 && d <= 0xDFFF) {
                c = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
                i++;
            }
        }
        cp_push(b, c);
    }
}

/* The code points back as a string Value; frees b. */
static Value encode(Vm *vm, CpBuf *b)
{
    uint16_t *u = b->oom ? NULL : malloc((b->len * 2 + 1) * sizeof *u);
    if (!u) {
        free(b->p);
        return vm_throw_oom(vm);
    }
    size_t n = 0;
    for (size_t i = 0; i < b->len; i++) {
        uint32_t c = b->p[i];
        if (c >= 0x10000) {
            u[n++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
            u[n++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else
            u[n++] = (uint16_t)c;
    }
    free(b->p);
    if (n > (1u << 29)) {
        free(u);
        return vm_throw_error(vm, ERR_RANGE, "Invalid string length");
    }
    Value r = vm_str_from_utf16(vm, u, n);
    free(u);
    return r;
}

/* ToString(this) into a handle; TypeError for null/undefined. */
static Value *this_str(Vm *vm, Value *argv, const char *method)
{
    if (v_is_nullish(THIS)) {
        vm_throw_error(vm, ERR_TYPE, "String.prototype.%s called on null or undefined", method);
        return NULL;
    }
    Value *h = gc_handle(vm, vm_to_string_js(vm, THIS));
    return *h != V_EXC && vm_str_flat(vm, *h) ? h : NULL;
}

/* Final_Sigma (Unicode §3.13): cp[i] is U+03A3 preceded by a cased letter
 * and not followed by one, case-ignorable code points skipped both ways. */
static bool final_sigma(const uint32_t *cp, size_t n, size_t i)
{
    size_t j = i;
    bool before = false;
    while (j > 0) {
        uint32_t c = cp[--j];
        if (uni_is_case_ignorable_noalloc(c))
            continue;
        before = uni_is_cased_noalloc(c);
        break;
    }
    if (!before)
        return false;
    for (j = i + 1; j < n; j++) {
        uint32_t c = cp[j];
        if (uni_is_case_ignorable_noalloc(c))
            continue;
        return !uni_is_cased_noalloc(c);
    }
    return true;
}

/* magic 0 toUpperCase, 1 toLowerCase, 2 toLocaleUpperCase, 3 toLocaleLowerCase */
static Value str_case(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *names[] = {"toUpperCase", "toLowerCase", "toLocaleUpperCase", "toLocaleLowerCase"};
    int magic = MAGIC;
    bool upper = (magic & 1) == 0;
    size_t scope = gc_scope_open(vm);
    Value result = V_EXC;
    Value *sh = this_str(vm, argv, names[magic]);
    if (!sh)
        goto done;
    if (magic >= 2) { /* the locale's mapping (Turkish i, Lithuanian dots): ICU */
        gc_handle(vm, *sh);
        gc_handle(vm, ARG(0));
        Value *args = gc_handle(vm, v_bool(upper)) - 2; /* handles are consecutive */
        result = lib_intl_call_js(vm, "toLocaleCase", V_UNDEF, args, 3);
        goto done;
    }
    String *s = vm_str_flat(vm, *sh);
    bool ascii = !(s->hdr.flags & STR_WIDE);
    for (uint32_t i = 0; ascii && i < s->len; i++)
        ascii = s->data[i] < 128;
    if (ascii) { /* the common case, without the tables */
        uint8_t lo = upper ? 'a' : 'A';
        uint32_t first = 0; /* the first unit that changes */
        while (first < s->len && (uint8_t)(s->data[first] - lo) >= 26)
            first++;
        if (first == s->len) { /* nothing to map: the string itself */
            result = v_from_cell(s);
            goto done;
        }
        Value r = vm_str_alloc(vm, s->len, false);
        if (r == V_EXC)
            goto done;
        s = vm_str_flat(vm, *sh); /* flat already: the allocation may have moved it */
        uint8_t *d = v_str(r)->data;
        memcpy(d, s->data, first);
        for (uint32_t i = first; i < s->len; i++) {
            uint8_t c = s->data[i];
            d[i] = (uint8_t)(c - lo) < 26 ? c ^ 0x20 : c;
        }
        result = r;
        goto done;
    }
    CpBuf in = {0}, out = {0};
    decode(s, &in);
    for (size_t i = 0; i < in.len && !in.oom; i++) {
        uint32_t m[3];
        if (!upper && in.p[i] == 0x3A3 && final_sigma(in.p, in.len, i)) {
            cp_push(&out, 0x3C2);
            continue;
        }
        int k = uni_case_noalloc(in.p[i], upper, m);
        for (int j = 0; j < k; j++)
            cp_push(&out, m[j]);
    }
    out.oom |= in.oom;
    free(in.p);
    result = encode(vm, &out);
done:
    gc_scope_close(vm, scope);
    return result;
}

enum { H_SBASE = 0xAC00, H_LBASE = 0x1100, H_VBASE = 0x1161, H_TBASE = 0x11A7,
       H_VCOUNT = 21, H_TCOUNT = 28, H_SCOUNT = 11172 };

static void decompose(uint32_t c, bool compat, CpBuf *out)
{
    if (c >= H_SBASE && c < H_SBASE + H_SCOUNT) {
        uint32_t si = c - H_SBASE;
        cp_push(out, H_LBASE + si / (H_VCOUNT * H_TCOUNT));
        cp_push(out, H_VBASE + (si % (H_VCOUNT * H_TCOUNT)) / H_TCOUNT);
        if (si % H_TCOUNT)
            cp_push(out, H_TBASE + si % H_TCOUNT);
        return;
    }
    const uint32_t *d;
    uint32_t n = uni_decomp_noalloc(c, compat, &d);
    if (!n) {
        cp_push(out, c);
        return;
    }
    for (uint32_t i = 0; i < n; i++)
        cp_push(out, d[i]); /* the table holds full (recursive) decompositions */
}

/* Canonical ordering: a stable insertion sort of each run of non-starters. */
static void reorder(CpBuf *b)
{
    for (size_t i = 1; i < b->len; i++) {
        int ci = uni_ccc_noalloc(b->p[i]);
        if (!ci)
            continue;
        uint32_t c = b->p[i];
        size_t j = i;
        while (j > 0) {
            int cj = uni_ccc_noalloc(b->p[j - 1]);
            if (cj <= ci)
                break;
            b->p[j] = b->p[j - 1];
            j--;
        }
        b->p[j] = c;
    }
}

/* Canonical composition (Unicode §3.11, D117) in place. */
static void compose(CpBuf *b)
{
    if (!b->len)
        return;
    size_t starter = 0, w = 1;
    bool have_starter = uni_ccc_noalloc(b->p[0]) == 0;
    int last_ccc = have_starter ? 0 : 256;
    for (size_t i = 1; i < b->len; i++) {
        uint32_t c = b->p[i];
        int cc = uni_ccc_noalloc(c);
        if (have_starter && (last_ccc < cc || (last_ccc == 0 && w == starter + 1))) {
            uint32_t comp = uni_compose_noalloc(b->p[starter], c);
            if (comp) {
                b->p[starter] = comp;
                continue;
            }
        }
        if (cc == 0) {
            starter = w;
            have_starter = true;
            last_ccc = 0;
        } else
            last_ccc = cc;
        b->p[w++] = c;
    }
    b->len = w;
}

static Value str_normalize(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t scope = gc_scope_open(vm);
    Value result = V_EXC;
    Value *sh = this_str(vm, argv, "normalize");
    if (!sh)
        goto done;
    bool comp = true, compat = false;
    if (!v_is_undef(ARG(0))) {
        Value *fh = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
        if (*fh == V_EXC)
            goto done;
        char *f = vm_str_to_utf8(vm, *fh, NULL);
        if (!f) {
            result = vm_throw_oom(vm);
            goto done;
        }
        bool ok = true;
        if (!strcmp(f, "NFC"))
            comp = true;
        else if (!strcmp(f, "NFD"))
            comp = false;
        else if (!strcmp(f, "NFKC"))
            compat = true;
        else if (!strcmp(f, "NFKD"))
            comp = false, compat = true;
        else
            ok = false;
        free(f);
        if (!ok) {
            vm_throw_error(vm, ERR_RANGE, "The normalization form should be one of NFC, NFD, NFKC, NFKD.");
            goto done;
        }
    }
    String *s = vm_str_flat(vm, *sh);
    bool plain = !(s->hdr.flags & STR_WIDE);
    for (uint32_t i = 0; plain && i < s->len; i++)
        plain = s->data[i] < (compat ? 0xA0 : 0xC0);
    if (plain) { /* nothing below U+00A0/U+00C0 decomposes or combines */
        result = *sh;
        goto done;
    }
    CpBuf in = {0}, out = {0};
    decode(s, &in);
    for (size_t i = 0; i < in.len && !in.oom; i++)
        decompose(in.p[i], compat, &out);
    out.oom |= in.oom;
    free(in.p);
    if (!out.oom) {
        reorder(&out);
        if (comp)
            compose(&out);
    }
    result = encode(vm, &out);
done:
    gc_scope_close(vm, scope);
    return result;
}

const LibFn lib_string_unicode_fns[] = {
    {"toUpperCase", str_case, 0, 0},       {"toLowerCase", str_case, 0, 1},
    {"toLocaleUpperCase", str_case, 0, 2}, {"toLocaleLowerCase", str_case, 0, 3},
    {"normalize", str_normalize, 0, 0},    {NULL, NULL, 0, 0},
};
