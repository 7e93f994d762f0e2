/* stdlib/date_int.h — the Date builtin's shared pieces (stdlib/date*.c only).
 *
 * A time value is a double: milliseconds since 1970-01-01T00:00:00Z, NaN for
 * an invalid date, always TimeClip'd (|t| <= 8.64e15, integral). The spec's
 * day/year arithmetic (ECMA-262 21.4.1) is done in int64 on whole days.
 * Local time comes from the C library (localtime_r, honouring TZ).
 */
#ifndef TARN_DATE_INT_H
#define TARN_DATE_INT_H

#include <stdbool.h>
#include <stdint.h>

#define MS_PER_DAY 86400000.0

typedef struct DateFields {
    int64_t year;
    int month;   /* 0..11 */
    int day;     /* 1..31 */
    int hour, min, sec, ms;
    int wday;    /* 0 = Sunday */
} DateFields;

/* Split a finite time value into its fields (UTC arithmetic). */
void date_split(double t, DateFields *f);
/* MakeDay(year, month, date) in days, MakeTime in ms; NaN when not finite. */
double date_make_day(double year, double month, double date);
double date_make_time(double h, double m, double s, double ms);
double date_time_clip(double t);
/* Local offset (local - UTC, ms) in effect at UTC instant t. */
double date_local_offset(double t);
/* UTC(t) for a local time value t (the offset before a transition wins). */
double date_utc_from_local(double t);
/* Date.parse: a time value or NaN (stdlib/date_parse.c). */
double date_parse_cstr(const char *s);

#endif
