/* regex/rx_int.h — the bytecode shared by the compiler (rx_parse.c,
 * rx_emit.c) and the matcher (rx_exec.c). Not part of the engine's API.
 *
 * A program is: RxHeader, then the code, then the group-name table. Every
 * multi-byte operand is a little-endian 32-bit word read with memcpy, so a
 * program is position independent and may sit at any alignment.
 *
 * Registers: [0, 2*ncaps) are the capture starts/ends, then one register
 * per loop counter, loop start position and lookaround marker. Every write
 * to a register pushes an undo entry, so backtracking restores them.
 */
#ifndef TARN_RX_INT_H
#define TARN_RX_INT_H

#include <string.h>

#include "rx.h"

#define RX_MAGIC 0x31587852u /* "RxX1" */

typedef struct RxHeader {
    uint32_t magic;
    uint32_t flags;
    uint32_t ncaps;      /* groups including group 0 */
    uint32_t nregs;      /* all registers */
    uint32_t code_len;   /* bytes of code after the header */
    uint32_t names_off;  /* offset of the name table from the program start */
    uint32_t nnames;
    uint32_t anchor;     /* 1: can only match at position 0 (leading ^ without m) */
    uint32_t first;      /* RXF_*: what the first consumed unit can be */
    uint32_t first_c;    /* RXF_CHAR: the code unit */
    uint32_t minlen;     /* a lower bound on the match length in code units */
    uint32_t first_high; /* RXF_SET: a unit >= 256 can start a match */
    uint8_t firstset[32];/* RXF_SET: Latin-1 bitmap */
    uint32_t nprefix;    /* 2..3: every match starts with units from prefix[0..n) in turn */
    uint32_t _pad2;
    uint8_t prefix[3][32];/* Latin-1 bitmaps per position (a unit >= 256 never matches them) */
} RxHeader;

enum { RXF_ANY = 0, RXF_CHAR = 1, RXF_SET = 2 };

/* Name table entries: u32 group, u32 len, then len u16 units, padded to 4. */

/* Opcodes. The high bit of a consuming op's byte (RX_BACK) marks a
 * lookbehind body: read the unit before pos and move left. */
#define RX_BACK 0x80
enum {
    RXO_MATCH = 1,
    RXO_CHAR,        /* u32 c: one unit (non-u) or code point (u) equal to c */
    RXO_CHAR_I,      /* u32 c: canon(unit) == c */
    RXO_ANY,         /* any but a line terminator */
    RXO_ANY_ALL,     /* anything (s flag) */
    RXO_CLASS,       /* u32 n, 32-byte bitmap of the Latin-1 members, n * (u32 lo, u32 hi) sorted ranges */
    RXO_CLASS_I,     /* same; ranges tested with canon(unit), the bitmap already folded */
    RXO_BOL, RXO_EOL, RXO_BOL_M, RXO_EOL_M,
    RXO_WORDB, RXO_NWORDB, /* u32 iu: 1 when u+i (ſ and K count as word chars) */
    RXO_JMP,         /* i32 rel (from the next instruction) */
    RXO_SPLIT_NEXT,  /* i32 rel: try next first, then the target */
    RXO_SPLIT_JUMP,  /* i32 rel: try the target first, then next */
    RXO_SAVE,        /* u32 reg: reg = pos */
    RXO_RESET,       /* u32 lo, u32 hi: regs [lo, hi) = -1 */
    RXO_LOOP_INIT,   /* u32 creg: creg = 0 */
    RXO_LOOP,        /* u32 creg, u32 min, u32 max, u32 greedy, i32 exit rel (from next) */
    RXO_LOOP_BODY,   /* u32 preg: preg = pos (start of an iteration) */
    RXO_LOOP_END,    /* u32 creg, u32 preg, u32 min, i32 head rel: empty check, ++creg, jump */
    RXO_SIMPLE,      /* u32 min, u32 max, u32 greedy, u32 atom_len; then the atom (one consuming op) */
    RXO_BACKREF,     /* u32 group, u32 icase */
    RXO_LOOK,        /* u32 kind (RXL_*), u32 lreg, i32 rel to after LOOK_END */
    RXO_LOOK_END,    /* u32 lreg */
    RXO_FAIL,
    RXO_CHAR2,       /* u32 a, u32 b: the unit is a or b (a case-insensitive ASCII letter) */
};
enum { RXL_NEG = 1, RXL_BEHIND = 2 };

