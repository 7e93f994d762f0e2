/* compiler/parser_expr.c — expressions: precedence climbing for binary
 * operators, unary/update, call/member chains (optional chaining wrapped in
 * N_OPTCHAIN), primaries, template literals, and the cover grammar that turns
 * an expression into a destructuring pattern when `=` or `=>` follows.
 * Invariant: every function returns NULL once p->failed is set.
 */
#include <stdio.h>
#include <string.h>

#include "parser_int.h"

#define LEAVE(x) do { p->depth--; return (x); } while (0)

static Node *parse_unary(Parser *p);

/* import.meta parses to the hidden binding "%meta" (parse_primary), which
   is no assignment target. */
static bool is_hidden_ident(const Node *e) { return e->kind == N_IDENT && e->name[0] == '%'; }

bool parse_is_simple_target(Node *e)
{
    return e && ((e->kind == N_IDENT && !is_hidden_ident(e)) || e->kind == N_MEMBER || e->kind == N_INDEX);
}

/* Annex B: sloppy code may name a call (not super(), not optional) as the
 * target of `=`, an arithmetic `op=`, `++`/`--` and a for-in/of head; the
 * assignment is a ReferenceError when it runs (emit_call_target). Strict
 * code keeps the early SyntaxError. */
bool parse_is_call_target(Parser *p, Node *e)
{
    return !p->strict && e && e->kind == N_CALL && e->a && e->a->kind != N_SUPER && !(e->flags & F_OPTIONAL);
}

static Node *mk(Parser *p, NodeKind k, const Node *at)
{
    if (p->failed)
        return NULL;
    Node *n = parse_node(p, k);
    if (n && at) {
        n->line = at->line;
        n->col = at->col;
        n->start = at->start;
    }
    return n;
}

static void err_node(Parser *p, const Node *n, const char *msg)
{
    parse_error_at(p, n->line, n->col, "%s", msg);
}

/* Expression → pattern (assignment targets, arrow params, for-in/of heads).
   binding: declarations/params (only identifiers at the leaves). */
static Node *to_pattern(Parser *p, Node *e, bool binding)
{
    switch (e->kind) {
    case N_IDENT:
        if ((e->flags & F_PARENS && binding) || is_hidden_ident(e))
            break;
        if (p->strict && ast_is_eval_or_arguments(e->name)) {
            err_node(p, e, "Unexpected eval or arguments in strict mode");
            return NULL;
        }
        return e;
    case N_MEMBER: case N_INDEX:
        if (binding)
            break;
        return e;
    case N_ARRAY:
        if (e->flags & F_PARENS)
            break;
        e->kind = N_ARRAY_PAT;
        for (uint32_t i = 0; i < e->list.count; i++) {
            Node *el = e->list.items[i];
            if (el->kind == N_HOLE)
                continue;
            if (el->kind == N_SPREAD) {
                if (i + 1 != e->list.count || (e->flags & F_SPREAD)) {
                    err_node(p, el, "Rest element must be last element");
                    return NULL;
                }
                if (el->a->kind == N_ASSIGN) {
                    err_node(p, el->a, "Invalid destructuring assignment target");
                    return NULL;
                }
                el->kind = N_REST;
                if (!(el->a = parse_to_pattern(p, el->a, binding)))
                    return NULL;
                continue;
            }
            if (!(e->list.items[i] = parse_to_pattern(p, el, binding)))
                return NULL;
        }
        e->flags &= ~F_SPREAD;
        return e;
    case N_OBJECT:
        if (e->flags & F_PARENS)
            break;
        e->kind = N_OBJECT_PAT;
        for (uint32_t i = 0; i < e->list.count; i++) {
            Node *pr = e->list.items[i];
            if (pr->kind == N_SPREAD) {
                if (i + 1 != e->list.count || (e->flags & F_SPREAD)) {
                    err_node(p, pr, "Rest element must be last element");
                    return NULL;
                }
                pr->kind = N_REST;
                if (is_hidden_ident(pr->a)) {
                    err_node(p, pr->a, "Invalid destructuring assignment target");
                    return NULL;
                }
                if (!parse_is_simple_target(pr->a) || (binding && pr->a->kind != N_IDENT)) {
                    err_node(p, pr->a, "`...` must be followed by an assignable reference in assignment contexts");
                    return NULL;
                }
                if (!(pr->a = parse_to_pattern(p, pr->a, binding)))
                    return NULL;
                continue;
            }
            if (pr->flags & (F_METHOD | F_GETTER | F_SETTER)) {
                err_node(p, pr, "Invalid destructuring assignment target");
                return NULL;
            }
            pr->flags &= ~F_PROTO;
            if (!(pr->b = parse_to_pattern(p, pr->b, binding)))
                return NULL;
        }
        e->flags &= ~F_SPREAD;
        return e;
    case N_ASSIGN:
        if (e->op != T_ASSIGN || (e->flags & F_PARENS))
            break;
        e->kind = N_ASSIGN_PAT;
        if (!(e->a = parse_to_pattern(p, e->a, binding)))
            return NULL;
        return e;
    case N_ASSIGN_PAT:   /* shorthand `{a = 1}` already shaped */
        if (!parse_to_pattern(p, e->a, binding))   /* strict `{eval = 1}` */
            return NULL;
        return e;
    case N_ARRAY_PAT:    /* converted by an inner `=`; re-check the leaves for bindings */
        if (binding)
            for (uint32_t i = 0; i < e->list.count; i++) {
                Node *el = e->list.items[i];
                if (el->kind == N_HOLE)
                    continue;
                if (!parse_to_pattern(p, el->kind == N_REST ? el->a : el, true))
                    return NULL;
            }
        return e;
    case N_OBJECT_PAT:
        if (binding)
            for (uint32_t i = 0; i < e->list.count; i++) {
                Node *pr = e->list.items[i];
                if (!parse_to_pattern(p, pr->kind == N_REST ? pr->a : pr->b, true))
                    return NULL;
            }
        return e;
    default:
        break;
    }
    err_node(p, e, "Invalid destructuring assignment target");
    return NULL;
}

