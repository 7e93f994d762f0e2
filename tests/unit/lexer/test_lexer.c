/* tests/unit/lexer/test_lexer.c — token streams, positions, decoded payloads
 * and error messages of compiler/lexer.re. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "../../../compiler/lexer.h"

typedef struct Lx {
    Arena arena;
    Lexer lex;
    char *src;
} Lx;

static Lx *lx_new(const char *s)
{
    Lx *x = calloc(1, sizeof *x);
    size_t n = strlen(s);
    x->src = malloc(n + 1);
    memcpy(x->src, s, n + 1);
    lex_init(&x->lex, x->src, n, &x->arena);
    return x;
}

static void lx_free(Lx *x)
{
    lex_fini(&x->lex);
    arena_free_all(&x->arena);
    free(x->src);
    free(x);
}

static void expect_kinds(const char *src, const TokenKind *kinds, int n)
{
    Lx *x = lx_new(src);
    Token t;
    for (int i = 0; i < n; i++) {
        lex_next(&x->lex, &t);
        cr_assert_eq(t.kind, kinds[i], "%s: token %d is %s, want %s", src, i, lex_token_name(t.kind),
                     lex_token_name(kinds[i]));
    }
    lx_free(x);
}

static const char *lex_error_of(const char *src)
{
    static char msg[256];
    Lx *x = lx_new(src);
    Token t;
    do
        lex_next(&x->lex, &t);
    while (t.kind != T_EOF && t.kind != T_ERROR);
    snprintf(msg, sizeof msg, "%s", t.kind == T_ERROR ? x->lex.msg : "");
    lx_free(x);
    return msg;
}

static bool str_eq16(const Token *t, const char *ascii)
{
    size_t n = strlen(ascii);
    if (t->str_len != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (t->str[i] != (unsigned char)ascii[i])
            return false;
    return true;
}

Test(lexer, punctuators)
{
    TokenKind k[] = {T_LPAREN, T_RPAREN, T_LBRACE, T_RBRACE, T_ELLIPSIS, T_QDOT, T_ARROW, T_POW_ASSIGN,
                     T_SHR_ASSIGN, T_SHR, T_SNE, T_NULLISH_ASSIGN, T_AND_ASSIGN, T_NULLISH, T_EOF};
    expect_kinds("( ) { } ... ?. => **= >>>= >>> !== ??= &&= ??", k, 15);
}

Test(lexer, optional_dot_before_digit_is_conditional)
{
    TokenKind k[] = {T_IDENT, T_QUESTION, T_NUM, T_COLON, T_NUM, T_EOF};
    expect_kinds("a?.5:1", k, 6);
}

Test(lexer, keywords_and_contextual_words)
{
    TokenKind k[] = {T_IF, T_LET, T_STATIC, T_IDENT, T_IDENT, T_IDENT, T_IDENT, T_CLASS, T_EOF};
    expect_kinds("if let static of get set async class", k, 9);
}

Test(lexer, numbers)
{
    const char *srcs[] = {"42", "0x1F", "0o17", "0b101", "1_000_000", ".5", "1e3", "2.5E-1", "0", "1."};
    double want[] = {42, 31, 15, 5, 1000000, 0.5, 1000, 0.25, 0, 1};
    for (int i = 0; i < 10; i++) {
        Lx *x = lx_new(srcs[i]);
        Token t;
        lex_next(&x->lex, &t);
        cr_assert_eq(t.kind, T_NUM, "%s", srcs[i]);
        cr_assert_float_eq(t.num, want[i], 1e-12, "%s", srcs[i]);
        lx_free(x);
    }
}

Test(lexer, number_errors)
{
    cr_assert_str_eq(lex_error_of("1_"), "Numeric separators are not allowed at the end of numeric literals");
    cr_assert_str_eq(lex_error_of("1__0"), "Only one underscore is allowed as numeric separator");
    cr_assert_str_eq(lex_error_of("0_1"), "Numeric separator can not be used after leading 0.");
    cr_assert_str_eq(lex_error_of("017_1"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("08_1"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("5n"), "");
    cr_assert_str_eq(lex_error_of("01n"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("08n"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("1.5n"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("1e3n"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("1nn"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("3in"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("0x"), "Invalid or unexpected token");
}

/* A BigInt literal keeps its digits whole, without separators. */
Test(lexer, bigint_literals)
{
    const char *srcs[] = {"0n", "1_000n", "0x1F_ffn", "0o17n", "0b1_0n",
                          "123456789012345678901234567890123456789012345678901234567890n"};
    const char *want[] = {"0", "1000", "0x1Fff", "0o17", "0b10",
                          "123456789012345678901234567890123456789012345678901234567890"};
    for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
        Lx *x = lx_new(srcs[i]);
        Token t;
        lex_next(&x->lex, &t);
        cr_assert_eq(t.kind, T_NUM, "%s", srcs[i]);
        cr_assert(t.bigint, "%s", srcs[i]);
        cr_assert_str_eq(t.name, want[i]);
        lx_free(x);
    }
}

