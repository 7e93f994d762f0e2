/* unicode/unicode.h — the Unicode character database tarn uses, and the
 * lookups over it: case mapping, Cased / Case_Ignorable, canonical
 * combining classes, (de)composition, General_Category and the identifier
 * classes ID_Start / ID_Continue.
 *
 * This module sits below regex/, stdlib/ and compiler/ and above nothing:
 * it includes no other tarn header, allocates nothing and knows no VM, so
 * every lookup is pure (_noalloc). Its users take the data only from here.
 *
 * The tables are generated into build/gen/unicode_data.c by
 * tools/gen_unicode.py (from Python's unicodedata at build time; the
 * version is uni_version). A new property (a Script table for
 * \p{Script=...}, say) is a new table emitted by that generator, declared
 * here with its layout, and a lookup in unicode/unicode.c.
 *
 * Layouts, one row of N uint32_t words each:
 *   uni_upper / uni_lower        3: start, count | step << 16, delta
 *   uni_upper_x / uni_lower_x    4: cp, m1, m2, m3 (0 = absent)
 *   uni_cased / uni_ignorable    2: first, last
 *   uni_id_start / uni_id_continue 2: first, last
 *   uni_ccc                      3: first, last, combining class
 *   uni_decomp                   3: cp, offset in uni_pool, len | compat << 16
 *   uni_comp                     3: a, b, composite (sorted by a, then b)
 *   uni_gc                       3: first, last, UniCategory (covers every code point)
 *   uni_props                    3: name offset in uni_prop_names, data offset
 *                                   in uni_prop_data, number of ranges (sorted by name)
 *   uni_prop_data                bytes: per range, LEB128 gap from the previous
 *                                   range's last code point, LEB128 length - 1
 *   uni_gc_values                1: category mask of the name at the same index
 *                                   of uni_gc_value_names (NUL-separated)
 *   uni_str_props                4: name offset in uni_str_prop_names, data
 *                                   offset in uni_str_prop_data, ranges, sequences
 *   uni_str_prop_data            bytes: ranges as uni_prop_data, then per
 *                                   sequence LEB128 length, LEB128 code points
 * Every table is sorted by its first word and its rows never overlap.
 */
#ifndef TARN_UNICODE_H
#define TARN_UNICODE_H

#include <stdbool.h>
#include <stdint.h>

extern const char uni_version[];
extern const uint32_t uni_upper[], uni_upper_len, uni_lower[], uni_lower_len;
extern const uint32_t uni_upper_x[], uni_upper_x_len, uni_lower_x[], uni_lower_x_len;
extern const uint32_t uni_cased[], uni_cased_len, uni_ignorable[], uni_ignorable_len;
extern const uint32_t uni_id_start[], uni_id_start_len, uni_id_continue[], uni_id_continue_len;
extern const uint32_t uni_ccc[], uni_ccc_len;
extern const uint32_t uni_decomp[], uni_decomp_len, uni_pool[], uni_pool_len;
extern const uint32_t uni_comp[], uni_comp_len;
extern const uint32_t uni_gc[], uni_gc_len;
extern const char uni_prop_names[];
extern const uint32_t uni_props[], uni_props_len;
extern const uint8_t uni_prop_data[];
extern const char uni_gc_value_names[];
extern const uint32_t uni_gc_values[], uni_gc_values_len;
extern const char uni_str_prop_names[];
extern const uint32_t uni_str_props[], uni_str_props_len;
extern const uint8_t uni_str_prop_data[];

/* Full case mapping of cp (upper when `upper`, else lower, without the
 * Final_Sigma context): writes 1..3 code points to out, returns the count. */
int uni_case_noalloc(uint32_t cp, bool upper, uint32_t out[3]);
bool uni_is_cased_noalloc(uint32_t cp);
bool uni_is_case_ignorable_noalloc(uint32_t cp);
/* ECMAScript's ID_Start / ID_Continue (UAX #31, with Other_ID_Start and
 * Other_ID_Continue; `$`, `_`, ZWNJ and ZWJ are the lexer's to add). */