Node *parse_to_pattern(Parser *p, Node *e, bool binding)
{
    if (!e || !parse_enter(p))
        return NULL;
    Node *r = to_pattern(p, e, binding);
    LEAVE(r);
}

/* `op=` target check and conversion. */
static Node *assign_target(Parser *p, Node *lhs, int op)
{
    if (op == T_ASSIGN && (lhs->kind == N_ARRAY || lhs->kind == N_OBJECT) && !(lhs->flags & F_PARENS)) {
        p->cover_init = false;
        return parse_to_pattern(p, lhs, false);
    }
    if (lhs->kind == N_IDENT && !is_hidden_ident(lhs)) {
        if (p->strict && ast_is_eval_or_arguments(lhs->name)) {
            err_node(p, lhs, "Unexpected eval or arguments in strict mode");
            return NULL;
        }
        return lhs;
    }
    if (lhs->kind == N_MEMBER || lhs->kind == N_INDEX)
        return lhs;
    if (op != T_AND_ASSIGN && op != T_OR_ASSIGN && op != T_NULLISH_ASSIGN && parse_is_call_target(p, lhs))
        return lhs;
    err_node(p, lhs, "Invalid left-hand side in assignment");
    return NULL;
}

static bool is_assign_op(TokenKind k)
{
    return k == T_ASSIGN || (k >= T_PLUS_ASSIGN && k <= T_NULLISH_ASSIGN);
}

static Node *parse_assign_inner(Parser *p, bool no_in);

/* Every node of the result was made during the call (the parser builds an
 * expression bottom-up from fresh nodes), so an unchanged count of functions
 * and classes means the subtree has none. */
Node *parse_assign(Parser *p, bool no_in)
{
    uint32_t nfn = p->nfn;
    Node *n = parse_assign_inner(p, no_in);
    if (n && p->nfn == nfn)
        n->flags |= F_NO_FUNC;
    return n;
}

static Node *parse_assign_inner(Parser *p, bool no_in)
{
    if (!parse_enter(p))
        return NULL;
    Token start = p->tok;
    bool may_pattern = p->allow_cover;
    p->allow_cover = false;
    bool outer_cover = p->cover_init;
    p->cover_init = false;
    /* x => ... */
    if ((p->tok.kind == T_IDENT || p->tok.kind == T_AWAIT) && parse_peek(p)->kind == T_ARROW &&
        !parse_peek(p)->nl_before) {
        if (p->tok.kind == T_IDENT && ast_name_is(p->tok.name, "async")) {
            /* `async => 1` is an arrow with a parameter named async */
        }
        Node *id = parse_node(p, N_IDENT);
        if (!id || !parse_check_binding_name(p, &p->tok))
            LEAVE(NULL);
        id->name = p->tok.name;
        parse_next(p);
        Node *cover = parse_node_at(p, N_COVER_PARAMS, &start);
        if (!cover || !parse_push(p, &cover->list, id))
            LEAVE(NULL);
        Node *r = parse_arrow(p, cover, &start, no_in);
        p->cover_init = outer_cover;
        LEAVE(r);
    }
    if (p->tok.kind == T_IDENT && ast_name_is(p->tok.name, "async") && !p->tok.escaped) {
        Token *n = parse_peek(p);
        if (!n->nl_before && (n->kind == T_IDENT || n->kind == T_AWAIT)) {
            /* async x => ... */
            parse_next(p);
            if (parse_peek(p)->kind != T_ARROW || parse_peek(p)->nl_before) {
                parse_next(p);
                parse_unexpected(p);
                LEAVE(NULL);
            }
            if (p->tok.kind == T_AWAIT) {
                parse_error_at(p, p->tok.line, p->tok.col, "'await' is not a valid identifier name in an async function");
                LEAVE(NULL);
            }
            Node *id = parse_node(p, N_IDENT);
            if (!id || !parse_check_binding_name(p, &p->tok))
                LEAVE(NULL);
            id->name = p->tok.name;
            parse_next(p);
            Node *cover = parse_node_at(p, N_COVER_PARAMS, &start);
            if (!cover || !parse_push(p, &cover->list, id))
                LEAVE(NULL);
            cover->flags |= F_ASYNC;
            Node *r = parse_arrow(p, cover, &start, no_in);
            p->cover_init = outer_cover;
            LEAVE(r);
        }
    }
    if (p->tok.kind == T_YIELD && p->gen_params) {
        parse_error_at(p, p->tok.line, p->tok.col, "Yield expression not allowed in formal parameter");
        LEAVE(NULL);
    }
    if (p->tok.kind == T_YIELD && p->fn->generator) {
        Node *y = parse_node(p, N_YIELD);
        if (!y)
            LEAVE(NULL);
        parse_next(p);
        TokenKind k = p->tok.kind;
        if (!p->tok.nl_before && k == T_STAR) {
            y->flags |= F_DELEGATE;
            parse_next(p);
            if (!(y->a = parse_assign(p, no_in)))
                LEAVE(NULL);
        } else if (!p->tok.nl_before && k != T_RPAREN && k != T_RBRACKET && k != T_RBRACE && k != T_COMMA &&
                   k != T_SEMI && k != T_COLON && k != T_EOF && k != T_IN && k != T_QUESTION &&
                   k != T_TEMPLATE_MIDDLE && k != T_TEMPLATE_TAIL) {
            if (!(y->a = parse_assign(p, no_in)))
                LEAVE(NULL);
        }
        parse_finish(p, y);
        p->cover_init = outer_cover;
        LEAVE(y);
    }
    if (p->tok.kind == T_YIELD) {
        parse_unexpected(p);
        LEAVE(NULL);
    }
    Node *lhs = NULL;
    /* conditional */
    {
        extern Node *parse_conditional(Parser *, bool);
        lhs = parse_conditional(p, no_in);
    }
    if (!lhs)
        LEAVE(NULL);
    if (lhs->kind == N_COVER_PARAMS) {
        if (p->tok.kind != T_ARROW) {
            parse_unexpected(p);
            LEAVE(NULL);
        }
        p->cover_init = false;
        Node *r = parse_arrow(p, lhs, &start, no_in);
        p->cover_init = outer_cover;
        LEAVE(r);
    }
    if (p->tok.kind == T_ARROW) {
        parse_error_at(p, p->tok.line, p->tok.col, p->tok.nl_before ? "Unexpected token '=>'"
                                                                    : "Malformed arrow function parameter list");
        LEAVE(NULL);
    }
    if (is_assign_op(p->tok.kind)) {
        int op = p->tok.kind;
        /* only `=` may destructure; compound operators need a simple target */
        if (op != T_ASSIGN && !parse_is_simple_target(lhs) &&
            (op == T_AND_ASSIGN || op == T_OR_ASSIGN || op == T_NULLISH_ASSIGN || !parse_is_call_target(p, lhs))) {
            err_node(p, lhs, "Invalid left-hand side in assignment");
            LEAVE(NULL);
        }
        if (!(lhs = assign_target(p, lhs, op)))
            LEAVE(NULL);
        parse_next(p);
        Node *rhs = parse_assign(p, no_in);
        if (!rhs)
            LEAVE(NULL);
        if (p->cover_init) {
            parse_error_at(p, p->cover_init_line, p->cover_init_col, "%s", p->cover_init_msg);
            LEAVE(NULL);
        }
        Node *n = mk(p, N_ASSIGN, lhs);
        if (!n)
            LEAVE(NULL);
        n->op = op;
        n->a = lhs;
        n->b = rhs;
        parse_finish(p, n);
        p->cover_init = outer_cover;
        LEAVE(n);
    }
    /* a literal that may still become a pattern keeps a pending `{a = 1}` error */
    if (p->cover_init && !(may_pattern && (lhs->kind == N_OBJECT || lhs->kind == N_ARRAY) && !(lhs->flags & F_PARENS))) {
        parse_error_at(p, p->cover_init_line, p->cover_init_col, "%s", p->cover_init_msg);
        LEAVE(NULL);
    }
    p->cover_init = p->cover_init || outer_cover;
    LEAVE(lhs);
}

