// node:querystring: parse (repeated keys, +, lenient %), stringify, escape/unescape.
const qs = require('querystring');
console.log(qs.parse('a=1&b=2&a=3&c&d=x+y%20z&e=%E2%82%AC&f=%zz&g=%E2%82'));
console.log(qs.parse('a:1;b:2', ';', ':'), qs.parse(''), qs.parse('a=1&b=2', null, null, { maxKeys: 1 }));
console.log(qs.stringify({ a: [1, 2], b: 'x y', c: null, d: true, e: 3n, f: NaN, g: { h: 1 }, 'k k': '€' }));
console.log(qs.stringify({ a: 1, b: 2 }, ';', ':'), qs.stringify('x'), qs.encode === qs.stringify, qs.decode === qs.parse);
console.log(qs.escape('a b&c=d/é'), qs.unescape('a%20b%zz'), qs.unescape('%E2%82%AC'));
console.log(qs.stringify({ a: 'b c' }, null, null, { encodeURIComponent: (s) => s.toUpperCase() }));
// expect: [Object: null prototype] {
// expect:   a: [ '1', '3' ],
// expect:   b: '2',
// expect:   c: '',
// expect:   d: 'x y z',
// expect:   e: '€',
// expect:   f: '%zz',
// expect:   g: '�'
// expect: }
// expect: [Object: null prototype] { a: '1', b: '2' } [Object: null prototype] {} [Object: null prototype] { a: '1' }
// expect: a=1&a=2&b=x%20y&c=&d=true&e=3&f=&g=&k%20k=%E2%82%AC
// expect: a:1;b:2  true true
// expect: a%20b%26c%3Dd%2F%C3%A9 a b%zz €
// expect: A=B C
