/* compiler/parser_func.c — functions (declarations, expressions, arrows,
 * methods, accessors), parameter lists and their strict-mode checks, classes,
 * object literals, and binding patterns for declarations and parameters.
 * Each function body gets a fresh FnCtx (labels, loop depth, where `super`
 * is allowed); arrows inherit `super` from the enclosing function.
 */
#include <stdlib.h>
#include <string.h>

#include "parser_int.h"
#include "../vm/bigint.h"

#define LEAVE(x) do { p->depth--; return (x); } while (0)
#define WALK_LEAVE(x) do { p->walk_depth--; return (x); } while (0)

/* ---- binding patterns ---------------------------------------------------------- */

static Node *parse_binding_ident(Parser *p)
{
    if (!parse_check_binding_name(p, &p->tok))
        return NULL;
    Node *n = parse_node(p, N_IDENT);
    if (!n)
        return NULL;
    n->name = p->tok.name;
    parse_next(p);
    return n;
}

static Node *parse_property_key(Parser *p, uint32_t *flags);

Node *parse_binding_target(Parser *p)
{
    if (!parse_enter(p))
        return NULL;
    Node *n;
    if (p->tok.kind == T_LBRACKET) {
        n = parse_node(p, N_ARRAY_PAT);
        parse_next(p);
        while (n && p->tok.kind != T_RBRACKET) {
            if (p->tok.kind == T_COMMA) {
                parse_push(p, &n->list, parse_node(p, N_HOLE));
                parse_next(p);
                continue;
            }
            Node *el;
            if (p->tok.kind == T_ELLIPSIS) {
                el = parse_node(p, N_REST);
                parse_next(p);
                if (!el || !(el->a = parse_binding_target(p)))
                    LEAVE(NULL);
                parse_finish(p, el);
                if (p->tok.kind == T_ASSIGN) {
                    parse_error_at(p, el->line, el->col, "Invalid destructuring assignment target");
                    LEAVE(NULL);
                }
                if (p->tok.kind != T_RBRACKET) {
                    parse_error_at(p, el->line, el->col, "Rest element must be last element");
                    LEAVE(NULL);
                }
            } else if (!(el = parse_binding_element(p))) {
                LEAVE(NULL);
            }
            if (!parse_push(p, &n->list, el))
                LEAVE(NULL);
            if (p->tok.kind != T_RBRACKET && !parse_expect(p, T_COMMA))
                LEAVE(NULL);
        }
        if (!parse_expect(p, T_RBRACKET))
            LEAVE(NULL);
    } else if (p->tok.kind == T_LBRACE) {
        n = parse_node(p, N_OBJECT_PAT);
        parse_next(p);
        while (n && p->tok.kind != T_RBRACE) {
            if (p->tok.kind == T_ELLIPSIS) {
                Node *r = parse_node(p, N_REST);
                parse_next(p);
                if (!r || !(r->a = parse_binding_ident(p)))
                    LEAVE(NULL);
                parse_finish(p, r);
                parse_push(p, &n->list, r);
                if (p->tok.kind != T_RBRACE) {
                    parse_error_at(p, r->line, r->col, "Rest element must be last element");
                    LEAVE(NULL);
                }
                break;
            }
            Node *prop = parse_node(p, N_PROP);
            Token keytok = p->tok;
            uint32_t fl = 0;
            Node *key = parse_property_key(p, &fl);
            if (!prop || !key)
                LEAVE(NULL);
            prop->a = key;
            prop->flags = fl;
            if (parse_accept(p, T_COLON)) {
                if (!(prop->b = parse_binding_element(p)))
                    LEAVE(NULL);
            } else {
                if (fl & F_COMPUTED || key->kind != N_IDENT) {
                    parse_unexpected(p);
                    LEAVE(NULL);
                }
                if (!parse_check_binding_name(p, &keytok))
                    LEAVE(NULL);
                prop->flags |= F_SHORTHAND;
                Node *id = parse_node_at(p, N_IDENT, &keytok);
                if (!id)
                    LEAVE(NULL);
                id->name = key->name;
                prop->b = id;
                if (parse_accept(p, T_ASSIGN)) {
                    Node *d = parse_node_at(p, N_ASSIGN_PAT, &keytok);
                    if (!d)
                        LEAVE(NULL);
                    d->a = id;
                    if (!(d->b = parse_assign(p, false)))
                        LEAVE(NULL);
                    parse_finish(p, d);
                    prop->b = d;
                }
            }
            parse_finish(p, prop);
            parse_push(p, &n->list, prop);
            if (p->tok.kind != T_RBRACE && !parse_expect(p, T_COMMA))
                LEAVE(NULL);
        }
        if (!parse_expect(p, T_RBRACE))
            LEAVE(NULL);
    } else {
        n = parse_binding_ident(p);
        LEAVE(n);
    }
    parse_finish(p, n);
    LEAVE(p->failed ? NULL : n);
}

