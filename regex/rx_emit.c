/* regex/rx_emit.c — rx_compile: the pattern tree (rx_parse.c) to bytecode
 * (rx_int.h), plus the facts the search loop uses to skip work: whether the
 * pattern is anchored at the start, and the set of units a match can start
 * with.
 *
 * Quantifiers: a single-unit atom without captures (a char, '.', a class)
 * becomes one SIMPLE instruction (a counted loop with one backtrack entry in
 * all); anything else becomes LOOP_INIT / LOOP / LOOP_BODY / RESET / body /
 * LOOP_END, which implements the spec's RepeatMatcher exactly: captures in
 * the body reset at each iteration, and an iteration past the minimum that
 * matched the empty string fails. A lookbehind body is emitted right to
 * left with RX_BACK set on its consuming ops.
 */
#include <stdio.h>
#include <stdlib.h>

#include "rx_node.h"

/* The largest program, in bytes: beyond it, "Regular expression too large". */
#define RX_MAX_CODE (1u << 24)

typedef struct Emitter {
    uint8_t *b;
    uint32_t len, cap;
    unsigned flags;
    uint32_t nregs;
    bool failed;
} Emitter;

static void put(Emitter *e, const void *p, uint32_t n)
{
    if (e->failed || n == 0)
        return;
    if (e->len + n > e->cap) {
        uint32_t cap = e->cap ? e->cap * 2 : 256;
        while (cap < e->len + n)
            cap *= 2;
        if (cap > RX_MAX_CODE * 2u) {
            e->failed = true;
            return;
        }
        uint8_t *nb = realloc(e->b, cap);
        if (!nb) {
            e->failed = true;
            return;
        }
        e->b = nb;
        e->cap = cap;
    }
    memcpy(e->b + e->len, p, n);
    e->len += n;
}

static void op(Emitter *e, int o) { uint8_t b = (uint8_t)o; put(e, &b, 1); }
static void u32(Emitter *e, uint32_t v) { put(e, &v, 4); }
static void patch(Emitter *e, uint32_t at, uint32_t v)
{
    if (!e->failed)
        memcpy(e->b + at, &v, 4);
}
/* rel of a jump whose operand is at `at` and whose next instruction is `at + 4` + extra */
static void patch_rel(Emitter *e, uint32_t at, uint32_t next, uint32_t target)
{
    patch(e, at, (uint32_t)((int32_t)target - (int32_t)next));
}

static bool is_simple_atom(const RxNode *n)
{
    return n->kind == RN_CHAR || n->kind == RN_ANY || n->kind == RN_CLASS;
}

static void emit(Emitter *e, const RxNode *n, bool back);

static void emit_atom(Emitter *e, const RxNode *n, int bk)
{
    bool ic = (e->flags & RX_I) != 0, u = (e->flags & RX_U) != 0;
    switch (n->kind) {
    case RN_CHAR:
        if (ic && (n->c | 0x20) >= 'a' && (n->c | 0x20) <= 'z' && !(u && ((n->c | 0x20) == 'k' || (n->c | 0x20) == 's'))) {
            /* {a, A} is the whole case class of an ASCII letter (with u, k
               and s also have U+212A and U+017F) */
            op(e, RXO_CHAR2 | bk);
            u32(e, n->c | 0x20);
            u32(e, n->c & ~0x20u);
            break;
        }
        op(e, (ic ? RXO_CHAR_I : RXO_CHAR) | bk);
        u32(e, ic ? rx_canon(n->c, u) : n->c);
        break;
    case RN_ANY:
        op(e, ((e->flags & RX_S) ? RXO_ANY_ALL : RXO_ANY) | bk);
        break;
    default: /* RN_CLASS */
        op(e, (ic ? RXO_CLASS_I : RXO_CLASS) | bk);
        u32(e, n->cls.n);
        uint8_t bm[32] = {0};
        for (uint32_t c = 0; c < 256; c++)
            if (rx_ranges_has(n->cls.r, n->cls.n, ic ? rx_canon(c, u) : c))
                bm[c >> 3] |= (uint8_t)(1u << (c & 7));
        put(e, bm, 32);
        put(e, n->cls.r, n->cls.n * 8);
        break;
    }
}

