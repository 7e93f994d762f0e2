/* stdlib/date_time.c — the Date builtin's calendar and time-zone arithmetic:
 * days <-> civil dates (proleptic Gregorian, any year a time value can
 * reach), MakeDay/MakeTime/TimeClip, and the local offset from the C
 * library's localtime_r (so TZ is honoured). No GC, no JS values here.
 */
#include <math.h>
#include <time.h>

#include "date_int.h"

/* Days since 1970-01-01 of y-m-d (m 1..12), proleptic Gregorian. The 400-year
 * era is 146097 days; counting from March puts the leap day last. */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t mp = (m + 9) % 12;
    int64_t doy = (153 * mp + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

void date_split(double t, DateFields *f)
{
    double day = floor(t / MS_PER_DAY);
    int64_t in_day = (int64_t)(t - day * MS_PER_DAY);
    int64_t dn = (int64_t)day;
    int m, d;
    civil_from_days(dn, &f->year, &m, &d);
    f->month = m - 1;
    f->day = d;
    f->hour = (int)(in_day / 3600000);
    f->min = (int)(in_day / 60000 % 60);
    f->sec = (int)(in_day / 1000 % 60);
    f->ms = (int)(in_day % 1000);
    f->wday = (int)(((dn + 4) % 7 + 7) % 7);
}

double date_make_day(double year, double month, double date)
{
    if (!isfinite(year) || !isfinite(month) || !isfinite(date))
        return NAN;
    double y = trunc(year), m = trunc(month), dt = trunc(date);
    double ym = y + floor(m / 12);
    /* beyond any clippable time value: keep the int64 arithmetic defined */
    if (fabs(ym) > 400000.0)
        return NAN;
    int mn = (int)(m - floor(m / 12) * 12);
    return (double)days_from_civil((int64_t)ym, mn + 1, 1) + dt - 1;
}

double date_make_time(double h, double m, double s, double ms)
{
    if (!isfinite(h) || !isfinite(m) || !isfinite(s) || !isfinite(ms))
        return NAN;
    return trunc(h) * 3600000.0 + trunc(m) * 60000.0 + trunc(s) * 1000.0 + trunc(ms);
}

double date_time_clip(double t)
{
    if (!isfinite(t) || fabs(t) > 8.64e15)
        return NAN;
    return trunc(t) + 0.0; /* + 0.0 turns -0 into +0 */
}

double date_local_offset(double t)
{
    if (!isfinite(t))
        return 0;
    time_t s = (time_t)floor(t / 1000);
    struct tm tm;
    if (!localtime_r(&s, &tm))
        return 0;
    return (double)tm.tm_gmtoff * 1000.0;
}

/* A local time names one instant, two (the repeated hour when clocks go
 * back) or none (the skipped hour): like V8, use the offset in effect
 * before the transition in both cases. A day either side is far enough to
 * see both offsets and close enough that zones do not change twice. */
double date_utc_from_local(double t)
{
    if (!isfinite(t))
        return NAN;
    double before = date_local_offset(t - MS_PER_DAY);
    double after = date_local_offset(t + MS_PER_DAY);
    if (date_local_offset(t - before) == before)
        return t - before;
    if (before != after && date_local_offset(t - after) == after)
        return t - after;
    return t - before;
}
