// Which code points trim(), Number(), parseInt/parseFloat and the lexer treat as white space (WhiteSpace and LineTerminator):
// the ASCII controls, space and digits, U+007F..U+00A1, the blocks where Unicode's spaces live, and every 509th other BMP code point.
const cps = [];
const add = (lo, hi, step = 1) => { for (let c = lo; c <= hi; c += step) if (c < 0xd800 || c >= 0xe000) cps.push(c); };
add(0, 0x30); add(0x7f, 0xa1); add(0x1680, 0x1690); add(0x2000, 0x2070); add(0x3000, 0x3010); add(0xfef0, 0xffff); add(509, 0xffff, 509);
const ws = [], n = [], p = [], l = [];
for (const c of cps) {
  const s = String.fromCharCode(c);
  if (('a' + s).trim() === 'a') ws.push(c.toString(16));
  if (Number(s + '1' + s) === 1) n.push(c.toString(16));
  if (parseInt(s + '7') === 7 && parseFloat(s + '7') === 7) p.push(c.toString(16));
  if (c >= 0x80 && (ws.includes(c.toString(16)) || c % 5 === 0)) { try { if (Function('return 1' + s + '+1')() === 2) l.push(c.toString(16)); } catch (e) {} }
}
console.log(cps.length);
console.log(ws.join(' '));
console.log(n.join(' '));
console.log(p.join(' '));
console.log(l.join(' '));
// expect: 627
// expect: 9 a b c d 20 a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
// expect: 9 a b c d 20 a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
// expect: 9 a b c d 20 2b 30 a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
// expect: a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