static void emit_repeat(Emitter *e, const RxNode *n, bool back)
{
    int bk = back ? RX_BACK : 0;
    const RxNode *a = n->a;
    if (n->max == 0)
        return;
    if (n->min == 1 && n->max == 1) {
        emit(e, a, back);
        return;
    }
    if (is_simple_atom(a)) {
        op(e, RXO_SIMPLE);
        u32(e, n->min);
        u32(e, n->max);
        u32(e, n->greedy);
        uint32_t at = e->len;
        u32(e, 0);
        uint32_t start = e->len;
        emit_atom(e, a, bk);
        patch(e, at, e->len - start);
        return;
    }
    uint32_t creg = e->nregs++, preg = e->nregs++;
    op(e, RXO_LOOP_INIT);
    u32(e, creg);
    uint32_t head = e->len;
    op(e, RXO_LOOP);
    u32(e, creg);
    u32(e, n->min);
    u32(e, n->max);
    u32(e, n->greedy);
    uint32_t exit_at = e->len;
    u32(e, 0);
    op(e, RXO_LOOP_BODY);
    u32(e, preg);
    if (n->cap_hi > n->cap_lo) {
        op(e, RXO_RESET);
        u32(e, 2 * n->cap_lo);
        u32(e, 2 * n->cap_hi);
    }
    emit(e, a, back);
    op(e, RXO_LOOP_END);
    u32(e, creg);
    u32(e, preg);
    u32(e, n->min);
    uint32_t back_at = e->len;
    u32(e, 0);
    patch_rel(e, back_at, e->len, head);
    patch_rel(e, exit_at, exit_at + 4, e->len);
}

static void emit(Emitter *e, const RxNode *n, bool back)
{
    int bk = back ? RX_BACK : 0;
    bool m = (e->flags & RX_M) != 0;
    switch (n->kind) {
    case RN_CHAR: case RN_ANY: case RN_CLASS:
        emit_atom(e, n, bk);
        break;
    case RN_BOL: op(e, m ? RXO_BOL_M : RXO_BOL); break;
    case RN_EOL: op(e, m ? RXO_EOL_M : RXO_EOL); break;
    case RN_WORDB: case RN_NWORDB:
        op(e, n->kind == RN_WORDB ? RXO_WORDB : RXO_NWORDB);
        u32(e, (e->flags & (RX_U | RX_I)) == (RX_U | RX_I));
        break;
    case RN_BACKREF:
        op(e, RXO_BACKREF | bk);
        u32(e, n->group);
        u32(e, (e->flags & RX_I) != 0);
        break;
    case RN_MODS: {
        unsigned saved = e->flags;
        e->flags = (saved | n->mods_on) & ~n->mods_off;
        emit(e, n->a, back);
        e->flags = saved;
        break;
    }
    case RN_GROUP:
        op(e, RXO_SAVE);
        u32(e, 2 * n->group + (back ? 1 : 0));
        emit(e, n->a, back);
        op(e, RXO_SAVE);
        u32(e, 2 * n->group + (back ? 0 : 1));
        break;
    case RN_CAT: {
        if (!back) {
            for (const RxNode *c = n->a; c; c = c->next)
                emit(e, c, back);
            break;
        }
        /* right to left: children in reverse */
        uint32_t cnt = 0;
        for (const RxNode *c = n->a; c; c = c->next)
            cnt++;
        for (uint32_t k = cnt; k > 0; k--) {
            const RxNode *c = n->a;
            for (uint32_t j = 1; j < k; j++)
                c = c->next;
            emit(e, c, back);
        }
        break;
    }
    case RN_ALT: {
        uint32_t jumps[64], nj = 0, *heap = NULL, *js = jumps, cap = 64;
        for (const RxNode *c = n->a; c; c = c->next) {
            if (!c->next) {
                emit(e, c, back);
                break;
            }
            op(e, RXO_SPLIT_NEXT);
            uint32_t at = e->len;
            u32(e, 0);
            emit(e, c, back);
            op(e, RXO_JMP);
            if (nj == cap) {
                cap *= 2;
                uint32_t *nh = realloc(heap, cap * sizeof *nh);
                if (!nh) {
                    e->failed = true;
                    free(heap);
                    return;
                }
                if (!heap)
                    memcpy(nh, jumps, sizeof jumps);
                heap = js = nh;
            }
            js[nj++] = e->len;
            u32(e, 0);
            patch_rel(e, at, at + 4, e->len);
        }
        for (uint32_t k = 0; k < nj; k++)
            patch_rel(e, js[k], js[k] + 4, e->len);
        free(heap);
        break;
    }
    case RN_REPEAT:
        emit_repeat(e, n, back);
        break;
    case RN_LOOK: {
        uint32_t lreg = e->nregs++;
        op(e, RXO_LOOK);
        u32(e, (uint32_t)n->look);
        u32(e, lreg);
        uint32_t at = e->len;
        u32(e, 0);
        emit(e, n->a, (n->look & RXL_BEHIND) != 0);
        op(e, RXO_LOOK_END);
        u32(e, lreg);
        patch_rel(e, at, at + 4, e->len);
        break;
    }
    }
}

