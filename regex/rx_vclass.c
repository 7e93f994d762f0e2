/* regex/rx_vclass.c — character classes under the v flag (unicodeSets):
 * nested classes, `--` and `&&`, \q{...} and the properties of strings, with
 * V8's SyntaxError reasons, into the tree rx_emit.c compiles.
 *
 * A class is computed while it is parsed, as an RxSet (rx_set.c). Under i
 * every leaf (a character, a range, a \q string, a property) is folded first
 * and the operations and complements work on folded sets, which is what the
 * spec's MaybeSimpleCaseFolding / CharacterComplement do for v (the u-mode
 * class complements before folding; rx_parse.c keeps that). Matching tests
 * Canonicalize(ch) against the folded set as for any class under i.
 *
 * A class without strings is one CLASS node. One with strings matches as
 * the spec's CompileAtom orders it: the strings longest first, then the
 * single code points, then the empty string. Strings become a trie of
 * alternatives (strings that share a first code point share its node; two
 * alternatives under different code points can never both match, so only
 * the order along one path matters, and there longer comes first), which a
 * set like \p{RGI_Emoji} needs to be tried in a few steps rather than
 * thousands. In a lookbehind, which reads right to left, the strings are a
 * flat list longest first instead.
 */
#include <stdlib.h>

#include "rx_parser.h"

/* Trie nesting beyond which the rest of a branch is a flat list: bounds the
 * recursion here and in the emitter for any \q{...}. */
#define TRIE_DEPTH 32

enum { OP_CHAR, OP_RANGE, OP_SET };

/* A ClassSetOperand: its set, whether the grammar says it MayContainStrings
 * (a static property that decides which negations are errors, whatever the
 * set turns out to hold), and for a single character the character. */
typedef struct Operand {
    RxSet set;
    bool may_strings;
    int type;
    uint32_t c;
} Operand;

static const char E_CHAR[] = "Invalid character in character class";
static const char E_OP[] = "Invalid set operation in character class";
static const char E_UNTERM[] = "Unterminated character class";

static int oom(Parser *p)
{
    rx_fail(p, "out of memory");
    return -1;
}

static int err(Parser *p, const char *msg)
{
    rx_fail(p, msg);
    return -1;
}

static uint32_t fold(Parser *p, uint32_t c) { return p->icase ? rx_canon(c, true) : c; }

/* ClassSetCharacter: 0 with *out, or -1. */
static int set_char(Parser *p, uint32_t *out)
{
    if (rx_at_end(p))
        return err(p, E_UNTERM);
    uint32_t c = rx_peek(p);
    if (c == '\\') {
        p->i++;
        if (rx_at_end(p))
            return err(p, "\\ at end of pattern");
        uint32_t e = rx_next_char(p);
        if (e == 'b') {
            *out = 8;
            return 0;
        }
        if (e < 128 && strchr("&-!#%,:;<=>@`~", (int)e)) { /* ClassSetReservedPunctuator */
            *out = e;
            return 0;
        }
        int r = rx_char_escape(p, e, true, out);
        if (r == 0)
            return err(p, "Invalid escape");
        return r < 0 ? -1 : 0;
    }
    if (c < 128 && strchr("()[]{}/-|", (int)c)) /* ClassSetSyntaxCharacter */
        return err(p, E_CHAR);
    if (c < 128 && strchr("&!#$%*+,.:;<=>?@^`~", (int)c) && rx_peek_at(p, 1) == c) /* reserved double */
        return err(p, E_OP);
    *out = rx_next_char(p);
    return 0;
}

/* \q{a|bc|} after the 'q'. */
static int string_disjunction(Parser *p, Operand *o)
{
    if (rx_peek(p) != '{')
        return err(p, "Invalid escape");
    p->i++;
    uint32_t *buf = NULL, n = 0, cap = 0;
    for (;;) {
        if (rx_at_end(p))
            goto unterminated;
        uint32_t c = rx_peek(p);
        if (c == '|' || c == '}') {
            p->i++;
            if (n != 1)
                o->may_strings = true;
            if (rx_set_add_string(&o->set, buf, n) < 0)
                goto nomem;
            n = 0;
            if (c == '}')
                break;
            continue;
        }
        uint32_t ch;
        if (set_char(p, &ch) < 0)
            goto fail;
        if (n == cap) {
            uint32_t *nb = realloc(buf, (cap = cap ? cap * 2 : 16) * sizeof *nb);
            if (!nb)
                goto nomem;
            buf = nb;
        }
        buf[n++] = fold(p, ch);
    }
    free(buf);
    return 0;
unterminated:
    rx_fail(p, E_UNTERM);
    goto fail;
nomem:
    rx_fail(p, "out of memory");
fail:
    free(buf);
    return -1;
}

