'use strict';
// inspect's string and key escapes: lone surrogates in lower-case hex, C0, DEL
// and C1 controls as \xHH; keys quoted unless they match /^[a-zA-Z_][a-zA-Z_0-9]*$/.
console.log(['a𝒳'.split(''), '\ud800x', 'a\udfffb']);
console.log(['\x7f\x01\x1b', '\u0085\u009f\u00a0', '\u200b', 'tab\t', "it's"]);
console.log({ '\ud800': 1, 'a b': 2, 'ünï': 3, $x: 4, _y: 5, x$: 6, A1: 7, '1a': 8 });
console.log(new Map([['$k', '\x85']]));
console.log(['\v', 'a\vb\f', { '\v': '\x0b' }]); // node has no \v escape: \x0B
