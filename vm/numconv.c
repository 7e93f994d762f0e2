/* vm/numconv.c — numbers to strings and back: Number::toString (radix 10,
 * shortest round-trip digits, ECMAScript layout), toString(radix) as V8
 * prints it, StringToNumber, and the canonical array-index test.
 *
 * Invariant: vm_num_format's output is exactly node's String(d); it never
 * allocates and writes at most 25 bytes (buf[32]).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "string_int.h"
#include "../unicode/unicode.h"

static size_t fmt_u64(uint64_t v, char *out)
{
    char tmp[24];
    size_t n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (size_t i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    return n;
}

/* Shortest decimal digits that round-trip to d (> 0, finite): digits into
 * dig (no dot, no trailing zeros), returns their count; *exp10 = n such that
 * d = 0.DIGITS * 10^n. The closest p-digit decimal round-trips for every p
 * past the minimum, so a binary search over p = 1..17 finds the minimum. */
static int shortest_digits(double d, char *dig, int *exp10)
{
    char tmp[40];
    int lo = 1, hi = 17; /* 17 digits always round-trip */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        snprintf(tmp, sizeof tmp, "%.*e", mid - 1, d);
        if (strtod(tmp, NULL) == d)
            hi = mid;
        else
            lo = mid + 1;
    }
    snprintf(tmp, sizeof tmp, "%.*e", lo - 1, d);
    int k = 0;
    char *p = tmp;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9')
            dig[k++] = *p;
    int e = atoi(p + 1);
    while (k > 1 && dig[k - 1] == '0')
        k--;
    *exp10 = e + 1;
    return k;
}

/* Fast path for values with a few decimals (12.5, 0.001234): find the
 * smallest k <= 8 with d * 10^k an integer n < 2^50. Then n is the closest
 * integer to d * 10^k, n / 10^k == d (both exactly rounded) proves the
 * round trip, and the two (digits-1)-digit neighbours failing to round-trip
 * proves nothing shorter exists (round-tripping is monotonic in digits).
 * Returns 0 to fall back to shortest_digits. */
static int short_decimal(double d, char *dig, int *exp10)
{
    static const double p10[] = { 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8 };
    for (int k = 1; k <= 8; k++) {
        double x = d * p10[k];
        if (x >= 1125899906842624.0) /* 2^50 */
            return 0;
        if (x != floor(x))
            continue;
        uint64_t n = (uint64_t)x;
        if ((double)n / p10[k] != d || n % 10 == 0)
            return 0;
        uint64_t m = n / 10;
        if ((double)m / p10[k - 1] == d || (double)(m + 1) / p10[k - 1] == d)
            return 0;
        int nd = (int)fmt_u64(n, dig);
        *exp10 = nd - k;
        return nd;
    }
    return 0;
}

size_t vm_num_format(double d, char *buf)
{
    if (d != d) {
        memcpy(buf, "NaN", 4);
        return 3;
    }
    if (d == 0) {
        memcpy(buf, "0", 2);
        return 1;
    }
    size_t n = 0;
    if (d < 0) {
        buf[n++] = '-';
        d = -d;
    }
    if (isinf(d)) {
        memcpy(buf + n, "Infinity", 9);
        return n + 8;
    }
    if (d < 9007199254740992.0 && d == (double)(uint64_t)d) {
        n += fmt_u64((uint64_t)d, buf + n);
        buf[n] = 0;
        return n;
    }
    char dig[24];
    int e;
    int k = short_decimal(d, dig, &e);
    if (!k)
        k = shortest_digits(d, dig, &e);
    if (k <= e && e <= 21) {
        memcpy(buf + n, dig, (size_t)k);
        n += (size_t)k;
        for (int i = k; i < e; i++)
            buf[n++] = '0';
    } else if (0 < e && e <= 21) {
        memcpy(buf + n, dig, (size_t)e);
        n += (size_t)e;
        buf[n++] = '.';
        memcpy(buf + n, dig + e, (size_t)(k - e));
        n += (size_t)(k - e);
    } else if (-6 < e && e <= 0) {
        buf[n++] = '0';
        buf[n++] = '.';
        for (int i = 0; i < -e; i++)
            buf[n++] = '0';
        memcpy(buf + n, dig, (size_t)k);
        n += (size_t)k;
    } else {
        buf[n++] = dig[0];
        if (k > 1) {
            buf[n++] = '.';
            memcpy(buf + n, dig + 1, (size_t)(k - 1));
            n += (size_t)(k - 1);
        }
        buf[n++] = 'e';
        int x = e - 1;
        buf[n++] = x < 0 ? '-' : '+';
        n += fmt_u64((uint64_t)(x < 0 ? -x : x), buf + n);
    }
    buf[n] = 0;
    return n;
}

