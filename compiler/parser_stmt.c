/* compiler/parser_stmt.c — statements and declarations: var/let/const with
 * destructuring, every loop form (for/for-in/for-of heads with declarations
 * or targets), switch, try, labels with break/continue target checks, ASI
 * (including the do-while special case), `with` (sloppy code only), `using`
 * and `await using` declarations, and the strict-mode statement errors;
 * import and export outside a module's top level are node's errors
 * (parser_module.c parses them).
 */
#include <string.h>

#include "parser_int.h"

#define LEAVE(x) do { p->depth--; return (x); } while (0)

/* `using` / `await using` starts here: the token after `using` is a
 * binding identifier on the same line (otherwise `using` is an identifier:
 * `using[x]`, `using\nx`, `using in o`). At `await`, the caller has checked
 * that await is an operator. */
static bool using_binding_next(const Token *t)
{
    return !t->nl_before && !t->escaped &&
           (t->kind == T_IDENT || t->kind == T_AWAIT || t->kind == T_YIELD || t->kind == T_LET ||
            parse_is_strict_reserved(t->kind));
}

static bool is_using_word(const Token *t)
{
    return t->kind == T_IDENT && !t->escaped && strcmp(t->name, "using") == 0;
}

/* 1: `using x`, 2: `await using x` starts at the current token, else 0 */
static int using_decl_start(Parser *p)
{
    if (is_using_word(&p->tok))
        return using_binding_next(parse_peek(p)) ? 1 : 0;
    if (p->tok.kind == T_AWAIT && p->fn->async_fn && !p->fn->static_block) {
        Token *nx = parse_peek(p);
        if (!is_using_word(nx) || nx->nl_before)
            return 0;
        Token t2;
        parse_peek2(p, &t2);
        return using_binding_next(&t2) ? 2 : 0;
    }
    return 0;
}

static Node *parse_var_decl(Parser *p, bool no_in, bool *for_head)
{
    Node *v = parse_node(p, N_VAR);
    if (!v)
        return NULL;
    int using = using_decl_start(p);
    if (using) {
        /* a const binding whose value is registered for disposal */
        v->flags |= F_USING | (using == 2 ? F_ASYNC : 0);
        if (using == 2) {
            parse_note_top_await(p);
            parse_next(p); /* await */
        }
        p->tok.kind = T_CONST;
    }
    v->op = p->tok.kind;
    Token kw = p->tok;
    parse_next(p);
    TokenKind k = p->tok.kind;
    if (v->op == T_LET && k != T_IDENT && k != T_LBRACKET && k != T_LBRACE && k != T_AWAIT &&
        (!lex_is_keyword(k) || k == T_IN || k == T_INSTANCEOF)) {
        /* `let` not followed by a binding is the identifier let: reserved in strict code */
        parse_error_at(p, kw.line, kw.col, "Unexpected strict mode reserved word");
        return NULL;
    }
    for (;;) {
        Token t = p->tok;
        if (using && (t.kind == T_LBRACKET || t.kind == T_LBRACE)) {
            parse_unexpected(p);
            return NULL;
        }
        if (v->op != T_VAR && t.kind == T_LET) {
            parse_error_at(p, t.line, t.col, p->strict ? "Unexpected strict mode reserved word"
                                                       : "let is disallowed as a lexically bound name");
            return NULL;
        }
        Node *d = parse_node(p, N_DECLARATOR);
        if (!d || !(d->a = parse_binding_target(p)))
            return NULL;
        if (parse_accept(p, T_ASSIGN)) {
            if (!(d->b = parse_assign(p, no_in)))
                return NULL;
        } else if (!(for_head && (p->tok.kind == T_IN ||
                                  (p->tok.kind == T_IDENT && strcmp(p->tok.name, "of") == 0)))) {
            if (d->a->kind != N_IDENT) {
                parse_error_at(p, d->a->line, d->a->col, "Missing initializer in destructuring declaration");
                return NULL;
            }
            if (v->op == T_CONST) {
                parse_error_at(p, d->a->line, d->a->col, "Missing initializer in %s declaration",
                               using == 2 ? "await using" : using ? "using" : "const");
                return NULL;
            }
        }
        parse_finish(p, d);
        parse_push(p, &v->list, d);
        if (!parse_accept(p, T_COMMA))
            break;
    }
    parse_finish(p, v);
    return p->failed ? NULL : v;
}

