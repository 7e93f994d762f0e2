/* stdlib/string_unidata.c — lookups over the generated Unicode tables (layouts in
 * stdlib/string_unidata.h). Pure functions: no VM, no allocation. Hangul syllables
 * are decomposed and composed by the algorithm of Unicode §3.12, not by
 * table. */
#include "string_unidata.h"

#include <stddef.h>

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

int lib_uni_case_noalloc(uint32_t cp, bool upper, uint32_t out[3])
{
    const uint32_t *x = upper ? lib_uni_upper_x : lib_uni_lower_x;
    long i = last_le(x, upper ? lib_uni_upper_x_len : lib_uni_lower_x_len, 4, cp);
    if (i >= 0 && x[i * 4] == cp) {
        int n = 0;
        for (int k = 1; k <= 3 && x[i * 4 + k]; k++)
            out[n++] = x[i * 4 + k];
        return n;
    }
    const uint32_t *t = upper ? lib_uni_upper : lib_uni_lower;
    i = last_le(t, upper ? lib_uni_upper_len : lib_uni_lower_len, 3, cp);
    out[0] = cp;
    if (i >= 0) {
        uint32_t start = t[i * 3], count = t[i * 3 + 1] & 0xFFFF, step = t[i * 3 + 1] >> 16;
        uint32_t off = cp - start;
        if (off % step == 0 && off / step < count)
            out[0] = (uint32_t)((int32_t)cp + (int32_t)t[i * 3 + 2]);
    }
    return 1;
}

bool lib_uni_is_cased_noalloc(uint32_t cp) { return in_ranges(lib_uni_cased, lib_uni_cased_len, cp); }

bool lib_uni_is_case_ignorable_noalloc(uint32_t cp)
{
    return in_ranges(lib_uni_ignorable, lib_uni_ignorable_len, cp);
}

int lib_uni_ccc_noalloc(uint32_t cp)
{
    if (cp < 0x300)
        return 0;
    long i = last_le(lib_uni_ccc, lib_uni_ccc_len, 3, cp);
    return i >= 0 && cp <= lib_uni_ccc[i * 3 + 1] ? (int)lib_uni_ccc[i * 3 + 2] : 0;
}

uint32_t lib_uni_decomp_noalloc(uint32_t cp, bool compat, const uint32_t **out)
{
    if (cp < 0xC0)
        if (!compat || cp < 0xA0)
            return 0;
    long i = last_le(lib_uni_decomp, lib_uni_decomp_len, 3, cp);
    /* up to two rows per code point: canonical, then compat */
    uint32_t hit = 0;
    for (long k = i; k >= 0 && k >= i - 1 && lib_uni_decomp[k * 3] == cp; k--) {
        uint32_t info = lib_uni_decomp[k * 3 + 2];
        bool is_compat = (info >> 16) != 0;
        if (is_compat && !compat)
            continue;
        *out = lib_uni_pool + lib_uni_decomp[k * 3 + 1];
        hit = info & 0xFFFF;
        if (is_compat || !compat)
            break; /* a compat row wins over the canonical one under NFKD */
    }
    return hit;
}

enum { H_SBASE = 0xAC00, H_LBASE = 0x1100, H_VBASE = 0x1161, H_TBASE = 0x11A7,
       H_LCOUNT = 19, H_VCOUNT = 21, H_TCOUNT = 28, H_NCOUNT = H_VCOUNT * H_TCOUNT,
       H_SCOUNT = H_LCOUNT * H_NCOUNT };

uint32_t lib_uni_compose_noalloc(uint32_t a, uint32_t b)
{
    if (a >= H_LBASE && a < H_LBASE + H_LCOUNT && b >= H_VBASE && b < H_VBASE + H_VCOUNT)
        return H_SBASE + ((a - H_LBASE) * H_VCOUNT + (b - H_VBASE)) * H_TCOUNT;
    if (a >= H_SBASE && a < H_SBASE + H_SCOUNT && (a - H_SBASE) % H_TCOUNT == 0 && b > H_TBASE &&
        b < H_TBASE + H_TCOUNT)
        return a + (b - H_TBASE);
    long lo = 0, hi = (long)lib_uni_comp_len - 1;
    while (lo <= hi) {
        long mid = (lo + hi) / 2;
        const uint32_t *r = lib_uni_comp + mid * 3;
        if (r[0] == a && r[1] == b)
            return r[2];
        if (r[0] < a || (r[0] == a && r[1] < b))
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return 0;
}