/* Legacy octal forms are sloppy-only: the lexer decodes them and marks the
 * token with the error strict code reports (the parser decides). */
Test(lexer, legacy_octal)
{
    const char *srcs[] = {"017", "08", "09.5", "'\\101'", "'\\8'"};
    const char *msgs[] = {"Octal literals are not allowed in strict mode.",
                          "Decimals with leading zeros are not allowed in strict mode.",
                          "Decimals with leading zeros are not allowed in strict mode.",
                          "Octal escape sequences are not allowed in strict mode.",
                          "\\8 and \\9 are not allowed in strict mode."};
    double nums[] = {15, 8, 9.5};
    for (int i = 0; i < 5; i++) {
        Lx *x = lx_new(srcs[i]);
        Token t;
        lex_next(&x->lex, &t);
        cr_assert_eq(t.kind, i < 3 ? T_NUM : T_STR, "%s", srcs[i]);
        cr_assert_str_eq(t.legacy, msgs[i], "%s", srcs[i]);
        if (i < 3)
            cr_assert_float_eq(t.num, nums[i], 1e-12, "%s", srcs[i]);
        else
            cr_assert_eq(t.str[0], i == 3 ? 'A' : '8', "%s", srcs[i]);
        lx_free(x);
    }
}

Test(lexer, string_escapes)
{
    Lx *x = lx_new("'a\\n\\t\\x41\\u0042\\u{43}\\0\\\nz'");
    Token t;
    lex_next(&x->lex, &t);
    cr_assert_eq(t.kind, T_STR);
    cr_assert_eq(t.str_len, 8);
    uint16_t want[] = {'a', '\n', '\t', 'A', 'B', 'C', 0, 'z'};
    cr_assert_arr_eq(t.str, want, sizeof want);
    lx_free(x);
}

Test(lexer, string_utf8_to_utf16)
{
    Lx *x = lx_new("\"\xc3\xa9\xf0\x9f\x98\x80\"");   /* é 😀 */
    Token t;
    lex_next(&x->lex, &t);
    cr_assert_eq(t.kind, T_STR);
    cr_assert_eq(t.str_len, 3);
    cr_assert_eq(t.str[0], 0xE9);
    cr_assert_eq(t.str[1], 0xD83D);
    cr_assert_eq(t.str[2], 0xDE00);
    lx_free(x);
}

