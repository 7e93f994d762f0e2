/* compiler/ast.h — the syntax tree: the contract between the parser
 * (compiler/parser.c) and the bytecode emitter (compiler/emit*.c).
 *
 * Nodes live in an arena owned by the Parser and freed with it; nothing in
 * the tree is a GC cell, so parsing never allocates on the JS heap. Strings
 * are decoded: string literals and template pieces as UTF-16 code units,
 * identifiers as UTF-8 (escapes resolved). Positions are 1-based line and
 * column (columns count UTF-16 units... no: bytes from line start + 1, as node
 * prints for ASCII sources), plus byte offsets into the source.
 *
 * Children by kind (a, b, c, d; list = NodeList):
 *  expressions
 *   N_NUM        num
 *   N_BIGINT     name: the literal's digits without separators ("12", "0x1f")
 *   N_STR        str (UTF-16)
 *   N_TEMPLATE   list: alternating N_STR quasis (cooked) and expressions, starting and ending with a quasi;
 *                each quasi's name is its raw text (UTF-8, CR/CRLF as LF)
 *   N_TAGGED_TEMPLATE a tag expression, b its N_TEMPLATE: tag`...` calls a with the strings array
*   N_REGEXP     str/str_len: the pattern (UTF-16), name: the flags (ASCII); checked by the parser
 *   N_PRIVATE_NAME name "#x": a class member key, or the left side of `#x in o`
 *                (N_MEMBER with F_PRIVATE has name "#x" for o.#x)
 *   N_IDENT      name
 *   N_THIS, N_SUPER (only as callee of N_CALL or object of N_MEMBER/N_INDEX), N_NULL, N_TRUE, N_FALSE, N_NEW_TARGET
 *   N_ARRAY      list: elements; N_HOLE for elisions, N_SPREAD(a)
 *   N_OBJECT     list: N_PROP
 *   N_PROP       a key (N_IDENT name, N_STR, N_NUM, or an expression when F_COMPUTED), b value;
 *                flags F_COMPUTED, F_SHORTHAND, F_METHOD, F_GETTER, F_SETTER, F_STATIC (class members);
 *                N_SPREAD(a) appears in the list for {...x}; `__proto__: v` has F_PROTO
 *   N_FUNC       name (may be NULL), list params (patterns; a default is N_ASSIGN_PAT, rest is N_REST),
 *                a body: N_BLOCK, or an expression when F_EXPR_BODY; flags F_ARROW, F_ASYNC, F_GENERATOR,
 *                F_METHOD, F_GETTER, F_SETTER, F_CTOR, F_DERIVED (class constructor with extends)
 *   N_CLASS      name (may be NULL), a heritage (or NULL), b constructor N_FUNC (or NULL: default),
 *                list members: N_PROP with b = N_FUNC (F_METHOD/F_GETTER/F_SETTER, F_STATIC, F_COMPUTED),
 *                fields: N_PROP F_FIELD (b initialiser or NULL), static blocks: N_PROP F_STATIC|F_INITIALIZER
 *                with b = N_FUNC (F_METHOD|F_INITIALIZER, no params); init: set by scope.c, the synthesised
 *                instance-field initialiser N_FUNC (static fields get theirs in their N_PROP's c)
 *   N_FIELD_DEF  (only in synthesised initialisers) define field a (key; NULL when computed: name is the
 *                hidden binding holding the key) on `this` with value b (or undefined)
 *   N_UNARY      op (T_MINUS T_PLUS T_NOT T_BITNOT T_TYPEOF T_VOID T_DELETE), a
 *   N_UPDATE     op (T_INC T_DEC), a target, flags F_PREFIX
 *   N_BINARY     op (arithmetic, comparison, equality, bitwise, shift, T_IN, T_INSTANCEOF, T_POW), a, b
 *   N_LOGICAL    op (T_AND T_OR T_NULLISH), a, b
 *   N_ASSIGN     op (T_ASSIGN or a compound T_*_ASSIGN incl. T_AND_ASSIGN T_OR_ASSIGN T_NULLISH_ASSIGN),
 *                a target (N_IDENT, N_MEMBER, N_INDEX, or a pattern when op == T_ASSIGN), b value
 *   N_COND       a ? b : c
 *   N_CALL       a callee, list args (N_SPREAD allowed); F_OPTIONAL for a?.() ; F_SPREAD if any spread;
 *                F_CTOR: a default derived constructor's super(...args), args passed on uniterated
 *   N_NEW        a callee, list args; F_SPREAD if any spread
 *   N_MEMBER     a object, name (property); F_OPTIONAL for a?.name
 *   N_INDEX      a object, b key; F_OPTIONAL for a?.[b]
 *   N_OPTCHAIN   a: the whole chain that an inner F_OPTIONAL short-circuits to undefined
 *   N_SEQUENCE   list
 *   N_SPREAD     a
 *  patterns (destructuring targets)
 *   N_ARRAY_PAT  list: patterns, N_HOLE, or N_REST(a) last
 *   N_OBJECT_PAT list: N_PROP (a key as for N_PROP, b target pattern), N_REST(a) last
 *   N_ASSIGN_PAT a target, b default value
 *   N_REST       a target
 *   (plain targets: N_IDENT; in assignments also N_MEMBER / N_INDEX)
 *  statements
 *   N_PROGRAM    list
 *   N_VAR        op T_VAR/T_LET/T_CONST, list of N_DECLARATOR (a target pattern, b init or NULL);
 *                F_USING: `using` / `await using` (F_ASYNC), op T_CONST, identifier targets
 *   N_FUNC_DECL  a: N_FUNC (named)
 *   N_CLASS_DECL a: N_CLASS (named)
 *   N_EXPR_STMT  a
 *   N_BLOCK      list
 *   N_EMPTY
 *   N_IF         a test, b then, c else (or NULL)
 *   N_FOR        a init (N_VAR, expression, or NULL), b test or NULL, c update or NULL, d body
 *   N_FOR_IN     a left (N_VAR with one declarator, without init except a sloppy var (B.3.5), or a target), b right, d body
 *   N_FOR_OF     same as N_FOR_IN
 *   N_WHILE      a test, d body
 *   N_DO_WHILE   a test, d body
 *   N_RETURN     a or NULL
 *   N_BREAK, N_CONTINUE   name: label or NULL
 *   N_THROW      a
 *   N_TRY        a block, b catch param pattern (or NULL), c catch block (or NULL), d finally block (or NULL)
 *   N_SWITCH     a discriminant, list of N_CASE (a test, or NULL for default; list statements)
 *   N_LABELED    name, a statement
 *   N_YIELD      a argument or NULL; F_DELEGATE for yield*
 *   N_AWAIT      a argument (in an async function)
 *   N_IMPORT_CALL a specifier, b options or NULL: import(a, b)
 *   N_DEBUGGER
 *   N_WITH       a object, b body (sloppy code only)
 */
