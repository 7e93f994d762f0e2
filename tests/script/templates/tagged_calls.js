"use strict";
function tag(strings, ...vals) { return strings.join("|") + " " + vals.join(","); }
const obj = { pre: ">", t(s, ...v) { return this.pre + s.join("_") + v.length; } };
console.log(obj.t`a${1}b`, obj["t"]`x`, typeof (0, obj.t));
function chain(s) { return (s2) => s[0] + s2[0]; }
console.log(chain`one``two`);
function mk(s) { return function () { this.v = s[0]; }; }
console.log(new mk`hello`().v);
console.log(tag`${1}${2}`, tag``, tag`\x41\u{1F600}é`);
console.log(tag`outer ${tag`inner ${3}`} end`);
function rawOf(s) { return s.raw.join("#"); }
console.log(rawOf`a\tb${0}c\\d`, rawOf`line1
line2`);
const strs = ((s) => s)`p${1}q`;
try { strs[0] = "changed"; } catch (e) { console.log(e.constructor.name, e.message); }
try { strs.raw.push("x"); } catch (e) { console.log(e.constructor.name, e.message); }
const notFn = 1;
try { notFn`x`; } catch (e) { console.log(e.constructor.name, e.message); }
try { obj.missing`x`; } catch (e) { console.log(e.constructor.name, e.message); }
function count(s) { return s; }
function site() { return count`fixed`; }
console.log(site() === site(), count`fixed` === site());
console.log(Object.getOwnPropertyNames(strs), strs.raw.length);
// expect: >a_b1 >x0 function
// expect: onetwo
// expect: hello
// expect: || 1,2   A😀é 
// expect: outer | end inner | 3
// expect: a\tb#c\\d line1
// expect: line2
// expect: TypeError Cannot assign to read only property '0' of object '[object Array]'
// expect: TypeError Cannot add property 2, object is not extensible
// expect: TypeError notFn is not a function
// expect: TypeError obj.missing is not a function
// expect: true false
// expect: [ '0', '1', 'length', 'raw' ] 2
