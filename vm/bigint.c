/* vm/bigint.c — the BigInt primitive: sign and magnitude in a T_BIGINT
 * cell (layout in vm/object.h), arithmetic through GMP (docs/bigint.md).
 *
 * Two paths. Operands whose magnitude fits one 64-bit limb (most BigInts
 * real code makes) are computed here in 128-bit arithmetic, without GMP.
 * Anything bigger goes through GMP's mpz functions: each operand is a
 * read-only mpz view (mpz_roinit_n) of the limbs inside its cell, the
 * result is computed into a malloc'd mpz, and only then is the result cell
 * allocated and the limbs copied in. GMP never calls back into the VM (its
 * memory functions stay malloc's), so no collection can run while a view
 * is in use, and a moving collector never sees GMP's memory. The copy is
 * linear, beside multiplication, division and radix conversion that are
 * not.
 *
 * Size limit: V8's, 2^30 bits; a result past it is a RangeError, checked
 * before GMP is asked for it where the size is known in advance (multiply,
 * power, left shift), so a script cannot make GMP allocate gigabytes.
 */
#include "vm.h"
#include "bigint.h"
#include "string_int.h"
#include "../unicode/unicode.h"

#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(mp_limb_t) == sizeof(uint64_t), "GMP limbs are the cell's 64-bit limbs");

#define BIG_MAX_BITS (1ull << 30)
#define BIG_MAX_LIMBS (BIG_MAX_BITS / 64)

typedef unsigned __int128 u128;

static Value too_big(Vm *vm)
{
    return vm_throw_error(vm, ERR_RANGE, "Maximum BigInt size exceeded");
}

/* A fresh cell with room for len limbs (zeroed), len set, sign clear. */
static BigInt *big_alloc(Vm *vm, size_t len)
{
    if (len > BIG_MAX_LIMBS) {
        too_big(vm);
        return NULL;
    }
    BigInt *b = gc_alloc(vm, T_BIGINT, sizeof(BigInt) + len * sizeof(uint64_t));
    if (b)
        b->len = (uint32_t)len;
    return b;
}

static inline bool big_neg(const BigInt *b) { return b->hdr.flags & BIG_NEG; }

/* The operand as a sign and a one-limb magnitude, when it fits one. */
static inline bool small_of(Value v, uint64_t *mag, bool *neg)
{
    BigInt *b = v_big(v);
    if (b->len > 1)
        return false;
    *mag = b->len ? b->d[0] : 0;
    *neg = big_neg(b);
    return true;
}

static Value make_u128(Vm *vm, u128 mag, bool neg)
{
    size_t n = mag == 0 ? 0 : (mag >> 64) ? 2 : 1;
    BigInt *b = big_alloc(vm, n);
    if (!b)
        return V_EXC;
    if (n >= 1)
        b->d[0] = (uint64_t)mag;
    if (n == 2)
        b->d[1] = (uint64_t)(mag >> 64);
    if (n && neg)
        b->hdr.flags |= BIG_NEG;
    return v_from_cell(b);
}

/* (-1)^na * ma + (-1)^nb * mb */
static Value add_small(Vm *vm, uint64_t ma, bool na, uint64_t mb, bool nb)
{
    if (na == nb)
        return make_u128(vm, (u128)ma + mb, na);
    if (ma >= mb)
        return make_u128(vm, ma - mb, na);
    return make_u128(vm, mb - ma, nb);
}

/* A read-only mpz over the cell's limbs: valid until the next allocation. */
static void view(mpz_t z, Value v)
{
    BigInt *b = v_big(v);
    mpz_roinit_n(z, (const mp_limb_t *)b->d, big_neg(b) ? -(mp_size_t)b->len : (mp_size_t)b->len);
}

