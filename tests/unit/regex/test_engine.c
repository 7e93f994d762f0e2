/* tests/unit/regex/test_engine.c — the engine alone (regex/rx.h): syntax
 * errors with V8's reasons, match semantics (capture reset, empty-loop check,
 * lookbehind, backreferences, case folding, UTF-16 vs code points), the
 * budget, the poll, and the lent/owned register paths. Expected results are
 * node v20's. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../../regex/rx.h"

static uint32_t to16(const char *s, uint16_t *out)
{
    uint32_t n = 0;
    while (*s)
        out[n++] = (uint8_t)*s++;
    return n;
}

static unsigned flags_of(const char *f)
{
    uint16_t b[16];
    uint32_t n = to16(f, b);
    int r = rx_parse_flags(b, n);
    cr_assert(r >= 0, "bad flags %s", f);
    return (unsigned)r;
}

static uint8_t *compile(const char *pat, const char *flags, char *err)
{
    static uint16_t p[8192];
    uint32_t n = to16(pat, p), len;
    return rx_compile(p, n, flags_of(flags), &len, err, 128);
}

/* "[a][undefined]" rendering of the groups of the first match, or "null". */
static void run(const char *pat, const char *flags, const char *subj, char *out, size_t cap)
{
    char err[128];
    uint8_t *prog = compile(pat, flags, err);
    cr_assert(prog, "compile %s: %s", pat, err);
    RxScratch *s = rx_scratch_new(0);
    RxInput in = {prog, subj, (uint32_t)strlen(subj), false, NULL, NULL};
    const int32_t *caps;
    int r = rx_exec(s, &in, 0, false, &caps);
    size_t k = 0;
    out[0] = 0;
    if (r == RX_MATCH) {
        for (uint32_t i = 0; i < rx_prog_ncaps(prog); i++) {
            if (caps[2 * i] < 0)
                k += (size_t)snprintf(out + k, cap - k, "[undefined]");
            else
                k += (size_t)snprintf(out + k, cap - k, "[%.*s]", caps[2 * i + 1] - caps[2 * i], subj + caps[2 * i]);
        }
    } else {
        cr_assert_eq(r, RX_NOMATCH);
        snprintf(out, cap, "null");
    }
    rx_release(s);
    rx_scratch_free(s);
    free(prog);
}

#define MATCH(pat, flags, subj, expect)                                      \
    do {                                                                     \
        char b_[512];                                                        \
        run(pat, flags, subj, b_, sizeof b_);                                \
        cr_assert_str_eq(b_, expect, "/%s/%s on '%s'", pat, flags, subj);    \
    } while (0)

Test(regex, semantics)
{
    MATCH("a(b+)c", "", "xabbc", "[abbc][bb]");
    MATCH("\\p{Script=Latin}+", "u", "1ab2", "[ab]");           /* the property table */
    MATCH("\\p{sc=Zyyy}\\p{Alpha}", "u", "ab1c", "[1c]");
    MATCH("\\P{ASCII_Hex_Digit}+", "u", "fg-h0", "[g-h]");
    MATCH("(a*)?", "", "", "[][undefined]");               /* empty iteration past min fails */
    MATCH("(z)((a+)?(b+)?(c))*", "", "zaacbbbcac", "[zaacbbbcac][z][ac][a][undefined][c]"); /* reset */
    MATCH("(?<=(\\d+)(\\d+))$", "", "1053", "[][1][053]");   /* lookbehind is right to left */
    MATCH("(?<=\\1(a))b", "", "aab", "[b][a]");
    MATCH("(.*?)a(?!(a+)b\\2c)\\2(.*)", "", "baaabaac", "[baaabaac][ba][undefined][abaac]");
    MATCH("(?=(a+))a*b\\1", "", "baaabac", "[aba][a]");
    MATCH("(a|ab)(c|bcd)(d*)", "", "abcd", "[abcd][a][bcd][]");
    MATCH("\\1(a)", "", "aa", "[a][a]");                    /* forward reference: empty */
    MATCH("(a)|\\1b", "", "b", "[b][undefined]");
    MATCH("(|a)+", "", "a", "[a][a]");
    MATCH("(a*)*", "", "b", "[][undefined]");
    MATCH("(a*)+", "", "b", "[][]");
    MATCH("x{2,3}?", "", "xxxx", "[xx]");
    MATCH("^a+$", "", "aaaa", "[aaaa]");
    MATCH("a$", "", "a\nb", "null");
    MATCH("a$", "m", "a\nb", "[a]");
    MATCH("a.b", "", "a\nb", "null");
    MATCH("a.b", "s", "a\nb", "[a\nb]");
    MATCH("\\bfoo\\b", "", "a foo b", "[foo]");
    MATCH("ABC", "i", "xxabcx", "[abc]");
    MATCH("[^a]", "i", "A", "null");
    MATCH("(a)\\1", "i", "aA", "[aA][a]");
    MATCH("[\\d-z]+", "", "1-z", "[1-z]");                  /* Annex B class */
    MATCH("\\c1", "", "\\c1", "[\\c1]");
    MATCH("a{,5}", "", "a{,5}", "[a{,5}]");
    MATCH("(?:a|b)*c", "", "ababc", "[ababc]");
    MATCH("(a+)+$", "", "aaaaaaaaaaaaaaab", "null");
}

