/* regex/rx_node.h — the pattern tree between the parser (rx_parse.c) and
 * the emitter (rx_emit.c). Lives only during rx_compile; every node is
 * malloc'd and chained on RxTree.all so one walk frees them all.
 */
#ifndef TARN_RX_NODE_H
#define TARN_RX_NODE_H

#include "rx_int.h"

enum {
    RN_CHAR, RN_ANY, RN_CLASS, RN_BOL, RN_EOL, RN_WORDB, RN_NWORDB,
    RN_BACKREF, RN_GROUP, RN_CAT, RN_ALT, RN_REPEAT, RN_LOOK,
    RN_MODS,          /* (?ims-ims:...): the body under changed i/m/s flags */
};

typedef struct RxNode RxNode;
struct RxNode {
    int kind;
    RxNode *a;        /* GROUP/REPEAT/LOOK: the body; CAT/ALT: first child */
    RxNode *next;     /* next sibling in a CAT/ALT */
    RxNode *all_next; /* every node, for freeing */
    uint32_t c;       /* CHAR: unit (non-u) or code point (u), not canonicalised */
    uint32_t group;   /* GROUP: its number; BACKREF: the referenced group */
    uint32_t min, max;/* REPEAT (max RX_INF: unbounded) */
    bool greedy;
    int look;         /* LOOK: RXL_* bits */
    unsigned mods_on, mods_off; /* MODS: RX_I/RX_M/RX_S bits set and cleared */
    uint32_t cap_lo, cap_hi; /* REPEAT/GROUP/LOOK: groups [lo, hi) inside */
    RxRanges cls;     /* CLASS (canonicalised under i) */
    uint16_t *name;   /* BACKREF by name, until resolved */
    uint32_t name_len;
};

typedef struct RxName {
    uint16_t *name;
    uint32_t len, group;
    int32_t alt;      /* the parser's alternative the group is in (rx_parser.h) */
} RxName;

typedef struct RxTree {
    RxNode *root, *all;
    uint32_t ncaps;   /* including group 0 */
    RxName *names;
    uint32_t nnames;
} RxTree;

RxNode *rx_node_new(RxTree *t, int kind);
void rx_tree_free(RxTree *t);
/* 0, or -1 with node's reason in err. */
int rx_parse(RxTree *t, const uint16_t *pat, uint32_t len, unsigned flags, char *err, size_t errcap);

#endif
