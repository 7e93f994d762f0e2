/* compiler/parser_util.c — the parser's plumbing: lifetime (parser_new /
 * parser_parse / parser_free), token cursor with one token of lookahead,
 * error reporting in node's wording, node allocation from the arena, ASI,
 * the nesting-depth guard, and compile_is_incomplete for the REPL.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parser_int.h"

Parser *parser_new(const char *src, size_t len, const char *file)
{
    Parser *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->copy = malloc(len + 1);
    if (!p->copy) {
        free(p);
        return NULL;
    }
    memcpy(p->copy, src, len);
    p->copy[len] = 0;
    p->file = file;
    arena_size_for(&p->arena, len);
    lex_init(&p->lex, p->copy, len, &p->arena);
    return p;
}

Parser *parser_new_borrowed(const char *copy, size_t len, const char *file)
{
    Parser *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->copy = (char *)copy;
    p->borrowed = true;
    p->file = file;
    arena_size_for(&p->arena, len);
    lex_init(&p->lex, p->copy, len, &p->arena);
    return p;
}

void parser_size_arena(Parser *p, size_t len)
{
    if (!p->arena.head)
        arena_size_for(&p->arena, len);
}

void parser_set_discard(Parser *p, int mode)
{
    p->discard = true;
    p->discard_mode = mode;
}

bool parser_discard_undone(const Parser *p) { return p->ndiscarded && p->eval_with; }

void parser_set_module(Parser *p, ModInfo *m)
{
    p->mod = m;
    p->strict = true;
    p->lex.module = true;
}

void parser_set_strict(Parser *p, bool strict) { p->strict = strict; }

void parser_set_wtf8(Parser *p) { p->lex.wtf8 = true; }

void parser_set_params(Parser *p, const char *const *names) { p->params = names; }

void parser_set_super_prop(Parser *p) { p->eval_super = true; }

void parser_set_super_call(Parser *p) { p->eval_super_call = true; }

void parser_set_private(Parser *p) { p->class_depth = 1; }

void parser_set_script(Parser *p, bool new_target)
{
    p->script_top = true;
    p->top_new_target = new_target;
}

void parser_set_top_await(Parser *p) { p->top_await_ok = true; }

bool parser_top_await(const Parser *p) { return p->top_await; }

void parser_free(Parser *p)
{
    if (!p)
        return;
    lex_fini(&p->lex);
    parse_discard_end(p);
    arena_free_all(&p->arena);
    if (!p->borrowed)
        free(p->copy);
    free(p);
}

/* The token kinds lex_into looks at after the lexer: one load per token
 * rejects every other kind. */
static const bool lex_watch[T_TOKEN__COUNT] = {
    [T_HASH] = true, [T_SUPER] = true, [T_IMPORT] = true, [T_ERROR] = true,
};

static void lex_watched(Parser *p, Token *t, TokenKind before);

static inline void lex_into(Parser *p, Token *t)
{
    TokenKind before = p->lex.prev;
    lex_next(&p->lex, t);
    if (lex_watch[t->kind])
        lex_watched(p, t, before);
}

static void lex_watched(Parser *p, Token *t, TokenKind before)
{
    /* what keeps a function's tree (parse_discard): a private name,
     * `super` and `import` (not as a property name after a dot); the
     * parser counts a direct eval and `with` where it meets them */
    if (t->kind == T_HASH || ((t->kind == T_SUPER || t->kind == T_IMPORT) && before != T_DOT && before != T_QDOT))
        p->unsafe++;
    if (t->kind == T_ERROR && !p->failed) {
        p->failed = true;
        p->err_kind = ERR_SYNTAX;
        snprintf(p->msg, sizeof p->msg, "%s", p->lex.msg);
        p->err_line = p->lex.err_line;
        p->err_col = p->lex.err_col;
        if (strcmp(p->lex.msg, "out of memory") == 0)
            p->err_kind = ERR_RANGE;
    }
}

