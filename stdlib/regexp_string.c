/* stdlib/regexp_string.c — RegExp.prototype[Symbol.match / matchAll /
 * replace / search / split], %RegExpStringIteratorPrototype%, and the
 * String.prototype methods that reach them (match, matchAll, search here;
 * replace, replaceAll and split in string.c call lib_str_dispatch_js).
 *
 * When a RegExp still uses the built-in exec, the methods run the matcher
 * directly on capture positions (no match arrays); otherwise they follow
 * the spec's observable steps through the user's exec. Replace collects
 * every match before it calls a replacer function, as the spec does, so a
 * replacer that uses the same RegExp cannot disturb the loop.
 *
 * Differences from node (docs/regex.md): split ignores Symbol.species and
 * the receiver's own exec (it always uses the RegExp's own matcher).
 */
#include <stdio.h>

#include "regexp_int.h"


/* obj[name] for a handle: the key is made before *obj is read (an atom's
 * creation may collect). */
static Value get_named(Vm *vm, Value *obj, const char *name)
{
    Value k = vm_atom(vm, name);
    return k == V_EXC ? V_EXC : vm_get_prop_js(vm, *obj, k);
}

/* ---- a UTF-16 output buffer (grows with the output: plain malloc) ---------- */

typedef struct Out {
    uint16_t *p;
    size_t n, cap;
    bool oom;
} Out;

static void out_reserve(Out *o, size_t more)
{
    if (o->oom || o->n + more <= o->cap)
        return;
    size_t cap = o->cap ? o->cap * 2 : 64;
    while (cap < o->n + more)
        cap *= 2;
    uint16_t *np = realloc(o->p, cap * 2);
    if (!np) {
        o->oom = true;
        return;
    }
    o->p = np;
    o->cap = cap;
}

static void out_range(Out *o, const String *s, uint32_t a, uint32_t b)
{
    if (b <= a)
        return;
    out_reserve(o, b - a);
    if (o->oom)
        return;
    if (s->hdr.flags & STR_WIDE)
        memcpy(o->p + o->n, (const uint16_t *)(const void *)s->data + a, (size_t)(b - a) * 2);
    else
        for (uint32_t i = a; i < b; i++)
            o->p[o->n + i - a] = s->data[i];
    o->n += b - a;
}

static void out_unit(Out *o, uint16_t c)
{
    out_reserve(o, 1);
    if (!o->oom)
        o->p[o->n++] = c;
}

static int out_value(Vm *vm, Out *o, Value s)
{
    String *f = vm_str_flat(vm, s);
    if (!f)
        return -1;
    out_range(o, f, 0, f->len);
    return 0;
}

static Value out_finish(Vm *vm, Out *o)
{
    Value r = o->oom ? vm_throw_oom(vm) : vm_str_from_utf16(vm, o->p ? o->p : (uint16_t *)u"", o->n);
    free(o->p);
    o->p = NULL;
    return r;
}

/* ---- helpers ------------------------------------------------------------------------ */

static Value incompatible(Vm *vm, const char *method, Value recv)
{
    char b[128];
    vm_short_repr(vm, recv, b, sizeof b);
    return vm_throw_error(vm, ERR_TYPE, "Method %s called on incompatible receiver %s", method, b);
}

static Value iter_result(Vm *vm, Value v, bool done)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value r = V_EXC;
    Value *oh = gc_handle(vm, vm_new_object(vm));
    if (*oh != V_EXC && vm_define_own(vm, *oh, vm->atom[A_value], *vh, PROP_DEFAULT) == 0 &&
        vm_define_own(vm, *oh, vm->atom[A_done], v_bool(done), PROP_DEFAULT) == 0)
        r = *oh;
    gc_scope_close(vm, sc);
    return r;
}

/* ToString(Get(rx, "flags")) contains c: 1, 0, -1. */
static int flags_have(Vm *vm, Value *rx, char c1, char c2, bool *has2)
{
    Value f = get_named(vm, rx, "flags");
    if (f == V_EXC || (f = vm_to_string_js(vm, f)) == V_EXC)
        return -1;
    String *s = vm_str_flat(vm, f);
    if (!s)
        return -1;
    bool a = false, b = false;
    for (uint32_t i = 0; i < s->len; i++) {
        a |= str_at(s, i) == (uint16_t)c1;
        /* fullUnicode: "u" or "v" */
        b |= str_at(s, i) == (uint16_t)c2 || (c2 == 'u' && str_at(s, i) == 'v');
    }
    if (has2)
        *has2 = b;
    return a;
}

static int get_last_index(Vm *vm, Value *rx, int64_t *out)
{
    Value li = vm_get_prop_js(vm, *rx, vm->atom[A_lastIndex]);
    if (li == V_EXC)
        return -1;
    return vm_to_length_js(vm, li, out);
}

/* Pristine global step where the match was empty: move lastIndex on. */
static int advance_if_empty(Vm *vm, Value *rx, Value *str, bool unicode, bool empty)
{
    if (!empty)
        return 0;
    int64_t li;
    if (get_last_index(vm, rx, &li) < 0)
        return -1;
    String *s = vm_str_flat(vm, *str);
    if (!s)
        return -1;
    *str = v_from_cell(s);
    return lib_rx_set_last_index(vm, *rx, li > 0xFFFFFFF0 ? (double)li + 1 : lib_rx_advance(*str, (uint32_t)li, unicode));
}

/* ---- Symbol.match ------------------------------------------------------------------- */