Node *parse_expression(Parser *p, bool no_in)
{
    Node *e = parse_expression_cover(p, no_in);
    if (e && p->cover_init) {
        parse_error_at(p, p->cover_init_line, p->cover_init_col, "%s", p->cover_init_msg);
        return NULL;
    }
    return e;
}

/* An expression that may still turn into a pattern (a for-in/of head):
   leaves a pending `{a = 1}` error in p->cover_init for the caller. */
Node *parse_expression_cover(Parser *p, bool no_in)
{
    p->allow_cover = true;
    Node *e = parse_assign(p, no_in);
    if (!e || p->tok.kind != T_COMMA)
        goto out;
    Node *seq = mk(p, N_SEQUENCE, e);
    if (!seq || !parse_push(p, &seq->list, e))
        return NULL;
    while (parse_accept(p, T_COMMA)) {
        Node *x = parse_assign(p, no_in);
        if (!parse_push(p, &seq->list, x))
            return NULL;
    }
    parse_finish(p, seq);
    e = seq;
out:
    return e;
}

static int binary_prec(TokenKind k, bool no_in)
{
    switch (k) {
    case T_NULLISH: return 1;
    case T_OR: return 2;
    case T_AND: return 3;
    case T_BITOR: return 4;
    case T_BITXOR: return 5;
    case T_BITAND: return 6;
    case T_EQ: case T_NE: case T_SEQ: case T_SNE: return 7;
    case T_LT: case T_GT: case T_LE: case T_GE: case T_INSTANCEOF: return 8;
    case T_IN: return no_in ? 0 : 8;
    case T_SHL: case T_SAR: case T_SHR: return 9;
    case T_PLUS: case T_MINUS: return 10;
    case T_STAR: case T_SLASH: case T_PERCENT: return 11;
    case T_POW: return 12;
    default: return 0;
    }
}

static Node *parse_binary(Parser *p, int min_prec, bool no_in)
{
    Node *left = parse_unary(p);
    if (!left)
        return NULL;
    for (;;) {
        TokenKind op = p->tok.kind;
        int prec = binary_prec(op, no_in);
        if (prec == 0 || prec < min_prec)
            return left;
        if (op == T_POW && left->kind == N_UNARY && !(left->flags & F_PARENS)) {
            err_node(p, left, "Unary operator used immediately before exponentiation expression. "
                              "Parenthesis must be used to disambiguate operator precedence");
            return NULL;
        }
        if ((op == T_OR || op == T_AND || op == T_NULLISH) && left->kind == N_LOGICAL &&
            !(left->flags & F_PARENS) && ((op == T_NULLISH) != (left->op == T_NULLISH))) {
            parse_unexpected(p);
            return NULL;
        }
        parse_next(p);
        Node *right;
        if (op == T_POW) {                               /* right-associative: a level */
            if (!parse_enter(p))
                return NULL;
            right = parse_binary(p, prec, no_in);
            p->depth--;
        } else if (op == T_NULLISH)
            right = parse_binary(p, 4, no_in);
        else
            right = parse_binary(p, prec + 1, no_in);
        if (!right)
            return NULL;
        if (op == T_NULLISH && (p->tok.kind == T_OR || p->tok.kind == T_AND)) {
            parse_unexpected(p);
            return NULL;
        }
        Node *n = mk(p, (op == T_OR || op == T_AND || op == T_NULLISH) ? N_LOGICAL : N_BINARY, left);
        if (!n)
            return NULL;
        n->op = op;
        n->a = left;
        n->b = right;
        parse_finish(p, n);
        left = n;
    }
}

