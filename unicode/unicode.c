/* unicode/unicode.c — lookups over the generated Unicode tables (layouts
 * in unicode/unicode.h). Pure functions: no VM, no allocation. Hangul
 * syllables are decomposed and composed by the algorithm of Unicode §3.12,
 * not by table. */
#include "unicode.h"

#include <stddef.h>
#include <string.h>

/* Index of the last row (of `width` words) whose first word is <= key, or -1. */
static long last_le(const uint32_t *t, uint32_t n, int width, uint32_t key)
{
    long lo = 0, hi = (long)n - 1, found = -1;
    while (lo <= hi) {
        long mid = (lo + hi) / 2;
        if (t[mid * width] <= key) {
            found = mid;
            lo = mid + 1;
        } else
            hi = mid - 1;
    }
    return found;
}

static bool in_ranges(const uint32_t *t, uint32_t n, uint32_t cp)
{
    long i = last_le(t, n, 2, cp);
    return i >= 0 && cp <= t[i * 2 + 1];
}

int uni_case_noalloc(uint32_t cp, bool upper, uint32_t out[3])
{
    const uint32_t *x = upper ? uni_upper_x : uni_lower_x;
    long i = last_le(x, upper ? uni_upper_x_len : uni_lower_x_len, 4, cp);
    if (i >= 0 && x[i * 4] == cp) {
        int n = 0;
        for (int k = 1; k <= 3 && x[i * 4 + k]; k++)
            out[n++] = x[i * 4 + k];
        return n;
    }
    const uint32_t *t = upper ? uni_upper : uni_lower;
    i = last_le(t, upper ? uni_upper_len : uni_lower_len, 3, cp);
    out[0] = cp;
    if (i >= 0) {
        uint32_t start = t[i * 3], count = t[i * 3 + 1] & 0xFFFF, step = t[i * 3 + 1] >> 16;
        uint32_t off = cp - start;
        if (off % step == 0 && off / step < count)
            out[0] = (uint32_t)((int32_t)cp + (int32_t)t[i * 3 + 2]);
    }
    return 1;
}

bool uni_is_cased_noalloc(uint32_t cp) { return in_ranges(uni_cased, uni_cased_len, cp); }

bool uni_is_case_ignorable_noalloc(uint32_t cp)
{
    return in_ranges(uni_ignorable, uni_ignorable_len, cp);
}

bool uni_is_id_start_noalloc(uint32_t cp) { return in_ranges(uni_id_start, uni_id_start_len, cp); }

bool uni_is_id_continue_noalloc(uint32_t cp) { return in_ranges(uni_id_continue, uni_id_continue_len, cp); }

int uni_ccc_noalloc(uint32_t cp)
{
    if (cp < 0x300)
        return 0;
    long i = last_le(uni_ccc, uni_ccc_len, 3, cp);
    return i >= 0 && cp <= uni_ccc[i * 3 + 1] ? (int)uni_ccc[i * 3 + 2] : 0;
}

uint32_t uni_decomp_noalloc(uint32_t cp, bool compat, const uint32_t **out)
{
    if (cp < 0xC0)
        if (!compat || cp < 0xA0)
            return 0;
    long i = last_le(uni_decomp, uni_decomp_len, 3, cp);
    /* up to two rows per code point: canonical, then compat */
    uint32_t hit = 0;
    for (long k = i; k >= 0 && k >= i - 1 && uni_decomp[k * 3] == cp; k--) {
        uint32_t info = uni_decomp[k * 3 + 2];
        bool is_compat = (info >> 16) != 0;
        if (is_compat && !compat)
            continue;
        *out = uni_pool + uni_decomp[k * 3 + 1];
        hit = info & 0xFFFF;
        if (is_compat || !compat)
            break; /* a compat row wins over the canonical one under NFKD */
    }
    return hit;
}

enum { H_SBASE = 0xAC00, H_LBASE = 0x1100, H_VBASE = 0x1161, H_TBASE = 0x11A7,
       H_LCOUNT = 19, H_VCOUNT = 21, H_TCOUNT = 28, H_NCOUNT = H_VCOUNT * H_TCOUNT,
       H_SCOUNT = H_LCOUNT * H_NCOUNT };

