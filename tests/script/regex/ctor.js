// The RegExp constructor, source, toString and inspection.
console.log(new RegExp("a+", "g"), RegExp("b"), new RegExp(/x/g), new RegExp(/x/g, "i"), RegExp(), new RegExp(undefined));
const r = /q/g;
console.log(RegExp(r) === r, new RegExp(r) === r, RegExp(r, "g") === r);
console.log(new RegExp("/").source, new RegExp("[/]").source, new RegExp("\n").source, RegExp("").source, /\//.source);
console.log(String(/a/gi), /a/.toString(), RegExp.prototype.toString.call({ source: "S", flags: "F" }));
console.log(Object.prototype.toString.call(/a/), typeof /a/, /a/ instanceof RegExp, RegExp.name, RegExp.length);
console.log([/a/g, { r: /b/m }], /c/ === /c/);
const w = /x/;
w.extra = 1;
console.log(w, Object.keys(w), JSON.stringify(w), JSON.stringify({ w: /x/ }));
console.log(Object.getOwnPropertyDescriptor(/a/, "lastIndex"), Object.getOwnPropertyNames(/a/));
console.log(new RegExp("a", "").flags, new RegExp(1), new RegExp(null), new RegExp(true, "m"));
class R2 extends RegExp {}
const sub = new R2("z", "g");
console.log(sub instanceof R2, sub instanceof RegExp, sub.test("az"), sub.global);
const rx = /(?<a>.)(?<b>.)/;
console.log(rx.exec("xy").groups, Object.getPrototypeOf(rx.exec("xy").groups));
console.log(RegExp.prototype.exec.name, RegExp.prototype.test.length, RegExp[Symbol.species] === RegExp);
for (const s of ["match", "matchAll", "replace", "search", "split"])
    console.log(s, typeof RegExp.prototype[Symbol[s]], RegExp.prototype[Symbol[s]].name, String(Symbol[s]));
// expect: /a+/g /b/ /x/g /x/i /(?:)/ /(?:)/
// expect: true false false
// expect: \/ [/] \n (?:) \/
// expect: /a/gi /a/ /S/F
// expect: [object RegExp] object true RegExp 2
// expect: [ /a/g, { r: /b/m } ] false
// expect: /x/ { extra: 1 } [ 'extra' ] {"extra":1} {"w":{}}
// expect: { value: 0, writable: true, enumerable: false, configurable: false } [ 'lastIndex' ]
// expect:  /1/ /null/ /true/m
// expect: true true true true
// expect: [Object: null prototype] { a: 'x', b: 'y' } null
// expect: exec 1 true
// expect: match function [Symbol.match] Symbol(Symbol.match)
// expect: matchAll function [Symbol.matchAll] Symbol(Symbol.matchAll)
// expect: replace function [Symbol.replace] Symbol(Symbol.replace)
// expect: search function [Symbol.search] Symbol(Symbol.search)
// expect: split function [Symbol.split] Symbol(Symbol.split)
