/* stdlib/temporal/temporal.c — the global Temporal, made on first use
 * (stdlib/lazy.c): compiles the embedded JavaScript (core.js ... install.js,
 * joined into lib_temporal_js by tools/embed_js.py) and hands it the few
 * natives JavaScript cannot do: the clock in nanoseconds, and IANA time
 * zones through ICU (offsets, transitions, identifiers).
 *
 * ICU is loaded only when a script names an IANA time zone (or asks for
 * the system's): UTC and fixed offsets are arithmetic in temporal's JS.
 * Natives take and return primitives only; no C object outlives a call.
 */
#include <time.h>

#include "../lib.h"
#include "../intl/intl.h"

extern const char lib_temporal_js[];
extern const size_t lib_temporal_js_len;
extern const SourcePart lib_temporal_js_parts[];
/* stdlib/temporal/calendar.c */
extern const LibFn temporal_calendar_fns[];

static bool need_icu(Vm *vm)
{
    if (icu_load(ICU_I18N))
        return true;
    vm_throw_error(vm, ERR_ERROR, "Temporal: %s (ICU) could not be loaded for time zones", icu_library(ICU_I18N));
    return false;
}

/* nowNs(): the system clock's nanoseconds since the epoch, as a decimal string */
static Value n_now_ns(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    char buf[48];
    long long s = (long long)ts.tv_sec;
    if (s < 0 && ts.tv_nsec) /* the seconds are floored; never the case on a sane clock */
        snprintf(buf, sizeof buf, "%lld", s * 1000000000LL + ts.tv_nsec);
    else
        snprintf(buf, sizeof buf, "%lld%09ld", s, (long)ts.tv_nsec);
    return vm_str_from_cstr(vm, buf);
}

/* tzDefault() and tzCanon(id) are intl.c's, with ICU loaded first */
static Value n_tz_default(Vm *vm, Value *argv, int argc, bool construct)
{
    return need_icu(vm) ? intl_n_tz_default(vm, argv, argc, construct) : V_EXC;
}

/* tzIds(): every time zone identifier ICU knows, links included */
static Value n_tz_ids(Vm *vm, Value *argv, int argc, bool construct)
{
    return need_icu(vm) ? intl_n_tz_ids(vm, argv, argc, construct) : V_EXC;
}

static Value n_tz_canon(Vm *vm, Value *argv, int argc, bool construct)
{
    return need_icu(vm) ? intl_n_tz_canon(vm, argv, argc, construct) : V_EXC;
}

/* A UCalendar of zone id (argument 0) at epoch milliseconds ms; NULL with
 * an exception pending. */
static UCalendar *open_at(Vm *vm, Value id, double ms)
{
    if (!need_icu(vm))
        return NULL;
    int32_t n;
    UChar *u = intl_utf16(vm, id, &n);
    if (!u)
        return NULL;
    UErrorCode e = U_ZERO_ERROR;
    UCalendar *cal = icu.ucal_open(u, n, "en", UCAL_GREGORIAN, &e);
    free(u);
    if (U_FAILURE(e)) {
        intl_throw_icu(vm, "Temporal time zone", e);
        return NULL;
    }
    icu.ucal_setMillis(cal, ms, &e);
    if (U_FAILURE(e)) {
        icu.ucal_close(cal);
        intl_throw_icu(vm, "Temporal time zone", e);
        return NULL;
    }
    return cal;
}

/* tzOffset(id, ms): the zone's UTC offset in milliseconds at epoch ms */
static Value n_tz_offset(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double ms = v_is_number(ARG(1)) ? v_to_double(ARG(1)) : 0;
    UCalendar *cal = open_at(vm, ARG(0), ms);
    if (!cal)
        return V_EXC;
    UErrorCode e = U_ZERO_ERROR;
    int32_t off = icu.ucal_get(cal, UCAL_ZONE_OFFSET, &e) + icu.ucal_get(cal, UCAL_DST_OFFSET, &e);
    icu.ucal_close(cal);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Temporal time zone", e);
    return v_num(off);
}

