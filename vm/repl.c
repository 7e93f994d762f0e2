/* vm/repl.c — the REPL's needs beyond tarn_eval_repl: tab completion.
 *
 * tarn_repl_complete takes the word before the cursor ("Math.fl", "con",
 * "a.b.") and returns the completions of its last part grouped as node's
 * REPL lists them. With a dot, the groups are the identifier-shaped own
 * property names of the object the part before the last dot names, then
 * of each of its prototypes (at most five); without one, the REPL's
 * let/const/class bindings, the global object's prototypes', the global
 * object's own names and, once something is typed, the keywords node
 * offers. Object.prototype's legacy __defineGetter__ family is left out.
 * The typed part matches case-insensitively. A name is listed once, in the
 * group closest to the object; the list runs from the farthest group to
 * the closest, each sorted, with an empty string between groups.
 *
 * The object part must be a plain chain of identifiers. Its first name is
 * read as the expression would read it (a getter on the global object
 * runs, as node evaluates an identifier); the properties after it are read
 * as data properties only: a getter or a proxy there gives no completions
 * (node's REPL bails out the same way).
 */
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../include/tarn.h"
#include "object.h"
#include "vm.h"
#include "api_int.h"

/* node's REPL's common words (lib/repl.js addCommonWords) */
static const char *const keywords[] = {
    "async", "await", "break", "case", "catch", "const", "continue", "debugger", "default", "delete",
    "do", "else", "export", "false", "finally", "for", "function", "if", "import", "in", "instanceof",
    "let", "new", "null", "return", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
    "while", "with", "yield",
};

static const char *const legacy[] = {"__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__"};

struct list {
    char **v;
    size_t n, cap;
};

/* Completion groups, nearest first; each group is a run of names in `names`
 * from start[g] to start[g + 1]. */
struct groups {
    struct list names;
    size_t *start;
    size_t n, cap;
};

static int ident_start(unsigned char c)
{
    return c == '_' || c == '$' || ((c | 32) >= 'a' && (c | 32) <= 'z') || c >= 0x80;
}

static int ident_part(unsigned char c) { return ident_start(c) || (c >= '0' && c <= '9'); }

static int is_ident(const char *s)
{
    if (!ident_start((unsigned char)*s))
        return 0;
    while (*++s)
        if (!ident_part((unsigned char)*s))
            return 0;
    return 1;
}

/* A chain like "a.b.c": identifiers separated by single dots. */
static int is_chain(const char *s, size_t n)
{
    size_t start = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i == n || s[i] == '.') {
            if (i == start || !ident_start((unsigned char)s[start]))
                return 0;
            start = i + 1;
        } else if (!ident_part((unsigned char)s[i])) {
            return 0;
        }
    }
    return 1;
}

/* Does name start with part, ignoring ASCII case (node lower-cases both)? */
static int matches(const char *name, const char *part)
{
    for (; *part; name++, part++) {
        unsigned char a = (unsigned char)*name, b = (unsigned char)*part;
        if (a >= 'A' && a <= 'Z')
            a |= 32;
        if (b >= 'A' && b <= 'Z')
            b |= 32;
        if (a != b)
            return 0;
    }
    return 1;
}

static int push(struct list *l, char *s)
{
    if (!s)
        return -1;
    if (l->n == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 32;
        char **nv = realloc(l->v, nc * sizeof *nv);
        if (!nv) {
            free(s);
            return -1;
        }
        l->v = nv;
        l->cap = nc;
    }
    l->v[l->n++] = s;
    return 0;
}

static int group_open(struct groups *g)
{
    if (g->n + 2 > g->cap) {
        size_t nc = g->cap ? g->cap * 2 : 16;
        size_t *ns = realloc(g->start, nc * sizeof *ns);
        if (!ns)
            return -1;
        g->start = ns;
        g->cap = nc;
    }
    g->start[g->n++] = g->names.n;
    g->start[g->n] = g->names.n;
    return 0;
}

static int group_add(struct groups *g, const char *name)
{
    if (push(&g->names, strdup(name)) < 0)
        return -1;
    g->start[g->n] = g->names.n;
    return 0;
}

