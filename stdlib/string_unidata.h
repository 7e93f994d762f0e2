/* stdlib/string_unidata.h — the Unicode tables generated into build/gen/unicode_data.c
 * by tools/gen_unicode.py (from Python's unicodedata at build time), and the
 * lookups over them. Layouts, one row of N uint32_t words each:
 *   lib_uni_upper / lib_uni_lower      3: start, count | step << 16, delta
 *   lib_uni_upper_x / lib_uni_lower_x  4: cp, m1, m2, m3 (0 = absent)
 *   lib_uni_cased / lib_uni_ignorable  2: first, last
 *   lib_uni_ccc                        3: first, last, combining class
 *   lib_uni_decomp                     3: cp, offset in lib_uni_pool, len | compat << 16
 *   lib_uni_comp                       3: a, b, composite (sorted by a, then b)
 * Every table is sorted by its first word and its rows never overlap. The
 * lookups are pure (no VM, no allocation).
 */
#ifndef TARN_STRING_UNIDATA_H
#define TARN_STRING_UNIDATA_H

#include <stdbool.h>
#include <stdint.h>

extern const char lib_uni_version[];
extern const uint32_t lib_uni_upper[], lib_uni_upper_len, lib_uni_lower[], lib_uni_lower_len;
extern const uint32_t lib_uni_upper_x[], lib_uni_upper_x_len, lib_uni_lower_x[], lib_uni_lower_x_len;
extern const uint32_t lib_uni_cased[], lib_uni_cased_len, lib_uni_ignorable[], lib_uni_ignorable_len;
extern const uint32_t lib_uni_ccc[], lib_uni_ccc_len;
extern const uint32_t lib_uni_decomp[], lib_uni_decomp_len, lib_uni_pool[], lib_uni_pool_len;
extern const uint32_t lib_uni_comp[], lib_uni_comp_len;

/* Full case mapping of cp (upper when `upper`, else lower, without the
 * Final_Sigma context): writes 1..3 code points to out, returns the count. */
int lib_uni_case_noalloc(uint32_t cp, bool upper, uint32_t out[3]);
bool lib_uni_is_cased_noalloc(uint32_t cp);
bool lib_uni_is_case_ignorable_noalloc(uint32_t cp);
int lib_uni_ccc_noalloc(uint32_t cp);
/* Full decomposition of cp (canonical, or compatibility when `compat`),
 * Hangul excluded: returns its length and points *out at it, or 0. */
uint32_t lib_uni_decomp_noalloc(uint32_t cp, bool compat, const uint32_t **out);
/* The primary composite of a + b, or 0 (Hangul included). */
uint32_t lib_uni_compose_noalloc(uint32_t a, uint32_t b);

#endif