Test(lexer, string_errors)
{
    cr_assert_str_eq(lex_error_of("\"abc"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("'ab\ncd'"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("'\\x4'"), "Invalid hexadecimal escape sequence");
    cr_assert_str_eq(lex_error_of("'\\u12'"), "Invalid Unicode escape sequence");
    cr_assert_str_eq(lex_error_of("'\\u{110000}'"), "Undefined Unicode code-point");
    cr_assert_str_eq(lex_error_of("/* open"), "Invalid or unexpected token");
    cr_assert_str_eq(lex_error_of("`open"), "Unexpected end of input");
    cr_assert_str_eq(lex_error_of("x = \xff"), "Invalid or unexpected token");
}

Test(lexer, templates_nest)
{
    TokenKind k[] = {T_TEMPLATE_HEAD, T_LBRACE, T_IDENT, T_COLON, T_NUM, T_RBRACE, T_DOT, T_IDENT,
                     T_TEMPLATE_MIDDLE, T_TEMPLATE_HEAD, T_IDENT, T_TEMPLATE_TAIL, T_TEMPLATE_TAIL, T_EOF};
    expect_kinds("`a${ {a:1}.a }b${`c${d}e`}f`", k, 14);
}

Test(lexer, template_cooked_crlf)
{
    Lx *x = lx_new("`a\r\nb`");
    Token t;
    lex_next(&x->lex, &t);
    cr_assert_eq(t.kind, T_TEMPLATE_FULL);
    cr_assert(str_eq16(&t, "a\nb"));
    lx_free(x);
}

Test(lexer, positions_and_newlines)
{
    Lx *x = lx_new("a\n  bb /* x\n */ c\r\nd");
    Token t;
    lex_next(&x->lex, &t);
    cr_assert_eq(t.line, 1); cr_assert_eq(t.col, 1); cr_assert(!t.nl_before);
    lex_next(&x->lex, &t);
    cr_assert_eq(t.line, 2); cr_assert_eq(t.col, 3); cr_assert(t.nl_before);
    cr_assert_eq(t.start, 4); cr_assert_eq(t.end, 6);
    lex_next(&x->lex, &t);
    cr_assert_str_eq(t.name, "c");
    cr_assert_eq(t.line, 3); cr_assert(t.nl_before);
    lex_next(&x->lex, &t);
    cr_assert_eq(t.line, 4); cr_assert_eq(t.col, 1);
    lx_free(x);
}

Test(lexer, identifiers_with_escapes_and_unicode)
{
    Lx *x = lx_new("\\u0061b \xc3\xa9t\xc3\xa9 \\u{62}");
    Token t;
    lex_next(&x->lex, &t);
    cr_assert_eq(t.kind, T_IDENT);
    cr_assert_str_eq(t.name, "ab");
    cr_assert(t.escaped);
    lex_next(&x->lex, &t);
    cr_assert_str_eq(t.name, "\xc3\xa9t\xc3\xa9");
    lex_next(&x->lex, &t);
    cr_assert_str_eq(t.name, "b");
    lx_free(x);
    /* an escaped keyword is an identifier that remembers the word it spells
     * (the parser refuses it where an Identifier may not be that word) */
    x = lx_new("\\u0069f i\\u0066x");
    lex_next(&x->lex, &t);
    cr_assert_eq(t.kind, T_IDENT);
    cr_assert_str_eq(t.name, "if");
    cr_assert(t.escaped);
    cr_assert_eq(t.word, T_IF);
    lex_next(&x->lex, &t);
    cr_assert_eq(t.kind, T_IDENT);
    cr_assert_eq(t.word, T_IDENT);
    lx_free(x);
    cr_assert_str_eq(lex_error_of("\\u0069f"), "");
}

Test(lexer, regex_vs_division)
{
    TokenKind k[] = {T_IDENT, T_SLASH, T_IDENT, T_SLASH, T_IDENT, T_EOF};
    expect_kinds("a / b / c", k, 6);
    Lx *x = lx_new("x = /a[/]b/gi");
    Token t;
    lex_next(&x->lex, &t);
    lex_next(&x->lex, &t);
    lex_next(&x->lex, &t);
    cr_assert_eq(t.kind, T_REGEX);
    cr_assert_str_eq(t.name, "a[/]b");
    cr_assert_str_eq(t.flags, "gi");
    lx_free(x);
}

Test(lexer, shebang_and_comments)
{
    TokenKind k[] = {T_IDENT, T_EOF};
    expect_kinds("#!/usr/bin/env tarn\n// c\n/* d */ x", k, 2);
}

Test(lexer, nullish_assign_spelling)
{
    cr_assert_str_eq(lex_token_name(T_NULLISH_ASSIGN), "?\?=");
}
