/* vm/repl.c — the REPL's needs beyond tarn_eval_repl: tab completion.
 *
 * tarn_repl_complete takes the word before the cursor ("Math.fl", "con",
 * "a.b.") and returns the completions of its last part: the property names
 * (own and inherited, identifier-shaped ones only, as node's REPL shows) of
 * the object the part before the last dot names, or, without a dot, the
 * global object's properties, the REPL's let/const bindings and the
 * keywords. The object part must be a plain chain of identifiers (no calls,
 * no brackets), so completing never runs arbitrary code; a getter on the
 * chain can still run, as in node.
 */
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../include/tarn.h"
#include "object.h"
#include "vm.h"
#include "api_int.h"

static const char *const keywords[] = {
    "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default",
    "delete", "do", "else", "export", "extends", "false", "finally", "for", "function", "if", "import",
    "in", "instanceof", "let", "new", "null", "return", "static", "super", "switch", "this", "throw",
    "true", "try", "typeof", "undefined", "var", "void", "while", "yield",
};

struct list {
    char **v;
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

static int add(struct list *l, const char *prefix, size_t plen, const char *name)
{
    for (size_t i = 0; i < l->n; i++)
        if (!strcmp(l->v[i] + plen, name))
            return 0;
    if (l->n == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 32;
        char **nv = realloc(l->v, nc * sizeof *nv);
        if (!nv)
            return -1;
        l->v = nv;
        l->cap = nc;
    }
    size_t nlen = strlen(name);
    char *s = malloc(plen + nlen + 1);
    if (!s)
        return -1;
    memcpy(s, prefix, plen);
    memcpy(s + plen, name, nlen + 1);
    l->v[l->n++] = s;
    return 0;
}

/* Add the identifier-shaped string keys of obj and its prototypes that start
 * with part. */
static int add_keys(Vm *vm, Value obj, const char *prefix, size_t plen, const char *part,
                    struct list *l)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    int rc = 0;
    for (int depth = 0; depth < 64 && v_is_object(*oh); depth++) {
        Value keys = vm_own_keys(vm, *oh, KEYS_STRINGS);
        if (keys == V_EXC) {
            vm_take_exception(vm);
            break;
        }
        Value *kh = gc_handle(vm, keys);
        uint32_t n = vm_array(*kh)->length;
        for (uint32_t i = 0; i < n && rc == 0; i++) {
            ArrayObj *a = vm_array(*kh);
            if (i >= a->elems->cap || !v_is_string(a->elems->v[i]))
                continue;
            char *k = vm_str_to_utf8(vm, vm_array(*kh)->elems->v[i], NULL);
            if (!k) {
                rc = -1;
                break;
            }
            if (is_ident(k) && !strncmp(k, part, strlen(part)))
                rc = add(l, prefix, plen, k);
            free(k);
        }
        *oh = vm_get_proto_noalloc(*oh);
    }
    gc_scope_close(vm, sc);
    return rc;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int tarn_repl_complete(tarn_vm *tv, const char *word, size_t len, char ***out, size_t *nout)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    *out = NULL;
    *nout = 0;
    struct list l = {0};
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
        rc = add_keys(vm, vm->global, "", 0, part, &l);
        if (rc == 0 && v_is_object(vm->global_lex))
            rc = add_keys(vm, vm->global_lex, "", 0, part, &l);
        for (size_t i = 0; rc == 0 && i < sizeof keywords / sizeof *keywords; i++)
            if (!strncmp(keywords[i], part, strlen(part)))
                rc = add(&l, "", 0, keywords[i]);
    } else if (is_chain(word, plen - 1)) {
        Value v = vm_eval_global(vm, word, plen - 1, "REPL");
        if (v == V_EXC) {
            vm_take_exception(vm);
        } else if (v != V_NULL && v != V_UNDEF) {
            Value o = vm_to_object(vm, v);
            if (o == V_EXC)
                vm_take_exception(vm);
            else
                rc = add_keys(vm, o, word, plen, part, &l);
        }
    }
    gc_scope_close(vm, sc);
    free(part);
    if (rc < 0) {
        for (size_t i = 0; i < l.n; i++)
            free(l.v[i]);
        free(l.v);
        return TARN_ERROR;
    }
    if (l.n)
        qsort(l.v, l.n, sizeof *l.v, by_name);
    /* the host frees the words with tarn_repl_free_completions, which has no
     * VM: hand out libc copies (vm/alloc.h) */
    char **v = l.n ? api_libc_malloc(l.n * sizeof *v) : NULL;
    size_t k = 0;
    for (; v && k < l.n; k++)
        if (!(v[k] = api_libc_strdup(l.v[k])))
            break;
    for (size_t i = 0; i < l.n; i++)
        free(l.v[i]);
    free(l.v);
    if (l.n && (!v || k < l.n)) {
        tarn_repl_free_completions(v, v ? k : 0);
        return TARN_ERROR;
    }
    *out = v;
    *nout = l.n;
    return TARN_OK;
}

void tarn_repl_free_completions(char **v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        api_libc_free(v[i]);
    api_libc_free(v);
}
