/* stdlib/intl/intl.c — Intl's natives and their shared machinery: the
 * per-VM cache of ICU objects (intl.h), string conversions, locales
 * (canonical tags, the default locale, the available ones, likely
 * subtags), time zones, collation, locale case mapping, segmentation; and
 * the making of the `Intl` global, which compiles stdlib/intl/intl.js with
 * these natives on first use (stdlib/lazy.c).
 *
 * Every native takes primitives (JS strings, numbers) that intl.js has
 * already coerced and validated; a wrong type here is a bug of intl.js,
 * answered with a TypeError rather than a crash.
 */
#include <math.h>

#include "intl.h"

extern const char lib_intl_js[];
extern const size_t lib_intl_js_len;
extern const SourcePart lib_intl_js_parts[];
extern const char lib_intl_locale_js[];
extern const size_t lib_intl_locale_js_len;
extern const char lib_intl_display_js[];
extern const size_t lib_intl_display_js_len;
extern const char lib_intl_duration_js[];
extern const size_t lib_intl_duration_js_len;

/* The files of Intl after intl.js, each a function literal called with
 * intl.js's `internal` object; each adds its classes to Intl. */
static const struct {
    const char *name;
    const char *src;
    const size_t *len;
} intl_parts[] = {
    {"tarn:internal/intl_locale", lib_intl_locale_js, &lib_intl_locale_js_len},
    {"tarn:internal/intl_display", lib_intl_display_js, &lib_intl_display_js_len},
    {"tarn:internal/intl_duration", lib_intl_duration_js, &lib_intl_duration_js_len},
};

/* ---- the ICU object cache ----------------------------------------------------------- */

/* Enough for the formatters a program uses at once; a miss costs an ICU
 * open (tens of microseconds for a collator, more for a date format). */
#define INTL_CACHE 32

typedef struct IntlEntry {
    int kind;
    char *key;   /* the args joined by \x1f: what the object was opened from */
    void *obj;
} IntlEntry;

typedef struct IntlCache {
    int n;
    IntlEntry e[INTL_CACHE]; /* most recently used first */
} IntlCache;

bool intl_icu_locale(const char *tag, char *buf, int32_t cap)
{
    UErrorCode e = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t n = icu.uloc_forLanguageTag(tag, buf, cap, &parsed, &e);
    return !U_FAILURE(e) && n < cap && e != U_STRING_NOT_TERMINATED_WARNING;
}

static void close_obj(int kind, void *o)
{
    switch (kind) {
    case IK_COLL: icu.ucol_close(o); break;
    case IK_NUMF: icu.unumf_close(o); break;
    case IK_NUMRF: icu.unumrf_close(o); break;
    case IK_PLURAL: icu.uplrules_close(o); break;
    case IK_DATF: icu.udat_close(o); break;
    case IK_DTITV: icu.udtitvfmt_close(o); break;
    case IK_DTPG: icu.udatpg_close(o); break;
    case IK_LIST: icu.ulistfmt_close(o); break;
    case IK_REL: icu.ureldatefmt_close(o); break;
    case IK_LDN: icu.uldn_close(o); break;
    case IK_CAL: icu.ucal_close(o); break;
    }
}

/* Dates are proleptic Gregorian in ECMAScript: no Julian calendar before
 * 1582 (ICU's default), as V8 sets it too. */
static void proleptic(UCalendar *cal)
{
    UErrorCode e = U_ZERO_ERROR;
    if (cal)
        icu.ucal_setGregorianChange(cal, -8.64e15, &e);
}

