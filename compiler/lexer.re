/* compiler/lexer.re — the tokenizer (re2c; generated into build/gen/lexer.c).
 *
 * Owns: punctuators, keywords, identifiers (ASCII, UTF-8 letters, \u escapes),
 * numbers, strings, template pieces (with a brace stack so `${ {a:1}.a }` and
 * nested templates work), comments, regex literals (decided by the previous
 * token), line/column tracking and "newline before" for ASI. The lexer does
 * not know strictness: legacy octal literals and escapes are decoded and
 * marked on the token (Token.legacy), and the parser rejects them in strict
 * code. The source must end with
 * a NUL sentinel at src[len]; a NUL before that is an invalid token.
 */
#pragma GCC diagnostic ignored "-Wtrigraphs"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "../unicode/unicode.h"

static const char *const tok_names[] = {
#define TOK(e, s) s,
    TARN_TOKENS(TOK)
#undef TOK
};

const char *lex_token_name(TokenKind k)
{
    return k < T_TOKEN__COUNT ? tok_names[k] : "?";
}
bool lex_is_keyword(TokenKind k) { return k >= T_BREAK && k < T_TOKEN__COUNT; }

static void lex_error(Lexer *L, const char *at, const char *fmt, ...)
{
    if (L->failed)
        return;
    L->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(L->msg, sizeof L->msg, fmt, ap);
    va_end(ap);
    /* `at` is on the current line unless a multi-line token moved line_start
       past it; clamp so the column never underflows. */
    if (at >= L->line_start) {
        L->err_line = L->line;
        L->err_col = (uint32_t)(at - L->line_start) + 1;
    } else {   /* inside a multi-line token: report its start */
        L->err_line = L->tok_line;
        L->err_col = L->tok_col;
    }
}

static const char *line_comment_end(const Lexer *L, const char *p);

void lex_init(Lexer *L, const char *src, size_t len, Arena *arena)
{
    memset(L, 0, sizeof *L);
    L->src = src;
    L->len = len;
    L->cur = src;
    L->line_start = src;
    L->line = 1;
    L->arena = arena;
    L->prev = T_SEMI;
    L->first = true;
    if (len >= 3 && (unsigned char)src[0] == 0xEF && (unsigned char)src[1] == 0xBB &&
        (unsigned char)src[2] == 0xBF)
        L->cur += 3;
    if (L->cur[0] == '#' && L->cur[1] == '!')
        L->cur = line_comment_end(L, L->cur + 2);
}

void lex_fini(Lexer *L)
{
    free(L->braces);
    free(L->buf);
    L->braces = NULL;
    L->buf = NULL;
}

static bool at_end(const Lexer *L, const char *p) { return p >= L->src + L->len; }

/* One code point of source text at p (before end): its value, and its length
 * in *n. Source text is decoded as node reads a file, by the WHATWG UTF-8
 * decoder: an ill-formed sequence (a stray or overlong byte, a surrogate, a
 * sequence cut short) is U+FFFD, and *n its maximal subpart (the bytes that
 * could still have begun a character, at least one). So a string literal,
 * template, regex literal or comment takes it as that character, and
 * elsewhere it is an invalid token: U+FFFD is neither space nor part of an
 * identifier. */
int32_t lex_utf8_decode(const unsigned char *p, const unsigned char *end, int *n)
{
    unsigned c = p[0];
    *n = 1;
    if (c < 0x80)
        return (int32_t)c;
    int need;
    uint32_t cp;
    unsigned lo = 0x80, hi = 0xBF;   /* the second byte's range */
    if (c >= 0xC2 && c <= 0xDF) { need = 1; cp = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) {
        need = 2; cp = c & 0x0F;
        if (c == 0xE0) lo = 0xA0;    /* overlong */
        if (c == 0xED) hi = 0x9F;    /* surrogates */
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3; cp = c & 0x07;
        if (c == 0xF0) lo = 0x90;    /* overlong */
        if (c == 0xF4) hi = 0x8F;    /* past U+10FFFF */
    } else {
        return 0xFFFD;
    }
    for (int i = 1; i <= need; i++) {
        if (p + i >= end || p[i] < lo || p[i] > hi) {
            *n = i;
            return 0xFFFD;
        }
        cp = (cp << 6) | (p[i] & 0x3F);
        lo = 0x80;
        hi = 0xBF;
    }
    *n = need + 1;
    return (int32_t)cp;
}

int32_t lex_decode(const Lexer *L, const unsigned char *p, const unsigned char *end, int *n)
{
    if (L->wtf8 && p[0] == 0xED && end - p >= 3 && p[1] >= 0xA0 && p[1] <= 0xBF && p[2] >= 0x80 && p[2] <= 0xBF) {
        *n = 3;
        return (int32_t)(0xD000 | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F));
    }
    return lex_utf8_decode(p, end, n);
}

/* ID_Start and ID_Continue (unicode/'s tables past ASCII), with `$` and
   `_` as identifier starts and ZWNJ / ZWJ as identifier parts. */
static bool is_unicode_id_start(int32_t c)
{
    if (c < 0x80)
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
    return uni_is_id_start_noalloc((uint32_t)c);
}