Node *parse_conditional(Parser *p, bool no_in);
Node *parse_conditional(Parser *p, bool no_in)
{
    Node *test = parse_binary(p, 1, no_in);
    if (!test || p->tok.kind != T_QUESTION || test->kind == N_COVER_PARAMS)
        return test;
    parse_next(p);
    Node *n = mk(p, N_COND, test);
    if (!n)
        return NULL;
    n->a = test;
    if (!(n->b = parse_assign(p, false)) || !parse_expect(p, T_COLON))
        return NULL;
    if (!(n->c = parse_assign(p, no_in)))
        return NULL;
    parse_finish(p, n);
    return n;
}

static Node *parse_postfix(Parser *p)
{
    Node *e = parse_lhs(p);
    if (!e)
        return NULL;
    if ((p->tok.kind == T_INC || p->tok.kind == T_DEC) && !p->tok.nl_before) {
        if (!parse_is_simple_target(e) && !parse_is_call_target(p, e)) {
            err_node(p, e, "Invalid left-hand side expression in postfix operation");
            return NULL;
        }
        if (p->strict && e->kind == N_IDENT && ast_is_eval_or_arguments(e->name)) {
            err_node(p, e, "Unexpected eval or arguments in strict mode");
            return NULL;
        }
        Node *n = mk(p, N_UPDATE, e);
        if (!n)
            return NULL;
        n->op = p->tok.kind;
        n->a = e;
        parse_next(p);
        parse_finish(p, n);
        return n;
    }
    return e;
}

static Node *parse_unary(Parser *p)
{
    TokenKind k = p->tok.kind;
    if (k == T_AWAIT && (p->fn->async_fn || p->async_params) && !p->fn->static_block) {
        if (!parse_enter(p))
            return NULL;
        Token t = p->tok;
        if (p->async_params) {
            parse_error_at(p, t.line, t.col, "Illegal await-expression in formal parameters of async function");
            LEAVE(NULL);
        }
        parse_next(p);
        Node *a = parse_unary(p);
        if (!a)
            LEAVE(NULL);
        Node *n = parse_node_at(p, N_AWAIT, &t);
        if (!n)
            LEAVE(NULL);
        parse_note_top_await(p);
        n->a = a;
        parse_finish(p, n);
        LEAVE(n);
    }
    if (!(k == T_MINUS || k == T_PLUS || k == T_NOT || k == T_BITNOT || k == T_TYPEOF || k == T_VOID ||
          k == T_DELETE || k == T_INC || k == T_DEC))
        return parse_postfix(p);
    if (!parse_enter(p))
        return NULL;
    Token t = p->tok;
    if (k == T_MINUS || k == T_PLUS || k == T_NOT || k == T_BITNOT || k == T_TYPEOF || k == T_VOID ||
        k == T_DELETE) {
        parse_next(p);
        Node *a = parse_unary(p);
        if (!a)
            LEAVE(NULL);
        if (k == T_DELETE && a->kind == N_IDENT && p->strict) {
            parse_error_at(p, a->line, a->col, "Delete of an unqualified identifier in strict mode.");
            LEAVE(NULL);
        }
        Node *n = parse_node_at(p, N_UNARY, &t);
        if (!n)
            LEAVE(NULL);
        n->op = k;
        n->a = a;
        parse_finish(p, n);
        LEAVE(n);
    }
    if (k == T_INC || k == T_DEC) {
        parse_next(p);
        Node *a = parse_unary(p);
        if (!a)
            LEAVE(NULL);
        if (!parse_is_simple_target(a) && !parse_is_call_target(p, a)) {
            err_node(p, a, "Invalid left-hand side expression in prefix operation");
            LEAVE(NULL);
        }
        if (p->strict && a->kind == N_IDENT && ast_is_eval_or_arguments(a->name)) {
            err_node(p, a, "Unexpected eval or arguments in strict mode");
            LEAVE(NULL);
        }
        Node *n = parse_node_at(p, N_UPDATE, &t);
        if (!n)
            LEAVE(NULL);
        n->op = k;
        n->a = a;
        n->flags |= F_PREFIX;
        parse_finish(p, n);
        LEAVE(n);
    }
    Node *r = parse_postfix(p);
    LEAVE(r);
}

/* (args) after the '(' was seen; fills list and F_SPREAD. */
/* Arguments `( ... )` into call->list; *trailing (when not NULL): the list
 * ended with a comma (allowed in a call, not after an async arrow head's
 * rest parameter). */
static bool parse_args(Parser *p, Node *call, bool *trailing)
{
    parse_next(p);   /* ( */
    if (trailing)
        *trailing = false;
    while (p->tok.kind != T_RPAREN) {
        Node *a;
        /* an async arrow head's arguments may still become patterns: their
         * pending literal errors stay in p->cover_init for the caller */
        if (p->tok.kind == T_ELLIPSIS) {
            a = parse_node(p, N_SPREAD);
            parse_next(p);
            p->allow_cover = trailing != NULL;
            if (!a || !(a->a = parse_assign(p, false)))
                return false;
            parse_finish(p, a);
            call->flags |= F_SPREAD;
        } else {
            p->allow_cover = trailing != NULL;
            if (!(a = parse_assign(p, false)))
                return false;
        }
        if (!parse_push(p, &call->list, a))
            return false;
        if (p->tok.kind == T_COMMA) {
            parse_next(p);
            if (trailing)
                *trailing = p->tok.kind == T_RPAREN;
            continue;
        }
        if (p->tok.kind != T_RPAREN) {
            if (p->tok.kind == T_ERROR)
                parse_unexpected(p);
            else
                parse_error_at(p, p->tok.line, p->tok.col, "missing ) after argument list");
            return false;
        }
    }
    parse_next(p);
    return !p->failed;
}

static Node *parse_primary(Parser *p);

/* import(specifier[, options][,]) at `import`, or import.source(specifier)
 * at `source` (at: the `import`): N_IMPORT_CALL, op its IMPORT_PHASE_*. */
