/* tests/unit/date/test_date_time.c — calendar arithmetic, TimeClip, the
 * local-offset choice at DST transitions and Date.parse (stdlib/date_*.c). */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "../../../stdlib/date_int.h"

/* Every day from year -2000 to 3000 splits back to the day it came from. */
Test(date, split_round_trips_days)
{
    for (double day = -1457397; day <= 376200; day += 1) {
        DateFields f;
        date_split(day * MS_PER_DAY + 3723004, &f);
        cr_assert_eq(date_make_day((double)f.year, f.month, f.day), day, "day %.0f", day);
        cr_assert_eq(f.hour, 1);
        cr_assert_eq(f.min, 2);
        cr_assert_eq(f.sec, 3);
        cr_assert_eq(f.ms, 4);
        cr_assert_eq(f.wday, (int)(fmod(fmod(day + 4, 7) + 7, 7)));
    }
}

Test(date, known_dates)
{
    DateFields f;
    date_split(0, &f);
    cr_assert(f.year == 1970 && f.month == 0 && f.day == 1 && f.wday == 4);
    date_split(-1, &f);
    cr_assert(f.year == 1969 && f.month == 11 && f.day == 31 && f.hour == 23 && f.ms == 999);
    date_split(8.64e15, &f);
    cr_assert(f.year == 275760 && f.month == 8 && f.day == 13);
    date_split(-8.64e15, &f);
    cr_assert(f.year == -271821 && f.month == 3 && f.day == 20);
    cr_assert_eq(date_make_day(2020, 1, 29), 18321);
    cr_assert_eq(date_make_day(2020, 13, 1), date_make_day(2021, 1, 1));
    cr_assert_eq(date_make_day(2020, -1, 1), date_make_day(2019, 11, 1));
    cr_assert(isnan(date_make_day(NAN, 0, 1)));
    cr_assert(isnan(date_make_day(1e9, 0, 1)));
    cr_assert(isnan(date_make_time(INFINITY, 0, 0, 0)));
}

Test(date, time_clip)
{
    cr_assert_eq(date_time_clip(8.64e15), 8.64e15);
    cr_assert(isnan(date_time_clip(8.64e15 + 1)));
    cr_assert(isnan(date_time_clip(INFINITY)));
    cr_assert_eq(date_time_clip(-1.9), -1);
    cr_assert(!signbit(date_time_clip(-0.5)));
}

Test(date, dst_transitions)
{
    setenv("TZ", "America/New_York", 1);
    tzset();
    /* 2021-03-14 02:30 local does not exist: the offset before (-5h) is used */
    double gap = date_make_day(2021, 2, 14) * MS_PER_DAY + date_make_time(2, 30, 0, 0);
    cr_assert_eq(date_utc_from_local(gap), gap + 5 * 3600000.0);
    /* 2021-11-07 01:30 local happens twice: the first (-4h) wins */
    double rep = date_make_day(2021, 10, 7) * MS_PER_DAY + date_make_time(1, 30, 0, 0);
    cr_assert_eq(date_utc_from_local(rep), rep + 4 * 3600000.0);
    cr_assert_eq(date_local_offset(0), -5 * 3600000.0);
    setenv("TZ", "UTC", 1);
    tzset();
    cr_assert_eq(date_utc_from_local(gap), gap);
}

Test(date, parse)
{
    setenv("TZ", "UTC", 1);
    tzset();
    cr_assert_eq(date_parse_cstr("1970-01-01"), 0);
    cr_assert_eq(date_parse_cstr("2022-03-07T10:20:30.5+01:00"), 1646644830500.0);
    cr_assert_eq(date_parse_cstr("+275760-09-13T00:00:00Z"), 8.64e15);
    cr_assert(isnan(date_parse_cstr("2022-13-01")));
    cr_assert_eq(date_parse_cstr("Tue, 01 Mar 2022 09:00:00 GMT"), 1646125200000.0);
    cr_assert_eq(date_parse_cstr("March 7, 2022 10:00 PM EST"), 1646708400000.0);
    cr_assert(isnan(date_parse_cstr("5 hello"))); /* a word before any number is ignored, after one is an error */
    cr_assert(isnan(date_parse_cstr("")));
}
