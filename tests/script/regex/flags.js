// Flags d g i m s u y, their getters, flags order and lastIndex.
const r = /a/dgimsuy;
console.log(r.flags, r.hasIndices, r.global, r.ignoreCase, r.multiline, r.dotAll, r.unicode, r.sticky, r.unicodeSets);
console.log(/x/.flags === "", /x/.global, RegExp.prototype.global, RegExp.prototype.source, RegExp.prototype.flags);
console.log(/ABC/i.test("xabcx"), /[a-z]+/i.exec("XyZ1")[0], /\u00e9/i.test("\u00c9"), /\u017f/i.test("s"), /\u017f/iu.test("s"));
console.log(/\u212a/i.test("k"), /\u212a/iu.test("k"), /[^k]/iu.test("\u212a"), /\w/iu.test("\u017f"), /\W/iu.test("s"));
console.log(/ß/i.test("SS"), /[α-ω]+/i.exec("ΑΒΓ")[0], /(a)\1/i.test("aA"), /σ/i.test("ς"), /[^a]/i.test("A"));
console.log(/^b/m.exec("a\nb").index, /a$/m.test("a\nb"), /^b/.test("a\nb"), /a$/.test("a\n"));
console.log(/a.b/.test("a\nb"), /a.b/s.test("a\nb"), /a.b/.test("a\u2028b"), /./su.exec("😀")[0].length);
console.log(/^.$/.test("😀"), /^.$/u.test("😀"), /\u{1F600}/u.test("😀"), /[😀]/u.test("😀"), "😀".match(/./g).length);
console.log(/\ud83d/.test("😀"), /\ud83d/u.test("😀"), /^[^x]$/u.test("😀"), /\u{61}/.test("a"), /\u{2}/.test("uu"));
const g = /o/g;
console.log(g.test("foo"), g.lastIndex, g.test("foo"), g.lastIndex, g.test("foo"), g.lastIndex);
const y = /o/y;
console.log(y.test("foo"), y.lastIndex, (y.lastIndex = 1, y.test("foo")), y.lastIndex, y.exec("foo")[0], y.lastIndex);
const gy = /a/gy;
console.log("aab".replace(gy, "x"), "baa".replace(gy, "x"), "aaba".match(/a/gy));
const n = /a/;
n.lastIndex = 5;
console.log(n.test("a"), n.lastIndex);
const d = /(?<x>b)(c)?/d.exec("abc");
console.log(d.indices, d.indices.groups);
const li = /a/g;
li.lastIndex = "1";
console.log(li.exec("aa").index, li.lastIndex);
li.lastIndex = 10;
console.log(li.exec("aa"), li.lastIndex);
// expect: dgimsuy true true true true true true true false
// expect: true false undefined (?:) 
// expect: true XyZ true false true
// expect: false true false true false
// expect: false ΑΒΓ true true false
// expect: 2 true false false
// expect: false true false 2
// expect: false true true true 2
// expect: true false true false true
// expect: true 2 true 3 false 0
// expect: false 0 true 2 o 3
// expect: xxb baa [ 'a', 'a' ]
// expect: true 5
// expect: [
// expect:   [ 1, 3 ],
// expect:   [ 1, 2 ],
// expect:   [ 2, 3 ],
// expect:   groups: [Object: null prototype] { x: [ 1, 2 ] }
// expect: ] [Object: null prototype] { x: [ 1, 2 ] }
// expect: 1 2
// expect: null 0