/* ---- start analysis ---------------------------------------------------------- */

typedef struct First {
    uint8_t set[32];
    bool high;   /* some unit >= 256 can start a match */
    bool any;    /* unknown: give up */
} First;

static void first_add(First *f, uint32_t lo, uint32_t hi)
{
    if (hi >= 256) {
        f->high = true;
        if (lo >= 256)
            return;
        hi = 255;
    }
    for (uint32_t c = lo; c <= hi; c++)
        f->set[c >> 3] |= (uint8_t)(1u << (c & 7));
}

/* Adds what n's first unit can be; returns whether n can match empty. */
static bool first_of(const RxNode *n, First *f, unsigned flags, int depth)
{
    if (f->any || depth > 200) {
        f->any = true;
        return true;
    }
    bool ic = (flags & RX_I) != 0;
    switch (n->kind) {
    case RN_CHAR: {
        uint32_t c = n->c;
        if (c > 0xFFFF) {
            f->high = true;
            return false;
        }
        if (ic) {
            if (c >= 128) {
                f->any = true;
                return false;
            }
            if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') {
                first_add(f, c | 0x20, c | 0x20);
                first_add(f, c & ~0x20u, c & ~0x20u);
                /* with u, U+017F and U+212A fold to s and k */
                if ((flags & RX_U) && ((c | 0x20) == 'k' || (c | 0x20) == 's'))
                    f->high = true;
                return false;
            }
        }
        first_add(f, c, c);
        return false;
    }
    case RN_CLASS:
        if (ic) {
            /* the Latin-1 units whose canonical form is in the set; any
               wider unit may fold into it */
            for (uint32_t c = 0; c < 256; c++)
                if (rx_ranges_has(n->cls.r, n->cls.n, rx_canon(c, (flags & RX_U) != 0)))
                    first_add(f, c, c);
            f->high = true;
            return false;
        }
        for (uint32_t i = 0; i < n->cls.n; i++)
            first_add(f, n->cls.r[2 * i], n->cls.r[2 * i + 1] > 0xFFFF ? 0xFFFF : n->cls.r[2 * i + 1]);
        return false;
    case RN_ANY: case RN_BACKREF:
        f->any = true;
        return true;
    case RN_BOL: case RN_EOL: case RN_WORDB: case RN_NWORDB: case RN_LOOK:
        return true;
    case RN_GROUP:
        return first_of(n->a, f, flags, depth + 1);
    case RN_MODS:
        return first_of(n->a, f, (flags | n->mods_on) & ~n->mods_off, depth + 1);
    case RN_REPEAT:
        if (n->max == 0)
            return true;
        return first_of(n->a, f, flags, depth + 1) || n->min == 0;
    case RN_CAT:
        for (const RxNode *c = n->a; c; c = c->next)
            if (!first_of(c, f, flags, depth + 1))
                return false;
        return true;
    default: { /* RN_ALT */
        bool empty = false;
        for (const RxNode *c = n->a; c; c = c->next)
            empty |= first_of(c, f, flags, depth + 1);
        return empty;
    }
    }
}

