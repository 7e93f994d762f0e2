/* stdlib/regexp.c — the RegExp constructor, RegExp.prototype (exec, test,
 * toString, the flag getters, source, flags), regex literals
 * (lib_regexp_new), and the bridge to the engine in regex/: the per-VM lent
 * scratch, its budget (TARN_REGEX_BUDGET, default RX_DEFAULT_BUDGET) and
 * the poll that lets the interrupt stop a long match.
 *
 * A match runs on raw pointers into the program's byte cell and the
 * subject string; both are held in handles, and the poll callback (the only
 * point where a collection can happen during a match) reads them back.
 * Nothing of the scratch is reported to the collector.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "regexp_int.h"
#include "../unicode/unicode.h"
#include "../vm/shape.h"


/* obj[name] for a handle: the key is made before *obj is read (an atom's
 * creation may collect). */
static Value get_named(Vm *vm, Value *obj, const char *name)
{
    Value k = vm_atom(vm, name);
    return k == V_EXC ? V_EXC : vm_get_prop_js(vm, *obj, k);
}

/* ---- scratch, budget, poll ---------------------------------------------------- */

RxScratch *lib_rx_scratch(Vm *vm)
{
    if (!vm->lib_state->rx) {
        size_t budget = vm->lib_state->rx_budget ? vm->lib_state->rx_budget : RX_DEFAULT_BUDGET;
        const char *e = getenv("TARN_REGEX_BUDGET");
        if (!vm->lib_state->rx_budget && e && *e) {
            char *end;
            errno = 0;
            unsigned long long v = strtoull(e, &end, 10);
            if (!errno && *end == 0 && v > 0)
                budget = (size_t)v;
        }
        vm->lib_state->rx = rx_scratch_new(budget);
    }
    return vm->lib_state->rx;
}

typedef struct PollCtx {
    Vm *vm;
    Value *prog;   /* handle: the Bytes cell */
    Value *str;    /* handle: the flat subject */
} PollCtx;

static void refresh(RxInput *in)
{
    PollCtx *c = in->ctx;
    in->prog = ((Bytes *)v_cell(*c->prog))->data;
    in->subj = v_str(*c->str)->data;
}

/* Every RX_POLL_STEPS matcher steps: charge the interpreter's back-edge
 * counter, and poll (interrupt, time limit, a safepoint) when it runs out. */
static int rx_poll(RxInput *in)
{
    PollCtx *c = in->ctx;
    Vm *vm = c->vm;
    vm->poll_budget -= 64;
    if (vm->poll_budget > 0)
        return 0;
    int r = vm_poll(vm);
    refresh(in);
    return r;
}

int lib_rx_match(Vm *vm, Value *re, Value *str, uint32_t from, bool sticky, const int32_t **caps)
{
    return lib_rx_match_prog(vm, lib_re(*re)->prog, str, from, sticky, caps);
}

int lib_rx_match_prog(Vm *vm, Value prog, Value *str, uint32_t from, bool sticky, const int32_t **caps)
{
    RxScratch *s = lib_rx_scratch(vm);
    if (!s) {
        vm_throw_oom(vm);
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    String *f = vm_str_flat(vm, *str);
    if (!f) {
        vm_throw_oom(vm);
        goto out;
    }
    Value *sh = gc_handle(vm, v_from_cell(f));
    *str = *sh;
    Value *ph = gc_handle(vm, prog);
    PollCtx pc = {vm, ph, sh};
    RxInput in = {0};
    in.len = v_str(*sh)->len;
    in.wide = (v_str(*sh)->hdr.flags & STR_WIDE) != 0;
    in.poll = rx_poll;
    in.ctx = &pc;
    refresh(&in);
    int r = rx_exec(s, &in, from, sticky, caps);
    switch (r) {
    case RX_MATCH:
        rc = 1;
        break;
    case RX_NOMATCH:
        rc = 0;
        break;
    case RX_BUDGET:
        vm_throw_error(vm, ERR_RANGE,
                       "Regular expression exceeded its scratch budget of %zu bytes (TARN_REGEX_BUDGET)",
                       rx_scratch_budget(s));
        break;
    case RX_ABORT:
        break; /* the poll's error is pending */
    default:
        vm_throw_oom(vm);
        break;
    }
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- creation --------------------------------------------------------------------- */

/* EscapeRegExpPattern: "/" outside a class and line terminators escaped;
 * the empty pattern is "(?:)". */
static Value escape_source(Vm *vm, Value src)
{
    String *s = vm_str_flat(vm, src);
    if (!s)
        return vm_throw_oom(vm);
    if (s->len == 0)
        return vm_atom(vm, "(?:)");
    bool need = false;
    for (uint32_t i = 0; i < s->len && !need; i++) {
        uint16_t c = str_at(s, i);
        need = c == '/' || c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029;
    }
    if (!need)
        return v_from_cell(s);
    size_t cap = (size_t)s->len * 6 + 1, n = 0;
    uint16_t *b = malloc(cap * 2);
    if (!b)
        return vm_throw_oom(vm);
    bool cls = false;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = str_at(s, i);
        if (c == '\\' && i + 1 < s->len) {
            b[n++] = c;
            c = str_at(s, ++i);
            if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029)
                goto lt;
            b[n++] = c;
            continue;
        }
        if (c == '[')
            cls = true;
        else if (c == ']')
            cls = false;
        if (c == '/' && !cls) {
            b[n++] = '\\';
            b[n++] = '/';
            continue;
        }
    lt:
        if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029) {
            if (n && b[n - 1] != '\\')
                b[n++] = '\\';
            else if (!n)
                b[n++] = '\\';
            if (c == '\n')
                b[n++] = 'n';
            else if (c == '\r')
                b[n++] = 'r';
            else {
                const char *h = c == 0x2028 ? "u2028" : "u2029";
                for (int k = 0; h[k]; k++)
                    b[n++] = (uint16_t)h[k];
            }
            continue;
        }
        b[n++] = c;
    }
    Value r = vm_str_from_utf16(vm, b, n);
    free(b);
    return r;
}