Value vm_num_to_str(Vm *vm, double d)
{
    char buf[32];
    size_t n = vm_num_format(d, buf);
    /* n >= 1; buf is on the C stack, so unlike vm_str_from_latin1's
     * arbitrary source it cannot move under the allocation */
    if (n == 1 && vm->char_str[(uint8_t)buf[0]])
        return vm->char_str[(uint8_t)buf[0]];
    Value r = vm_str_alloc(vm, (uint32_t)n, false);
    if (r != V_EXC)
        memcpy(v_str(r)->data, buf, n);
    return r;
}

/* The binary exponent of d's 53-bit integer significand (d = m * 2^e). */
static int dbl_exponent(double d)
{
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    int be = (int)((bits >> 52) & 0x7FF);
    return be ? be - 1075 : -1074;
}

/* Number.prototype.toString(radix) for radix != 10, digit for digit what V8
 * prints: fraction digits only as far as the input's precision (delta is
 * half the distance to the next double), rounding half to even with carry,
 * and integer digits beyond 2^53 printed as zeros. */
Value vm_num_to_str_radix(Vm *vm, double d, int radix)
{
    if (radix == 10 || d != d || isinf(d) || d == 0)
        return vm_num_to_str(vm, d);
    static const char chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    enum { BUF = 2200 };
    char *buf = malloc(BUF);
    if (!buf)
        return vm_throw_oom(vm);
    int icur = BUF / 2, fcur = BUF / 2;
    bool neg = d < 0;
    if (neg)
        d = -d;
    double integer = floor(d), fraction = d - integer;
    double delta = 0.5 * (nextafter(d, INFINITY) - d);
    double tiny = nextafter(0.0, 1.0);
    if (delta < tiny)
        delta = tiny;
    if (fraction >= delta) {
        buf[fcur++] = '.';
        do {
            fraction *= radix;
            delta *= radix;
            int digit = (int)fraction;
            buf[fcur++] = chars[digit];
            fraction -= digit;
            if (fraction > 0.5 || (fraction == 0.5 && (digit & 1))) {
                if (fraction + delta > 1) {
                    /* Round up, propagating the carry leftwards. */
                    for (;;) {
                        fcur--;
                        if (fcur == BUF / 2) {
                            integer += 1;
                            break;
                        }
                        char c = buf[fcur];
                        int dv = c > '9' ? c - 'a' + 10 : c - '0';
                        if (dv + 1 < radix) {
                            buf[fcur++] = chars[dv + 1];
                            break;
                        }
                    }
                    break;
                }
            }
        } while (fraction >= delta && fcur < BUF - 2);
    }
    while (dbl_exponent(integer / radix) > 0) {
        integer /= radix;
        buf[--icur] = '0';
    }
    do {
        double rem = fmod(integer, radix);
        buf[--icur] = chars[(int)rem];
        integer = (integer - rem) / radix;
    } while (integer > 0);
    if (neg)
        buf[--icur] = '-';
    Value r = vm_str_from_latin1(vm, (const uint8_t *)buf + icur, (size_t)(fcur - icur));
    free(buf);
    return r;
}

/* ---- StringToNumber ------------------------------------------------------ */

