'use strict';
// includes/startsWith/endsWith reject a RegExp (IsRegExp: Symbol.match) with
// V8's TypeError; indexOf converts it to a string.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => 'abc'.includes(/b/));
t(() => 'abc'.startsWith(/a/));
t(() => 'abc'.endsWith(/c/));
t(() => 'abc'.endsWith({ [Symbol.match]: true }));
t(() => { const r = /b/; r[Symbol.match] = false; return 'a/b/'.includes(r); });
t(() => 'a/b/'.indexOf(/b/));
t(() => 'abc'.includes({ get [Symbol.match]() { throw new RangeError('getter'); } }));