static bool is_unicode_id_part(int32_t c)
{
    if (c < 0x80)
        return is_unicode_id_start(c) || (c >= '0' && c <= '9');
    return c == 0x200C || c == 0x200D || uni_is_id_continue_noalloc((uint32_t)c);
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void newline(Lexer *L, const char *after)
{
    L->line++;
    L->line_start = after;
}

/* ---- scratch buffer (UTF-16) ------------------------------------------------ */

static bool buf_push(Lexer *L, uint16_t u)
{
    if (L->buf_len == L->buf_cap) {
        uint32_t cap = L->buf_cap ? L->buf_cap * 2 : 256;
        uint16_t *nb = realloc(L->buf, cap * sizeof(uint16_t));
        if (!nb) {
            lex_error(L, L->cur, "out of memory");
            return false;
        }
        L->buf = nb;
        L->buf_cap = cap;
    }
    L->buf[L->buf_len++] = u;
    return true;
}

static bool buf_push_cp(Lexer *L, uint32_t cp)
{
    if (cp >= 0x10000) {
        cp -= 0x10000;
        return buf_push(L, (uint16_t)(0xD800 + (cp >> 10))) && buf_push(L, (uint16_t)(0xDC00 + (cp & 0x3FF)));
    }
    return buf_push(L, (uint16_t)cp);
}

static bool buf_take(Lexer *L, Token *t)
{
    t->str = arena_alloc(L->arena, (L->buf_len + 1) * sizeof(uint16_t));
    if (!t->str) {
        lex_error(L, L->cur, "out of memory");
        return false;
    }
    if (L->buf_len)
        memcpy(t->str, L->buf, L->buf_len * sizeof(uint16_t));
    t->str_len = L->buf_len;
    return true;
}

/* \u escape after the backslash and 'u' at p: returns code point or -1, sets *endp. */
static int32_t read_unicode_escape(const char *p, const char **endp)
{
    if (*p == '{') {
        p++;
        uint32_t v = 0;
        int n = 0;
        while (hexval((unsigned char)*p) >= 0) {
            v = v * 16 + (uint32_t)hexval((unsigned char)*p++);
            if (v > 0x10FFFF) {
                *endp = p;
                return -2;
            }
            n++;
        }
        if (n == 0 || *p != '}') {
            *endp = p;
            return -1;
        }
        *endp = p + 1;
        return (int32_t)v;
    }
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hexval((unsigned char)p[i]);
        if (h < 0) {
            *endp = p + i;
            return -1;
        }
        v = v * 16 + (uint32_t)h;
    }
    *endp = p + 4;
    return (int32_t)v;
}

/* Common escape decoding for strings and templates. p points after '\'.
   Returns the position after the escape, or NULL on error. */
/* An invalid escape: a SyntaxError, except in a template piece, where it is
 * recorded on the token (the parser reports it unless the template is
 * tagged) and scanning resumes after the escape's first character. */
static const char *bad_escape(Lexer *L, bool tmpl, const char *bs, const char *resume, const char *msg)
{
    Token *t = tmpl ? L->tmpl_tok : NULL;
    if (!t) {
        lex_error(L, bs, "%s", msg);
        return NULL;
    }
    if (!t->bad_escape) {
        t->bad_escape = msg;
        t->bad_line = L->line;
        t->bad_col = bs >= L->line_start ? (uint32_t)(bs - L->line_start) + 1 : 1;
    }
    return resume;
}

/* A legacy octal escape in the string literal being scanned: kept on the
 * token for the parser (the first one wins). V8 reports an octal escape at
 * its first digit and \8 / \9 at the backslash. */
static void note_legacy(Lexer *L, const char *bs, const char *msg, bool at_digit)
{
    Token *t = L->str_tok;
    if (t && !t->legacy) {
        t->legacy = msg;
        t->legacy_line = L->line;
        t->legacy_col = bs >= L->line_start ? (uint32_t)(bs - L->line_start) + 1 + at_digit : 1;
    }
}

static const char *read_escape(Lexer *L, const char *p, bool tmpl)
{
    const char *bs = p - 1;
    unsigned char c = (unsigned char)*p;
    switch (c) {
    case 'n': buf_push(L, '\n'); return p + 1;
    case 't': buf_push(L, '\t'); return p + 1;
    case 'r': buf_push(L, '\r'); return p + 1;
    case 'b': buf_push(L, '\b'); return p + 1;
    case 'f': buf_push(L, '\f'); return p + 1;
    case 'v': buf_push(L, '\v'); return p + 1;
    case '\r':
        newline(L, p[1] == '\n' ? p + 2 : p + 1);
        return p[1] == '\n' ? p + 2 : p + 1;
    case '\n':
        newline(L, p + 1);
        return p + 1;
    case 'x': {
        int h1 = hexval((unsigned char)p[1]), h2 = h1 >= 0 ? hexval((unsigned char)p[2]) : -1;
        if (h1 < 0 || h2 < 0)
            return bad_escape(L, tmpl, bs, p + 1, "Invalid hexadecimal escape sequence");
        buf_push(L, (uint16_t)(h1 * 16 + h2));
        return p + 3;
    }
    case 'u': {
        const char *e;
        int32_t cp = read_unicode_escape(p + 1, &e);
        if (cp == -2)
            return bad_escape(L, tmpl, bs, p + 1, "Undefined Unicode code-point");
        if (cp < 0)
            return bad_escape(L, tmpl, bs, p + 1, "Invalid Unicode escape sequence");
        buf_push_cp(L, (uint32_t)cp);
        return e;
    }
    case '0':
        if (!(p[1] >= '0' && p[1] <= '9')) {
            buf_push(L, 0);
            return p + 1;
        }
        /* fallthrough */
    case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        if (tmpl)
            return bad_escape(L, tmpl, bs, p + 1, "Octal escape sequences are not allowed in template strings.");
        {
            /* LegacyOctalEscapeSequence (B.1.2): up to three digits, value <= 0377 */
            unsigned v = (unsigned)(c - '0');
            const char *e = p + 1;
            if (*e >= '0' && *e <= '7') {
                v = v * 8 + (unsigned)(*e++ - '0');
                if (c <= '3' && *e >= '0' && *e <= '7')
                    v = v * 8 + (unsigned)(*e++ - '0');
            }
            note_legacy(L, bs, "Octal escape sequences are not allowed in strict mode.", true);
            buf_push(L, (uint16_t)v);
            return e;
        }
    case '8': case '9':
        if (tmpl)
            return bad_escape(L, tmpl, bs, p + 1, "\\8 and \\9 are not allowed in template strings.");
        note_legacy(L, bs, "\\8 and \\9 are not allowed in strict mode.", false);
        buf_push(L, c);
        return p + 1;
    default:
        if (c == 0 && at_end(L, p)) {
            L->eof_in_token = true;
            return p;   /* caller reports the unterminated literal */
        }
        if (c < 0x80) {
            buf_push(L, c);
            return p + 1;
        } else {
            int n;
            int32_t cp = lex_decode(L, (const unsigned char *)p, (const unsigned char *)L->src + L->len, &n);
            if (cp != 0x2028 && cp != 0x2029)   /* LineContinuation */
                buf_push_cp(L, (uint32_t)cp);
            return p + n;
        }
    }
}