Node *parse_binding_element(Parser *p)
{
    Token t = p->tok;
    Node *target = parse_binding_target(p);
    if (!target || p->tok.kind != T_ASSIGN)
        return target;
    parse_next(p);
    Node *d = parse_node_at(p, N_ASSIGN_PAT, &t);
    if (!d)
        return NULL;
    d->a = target;
    if (!(d->b = parse_assign(p, false)))
        return NULL;
    parse_finish(p, d);
    return d;
}

/* ---- parameters --------------------------------------------------------------- */

static bool collect_names(Parser *p, Node *pat, const char **names, int *n, int cap, Node **dup)
{
    if (!pat)
        return true;
    if (!parse_walk_enter(p))
        return false;
    switch (pat->kind) {
    case N_IDENT:
        for (int i = 0; i < *n; i++)
            if (strcmp(names[i], pat->name) == 0) {
                *dup = pat;
                WALK_LEAVE(false);
            }
        if (*n < cap)
            names[(*n)++] = pat->name;
        WALK_LEAVE(true);
    case N_ASSIGN_PAT: case N_REST: {
        bool ok = collect_names(p, pat->a, names, n, cap, dup);
        WALK_LEAVE(ok);
    }
    case N_ARRAY_PAT:
        for (uint32_t i = 0; i < pat->list.count; i++)
            if (!collect_names(p, pat->list.items[i], names, n, cap, dup))
                WALK_LEAVE(false);
        WALK_LEAVE(true);
    case N_OBJECT_PAT:
        for (uint32_t i = 0; i < pat->list.count; i++) {
            Node *pr = pat->list.items[i];
            if (!collect_names(p, pr->kind == N_REST ? pr->a : pr->b, names, n, cap, dup))
                WALK_LEAVE(false);
        }
        WALK_LEAVE(true);
    default:
        WALK_LEAVE(true);
    }
}

static bool simple_params(Node *fn);

bool parse_check_params(Parser *p, Node *fn)
{
    /* duplicates are allowed in a sloppy function's simple parameter list
     * (not in arrows and methods: UniqueFormalParameters) */
    if (!p->strict && simple_params(fn) && !(fn->flags & (F_ARROW | F_METHOD | F_GETTER | F_SETTER | F_CTOR)))
        return true;
    const char *names[256];
    int n = 0;
    Node *dup = NULL;
    for (uint32_t i = 0; i < fn->list.count; i++)
        if (!collect_names(p, fn->list.items[i], names, &n, 256, &dup)) {
            if (!dup)
                return false;   /* the nesting limit */
            parse_error_at(p, dup->line, dup->col, "Duplicate parameter name not allowed in this context");
            return false;
        }
    return true;
}

static bool simple_params(Node *fn)
{
    for (uint32_t i = 0; i < fn->list.count; i++)
        if (fn->list.items[i]->kind != N_IDENT)
            return false;
    return true;
}

static bool strict_word(const char *s)
{
    static const char *const words[] = { "implements", "interface", "let", "package", "private",
                                         "protected", "public", "static", "yield" };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strcmp(s, words[i]) == 0)
            return true;
    return false;
}

/* A sloppy function whose body turns out to start with "use strict": its
 * name and (simple) parameters were parsed by sloppy rules; apply the strict
 * ones now, as V8 does. */
static bool strict_recheck(Parser *p, Node *fn)
{
    for (uint32_t i = 0; i <= fn->list.count; i++) {
        Node *id = i < fn->list.count ? fn->list.items[i] : NULL;
        const char *name = id ? id->name : fn->name;
        if (!name || (!id && (fn->flags & (F_METHOD | F_GETTER | F_SETTER | F_CTOR))))
            continue;
        uint32_t line = id ? id->line : p->fname_line, col = id ? id->col : p->fname_col;
        if (strcmp(name, "eval") == 0 || strcmp(name, "arguments") == 0) {
            parse_error_at(p, line, col, "Unexpected eval or arguments in strict mode");
            return false;
        }
        if (strict_word(name)) {
            parse_error_at(p, line, col, "Unexpected strict mode reserved word");
            return false;
        }
    }
    return parse_check_params(p, fn);
}

static bool parse_params(Parser *p, Node *fn)
{
    if (!parse_expect(p, T_LPAREN))
        return false;
    while (p->tok.kind != T_RPAREN) {
        if (p->tok.kind == T_ELLIPSIS) {
            Node *r = parse_node(p, N_REST);
            parse_next(p);
            if (!r || !(r->a = parse_binding_target(p)))
                return false;
            if (p->tok.kind == T_ASSIGN) {
                parse_error_at(p, p->tok.line, p->tok.col, "Rest parameter may not have a default initializer");
                return false;
            }
            parse_finish(p, r);
            parse_push(p, &fn->list, r);
            if (p->tok.kind != T_RPAREN) {
                if (p->tok.kind == T_COMMA)
                    parse_error_at(p, p->tok.line, p->tok.col, "Rest parameter must be last formal parameter");
                else
                    parse_unexpected(p);
                return false;
            }
            break;
        }
        Node *e = parse_binding_element(p);
        if (!e || !parse_push(p, &fn->list, e))
            return false;
        if (p->tok.kind != T_RPAREN && !parse_expect(p, T_COMMA))
            return false;
    }
    parse_next(p);
    return !p->failed;
}