/* A group of obj's own identifier-shaped string keys that match part. */
static int add_own_keys(Vm *vm, Value obj, const char *part, struct groups *g)
{
    if (group_open(g) < 0)
        return -1;
    if (v_is_proxy(obj))
        return 0; /* its ownKeys trap is script code */
    bool object_proto = obj == vm->builtin[B_OBJECT_PROTO];
    size_t sc = gc_scope_open(vm);
    int rc = 0;
    Value keys = vm_own_keys(vm, obj, KEYS_STRINGS);
    if (keys == V_EXC) {
        vm_take_exception(vm);
        goto out;
    }
    Value *kh = gc_handle(vm, keys);
    for (uint32_t i = 0; i < vm_array(*kh)->length && rc == 0; i++) {
        ArrayObj *a = vm_array(*kh);
        if (i >= a->elems->cap || !v_is_string(a->elems->v[i]))
            continue;
        char *k = vm_str_to_utf8(vm, a->elems->v[i], NULL);
        if (!k) {
            rc = -1;
            break;
        }
        bool skip = !is_ident(k) || !matches(k, part);
        for (size_t j = 0; object_proto && !skip && j < sizeof legacy / sizeof *legacy; j++)
            skip = !strcmp(k, legacy[j]);
        if (!skip)
            rc = group_add(g, k);
        free(k);
    }
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* obj's own keys, then (at most `protos`) its prototypes' ones, a group each. */
static int add_chain(Vm *vm, Value obj, int protos, const char *part, struct groups *g)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    int rc = add_own_keys(vm, *oh, part, g);
    for (int depth = 0; rc == 0 && depth < protos; depth++) {
        if (v_is_proxy(*oh))
            break;
        *oh = vm_get_proto_noalloc(*oh);
        if (!v_is_object(*oh))
            break;
        rc = add_own_keys(vm, *oh, part, g);
    }
    gc_scope_close(vm, sc);
    return rc;
}

/* The value of name on obj when reading it runs no script code: the
 * property is a data property found along a chain without proxies.
 * V_EMPTY when it is an accessor or a proxy is met, V_UNDEF when absent. */
static Value read_data(Vm *vm, Value obj, const char *name)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value r = V_EMPTY;
    Value key = vm_key(vm, name);
    if (key == V_EXC)
        goto fail;
    Value *kh = gc_handle(vm, key);
    for (Value *ch = gc_handle(vm, *oh); v_is_object(*ch); *ch = vm_get_proto_noalloc(*ch)) {
        if (v_is_proxy(*ch))
            goto out;
        PropDesc d;
        int f = vm_get_own_prop(vm, *ch, *kh, &d);
        if (f < 0)
            goto fail;
        if (f > 0) {
            if (d.attrs & PROP_ACCESSOR)
                goto out;
            break;
        }
    }
    /* a data property, or none: the ordinary read (it makes a lazy global) */
    r = vm_get_js(vm, *oh, *kh);
    if (r == V_EXC)
        goto fail;
out:
    gc_scope_close(vm, sc);
    return r;
fail:
    vm_take_exception(vm);
    gc_scope_close(vm, sc);
    return V_EMPTY;
}

/* The value the chain s[0..n) names, or V_EMPTY when it cannot be read
 * without running code (or does not exist). */
static Value resolve_chain(Vm *vm, const char *s, size_t n)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, V_EMPTY);
    size_t i = 0;
    while (i <= n) {
        size_t j = i;
        while (j < n && s[j] != '.')
            j++;
        char *name = strndup(s + i, j - i);
        if (!name) {
            *vh = V_EMPTY;
            break;
        }
        if (i == 0) {
            /* a REPL let/const binding, else the global object's */
            int own = v_is_object(vm->global_lex) ? 0 : -1;
            if (own == 0) {
                Value key = vm_key(vm, name);
                own = key == V_EXC ? -1 : vm_has_own_noalloc(vm, vm->global_lex, key);
                if (key == V_EXC)
                    vm_take_exception(vm);
            }
            if (own == 1) {
                *vh = read_data(vm, vm->global_lex, name);
            } else {
                /* a global is read as the expression reads it, getter and
                 * all (node evaluates an identifier; the REPL's built-in
                 * module globals are getters) */
                Value key = vm_key(vm, name);
                *vh = key == V_EXC ? V_EXC : vm_get_js(vm, vm->global, key);
                if (*vh == V_EXC) {
                    vm_take_exception(vm);
                    *vh = V_EMPTY;
                }
                if (*vh == V_UNDEF || v_is_proxy(*vh))
                    *vh = V_EMPTY; /* no such global, or a proxy's traps: nothing offered */
            }
        } else if (v_is_object(*vh)) {
            *vh = read_data(vm, *vh, name);
        } else if (*vh == V_UNDEF || *vh == V_NULL) {
            *vh = V_EMPTY;
        } else {
            Value o = vm_to_object(vm, *vh);
            *vh = o == V_EXC ? V_EMPTY : read_data(vm, o, name);
            if (o == V_EXC)
                vm_take_exception(vm);
        }
        free(name);
        if (*vh == V_EMPTY)
            break;
        i = j + 1;
    }
    Value r = *vh;
    gc_scope_close(vm, sc);
    return r;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int seen(char **v, size_t n, const char *w)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(v[i], w))
            return 1;
    return 0;
}

/* Node's order: each group sorted, a name only in the nearest group that
 * has it, the farthest group first, "" between groups. The words are libc
 * copies with the prefix (the host frees them without a VM). */