#ifndef TARN_AST_H
#define TARN_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "token.h"

typedef enum NodeKind { /* stored in a uint8_t (Node.kind) */
    N_NUM, N_BIGINT, N_STR, N_TEMPLATE, N_IDENT, N_THIS, N_SUPER, N_NULL, N_TRUE, N_FALSE, N_NEW_TARGET,
    N_ARRAY, N_OBJECT, N_PROP, N_FUNC, N_CLASS, N_UNARY, N_UPDATE, N_BINARY, N_LOGICAL,
    N_ASSIGN, N_COND, N_CALL, N_NEW, N_MEMBER, N_INDEX, N_OPTCHAIN, N_SEQUENCE, N_SPREAD, N_HOLE,
    N_ARRAY_PAT, N_OBJECT_PAT, N_ASSIGN_PAT, N_REST,
    N_PROGRAM, N_VAR, N_DECLARATOR, N_FUNC_DECL, N_CLASS_DECL, N_EXPR_STMT, N_BLOCK, N_EMPTY,
    N_IF, N_FOR, N_FOR_IN, N_FOR_OF, N_WHILE, N_DO_WHILE, N_RETURN, N_BREAK, N_CONTINUE,
    N_THROW, N_TRY, N_SWITCH, N_CASE, N_LABELED, N_DEBUGGER, N_WITH, N_FIELD_DEF, N_TAGGED_TEMPLATE, N_PRIVATE_NAME,
    N_YIELD, N_REGEXP, N_AWAIT, N_IMPORT_CALL,
    N__COUNT
} NodeKind;