/* Function body `{ ... }` in a fresh context; checks "use strict" against
   non-simple parameters. */
static Node *parse_body_in(Parser *p, Node *fn, bool super_prop, bool super_call, const DiscardMark *dm);

/* dm: a plain function's, whose tree may be discarded at its end */
static Node *parse_body(Parser *p, Node *fn, bool super_prop, bool super_call, const DiscardMark *dm)
{
    bool gp = p->gen_params, ap = p->async_params; /* a body inside parameters is not in them */
    p->gen_params = false;
    p->async_params = false;
    Node *r = parse_body_in(p, fn, super_prop, super_call, dm);
    p->gen_params = gp;
    p->async_params = ap;
    return r;
}

static Node *parse_body_in(Parser *p, Node *fn, bool super_prop, bool super_call, const DiscardMark *dm)
{
    FnCtx ctx = {0};
    ctx.up = p->fn;
    ctx.super_prop = super_prop;
    ctx.super_call = super_call;
    ctx.static_block = (fn->flags & F_INITIALIZER) != 0;
    ctx.generator = (fn->flags & F_GENERATOR) != 0;
    ctx.async_fn = (fn->flags & F_ASYNC) != 0;
    ctx.arrow = (fn->flags & F_ARROW) != 0;
    p->fn = &ctx;
    bool outer_strict = p->strict;
    Node *body = parse_node(p, N_BLOCK);
    if (!body || !parse_expect(p, T_LBRACE)) {
        p->fn = ctx.up;
        return NULL;
    }
    bool directives = true, use_strict = false;
    Token legacy = {0};
    while (!p->failed && p->tok.kind != T_RBRACE) {
        if (p->tok.kind == T_EOF) {
            parse_unexpected(p);
            break;
        }
        Token t = p->tok;
        Node *s = parse_statement_list_item(p);
        if (!s)
            break;
        if (directives) {
            directives = parse_directive(p, &t, s, &use_strict, &legacy);
            if (use_strict) {
                if (!simple_params(fn)) {
                    parse_error_at(p, t.line, t.col, "Illegal 'use strict' directive in function with non-simple parameter list");
                    break;
                }
                if (!outer_strict && !strict_recheck(p, fn))
                    break;
                use_strict = false;
            }
        }
        parse_push(p, &body->list, s);
    }
    p->fn = ctx.up;
    if (p->strict)
        fn->flags |= F_STRICT;
    p->strict = outer_strict;
    if (dm && !p->failed && p->tok.kind == T_RBRACE)
        body = parse_discard(p, fn, body, dm);
    if (!body || p->failed || !parse_expect(p, T_RBRACE))
        return NULL;
    parse_finish(p, body);
    return body;
}

/* After the name: params and body. flags carry F_METHOD/F_GETTER/F_SETTER/F_CTOR/F_DERIVED. */
Node *parse_function_rest(Parser *p, Node *fn, uint32_t flags)
{
    const DiscardMark *dm = p->pending_discard; /* parse_function's (a method has none) */
    p->pending_discard = NULL;
    fn->flags |= flags;
    Token pt = p->tok;
    uint32_t aw = p->await_idents; /* a method's parameters and body are its own */
    bool outer_gp = p->gen_params, outer_ap = p->async_params;
    p->gen_params = (fn->flags & F_GENERATOR) != 0;
    p->async_params = (fn->flags & F_ASYNC) != 0;
    /* a module's top-level await does not reach into parameters, and an
     * enclosing generator's or async body's operators do not either: the
     * parameters take their [Yield]/[Await] from this function alone
     * (gen_params/async_params make them early errors there) */
    bool outer_aw = p->fn->async_fn, outer_gen = p->fn->generator, outer_sb = p->fn->static_block;
    /* and super in them is this function's, as in its body */
    bool outer_sp = p->fn->super_prop, outer_sc = p->fn->super_call;
    bool method = flags & (F_METHOD | F_GETTER | F_SETTER | F_CTOR);
    p->fn->async_fn = false;
    p->fn->generator = false;
    p->fn->static_block = false;
    p->fn->super_prop = method;
    p->fn->super_call = (flags & F_DERIVED) != 0;
    bool ok = parse_params(p, fn);
    p->fn->async_fn = outer_aw;
    p->fn->generator = outer_gen;
    p->fn->static_block = outer_sb;
    p->fn->super_prop = outer_sp;
    p->fn->super_call = outer_sc;
    p->gen_params = outer_gp;
    p->async_params = outer_ap;
    if (!ok)
        return NULL;
    if (flags & F_GETTER && fn->list.count != 0) {
        parse_error_at(p, pt.line, pt.col, "Getter must not have any formal parameters.");
        return NULL;
    }
    if (flags & F_SETTER) {
        if (fn->list.count != 1) {
            parse_error_at(p, pt.line, pt.col, "Setter must have exactly one formal parameter.");
            return NULL;
        }
        if (fn->list.items[0]->kind == N_REST) {
            parse_error_at(p, pt.line, pt.col, "Setter function argument must not be a rest parameter");
            return NULL;
        }
    }
    if (!parse_check_params(p, fn))
        return NULL;
    if (!(fn->a = parse_body(p, fn, method, (flags & F_DERIVED) != 0, dm)))
        return NULL;
    p->await_idents = aw;
    parse_finish(p, fn);
    return fn;
}