static Value re_sym_match(Vm *vm, Value *argv, int argc, bool construct);

bool lib_rx_is_sym_match_noalloc(Value v)
{
    return v_is_class(v, CLS_NATIVE) && ((NativeFunc *)v_cell(v))->fn == re_sym_match;
}

static Value re_sym_match(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "RegExp.prototype.@@match", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *rx = gc_handle(vm, THIS);
    Value *s = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    Value *arr = gc_handle(vm, V_UNDEF), *m = gc_handle(vm, V_UNDEF);
    if (*s == V_EXC)
        goto out;
    bool unicode;
    int g = flags_have(vm, rx, 'g', 'u', &unicode);
    if (g < 0)
        goto out;
    if (!g) {
        r = lib_rx_exec_js(vm, rx, s);
        goto out;
    }
    if (lib_rx_set_last_index(vm, *rx, 0) < 0 || (*arr = vm_new_array(vm, 0)) == V_EXC)
        goto out;
    int pristine = lib_rx_pristine_js(vm, rx);
    if (pristine < 0)
        goto out;
    for (;;) {
        bool empty;
        if (pristine) {
            const int32_t *caps;
            int k = lib_rx_step_js(vm, rx, s, &caps);
            if (k < 0)
                goto out;
            if (k == 0)
                break;
            empty = caps[0] == caps[1];
            if ((*m = vm_str_substring(vm, *s, (uint32_t)caps[0], (uint32_t)caps[1])) == V_EXC)
                goto out;
        } else {
            if ((*m = lib_rx_exec_js(vm, rx, s)) == V_EXC)
                goto out;
            if (*m == V_NULL)
                break;
            if ((*m = vm_get_index_js(vm, *m, 0)) == V_EXC || (*m = vm_to_string_js(vm, *m)) == V_EXC)
                goto out;
            empty = vm_str_len_noalloc(*m) == 0;
        }
        if (vm_array_append(vm, *arr, *m) < 0 || advance_if_empty(vm, rx, s, unicode, empty) < 0)
            goto out;
    }
    r = vm_array(*arr)->length ? *arr : V_NULL;
out:
    rx_release(lib_rx_scratch(vm));
    gc_scope_close(vm, sc);
    return r;
}

/* ---- Symbol.search ------------------------------------------------------------------ */

static Value re_sym_search(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "RegExp.prototype.@@search", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *rx = gc_handle(vm, THIS);
    Value *s = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    Value *prev = gc_handle(vm, V_UNDEF), *res = gc_handle(vm, V_UNDEF);
    if (*s == V_EXC || (*prev = vm_get_prop_js(vm, *rx, vm->atom[A_lastIndex])) == V_EXC)
        goto out;
    if (!vm_same_value_noalloc(*prev, v_int(0)) && lib_rx_set_last_index(vm, *rx, 0) < 0)
        goto out;
    if ((*res = lib_rx_exec_js(vm, rx, s)) == V_EXC)
        goto out;
    Value cur = vm_get_prop_js(vm, *rx, vm->atom[A_lastIndex]);
    if (cur == V_EXC)
        goto out;
    if (!vm_same_value_noalloc(cur, *prev) &&
        vm_set_prop_js(vm, *rx, vm->atom[A_lastIndex], *prev, *rx) < 0)
        goto out;
    r = *res == V_NULL ? v_int(-1) : vm_get_prop_js(vm, *res, vm->atom[A_index]);
out:
    rx_release(lib_rx_scratch(vm));
    gc_scope_close(vm, sc);
    return r;
}

/* ---- Symbol.replace -------------------------------------------------------------- */

/* GetSubstitution. Captures come either as positions into str (pos, from a
 * built-in match) or as Values (vals: strings or undefined). */
typedef struct Subst {
    const int32_t *pos;     /* 2 * ncaps, or NULL */
    Value *vals;            /* ncaps values (vals[0] the match), or NULL */
    uint32_t ncaps;
    Value *groups;          /* namedCaptures (or V_UNDEF) for the Value form */
    const uint8_t *prog;    /* the program, for names in the position form */
} Subst;

static int subst_cap(Vm *vm, Out *o, Value *str, const Subst *c, uint32_t i)
{
    if (c->pos) {
        if (c->pos[2 * i] >= 0 && c->pos[2 * i + 1] >= 0)
            out_range(o, v_str(*str), (uint32_t)c->pos[2 * i], (uint32_t)c->pos[2 * i + 1]);
        return 0;
    }
    if (v_is_undef(c->vals[i]))
        return 0;
    return out_value(vm, o, c->vals[i]);
}

/* The group named by r[at, at + len) in the position form: the one of
 * that name that took part (a name may repeat in different alternatives),
 * else its first; 0 when no group has that name. */
static uint32_t named_group(const Subst *c, const String *r, uint32_t at, uint32_t len)
{
    uint32_t found = 0;
    for (uint32_t g = 1; g < c->ncaps; g++) {
        uint32_t gl;
        const uint16_t *gn = rx_prog_group_name(c->prog, g, &gl);
        bool eq = gn && gl == len;
        for (uint32_t k = 0; eq && k < len; k++)
            eq = gn[k] == str_at(r, at + k);
        if (eq && (!found || c->pos[2 * g] >= 0))
            found = g;
        if (found && c->pos[2 * found] >= 0)
            break;
    }
    return found;
}

