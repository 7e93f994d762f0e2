/* compiler/parser_int.h — state shared by the parser's files (parser_util.c,
 * parser_expr.c, parser_stmt.c, parser_func.c). Not for use outside compiler/parser*.c.
 * Invariant: once p->failed is set every parse function returns NULL and the
 * first error stays recorded.
 */
#ifndef TARN_PARSER_INT_H
#define TARN_PARSER_INT_H

#include "lexer.h"
#include "parser.h"
#include "module_info.h"

typedef struct Label {
    const char *name;
    bool loop;
    bool inherit;           /* labels a label: takes the loop-ness of the inner one */
    struct Label *up;
} Label;

/* Where a plain function's parse began, for discarding its tree at its end
 * (compiler/lazy_discard.c). */
typedef struct DiscardMark {
    ArenaMark mark;        /* the arena after its N_FUNC node and its name */
    uint32_t unsafe;       /* Parser.unsafe there */
    bool is_decl;
    bool keep;             /* parsed inline as an IIFE, or the function parser_parse_function_at parses */
} DiscardMark;

typedef struct FnCtx {
    struct FnCtx *up;
    Label *labels;
    int loops, breakables;
    bool super_prop, super_call;
    bool static_block;      /* `return` is an error here */
    bool generator;         /* a generator body: `yield` is an operator */
    bool async_fn;          /* an async body: `await` is an operator */
    bool arrow;             /* an arrow's body: `new.target` is its enclosing function's */
} FnCtx;

struct Parser {
    Arena arena;
    Lexer lex;
    char *copy;             /* NUL-terminated source */
    bool borrowed;          /* copy belongs to another parser (parser_new_borrowed) */
    const char *file;
    Token tok, nxt;
    bool has_nxt;
    /* of the last consumed token, what the parser reads (its end offset, its
     * kind, and its position for an error): parse_next copies these, not
     * the whole Token */
    struct { TokenKind kind; uint32_t end, line, col; } prev_tok;
    bool failed;
    int err_kind;
    char msg[256];
    uint32_t err_line, err_col;
    int depth;              /* nesting of the parse (parse_enter) */
    int walk_depth;         /* levels of a walk over a parsed subtree (parse_walk_enter) */
    uint32_t nfn;           /* N_FUNC and N_CLASS nodes made so far (F_NO_FUNC) */
    FnCtx *fn;
    /* a pending error of an object literal that is valid only once it
     * becomes a pattern: `{a = 1}`, or a duplicate __proto__ */
    uint32_t cover_init_line, cover_init_col;
    const char *cover_init_msg;
    bool cover_init;
    bool allow_cover;
    bool class_key;         /* parsing a class member's key: #x allowed */
    bool gen_params;        /* parsing a generator's parameters: `yield` is an early error */
    const char *const *params; /* the program's parameters (parser_set_params), or NULL */
    ModInfo *mod;           /* module code: import/export entries (parser_module.c); NULL for scripts */
    bool async_params;      /* parsing an async function's parameters: `await` is an early error */
    /* `await` read as an identifier (reference or binding) outside nested
     * function bodies, counted, and where the last one was: `async (...)` is
     * parsed as a call's arguments before its `=>` makes it an async arrow
     * head, which may hold none (parse_note_await_ident) */
    uint32_t await_idents, await_line, await_col;
    int class_depth;        /* inside a class body: `#x` is "not supported", not undeclared */
    bool strict;            /* the code being parsed is strict mode code */
    bool eval_super;        /* eval code in a method: super.x is allowed at the top level */
    bool eval_super_call;   /* eval code in a derived constructor: so is super() */
    bool script_top;        /* a classic script or eval code: no `return` outside functions, and no
                               `new.target` unless top_new_target (eval code in a function) */
    bool top_new_target;
    bool top_await_ok;      /* parser_set_top_await: `await` at the top level of a script */
    bool top_await;         /* ... and the program awaited there */
    /* where the name of the function being parsed was (a "use strict" in its
     * body rechecks the name there; a simple parameter list holds no nested
     * function that could overwrite it) */
    uint32_t fname_line, fname_col;
    /* the statement being started stands where a declaration could (a
     * statement list item, or the body of such a label): a sloppy labelled
     * function is allowed there (B.3.2) */
    bool label_fn_ok;       /* the next parse_assign may stay a pattern cover */
    /* the statement list item about to be parsed may not be a `using`
     * declaration (a case clause, a classic script's or eval code's top
     * level: V8 reads `using` there as an identifier); cleared when read */
    bool no_using;
    /* Lazy compilation (docs/compiler.md, step 6b): with `discard`, a plain
     * function's tree is dropped at its end and an F_STUB node stays
     * (parse_discard). `unsafe` counts the tokens that keep a function's
     * tree (direct eval, `with`, `super`, `#`, `import`); eval_with says one
     * of eval and `with` was seen at all (their scopes need every tree
     * around them: the compile is then done again without discarding). */
    bool discard;
    bool keep_root;        /* parser_parse_function_at: the function asked for keeps its tree */
    bool eval_with;
    int discard_mode;      /* the compile's mode (COMPILE_*), for the discarded function's analysis */
    uint32_t unsafe;
    uint32_t ndiscarded;
    uint32_t paren_at;     /* 1 + the offset of the first token inside the last `(` expression */
    DiscardMark *pending_discard; /* parse_function's, for parse_function_rest */
    /* the discarded functions' analyses' Compiler, kept from one to the
     * next while the parse runs (lazy_discard.c); parse_discard_end frees it */
    struct Compiler *discard_C;
};