static Node *parse_block_inner(Parser *p);

Node *parse_block(Parser *p)
{
    if (!parse_enter(p))
        return NULL;
    Node *b = parse_block_inner(p);
    LEAVE(b);
}

static Node *parse_block_inner(Parser *p)
{
    Node *b = parse_node(p, N_BLOCK);
    if (!b || !parse_expect(p, T_LBRACE))
        return NULL;
    while (!p->failed && p->tok.kind != T_RBRACE) {
        if (p->tok.kind == T_EOF) {
            parse_unexpected(p);
            return NULL;
        }
        parse_push(p, &b->list, parse_statement_list_item(p));
    }
    if (p->failed || !parse_expect(p, T_RBRACE))
        return NULL;
    parse_finish(p, b);
    return b;
}

static bool is_of_tok(const Token *t)
{
    return t->kind == T_IDENT && strcmp(t->name, "of") == 0 && !t->escaped;
}

static bool is_of(Parser *p)
{
    return is_of_tok(&p->tok);
}

/* Loop bodies count as iteration statements for break/continue. */
static Node *loop_body(Parser *p)
{
    p->fn->loops++;
    p->fn->breakables++;
    Node *s = parse_statement(p);
    p->fn->loops--;
    p->fn->breakables--;
    return s;
}

static Node *parse_for(Parser *p)
{
    Node *n = parse_node(p, N_FOR);
    parse_next(p);   /* for */
    bool await = false;
    if (p->tok.kind == T_AWAIT) {
        /* for await (x of y): in async functions and async generators */
        if (!p->fn->async_fn || p->fn->static_block) {
            parse_error_at(p, p->tok.line, p->tok.col, "Unexpected reserved word");
            return NULL;
        }
        parse_note_top_await(p);
        await = true;
        parse_next(p);
    }
    if (!n || !parse_expect(p, T_LPAREN))
        return NULL;
    Node *init = NULL;
    bool decl = false;
    Token head = p->tok;
    if (p->tok.kind == T_LET && !p->strict && parse_let_is_ident(p, false))
        p->tok.kind = T_IDENT; /* sloppy `for (let in o)`, `for (let; ;)` */
    int using = using_decl_start(p);
    if (using == 1 && is_of_tok(parse_peek(p))) {
        /* `for (using of ...`: `using of = x;` declares `of`, else `using` is the target */
        Token t2;
        parse_peek2(p, &t2);
        if (t2.kind != T_ASSIGN)
            using = 0;
    }
    if (using || p->tok.kind == T_VAR || p->tok.kind == T_CONST || p->tok.kind == T_LET) {
        bool fh = true;
        if (!(init = parse_var_decl(p, true, &fh)))
            return NULL;
        decl = true;
    } else if (p->tok.kind != T_SEMI) {
        bool outer = p->cover_init;
        p->cover_init = false;
        Token t = p->tok;
        /* parse a LHS first so `for (a.b of c)` and `for ([a] of b)` work */
        Token *nx = parse_peek(p);
        bool async_of = t.kind == T_IDENT && !t.escaped && strcmp(t.name, "async") == 0 && nx->kind == T_IDENT &&
                        !nx->escaped && strcmp(nx->name, "of") == 0;
        if (async_of && !await) {
            /* `for (async of` starts no for-of loop; `for (async of => 1;;)`
             * is an async arrow */
            Token t2;
            parse_peek2(p, &t2);
            if (t2.kind != T_ARROW) {
                parse_error_at(p, t.line, t.col, "The left-hand side of a for-of loop may not be 'async'.");
                return NULL;
            }
        }
        if (async_of && await) {
            /* for await (async of x): `async` is the target, not an arrow's start */
            init = parse_node(p, N_IDENT);
            if (init)
                init->name = t.name;
            parse_next(p);
            parse_finish(p, init);
        } else {
            init = parse_expression_cover(p, true);
        }
        if (!init)
            return NULL;
        if (p->cover_init && !(p->tok.kind == T_IN || is_of(p))) {
            parse_error_at(p, p->cover_init_line, p->cover_init_col, "%s", p->cover_init_msg);
            return NULL;
        }
        p->cover_init = outer;
        if (p->tok.kind == T_IN || is_of(p)) {
            if (init->kind == N_OBJECT || init->kind == N_ARRAY) {
                if (!(init = parse_to_pattern(p, init, false)))
                    return NULL;
            } else if (!parse_is_simple_target(init) && !parse_is_call_target(p, init)) {
                parse_error_at(p, init->line, init->col, "Invalid left-hand side in for-loop");
                return NULL;
            }
        }
    }
    if (await && (!init || (p->tok.kind != T_IN && !is_of(p)))) {
        /* for await needs `of` (V8 blames an initialiser first) */
        if (decl && init->list.count == 1 && init->list.items[0]->b)
            parse_error_at(p, head.line, head.col, "for-await-of loop variable declaration may not have an initializer.");
        else
            parse_unexpected(p);
        return NULL;
    }
    if (p->tok.kind == T_IN || is_of(p)) {
        bool of = is_of(p);
        if (await && !of) {
            parse_unexpected(p);
            return NULL;
        }
        if (decl && (init->flags & F_USING) && !of) {
            parse_error_at(p, p->tok.line, p->tok.col, "Invalid 'using' in for-in loop");
            return NULL;
        }
        if (decl) {
            if (init->list.count != 1) {
                parse_error_at(p, head.line, head.col, await ? "Invalid left-hand side in for-await-of loop: Must have a single binding."
                                                       : of ? "Invalid left-hand side in for-of loop: Must have a single binding."
                                                            : "Invalid left-hand side in for-in loop: Must have a single binding.");
                return NULL;
            }
            /* B.3.5: sloppy `for (var x = init in o)` assigns init first */
            Node *d0 = init->list.items[0];
            bool legacy = !p->strict && !of && init->op == T_VAR && !(init->flags & F_USING) && d0->a->kind == N_IDENT;
            if (d0->b && !legacy) {
                parse_error_at(p, head.line, head.col, await ? "for-await-of loop variable declaration may not have an initializer."
                                                       : of ? "for-of loop variable declaration may not have an initializer."
                                                            : "for-in loop variable declaration may not have an initializer.");
                return NULL;
            }
        }
        if (await)
            n->flags |= F_ASYNC;
        n->kind = of ? N_FOR_OF : N_FOR_IN;
        n->a = init;
        parse_next(p);
        if (!(n->b = of ? parse_assign(p, false) : parse_expression(p, false)))
            return NULL;
        if (!parse_expect(p, T_RPAREN))
            return NULL;
        if (!(n->d = loop_body(p)))
            return NULL;
        parse_finish(p, n);
        return n;
    }
    if (decl) {
        for (uint32_t i = 0; i < init->list.count; i++) {
            Node *d = init->list.items[i];
            if (!d->b && d->a->kind != N_IDENT) {
                parse_error_at(p, d->a->line, d->a->col, "Missing initializer in destructuring declaration");
                return NULL;
            }
            if (!d->b && init->op == T_CONST) {
                parse_error_at(p, d->a->line, d->a->col, "Missing initializer in %s declaration",
                               (init->flags & F_ASYNC) ? "await using" : (init->flags & F_USING) ? "using" : "const");
                return NULL;
            }
        }
    }
    n->a = init;
    if (!parse_expect(p, T_SEMI))
        return NULL;
    if (p->tok.kind != T_SEMI && !(n->b = parse_expression(p, false)))
        return NULL;
    if (!parse_expect(p, T_SEMI))
        return NULL;
    if (p->tok.kind != T_RPAREN && !(n->c = parse_expression(p, false)))
        return NULL;
    if (!parse_expect(p, T_RPAREN))
        return NULL;
    if (!(n->d = loop_body(p)))
        return NULL;
    parse_finish(p, n);
    return n;
}