/* The value of z (malloc'd by GMP) as a new cell; clears z. */
static Value from_mpz(Vm *vm, mpz_t z)
{
    size_t n = mpz_size(z);
    BigInt *b = big_alloc(vm, n);
    if (b) {
        if (n)
            memcpy(b->d, mpz_limbs_read(z), n * sizeof(uint64_t));
        if (mpz_sgn(z) < 0)
            b->hdr.flags |= BIG_NEG;
    }
    mpz_clear(z);
    return b ? v_from_cell(b) : V_EXC;
}

Value vm_bigint_from_u64(Vm *vm, uint64_t x)
{
    return make_u128(vm, x, false);
}

Value vm_bigint_from_i64(Vm *vm, int64_t x)
{
    return make_u128(vm, x < 0 ? -(uint64_t)x : (uint64_t)x, x < 0);
}

Value vm_bigint_from_double(Vm *vm, double d)
{
    if (fabs(d) < 18446744073709551616.0)
        return make_u128(vm, (uint64_t)fabs(d), d < 0);
    mpz_t z;
    mpz_init_set_d(z, d); /* exact: d is integral */
    return from_mpz(vm, z);
}

/* digits (NUL-terminated, validated) in base → a cell; neg applies. */
static Value from_digits(Vm *vm, const char *digits, int base, bool neg)
{
    size_t nd = strlen(digits);
    if (nd <= 15 && base == 10) {
        uint64_t v = 0;
        for (size_t i = 0; i < nd; i++)
            v = v * 10 + (uint64_t)(digits[i] - '0');
        return make_u128(vm, v, neg);
    }
    /* a bound on the bits before asking GMP: log2(base) bits a digit */
    double bits_per = base == 10 ? 3.33 : base == 16 ? 4 : base == 8 ? 3 : base == 2 ? 1 : log2(base);
    if ((double)nd * bits_per > (double)BIG_MAX_BITS + 64)
        return too_big(vm);
    mpz_t z;
    mpz_init(z);
    mpz_set_str(z, digits, base);
    if (neg)
        mpz_neg(z, z);
    return from_mpz(vm, z);
}

Value vm_bigint_from_literal(Vm *vm, const char *text, size_t len)
{
    int base = 10;
    if (len > 2 && text[0] == '0') {
        char c = (char)(text[1] | 0x20);
        base = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 10;
        if (base != 10) {
            text += 2;
            len -= 2;
        }
    }
    char *buf = malloc(len + 1);
    if (!buf)
        return vm_throw_oom(vm);
    memcpy(buf, text, len);
    buf[len] = 0;
    Value r = from_digits(vm, buf, base, false);
    free(buf);
    return r;
}

char *vm_bigint_literal_decimal(const char *text, size_t len)
{
    int base = 10;
    if (len > 2 && text[0] == '0') {
        char c = (char)(text[1] | 0x20);
        base = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 10;
        if (base != 10) {
            text += 2;
            len -= 2;
        }
    }
    char *buf = malloc(len + 1);
    if (!buf)
        return NULL;
    memcpy(buf, text, len);
    buf[len] = 0;
    mpz_t z;
    mpz_init(z);
    mpz_set_str(z, buf, base);
    free(buf);
    char *s = mpz_get_str(NULL, 10, z); /* malloc'd: GMP's allocator is malloc */
    mpz_clear(z);
    return s;
}

static int digit_of(uint16_t c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c |= 0x20;
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    return 99;
}

/* StringToBigInt: StrWhiteSpace around a StrIntegerLiteral: a signed
 * decimal integer, or 0x/0o/0b digits without a sign; empty is 0n. No
 * separators, fraction, exponent or Infinity. */
