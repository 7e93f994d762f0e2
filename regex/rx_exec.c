/* regex/rx_exec.c — the backtracking matcher and its scratch.
 *
 * The backtrack stack is an explicit array of 12-byte entries in the
 * scratch, never the C stack: a choice point, a register undo, a pending
 * SIMPLE loop (one entry for the whole run), or a lookaround marker. Every
 * register write pushes its undo first, so a failed attempt leaves every
 * register as it found it (-1): the registers are cleared once per exec, not
 * once per start position.
 *
 * Lookarounds are atomic. At LOOK_END of a positive one, the entries above
 * its marker are compacted to their undo entries (alternatives inside are
 * dropped, but backtracking past the lookaround still restores the captures
 * it set); a negative one whose body matched unwinds to its marker and
 * fails; a negative marker popped by backtracking means its body failed,
 * so matching resumes after it.
 *
 * Budget: the stack, the registers and rx_scratch_alloc blocks of one
 * operation are counted together; every growth is checked before it is
 * made. The registers come from the lent area up to RX_LENT_REGS, beyond
 * that from an owned buffer freed by rx_release (or the next exec).
 */
#include <stdlib.h>

#include "rx_int.h"

typedef struct Bt {
    uint32_t k;     /* kind | pc << 3 */
    int32_t a, b;
} Bt;
enum { BT_CHOICE, BT_UNDO, BT_GREEDY, BT_LAZY, BT_LOOK, BT_LOOK_NEG };

typedef struct Block {
    struct Block *next;
    size_t bytes;
} Block;

struct RxScratch {
    size_t budget;
    Bt *bt;
    size_t bt_cap;          /* entries */
    int32_t *regs;          /* lent registers */
    uint32_t regs_cap;      /* <= RX_LENT_REGS */
    int32_t *owned;         /* registers of a program beyond the lent bound */
    size_t owned_bytes;
    Block *work;            /* rx_scratch_alloc blocks of the current operation */
    size_t work_bytes;
    RxStats st;
};

/* The stack the lent area keeps between operations: a typical match never
 * grows past it, and a huge one gives its memory back when it ends. */
#define RX_RETAIN_BT 4096

RxScratch *rx_scratch_new(size_t budget)
{
    RxScratch *s = calloc(1, sizeof *s);
    if (s)
        s->budget = budget ? budget : RX_DEFAULT_BUDGET;
    return s;
}

void rx_release(RxScratch *s)
{
    if (!s)
        return;
    free(s->owned);
    s->owned = NULL;
    s->owned_bytes = 0;
    for (Block *b = s->work, *n; b; b = n) {
        n = b->next;
        free(b);
    }
    s->work = NULL;
    s->work_bytes = 0;
    if (s->bt_cap > RX_RETAIN_BT) {
        free(s->bt);
        s->bt = NULL;
        s->bt_cap = 0;
    }
}

void rx_scratch_free(RxScratch *s)
{
    if (!s)
        return;
    rx_release(s);
    free(s->bt);
    free(s->regs);
    free(s);
}

void rx_scratch_set_budget(RxScratch *s, size_t budget) { s->budget = budget ? budget : RX_DEFAULT_BUDGET; }
size_t rx_scratch_budget(const RxScratch *s) { return s->budget; }

static size_t used(const RxScratch *s)
{
    return s->bt_cap * sizeof(Bt) + (size_t)s->regs_cap * 4 + s->owned_bytes + s->work_bytes;
}

void rx_scratch_stats(const RxScratch *s, RxStats *out)
{
    *out = s->st;
    out->lent_bytes = s->bt_cap * sizeof(Bt) + (size_t)s->regs_cap * 4;
}

static void note_peak(RxScratch *s)
{
    size_t u = used(s);
    if (u > s->st.peak_bytes)
        s->st.peak_bytes = u;
}

void *rx_scratch_alloc(RxScratch *s, size_t bytes, bool *over)
{
    *over = false;
    if (bytes > s->budget || used(s) + bytes + sizeof(Block) > s->budget) {
        *over = true;
        return NULL;
    }
    Block *b = malloc(sizeof(Block) + bytes);
    if (!b)
        return NULL;
    b->next = s->work;
    b->bytes = bytes;
    s->work = b;
    s->work_bytes += bytes + sizeof(Block);
    note_peak(s);
    return b + 1;
}

