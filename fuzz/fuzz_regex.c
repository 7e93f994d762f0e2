/* fuzz/fuzz_regex.c — libFuzzer target over the regex engine alone:
 * compile + match.
 *
 * Input layout: byte 0 picks the flags (RX_* bits; v drops u, which it
 * cannot go with), then
 * the pattern up to the first NUL byte, then the subject. A byte below 0x80
 * is that ASCII code unit; a byte from 0x80 up, in the pattern or the
 * subject, is a code unit of WIDE_UNITS (the subject is then UTF-16): letters
 * of several scripts and the characters whose case folding or property
 * values are special, marks, spaces, unassigned and private-use code
 * points, and surrogates that pair into emoji, flags, keycaps, mathematical
 * letters and Deseret (or stay lone), so that property escapes, the v
 * flag's classes and strings, and case-insensitive matching meet subjects
 * that can match them. fuzz/regex.dict gives libFuzzer the property names
 * and values and the v flag's operators. The scratch has a
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

/* What bytes 0x80..0xFF stand for (the index is the byte minus 0x80,
 * modulo the table's length). fuzz/seeds/regex's seeds are written against
 * this order: append, never reorder. */
static const uint16_t WIDE_UNITS[] = {
    /* Latin-1 and Latin Extended, with the special case foldings */
    0x00C0, 0x00DF, 0x00E9, 0x00FF, 0x00B5, 0x00AA, 0x00A0, 0x0130, 0x0131, 0x017F, 0x01C5, 0x1E9E, 0x212A,
    0x212B, 0x2126,
    /* Greek (final sigma, iota subscript, the Unicode 15.1 foldings) */
    0x0391, 0x03B1, 0x03A3, 0x03C2, 0x03C3, 0x0390, 0x1FD3, 0x03F4, 0x1F80, 0x1FBE, 0x0345,
    /* Cyrillic, Arabic, Hebrew, Devanagari, Thai, Han, kana, Hangul */
    0x0410, 0x0430, 0x1C80, 0x0627, 0x0660, 0x05D0, 0x0915, 0x0966, 0x0E01, 0x4E00, 0x3042, 0x30A2, 0x30FC,
    0xAC00, 0x1100,
    /* marks and joiners, spaces and line ends */
    0x0301, 0x200D, 0xFE0F, 0x20E3, 0x2028, 0x2029, 0xFEFF, 0x3000, 0x1680, 0x0085,
    /* identifier oddities, unassigned, noncharacters, private use, fullwidth */
    0x00B7, 0x2118, 0x309B, 0x1369, 0x0378, 0xFFFF, 0xFDD0, 0xE000, 0xFF10, 0xFF21, 0xFF41, 0x2019, 0x212E,
    /* high surrogates, then low ones: D83D+DE00 an emoji, D83C+DDFA D83C+DDF8
     * a flag, D835+DC00 a mathematical letter, D801+DC00 Deseret (cased),
     * D83C+DFFB a skin-tone modifier, D83E+DDD1 a ZWJ sequence's person */
    0xD83D, 0xD83C, 0xD835, 0xD801, 0xD83E, 0xD800, 0xDBFF, 0xDE00, 0xDDFA, 0xDDF8, 0xDC00, 0xDFFB, 0xDDD1,
    0xDC4D, 0xDC28, 0xDFFF,
};
enum { NWIDE = sizeof WIDE_UNITS / sizeof WIDE_UNITS[0] };

static uint16_t unit_of(uint8_t b) { return b < 0x80 ? b : WIDE_UNITS[(b - 0x80) % NWIDE]; }

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
        pat[i] = unit_of(p[i]);
    for (size_t i = 0; i < slen; i++) {
        subj16[i] = unit_of(s[i]);
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