Value vm_bigint_from_string(Vm *vm, Value s)
{
    String *f = vm_str_flat(vm, s);
    if (!f)
        return V_EXC;
    uint32_t i = 0, end = f->len;
    while (i < end && uni_is_js_space_noalloc(str_at(f, i)))
        i++;
    while (end > i && uni_is_js_space_noalloc(str_at(f, end - 1)))
        end--;
    if (i == end)
        return make_u128(vm, 0, false);
    int base = 10;
    bool neg = false;
    if (end - i > 2 && str_at(f, i) == '0') {
        uint16_t c = str_at(f, i + 1) | 0x20;
        base = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 10;
        if (base != 10)
            i += 2;
    }
    if (base == 10 && (str_at(f, i) == '+' || str_at(f, i) == '-')) {
        neg = str_at(f, i) == '-';
        i++;
    }
    if (i == end)
        return V_EMPTY;
    char *buf = malloc(end - i + 1);
    if (!buf)
        return vm_throw_oom(vm);
    size_t n = 0;
    for (uint32_t k = i; k < end; k++) {
        uint16_t c = str_at(f, k);
        if (digit_of(c) >= base) {
            free(buf);
            return V_EMPTY;
        }
        buf[n++] = (char)c;
    }
    buf[n] = 0;
    Value r = from_digits(vm, buf, base, neg);
    free(buf);
    return r;
}

/* ---- operators ------------------------------------------------------------ */

static size_t bits_of(const mpz_t x)
{
    return mpz_sgn(x) ? mpz_sizeinbase(x, 2) : 0;
}

/* x << n (left > 0) or x >> n (floor), n a magnitude in y. */
static Value shift(Vm *vm, mpz_t r, const mpz_t x, const mpz_t y, bool left)
{
    if (mpz_sgn(x) == 0) {
        mpz_clear(r);
        return make_u128(vm, 0, false);
    }
    bool huge = mpz_cmp_ui(y, BIG_MAX_BITS) > 0;
    if (left) {
        if (huge || bits_of(x) + mpz_get_ui(y) > BIG_MAX_BITS) {
            mpz_clear(r);
            return too_big(vm);
        }
        mpz_mul_2exp(r, x, mpz_get_ui(y));
    } else if (huge) {
        mpz_set_si(r, mpz_sgn(x) < 0 ? -1 : 0);
    } else {
        mpz_fdiv_q_2exp(r, x, mpz_get_ui(y));
    }
    return from_mpz(vm, r);
}

static Value power(Vm *vm, mpz_t r, const mpz_t x, const mpz_t y)
{
    /* bases whose powers never grow */
    if (mpz_cmpabs_ui(x, 1) <= 0) {
        if (mpz_sgn(y) == 0)
            mpz_set_ui(r, 1);
        else if (mpz_sgn(x) >= 0)
            mpz_set(r, x);
        else
            mpz_set_si(r, mpz_odd_p(y) ? -1 : 1);
        return from_mpz(vm, r);
    }
    if (mpz_cmp_ui(y, BIG_MAX_BITS) > 0) {
        mpz_clear(r);
        return too_big(vm);
    }
    unsigned long e = mpz_get_ui(y);
    long ex;
    double m = mpz_get_d_2exp(&ex, x); /* |x| = |m| * 2^ex, |m| in [0.5, 1) */
    if (((double)ex + log2(fabs(m))) * (double)e > (double)BIG_MAX_BITS) {
        mpz_clear(r);
        return too_big(vm);
    }
    mpz_pow_ui(r, x, e);
    return from_mpz(vm, r);
}

