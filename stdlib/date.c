/* stdlib/date.c — the Date constructor, Date.now/parse/UTC and every
 * Date.prototype method, with V8's text forms and messages.
 *
 * A Date is a PrimObj of class CLS_DATE whose prim is its time value (a
 * number; NaN when invalid). Arithmetic lives in date_time.c, parsing in
 * date_parse.c. Local time is the C library's, so TZ is honoured; the zone
 * names in toString come from a table (docs/stdlib-notes.md).
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include "date_int.h"
#include "lib.h"

static const char *const wday_names[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
static const char *const month_names[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

static double now_ms(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec * 1000.0 + (double)(tv.tv_usec / 1000);
}

static double local_time(double t) { return t + date_local_offset(t); }

/* ---- this value ----------------------------------------------------------- */

/* thisTimeValue. V8's getters say "this is not a Date object."; every
 * other method names itself and the receiver. */
static int this_time_named(Vm *vm, Value *argv, double *out, bool getter)
{
    Value t = THIS;
    if (!v_is_class(t, CLS_DATE)) {
        if (getter) {
            vm_throw_error(vm, ERR_TYPE, "this is not a Date object.");
            return -1;
        }
        char name[80] = "Date.prototype.";
        Value n = vm_func_name_noalloc(vm, CALLEE);
        String *s = v_is_string(n) ? vm_str_flat(vm, n) : NULL;
        for (uint32_t i = 0, o = 15; s && i < s->len && o < sizeof name - 1; i++, o++)
            name[o] = (char)str_at(s, i), name[o + 1] = 0;
        lib_throw_incompatible(vm, name, t);
        return -1;
    }
    *out = v_to_double(((PrimObj *)v_cell(t))->prim);
    return 0;
}

#define this_time(vm, argv, out) this_time_named(vm, argv, out, false)

/* Date.prototype.toTemporalInstant(): the Temporal.Instant of the time
 * value (stdlib/temporal makes Temporal's machinery on first use). */
static Value date_to_temporal_instant(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    double t;
    if (this_time(vm, argv, &t) < 0)
        return V_EXC;
    if (isnan(t))
        return vm_throw_error(vm, ERR_RANGE, "Invalid time value");
    return lib_temporal_instant_from_ms_js(vm, t);
}

static Value set_time(Vm *vm, Value d, double t)
{
    Value v = v_num(t);
    GC_WRITE(vm, v_obj(d), &((PrimObj *)v_cell(d))->prim, v);
    return v;
}

/* ---- text forms ------------------------------------------------------------ */

/* IANA zones whose C-library abbreviation is numeric ("+04") but that ICU
 * names (standard and daylight names); other numeric ones print
 * "GMT+04:00" in node too. Looked up before the abbreviation table, so that
 * Lord Howe's years on AEST keep ICU's zone name. */
static const char *zone_by_tz(bool dst)
{
    static const struct { const char *tz, *std, *dst; } tab[] = {
        {"Asia/Dubai", "Gulf Standard Time", NULL},
        {"America/Sao_Paulo", "Brasilia Standard Time", "Brasilia Summer Time"},
        {"America/Argentina/Buenos_Aires", "Argentina Standard Time", "Argentina Summer Time"},
        {"Asia/Singapore", "Singapore Standard Time", NULL},
        {"Australia/Lord_Howe", "Lord Howe Standard Time", "Lord Howe Daylight Time"},
        {"Pacific/Chatham", "Chatham Standard Time", "Chatham Daylight Time"},
    };
    const char *tz = getenv("TZ");
    if (!tz)
        return NULL;
    if (*tz == ':')
        tz++;
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (strcmp(tz, tab[i].tz) == 0)
            return dst && tab[i].dst ? tab[i].dst : tab[i].std;
    return NULL;
}

/* ICU's long name of the zone in effect, from the abbreviation (and the
 * offset where abbreviations are shared), or "GMT+hh:mm". */