static Node *parse_import_call(Parser *p, const Token *at, int phase)
{
    Node *n = parse_node_at(p, N_IMPORT_CALL, at);
    parse_next(p); /* import, source or defer */
    if (!n || !parse_expect(p, T_LPAREN))
        return NULL;
    n->op = phase;
    if (p->tok.kind == T_RPAREN) {
        parse_unexpected(p);
        return NULL;
    }
    if (!(n->a = parse_assign(p, false)))
        return NULL;
    if (phase == IMPORT_PHASE_EVALUATION && parse_accept(p, T_COMMA) && p->tok.kind != T_RPAREN) {
        if (!(n->b = parse_assign(p, false)))
            return NULL;
        parse_accept(p, T_COMMA);
    }
    if (!parse_expect(p, T_RPAREN))
        return NULL;
    parse_finish(p, n);
    return n;
}

/* `new` MemberExpression Arguments? — `new a.b(c)`, `new new X()()`. */
static Node *parse_new(Parser *p)
{
    if (!parse_enter(p))
        return NULL;
    Token t = p->tok;
    parse_next(p);   /* new */
    if (p->tok.kind == T_IMPORT && parse_peek(p)->kind != T_DOT) {
        parse_error_at(p, p->tok.line, p->tok.col, "Cannot use new with import");
        LEAVE(NULL);
    }
    if (p->tok.kind == T_DOT) {
        parse_next(p);
        if (p->tok.kind != T_IDENT || strcmp(p->tok.name, "target") != 0) {
            parse_unexpected(p);
            LEAVE(NULL);
        }
        if (p->tok.escaped) {
            parse_error_at(p, p->tok.line, p->tok.col, "'new.target' must not contain escaped characters");
            LEAVE(NULL);
        }
        FnCtx *f = p->fn;
        while (f->arrow)
            f = f->up; /* an arrow's new.target is the code around it */
        if ((p->mod || (p->script_top && !p->top_new_target)) && !f->up) {
            parse_error_at(p, t.line, t.col, "new.target expression is not allowed here");
            LEAVE(NULL);
        }
        Node *n = parse_node_at(p, N_NEW_TARGET, &t);
        parse_next(p);
        parse_finish(p, n);
        LEAVE(n);
    }
    bool import_kw = p->tok.kind == T_IMPORT;
    Node *callee = p->tok.kind == T_NEW ? parse_new(p) : parse_primary(p); /* import.meta too */
    if (!callee)
        LEAVE(NULL);
    if (import_kw && callee->kind == N_IMPORT_CALL) { /* import.source(...): no MemberExpression */
        parse_error_at(p, t.line, t.col, "Cannot use new with import");
        LEAVE(NULL);
    }
    if (callee->kind == N_COVER_PARAMS) {
        parse_unexpected(p);
        LEAVE(NULL);
    }
    for (;;) {
        if (p->tok.kind == T_DOT) {
            parse_next(p);
            if (p->tok.kind == T_HASH) {
                if (p->class_depth == 0) {
                    parse_unsupported(p, "private class members are");
                    LEAVE(NULL);
                }
                Node *m = mk(p, N_MEMBER, callee);
                if (!m)
                    LEAVE(NULL);
                m->a = callee;
                m->flags |= F_PRIVATE;
                if (!(m->name = parse_private_name(p)))
                    LEAVE(NULL);
                parse_finish(p, m);
                callee = m;
                continue;
            }
            const char *name = parse_ident_name(p);
            if (!name) {
                parse_unexpected(p);
                LEAVE(NULL);
            }
            Node *m = mk(p, N_MEMBER, callee);
            if (!m)
                LEAVE(NULL);
            m->a = callee;
            m->name = name;
            parse_next(p);
            parse_finish(p, m);
            callee = m;
        } else if (p->tok.kind == T_LBRACKET) {
            parse_next(p);
            Node *m = mk(p, N_INDEX, callee);
            if (!m)
                LEAVE(NULL);
            m->a = callee;
            if (!(m->b = parse_expression(p, false)) || !parse_expect(p, T_RBRACKET))
                LEAVE(NULL);
            parse_finish(p, m);
            callee = m;
        } else if (p->tok.kind == T_QDOT) {
            parse_error_at(p, p->tok.line, p->tok.col, "Invalid optional chain from new expression");
            LEAVE(NULL);
        } else if (p->tok.kind == T_TEMPLATE_FULL || p->tok.kind == T_TEMPLATE_HEAD) {
            Node *tt = mk(p, N_TAGGED_TEMPLATE, callee);
            if (!tt)
                LEAVE(NULL);
            tt->a = callee;
            if (!(tt->b = parse_template(p, true)))
                LEAVE(NULL);
            parse_finish(p, tt);
            callee = tt;
        } else {
            break;
        }
    }
    Node *n = parse_node_at(p, N_NEW, &t);
    if (!n)
        LEAVE(NULL);
    n->a = callee;
    if (p->tok.kind == T_LPAREN && !parse_args(p, n, NULL))
        LEAVE(NULL);
    parse_finish(p, n);
    LEAVE(n);
}

