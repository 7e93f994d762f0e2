/* compiler/parser_regexp.c — regular expression literals: the token's
 * pattern (UTF-8 source text) becomes an N_REGEXP node holding it as UTF-16,
 * after the regex compiler has checked it, so a bad literal is an early
 * SyntaxError with node's text ("Invalid regular expression: /(/: Unterminated
 * group", "Invalid regular expression flags"), as in V8.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parser_int.h"
#include "../regex/rx.h"

/* A regex literal's source text to UTF-16 units in the arena, decoded as the
 * lexer decodes all source text (lex_decode: ill-formed UTF-8 is U+FFFD,
 * a lone surrogate of eval code is itself). */
static uint16_t *to_utf16(Parser *p, const char *s, size_t n, uint32_t *out_len)
{
    uint16_t *u = (uint16_t *)(void *)parse_alloc_str(p, 2 * n + 2);
    if (!u)
        return NULL;
    uint32_t k = 0;
    const unsigned char *q = (const unsigned char *)s, *end = q + n;
    while (q < end) {
        int len;
        uint32_t c = (uint32_t)lex_decode(&p->lex, q, end, &len);
        q += len;
        if (c >= 0x10000) {
            u[k++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
            u[k++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            u[k++] = (uint16_t)c;
        }
    }
    *out_len = k;
    return u;
}

Node *parse_regexp(Parser *p, const Token *t)
{
    uint16_t f16[16];
    size_t fl = strlen(t->flags);
    for (size_t i = 0; i < fl && i < 16; i++)
        f16[i] = (uint8_t)t->flags[i];
    int flags = fl > 8 ? -1 : rx_parse_flags(f16, (uint32_t)fl);
    if (flags < 0) {
        parse_error_at(p, t->line, t->col, "Invalid regular expression flags");
        return NULL;
    }
    Node *n = parse_node(p, N_REGEXP);
    if (!n)
        return NULL;
    n->str = to_utf16(p, t->name, t->str_len, &n->str_len); /* a NUL is a pattern character */
    n->name = parse_alloc_str(p, fl);
    if (!n->str || !n->name) {
        parse_error_at(p, t->line, t->col, "out of memory");
        return NULL;
    }
    memcpy((char *)n->name, t->flags, fl + 1);
    char err[128];
    if (rx_check(n->str, n->str_len, (unsigned)flags, err, sizeof err) < 0) {
        char msg[512];
        if (strlen(t->name) > 100)
            snprintf(msg, sizeof msg, "Invalid regular expression: /%.100s.../%s: %s", t->name, t->flags, err);
        else
            snprintf(msg, sizeof msg, "Invalid regular expression: /%s/%s: %s", t->name, t->flags, err);
        parse_error_at(p, t->line, t->col, "%s", msg);
        return NULL;
    }
    return n;
}
