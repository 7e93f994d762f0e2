/* benchmarks/regex/engine_bench.c — tarn's regex engine alone against
 * PCRE2's interpreter and its JIT on the same patterns and subjects: count
 * every match left to right (empty matches step one unit), as
 * String.prototype.match with g does. Prints a markdown table of the best of
 * 3 runs in milliseconds. Built and run by `make bench`.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../regex/rx.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static long count_tarn(const uint8_t *prog, RxScratch *s, const char *subj, size_t len)
{
    RxInput in = {prog, subj, (uint32_t)len, false, NULL, NULL};
    long n = 0;
    uint32_t at = 0;
    const int32_t *caps;
    while (at <= len && rx_exec(s, &in, at, false, &caps) == RX_MATCH) {
        n++;
        at = caps[1] > caps[0] ? (uint32_t)caps[1] : (uint32_t)caps[1] + 1;
    }
    rx_release(s);
    return n;
}

static long count_pcre(pcre2_code *re, pcre2_match_data *md, const char *subj, size_t len, bool jit)
{
    long n = 0;
    PCRE2_SIZE at = 0;
    for (;;) {
        int r = jit ? pcre2_jit_match(re, (PCRE2_SPTR)subj, len, at, 0, md, NULL)
                    : pcre2_match(re, (PCRE2_SPTR)subj, len, at, PCRE2_NO_JIT, md, NULL);
        if (r < 0)
            break;
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
        n++;
        at = ov[1] > ov[0] ? ov[1] : ov[1] + 1;
        if (at > len)
            break;
    }
    return n;
}

typedef struct Case {
    const char *name, *pat;
    bool icase;
    int subject; /* 0 DNA, 1 words, 2 dotenv lines */
} Case;

int main(void)
{
    static const Case cases[] = {
        {"redux variant (alternation, i)", "agggtaaa|tttaccct", true, 0},
        {"redux variant (class, i)", "[cgt]gggtaaa|tttaccc[acg]", true, 0},
        {"literal search", "needle", false, 1},
        {"class loop", "[a-z]+", false, 1},
        {"alternation", "cat|dog|bird", false, 1},
        {"backreference", "(\\w)\\1", false, 1},
        {"word + captures", "\\b(\\w)(\\w*)", false, 1},
        {"dotenv line", "^\\s*(export\\s+)?([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(?:\"((?:[^\"\\\\]|\\\\.)*)\"|([^#\\n]*?))\\s*(#[^\\n]*)?$",
         false, 2},
    };
    /* subjects */
    size_t dlen = 5000000, wcap = 2000000, elen = 0;
    char *dna = malloc(dlen + 1), *words = malloc(wcap), *env = malloc(2000000);
    unsigned seed = 42;
    for (size_t i = 0; i < dlen; i++) {
        seed = (seed * 3877 + 29573) % 139968;
        dna[i] = "acgt"[seed * 4 / 139968];
    }
    dna[dlen] = 0;
    static const char *const w[] = {"alpha", "beta", "gamma", "delta", "cat", "dog", "bird", "needle", "haystack", "zeta"};
    size_t wl = 0;
    for (int i = 0; i < 100000; i++) {
        wl += (size_t)sprintf(words + wl, "%s%s ", w[(i * 7 + (i >> 3)) % 10], i % 13 == 0 ? "oo" : "");
    }
    for (int i = 0; i < 20000; i++) {
        if (i % 7 == 0)
            elen += (size_t)sprintf(env + elen, "# section %d\n", i);
        else
            elen += (size_t)sprintf(env + elen, "KEY_%d=value_%d # c%d\n", i, i * 7919 % 1000, i);
    }
    const char *subj[] = {dna, words, env};
    size_t slen[] = {dlen, wl, elen};
    RxScratch *s = rx_scratch_new(0);
    pcre2_match_data *md = pcre2_match_data_create(32, NULL);
    printf("| pattern | matches | tarn ms | PCRE2 interp ms | PCRE2 JIT ms | tarn / interp |\n");
    printf("|---|---|---|---|---|---|\n");
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        const Case *c = &cases[k];
        uint16_t p16[512];
        uint32_t pl = (uint32_t)strlen(c->pat), proglen;
        for (uint32_t i = 0; i < pl; i++)
            p16[i] = (uint8_t)c->pat[i];
        char err[128];
        uint8_t *prog = rx_compile(p16, pl, (c->icase ? RX_I : 0) | (c->subject == 2 ? RX_M : 0), &proglen, err, sizeof err);
        int ec;
        PCRE2_SIZE eo;
        pcre2_code *re = pcre2_compile((PCRE2_SPTR)c->pat, PCRE2_ZERO_TERMINATED,
                                       (c->icase ? PCRE2_CASELESS : 0) | (c->subject == 2 ? PCRE2_MULTILINE : 0) |
                                           PCRE2_MATCH_UNSET_BACKREF,
                                       &ec, &eo, NULL);
        if (!prog || !re) {
            printf("| %s | compile failed | | | | |\n", c->name);
            continue;
        }
        pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
        double best[3] = {1e18, 1e18, 1e18};
        long n[3] = {0, 0, 0};
        for (int rep = 0; rep < 3; rep++) {
            double t = now();
            n[0] = count_tarn(prog, s, subj[c->subject], slen[c->subject]);
            double t1 = now();
            n[1] = count_pcre(re, md, subj[c->subject], slen[c->subject], false);
            double t2 = now();
            n[2] = count_pcre(re, md, subj[c->subject], slen[c->subject], true);
            double t3 = now();
            if (t1 - t < best[0]) best[0] = t1 - t;
            if (t2 - t1 < best[1]) best[1] = t2 - t1;
            if (t3 - t2 < best[2]) best[2] = t3 - t2;
        }
        if (n[0] != n[1] || n[1] != n[2])
            printf("| %s | MISMATCH %ld/%ld/%ld | | | | |\n", c->name, n[0], n[1], n[2]);
        else
            printf("| %s | %ld | %.1f | %.1f | %.1f | %.2f |\n", c->name, n[0], best[0], best[1], best[2],
                   best[0] / best[1]);
        free(prog);
        pcre2_code_free(re);
    }
    pcre2_match_data_free(md);
    rx_scratch_free(s);
    free(dna);
    free(words);
    free(env);
    return 0;
}
