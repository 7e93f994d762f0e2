// toString of functions in odd places
const o = { "quoted key"() { return 1; }, async: function () {}, [`t${1}`]: () => 0 };
console.log(o["quoted key"].toString(), o.async.toString(), o.t1.toString());
class K { static async = 1; "a b"() {} }
console.log(K.prototype["a b"].toString(), K.toString().length);
const nested = function outer() { return function () { /* inner */ }; };
console.log(nested().toString(), nested.toString());
console.log((function () {}).toString(), (() => {}).toString(), (class {}).toString());
console.log(String(function  spaced  ( a ,b )  {  }));
const bound = o.t1.bind(null);
console.log(bound.toString(), Object.toString(), Math.max.toString());
// expect: "quoted key"() { return 1; } function () {} () => 0
// expect: "a b"() {} 40
// expect: function () { /* inner */ } function outer() { return function () { /* inner */ }; }
// expect: function () {} () => {} class {}
// expect: function  spaced  ( a ,b )  {  }
// expect: function () { [native code] } function Object() { [native code] } function max() { [native code] }
