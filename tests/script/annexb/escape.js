// Annex B escape / unescape.
const t = (f) => { try { console.log('ok', JSON.stringify(f())); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
for (const n of ['escape', 'unescape']) {
  const d = Object.getOwnPropertyDescriptor(globalThis, n);
  console.log(n, d.value.name, d.value.length, d.writable, d.enumerable, d.configurable, 'prototype' in d.value);
  t(() => new d.value());
  t(() => d.value());
  t(() => d.value(null));
  t(() => d.value(Symbol()));
  t(() => d.value({ toString() { return '%41 b'; } }));
  t(() => d.value(1.5));
}
let all = ''; for (let i = 0; i < 300; i++) all += String.fromCharCode(i);
t(() => escape(all));
t(() => escape('\ud83d\ude00\uffff\u0100\ud800'));
for (const s of ['%', '%4', '%41', '%u', '%u004', '%u0041', '%U0041', '%zz', '%u00zz', '%%41', '%4%41', '%u%41', 'a%2', '%ud83d%ude00', '%FF%fe', '%u12345'])
  t(() => unescape(s));
t(() => unescape(escape(all)) === all);
// expect: escape escape 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: ok "undefined"
// expect: ok "null"
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: ok "%2541%20b"
// expect: ok "1.5"
// expect: unescape unescape 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: ok "undefined"
// expect: ok "null"
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: ok "A b"
// expect: ok "1.5"
// expect: ok "%00%01%02%03%04%05%06%07%08%09%0A%0B%0C%0D%0E%0F%10%11%12%13%14%15%16%17%18%19%1A%1B%1C%1D%1E%1F%20%21%22%23%24%25%26%27%28%29*+%2C-./0123456789%3A%3B%3C%3D%3E%3F@ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz%7B%7C%7D%7E%7F%80%81%82%83%84%85%86%87%88%89%8A%8B%8C%8D%8E%8F%90%91%92%93%94%95%96%97%98%99%9A%9B%9C%9D%9E%9F%A0%A1%A2%A3%A4%A5%A6%A7%A8%A9%AA%AB%AC%AD%AE%AF%B0%B1%B2%B3%B4%B5%B6%B7%B8%B9%BA%BB%BC%BD%BE%BF%C0%C1%C2%C3%C4%C5%C6%C7%C8%C9%CA%CB%CC%CD%CE%CF%D0%D1%D2%D3%D4%D5%D6%D7%D8%D9%DA%DB%DC%DD%DE%DF%E0%E1%E2%E3%E4%E5%E6%E7%E8%E9%EA%EB%EC%ED%EE%EF%F0%F1%F2%F3%F4%F5%F6%F7%F8%F9%FA%FB%FC%FD%FE%FF%u0100%u0101%u0102%u0103%u0104%u0105%u0106%u0107%u0108%u0109%u010A%u010B%u010C%u010D%u010E%u010F%u0110%u0111%u0112%u0113%u0114%u0115%u0116%u0117%u0118%u0119%u011A%u011B%u011C%u011D%u011E%u011F%u0120%u0121%u0122%u0123%u0124%u0125%u0126%u0127%u0128%u0129%u012A%u012B"
// expect: ok "%uD83D%uDE00%uFFFF%u0100%uD800"
// expect: ok "%"
// expect: ok "%4"
// expect: ok "A"
// expect: ok "%u"
// expect: ok "%u004"
// expect: ok "A"
// expect: ok "%U0041"
// expect: ok "%zz"
// expect: ok "%u00zz"
// expect: ok "%A"
// expect: ok "%4A"
// expect: ok "%uA"
// expect: ok "a%2"
// expect: ok "😀"
// expect: ok "ÿþ"
// expect: ok "ሴ5"
// expect: ok true
