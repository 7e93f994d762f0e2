#!/usr/bin/env python3
"""tools/gen_unicode.py UCD_DIR — generate build/gen/unicode_data.c from the
Unicode Character Database (Debian's unicode-data package installs it in
/usr/share/unicode; tools/install-deps.sh brings it). Run by the Makefile; the
output is never committed.

The tables are plain uint32_t arrays so the generated file needs no tarn
header; unicode/unicode.h declares them and documents each layout. The data is
the UCD's version (from DerivedAge.txt's header, written into the file as
uni_version); docs/stdlib-notes.md says what that means next to node's ICU.

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
      ID_Continue, for the lexer.
  uni_gc     [first, last, category] runs covering every code point; the
      category indexes GC_NAMES (the order of UniCategory in
      unicode/unicode.h).
  uni_props / uni_prop_names / uni_prop_data  the properties a regular
      expression's \\p{...} can name besides General_Category: every binary
      property of ECMA-262's table, and each Script and Script_Extensions
      value. uni_props rows are 3 words: offset of the name in
      uni_prop_names (NUL-terminated, "sc=Latin" / "scx=Latin" for scripts,
      every alias a row of its own), offset of its ranges in uni_prop_data,
      number of ranges. Rows are sorted by name. A property's ranges are
      pairs of LEB128 numbers in uni_prop_data (bytes): the gap from the end
      of the previous range (from 0 for the first) to the first code point,
      then the range's length less one; aliases share one copy. Script=
      Unknown (Zzzz) is every code point Scripts.txt leaves out.
  uni_gc_value_names / uni_gc_values  every General_Category value and
      alias of PropertyValueAliases.txt (NUL-terminated names in file
      order) and the set of categories each names (bit 1 << index in
      GC_NAMES): "Lu" and "Uppercase_Letter" one bit, "L" / "Letter" the
      group, "cntrl", "digit", "punct", "Combining_Mark" as aliased.
  uni_str_props / uni_str_prop_names / uni_str_prop_data  the properties of
      strings of ECMA-262 (the v flag's \\p{RGI_Emoji} and its parts) from
      emoji/emoji-sequences.txt and emoji/emoji-zwj-sequences.txt: rows of
      4 words (name offset, data offset, number of ranges, number of
      sequences); the data holds the single code points as uni_prop_data's
      ranges, then each sequence as its LEB128 length and LEB128 code points.
"""
import os
import sys

MAX = 0x110000
UCD = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/unicode'