void parse_next(Parser *p)
{
    p->prev_tok.kind = p->tok.kind;
    p->prev_tok.end = p->tok.end;
    p->prev_tok.line = p->tok.line;
    p->prev_tok.col = p->tok.col;
    if (p->has_nxt) {
        p->tok = p->nxt;
        p->has_nxt = false;
    } else {
        lex_into(p, &p->tok);
    }
    parse_sloppy_word(p);
}

void parse_sloppy_word(Parser *p)
{
    /* words reserved only in strict code are identifiers in sloppy code
     * (`let` stays a keyword: the statement parser decides), and so is
     * `yield` outside generators */
    TokenKind k = p->tok.kind;
    if (k > T_LET && !p->strict && parse_is_strict_reserved(k) && (k != T_YIELD || (!p->fn->generator && !p->gen_params))) {
        p->tok.kind = T_IDENT;
        p->tok.demoted = true;
        p->tok.word = k;
    }
}

bool parse_let_is_ident(Parser *p, bool single)
{
    Token *nx = parse_peek(p);
    TokenKind k = nx->kind;
    if (k == T_LBRACKET)
        return false;
    bool binding = k == T_IDENT || k == T_LBRACE || k == T_AWAIT || k == T_LET || parse_is_strict_reserved(k);
    /* a statement position (`if (c) let = 1`) takes `let` as an expression
     * unless a binding follows on the same line (then it is the early error) */
    return !binding || (single && nx->nl_before);
}

bool parse_check_legacy(Parser *p, const Token *t)
{
    if (t->legacy && p->strict) {
        parse_error_at(p, t->legacy_line, t->legacy_col, "%s", t->legacy);
        return false;
    }
    return true;
}

bool parse_directive(Parser *p, const Token *t, Node *s, bool *use_strict, Token *legacy)
{
    if (s->kind != N_EXPR_STMT || s->a->kind != N_STR || (s->a->flags & F_PARENS) || t->kind != T_STR)
        return false;
    if (t->legacy && !legacy->legacy)
        *legacy = *t;
    if (t->end - t->start == 12 && memcmp(p->copy + t->start + 1, "use strict", 10) == 0) {
        *use_strict = true;
        p->strict = true;
        if (p->tok.demoted) {
            p->tok.kind = p->tok.word;
            p->tok.demoted = false;
        }
        if (!parse_check_legacy(p, legacy))
            return false;
    }
    return true;
}

Token *parse_peek(Parser *p)
{
    if (!p->has_nxt) {
        lex_into(p, &p->nxt);
        p->has_nxt = true;
    }
    return &p->nxt;
}

void parse_peek2(Parser *p, Token *out)
{
    parse_peek(p);
    /* scan one more token and put the lexer back: only its position and
     * scan state move (the braces stack keeps its storage, which may grow;
     * decoded payloads stay in the arena) */
    Lexer *L = &p->lex;
    const char *cur = L->cur, *line_start = L->line_start;
    uint32_t line = L->line, nbraces = L->nbraces, tl = L->tok_line, tc = L->tok_col;
    TokenKind prev = L->prev;
    bool failed = L->failed, eof = L->eof_in_token;
    lex_next(L, out);
    L->cur = cur;
    L->line_start = line_start;
    L->line = line;
    L->nbraces = nbraces;
    L->tok_line = tl;
    L->tok_col = tc;
    L->prev = prev;
    L->failed = failed;
    L->eof_in_token = eof;
}

bool parse_is(Parser *p, TokenKind k) { return p->tok.kind == k; }

bool parse_accept(Parser *p, TokenKind k)
{
    if (p->tok.kind != k)
        return false;
    parse_next(p);
    return true;
}

bool parse_expect(Parser *p, TokenKind k)
{
    if (parse_accept(p, k))
        return true;
    parse_unexpected(p);
    return false;
}

void parse_error_at(Parser *p, uint32_t line, uint32_t col, const char *fmt, ...)
{
    if (p->failed)
        return;
    p->failed = true;
    p->err_kind = ERR_SYNTAX;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->msg, sizeof p->msg, fmt, ap);
    va_end(ap);
    p->err_line = line;
    p->err_col = col;
}

