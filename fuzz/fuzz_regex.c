/* fuzz/fuzz_regex.c — libFuzzer target over the regex engine alone:
 * compile + match.
 *
 * Input layout: byte 0 picks the flags (RX_* bits; v drops u, which it
 * cannot go with), then
 * the pattern up to the first NUL byte, then the subject (bytes >= 0x80 in
 * the subject make it UTF-16 so the u paths run too). The scratch has a
 * small budget (1 MiB) and the poll stops a match after a bounded number of
 * steps, so a catastrophic pattern ends; a crash, sanitizer report, leak,
 * budget overrun (peak scratch above the budget) or hang is a bug. Run with
 * `make fuzz` (FUZZ_SECONDS).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../regex/rx.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int polls;
static int stop_soon(RxInput *in)
{
    (void)in;
    return ++polls > 64 ? -1 : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 4096)
        return 0;
    unsigned flags = data[0];
    if (flags & RX_V)
        flags &= ~(unsigned)RX_U;
    const uint8_t *p = data + 1, *end = data + size;
    const uint8_t *nul = memchr(p, 0, (size_t)(end - p));
    size_t plen = nul ? (size_t)(nul - p) : (size_t)(end - p);
    const uint8_t *s = nul ? nul + 1 : end;
    size_t slen = (size_t)(end - s);
    uint16_t *pat = malloc((plen + 1) * 2);
    uint16_t *subj16 = malloc((slen + 1) * 2);
    bool wide = false;
    for (size_t i = 0; i < plen; i++)
        pat[i] = p[i];
    for (size_t i = 0; i < slen; i++) {
        subj16[i] = s[i] >= 0x80 ? (uint16_t)(0xD7C0 + s[i] * 2) : s[i]; /* surrogates and BMP */
        wide |= s[i] >= 0x80;
    }
    char err[128];
    uint32_t len;
    uint8_t *prog = rx_compile(pat, (uint32_t)plen, flags, &len, err, sizeof err);
    if (prog) {
        RxScratch *sc = rx_scratch_new(1 << 20);
        RxInput in = {prog, wide ? (const void *)subj16 : (const void *)s, (uint32_t)slen, wide, stop_soon, NULL};
        const int32_t *caps;
        for (uint32_t start = 0; start <= slen && start < 4; start++) {
            polls = 0;
            int r = rx_exec(sc, &in, start, (flags & RX_Y) != 0, &caps);
            if (r == RX_MATCH) {
                uint32_t n = rx_prog_ncaps(prog);
                for (uint32_t i = 0; i < 2 * n; i++)
                    if (caps[i] < -1 || caps[i] > (int32_t)slen)
                        abort();
            }
            RxStats st;
            rx_scratch_stats(sc, &st);
            if (st.peak_bytes > (1 << 20))
                abort();
            rx_release(sc);
        }
        rx_scratch_free(sc);
        free(prog);
    }
    free(pat);
    free(subj16);
    return 0;
}