static void scan_string(Lexer *L, Token *t, const char *start)
{
    char q = *start;
    const char *p = start + 1;
    /* Most literals are printable ASCII up to the closing quote: widened
     * straight into the token's arena copy. Anything else (an escape, a
     * line break, the end of the text, non-ASCII) takes the loop below,
     * from the start. */
    while ((unsigned char)*p >= 0x20 && (unsigned char)*p < 0x80 && *p != q && *p != '\\')
        p++;
    if (*p == q) {
        uint32_t n = (uint32_t)(p - start - 1);
        uint16_t *s = arena_alloc(L->arena, (n + 1) * sizeof(uint16_t));
        if (!s) {
            lex_error(L, start, "out of memory");
            return;
        }
        for (uint32_t i = 0; i < n; i++)
            s[i] = (unsigned char)start[1 + i];
        t->str = s;
        t->str_len = n;
        t->kind = T_STR;
        L->cur = p + 1;
        return;
    }
    p = start + 1;
    L->buf_len = 0;
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (c == (unsigned char)q) {
            p++;
            break;
        }
        if (c == '\\') {
            L->str_tok = t;
            p = read_escape(L, p + 1, false);
            L->str_tok = NULL;
            if (!p)
                return;
            if (L->eof_in_token) {
                lex_error(L, start, "Invalid or unexpected token");
                return;
            }
            continue;
        }
        if (c == '\n' || c == '\r' || (c == 0 && at_end(L, p))) {
            /* not eof_in_token: a string cannot continue on the next REPL line */
            lex_error(L, start, "Invalid or unexpected token");
            return;
        }
        if (c < 0x80) {
            buf_push(L, c);
            p++;
        } else {
            int n;
            int32_t cp = lex_decode(L, (const unsigned char *)p, (const unsigned char *)L->src + L->len, &n);
            buf_push_cp(L, (uint32_t)cp);
            p += n;
        }
    }
    L->cur = p;
    t->kind = T_STR;
    buf_take(L, t);
}

/* Scans template characters from p (after '`' or '}') to the closing '`'
   or the next '${'. */
static void scan_template(Lexer *L, Token *t, const char *p, bool head)
{
    L->buf_len = 0;
    L->tmpl_tok = t;
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (c == '`') {
            p++;
            t->kind = head ? T_TEMPLATE_FULL : T_TEMPLATE_TAIL;
            break;
        }
        if (c == '$' && p[1] == '{') {
            p += 2;
            t->kind = head ? T_TEMPLATE_HEAD : T_TEMPLATE_MIDDLE;
            if (L->nbraces == L->cap_braces) {
                uint32_t cap = L->cap_braces ? L->cap_braces * 2 : 16;
                uint8_t *nb = realloc(L->braces, cap);
                if (!nb) {
                    lex_error(L, p, "out of memory");
                    return;
                }
                L->braces = nb;
                L->cap_braces = cap;
            }
            L->braces[L->nbraces++] = 1;
            break;
        }
        if (c == '\\') {
            p = read_escape(L, p + 1, true);
            if (!p)
                return;
            if (L->eof_in_token) {
                lex_error(L, p, "Unexpected end of input");
                return;
            }
            continue;
        }
        if (c == 0 && at_end(L, p)) {
            L->eof_in_token = true;
            lex_error(L, p, "Unexpected end of input");
            return;
        }
        if (c == '\r') {   /* CR and CRLF are cooked (and raw) as LF */
            p += p[1] == '\n' ? 2 : 1;
            newline(L, p);
            buf_push(L, '\n');
            continue;
        }
        if (c == '\n') {
            p++;
            newline(L, p);
            buf_push(L, '\n');
            continue;
        }
        if (c < 0x80) {
            buf_push(L, c);
            p++;
        } else {
            int n;
            int32_t cp = lex_decode(L, (const unsigned char *)p, (const unsigned char *)L->src + L->len, &n);
            if (cp == 0x2028 || cp == 0x2029)
                newline(L, p + n);
            buf_push_cp(L, (uint32_t)cp);
            p += n;
        }
    }
    L->cur = p;
    L->tmpl_tok = NULL;
    buf_take(L, t);
}