static Node *parse_jump(Parser *p, NodeKind k)
{
    Token t = p->tok;
    Node *n = parse_node(p, k);
    parse_next(p);
    if (!n)
        return NULL;
    if ((p->tok.kind == T_IDENT || (p->tok.kind == T_AWAIT && parse_await_is_ident(p))) && !p->tok.nl_before) {
        const char *name = p->tok.name;
        Label *l = p->fn->labels;
        while (l && strcmp(l->name, name) != 0)
            l = l->up;
        if (!l) {
            parse_error_at(p, p->tok.line, p->tok.col, "Undefined label '%s'", name);
            return NULL;
        }
        if (k == N_CONTINUE && !l->loop) {
            parse_error_at(p, p->tok.line, p->tok.col,
                           "Illegal continue statement: '%s' does not denote an iteration statement", name);
            return NULL;
        }
        n->name = name;
        parse_next(p);
    } else if (k == N_BREAK && p->fn->breakables == 0) {
        parse_error_at(p, t.line, t.col, "Illegal break statement");
        return NULL;
    } else if (k == N_CONTINUE && p->fn->loops == 0) {
        parse_error_at(p, t.line, t.col, "Illegal continue statement: no surrounding iteration statement");
        return NULL;
    }
    if (!parse_semicolon(p))
        return NULL;
    parse_finish(p, n);
    return n;
}