static void *open_obj(int kind, const char *const *a, UErrorCode *e)
{
    char loc[ULOC_FULLNAME_CAPACITY + 64];
    if (!intl_icu_locale(a[0], loc, sizeof loc)) {
        *e = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UChar *u1 = NULL, *u2 = NULL;
    int32_t n1 = 0, n2 = 0;
    void *r = NULL;
    UParseError pe;
    switch (kind) {
    case IK_COLL:
        r = icu.ucol_open(loc, e);
        break;
    case IK_NUMF:
        if (!(u1 = intl_u16_from_utf8(a[1], &n1)))
            break;
        r = icu.unumf_openForSkeletonAndLocaleWithError(u1, n1, loc, &pe, e);
        break;
    case IK_NUMRF:
        if (!(u1 = intl_u16_from_utf8(a[1], &n1)))
            break;
        r = icu.unumrf_openForSkeletonWithCollapseAndIdentityFallback(
            u1, n1, UNUM_RANGE_COLLAPSE_AUTO, UNUM_IDENTITY_FALLBACK_APPROXIMATELY, loc, &pe, e);
        break;
    case IK_PLURAL:
        r = icu.uplrules_openForType(loc, strcmp(a[1], "ordinal") == 0 ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL,
                                     e);
        break;
    case IK_DATF:
        if (!(u1 = intl_u16_from_utf8(a[1], &n1)) || !(u2 = intl_u16_from_utf8(a[2], &n2)))
            break;
        r = icu.udat_open(UDAT_PATTERN, UDAT_PATTERN, loc, u1, n1, u2, n2, e);
        if (r)
            proleptic((UCalendar *)icu.udat_getCalendar(r));
        break;
    case IK_DTITV:
        if (!(u1 = intl_u16_from_utf8(a[1], &n1)) || !(u2 = intl_u16_from_utf8(a[2], &n2)))
            break;
        r = icu.udtitvfmt_open(loc, u2, n2, u1, n1, e);
        break;
    case IK_DTPG:
        r = icu.udatpg_open(loc, e);
        break;
    case IK_LIST: {
        UListFormatterType t = strcmp(a[1], "disjunction") == 0 ? ULISTFMT_TYPE_OR
                               : strcmp(a[1], "unit") == 0      ? ULISTFMT_TYPE_UNITS
                                                                : ULISTFMT_TYPE_AND;
        UListFormatterWidth wd = strcmp(a[2], "short") == 0    ? ULISTFMT_WIDTH_SHORT
                                 : strcmp(a[2], "narrow") == 0 ? ULISTFMT_WIDTH_NARROW
                                                            : ULISTFMT_WIDTH_WIDE;
        r = icu.ulistfmt_openForType(loc, t, wd, e);
        break;
    }
    case IK_REL: {
        UDateRelativeDateTimeFormatterStyle st = strcmp(a[1], "short") == 0    ? UDAT_STYLE_SHORT
                                                 : strcmp(a[1], "narrow") == 0 ? UDAT_STYLE_NARROW
                                                                               : UDAT_STYLE_LONG;
        r = icu.ureldatefmt_open(loc, NULL, st, UDISPCTX_CAPITALIZATION_NONE, e);
        break;
    }
    case IK_LDN: {
        UDisplayContext ctx[3] = {
            strcmp(a[1], "long") == 0 ? UDISPCTX_LENGTH_FULL : UDISPCTX_LENGTH_SHORT,
            strcmp(a[2], "dialect") == 0 ? UDISPCTX_DIALECT_NAMES : UDISPCTX_STANDARD_NAMES,
            UDISPCTX_NO_SUBSTITUTE,
        };
        r = icu.uldn_openForContext(loc, ctx, 3, e);
        break;
    }
    case IK_CAL: {
        static const UChar utc[] = {'U', 'T', 'C', 0};
        r = icu.ucal_open(utc, 3, loc, UCAL_DEFAULT, e);
        proleptic(r);
        break;
    }
    }
    if (!r && !U_FAILURE(*e))
        *e = U_MEMORY_ALLOCATION_ERROR;
    free(u1);
    free(u2);
    return r;
}

void *intl_get(Vm *vm, int kind, const char *const *args, int nargs)
{
    LibState *ls = vm->lib_state;
    if (!ls->intl && !(ls->intl = calloc(1, sizeof *ls->intl))) {
        vm_throw_oom(vm);
        return NULL;
    }
    IntlCache *c = ls->intl;
    LibBuf k;
    lib_buf_init(&k);
    for (int i = 0; i < nargs; i++) {
        if (i)
            lib_buf_ch(&k, '\x1f');
        lib_buf_str(&k, args[i]);
    }
    lib_buf_ch(&k, 0);
    if (k.oom) {
        lib_buf_free(&k);
        vm_throw_oom(vm);
        return NULL;
    }
    for (int i = 0; i < c->n; i++) {
        if (c->e[i].kind != kind || strcmp(c->e[i].key, k.p) != 0)
            continue;
        IntlEntry hit = c->e[i];
        memmove(&c->e[1], &c->e[0], sizeof c->e[0] * (size_t)i);
        c->e[0] = hit;
        lib_buf_free(&k);
        return hit.obj;
    }
    UErrorCode e = U_ZERO_ERROR;
    void *o = open_obj(kind, args, &e);
    if (U_FAILURE(e)) {
        if (o)
            close_obj(kind, o);
        lib_buf_free(&k);
        vm_throw_error(vm, e == U_MEMORY_ALLOCATION_ERROR ? ERR_ERROR : ERR_RANGE,
                       e == U_ILLEGAL_ARGUMENT_ERROR ? "Incorrect locale information provided"
                                                     : "Internal error: ICU failed (%s)",
                       icu.u_errorName(e));
        return NULL;
    }
    if (c->n == INTL_CACHE) {
        c->n--;
        close_obj(c->e[c->n].kind, c->e[c->n].obj);
        free(c->e[c->n].key);
    }
    memmove(&c->e[1], &c->e[0], sizeof c->e[0] * (size_t)c->n);
    c->e[0] = (IntlEntry){kind, k.p, o};
    c->n++;
    return o;
}

void lib_intl_free(Vm *vm)
{
    LibState *ls = vm->lib_state;
    IntlCache *c = ls->intl;
    if (!c)
        return;
    for (int i = 0; i < c->n; i++) {
        close_obj(c->e[i].kind, c->e[i].obj);
        free(c->e[i].key);
    }
    free(c);
    ls->intl = NULL;
}

/* ---- strings ------------------------------------------------------------------------ */

char *intl_utf8(Vm *vm, Value v)
{
    if (!v_is_type(v, T_STRING) && !v_is_type(v, T_ROPE)) {
        vm_throw_error(vm, ERR_TYPE, "Intl: internal: a string was expected");
        return NULL;
    }
    char *s = vm_str_to_utf8(vm, v, NULL);
    if (!s)
        vm_throw_oom(vm);
    return s;
}

UChar *intl_utf16(Vm *vm, Value v, int32_t *n)
{
    String *s = lib_flat(vm, v);
    UChar *u = s ? malloc(sizeof(UChar) * ((size_t)s->len + 1)) : NULL;
    if (!u) {
        vm_throw_oom(vm);
        return NULL;
    }
    if (s->hdr.flags & STR_WIDE)
        memcpy(u, s->data, sizeof(UChar) * s->len);
    else
        for (uint32_t i = 0; i < s->len; i++)
            u[i] = s->data[i];
    u[s->len] = 0;
    *n = (int32_t)s->len;
    return u;
}

UChar *intl_u16_from_utf8(const char *s, int32_t *n)
{
    size_t len = strlen(s);
    UChar *u = malloc(sizeof(UChar) * (len + 1));
    if (!u)
        return NULL;
    UErrorCode e = U_ZERO_ERROR;
    icu.u_strFromUTF8(u, (int32_t)len + 1, n, s, (int32_t)len, &e);
    if (U_FAILURE(e)) {
        free(u);
        return NULL;
    }
    return u;
}

Value intl_throw_icu(Vm *vm, const char *what, UErrorCode e)
{
    if (e == U_MEMORY_ALLOCATION_ERROR)
        return vm_throw_oom(vm);
    return vm_throw_error(vm, ERR_RANGE, "%s: ICU failed (%s)", what, icu.u_errorName(e));
}

Value intl_formatted_js(Vm *vm, const UFormattedValue *fv, bool parts)
{
    UErrorCode e = U_ZERO_ERROR;
    int32_t len = 0;
    const UChar *s = icu.ufmtval_getString(fv, &len, &e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl", e);
    Value str = vm_str_from_utf16(vm, s, (size_t)len);
    if (str == V_EXC || !parts)
        return str;
    /* the positions are read before any allocation (none below allocates
     * until the array is made), then pushed */
    int32_t cap = 64, n = 0;
    int32_t *pos = malloc(sizeof(int32_t) * (size_t)cap);
    UConstrainedFieldPosition *cf = icu.ucfpos_open(&e);
    while (pos && cf && !U_FAILURE(e) && icu.ufmtval_nextPosition(fv, cf, &e)) {
        if (n + 4 > cap) {
            int32_t *p2 = realloc(pos, sizeof(int32_t) * (size_t)(cap *= 2));
            if (!p2) {
                free(pos);
                pos = NULL;
                break;
            }
            pos = p2;
        }
        pos[n++] = icu.ucfpos_getCategory(cf, &e);
        pos[n++] = icu.ucfpos_getField(cf, &e);
        icu.ucfpos_getIndexes(cf, &pos[n], &pos[n + 1], &e);
        n += 2;
    }
    if (cf)
        icu.ucfpos_close(cf);
    if (!pos || U_FAILURE(e)) {
        free(pos);
        return pos ? intl_throw_icu(vm, "Intl", e) : vm_throw_oom(vm);
    }
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, str);
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)n + 1));
    Value r = V_EXC;
    if (*arr == V_EXC || vm_array_append(vm, *arr, *sh) < 0)
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

