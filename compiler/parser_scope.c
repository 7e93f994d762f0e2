/* compiler/parser_scope.c — the early declaration errors that need scopes:
 * "Identifier 'x' has already been declared". Runs once over the finished
 * AST (parse_check_scopes). A var is recorded in every scope from its block
 * up to its function so a later let/const/class/function-in-block of the
 * same name in any of them conflicts, as do params and catch parameters with
 * lexical names in the body. Walks left-deep chains (a.b.c, 1+1+1) by
 * iteration so the C stack stays bounded by the parser's nesting limit.
 */
#include <stdlib.h>
#include <string.h>

#include "parser_int.h"

enum { D_VAR, D_LEX, D_FUNC, D_PARAM, D_BFUNC /* function declaration in a block: lexical */ };

typedef struct Decl { const char *name; uint32_t hash; int kind; } Decl;

enum { SCOPE_INLINE = 8 };

/* open-addressing set of names; cap is a power of two (or 0), load <= 1/2.
 * A scope's first names go in its own small table (most blocks and many
 * functions declare a few names); past that, d is malloc'd. The entries
 * keep their hash: a name is hashed once per declaration, and a rehash or
 * a probe past another name needs no strcmp or hashing. */
typedef struct Scope {
    struct Scope *up;
    bool is_func;          /* function / program body: where var stops */
    bool strict;           /* strict mode code (sloppy code allows duplicate functions in a block) */
    Decl *d;
    int n, cap;
    Decl inl[SCOPE_INLINE];/* d's first table; zeroed when first used */
} Scope;

static void scope_init(Scope *s, Scope *up, bool is_func, bool strict)
{
    s->up = up;
    s->is_func = is_func;
    s->strict = strict;
    s->d = NULL;
    s->n = s->cap = 0;
}

static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s)
        h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static Decl *scope_find(Scope *s, const char *name, uint32_t h)
{
    if (!s->cap)
        return NULL;
    uint32_t m = (uint32_t)s->cap - 1;
    for (uint32_t i = h & m;; i = (i + 1) & m) {
        if (!s->d[i].name)
            return NULL;
        if (s->d[i].hash == h && strcmp(s->d[i].name, name) == 0)
            return &s->d[i];
    }
}

static bool scope_add(Parser *p, Scope *s, const char *name, uint32_t h, int kind)
{
    if ((s->n + 1) * 2 > s->cap) {
        Decl *nd;
        int cap;
        if (!s->cap) {
            cap = SCOPE_INLINE;
            nd = s->inl;
            memset(nd, 0, sizeof s->inl);
        } else {
            cap = s->cap * 2;
            nd = calloc((size_t)cap, sizeof *nd);
            if (!nd) {
                parse_error_range(p, "out of memory");
                return false;
            }
        }
        for (int j = 0; j < s->cap; j++) {
            if (!s->d[j].name)
                continue;
            uint32_t i = s->d[j].hash & (uint32_t)(cap - 1);
            while (nd[i].name)
                i = (i + 1) & (uint32_t)(cap - 1);
            nd[i] = s->d[j];
        }
        if (s->d != s->inl)
            free(s->d);
        s->d = nd;
        s->cap = cap;
    }
    uint32_t m = (uint32_t)s->cap - 1, i = h & m;
    while (s->d[i].name)
        i = (i + 1) & m;
    s->d[i].name = name;
    s->d[i].hash = h;
    s->d[i].kind = kind;
    s->n++;
    return true;
}

static void redeclared(Parser *p, Node *id)
{
    parse_error_at(p, id->line, id->col, "Identifier '%s' has already been declared", id->name);
}

static void declare(Parser *p, Scope *s, Node *id, int kind)
{
    if (p->failed)
        return;
    uint32_t h = name_hash(id->name);
    if (kind == D_VAR) {
        for (Scope *t = s; t; t = t->up) {
            Decl *d = scope_find(t, id->name, h);
            if (d && (d->kind == D_LEX || d->kind == D_BFUNC)) {
                redeclared(p, id);
                return;
            }
            if (!d && !scope_add(p, t, id->name, h, D_VAR))
                return;
            if (t->is_func)
                break;
        }
        return;
    }
    Decl *d = scope_find(s, id->name, h);
    if (d) {
        /* function declarations at function level behave like var */
        bool ok = (kind == D_FUNC && (d->kind == D_FUNC || d->kind == D_VAR || d->kind == D_PARAM)) ||
                  (kind == D_PARAM && d->kind == D_PARAM) || /* sloppy duplicates: parse_check_params decided */
                  (kind == D_BFUNC && d->kind == D_BFUNC && !s->strict); /* B.3.3.4 */
        if (!ok) {
            redeclared(p, id);
            return;
        }
        return;
    }
    scope_add(p, s, id->name, h, kind);
}

static void declare_pattern(Parser *p, Scope *s, Node *pat, int kind)
{
    if (!pat || !parse_walk_enter(p))
        return;
    switch (pat->kind) {
    case N_IDENT:
        declare(p, s, pat, kind);
        break;
    case N_ASSIGN_PAT: case N_REST:
        declare_pattern(p, s, pat->a, kind);
        break;
    case N_ARRAY_PAT:
        for (uint32_t i = 0; i < pat->list.count; i++)
            declare_pattern(p, s, pat->list.items[i], kind);
        break;
    case N_OBJECT_PAT:
        for (uint32_t i = 0; i < pat->list.count; i++) {
            Node *pr = pat->list.items[i];
            declare_pattern(p, s, pr->kind == N_REST ? pr->a : pr->b, kind);
        }
        break;
    default:
        break;
    }
    p->walk_depth--;
}

