/* tests/unit/parser/test_parser.c — AST shapes, error messages and
 * locations, nesting limits and compile_is_incomplete. */
#include <criterion/criterion.h>
#include <string.h>

#include "../../../compiler/parser.h"

static Parser *P;

static Node *parse_ok(const char *src)
{
    P = parser_new(src, strlen(src), "t.js");
    CompileError e;
    Node *n = parser_parse(P, &e);
    cr_assert_not_null(n, "%s: %s (%u:%u)", src, e.msg, e.line, e.col);
    cr_assert_eq(n->kind, N_PROGRAM);
    return n;
}

static void done(void)
{
    parser_free(P);
    P = NULL;
}

static CompileError parse_err(const char *src)
{
    Parser *p = parser_new(src, strlen(src), "t.js");
    CompileError e;
    memset(&e, 0, sizeof e);
    Node *n = parser_parse(p, &e);
    cr_assert_null(n, "%s parsed", src);
    parser_free(p);
    return e;
}

static void expect_err(const char *src, const char *msg)
{
    CompileError e = parse_err(src);
    cr_assert_str_eq(e.msg, msg, "%s", src);
    cr_assert_eq(e.kind, ERR_SYNTAX, "%s", src);
}

static Node *expr_of(Node *prog, int i)
{
    Node *s = prog->list.items[i];
    cr_assert_eq(s->kind, N_EXPR_STMT);
    return s->a;
}

Test(parser, precedence_and_assoc)
{
    Node *prog = parse_ok("1 + 2 * 3; 2 ** 3 ** 2; a - b - c;");
    Node *e = expr_of(prog, 0);
    cr_assert_eq(e->kind, N_BINARY); cr_assert_eq(e->op, T_PLUS);
    cr_assert_eq(e->b->op, T_STAR);
    e = expr_of(prog, 1);
    cr_assert_eq(e->op, T_POW); cr_assert_eq(e->a->kind, N_NUM); cr_assert_eq(e->b->op, T_POW);
    e = expr_of(prog, 2);
    cr_assert_eq(e->a->op, T_MINUS); cr_assert_eq(e->b->kind, N_IDENT);
    done();
}

Test(parser, optional_chain_wraps)
{
    Node *prog = parse_ok("a?.b.c; (a?.b).c; a?.[0]?.(1);");
    Node *e = expr_of(prog, 0);
    cr_assert_eq(e->kind, N_OPTCHAIN);
    cr_assert_eq(e->a->kind, N_MEMBER); cr_assert_str_eq(e->a->name, "c");
    cr_assert(e->a->a->flags & F_OPTIONAL);
    e = expr_of(prog, 1);
    cr_assert_eq(e->kind, N_MEMBER); cr_assert_eq(e->a->kind, N_OPTCHAIN);
    e = expr_of(prog, 2);
    cr_assert_eq(e->kind, N_OPTCHAIN); cr_assert_eq(e->a->kind, N_CALL); cr_assert(e->a->flags & F_OPTIONAL);
    done();
}

Test(parser, arrows_and_cover_grammar)
{
    Node *prog = parse_ok("(a, {b}, ...c) => a; x => x * 2; () => {};");
    Node *f = expr_of(prog, 0);
    cr_assert_eq(f->kind, N_FUNC); cr_assert(f->flags & F_ARROW); cr_assert(f->flags & F_EXPR_BODY);
    cr_assert_eq(f->list.count, 3);
    cr_assert_eq(f->list.items[1]->kind, N_OBJECT_PAT);
    cr_assert_eq(f->list.items[2]->kind, N_REST);
    f = expr_of(prog, 2);
    cr_assert_eq(f->a->kind, N_BLOCK); cr_assert_eq(f->list.count, 0);
    done();
}

Test(parser, destructuring_assignment)
{
    Node *prog = parse_ok("[a, , b = 1, ...c] = d; ({x, y: [z], ...r} = o);");
    Node *e = expr_of(prog, 0);
    cr_assert_eq(e->kind, N_ASSIGN);
    cr_assert_eq(e->a->kind, N_ARRAY_PAT);
    cr_assert_eq(e->a->list.items[1]->kind, N_HOLE);
    cr_assert_eq(e->a->list.items[2]->kind, N_ASSIGN_PAT);
    cr_assert_eq(e->a->list.items[3]->kind, N_REST);
    e = expr_of(prog, 1);
    cr_assert_eq(e->a->kind, N_OBJECT_PAT);
    cr_assert_eq(e->a->list.items[1]->b->kind, N_ARRAY_PAT);
    cr_assert_eq(e->a->list.items[2]->kind, N_REST);
    done();
}