/* parser_util.c */
void parse_next(Parser *p);
Token *parse_peek(Parser *p);
/* The token after the peeked one, into *out, without consuming anything. */
void parse_peek2(Parser *p, Token *out);
bool parse_is(Parser *p, TokenKind k);
bool parse_accept(Parser *p, TokenKind k);
bool parse_expect(Parser *p, TokenKind k);
void parse_error_at(Parser *p, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void parse_error_range(Parser *p, const char *msg);
void *parse_unexpected(Parser *p);
Node *parse_node(Parser *p, NodeKind k);
Node *parse_node_at(Parser *p, NodeKind k, const Token *t);
bool parse_push(Parser *p, NodeList *l, Node *n);
void parse_finish(Parser *p, Node *n);
bool parse_semicolon(Parser *p);
/* The nesting guards (compiler/ast.h): false, with the RangeError recorded,
 * past the limit; otherwise a level the caller ends with p->depth-- or
 * p->walk_depth--. parse_enter counts the parse's nesting, parse_walk_enter
 * the levels of a walk over a finished subtree. */
bool parse_enter(Parser *p);
bool parse_walk_enter(Parser *p);
char *parse_strdup(Parser *p, const char *s);
char *parse_alloc_str(Parser *p, size_t n);   /* n chars + NUL from the arena */
const char *parse_private_name(Parser *p);     /* at `#`: "#x", consuming both tokens */
/* The words reserved only in strict code: `let`, `yield` and the last
 * keywords of token.h but `enum` and `await` (one range test rejects every
 * other token, which parse_next asks about). */
_Static_assert(T_YIELD == T_LET + 1 && T_ENUM == T_LET + 2 && T_AWAIT == T_LET + 3 && T_STATIC == T_LET + 4 &&
               T_PUBLIC == T_LET + 10 && T_PUBLIC + 1 == T_TOKEN__COUNT,
               "the strict-mode reserved words end token.h");
static inline bool parse_is_strict_reserved(TokenKind k)
{
    return k >= T_LET && k != T_ENUM && k != T_AWAIT;
}
/* Count t when it is `await` (escaped or not) used as an identifier. */
void parse_note_await_ident(Parser *p, const Token *t);
/* A numeric or string literal about to be consumed: false (error set) if it
 * is a legacy octal form in strict code. */
bool parse_check_legacy(Parser *p, const Token *t);
/* The current token read as sloppy code (a strict-only reserved word becomes
 * T_IDENT); parse_next does it, and a parser leaving strict code (the end of
 * a class) calls it again for the token it has already read. */
void parse_sloppy_word(Parser *p);
/* Sloppy code, at `let`: true when it is the identifier let rather than the
 * start of a declaration (single: a statement position, where only
 * `let [` or a binding on the same line makes a declaration). */
bool parse_let_is_ident(Parser *p, bool single);
/* One statement of a directive prologue (t its first token): false when it
 * ends the prologue; a "use strict" directive makes the parser strict and
 * sets *use_strict. A legacy octal escape in an earlier directive of the same
 * prologue is reported then. */
bool parse_directive(Parser *p, const Token *t, Node *s, bool *use_strict, Token *legacy);
bool parse_check_binding_name(Parser *p, const Token *t);
bool parse_check_escaped_word(Parser *p, const Token *t); /* false: error reported */
const char *parse_ident_name(Parser *p);
/* An `await` (or `for await`, `await using`) at the program's top level:
 * a module's body or the REPL's entry becomes asynchronous. */
static inline void parse_note_top_await(Parser *p)
{
    if (p->fn->up)
        return;
    if (p->mod)
        p->mod->has_tla = true;
    else
        p->top_await = true;
}   /* IdentifierName (keywords allowed) or NULL */
void parse_unsupported(Parser *p, const char *what);

/* `await` here is an identifier (a script's code outside async functions,
 * their parameters and class static blocks), not the operator or reserved. */
static inline bool parse_await_is_ident(const Parser *p)
{
    return !p->mod && !p->fn->async_fn && !p->async_params && !p->fn->static_block;
}

/* parser_expr.c */
Node *parse_expression(Parser *p, bool no_in);
Node *parse_expression_cover(Parser *p, bool no_in);
Node *parse_assign(Parser *p, bool no_in);
Node *parse_lhs(Parser *p);
Node *parse_to_pattern(Parser *p, Node *e, bool binding);
bool parse_is_simple_target(Node *e);
bool parse_is_call_target(Parser *p, Node *e); /* Annex B: sloppy `f() = v` (a runtime ReferenceError) */
Node *parse_template(Parser *p, bool tagged);
Node *parse_regexp(Parser *p, const Token *t); /* parser_regexp.c: N_REGEXP, checked */

/* parser_func.c */
Node *parse_function(Parser *p, uint32_t flags, bool is_decl);
Node *parse_function_rest(Parser *p, Node *fn, uint32_t flags);
/* no_in: a concise body takes the [In] of the expression around it (a
   for-in head's initialiser ends before `in`) */
Node *parse_arrow(Parser *p, Node *params_cover, const Token *start, bool no_in);
/* `async` [no LineTerminator] `function`: an async function expression or declaration. */
Node *parse_async_function(Parser *p, bool is_decl);
Node *parse_class(Parser *p, bool is_decl);
Node *parse_object(Parser *p);
Node *parse_binding_target(Parser *p);
Node *parse_binding_element(Parser *p);
bool parse_check_params(Parser *p, Node *fn);

/* parser_scope.c */
bool parse_check_scopes(Parser *p, Node *prog);
/* The same check over one function alone (before its tree is discarded). */
bool parse_check_function(Parser *p, Node *fn);

/* lazy_discard.c: at the closing brace of fn's body (the current token),
 * nothing peeked past it: the body to keep, an empty one for a function
 * made a stub, or NULL with the error recorded. */
Node *parse_discard(Parser *p, Node *fn, Node *body, const DiscardMark *m);
/* The parse is over: frees what parse_discard kept for the next function. */
void parse_discard_end(Parser *p);

/* parser_stmt.c */
Node *parse_statement(Parser *p);
Node *parse_statement_list_item(Parser *p);
Node *parse_block(Parser *p);

/* parser_module.c */
Node *parse_module_item(Parser *p);   /* at `import` / `export` at a module's top level */

/* Internal cover node for `( ... )` followed by `=>`: never leaves the parser. */
#define N_COVER_PARAMS ((NodeKind)(N__COUNT + 1))

#endif