/* ---- numbers ------------------------------------------------------------------ */

static bool is_id_char_at(Lexer *L, const char *p)
{
    unsigned char c = (unsigned char)*p;
    if (c < 0x80)
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' ||
               (c >= '0' && c <= '9') || c == '\\';
    int n;
    int32_t cp = lex_decode(L, (const unsigned char *)p, (const unsigned char *)L->src + L->len, &n);
    return is_unicode_id_start(cp);
}

/* Digits with separators. Returns the end, or NULL after an error. Copies
   the digits (without '_') into out. */
static const char *scan_digits(Lexer *L, const char *p, int base, char *out, size_t *olen, size_t ocap, int *count)
{
    *count = 0;
    for (;;) {
        int c = (unsigned char)*p;
        if (c == '_') {
            if (*count == 0) {
                return p;   /* caller decides (e.g. "1._5") */
            }
            if (p[1] == '_') {
                lex_error(L, p + 1, "Only one underscore is allowed as numeric separator");
                return NULL;
            }
            int h = hexval((unsigned char)p[1]);
            if (h < 0 || h >= base) {
                lex_error(L, p, "Numeric separators are not allowed at the end of numeric literals");
                return NULL;
            }
            p++;
            continue;
        }
        int h = hexval(c);
        if (h < 0 || h >= base)
            return p;
        if (*olen + 1 < ocap)
            out[(*olen)++] = (char)c;
        (*count)++;
        p++;
    }
}

static void scan_number(Lexer *L, Token *t, const char *start)
{
    const char *p = start;
    char digits[512];
    size_t n = 0;
    int count;
    bool integer = true; /* no fraction or exponent: may take the n suffix */
    /* The common literal, a decimal integer of at most 15 digits with no
     * leading zero, separator, fraction, exponent or suffix, is below 2^53
     * and so exact as a double: it needs neither the digit copy nor strtod.
     * Whatever else follows the digits takes the general path below. */
    {
        const char *q = p;
        uint64_t v = 0;
        while (*q >= '0' && *q <= '9' && q - p < 16)
            v = v * 10 + (uint64_t)(*q++ - '0');
        if (q - p <= 15 && (p[0] != '0' || q == p + 1) && *q != '.' && !is_id_char_at(L, q)) {
            t->num = (double)v;
            t->kind = T_NUM;
            L->cur = q;
            return;
        }
    }
    if (p[0] == '0' && p[1] != 0 && strchr("xob", p[1] | 0x20)) {
        int base = (p[1] | 0x20) == 'x' ? 16 : (p[1] | 0x20) == 'o' ? 8 : 2;
        p = scan_digits(L, p + 2, base, digits, &n, sizeof digits, &count);
        if (!p)
            return;
        if (count == 0 || (hexval((unsigned char)*p) >= 0 && base != 16 && hexval((unsigned char)*p) < 10)) {
            lex_error(L, start, "Invalid or unexpected token");
            return;
        }
        double v = 0;
        for (size_t i = 0; i < n; i++)
            v = v * base + hexval((unsigned char)digits[i]);
        /* precise for < 2^53; longer literals round through strtod for hex */
        if (base == 16 && v >= 9007199254740992.0) {
            char tmp[520];
            snprintf(tmp, sizeof tmp, "0x%.*s", (int)n, digits);
            v = strtod(tmp, NULL);
        }
        t->num = v;
        goto suffix;
    }
    if (p[0] == '0' && p[1] >= '0' && p[1] <= '9') {
        /* LegacyOctalIntegerLiteral (010) or NonOctalDecimalIntegerLiteral
         * (08, 09.5): sloppy code only, no separators, no BigInt suffix */
        const char *q = p + 1;
        bool dec = false;
        while (*q >= '0' && *q <= '9') {
            if (*q >= '8')
                dec = true;
            q++;
        }
        t->legacy = dec ? "Decimals with leading zeros are not allowed in strict mode."
                        : "Octal literals are not allowed in strict mode.";
        t->legacy_line = L->tok_line;
        t->legacy_col = L->tok_col;
        if (!dec) {
            double v = 0;
            for (const char *d = p; d < q; d++)
                v = v * 8 + (*d - '0');
            t->num = v;
            p = q;
            if (*p == '_' || *p == 'n') {
                lex_error(L, p, "Invalid or unexpected token");
                return;
            }
            goto suffix;
        }
        if (*q == '_') {
            lex_error(L, q, "Invalid or unexpected token");
            return;
        }
        /* 08 / 09.5: a decimal literal once its leading zeros are skipped
         * (the digit run holds an 8 or 9, so a non-zero digit follows) */
        while (*p == '0')
            p++;
    }
    if (p[0] == '0' && p[1] == '_') {
        lex_error(L, p + 1, "Numeric separator can not be used after leading 0.");
        return;
    }
    if (*p != '.') {
        p = scan_digits(L, p, 10, digits, &n, sizeof digits, &count);
        if (!p)
            return;
    }
    if (*p == '.') {
        integer = false;
        digits[n++] = '.';
        p++;
        if (*p == '_') {
            lex_error(L, start, "Invalid or unexpected token");
            return;
        }
        p = scan_digits(L, p, 10, digits, &n, sizeof digits, &count);
        if (!p)
            return;
    }
    if ((*p | 0x20) == 'e') {
        const char *e = p;
        integer = false;
        digits[n++] = 'e';
        p++;
        if (*p == '+' || *p == '-')
            digits[n++] = *p++;
        if (*p == '_') {
            lex_error(L, start, "Invalid or unexpected token");
            return;
        }
        p = scan_digits(L, p, 10, digits, &n, sizeof digits, &count);
        if (!p)
            return;
        if (count == 0) {
            (void)e;
            lex_error(L, start, "Invalid or unexpected token");
            return;
        }
    }
    digits[n] = 0;
    t->num = strtod(digits, NULL);
suffix:
    if (*p == 'n') {
        /* BigInt: an integer without a legacy leading zero (01n, 08n are
         * errors), its digits kept whole (digits[] may truncate) */
        if (!integer || t->legacy) {
            lex_error(L, start, "Invalid or unexpected token");
            return;
        }
        char *s = arena_alloc(L->arena, (size_t)(p - start) + 1);
        if (!s) {
            lex_error(L, start, "out of memory");
            return;
        }
        size_t k = 0;
        for (const char *q = start; q < p; q++)
            if (*q != '_')
                s[k++] = *q;
        s[k] = 0;
        t->name = s;
        t->bigint = true;
        p++;
    }
    if (is_id_char_at(L, p)) {
        lex_error(L, start, "Invalid or unexpected token");
        return;
    }
    t->kind = T_NUM;
    L->cur = p;
}