static int substitute(Vm *vm, Out *o, Value *str, Value *rep, uint32_t position, uint32_t mend, const Subst *c)
{
    String *r = vm_str_flat(vm, *rep);
    if (!r)
        return -1;
    *rep = v_from_cell(r);
    uint32_t m = c->ncaps - 1, len = v_str(*str)->len;
    for (uint32_t i = 0; i < v_str(*rep)->len; i++) {
        r = v_str(*rep);
        uint16_t ch = str_at(r, i);
        uint16_t n = i + 1 < r->len ? str_at(r, i + 1) : 0;
        if (ch != '$' || i + 1 >= r->len) {
            out_unit(o, ch);
            continue;
        }
        if (n == '$') {
            out_unit(o, '$');
            i++;
        } else if (n == '&') {
            if (subst_cap(vm, o, str, c, 0) < 0)
                return -1;
            i++;
        } else if (n == '`') {
            out_range(o, v_str(*str), 0, position);
            i++;
        } else if (n == '\'') {
            out_range(o, v_str(*str), mend < len ? mend : len, len);
            i++;
        } else if (n >= '0' && n <= '9') {
            uint32_t d1 = n - '0';
            uint16_t n2 = i + 2 < r->len ? str_at(r, i + 2) : 0;
            if (n2 >= '0' && n2 <= '9' && d1 * 10 + (n2 - '0') >= 1 && d1 * 10 + (n2 - '0') <= m) {
                if (subst_cap(vm, o, str, c, d1 * 10 + (n2 - '0')) < 0)
                    return -1;
                i += 2;
            } else if (d1 >= 1 && d1 <= m) {
                if (subst_cap(vm, o, str, c, d1) < 0)
                    return -1;
                i++;
            } else {
                out_unit(o, '$');
            }
        } else if (n == '<') {
            bool has_groups = c->pos ? rx_prog_has_names(c->prog) : !v_is_undef(*c->groups);
            uint32_t close = i + 2;
            while (close < r->len && str_at(r, close) != '>')
                close++;
            if (!has_groups || close >= r->len) {
                out_unit(o, '$');
                continue;
            }
            uint32_t nlen = close - (i + 2);
            if (c->pos) {
                uint32_t g = named_group(c, r, i + 2, nlen);
                if (g)
                    subst_cap(vm, o, str, c, g);
            } else {
                Value key = vm_str_substring(vm, *rep, i + 2, close);
                if (key == V_EXC || (key = vm_to_propkey_js(vm, key)) == V_EXC)
                    return -1;
                Value v = vm_get_prop_js(vm, *c->groups, key);
                if (v == V_EXC)
                    return -1;
                if (!v_is_undef(v)) {
                    if ((v = vm_to_string_js(vm, v)) == V_EXC || out_value(vm, o, v) < 0)
                        return -1;
                }
            }
            i = close;
        } else {
            out_unit(o, '$');
        }
    }
    return 0;
}

/* Call the replacer: (matched, caps..., position, S[, groups]) → string. */
static int call_replacer(Vm *vm, Out *o, Value *fn, Value *args, uint32_t nargs)
{
    Value v = vm_call_js(vm, *fn, V_UNDEF, (int)nargs, args);
    if (v == V_EXC || (v = vm_to_string_js(vm, v)) == V_EXC)
        return -1;
    return out_value(vm, o, v);
}

/* The built-in path: every match's registers, collected first. */
static Value replace_pristine(Vm *vm, Value *rx, Value *s, Value *rep, bool functional, bool global, bool unicode)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Out o = {0};
    int32_t *all = NULL;
    size_t nm = 0, cap = 0;
    Value *prog = gc_handle(vm, lib_re(*rx)->prog);
    uint32_t ncaps = rx_prog_ncaps(((Bytes *)v_cell(*prog))->data);
    for (;;) {
        const int32_t *caps;
        int k = lib_rx_step_js(vm, rx, s, &caps);
        if (k < 0)
            goto out;
        if (k == 0)
            break;
        if (nm == cap) {
            cap = cap ? cap * 2 : 4;
            int32_t *na = realloc(all, cap * 2 * ncaps * sizeof *na);
            if (!na) {
                vm_throw_oom(vm);
                goto out;
            }
            all = na;
        }
        memcpy(all + nm * 2 * ncaps, caps, 2 * ncaps * sizeof *all);
        nm++;
        if (!global)
            break;
        if (advance_if_empty(vm, rx, s, unicode, caps[0] == caps[1]) < 0)
            goto out;
    }
    if (nm == 0) {
        r = *s;
        goto out;
    }
    uint32_t next = 0;
    Value *args = NULL;
    uint32_t nargs = ncaps + 2 + (rx_prog_has_names(((Bytes *)v_cell(*prog))->data) ? 1 : 0);
    if (functional) {
        args = gc_handle(vm, V_UNDEF);
        for (uint32_t i = 1; i < nargs; i++)
            gc_handle(vm, V_UNDEF);
    }
    for (size_t mi = 0; mi < nm; mi++) {
        const int32_t *c = all + mi * 2 * ncaps;
        uint32_t position = (uint32_t)c[0], mend = (uint32_t)c[1];
        if (position < next)
            continue;
        out_range(&o, v_str(*s), next, position);
        if (functional) {
            for (uint32_t i = 0; i < ncaps; i++) {
                args[i] = V_UNDEF;
                if (c[2 * i] >= 0 && c[2 * i + 1] >= 0 &&
                    (args[i] = vm_str_substring(vm, *s, (uint32_t)c[2 * i], (uint32_t)c[2 * i + 1])) == V_EXC)
                    goto out;
            }
            args[ncaps] = v_int((int32_t)position);
            args[ncaps + 1] = *s;
            if (nargs > ncaps + 2) {
                /* groups: from the capture strings just made */
                Value *g = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
                if (*g == V_EXC)
                    goto out;
                for (uint32_t i = 1; i < ncaps; i++) {
                    uint32_t gl;
                    const uint16_t *gn = rx_prog_group_name(((Bytes *)v_cell(*prog))->data, i, &gl);
                    if (!gn || (v_is_undef(args[i]) && rx_prog_group_first(((Bytes *)v_cell(*prog))->data, i) != i))
                        continue;
                    Value key = vm_str_from_utf16(vm, gn, gl);
                    if (key == V_EXC || (key = vm_intern(vm, key)) == V_EXC ||
                        vm_define_own(vm, *g, key, args[i], PROP_DEFAULT) < 0)
                        goto out;
                }
                args[ncaps + 2] = *g;
            }
            if (call_replacer(vm, &o, rep, args, nargs) < 0)
                goto out;
            String *f = vm_str_flat(vm, *s);
            if (!f)
                goto out;
            *s = v_from_cell(f);
        } else {
            /* the registers live in `all`, which no collection moves */
            Subst st = {c, NULL, ncaps, NULL, ((Bytes *)v_cell(*prog))->data};
            if (substitute(vm, &o, s, rep, position, mend, &st) < 0)
                goto out;
        }
        next = mend;
    }
    if (next < v_str(*s)->len)
        out_range(&o, v_str(*s), next, v_str(*s)->len);
    r = out_finish(vm, &o);
