/* vm/string_int.h — helpers shared by vm/string.c, vm/atom.c and
 * vm/numconv.c; not for other modules. */
#ifndef TARN_STRING_INT_H
#define TARN_STRING_INT_H

#include "vm.h"

/* V8's String::kMaxLength on 64-bit: longer results throw
 * RangeError: Invalid string length, as node does. */
#define STR_MAX_LEN 536870888u

/* Hash of n code units; identical for the Latin-1 and UTF-16 forms of the
 * same text (the atom table depends on that). */
uint32_t str_hash_latin1(const uint8_t *s, size_t n);
uint32_t str_hash_wide(const uint16_t *s, size_t n);

/* Code-unit equality of a flat string and Latin-1 bytes. */
bool str_eq_latin1_noalloc(const String *s, const uint8_t *b, size_t n);

/* UTF-8 (surrogates in WTF-8 form kept) to UTF-16; out needs len units. */
size_t str_utf8_decode(const uint8_t *s, size_t len, uint16_t *out);

#endif