Node *parse_function(Parser *p, uint32_t flags, bool is_decl)
{
    if (!parse_enter(p))
        return NULL;
    /* `(function () { ... })`: most likely called at once, so its tree is
     * kept (parsing it again at the call would be wasted) */
    bool iife = !is_decl && p->paren_at == p->tok.start + 1;
    bool keep = p->keep_root;
    p->keep_root = false;
    Node *fn = parse_node(p, N_FUNC);
    parse_next(p);   /* function */
    /* its name, parameters and body are the function's own: an `await`
     * there says nothing about an async arrow head around it */
    uint32_t aw = p->await_idents;
    if (p->tok.kind == T_STAR) {
        parse_next(p);
        flags |= F_GENERATOR;
    }
    if (p->tok.kind == T_YIELD && !is_decl && !(flags & F_GENERATOR) && !p->strict) {
        /* a sloppy function expression's name takes [Yield] from the
         * function, not from a generator around it */
        p->tok.kind = T_IDENT;
        p->tok.demoted = true;
        p->tok.word = T_YIELD;
    }
    if (p->tok.kind != T_LPAREN) {
        if (!is_decl && (flags & F_GENERATOR) && p->tok.demoted && p->tok.word == T_YIELD) {
            /* a generator expression's name is bound inside the generator */
            parse_error_at(p, p->tok.line, p->tok.col, "Unexpected identifier 'yield'");
            LEAVE(NULL);
        }
        /* a function expression's name is bound in its own scope: it takes
         * [Await] from the function (async), not from the code around it */
        bool outer_aw = p->fn->async_fn, outer_sb = p->fn->static_block, outer_ap = p->async_params;
        if (!is_decl) {
            p->fn->async_fn = (flags & F_ASYNC) != 0;
            p->fn->static_block = false;
            p->async_params = false;
        }
        bool named = parse_check_binding_name(p, &p->tok);
        p->fn->async_fn = outer_aw;
        p->fn->static_block = outer_sb;
        p->async_params = outer_ap;
        if (!named)
            LEAVE(NULL);
        fn->name = p->tok.name;
        p->fname_line = p->tok.line;
        p->fname_col = p->tok.col;
        parse_next(p);
    } else if (is_decl) {
        parse_error_at(p, p->tok.line, p->tok.col, "Function statements require a function name");
        LEAVE(NULL);
    }
    DiscardMark dm = { arena_mark(&p->arena), p->unsafe, is_decl, keep || iife };
    p->pending_discard = p->discard && fn ? &dm : NULL;
    Node *r = parse_function_rest(p, fn, flags);
    p->pending_discard = NULL;
    p->await_idents = aw;
    LEAVE(r);
}

Node *parse_async_function(Parser *p, bool is_decl)
{
    Token t = p->tok;
    parse_next(p); /* async */
    Node *fn = parse_function(p, F_ASYNC, is_decl);
    if (fn) {
        /* the function's source text (toString) starts at `async` */
        fn->start = t.start;
        fn->line = t.line;
        fn->col = t.col;
    }
    return fn;
}

/* The first `kind` (N_YIELD / N_AWAIT) expression in n outside nested
 * functions, or NULL: an arrow's parameters, parsed as an expression inside a
 * generator (async function), must have none (V8: "Yield expression not
 * allowed in formal parameter"). */
static Node *find_kind(Parser *p, Node *n, NodeKind kind);

static Node *find_in(Parser *p, Node *n, NodeKind kind)
{
    if (n->kind == kind)
        return n;
    Node *found = NULL;
    if (ast_chain_link(n)) {
        Node *first, *x = ast_chain_down(n, ast_chain_link, &first), *left = first;
        found = find_kind(p, first, kind);
        while (x) {
            Node *up = ast_chain_up(x, left);
            if (!found)
                found = find_kind(p, x->b, kind);
            left = x;
            x = up;
        }
        return found;
    }
    bool cd = ast_has_cd(n);
    Node *kids[4] = {n->a, n->b, cd ? n->c : NULL, cd ? n->d : NULL};
    for (int i = 0; i < 4 && !found; i++)
        found = find_kind(p, kids[i], kind);
    for (uint32_t i = 0; !cd && i < n->list.count && !found; i++)
        found = find_kind(p, n->list.items[i], kind);
    return found;
}

static Node *find_kind(Parser *p, Node *n, NodeKind kind)
{
    if (!n || n->kind == N_FUNC || n->kind == N_CLASS || !parse_walk_enter(p))
        return NULL;
    Node *found = find_in(p, n, kind);
    p->walk_depth--;
    return found;
}