static void zone_name(const struct tm *tm, LibBuf *b)
{
    static const struct { const char *abbr; long off; const char *name; } tab[] = {
        {"UTC", 0, "Coordinated Universal Time"}, {"GMT", 0, "Greenwich Mean Time"},
        {"BST", 3600, "British Summer Time"}, {"IST", 3600, "Irish Standard Time"},
        {"IST", 19800, "India Standard Time"}, {"IST", 7200, "Israel Standard Time"},
        {"IDT", 10800, "Israel Daylight Time"},
        {"WET", 0, "Western European Standard Time"}, {"WEST", 3600, "Western European Summer Time"},
        {"CET", 3600, "Central European Standard Time"}, {"CEST", 7200, "Central European Summer Time"},
        {"EET", 7200, "Eastern European Standard Time"}, {"EEST", 10800, "Eastern European Summer Time"},
        {"MSK", 10800, "Moscow Standard Time"}, {"SAST", 7200, "South Africa Standard Time"},
        {"EST", -18000, "Eastern Standard Time"}, {"EDT", -14400, "Eastern Daylight Time"},
        {"CST", -21600, "Central Standard Time"}, {"CDT", -18000, "Central Daylight Time"},
        {"MST", -25200, "Mountain Standard Time"}, {"MDT", -21600, "Mountain Daylight Time"},
        {"PST", -28800, "Pacific Standard Time"}, {"PDT", -25200, "Pacific Daylight Time"},
        {"AKST", -32400, "Alaska Standard Time"}, {"AKDT", -28800, "Alaska Daylight Time"},
        {"HST", -36000, "Hawaii-Aleutian Standard Time"},
        {"CST", 28800, "China Standard Time"}, {"HKT", 28800, "Hong Kong Standard Time"},
        {"JST", 32400, "Japan Standard Time"}, {"KST", 32400, "Korean Standard Time"},
        {"PKT", 18000, "Pakistan Standard Time"},
        {"AEST", 36000, "Australian Eastern Standard Time"},
        {"AEDT", 39600, "Australian Eastern Daylight Time"},
        {"ACST", 34200, "Australian Central Standard Time"},
        {"ACDT", 37800, "Australian Central Daylight Time"},
        {"AWST", 28800, "Australian Western Standard Time"},
        {"NZST", 43200, "New Zealand Standard Time"}, {"NZDT", 46800, "New Zealand Daylight Time"},
    };
    const char *n = zone_by_tz(tm->tm_isdst > 0);
    if (n) {
        lib_buf_str(b, n);
        return;
    }
    const char *abbr = tm->tm_zone ? tm->tm_zone : "";
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (strcmp(abbr, tab[i].abbr) == 0 && tm->tm_gmtoff == tab[i].off) {
            lib_buf_str(b, tab[i].name);
            return;
        }
    long off = tm->tm_gmtoff / 60;
    long a = off < 0 ? -off : off;
    lib_buf_printf(b, "GMT%c%02ld:%02ld", off < 0 ? '-' : '+', a / 60, a % 60);
}

static void fmt_year(LibBuf *b, int64_t y)
{
    if (y < 0)
        lib_buf_printf(b, "-%04lld", (long long)-y);
    else
        lib_buf_printf(b, "%04lld", (long long)y);
}

/* "GMT+0100 (Central European Standard Time)" for UTC instant t. */
static void fmt_zone(LibBuf *b, double t)
{
    time_t s = (time_t)floor(t / 1000);
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    if (!localtime_r(&s, &tm))
        tm.tm_zone = "UTC";
    long off = tm.tm_gmtoff / 60;
    long a = off < 0 ? -off : off;
    lib_buf_printf(b, "GMT%c%02ld%02ld (", off < 0 ? '-' : '+', a / 60, a % 60);
    zone_name(&tm, b);
    lib_buf_ch(b, ')');
}

enum { FMT_FULL, FMT_DATE, FMT_TIME, FMT_UTC, FMT_ISO, FMT_LOCALE, FMT_LOCALE_DATE, FMT_LOCALE_TIME };