/* RegExpInitialize(obj, P, F): P and F are strings. */
static int regexp_init(Vm *vm, Value *obj, Value *pat, Value *flg)
{
    String *fs = vm_str_flat(vm, *flg);
    if (!fs) {
        vm_throw_oom(vm);
        return -1;
    }
    uint16_t f16[8];
    int flags = -1;
    if (fs->len <= 8) {
        for (uint32_t i = 0; i < fs->len; i++)
            f16[i] = str_at(fs, i);
        flags = rx_parse_flags(f16, fs->len);
    }
    if (flags < 0) {
        char *t = vm_str_to_utf8(vm, *flg, NULL);
        vm_throw_error(vm, ERR_SYNTAX, "Invalid flags supplied to RegExp constructor '%s'", t ? t : "");
        free(t);
        return -1;
    }
    String *ps = vm_str_flat(vm, *pat);
    if (!ps) {
        vm_throw_oom(vm);
        return -1;
    }
    *pat = v_from_cell(ps);
    uint32_t n = ps->len;
    uint16_t *u = malloc((size_t)(n ? n : 1) * 2);
    if (!u) {
        vm_throw_oom(vm);
        return -1;
    }
    for (uint32_t i = 0; i < n; i++)
        u[i] = str_at(ps, i);
    char err[128];
    uint32_t plen = 0;
    uint8_t *prog = rx_compile(u, n, (unsigned)flags, &plen, err, sizeof err);
    free(u);
    if (!prog) {
        if (!strcmp(err, "out of memory")) {
            vm_throw_oom(vm);
            return -1;
        }
        char *ptxt = vm_str_to_utf8(vm, *pat, NULL), *ftxt = vm_str_to_utf8(vm, *flg, NULL);
        vm_throw_error(vm, ERR_SYNTAX, "Invalid regular expression: /%s/%s: %s", ptxt ? ptxt : "",
                       ftxt ? ftxt : "", err);
        free(ptxt);
        free(ftxt);
        return -1;
    }
    Bytes *b = gc_alloc(vm, T_BYTES, sizeof(Bytes) + plen);
    if (!b) {
        free(prog);
        vm_throw_oom(vm);
        return -1;
    }
    b->len = plen;
    memcpy(b->data, prog, plen);
    free(prog);
    RegExpObj *r = lib_re(*obj);
    GC_WRITE(vm, &r->o, &r->prog, v_from_cell(b));
    GC_WRITE(vm, &r->o, &r->source, *pat);
    r->flags = v_int(flags);
    return vm_set_prop_js(vm, *obj, vm->atom[A_lastIndex], v_int(0), *obj);
}

/* RegExpAlloc: an uninitialised RegExp with its lastIndex property. */
static Value regexp_alloc(Vm *vm, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object_class(vm, CLS_REGEXP, sizeof(RegExpObj), proto));
    if (*o == V_EXC)
        goto out;
    RegExpObj *re = lib_re(*o);
    re->source = vm->atom[A_lastIndex]; /* any string until initialised */
    re->flags = v_int(0);
    re->prog = V_UNDEF;
    re->internal = V_FALSE;
    if (vm_define_own(vm, *o, vm->atom[A_lastIndex], v_int(0), PROP_WRITABLE) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_regexp_new(Vm *vm, Value pattern, Value flags)
{
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, pattern), *f = gc_handle(vm, flags);
    Value *o = gc_handle(vm, regexp_alloc(vm, vm->builtin[B_REGEXP_PROTO]));
    Value r = V_EXC;
    if (*o != V_EXC && regexp_init(vm, o, p, f) == 0)
        r = *o;
    gc_scope_close(vm, sc);
    return r;
}