static Value str_from_u16_free(Vm *vm, UChar *u, int32_t n)
{
    Value r = vm_str_from_utf16(vm, u, (size_t)n);
    free(u);
    return r;
}

/* ---- locales ------------------------------------------------------------------------ */

/* a BCP 47 tag of an ICU locale ID; false when it has none */
static bool to_tag(const char *id, char *buf, int32_t cap, UBool strict)
{
    UErrorCode e = U_ZERO_ERROR;
    int32_t n = icu.uloc_toLanguageTag(id, buf, cap, strict, &e);
    return !U_FAILURE(e) && n < cap && e != U_STRING_NOT_TERMINATED_WARNING;
}

/* canon(tag): ICU's canonical form of a structurally valid tag (intl.js
 * checked the syntax), or undefined when ICU refuses it */
static Value n_canon(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char id[ULOC_FULLNAME_CAPACITY + 64], out[ULOC_FULLNAME_CAPACITY + 64];
    UErrorCode e = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t n = icu.uloc_forLanguageTag(tag, id, sizeof id, &parsed, &e);
    bool ok = !U_FAILURE(e) && n < (int32_t)sizeof id && parsed == (int32_t)strlen(tag) &&
              to_tag(id, out, sizeof out, true);
    free(tag);
    return ok ? vm_str_from_cstr(vm, out) : V_UNDEF;
}

