// A join whose result would pass the longest string (V8's 2^29 - 24 code
// units) throws RangeError: Invalid string length at once, as node does,
// instead of walking billions of holes.
function t(name, f) {
    try {
        const r = f();
        console.log(name, 'ok', typeof r === 'string' ? r.length : r);
    } catch (e) {
        console.log(name, e.name, e.message);
    }
}
t('holes', () => new Array(2 ** 32 - 1).join('a'));
// expect: holes RangeError Invalid string length
t('toString', () => new Array(2 ** 32 - 1).toString());
// expect: toString RangeError Invalid string length
t('fits', () => new Array(2 ** 20).join('ab'));
// expect: fits ok 2097150
t('empty separator', () => new Array(2 ** 20).join(''));
// expect: empty separator ok 0
t('mixed', () => { const a = []; a[3] = 'q'; a.length = 1e6; return a.join(); });
// expect: mixed ok 1000000
// A hole that reads through the prototype is visited.
t('inherited', () => {
    Array.prototype[4500] = 'P';
    try { return new Array(5000).join('').length; } finally { delete Array.prototype[4500]; }
});
// expect: inherited ok 1