enum {
    F_COMPUTED = 1 << 0, F_SHORTHAND = 1 << 1, F_METHOD = 1 << 2, F_GETTER = 1 << 3,
    F_SETTER = 1 << 4, F_STATIC = 1 << 5, F_PROTO = 1 << 6, F_EXPR_BODY = 1 << 7,
    F_ARROW = 1 << 8, F_ASYNC = 1 << 9, F_GENERATOR = 1 << 10, F_CTOR = 1 << 11,
    F_DERIVED = 1 << 12, F_PREFIX = 1 << 13, F_OPTIONAL = 1 << 14, F_SPREAD = 1 << 15,
    F_PARENS = 1 << 16,   /* expression was parenthesised (not a valid pattern cover) */
    F_FIELD = 1 << 17,    /* N_PROP: a class field (b: initialiser or NULL) */
    F_INITIALIZER = 1 << 18, /* N_FUNC: a class static block, or a synthesised field initialiser */
    F_PRIVATE = 1 << 19,  /* N_MEMBER o.#x / N_PROP with a #x key / N_FIELD_DEF of a private element */
    F_NO_COOKED = 1 << 20, /* template quasi (tagged only) with an invalid escape: cooked is undefined */
    F_DELEGATE = 1 << 21, /* N_YIELD: yield* */
    F_STRICT = 1 << 22,   /* N_FUNC / N_PROGRAM: strict mode code (a "use strict" directive, a class
                             member, a module, or nested in strict code) */
    F_ANNEXB = 1 << 23,   /* N_FUNC: a sloppy block-level function declaration that also assigns
                             the var binding of its name when evaluated (B.3.3; set by scope.c) */
    F_USING = 1 << 24,    /* N_VAR (op T_CONST): a `using` declaration; with F_ASYNC `await using` */
    F_STUB = 1 << 26,     /* N_FUNC: a plain function whose parameters and body were discarded at its
                             end (compiler/lazy_discard.c): `stub` says what the code around it needs */
    F_NO_FUNC = 1 << 25,  /* an AssignmentExpression whose subtree holds no N_FUNC or N_CLASS, so no
                             declaration: the parser's redeclaration walk skips it (set by
                             parse_assign; a later pass may drop it, never add it) */
};

typedef struct Node Node;

/* What is kept of a function whose tree was discarded (F_STUB): what the
 * analysis and emission of the code around it read of it, and the names it
 * reads and does not declare, in the order of their first reference
 * (compiler/lazy_discard.c). In the parser's arena. */
typedef struct StubInfo {
    uint16_t nparams, length;
    bool has_rest, uses_args, mapped_args;
    uint32_t nfuncs;
    uint32_t nfree;
    const char **free;
    bool *decl_inside;     /* per free name: read through a function declaration nested in this one */
} StubInfo;

typedef struct NodeList {
    Node **items;
    uint32_t count, cap;
} NodeList;

struct Node {
    /* (a whole file's tree is resident while the file is compiled, and a
     * function's while it is lazy: the header is packed, and what only some
     * kinds use shares storage with what they never use) */
    uint8_t kind;           /* NodeKind */
    int16_t op;             /* TokenKind for operators / declaration kind / import phase */
    uint32_t flags;
    uint32_t line, col;     /* 1-based, of the node's first token */
    uint32_t start, end;    /* byte offsets in the source, [start, end) */
    Node *a, *b;
    /* c and d are used only by the kinds of ast_has_cd, the list only by
     * others (every other kind with children in a list) */
    union {
        struct {
            Node *c, *d;
        };
        NodeList list;
    };
    /* An N_IDENT read or assigned as a reference has no number or string: its
     * two fields hold what scope analysis' lookup found instead, so the
     * emitter does not search the scope chain again (compiler/scope.c,
     * emit_resolve_id). ref_scope is the scope the lookup started from (NULL:
     * not resolved there) and ref_var the binding found (NULL: none, a
     * global). */
    union {
        double num;             /* N_NUM */
        struct Var *ref_var;    /* N_IDENT */
        uint32_t str_len;       /* N_STR, N_REGEXP: str's length */
        Node *init;             /* N_CLASS: set by scope.c, its synthesised instance-field initialiser */
    };
    union {
        uint16_t *str;          /* N_STR: UTF-16 code units (arena) */
        struct Scope *ref_scope;/* N_IDENT */
        StubInfo *stub;         /* N_FUNC with F_STUB */
    };
    const char *name;       /* N_IDENT, N_MEMBER, N_FUNC, N_CLASS, labels: UTF-8, NUL-terminated (arena) */
};
_Static_assert(N__COUNT + 1 < 256 && T_PUBLIC < 32767, "Node.kind and Node.op hold every NodeKind (and the parser's N_COVER_PARAMS) and TokenKind");
_Static_assert(sizeof(Node) == 80, "Node is packed");