/* defaultLocale(): the tag of ICU's default locale (from LC_ALL,
 * LC_MESSAGES, LANG as node's ICU reads them) */
static Value n_default_locale(Vm *vm, Value *argv, int argc, bool construct)
{
    char out[ULOC_FULLNAME_CAPACITY + 64];
    if (!to_tag(icu.uloc_getDefault(), out, sizeof out, false))
        strcpy(out, "en-US");
    return vm_str_from_cstr(vm, out);
}

/* isAvailable(tag): whether ICU has data for the locale of tag (no
 * extensions); a language-region tag also matches an available
 * language-script-region one (zh-TW is zh-Hant-TW), as V8 lists both */
static Value n_is_available(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char id[ULOC_FULLNAME_CAPACITY + 64];
    bool ok = intl_icu_locale(tag, id, sizeof id);
    free(tag);
    if (!ok)
        return V_FALSE;
    if (strcmp(id, "en_US_POSIX") != 0 && (strcmp(id, "root") == 0 || strchr(id, '@')))
        return V_FALSE;
    const char *us = strchr(id, '_');
    size_t ll = us ? (size_t)(us - id) : strlen(id);
    const char *region = us && !strchr(us + 1, '_') && strlen(us + 1) <= 3 ? us + 1 : NULL;
    for (int32_t i = 0, n = icu.uloc_countAvailable(); i < n; i++) {
        const char *a = icu.uloc_getAvailable(i);
        if (strcmp(a, id) == 0)
            return V_TRUE;
        /* lang_Scrp_RG against lang_RG */
        if (region && strncmp(a, id, ll) == 0 && a[ll] == '_') {
            const char *sc = a + ll + 1, *us2 = strchr(sc, '_');
            if (us2 && us2 - sc == 4 && strcmp(us2 + 1, region) == 0)
                return V_TRUE;
        }
    }
    return V_FALSE;
}

/* likely(tag, maximize): add or remove likely subtags; undefined on failure */
static Value n_likely(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char id[ULOC_FULLNAME_CAPACITY + 64], id2[ULOC_FULLNAME_CAPACITY + 64], out[ULOC_FULLNAME_CAPACITY + 64];
    bool ok = intl_icu_locale(tag, id, sizeof id);
    free(tag);
    if (ok) {
        UErrorCode e = U_ZERO_ERROR;
        int32_t n = vm_truthy_noalloc(ARG(1)) ? icu.uloc_addLikelySubtags(id, id2, sizeof id2, &e)
                                              : icu.uloc_minimizeSubtags(id, id2, sizeof id2, &e);
        ok = !U_FAILURE(e) && n < (int32_t)sizeof id2 && to_tag(id2, out, sizeof out, false);
    }
    return ok ? vm_str_from_cstr(vm, out) : V_UNDEF;
}