#define RX_INF 0xFFFFFFFFu

static inline uint32_t rx_rd32(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* Operand bytes after the opcode byte (CLASS: variable, see rx_op_len). */
static inline uint32_t rx_op_len(const uint8_t *pc)
{
    switch (pc[0] & ~RX_BACK) {
    case RXO_CHAR: case RXO_CHAR_I: case RXO_WORDB: case RXO_NWORDB: case RXO_JMP:
    case RXO_SPLIT_NEXT: case RXO_SPLIT_JUMP: case RXO_SAVE: case RXO_LOOP_INIT: case RXO_LOOP_BODY:
    case RXO_LOOK_END:
        return 5;
    case RXO_CLASS: case RXO_CLASS_I:
        return 5 + 32 + 8 * rx_rd32(pc + 1);
    case RXO_RESET: case RXO_BACKREF: case RXO_CHAR2:
        return 9;
    case RXO_LOOK:
        return 13;
    case RXO_SIMPLE:
        return 17;
    case RXO_LOOP_END:
        return 17;
    case RXO_LOOP:
        return 21;
    default:
        return 1;
    }
}

/* Class ranges (rx_class.c): sorted, non-overlapping, non-adjacent. */
typedef struct RxRanges {
    uint32_t *r;   /* 2*n words */
    uint32_t n, cap;
} RxRanges;
int rx_ranges_add(RxRanges *c, uint32_t lo, uint32_t hi);      /* 0 / -1 (OOM) */
int rx_ranges_add_set(RxRanges *c, const RxRanges *o);
int rx_ranges_invert(RxRanges *c, uint32_t maxc);               /* complement in [0, maxc] */
int rx_ranges_canon(RxRanges *c, bool unicode);                 /* { canon(x) : x in c } */
bool rx_ranges_has(const uint32_t *r, uint32_t n, uint32_t c);
/* \d \s \w (upper case: negated), with the u+i word extension when iu. */
int rx_ranges_escape(RxRanges *c, int esc, bool unicode, bool iu);
/* \p{...}: 1 added, 0 unknown name, -1 OOM. neg for \P. */
int rx_ranges_property(RxRanges *c, const char *name, const char *value, bool neg);
void rx_ranges_free(RxRanges *c);
int rx_ranges_intersect(RxRanges *c, const RxRanges *o);          /* c = c ∩ o */
int rx_ranges_subtract(RxRanges *c, const RxRanges *o);           /* c = c \ o */

/* A v-mode class: code points and strings (rx_set.c). Strings of one code
 * point live in cps; the others (the empty one included) in strs, each as
 * 2 words (offset in pool, length). After rx_set_normalize the strings are
 * unique and sorted longest first (then by code points), the order a class
 * tries them in. */
typedef struct RxSet {
    RxRanges cps;
    uint32_t *pool, npool, cappool;
    uint32_t *strs, nstr, capstr;
} RxSet;
int rx_set_add_string(RxSet *s, const uint32_t *cps, uint32_t len); /* 0 / -1 (OOM) */
int rx_set_union(RxSet *s, const RxSet *o);
int rx_set_intersect(RxSet *s, RxSet *o); /* both normalise o */
int rx_set_subtract(RxSet *s, RxSet *o);
int rx_set_normalize(RxSet *s);
void rx_set_free(RxSet *s);
/* \p{name} for a property of strings (v flag only), folded with
 * canon(, true) when icase: 1 added, 0 not such a property, -1 OOM. */
int rx_set_string_property(RxSet *s, const char *name, bool icase);

bool rx_is_line_term(uint32_t c);
bool rx_is_word(uint32_t c, bool iu);

#endif
