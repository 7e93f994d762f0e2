/* stdlib/intl/intl_fmt.c — the formatting natives of Intl: numbers
 * (unumberformatter, unumberrangeformatter), plural rules, dates
 * (udat, udatpg, udateintervalformat), lists, relative times and display
 * names. Each opens its ICU object through the cache (intl.h) from the
 * locale tag and the skeleton or pattern intl.js built, and answers a
 * string or, for formatToParts, an array of ICU's field positions
 * (intl_formatted_js) that intl.js turns into parts.
 */
#include <math.h>

#include "intl.h"

/* The UTF-8 strings of ARG(0..n-1) into a[]; false with an exception
 * pending (the ones made are freed). */
static bool utf8_args(Vm *vm, Value *argv, int argc, char **a, int n)
{
    for (int i = 0; i < n; i++) {
        a[i] = intl_utf8(vm, ARG(i));
        if (!a[i]) {
            while (i-- > 0)
                free(a[i]);
            return false;
        }
    }
    return true;
}

static void free_args(char **a, int n)
{
    for (int i = 0; i < n; i++)
        free(a[i]);
}

/* A number argument or a decimal string (BigInt, exact values) into the
 * formatted result. */
static void format_num(Vm *vm, const UNumberFormatter *f, Value x, UFormattedNumber *r, UErrorCode *e)
{
    if (v_is_number(x)) {
        icu.unumf_formatDouble(f, v_to_double(x), r, e);
        return;
    }
    char *d = intl_utf8(vm, x);
    if (!d) {
        *e = U_MEMORY_ALLOCATION_ERROR;
        return;
    }
    icu.unumf_formatDecimal(f, d, (int32_t)strlen(d), r, e);
    free(d);
}