static void fmt_date(LibBuf *b, double t, int kind)
{
    DateFields f;
    if (kind == FMT_UTC || kind == FMT_ISO) {
        date_split(t, &f);
    } else {
        date_split(local_time(t), &f);
    }
    switch (kind) {
    case FMT_FULL:
    case FMT_DATE:
        lib_buf_printf(b, "%s %s %02d ", wday_names[f.wday], month_names[f.month], f.day);
        fmt_year(b, f.year);
        if (kind == FMT_DATE)
            break;
        lib_buf_ch(b, ' ');
        /* fall through */
    case FMT_TIME:
        lib_buf_printf(b, "%02d:%02d:%02d ", f.hour, f.min, f.sec);
        fmt_zone(b, t);
        break;
    case FMT_UTC:
        lib_buf_printf(b, "%s, %02d %s ", wday_names[f.wday], f.day, month_names[f.month]);
        fmt_year(b, f.year);
        lib_buf_printf(b, " %02d:%02d:%02d GMT", f.hour, f.min, f.sec);
        break;
    case FMT_ISO:
        if (f.year >= 0 && f.year <= 9999)
            lib_buf_printf(b, "%04lld", (long long)f.year);
        else
            lib_buf_printf(b, "%c%06lld", f.year < 0 ? '-' : '+', (long long)(f.year < 0 ? -f.year : f.year));
        lib_buf_printf(b, "-%02d-%02dT%02d:%02d:%02d.%03dZ", f.month + 1, f.day, f.hour, f.min, f.sec, f.ms);
        break;
    default: {
        /* en-US: years before 1 count back (1 BC is "1"), 12-hour clock */
        int64_t y = f.year <= 0 ? 1 - f.year : f.year;
        if (kind != FMT_LOCALE_TIME)
            lib_buf_printf(b, "%d/%d/%lld", f.month + 1, f.day, (long long)y);
        if (kind == FMT_LOCALE)
            lib_buf_str(b, ", ");
        if (kind != FMT_LOCALE_DATE)
            lib_buf_printf(b, "%d:%02d:%02d %s", f.hour % 12 == 0 ? 12 : f.hour % 12, f.min, f.sec,
                           f.hour < 12 ? "AM" : "PM");
        break;
    }
    }
}

static Value date_text(Vm *vm, double t, int kind)
{
    if (isnan(t))
        return vm_str_from_cstr(vm, "Invalid Date");
    LibBuf b;
    lib_buf_init(&b);
    fmt_date(&b, t, kind);
    return lib_buf_to_str(vm, &b);
}

int lib_date_inspect(Vm *vm, Value d, LibBuf *b)
{
    (void)vm;
    double t = v_to_double(((PrimObj *)v_cell(d))->prim);
    if (isnan(t))
        lib_buf_str(b, "Invalid Date");
    else
        fmt_date(b, t, FMT_ISO);
    return 0;
}

/* ---- constructor ---------------------------------------------------------- */

/* ToNumber of each argument into n[0..argc), at most max. */
static int args_to_numbers(Vm *vm, Value *argv, int argc, int max, double *n)
{
    for (int i = 0; i < argc && i < max; i++)
        if (vm_to_number_js(vm, argv[i], &n[i]) < 0)
            return -1;
    return 0;
}

/* Year, month[, day, h, min, s, ms] as a time value (not clipped). */
static double from_components(const double *n, int argc)
{
    double y = n[0];
    if (!isnan(y)) {
        double yi = trunc(y);
        if (yi >= 0 && yi <= 99)
            y = 1900 + yi;
    }
    double day = date_make_day(y, argc > 1 ? n[1] : 0, argc > 2 ? n[2] : 1);
    double tm = date_make_time(argc > 3 ? n[3] : 0, argc > 4 ? n[4] : 0, argc > 5 ? n[5] : 0, argc > 6 ? n[6] : 0);
    return day * MS_PER_DAY + tm;
}

