/* stdlib/intl/intl.h — Intl (ECMA-402) through ICU: what intl.c (the
 * natives' shared helpers, the ICU object cache, locales, collation, case
 * mapping, segmentation) and intl_fmt.c (numbers, plurals, dates, lists,
 * relative times, display names) share.
 *
 * The Intl classes are written in JavaScript (stdlib/intl/intl.js): option
 * reading, locale negotiation and resolvedOptions are ECMA-402's abstract
 * operations, as plain code; the natives here take primitives only (a
 * locale tag, an ICU skeleton or pattern, a number or string) and answer
 * primitives or arrays of them. Intl objects therefore hold only Values.
 *
 * ICU's C objects (a UCollator, a UNumberFormatter, ...) live in a per-VM
 * cache keyed by the text they were opened from (kind, locale, options);
 * an entry can always be opened again from its key, so evicting one is
 * never observable, and no JS object owns C memory.
 */
#ifndef TARN_INTL_H
#define TARN_INTL_H

#include "../lib.h"
#include "icu.h"

enum {
    IK_COLL,     /* UCollator: tag */
    IK_NUMF,     /* UNumberFormatter: tag, skeleton */
    IK_NUMRF,    /* UNumberRangeFormatter: tag, skeleton */
    IK_PLURAL,   /* UPluralRules: tag, type ("cardinal"/"ordinal") */
    IK_DATF,     /* UDateFormat: tag, time zone, pattern */
    IK_DTITV,    /* UDateIntervalFormat: tag, time zone, skeleton */
    IK_DTPG,     /* UDateTimePatternGenerator: tag */
    IK_LIST,     /* UListFormatter: tag, type, width */
    IK_REL,      /* URelativeDateTimeFormatter: tag, style */
    IK_LDN,      /* ULocaleDisplayNames: tag, style, dialect */
    IK_CAL,      /* UCalendar in UTC, proleptic Gregorian: tag (its -u-ca- the calendar) */
    IK__COUNT
};

#define INTL_MAX_ARGS 3

/* The ICU object of kind opened from args (UTF-8, nargs of them), from
 * the VM's cache or opened now; NULL with a RangeError/Error pending. */
void *intl_get(Vm *vm, int kind, const char *const *args, int nargs);
/* Frees the VM's cache (lib_release). */
void lib_intl_free(Vm *vm);

/* A JS string argument as malloc'd UTF-8 (ToString is the JS side's job:
 * a non-string is a TypeError). NULL with an exception pending. */
char *intl_utf8(Vm *vm, Value v);
/* A JS string as malloc'd UTF-16 (*n units). NULL with OOM pending. */
UChar *intl_utf16(Vm *vm, Value v, int32_t *n);
/* UTF-8 to malloc'd UTF-16, NUL-terminated; NULL on OOM. */
UChar *intl_u16_from_utf8(const char *s, int32_t *n);
/* The ICU locale ID of a BCP 47 tag into buf; false when ICU refuses it. */
bool intl_icu_locale(const char *tag, char *buf, int32_t cap);
/* An ICU enumeration's strings as a JS array; closes it. V_EXC. */
Value intl_enum_array(Vm *vm, UEnumeration *en);
/* Throws the error of an ICU failure in what: V_EXC. */
Value intl_throw_icu(Vm *vm, const char *what, UErrorCode e);
/* An array [string, category, field, start, end, ...] of a formatted
 * value's fields (positions in UTF-16 units), or its string alone when
 * !parts. V_EXC. */
Value intl_formatted_js(Vm *vm, const UFormattedValue *fv, bool parts);

/* Calls a UTF-16 producing ICU function into a buffer grown on overflow:
 * CALL is an expression of (buf, cap, &e) returning the length. Leaves
 * the malloc'd result in OUT (NULL on failure, e set) and its length in LEN. */
#define INTL_U16_CALL(OUT, LEN, E, CALL_BUF_CAP)                                                     \
    do {                                                                                           \
        int32_t cap_ = 128;                                                                         \
        for (int try_ = 0; try_ < 2; try_++) {                                                      \
            UChar *buf = malloc(sizeof(UChar) * (size_t)(cap_ + 1));                                \
            if (!buf) {                                                                             \
                E = U_MEMORY_ALLOCATION_ERROR;                                                      \
                break;                                                                              \
            }                                                                                       \
            int32_t cap = cap_;                                                                     \
            E = U_ZERO_ERROR;                                                                       \
            LEN = (CALL_BUF_CAP);                                                                   \
            if (E == U_BUFFER_OVERFLOW_ERROR && try_ == 0) {                                        \
                free(buf);                                                                          \
                cap_ = LEN;                                                                         \
                continue;                                                                           \
            }                                                                                       \
            if (U_FAILURE(E))                                                                       \
                free(buf);                                                                          \
            else                                                                                    \
                OUT = buf;                                                                          \
            break;                                                                                  \
        }                                                                                           \
    } while (0)

/* tzDefault() and tzCanon(name), the natives Intl and Temporal share:
 * the process's time zone as ICU finds it (TZ, /etc/localtime), and
 * ICU's canonical ID of a zone name (undefined when ICU has none). */
Value intl_n_tz_default(Vm *vm, Value *argv, int argc, bool construct);
Value intl_n_tz_canon(Vm *vm, Value *argv, int argc, bool construct);
/* tzIds(): every time zone ID ICU knows, in an array */
Value intl_n_tz_ids(Vm *vm, Value *argv, int argc, bool construct);

/* The natives of intl_fmt.c, intl_locale.c and intl_display.c, added to
 * the object handed to intl.js. */
extern const LibFn intl_fmt_fns[];
extern const LibFn intl_locale_fns[];
extern const LibFn intl_display_fns[];

int lib_define_intl(Vm *vm);

#endif