/* Grow the backtrack stack: RX_MATCH on success, RX_BUDGET or RX_NOMEM. */
static int grow_bt(RxScratch *s)
{
    size_t ncap = s->bt_cap ? s->bt_cap * 2 : 256;
    size_t extra = (ncap - s->bt_cap) * sizeof(Bt);
    if (used(s) + extra > s->budget) {
        /* the last doubling may still fit partly */
        size_t room = s->budget > used(s) ? (s->budget - used(s)) / sizeof(Bt) : 0;
        if (room < 64)
            return RX_BUDGET;
        ncap = s->bt_cap + room;
    }
    Bt *nb = realloc(s->bt, ncap * sizeof(Bt));
    if (!nb)
        return RX_NOMEM;
    s->bt = nb;
    s->bt_cap = ncap;
    note_peak(s);
    return RX_MATCH;
}

/* Registers for a program of nregs: lent when they fit, else owned. */
static int32_t *get_regs(RxScratch *s, uint32_t nregs, int *err)
{
    if (nregs <= RX_LENT_REGS) {
        if (nregs > s->regs_cap) {
            uint32_t cap = s->regs_cap ? s->regs_cap : 16;
            while (cap < nregs)
                cap *= 2;
            if (cap > RX_LENT_REGS)
                cap = RX_LENT_REGS;
            if (used(s) + (size_t)(cap - s->regs_cap) * 4 > s->budget) {
                *err = RX_BUDGET;
                return NULL;
            }
            int32_t *r = realloc(s->regs, (size_t)cap * 4);
            if (!r) {
                *err = RX_NOMEM;
                return NULL;
            }
            s->regs = r;
            s->regs_cap = cap;
        }
        return s->regs;
    }
    size_t bytes = (size_t)nregs * 4;
    if (used(s) + bytes > s->budget) {
        *err = RX_BUDGET;
        return NULL;
    }
    s->owned = malloc(bytes);
    if (!s->owned) {
        *err = RX_NOMEM;
        return NULL;
    }
    s->owned_bytes = bytes;
    s->st.owned_searches++;
    note_peak(s);
    return s->owned;
}

/* ---- subject access ---------------------------------------------------------- */

#define UNIT(i) (wide ? s16[i] : (uint32_t)s8[i])
#define IS_HI(c) ((c) >= 0xD800 && (c) <= 0xDBFF)
#define IS_LO(c) ((c) >= 0xDC00 && (c) <= 0xDFFF)

typedef struct Subj {
    const uint8_t *s8;
    const uint16_t *s16;
    int32_t len;
    bool wide, u;
} Subj;

/* The character at pos read forward (back: the one before pos, read
 * backward); its other end in *np. false at the edge. */
static inline bool read_char(const Subj *S, int32_t pos, bool back, uint32_t *c, int32_t *np)
{
    const uint8_t *s8 = S->s8;
    const uint16_t *s16 = S->s16;
    bool wide = S->wide;
    if (!back) {
        if (pos >= S->len)
            return false;
        uint32_t x = UNIT(pos);
        *np = pos + 1;
        if (S->u && wide && IS_HI(x) && pos + 1 < S->len && IS_LO(s16[pos + 1])) {
            x = 0x10000 + ((x - 0xD800) << 10) + (s16[pos + 1] - 0xDC00u);
            *np = pos + 2;
        }
        *c = x;
        return true;
    }
    if (pos <= 0)
        return false;
    uint32_t x = UNIT(pos - 1);
    *np = pos - 1;
    if (S->u && wide && IS_LO(x) && pos - 2 >= 0 && IS_HI(s16[pos - 2])) {
        x = 0x10000 + ((s16[pos - 2] - 0xD800u) << 10) + (x - 0xDC00);
        *np = pos - 2;
    }
    *c = x;
    return true;
}

/* Class ranges sit unaligned in the code: read them with rx_rd32. */
static inline bool class_has(const uint8_t *r, uint32_t n, uint32_t c)
{
    uint32_t lo = 0, hi = n;
    if (n && c < rx_rd32(r))
        return false;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (c < rx_rd32(r + 8 * mid))
            hi = mid;
        else if (c > rx_rd32(r + 8 * mid + 4))
            lo = mid + 1;
        else
            return true;
    }
    return false;
}

