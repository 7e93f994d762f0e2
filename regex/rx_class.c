/* regex/rx_class.c — character sets as sorted code-point ranges, the class
 * escapes (\d \s \w), and ECMAScript case canonicalisation.
 *
 * Case-insensitive classes are stored canonicalised: the set holds
 * { Canonicalize(x) : x in the class }, and the matcher tests
 * Canonicalize(ch) against it, which is exactly the spec's "there is a
 * member a with Canonicalize(a) == Canonicalize(ch)". Canonicalize is
 * idempotent, so a character whose canonical form differs from itself is
 * never the canonical form of another: that is what makes the set easy to
 * build from the (small) list of case-mapped characters.
 *
 * Case data comes from the Unicode module (unicode/unicode.h,
 * pure lookups with no VM). Non-u Canonicalize is toUppercase when that is a
 * single unit and does not map a non-ASCII unit into ASCII; u Canonicalize
 * is simple case folding, computed here as lower(upper(c)) over one-to-one
 * mappings (this gives the same equivalence classes as CaseFolding.txt's
 * C+S entries, which is all a match can observe), with U+0131 excepted.
 */
#include <stdlib.h>

#include "rx_int.h"
#include "../unicode/unicode.h"

void rx_ranges_free(RxRanges *c)
{
    free(c->r);
    c->r = NULL;
    c->n = c->cap = 0;
}

static int reserve(RxRanges *c, uint32_t n)
{
    if (n <= c->cap)
        return 0;
    uint32_t cap = c->cap ? c->cap * 2 : 8;
    while (cap < n)
        cap *= 2;
    uint32_t *r = realloc(c->r, (size_t)cap * 2 * sizeof *r);
    if (!r)
        return -1;
    c->r = r;
    c->cap = cap;
    return 0;
}

/* Insert [lo, hi], merging overlapping and adjacent ranges. */
int rx_ranges_add(RxRanges *c, uint32_t lo, uint32_t hi)
{
    uint32_t i = 0;
    while (i < c->n && c->r[2 * i + 1] + 1 < lo)
        i++;
    /* ranges from i on end at or after lo - 1 */
    uint32_t j = i;
    while (j < c->n && c->r[2 * j] <= hi + 1 && hi != 0xFFFFFFFFu) {
        if (c->r[2 * j] < lo)
            lo = c->r[2 * j];
        if (c->r[2 * j + 1] > hi)
            hi = c->r[2 * j + 1];
        j++;
    }
    if (j == i) { /* no overlap: insert */
        if (reserve(c, c->n + 1) < 0)
            return -1;
        memmove(c->r + 2 * i + 2, c->r + 2 * i, (size_t)(c->n - i) * 2 * sizeof(uint32_t));
        c->n++;
    } else if (j > i + 1) { /* merged several: close the gap */
        memmove(c->r + 2 * i + 2, c->r + 2 * j, (size_t)(c->n - j) * 2 * sizeof(uint32_t));
        c->n -= j - i - 1;
    }
    c->r[2 * i] = lo;
    c->r[2 * i + 1] = hi;
    return 0;
}

int rx_ranges_add_set(RxRanges *c, const RxRanges *o)
{
    for (uint32_t i = 0; i < o->n; i++)
        if (rx_ranges_add(c, o->r[2 * i], o->r[2 * i + 1]) < 0)
            return -1;
    return 0;
}

int rx_ranges_invert(RxRanges *c, uint32_t maxc)
{
    RxRanges o = {0};
    uint32_t next = 0;
    for (uint32_t i = 0; i < c->n; i++) {
        if (c->r[2 * i] > next && rx_ranges_add(&o, next, c->r[2 * i] - 1) < 0)
            goto fail;
        next = c->r[2 * i + 1] + 1;
    }
    if (next <= maxc && rx_ranges_add(&o, next, maxc) < 0)
        goto fail;
    rx_ranges_free(c);
    *c = o;
    return 0;
fail:
    rx_ranges_free(&o);
    return -1;
}

int rx_ranges_intersect(RxRanges *c, const RxRanges *o)
{
    RxRanges out = {0};
    uint32_t i = 0, j = 0;
    while (i < c->n && j < o->n) {
        uint32_t lo = c->r[2 * i] > o->r[2 * j] ? c->r[2 * i] : o->r[2 * j];
        uint32_t hi = c->r[2 * i + 1] < o->r[2 * j + 1] ? c->r[2 * i + 1] : o->r[2 * j + 1];
        if (lo <= hi && rx_ranges_add(&out, lo, hi) < 0) {
            rx_ranges_free(&out);
            return -1;
        }
        /* the range that ends first cannot meet anything further */
        if (c->r[2 * i + 1] < o->r[2 * j + 1])
            i++;
        else
            j++;
    }
    rx_ranges_free(c);
    *c = out;
    return 0;
}

int rx_ranges_subtract(RxRanges *c, const RxRanges *o)
{
    RxRanges inv = {0};
    int rc = -1;
    if (rx_ranges_add_set(&inv, o) == 0 && rx_ranges_invert(&inv, 0x10FFFF) == 0)
        rc = rx_ranges_intersect(c, &inv);
    rx_ranges_free(&inv);
    return rc;
}

bool rx_ranges_has(const uint32_t *r, uint32_t n, uint32_t c)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (c < r[2 * mid])
            hi = mid;
        else if (c > r[2 * mid + 1])
            lo = mid + 1;
        else
            return true;
    }
    return false;
}