static Node *parse_switch(Parser *p)
{
    Node *n = parse_node(p, N_SWITCH);
    parse_next(p);
    if (!n || !parse_expect(p, T_LPAREN) || !(n->a = parse_expression(p, false)) ||
        !parse_expect(p, T_RPAREN) || !parse_expect(p, T_LBRACE))
        return NULL;
    bool seen_default = false;
    p->fn->breakables++;
    while (!p->failed && p->tok.kind != T_RBRACE) {
        Node *c = parse_node(p, N_CASE);
        if (!c)
            break;
        if (p->tok.kind == T_DEFAULT) {
            if (seen_default) {
                parse_error_at(p, p->tok.line, p->tok.col, "More than one default clause in switch statement");
                break;
            }
            seen_default = true;
            parse_next(p);
        } else if (p->tok.kind == T_CASE) {
            parse_next(p);
            if (!(c->a = parse_expression(p, false)))
                break;
        } else {
            parse_unexpected(p);
            break;
        }
        if (!parse_expect(p, T_COLON))
            break;
        while (!p->failed && p->tok.kind != T_CASE && p->tok.kind != T_DEFAULT && p->tok.kind != T_RBRACE) {
            if (p->tok.kind == T_EOF) {
                parse_unexpected(p);
                break;
            }
            p->no_using = true; /* V8: not directly in a case clause */
            parse_push(p, &c->list, parse_statement_list_item(p));
        }
        parse_finish(p, c);
        parse_push(p, &n->list, c);
    }
    p->fn->breakables--;
    if (p->failed || !parse_expect(p, T_RBRACE))
        return NULL;
    parse_finish(p, n);
    return n;
}