static int digit_val(uint16_t c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

/* Digits of a power-of-two radix, correctly rounded (ties to even). */
static double parse_pow2(const String *s, uint32_t i, uint32_t end, int radix)
{
    int b = radix == 16 ? 4 : radix == 8 ? 3 : 1;
    uint64_t m = 0;
    int extra = 0;
    bool sticky = false;
    if (i == end)
        return NAN;
    for (; i < end; i++) {
        int v = digit_val(str_at(s, i));
        if (v >= radix)
            return NAN;
        if ((m >> 58) == 0) {
            m = (m << b) | (uint64_t)v;
        } else {
            extra += b;
            if (v)
                sticky = true;
        }
    }
    if (!m)
        return 0;
    int L = 64 - __builtin_clzll(m);
    if (L > 53) {
        int sh = L - 53;
        uint64_t half = 1ull << (sh - 1), rem = m & ((1ull << sh) - 1);
        m >>= sh;
        if (rem > half || (rem == half && (sticky || (m & 1))))
            m++;
        extra += sh;
    }
    return ldexp((double)m, extra);
}

double vm_str_to_num_noalloc(String *s)
{
    uint32_t i = 0, end = s->len;
    while (i < end && uni_is_js_space_noalloc(str_at(s, i)))
        i++;
    while (end > i && uni_is_js_space_noalloc(str_at(s, end - 1)))
        end--;
    if (i == end)
        return 0;
    uint16_t c0 = str_at(s, i);
    if (c0 == '0' && end - i > 2) {
        uint16_t c1 = str_at(s, i + 1) | 0x20;
        if (c1 == 'x')
            return parse_pow2(s, i + 2, end, 16);
        if (c1 == 'o')
            return parse_pow2(s, i + 2, end, 8);
        if (c1 == 'b')
            return parse_pow2(s, i + 2, end, 2);
    }
    uint32_t j = i;
    bool neg = false;
    if (c0 == '+' || c0 == '-') {
        neg = c0 == '-';
        j++;
    }
    if (end - j == 8) {
        static const char inf[] = "Infinity";
        uint32_t k = 0;
        while (k < 8 && str_at(s, j + k) == (uint16_t)inf[k])
            k++;
        if (k == 8)
            return neg ? -INFINITY : INFINITY;
    }
    /* Validate StrDecimalLiteral, then let strtod round it correctly. */
    uint32_t p = j, nd = 0;
    while (p < end && str_at(s, p) >= '0' && str_at(s, p) <= '9')
        p++, nd++;
    if (p < end && str_at(s, p) == '.') {
        p++;
        while (p < end && str_at(s, p) >= '0' && str_at(s, p) <= '9')
            p++, nd++;
    }
    if (!nd)
        return NAN;
    if (p < end && (str_at(s, p) | 0x20) == 'e') {
        p++;
        if (p < end && (str_at(s, p) == '+' || str_at(s, p) == '-'))
            p++;
        uint32_t ne = 0;
        while (p < end && str_at(s, p) >= '0' && str_at(s, p) <= '9')
            p++, ne++;
        if (!ne)
            return NAN;
    }
    if (p != end)
        return NAN;
    uint32_t n = end - i;
    char small[128];
    char *b = n < sizeof small ? small : malloc(n + 1);
    if (!b)
        return NAN;
    for (uint32_t k = 0; k < n; k++)
        b[k] = (char)str_at(s, i + k);
    b[n] = 0;
    double r = strtod(b, NULL);
    if (b != small)
        free(b);
    return r;
}

bool vm_str_is_index_noalloc(String *s, uint32_t *idx)
{
    if (s->hdr.flags & STR_INDEX_NO)
        return false;
    uint32_t n = s->len;
    if (n == 0 || n > 10 || (s->hdr.flags & STR_WIDE))
        goto no;
    const uint8_t *d = s->data;
    if (d[0] == '0' && n > 1)
        goto no;
    uint64_t v = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (d[i] < '0' || d[i] > '9')
            goto no;
        v = v * 10 + (d[i] - '0');
    }
    if (v >= 4294967295ull)
        goto no;
    *idx = (uint32_t)v;
    return true;
no:
    s->hdr.flags |= STR_INDEX_NO;
    return false;
}
