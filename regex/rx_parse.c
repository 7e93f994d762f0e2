/* regex/rx_parse.c — the ECMAScript pattern parser (ES2018+, with Annex B's
 * web-compatibility grammar when the u flag is absent) into a small tree
 * (rx_node.h), with V8's SyntaxError reasons.
 *
 * Errors are reported in source order, like V8, except that a named
 * backreference to a group that does not exist is only known at the end
 * ("Invalid named capture referenced"). Nesting is counted (RX_MAX_DEPTH)
 * so a deep pattern cannot exhaust the C stack here or in the emitter.
 */
#include <stdio.h>
#include <stdlib.h>

#include "rx_parser.h"
#include "../unicode/unicode.h"

void *rx_fail(Parser *p, const char *msg)
{
    if (!p->failed) {
        p->failed = true;
        snprintf(p->err, p->errcap, "%s", msg);
    }
    return NULL;
}

RxNode *rx_node_new(RxTree *t, int kind)
{
    RxNode *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->kind = kind;
    n->all_next = t->all;
    t->all = n;
    return n;
}

void rx_tree_free(RxTree *t)
{
    for (RxNode *n = t->all, *nx; n; n = nx) {
        nx = n->all_next;
        rx_ranges_free(&n->cls);
        free(n->name);
        free(n);
    }
    for (uint32_t i = 0; i < t->nnames; i++)
        free(t->names[i].name);
    free(t->names);
    t->all = NULL;
}

RxNode *rx_pnode(Parser *p, int kind)
{
    RxNode *n = rx_node_new(p->t, kind);
    if (!n)
        return rx_fail(p, "out of memory");
    return n;
}