/* \p{...} / \P{...} after the letter, into o->set. */
static int property(Parser *p, Operand *o, bool neg, bool in_class)
{
    const char *msg = in_class ? "Invalid property name in character class" : "Invalid property name";
    char name[64], value[64];
    bool eq;
    if (rx_property_name(p, name, value, &eq, in_class) < 0)
        return -1;
    if (!eq) {
        int r = rx_set_string_property(&o->set, name, p->icase);
        if (r < 0)
            return oom(p);
        if (r > 0) {
            if (neg) /* only sets of code points have a complement */
                return err(p, msg);
            o->may_strings = true;
            return 0;
        }
    }
    RxRanges t = {0};
    int r = rx_ranges_property(&t, name, eq ? value : NULL, false);
    if (r == 0)
        return err(p, msg);
    if (r < 0 || (p->icase && rx_ranges_canon(&t, true) < 0) || (neg && rx_ranges_invert(&t, 0x10FFFF) < 0) ||
        rx_ranges_add_set(&o->set.cps, &t) < 0) {
        rx_ranges_free(&t);
        return oom(p);
    }
    rx_ranges_free(&t);
    return 0;
}

static int class_contents(Parser *p, Operand *res);

/* ClassSetOperand: a nested class, \q{...}, a class escape or one
 * character. */
static int operand(Parser *p, Operand *o)
{
    memset(o, 0, sizeof *o);
    o->type = OP_SET;
    if (rx_at_end(p))
        return err(p, E_UNTERM);
    uint32_t c = rx_peek(p);
    if (c == '[') {
        p->i++;
        if (++p->depth > RX_MAX_DEPTH)
            return err(p, "Regular expression too large");
        int r = class_contents(p, o);
        p->depth--;
        o->type = OP_SET;
        return r;
    }
    if (c == '\\') {
        uint32_t e = rx_peek_at(p, 1);
        switch (e) {
        case 'd': case 'D': case 's': case 'S': case 'w': case 'W': {
            p->i += 2;
            /* fold the positive set, then complement: \W under i is every
               folded character that no word character folds to */
            RxRanges *t = &o->set.cps;
            if (rx_ranges_escape(t, (int)(e | 0x20), true, p->icase) < 0 ||
                (p->icase && rx_ranges_canon(t, true) < 0) || (e < 'a' && rx_ranges_invert(t, 0x10FFFF) < 0))
                return oom(p);
            return 0;
        }
        case 'p': case 'P':
            p->i += 2;
            return property(p, o, e == 'P', true);
        case 'q':
            p->i += 2;
            return string_disjunction(p, o);
        default:
            break;
        }
    }
    o->type = OP_CHAR;
    if (set_char(p, &o->c) < 0)
        return -1;
    if (rx_ranges_add(&o->set.cps, fold(p, o->c), fold(p, o->c)) < 0)
        return oom(p);
    return 0;
}

/* After '[' up to and including its ']': ClassContents under v, into res
 * (whose set is empty). */