out:
    free(o.p);
    free(all);
    rx_release(lib_rx_scratch(vm));
    gc_scope_close(vm, sc);
    return r;
}

/* The spec's observable path through a user exec. */
static Value replace_generic(Vm *vm, Value *rx, Value *s, Value *rep, bool functional, bool global, bool unicode)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Out o = {0};
    Value *results = gc_handle(vm, vm_new_array(vm, 0));
    Value *res = gc_handle(vm, V_UNDEF), *tmp = gc_handle(vm, V_UNDEF), *groups = gc_handle(vm, V_UNDEF);
    Value *vals = NULL;
    if (*results == V_EXC)
        goto out;
    for (;;) {
        if ((*res = lib_rx_exec_js(vm, rx, s)) == V_EXC)
            goto out;
        if (*res == V_NULL)
            break;
        if (vm_array_append(vm, *results, *res) < 0)
            goto out;
        if (!global)
            break;
        if ((*tmp = vm_get_index_js(vm, *res, 0)) == V_EXC || (*tmp = vm_to_string_js(vm, *tmp)) == V_EXC)
            goto out;
        if (vm_str_len_noalloc(*tmp) == 0) {
            int64_t li;
            if (get_last_index(vm, rx, &li) < 0)
                goto out;
            String *f = vm_str_flat(vm, *s);
            if (!f)
                goto out;
            *s = v_from_cell(f);
            if (lib_rx_set_last_index(vm, *rx, li >= (int64_t)v_str(*s)->len ? (double)li + 1
                                                                             : lib_rx_advance(*s, (uint32_t)li, unicode)) < 0)
                goto out;
        }
    }
    uint32_t next = 0;
    uint32_t len = vm_str_len_noalloc(*s);
    for (uint32_t ri = 0; ri < vm_array(*results)->length; ri++) {
        *res = vm_array(*results)->elems->v[ri];
        int64_t ncap;
        if ((ncap = vm_length_of_js(vm, *res)) < 0)
            goto out;
        ncap = ncap < 1 ? 1 : ncap;
        if (ncap > 0xFFFF) {
            vm_throw_error(vm, ERR_RANGE, "Too many captures");
            goto out;
        }
        size_t vs = gc_scope_open(vm);
        vals = gc_handle(vm, V_UNDEF);
        for (int64_t i = 1; i < ncap + 3; i++)
            gc_handle(vm, V_UNDEF);
        for (int64_t i = 0; i < ncap; i++) {
            if ((vals[i] = vm_get_index_js(vm, *res, i)) == V_EXC)
                goto out;
            if ((i == 0 || !v_is_undef(vals[i])) && (vals[i] = vm_to_string_js(vm, vals[i])) == V_EXC)
                goto out;
        }
        double posd;
        if ((*tmp = vm_get_prop_js(vm, *res, vm->atom[A_index])) == V_EXC || vm_to_integer_js(vm, *tmp, &posd) < 0)
            goto out;
        uint32_t position = posd < 0 ? 0 : posd > len ? len : (uint32_t)posd;
        if ((*groups = vm_get_prop_js(vm, *res, vm->atom[A_groups])) == V_EXC)
            goto out;
        uint32_t mlen = vm_str_len_noalloc(vals[0]);
        String *f = vm_str_flat(vm, *s);
        if (!f)
            goto out;
        *s = v_from_cell(f);
        Out piece = {0};
        if (functional) {
            uint32_t na = (uint32_t)ncap;
            vals[na++] = v_int((int32_t)position);
            vals[na++] = *s;
            if (!v_is_undef(*groups))
                vals[na++] = *groups;
            if (call_replacer(vm, &piece, rep, vals, na) < 0) {
                free(piece.p);
                goto out;
            }
        } else {
            if (!v_is_undef(*groups) && (*groups = vm_to_object(vm, *groups)) == V_EXC)
                goto out;
            Subst st = {NULL, vals, (uint32_t)ncap, groups, NULL};
            if (substitute(vm, &piece, s, rep, position, position + mlen, &st) < 0) {
                free(piece.p);
                goto out;
            }
        }
        if (position >= next) {
            out_range(&o, v_str(*s), next, position);
            out_reserve(&o, piece.n);
            if (!o.oom && piece.n) {
                memcpy(o.p + o.n, piece.p, piece.n * 2);
                o.n += piece.n;
            }
            next = position + mlen;
        }
        free(piece.p);
        gc_scope_close(vm, vs);
    }
    if (next < len)
        out_range(&o, v_str(*s), next, len);
    r = out_finish(vm, &o);