Node *parse_arrow(Parser *p, Node *cover, const Token *start, bool no_in)
{
    Node *fn = parse_node_at(p, N_FUNC, start);
    if (!fn)
        return NULL;
    fn->flags |= F_ARROW | (cover->flags & F_ASYNC);
    for (uint32_t i = 0; i < cover->list.count; i++) {
        Node *e = cover->list.items[i];
        if (e->kind == N_REST) {
            /* already a binding pattern */
        } else if (!(e = parse_to_pattern(p, e, true))) {
            return NULL;
        }
        parse_push(p, &fn->list, e);
    }
    if (p->fn->generator) {
        Node *y = find_kind(p, cover, N_YIELD);
        if (y) {
            parse_error_at(p, y->line, y->col, "Yield expression not allowed in formal parameter");
            return NULL;
        }
    }
    Node *aw = find_kind(p, cover, N_AWAIT);
    if (aw) {
        parse_error_at(p, aw->line, aw->col, "Illegal await-expression in formal parameters of async function");
        return NULL;
    }
    if (p->failed)
        return NULL;
    if (!parse_check_params(p, fn))
        return NULL;
    parse_next(p);   /* => */
    uint32_t awn = p->await_idents; /* the body is the arrow's own (its parameters are not) */
    if (p->tok.kind == T_LBRACE) {
        if (!(fn->a = parse_body(p, fn, p->fn->super_prop, p->fn->super_call, NULL)))
            return NULL;
    } else {
        FnCtx ctx = {0};
        ctx.up = p->fn;
        ctx.super_prop = p->fn->super_prop;
        ctx.super_call = p->fn->super_call;
        ctx.async_fn = (fn->flags & F_ASYNC) != 0;
        ctx.arrow = true;
        p->fn = &ctx;
        bool outer = p->cover_init;
        p->cover_init = false;
        fn->a = parse_assign(p, no_in);
        if (fn->a && p->cover_init) {
            parse_error_at(p, p->cover_init_line, p->cover_init_col, "%s", p->cover_init_msg);
            fn->a = NULL;
        }
        p->cover_init = outer;
        p->fn = ctx.up;
        if (!fn->a)
            return NULL;
        fn->flags |= F_EXPR_BODY | (p->strict ? F_STRICT : 0);
    }
    p->await_idents = awn;
    parse_finish(p, fn);
    return fn;
}

/* ---- object literals ---------------------------------------------------------- */

/* PropertyName: identifier/keyword, string, number or [computed]. */
static Node *parse_property_key(Parser *p, uint32_t *flags)
{
    Node *k = NULL;
    if ((p->tok.kind == T_STR || p->tok.kind == T_NUM) && !parse_check_legacy(p, &p->tok))
        return NULL;
    switch (p->tok.kind) {
    case T_STR:
        k = parse_node(p, N_STR);
        if (k) {
            k->str = p->tok.str;
            k->str_len = p->tok.str_len;
        }
        parse_next(p);
        break;
    case T_NUM:
        if (p->tok.bigint) {
            /* a BigInt key names the property by its decimal digits */
            k = parse_node(p, N_STR);
            char *dec = vm_bigint_literal_decimal(p->tok.name, strlen(p->tok.name));
            uint16_t *u = dec ? arena_alloc(&p->arena, (strlen(dec) + 1) * sizeof(uint16_t)) : NULL;
            if (!u) {
                free(dec);
                parse_error_range(p, "out of memory");
                return NULL;
            }
            if (k) {
                size_t m = strlen(dec);
                for (size_t i = 0; i < m; i++)
                    u[i] = (uint8_t)dec[i];
                k->str = u;
                k->str_len = (uint32_t)m;
            }
            free(dec);
            parse_next(p);
            break;
        }
        k = parse_node(p, N_NUM);
        if (k)
            k->num = p->tok.num;
        parse_next(p);
        break;
    case T_LBRACKET:
        parse_next(p);
        k = parse_assign(p, false);
        if (!k || !parse_expect(p, T_RBRACKET))
            return NULL;
        *flags |= F_COMPUTED;
        break;
    case T_HASH:
        if (!p->class_key) {
            Token *n = parse_peek(p);
            parse_error_at(p, p->tok.line, p->tok.col, "Unexpected identifier '#%s'", n->name ? n->name : "");
            return NULL;
        }
        k = parse_node(p, N_PRIVATE_NAME);
        if (!k || !(k->name = parse_private_name(p)))
            return NULL;
        if (strcmp(k->name, "#constructor") == 0) {
            parse_error_at(p, k->line, k->col, p->tok.kind == T_LPAREN
                               ? "Class constructor may not be a private method"
                               : "Classes may not have a private field named '#constructor'");
            return NULL;
        }
        *flags |= F_PRIVATE;
        break;
    default:
        if (parse_ident_name(p)) {
            k = parse_node(p, N_IDENT);
            if (k)
                k->name = p->tok.name;
            parse_next(p);
            break;
        }
        return parse_unexpected(p);
    }
    return p->failed ? NULL : k;
}

