/* regex/rx.h — tarn's regular-expression engine: ECMAScript pattern syntax
 * compiled to a compact bytecode, run by a backtracking matcher whose
 * backtrack stack is an explicit array (no C recursion on any pattern or
 * subject).
 *
 * The engine knows nothing of the VM or the collector. It asks its host for
 * three things only: a scratch area (RxScratch, one per VM, lent to every
 * match so repeated matches reuse it), a byte budget per operation, and a
 * poll callback that a long match calls every RX_POLL_STEPS steps so the
 * host's interrupt / time limit can stop it (and the host may move the
 * program and subject meanwhile: it refreshes the pointers in RxInput).
 *
 * Invariant: no scratch byte exists before it was checked against the
 * budget; over budget is a clean RX_BUDGET result, never an abort. Scratch
 * is malloc'd and never reported to the GC.
 */
#ifndef TARN_RX_H
#define TARN_RX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* flag bits (RegExp.prototype.flags orders them d g i m s u v y: see
 * rx_flags_string) */
enum { RX_D = 1, RX_G = 2, RX_I = 4, RX_M = 8, RX_S = 16, RX_U = 32, RX_Y = 64, RX_V = 128 };

/* Parse a flags string: the bit set, or -1 for an unknown or repeated flag,
 * or u with v. */
int rx_parse_flags(const uint16_t *f, uint32_t len);
/* The flags of `bits` in canonical order ("dgimsuvy"), NUL-terminated:
 * returns the length. */
int rx_flags_string(unsigned bits, char out[9]);

/* Compile pattern (UTF-16 code units) under flags. Returns a malloc'd
 * program of *out_len bytes (position independent: the host may copy it
 * anywhere, e.g. into a movable byte cell) or NULL, with node's reason text
 * ("Unterminated group", ...) in err, or "out of memory". */
uint8_t *rx_compile(const uint16_t *pat, uint32_t len, unsigned flags, uint32_t *out_len,
                    char *err, size_t errcap);

/* The pattern's early errors only (a regular expression literal's, found
 * while parsing the script): 0, or -1 with the reason in err as rx_compile
 * gives it. Limits met only while emitting ("Regular expression too large")
 * are left to rx_compile, when the literal is evaluated, as V8 does. */
int rx_check(const uint16_t *pat, uint32_t len, unsigned flags, char *err, size_t errcap);

/* Program queries (prog as returned by rx_compile, or a copy of it). */
unsigned rx_prog_flags(const uint8_t *prog);
uint32_t rx_prog_ncaps(const uint8_t *prog); /* capture groups including group 0 */
/* Name of capture group i (1-based), or NULL when unnamed; *len code units. */
const uint16_t *rx_prog_group_name(const uint8_t *prog, uint32_t i, uint32_t *len);
bool rx_prog_has_names(const uint8_t *prog);
/* Names may repeat in different alternatives ((?<y>..)|(?<y>..)): the
 * lowest-numbered group with group i's name (i when it is the first, or
 * unnamed). At most one group of a name has taken part in a match. */
uint32_t rx_prog_group_first(const uint8_t *prog, uint32_t i);

/* ---- scratch and budget ---------------------------------------------------- */

/* The default per-operation scratch budget, in bytes. The one place it is
 * set; hosts override it per VM (tarn: TARN_REGEX_BUDGET). 64 MiB lets
 * any ordinary match run (a backtrack entry is 12 bytes, so over five
 * million pending choices) while a runaway pattern stops long before it
 * can hurt the machine. */
#define RX_DEFAULT_BUDGET ((size_t)64 << 20)
/* Capture/loop registers the lent area grows to; programs with more use an
 * owned buffer that the operation frees before it returns. */
#define RX_LENT_REGS 1024
/* Matcher steps between polls: large enough that the poll costs nothing
 * measurable, small enough that an interrupt lands within a millisecond. */
#define RX_POLL_STEPS 4096

typedef struct RxScratch RxScratch;

typedef struct RxStats {
    uint64_t execs;          /* rx_exec calls */
    uint64_t owned_searches; /* calls that needed owned (non-lent) registers */
    size_t lent_bytes;       /* bytes the lent area holds now */
    size_t peak_bytes;       /* most scratch bytes one operation used */
} RxStats;

RxScratch *rx_scratch_new(size_t budget);
void rx_scratch_free(RxScratch *s);
void rx_scratch_set_budget(RxScratch *s, size_t budget);
size_t rx_scratch_budget(const RxScratch *s);
void rx_scratch_stats(const RxScratch *s, RxStats *out);
/* Free what the last operation owned (registers beyond the lent bound) and
 * trim the lent area back to its retained size. Call on every exit path of
 * an operation that ran rx_exec; harmless when there is nothing to free. */
void rx_release(RxScratch *s);

/* Working memory for an operation (replace/split buffers that do not follow
 * the output): checked against the budget, freed by rx_release. NULL when
 * over budget (*over set) or out of memory. */
void *rx_scratch_alloc(RxScratch *s, size_t bytes, bool *over);

/* ---- matching ----------------------------------------------------------------- */

typedef struct RxInput RxInput;
struct RxInput {
    const uint8_t *prog;
    const void *subj;        /* Latin-1 bytes, or UTF-16 units when wide */
    uint32_t len;            /* in code units */
    bool wide;
    /* Called every RX_POLL_STEPS steps: return 0 to continue (after updating
     * prog/subj if they moved), -1 to stop the match with RX_ABORT. */
    int (*poll)(RxInput *in);
    void *ctx;
};

enum { RX_MATCH = 1, RX_NOMATCH = 0, RX_BUDGET = -1, RX_ABORT = -2, RX_NOMEM = -3 };

/* Search from `start` (only there when sticky). On RX_MATCH the capture
 * registers are at *caps: 2 * ncaps int32 (start, end; -1 when unset), valid
 * until the next rx_exec or rx_release on s. */
int rx_exec(RxScratch *s, RxInput *in, uint32_t start, bool sticky, const int32_t **caps);

/* Case canonicalisation (exposed for tests): ECMAScript Canonicalize of
 * code point c, for unicode (simple case folding classes) or not. */
uint32_t rx_canon(uint32_t c, bool unicode);

#endif