out:
    free(o.p);
    rx_release(lib_rx_scratch(vm));
    gc_scope_close(vm, sc);
    return r;
}

static Value re_sym_replace(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "RegExp.prototype.@@replace", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *rx = gc_handle(vm, THIS);
    Value *s = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    Value *rep = gc_handle(vm, ARG(1));
    if (*s == V_EXC)
        goto out;
    bool functional = vm_is_callable_noalloc(*rep);
    if (!functional && (*rep = vm_to_string_js(vm, *rep)) == V_EXC)
        goto out;
    bool unicode;
    int g = flags_have(vm, rx, 'g', 'u', &unicode);
    if (g < 0 || (g && lib_rx_set_last_index(vm, *rx, 0) < 0))
        goto out;
    String *f = vm_str_flat(vm, *s);
    if (!f)
        goto out;
    *s = v_from_cell(f);
    int p = lib_rx_pristine_js(vm, rx);
    if (p < 0)
        goto out;
    r = p ? replace_pristine(vm, rx, s, rep, functional, g, unicode)
          : replace_generic(vm, rx, s, rep, functional, g, unicode);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- Symbol.split -------------------------------------------------------------------- */

/* SpeciesConstructor(o, %RegExp%) */
static Value species_ctor_js(Vm *vm, Value *o)
{
    Value c = vm_get_prop_js(vm, *o, vm->atom[A_constructor]);
    if (c == V_EXC || v_is_undef(c))
        return c == V_EXC ? V_EXC : vm->builtin[B_REGEXP_CTOR];
    if (!v_is_object(c))
        return vm_throw_error(vm, ERR_TYPE, "The .constructor property is not an object");
    Value sp = vm_get_prop_js(vm, c, vm->builtin[B_SYM_SPECIES]);
    if (sp == V_EXC || v_is_undef(sp) || sp == V_NULL)
        return sp == V_EXC ? V_EXC : vm->builtin[B_REGEXP_CTOR];
    if (!vm_is_constructor_noalloc(sp))
        return vm_throw_error(vm, ERR_TYPE, "object.constructor[Symbol.species] is not a constructor");
    return sp;
}

/* The splitter of RegExp.prototype[Symbol.split]: Construct(C, rx, flags
 * with "y"), C the species constructor. *unicode: flags has u or v. */
static Value make_splitter_js(Vm *vm, Value *rx, bool *unicode)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *c = gc_handle(vm, species_ctor_js(vm, rx));
    Value *fl = gc_handle(vm, V_UNDEF);
    if (*c == V_EXC || (*fl = get_named(vm, rx, "flags")) == V_EXC || (*fl = vm_to_string_js(vm, *fl)) == V_EXC)
        goto out;
    String *f = vm_str_flat(vm, *fl);
    if (!f) {
        vm_throw_oom(vm);
        goto out;
    }
    bool sticky = false;
    *unicode = false;
    for (uint32_t i = 0; i < f->len; i++) {
        uint16_t ch = str_at(f, i);
        *unicode |= ch == 'u' || ch == 'v';
        sticky |= ch == 'y';
    }
    if (!sticky && (*fl = vm_str_concat(vm, v_from_cell(f), vm_atom(vm, "y"))) == V_EXC)
        goto out;
    Value args[2] = {*rx, *fl};
    r = vm_construct_js(vm, *c, 2, args, *c);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* The spec's loop, observable step by step: the splitter's lastIndex is
 * set before each RegExpExec and read back after a match; captures come
 * from the result's length and indices. */
static int split_generic(Vm *vm, Value *sp, Value *s, Value *arr, uint32_t lim, bool unicode)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *z = gc_handle(vm, V_UNDEF), *part = gc_handle(vm, V_UNDEF);
    uint32_t size = v_str(*s)->len;
    if (size == 0) {
        if ((*z = lib_rx_exec_js(vm, sp, s)) == V_EXC)
            goto out;
        rc = *z == V_NULL ? vm_array_append(vm, *arr, *s) : 0;
        goto out;
    }
    uint32_t p = 0, q = 0;
    while (q < size) {
        if (lib_rx_set_last_index(vm, *sp, q) < 0 || (*z = lib_rx_exec_js(vm, sp, s)) == V_EXC)
            goto out;
        if (*z == V_NULL) {
            q = lib_rx_advance(*s, q, unicode);
            continue;
        }
        int64_t e;
        if (get_last_index(vm, sp, &e) < 0)
            goto out;
        if (e > size)
            e = size;
        if ((uint32_t)e == p) {
            q = lib_rx_advance(*s, q, unicode);
            continue;
        }
        if ((*part = vm_str_substring(vm, *s, p, q)) == V_EXC || vm_array_append(vm, *arr, *part) < 0)
            goto out;
        if (vm_array(*arr)->length == lim) {
            rc = 0;
            goto out;
        }
        p = (uint32_t)e;
        int64_t n = vm_length_of_js(vm, *z);
        if (n < 0)
            goto out;
        for (int64_t i = 1; i < n; i++) {
            if ((*part = vm_get_index_js(vm, *z, i)) == V_EXC || vm_array_append(vm, *arr, *part) < 0)
                goto out;
            if (vm_array(*arr)->length == lim) {
                rc = 0;
                goto out;
            }
        }
        q = p;
    }
    if ((*part = vm_str_substring(vm, *s, p, size)) == V_EXC || vm_array_append(vm, *arr, *part) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* RegExp.prototype[Symbol.split](string, limit). When the species path
 * would observe nothing (lib_rx_species_pristine) the splitter would be a
 * plain sticky copy of rx: its program is taken instead (ToUint32(limit)
 * may recompile rx afterwards, the splitter's program stays). If limit's
 * conversion changed nothing either and the built-in exec runs, the loop
 * matches with that program directly, searching forward from q instead of
 * one sticky attempt per position: the first match at or after q is the
 * one the spec's loop reaches. Otherwise the splitter is made for real. */
static Value re_sym_split(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "RegExp.prototype.@@split", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *rx = gc_handle(vm, THIS);
    Value *s = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    Value *arr = gc_handle(vm, V_UNDEF), *part = gc_handle(vm, V_UNDEF);
    Value *sp = gc_handle(vm, V_UNDEF), *prog = gc_handle(vm, V_UNDEF), *src = gc_handle(vm, V_UNDEF);
    int32_t local[64], *caps = local;
    if (*s == V_EXC)
        goto out;
    int fast = lib_rx_species_pristine(vm, rx);
    if (fast < 0)
        goto out;
    bool unicode;
    int bits = 0;
    if (fast) {
        *src = lib_re(*rx)->source;
        *prog = lib_re(*rx)->prog;
        bits = v_get_int(lib_re(*rx)->flags);
        unicode = (bits & (RX_U | RX_V)) != 0;
    } else if ((*sp = make_splitter_js(vm, rx, &unicode)) == V_EXC) {
        goto out;
    }
    uint32_t lim = 0xFFFFFFFFu;
    if (!v_is_undef(ARG(1)) && vm_to_uint32_js(vm, ARG(1), &lim) < 0)
        goto out;
    if ((*arr = vm_new_array(vm, 0)) == V_EXC)
        goto out;
    if (lim == 0) {
        r = *arr;
        goto out;
    }
    String *f = vm_str_flat(vm, *s);
    if (!f) {
        vm_throw_oom(vm);
        goto out;
    }
    *s = v_from_cell(f);
    if (fast && (fast = lib_rx_species_pristine(vm, rx)) == 1)
        fast = lib_rx_pristine_js(vm, rx);
    if (fast < 0)
        goto out;
    if (!fast && v_is_undef(*sp)) { /* limit's conversion changed something: the real splitter */
        char fb[9];
        int n = rx_flags_string((unsigned)bits | RX_Y, fb);
        Value fl = vm_str_from_latin1(vm, (const uint8_t *)fb, (size_t)n);
        if (fl == V_EXC || (*sp = lib_regexp_new(vm, *src, fl)) == V_EXC)
            goto out;
    }
    if (!fast) {
        if (split_generic(vm, sp, s, arr, lim, unicode) == 0)
            r = *arr;
        goto out;
    }
    uint32_t size = v_str(*s)->len;
    uint32_t ncaps = rx_prog_ncaps(((Bytes *)v_cell(*prog))->data);
    if (ncaps * 2 > 64 && !(caps = malloc(ncaps * 2 * sizeof *caps))) {
        vm_throw_oom(vm);
        goto out;
    }
    const int32_t *m;
    if (size == 0) {
        int k = lib_rx_match_prog(vm, *prog, s, 0, true, &m);
        if (k < 0)
            goto out;
        if (k == 1)
            lib_rx_record_match_noalloc(vm, *rx, *s, m[0]);
        if (k == 0 && vm_array_append(vm, *arr, *s) < 0)
            goto out;
        r = *arr;
        goto out;
    }
    uint32_t p = 0, q = 0;
    while (q < size) {
        int k = lib_rx_match_prog(vm, *prog, s, q, false, &m);
        if (k < 0)
            goto out;
        if (k == 0 || (uint32_t)m[0] >= size)
            break; /* the spec's loop never reaches a match at the end: V8 does not record it */
        memcpy(caps, m, ncaps * 2 * sizeof *caps);
        lib_rx_record_match_noalloc(vm, *rx, *s, caps[0]);
        uint32_t e = (uint32_t)caps[1] < size ? (uint32_t)caps[1] : size;
        q = (uint32_t)caps[0];
        if (e == p) {
            q = lib_rx_advance(*s, q, unicode);
            continue;
        }
        if ((*part = vm_str_substring(vm, *s, p, q)) == V_EXC || vm_array_append(vm, *arr, *part) < 0)
            goto out;
        if (vm_array(*arr)->length == lim) {
            r = *arr;
            goto out;
        }
        p = e;
        for (uint32_t i = 1; i < ncaps; i++) {
            *part = V_UNDEF;
            if (caps[2 * i] >= 0 && caps[2 * i + 1] >= 0 &&
                (*part = vm_str_substring(vm, *s, (uint32_t)caps[2 * i], (uint32_t)caps[2 * i + 1])) == V_EXC)
                goto out;
            if (vm_array_append(vm, *arr, *part) < 0)
                goto out;
            if (vm_array(*arr)->length == lim) {
                r = *arr;
                goto out;
            }
        }
        q = p;
    }
    if ((*part = vm_str_substring(vm, *s, p, size)) == V_EXC || vm_array_append(vm, *arr, *part) < 0)
        goto out;
    r = *arr;
out:
    if (caps != local)
        free(caps);
    rx_release(lib_rx_scratch(vm));
    gc_scope_close(vm, sc);
    return r;
}

/* ---- Symbol.matchAll and its iterator ------------------------------------------- */

static Value re_sym_match_all(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return incompatible(vm, "RegExp.prototype.@@matchAll", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *rx = gc_handle(vm, THIS);
    Value *s = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    Value *fl = gc_handle(vm, V_UNDEF), *mt = gc_handle(vm, V_UNDEF), *it = gc_handle(vm, V_UNDEF);
    if (*s == V_EXC)
        goto out;
    Value *c = gc_handle(vm, species_ctor_js(vm, rx));
    if (*c == V_EXC)
        goto out;
    if ((*fl = get_named(vm, rx, "flags")) == V_EXC || (*fl = vm_to_string_js(vm, *fl)) == V_EXC)
        goto out;
    Value args[2] = {*rx, *fl};
    if ((*mt = vm_construct_js(vm, *c, 2, args, *c)) == V_EXC)
        goto out;
    int64_t li;
    if (get_last_index(vm, rx, &li) < 0 || lib_rx_set_last_index(vm, *mt, (double)li) < 0)
        goto out;
    String *f = vm_str_flat(vm, *fl);
    if (!f)
        goto out;
    int state = 0;
    for (uint32_t i = 0; i < f->len; i++) {
        if (str_at(f, i) == 'g')
            state |= 1;
        if (str_at(f, i) == 'u' || str_at(f, i) == 'v')
            state |= 2;
    }
    if ((*it = vm_new_object_class(vm, CLS_REGEXP_ITER, sizeof(RegExpIter), vm->builtin[B_REGEXP_ITER_PROTO])) ==
        V_EXC)
        goto out;
    RegExpIter *ri = (RegExpIter *)v_cell(*it);
    GC_WRITE(vm, &ri->o, &ri->rx, *mt);
    GC_WRITE(vm, &ri->o, &ri->str, *s);
    ri->state = v_int(state);
    r = *it;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value rx_iter_next(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_class(THIS, CLS_REGEXP_ITER))
        return incompatible(vm, "%RegExpStringIterator%.prototype.next", THIS);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *it = gc_handle(vm, THIS);
    RegExpIter *ri = (RegExpIter *)v_cell(*it);
    int state = v_get_int(ri->state);
    Value *rx = gc_handle(vm, ri->rx), *s = gc_handle(vm, ri->str), *m = gc_handle(vm, V_UNDEF);
    if (state & 4) {
        r = iter_result(vm, V_UNDEF, true);
        goto out;
    }
    if ((*m = lib_rx_exec_js(vm, rx, s)) == V_EXC)
        goto out;
    if (*m == V_NULL) {
        ((RegExpIter *)v_cell(*it))->state = v_int(state | 4);
        r = iter_result(vm, V_UNDEF, true);
        goto out;
    }
    if (!(state & 1)) {
        ((RegExpIter *)v_cell(*it))->state = v_int(state | 4);
        r = iter_result(vm, *m, false);
        goto out;
    }
    Value z = vm_get_index_js(vm, *m, 0);
    if (z == V_EXC || (z = vm_to_string_js(vm, z)) == V_EXC)
        goto out;
    if (vm_str_len_noalloc(z) == 0) {
        String *f = vm_str_flat(vm, *s);
        if (!f)
            goto out;
        *s = v_from_cell(f);
        if (advance_if_empty(vm, rx, s, (state & 2) != 0, true) < 0)
            goto out;
    }
    r = iter_result(vm, *m, false);
out:
    rx_release(lib_rx_scratch(vm));
    gc_scope_close(vm, sc);
    return r;
}

/* ---- String.prototype ------------------------------------------------------------------ */

static int require_this(Vm *vm, Value *argv, const char *name)
{
    if (v_is_nullish(THIS)) {
        vm_throw_error(vm, ERR_TYPE, "String.prototype.%s called on null or undefined", name);
        return -1;
    }
    return 0;
}

/* GetMethod(v, sym): 1 with *m callable, 0 absent, -1 error. */
static int get_method(Vm *vm, Value v, int sym, Value *m)
{
    Value o = v_is_object(v) ? v : vm_to_object(vm, v);
    if (o == V_EXC)
        return -1;
    *m = vm_get_prop_js(vm, o, vm->builtin[sym]);
    if (*m == V_EXC)
        return -1;
    if (v_is_nullish(*m))
        return 0;
    if (!vm_is_callable_noalloc(*m)) {
        LibBuf b;
        lib_buf_init(&b);
        if (sym == B_SYM_REPLACE || sym == B_SYM_SPLIT) {
            if (lib_buf_typed(vm, &b, *m) == 0)
                vm_throw_error(vm, ERR_TYPE, "%s is not a function", b.p ? b.p : "");
        } else {
            static const char *const nm[] = {"match", "matchAll", "replace", "search", "split"};
            char r[96];
            vm_short_repr(vm, *m, r, sizeof r);
            vm_throw_error(vm, ERR_TYPE,
                           "'%s' returned for property 'Symbol(Symbol.%s)' of object '%s' is not a function", r,
                           nm[sym - B_SYM_MATCH], v_is_array(o) ? "[object Array]" : "[object Object]");
        }
        lib_buf_free(&b);
        return -1;
    }
    return 1;
}

/* A RegExp argument of matchAll/replaceAll must have the g flag. */
static int require_global(Vm *vm, Value v, const char *name)
{
    int isre = lib_rx_is_regexp_js(vm, v);
    if (isre <= 0)
        return isre;
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    int rc = -1;
    Value f = get_named(vm, vh, "flags");
    if (f == V_EXC)
        goto out;
    if (v_is_nullish(f)) {
        vm_throw_error(vm, ERR_TYPE, "String.prototype.%s called on null or undefined", name);
        goto out;
    }
    if ((f = vm_to_string_js(vm, f)) == V_EXC)
        goto out;
    String *s = vm_str_flat(vm, f);
    if (!s)
        goto out;
    bool g = false;
    for (uint32_t i = 0; i < s->len; i++)
        g |= str_at(s, i) == 'g';
    if (!g) {
        vm_throw_error(vm, ERR_TYPE, "String.prototype.%s called with a non-global RegExp argument", name);
        goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_str_dispatch_js(Vm *vm, Value *argv, int argc, int sym, const char *name, Value *out)
{
    if (v_is_nullish(THIS) || v_is_nullish(ARG(0)) || !v_is_object(ARG(0)))
        return 0; /* a primitive's Symbol methods are String.prototype's: none */
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, V_UNDEF);
    int rc = 1;
    *out = V_EXC;
    if (!strcmp(name, "replaceAll") && require_global(vm, ARG(0), name) < 0)
        goto done;
    int k = get_method(vm, ARG(0), sym, m);
    if (k < 0)
        goto done;
    if (k == 0) {
        rc = 0;
        goto done;
    }
    Value args[2] = {THIS, ARG(1)};
    *out = vm_call_js(vm, *m, ARG(0), 2, args);
done:
    gc_scope_close(vm, sc);
    return rc;
}

/* match / matchAll / search: magic is the symbol's builtin id. */
static Value str_regex_method(Vm *vm, Value *argv, int argc, bool construct)
{
    int sym = MAGIC;
    const char *name = sym == B_SYM_MATCH ? "match" : sym == B_SYM_MATCH_ALL ? "matchAll" : "search";
    if (require_this(vm, argv, name) < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *m = gc_handle(vm, V_UNDEF), *s = gc_handle(vm, V_UNDEF), *rx = gc_handle(vm, V_UNDEF);
    if (!v_is_nullish(ARG(0))) {
        if (sym == B_SYM_MATCH_ALL && require_global(vm, ARG(0), name) < 0)
            goto out;
        if (v_is_object(ARG(0))) {
            int k = get_method(vm, ARG(0), sym, m);
            if (k < 0)
                goto out;
            if (k) {
                Value a = THIS;
                r = vm_call_js(vm, *m, ARG(0), 1, &a);
                goto out;
            }
        }
    }
    if ((*s = vm_to_string_js(vm, THIS)) == V_EXC)
        goto out;
    Value flags = sym == B_SYM_MATCH_ALL ? vm_atom(vm, "g") : V_UNDEF;
    if ((*rx = lib_rx_create_js(vm, ARG(0), flags)) == V_EXC)
        goto out;
    if ((*m = vm_get_prop_js(vm, *rx, vm->builtin[sym])) == V_EXC || lib_require_callable(vm, *m) < 0)
        goto out;
    r = vm_call_js(vm, *m, *rx, 1, s);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* String.prototype.match / matchAll / search (installed by stdlib/string.c):
 * the magic is the builtin id of the Symbol method they dispatch to. */
const LibFn lib_string_regex_fns[] = {
    {"match", str_regex_method, 1, B_SYM_MATCH},
    {"matchAll", str_regex_method, 1, B_SYM_MATCH_ALL},
    {"search", str_regex_method, 1, B_SYM_SEARCH},
    {NULL, NULL, 0, 0},
};

int lib_regexp_install_string(Vm *vm, Value re_proto)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *proto = gc_handle(vm, re_proto);
    if (lib_def_sym_fn(vm, *proto, vm->builtin[B_SYM_MATCH], "[Symbol.match]", re_sym_match, 1) < 0 ||
        lib_def_sym_fn(vm, *proto, vm->builtin[B_SYM_MATCH_ALL], "[Symbol.matchAll]", re_sym_match_all, 1) < 0 ||
        lib_def_sym_fn(vm, *proto, vm->builtin[B_SYM_REPLACE], "[Symbol.replace]", re_sym_replace, 2) < 0 ||
        lib_def_sym_fn(vm, *proto, vm->builtin[B_SYM_SEARCH], "[Symbol.search]", re_sym_search, 1) < 0 ||
        lib_def_sym_fn(vm, *proto, vm->builtin[B_SYM_SPLIT], "[Symbol.split]", re_sym_split, 2) < 0)
        goto out;
    Value *ip = gc_handle(vm, vm_new_object_proto(vm, vm->builtin[B_ITERATOR_PROTO]));
    if (*ip == V_EXC)
        goto out;
    vm->builtin[B_REGEXP_ITER_PROTO] = *ip;
    Value tag = vm_atom(vm, "RegExp String Iterator");
    if (vm_def_native(vm, *ip, "next", rx_iter_next, 0, 0) < 0 ||
        vm_define_own(vm, *ip, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
