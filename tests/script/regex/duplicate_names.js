// Duplicate named groups: a name repeated in different alternatives, groups objects (order of first appearance, the value of the group that took part), \k<name>, $<name> in replace, indices.groups, and the Duplicate capture group name error when both groups could take part.
const re = /(?<y>\d{4})-\d\d|\d\d-(?<y>\d{4})/;
console.log(re.exec("2024-05").groups, re.exec("05-2024").groups, "05-2024".replace(re, "[$<y>]"), "2024-05".replace(re, (...a) => JSON.stringify(a.at(-1))));
console.log(/(?:(?<x>a)|(?<y>a)(?<x>b))(?:(?<z>c)|(?<z>d))/.exec("abd").groups, /(?:(?<x>a)|(?<x>b))\k<x>/.exec("bb"), /(?<a>x)|(?<a>y)/d.exec("y").indices.groups);
for (const p of ["(?<x>a)(?<x>b)", "(?<x>a)|(?<x>b)", "(?:(?<x>a)|b)(?<x>c)", "(?<x>a)|(?:b|(?<x>c))", "((?<x>a)|b)|(?<x>c)", "(?<x>a(?<x>b)|c)", "(?:(?<x>a)|(?<x>b))|(?<x>c)", "(?<x>a)|(?<x>b)(?<x>c)"])
  try { new RegExp(p); console.log(p, "ok"); } catch (e) { console.log(e.message); }
console.log([..."ab".matchAll(/(?<c>a)|(?<c>b)/g)].map(m => m.groups.c), Object.keys(/(?<y>a)(?<x>a)|(?<x>b)(?<y>b)/.exec("bb").groups));
// expect: [Object: null prototype] { y: '2024' } [Object: null prototype] { y: '2024' } [2024] {"y":"2024"}
// expect: [Object: null prototype] { x: 'b', y: 'a', z: 'd' } [
// expect:   'bb',
// expect:   undefined,
// expect:   'b',
// expect:   index: 0,
// expect:   input: 'bb',
// expect:   groups: [Object: null prototype] { x: 'b' }
// expect: ] [Object: null prototype] { a: [ 0, 1 ] }
// expect: Invalid regular expression: /(?<x>a)(?<x>b)/: Duplicate capture group name
// expect: (?<x>a)|(?<x>b) ok
// expect: Invalid regular expression: /(?:(?<x>a)|b)(?<x>c)/: Duplicate capture group name
// expect: (?<x>a)|(?:b|(?<x>c)) ok
// expect: ((?<x>a)|b)|(?<x>c) ok
// expect: Invalid regular expression: /(?<x>a(?<x>b)|c)/: Duplicate capture group name
// expect: (?:(?<x>a)|(?<x>b))|(?<x>c) ok
// expect: Invalid regular expression: /(?<x>a)|(?<x>b)(?<x>c)/: Duplicate capture group name
// expect: [ 'a', 'b' ] [ 'y', 'x' ]