static double parse_value(Vm *vm, Value s, int *err)
{
    char *u = vm_str_to_utf8(vm, s, NULL);
    if (!u) {
        *err = -1;
        return NAN;
    }
    double t = date_parse_cstr(u);
    free(u);
    return date_time_clip(t);
}

static Value date_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return date_text(vm, now_ms(), FMT_FULL);
    double t;
    if (argc == 0) {
        t = now_ms();
    } else if (argc == 1) {
        if (v_is_class(argv[0], CLS_DATE)) {
            t = v_to_double(((PrimObj *)v_cell(argv[0]))->prim);
        } else {
            Value p = vm_to_primitive_js(vm, argv[0], 0);
            if (p == V_EXC)
                return V_EXC;
            if (v_is_string(p)) {
                int err = 0;
                t = parse_value(vm, p, &err);
                if (err)
                    return V_EXC;
            } else {
                if (vm_to_number_js(vm, p, &t) < 0)
                    return V_EXC;
                t = date_time_clip(t);
            }
        }
    } else {
        double n[7];
        if (args_to_numbers(vm, argv, argc, 7, n) < 0)
            return V_EXC;
        t = date_time_clip(date_utc_from_local(from_components(n, argc < 7 ? argc : 7)));
    }
    Value proto = vm->builtin[B_DATE_PROTO];
    if (v_is_object(THIS) && THIS != CALLEE) { /* subclass: new.target.prototype */
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            return V_EXC;
        if (v_is_object(p))
            proto = p;
    }
    Value o = vm_new_object_class(vm, CLS_DATE, sizeof(PrimObj), proto);
    if (o == V_EXC)
        return V_EXC;
    ((PrimObj *)v_cell(o))->prim = v_num(t);
    return o;
}

static Value date_now(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm, (void)argv, (void)argc, (void)construct;
    return v_num(now_ms());
}

static Value date_parse(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Value s = vm_to_string_js(vm, ARG(0));
    if (s == V_EXC)
        return V_EXC;
    int err = 0;
    double t = parse_value(vm, s, &err);
    return err ? V_EXC : v_num(t);
}

static Value date_utc(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double n[7] = {NAN, 0, 1, 0, 0, 0, 0};
    if (args_to_numbers(vm, argv, argc, 7, n) < 0)
        return V_EXC;
    return v_num(date_time_clip(from_components(n, argc < 1 ? 1 : argc > 7 ? 7 : argc)));
}

/* ---- getters -------------------------------------------------------------- */

enum { F_YEAR, F_MONTH, F_DATE, F_DAY, F_HOURS, F_MINUTES, F_SECONDS, F_MS, F_GETYEAR, F_TIME, F_TZ };
#define GET_UTC 16

static Value date_get(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    double t;
    int field = MAGIC & 15;
    if (this_time_named(vm, argv, &t, field != F_GETYEAR) < 0)
        return V_EXC;
    if (isnan(t))
        return v_num(NAN);
    if (field == F_TIME)
        return v_num(t);
    if (field == F_TZ) /* whole minutes as V8 (local-mean-time offsets have seconds); 0, not -0 */
        return v_num(trunc(-date_local_offset(t) / 60000.0) + 0.0);
    DateFields f;
    date_split((MAGIC & GET_UTC) ? t : local_time(t), &f);
    switch (field) {
    case F_YEAR: return v_num((double)f.year);
    case F_MONTH: return v_int(f.month);
    case F_DATE: return v_int(f.day);
    case F_DAY: return v_int(f.wday);
    case F_HOURS: return v_int(f.hour);
    case F_MINUTES: return v_int(f.min);
    case F_SECONDS: return v_int(f.sec);
    case F_MS: return v_int(f.ms);
    default: return v_num((double)f.year - 1900);
    }
}

/* ---- setters -------------------------------------------------------------- */

/* magic: the first field set (S_*), | GET_UTC for the UTC forms. Each setter
 * takes up to nargs[field] arguments naming consecutive fields. */