Node *parse_lhs(Parser *p)
{
    Node *e;
    Token t = p->tok;
    if (p->tok.kind == T_NEW)
        e = parse_new(p);
    else if (p->tok.kind == T_SUPER) {
        e = parse_node(p, N_SUPER);
        parse_next(p);
        if (!e)
            return NULL;
        if (p->tok.kind == T_LPAREN) {
            if (!p->fn->super_call) {
                parse_error_at(p, t.line, t.col, "'super' keyword unexpected here");
                return NULL;
            }
        } else if (p->tok.kind == T_DOT || p->tok.kind == T_LBRACKET) {
            if (!p->fn->super_prop) {
                parse_error_at(p, t.line, t.col, "'super' keyword unexpected here");
                return NULL;
            }
        } else {
            parse_error_at(p, t.line, t.col, "'super' keyword unexpected here");
            return NULL;
        }
    } else
        e = parse_primary(p);
    if (!e || e->kind == N_COVER_PARAMS)
        return e;
    bool chain = false;
    for (;;) {
        TokenKind k = p->tok.kind;
        if (k == T_DOT || k == T_QDOT) {
            bool opt = k == T_QDOT;
            parse_next(p);
            if (opt && p->tok.kind == T_LPAREN) {
                Node *c = mk(p, N_CALL, e);
                if (!c)
                    return NULL;
                c->a = e;
                c->flags |= F_OPTIONAL;
                if (!parse_args(p, c, NULL))
                    return NULL;
                parse_finish(p, c);
                e = c;
                chain = true;
                continue;
            }
            if (opt && p->tok.kind == T_LBRACKET)
                goto index;
            if (p->tok.kind == T_HASH) {
                if (p->class_depth == 0) {
                    parse_unsupported(p, "private class members are");
                    return NULL;
                }
                Node *m = mk(p, N_MEMBER, e);
                if (!m)
                    return NULL;
                m->a = e;
                m->flags |= F_PRIVATE | (opt ? F_OPTIONAL : 0);
                if (opt)
                    chain = true;
                if (!(m->name = parse_private_name(p)))
                    return NULL;
                parse_finish(p, m);
                e = m;
                continue;
            }
            const char *name = parse_ident_name(p);
            if (!name) {
                parse_unexpected(p);
                return NULL;
            }
            Node *m = mk(p, N_MEMBER, e);
            if (!m)
                return NULL;
            m->a = e;
            m->name = name;
            if (opt) {
                m->flags |= F_OPTIONAL;
                chain = true;
            }
            parse_next(p);
            parse_finish(p, m);
            e = m;
        } else if (k == T_LBRACKET) {
            bool opt;
        index:
            opt = p->prev_tok.kind == T_QDOT;
            parse_next(p);
            Node *m = mk(p, N_INDEX, e);
            if (!m)
                return NULL;
            m->a = e;
            if (opt) {
                m->flags |= F_OPTIONAL;
                chain = true;
            }
            if (!(m->b = parse_expression(p, false)) || !parse_expect(p, T_RBRACKET))
                return NULL;
            parse_finish(p, m);
            e = m;
        } else if (k == T_LPAREN) {
            Node *c = mk(p, N_CALL, e);
            if (!c)
                return NULL;
            c->a = e;
            if (e->kind == N_IDENT && ast_name_is(e->name, "eval")) {
                p->eval_with = true; /* a direct eval: every function around it keeps its tree (parse_discard) */
                p->unsafe++;
            }
            /* `async (`, unescaped and on one line, may start an async arrow head */
            bool head = e->kind == N_IDENT && ast_name_is(e->name, "async") && e->end == t.end &&
                        !t.escaped && !p->tok.nl_before;
            uint32_t aw = p->await_idents;
            bool trailing = false, outer_cover = p->cover_init;
            p->cover_init = false;
            if (!parse_args(p, c, head ? &trailing : NULL))
                return NULL;
            parse_finish(p, c);
            bool arrow = p->tok.kind == T_ARROW && head && !p->tok.nl_before;
            if (p->cover_init && !arrow) {
                parse_error_at(p, p->cover_init_line, p->cover_init_col, "%s", p->cover_init_msg);
                return NULL;
            }
            p->cover_init = outer_cover;
            if (arrow) {
                /* async (params) => ...: the call's arguments are the parameters */
                if (p->await_idents != aw) {
                    parse_error_at(p, p->await_line, p->await_col,
                                   "'await' is not a valid identifier name in an async function");
                    return NULL;
                }
                Node *cover = parse_node_at(p, N_COVER_PARAMS, &t);
                if (!cover)
                    return NULL;
                cover->flags |= F_ASYNC;
                for (uint32_t i = 0; i < c->list.count; i++) {
                    Node *arg = c->list.items[i];
                    if (arg->kind == N_SPREAD) {
                        if (i + 1 != c->list.count || trailing) {
                            parse_error_at(p, arg->line, arg->col, "Rest parameter must be last formal parameter");
                            return NULL;
                        }
                        if (arg->a->kind == N_ASSIGN) {
                            parse_error_at(p, arg->a->line, arg->a->col,
                                           "Rest parameter may not have a default initializer");
                            return NULL;
                        }
                        Node *r = mk(p, N_REST, arg);
                        if (!r || !(r->a = parse_to_pattern(p, arg->a, true)))
                            return NULL;
                        r->end = arg->end;
                        arg = r;
                    }
                    if (!parse_push(p, &cover->list, arg))
                        return NULL;
                }
                cover->end = c->end;
                return cover;
            }
            e = c;
        } else if (k == T_TEMPLATE_FULL || k == T_TEMPLATE_HEAD) {
            if (chain) {
                parse_error_at(p, p->tok.line, p->tok.col, "Invalid tagged template on optional chain");
                return NULL;
            }
            Node *tt = mk(p, N_TAGGED_TEMPLATE, e);
            if (!tt)
                return NULL;
            tt->a = e;
            if (!(tt->b = parse_template(p, true)))
                return NULL;
            parse_finish(p, tt);
            e = tt;
        } else {
            break;
        }
    }
    if (chain) {
        Node *oc = mk(p, N_OPTCHAIN, e);
        if (!oc)
            return NULL;
        oc->a = e;
        oc->end = e->end;
        e = oc;
    }
    return e;
}

/* A template piece's raw text: between '`' or '}' and '`' or '${'. */
static const char *template_raw(Parser *p, const Token *t)
{
    uint32_t a = t->start + 1;
    uint32_t b = t->end - ((t->kind == T_TEMPLATE_FULL || t->kind == T_TEMPLATE_TAIL) ? 1 : 2);
    if (b < a)
        b = a;
    char *r = parse_alloc_str(p, b - a);
    if (!r)
        return NULL;
    uint32_t o = 0;
    for (uint32_t i = a; i < b; i++) {
        char c = p->copy[i];
        if (c == '\r') {            /* CR and CRLF are LF in raw strings too */
            if (i + 1 < b && p->copy[i + 1] == '\n')
                i++;
            c = '\n';
        }
        r[o++] = c;
    }
    r[o] = 0;
    return r;
}