/* numFormat(tag, skeleton, x, parts): x a number or a decimal string */
static Value n_num_format(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[2];
    if (!utf8_args(vm, argv, argc, a, 2))
        return V_EXC;
    const UNumberFormatter *f = intl_get(vm, IK_NUMF, (const char *const *)a, 2);
    free_args(a, 2);
    if (!f)
        return V_EXC;
    UErrorCode e = U_ZERO_ERROR;
    UFormattedNumber *r = icu.unumf_openResult(&e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl.NumberFormat", e);
    format_num(vm, f, ARG(2), r, &e);
    Value v = U_FAILURE(e) ? intl_throw_icu(vm, "Intl.NumberFormat", e)
                           : intl_formatted_js(vm, icu.unumf_resultAsValue(r, &e), vm_truthy_noalloc(ARG(3)));
    icu.unumf_closeResult(r);
    return v;
}

/* numRange(tag, skeleton, x, y, parts): x and y decimal strings */
static Value n_num_range(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[4];
    if (!utf8_args(vm, argv, argc, a, 4))
        return V_EXC;
    const UNumberRangeFormatter *f = intl_get(vm, IK_NUMRF, (const char *const *)a, 2);
    Value v = V_EXC;
    if (f) {
        UErrorCode e = U_ZERO_ERROR;
        UFormattedNumberRange *r = icu.unumrf_openResult(&e);
        if (!U_FAILURE(e))
            icu.unumrf_formatDecimalRange(f, a[2], (int32_t)strlen(a[2]), a[3], (int32_t)strlen(a[3]), r, &e);
        v = U_FAILURE(e) ? intl_throw_icu(vm, "Intl.NumberFormat", e)
                         : intl_formatted_js(vm, icu.unumrf_resultAsValue(r, &e), vm_truthy_noalloc(ARG(4)));
        if (r)
            icu.unumrf_closeResult(r);
    }
    free_args(a, 4);
    return v;
}

/* plural(tag, type, skeleton, x): the plural category of x as formatted
 * by skeleton (so "1.0" with a fraction digit is "other" in English) */
static Value n_plural(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[3];
    if (!utf8_args(vm, argv, argc, a, 3))
        return V_EXC;
    const char *pa[2] = {a[0], a[1]}, *na[2] = {a[0], a[2]};
    const UPluralRules *p = intl_get(vm, IK_PLURAL, pa, 2);
    const UNumberFormatter *f = p ? intl_get(vm, IK_NUMF, na, 2) : NULL;
    free_args(a, 3);
    if (!f)
        return V_EXC;
    UErrorCode e = U_ZERO_ERROR;
    UFormattedNumber *r = icu.unumf_openResult(&e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl.PluralRules", e);
    format_num(vm, f, ARG(3), r, &e);
    UChar kw[32];
    int32_t n = U_FAILURE(e) ? 0 : icu.uplrules_selectFormatted(p, r, kw, 32, &e);
    icu.unumf_closeResult(r);
    if (U_FAILURE(e) || n >= 32)
        return intl_throw_icu(vm, "Intl.PluralRules", e);
    return vm_str_from_utf16(vm, kw, (size_t)n);
}

/* pluralCategories(tag, type): the keywords of the locale's rules */
static Value n_plural_categories(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[2];
    if (!utf8_args(vm, argv, argc, a, 2))
        return V_EXC;
    const UPluralRules *p = intl_get(vm, IK_PLURAL, (const char *const *)a, 2);
    free_args(a, 2);
    if (!p)
        return V_EXC;
    UErrorCode e = U_ZERO_ERROR;
    UEnumeration *en = icu.uplrules_getKeywords(p, &e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl.PluralRules", e);
    return intl_enum_array(vm, en);
}

/* ---- dates -------------------------------------------------------------------------- */

/* dtPattern(tag, skeleton): the locale's best pattern for a skeleton */
static Value n_dt_pattern(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[2];
    if (!utf8_args(vm, argv, argc, a, 2))
        return V_EXC;
    UDateTimePatternGenerator *g = intl_get(vm, IK_DTPG, (const char *const *)a, 1);
    int32_t sn = 0;
    UChar *sk = g ? intl_u16_from_utf8(a[1], &sn) : NULL;
    free_args(a, 2);
    if (!g)
        return V_EXC;
    if (!sk)
        return vm_throw_oom(vm);
    UChar *out = NULL;
    int32_t len = 0;
    UErrorCode e = U_ZERO_ERROR;
    INTL_U16_CALL(out, len, e,
                  icu.udatpg_getBestPatternWithOptions(g, sk, sn, UDATPG_MATCH_HOUR_FIELD_LENGTH, buf, cap, &e));
    free(sk);
    if (!out)
        return intl_throw_icu(vm, "Intl.DateTimeFormat", e);
    Value r = vm_str_from_utf16(vm, out, (size_t)len);
    free(out);
    return r;
}

/* dtStyle(tag, dateStyle, timeStyle): the pattern of ICU's styles
 * (0 full .. 3 short, -1 none) */
static Value n_dt_style(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char loc[ULOC_FULLNAME_CAPACITY + 64];
    bool ok = intl_icu_locale(tag, loc, sizeof loc);
    free(tag);
    if (!ok)
        return vm_throw_error(vm, ERR_RANGE, "Incorrect locale information provided");
    int ds = v_is_int(ARG(1)) ? v_get_int(ARG(1)) : -1, ts = v_is_int(ARG(2)) ? v_get_int(ARG(2)) : -1;
    UErrorCode e = U_ZERO_ERROR;
    static const UChar utc[] = {'U', 'T', 'C', 0};
    UDateFormat *df = icu.udat_open(ts < 0 ? UDAT_NONE : (UDateFormatStyle)ts, ds < 0 ? UDAT_NONE : (UDateFormatStyle)ds,
                                    loc, utc, 3, NULL, 0, &e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl.DateTimeFormat", e);
    UChar *out = NULL;
    int32_t len = 0;
    INTL_U16_CALL(out, len, e, icu.udat_toPattern(df, false, buf, cap, &e));
    icu.udat_close(df);
    if (!out)
        return intl_throw_icu(vm, "Intl.DateTimeFormat", e);
    Value r = vm_str_from_utf16(vm, out, (size_t)len);
    free(out);
    return r;
}

/* dtSkeleton(pattern): the skeleton of a pattern */
static Value n_dt_skeleton(Vm *vm, Value *argv, int argc, bool construct)
{
    int32_t n;
    UChar *p = intl_utf16(vm, ARG(0), &n);
    if (!p)
        return V_EXC;
    UChar *out = NULL;
    int32_t len = 0;
    UErrorCode e = U_ZERO_ERROR;
    INTL_U16_CALL(out, len, e, icu.udatpg_getSkeleton(NULL, p, n, buf, cap, &e));
    free(p);
    if (!out)
        return intl_throw_icu(vm, "Intl.DateTimeFormat", e);
    Value r = vm_str_from_utf16(vm, out, (size_t)len);
    free(out);
    return r;
}

/* dtFormat(tag, tz, pattern, ms, parts): the string, or for parts an
 * array [string, field, start, end, ...] (UDateFormatField numbers) */
static Value n_dt_format(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[3];
    if (!utf8_args(vm, argv, argc, a, 3))
        return V_EXC;
    const UDateFormat *df = intl_get(vm, IK_DATF, (const char *const *)a, 3);
    free_args(a, 3);
    if (!df)
        return V_EXC;
    double ms = v_is_number(ARG(3)) ? v_to_double(ARG(3)) : NAN;
    bool parts = vm_truthy_noalloc(ARG(4));
    UErrorCode e = U_ZERO_ERROR;
    UFieldPositionIterator *fp = parts ? icu.ufieldpositer_open(&e) : NULL;
    UChar *out = NULL;
    int32_t len = 0;
    if (!U_FAILURE(e))
        INTL_U16_CALL(out, len, e, icu.udat_formatForFields(df, ms, buf, cap, fp, &e));
    if (!out) {
        if (fp)
            icu.ufieldpositer_close(fp);
        return intl_throw_icu(vm, "Intl.DateTimeFormat", e);
    }
    int32_t cap = 32, n = 0;
    int32_t *pos = parts ? malloc(sizeof(int32_t) * (size_t)cap) : NULL;
    for (int32_t f, s, t; pos && (f = icu.ufieldpositer_next(fp, &s, &t)) >= 0;) {
        if (n + 3 > cap) {
            int32_t *p2 = realloc(pos, sizeof(int32_t) * (size_t)(cap *= 2));
            if (!p2) {
                free(pos);
                pos = NULL;
                break;
            }
            pos = p2;
        }
        pos[n++] = f;
        pos[n++] = s;
        pos[n++] = t;
    }
    if (fp)
        icu.ufieldpositer_close(fp);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *str = gc_handle(vm, vm_str_from_utf16(vm, out, (size_t)len));
    free(out);
    if (*str == V_EXC)
        goto out;
    if (!parts) {
        r = *str;
        goto out;
    }
    if (!pos) {
        vm_throw_oom(vm);
        goto out;
    }
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)n + 1));
    if (*arr == V_EXC || vm_array_append(vm, *arr, *str) < 0)
        goto out;
    for (int32_t i = 0; i < n; i++)
        if (vm_array_append(vm, *arr, v_int(pos[i])) < 0)
            goto out;
    r = *arr;
out:
    free(pos);
    gc_scope_close(vm, sc);
    return r;
}

/* dtRange(tag, tz, skeleton, x, y, parts) */
static Value n_dt_range(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[3];
    if (!utf8_args(vm, argv, argc, a, 3))
        return V_EXC;
    const UDateIntervalFormat *f = intl_get(vm, IK_DTITV, (const char *const *)a, 3);
    free_args(a, 3);
    if (!f)
        return V_EXC;
    double x = v_is_number(ARG(3)) ? v_to_double(ARG(3)) : NAN;
    double y = v_is_number(ARG(4)) ? v_to_double(ARG(4)) : NAN;
    UErrorCode e = U_ZERO_ERROR;
    UFormattedDateInterval *r = icu.udtitvfmt_openResult(&e);
    if (!U_FAILURE(e))
        icu.udtitvfmt_formatToResult(f, x, y, r, &e);
    Value v = U_FAILURE(e) ? intl_throw_icu(vm, "Intl.DateTimeFormat", e)
                           : intl_formatted_js(vm, icu.udtitvfmt_resultAsValue(r, &e), vm_truthy_noalloc(ARG(5)));
    if (r)
        icu.udtitvfmt_closeResult(r);
    return v;
}

/* ---- lists, relative times, display names ---------------------------------------- */

/* list(tag, type, width, strings, parts): strings is an array of strings */
static Value n_list(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[3];
    if (!utf8_args(vm, argv, argc, a, 3))
        return V_EXC;
    const UListFormatter *f = intl_get(vm, IK_LIST, (const char *const *)a, 3);
    free_args(a, 3);
    if (!f)
        return V_EXC;
    if (!v_is_array(ARG(3)))
        return vm_throw_error(vm, ERR_TYPE, "Intl: internal: a list was expected");
    int64_t n = vm_length_of_js(vm, ARG(3));
    if (n < 0)
        return V_EXC;
    UChar **strs = calloc((size_t)n + 1, sizeof *strs);
    int32_t *lens = calloc((size_t)n + 1, sizeof *lens);
    Value v = V_EXC;
    if (!strs || !lens) {
        vm_throw_oom(vm);
        goto out;
    }
    for (int64_t i = 0; i < n; i++) {
        Value s = vm_get_index_js(vm, ARG(3), i);
        if (s == V_EXC)
            goto out;
        if (!v_is_type(s, T_STRING) && !v_is_type(s, T_ROPE)) {
            vm_throw_error(vm, ERR_TYPE, "Intl: internal: a string was expected");
            goto out;
        }
        if (!(strs[i] = intl_utf16(vm, s, &lens[i])))
            goto out;
    }
    UErrorCode e = U_ZERO_ERROR;
    UFormattedList *r = icu.ulistfmt_openResult(&e);
    if (!U_FAILURE(e))
        icu.ulistfmt_formatStringsToResult(f, (const UChar *const *)strs, lens, (int32_t)n, r, &e);
    v = U_FAILURE(e) ? intl_throw_icu(vm, "Intl.ListFormat", e)
                     : intl_formatted_js(vm, icu.ulistfmt_resultAsValue(r, &e), vm_truthy_noalloc(ARG(4)));
    if (r)
        icu.ulistfmt_closeResult(r);
out:
    for (int64_t i = 0; strs && i < n; i++)
        free(strs[i]);
    free(strs);
    free(lens);
    return v;
}

/* rel(tag, style, auto, value, unit, parts): unit 0 year .. 7 second
 * (URelativeDateTimeUnit); auto: "yesterday" where the locale has a word */
static Value n_rel(Vm *vm, Value *argv, int argc, bool construct)
{
    char *a[2];
    if (!utf8_args(vm, argv, argc, a, 2))
        return V_EXC;
    const URelativeDateTimeFormatter *f = intl_get(vm, IK_REL, (const char *const *)a, 2);
    free_args(a, 2);
    if (!f)
        return V_EXC;
    double x = v_is_number(ARG(3)) ? v_to_double(ARG(3)) : 0;
    int unit = v_is_int(ARG(4)) ? v_get_int(ARG(4)) : 4;
    UErrorCode e = U_ZERO_ERROR;
    UFormattedRelativeDateTime *r = icu.ureldatefmt_openResult(&e);
    if (!U_FAILURE(e)) {
        if (vm_truthy_noalloc(ARG(2)))
            icu.ureldatefmt_formatToResult(f, x, (URelativeDateTimeUnit)unit, r, &e);
        else
            icu.ureldatefmt_formatNumericToResult(f, x, (URelativeDateTimeUnit)unit, r, &e);
    }
    Value v = U_FAILURE(e) ? intl_throw_icu(vm, "Intl.RelativeTimeFormat", e)
                           : intl_formatted_js(vm, icu.ureldatefmt_resultAsValue(r, &e), vm_truthy_noalloc(ARG(5)));
    if (r)
        icu.ureldatefmt_closeResult(r);
    return v;
}

const LibFn intl_fmt_fns[] = {
    {"rel", n_rel, 6, 0},
    {"list", n_list, 5, 0},
    {"numFormat", n_num_format, 4, 0},
    {"numRange", n_num_range, 5, 0},
    {"plural", n_plural, 4, 0},
    {"pluralCategories", n_plural_categories, 2, 0},
    {"dtPattern", n_dt_pattern, 2, 0},
    {"dtStyle", n_dt_style, 3, 0},
    {"dtSkeleton", n_dt_skeleton, 1, 0},
    {"dtFormat", n_dt_format, 5, 0},
    {"dtRange", n_dt_range, 6, 0},
    {NULL, NULL, 0, 0},
};