enum { S_YEAR, S_MONTH, S_DATE, S_HOURS, S_MINUTES, S_SECONDS, S_MS };
static const int set_nargs[] = {3, 2, 1, 4, 3, 2, 1};

static Value date_set(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double t;
    if (this_time(vm, argv, &t) < 0)
        return V_EXC;
    int first = MAGIC & 15;
    bool utc = MAGIC & GET_UTC;
    int n = argc < set_nargs[first] ? argc : set_nargs[first];
    double a[4] = {NAN, NAN, NAN, NAN};
    if (args_to_numbers(vm, argv, n < 1 ? 0 : n, 4, a) < 0)
        return V_EXC;
    if (n < 1)
        n = 1; /* a missing first argument is undefined: NaN */
    if (isnan(t)) {
        if (first != S_YEAR)
            return v_num(NAN);
        t = 0;
    } else if (!utc) {
        t = local_time(t);
    }
    DateFields f;
    date_split(t, &f);
    double fld[7] = {(double)f.year, f.month, f.day, f.hour, f.min, f.sec, f.ms};
    for (int i = 0; i < n; i++)
        fld[first + i] = a[i];
    double nt = date_make_day(fld[0], fld[1], fld[2]) * MS_PER_DAY + date_make_time(fld[3], fld[4], fld[5], fld[6]);
    if (!utc)
        nt = date_utc_from_local(nt);
    return set_time(vm, THIS, date_time_clip(nt));
}

static Value date_set_time(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double t;
    if (this_time(vm, argv, &t) < 0 || vm_to_number_js(vm, ARG(0), &t) < 0)
        return V_EXC;
    return set_time(vm, THIS, date_time_clip(t));
}

/* Annex B setYear: two-digit years are 1900s. */
static Value date_set_year(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double t, y;
    if (this_time(vm, argv, &t) < 0 || vm_to_number_js(vm, ARG(0), &y) < 0)
        return V_EXC;
    t = isnan(t) ? 0 : local_time(t);
    if (isnan(y))
        return set_time(vm, THIS, NAN);
    double yi = trunc(y);
    if (yi >= 0 && yi <= 99)
        yi += 1900;
    DateFields f;
    date_split(t, &f);
    double day = date_make_day(yi, f.month, f.day);
    double in_day = t - floor(t / MS_PER_DAY) * MS_PER_DAY;
    return set_time(vm, THIS, date_time_clip(date_utc_from_local(day * MS_PER_DAY + in_day)));
}

/* ---- string forms --------------------------------------------------------- */

static Value date_to_text(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    double t;
    if (this_time(vm, argv, &t) < 0)
        return V_EXC;
    int kind = MAGIC;
    if (kind >= FMT_LOCALE) { /* Intl.DateTimeFormat (stdlib/intl/, docs/intl.md) */
        size_t sc = gc_scope_open(vm);
        gc_handle(vm, v_num(t));
        gc_handle(vm, ARG(0));
        gc_handle(vm, ARG(1));
        Value *args = gc_handle(vm, v_int(kind - FMT_LOCALE)) - 3; /* handles are consecutive */
        Value r = lib_intl_call_js(vm, "dateToLocaleString", V_UNDEF, args, 4);
        gc_scope_close(vm, sc);
        return r;
    }
    if (kind == FMT_ISO && isnan(t))
        return vm_throw_error(vm, ERR_RANGE, "Invalid time value");
    return date_text(vm, t, kind);
}