/* ---- identifiers and keywords ---------------------------------------------- */

/* The reserved words (and the contextual ones the parser asks about),
 * by first letter: one switch and a compare or two per identifier. */
static TokenKind keyword_kind(const char *s, size_t n)
{
#define KW(lit, tok)                                          \
    if (n == sizeof lit - 1 && memcmp(s, lit, sizeof lit - 1) == 0) \
        return tok
    if (n < 2 || n > 10)
        return T_IDENT;
    switch (s[0]) {
    case 'a':
        KW("await", T_AWAIT);
        break;
    case 'b':
        KW("break", T_BREAK);
        break;
    case 'c':
        KW("case", T_CASE);
        KW("catch", T_CATCH);
        KW("class", T_CLASS);
        KW("const", T_CONST);
        KW("continue", T_CONTINUE);
        break;
    case 'd':
        KW("debugger", T_DEBUGGER);
        KW("default", T_DEFAULT);
        KW("delete", T_DELETE);
        KW("do", T_DO);
        break;
    case 'e':
        KW("else", T_ELSE);
        KW("export", T_EXPORT);
        KW("extends", T_EXTENDS);
        KW("enum", T_ENUM);
        break;
    case 'f':
        KW("false", T_FALSE);
        KW("finally", T_FINALLY);
        KW("for", T_FOR);
        KW("function", T_FUNCTION);
        break;
    case 'i':
        KW("if", T_IF);
        KW("import", T_IMPORT);
        KW("in", T_IN);
        KW("instanceof", T_INSTANCEOF);
        KW("implements", T_IMPLEMENTS);
        KW("interface", T_INTERFACE);
        break;
    case 'l':
        KW("let", T_LET);
        break;
    case 'n':
        KW("new", T_NEW);
        KW("null", T_NULL);
        break;
    case 'p':
        KW("package", T_PACKAGE);
        KW("private", T_PRIVATE);
        KW("protected", T_PROTECTED);
        KW("public", T_PUBLIC);
        break;
    case 'r':
        KW("return", T_RETURN);
        break;
    case 's':
        KW("super", T_SUPER);
        KW("switch", T_SWITCH);
        KW("static", T_STATIC);
        break;
    case 't':
        KW("this", T_THIS);
        KW("throw", T_THROW);
        KW("true", T_TRUE);
        KW("try", T_TRY);
        KW("typeof", T_TYPEOF);
        break;
    case 'v':
        KW("var", T_VAR);
        KW("void", T_VOID);
        break;
    case 'w':
        KW("while", T_WHILE);
        KW("with", T_WITH);
        break;
    case 'y':
        KW("yield", T_YIELD);
        break;
    default:
        break;
    }
#undef KW
    return T_IDENT;
}

/* ASCII identifier parts: [A-Za-z0-9_$] */
static const uint8_t ascii_id_part[256] = {
    ['$'] = 1, ['_'] = 1,
    ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1,
    ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1,
    ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1,
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1,
    ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1,
    ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
};

static void scan_ident_slow(Lexer *L, Token *t, const char *start);

static void scan_ident(Lexer *L, Token *t, const char *start)
{
    const char *p = start;
    /* fast path: pure ASCII */
    while (ascii_id_part[(unsigned char)*p])
        p++;
    if ((unsigned char)*p >= 0x80 || *p == '\\') {
        scan_ident_slow(L, t, start);
        return;
    }
    size_t n = (size_t)(p - start);
    L->cur = p;
    /* a keyword's name is its static spelling: only other names are stored */
    TokenKind k = keyword_kind(start, n);
    t->kind = k;
    if (k != T_IDENT) {
        t->name = tok_names[k];
        return;
    }
    char *s = arena_alloc(L->arena, n + 1);
    if (!s) {
        lex_error(L, start, "out of memory");
        return;
    }
    /* most names are short: a loop costs less than the call to memcpy */
    if (n <= 16) {
        for (size_t i = 0; i < n; i++)
            s[i] = start[i];
    } else {
        memcpy(s, start, n);
    }
    t->name = s;
}