/* Latin-1 bitmap of a single-unit atom, or false when n is not one. */
static bool unit_set(const RxNode *n, unsigned flags, uint8_t bm[32])
{
    bool ic = (flags & RX_I) != 0, u = (flags & RX_U) != 0;
    memset(bm, 0, 32);
    if (n->kind == RN_CHAR) {
        if (n->c > 0xFF || (ic && n->c >= 128))
            return false;
        if (ic && (n->c | 0x20) >= 'a' && (n->c | 0x20) <= 'z') {
            if (u && ((n->c | 0x20) == 'k' || (n->c | 0x20) == 's'))
                return false;
            bm[(n->c | 0x20) >> 3] |= (uint8_t)(1u << ((n->c | 0x20) & 7));
            bm[(n->c & ~0x20u) >> 3] |= (uint8_t)(1u << ((n->c & ~0x20u) & 7));
        } else {
            bm[n->c >> 3] |= (uint8_t)(1u << (n->c & 7));
        }
        return true;
    }
    if (n->kind == RN_CLASS) { /* under i the set holds canonical forms */
        for (uint32_t c = 0; c < 256; c++)
            if (rx_ranges_has(n->cls.r, n->cls.n, ic ? rx_canon(c, u) : c))
                bm[c >> 3] |= (uint8_t)(1u << (c & 7));
        return true;
    }
    return false;
}

/* The leading run of single-unit atoms shared by every alternative of the
 * top level, as up to three position bitmaps (Latin-1 subjects only: a
 * wide unit in any of those positions fails them). Returns the depth. */
static uint32_t prefix_sets(const RxNode *root, unsigned flags, uint8_t sets[3][32])
{
    memset(sets, 0, 3 * 32);
    uint32_t depth = 3;
    const RxNode *alts = root->kind == RN_ALT ? root->a : root;
    for (const RxNode *a = alts; a; a = root->kind == RN_ALT ? a->next : NULL) {
        if (a->kind != RN_CAT)
            return 0;
        uint32_t k = 0;
        for (const RxNode *c = a->a; c && k < depth; c = c->next, k++) {
            uint8_t bm[32];
            if (!unit_set(c, flags, bm))
                break;
            for (int i = 0; i < 32; i++)
                sets[k][i] |= bm[i];
        }
        if (k < depth)
            depth = k;
    }
    return depth >= 2 ? depth : 0;
}

/* ---- the program ------------------------------------------------------------ */

/* Flag letters by bit number. */
static const char flag_bits[] = "dgimsuyv";

int rx_parse_flags(const uint16_t *f, uint32_t len)
{
    int bits = 0;
    for (uint32_t i = 0; i < len; i++) {
        const char *p = f[i] < 128 && f[i] ? strchr(flag_bits, f[i]) : NULL;
        if (!p)
            return -1;
        int b = 1 << (p - flag_bits);
        if (bits & b)
            return -1;
        bits |= b;
    }
    if ((bits & RX_U) && (bits & RX_V))
        return -1;
    return bits;
}

int rx_flags_string(unsigned bits, char out[9])
{
    static const char order[] = "dgimsuvy";
    int n = 0;
    for (const char *c = order; *c; c++)
        if (bits & (1u << (strchr(flag_bits, *c) - flag_bits)))
            out[n++] = *c;
    out[n] = 0;
    return n;
}

int rx_check(const uint16_t *pat, uint32_t len, unsigned flags, char *err, size_t errcap)
{
    RxTree t = {0};
    int r = rx_parse(&t, pat, len, flags, err, errcap);
    rx_tree_free(&t);
    return r < 0 ? -1 : 0;
}