static int class_contents(Parser *p, Operand *res)
{
    bool neg = false;
    if (rx_peek(p) == '^') {
        p->i++;
        neg = true;
    }
    Operand o = {0};
    int rc = -1;
    if (rx_peek(p) == ']') {
        p->i++;
        goto done;
    }
    if (operand(p, res) < 0)
        return -1;
    if (rx_peek(p) == '-' && rx_peek_at(p, 1) == '-') {
        while (rx_peek(p) == '-' && rx_peek_at(p, 1) == '-') {
            p->i += 2;
            if (operand(p, &o) < 0)
                goto out;
            if (rx_set_subtract(&res->set, &o.set) < 0)
                goto nomem;
            rx_set_free(&o.set);
        }
        /* ClassSubtraction MayContainStrings as its first operand does */
    } else if (rx_peek(p) == '&' && rx_peek_at(p, 1) == '&') {
        while (rx_peek(p) == '&' && rx_peek_at(p, 1) == '&') {
            p->i += 2;
            if (rx_peek(p) == '&') {
                rx_fail(p, E_CHAR);
                goto out;
            }
            if (operand(p, &o) < 0)
                goto out;
            if (rx_set_intersect(&res->set, &o.set) < 0)
                goto nomem;
            res->may_strings = res->may_strings && o.may_strings;
            rx_set_free(&o.set);
        }
    } else {
        int last = res->type;
        uint32_t last_c = res->c;
        while (!rx_at_end(p) && rx_peek(p) != ']') {
            if (rx_peek(p) == '-') {
                if (rx_peek_at(p, 1) == '-') {
                    rx_fail(p, E_OP);
                    goto out;
                }
                p->i++;
                if (rx_at_end(p)) {
                    rx_fail(p, E_UNTERM);
                    goto out;
                }
                if (last != OP_CHAR) {
                    rx_fail(p, "Invalid character class");
                    goto out;
                }
                if (operand(p, &o) < 0)
                    goto out;
                if (o.type != OP_CHAR) {
                    rx_fail(p, "Invalid character class");
                    goto out;
                }
                if (last_c > o.c) {
                    rx_fail(p, "Range out of order in character class");
                    goto out;
                }
                rx_set_free(&o.set);
                if (rx_ranges_add(&o.set.cps, last_c, o.c) < 0 ||
                    (p->icase && rx_ranges_canon(&o.set.cps, true) < 0))
                    goto nomem;
                last = OP_RANGE;
            } else {
                if (rx_peek(p) == '&' && rx_peek_at(p, 1) == '&') {
                    rx_fail(p, E_OP);
                    goto out;
                }
                if (operand(p, &o) < 0)
                    goto out;
                last = o.type;
                last_c = o.c;
            }
            if (rx_set_union(&res->set, &o.set) < 0)
                goto nomem;
            res->may_strings |= o.may_strings;
            rx_set_free(&o.set);
        }
    }
    if (rx_at_end(p)) {
        rx_fail(p, E_UNTERM);
        goto out;
    }
    if (rx_peek(p) != ']') {
        rx_fail(p, E_OP);
        goto out;
    }
    p->i++;
done:
    if (neg) {
        if (res->may_strings) {
            rx_fail(p, "Negated character class may contain strings");
            goto out;
        }
        /* no strings: a negated class complements code points only */
        if (rx_ranges_invert(&res->set.cps, 0x10FFFF) < 0)
            goto nomem;
    }
    rc = 0;
    goto out;
nomem:
    rx_fail(p, "out of memory");
out:
    rx_set_free(&o.set);
    return rc;
}

/* ---- the tree ------------------------------------------------------------------ */

/* (a set of empty strings only has no pool) */
static const uint32_t *str_at(const RxSet *s, uint32_t i) { return s->pool ? s->pool + s->strs[2 * i] : NULL; }
static uint32_t str_len(const RxSet *s, uint32_t i) { return s->strs[2 * i + 1]; }

/* Appends child to the list whose last `next` is *tail. */
static void append(RxNode ***tail, RxNode *child)
{
    **tail = child;
    *tail = &child->next;
}

/* A CAT of the code points str[from, to). */
static RxNode *chars(Parser *p, const uint32_t *str, uint32_t from, uint32_t to)
{
    RxNode *cat = rx_pnode(p, RN_CAT);
    if (!cat)
        return NULL;
    RxNode **tail = &cat->a;
    for (uint32_t k = from; k < to; k++) {
        RxNode *ch = rx_pnode(p, RN_CHAR);
        if (!ch)
            return NULL;
        ch->c = str[k];
        append(&tail, ch);
    }
    return cat;
}

/* for the comparators (qsort has no context argument; workers compile
   patterns on their own threads) */
static _Thread_local const RxSet *lex_ctx;

static int len_cmp(const void *x, const void *y)
{
    uint32_t la = str_len(lex_ctx, *(const uint32_t *)x), lb = str_len(lex_ctx, *(const uint32_t *)y);
    return la > lb ? -1 : la < lb;
}

static int lex_cmp(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    uint32_t la = str_len(lex_ctx, a), lb = str_len(lex_ctx, b);
    const uint32_t *sa = str_at(lex_ctx, a), *sb = str_at(lex_ctx, b);
    for (uint32_t k = 0; k < la && k < lb; k++)
        if (sa[k] != sb[k])
            return sa[k] < sb[k] ? -1 : 1;
    return la < lb ? -1 : la > lb;
}

/* Appends to *tail the alternatives matching the strings idx[lo, hi) (sorted
 * by code points, so a prefix comes before its extensions, all sharing their
 * first d code points) from code point d on, longer before shorter along
 * every path. Returns 1 when one of them ends at d (the caller adds the
 * empty alternative last), 0, or -1. */