/* One consuming op at pc against the character at pos: the new pos or -1. */
static inline __attribute__((always_inline)) int32_t atom(const uint8_t *pc, const Subj *S, int32_t pos, bool unicode)
{
    uint32_t c;
    int32_t np;
    if (!read_char(S, pos, (pc[0] & RX_BACK) != 0, &c, &np))
        return -1;
    switch (pc[0] & ~RX_BACK) {
    case RXO_CHAR:
        return c == rx_rd32(pc + 1) ? np : -1;
    case RXO_CHAR_I:
        return rx_canon(c, unicode) == rx_rd32(pc + 1) ? np : -1;
    case RXO_ANY:
        return rx_is_line_term(c) ? -1 : np;
    case RXO_ANY_ALL:
        return np;
    case RXO_CHAR2:
        return c == rx_rd32(pc + 1) || c == rx_rd32(pc + 5) ? np : -1;
    case RXO_CLASS:
        if (c < 256)
            return (pc[5 + (c >> 3)] >> (c & 7)) & 1 ? np : -1;
        return class_has(pc + 37, rx_rd32(pc + 1), c) ? np : -1;
    case RXO_CLASS_I:
        if (c < 256)
            return (pc[5 + (c >> 3)] >> (c & 7)) & 1 ? np : -1;
        return class_has(pc + 37, rx_rd32(pc + 1), rx_canon(c, unicode)) ? np : -1;
    default:
        return -1;
    }
}

static bool backref(const Subj *S, const int32_t *regs, uint32_t g, bool icase, bool back, int32_t *pos)
{
    int32_t s = regs[2 * g], e = regs[2 * g + 1];
    if (s < 0 || e < 0)
        return true;
    int32_t n = e - s, p = *pos;
    int32_t from = back ? p - n : p;
    if (from < 0 || from + n > S->len)
        return false;
    const uint8_t *s8 = S->s8;
    const uint16_t *s16 = S->s16;
    bool wide = S->wide;
    if (!icase) {
        for (int32_t k = 0; k < n; k++)
            if (UNIT(s + k) != UNIT(from + k))
                return false;
    } else {
        /* compare characters (code points with u) canonicalised */
        int32_t a = s, b = from;
        while (a < e) {
            uint32_t ca = 0, cb = 0;
            int32_t na = a, nb = b;
            read_char(S, a, false, &ca, &na);
            if (!read_char(S, b, false, &cb, &nb) || nb - b != na - a)
                return false;
            if (ca != cb && rx_canon(ca, S->u) != rx_canon(cb, S->u))
                return false;
            a = na;
            b = nb;
        }
    }
    *pos = back ? from : from + n;
    return true;
}

static inline bool is_word_at(const Subj *S, int32_t i, bool iu)
{
    const uint8_t *s8 = S->s8;
    const uint16_t *s16 = S->s16;
    bool wide = S->wide;
    return i >= 0 && i < S->len && rx_is_word(UNIT(i), iu);
}

/* ---- the matcher -------------------------------------------------------------- */

#define PUSH(kind, pcv, av, bv)                                     \
    do {                                                            \
        if (top == s->bt_cap) {                                     \
            int gr_ = grow_bt(s);                                   \
            if (gr_ != RX_MATCH)                                    \
                return gr_;                                         \
            bt = s->bt;                                             \
        }                                                           \
        bt[top].k = (uint32_t)(kind) | ((uint32_t)(pcv) << 3);      \
        bt[top].a = (av);                                           \
        bt[top].b = (bv);                                           \
        top++;                                                      \
    } while (0)
#define SETREG(r, v)                                                \
    do {                                                            \
        uint32_t r_ = (r);                                          \
        PUSH(BT_UNDO, 0, (int32_t)r_, regs[r_]);                    \
        regs[r_] = (v);                                             \
    } while (0)
#define FAIL() goto fail

