/* stdlib/date_parse.c — Date.parse: the ISO format of ECMA-262 21.4.1.32
 * (date-only forms are UTC, date-time forms without an offset are local;
 * like V8, a day up to 31 rolls over into the next month),
 * then a fallback for the legacy forms V8 also reads: toString/toUTCString
 * output, "March 7, 2022 10:00", "3/7/2022", "2022/03/07 10:00:00 GMT+0100",
 * with am/pm, UTC/GMT/Z and the US zone abbreviations. Works on UTF-8 bytes;
 * returns a time value (not yet clipped) or NaN.
 */
#include <ctype.h>
#include <math.h>
#include <string.h>
#include <strings.h>

#include "date_int.h"

static int digits(const char **p, int n, int *out)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (!isdigit((unsigned char)(*p)[i]))
            return -1;
        v = v * 10 + ((*p)[i] - '0');
    }
    *p += n;
    *out = v;
    return 0;
}

static double finish(double y, int mon, int day, int h, int mi, int s, int ms, bool has_tz, int tz_min)
{
    double t = date_make_day(y, mon - 1, day) * MS_PER_DAY + date_make_time(h, mi, s, ms);
    if (has_tz)
        return t - tz_min * 60000.0;
    return date_utc_from_local(t);
}

/* 1 and *out on a full ISO match, 0 when the text is not ISO. */
static int parse_iso(const char *p, double *out)
{
    int y, mon = 1, day = 1, h = 0, mi = 0, s = 0, ms = 0, sign = 1;
    if (*p == '+' || *p == '-') {
        sign = *p == '-' ? -1 : 1;
        p++;
        if (digits(&p, 6, &y) < 0 || (sign < 0 && y == 0))
            return 0;
    } else if (digits(&p, 4, &y) < 0) {
        return 0;
    }
    if (*p == '-') {
        p++;
        if (digits(&p, 2, &mon) < 0)
            return 0;
        if (*p == '-') {
            p++;
            if (digits(&p, 2, &day) < 0)
                return 0;
        }
    }
    bool has_time = false, has_tz = false;
    int tz = 0;
    if (*p == 'T' || *p == 't') {
        p++;
        has_time = true;
        if (digits(&p, 2, &h) < 0 || *p++ != ':' || digits(&p, 2, &mi) < 0)
            return 0;
        if (*p == ':') {
            p++;
            if (digits(&p, 2, &s) < 0)
                return 0;
            if (*p == '.') {
                p++;
                if (!isdigit((unsigned char)*p))
                    return 0;
                int scale = 100;
                while (isdigit((unsigned char)*p)) {
                    ms += (*p - '0') * scale;
                    scale /= 10;
                    p++;
                }
            }
        }
        if (*p == 'Z' || *p == 'z') {
            p++;
            has_tz = true;
        } else if (*p == '+' || *p == '-') {
            int sg = *p++ == '-' ? -1 : 1, th, tm;
            if (digits(&p, 2, &th) < 0 || *p++ != ':' || digits(&p, 2, &tm) < 0 || th > 23 || tm > 59)
                return 0;
            has_tz = true;
            tz = sg * (th * 60 + tm);
        }
    }
    if (*p)
        return 0;
    double yy = (double)sign * y;
    if (mon < 1 || mon > 12 || day < 1 || day > 31 || h > 24 || mi > 59 || s > 59 ||
        (h == 24 && (mi || s || ms))) {
        *out = NAN;
        return 1;
    }
    if (!has_time)
        has_tz = true; /* date-only forms are UTC */
    *out = finish(yy, mon, day, h, mi, s, ms, has_tz, tz);
    return 1;
}

/* ---- legacy forms ----------------------------------------------------------- */

static const char *const months[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                     "jul", "aug", "sep", "oct", "nov", "dec"};
static const char *const wdays[] = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"};

static const struct { const char *name; int off; } zones[] = {
    {"ut", 0}, {"utc", 0}, {"gmt", 0}, {"z", 0},
    {"est", -300}, {"edt", -240}, {"cst", -360}, {"cdt", -300},
    {"mst", -420}, {"mdt", -360}, {"pst", -480}, {"pdt", -420},
};

typedef struct Legacy {
    int comp[3], ncomp, comp_digits[3];
    int month;             /* from a month name, 0 = none */
    int h, mi, s, ms;      /* h < 0: no time */
    int ampm;              /* 0 none, 1 am, 2 pm */
    bool has_tz;
    int tz;                /* minutes east of UTC */
    bool tz_word;          /* a UTC/GMT word was read: a following sign is its offset */
} Legacy;

static int read_number(const char **p, int *ndig)
{
    int v = 0, n = 0;
    while (isdigit((unsigned char)**p)) {
        if (n < 9)
            v = v * 10 + (**p - '0');
        n++;
        (*p)++;
    }
    *ndig = n;
    return v;
}