/* Remove the single point x (present). */
static int remove_point(RxRanges *c, uint32_t x)
{
    for (uint32_t i = 0; i < c->n; i++) {
        uint32_t lo = c->r[2 * i], hi = c->r[2 * i + 1];
        if (x < lo || x > hi)
            continue;
        if (lo == hi) {
            memmove(c->r + 2 * i, c->r + 2 * i + 2, (size_t)(c->n - i - 1) * 2 * sizeof(uint32_t));
            c->n--;
        } else if (x == lo) {
            c->r[2 * i] = lo + 1;
        } else if (x == hi) {
            c->r[2 * i + 1] = hi - 1;
        } else {
            if (reserve(c, c->n + 1) < 0)
                return -1;
            memmove(c->r + 2 * i + 2, c->r + 2 * i, (size_t)(c->n - i) * 2 * sizeof(uint32_t));
            c->n++;
            c->r[2 * i + 1] = x - 1;
            c->r[2 * i + 2] = x + 1;
        }
        return 0;
    }
    return 0;
}

/* ---- canonicalisation ------------------------------------------------------ */

static uint32_t single_case(uint32_t c, bool upper)
{
    uint32_t out[3];
    return uni_case_noalloc(c, upper, out) == 1 ? out[0] : c;
}

uint32_t rx_canon(uint32_t c, bool unicode)
{
    if (c < 128) {
        if (unicode)
            return (c >= 'A' && c <= 'Z') ? c + 32 : c;
        return (c >= 'a' && c <= 'z') ? c - 32 : c;
    }
    if (!unicode) {
        if (c > 0xFFFF)
            return c;
        uint32_t out[3];
        if (uni_case_noalloc(c, true, out) != 1 || out[0] < 128 || out[0] > 0xFFFF)
            return c;
        return out[0];
    }
    if (c == 0x131)
        return c;
    return single_case(single_case(c, true), false);
}

/* Whether some range of the sorted, disjoint r[0..n) meets [lo, hi]. */
static bool ranges_meet(const uint32_t *r, uint32_t n, uint32_t lo, uint32_t hi)
{
    uint32_t a = 0, b = n; /* the first range whose end is >= lo */
    while (a < b) {
        uint32_t mid = (a + b) / 2;
        if (r[2 * mid + 1] < lo)
            a = mid + 1;
        else
            b = mid;
    }
    return a < n && r[2 * a] <= hi;
}

static int canon_rows(RxRanges *c, RxRanges *add, const uint32_t *t, uint32_t rows, bool unicode)
{
    for (uint32_t i = 0; i < rows; i++) {
        uint32_t start = t[i * 3], count = t[i * 3 + 1] & 0xFFFF, step = t[i * 3 + 1] >> 16;
        /* most classes (\d, [0-9a-f]) meet few rows: a row that misses the
         * class is skipped whole rather than point by point */
        if (count == 0 || !ranges_meet(c->r, c->n, start, start + (count - 1) * step))
            continue;
        for (uint32_t k = 0; k < count; k++) {
            uint32_t x = start + k * step;
            if (!rx_ranges_has(c->r, c->n, x))
                continue;
            uint32_t y = rx_canon(x, unicode);
            if (y == x)
                continue;
            if (remove_point(c, x) < 0 || rx_ranges_add(add, y, y) < 0)
                return -1;
        }
    }
    return 0;
}

int rx_ranges_canon(RxRanges *c, bool unicode)
{
    RxRanges add = {0};
    int rc = -1;
    /* ASCII and everything else with a case mapping is in one of the tables */
    if (canon_rows(c, &add, uni_upper, uni_upper_len, unicode) < 0 ||
        canon_rows(c, &add, uni_lower, uni_lower_len, unicode) < 0 ||
        rx_ranges_add_set(c, &add) < 0)
        goto out;
    rc = 0;
out:
    rx_ranges_free(&add);
    return rc;
}

/* ---- class escapes ------------------------------------------------------------ */

bool rx_is_line_term(uint32_t c)
{
    return c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029;
}

bool rx_is_word(uint32_t c, bool iu)
{
    if (c < 128)
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    return iu && (c == 0x17F || c == 0x212A);
}

static const uint32_t space_ranges[] = {
    0x9, 0xD, 0x20, 0x20, 0xA0, 0xA0, 0x1680, 0x1680, 0x2000, 0x200A,
    0x2028, 0x2029, 0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000, 0xFEFF, 0xFEFF,
};

int rx_ranges_escape(RxRanges *c, int esc, bool unicode, bool iu)
{
    RxRanges t = {0};
    int rc = -1;
    uint32_t maxc = unicode ? 0x10FFFF : 0xFFFF;
    switch (esc | 0x20) {
    case 'd':
        if (rx_ranges_add(&t, '0', '9') < 0)
            goto out;
        break;
    case 's':
        for (size_t i = 0; i < sizeof space_ranges / sizeof *space_ranges; i += 2)
            if (rx_ranges_add(&t, space_ranges[i], space_ranges[i + 1]) < 0)
                goto out;
        break;
    default: /* w */
        if (rx_ranges_add(&t, '0', '9') < 0 || rx_ranges_add(&t, 'A', 'Z') < 0 ||
            rx_ranges_add(&t, '_', '_') < 0 || rx_ranges_add(&t, 'a', 'z') < 0)
            goto out;
        if (iu && (rx_ranges_add(&t, 0x17F, 0x17F) < 0 || rx_ranges_add(&t, 0x212A, 0x212A) < 0))
            goto out;
        break;
    }
    if (esc >= 'A' && esc <= 'Z' && rx_ranges_invert(&t, maxc) < 0)
        goto out;
    rc = rx_ranges_add_set(c, &t);
out:
    rx_ranges_free(&t);
    return rc;
}
