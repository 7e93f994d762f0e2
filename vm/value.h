/* vm/value.h — the 64-bit NaN-boxed Value (docs/gc.md, "Values").
 *
 * Encoding (JSC style, doubles offset by 2^49):
 *   0x0000_0000_0000_0000  V_EMPTY   hole / TDZ / "no value"; never user-visible
 *   0x0000_PPPP_PPPP_PPP0  cell pointer (48-bit, 8-aligned, bit 1 clear)
 *   0x02 null, 0x06 false, 0x07 true, 0x0A undefined, 0x0E V_EXC  (bit 1 set => not a cell)
 *   0x0002_0000_0000_0000 .. 0xFFF2_0000_0000_0000   double bits + 2^49 (NaN canonicalised)
 *   0xFFFE_0000_IIII_IIII  int32
 *
 * Invariant: numbers are canonical. v_num() stores every integral double in
 * int32 range (except -0) as an int32, so one mathematical value has one
 * encoding (NaN aside). Code may still compare numbers numerically; it must
 * never assume a number is an int32 without checking v_is_int().
 *
 * V_EXC is the "an exception is pending in the VM" sentinel returned by
 * runtime functions; it is never stored in a heap cell or on the JS stack.
 */
#ifndef TARN_VALUE_H
#define TARN_VALUE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef uint64_t Value;

#define V_EMPTY ((Value)0x00)
#define V_NULL ((Value)0x02)
#define V_FALSE ((Value)0x06)
#define V_TRUE ((Value)0x07)
#define V_UNDEF ((Value)0x0A)
#define V_EXC ((Value)0x0E)

#define V_NOTCELL_MASK 0xFFFE000000000002ull
#define V_TAG_INT 0xFFFE000000000000ull
#define V_DOUBLE_OFFSET (1ull << 49)

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

static inline bool v_is_cell(Value v) { return !(v & V_NOTCELL_MASK) && v; }
static inline void *v_cell(Value v) { return (void *)(uintptr_t)v; }
static inline Value v_from_cell(const void *p) { return (Value)(uintptr_t)p; }

static inline bool v_is_int(Value v) { return v >= V_TAG_INT; }
static inline bool v_is_double(Value v) { return v >= V_DOUBLE_OFFSET && v < V_TAG_INT; }
static inline bool v_is_number(Value v) { return v >= V_DOUBLE_OFFSET; }
static inline bool v_is_undef(Value v) { return v == V_UNDEF; }
static inline bool v_is_null(Value v) { return v == V_NULL; }
static inline bool v_is_nullish(Value v) { return v == V_UNDEF || v == V_NULL; }
static inline bool v_is_bool(Value v) { return (v & ~(Value)1) == V_FALSE; }

static inline Value v_bool(bool b) { return b ? V_TRUE : V_FALSE; }
static inline Value v_int(int32_t i) { return V_TAG_INT | (uint32_t)i; }
static inline int32_t v_get_int(Value v) { return (int32_t)(uint32_t)v; }

static inline double v_get_double(Value v)
{
    uint64_t bits = v - V_DOUBLE_OFFSET;
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

/* Box a double as a double, never as int (use v_num for canonical numbers). */
static inline Value v_double_raw(double d)
{
    uint64_t bits;
    if (d != d)
        bits = 0x7FF8000000000000ull; /* canonical NaN */
    else
        memcpy(&bits, &d, sizeof bits);
    return bits + V_DOUBLE_OFFSET;
}

/* Canonical number: int32 when integral, in range and not -0. */
static inline Value v_num(double d)
{
    if (d >= -2147483648.0 && d <= 2147483647.0) {
        int32_t i = (int32_t)d;
        if ((double)i == d && !(i == 0 && __builtin_signbit(d)))
            return v_int(i);
    }
    return v_double_raw(d);
}

/* Any number (int or double) as a double. Precondition: v_is_number(v). */
static inline double v_to_double(Value v)
{
    return v_is_int(v) ? (double)v_get_int(v) : v_get_double(v);
}

#endif