/* An identifier with an escape or a non-ASCII letter: decoded and
 * re-encoded into UTF-8. */
static __attribute__((noinline)) void scan_ident_slow(Lexer *L, Token *t, const char *start)
{
    bool escaped = false;
    size_t cap = 64, n = 0;
    const char *q = start;
    char *out = malloc(cap);
    if (!out) {
        lex_error(L, start, "out of memory");
        return;
    }
    for (;;) {
        unsigned char c = (unsigned char)*q;
        int32_t cp;
        int len;
        if (c == '\\') {
            const char *e;
            if (q[1] != 'u') {
                lex_error(L, q, "Invalid or unexpected token");
                goto fail;
            }
            cp = read_unicode_escape(q + 2, &e);
            if (cp < 0 || !(q == start ? is_unicode_id_start(cp) : is_unicode_id_part(cp))) {
                lex_error(L, cp < 0 ? e : q, cp < 0 ? "Invalid Unicode escape sequence" : "Invalid or unexpected token");
                goto fail;
            }
            escaped = true;
            q = e;
        } else if (c < 0x80) {
            if (!is_unicode_id_part(c))
                break;
            cp = c;
            q++;
        } else {
            cp = lex_decode(L, (const unsigned char *)q, (const unsigned char *)L->src + L->len, &len);
            if (!is_unicode_id_part(cp)) {
                if (!uni_is_js_white_space_noalloc((uint32_t)cp)) {
                    if (!(cp == 0x2028 || cp == 0x2029)) {
                        lex_error(L, q, "Invalid or unexpected token");
                        goto fail;
                    }
                }
                break;
            }
            q += len;
        }
        if (n + 5 >= cap) {
            cap *= 2;
            char *no = realloc(out, cap);
            if (!no) {
                lex_error(L, q, "out of memory");
                goto fail;
            }
            out = no;
        }
        if (cp < 0x80) out[n++] = (char)cp;
        else if (cp < 0x800) { out[n++] = (char)(0xC0 | (cp >> 6)); out[n++] = (char)(0x80 | (cp & 0x3F)); }
        else if (cp < 0x10000) { out[n++] = (char)(0xE0 | (cp >> 12)); out[n++] = (char)(0x80 | ((cp >> 6) & 0x3F)); out[n++] = (char)(0x80 | (cp & 0x3F)); }
        else { out[n++] = (char)(0xF0 | (cp >> 18)); out[n++] = (char)(0x80 | ((cp >> 12) & 0x3F)); out[n++] = (char)(0x80 | ((cp >> 6) & 0x3F)); out[n++] = (char)(0x80 | (cp & 0x3F)); }
    }
    {
        char *s = arena_alloc(L->arena, n + 1);
        if (!s) {
            lex_error(L, start, "out of memory");
            goto fail;
        }
        memcpy(s, out, n);
        t->name = s;
        /* An escaped word is never a keyword, but it is still an
         * IdentifierName (a property name may be spelled `bre\u0061k`): it
         * scans as T_IDENT and `word` keeps the keyword it spells, for the
         * parser's check where an Identifier is required
         * (parse_check_escaped_word). */
        t->kind = keyword_kind(s, n);
        t->escaped = escaped;
        t->word = t->kind;
        if (escaped)
            t->kind = T_IDENT;
        L->cur = q;
    }
fail:
    free(out);
}

/* ---- regex literal ------------------------------------------------------------ */

/* U+2028 or U+2029 (a LineTerminator) starts at p, in UTF-8. */
static bool at_ls_ps(const char *p)
{
    return (unsigned char)p[0] == 0xE2 && (unsigned char)p[1] == 0x80 &&
           ((unsigned char)p[2] == 0xA8 || (unsigned char)p[2] == 0xA9);
}

static void scan_regex(Lexer *L, Token *t, const char *start)
{
    const char *p = start + 1;
    bool cls = false;
    /* a literal ends at its line: no LineTerminator, escaped or not */
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (c == '\n' || c == '\r' || (c == 0 && at_end(L, p)) || at_ls_ps(p)) {
            lex_error(L, start, "Invalid regular expression: missing /");
            return;
        }
        if (c == '\\') {
            p++;
            if (*p == '\n' || *p == '\r' || (*p == 0 && at_end(L, p)) || at_ls_ps(p))
                continue;
            p++;
            continue;
        }
        if (c == '[') cls = true;
        else if (c == ']') cls = false;
        else if (c == '/' && !cls) break;
        p++;
    }
    size_t plen = (size_t)(p - start - 1);
    char *pat = arena_alloc(L->arena, plen + 1);
    if (!pat) {
        lex_error(L, start, "out of memory");
        return;
    }
    memcpy(pat, start + 1, plen);
    p++;
    const char *f = p;
    while (is_id_char_at(L, p) && *p != '\\' && (unsigned char)*p < 0x80)
        p++;
    char *flags = arena_alloc(L->arena, (size_t)(p - f) + 1);
    if (!flags) {
        lex_error(L, start, "out of memory");
        return;
    }
    memcpy(flags, f, (size_t)(p - f));
    t->kind = T_REGEX;
    t->name = pat;
    t->str_len = (uint32_t)plen;
    t->flags = flags;
    L->cur = p;
}