void parse_error_range(Parser *p, const char *msg)
{
    if (p->failed)
        return;
    parse_error_at(p, p->tok.line, p->tok.col, "%s", msg);
    p->err_kind = ERR_RANGE;
}

void parse_unsupported(Parser *p, const char *what)
{
    if (p->tok.kind == T_HASH && p->class_depth == 0) {
        Token *n = parse_peek(p);
        parse_error_at(p, p->tok.line, p->tok.col, "Private field '#%s' must be declared in an enclosing class",
                       n->name ? n->name : "");
        return;
    }
    parse_error_at(p, p->tok.line, p->tok.col, "%s not supported by tarn yet", what);
}

/* node's message for an unexpected token, by kind */
void *parse_unexpected(Parser *p)
{
    if (p->failed)
        return NULL;
    Token *t = &p->tok;
    switch (t->kind) {
    case T_EOF: parse_error_at(p, t->line, t->col, "Unexpected end of input"); break;
    case T_IDENT: parse_error_at(p, t->line, t->col, "Unexpected identifier '%s'", t->name); break;
    case T_NUM: parse_error_at(p, t->line, t->col, "Unexpected number"); break;
    case T_STR: parse_error_at(p, t->line, t->col, "Unexpected string"); break;
    case T_TEMPLATE_FULL: case T_TEMPLATE_HEAD: case T_TEMPLATE_MIDDLE: case T_TEMPLATE_TAIL:
        parse_error_at(p, t->line, t->col, "Unexpected template string"); break;
    case T_REGEX: parse_error_at(p, t->line, t->col, "Unexpected regular expression"); break;
    case T_ENUM: parse_error_at(p, t->line, t->col, "Unexpected reserved word"); break;
    case T_ERROR: break;
    case T_AT: case T_HASH: parse_error_at(p, t->line, t->col, "Invalid or unexpected token"); break;
    default:
        if (t->kind == T_YIELD && !p->strict)
            parse_error_at(p, t->line, t->col, "Unexpected identifier 'yield'");
        else if (parse_is_strict_reserved(t->kind))
            parse_error_at(p, t->line, t->col, "Unexpected strict mode reserved word");
        else
            parse_error_at(p, t->line, t->col, "Unexpected token '%s'", lex_token_name(t->kind));
    }
    return NULL;
}

Node *parse_node_at(Parser *p, NodeKind k, const Token *t)
{
    if (p->failed)
        return NULL;
    Node *n = arena_alloc(&p->arena, sizeof *n);
    if (!n) {
        parse_error_range(p, "out of memory");
        return NULL;
    }
    n->kind = k;
    if (k == N_FUNC || k == N_CLASS)
        p->nfn++;
    n->line = t->line;
    n->col = t->col;
    n->start = t->start;
    n->end = t->end;
    return n;
}

Node *parse_node(Parser *p, NodeKind k) { return parse_node_at(p, k, &p->tok); }

void parse_finish(Parser *p, Node *n)
{
    if (n && p->prev_tok.end > n->start)
        n->end = p->prev_tok.end;
}

bool parse_push(Parser *p, NodeList *l, Node *n)
{
    if (!n || p->failed)
        return false;
    if (l->count == l->cap) {
        uint32_t cap = l->cap ? l->cap * 2 : 4;
        Node **items = arena_alloc(&p->arena, cap * sizeof(Node *));
        if (!items) {
            parse_error_range(p, "out of memory");
            return false;
        }
        if (l->count)
            memcpy(items, l->items, l->count * sizeof(Node *));
        l->items = items;
        l->cap = cap;
    }
    l->items[l->count++] = n;
    return true;
}

bool parse_semicolon(Parser *p)
{
    if (parse_accept(p, T_SEMI))
        return true;
    if (p->tok.kind == T_RBRACE || p->tok.kind == T_EOF || p->tok.nl_before)
        return true;
    parse_unexpected(p);
    return false;
}

bool parse_enter(Parser *p)
{
    if (p->failed)
        return false;
    if (!compile_depth_enter(&p->depth, COMPILE_MAX_DEPTH)) {
        parse_error_range(p, COMPILE_DEPTH_MSG);
        return false;
    }
    return true;
}