static void walk(Parser *p, Scope *s, Node *n);

static void scope_free(Scope *s)
{
    if (s->d != s->inl)
        free(s->d);
}

static void walk_list_in(Parser *p, Scope *s, NodeList *l)
{
    for (uint32_t i = 0; i < l->count && !p->failed; i++)
        walk(p, s, l->items[i]);
}

static void walk_func(Parser *p, Scope *s, Node *fn)
{
    Scope fs;
    scope_init(&fs, s, true, (fn->flags & F_STRICT) != 0);
    for (uint32_t i = 0; i < fn->list.count; i++)
        declare_pattern(p, &fs, fn->list.items[i], D_PARAM);
    for (uint32_t i = 0; i < fn->list.count && !p->failed; i++)
        walk(p, &fs, fn->list.items[i]);   /* defaults may hold functions */
    if (fn->a && !(fn->flags & F_EXPR_BODY))
        walk_list_in(p, &fs, &fn->a->list);
    else
        walk(p, &fs, fn->a);
    scope_free(&fs);
}

static void walk_node(Parser *p, Scope *s, Node *n)
{
    while (n && !p->failed) {
        switch (n->kind) {
        case N_FUNC:
            walk_func(p, s, n);
            return;
        case N_BLOCK: {
            Scope bs;
            scope_init(&bs, s, false, s->strict);
            walk_list_in(p, &bs, &n->list);
            scope_free(&bs);
            return;
        }
        case N_VAR:
            for (uint32_t i = 0; i < n->list.count && !p->failed; i++) {
                Node *d = n->list.items[i];
                if (d->b)
                    walk(p, s, d->b);
                walk(p, s, d->a);
                declare_pattern(p, s, d->a, n->op == T_VAR ? D_VAR : D_LEX);
            }
            return;
        case N_FUNC_DECL:
            if (n->a && n->a->name) {
                Node id = *n->a;
                id.kind = N_IDENT;
                /* only plain functions may repeat in a sloppy block (B.3.3.4);
                 * a module's top-level functions are lexical declarations */
                bool module_top = p->mod && !s->up;
                declare(p, s, &id, s->is_func && !module_top ? D_FUNC
                                 : module_top || (n->a->flags & (F_GENERATOR | F_ASYNC)) ? D_LEX : D_BFUNC);
            }
            walk_func(p, s, n->a);
            return;
        case N_CLASS_DECL:
            if (n->a && n->a->name) {
                Node id = *n->a;
                id.kind = N_IDENT;
                declare(p, s, &id, D_LEX);
            }
            n = n->a;
            continue;
        case N_EMPTY:   /* a module's import: its bindings are lexical */
            if (n->op == T_IMPORT)
                for (uint32_t i = 0; i < n->list.count; i++)
                    declare(p, s, n->list.items[i], D_LEX);
            return;
        case N_FOR: case N_FOR_IN: case N_FOR_OF: {
            Scope hs;
            scope_init(&hs, s, false, s->strict);
            walk(p, &hs, n->a);
            walk(p, &hs, n->b);
            walk(p, &hs, n->c);
            walk(p, &hs, n->d);
            scope_free(&hs);
            return;
        }
        case N_SWITCH: {
            walk(p, s, n->a);
            Scope cs;
            scope_init(&cs, s, false, s->strict);
            for (uint32_t i = 0; i < n->list.count && !p->failed; i++) {
                Node *c = n->list.items[i];
                walk(p, &cs, c->a);
                walk_list_in(p, &cs, &c->list);
            }
            scope_free(&cs);
            return;
        }
        case N_TRY:
            walk(p, s, n->a);
            if (n->c) {
                Scope cs;
                scope_init(&cs, s, false, s->strict);
                /* only a plain identifier catch parameter may be redeclared by var */
                declare_pattern(p, &cs, n->b, n->b && n->b->kind != N_IDENT ? D_LEX : D_PARAM);
                walk(p, &cs, n->b);
                walk_list_in(p, &cs, &n->c->list);
                scope_free(&cs);
            }
            n = n->d;
            continue;
        default:
            break;
        }
        /* generic: recurse into b, c, d or the list; iterate on a */
        walk(p, s, n->b);
        if (ast_has_cd(n)) {
            walk(p, s, n->c);
            walk(p, s, n->d);
        } else {
            walk_list_in(p, s, &n->list);
        }
        n = n->a;
    }
}

static void walk(Parser *p, Scope *s, Node *n)
{
    if (!n || (n->flags & F_NO_FUNC) || !parse_walk_enter(p))
        return;
    walk_node(p, s, n);
    p->walk_depth--;
}

bool parse_check_scopes(Parser *p, Node *prog)
{
    Scope top;
    scope_init(&top, NULL, true, (prog->flags & F_STRICT) != 0);
    for (const char *const *n = p->params; n && *n && !p->failed; n++)
        scope_add(p, &top, *n, name_hash(*n), D_PARAM);
    walk_list_in(p, &top, &prog->list);
    scope_free(&top);
    return !p->failed;
}

bool parse_check_function(Parser *p, Node *fn)
{
    Scope top;
    scope_init(&top, NULL, true, (fn->flags & F_STRICT) != 0);
    walk_func(p, &top, fn);
    scope_free(&top);
    return !p->failed;
}