/* tzDefault(): the process's time zone as ICU finds it (TZ, /etc/localtime) */
Value intl_n_tz_default(Vm *vm, Value *argv, int argc, bool construct)
{
    UChar buf[128];
    UErrorCode e = U_ZERO_ERROR;
    int32_t n = icu.ucal_getDefaultTimeZone(buf, 128, &e);
    if (U_FAILURE(e) || n >= 128)
        return vm_str_from_cstr(vm, "UTC");
    return vm_str_from_utf16(vm, buf, (size_t)n);
}

/* tzCanon(name): ICU's canonical ID of a time zone name, or undefined */
Value intl_n_tz_canon(Vm *vm, Value *argv, int argc, bool construct)
{
    int32_t n;
    UChar *u = intl_utf16(vm, ARG(0), &n);
    if (!u)
        return V_EXC;
    UChar buf[128];
    UBool sys = false;
    UErrorCode e = U_ZERO_ERROR;
    int32_t m = icu.ucal_getCanonicalTimeZoneID(u, n, buf, 128, &sys, &e);
    free(u);
    if (U_FAILURE(e) || m >= 128 || !sys)
        return V_UNDEF;
    return vm_str_from_utf16(vm, buf, (size_t)m);
}

/* tzIds(): every time zone ID ICU knows (links and legacy names too) */
Value intl_n_tz_ids(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    UErrorCode e = U_ZERO_ERROR;
    UEnumeration *en = icu.ucal_openTimeZones(&e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl time zones", e);
    return intl_enum_array(vm, en);
}

Value intl_enum_array(Vm *vm, UEnumeration *en)
{
    UErrorCode e = U_ZERO_ERROR;
    size_t sc = gc_scope_open(vm);
    Value *arr = gc_handle(vm, vm_new_array(vm, 0));
    Value r = V_EXC;
    if (*arr == V_EXC)
        goto out;
    const char *s;
    int32_t len;
    while ((s = icu.uenum_next(en, &len, &e)) && !U_FAILURE(e)) {
        Value v = vm_str_from_utf8(vm, s, (size_t)len);
        if (v == V_EXC || vm_array_append(vm, *arr, v) < 0)
            goto out;
    }
    r = *arr;
out:
    icu.uenum_close(en);
    gc_scope_close(vm, sc);
    return r;
}

/* collations(tag): the ICU names of the collations a locale has */
static Value n_collations(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char loc[ULOC_FULLNAME_CAPACITY + 64];
    bool ok = intl_icu_locale(tag, loc, sizeof loc);
    free(tag);
    if (!ok)
        return vm_new_array(vm, 0);
    UErrorCode e = U_ZERO_ERROR;
    UEnumeration *en = icu.ucol_getKeywordValuesForLocale("collation", loc, false, &e);
    if (U_FAILURE(e))
        return vm_new_array(vm, 0);
    return intl_enum_array(vm, en);
}

/* defaultNu(tag): the locale's default numbering system */
static Value n_default_nu(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char loc[ULOC_FULLNAME_CAPACITY + 64];
    bool ok = intl_icu_locale(tag, loc, sizeof loc);
    free(tag);
    UErrorCode e = U_ZERO_ERROR;
    UNumberingSystem *ns = ok ? icu.unumsys_open(loc, &e) : NULL;
    if (!ns || U_FAILURE(e))
        return vm_str_from_cstr(vm, "latn");
    Value r = vm_str_from_cstr(vm, icu.unumsys_getName(ns));
    icu.unumsys_close(ns);
    return r;
}

/* ---- collation, case, segmentation ----------------------------------------------- */

/* compare(tag, a, b): -1, 0 or 1 by the collator of tag (its -u- keywords
 * carry the options) */
static Value n_compare(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    const char *args[1] = {tag};
    UCollator *c = intl_get(vm, IK_COLL, args, 1);
    free(tag);
    if (!c)
        return V_EXC;
    int32_t na, nb;
    UChar *a = intl_utf16(vm, ARG(1), &na);
    UChar *b = a ? intl_utf16(vm, ARG(2), &nb) : NULL;
    if (!b) {
        free(a);
        return V_EXC;
    }
    UCollationResult r = icu.ucol_strcoll(c, a, na, b, nb);
    free(a);
    free(b);
    return v_int(r == UCOL_LESS ? -1 : r == UCOL_GREATER ? 1 : 0);
}

/* caseMap(tag, s, upper): toLocaleUpperCase / toLocaleLowerCase */
static Value n_case(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char loc[ULOC_FULLNAME_CAPACITY + 64];
    bool ok = intl_icu_locale(tag, loc, sizeof loc);
    free(tag);
    if (!ok)
        strcpy(loc, "und");
    int32_t n;
    UChar *s = intl_utf16(vm, ARG(1), &n);
    if (!s)
        return V_EXC;
    bool upper = vm_truthy_noalloc(ARG(2));
    UChar *out = NULL;
    int32_t len = 0;
    UErrorCode e = U_ZERO_ERROR;
    if (upper)
        INTL_U16_CALL(out, len, e, icu.u_strToUpper(buf, cap, s, n, loc, &e));
    else
        INTL_U16_CALL(out, len, e, icu.u_strToLower(buf, cap, s, n, loc, &e));
    free(s);
    if (!out)
        return intl_throw_icu(vm, "toLocaleUpperCase", e);
    return str_from_u16_free(vm, out, len);
}

/* segments(tag, granularity, s): the boundaries after the first, each with
 * its rule status: [end, status, end, status, ...] (granularity 0
 * grapheme, 1 word, 2 sentence) */
static Value n_segments(Vm *vm, Value *argv, int argc, bool construct)
{
    char *tag = intl_utf8(vm, ARG(0));
    if (!tag)
        return V_EXC;
    char loc[ULOC_FULLNAME_CAPACITY + 64];
    bool ok = intl_icu_locale(tag, loc, sizeof loc);
    free(tag);
    if (!ok)
        strcpy(loc, "und");
    int32_t n;
    UChar *s = intl_utf16(vm, ARG(2), &n);
    if (!s)
        return V_EXC;
    int g = v_is_int(ARG(1)) ? v_get_int(ARG(1)) : 0;
    UErrorCode e = U_ZERO_ERROR;
    UBreakIterator *bi =
        icu.ubrk_open(g == 1 ? UBRK_WORD : g == 2 ? UBRK_SENTENCE : UBRK_CHARACTER, loc, s, n, &e);
    if (U_FAILURE(e)) {
        free(s);
        return intl_throw_icu(vm, "Intl.Segmenter", e);
    }
    int32_t cap = 16, m = 0;
    int32_t *b = malloc(sizeof(int32_t) * (size_t)cap);
    for (int32_t p; b && (p = icu.ubrk_next(bi)) != UBRK_DONE;) {
        if (m + 2 > cap) {
            int32_t *b2 = realloc(b, sizeof(int32_t) * (size_t)(cap *= 2));
            if (!b2) {
                free(b);
                b = NULL;
                break;
            }
            b = b2;
        }
        b[m++] = p;
        b[m++] = icu.ubrk_getRuleStatus(bi);
    }
    icu.ubrk_close(bi);
    free(s);
    if (!b)
        return vm_throw_oom(vm);
    size_t sc = gc_scope_open(vm);
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)m));
    Value r = V_EXC;
    if (*arr == V_EXC)
        goto out;
    for (int32_t i = 0; i < m; i++)
        if (vm_array_append(vm, *arr, v_int(b[i])) < 0)
            goto out;
    r = *arr;