uint8_t *rx_compile(const uint16_t *pat, uint32_t len, unsigned flags, uint32_t *out_len, char *err,
                    size_t errcap)
{
    RxTree t = {0};
    Emitter e = {0};
    uint8_t *prog = NULL;
    if (rx_parse(&t, pat, len, flags, err, errcap) < 0)
        goto out;
    if (flags & RX_V) /* v matches as u does: code points, u's case folding */
        flags |= RX_U;
    e.flags = flags;
    e.nregs = 2 * t.ncaps;
    RxHeader h = {0};
    put(&e, &h, sizeof h);
    op(&e, RXO_SAVE);
    u32(&e, 0);
    emit(&e, t.root, false);
    op(&e, RXO_SAVE);
    u32(&e, 1);
    op(&e, RXO_MATCH);
    while (e.len % 4)
        op(&e, 0);
    uint32_t names_off = e.len;
    for (uint32_t i = 0; i < t.nnames; i++) {
        u32(&e, t.names[i].group);
        u32(&e, t.names[i].len);
        put(&e, t.names[i].name, t.names[i].len * 2);
        while (e.len % 4)
            op(&e, 0);
    }
    if (e.failed || e.len > RX_MAX_CODE) {
        snprintf(err, errcap, "%s", e.len > RX_MAX_CODE || e.cap ? "Regular expression too large" : "out of memory");
        goto out;
    }
    h.magic = RX_MAGIC;
    h.flags = flags;
    h.ncaps = t.ncaps;
    h.nregs = e.nregs;
    h.code_len = names_off - (uint32_t)sizeof h;
    h.names_off = names_off;
    h.nnames = t.nnames;
    /* anchored: the top level starts with ^ (no m) in its only alternative */
    if (!(flags & RX_M) && t.root->kind == RN_CAT && t.root->a && t.root->a->kind == RN_BOL)
        h.anchor = 1;
    First f = {0};
    bool empty = first_of(t.root, &f, flags, 0);
    h.first = RXF_ANY;
    if (!empty && !f.any) {
        int count = 0;
        uint32_t one = 0;
        for (uint32_t c = 0; c < 256; c++)
            if (f.set[c >> 3] & (1u << (c & 7))) {
                count++;
                one = c;
            }
        if (count == 1 && !f.high) {
            h.first = RXF_CHAR;
            h.first_c = one;
        } else if (count > 0 || !f.high) {
            h.first = RXF_SET;
            h.first_high = f.high;
            memcpy(h.firstset, f.set, 32);
        }
    }
    h.nprefix = prefix_sets(t.root, flags, h.prefix);
    memcpy(e.b, &h, sizeof h);
    prog = e.b;
    e.b = NULL;
    *out_len = e.len;
out:
    free(e.b);
    rx_tree_free(&t);
    return prog;
}

static const RxHeader *hdr(const uint8_t *prog) { return (const RxHeader *)(const void *)prog; }

unsigned rx_prog_flags(const uint8_t *prog) { return rx_rd32(prog + offsetof(RxHeader, flags)); }
uint32_t rx_prog_ncaps(const uint8_t *prog) { return rx_rd32(prog + offsetof(RxHeader, ncaps)); }
bool rx_prog_has_names(const uint8_t *prog) { return rx_rd32(prog + offsetof(RxHeader, nnames)) != 0; }

const uint16_t *rx_prog_group_name(const uint8_t *prog, uint32_t i, uint32_t *len)
{
    (void)hdr;
    uint32_t off = rx_rd32(prog + offsetof(RxHeader, names_off));
    uint32_t n = rx_rd32(prog + offsetof(RxHeader, nnames));
    for (uint32_t k = 0; k < n; k++) {
        uint32_t g = rx_rd32(prog + off), l = rx_rd32(prog + off + 4);
        if (g == i) {
            *len = l;
            return (const uint16_t *)(const void *)(prog + off + 8);
        }
        off += 8 + ((l * 2 + 3) & ~3u);
    }
    return NULL;
}

uint32_t rx_prog_group_first(const uint8_t *prog, uint32_t i)
{
    uint32_t len;
    const uint16_t *name = rx_prog_group_name(prog, i, &len);
    if (!name)
        return i;
    for (uint32_t g = 1; g < i; g++) {
        uint32_t l;
        const uint16_t *n = rx_prog_group_name(prog, g, &l);
        if (n && l == len && !memcmp(n, name, len * 2))
            return g;
    }
    return i;
}