static int trie(Parser *p, const RxSet *s, const uint32_t *idx, uint32_t lo, uint32_t hi, uint32_t d, int depth,
                RxNode ***tail)
{
    int ends = 0;
    if (depth > TRIE_DEPTH) { /* a flat list, longest first */
        uint32_t *flat = malloc((hi - lo) * sizeof *flat);
        if (!flat)
            return oom(p);
        memcpy(flat, idx + lo, (hi - lo) * sizeof *flat);
        qsort(flat, hi - lo, sizeof *flat, len_cmp);
        for (uint32_t k = 0; k < hi - lo; k++) {
            uint32_t i = flat[k];
            RxNode *cat = str_len(s, i) == d ? NULL : chars(p, str_at(s, i), d, str_len(s, i));
            if (str_len(s, i) == d)
                ends = 1;
            else if (!cat)
                break;
            else
                append(tail, cat);
        }
        free(flat);
        return p->failed ? -1 : ends;
    }
    for (uint32_t i = lo; i < hi;) {
        if (str_len(s, idx[i]) == d) {
            ends = 1;
            i++;
            continue;
        }
        uint32_t c = str_at(s, idx[i])[d], j = i + 1;
        while (j < hi && str_at(s, idx[j])[d] == c)
            j++;
        /* the code points every string of the group shares: sorted, so the
           first and last agreeing means all do */
        uint32_t e = d + 1;
        while (str_len(s, idx[i]) > e && str_at(s, idx[i])[e] == str_at(s, idx[j - 1])[e])
            e++;
        RxNode *cat = chars(p, str_at(s, idx[i]), d, e);
        if (!cat)
            return -1;
        append(tail, cat);
        if (j - i > 1 || str_len(s, idx[i]) > e) {
            RxNode *alt = rx_pnode(p, RN_ALT), **at;
            if (!alt)
                return -1;
            at = &alt->a;
            int r = trie(p, s, idx, i, j, e, depth + 1, &at);
            if (r < 0 || (r && !(*at = rx_pnode(p, RN_CAT))))
                return -1;
            RxNode **ct = &cat->a;
            while (*ct)
                ct = &(*ct)->next;
            *ct = alt->a->next ? alt : alt->a; /* one alternative needs no ALT */
        }
        i = j;
    }
    return ends;
}

/* The node for a finished set (normalised here). */
static RxNode *set_node(Parser *p, RxSet *s)
{
    if (rx_set_normalize(s) < 0)
        return rx_fail(p, "out of memory");
    RxNode *cls = rx_pnode(p, RN_CLASS);
    if (!cls)
        return NULL;
    cls->cls = s->cps;
    s->cps = (RxRanges){0};
    if (!s->nstr)
        return cls;
    RxNode *alt = rx_pnode(p, RN_ALT), **tail;
    if (!alt)
        return NULL;
    tail = &alt->a;
    bool empty = s->nstr && str_len(s, s->nstr - 1) == 0; /* sorted longest first */
    uint32_t n = s->nstr - empty;
    if (p->backward) {
        for (uint32_t i = 0; i < n; i++) {
            RxNode *cat = chars(p, str_at(s, i), 0, str_len(s, i));
            if (!cat)
                return NULL;
            append(&tail, cat);
        }
    } else if (n) {
        uint32_t *idx = malloc(n * sizeof *idx);
        if (!idx)
            return rx_fail(p, "out of memory");
        for (uint32_t i = 0; i < n; i++)
            idx[i] = i;
        lex_ctx = s;
        qsort(idx, n, sizeof *idx, lex_cmp);
        int r = trie(p, s, idx, 0, n, 0, 0, &tail);
        free(idx);
        if (r < 0)
            return NULL;
    }
    if (cls->cls.n)
        append(&tail, cls);
    if (empty) {
        RxNode *e = rx_pnode(p, RN_CAT);
        if (!e)
            return NULL;
        append(&tail, e);
    }
    return alt->a->next ? alt : alt->a;
}

RxNode *rx_vclass(Parser *p)
{
    Operand o = {0};
    RxNode *n = NULL;
    if (class_contents(p, &o) == 0)
        n = set_node(p, &o.set);
    rx_set_free(&o.set);
    return n;
}

RxNode *rx_vproperty(Parser *p, bool neg)
{
    Operand o = {0};
    RxNode *n = NULL;
    if (property(p, &o, neg, false) == 0)
        n = set_node(p, &o.set);
    rx_set_free(&o.set);
    return n;
}