Value lib_regexp_literal(Vm *vm, Value pattern, Value flags, const char *file)
{
    Value r = lib_regexp_new(vm, pattern, flags);
    if (r != V_EXC && file &&
        (strncmp(file, "tarn:internal/intl", 18) == 0 || strcmp(file, "tarn:internal/temporal") == 0))
        lib_re(r)->internal = V_TRUE;
    return r;
}

Value lib_rx_create_js(Vm *vm, Value pattern, Value flags)
{
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, pattern), *f = gc_handle(vm, flags);
    Value r = V_EXC;
    *p = v_is_undef(*p) ? vm_atom(vm, "") : vm_to_string_js(vm, *p);
    if (*p == V_EXC)
        goto out;
    *f = v_is_undef(*f) ? vm_atom(vm, "") : vm_to_string_js(vm, *f);
    if (*f == V_EXC)
        goto out;
    r = lib_regexp_new(vm, *p, *f);
out:
    gc_scope_close(vm, sc);
    return r;
}

int lib_rx_is_regexp_js(Vm *vm, Value v)
{
    if (!v_is_object(v))
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value m = vm_get_prop_js(vm, *vh, vm->builtin[B_SYM_MATCH]);
    int r = -1;
    if (m != V_EXC)
        r = !v_is_undef(m) ? vm_truthy_noalloc(m) : v_is_class(*vh, CLS_REGEXP);
    gc_scope_close(vm, sc);
    return r;
}

/* The [[OriginalFlags]] of a RegExp as a string, in canonical order. */
static Value flags_string(Vm *vm, Value re)
{
    char fb[9];
    int n = rx_flags_string((unsigned)v_get_int(lib_re(re)->flags), fb);
    return vm_str_from_latin1(vm, (const uint8_t *)fb, (size_t)n);
}

