function t(s) { return [s[0], s.raw[0], s.length]; }
console.log(t`C:\users\x${1}\unicode`);
console.log(t`\xg`, t`\u{110000}`, t`\01`, t`\9`, t`ok\n`);
function both(s) { return s.map((c) => c === undefined ? "undef" : c).join("|") + " raw:" + s.raw.join("|"); }
console.log(both`a${0}\ufoo${1}c`);
// expect: [ undefined, 'C:\\users\\x', 2 ]
// expect: [ undefined, '\\xg', 1 ] [ undefined, '\\u{110000}', 1 ] [ undefined, '\\01', 1 ] [ undefined, '\\9', 1 ] [ 'ok\n', 'ok\\n', 1 ]
// expect: a|undef|c raw:a|\ufoo|c