/* The kinds whose c or d is a child (the others' storage of c and d is
 * their list): a pass that walks every child of a node walks c and d of
 * these, and the list of the others. */
static inline bool ast_has_cd(const Node *n)
{
    switch (n->kind) {
    case N_COND: case N_IF: case N_FOR: case N_FOR_IN: case N_FOR_OF: case N_WHILE: case N_DO_WHILE:
    case N_TRY: case N_PROP:
        return true;
    default:
        return false;
    }
}

/* An identifier's name against a literal: the first byte rejects nearly
 * every name before strcmp, which the passes call for most identifiers
 * (`async`, `arguments`, strict mode's `eval`). */
static inline bool ast_name_is(const char *name, const char *lit)
{
    return name[0] == lit[0] && strcmp(name, lit) == 0;
}

static inline bool ast_is_eval_or_arguments(const char *name)
{
    return ast_name_is(name, "eval") || ast_name_is(name, "arguments");
}

/* ---- the nesting limit ----
 * Every recursive pass of the compiler counts the levels it is inside and
 * stops past one limit with node's RangeError, so no source text can exhaust
 * the C stack. The parser allows COMPILE_MAX_DEPTH levels of nesting. The
 * passes over the finished tree (the parser's early-error walk, scope
 * analysis, the emitter and the helpers they recurse through, the
 * disassembler) count tree levels, and a tree the parser accepted is up to
 * twice as deep as its nesting (`{a: {...}}` is an N_OBJECT and an N_PROP
 * per level, `[...[...]]` an N_ARRAY and an N_SPREAD): they allow twice the
 * limit, which leaves room for member and call chains (a.b().c, a node per
 * link, built by iteration) up to about that length. A level costs a pass a
 * few hundred bytes of stack (a few times that under ASan): the whole compile
 * stays well inside a thread's stack even when it starts deep in native
 * recursion. compile_depth_enter is the one test; each pass records the
 * error in its own way (parse_enter, emit_enter). */
#define COMPILE_MAX_DEPTH 1000
#define COMPILE_MAX_TREE_DEPTH (2 * COMPILE_MAX_DEPTH)
#define COMPILE_DEPTH_MSG "Maximum call stack size exceeded"

static inline bool compile_depth_enter(int *depth, int limit)
{
    if (*depth >= limit)
        return false;
    ++*depth;
    return true;
}

/* ---- left-deep chains ----
 * The parser builds `a + b - c` and `a || b || c` by iteration as left-deep
 * trees ((a + b) - c), so a chain can be as long as the source. A pass walks
 * such a chain without recursing on the left operand: ast_chain_down reverses
 * the left links (each link's `a` then points to its parent, NULL at the top)
 * and returns the lowest link, with the chain's first operand in *first;
 * going back up, ast_chain_up restores one link's `a` and returns its parent:
 *
 *     Node *first, *x = ast_chain_down(n, ast_chain_link, &first), *left = first;
 *     visit(first);
 *     while (x) { Node *up = ast_chain_up(x, left); visit_right(x); left = x; x = up; }
 *
 * Invariant: a link is visited only after ast_chain_up, so the subtree it
 * heads is whole again; the loop always runs to the top (never breaks out on
 * an error), so the tree is whole again when the pass returns. */
static inline bool ast_chain_link(const Node *n)
{
    return n->kind == N_LOGICAL ||
           (n->kind == N_BINARY && !(n->op == T_IN && n->a->kind == N_PRIVATE_NAME));
}

static inline Node *ast_chain_down(Node *n, bool (*link)(const Node *), Node **first)
{
    Node *parent = NULL;
    while (link(n)) {
        Node *left = n->a;
        n->a = parent;
        parent = n;
        n = left;
    }
    *first = n;
    return parent;
}

static inline Node *ast_chain_up(Node *x, Node *left)
{
    Node *parent = x->a;
    x->a = left;
    return parent;
}

#endif