/* new RegExp(pattern, flags) / RegExp(pattern, flags) */
static Value regexp_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *pat = gc_handle(vm, ARG(0)), *flg = gc_handle(vm, ARG(1));
    Value *proto = gc_handle(vm, vm->builtin[B_REGEXP_PROTO]);
    Value *o = gc_handle(vm, V_UNDEF);
    int isre = lib_rx_is_regexp_js(vm, *pat);
    if (isre < 0)
        goto out;
    if (!construct) {
        if (isre && v_is_undef(*flg)) {
            Value c = vm_get_prop_js(vm, *pat, vm->atom[A_constructor]);
            if (c == V_EXC)
                goto out;
            if (c == CALLEE) {
                r = *pat;
                goto out;
            }
        }
    } else if (v_is_object(THIS) && THIS != CALLEE) { /* subclass: new.target.prototype */
        Value p = vm_get_prop_js(vm, THIS, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    if (v_is_class(*pat, CLS_REGEXP)) {
        if (v_is_undef(*flg) && (*flg = flags_string(vm, *pat)) == V_EXC)
            goto out;
        *pat = lib_re(*pat)->source;
    } else if (isre) {
        Value s = get_named(vm, pat, "source");
        if (s == V_EXC)
            goto out;
        if (v_is_undef(*flg) && (*flg = get_named(vm, pat, "flags")) == V_EXC)
            goto out;
        *pat = s;
    }
    *pat = v_is_undef(*pat) ? vm_atom(vm, "") : vm_to_string_js(vm, *pat);
    if (*pat == V_EXC)
        goto out;
    *flg = v_is_undef(*flg) ? vm_atom(vm, "") : vm_to_string_js(vm, *flg);
    if (*flg == V_EXC)
        goto out;
    if ((*o = regexp_alloc(vm, *proto)) == V_EXC || regexp_init(vm, o, pat, flg) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value incompatible(Vm *vm, const char *method, Value recv)
{
    char b[128];
    vm_short_repr(vm, recv, b, sizeof b);
    return vm_throw_error(vm, ERR_TYPE, "Method %s called on incompatible receiver %s", method, b);
}

/* RegExp.prototype.compile(pattern, flags) (Annex B): RegExpInitialize on
 * this RegExp in place. As in V8, only a real RegExp pattern lends its
 * source and flags (no IsRegExp: a Symbol.match object is stringified), and
 * there is no realm or subclass check. The new program is in place before
 * lastIndex is set, so a read-only lastIndex throws after the recompile. */
static Value re_compile(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_class(THIS, CLS_REGEXP))
        return incompatible(vm, "RegExp.prototype.compile", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, THIS);
    Value *pat = gc_handle(vm, ARG(0)), *flg = gc_handle(vm, ARG(1));
    if (v_is_class(*pat, CLS_REGEXP)) {
        if (!v_is_undef(*flg)) {
            vm_throw_error(vm, ERR_TYPE, "Cannot supply flags when constructing one RegExp from another");
            goto out;
        }
        if ((*flg = flags_string(vm, *pat)) == V_EXC)
            goto out;
        *pat = lib_re(*pat)->source;
    }
    *pat = v_is_undef(*pat) ? vm_atom(vm, "") : vm_to_string_js(vm, *pat);
    if (*pat == V_EXC)
        goto out;
    *flg = v_is_undef(*flg) ? vm_atom(vm, "") : vm_to_string_js(vm, *flg);
    if (*flg == V_EXC || regexp_init(vm, o, pat, flg) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- exec ---------------------------------------------------------------------------- */

int lib_rx_set_last_index(Vm *vm, Value rx, double v)
{
    return vm_set_prop_js(vm, rx, vm->atom[A_lastIndex], v_num(v), rx);
}

uint32_t lib_rx_advance(Value str, uint32_t i, bool unicode)
{
    if (!unicode)
        return i + 1;
    String *s = v_str(str); /* flat (callers matched it) */
    if (i + 1 >= s->len)
        return i + 1;
    uint16_t a = str_at(s, i), b = str_at(s, i + 1);
    return (a >= 0xD800 && a <= 0xDBFF && b >= 0xDC00 && b <= 0xDFFF) ? i + 2 : i + 1;
}

int lib_rx_step_js(Vm *vm, Value *re, Value *str, const int32_t **caps)
{
    Value li = vm_get_prop_js(vm, *re, vm->atom[A_lastIndex]);
    if (li == V_EXC)
        return -1;
    int64_t last = 0;
    if (v_is_int(li)) {
        last = v_get_int(li) < 0 ? 0 : v_get_int(li);
    } else if (vm_to_length_js(vm, li, &last) < 0) {
        return -1;
    }
    int bits = v_get_int(lib_re(*re)->flags);
    bool gy = (bits & (RX_G | RX_Y)) != 0;
    if (!gy)
        last = 0;
    if (last > (int64_t)vm_str_len_noalloc(*str)) {
        if (gy && lib_rx_set_last_index(vm, *re, 0) < 0)
            return -1;
        return 0;
    }
    int r = lib_rx_match(vm, re, str, (uint32_t)last, (bits & RX_Y) != 0, caps);
    if (r < 0)
        return -1;
    if (r == 0) {
        if (gy && lib_rx_set_last_index(vm, *re, 0) < 0)
            return -1;
        return 0;
    }
    lib_rx_record_match_noalloc(vm, *re, *str, (*caps)[0]);
    /* setting an own data property runs no JS and starts no match: caps stay */
    if (gy && lib_rx_set_last_index(vm, *re, (*caps)[1]) < 0)
        return -1;
    return 1;
}

/* The groups object: null prototype, one property per named group, its
 * value arr[i] for group i (arr: the match array, or its indices array). */
static Value groups_object(Vm *vm, Value *re, Value *arr)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *g = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    Value *key = gc_handle(vm, V_UNDEF);
    if (*g == V_EXC)
        goto out;
    uint32_t ncaps = rx_prog_ncaps(((Bytes *)v_cell(lib_re(*re)->prog))->data);
    for (uint32_t i = 1; i < ncaps; i++) {
        uint32_t nl;
        const uint16_t *nm = rx_prog_group_name(((Bytes *)v_cell(lib_re(*re)->prog))->data, i, &nl);
        if (!nm)
            continue;
        if ((*key = vm_str_from_utf16(vm, nm, nl)) == V_EXC || (*key = vm_intern(vm, *key)) == V_EXC)
            goto out;
        Value v = vm_get_index_js(vm, *arr, i);
        if (v == V_EXC)
            goto out;
        /* a repeated name: its first group made the property (in its
           place), the one that took part gives the value */
        if (v_is_undef(v) && rx_prog_group_first(((Bytes *)v_cell(lib_re(*re)->prog))->data, i) != i)
            continue;
        if (vm_define_own(vm, *g, *key, v, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *g;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_rx_result(Vm *vm, Value *re, Value *str, const int32_t *caps_in)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    uint32_t ncaps = rx_prog_ncaps(((Bytes *)v_cell(lib_re(*re)->prog))->data);
    int bits = v_get_int(lib_re(*re)->flags);
    bool has_names = rx_prog_has_names(((Bytes *)v_cell(lib_re(*re)->prog))->data);
    /* a copy: building the array allocates, and the next match reuses caps */
    int32_t local[64], *caps = ncaps * 2 <= 64 ? local : malloc(ncaps * 2 * sizeof *caps);
    if (!caps)
        return vm_throw_oom(vm);
    memcpy(caps, caps_in, ncaps * 2 * sizeof *caps);
    Value *arr = gc_handle(vm, vm_new_array(vm, ncaps));
    Value *tmp = gc_handle(vm, V_UNDEF);
    Value *ind = gc_handle(vm, V_UNDEF);
    if (*arr == V_EXC)
        goto out;
    for (uint32_t i = 0; i < ncaps; i++) {
        Value v = V_UNDEF;
        if (caps[2 * i] >= 0 && caps[2 * i + 1] >= 0)
            v = vm_str_substring(vm, *str, (uint32_t)caps[2 * i], (uint32_t)caps[2 * i + 1]);
        if (v == V_EXC || vm_array_append(vm, *arr, v) < 0)
            goto out;
    }
    if (vm_define_own(vm, *arr, vm->atom[A_index], v_int(caps[0]), PROP_DEFAULT) < 0 ||
        vm_define_own(vm, *arr, vm->atom[A_input], *str, PROP_DEFAULT) < 0)
        goto out;
    *tmp = V_UNDEF;
    if (has_names && (*tmp = groups_object(vm, re, arr)) == V_EXC)
        goto out;
    if (vm_define_own(vm, *arr, vm->atom[A_groups], *tmp, PROP_DEFAULT) < 0)
        goto out;
    if (bits & RX_D) {
        if ((*ind = vm_new_array(vm, ncaps)) == V_EXC)
            goto out;
        for (uint32_t i = 0; i < ncaps; i++) {
            Value v = V_UNDEF;
            if (caps[2 * i] >= 0 && caps[2 * i + 1] >= 0) {
                Value pair[2] = {v_int(caps[2 * i]), v_int(caps[2 * i + 1])};
                v = vm_new_array_from(vm, pair, 2);
            }
            if (v == V_EXC || vm_array_append(vm, *ind, v) < 0)
                goto out;
        }
        *tmp = V_UNDEF;
        if (has_names && (*tmp = groups_object(vm, re, ind)) == V_EXC)
            goto out;
        if (vm_define_own(vm, *ind, vm->atom[A_groups], *tmp, PROP_DEFAULT) < 0 ||
            (*tmp = vm_key(vm, "indices")) == V_EXC || vm_define_own(vm, *arr, *tmp, *ind, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *arr;
out:
    if (caps != local)
        free(caps);
    gc_scope_close(vm, sc);
    return r;
}

static Value builtin_exec(Vm *vm, Value *re, Value *str)
{
    const int32_t *caps;
    int m = lib_rx_step_js(vm, re, str, &caps);
    if (m < 0)
        return V_EXC;
    if (m == 0)
        return V_NULL;
    Value r = lib_rx_result(vm, re, str, caps); /* copies the registers first */
    rx_release(vm->lib_state->rx);                          /* owned registers never outlive exec */
    return r;
}

int lib_rx_pristine_js(Vm *vm, Value *rx)
{
    if (!v_is_class(*rx, CLS_REGEXP))
        return 0;
    Value e = get_named(vm, rx, "exec");
    if (e == V_EXC)
        return -1;
    return e == vm->builtin[B_REGEXP_EXEC];
}

Value lib_rx_exec_js(Vm *vm, Value *rx, Value *str)
{
    Value e = get_named(vm, rx, "exec");
    if (e == V_EXC)
        return V_EXC;
    if (e != vm->builtin[B_REGEXP_EXEC] && vm_is_callable_noalloc(e)) {
        Value r = vm_call_js(vm, e, *rx, 1, str);
        if (r != V_EXC && !v_is_object(r) && r != V_NULL)
            return vm_throw_error(vm, ERR_TYPE, "object null is not a function");
        return r;
    }
    if (!v_is_class(*rx, CLS_REGEXP))
        return incompatible(vm, "RegExp.prototype.exec", *rx);
    return builtin_exec(vm, rx, str);
}

static Value re_exec(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_class(THIS, CLS_REGEXP))
        return incompatible(vm, "RegExp.prototype.exec", THIS);
    size_t sc = gc_scope_open(vm);
    Value *re = gc_handle(vm, THIS);
    Value *s = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    Value r = *s == V_EXC ? V_EXC : builtin_exec(vm, re, s);
    gc_scope_close(vm, sc);
    return r;
}

static Value re_test(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "RegExp.prototype.test", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *re = gc_handle(vm, THIS);
    Value *s = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    if (*s == V_EXC)
        goto out;
    int p = lib_rx_pristine_js(vm, re);
    if (p < 0)
        goto out;
    if (p) {
        const int32_t *caps;
        int m = lib_rx_step_js(vm, re, s, &caps);
        rx_release(vm->lib_state->rx);
        if (m >= 0)
            r = v_bool(m == 1);
        goto out;
    }
    if (!v_is_class(*re, CLS_REGEXP)) {
        Value e = get_named(vm, re, "exec");
        if (e == V_EXC)
            goto out;
        if (!vm_is_callable_noalloc(e)) {
            r = incompatible(vm, "RegExp.prototype.exec", *re);
            goto out;
        }
    }
    Value m = lib_rx_exec_js(vm, re, s);
    if (m != V_EXC)
        r = v_bool(m != V_NULL);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value re_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "RegExp.prototype.toString", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, THIS);
    Value *a = gc_handle(vm, get_named(vm, o, "source"));
    if (*a == V_EXC || (*a = vm_to_string_js(vm, *a)) == V_EXC)
        goto out;
    Value *b = gc_handle(vm, get_named(vm, o, "flags"));
    if (*b == V_EXC || (*b = vm_to_string_js(vm, *b)) == V_EXC)
        goto out;
    Value slash = vm_atom(vm, "/"); /* atoms never move */
    Value *t = gc_handle(vm, slash);
    if ((*t = vm_str_concat(vm, *t, *a)) == V_EXC || (*t = vm_str_concat(vm, *t, slash)) == V_EXC ||
        (*t = vm_str_concat(vm, *t, *b)) == V_EXC)
        goto out;
    r = *t;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- getters ------------------------------------------------------------------------ */

/* by bit number (rx.h) */
static const char *const flag_names[] = {"hasIndices", "global", "ignoreCase", "multiline", "dotAll", "unicode",
                                         "sticky", "unicodeSets"};

static Value re_flag_get(Vm *vm, Value *argv, int argc, bool construct)
{
    int bit = MAGIC;
    if (v_is_class(THIS, CLS_REGEXP))
        return v_bool((v_get_int(lib_re(THIS)->flags) & bit) != 0);
    if (THIS == vm->builtin[B_REGEXP_PROTO])
        return V_UNDEF;
    const char *name = "";
    for (int i = 0; i < 8; i++)
        if (bit == 1 << i)
            name = flag_names[i];
    return vm_throw_error(vm, ERR_TYPE, "RegExp.prototype.%s getter called on non-RegExp object", name);
}

static Value re_source(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_class(THIS, CLS_REGEXP))
        return escape_source(vm, lib_re(THIS)->source);
    if (THIS == vm->builtin[B_REGEXP_PROTO])
        return vm_atom(vm, "(?:)");
    return vm_throw_error(vm, ERR_TYPE, "RegExp.prototype.source getter called on non-RegExp object");
}

static Value re_flags(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS)) {
        char b[128];
        vm_short_repr(vm, THIS, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "RegExp.prototype.flags getter called on non-object %s", b);
    }
    static const char *const order[] = {"hasIndices", "global", "ignoreCase", "multiline",
                                        "dotAll", "unicode", "unicodeSets", "sticky"};
    static const char chars[] = "dgimsuvy";
    char out[9];
    int n = 0;
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, THIS);
    Value r = V_EXC;
    for (int i = 0; i < 8; i++) {
        Value v = get_named(vm, o, order[i]);
        if (v == V_EXC)
            goto out;
        if (vm_truthy_noalloc(v))
            out[n++] = chars[i];
    }
    r = vm_str_from_latin1(vm, (const uint8_t *)out, (size_t)n);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value re_species(Vm *vm, Value *argv, int argc, bool construct) { return THIS; }

/* RegExp.escape: s with every character that could mean something in a
 * pattern written as an escape, so the result matches s literally wherever
 * it is placed in a pattern (after \0 or \c too, hence the escaped leading
 * digit or letter). Lone surrogates become \uXXXX; other code points that
 * are white space, line terminators or punctuators become \xXX or \uXXXX. */
static Value re_escape(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s = ARG(0);
    if (!v_is_string(s))
        return vm_throw_error(vm, ERR_TYPE, "input argument must be a string"), V_EXC;
    String *st = lib_flat(vm, s);
    if (!st)
        return V_EXC;
    static const char controls[][2] = {{'\t', 't'}, {'\n', 'n'}, {'\v', 'v'}, {'\f', 'f'}, {'\r', 'r'}};
    LibBuf b;
    lib_buf_init(&b);
    for (uint32_t i = 0, n = st->len; i < n; i++) {
        uint32_t c = str_at(st, i);
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < n && str_at(st, i + 1) >= 0xDC00 && str_at(st, i + 1) < 0xE000)
            c = 0x10000 + ((c - 0xD800) << 10) + (str_at(st, ++i) - 0xDC00);
        if (i == 0 && c < 0x80 && isalnum((int)c)) {
            lib_buf_printf(&b, "\\x%02x", c);
            continue;
        }
        if (c < 0x80 && strchr("^$\\.*+?()[]{}|/", (int)c) && c) {
            lib_buf_ch(&b, '\\');
            lib_buf_ch(&b, (char)c);
            continue;
        }
        bool done = false;
        for (size_t k = 0; k < sizeof controls / sizeof *controls && !done; k++)
            if (c == (uint32_t)controls[k][0]) {
                lib_buf_ch(&b, '\\');
                lib_buf_ch(&b, controls[k][1]);
                done = true;
            }
        if (done)
            continue;
        if ((c < 0x80 && c && strchr(",-=<>#&!%:;@~'`\"", (int)c)) || uni_is_js_space_noalloc(c) ||
            (c >= 0xD800 && c < 0xE000))
            lib_buf_printf(&b, c <= 0xFF ? "\\x%02x" : "\\u%04x", c);
        else
            lib_buf_cp(&b, c);
    }
    return lib_buf_to_str(vm, &b);
}

/* ---- the species fast path ------------------------------------------------------------- */

static bool is_native_noalloc(Value v, NativeFn fn, int magic)
{
    return v_is_class(v, CLS_NATIVE) && ((NativeFunc *)v_cell(v))->fn == fn &&
           ((NativeFunc *)v_cell(v))->magic == magic;
}

/* The own property `key` of o: its getter when `getter`, else its value;
 * V_EMPTY when absent or of the other kind. */
static Value own_noalloc(Vm *vm, Value o, Value key, bool getter)
{
    PropDesc d;
    if (vm_get_own_prop(vm, o, key, &d) != 1 || ((d.attrs & PROP_ACCESSOR) != 0) != getter)
        return V_EMPTY;
    return getter ? d.get : d.value;
}

int lib_rx_species_pristine(Vm *vm, Value *rx)
{
    static const struct {
        const char *name;
        NativeFn fn;
        int magic;
    } getters[] = {
        {"flags", re_flags, 0},          {"hasIndices", re_flag_get, RX_D}, {"global", re_flag_get, RX_G},
        {"ignoreCase", re_flag_get, RX_I}, {"multiline", re_flag_get, RX_M}, {"dotAll", re_flag_get, RX_S},
        {"unicode", re_flag_get, RX_U},  {"unicodeSets", re_flag_get, RX_V}, {"sticky", re_flag_get, RX_Y},
    };
    if (!v_is_class(*rx, CLS_REGEXP))
        return 0;
    Shape *sh = v_obj(*rx)->shape;
    Value proto = vm->builtin[B_REGEXP_PROTO], ctor = vm->builtin[B_REGEXP_CTOR];
    if ((sh->hdr.flags & SHAPE_DICT) || sh->nprops != 1 || sh->proto != proto)
        return 0; /* own properties beyond lastIndex, or another prototype */
    if (own_noalloc(vm, proto, vm->atom[A_constructor], false) != ctor ||
        !is_native_noalloc(own_noalloc(vm, ctor, vm->builtin[B_SYM_SPECIES], true), re_species, 0) ||
        !lib_rx_is_sym_match_noalloc(own_noalloc(vm, proto, vm->builtin[B_SYM_MATCH], false)))
        return 0;
    for (size_t i = 0; i < sizeof getters / sizeof *getters; i++) {
        Value k = vm_atom(vm, getters[i].name); /* installed already: found, not made */
        if (k == V_EXC)
            return -1;
        proto = vm->builtin[B_REGEXP_PROTO];
        if (!is_native_noalloc(own_noalloc(vm, proto, k, true), getters[i].fn, getters[i].magic))
            return 0;
    }
    return 1;
}

/* ---- install -------------------------------------------------------------------------- */

static int def_getter_magic(Vm *vm, Value obj, const char *name, NativeFn fn, int magic)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    char nm[64];
    snprintf(nm, sizeof nm, "get %s", name);
    Value *g = gc_handle(vm, vm_new_native(vm, nm, fn, 0, magic));
    Value *k = gc_handle(vm, vm_key(vm, name)); /* may collect: before *g is read */
    int rc = -1;
    if (*g != V_EXC && *k != V_EXC)
        rc = vm_define_accessor(vm, *oh, *k, *g, V_UNDEF, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

static int make_symbol(Vm *vm, int id, const char *desc)
{
    if (v_is_symbol(vm->builtin[id]))
        return 0;
    Value d = vm_str_from_cstr(vm, desc);
    Value s = d == V_EXC ? V_EXC : vm_new_symbol(vm, d);
    if (s == V_EXC)
        return -1;
    vm->builtin[id] = s;
    return 0;
}

int lib_install_regexp(Vm *vm)
{
    static const struct {
        int id;
        const char *name;
    } syms[] = {{B_SYM_MATCH, "match"}, {B_SYM_MATCH_ALL, "matchAll"}, {B_SYM_REPLACE, "replace"},
                {B_SYM_SEARCH, "search"}, {B_SYM_SPLIT, "split"}};
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *sym = gc_handle(vm, vm_get_str_js(vm, vm->global, "Symbol"));
    if (*sym == V_EXC)
        goto out;
    for (size_t i = 0; i < sizeof syms / sizeof *syms; i++) {
        char d[32];
        snprintf(d, sizeof d, "Symbol.%s", syms[i].name);
        if (make_symbol(vm, syms[i].id, d) < 0 ||
            lib_def_value(vm, *sym, syms[i].name, vm->builtin[syms[i].id], 0) < 0)
            goto out;
    }
    Value *proto = gc_handle(vm, vm_new_object(vm));
    if (*proto == V_EXC)
        goto out;
    vm->builtin[B_REGEXP_PROTO] = *proto;
    Value *ctor = gc_handle(vm, vm_def_ctor(vm, "RegExp", regexp_ctor, 2, *proto));
    if (*ctor == V_EXC)
        goto out;
    vm->builtin[B_REGEXP_CTOR] = *ctor;
    Value *g = gc_handle(vm, vm_new_native(vm, "get [Symbol.species]", re_species, 0, 0));
    if (*g == V_EXC ||
        vm_define_accessor(vm, *ctor, vm->builtin[B_SYM_SPECIES], *g, V_UNDEF, PROP_CONFIGURABLE) < 0)
        goto out;
    /* node's key order: constructor exec dotAll flags global hasIndices
       ignoreCase multiline source sticky unicode unicodeSets compile toString test */
    if (vm_def_native(vm, *proto, "exec", re_exec, 1, 0) < 0)
        goto out;
    vm->builtin[B_REGEXP_EXEC] = vm_get_str_js(vm, *proto, "exec");
    if (def_getter_magic(vm, *proto, "dotAll", re_flag_get, RX_S) < 0 ||
        def_getter_magic(vm, *proto, "flags", re_flags, 0) < 0 ||
        def_getter_magic(vm, *proto, "global", re_flag_get, RX_G) < 0 ||
        def_getter_magic(vm, *proto, "hasIndices", re_flag_get, RX_D) < 0 ||
        def_getter_magic(vm, *proto, "ignoreCase", re_flag_get, RX_I) < 0 ||
        def_getter_magic(vm, *proto, "multiline", re_flag_get, RX_M) < 0 ||
        def_getter_magic(vm, *proto, "source", re_source, 0) < 0 ||
        def_getter_magic(vm, *proto, "sticky", re_flag_get, RX_Y) < 0 ||
        def_getter_magic(vm, *proto, "unicode", re_flag_get, RX_U) < 0 ||
        def_getter_magic(vm, *proto, "unicodeSets", re_flag_get, RX_V) < 0 ||
        vm_def_native(vm, *proto, "compile", re_compile, 2, 0) < 0 ||
        vm_def_native(vm, *proto, "toString", re_to_string, 0, 0) < 0 ||
        vm_def_native(vm, *proto, "test", re_test, 1, 0) < 0)
        goto out;
    if (lib_regexp_install_string(vm, *proto) < 0 || lib_regexp_install_legacy(vm, *ctor) < 0 ||
        vm_def_native(vm, *ctor, "escape", re_escape, 1, 0) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_rx_describe(Vm *vm, Value re, LibBuf *out)
{
    size_t sc = gc_scope_open(vm);
    Value *rh = gc_handle(vm, re);
    Value src = escape_source(vm, lib_re(*rh)->source);
    int rc = -1;
    if (src == V_EXC)
        goto out;
    lib_buf_ch(out, '/');
    if (lib_buf_jsstr(vm, out, src) < 0)
        goto out;
    lib_buf_ch(out, '/');
    char fb[9];
    rx_flags_string((unsigned)v_get_int(lib_re(*rh)->flags), fb);
    for (const char *c = fb; *c; c++)
        lib_buf_ch(out, *c);
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