static bool key_is(const Node *k, uint32_t flags, const char *s)
{
    if (flags & F_COMPUTED)
        return false;
    if (k->kind == N_IDENT)
        return strcmp(k->name, s) == 0;
    if (k->kind == N_STR) {
        size_t n = strlen(s);
        if (k->str_len != n)
            return false;
        for (size_t i = 0; i < n; i++)
            if (k->str[i] != (unsigned char)s[i])
                return false;
        return true;
    }
    return false;
}

/* A method body after its key; sets prop->b. */
static bool parse_method(Parser *p, Node *prop, const Token *at, uint32_t fflags)
{
    Node *fn = parse_node_at(p, N_FUNC, at);
    if (!fn)
        return false;
    if (prop->a->kind == N_IDENT && !(prop->flags & F_COMPUTED))
        fn->name = prop->a->name;
    prop->b = parse_function_rest(p, fn, fflags | (prop->flags & F_STATIC));
    return prop->b != NULL;
}

static bool is_prop_name_start(TokenKind k)
{
    return k == T_IDENT || k == T_STR || k == T_NUM || k == T_LBRACKET || k == T_HASH ||
           lex_is_keyword(k);
}

/* `g\u0065t x() {}`: an escaped get, set or async where it would be a
 * modifier is node's "Keyword must not contain escaped characters" (the
 * escaped word is not the keyword, and as a property name it would leave
 * another name after it, which is the less helpful error). */
static bool reject_escaped_modifier(Parser *p)
{
    const Token *t = &p->tok;
    if (t->kind != T_IDENT || !t->escaped ||
        (strcmp(t->name, "get") != 0 && strcmp(t->name, "set") != 0 && strcmp(t->name, "async") != 0))
        return false;
    TokenKind k = parse_peek(p)->kind;
    if (!is_prop_name_start(k) && !(k == T_STAR && t->name[0] == 'a'))
        return false;
    parse_error_at(p, t->line, t->col, "Keyword must not contain escaped characters");
    return true;
}

Node *parse_object(Parser *p)
{
    Node *obj = parse_node(p, N_OBJECT);
    parse_next(p);   /* { */
    bool has_proto = false;
    while (obj && p->tok.kind != T_RBRACE) {
        Token t = p->tok;
        if (p->tok.kind == T_ELLIPSIS) {
            Node *s = parse_node(p, N_SPREAD);
            parse_next(p);
            if (!s || !(s->a = parse_assign(p, false)))
                return (NULL);
            parse_finish(p, s);
            parse_push(p, &obj->list, s);
            /* a trailing comma after a spread makes it an invalid rest */
            if (p->tok.kind == T_COMMA && parse_peek(p)->kind == T_RBRACE)
                obj->flags |= F_SPREAD;
        } else {
            Node *prop = parse_node(p, N_PROP);
            if (!prop)
                return (NULL);
            uint32_t accessor = 0;
            if (p->tok.kind == T_STAR) {
                parse_next(p);
                uint32_t fl = 0;
                if (!(prop->a = parse_property_key(p, &fl)))
                    return (NULL);
                prop->flags |= fl | F_METHOD;
                if (p->tok.kind != T_LPAREN) {
                    parse_unexpected(p);
                    return (NULL);
                }
                if (!parse_method(p, prop, &t, F_METHOD | F_GENERATOR))
                    return (NULL);
                parse_finish(p, prop);
                parse_push(p, &obj->list, prop);
                if (p->tok.kind != T_RBRACE && !parse_expect(p, T_COMMA))
                    return (NULL);
                continue;
            }
            if (reject_escaped_modifier(p))
                return (NULL);
            if (p->tok.kind == T_IDENT && !p->tok.escaped) {
                Token *n = parse_peek(p);
                bool named = is_prop_name_start(n->kind);
                if (strcmp(p->tok.name, "get") == 0 && named)
                    accessor = F_GETTER;
                else if (strcmp(p->tok.name, "set") == 0 && named)
                    accessor = F_SETTER;
                else if (strcmp(p->tok.name, "async") == 0 && (named || n->kind == T_STAR) && !n->nl_before)
                    accessor = F_ASYNC;
                if (accessor)
                    parse_next(p);
                if (accessor == F_ASYNC && p->tok.kind == T_STAR) {
                    parse_next(p); /* async *m() {}: an async generator method */
                    accessor |= F_GENERATOR;
                }
            }
            Token keytok = p->tok;
            uint32_t fl = 0;
            if (!(prop->a = parse_property_key(p, &fl)))
                return (NULL);
            prop->flags |= fl;
            if (accessor & F_ASYNC) {
                prop->flags |= F_METHOD;
                if (p->tok.kind != T_LPAREN) {
                    parse_unexpected(p);
                    return (NULL);
                }
                if (!parse_method(p, prop, &t, F_METHOD | accessor))
                    return (NULL);
            } else if (accessor) {
                prop->flags |= accessor;
                if (!parse_method(p, prop, &t, accessor))
                    return (NULL);
            } else if (p->tok.kind == T_LPAREN) {
                prop->flags |= F_METHOD;
                if (!parse_method(p, prop, &t, F_METHOD))
                    return (NULL);
            } else if (parse_accept(p, T_COLON)) {
                p->allow_cover = true;
                if (!(prop->b = parse_assign(p, false)))
                    return (NULL);
                if (key_is(prop->a, prop->flags, "__proto__")) {
                    /* an error unless the literal becomes a pattern */
                    if (has_proto && !p->cover_init) {
                        p->cover_init = true;
                        p->cover_init_line = t.line;
                        p->cover_init_col = t.col;
                        p->cover_init_msg = "Duplicate __proto__ fields are not allowed in object literals";
                    }
                    has_proto = true;
                    prop->flags |= F_PROTO;
                }
            } else {
                /* shorthand: must be an IdentifierReference */
                if ((fl & F_COMPUTED) || prop->a->kind != N_IDENT ||
                    (keytok.kind != T_IDENT && keytok.kind != T_AWAIT && !(keytok.kind == T_LET && !p->strict))) {
                    if (prop->a->kind == N_IDENT && !(fl & F_COMPUTED))
                        p->tok = keytok; /* the error names the key, as V8's does */
                    parse_unexpected(p);
                    return (NULL);
                }
                if (!parse_check_escaped_word(p, &keytok))
                    return (NULL);
                if (keytok.kind == T_AWAIT && !parse_await_is_ident(p)) {
                    parse_error_at(p, keytok.line, keytok.col, "Unexpected reserved word");
                    return (NULL);
                }
                parse_note_await_ident(p, &keytok);
                prop->flags |= F_SHORTHAND;
                Node *id = parse_node_at(p, N_IDENT, &keytok);
                if (!id)
                    return (NULL);
                id->name = prop->a->name;
                id->end = keytok.end;
                prop->b = id;
                if (p->tok.kind == T_ASSIGN) {
                    /* CoverInitializedName: only valid once this becomes a pattern */
                    if (!p->cover_init) {
                        p->cover_init = true;
                        p->cover_init_line = keytok.line;
                        p->cover_init_col = keytok.col;
                        p->cover_init_msg = "Invalid shorthand property initializer";
                    }
                    parse_next(p);
                    Node *d = parse_node_at(p, N_ASSIGN_PAT, &keytok);
                    if (!d)
                        return (NULL);
                    d->a = id;
                    bool saved = p->cover_init;
                    if (!(d->b = parse_assign(p, false)))
                        return (NULL);
                    p->cover_init = saved;
                    parse_finish(p, d);
                    prop->b = d;
                }
            }
            parse_finish(p, prop);
            parse_push(p, &obj->list, prop);
        }
        if (p->tok.kind != T_RBRACE && !parse_expect(p, T_COMMA))
            return (NULL);
    }
    if (!obj || !parse_expect(p, T_RBRACE))
        return (NULL);
    parse_finish(p, obj);
    return (obj);
}