Test(regex, canonicalisation)
{
    cr_assert_eq(rx_canon('a', false), 'A');
    cr_assert_eq(rx_canon(0xDF, false), 0xDF);   /* ß: upper is two units */
    cr_assert_eq(rx_canon(0x17F, false), 0x17F); /* ſ: would map into ASCII */
    cr_assert_eq(rx_canon(0x17F, true), 's');
    cr_assert_eq(rx_canon(0x212A, true), 'k');
    cr_assert_eq(rx_canon(0x3C2, true), rx_canon(0x3A3, true)); /* ς σ Σ */
    cr_assert_eq(rx_canon(0x131, true), 0x131);
}

static void expect_error(const char *pat, const char *flags, const char *msg)
{
    char err[128];
    uint8_t *prog = compile(pat, flags, err);
    cr_assert_null(prog, "/%s/%s compiled", pat, flags);
    cr_assert_str_eq(err, msg, "/%s/%s", pat, flags);
}

Test(regex, syntax_errors)
{
    expect_error("(", "", "Unterminated group");
    expect_error(")", "", "Unmatched ')'");
    expect_error("a**", "", "Nothing to repeat");
    expect_error("(?x)", "", "Invalid group");
    expect_error("[", "", "Unterminated character class");
    expect_error("\\", "", "\\ at end of pattern");
    expect_error("a{2,1}", "", "numbers out of order in {} quantifier");
    expect_error("[b-a]", "", "Range out of order in character class");
    expect_error("(?<a>x)(?<a>y)", "", "Duplicate capture group name");
    expect_error("\\k<b>(?<a>x)", "", "Invalid named capture referenced");
    expect_error("{", "u", "Lone quantifier brackets");
    expect_error("a{1", "u", "Incomplete quantifier");
    expect_error("[\\d-z]", "u", "Invalid character class");
    expect_error("\\q", "u", "Invalid escape");
    expect_error("\\u{110000}", "u", "Invalid Unicode escape");
    expect_error("(?<=a)+", "", "Invalid quantifier");
    expect_error("\\p{Foo}", "u", "Invalid property name");
    expect_error("[\\p{Foo}]", "u", "Invalid property name in character class");
    expect_error("\\p{Script=Foo}", "u", "Invalid property name");
    expect_error("\\p{Alphabetic=Yes}", "u", "Invalid property name");
    expect_error("\\p{alphabetic}", "u", "Invalid property name"); /* names are exact */
    uint16_t f[3] = {'g', 'g', 0};
    cr_assert_eq(rx_parse_flags(f, 2), -1);
}

/* deep nesting is counted, never the C stack */
Test(regex, deep_nesting)
{
    size_t n = 3000;
    char *p = malloc(2 * n + 2);
    memset(p, '(', n);
    memset(p + n, ')', n);
    p[2 * n] = 0;
    char err[128];
    uint8_t *prog = compile(p, "", err);
    cr_assert_null(prog);
    cr_assert_str_eq(err, "Regular expression too large");
    free(p);
}

Test(regex, budget)
{
    char err[128];
    uint8_t *prog = compile("(?:a|b)*c", "", err);
    cr_assert(prog);
    size_t n = 200000;
    char *subj = malloc(n + 1);
    for (size_t i = 0; i < n; i++)
        subj[i] = i & 1 ? 'a' : 'b';
    subj[n] = 0;
    RxScratch *s = rx_scratch_new(64 * 1024);
    RxInput in = {prog, subj, (uint32_t)n, false, NULL, NULL};
    const int32_t *caps;
    cr_assert_eq(rx_exec(s, &in, 0, false, &caps), RX_BUDGET);
    RxStats st;
    rx_scratch_stats(s, &st);
    cr_assert(st.peak_bytes <= 64 * 1024, "peak %zu over the budget", st.peak_bytes);
    rx_release(s);
    /* the same scratch works again with a larger budget */
    rx_scratch_set_budget(s, 64u << 20);
    subj[1000] = 'c';
    cr_assert_eq(rx_exec(s, &in, 0, false, &caps), RX_MATCH);
    cr_assert_eq(caps[1], 1001);
    rx_release(s);
    rx_scratch_free(s);
    free(subj);
    free(prog);
}

static int polls;
static int stop_poll(RxInput *in)
{
    (void)in;
    return ++polls >= 3 ? -1 : 0;
}