/* The parser found '/' or '/=' where an expression starts (e.g. after
   `if (x)`), which the previous-token rule took for division: rescan it. */
void lex_rescan_regex(Lexer *L, Token *t)
{
    const char *start = L->src + t->start;
    bool nl = t->nl_before;
    uint32_t line = t->line, col = t->col;
    L->cur = start;
    memset(t, 0, sizeof *t);
    scan_regex(L, t, start);
    t->nl_before = nl;
    t->line = line;
    t->col = col;
    t->start = (uint32_t)(start - L->src);
    t->end = (uint32_t)(L->cur - L->src);
    if (L->failed)
        t->kind = T_ERROR;
    L->prev = t->kind;
}

static bool regex_allowed(TokenKind prev)
{
    switch (prev) {
    case T_IDENT: case T_NUM: case T_STR: case T_TEMPLATE_FULL: case T_TEMPLATE_TAIL:
    case T_RPAREN: case T_RBRACKET: case T_RBRACE: case T_THIS: case T_SUPER:
    case T_NULL: case T_TRUE: case T_FALSE: case T_REGEX: case T_INC: case T_DEC:
        return false;
    default:
        /* contextual keywords used as identifiers behave like identifiers */
        if (prev == T_LET || prev == T_STATIC || prev == T_AWAIT || prev == T_YIELD)
            return false;
        return true;
    }
}

/* The end of a single-line comment whose text starts at p: the next line
   terminator (not consumed) or the end of the input. */
static const char *line_comment_end(const Lexer *L, const char *p)
{
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (c == '\n' || c == '\r' || (c == 0 && at_end(L, p)))
            return p;
        if (c == 0xE2 && (unsigned char)p[1] == 0x80 &&
            ((unsigned char)p[2] == 0xA8 || (unsigned char)p[2] == 0xA9))
            return p;
        p++;
    }
}

/* ---- the main scanner ----------------------------------------------------------- */

#define TK(k) do { kind = (k); goto done; } while (0)

/* Every field of a Token, by name: separate stores the compiler merges,
 * where a memset of the struct compiles to `rep stos`, whose start-up costs
 * more than the whole clear. The assertion catches a field added to Token
 * without a line here. */
_Static_assert(sizeof(Token) == 64, "token_clear clears every field of Token");

static inline void token_clear(Token *t)
{
    t->kind = t->word = T_EOF; /* 0, the value every field starts from */
    t->nl_before = t->escaped = t->bigint = t->demoted = false;
    t->start = t->end = t->line = t->col = t->str_len = 0;
    t->num = 0;                /* and str, flags: one union */
    t->name = NULL;
    t->legacy = NULL;          /* and bad_escape, its lines and columns */
    t->legacy_line = t->legacy_col = 0;
}