Test(parser, declarations_and_loops)
{
    Node *prog = parse_ok("const {a} = o; for (let [k, v] of m) {} for (x in o); for (;;) break;");
    Node *v = prog->list.items[0];
    cr_assert_eq(v->kind, N_VAR); cr_assert_eq(v->op, T_CONST);
    cr_assert_eq(v->list.items[0]->a->kind, N_OBJECT_PAT);
    Node *f = prog->list.items[1];
    cr_assert_eq(f->kind, N_FOR_OF); cr_assert_eq(f->a->kind, N_VAR);
    cr_assert_eq(prog->list.items[2]->kind, N_FOR_IN);
    Node *g = prog->list.items[3];
    cr_assert_eq(g->kind, N_FOR); cr_assert_null(g->a); cr_assert_null(g->b); cr_assert_eq(g->d->kind, N_BREAK);
    done();
}

Test(parser, classes)
{
    Node *prog = parse_ok("class A extends B { constructor() { super(); } static s() {} get g() { return 1; } set g(v) {} ['c']() {} }");
    Node *c = prog->list.items[0]->a;
    cr_assert_eq(c->kind, N_CLASS); cr_assert_str_eq(c->name, "A");
    cr_assert_not_null(c->a);
    cr_assert(c->b->flags & F_CTOR); cr_assert(c->b->flags & F_DERIVED);
    cr_assert_eq(c->list.count, 4);
    cr_assert(c->list.items[0]->flags & F_STATIC);
    cr_assert(c->list.items[1]->flags & F_GETTER);
    cr_assert(c->list.items[2]->flags & F_SETTER);
    cr_assert(c->list.items[3]->flags & F_COMPUTED);
    done();
}

Test(parser, object_literal)
{
    Node *prog = parse_ok("x = {__proto__: null, a, b() {}, get c() {}, [d]: 1, ...e, 'f': 2, 3: 4, if: 5};");
    Node *o = expr_of(prog, 0)->b;
    cr_assert_eq(o->kind, N_OBJECT); cr_assert_eq(o->list.count, 9);
    cr_assert(o->list.items[0]->flags & F_PROTO);
    cr_assert(o->list.items[1]->flags & F_SHORTHAND);
    cr_assert(o->list.items[2]->flags & F_METHOD);
    cr_assert(o->list.items[3]->flags & F_GETTER);
    cr_assert(o->list.items[4]->flags & F_COMPUTED);
    cr_assert_eq(o->list.items[5]->kind, N_SPREAD);
    done();
}

Test(parser, template_literal)
{
    Node *prog = parse_ok("`a${b}c${`d`}`;");
    Node *t = expr_of(prog, 0);
    cr_assert_eq(t->kind, N_TEMPLATE); cr_assert_eq(t->list.count, 5);
    cr_assert_eq(t->list.items[0]->kind, N_STR); cr_assert_eq(t->list.items[1]->kind, N_IDENT);
    cr_assert_eq(t->list.items[3]->kind, N_TEMPLATE);
    done();
}

Test(parser, asi)
{
    Node *prog = parse_ok("let a = 1\nlet b = a\n++b\nreturn\na\ndo x++; while (0) y()");
    cr_assert_eq(prog->list.count, 7);
    cr_assert_eq(prog->list.items[2]->a->kind, N_UPDATE);
    cr_assert_null(prog->list.items[3]->a);
    done();
}

Test(parser, positions)
{
    Node *prog = parse_ok("x;\n  foo(1);");
    Node *s = prog->list.items[1];
    cr_assert_eq(s->line, 2); cr_assert_eq(s->col, 3);
    cr_assert_eq(s->start, 5); cr_assert_eq(s->end, 12);
    done();
}

