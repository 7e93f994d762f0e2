// outside async functions `await` stays an identifier in scripts, and async is a plain name
"use strict";
var await = 3;
console.log(await + 1);
const async = x => x * 2;
console.log(async(4));
const o = { async: 1, await: 2 };
console.log(o.async, o.await);
function f(async) { return async; }
console.log(f('p'));
const g = async => async + 1;
console.log(g(1));
// expect: 4
// expect: 8
// expect: 1 2
// expect: p
// expect: 2