/* Try one start position. RX_MATCH / RX_NOMATCH / errors. */
static int run(RxScratch *s, RxInput *in, Subj *S, int32_t *regs, int32_t start, int32_t *steps)
{
    const uint8_t *code = in->prog;
    bool unicode = S->u;
    Bt *bt = s->bt;
    size_t top = 0;
    uint32_t pc = (uint32_t)sizeof(RxHeader);
    int32_t pos = start;
    for (;;) {
        const uint8_t *ip = code + pc;
        bool back = (ip[0] & RX_BACK) != 0;
        switch (ip[0] & ~RX_BACK) {
        case RXO_MATCH:
            return RX_MATCH;
        case RXO_CHAR: case RXO_CHAR_I: case RXO_ANY: case RXO_ANY_ALL: case RXO_CLASS: case RXO_CLASS_I:
        case RXO_CHAR2: {
            int32_t np = atom(ip, S, pos, unicode);
            if (np < 0)
                FAIL();
            pos = np;
            pc += rx_op_len(ip);
            continue;
        }
        case RXO_BOL:
            if (pos != 0)
                FAIL();
            pc += 1;
            continue;
        case RXO_EOL:
            if (pos != S->len)
                FAIL();
            pc += 1;
            continue;
        case RXO_BOL_M: {
            const uint8_t *s8 = S->s8;
            const uint16_t *s16 = S->s16;
            bool wide = S->wide;
            if (pos != 0 && !rx_is_line_term(UNIT(pos - 1)))
                FAIL();
            pc += 1;
            continue;
        }
        case RXO_EOL_M: {
            const uint8_t *s8 = S->s8;
            const uint16_t *s16 = S->s16;
            bool wide = S->wide;
            if (pos != S->len && !rx_is_line_term(UNIT(pos)))
                FAIL();
            pc += 1;
            continue;
        }
        case RXO_WORDB: case RXO_NWORDB: {
            bool iu = rx_rd32(ip + 1) != 0;
            bool b = is_word_at(S, pos - 1, iu) != is_word_at(S, pos, iu);
            if (b != ((ip[0] & ~RX_BACK) == RXO_WORDB))
                FAIL();
            pc += 5;
            continue;
        }
        case RXO_JMP:
            pc = pc + 5 + rx_rd32(ip + 1);
            continue;
        case RXO_SPLIT_NEXT:
            PUSH(BT_CHOICE, pc + 5 + rx_rd32(ip + 1), pos, 0);
            pc += 5;
            continue;
        case RXO_SPLIT_JUMP:
            PUSH(BT_CHOICE, pc + 5, pos, 0);
            pc = pc + 5 + rx_rd32(ip + 1);
            continue;
        case RXO_SAVE:
            SETREG(rx_rd32(ip + 1), pos);
            pc += 5;
            continue;
        case RXO_RESET: {
            uint32_t lo = rx_rd32(ip + 1), hi = rx_rd32(ip + 5);
            for (uint32_t r = lo; r < hi; r++)
                if (regs[r] != -1)
                    SETREG(r, -1);
            pc += 9;
            continue;
        }
        case RXO_LOOP_INIT:
            SETREG(rx_rd32(ip + 1), 0);
            pc += 5;
            continue;
        case RXO_LOOP: {
            uint32_t cnt = (uint32_t)regs[rx_rd32(ip + 1)];
            uint32_t min = rx_rd32(ip + 5), max = rx_rd32(ip + 9);
            uint32_t exitpc = pc + 21 + rx_rd32(ip + 17);
            if (cnt < min) {
                pc += 21;
            } else if (max != RX_INF && cnt >= max) {
                pc = exitpc;
            } else if (rx_rd32(ip + 13)) {
                PUSH(BT_CHOICE, exitpc, pos, 0);
                pc += 21;
            } else {
                PUSH(BT_CHOICE, pc + 21, pos, 0);
                pc = exitpc;
            }
            continue;
        }
        case RXO_LOOP_BODY:
            SETREG(rx_rd32(ip + 1), pos);
            pc += 5;
            continue;
        case RXO_LOOP_END: {
            uint32_t creg = rx_rd32(ip + 1), preg = rx_rd32(ip + 5);
            uint32_t cnt = (uint32_t)regs[creg];
            if (pos == regs[preg] && cnt >= rx_rd32(ip + 9))
                FAIL();
            SETREG(creg, (int32_t)(cnt + 1));
            pc = pc + 17 + rx_rd32(ip + 13);
            if (--*steps <= 0)
                goto poll;
            continue;
        }
        case RXO_SIMPLE: {
            uint32_t min = rx_rd32(ip + 1), max = rx_rd32(ip + 5), alen = rx_rd32(ip + 13);
            const uint8_t *aip = ip + 17;
            uint32_t cnt = 0;
            int32_t np;
            while (cnt < min) {
                if ((np = atom(aip, S, pos, unicode)) < 0)
                    FAIL();
                pos = np;
                cnt++;
            }
            if (rx_rd32(ip + 9)) { /* greedy */
                int32_t minpos = pos;
                while (cnt < max && (np = atom(aip, S, pos, unicode)) >= 0) {
                    pos = np;
                    cnt++;
                }
                *steps -= (int32_t)((cnt - min) >> 6);
                if (pos != minpos)
                    PUSH(BT_GREEDY, pc, pos, minpos);
            } else if (cnt < max) {
                PUSH(BT_LAZY, pc, pos, (int32_t)cnt);
            }
            pc += 17 + alen;
            continue;
        }
        case RXO_BACKREF:
            if (!backref(S, regs, rx_rd32(ip + 1), rx_rd32(ip + 5) != 0, back, &pos))
                FAIL();
            pc += 9;
            continue;
        case RXO_LOOK: {
            uint32_t kind = rx_rd32(ip + 1), lreg = rx_rd32(ip + 5);
            uint32_t cont = pc + 13 + rx_rd32(ip + 9);
            SETREG(lreg, (int32_t)top);
            PUSH((kind & RXL_NEG) ? BT_LOOK_NEG : BT_LOOK, cont, pos, 0);
            pc += 13;
            continue;
        }
        case RXO_LOOK_END: {
            size_t m = (size_t)regs[rx_rd32(ip + 1)];
            Bt mk = bt[m];
            if ((mk.k & 7) == BT_LOOK) {
                size_t j = m;
                for (size_t i = m + 1; i < top; i++)
                    if ((bt[i].k & 7) == BT_UNDO)
                        bt[j++] = bt[i];
                top = j;
                pos = mk.a;
                pc += 5;
                continue;
            }
            /* negative lookaround whose body matched: undo it, then fail */
            while (top > m + 1) {
                top--;
                if ((bt[top].k & 7) == BT_UNDO)
                    regs[bt[top].a] = bt[top].b;
            }
            top = m;
            FAIL();
        }
        default: /* RXO_FAIL */
            FAIL();
        }
    fail:
        for (;;) {
            if (top == 0)
                return RX_NOMATCH;
            Bt *e = &bt[top - 1];
            switch (e->k & 7) {
            case BT_UNDO:
                regs[e->a] = e->b;
                top--;
                continue;
            case BT_CHOICE:
                pc = e->k >> 3;
                pos = e->a;
                top--;
                break;
            case BT_GREEDY: {
                /* give back one character, toward minpos */
                uint32_t spc = e->k >> 3;
                const uint8_t *aip = code + spc + 17;
                bool bk = (aip[0] & RX_BACK) != 0;
                uint32_t c = 0;
                int32_t np = e->b;
                read_char(S, e->a, !bk, &c, &np);
                if (bk ? np > e->b : np < e->b)
                    np = e->b; /* never step past minpos (a pair split by the start) */
                pos = np;
                if (np == e->b)
                    top--;
                else
                    e->a = np;
                pc = spc + 17 + rx_rd32(code + spc + 13);
                break;
            }
            case BT_LAZY: {
                uint32_t spc = e->k >> 3;
                const uint8_t *sip = code + spc;
                int32_t np = atom(sip + 17, S, e->a, unicode);
                if (np < 0) {
                    top--;
                    continue;
                }
                uint32_t cnt = (uint32_t)e->b + 1;
                pos = np;
                if (cnt >= rx_rd32(sip + 5))
                    top--;
                else {
                    e->a = np;
                    e->b = (int32_t)cnt;
                }
                pc = spc + 17 + rx_rd32(sip + 13);
                break;
            }
            case BT_LOOK:
                top--; /* the body failed: so does the lookaround */
                continue;
            default: /* BT_LOOK_NEG: the body failed, so the lookaround holds */
                pc = e->k >> 3;
                pos = e->a;
                top--;
                break;
            }
            break;
        }
        if (--*steps <= 0)
            goto poll;
        continue;
    poll:
        *steps = RX_POLL_STEPS;
        if (in->poll) {
            if (in->poll(in) < 0)
                return RX_ABORT;
            code = in->prog;
            S->s8 = (const uint8_t *)in->subj;
            S->s16 = (const uint16_t *)in->subj;
        }
    }
}

