#!/usr/bin/env python3
"""tools/gen_unicode.py — generate build/gen/unicode_data.c from Python's
unicodedata (run by the Makefile; the output is never committed).

The tables are plain uint32_t arrays so the generated file needs no tarn
header; unicode/unicode.h declares them and documents each layout. The data is
whatever Unicode version this Python ships (unicodedata.unidata_version,
written into the file); docs/stdlib-notes.md says what that means next to
node's ICU.

Tables:
  uni_upper / uni_lower   simple (one code point) case mappings as
      runs of 3 words: start, count | step << 16, delta (int32). Code points
      start, start+step, ... (count of them) map to cp + delta.
  uni_upper_x / uni_lower_x  full mappings longer than one code point
      (SpecialCasing's unconditional part, e.g. U+00DF -> "SS"): 4 words,
      cp, m1, m2, m3 (0 = absent).
  uni_cased / uni_ignorable  [start, end] ranges of the Cased and
      Case_Ignorable properties, for the Final_Sigma rule of toLowerCase.
  uni_ccc    [start, end, ccc] ranges of non-zero canonical combining class.
  uni_decomp  entries of 3 words: cp, offset into uni_pool,
      len | compat << 16. Canonical entries hold the full NFD of cp;
      compat entries (only where NFKD differs from NFD) the full NFKD.
      Hangul syllables are left to the algorithm.
  uni_comp   primary composites: 3 words a, b, composite, sorted by (a, b).
  uni_id_start / uni_id_continue  [start, end] ranges of ID_Start and
      ID_Continue (UAX #31: categories, Other_ID_Start, Other_ID_Continue,
      less Pattern_Syntax and Pattern_White_Space), for the lexer.
  uni_gc     [first, last, category] runs covering every code point; the
      category indexes GC_NAMES (the order of UniCategory in
      unicode/unicode.h).
"""
import sys
import unicodedata as ud

MAX = 0x110000


def is_surrogate(c):
    return 0xD800 <= c <= 0xDFFF


def case_tables(fn):
    """Simple one-to-one mappings and the multi-code-point remainder."""
    simple, multi = {}, {}
    for c in range(MAX):
        if is_surrogate(c):
            continue
        m = fn(chr(c))
        if m == chr(c):
            continue
        if len(m) == 1:
            simple[c] = ord(m)
        else:
            assert len(m) <= 3, (hex(c), m)
            multi[c] = [ord(x) for x in m]
    return simple, multi


def runs(simple):
    """Greedy runs of equal delta with step 1 or 2. A step-2 run stops before
    an interleaved code point that has a mapping of its own, so runs never
    overlap and a binary search on the start finds the only candidate."""
    keys = sorted(simple)
    out, i = [], 0
    while i < len(keys):
        start = keys[i]
        delta = simple[start] - start
        best_step, best_count = 1, 1
        for step in (1, 2):
            n = 1
            while n < 0xFFFF:
                nxt = start + n * step
                if simple.get(nxt, None) != nxt + delta:
                    break
                if step == 2 and (nxt - 1) in simple:
                    break
                n += 1
            if n > best_count:
                best_step, best_count = step, n
        out.append((start, best_count, best_step, delta))
        last = start + (best_count - 1) * best_step
        while i < len(keys) and keys[i] <= last:
            i += 1
    return out


def ranges(pred):
    out, start = [], None
    for c in range(MAX + 1):
        ok = c < MAX and pred(c)
        if ok and start is None:
            start = c
        elif not ok and start is not None:
            out.append((start, c - 1))
            start = None
    return out


def cased(c):
    ch = chr(c)
    cat = ud.category(ch)
    return cat in ('Lu', 'Ll', 'Lt') or ch.lower() != ch or ch.upper() != ch or \
        0x2160 <= c <= 0x217F or 0x24B6 <= c <= 0x24E9 or c in (0xAA, 0xBA, 0x345)


# Word_Break MidLetter / MidNumLet / Single_Quote members (Case_Ignorable's
# non-category part).
WB_IGNORABLE = {0x27, 0x2E, 0x3A, 0xB7, 0x387, 0x55F, 0x5F4, 0x2018, 0x2019, 0x2024, 0x2027,
                0xFE13, 0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A}


def ignorable(c):
    if c in WB_IGNORABLE:
        return True
    return ud.category(chr(c)) in ('Mn', 'Me', 'Cf', 'Lm', 'Sk')


