/* regex/rx_set.c — the sets a v-mode class denotes: code points (RxRanges)
 * and strings, with the union, intersection and difference that `[A--B]`
 * and `[A&&B]` compute while the pattern is parsed.
 *
 * Invariant: a string of exactly one code point is never in strs (it is a
 * member of cps), so the two halves of a set never overlap and each
 * operation works on them separately. Under the i flag the parser adds
 * folded code points and strings only, so equal-under-folding members are
 * equal here.
 */
#include <stdlib.h>

#include "rx_int.h"
#include "../unicode/unicode.h"

void rx_set_free(RxSet *s)
{
    rx_ranges_free(&s->cps);
    free(s->pool);
    free(s->strs);
    s->pool = s->strs = NULL;
    s->npool = s->cappool = s->nstr = s->capstr = 0;
}

static int grow(uint32_t **a, uint32_t *cap, uint32_t need)
{
    if (need <= *cap)
        return 0;
    uint32_t n = *cap ? *cap : 16;
    while (n < need)
        n *= 2;
    uint32_t *b = realloc(*a, (size_t)n * sizeof *b);
    if (!b)
        return -1;
    *a = b;
    *cap = n;
    return 0;
}

int rx_set_add_string(RxSet *s, const uint32_t *cps, uint32_t len)
{
    if (len == 1)
        return rx_ranges_add(&s->cps, cps[0], cps[0]);
    if (grow(&s->pool, &s->cappool, s->npool + len) < 0 || grow(&s->strs, &s->capstr, 2 * (s->nstr + 1)) < 0)
        return -1;
    if (len) /* the empty string has no code points, and maybe no pool yet */
        memcpy(s->pool + s->npool, cps, (size_t)len * sizeof *cps);
    s->strs[2 * s->nstr] = s->npool;
    s->strs[2 * s->nstr + 1] = len;
    s->npool += len;
    s->nstr++;
    return 0;
}

/* Longest first, then by code points: the order the class tries them in. */
static int cmp_str(const uint32_t *pa, const uint32_t *a, const uint32_t *pb, const uint32_t *b)
{
    if (a[1] != b[1])
        return a[1] > b[1] ? -1 : 1;
    for (uint32_t k = 0; k < a[1]; k++)
        if (pa[a[0] + k] != pb[b[0] + k])
            return pa[a[0] + k] < pb[b[0] + k] ? -1 : 1;
    return 0;
}

/* qsort has no context argument; workers compile patterns on their own threads */
static _Thread_local const uint32_t *sort_pool;

static int qcmp(const void *x, const void *y) { return cmp_str(sort_pool, x, sort_pool, y); }

int rx_set_normalize(RxSet *s)
{
    if (s->nstr < 2)
        return 0;
    sort_pool = s->pool;
    qsort(s->strs, s->nstr, 2 * sizeof *s->strs, qcmp);
    uint32_t n = 1;
    for (uint32_t i = 1; i < s->nstr; i++)
        if (cmp_str(s->pool, s->strs + 2 * i, s->pool, s->strs + 2 * (n - 1)) != 0) {
            s->strs[2 * n] = s->strs[2 * i];
            s->strs[2 * n + 1] = s->strs[2 * i + 1];
            n++;
        }
    s->nstr = n;
    return 0;
}

int rx_set_union(RxSet *s, const RxSet *o)
{
    if (rx_ranges_add_set(&s->cps, &o->cps) < 0)
        return -1;
    for (uint32_t i = 0; i < o->nstr; i++) /* a set of empty strings only has no pool */
        if (rx_set_add_string(s, o->pool ? o->pool + o->strs[2 * i] : NULL, o->strs[2 * i + 1]) < 0)
            return -1;
    return 0;
}

/* Keep the strings of s that are (keep_common) or are not in o: one merge
 * over both sorted lists. */
static int filter(RxSet *s, RxSet *o, bool keep_common)
{
    if (rx_set_normalize(s) < 0 || rx_set_normalize(o) < 0)
        return -1;
    uint32_t n = 0, j = 0;
    for (uint32_t i = 0; i < s->nstr; i++) {
        int c = 1;
        while (j < o->nstr && (c = cmp_str(s->pool, s->strs + 2 * i, o->pool, o->strs + 2 * j)) > 0)
            j++;
        bool common = j < o->nstr && c == 0;
        if (common == keep_common) {
            s->strs[2 * n] = s->strs[2 * i];
            s->strs[2 * n + 1] = s->strs[2 * i + 1];
            n++;
        }
    }
    s->nstr = n;
    return 0;
}

int rx_set_intersect(RxSet *s, RxSet *o)
{
    if (rx_ranges_intersect(&s->cps, &o->cps) < 0)
        return -1;
    return filter(s, o, true);
}

int rx_set_subtract(RxSet *s, RxSet *o)
{
    if (rx_ranges_subtract(&s->cps, &o->cps) < 0)
        return -1;
    return filter(s, o, false);
}

int rx_set_string_property(RxSet *s, const char *name, bool icase)
{
    UniPropIter ranges;
    UniSeqIter seqs;
    uint32_t part = 0;
    for (; uni_string_property_open_noalloc(name, part, &ranges, &seqs); part++) {
        RxRanges t = {0};
        for (uint32_t lo, hi; uni_property_next_noalloc(&ranges, &lo, &hi);)
            if (rx_ranges_add(&t, lo, hi) < 0)
                goto oom;
        if ((icase && rx_ranges_canon(&t, true) < 0) || rx_ranges_add_set(&s->cps, &t) < 0)
            goto oom;
        rx_ranges_free(&t);
        uint32_t seq[UNI_MAX_SEQ], n;
        while ((n = uni_string_property_next_noalloc(&seqs, seq))) {
            for (uint32_t k = 0; icase && k < n; k++)
                seq[k] = rx_canon(seq[k], true);
            if (rx_set_add_string(s, seq, n) < 0)
                return -1;
        }
        continue;
oom:
        rx_ranges_free(&t);
        return -1;
    }
    return part > 0;
}
