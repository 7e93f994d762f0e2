// atob / btoa: node's forgiving base64, its errors and codes
console.log(btoa('hello'), atob('aGVsbG8='), atob(' aGVs bG8 '), atob('aGVsbG8'));
console.log(JSON.stringify([btoa(''), atob('')]));
console.log(JSON.stringify(atob('/w==')), btoa('\xff\xfe\x00'), JSON.stringify(atob('AP8A')));
console.log(atob(null), btoa(null), btoa(undefined), btoa(123), btoa(true));
console.log(atob('YQ'), atob('YR=='), atob('\tY Q\n=\f=\r'), atob('YWI'), atob('YWJj'));
console.log(atob({ toString() { return 'YQ=='; } }));
console.log(btoa('a'), btoa('ab'), btoa('abc'), btoa('abcd'));
let all = '';
for (let i = 0; i < 256; i++) all += String.fromCharCode(i);
const enc = btoa(all);
console.log(enc.length, enc.slice(0, 24), enc.slice(-12), atob(enc) === all);
for (const f of [() => atob('a'), () => atob('abcde'), () => atob('a==='), () => atob('*'),
                 () => btoa('€'), () => btoa('\u0100'), () => atob('ab=c'), () => atob('abc=='),
                 () => atob('ab\u00a0'), () => atob('ab-_'), () => atob('=abc'), () => atob('a=b=')]) {
  try {
    console.log(JSON.stringify(f()));
  } catch (e) {
    console.log(e instanceof DOMException, e instanceof Error, e.name, e.code, e.message,
                Object.prototype.toString.call(e), e.constructor.name, String(e));
  }
}
for (const f of [() => atob(), () => btoa(), () => atob(Symbol()), () => btoa(Symbol('x'))]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(atob.length, btoa.length, atob.name, btoa.name, typeof atob);
const d = Object.getOwnPropertyDescriptor(globalThis, 'atob');
console.log(d.writable, d.enumerable, d.configurable, d.value === atob);
// expect: aGVsbG8= hello hello hello
// expect: ["",""]
// expect: "ÿ" //4A "\u0000ÿ\u0000"
// expect: ée bnVsbA== dW5kZWZpbmVk MTIz dHJ1ZQ==
// expect: a a a ab abc
// expect: a
// expect: YQ== YWI= YWJj YWJjZA==
// expect: 344 AAECAwQFBgcICQoLDA0ODxAR +fr7/P3+/w== true
// expect: true true InvalidCharacterError 5 The string to be decoded is not correctly encoded. [object DOMException] DOMException InvalidCharacterError: The string to be decoded is not correctly encoded.
// expect: true true InvalidCharacterError 5 The string to be decoded is not correctly encoded. [object DOMException] DOMException InvalidCharacterError: The string to be decoded is not correctly encoded.
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: true true InvalidCharacterError 5 Invalid character [object DOMException] DOMException InvalidCharacterError: Invalid character
// expect: TypeError ERR_MISSING_ARGS The "input" argument must be specified
// expect: TypeError ERR_MISSING_ARGS The "input" argument must be specified
// expect: TypeError undefined Cannot convert a Symbol value to a string
// expect: TypeError undefined Cannot convert a Symbol value to a string
// expect: 1 1 atob btoa function
// expect: true true true true