static Value date_to_json(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_to_object(vm, THIS));
    if (*o == V_EXC)
        goto out;
    Value tv = vm_to_primitive_js(vm, *o, 1);
    if (tv == V_EXC)
        goto out;
    if (v_is_number(tv) && !isfinite(v_to_double(tv))) {
        r = V_NULL;
        goto out;
    }
    Value f = vm_get_str_js(vm, *o, "toISOString");
    if (f == V_EXC)
        goto out;
    if (!vm_is_callable_noalloc(f)) {
        vm_throw_error(vm, ERR_TYPE, "toISOString is not a function");
        goto out;
    }
    r = vm_call_js(vm, f, *o, 0, NULL);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value date_to_primitive(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_object(THIS)) {
        Value s = vm_to_string_js(vm, THIS);
        if (s == V_EXC)
            return V_EXC;
        char *u = vm_str_to_utf8(vm, s, NULL);
        if (!u)
            return V_EXC;
        vm_throw_error(vm, ERR_TYPE, "Method Date.prototype [ @@toPrimitive ] called on incompatible receiver %s", u);
        free(u);
        return V_EXC;
    }
    Value h = ARG(0);
    int hint = -1;
    if (h == vm->atom[A_string] || h == vm->atom[A_default])
        hint = 2;
    else if (h == vm->atom[A_number])
        hint = 1;
    if (hint < 0 && v_is_string(h)) { /* a non-atom string equal to one of them */
        char *u = vm_str_to_utf8(vm, h, NULL);
        if (!u)
            return V_EXC;
        hint = !strcmp(u, "string") || !strcmp(u, "default") ? 2 : !strcmp(u, "number") ? 1 : -1;
        if (hint < 0) {
            vm_throw_error(vm, ERR_TYPE, "Invalid hint: %s", u);
            free(u);
            return V_EXC;
        }
        free(u);
    }
    if (hint < 0) {
        Value s = v_is_symbol(h) ? lib_symbol_descriptive(vm, h) : vm_to_string_js(vm, h);
        if (s == V_EXC)
            return V_EXC;
        char *u = vm_str_to_utf8(vm, s, NULL);
        if (!u)
            return V_EXC;
        vm_throw_error(vm, ERR_TYPE, "Invalid hint: %s", u);
        free(u);
        return V_EXC;
    }
    /* OrdinaryToPrimitive: the plain object path with the chosen hint */
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, THIS);
    Value r = V_EXC;
    const char *order[2] = {hint == 2 ? "toString" : "valueOf", hint == 2 ? "valueOf" : "toString"};
    for (int i = 0; i < 2; i++) {
        Value f = vm_get_str_js(vm, *o, order[i]);
        if (f == V_EXC)
            goto out;
        if (vm_is_callable_noalloc(f)) {
            r = vm_call_js(vm, f, *o, 0, NULL);
            if (r == V_EXC || !v_is_object(r))
                goto out;
        }
    }
    r = vm_throw_error(vm, ERR_TYPE, "Cannot convert object to primitive value");
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- install -------------------------------------------------------------- */

