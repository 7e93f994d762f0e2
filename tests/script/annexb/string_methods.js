// Annex B String.prototype methods (substr, the HTML methods, trimLeft/trimRight) and String.prototype's key order.
const t = (f) => { try { console.log('ok', JSON.stringify(f())); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const SP = String.prototype;
const html = ['anchor', 'big', 'blink', 'bold', 'fixed', 'fontcolor', 'fontsize', 'italics', 'link', 'small', 'strike', 'sub', 'sup'];
for (const n of ['substr', 'trimLeft', 'trimRight', ...html]) {
  const d = Object.getOwnPropertyDescriptor(SP, n);
  console.log(n, d.value.name, d.value.length, d.writable, d.enumerable, d.configurable, 'prototype' in d.value);
  t(() => new d.value());
  t(() => d.value.call(null));
  t(() => d.value.call(undefined));
}
console.log(SP.trimLeft === SP.trimStart, SP.trimRight === SP.trimEnd);
console.log(Object.getOwnPropertyNames(SP).join(' '));
for (const n of html) t(() => 'x"y'[n]('a"b<'));
t(() => 'x'.anchor());
t(() => 'x'.fontcolor({ toString() { return 'red'; } }));
t(() => SP.bold.call(5));
t(() => SP.link.call({ toString() { return 'T'; } }, 'u'));
t(() => 'x'.anchor(Symbol()));
t(() => SP.big.call(Symbol()));
const s = 'abcdefg';
for (const a of [[], [2], [-2], [2, 3], [-3, 2], [2, -1], [NaN], [Infinity], [-Infinity], [1, Infinity], [0, NaN], [2.7, 1.9], ['1', '2'], [undefined, 2], [1, undefined], [100], [-100, 2], [3, 0]])
  t(() => s.substr(...a));
t(() => SP.substr.call(12345, 1, 2));
t(() => SP.substr.call({ toString() { return 'obj'; } }, 1));
t(() => '\ud83d\ude00ab'.substr(1, 2));
t(() => 'abc'.substr({ valueOf() { throw new Error('start'); } }));
t(() => SP.substr.call(Symbol(), 1));
t(() => ' \t\n x \u00a0\ufeff'.trimLeft());
t(() => ' \t\n x \u00a0\ufeff'.trimRight());
// expect: substr substr 2 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.substr called on null or undefined
// expect: TypeError: String.prototype.substr called on null or undefined
// expect: trimLeft trimStart 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.trimLeft called on null or undefined
// expect: TypeError: String.prototype.trimLeft called on null or undefined
// expect: trimRight trimEnd 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.trimRight called on null or undefined
// expect: TypeError: String.prototype.trimRight called on null or undefined
// expect: anchor anchor 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.anchor called on null or undefined
// expect: TypeError: String.prototype.anchor called on null or undefined
// expect: big big 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.big called on null or undefined
// expect: TypeError: String.prototype.big called on null or undefined
// expect: blink blink 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.blink called on null or undefined
// expect: TypeError: String.prototype.blink called on null or undefined
// expect: bold bold 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.bold called on null or undefined
// expect: TypeError: String.prototype.bold called on null or undefined
// expect: fixed fixed 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.fixed called on null or undefined
// expect: TypeError: String.prototype.fixed called on null or undefined
// expect: fontcolor fontcolor 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.fontcolor called on null or undefined
// expect: TypeError: String.prototype.fontcolor called on null or undefined
// expect: fontsize fontsize 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.fontsize called on null or undefined
// expect: TypeError: String.prototype.fontsize called on null or undefined
// expect: italics italics 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.italics called on null or undefined
// expect: TypeError: String.prototype.italics called on null or undefined
// expect: link link 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.link called on null or undefined
// expect: TypeError: String.prototype.link called on null or undefined
// expect: small small 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.small called on null or undefined
// expect: TypeError: String.prototype.small called on null or undefined
// expect: strike strike 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.strike called on null or undefined
// expect: TypeError: String.prototype.strike called on null or undefined
// expect: sub sub 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.sub called on null or undefined
// expect: TypeError: String.prototype.sub called on null or undefined
// expect: sup sup 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: String.prototype.sup called on null or undefined
// expect: TypeError: String.prototype.sup called on null or undefined
// expect: true true
// expect: length constructor anchor at big blink bold charAt charCodeAt codePointAt concat endsWith fontcolor fontsize fixed includes indexOf isWellFormed italics lastIndexOf link localeCompare match matchAll normalize padEnd padStart repeat replace replaceAll search slice small split strike sub substr substring sup startsWith toString toWellFormed trim trimStart trimLeft trimEnd trimRight toLocaleLowerCase toLocaleUpperCase toLowerCase toUpperCase valueOf
// expect: ok "<a name=\"a&quot;b<\">x\"y</a>"
// expect: ok "<big>x\"y</big>"
// expect: ok "<blink>x\"y</blink>"
// expect: ok "<b>x\"y</b>"
// expect: ok "<tt>x\"y</tt>"
// expect: ok "<font color=\"a&quot;b<\">x\"y</font>"
// expect: ok "<font size=\"a&quot;b<\">x\"y</font>"
// expect: ok "<i>x\"y</i>"
// expect: ok "<a href=\"a&quot;b<\">x\"y</a>"
// expect: ok "<small>x\"y</small>"
// expect: ok "<strike>x\"y</strike>"
// expect: ok "<sub>x\"y</sub>"
// expect: ok "<sup>x\"y</sup>"
// expect: ok "<a name=\"undefined\">x</a>"
// expect: ok "<font color=\"red\">x</font>"
// expect: ok "<b>5</b>"
// expect: ok "<a href=\"u\">T</a>"
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: ok "abcdefg"
// expect: ok "cdefg"
// expect: ok "fg"
// expect: ok "cde"
// expect: ok "ef"
// expect: ok ""
// expect: ok "abcdefg"
// expect: ok ""
// expect: ok "abcdefg"
// expect: ok "bcdefg"
// expect: ok ""
// expect: ok "c"
// expect: ok "bc"
// expect: ok "ab"
// expect: ok "bcdefg"
// expect: ok ""
// expect: ok "ab"
// expect: ok ""
// expect: ok "23"
// expect: ok "bj"
// expect: ok "\ude00a"
// expect: Error: start
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: ok "x  ﻿"
// expect: ok " \t\n x"