static Node *parse_try(Parser *p)
{
    Node *n = parse_node(p, N_TRY);
    Token t = p->tok;
    parse_next(p);
    if (!n || !(n->a = parse_block(p)))
        return NULL;
    if (parse_accept(p, T_CATCH)) {
        if (parse_accept(p, T_LPAREN)) {
            if (!(n->b = parse_binding_target(p)) || !parse_expect(p, T_RPAREN))
                return NULL;
        }
        if (!(n->c = parse_block(p)))
            return NULL;
    }
    if (parse_accept(p, T_FINALLY)) {
        if (!(n->d = parse_block(p)))
            return NULL;
    }
    if (!n->c && !n->d) {
        (void)t;
        parse_error_at(p, p->prev_tok.line, p->prev_tok.col, "Missing catch or finally after try");
        return NULL;
    }
    parse_finish(p, n);
    return n;
}

/* A function declaration alone as a statement, which sloppy code allows as
 * an if clause (B.3.4) or a labelled item (B.3.2): it is parsed as if it
 * were the only statement of a block. */
static Node *function_in_block(Parser *p)
{
    Node *b = parse_node(p, N_BLOCK);
    if (!b)
        return NULL;
    Token *nx = parse_peek(p);
    if (nx->kind == T_STAR) {
        parse_next(p);
        parse_unexpected(p);
        return NULL;
    }
    Node *s = parse_statement_list_item(p);
    if (!s || !parse_push(p, &b->list, s))
        return NULL;
    parse_finish(p, b);
    return b;
}

static Node *if_clause(Parser *p)
{
    if (p->tok.kind == T_FUNCTION && !p->strict)
        return function_in_block(p);
    return parse_statement(p);
}