Test(parser, error_messages)
{
    expect_err("a ?? b || c", "Unexpected token '||'");
    expect_err("-x ** 2", "Unary operator used immediately before exponentiation expression. Parenthesis must be used to disambiguate operator precedence");
    expect_err("f(a b)", "missing ) after argument list");
    expect_err("x = {a=1}", "Invalid shorthand property initializer");
    expect_err("(a+b) = 1", "Invalid left-hand side in assignment");
    expect_err("({a:1} = 1)", "Invalid destructuring assignment target");
    expect_err("break", "Illegal break statement");
    expect_err("while (1) { break foo }", "Undefined label 'foo'");
    expect_err("throw\n1", "Illegal newline after throw");
    /* strict-only early errors, and their sloppy counterparts */
    expect_err("'use strict'; delete x", "Delete of an unqualified identifier in strict mode.");
    expect_err("'use strict'; var eval", "Unexpected eval or arguments in strict mode");
    expect_err("'use strict'; let static = 1", "Unexpected strict mode reserved word");
    expect_err("function f(a, a) { 'use strict' }", "Duplicate parameter name not allowed in this context");
    expect_err("(a, a) => 1", "Duplicate parameter name not allowed in this context");
    expect_err("'use strict'; with (a) {}", "Strict mode code may not include a with statement");
    expect_err("'use strict'; 010", "Octal literals are not allowed in strict mode.");
    expect_err("'\\01'; 'use strict'", "Octal escape sequences are not allowed in strict mode.");
    expect_err("function eval() { 'use strict' }", "Unexpected eval or arguments in strict mode");
    parse_ok("delete x; var eval; let static = 1; function f(a, a) {} var o = 010 + '\\01'");
    done();
    expect_err("const x;", "Missing initializer in const declaration");
    expect_err("foo bar", "Unexpected identifier 'bar'");
    expect_err("x = 1 +", "Unexpected end of input");
    expect_err("async function* g(a = await 1) {}", "Illegal await-expression in formal parameters of async function");
    expect_err("async function* g(a = yield) {}", "Yield expression not allowed in formal parameter");
    expect_err("for await (const x of y) {}", "Unexpected reserved word");
    expect_err("function f() { for await (const x of y) {} }", "Unexpected reserved word");
    expect_err("async function f() { for await (const x in y) {} }", "Unexpected token 'in'");
    expect_err("async function f() { for await (let x = 1 of y) {} }",
               "for-await-of loop variable declaration may not have an initializer.");
    expect_err("class A { async *constructor() {} }", "Class constructor may not be a generator");
    expect_err("function* g(a = yield) {}", "Yield expression not allowed in formal parameter");
    expect_err("class A { *constructor() {} }", "Class constructor may not be a generator");
    expect_err("x = /re(/", "Invalid regular expression: /re(/: Unterminated group");
    expect_err("x = /re/gg", "Invalid regular expression flags");
}

Test(parser, error_location)
{
    CompileError e = parse_err("let a = 1;\nlet b = a c;");
    cr_assert_eq(e.line, 2); cr_assert_eq(e.col, 11);
    cr_assert_str_eq(e.file, "t.js");
}

Test(parser, deep_nesting_is_range_error)
{
    const char *opens[] = {"[", "(", "{", "-", "`${"};
    for (int k = 0; k < 5; k++) {
        size_t w = strlen(opens[k]), n = 100000;
        char *s = malloc(n * w + 1);
        for (size_t i = 0; i < n; i++)
            memcpy(s + i * w, opens[k], w);
        s[n * w] = 0;
        CompileError e = parse_err(s);
        cr_assert_eq(e.kind, ERR_RANGE, "%s", opens[k]);
        cr_assert_str_eq(e.msg, "Maximum call stack size exceeded");
        free(s);
    }
    parse_ok("x = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]");
    done();
}

Test(parser, incomplete_for_repl)
{
    cr_assert(compile_is_incomplete("function f() {", 14));
    cr_assert(compile_is_incomplete("x = `abc", 8));
    cr_assert(compile_is_incomplete("/* c", 4));
    cr_assert(compile_is_incomplete("f(1,", 4));
    cr_assert(!compile_is_incomplete("x = 1", 5));
    cr_assert(!compile_is_incomplete("x = )", 5));
}

Test(parser, empty_program)
{
    Node *prog = parse_ok("");
    cr_assert_eq(prog->list.count, 0);
    done();
}