Node *parse_template(Parser *p, bool tagged)
{
    Node *n = parse_node(p, N_TEMPLATE);
    if (!n)
        return NULL;
    for (;;) {
        Node *q = parse_node(p, N_STR);
        if (!q)
            return NULL;
        q->str = p->tok.str;
        q->str_len = p->tok.str_len;
        if (p->tok.bad_escape) {
            /* only a tagged template may hold an invalid escape: its cooked string is undefined */
            if (!tagged) {
                parse_error_at(p, p->tok.bad_line, p->tok.bad_col, "%s", p->tok.bad_escape);
                return NULL;
            }
            q->flags |= F_NO_COOKED;
        }
        if (!(q->name = template_raw(p, &p->tok)))
            return NULL;
        if (!parse_push(p, &n->list, q))
            return NULL;
        TokenKind k = p->tok.kind;
        parse_next(p);
        if (k == T_TEMPLATE_FULL || k == T_TEMPLATE_TAIL)
            break;
        Node *e = parse_expression(p, false);
        if (!e || !parse_push(p, &n->list, e))
            return NULL;
        if (p->tok.kind != T_TEMPLATE_MIDDLE && p->tok.kind != T_TEMPLATE_TAIL) {
            parse_error_at(p, p->prev_tok.line, p->prev_tok.col, "Missing } in template expression");
            return NULL;
        }
    }
    parse_finish(p, n);
    return n;
}

static Node *parse_array(Parser *p)
{
    Node *n = parse_node(p, N_ARRAY);
    parse_next(p);
    while (n && p->tok.kind != T_RBRACKET) {
        if (p->tok.kind == T_COMMA) {
            Node *h = parse_node(p, N_HOLE);
            parse_next(p);
            if (!parse_push(p, &n->list, h))
                return (NULL);
            continue;
        }
        Node *el;
        if (p->tok.kind == T_ELLIPSIS) {
            el = parse_node(p, N_SPREAD);
            parse_next(p);
            p->allow_cover = true;   /* [...{a = 1}] = x */
            if (!el || !(el->a = parse_assign(p, false)))
                return (NULL);
            parse_finish(p, el);
        } else {
            p->allow_cover = true;
            if (!(el = parse_assign(p, false)))
                return NULL;
        }
        if (!parse_push(p, &n->list, el))
            return (NULL);
        if (p->tok.kind == T_COMMA) {
            parse_next(p);
            /* a trailing comma after a spread makes it an invalid rest */
            if (el->kind == N_SPREAD && p->tok.kind == T_RBRACKET)
                n->flags |= F_SPREAD;
        } else if (p->tok.kind != T_RBRACKET) {
            parse_unexpected(p);
            return (NULL);
        }
    }
    if (!n || !parse_expect(p, T_RBRACKET))
        return (NULL);
    parse_finish(p, n);
    return (n);
}

/* `(` ... `)`: a parenthesised expression, or arrow parameters when `=>` follows. */
static Node *parse_paren(Parser *p)
{
    Token t = p->tok;
    parse_next(p);
    p->paren_at = p->tok.start + 1;
    Node *cover = parse_node_at(p, N_COVER_PARAMS, &t);
    if (!cover)
        return NULL;
    bool bad_expr = false;   /* (), (a,), (...a) are only valid as parameters */
    Token bad = p->tok;
    while (p->tok.kind != T_RPAREN) {
        if (p->tok.kind == T_ELLIPSIS) {
            if (!bad_expr)
                bad = p->tok;
            bad_expr = true;
            Node *r = parse_node(p, N_REST);
            parse_next(p);
            if (!r || !(r->a = parse_binding_target(p)))
                return NULL;
            if (p->tok.kind == T_ASSIGN) {
                parse_error_at(p, p->tok.line, p->tok.col, "Rest parameter may not have a default initializer");
                return NULL;
            }
            parse_finish(p, r);
            if (!parse_push(p, &cover->list, r))
                return NULL;
            if (p->tok.kind != T_RPAREN) {
                parse_error_at(p, p->tok.line, p->tok.col, p->tok.kind == T_COMMA
                               ? "Rest parameter must be last formal parameter" : "Unexpected token");
                if (p->tok.kind != T_COMMA) {
                    p->failed = false;
                    parse_unexpected(p);
                }
                return NULL;
            }
            break;
        }
        p->allow_cover = true;
        Node *e = parse_assign(p, false);
        if (!e || !parse_push(p, &cover->list, e))
            return NULL;
        if (p->tok.kind == T_COMMA) {
            parse_next(p);
            if (p->tok.kind == T_RPAREN) {
                if (!bad_expr)
                    bad = p->tok;
                bad_expr = true;
            }
        } else if (p->tok.kind != T_RPAREN) {
            parse_unexpected(p);
            return NULL;
        }
    }
    if (cover->list.count == 0) {
        bad_expr = true;
        bad = p->tok;
    }
    parse_next(p);   /* ) */
    parse_finish(p, cover);
    if (p->tok.kind == T_ARROW && !p->tok.nl_before)
        return cover;
    if (bad_expr) {
        Token save = p->tok;
        p->tok = bad;
        parse_unexpected(p);
        p->tok = save;
        return NULL;
    }
    if (p->cover_init) {
        parse_error_at(p, p->cover_init_line, p->cover_init_col, "%s", p->cover_init_msg);
        return NULL;
    }
    Node *e;
    if (cover->list.count == 1) {
        e = cover->list.items[0];
    } else {
        e = mk(p, N_SEQUENCE, cover->list.items[0]);
        if (!e)
            return NULL;
        e->list = cover->list;
        e->end = cover->list.items[cover->list.count - 1]->end;
    }
    e->flags |= F_PARENS;
    return e;
}