bool parse_walk_enter(Parser *p)
{
    if (p->failed)
        return false;
    if (!compile_depth_enter(&p->walk_depth, COMPILE_MAX_TREE_DEPTH)) {
        parse_error_range(p, COMPILE_DEPTH_MSG);
        return false;
    }
    return true;
}

/* After `#` (current token): the private name "#x" as an arena string. */
const char *parse_private_name(Parser *p)
{
    parse_next(p); /* # */
    if (p->tok.kind != T_IDENT && !parse_ident_name(p)) {
        parse_unexpected(p);
        return NULL;
    }
    const char *id = p->tok.name;
    char *s = parse_alloc_str(p, strlen(id) + 1);
    if (!s)
        return NULL;
    s[0] = '#';
    memcpy(s + 1, id, strlen(id));
    parse_next(p);
    return s;
}

char *parse_alloc_str(Parser *p, size_t n)
{
    char *d = arena_alloc(&p->arena, n + 1);
    if (!d) {
        parse_error_range(p, "out of memory");
        return NULL;
    }
    d[n] = 0;
    return d;
}

char *parse_strdup(Parser *p, const char *s)
{
    size_t n = strlen(s);
    char *d = arena_alloc(&p->arena, n + 1);
    if (!d) {
        parse_error_range(p, "out of memory");
        return NULL;
    }
    memcpy(d, s, n);
    return d;
}

/* An Identifier spelled with escapes may not spell a word reserved where
 * it stands (the static semantics of IdentifierReference, BindingIdentifier
 * and LabelIdentifier): always-reserved words anywhere, the strict ones in
 * strict code, `yield` in generators and `await` in modules and async code. */
bool parse_check_escaped_word(Parser *p, const Token *t)
{
    if (t->kind != T_IDENT || !t->escaped || t->word == T_IDENT)
        return true;
    TokenKind w = t->word;
    bool reserved;
    if (w == T_AWAIT)
        reserved = p->mod || p->fn->async_fn || p->async_params || p->fn->static_block;
    else if (w == T_YIELD)
        reserved = p->strict || p->fn->generator || p->gen_params;
    else if (parse_is_strict_reserved(w))
        reserved = p->strict;
    else
        reserved = true;
    /* node's messages, which differ by word */
    if (reserved)
        parse_error_at(p, t->line, t->col, "%s",
                       w == T_AWAIT ? "Unexpected reserved word"
                       : w == T_YIELD && p->strict ? "Unexpected strict mode reserved word"
                                                   : "Keyword must not contain escaped characters");
    return !reserved;
}

void parse_note_await_ident(Parser *p, const Token *t)
{
    if (t->kind == T_AWAIT || (t->escaped && t->word == T_AWAIT)) {
        p->await_idents++;
        p->await_line = t->line;
        p->await_col = t->col;
    }
}

/* A BindingIdentifier (eval and arguments only in sloppy code). */
bool parse_check_binding_name(Parser *p, const Token *t)
{
    if (!parse_check_escaped_word(p, t))
        return false;
    parse_note_await_ident(p, t);
    if (t->kind == T_AWAIT && (p->fn->static_block || p->fn->async_fn || p->async_params)) {
        parse_error_at(p, t->line, t->col, "Unexpected reserved word");
        return false;
    }
    if (t->kind == T_IDENT || t->kind == T_AWAIT || (t->kind == T_LET && !p->strict)) {
        if (p->strict && ast_is_eval_or_arguments(t->name)) {
            parse_error_at(p, t->line, t->col, "Unexpected eval or arguments in strict mode");
            return false;
        }
        return true;
    }
    Token save = p->tok;
    p->tok = *t;
    parse_unexpected(p);
    p->tok = save;
    return false;
}

const char *parse_ident_name(Parser *p)
{
    if (p->tok.kind == T_IDENT || lex_is_keyword(p->tok.kind))
        return p->tok.name;
    return NULL;
}