int rx_exec(RxScratch *s, RxInput *in, uint32_t start, bool sticky, const int32_t **caps)
{
    const RxHeader *h = (const RxHeader *)(const void *)in->prog;
    rx_release(s);
    s->st.execs++;
    int err = RX_NOMEM;
    int32_t *regs = get_regs(s, h->nregs, &err);
    if (!regs)
        return err;
    for (uint32_t r = 0; r < h->nregs; r++)
        regs[r] = -1;
    Subj S = {(const uint8_t *)in->subj, (const uint16_t *)in->subj, (int32_t)in->len, in->wide,
              (h->flags & RX_U) != 0};
    int32_t steps = RX_POLL_STEPS;
    uint32_t first = h->first, fc = h->first_c;
    bool high = h->first_high != 0;
    uint8_t set[32];
    memcpy(set, h->firstset, 32);
    bool anchor = h->anchor != 0;
    uint32_t npre = h->nprefix;
    const uint8_t(*pre)[32] = h->prefix;
    for (uint32_t pos = start; pos <= in->len; pos++) {
        if (anchor && pos > 0)
            return RX_NOMATCH;
        if (!sticky && first != RXF_ANY) {
            /* skip to the next unit that can start a match */
            if (!S.wide) {
                if (first == RXF_CHAR) {
                    const uint8_t *hit = pos < in->len ? memchr(S.s8 + pos, (int)fc, in->len - pos) : NULL;
                    if (!hit)
                        return RX_NOMATCH;
                    pos = (uint32_t)(hit - S.s8);
                } else if (npre) {
                    /* every match starts with npre units from the prefix sets */
                    const uint8_t *s8 = S.s8;
                    uint32_t last = in->len >= npre ? in->len - npre : 0;
                    if (in->len < npre)
                        return RX_NOMATCH;
                    for (;; pos++) {
                        if (pos > last)
                            return RX_NOMATCH;
                        uint8_t c0 = s8[pos], c1 = s8[pos + 1];
                        if (!((pre[0][c0 >> 3] >> (c0 & 7)) & 1) || !((pre[1][c1 >> 3] >> (c1 & 7)) & 1))
                            continue;
                        if (npre > 2) {
                            uint8_t c2 = s8[pos + 2];
                            if (!((pre[2][c2 >> 3] >> (c2 & 7)) & 1))
                                continue;
                        }
                        break;
                    }
                } else {
                    while (pos < in->len && !(set[S.s8[pos] >> 3] & (1u << (S.s8[pos] & 7))))
                        pos++;
                    if (pos >= in->len)
                        return RX_NOMATCH;
                }
            } else {
                while (pos < in->len) {
                    uint32_t c = S.s16[pos];
                    if (c < 256 ? (first == RXF_CHAR ? c == fc : (set[c >> 3] & (1u << (c & 7))) != 0) : high)
                        break;
                    pos++;
                }
                if (pos >= in->len)
                    return RX_NOMATCH;
            }
        }
        int r = run(s, in, &S, regs, (int32_t)pos, &steps);
        if (r != RX_NOMATCH) {
            if (r == RX_MATCH)
                *caps = regs;
            return r;
        }
        if (sticky)
            return RX_NOMATCH;
        if (S.u && S.wide && pos + 1 < in->len && IS_HI(S.s16[pos]) && IS_LO(S.s16[pos + 1]))
            pos++;
        if (--steps <= 0) {
            steps = RX_POLL_STEPS;
            if (in->poll) {
                if (in->poll(in) < 0)
                    return RX_ABORT;
                h = (const RxHeader *)(const void *)in->prog;
                S.s8 = (const uint8_t *)in->subj;
                S.s16 = (const uint16_t *)in->subj;
            }
        }
    }
    return RX_NOMATCH;
}