/* ---- classes ------------------------------------------------------------------ */

static Node *parse_class_body(Parser *p, Node *cls);
static Node *parse_class_in(Parser *p, Node *cls, bool is_decl);

Node *parse_class(Parser *p, bool is_decl)
{
    if (!parse_enter(p))
        return NULL;
    Node *cls = parse_node(p, N_CLASS);
    /* every part of a class is strict mode code, its name included */
    bool outer_strict = p->strict;
    p->strict = true;
    Node *r = parse_class_in(p, cls, is_decl);
    p->strict = outer_strict;
    parse_sloppy_word(p); /* the token after the class was read as strict code */
    LEAVE(r);
}

static Node *parse_class_in(Parser *p, Node *cls, bool is_decl)
{
    parse_next(p);   /* class */
    if (p->tok.kind != T_EXTENDS && p->tok.kind != T_LBRACE) {
        if (p->tok.kind == T_LET) {
            parse_error_at(p, p->tok.line, p->tok.col, "let is disallowed as a lexically bound name");
            return NULL;
        }
        if (!parse_check_binding_name(p, &p->tok))
            return NULL;
        cls->name = p->tok.name;
        parse_next(p);
    } else if (is_decl) {
        parse_unexpected(p);
        return NULL;
    }
    if (parse_accept(p, T_EXTENDS)) {
        if (!(cls->a = parse_lhs(p)))
            return NULL;
        if (cls->a->kind == N_COVER_PARAMS) {
            parse_unexpected(p);
            return NULL;
        }
    }
    if (!parse_expect(p, T_LBRACE))
        return NULL;
    p->class_depth++;
    Node *r = parse_class_body(p, cls);
    p->class_depth--;
    return r;
}

