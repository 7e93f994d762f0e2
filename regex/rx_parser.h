/* regex/rx_parser.h — the parser's state, shared by the pattern parser
 * (rx_parse.c) and the v-mode class parser (rx_vclass.c). Not part of the
 * engine's API.
 */
#ifndef TARN_RX_PARSER_H
#define TARN_RX_PARSER_H

#include "rx_node.h"

/* Nesting (groups, and nested classes under v) beyond which a pattern is
 * "Regular expression too large": counted, so no pattern can exhaust the C
 * stack here or in the emitter. */
#define RX_MAX_DEPTH 1000

/* An alternative of a disjunction: which disjunction, and the alternative
 * it sits in (-1 at the top). Two groups can both take part in a match
 * unless, below the innermost alternative holding both, they are in
 * different alternatives of one disjunction: that is when a name may be
 * used twice. */
typedef struct RxAlt {
    int32_t parent;
    uint32_t disj;
} RxAlt;

typedef struct Parser {
    const uint16_t *s;
    uint32_t len, i;
    bool u, v, icase, has_named, failed;
    bool backward;          /* inside a lookbehind (and not a lookahead within it) */
    uint32_t total_groups;  /* from the pre-scan */
    uint32_t ncap;          /* groups numbered so far (group 0 included) */
    RxTree *t;
    RxAlt *alts;            /* every alternative parsed so far */
    uint32_t nalts, capalts, ndisj;
    int32_t cur_alt;        /* the alternative being parsed */
    int depth;
    char *err;
    size_t errcap;
} Parser;

/* Record the first error (node's reason text); returns NULL. */
void *rx_fail(Parser *p, const char *msg);
/* A new tree node, or NULL with "out of memory" recorded. */
RxNode *rx_pnode(Parser *p, int kind);

static inline bool rx_at_end(const Parser *p) { return p->i >= p->len; }
static inline uint32_t rx_peek(const Parser *p) { return p->i < p->len ? p->s[p->i] : 0xFFFFFFFFu; }
static inline uint32_t rx_peek_at(const Parser *p, uint32_t k)
{
    return p->i + k < p->len ? p->s[p->i + k] : 0xFFFFFFFFu;
}

/* Next source character: a code point with u (pairs combined), else a unit. */
static inline uint32_t rx_next_char(Parser *p)
{
    uint32_t c = p->s[p->i++];
    if (p->u && c >= 0xD800 && c <= 0xDBFF && p->i < p->len && p->s[p->i] >= 0xDC00 && p->s[p->i] <= 0xDFFF)
        c = 0x10000 + ((c - 0xD800) << 10) + (p->s[p->i++] - 0xDC00);
    return c;
}

/* A character escape after the backslash (e is the escape's letter, already
 * read): 1 with *out, 0 not a character escape, -1 error recorded. */
int rx_char_escape(Parser *p, uint32_t e, bool in_class, uint32_t *out);
/* At the '{' of \p{...}: the name and (when there is an '=') the value,
 * NUL-terminated in 64-byte buffers. 0, or -1 with node's reason recorded. */
int rx_property_name(Parser *p, char name[64], char value[64], bool *has_value, bool in_class);

/* v mode: a class after its '[' (to its ']'), or the \p{...} / \P{...} atom
 * after the letter: a CLASS node, or an ALT of strings and a CLASS when the
 * set holds strings. NULL on error (recorded). */
RxNode *rx_vclass(Parser *p);
RxNode *rx_vproperty(Parser *p, bool neg);

#endif
