/* stdlib/intl/intl_locale.c — the natives of Intl.Locale's locale
 * information (intl_locale.js): the calendars, collations, hour cycle,
 * time zones, text direction and week of a locale, as ICU's data has them.
 * Canonical tags, likely subtags and the default numbering system are
 * intl.c's (they serve every Intl class).
 *
 * Names go out as BCP 47 types (ICU's "gregorian" is "gregory",
 * "ethiopic-amete-alem" is "ethioaa", "phonebook" is "phonebk").
 */
#include "intl.h"

/* The BCP 47 type of ICU's value s of key "ca" or "co": the names that
 * differ, as ICU's keyTypeData maps them (uloc_toUnicodeLocaleType gives
 * the same answers, but its first call loads and indexes every key's types,
 * tens of millions of instructions, where a calendar list needs these);
 * any other value is its own BCP 47 type. */
static const char *bcp_type(const char *key, const char *s)
{
    static const char *const map[][3] = {
        {"ca", "gregorian", "gregory"},     {"ca", "ethiopic-amete-alem", "ethioaa"},
        {"co", "phonebook", "phonebk"},     {"co", "traditional", "trad"},
        {"co", "dictionary", "dict"},       {"co", "gb2312han", "gb2312"},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(map[i][0], key) == 0 && strcmp(map[i][1], s) == 0)
            return map[i][2];
    return s;
}

/* Sorts n C strings in place (insertion sort: a locale has few values). */
static void sort_strs(const char **a, int n)
{
    for (int i = 1; i < n; i++) {
        const char *x = a[i];
        int j = i;
        for (; j > 0 && strcmp(a[j - 1], x) > 0; j--)
            a[j] = a[j - 1];
        a[j] = x;
    }
}

/* The BCP 47 names of an enumeration of ICU keyword values of key ("ca",
 * "co") as a JS array: collations sorted, without "standard" and "search"
 * (ECMA-402 leaves them out), calendars in ICU's order of preference.
 * Closes en. */
static Value keyword_values(Vm *vm, UEnumeration *en, const char *key)
{
    const char *v[64];
    int n = 0;
    UErrorCode e = U_ZERO_ERROR;
    const char *s;
    bool coll = strcmp(key, "co") == 0;
    /* the enumeration's strings live until it is closed, so copies are
     * kept of the unmapped ones (the mapped ones are static) */
    char *own[64];
    int nown = 0;
    while (n < 64 && (s = icu.uenum_next(en, NULL, &e)) && !U_FAILURE(e)) {
        const char *b = bcp_type(key, s);
        if (coll && (strcmp(b, "standard") == 0 || strcmp(b, "search") == 0))
            continue;
        if (b == s) {
            char *c = strdup(s);
            if (!c)
                break;
            own[nown++] = c;
            b = c;
        }
        v[n++] = b;
    }
    icu.uenum_close(en);
    if (coll)
        sort_strs(v, n);
    size_t sc = gc_scope_open(vm);
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)n));
    Value r = V_EXC;
    if (*arr == V_EXC)
        goto out;
    for (int i = 0; i < n; i++) {
        Value str = vm_str_from_cstr(vm, v[i]);
        if (str == V_EXC || vm_array_append(vm, *arr, str) < 0)
            goto out;
    }
    r = *arr;
out:
    for (int i = 0; i < nown; i++)
        free(own[i]);
    gc_scope_close(vm, sc);
    return r;
}

/* The region's canonical time zones, sorted by name (byte order). */
static Value zones_of(Vm *vm, const char *region)
{
    UErrorCode e = U_ZERO_ERROR;
    UEnumeration *en = icu.ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_CANONICAL, region, NULL, &e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl.Locale.prototype.getTimeZones", e);
    Value arr = intl_enum_array(vm, en);
    if (arr == V_EXC)
        return V_EXC;
    return arr;
}

/* [firstDay, weekend days...], days numbered 1 (Monday) to 7 (Sunday). */
static Value week_of(Vm *vm, const char *loc)
{
    UErrorCode e = U_ZERO_ERROR;
    UCalendar *cal = icu.ucal_open(NULL, 0, loc, UCAL_GREGORIAN, &e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl.Locale.prototype.getWeekInfo", e);
    int32_t out[8], n = 0;
    int32_t first = icu.ucal_getAttribute(cal, UCAL_FIRST_DAY_OF_WEEK); /* 1 Sunday .. 7 Saturday */
    out[n++] = first == UCAL_SUNDAY ? 7 : first - 1;
    for (int32_t d = 1; d <= 7; d++) {
        UCalendarDaysOfWeek day = d == 7 ? UCAL_SUNDAY : (UCalendarDaysOfWeek)(d + 1);
        if (icu.ucal_getDayOfWeekType(cal, day, &e) != UCAL_WEEKDAY && !U_FAILURE(e))
            out[n++] = d;
    }
    icu.ucal_close(cal);
    size_t sc = gc_scope_open(vm);
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)n));
    Value r = V_EXC;
    if (*arr == V_EXC)
        goto out;
    for (int32_t i = 0; i < n; i++)
        if (vm_array_append(vm, *arr, v_int(out[i])) < 0)
            goto out;
    r = *arr;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* localeInfo(tag, kind): 0 the calendars (array), 1 the collations
 * (array), 2 the default hour cycle ("h23"), 3 the time zones of the
 * region tag (array), 4 the character direction ("ltr"/"rtl"), 5 the week
 * ([firstDay, weekend...]) */
static Value n_locale_info(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    int kind = v_is_int(ARG(1)) ? v_get_int(ARG(1)) : -1;
    char loc[ULOC_FULLNAME_CAPACITY + 64];
    if (kind == 3) {
        Value r = zones_of(vm, tag);
        free(tag);
        return r;
    }
    bool ok = intl_icu_locale(tag, loc, sizeof loc);
    if (!ok) {
        free(tag);
        return vm_throw_error(vm, ERR_RANGE, "Incorrect locale information provided");
    }
    UErrorCode e = U_ZERO_ERROR;
    Value r;
    switch (kind) {
    case 0:
    case 1: {
        UEnumeration *en = kind == 0 ? icu.ucal_getKeywordValuesForLocale("calendar", loc, true, &e)
                                     : icu.ucol_getKeywordValuesForLocale("collation", loc, true, &e);
        r = U_FAILURE(e) ? intl_throw_icu(vm, "Intl.Locale", e) : keyword_values(vm, en, kind == 0 ? "ca" : "co");
        break;
    }
    case 2: {
        const char *args[1] = {tag};
        UDateTimePatternGenerator *g = intl_get(vm, IK_DTPG, args, 1);
        if (!g) {
            r = V_EXC;
            break;
        }
        UDateFormatHourCycle hc = icu.udatpg_getDefaultHourCycle(g, &e);
        static const char *const names[] = {"h11", "h12", "h23", "h24"};
        r = U_FAILURE(e) || hc < 0 || hc > 3 ? intl_throw_icu(vm, "Intl.Locale.prototype.getHourCycles", e)
                                             : vm_str_from_cstr(vm, names[hc]);
        break;
    }
    case 4:
        r = vm_str_from_cstr(vm, icu.uloc_getCharacterOrientation(loc, &e) == ULOC_LAYOUT_RTL ? "rtl" : "ltr");
        break;
    case 5:
        r = week_of(vm, loc);
        break;
    default:
        r = vm_throw_error(vm, ERR_TYPE, "Intl: internal: bad localeInfo kind");
    }
    free(tag);
    return r;
}

const LibFn intl_locale_fns[] = {
    {"localeInfo", n_locale_info, 2, 0},
    {NULL, NULL, 0, 0},
};
