/* stdlib/intl/intl_display.c — the native of Intl.DisplayNames
 * (intl_display.js): the name of a language, region, script, currency,
 * calendar or date-time field in a locale, from ICU's locale display names
 * (uldn), currency names (ucurr) and the date-time pattern generator's
 * field names (udatpg). intl_display.js has checked and canonicalized the
 * code; a missing name is undefined here and the JS side applies
 * `fallback`.
 */
#include "intl.h"

enum { DN_LANGUAGE, DN_REGION, DN_SCRIPT, DN_CURRENCY, DN_CALENDAR, DN_FIELD };

/* A name ICU wrote into buf (n units, e its status): the string, or
 * undefined when ICU has none. */
static Value name_or_undef(Vm *vm, const UChar *buf, int32_t n, int32_t cap, UErrorCode e)
{
    if (U_FAILURE(e) || n <= 0 || n >= cap)
        return V_UNDEF;
    return vm_str_from_utf16(vm, buf, (size_t)n);
}

/* displayName(tag, type, style, dialect, code): type 0 language, 1 region,
 * 2 script, 3 currency, 4 calendar, 5 date-time field (code: the
 * UDateTimePatternField number); style "long", "short" or "narrow";
 * dialect true for dialect names of languages ("American English") */
static Value n_display_name(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    int type = v_is_int(ARG(1)) ? v_get_int(ARG(1)) : -1;
    char *style = intl_utf8(vm, ARG(2));
    char *code = style && type != DN_FIELD ? intl_utf8(vm, ARG(4)) : NULL;
    Value r = V_EXC;
    if (!style || (type != DN_FIELD && !code))
        goto out;
    enum { CAP = 256 };
    UChar buf[CAP];
    UErrorCode e = U_ZERO_ERROR;
    int32_t n = 0;
    if (type <= DN_SCRIPT || type == DN_CALENDAR) {
        const char *args[3] = {tag, strcmp(style, "long") == 0 ? "long" : "short",
                               vm_truthy_noalloc(ARG(3)) ? "dialect" : "standard"};
        ULocaleDisplayNames *ldn = intl_get(vm, IK_LDN, args, 3);
        if (!ldn)
            goto out;
        char id[ULOC_FULLNAME_CAPACITY + 64];
        switch (type) {
        case DN_LANGUAGE:
            if (!intl_icu_locale(code, id, sizeof id)) {
                r = V_UNDEF;
                goto out;
            }
            n = icu.uldn_localeDisplayName(ldn, id, buf, CAP, &e);
            break;
        case DN_REGION: n = icu.uldn_regionDisplayName(ldn, code, buf, CAP, &e); break;
        case DN_SCRIPT: n = icu.uldn_scriptDisplayName(ldn, code, buf, CAP, &e); break;
        default: {
            const char *legacy = icu.uloc_toLegacyType("ca", code);
            n = icu.uldn_keyValueDisplayName(ldn, "calendar", legacy ? legacy : code, buf, CAP, &e);
        }
        }
        r = name_or_undef(vm, buf, n, CAP, e);
    } else if (type == DN_CURRENCY) {
        UChar cur[4] = {0};
        for (int i = 0; i < 3 && code[i]; i++)
            cur[i] = (UChar)code[i];
        char loc[ULOC_FULLNAME_CAPACITY + 64];
        if (!intl_icu_locale(tag, loc, sizeof loc)) {
            r = V_UNDEF;
            goto out;
        }
        const UChar *s = icu.ucurr_getName(cur, loc, UCURR_LONG_NAME, NULL, &n, &e);
        /* ICU answers the code itself when it has no name */
        bool none = U_FAILURE(e) || !s || (n == 3 && s[0] == cur[0] && s[1] == cur[1] && s[2] == cur[2]);
        r = none ? V_UNDEF : vm_str_from_utf16(vm, s, (size_t)n);
    } else if (type == DN_FIELD) {
        const char *args[1] = {tag};
        UDateTimePatternGenerator *g = intl_get(vm, IK_DTPG, args, 1);
        if (!g)
            goto out;
        int f = v_is_int(ARG(4)) ? v_get_int(ARG(4)) : 0;
        UDateTimePGDisplayWidth w = strcmp(style, "long") == 0    ? UDATPG_WIDE
                                    : strcmp(style, "short") == 0 ? UDATPG_ABBREVIATED
                                                                  : UDATPG_NARROW;
        n = icu.udatpg_getFieldDisplayName(g, (UDateTimePatternField)f, w, buf, CAP, &e);
        r = name_or_undef(vm, buf, n, CAP, e);
    } else
        r = vm_throw_error(vm, ERR_TYPE, "Intl: internal: bad displayName type");
out:
    free(tag);
    free(style);
    free(code);
    return r;
}

const LibFn intl_display_fns[] = {
    {"displayName", n_display_name, 5, 0},
    {NULL, NULL, 0, 0},
};