static Node *parse_statement_inner(Parser *p)
{
    Token t = p->tok;
    Node *n;
    switch (t.kind) {
    case T_LBRACE:
        return parse_block(p);
    case T_SEMI:
        n = parse_node(p, N_EMPTY);
        parse_next(p);
        return n;
    case T_VAR:
        if (!(n = parse_var_decl(p, false, NULL)) || !parse_semicolon(p))
            return NULL;
        return n;
    case T_IF: {
        n = parse_node(p, N_IF);
        parse_next(p);
        if (!n || !parse_expect(p, T_LPAREN) || !(n->a = parse_expression(p, false)) || !parse_expect(p, T_RPAREN))
            return NULL;
        if (!(n->b = if_clause(p)))
            return NULL;
        if (parse_accept(p, T_ELSE) && !(n->c = if_clause(p)))
            return NULL;
        parse_finish(p, n);
        return n;
    }
    case T_FOR:
        return parse_for(p);
    case T_WHILE:
        n = parse_node(p, N_WHILE);
        parse_next(p);
        if (!n || !parse_expect(p, T_LPAREN) || !(n->a = parse_expression(p, false)) || !parse_expect(p, T_RPAREN))
            return NULL;
        if (!(n->d = loop_body(p)))
            return NULL;
        parse_finish(p, n);
        return n;
    case T_DO:
        n = parse_node(p, N_DO_WHILE);
        parse_next(p);
        if (!n || !(n->d = loop_body(p)) || !parse_expect(p, T_WHILE) || !parse_expect(p, T_LPAREN) ||
            !(n->a = parse_expression(p, false)) || !parse_expect(p, T_RPAREN))
            return NULL;
        parse_accept(p, T_SEMI);   /* ASI after do-while's ')' always applies */
        parse_finish(p, n);
        return n;
    case T_CONTINUE:
        return parse_jump(p, N_CONTINUE);
    case T_BREAK:
        return parse_jump(p, N_BREAK);
    case T_RETURN:
        if (p->fn->static_block || ((p->mod || p->script_top) && !p->fn->up)) {
            parse_error_at(p, p->tok.line, p->tok.col, "Illegal return statement");
            return NULL;
        }
        n = parse_node(p, N_RETURN);
        parse_next(p);
        if (!n)
            return NULL;
        if (p->tok.kind != T_SEMI && p->tok.kind != T_RBRACE && p->tok.kind != T_EOF && !p->tok.nl_before &&
            !(n->a = parse_expression(p, false)))
            return NULL;
        if (!parse_semicolon(p))
            return NULL;
        parse_finish(p, n);
        return n;
    case T_THROW:
        n = parse_node(p, N_THROW);
        parse_next(p);
        if (!n)
            return NULL;
        if (p->tok.nl_before) {
            parse_error_at(p, t.line, t.col, "Illegal newline after throw");
            return NULL;
        }
        if (!(n->a = parse_expression(p, false)) || !parse_semicolon(p))
            return NULL;
        parse_finish(p, n);
        return n;
    case T_TRY:
        return parse_try(p);
    case T_SWITCH:
        return parse_switch(p);
    case T_DEBUGGER:
        n = parse_node(p, N_DEBUGGER);
        parse_next(p);
        if (!parse_semicolon(p))
            return NULL;
        return n;
    case T_WITH:
        if (p->strict) {
            parse_error_at(p, t.line, t.col, "Strict mode code may not include a with statement");
            return NULL;
        }
        p->eval_with = true; /* every function around it keeps its tree (parse_discard) */
        p->unsafe++;
        n = parse_node(p, N_WITH);
        parse_next(p);
        if (!n || !parse_expect(p, T_LPAREN) || !(n->a = parse_expression(p, false)) || !parse_expect(p, T_RPAREN))
            return NULL;
        if (!(n->b = parse_statement(p)))
            return NULL;
        parse_finish(p, n);
        return n;
    case T_IMPORT: {
        TokenKind nk = parse_peek(p)->kind;
        if (nk != T_LPAREN && nk != T_DOT && p->mod) {
            parse_next(p); /* module code, but not its top level: V8 stops at the next token */
            parse_unexpected(p);
            return NULL;
        }
        if (nk != T_LPAREN && nk != T_DOT) {
            parse_error_at(p, t.line, t.col, "Cannot use import statement outside a module");
            return NULL;
        }
        break;
    }
    case T_EXPORT:
        parse_unexpected(p);
        return NULL;
    case T_FUNCTION:
        parse_error_at(p, t.line, t.col, p->strict ? "In strict mode code, functions can only be declared at top level or inside a block."
                                                   : "In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.");
        return NULL;
    case T_CLASS: case T_CONST:
        parse_unexpected(p);
        return NULL;
    case T_LET:
        if (!p->strict && parse_let_is_ident(p, true)) {
            p->tok.kind = T_IDENT; /* sloppy code: the identifier let */
            return parse_statement_inner(p);
        }
        parse_error_at(p, t.line, t.col, "Lexical declaration cannot appear in a single-statement context");
        return NULL;
    case T_AWAIT:
        /* `await:` labels a statement where await is an identifier */
        if (parse_peek(p)->kind != T_COLON || p->mod || p->fn->async_fn)
            break; /* the operator: its operand is missing */
        if (!parse_await_is_ident(p)) {
            parse_error_at(p, t.line, t.col, "Unexpected reserved word");
            return NULL;
        }
        __attribute__((fallthrough));
    case T_IDENT:
        /* ExpressionStatement's lookahead excludes `async [no LineTerminator]
         * function`: an async function is never a single-statement body */
        if (strcmp(t.name, "async") == 0 && !t.escaped && parse_peek(p)->kind == T_FUNCTION &&
            !parse_peek(p)->nl_before) {
            parse_error_at(p, t.line, t.col, "Async functions can only be declared at the top level or inside a block.");
            return NULL;
        }
        if (parse_peek(p)->kind == T_COLON) {
            const char *name = t.name;
            if (!parse_check_escaped_word(p, &t))
                return NULL;
            for (Label *l = p->fn->labels; l; l = l->up)
                if (strcmp(l->name, name) == 0) {
                    parse_error_at(p, t.line, t.col, "Label '%s' has already been declared", name);
                    return NULL;
                }
            n = parse_node(p, N_LABELED);
            parse_next(p);
            parse_next(p);
            if (!n)
                return NULL;
            n->name = name;
            TokenKind k = p->tok.kind;
            Label lab = { name, k == T_FOR || k == T_WHILE || k == T_DO, false, p->fn->labels };
            if (k == T_IDENT && parse_peek(p)->kind == T_COLON)
                lab.inherit = true;
            /* `A: B: for (...)`: A is an iteration label too */
            for (Label *o = lab.up; lab.loop && o && o->inherit; o = o->up)
                o->loop = true;
            p->fn->labels = &lab;
            /* a labeled block (non-loop) may be the target of `break L`;
             * a labelled function (sloppy code, B.3.2) only where a
             * declaration could stand, never as the body of if or a loop */
            bool fn_ok = p->label_fn_ok;
            p->label_fn_ok = false;
            if (p->tok.kind == T_FUNCTION && !p->strict && fn_ok) {
                n->a = function_in_block(p);
            } else if (p->tok.kind == T_FUNCTION) {
                parse_error_at(p, p->tok.line, p->tok.col, p->strict ? "In strict mode code, functions can only be declared at top level or inside a block."
                                                                     : "In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.");
                n->a = NULL;
            } else if (parse_enter(p)) {
                p->label_fn_ok = fn_ok; /* `A: B: function f() {}` */
                n->a = parse_statement_inner(p);
                p->label_fn_ok = false;
                p->depth--;
            }
            p->fn->labels = lab.up;
            if (!n->a)
                return NULL;
            parse_finish(p, n);
            return n;
        }
        break;
    default:
        break;
    }
    /* expression statement */
    n = parse_node(p, N_EXPR_STMT);
    if (!n || !(n->a = parse_expression(p, false)) || !parse_semicolon(p))
        return NULL;
    parse_finish(p, n);
    return n;
}