int lib_install_date(Vm *vm)
{
    /* tzset() rewrites glibc's process-wide zone state (it frees and
     * reallocates the zone strings each call), so it runs once per process,
     * not in every vm_new: VMs created on other threads would race on it.
     * localtime_r only reads that state afterwards. */
    static pthread_once_t tz_once = PTHREAD_ONCE_INIT;
    pthread_once(&tz_once, tzset);
    static const LibFn statics[] = {
        {"now", date_now, 0, 0}, {"parse", date_parse, 1, 0}, {"UTC", date_utc, 7, 0}, {NULL, NULL, 0, 0}};
    /* node's property order of Date.prototype */
    static const LibFn fns[] = {
        {"toString", date_to_text, 0, FMT_FULL},
        {"toDateString", date_to_text, 0, FMT_DATE},
        {"toTimeString", date_to_text, 0, FMT_TIME},
        {"toISOString", date_to_text, 0, FMT_ISO},
        {"toUTCString", date_to_text, 0, FMT_UTC},
        {NULL, NULL, 0, 0},
    };
    static const LibFn fns2[] = {
        {"getDate", date_get, 0, F_DATE},
        {"setDate", date_set, 1, S_DATE},
        {"getDay", date_get, 0, F_DAY},
        {"getFullYear", date_get, 0, F_YEAR},
        {"setFullYear", date_set, 3, S_YEAR},
        {"getHours", date_get, 0, F_HOURS},
        {"setHours", date_set, 4, S_HOURS},
        {"getMilliseconds", date_get, 0, F_MS},
        {"setMilliseconds", date_set, 1, S_MS},
        {"getMinutes", date_get, 0, F_MINUTES},
        {"setMinutes", date_set, 3, S_MINUTES},
        {"getMonth", date_get, 0, F_MONTH},
        {"setMonth", date_set, 2, S_MONTH},
        {"getSeconds", date_get, 0, F_SECONDS},
        {"setSeconds", date_set, 2, S_SECONDS},
        {"getTime", date_get, 0, F_TIME},
        {"setTime", date_set_time, 1, 0},
        {"getTimezoneOffset", date_get, 0, F_TZ},
        {"getUTCDate", date_get, 0, F_DATE | GET_UTC},
        {"setUTCDate", date_set, 1, S_DATE | GET_UTC},
        {"getUTCDay", date_get, 0, F_DAY | GET_UTC},
        {"getUTCFullYear", date_get, 0, F_YEAR | GET_UTC},
        {"setUTCFullYear", date_set, 3, S_YEAR | GET_UTC},
        {"getUTCHours", date_get, 0, F_HOURS | GET_UTC},
        {"setUTCHours", date_set, 4, S_HOURS | GET_UTC},
        {"getUTCMilliseconds", date_get, 0, F_MS | GET_UTC},
        {"setUTCMilliseconds", date_set, 1, S_MS | GET_UTC},
        {"getUTCMinutes", date_get, 0, F_MINUTES | GET_UTC},
        {"setUTCMinutes", date_set, 3, S_MINUTES | GET_UTC},
        {"getUTCMonth", date_get, 0, F_MONTH | GET_UTC},
        {"setUTCMonth", date_set, 2, S_MONTH | GET_UTC},
        {"getUTCSeconds", date_get, 0, F_SECONDS | GET_UTC},
        {"setUTCSeconds", date_set, 2, S_SECONDS | GET_UTC},
        {"valueOf", date_get, 0, F_TIME},
        {"getYear", date_get, 0, F_GETYEAR},
        {"setYear", date_set_year, 1, 0},
        {"toJSON", date_to_json, 1, 0},
        {"toLocaleString", date_to_text, 0, FMT_LOCALE},
        {"toLocaleDateString", date_to_text, 0, FMT_LOCALE_DATE},
        {"toLocaleTimeString", date_to_text, 0, FMT_LOCALE_TIME},
        {"toTemporalInstant", date_to_temporal_instant, 0, 0},
        {NULL, NULL, 0, 0},
    };
    Value p = vm_new_object(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[B_DATE_PROTO] = p;
    Value ctor = vm_def_ctor(vm, "Date", date_ctor, 7, p);
    if (ctor == V_EXC)
        return -1;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *ch = gc_handle(vm, ctor);
    if (lib_def_fns(vm, *ch, statics) < 0 || lib_def_fns(vm, vm->builtin[B_DATE_PROTO], fns) < 0)
        goto out;
    /* toGMTString is the same function object as toUTCString */
    Value f = vm_get_str_js(vm, vm->builtin[B_DATE_PROTO], "toUTCString");
    if (f == V_EXC)
        goto out;
    Value *fh = gc_handle(vm, f);
    Value k = vm_key(vm, "toGMTString");
    if (k == V_EXC || vm_define_own(vm, vm->builtin[B_DATE_PROTO], k, *fh, PROP_METHOD) < 0)
        goto out;
    if (lib_def_fns(vm, vm->builtin[B_DATE_PROTO], fns2) < 0)
        goto out;
    Value tp = vm_new_native(vm, "[Symbol.toPrimitive]", date_to_primitive, 1, 0);
    if (tp == V_EXC)
        goto out;
    rc = vm_define_own(vm, vm->builtin[B_DATE_PROTO], vm->builtin[B_SYM_TO_PRIMITIVE], tp, PROP_CONFIGURABLE);
out:
    gc_scope_close(vm, sc);
    return rc;
}