bool uni_is_id_start_noalloc(uint32_t cp);
bool uni_is_id_continue_noalloc(uint32_t cp);
int uni_ccc_noalloc(uint32_t cp);
/* Full decomposition of cp (canonical, or compatibility when `compat`),
 * Hangul excluded: returns its length and points *out at it, or 0. */
uint32_t uni_decomp_noalloc(uint32_t cp, bool compat, const uint32_t **out);
/* The primary composite of a + b, or 0 (Hangul included). */
uint32_t uni_compose_noalloc(uint32_t a, uint32_t b);

/* General_Category values, in the order of tools/gen_unicode.py's
 * GC_NAMES (uni_gc's third word). */
typedef enum UniCategory {
    UNI_CC, UNI_CF, UNI_CN, UNI_CO, UNI_CS, UNI_LL, UNI_LM, UNI_LO, UNI_LT, UNI_LU,
    UNI_MC, UNI_ME, UNI_MN, UNI_ND, UNI_NL, UNI_NO, UNI_PC, UNI_PD, UNI_PE, UNI_PF,
    UNI_PI, UNI_PO, UNI_PS, UNI_SC, UNI_SK, UNI_SM, UNI_SO, UNI_ZL, UNI_ZP, UNI_ZS,
    UNI__CATEGORIES
} UniCategory;

UniCategory uni_category_noalloc(uint32_t cp);
/* The set of categories (bit 1 << UniCategory) a property value names:
 * any name PropertyValueAliases.txt gives a General_Category value or group
 * ("Lu", "Uppercase_Letter", "L", "LC", "Combining_Mark", "cntrl", "digit",
 * "punct", ...), exactly; 0 if it names none. */
uint32_t uni_category_mask_noalloc(const char *name);

/* The code point ranges of a property a \\p{...} escape can name besides
 * General_Category, by its table name: a binary property under any alias
 * ("Alphabetic", "Alpha"), or "sc=" / "scx=" and a Script value under any
 * alias ("sc=Greek", "scx=Grek"). Names are exact (no loose matching, as
 * ECMAScript requires). */
typedef struct UniPropIter {
    const uint8_t *p;
    uint32_t left, last;
} UniPropIter;
bool uni_property_open_noalloc(const char *name, UniPropIter *it); /* false: no such property */
bool uni_property_next_noalloc(UniPropIter *it, uint32_t *first, uint32_t *last); /* false: done */

/* The properties of strings (ECMA-262's table: Basic_Emoji,
 * Emoji_Keycap_Sequence, RGI_Emoji_Flag_Sequence, RGI_Emoji_Modifier_Sequence,
 * RGI_Emoji_Tag_Sequence, RGI_Emoji_ZWJ_Sequence, and RGI_Emoji, their union)
 * as parts: part k (from 0) of `name` opens its single code points in
 * *ranges and its sequences (2..UNI_MAX_SEQ code points) in *seqs; false when
 * the name is no such property or it has no part k. RGI_Emoji has six
 * parts, the others one. */
#define UNI_MAX_SEQ 16
typedef struct UniSeqIter {
    const uint8_t *p;
    uint32_t left;
} UniSeqIter;
bool uni_string_property_open_noalloc(const char *name, uint32_t part, UniPropIter *ranges, UniSeqIter *seqs);
/* The next sequence into out (UNI_MAX_SEQ code points at most): its length,
 * or 0 when done. */
uint32_t uni_string_property_next_noalloc(UniSeqIter *it, uint32_t out[UNI_MAX_SEQ]);

/* ECMAScript's WhiteSpace: TAB, VT, FF, SP, ZWNBSP (U+FEFF) and every
 * Space_Separator (Zs) code point. */
static inline bool uni_is_js_white_space_noalloc(uint32_t c)
{
    if (c < 0x80)
        return c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C;
    return c == 0xFEFF || uni_category_noalloc(c) == UNI_ZS;
}

/* WhiteSpace or LineTerminator (LF, CR, LS, PS): what trim(),
 * StringToNumber and parseInt skip. */
static inline bool uni_is_js_space_noalloc(uint32_t c)
{
    return c == 0x0A || c == 0x0D || c == 0x2028 || c == 0x2029 || uni_is_js_white_space_noalloc(c);
}

#endif
