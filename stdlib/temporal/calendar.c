/* stdlib/temporal/calendar.c — Temporal's non-ISO calendars through ICU's
 * UCalendar: the two questions stdlib/temporal/calendar.js asks, in ICU's
 * own terms (extended year, 0-based month, leap-month flag). The mapping
 * to Temporal's fields (arithmetic year, ordinal month, month code, eras)
 * and every piece of arithmetic are JavaScript's.
 *
 * Calendars are UCalendars in UTC with a proleptic Gregorian change (the
 * ISO calendar has no Julian part), from intl.c's per-VM cache (IK_CAL),
 * keyed by the BCP 47 tag "und-u-ca-NAME". Days are epoch days (days since
 * 1970-01-01); natives take and return primitives and arrays of Numbers.
 */
#include "../lib.h"
#include "../intl/intl.h"

#define MS_PER_DAY 86400000.0

/* The cached UCalendar of the calendar named by v; NULL with an exception. */
static UCalendar *calendar_of(Vm *vm, Value v)
{
    if (!icu_load(ICU_I18N)) {
        vm_throw_error(vm, ERR_ERROR, "Temporal: %s (ICU) could not be loaded for calendars",
                       icu_library(ICU_I18N));
        return NULL;
    }
    char *name = intl_utf8(vm, v);
    if (!name)
        return NULL;
    char tag[64];
    snprintf(tag, sizeof tag, "und-u-ca-%s", name);
    free(name);
    const char *args[1] = {tag};
    return intl_get(vm, IK_CAL, args, 1);
}

/* Numbers are immediates: an array of them holds no heap reference. */
static Value num_array(Vm *vm, const double *xs, int n)
{
    Value v[1 + 3 * 14];
    for (int i = 0; i < n; i++)
        v[i] = v_num(xs[i]);
    return vm_new_array_from(vm, v, (uint32_t)n);
}

/* calFromDay(cal, epochDay): [extendedYear, era, year, month, isLeapMonth,
 * day] of ICU's calendar on that day (month 0-based, ICU's numbering). */
static Value n_cal_from_day(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    UCalendar *cal = calendar_of(vm, ARG(0));
    if (!cal)
        return V_EXC;
    UErrorCode e = U_ZERO_ERROR;
    icu.ucal_setMillis(cal, v_to_double(ARG(1)) * MS_PER_DAY, &e);
    static const UCalendarDateFields f[] = {UCAL_EXTENDED_YEAR, UCAL_ERA, UCAL_YEAR, UCAL_MONTH, UCAL_IS_LEAP_MONTH,
                                            UCAL_DATE};
    double out[6];
    for (int i = 0; i < 6; i++)
        out[i] = icu.ucal_get(cal, f[i], &e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Temporal calendar", e);
    return num_array(vm, out, 6);
}

/* calYear(cal, extendedYear): [firstEpochDay, month, isLeapMonth, days, ...]
 * of the months of ICU's extended year, in order (at most 14 of them). */
static Value n_cal_year(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    UCalendar *cal = calendar_of(vm, ARG(0));
    if (!cal)
        return V_EXC;
    int32_t year = (int32_t)v_to_double(ARG(1));
    UErrorCode e = U_ZERO_ERROR;
    icu.ucal_clear(cal);
    icu.ucal_set(cal, UCAL_EXTENDED_YEAR, year);
    icu.ucal_set(cal, UCAL_MONTH, 0);
    icu.ucal_set(cal, UCAL_IS_LEAP_MONTH, 0);
    icu.ucal_set(cal, UCAL_DATE, 1);
    double out[1 + 3 * 14];
    int n = 0;
    double ms = icu.ucal_getMillis(cal, &e);
    out[n++] = ms / MS_PER_DAY;
    /* a month ends where the next begins: step a month's length in days
     * until the extended year changes */
    while (!U_FAILURE(e) && n + 3 <= (int)(sizeof out / sizeof out[0])) {
        if (icu.ucal_get(cal, UCAL_EXTENDED_YEAR, &e) != year)
            break;
        int32_t len = icu.ucal_getLimit(cal, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &e);
        out[n++] = icu.ucal_get(cal, UCAL_MONTH, &e);
        out[n++] = icu.ucal_get(cal, UCAL_IS_LEAP_MONTH, &e);
        out[n++] = len;
        icu.ucal_add(cal, UCAL_DATE, len, &e);
    }
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Temporal calendar", e);
    return num_array(vm, out, n);
}

const LibFn temporal_calendar_fns[] = {
    {"calFromDay", n_cal_from_day, 2, 0},
    {"calYear", n_cal_year, 2, 0},
    {NULL, NULL, 0, 0},
};