Value vm_bigint_binop(Vm *vm, BigOp op, Value a, Value b)
{
    if ((op == BIG_DIV || op == BIG_MOD) && v_big(b)->len == 0)
        return vm_throw_error(vm, ERR_RANGE, "Division by zero");
    if (op == BIG_USHR)
        return vm_throw_error(vm, ERR_TYPE, "BigInts have no unsigned right shift, use >> instead");
    if (op == BIG_POW && big_neg(v_big(b)))
        return vm_throw_error(vm, ERR_RANGE, "Exponent must be positive");
    uint64_t ma, mb;
    bool na, nb;
    if (small_of(a, &ma, &na) && small_of(b, &mb, &nb)) {
        switch (op) {
        case BIG_ADD: return add_small(vm, ma, na, mb, nb);
        case BIG_SUB: return add_small(vm, ma, na, mb, !nb);
        case BIG_MUL: return make_u128(vm, (u128)ma * mb, na != nb);
        case BIG_DIV: return make_u128(vm, ma / mb, na != nb);
        case BIG_MOD: return make_u128(vm, ma % mb, na);
        default: break;
        }
    }
    mpz_t x, y, r;
    view(x, a);
    view(y, b);
    mpz_init(r);
    switch (op) {
    case BIG_ADD: mpz_add(r, x, y); break;
    case BIG_SUB: mpz_sub(r, x, y); break;
    case BIG_MUL:
        if (mpz_size(x) + mpz_size(y) > BIG_MAX_LIMBS + 1) {
            mpz_clear(r);
            return too_big(vm);
        }
        mpz_mul(r, x, y);
        break;
    case BIG_DIV: mpz_tdiv_q(r, x, y); break;
    case BIG_MOD: mpz_tdiv_r(r, x, y); break;
    case BIG_POW: return power(vm, r, x, y);
    case BIG_AND: mpz_and(r, x, y); break;
    case BIG_OR: mpz_ior(r, x, y); break;
    case BIG_XOR: mpz_xor(r, x, y); break;
    case BIG_USHR: break; /* thrown above */
    case BIG_SHL:
    case BIG_SAR: {
        /* a negative count shifts the other way */
        bool left = (op == BIG_SHL) == (mpz_sgn(y) >= 0);
        mpz_t n;
        mpz_roinit_n(n, mpz_limbs_read(y), (mp_size_t)mpz_size(y));
        return shift(vm, r, x, n, left);
    }
    }
    return from_mpz(vm, r);
}

Value vm_bigint_neg(Vm *vm, Value a)
{
    uint64_t m;
    bool neg;
    if (small_of(a, &m, &neg))
        return make_u128(vm, m, !neg);
    mpz_t x, r;
    view(x, a);
    mpz_init(r);
    mpz_neg(r, x);
    return from_mpz(vm, r);
}

Value vm_bigint_add_small(Vm *vm, Value a, int d)
{
    uint64_t m;
    bool neg;
    if (small_of(a, &m, &neg))
        return add_small(vm, m, neg, d < 0 ? (uint64_t)-d : (uint64_t)d, d < 0);
    mpz_t x, r;
    view(x, a);
    mpz_init(r);
    if (d >= 0)
        mpz_add_ui(r, x, (unsigned long)d);
    else
        mpz_sub_ui(r, x, (unsigned long)-d);
    return from_mpz(vm, r);
}

Value vm_bigint_not(Vm *vm, Value a)
{
    /* ~x == -x - 1 */
    uint64_t m;
    bool neg;
    if (small_of(a, &m, &neg))
        return add_small(vm, m, !neg && m != 0, 1, true);
    mpz_t x, r;
    view(x, a);
    mpz_init(r);
    mpz_com(r, x);
    return from_mpz(vm, r);
}

Value vm_bigint_as_n(Vm *vm, Value a, uint64_t bits, bool is_signed)
{
    if (bits == 0)
        return make_u128(vm, 0, false);
    mpz_t x, r;
    view(x, a);
    size_t nb = bits_of(x);
    if (!is_signed) {
        if (mpz_sgn(x) >= 0 && nb <= bits)
            return a;
        if (bits > BIG_MAX_BITS)
            return too_big(vm);
        mpz_init(r);
        mpz_fdiv_r_2exp(r, x, bits);
        return from_mpz(vm, r);
    }
    if (nb < bits) /* |x| < 2^(bits-1): in range */
        return a;
    mpz_init(r);
    mpz_fdiv_r_2exp(r, x, bits);
    if (mpz_tstbit(r, bits - 1)) {
        mpz_t p;
        mpz_init(p);
        mpz_setbit(p, bits);
        mpz_sub(r, r, p);
        mpz_clear(p);
    }
    return from_mpz(vm, r);
}

/* ---- conversions ---------------------------------------------------------- */