static int flatten(struct groups *g, const char *prefix, size_t plen, char ***out, size_t *nout)
{
    struct list kept = {0}; /* borrowed names, nearest group first */
    size_t *kstart = malloc((g->n + 1) * sizeof *kstart);
    int rc = kstart ? 0 : -1;
    for (size_t k = 0; rc == 0 && k < g->n; k++) {
        kstart[k] = kept.n;
        size_t a = g->start[k], b = g->start[k + 1];
        qsort(g->names.v + a, b - a, sizeof *g->names.v, by_name);
        for (size_t i = a; rc == 0 && i < b; i++) {
            if (i > a && !strcmp(g->names.v[i], g->names.v[i - 1]))
                continue;
            if (seen(kept.v, kept.n, g->names.v[i]))
                continue;
            if (kept.n == kept.cap) {
                size_t nc = kept.cap ? kept.cap * 2 : 32;
                char **nv = realloc(kept.v, nc * sizeof *nv);
                if (!nv) {
                    rc = -1;
                    break;
                }
                kept.v = nv;
                kept.cap = nc;
            }
            kept.v[kept.n++] = g->names.v[i];
        }
    }
    size_t total = 0;
    if (rc == 0) {
        kstart[g->n] = kept.n;
        total = kept.n;
        for (size_t k = 0; k < g->n; k++)
            total += kstart[k + 1] > kstart[k]; /* a separator before each non-empty group */
        total -= total > kept.n;                /* none before the first */
    }
    char **v = rc == 0 && total ? api_libc_malloc(total * sizeof *v) : NULL;
    size_t m = 0;
    if (total && !v)
        rc = -1;
    for (size_t k = g->n; rc == 0 && k-- > 0;) {
        if (kstart[k + 1] == kstart[k])
            continue;
        if (m && !(v[m++] = api_libc_strdup(""))) {
            m--;
            rc = -1;
            break;
        }
        for (size_t i = kstart[k]; i < kstart[k + 1]; i++) {
            size_t nlen = strlen(kept.v[i]);
            char *w = api_libc_malloc(plen + nlen + 1);
            if (!w) {
                rc = -1;
                break;
            }
            memcpy(w, prefix, plen);
            memcpy(w + plen, kept.v[i], nlen + 1);
            v[m++] = w;
        }
    }
    free(kept.v);
    free(kstart);
    if (rc < 0) {
        tarn_repl_free_completions(v, m);
        return -1;
    }
    *out = v;
    *nout = m;
    return 0;
}

int tarn_repl_complete(tarn_vm *tv, const char *word, size_t len, char ***out, size_t *nout)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    *out = NULL;
    *nout = 0;
    struct groups g = {0};
    const char *dot = NULL;
    for (size_t i = 0; i < len; i++)
        if (word[i] == '.')
            dot = word + i;
    size_t plen = dot ? (size_t)(dot - word) + 1 : 0;
    char *part = strndup(word + plen, len - plen);
    if (!part)
        return TARN_ERROR;
    int rc = 0;
    size_t sc = gc_scope_open(vm);
    if (!dot) {
        if (v_is_object(vm->global_lex))
            rc = add_own_keys(vm, vm->global_lex, part, &g);
        /* the global object's prototypes, nearest first, then its own names */
        Value *ph = gc_handle(vm, vm_get_proto_noalloc(vm->global));
        for (int depth = 0; rc == 0 && depth < 64 && v_is_object(*ph) && !v_is_proxy(*ph); depth++) {
            rc = add_own_keys(vm, *ph, part, &g);
            *ph = vm_get_proto_noalloc(*ph);
        }
        if (rc == 0)
            rc = add_own_keys(vm, vm->global, part, &g);
        if (rc == 0 && *part) {
            rc = group_open(&g);
            for (size_t i = 0; rc == 0 && i < sizeof keywords / sizeof *keywords; i++)
                if (matches(keywords[i], part))
                    rc = group_add(&g, keywords[i]);
        }
    } else if (is_chain(word, plen - 1)) {
        Value v = resolve_chain(vm, word, plen - 1);
        if (v_is_object(v)) {
            rc = add_chain(vm, v, 5, part, &g);
        } else if (v != V_EMPTY && v != V_UNDEF && v != V_NULL) {
            /* a primitive: its wrapper's prototype chain (node: v.constructor.prototype) */
            Value o = vm_to_object(vm, v);
            if (o == V_EXC)
                vm_take_exception(vm);
            else if (v_is_object(vm_get_proto_noalloc(o)))
                rc = add_chain(vm, vm_get_proto_noalloc(o), 4, part, &g);
        }
    }
    gc_scope_close(vm, sc);
    free(part);
    if (rc == 0)
        rc = flatten(&g, word, plen, out, nout);
    for (size_t i = 0; i < g.names.n; i++)
        free(g.names.v[i]);
    free(g.names.v);
    free(g.start);
    return rc < 0 ? TARN_ERROR : TARN_OK;
}

void tarn_repl_free_completions(char **v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        api_libc_free(v[i]);
    api_libc_free(v);
}