out:
    free(b);
    gc_scope_close(vm, sc);
    return r;
}

/* values(kind): Intl.supportedValuesOf's lists ICU knows: 0 currency,
 * 1 numberingSystem, 2 timeZone; unsorted */
static Value n_values(Vm *vm, Value *argv, int argc, bool construct)
{
    int k = v_is_int(ARG(0)) ? v_get_int(ARG(0)) : 0;
    UErrorCode e = U_ZERO_ERROR;
    UEnumeration *en = k == 0   ? icu.ucurr_openISOCurrencies(UCURR_COMMON | UCURR_NON_DEPRECATED, &e)
                       : k == 1 ? icu.unumsys_openAvailableNames(&e)
                                : icu.ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_CANONICAL_LOCATION, NULL, NULL, &e);
    if (U_FAILURE(e))
        return intl_throw_icu(vm, "Intl.supportedValuesOf", e);
    return intl_enum_array(vm, en);
}

/* temporalInfo(x): what DateTimeFormat formats of a Temporal object
 * (lib_temporal_dtf_info_js), undefined for anything else */
static Value n_temporal_info(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return lib_temporal_dtf_info_js(vm, ARG(0));
}

/* realmLib(f): the Intl library (intl.js's result) of f's realm
 * (GetFunctionRealm), made there on first use; undefined when that is the
 * current realm. A constructor whose new.target's prototype is not an
 * object takes its default prototype from it. */