static Node *parse_class_body(Parser *p, Node *cls)
{
    while (!p->failed && p->tok.kind != T_RBRACE) {
        if (parse_accept(p, T_SEMI))
            continue;
        Token t = p->tok;
        Node *prop = parse_node(p, N_PROP);
        if (!prop)
            return (NULL);
        if (p->tok.kind == T_STATIC) {
            Token *n = parse_peek(p);
            if (n->kind == T_LBRACE) {
                /* static { ... }: a method-like function run once with this = the class */
                parse_next(p);
                prop->flags |= F_STATIC | F_INITIALIZER;
                Node *fn = parse_node(p, N_FUNC);
                if (!fn)
                    return (NULL);
                fn->flags = F_METHOD | F_INITIALIZER;
                if (!(fn->a = parse_body(p, fn, true, false, NULL)))
                    return (NULL);
                parse_finish(p, fn);
                prop->b = fn;
                parse_finish(p, prop);
                parse_push(p, &cls->list, prop);
                continue;
            }
            if (n->kind != T_LPAREN && n->kind != T_ASSIGN && n->kind != T_SEMI && n->kind != T_RBRACE) {
                prop->flags |= F_STATIC;
                parse_next(p);
                t = p->tok; /* a static method's source text starts after `static` */
            }
        }
        uint32_t accessor = 0;
        uint32_t gen = 0;
        if (p->tok.kind == T_STAR) {
            parse_next(p);
            gen = F_GENERATOR;
        }
        if (!gen && reject_escaped_modifier(p))
            return (NULL);
        if (!gen && p->tok.kind == T_IDENT && !p->tok.escaped) {
            Token *n = parse_peek(p);
            bool named = is_prop_name_start(n->kind);
            if (strcmp(p->tok.name, "get") == 0 && named)
                accessor = F_GETTER;
            else if (strcmp(p->tok.name, "set") == 0 && named)
                accessor = F_SETTER;
            else if (strcmp(p->tok.name, "async") == 0 && (named || n->kind == T_STAR) && !n->nl_before) {
                gen = F_ASYNC; /* a method flag like F_GENERATOR: not an accessor */
                parse_next(p);
                if (p->tok.kind == T_STAR) {
                    parse_next(p); /* async *m() {}: an async generator method */
                    gen |= F_GENERATOR;
                }
            }
            if (accessor)
                parse_next(p);
        }
        uint32_t fl = 0;
        p->class_key = true;
        prop->a = parse_property_key(p, &fl);
        p->class_key = false;
        if (!prop->a)
            return (NULL);
        prop->flags |= fl;
        if (gen && p->tok.kind != T_LPAREN) {
            parse_unexpected(p);
            return (NULL);
        }
        if (p->tok.kind != T_LPAREN && !accessor) {
            /* a field: key [= initialiser] ; */
            if (key_is(prop->a, prop->flags, "constructor")) {
                parse_error_at(p, prop->a->line, prop->a->col, "Classes may not have a field named 'constructor'");
                return (NULL);
            }
            if ((prop->flags & F_STATIC) && key_is(prop->a, prop->flags, "prototype")) {
                parse_error_at(p, prop->a->line, prop->a->col,
                               "Classes may not have a static property named 'prototype'");
                return (NULL);
            }
            prop->flags |= F_FIELD;
            if (parse_accept(p, T_ASSIGN)) {
                /* the initialiser is a method body of its own: super.x yes, super() and arguments no */
                FnCtx ctx = {0};
                ctx.up = p->fn;
                ctx.super_prop = true;
                p->fn = &ctx;
                prop->b = parse_assign(p, false);
                p->fn = ctx.up;
                if (!prop->b)
                    return (NULL);
            }
            if (!parse_semicolon(p))
                return (NULL);
            parse_finish(p, prop);
            parse_push(p, &cls->list, prop);
            continue;
        }
        bool ctor = !(prop->flags & F_STATIC) && key_is(prop->a, prop->flags, "constructor");
        if (ctor) {
            if (gen) {
                parse_error_at(p, prop->a->line, prop->a->col, !(gen & F_GENERATOR)
                               ? "Class constructor may not be an async method"
                               : "Class constructor may not be a generator");
                return (NULL);
            }
            if (accessor) {
                parse_error_at(p, prop->a->line, prop->a->col, "Class constructor may not be an accessor");
                return (NULL);
            }
            if (cls->b) {
                parse_error_at(p, prop->a->line, prop->a->col, "A class may only have one constructor");
                return (NULL);
            }
            Node *fn = parse_node_at(p, N_FUNC, &t);
            if (!fn)
                return (NULL);
            fn->name = cls->name;
            if (!(cls->b = parse_function_rest(p, fn, F_CTOR | (cls->a ? F_DERIVED : 0))))
                return (NULL);
            continue;
        }
        if ((prop->flags & F_STATIC) && key_is(prop->a, prop->flags, "prototype")) {
            parse_error_at(p, prop->a->line, prop->a->col, "Classes may not have a static property named 'prototype'");
            return (NULL);
        }
        prop->flags |= accessor ? accessor : F_METHOD;
        if (!parse_method(p, prop, &t, accessor ? accessor : F_METHOD | gen))
            return (NULL);
        parse_finish(p, prop);
        parse_push(p, &cls->list, prop);
    }
    if (!parse_expect(p, T_RBRACE))
        return (NULL);
    parse_finish(p, cls);
    return (cls);
}