Value vm_bigint_to_string(Vm *vm, Value a, int radix)
{
    static const char dig[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    BigInt *b = v_big(a);
    char small[72];
    if (b->len <= 1) {
        uint64_t m = b->len ? b->d[0] : 0;
        char *p = small + sizeof small;
        do {
            *--p = dig[m % (unsigned)radix];
            m /= (unsigned)radix;
        } while (m);
        if (big_neg(b))
            *--p = '-';
        return vm_str_from_latin1(vm, (const uint8_t *)p, (size_t)(small + sizeof small - p));
    }
    mpz_t x;
    view(x, a);
    size_t cap = mpz_sizeinbase(x, radix) + 2;
    char *buf = malloc(cap);
    if (!buf)
        return vm_throw_oom(vm);
    mpz_get_str(buf, radix, x); /* lower-case digits for radix <= 36 */
    Value r = vm_str_from_latin1(vm, (const uint8_t *)buf, strlen(buf));
    free(buf);
    return r;
}

double vm_bigint_to_double_noalloc(Value a)
{
    BigInt *b = v_big(a);
    uint32_t n = b->len;
    double r;
    if (n == 0)
        return 0;
    if (n == 1) {
        r = (double)b->d[0];
    } else {
        /* the top 64 bits, with a sticky bit for everything below them, so
         * the one u64 -> double rounding is round-to-nearest-even of the
         * whole value */
        int lz = __builtin_clzll(b->d[n - 1]);
        uint64_t hi = b->d[n - 1], lo = b->d[n - 2];
        uint64_t top = lz ? (hi << lz) | (lo >> (64 - lz)) : hi;
        bool sticky = lz ? (lo << lz) != 0 : false;
        for (uint32_t i = n - 2; !sticky && i-- > 0;)
            sticky = b->d[i] != 0;
        if (sticky)
            top |= 1;
        int64_t e = (int64_t)n * 64 - lz - 64;
        r = e > 1100 ? INFINITY : ldexp((double)top, (int)e);
    }
    return big_neg(b) ? -r : r;
}

uint64_t vm_bigint_to_u64_noalloc(Value a)
{
    BigInt *b = v_big(a);
    uint64_t u = b->len ? b->d[0] : 0;
    return big_neg(b) ? -u : u;
}

int64_t vm_bigint_to_i64_noalloc(Value a)
{
    return (int64_t)vm_bigint_to_u64_noalloc(a);
}

bool vm_bigint_is_zero_noalloc(Value a)
{
    return v_big(a)->len == 0;
}

int vm_bigint_cmp_noalloc(Value a, Value b)
{
    BigInt *x = v_big(a), *y = v_big(b);
    bool nx = big_neg(x), ny = big_neg(y);
    if (nx != ny)
        return nx ? -1 : 1;
    int mag = 0;
    if (x->len != y->len) {
        mag = x->len < y->len ? -1 : 1;
    } else {
        for (uint32_t i = x->len; i-- > 0;)
            if (x->d[i] != y->d[i]) {
                mag = x->d[i] < y->d[i] ? -1 : 1;
                break;
            }
    }
    return nx ? -mag : mag;
}

int vm_bigint_cmp_double_noalloc(Value a, double d)
{
    if (d != d)
        return 2;
    mpz_t x;
    view(x, a);
    int c = mpz_cmp_d(x, d); /* exact, fractions and infinities included */
    return c < 0 ? -1 : c > 0;
}

bool vm_bigint_equals_noalloc(Value a, Value b)
{
    BigInt *x = v_big(a), *y = v_big(b);
    return x->len == y->len && big_neg(x) == big_neg(y) && memcmp(x->d, y->d, x->len * sizeof(uint64_t)) == 0;
}

uint32_t vm_bigint_hash_noalloc(Value a)
{
    BigInt *b = v_big(a);
    uint64_t h = 0xcbf29ce484222325ull ^ (big_neg(b) ? 0x9E3779B97F4A7C15ull : 0);
    for (uint32_t i = 0; i < b->len; i++) {
        h ^= b->d[i];
        h *= 0x100000001b3ull;
        h ^= h >> 29;
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return (uint32_t)h;
}