void lex_next(Lexer *L, Token *t)
{
    L->tmpl_tok = NULL;
    token_clear(t);
    const char *cur = L->cur, *mar, *start;
    TokenKind kind = T_ERROR;
    if (L->failed) {
        t->kind = T_ERROR;
        return;
    }
loop:
    start = cur;
    t->line = L->tok_line = L->line;
    t->col = L->tok_col = (uint32_t)(start - L->line_start) + 1;
    /*!re2c
      re2c:define:YYCTYPE = "unsigned char";
      re2c:define:YYCURSOR = cur;
      re2c:define:YYMARKER = mar;
      re2c:yyfill:enable = 0;

      "\x00" {
          if (at_end(L, start)) { cur = start; TK(T_EOF); }
          lex_error(L, start, "Invalid or unexpected token"); goto fail;
      }
      [ \t\v\f]+ { goto loop; }
      "\r\n" | "\n" | "\r" | "\xe2\x80\xa8" | "\xe2\x80\xa9" { t->nl_before = true; newline(L, cur); goto loop; }
      "//" { cur = line_comment_end(L, cur); goto loop; }
      "<!--" {
          /* SingleLineHTMLOpenComment (B.1.1), scripts only */
          if (L->module) { cur = start + 1; TK(T_LT); }
          cur = line_comment_end(L, cur); goto loop;
      }
      "-->" {
          /* HTMLCloseComment (B.1.1): only first on its line (after nothing
             but white space and comments) or first in the input; elsewhere
             `a-->b` is `a-- > b` */
          if (!(t->nl_before || L->first)) { cur = start + 2; TK(T_DEC); }
          /* in a module, `--` there could only be a prefix operator, and
             `>` cannot follow one: V8's message for the SyntaxError */
          if (L->module) { lex_error(L, start, "HTML comments are not allowed in modules"); goto fail; }
          cur = line_comment_end(L, cur); goto loop;
      }
      "/*" {
          for (;;) {
              unsigned char c = (unsigned char)*cur;
              if (c == '*' && cur[1] == '/') { cur += 2; break; }
              if (c == 0 && at_end(L, cur)) {
                  L->eof_in_token = true;
                  lex_error(L, start, "Invalid or unexpected token"); goto fail;
              }
              if (c == '\n' || (c == '\r' && cur[1] != '\n')) { t->nl_before = true; newline(L, cur + 1); }
              else if (c == 0xE2 && (unsigned char)cur[1] == 0x80 && ((unsigned char)cur[2] == 0xA8 || (unsigned char)cur[2] == 0xA9)) { t->nl_before = true; newline(L, cur + 3); cur += 2; }
              cur++;
          }
          goto loop;
      }
      "/"  { if (regex_allowed(L->prev)) { L->cur = start; scan_regex(L, t, start); goto scanned; } TK(T_SLASH); }
      "/=" { if (regex_allowed(L->prev)) { L->cur = start; scan_regex(L, t, start); goto scanned; } TK(T_SLASH_ASSIGN); }
      "(" { TK(T_LPAREN); }
      ")" { TK(T_RPAREN); }
      "[" { TK(T_LBRACKET); }
      "]" { TK(T_RBRACKET); }
      "{" {
          if (L->nbraces == L->cap_braces) {
              uint32_t cap = L->cap_braces ? L->cap_braces * 2 : 16;
              uint8_t *nb = realloc(L->braces, cap);
              if (!nb) { lex_error(L, start, "out of memory"); goto fail; }
              L->braces = nb; L->cap_braces = cap;
          }
          L->braces[L->nbraces++] = 0;
          TK(T_LBRACE);
      }
      "}" {
          if (L->nbraces > 0 && L->braces[--L->nbraces] == 1) {
              L->cur = cur; scan_template(L, t, cur, false); goto scanned;
          }
          TK(T_RBRACE);
      }
      ";" { TK(T_SEMI); }
      "," { TK(T_COMMA); }
      "." { if (*cur >= '0' && *cur <= '9') { L->cur = start; scan_number(L, t, start); goto scanned; } TK(T_DOT); }
      "..." { TK(T_ELLIPSIS); }
      "?" { TK(T_QUESTION); }
      "?." { if (*cur >= '0' && *cur <= '9') { cur--; TK(T_QUESTION); } TK(T_QDOT); }
      ":" { TK(T_COLON); }
      "=>" { TK(T_ARROW); }
      "+" { TK(T_PLUS); }
      "-" { TK(T_MINUS); }
      "*" { TK(T_STAR); }
      "%" { TK(T_PERCENT); }
      "**" { TK(T_POW); }
      "++" { TK(T_INC); }
      "--" { TK(T_DEC); }
      "<" { TK(T_LT); }
      ">" { TK(T_GT); }
      "<=" { TK(T_LE); }
      ">=" { TK(T_GE); }
      "==" { TK(T_EQ); }
      "!=" { TK(T_NE); }
      "===" { TK(T_SEQ); }
      "!==" { TK(T_SNE); }
      "<<" { TK(T_SHL); }
      ">>" { TK(T_SAR); }
      ">>>" { TK(T_SHR); }
      "&" { TK(T_BITAND); }
      "|" { TK(T_BITOR); }
      "^" { TK(T_BITXOR); }
      "~" { TK(T_BITNOT); }
      "!" { TK(T_NOT); }
      "&&" { TK(T_AND); }
      "||" { TK(T_OR); }
      "??" { TK(T_NULLISH); }
      "=" { TK(T_ASSIGN); }
      "+=" { TK(T_PLUS_ASSIGN); }
      "-=" { TK(T_MINUS_ASSIGN); }
      "*=" { TK(T_STAR_ASSIGN); }
      "%=" { TK(T_PERCENT_ASSIGN); }
      "**=" { TK(T_POW_ASSIGN); }
      "<<=" { TK(T_SHL_ASSIGN); }
      ">>=" { TK(T_SAR_ASSIGN); }
      ">>>=" { TK(T_SHR_ASSIGN); }
      "&=" { TK(T_BITAND_ASSIGN); }
      "|=" { TK(T_BITOR_ASSIGN); }
      "^=" { TK(T_BITXOR_ASSIGN); }
      "&&=" { TK(T_AND_ASSIGN); }
      "||=" { TK(T_OR_ASSIGN); }
      "??=" { TK(T_NULLISH_ASSIGN); }
      "@" { TK(T_AT); }
      "#" / [a-zA-Z_$\\\x80-\xff] { TK(T_HASH); }
      [0-9] { L->cur = start; scan_number(L, t, start); goto scanned; }
      [a-zA-Z_$\\] { L->cur = start; scan_ident(L, t, start); goto scanned; }
      ["'] { L->cur = start; scan_string(L, t, start); goto scanned; }
      "`" { L->cur = start; scan_template(L, t, cur, true); goto scanned; }
      [\x80-\xff] {
          int n;
          int32_t cp = lex_decode(L, (const unsigned char *)start, (const unsigned char *)L->src + L->len, &n);
          if (uni_is_js_white_space_noalloc((uint32_t)cp)) { cur = start + n; goto loop; }
          if (is_unicode_id_start(cp)) { L->cur = start; scan_ident(L, t, start); goto scanned; }
          lex_error(L, start, "Invalid or unexpected token"); goto fail;
      }
      * { lex_error(L, start, "Invalid or unexpected token"); goto fail; }
    */
done:
    t->kind = kind;
    L->cur = cur;
scanned:
    /* position the token at its start; a multi-line token's line is its first */
    if (L->failed)
        goto fail;
    t->start = (uint32_t)(start - L->src);
    t->end = (uint32_t)(L->cur - L->src);
    L->prev = t->kind;
    L->first = false;
    return;
fail:
    t->kind = T_ERROR;
    t->start = (uint32_t)(start - L->src);
    t->end = t->start;
    L->prev = T_ERROR;
}
