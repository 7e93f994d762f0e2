/* vm/bigint.h — the BigInt primitive's operations (vm/bigint.c): making
 * BigInts from integers, doubles, literals and strings; the arithmetic,
 * bitwise and shift operators; comparison with BigInts and Numbers;
 * conversion to Number and to a string in any radix; asIntN / asUintN.
 * The layout (BigInt) and v_is_bigint are in vm/object.h; docs/bigint.md
 * says why the limbs are GMP's.
 *
 * Every function that takes a Vm may allocate; its Value arguments are
 * read before the first allocation, so callers need not root them for the
 * call itself. Errors (RangeError for division by zero or a result past the
 * size limit) are thrown into the VM and V_EXC returned.
 */
#ifndef TARN_BIGINT_H
#define TARN_BIGINT_H

#include <stdint.h>

#include "value.h"

typedef struct Vm Vm;

/* The binary operators, for vm_bigint_binop. */
typedef enum BigOp {
    BIG_ADD, BIG_SUB, BIG_MUL, BIG_DIV, BIG_MOD, BIG_POW,
    BIG_AND, BIG_OR, BIG_XOR, BIG_SHL, BIG_SAR,
    BIG_USHR /* >>>: a TypeError for BigInts, here for vm_arith_js */
} BigOp;

Value vm_bigint_from_i64(Vm *vm, int64_t x);
Value vm_bigint_from_u64(Vm *vm, uint64_t x);
/* NumberToBigInt of an integral finite double (the caller checks). */
Value vm_bigint_from_double(Vm *vm, double d);
/* A literal's digits as the lexer cleaned them: "123", "0x1f", "0o7",
 * "0b1" (no separators, no 'n'). */
Value vm_bigint_from_literal(Vm *vm, const char *text, size_t len);
/* StringToBigInt: V_EMPTY when the string is not a BigInt literal. */
Value vm_bigint_from_string(Vm *vm, Value s);

Value vm_bigint_binop(Vm *vm, BigOp op, Value a, Value b);
Value vm_bigint_neg(Vm *vm, Value a);
Value vm_bigint_not(Vm *vm, Value a);
Value vm_bigint_add_small(Vm *vm, Value a, int d); /* ++ / -- */
/* BigInt.asIntN / asUintN with bits already ToIndex'd (<= 2^53-1). */
Value vm_bigint_as_n(Vm *vm, Value a, uint64_t bits, bool is_signed);

Value vm_bigint_to_string(Vm *vm, Value a, int radix);
/* The decimal digits of a literal's text, malloc'd ("0x10" -> "16"), for
 * a BigInt used as a property name in source. NULL if out of memory. */
char *vm_bigint_literal_decimal(const char *text, size_t len);

double vm_bigint_to_double_noalloc(Value a);          /* rounds to nearest, ties even */
int64_t vm_bigint_to_i64_noalloc(Value a);            /* modulo 2^64 (BigInt64Array) */
uint64_t vm_bigint_to_u64_noalloc(Value a);
bool vm_bigint_is_zero_noalloc(Value a);
int vm_bigint_cmp_noalloc(Value a, Value b);          /* -1, 0, 1 */
/* a against a Number: -1, 0, 1, or 2 when d is NaN. */
int vm_bigint_cmp_double_noalloc(Value a, double d);
bool vm_bigint_equals_noalloc(Value a, Value b);
uint32_t vm_bigint_hash_noalloc(Value a);

#endif