static bool is_hi(uint32_t c) { return c >= 0xD800 && c <= 0xDBFF; }
static bool is_lo(uint32_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

static int hexval(uint32_t c)
{
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
        return (int)((c | 0x20) - 'a' + 10);
    return -1;
}

/* ---- pre-scan: count capture groups and see whether any is named --------- */

static void prescan(Parser *p)
{
    bool cls = false;
    for (uint32_t i = 0; i < p->len; i++) {
        uint16_t c = p->s[i];
        if (c == '\\') {
            i++;
        } else if (cls) {
            if (c == ']')
                cls = false;
        } else if (c == '[') {
            cls = true;
        } else if (c == '(') {
            if (i + 1 < p->len && p->s[i + 1] == '?') {
                if (i + 2 < p->len && p->s[i + 2] == '<' && i + 3 < p->len && p->s[i + 3] != '=' &&
                    p->s[i + 3] != '!') {
                    p->total_groups++;
                    p->has_named = true;
                }
            } else {
                p->total_groups++;
            }
        }
    }
}

/* ---- group names ------------------------------------------------------------ */

/* RegExpIdentifierName: ID_Start / ID_Continue (the Unicode module's, as
 * the lexer's), with $ and _, and ZWNJ / ZWJ inside. */
static bool id_start(uint32_t c)
{
    if (c < 128)
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_';
    return uni_is_id_start_noalloc(c);
}
static bool id_part(uint32_t c)
{
    if (c < 128)
        return id_start(c) || (c >= '0' && c <= '9');
    return uni_is_id_continue_noalloc(c) || c == 0x200C || c == 0x200D;
}

/* After '<': parse a RegExpIdentifierName and the closing '>' into a
 * malloc'd UTF-16 name. NULL on error (reported). */
static uint16_t *parse_group_name(Parser *p, uint32_t *out_len)
{
    uint32_t cap = 16, n = 0;
    uint16_t *b = malloc(cap * sizeof *b);
    if (!b)
        return rx_fail(p, "out of memory");
    for (;;) {
        if (rx_at_end(p))
            goto bad;
        uint32_t c = p->s[p->i];
        if (c == '>') {
            p->i++;
            break;
        }
        /* names always read code points, with or without u */
        p->i++;
        if (is_hi(c) && p->i < p->len && is_lo(p->s[p->i]))
            c = 0x10000 + ((c - 0xD800) << 10) + (p->s[p->i++] - 0xDC00);
        if (c == '\\') {
            if (rx_peek(p) != 'u')
                goto bad;
            p->i++;
            if (rx_peek(p) == '{') {
                p->i++;
                uint32_t v = 0;
                int digits = 0;
                while (hexval(rx_peek(p)) >= 0) {
                    v = v * 16 + (uint32_t)hexval(rx_peek(p));
                    p->i++;
                    if (v > 0x10FFFF)
                        goto bad;
                    digits++;
                }
                if (!digits || rx_peek(p) != '}')
                    goto bad;
                p->i++;
                c = v;
            } else {
                uint32_t v = 0;
                for (int k = 0; k < 4; k++) {
                    int h = hexval(rx_peek(p));
                    if (h < 0)
                        goto bad;
                    v = v * 16 + (uint32_t)h;
                    p->i++;
                }
                if (is_hi(v) && rx_peek(p) == '\\' && rx_peek_at(p, 1) == 'u') {
                    uint32_t save = p->i, w = 0;
                    p->i += 2;
                    int k = 0;
                    for (; k < 4 && hexval(rx_peek(p)) >= 0; k++, p->i++)
                        w = w * 16 + (uint32_t)hexval(rx_peek(p));
                    if (k == 4 && is_lo(w))
                        v = 0x10000 + ((v - 0xD800) << 10) + (w - 0xDC00);
                    else
                        p->i = save;
                }
                c = v;
            }
        }
        if (!(n == 0 ? id_start(c) : id_part(c)) || is_hi(c) || is_lo(c))
            goto bad;
        if (n + 2 > cap) {
            cap *= 2;
            uint16_t *nb = realloc(b, cap * sizeof *b);
            if (!nb) {
                free(b);
                return rx_fail(p, "out of memory");
            }
            b = nb;
        }
        if (c >= 0x10000) {
            b[n++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
            b[n++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            b[n++] = (uint16_t)c;
        }
    }
    if (n == 0)
        goto bad;
    *out_len = n;
    return b;
bad:
    free(b);
    return rx_fail(p, "Invalid capture group name");
}

static int find_name(RxTree *t, const uint16_t *name, uint32_t len)
{
    for (uint32_t i = 0; i < t->nnames; i++)
        if (t->names[i].len == len && !memcmp(t->names[i].name, name, len * 2))
            return (int)t->names[i].group;
    return -1;
}

/* ---- escapes ------------------------------------------------------------------ */

/* \u after the 'u': 0 and *out on success, -1 not an escape (p->i unchanged). */
static int parse_unicode_escape(Parser *p, uint32_t *out)
{
    uint32_t save = p->i;
    if (p->u && rx_peek(p) == '{') {
        p->i++;
        uint32_t v = 0;
        int digits = 0;
        while (hexval(rx_peek(p)) >= 0) {
            v = v * 16 + (uint32_t)hexval(rx_peek(p));
            p->i++;
            digits++;
            if (v > 0x10FFFF) {
                p->i = save;
                return -1;
            }
        }
        if (!digits || rx_peek(p) != '}') {
            p->i = save;
            return -1;
        }
        p->i++;
        *out = v;
        return 0;
    }
    uint32_t v = 0;
    for (int k = 0; k < 4; k++) {
        int h = hexval(rx_peek(p));
        if (h < 0) {
            p->i = save;
            return -1;
        }
        v = v * 16 + (uint32_t)h;
        p->i++;
    }
    if (p->u && is_hi(v) && rx_peek(p) == '\\' && rx_peek_at(p, 1) == 'u') {
        uint32_t s2 = p->i, w = 0;
        p->i += 2;
        int k = 0;
        for (; k < 4 && hexval(rx_peek(p)) >= 0; k++, p->i++)
            w = w * 16 + (uint32_t)hexval(rx_peek(p));
        if (k == 4 && is_lo(w))
            v = 0x10000 + ((v - 0xD800) << 10) + (w - 0xDC00);
        else
            p->i = s2;
    }
    *out = v;
    return 0;
}

static bool is_syntax_char(uint32_t c)
{
    return c < 128 && strchr("^$\\.*+?()[]{}|/", (int)c) && c != 0;
}

int rx_property_name(Parser *p, char name[64], char value[64], bool *has_value, bool in_class)
{
    const char *msg = in_class ? "Invalid property name in character class" : "Invalid property name";
    if (rx_peek(p) != '{') {
        rx_fail(p, msg);
        return -1;
    }
    p->i++;
    size_t nn = 0, nv = 0;
    bool eq = false;
    for (;;) {
        uint32_t c = rx_peek(p);
        if (c == 0xFFFFFFFFu) {
            rx_fail(p, msg);
            return -1;
        }
        p->i++;
        if (c == '}')
            break;
        if (c == '=' && !eq) {
            eq = true;
            continue;
        }
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) {
            rx_fail(p, msg);
            return -1;
        }
        if (eq ? nv >= 63 : nn >= 63) {
            rx_fail(p, msg);
            return -1;
        }
        if (eq)
            value[nv++] = (char)c;
        else
            name[nn++] = (char)c;
    }
    name[nn] = 0;
    value[nv] = 0;
    *has_value = eq;
    if (!nn || (eq && !nv)) {
        rx_fail(p, msg);
        return -1;
    }
    return 0;
}

/* \p{...} / \P{...} after the letter (u mode). */
static int parse_property(Parser *p, RxRanges *set, bool neg, bool in_class)
{
    char name[64], value[64];
    bool eq;
    if (rx_property_name(p, name, value, &eq, in_class) < 0)
        return -1;
    int r = rx_ranges_property(set, name, eq ? value : NULL, neg);
    if (r < 0) {
        rx_fail(p, "out of memory");
        return -1;
    }
    if (r == 0) {
        rx_fail(p, in_class ? "Invalid property name in character class" : "Invalid property name");
        return -1;
    }
    return 0;
}

/* A character escape (after the backslash) that yields one character, shared
 * by atoms and classes. Returns 1 with *out, 0 when the escape is not a
 * character escape (the caller handles it), -1 on error. */
int rx_char_escape(Parser *p, uint32_t c, bool in_class, uint32_t *out)
{
    switch (c) {
    case 'f': *out = '\f'; return 1;
    case 'n': *out = '\n'; return 1;
    case 'r': *out = '\r'; return 1;
    case 't': *out = '\t'; return 1;
    case 'v': *out = '\v'; return 1;
    case 'c': {
        uint32_t d = rx_peek(p);
        if ((d | 0x20) >= 'a' && (d | 0x20) <= 'z') {
            p->i++;
            *out = d % 32;
            return 1;
        }
        if (!p->u && in_class && ((d >= '0' && d <= '9') || d == '_')) {
            p->i++;
            *out = d % 32;
            return 1;
        }
        if (p->u) {
            rx_fail(p, "Invalid Unicode escape");
            return -1;
        }
        /* Annex B: "\c" is a backslash, and the 'c' is read again */
        p->i--;
        *out = '\\';
        return 1;
    }
    case 'x': {
        int a = hexval(rx_peek(p)), b = hexval(rx_peek_at(p, 1));
        if (a >= 0 && b >= 0) {
            p->i += 2;
            *out = (uint32_t)(a * 16 + b);
            return 1;
        }
        if (p->u) {
            rx_fail(p, "Invalid escape");
            return -1;
        }
        *out = 'x';
        return 1;
    }
    case 'u':
        if (parse_unicode_escape(p, out) == 0)
            return 1;
        if (p->u) {
            rx_fail(p, "Invalid Unicode escape");
            return -1;
        }
        *out = 'u';
        return 1;
    case '0':
        if (!(rx_peek(p) >= '0' && rx_peek(p) <= '9')) {
            *out = 0;
            return 1;
        }
        if (p->u) {
            rx_fail(p, "Invalid decimal escape");
            return -1;
        }
        /* legacy octal */
        /* fallthrough */
    case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        if (p->u) {
            rx_fail(p, in_class ? "Invalid decimal escape" : "Invalid escape");
            return -1;
        } else {
            uint32_t v = c - '0';
            if (rx_peek(p) >= '0' && rx_peek(p) <= '7') {
                v = v * 8 + (rx_peek(p) - '0');
                p->i++;
                if (c <= '3' && rx_peek(p) >= '0' && rx_peek(p) <= '7') {
                    v = v * 8 + (rx_peek(p) - '0');
                    p->i++;
                }
            }
            *out = v;
            return 1;
        }
    case '8': case '9':
        if (p->u) {
            rx_fail(p, "Invalid escape");
            return -1;
        }
        *out = c;
        return 1;
    default:
        break;
    }
    if (p->u) {
        if (is_syntax_char(c) || (in_class && c == '-')) {
            *out = c;
            return 1;
        }
        rx_fail(p, "Invalid escape");
        return -1;
    }
    if (c == 'k' && p->has_named && !in_class)
        return 0;
    *out = c;
    return 1;
}

/* ---- character classes ----------------------------------------------------- */

/* One class atom: a character (*c, returns 1), a set added to *set
 * (returns 2), or -1 on error. */
static int class_atom(Parser *p, RxRanges *set, uint32_t *c)
{
    uint32_t ch = rx_next_char(p);
    if (ch != '\\') {
        *c = ch;
        return 1;
    }
    if (rx_at_end(p)) {
        rx_fail(p, "\\ at end of pattern");
        return -1;
    }
    uint32_t e = rx_next_char(p);
    switch (e) {
    case 'd': case 'D': case 's': case 'S': case 'w': case 'W':
        if (rx_ranges_escape(set, (int)e, p->u, p->u && p->icase) < 0) {
            rx_fail(p, "out of memory");
            return -1;
        }
        return 2;
    case 'b':
        *c = 8;
        return 1;
    case 'p': case 'P':
        if (p->u)
            return parse_property(p, set, e == 'P', true) < 0 ? -1 : 2;
        break;
    case '-':
        *c = '-';
        return 1;
    default:
        break;
    }
    int r = rx_char_escape(p, e, true, c);
    return r < 0 ? -1 : 1;
}

static RxNode *parse_class(Parser *p)
{
    RxNode *n = rx_pnode(p, RN_CLASS);
    if (!n)
        return NULL;
    bool neg = false;
    if (rx_peek(p) == '^') {
        p->i++;
        neg = true;
    }
    for (;;) {
        if (rx_at_end(p))
            return rx_fail(p, "Unterminated character class");
        if (rx_peek(p) == ']') {
            p->i++;
            break;
        }
        uint32_t a, b;
        int ka = class_atom(p, &n->cls, &a);
        if (ka < 0)
            return NULL;
        if (rx_peek(p) == '-' && rx_peek_at(p, 1) != ']' && rx_peek_at(p, 1) != 0xFFFFFFFFu) {
            p->i++;
            int kb = class_atom(p, &n->cls, &b);
            if (kb < 0)
                return NULL;
            if (ka == 2 || kb == 2) {
                if (p->u)
                    return rx_fail(p, "Invalid character class");
                /* Annex B: [\d-z] is \d, '-' and 'z' */
                if ((ka == 1 && rx_ranges_add(&n->cls, a, a) < 0) || rx_ranges_add(&n->cls, '-', '-') < 0 ||
                    (kb == 1 && rx_ranges_add(&n->cls, b, b) < 0))
                    return rx_fail(p, "out of memory");
                continue;
            }
            if (a > b)
                return rx_fail(p, "Range out of order in character class");
            if (rx_ranges_add(&n->cls, a, b) < 0)
                return rx_fail(p, "out of memory");
            continue;
        }
        if (ka == 1 && rx_ranges_add(&n->cls, a, a) < 0)
            return rx_fail(p, "out of memory");
    }
    /* [^...] under i: no member canonicalises like ch (CharacterSetMatcher
       with invert), so canonicalise first, then take the complement */
    if (p->icase && rx_ranges_canon(&n->cls, p->u) < 0)
        return rx_fail(p, "out of memory");
    if (neg && rx_ranges_invert(&n->cls, p->u ? 0x10FFFF : 0xFFFF) < 0)
        return rx_fail(p, "out of memory");
    return n;
}

/* ---- quantifiers ------------------------------------------------------------ */

/* At '{': parse {n}, {n,}, {n,m}. 1 parsed (p->i after '}'), 0 not a
 * quantifier (p->i unchanged), -1 error. */
static int parse_braces(Parser *p, uint32_t *min, uint32_t *max)
{
    uint32_t save = p->i;
    p->i++;
    uint64_t a = 0, b;
    int digits = 0;
    while (rx_peek(p) >= '0' && rx_peek(p) <= '9') {
        a = a * 10 + (rx_peek(p) - '0');
        if (a > RX_INF - 1)
            a = RX_INF - 1;
        p->i++;
        digits++;
    }
    if (!digits)
        goto no;
    b = a;
    if (rx_peek(p) == ',') {
        p->i++;
        if (rx_peek(p) >= '0' && rx_peek(p) <= '9') {
            b = 0;
            while (rx_peek(p) >= '0' && rx_peek(p) <= '9') {
                b = b * 10 + (rx_peek(p) - '0');
                if (b > RX_INF - 1)
                    b = RX_INF - 1;
                p->i++;
            }
        } else {
            b = RX_INF;
        }
    }
    if (rx_peek(p) != '}')
        goto no;
    p->i++;
    if (b < a) {
        rx_fail(p, "numbers out of order in {} quantifier");
        return -1;
    }
    *min = (uint32_t)a;
    *max = (uint32_t)b;
    return 1;
no:
    p->i = save;
    if (p->u) {
        rx_fail(p, "Incomplete quantifier");
        return -1;
    }
    return 0;
}

/* ---- terms -------------------------------------------------------------------- */

static RxNode *parse_disjunction(Parser *p);
static bool exclusive(const Parser *p, int32_t a, int32_t b);

static unsigned modifier_bit(uint32_t c)
{
    return c == 'i' ? RX_I : c == 'm' ? RX_M : c == 's' ? RX_S : 0;
}

/* A modifiers group (?on-off:body), at the '?': the body is parsed with
 * ignoreCase as it sets it, since classes are canonicalised while parsed;
 * the emitter applies all three flags to what it emits for the body. */
static RxNode *parse_modifiers(Parser *p)
{
    unsigned on = 0, off = 0, bit;
    bool minus = false;
    uint32_t j = 1, c;
    for (;; j++) {
        c = rx_peek_at(p, j);
        if (c == '-') {
            if (minus)
                return rx_fail(p, "Multiple dashes in flag group");
            minus = true;
            continue;
        }
        if (!(bit = modifier_bit(c)))
            break;
        if ((on | off) & bit)
            return rx_fail(p, "Repeated flag in flag group");
        if (minus)
            off |= bit;
        else
            on |= bit;
    }
    if (c != ':')
        return rx_fail(p, "Invalid group");
    if (minus && !on && !off)
        return rx_fail(p, "Invalid flag group");
    p->i += j + 1;
    RxNode *n = rx_pnode(p, RN_MODS);
    if (!n)
        return NULL;
    n->mods_on = on;
    n->mods_off = off;
    bool icase = p->icase;
    p->icase = (on & RX_I) ? true : (off & RX_I) ? false : icase;
    n->a = parse_disjunction(p);
    p->icase = icase;
    if (!n->a)
        return NULL;
    if (rx_peek(p) != ')')
        return rx_fail(p, "Unterminated group");
    p->i++;
    return n;
}

static RxNode *parse_group(Parser *p, bool *is_look, bool *is_behind)
{
    /* after '(' */
    *is_look = *is_behind = false;
    if (rx_peek(p) == '?') {
        uint32_t c = rx_peek_at(p, 1);
        if (c == ':') {
            p->i += 2;
            RxNode *d = parse_disjunction(p);
            if (!d)
                return NULL;
            if (rx_peek(p) != ')')
                return rx_fail(p, "Unterminated group");
            p->i++;
            return d;
        }
        if (c == 'i' || c == 'm' || c == 's' || c == '-')
            return parse_modifiers(p);
        int look = -1;
        if (c == '=' || c == '!') {
            look = c == '!' ? RXL_NEG : 0;
            p->i += 2;
        } else if (c == '<' && (rx_peek_at(p, 2) == '=' || rx_peek_at(p, 2) == '!')) {
            look = RXL_BEHIND | (rx_peek_at(p, 2) == '!' ? RXL_NEG : 0);
            p->i += 3;
        }
        if (look >= 0) {
            RxNode *n = rx_pnode(p, RN_LOOK);
            if (!n)
                return NULL;
            n->look = look;
            n->cap_lo = p->ncap;
            bool backward = p->backward;
            p->backward = (look & RXL_BEHIND) != 0;
            n->a = parse_disjunction(p);
            p->backward = backward;
            if (!n->a)
                return NULL;
            if (rx_peek(p) != ')')
                return rx_fail(p, "Unterminated group");
            p->i++;
            n->cap_hi = p->ncap;
            *is_look = true;
            *is_behind = (look & RXL_BEHIND) != 0;
            return n;
        }
        if (c == '<') {
            p->i += 2;
            uint32_t len;
            uint16_t *name = parse_group_name(p, &len);
            if (!name)
                return NULL;
            RxTree *t = p->t;
            for (uint32_t k = 0; k < t->nnames; k++)
                if (t->names[k].len == len && !memcmp(t->names[k].name, name, len * 2) &&
                    !exclusive(p, t->names[k].alt, p->cur_alt)) {
                    free(name);
                    return rx_fail(p, "Duplicate capture group name");
                }
            RxName *nn = realloc(t->names, (t->nnames + 1) * sizeof *nn);
            if (!nn) {
                free(name);
                return rx_fail(p, "out of memory");
            }
            t->names = nn;
            t->names[t->nnames].name = name;
            t->names[t->nnames].len = len;
            t->names[t->nnames].group = p->ncap;
            t->names[t->nnames].alt = p->cur_alt;
            t->nnames++;
        } else {
            return rx_fail(p, "Invalid group");
        }
    } else {
        /* plain capture */
    }
    RxNode *n = rx_pnode(p, RN_GROUP);
    if (!n)
        return NULL;
    n->group = p->ncap++;
    n->cap_lo = n->group;
    if (!(n->a = parse_disjunction(p)))
        return NULL;
    if (rx_peek(p) != ')')
        return rx_fail(p, "Unterminated group");
    p->i++;
    n->cap_hi = p->ncap;
    return n;
}

/* An atom-escape (after the backslash). */
static RxNode *atom_escape(Parser *p)
{
    if (rx_at_end(p))
        return rx_fail(p, "\\ at end of pattern");
    uint32_t e = rx_next_char(p);
    RxNode *n;
    switch (e) {
    case 'd': case 'D': case 's': case 'S': case 'w': case 'W':
        if (!(n = rx_pnode(p, RN_CLASS)))
            return NULL;
        if (rx_ranges_escape(&n->cls, (int)e, p->u, p->u && p->icase) < 0 ||
            (p->icase && rx_ranges_canon(&n->cls, p->u) < 0))
            return rx_fail(p, "out of memory");
        return n;
    case 'p': case 'P':
        if (!p->u)
            break;
        if (p->v)
            return rx_vproperty(p, e == 'P');
        if (!(n = rx_pnode(p, RN_CLASS)))
            return NULL;
        if (parse_property(p, &n->cls, e == 'P', false) < 0)
            return NULL;
        if (p->icase && rx_ranges_canon(&n->cls, p->u) < 0)
            return rx_fail(p, "out of memory");
        return n;
    case 'k':
        if (!p->u && !p->has_named)
            break;
        if (rx_peek(p) != '<')
            return rx_fail(p, "Invalid named reference");
        p->i++;
        if (!(n = rx_pnode(p, RN_BACKREF)))
            return NULL;
        if (!(n->name = parse_group_name(p, &n->name_len)))
            return NULL;
        return n;
    case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
        uint32_t save = p->i;
        uint64_t v = e - '0';
        while (rx_peek(p) >= '0' && rx_peek(p) <= '9') {
            v = v * 10 + (rx_peek(p) - '0');
            if (v > 0xFFFFFF)
                v = 0xFFFFFF;
            p->i++;
        }
        if (v < p->total_groups + 1 && v >= 1) {
            if (!(n = rx_pnode(p, RN_BACKREF)))
                return NULL;
            n->group = (uint32_t)v;
            return n;
        }
        p->i = save;
        break;
    }
    default:
        break;
    }
    uint32_t c;
    if (rx_char_escape(p, e, false, &c) < 0)
        return NULL;
    if (!(n = rx_pnode(p, RN_CHAR)))
        return NULL;
    n->c = c;
    return n;
}

/* A term: an assertion or an atom with its quantifier. NULL with p->failed
 * on error; *none when at the end of an alternative. */
static RxNode *parse_term(Parser *p)
{
    uint32_t c = rx_peek(p);
    RxNode *n = NULL;
    bool quantifiable = true, is_look = false, is_behind = false;
    uint32_t cap_lo = p->ncap;
    switch (c) {
    case '^': case '$':
        p->i++;
        if (!(n = rx_pnode(p, c == '^' ? RN_BOL : RN_EOL)))
            return NULL;
        quantifiable = false;
        break;
    case '\\':
        if (rx_peek_at(p, 1) == 'b' || rx_peek_at(p, 1) == 'B') {
            p->i += 2;
            if (!(n = rx_pnode(p, p->s[p->i - 1] == 'b' ? RN_WORDB : RN_NWORDB)))
                return NULL;
            quantifiable = false;
            break;
        }
        p->i++;
        if (!(n = atom_escape(p)))
            return NULL;
        break;
    case '(':
        p->i++;
        if (++p->depth > RX_MAX_DEPTH)
            return rx_fail(p, "Regular expression too large");
        n = parse_group(p, &is_look, &is_behind);
        p->depth--;
        if (!n)
            return NULL;
        if (is_look && (p->u || is_behind))
            quantifiable = false;
        break;
    case '.':
        p->i++;
        if (!(n = rx_pnode(p, RN_ANY)))
            return NULL;
        break;
    case '[':
        p->i++;
        if (!(n = p->v ? rx_vclass(p) : parse_class(p)))
            return NULL;
        break;
    case '*': case '+': case '?':
        return rx_fail(p, "Nothing to repeat");
    case '{': {
        if (p->u)
            return rx_fail(p, "Lone quantifier brackets");
        uint32_t mn, mx;
        int r = parse_braces(p, &mn, &mx);
        if (r < 0)
            return NULL;
        if (r > 0)
            return rx_fail(p, "Nothing to repeat");
        p->i++;
        if (!(n = rx_pnode(p, RN_CHAR)))
            return NULL;
        n->c = '{';
        break;
    }
    case '}': case ']':
        if (p->u)
            return rx_fail(p, "Lone quantifier brackets");
        /* fallthrough */
    default:
        if (!(n = rx_pnode(p, RN_CHAR)))
            return NULL;
        n->c = rx_next_char(p);
        break;
    }
    /* quantifier */
    uint32_t q = rx_peek(p), mn = 0, mx = 0;
    bool have = false;
    if (q == '*') {
        mn = 0, mx = RX_INF, have = true, p->i++;
    } else if (q == '+') {
        mn = 1, mx = RX_INF, have = true, p->i++;
    } else if (q == '?') {
        mn = 0, mx = 1, have = true, p->i++;
    } else if (q == '{') {
        int r = parse_braces(p, &mn, &mx);
        if (r < 0)
            return NULL;
        have = r > 0;
    }
    if (!have)
        return n;
    if (!quantifiable)
        return rx_fail(p, (is_look || n->kind == RN_LOOK) ? "Invalid quantifier" : "Nothing to repeat");
    RxNode *r = rx_pnode(p, RN_REPEAT);
    if (!r)
        return NULL;
    r->a = n;
    r->min = mn;
    r->max = mx;
    r->greedy = true;
    if (rx_peek(p) == '?') {
        p->i++;
        r->greedy = false;
    }
    r->cap_lo = cap_lo;
    r->cap_hi = p->ncap;
    /* a quantifier cannot itself be quantified */
    uint32_t z = rx_peek(p);
    if (z == '*' || z == '+' || z == '?')
        return rx_fail(p, "Nothing to repeat");
    if (z == '{') {
        uint32_t a, b;
        int rr = parse_braces(p, &a, &b);
        if (rr < 0)
            return NULL;
        if (rr > 0)
            return rx_fail(p, "Nothing to repeat");
    }
    return r;
}

static RxNode *parse_alternative(Parser *p)
{
    RxNode *cat = rx_pnode(p, RN_CAT);
    if (!cat)
        return NULL;
    RxNode **tail = &cat->a;
    while (!rx_at_end(p) && rx_peek(p) != '|' && rx_peek(p) != ')') {
        RxNode *t = parse_term(p);
        if (!t)
            return NULL;
        *tail = t;
        tail = &t->next;
    }
    return cat;
}

/* Opens an alternative of disjunction `disj` inside the current one. */
static bool enter_alt(Parser *p, uint32_t disj, int32_t parent)
{
    if (p->nalts == p->capalts) {
        uint32_t cap = p->capalts ? p->capalts * 2 : 16;
        RxAlt *a = realloc(p->alts, cap * sizeof *a);
        if (!a) {
            rx_fail(p, "out of memory");
            return false;
        }
        p->alts = a;
        p->capalts = cap;
    }
    p->alts[p->nalts].parent = parent;
    p->alts[p->nalts].disj = disj;
    p->cur_alt = (int32_t)p->nalts++;
    return true;
}

static RxNode *parse_disjunction(Parser *p)
{
    int32_t outer = p->cur_alt;
    uint32_t disj = p->ndisj++;
    RxNode *first = NULL, *alt = NULL, **tail = NULL;
    if (!enter_alt(p, disj, outer) || !(first = parse_alternative(p)))
        return NULL;
    if (rx_peek(p) != '|') {
        p->cur_alt = outer;
        return first;
    }
    if (!(alt = rx_pnode(p, RN_ALT)))
        return NULL;
    alt->a = first;
    tail = &first->next;
    while (rx_peek(p) == '|') {
        p->i++;
        RxNode *b;
        if (!enter_alt(p, disj, outer) || !(b = parse_alternative(p)))
            return NULL;
        *tail = b;
        tail = &b->next;
    }
    p->cur_alt = outer;
    return alt;
}

/* Whether groups in alternatives a and b can never both take part in a
 * match: below their innermost common alternative they sit in different
 * alternatives of one disjunction. */
static bool exclusive(const Parser *p, int32_t a, int32_t b)
{
    /* a's ancestors are marked by walking b's chain against each: depth is
       bounded by RX_MAX_DEPTH, and duplicate names are rare */
    for (int32_t x = a, below_a = -1; x >= 0; below_a = x, x = p->alts[x].parent)
        for (int32_t y = b, below_b = -1; y >= 0; below_b = y, y = p->alts[y].parent)
            if (x == y) {
                if (below_a < 0 || below_b < 0)
                    return false;
                return p->alts[below_a].disj == p->alts[below_b].disj;
            }
    /* no common alternative: the top-level disjunction's alternatives */
    int32_t ra = a, rb = b;
    while (p->alts[ra].parent >= 0)
        ra = p->alts[ra].parent;
    while (p->alts[rb].parent >= 0)
        rb = p->alts[rb].parent;
    return ra != rb && p->alts[ra].disj == p->alts[rb].disj;
}

static bool resolve_names(Parser *p)
{
    for (RxNode *n = p->t->all; n; n = n->all_next) {
        if (n->kind != RN_BACKREF || !n->name)
            continue;
        int g = find_name(p->t, n->name, n->name_len);
        if (g < 0) {
            rx_fail(p, "Invalid named capture referenced");
            return false;
        }
        n->group = (uint32_t)g;
        /* a name several groups share: at most one of them has taken part
           (the others are unset, and an unset group's backreference matches
           empty), so a backreference to each in turn matches its text */
        RxNode **tail = NULL;
        for (uint32_t k = 0; k < p->t->nnames; k++) {
            RxName *nm = &p->t->names[k];
            if ((int)nm->group == g || nm->len != n->name_len || memcmp(nm->name, n->name, nm->len * 2))
                continue;
            if (!tail) {
                RxNode *first = rx_pnode(p, RN_BACKREF);
                if (!first)
                    return false;
                first->group = n->group;
                n->kind = RN_CAT;
                n->a = first;
                tail = &first->next;
            }
            RxNode *b = rx_pnode(p, RN_BACKREF);
            if (!b)
                return false;
            b->group = nm->group;
            *tail = b;
            tail = &b->next;
        }
    }
    return true;
}

int rx_parse(RxTree *t, const uint16_t *pat, uint32_t len, unsigned flags, char *err, size_t errcap)
{
    Parser p = {0};
    p.s = pat;
    p.len = len;
    p.v = (flags & RX_V) != 0;
    p.u = (flags & (RX_U | RX_V)) != 0; /* v is u with another class syntax */
    p.icase = (flags & RX_I) != 0;
    p.t = t;
    p.err = err;
    p.errcap = errcap;
    p.ncap = 1;
    p.cur_alt = -1;
    prescan(&p);
    RxNode *root = parse_disjunction(&p);
    if (root && !rx_at_end(&p))
        root = rx_fail(&p, rx_peek(&p) == ')' ? "Unmatched ')'" : "Unexpected character");
    if (root && !resolve_names(&p))
        root = NULL;
    free(p.alts);
    if (!root)
        return -1;
    t->root = root;
    t->ncaps = p.ncap;
    return 0;
}