def lines(name):
    """The data lines of a UCD file as lists of stripped fields."""
    with open(os.path.join(UCD, name), encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if line:
                yield [x.strip() for x in line.split(';')]


def cp_range(field):
    if '..' in field:
        a, b = field.split('..')
        return int(a, 16), int(b, 16)
    return int(field, 16), int(field, 16)


def prop_file(name):
    """{property: set of code points} of a file of `range ; property` lines."""
    out = {}
    for f in lines(name):
        a, b = cp_range(f[0])
        out.setdefault(f[1], set()).update(range(a, b + 1))
    return out


# ---- UnicodeData.txt ------------------------------------------------------------

GC_NAMES = ['Cc', 'Cf', 'Cn', 'Co', 'Cs', 'Ll', 'Lm', 'Lo', 'Lt', 'Lu', 'Mc', 'Me', 'Mn', 'Nd', 'Nl', 'No',
            'Pc', 'Pd', 'Pe', 'Pf', 'Pi', 'Po', 'Ps', 'Sc', 'Sk', 'Sm', 'So', 'Zl', 'Zp', 'Zs']

gc = ['Cn'] * MAX
ccc = {}
upper1, lower1 = {}, {}
decomp = {}   # cp -> (compat, [cps])
first = None
for f in lines('UnicodeData.txt'):
    c = int(f[0], 16)
    if f[1].endswith(', First>'):
        first = c
        continue
    lo = first if f[1].endswith(', Last>') else c
    first = None
    for x in range(lo, c + 1):
        gc[x] = f[2]
    if int(f[3]):
        ccc[c] = int(f[3])
    if f[5]:
        parts = f[5].split()
        compat = parts[0].startswith('<')
        decomp[c] = (compat, [int(x, 16) for x in (parts[1:] if compat else parts)])
    if f[12]:
        upper1[c] = int(f[12], 16)
    if f[13]:
        lower1[c] = int(f[13], 16)

# SpecialCasing's unconditional mappings (no fifth field) replace the simple ones.
upper_full, lower_full = {}, {}
for f in lines('SpecialCasing.txt'):
    if len(f) > 4 and f[4]:
        continue
    c = int(f[0], 16)
    lower_full[c] = [int(x, 16) for x in f[1].split()]
    upper_full[c] = [int(x, 16) for x in f[3].split()]


def case_tables(simple1, full):
    simple, multi = {}, {}
    for c, m in simple1.items():
        if m != c:
            simple[c] = m
    for c, m in full.items():
        if len(m) == 1:
            if m[0] != c:
                simple[c] = m[0]
            else:
                simple.pop(c, None)
        else:
            assert len(m) <= 3, hex(c)
            multi[c] = m
            simple.pop(c, None)
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


def to_ranges(cps):
    out = []
    for c in sorted(cps):
        if out and out[-1][1] == c - 1:
            out[-1] = (out[-1][0], c)
        else:
            out.append((c, c))
    return out


def ccc_ranges():
    out = []
    for c in sorted(ccc):
        k = ccc[c]
        if out and out[-1][1] == c - 1 and out[-1][2] == k:
            out[-1] = (out[-1][0], c, k)
        else:
            out.append((c, c, k))
    return out


# ---- normalization ----------------------------------------------------------------

S_BASE, L_BASE, V_BASE, T_BASE, L_COUNT, V_COUNT, T_COUNT = 0xAC00, 0x1100, 0x1161, 0x11A7, 19, 21, 28
S_COUNT = L_COUNT * V_COUNT * T_COUNT


def full_decomp(c, compat):
    if S_BASE <= c < S_BASE + S_COUNT:
        s = c - S_BASE
        out = [L_BASE + s // (V_COUNT * T_COUNT), V_BASE + s % (V_COUNT * T_COUNT) // T_COUNT]
        if s % T_COUNT:
            out.append(T_BASE + s % T_COUNT)
        return out
    d = decomp.get(c)
    if not d or (d[0] and not compat):
        return [c]
    return [x for p in d[1] for x in full_decomp(p, compat)]


def reorder(cps):
    """Canonical ordering: a stable sort by combining class inside each run
    of non-starters."""
    out, i = list(cps), 0
    while i < len(out):
        if not ccc.get(out[i]):
            i += 1
            continue
        j = i
        while j < len(out) and ccc.get(out[j]):
            j += 1
        out[i:j] = sorted(out[i:j], key=lambda x: ccc[x])
        i = j
    return out


def decomp_tables(exclusions):
    pool, entries, comp = [], [], []
    for c in sorted(decomp):
        nfd = reorder(full_decomp(c, False))
        nfkd = reorder(full_decomp(c, True))
        if nfd != [c]:
            entries.append((c, len(pool), len(nfd), 0))
            pool.extend(nfd)
        if nfkd != nfd:
            entries.append((c, len(pool), len(nfkd), 1))
            pool.extend(nfkd)
        compat, parts = decomp[c]
        if not compat and len(parts) == 2 and c not in exclusions:
            comp.append((parts[0], parts[1], c))
    comp.sort()
    return pool, entries, comp


def gc_ranges():
    """[first, last, index into GC_NAMES] runs of the General_Category of
    every code point (unassigned: Cn)."""
    out = []
    for c in range(MAX):
        k = GC_NAMES.index(gc[c])
        if out and out[-1][2] == k and out[-1][1] == c - 1:
            out[-1] = (out[-1][0], c, k)
        else:
            out.append((c, c, k))
    return out


# ---- properties for \p{...} -------------------------------------------------------

# ECMA-262's table of binary Unicode properties (the long names); the aliases
# come from PropertyAliases.txt. Any, ASCII and Assigned are computed in
# regex/ and are not listed.
BINARY = ['ASCII_Hex_Digit', 'Alphabetic', 'Bidi_Control', 'Bidi_Mirrored', 'Case_Ignorable', 'Cased',
          'Changes_When_Casefolded', 'Changes_When_Casemapped', 'Changes_When_Lowercased',
          'Changes_When_NFKC_Casefolded', 'Changes_When_Titlecased', 'Changes_When_Uppercased', 'Dash',
          'Default_Ignorable_Code_Point', 'Deprecated', 'Diacritic', 'Emoji', 'Emoji_Component', 'Emoji_Modifier',
          'Emoji_Modifier_Base', 'Emoji_Presentation', 'Extended_Pictographic', 'Extender', 'Grapheme_Base',
          'Grapheme_Extend', 'Hex_Digit', 'IDS_Binary_Operator', 'IDS_Trinary_Operator', 'ID_Continue', 'ID_Start',
          'Ideographic', 'Join_Control', 'Logical_Order_Exception', 'Lowercase', 'Math', 'Noncharacter_Code_Point',
          'Pattern_Syntax', 'Pattern_White_Space', 'Quotation_Mark', 'Radical', 'Regional_Indicator',
          'Sentence_Terminal', 'Soft_Dotted', 'Terminal_Punctuation', 'Unified_Ideograph', 'Uppercase',
          'Variation_Selector', 'White_Space', 'XID_Continue', 'XID_Start']


def properties():
    binary = {}
    for name in ('PropList.txt', 'DerivedCoreProperties.txt', 'DerivedNormalizationProps.txt',
                 'emoji/emoji-data.txt', 'extracted/DerivedBinaryProperties.txt'):
        for k, v in prop_file(name).items():
            if k in BINARY:
                binary.setdefault(k, set()).update(v)
    missing = [b for b in BINARY if b not in binary]
    assert not missing, missing
    short = {}
    for f in lines('PropertyAliases.txt'):
        if f[1] in BINARY:
            short[f[1]] = [a for a in [f[0]] + f[2:] if a != f[1]]
    rows = {}
    for b in BINARY:
        for n in [b] + short.get(b, []):
            rows[n] = binary[b]
    # Script and Script_Extensions, under every alias of each value
    aliases = {}
    for f in lines('PropertyValueAliases.txt'):
        if f[0] == 'sc':
            aliases[f[2]] = [f[1], f[2]] + f[3:]
    long_of = {a: long for long, al in aliases.items() for a in al}
    sc = {}
    for f in lines('Scripts.txt'):
        a, b = cp_range(f[0])
        sc.setdefault(f[1], set()).update(range(a, b + 1))
    scx = {k: set(v) for k, v in sc.items()}
    for f in lines('ScriptExtensions.txt'):
        a, b = cp_range(f[0])
        cps = set(range(a, b + 1))
        for k in scx:
            scx[k] -= cps
        for s in f[1].split():
            scx.setdefault(long_of[s], set()).update(cps)
    # Unknown (Zzzz) is every code point no script claims; Scripts.txt does
    # not list it
    sc['Unknown'] = set(range(MAX)) - set().union(*sc.values())
    scx['Unknown'] = sc['Unknown']
    for long, al in aliases.items():
        for a in set(al):
            rows['sc=' + a] = sc.get(long, set())
            rows['scx=' + a] = scx.get(long, set())
    return rows


def gc_values():
    """(name, mask of GC_NAMES bits) for every General_Category value and
    alias of PropertyValueAliases.txt; a group's members are in its comment
    ("# Ll | Lm | ..."), which is the only place the file gives them."""
    out = []
    with open(os.path.join(UCD, 'PropertyValueAliases.txt'), encoding='utf-8') as f:
        for line in f:
            if not line.startswith('gc '):
                continue
            data, _, members = line.partition('#')
            names = [x.strip() for x in data.split(';')[1:]]
            parts = [m.strip() for m in members.split('|')] if members.strip() else [names[0]]
            mask = 0
            for m in parts:
                mask |= 1 << GC_NAMES.index(m)
            out.extend((n, mask) for n in names)
    return out


def emit_gc_values(vals):
    print('const char uni_gc_value_names[] =')
    for n, _ in vals:
        print('    "%s\\0"' % n)
    print(';')
    emit('uni_gc_values', [(m,) for _, m in vals], 1)


# ECMA-262's table of binary Unicode properties of strings (they have no
# aliases) but RGI_Emoji, the union of these six, which unicode/unicode.c
# builds from them.
STRING_PROPS = ['Basic_Emoji', 'Emoji_Keycap_Sequence', 'RGI_Emoji_Flag_Sequence', 'RGI_Emoji_Modifier_Sequence',
                'RGI_Emoji_Tag_Sequence', 'RGI_Emoji_ZWJ_Sequence']
MAX_SEQ = 16  # UNI_MAX_SEQ in unicode/unicode.h


def string_properties():
    """{name: (set of single code points, set of sequences)} from
    emoji-sequences.txt and emoji-zwj-sequences.txt."""
    out = {n: (set(), set()) for n in STRING_PROPS}
    for name in ('emoji/emoji-sequences.txt', 'emoji/emoji-zwj-sequences.txt'):
        for f in lines(name):
            cps, prop = f[0], f[1]
            if '..' in cps:
                a, b = cp_range(cps)
                out[prop][0].update(range(a, b + 1))
            elif ' ' not in cps:
                out[prop][0].add(int(cps, 16))
            else:
                seq = tuple(int(x, 16) for x in cps.split())
                assert len(seq) <= MAX_SEQ, cps
                out[prop][1].add(seq)
    return out


def emit_string_props(props):
    """uni_str_props rows: name offset in uni_str_prop_names, data offset in
    uni_str_prop_data, number of ranges, number of sequences; the data is the
    ranges as in uni_prop_data, then each sequence as LEB128 length and
    LEB128 code points."""
    names, index, data, off = [], [], [], 0
    for n in sorted(props):
        singles, seqs = props[n]
        rs = to_ranges(singles)
        start, prev = len(data), 0
        for a, b in rs:
            data.extend(leb128(a - prev) + leb128(b - a))
            prev = b
        for seq in sorted(seqs):
            data.extend(leb128(len(seq)))
            for c in seq:
                data.extend(leb128(c))
        index.append((off, start, len(rs), len(seqs)))
        names.append(n)
        off += len(n) + 1
    print('const char uni_str_prop_names[] =')
    for n in names:
        print('    "%s\\0"' % n)
    print(';')
    emit('uni_str_props', index, 4)
    print('const uint8_t uni_str_prop_data[] = {')
    for i in range(0, len(data), 16):
        print('    ' + ', '.join(str(x) for x in data[i:i + 16]) + ',')
    print('};')


def emit(name, rows, width):
    flat = [w & 0xFFFFFFFF for row in rows for w in row]
    print('const uint32_t %s[] = {' % name)
    for i in range(0, len(flat), 8):
        print('    ' + ', '.join('0x%x' % w for w in flat[i:i + 8]) + ',')
    if not flat:
        print('    0,')
    print('};')
    print('const uint32_t %s_len = %d; /* entries of %d words */' % (name, len(rows), width))


def leb128(n):
    out = []
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return out


def emit_props(rows):
    names, index, data, shared = [], [], [], {}
    off = 0
    for n in sorted(rows):
        rs = tuple(to_ranges(rows[n]))
        if rs not in shared:  # aliases share one copy of their ranges
            shared[rs] = len(data)
            prev = 0
            for a, b in rs:
                data.extend(leb128(a - prev) + leb128(b - a))
                prev = b
        index.append((off, shared[rs], len(rs)))
        names.append(n)
        off += len(n) + 1
    print('const char uni_prop_names[] =')
    for n in names:
        print('    "%s\\0"' % n)
    print(';')
    emit('uni_props', index, 3)
    print('const uint8_t uni_prop_data[] = {')
    for i in range(0, len(data), 16):
        print('    ' + ', '.join(str(x) for x in data[i:i + 16]) + ',')
    print('};')
    print('const uint32_t uni_prop_data_len = %d;' % len(data))


def main():
    version = next(open(os.path.join(UCD, 'DerivedAge.txt'))).split('-')[1].split('.txt')[0]
    print('/* Generated by tools/gen_unicode.py from the Unicode Character Database %s'
          % version)
    print(' * (%s). Do not edit; layouts in unicode/unicode.h. */' % UCD)
    print('#include <stdint.h>')
    print('const char uni_version[] = "%s";' % version)
    for label, simple1, full in (('upper', upper1, upper_full), ('lower', lower1, lower_full)):
        simple, multi = case_tables(simple1, full)
        emit('uni_' + label, [(s, n | (st << 16), d) for s, n, st, d in runs(simple)], 3)
        emit('uni_%s_x' % label, [[c] + (m + [0, 0, 0])[:3] for c, m in sorted(multi.items())], 4)
    core = prop_file('DerivedCoreProperties.txt')
    emit('uni_cased', to_ranges(core['Cased']), 2)
    emit('uni_ignorable', to_ranges(core['Case_Ignorable']), 2)
    emit('uni_id_start', to_ranges(core['ID_Start']), 2)
    emit('uni_id_continue', to_ranges(core['ID_Continue']), 2)
    emit('uni_ccc', ccc_ranges(), 3)
    exclusions = prop_file('DerivedNormalizationProps.txt')['Full_Composition_Exclusion']
    pool, entries, comp = decomp_tables(exclusions)
    emit('uni_decomp', [(c, off, n | (k << 16)) for c, off, n, k in entries], 3)
    emit('uni_pool', [(x,) for x in pool], 1)
    emit('uni_comp', comp, 3)
    emit('uni_gc', gc_ranges(), 3)
    emit_props(properties())
    emit_gc_values(gc_values())
    emit_string_props(string_properties())


if __name__ == '__main__':
    main()