Node *parse_statement(Parser *p)
{
    if (!parse_enter(p))
        return NULL;
    p->label_fn_ok = false;
    Node *n = parse_statement_inner(p);
    LEAVE(p->failed ? NULL : n);
}

Node *parse_statement_list_item(Parser *p)
{
    Node *n = NULL;
    bool no_using = p->no_using;
    p->no_using = false;
    if ((p->tok.kind == T_IDENT || p->tok.kind == T_AWAIT) && !no_using && using_decl_start(p)) {
        if ((n = parse_var_decl(p, false, NULL)) && !parse_semicolon(p))
            n = NULL;
        return p->failed ? NULL : n;
    }
    switch (p->tok.kind) {
    case T_FUNCTION: {
        Node *d = parse_node(p, N_FUNC_DECL);
        if (d && (d->a = parse_function(p, 0, true)))
            n = d;
        parse_finish(p, n);
        break;
    }
    case T_CLASS: {
        Node *d = parse_node(p, N_CLASS_DECL);
        if (d && (d->a = parse_class(p, true)))
            n = d;
        parse_finish(p, n);
        break;
    }
    case T_LET:
        if (!p->strict && parse_let_is_ident(p, false)) {
            /* sloppy code: `let` not followed by a binding is an identifier */
            p->tok.kind = T_IDENT;
            n = parse_statement_inner(p);
            break;
        }
        /* fallthrough */
    case T_CONST:
        if ((n = parse_var_decl(p, false, NULL)) && !parse_semicolon(p))
            n = NULL;
        break;
    case T_IDENT:
        if (strcmp(p->tok.name, "async") == 0 && !p->tok.escaped && parse_peek(p)->kind == T_FUNCTION &&
            !parse_peek(p)->nl_before) {
            n = parse_node(p, N_FUNC_DECL);
            if (n && (n->a = parse_async_function(p, true)))
                parse_finish(p, n);
            else
                n = NULL;
            break;
        }
        p->label_fn_ok = true;
        n = parse_statement_inner(p);
        break;
    default:
        p->label_fn_ok = true;
        n = parse_statement_inner(p);
        break;
    }
    return (p->failed ? NULL : n);
}
