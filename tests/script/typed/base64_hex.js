// Uint8Array to and from base64 and hex: options, the spec's read/written
// and partial chunks, and V8's error texts
const T = (f) => { try { const r = f(); console.log(r); } catch (e) { console.log(e.name + ': ' + e.message); } };
T(() => Uint8Array.fromBase64(1));
T(() => Uint8Array.fromBase64('ab', 1));
T(() => Uint8Array.fromBase64('ab', { alphabet: 'x' }));
T(() => Uint8Array.fromBase64('ab', { lastChunkHandling: 'x' }));
T(() => Uint8Array.fromBase64('a'));
T(() => Uint8Array.fromBase64('ab=c'));
T(() => Uint8Array.fromBase64('ab*'));
T(() => Uint8Array.fromBase64('ab', { lastChunkHandling: 'strict' }));
T(() => Uint8Array.fromBase64('ab==', { lastChunkHandling: 'strict' }));
T(() => Uint8Array.fromBase64('ab-_', { alphabet: 'base64url' }));
T(() => Uint8Array.fromHex('abc'));
T(() => Uint8Array.fromHex('zz'));
T(() => Uint8Array.fromHex(5));
T(() => Uint8Array.prototype.toBase64.call([]));
T(() => Uint8Array.prototype.toHex.call(new Int8Array(2)));
T(() => new Uint8Array([1,2,3]).toBase64({ alphabet: 1 }));
T(() => new Uint8Array([1,2,3]).toBase64(null));
T(() => new Uint8Array([251,255]).toBase64({ alphabet: 'base64url', omitPadding: true }));
T(() => new Uint8Array(5).setFromBase64('aGVsbG8gd29ybGQ='));
T(() => new Uint8Array(5).setFromHex('0102zz'));
T(() => new Uint8Array(5).setFromHex('0102'));
const a = new Uint8Array(4); T(() => a.setFromBase64('AQID BA=='));
console.log(a);
console.log(Object.getOwnPropertyNames(Uint8Array), Object.getOwnPropertyNames(Uint8Array.prototype));
console.log(Uint8Array.fromBase64.length, Uint8Array.prototype.setFromBase64.length, Uint8Array.prototype.toBase64.length);
const T2 = (s, o) => { try { const r = Uint8Array.fromBase64(s, o); console.log(JSON.stringify(s), o && o.lastChunkHandling, 'ok', r); } catch (e) { console.log(JSON.stringify(s), o && o.lastChunkHandling, e.name + ': ' + e.message); } };
for (const m of ['loose', 'strict', 'stop-before-partial'])
  for (const s of ['ab=', 'abc==', '=', 'a=', 'abcd=', 'ab==x', 'abc', 'ab', 'a', 'abc=', 'ab= =', 'ab\u00a0', 'abcd a', 'abcd ab==', 'ab=c'])
    T2(s, { lastChunkHandling: m });