# PropList.txt's Other_ID_Start, Other_ID_Continue, and the Pattern_Syntax /
# Pattern_White_Space members that the categories below would otherwise
# admit (unicodedata has no binary properties). Pattern_Syntax is frozen.
OTHER_ID_START = {0x1885, 0x1886, 0x2118, 0x212E, 0x309B, 0x309C}
OTHER_ID_CONTINUE = {0xB7, 0x387, 0x19DA} | set(range(0x1369, 0x1372))
PATTERN_SYNTAX_LETTERS = {0x2E2F}


def id_start(c):
    if c in OTHER_ID_START:
        return True
    return ud.category(chr(c)) in ('Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'Nl') and c not in PATTERN_SYNTAX_LETTERS


def id_continue(c):
    if id_start(c) or c in OTHER_ID_CONTINUE:
        return True
    return ud.category(chr(c)) in ('Mn', 'Mc', 'Nd', 'Pc') and c not in PATTERN_SYNTAX_LETTERS


def ccc_ranges():
    out = []
    for c in range(MAX):
        k = ud.combining(chr(c))
        if not k:
            continue
        if out and out[-1][1] == c - 1 and out[-1][2] == k:
            out[-1] = (out[-1][0], c, k)
        else:
            out.append((c, c, k))
    return out


def decomp_tables():
    pool, entries, comp = [], [], []
    for c in range(MAX):
        if is_surrogate(c) or 0xAC00 <= c <= 0xD7A3:
            continue
        ch = chr(c)
        nfd = ud.normalize('NFD', ch)
        nfkd = ud.normalize('NFKD', ch)
        if nfd != ch:
            entries.append((c, len(pool), len(nfd), 0))
            pool.extend(ord(x) for x in nfd)
        if nfkd != nfd:
            entries.append((c, len(pool), len(nfkd), 1))
            pool.extend(ord(x) for x in nfkd)
        d = ud.decomposition(ch)
        if d and not d.startswith('<'):
            parts = [int(x, 16) for x in d.split()]
            if len(parts) == 2 and ud.normalize('NFC', chr(parts[0]) + chr(parts[1])) == ch:
                comp.append((parts[0], parts[1], c))
    comp.sort()
    return pool, entries, comp


GC_NAMES = ['Cc', 'Cf', 'Cn', 'Co', 'Cs', 'Ll', 'Lm', 'Lo', 'Lt', 'Lu', 'Mc', 'Me', 'Mn', 'Nd', 'Nl', 'No',
            'Pc', 'Pd', 'Pe', 'Pf', 'Pi', 'Po', 'Ps', 'Sc', 'Sk', 'Sm', 'So', 'Zl', 'Zp', 'Zs']


def gc_ranges():
    """[first, last, index into GC_NAMES] runs of the General_Category of
    every code point (unassigned: Cn)."""
    out = []
    for c in range(MAX):
        k = GC_NAMES.index(ud.category(chr(c)))
        if out and out[-1][2] == k and out[-1][1] == c - 1:
            out[-1] = (out[-1][0], c, k)
        else:
            out.append((c, c, k))
    return out


def emit(name, rows, width):
    flat = [w & 0xFFFFFFFF for row in rows for w in row]
    print('const uint32_t %s[] = {' % name)
    for i in range(0, len(flat), 8):
        print('    ' + ', '.join('0x%x' % w for w in flat[i:i + 8]) + ',')
    if not flat:
        print('    0,')
    print('};')
    print('const uint32_t %s_len = %d; /* entries of %d words */' % (name, len(rows), width))


def main():
    print('/* Generated by tools/gen_unicode.py from Python %s unicodedata (Unicode %s).'
          % (sys.version.split()[0], ud.unidata_version))
    print(' * Do not edit; layouts in unicode/unicode.h. */')
    print('#include <stdint.h>')
    print('const char uni_version[] = "%s";' % ud.unidata_version)
    for label, fn in (('upper', str.upper), ('lower', str.lower)):
        simple, multi = case_tables(fn)
        emit('uni_' + label, [(s, n | (st << 16), d) for s, n, st, d in runs(simple)], 3)
        emit('uni_%s_x' % label, [[c] + (m + [0, 0, 0])[:3] for c, m in sorted(multi.items())], 4)
    emit('uni_cased', ranges(cased), 2)
    emit('uni_ignorable', ranges(ignorable), 2)
    emit('uni_id_start', ranges(id_start), 2)
    emit('uni_id_continue', ranges(id_continue), 2)
    emit('uni_ccc', ccc_ranges(), 3)
    pool, entries, comp = decomp_tables()
    emit('uni_decomp', [(c, off, n | (k << 16)) for c, off, n, k in entries], 3)
    emit('uni_pool', [(x,) for x in pool], 1)
    emit('uni_comp', comp, 3)
    emit('uni_gc', gc_ranges(), 3)


if __name__ == '__main__':
    main()
