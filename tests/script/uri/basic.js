"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.name + ': ' + e.message); } };
const s = "a b&c=d/é?#ü€😀;,+$@:!~*'()-_.";
console.log(encodeURIComponent(s));
console.log(encodeURI(s));
console.log(decodeURIComponent(encodeURIComponent(s)) === s, decodeURI(encodeURI(s)) === s);
console.log(decodeURI('%3B%2F%3F%3A%40%26%3D%2B%24%2C%23%41%e2%82%ac'));
console.log(decodeURIComponent('%3B%2F%3F%3A%40%26%3D%2B%24%2C%23%41%e2%82%ac'));
console.log(decodeURIComponent('%F0%9F%98%80x'), decodeURIComponent('%c3%a9'), decodeURIComponent('plain'));
console.log(encodeURIComponent(''), encodeURIComponent(123), encodeURIComponent(null), encodeURI(undefined));
console.log(encodeURIComponent('\0\x7f\x80\xff'), decodeURIComponent('%00').length);
t(() => encodeURIComponent('\uD800'));
t(() => encodeURIComponent('\uDC00x'));
t(() => encodeURI('a\uD83D'));
t(() => encodeURIComponent('\uD83D\uDE00'));
for (const bad of ['%', '%2', '%zz', '%C3', '%C3%28', '%80', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%F8%80%80%80', '%E2%82', 'ok%'])
  t(() => decodeURIComponent(bad));
t(() => decodeURI('%E2%82%AC%'));
console.log(escape(s));
console.log(escape('\u0100\uFFFF\x00'), unescape(escape(s)) === s);
console.log(unescape('%u0041%41%zz%u12%4'), unescape('%U0041'), unescape('%'));
console.log(encodeURIComponent.length, decodeURI.name, typeof escape, typeof unescape);
const long = 'ж'.repeat(300);
console.log(decodeURIComponent(encodeURIComponent(long)) === long, encodeURIComponent(long).length);
// expect: a%20b%26c%3Dd%2F%C3%A9%3F%23%C3%BC%E2%82%AC%F0%9F%98%80%3B%2C%2B%24%40%3A!~*'()-_.
// expect: a%20b&c=d/%C3%A9?#%C3%BC%E2%82%AC%F0%9F%98%80;,+$@:!~*'()-_.
// expect: true true
// expect: %3B%2F%3F%3A%40%26%3D%2B%24%2C%23A€
// expect: ;/?:@&=+$,#A€
// expect: 😀x é plain
// expect:  123 null undefined
// expect: %00%7F%C2%80%C3%BF 1
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: %F0%9F%98%80
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: URIError: URI malformed
// expect: a%20b%26c%3Dd/%E9%3F%23%FC%u20AC%uD83D%uDE00%3B%2C+%24@%3A%21%7E*%27%28%29-_.
// expect: %u0100%uFFFF%00 true
// expect: AA%zz%u12%4 %U0041 %
// expect: 1 decodeURI function function
// expect: true 1800
