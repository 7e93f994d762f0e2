// Which code points trim(), Number(), parseInt/parseFloat and the lexer treat as white space (WhiteSpace and LineTerminator).
const ws = [];
for (let c = 0; c < 0x10000; c++) { const s = String.fromCharCode(c); if (('a' + s).trim() === 'a') ws.push(c.toString(16)); }
console.log(ws.join(' '));
const n = [];
for (let c = 0; c < 0x10000; c++) { const s = String.fromCharCode(c); if (Number(s + '1' + s) === 1) n.push(c.toString(16)); }
console.log(n.join(' '));
const p = [];
for (let c = 0; c < 0x10000; c++) { const s = String.fromCharCode(c); if (parseInt(s + '7') === 7 && parseFloat(s + '7') === 7) p.push(c.toString(16)); }
console.log(p.join(' '));
const l = [];
for (let c = 0x80; c < 0x10000; c++) { if (c >= 0xd800 && c < 0xe000) continue; try { if (Function('return 1' + String.fromCharCode(c) + '+1')() === 2) l.push(c.toString(16)); } catch (e) {} }
console.log(l.join(' '));
// expect: 9 a b c d 20 a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
// expect: 9 a b c d 20 a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
// expect: 9 a b c d 20 2b 30 a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
// expect: a0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200a 2028 2029 202f 205f 3000 feff