static double parse_legacy(const char *p)
{
    Legacy L;
    memset(&L, 0, sizeof L);
    L.h = -1;
    bool seen_number = false;
    while (*p) {
        unsigned char c = (unsigned char)*p;
        if (isspace(c) || c == ',') {
            p++;
        } else if (c == '(') {
            int depth = 0;
            do {
                if (*p == '(')
                    depth++;
                else if (*p == ')')
                    depth--;
                p++;
            } while (*p && depth > 0);
        } else if (isdigit(c)) {
            int nd, v = read_number(&p, &nd);
            seen_number = true;
            if (*p == ':' && L.h < 0) {
                L.h = v;
                p++;
                int d2;
                L.mi = read_number(&p, &d2);
                if (d2 == 0)
                    return NAN;
                if (*p == ':') {
                    p++;
                    L.s = read_number(&p, &d2);
                    if (d2 == 0)
                        return NAN;
                    if (*p == '.') {
                        p++;
                        int ms = read_number(&p, &d2);
                        if (d2 == 0)
                            return NAN;
                        while (d2 > 3) {
                            ms /= 10;
                            d2--;
                        }
                        while (d2 < 3) {
                            ms *= 10;
                            d2++;
                        }
                        L.ms = ms;
                    }
                }
            } else if (*p == '.' && L.h >= 0) {
                return NAN;
            } else {
                if (L.ncomp == 3)
                    return NAN;
                L.comp_digits[L.ncomp] = nd;
                L.comp[L.ncomp++] = v;
                if (*p == '/' || *p == '-' || *p == '.')
                    p++;
            }
        } else if ((c == '+' || c == '-') && isdigit((unsigned char)p[1]) && (L.h >= 0 || L.tz_word)) {
            int sg = c == '-' ? -1 : 1, nd;
            p++;
            int v = read_number(&p, &nd);
            int hh, mm = 0;
            if (nd <= 2) {
                hh = v;
                if (*p == ':') {
                    p++;
                    mm = read_number(&p, &nd);
                }
            } else {
                hh = v / 100;
                mm = v % 100;
            }
            L.has_tz = true;
            L.tz = sg * (hh * 60 + mm);
            L.tz_word = false;
        } else if (isalpha(c)) {
            char w[16];
            size_t n = 0;
            while (isalpha((unsigned char)*p)) {
                if (n < sizeof w - 1)
                    w[n++] = (char)tolower((unsigned char)*p);
                p++;
            }
            w[n] = 0;
            bool known = false;
            if (!strcmp(w, "am") || !strcmp(w, "pm")) {
                L.ampm = w[0] == 'a' ? 1 : 2;
                known = true;
            }
            for (size_t i = 0; !known && i < sizeof zones / sizeof zones[0]; i++)
                if (!strcmp(w, zones[i].name)) {
                    L.has_tz = true;
                    L.tz = zones[i].off;
                    L.tz_word = true;
                    known = true;
                }
            for (int i = 0; !known && n >= 3 && i < 12; i++)
                if (!strncmp(w, months[i], 3)) {
                    L.month = i + 1;
                    known = true;
                }
            for (int i = 0; !known && n >= 3 && i < 7; i++)
                if (!strncmp(w, wdays[i], 3))
                    known = true;
            if (!known && seen_number)
                return NAN;
        } else {
            return NAN;
        }
    }
    /* compose the date */
    double y;
    int mon, day;
    int ydig;
    if (L.month) {
        mon = L.month;
        if (L.ncomp == 0)
            return NAN;
        if (L.ncomp == 1 && L.comp[0] > 31) {
            y = L.comp[0];
            ydig = L.comp_digits[0];
            day = 1;
        } else if (L.ncomp == 1) {
            day = L.comp[0];
            y = 2001;
            ydig = 4;
        } else if (L.comp[0] > 31 || L.comp_digits[0] >= 3) {
            y = L.comp[0];
            ydig = L.comp_digits[0];
            day = L.comp[1];
        } else {
            day = L.comp[0];
            y = L.comp[1];
            ydig = L.comp_digits[1];
        }
        if (L.ncomp == 3)
            return NAN;
    } else {
        if (L.ncomp == 0)
            return NAN;
        if (L.ncomp == 1) { /* V8: 1..12 is a month of 2001, 0 or past 31 a year */
            bool is_month = L.comp[0] >= 1 && L.comp[0] <= 12 && L.comp_digits[0] <= 2;
            if (!is_month && L.comp[0] <= 31 && L.comp[0] != 0 && L.comp_digits[0] <= 2)
                return NAN;
            y = is_month ? 2001 : L.comp[0];
            ydig = is_month ? 4 : L.comp_digits[0];
            mon = is_month ? L.comp[0] : 1;
            day = 1;
        } else if (L.comp_digits[0] >= 3 || L.comp[0] > 31) {
            y = L.comp[0];
            ydig = L.comp_digits[0];
            mon = L.comp[1];
            day = L.ncomp == 3 ? L.comp[2] : 1;
        } else {
            mon = L.comp[0];
            day = L.comp[1];
            if (L.ncomp == 3) {
                y = L.comp[2];
                ydig = L.comp_digits[2];
            } else {
                y = 2001;
                ydig = 4;
            }
        }
    }
    if (ydig <= 2)
        y += y < 50 ? 2000 : 1900;
    int h = L.h < 0 ? 0 : L.h;
    if (L.ampm) {
        if (h > 12)
            return NAN;
        if (L.ampm == 1 && h == 12)
            h = 0;
        else if (L.ampm == 2 && h < 12)
            h += 12;
    }
    if (mon < 1 || mon > 12 || day < 1 || day > 31 || h > 24 || L.mi > 59 || L.s > 59 ||
        (h == 24 && (L.mi || L.s || L.ms)))
        return NAN;
    return finish(y, mon, day, h, L.mi, L.s, L.ms, L.has_tz, L.tz);
}

double date_parse_cstr(const char *s)
{
    double t; /* leading spaces make V8 read even an ISO text as a legacy one */
    if (parse_iso(s, &t))
        return t;
    return parse_legacy(s);
}
