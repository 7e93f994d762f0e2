const qs = require('qs');
console.log(qs.parse('a[b][c]=d&e[]=1&e[]=2&f=%20x+y&g[0][h]=i'));
console.log(qs.stringify({ a: { b: [1, 2], c: 'd e' }, f: null, g: '' }), qs.stringify({ a: [1, 2] }, { arrayFormat: 'brackets', encode: false }));
console.log(qs.parse('?x=1&y=2', { ignoreQueryPrefix: true }), qs.parse('a=1;b=2', { delimiter: ';' }), qs.parse('a.b=c', { allowDots: true }));