uint32_t uni_compose_noalloc(uint32_t a, uint32_t b)
{
    if (a >= H_LBASE && a < H_LBASE + H_LCOUNT && b >= H_VBASE && b < H_VBASE + H_VCOUNT)
        return H_SBASE + ((a - H_LBASE) * H_VCOUNT + (b - H_VBASE)) * H_TCOUNT;
    if (a >= H_SBASE && a < H_SBASE + H_SCOUNT && (a - H_SBASE) % H_TCOUNT == 0 && b > H_TBASE &&
        b < H_TBASE + H_TCOUNT)
        return a + (b - H_TBASE);
    long lo = 0, hi = (long)uni_comp_len - 1;
    while (lo <= hi) {
        long mid = (lo + hi) / 2;
        const uint32_t *r = uni_comp + mid * 3;
        if (r[0] == a && r[1] == b)
            return r[2];
        if (r[0] < a || (r[0] == a && r[1] < b))
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return 0;
}

UniCategory uni_category_noalloc(uint32_t cp)
{
    long i = last_le(uni_gc, uni_gc_len, 3, cp);
    return i >= 0 && cp <= uni_gc[i * 3 + 1] ? (UniCategory)uni_gc[i * 3 + 2] : UNI_CN;
}

uint32_t uni_category_mask_noalloc(const char *v)
{
    const char *n = uni_gc_value_names;
    for (uint32_t i = 0; i < uni_gc_values_len; i++, n += strlen(n) + 1)
        if (!strcmp(v, n))
            return uni_gc_values[i];
    return 0;
}

bool uni_property_open_noalloc(const char *name, UniPropIter *it)
{
    long lo = 0, hi = (long)uni_props_len - 1;
    while (lo <= hi) {
        long mid = (lo + hi) / 2;
        int c = strcmp(name, uni_prop_names + uni_props[mid * 3]);
        if (c == 0) {
            it->p = uni_prop_data + uni_props[mid * 3 + 1];
            it->left = uni_props[mid * 3 + 2];
            it->last = 0;
            return true;
        }
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return false;
}

static uint32_t leb128(const uint8_t **p)
{
    uint32_t v = 0;
    for (int shift = 0;; shift += 7) {
        uint8_t b = *(*p)++;
        v |= (uint32_t)(b & 0x7F) << shift;
        if (!(b & 0x80))
            return v;
    }
}

bool uni_property_next_noalloc(UniPropIter *it, uint32_t *first, uint32_t *last)
{
    if (!it->left)
        return false;
    it->left--;
    *first = it->last + leb128(&it->p);
    *last = it->last = *first + leb128(&it->p);
    return true;
}

/* Parts of RGI_Emoji, the union the table does not store. */
static const char *const rgi_parts[] = {"Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Flag_Sequence",
                                        "RGI_Emoji_Modifier_Sequence", "RGI_Emoji_Tag_Sequence",
                                        "RGI_Emoji_ZWJ_Sequence"};

bool uni_string_property_open_noalloc(const char *name, uint32_t part, UniPropIter *ranges, UniSeqIter *seqs)
{
    if (!strcmp(name, "RGI_Emoji")) {
        if (part >= sizeof rgi_parts / sizeof *rgi_parts)
            return false;
        name = rgi_parts[part];
    } else if (part) {
        return false;
    }
    for (uint32_t i = 0; i < uni_str_props_len; i++) {
        const uint32_t *row = uni_str_props + 4 * i;
        if (strcmp(name, uni_str_prop_names + row[0]))
            continue;
        ranges->p = uni_str_prop_data + row[1];
        ranges->left = row[2];
        ranges->last = 0;
        /* the sequences follow the ranges: skip them */
        UniPropIter skip = *ranges;
        for (uint32_t lo, hi; uni_property_next_noalloc(&skip, &lo, &hi);)
            ;
        seqs->p = skip.p;
        seqs->left = row[3];
        return true;
    }
    return false;
}

uint32_t uni_string_property_next_noalloc(UniSeqIter *it, uint32_t out[UNI_MAX_SEQ])
{
    if (!it->left)
        return 0;
    it->left--;
    uint32_t n = leb128(&it->p);
    for (uint32_t k = 0; k < n; k++)
        out[k] = leb128(&it->p);
    return n;
}