static void fill_error(const Parser *p, CompileError *err)
{
    if (!err)
        return;
    memset(err, 0, sizeof *err);
    err->kind = p->err_kind;
    snprintf(err->msg, sizeof err->msg, "%s", p->msg);
    err->file = p->file;
    err->line = p->err_line;
    err->col = p->err_col;
}

Node *parser_parse(Parser *p, CompileError *err)
{
    FnCtx top = {0};
    top.super_prop = p->eval_super;
    top.super_call = p->eval_super_call;
    top.async_fn = p->mod != NULL || p->top_await_ok; /* top-level await */
    p->fn = &top;
    parse_next(p);
    Node *prog = parse_node(p, N_PROGRAM);
    bool directives = !p->mod, use_strict = false;
    Token legacy = {0};
    while (prog && !p->failed && p->tok.kind != T_EOF) {
        Token first = p->tok;
        Node *s;
        if (p->mod && (p->tok.kind == T_EXPORT ||
                       (p->tok.kind == T_IMPORT && parse_peek(p)->kind != T_LPAREN &&
                        parse_peek(p)->kind != T_DOT)))
            s = parse_module_item(p);
        else {
            p->no_using = p->script_top; /* a classic script's or eval code's top level */
            s = parse_statement_list_item(p);
        }
        if (!s)
            break;
        if (directives)
            directives = parse_directive(p, &first, s, &use_strict, &legacy);
        parse_push(p, &prog->list, s);
    }
    if (prog && p->strict)
        prog->flags |= F_STRICT;
    parse_discard_end(p);
    if (prog && !p->failed)
        parse_check_scopes(p, prog);
    if (p->failed) {
        fill_error(p, err);
        return NULL;
    }
    prog->start = 0;
    prog->end = (uint32_t)p->lex.len;
    return prog;
}

/* A function of a file parsed before, again (compile_lazy): the lexer
 * starts at the function's first byte, on its line, so every position is
 * the one the whole file's parse gave. The code around a plain function
 * lends it only its strictness and, in a module, the lexer's module rules:
 * its name, parameters and body take nothing else from outside, and the
 * file's parse found no early error in it, so the tree is the one that
 * parse built. */
Node *parser_parse_function_at(Parser *p, uint32_t start, uint32_t line, uint32_t line_start,
                               uint32_t flags, bool is_decl, bool module, CompileError *err)
{
    FnCtx top = {0};
    p->fn = &top;
    p->strict = (flags & F_STRICT) != 0;
    p->keep_root = true;
    p->lex.module = module;
    p->lex.first = false;
    p->lex.cur = p->lex.src + start;
    p->lex.line = line;
    p->lex.line_start = p->lex.src + line_start;
    parse_next(p);
    Node *fn = NULL;
    if (p->tok.kind == T_FUNCTION)
        fn = parse_function(p, 0, is_decl);
    else if ((flags & F_ASYNC) && p->tok.kind == T_IDENT)
        fn = parse_async_function(p, is_decl);
    if (!fn && !p->failed)
        parse_error_at(p, p->tok.line, p->tok.col, "internal error: no function to parse again");
    parse_discard_end(p);
    if (p->failed) {
        fill_error(p, err);
        return NULL;
    }
    return fn;
}

/* The REPL asks for more input when the source stops inside an open
   bracket, string, template or comment: a lexer error at EOF, or a parse
   error "Unexpected end of input" / "Unterminated template literal". */
bool compile_is_incomplete(const char *src, size_t len)
{
    Parser *p = parser_new(src, len, "<repl>");
    if (!p)
        return false;
    CompileError e;
    Node *n = parser_parse(p, &e);
    bool inc = false;
    if (!n) {
        inc = p->lex.eof_in_token || strcmp(e.msg, "Unexpected end of input") == 0 ||
              (strcmp(e.msg, "missing ) after argument list") == 0 && p->tok.kind == T_EOF) ||
              (strcmp(e.msg, "Missing } in template expression") == 0 && p->tok.kind == T_EOF);
    }
    parser_free(p);
    return inc;
}