Test(regex, poll_stops_a_catastrophic_match)
{
    char err[128];
    uint8_t *prog = compile("(a+)+b", "", err);
    cr_assert(prog);
    const char *subj = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    RxScratch *s = rx_scratch_new(0);
    RxInput in = {prog, subj, (uint32_t)strlen(subj), false, stop_poll, NULL};
    const int32_t *caps;
    polls = 0;
    cr_assert_eq(rx_exec(s, &in, 0, false, &caps), RX_ABORT);
    cr_assert_eq(polls, 3);
    rx_release(s);
    rx_scratch_free(s);
    free(prog);
}

/* more than RX_LENT_REGS registers: an owned buffer, counted and freed */
Test(regex, owned_registers)
{
    char *p = malloc(600 * 3 + 1), *q = p;
    for (int i = 0; i < 600; i++) {
        memcpy(q, "(a)", 3);
        q += 3;
    }
    *q = 0;
    char err[128];
    uint8_t *prog = compile(p, "", err);
    cr_assert(prog, "%s", err);
    char subj[601];
    memset(subj, 'a', 600);
    subj[600] = 0;
    RxScratch *s = rx_scratch_new(0);
    RxInput in = {prog, subj, 600, false, NULL, NULL};
    const int32_t *caps;
    cr_assert_eq(rx_exec(s, &in, 0, false, &caps), RX_MATCH);
    cr_assert_eq(caps[2 * 600], 599);
    RxStats st;
    rx_scratch_stats(s, &st);
    cr_assert_eq(st.owned_searches, 1);
    rx_release(s);
    /* a small program afterwards stays on the lent path */
    uint8_t *small = compile("(a)(a)", "", err);
    in.prog = small;
    cr_assert_eq(rx_exec(s, &in, 0, false, &caps), RX_MATCH);
    rx_scratch_stats(s, &st);
    cr_assert_eq(st.owned_searches, 1);
    rx_release(s);
    rx_scratch_free(s);
    free(small);
    free(prog);
    free(p);
}

/* UTF-16 subjects: units without u, code points with u */
Test(regex, utf16)
{
    char err[128];
    static const uint16_t subj[] = {0xD83D, 0xDE00, 'x'};
    uint16_t pat[4] = {'^', '.', '$'};
    uint32_t len;
    const int32_t *caps;
    RxScratch *s = rx_scratch_new(0);
    for (int u = 0; u < 2; u++) {
        uint8_t *prog = rx_compile(pat, 2, u ? RX_U : 0, &len, err, sizeof err);
        cr_assert(prog);
        RxInput in = {prog, subj, 3, true, NULL, NULL};
        cr_assert_eq(rx_exec(s, &in, 0, false, &caps), RX_MATCH);
        cr_assert_eq(caps[1], u ? 2 : 1);
        rx_release(s);
        free(prog);
    }
    rx_scratch_free(s);
}

/* The v flag: its bit, u with v refused, the flags order, set operations
 * and strings matched longest first (results are node 26's). */
Test(regex, unicode_sets)
{
    uint16_t f[8];
    cr_assert_eq(rx_parse_flags(f, to16("uv", f)), -1);
    cr_assert_eq(rx_parse_flags(f, to16("vv", f)), -1);
    char fs[9];
    cr_assert_eq(rx_flags_string((unsigned)rx_parse_flags(f, to16("yvgd", f)), fs), 4);
    cr_assert_str_eq(fs, "dgvy");
    char out[256];
    run("[[a-z]--[aeiou]]+", "v", "aexyzu", out, sizeof out);
    cr_assert_str_eq(out, "[xyz]");
    run("[\\w&&\\d]+", "v", "ab12c", out, sizeof out);
    cr_assert_str_eq(out, "[12]");
    run("[\\q{ab|abc|a}]+", "v", "abcaab", out, sizeof out);
    cr_assert_str_eq(out, "[abcaab]");
    run("^([\\q{ab|abc}])c$", "v", "abc", out, sizeof out);
    cr_assert_str_eq(out, "[abc][ab]");
    run("(?<=([\\q{ab|b}]))c", "v", "abc", out, sizeof out);
    cr_assert_str_eq(out, "[c][ab]");
    run("[\\q{AB}]", "vi", "xaby", out, sizeof out);
    cr_assert_str_eq(out, "[ab]");
    expect_error("[^\\q{ab}]", "v", "Negated character class may contain strings");
    expect_error("[a-z&&b]", "v", "Invalid set operation in character class");
    expect_error("[(]", "v", "Invalid character in character class");
}

/* One name in different alternatives: whichever took part. */
Test(regex, duplicate_names)
{
    char out[256];
    run("(?:(?<x>a)|(?<x>b))\\k<x>", "", "bb", out, sizeof out);
    cr_assert_str_eq(out, "[bb][undefined][b]");
    expect_error("(?<x>a)(?<x>b)", "", "Duplicate capture group name");
    expect_error("(?:(?<x>a)|b)(?<x>c)", "", "Duplicate capture group name");
}