const S = (n, s) => { const a = new Uint8Array(n); try { console.log(n, s, a.setFromBase64(s), a); } catch (e) { console.log(n, s, e.message, a); } };
S(1, 'AQID'); S(2, 'AQID'); S(1, 'AQ=='); S(0, 'AQ'); S(3, 'AQIDBA'); S(4, 'AQIDBA**');
const H = (n, s) => { const a = new Uint8Array(n); try { console.log(n, s, a.setFromHex(s), a); } catch (e) { console.log(n, s, e.message, a); } };
H(1, '0102'); H(3, '01zz'); H(2, 'abc');
console.log(Uint8Array.prototype.toHex.call(new Uint8Array([0, 15, 255])));
for (const r of [{}, new Int8Array(1), new Uint8ClampedArray(1), 1, null]) { try { Uint8Array.prototype.toBase64.call(r); } catch (e) { console.log(e.message); } }
try { Uint8Array.prototype.setFromHex.call(new Int8Array(1), '00'); } catch (e) { console.log(e.message); }
try { Uint8Array.fromHex.call(null, '00'); console.log('ok static'); } catch (e) { console.log(e.message); }
class X extends Uint8Array {}; console.log(X.fromHex('01').constructor.name);
for (const a of [{}, [1], Symbol('s'), null, 'BASE64', true]) { try { new Uint8Array(1).toBase64({ alphabet: a }); } catch (e) { console.log(e.message); } }
for (const a of [{}, null, 2]) { try { Uint8Array.fromBase64('', { lastChunkHandling: a }); } catch (e) { console.log(e.message); } }
const o = { get alphabet() { console.log('get alphabet'); return 'base64'; }, get lastChunkHandling() { console.log('get lch'); return 'loose'; }, get omitPadding() { console.log('get omit'); return 0; } };
Uint8Array.fromBase64('', o); new Uint8Array(1).toBase64(o); new Uint8Array(1).setFromBase64('', o);
console.log(new Uint8Array([1,2,3,4]).toBase64(), new Uint8Array([1,2,3,4]).toBase64({omitPadding: true}), new Uint8Array([]).toBase64());
try { new Uint8Array(1).setFromBase64(1); } catch (e) { console.log(e.message); }
try { Uint8Array.prototype.setFromBase64.call(1, 's'); } catch (e) { console.log(e.message); }
// expect: TypeError: input argument must be a string
// expect: TypeError: invalid_argument
// expect: TypeError: invalid option x
// expect: TypeError: invalid option x
// expect: SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: SyntaxError: The base64 input terminates with non-zero padding bits.
// expect: Uint8Array(3) [ 105, 191, 191 ]
// expect: SyntaxError: Input string must contain hex characters in even length
// expect: SyntaxError: Input string must contain hex characters in even length
// expect: TypeError: input argument must be a string
// expect: TypeError: Method Uint8Array.prototype.toBase64 called on incompatible receiver [object Array]
// expect: TypeError: Method Uint8Array.prototype.toHex called on incompatible receiver undefined
// expect: TypeError: invalid option 1
// expect: TypeError: invalid_argument
// expect: -_8
// expect: { read: 4, written: 3 }
// expect: SyntaxError: Input string must contain hex characters in even length
// expect: { read: 4, written: 2 }
// expect: { read: 9, written: 4 }
// expect: Uint8Array(4) [ 1, 2, 3, 4 ]
// expect: [
// expect:   'length',
// expect:   'name',
// expect:   'prototype',
// expect:   'BYTES_PER_ELEMENT',
// expect:   'fromBase64',
// expect:   'fromHex'
// expect: ] [
// expect:   'constructor',
// expect:   'BYTES_PER_ELEMENT',
// expect:   'toBase64',
// expect:   'setFromBase64',
// expect:   'toHex',
// expect:   'setFromHex'
// expect: ]
// expect: 1 1 0
// expect: "ab=" loose SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "abc==" loose SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "=" loose SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "a=" loose SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abcd=" loose SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "ab==x" loose SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "abc" loose ok Uint8Array(2) [ 105, 183 ]
// expect: "ab" loose ok Uint8Array(1) [ 105 ]
// expect: "a" loose SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abc=" loose ok Uint8Array(2) [ 105, 183 ]
// expect: "ab= =" loose ok Uint8Array(1) [ 105 ]
// expect: "ab " loose SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "abcd a" loose SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abcd ab==" loose ok Uint8Array(4) [ 105, 183, 29, 105 ]
// expect: "ab=c" loose SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "ab=" strict SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abc==" strict SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "=" strict SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "a=" strict SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abcd=" strict SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "ab==x" strict SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "abc" strict SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "ab" strict SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "a" strict SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abc=" strict ok Uint8Array(2) [ 105, 183 ]
// expect: "ab= =" strict SyntaxError: The base64 input terminates with non-zero padding bits.
// expect: "ab " strict SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "abcd a" strict SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abcd ab==" strict SyntaxError: The base64 input terminates with non-zero padding bits.
// expect: "ab=c" strict SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "ab=" stop-before-partial ok Uint8Array(0) []
// expect: "abc==" stop-before-partial SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "=" stop-before-partial SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "a=" stop-before-partial SyntaxError: The base64 input terminates with a single character, excluding padding (=).
// expect: "abcd=" stop-before-partial SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "ab==x" stop-before-partial SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "abc" stop-before-partial ok Uint8Array(0) []
// expect: "ab" stop-before-partial ok Uint8Array(0) []
// expect: "a" stop-before-partial ok Uint8Array(0) []
// expect: "abc=" stop-before-partial ok Uint8Array(2) [ 105, 183 ]
// expect: "ab= =" stop-before-partial ok Uint8Array(1) [ 105 ]
// expect: "ab " stop-before-partial SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: "abcd a" stop-before-partial ok Uint8Array(3) [ 105, 183, 29 ]
// expect: "abcd ab==" stop-before-partial ok Uint8Array(4) [ 105, 183, 29, 105 ]
// expect: "ab=c" stop-before-partial SyntaxError: Found a character that cannot be part of a valid base64 string.
// expect: 1 AQID { read: 0, written: 0 } Uint8Array(1) [ 0 ]
// expect: 2 AQID { read: 0, written: 0 } Uint8Array(2) [ 0, 0 ]
// expect: 1 AQ== { read: 4, written: 1 } Uint8Array(1) [ 1 ]
// expect: 0 AQ { read: 0, written: 0 } Uint8Array(0) []
// expect: 3 AQIDBA { read: 4, written: 3 } Uint8Array(3) [ 1, 2, 3 ]
// expect: 4 AQIDBA** Found a character that cannot be part of a valid base64 string. Uint8Array(4) [ 1, 2, 3, 0 ]
// expect: 1 0102 { read: 2, written: 1 } Uint8Array(1) [ 1 ]
// expect: 3 01zz Input string must contain hex characters in even length Uint8Array(3) [ 1, 0, 0 ]
// expect: 2 abc Input string must contain hex characters in even length Uint8Array(2) [ 0, 0 ]
// expect: 000fff
// expect: Method Uint8Array.prototype.toBase64 called on incompatible receiver #<Object>
// expect: Method Uint8Array.prototype.toBase64 called on incompatible receiver undefined
// expect: Method Uint8Array.prototype.toBase64 called on incompatible receiver undefined
// expect: Method Uint8Array.prototype.toBase64 called on incompatible receiver 1
// expect: Method Uint8Array.prototype.toBase64 called on incompatible receiver null
// expect: Method Uint8Array.prototype.setFromHex called on incompatible receiver undefined
// expect: ok static
// expect: Uint8Array
// expect: invalid option #<Object>
// expect: invalid option [object Array]
// expect: invalid option Symbol(s)
// expect: invalid option null
// expect: invalid option BASE64
// expect: invalid option true
// expect: invalid option #<Object>
// expect: invalid option null
// expect: invalid option 2
// expect: get alphabet
// expect: get lch
// expect: get alphabet
// expect: get omit
// expect: get alphabet
// expect: get lch
// expect: AQIDBA== AQIDBA 
// expect: input argument must be a string
// expect: Method Uint8Array.prototype.setFromBase64 called on incompatible receiver 1