static int make_intl(Vm *vm);
static Value n_realm_lib(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return lib_realm_lib_js(vm, ARG(0), make_intl, B_INTL_LIB);
}

/* ---- making Intl -------------------------------------------------------------------- */

static const LibFn intl_fns[] = {
    {"canon", n_canon, 1, 0},
    {"defaultLocale", n_default_locale, 0, 0},
    {"isAvailable", n_is_available, 1, 0},
    {"likely", n_likely, 2, 0},
    {"tzDefault", intl_n_tz_default, 0, 0},
    {"tzCanon", intl_n_tz_canon, 1, 0},
    {"tzIds", intl_n_tz_ids, 0, 0},
    {"compare", n_compare, 3, 0},
    {"caseMap", n_case, 3, 0},
    {"segments", n_segments, 3, 0},
    {"values", n_values, 1, 0},
    {"collations", n_collations, 1, 0},
    {"defaultNu", n_default_nu, 1, 0},
    {"temporalInfo", n_temporal_info, 1, 0},
    {"realmLib", n_realm_lib, 1, 0},
    {NULL, NULL, 0, 0},
};

/* Compiles intl.js once per VM and keeps what it returns in B_INTL_LIB:
 * { Intl, localeCompare, toLocaleString, ... }. 0 / -1. */
static int make_intl(Vm *vm)
{
    if (vm->builtin[B_INTL_LIB] != V_EMPTY && vm->builtin[B_INTL_LIB] != V_UNDEF)
        return 0;
    if (!icu_load(ICU_I18N)) {
        vm_throw_error(vm, ERR_ERROR, "Intl: %s (ICU) could not be loaded", icu_library(ICU_I18N));
        return -1;
    }
    static const LibFn *const tables[] = {intl_fns, intl_fmt_fns, intl_locale_fns, intl_display_fns, NULL};
    size_t sc = gc_scope_open(vm);
    bool boot = gc_boot_begin(vm);
    int rc = -1;
    Value *fn = gc_handle(vm, V_UNDEF);
    Value *ex = gc_handle(vm, lib_run_embedded_js(vm, lib_intl_js, lib_intl_js_len, "tarn:internal/intl", lib_intl_js_parts, tables));
    if (*ex == V_EXC)
        goto out;
    Value *internal = gc_handle(vm, vm_get_str_js(vm, *ex, "internal"));
    if (*internal == V_EXC)
        goto out;
    for (size_t i = 0; i < sizeof intl_parts / sizeof intl_parts[0]; i++) {
        *fn = vm_compile_embedded_js(vm, intl_parts[i].src, *intl_parts[i].len, intl_parts[i].name);
        if (*fn == V_EXC || vm_call_js(vm, *fn, V_UNDEF, 1, internal) == V_EXC)
            goto out;
    }
    *fn = vm_get_str_js(vm, *ex, "finish");
    if (*fn == V_EXC || vm_call_js(vm, *fn, V_UNDEF, 0, NULL) == V_EXC)
        goto out;
    vm->builtin[B_INTL_LIB] = *ex;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    gc_boot_end(vm, boot);
    return rc;
}

int lib_define_intl(Vm *vm)
{
    if (make_intl(vm) < 0)
        return -1;
    Value v = vm_get_str_js(vm, vm->builtin[B_INTL_LIB], "Intl");
    return v == V_EXC ? -1 : lib_define_global(vm, "Intl", v, PROP_METHOD);
}

Value lib_intl_call_js(Vm *vm, const char *name, Value this_v, Value *argv, int argc)
{
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, this_v); /* before make_intl, which allocates */
    Value f = make_intl(vm) < 0 ? V_EXC : vm_get_str_js(vm, vm->builtin[B_INTL_LIB], name);
    Value r = f == V_EXC ? V_EXC : vm_call_js(vm, f, *th, argc, argv);
    gc_scope_close(vm, sc);
    return r;
}