/* tzTransition(id, ms, next): the epoch ms of the zone's first transition
 * strictly after (next) or before ms, or null when there is none */
static Value n_tz_transition(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double ms = v_is_number(ARG(1)) ? v_to_double(ARG(1)) : 0;
    bool next = ARG(2) == V_TRUE;
    UCalendar *cal = open_at(vm, ARG(0), ms);
    if (!cal)
        return V_EXC;
    UErrorCode e = U_ZERO_ERROR;
    UDate d = 0;
    UBool found = icu.ucal_getTimeZoneTransitionDate(
        cal, next ? UCAL_TZ_TRANSITION_NEXT : UCAL_TZ_TRANSITION_PREVIOUS, &d, &e);
    icu.ucal_close(cal);
    if (U_FAILURE(e) || !found)
        return V_NULL;
    return v_num(d);
}

/* toLocale(x, locales, options, required, defaults): Temporal's
 * toLocaleString, through Intl's own DateTimeFormat (the intrinsic, not the
 * global a script may replace) made with CreateDateTimeFormat's required
 * and defaults of x's kind. */
static Value n_to_locale(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value *args = gc_handle(vm, ARG(0));
    for (int i = 1; i < 5; i++)
        gc_handle(vm, ARG(i)); /* handles are consecutive */
    Value r = lib_intl_call_js(vm, "temporalToLocaleString", V_UNDEF, args, 5);
    gc_scope_close(vm, sc);
    return r;
}

static const LibFn temporal_fns[] = {
    {"nowNs", n_now_ns, 0, 0},
    {"tzDefault", n_tz_default, 0, 0},
    {"tzIds", n_tz_ids, 0, 0},
    {"tzCanon", n_tz_canon, 1, 0},
    {"tzOffset", n_tz_offset, 2, 0},
    {"tzTransition", n_tz_transition, 3, 0},
    {"toLocale", n_to_locale, 5, 0},
    {NULL, NULL, 0, 0},
};

/* Compiles Temporal's JavaScript once per VM and keeps what it returns
 * in B_TEMPORAL_LIB: { Temporal, instantFromMs }. 0 / -1. */
static int make_temporal(Vm *vm)
{
    if (vm->builtin[B_TEMPORAL_LIB] != V_EMPTY && vm->builtin[B_TEMPORAL_LIB] != V_UNDEF)
        return 0;
    static const LibFn *const tables[] = {temporal_fns, temporal_calendar_fns, NULL};
    Value ex = lib_run_embedded_js(vm, lib_temporal_js, lib_temporal_js_len, "tarn:internal/temporal",
                                   lib_temporal_js_parts, tables);
    if (ex == V_EXC)
        return -1;
    vm->builtin[B_TEMPORAL_LIB] = ex;
    return 0;
}

int lib_define_temporal(Vm *vm)
{
    if (make_temporal(vm) < 0)
        return -1;
    Value t = vm_get_str_js(vm, vm->builtin[B_TEMPORAL_LIB], "Temporal");
    return t == V_EXC ? -1 : lib_define_global(vm, "Temporal", t, PROP_METHOD);
}

Value lib_temporal_instant_from_ms_js(Vm *vm, double ms)
{
    if (make_temporal(vm) < 0)
        return V_EXC;
    Value f = vm_get_str_js(vm, vm->builtin[B_TEMPORAL_LIB], "instantFromMs");
    if (f == V_EXC)
        return V_EXC;
    Value a = v_num(ms);
    return vm_call_js(vm, f, V_UNDEF, 1, &a);
}

Value lib_temporal_dtf_info_js(Vm *vm, Value v)
{
    Value lib = vm->builtin[B_TEMPORAL_LIB];
    if (lib == V_EMPTY || lib == V_UNDEF || !v_is_object(v))
        return V_UNDEF;
    size_t sc = gc_scope_open(vm);
    Value *arg = gc_handle(vm, v);
    Value f = vm_get_str_js(vm, lib, "dtfInfo");
    Value r = f == V_EXC ? V_EXC : vm_call_js(vm, f, V_UNDEF, 1, arg);
    gc_scope_close(vm, sc);
    return r;
}