static Node *parse_primary(Parser *p)
{
    if (p->tok.kind == T_LET && !p->strict)
        p->tok.kind = T_IDENT; /* sloppy code: the identifier let */
    Token t = p->tok;
    Node *n = NULL;
    switch (t.kind) {
    case T_NUM:
        if (!parse_check_legacy(p, &t))
            return NULL;
        n = parse_node(p, t.bigint ? N_BIGINT : N_NUM);
        if (n && t.bigint)
            n->name = t.name;
        else if (n)
            n->num = t.num;
        parse_next(p);
        break;
    case T_STR:
        if (!parse_check_legacy(p, &t))
            return NULL;
        n = parse_node(p, N_STR);
        if (n) {
            n->str = t.str;
            n->str_len = t.str_len;
        }
        parse_next(p);
        break;
    case T_TEMPLATE_FULL: case T_TEMPLATE_HEAD:
        n = parse_template(p, false);
        break;
    case T_AWAIT: {
        /* `await` is an identifier in scripts (not in a class static block);
         * `await expr` is node's error */
        if (p->fn->static_block) {
            parse_error_at(p, t.line, t.col, "Unexpected reserved word");
            break;
        }
        Token *nx = parse_peek(p);
        if (!nx->nl_before && (nx->kind == T_IDENT || nx->kind == T_NUM || nx->kind == T_STR ||
                               nx->kind == T_LBRACKET || nx->kind == T_NEW || nx->kind == T_THIS ||
                               nx->kind == T_FUNCTION ||
                               nx->kind == T_IMPORT || nx->kind == T_CLASS || nx->kind == T_NULL ||
                               nx->kind == T_TRUE || nx->kind == T_FALSE)) {
            parse_error_at(p, t.line, t.col, "await is only valid in async functions and the top level bodies of modules");
            break;
        }
        if (p->mod) {
            /* module code: `await` is reserved outside async bodies */
            parse_error_at(p, t.line, t.col, "Unexpected reserved word");
            break;
        }
    }
        /* fallthrough */
    case T_IDENT:
        if (ast_name_is(t.name, "async") && !t.escaped && parse_peek(p)->kind == T_FUNCTION &&
            !parse_peek(p)->nl_before) {
            n = parse_async_function(p, false);
            break;
        }
        if (!parse_check_escaped_word(p, &t))
            break;
        parse_note_await_ident(p, &t);
        if (t.escaped && ast_name_is(t.name, "async") && parse_peek(p)->kind == T_FUNCTION &&
            !parse_peek(p)->nl_before) {
            parse_error_at(p, t.line, t.col, "Keyword must not contain escaped characters");
            break;
        }
        n = parse_node(p, N_IDENT);
        if (n)
            n->name = t.name;
        parse_next(p);
        break;
    case T_THIS: n = parse_node(p, N_THIS); parse_next(p); break;
    case T_NULL: n = parse_node(p, N_NULL); parse_next(p); break;
    case T_TRUE: n = parse_node(p, N_TRUE); parse_next(p); break;
    case T_FALSE: n = parse_node(p, N_FALSE); parse_next(p); break;
    case T_LPAREN: n = parse_paren(p); break;
    case T_LBRACKET: n = parse_array(p); break;
    case T_LBRACE: n = parse_object(p); break;
    case T_FUNCTION: n = parse_function(p, 0, false); break;
    case T_CLASS: n = parse_class(p, false); break;
    case T_SLASH: case T_SLASH_ASSIGN:
        if (p->has_nxt) {
            parse_unexpected(p);
            break;
        }
        lex_rescan_regex(&p->lex, &p->tok);
        if (p->tok.kind == T_ERROR) {
            p->failed = true;
            p->err_kind = ERR_SYNTAX;
            snprintf(p->msg, sizeof p->msg, "%s", p->lex.msg);
            p->err_line = p->lex.err_line;
            p->err_col = p->lex.err_col;
            break;
        }
        /* fallthrough */
    case T_REGEX:
        n = parse_regexp(p, &p->tok);
        if (n)
            parse_next(p);
        break;
    case T_HASH:
        /* `#x in o` */
        if (p->class_depth == 0) {
            parse_unsupported(p, "private class members are");
            break;
        }
        n = parse_node(p, N_PRIVATE_NAME);
        if (!n || !(n->name = parse_private_name(p)))
            break;
        if (p->tok.kind != T_IN) {
            parse_error_at(p, n->line, n->col, "Unexpected identifier '%s'", n->name);
            n = NULL;
        }
        break;
    case T_IMPORT:
        if (parse_peek(p)->kind != T_DOT) {
            n = parse_import_call(p, &t, IMPORT_PHASE_EVALUATION);
            break;
        }
        parse_next(p);
        parse_next(p);
        if (p->tok.kind == T_IDENT && !p->tok.escaped && !strcmp(p->tok.name, "source")) {
            n = parse_import_call(p, &t, IMPORT_PHASE_SOURCE);
        } else if (!p->mod) {
            parse_error_at(p, t.line, t.col, "Cannot use 'import.meta' outside a module");
        } else if (p->tok.kind != T_IDENT || p->tok.escaped || strcmp(p->tok.name, "meta") != 0) {
            parse_unexpected(p);
        } else {
            /* import.meta: the module's hidden binding "%meta" (vm/module.c fills it) */
            n = parse_node_at(p, N_IDENT, &t);
            if (n)
                n->name = "%meta";
            parse_next(p);
        }
        break;
    case T_TEMPLATE_MIDDLE: case T_TEMPLATE_TAIL:
    default:
        parse_unexpected(p);
        break;
    }
    /* a parenthesised expression keeps its own range (a function's source
     * text excludes the parentheses) */
    if (n && n->kind != N_COVER_PARAMS && t.kind != T_LPAREN)
        parse_finish(p, n);
    return p->failed ? NULL : n;
}
