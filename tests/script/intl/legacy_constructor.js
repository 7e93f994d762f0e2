// Intl.NumberFormat and Intl.DateTimeFormat called without new on an object
// that inherits from their prototype (ECMA-402's legacy constructor mode, as
// V8): the formatter is kept on the object under a symbol described
// "IntlLegacyConstructedSymbol" (not writable, enumerable or configurable),
// the object is returned, and format / resolvedOptions read it back. A date
// format's time value is truncated toward zero (TimeClip), not floored.
for (const C of [Intl.NumberFormat, Intl.DateTimeFormat]) {
  const o = Object.create(C.prototype);
  const r = C.call(o, 'en', C === Intl.DateTimeFormat ? { timeZone: 'UTC' } : undefined);
  const syms = Object.getOwnPropertySymbols(o);
  const d = Object.getOwnPropertyDescriptor(o, syms[0]);
  console.log(r === o, syms.length, syms[0].description, d.value instanceof C, d.writable, d.enumerable, d.configurable);
  console.log(o.format(1234.5), o.resolvedOptions().locale);
  try { C.prototype.formatToParts.call(o, 0); } catch (e) { console.log(e.name); }
  const plain = C.call({}, 'en');
  console.log(plain instanceof C, Object.getOwnPropertySymbols(plain).length);
  const made = new C('en');
  console.log(C.call(made) === made, Object.getOwnPropertySymbols(made).length);
  let seen;
  const p = new Proxy(C.call(Object.create(C.prototype)), { get(t, k) { if (typeof k === 'symbol') seen = k.description; return t[k]; } });
  console.log(typeof C.prototype.resolvedOptions.call(p).locale, seen);
}
const utc = new Intl.DateTimeFormat('en', { timeZone: 'UTC', timeStyle: 'medium' });
console.log(utc.format(-0.9), utc.format(0.9), utc.format(-1000.5), utc.formatToParts(-0.9)[0].value);
console.log(utc.formatRange(-0.9, 1000));
// expect: true 1 IntlLegacyConstructedSymbol true false false false
// expect: 1,234.5 en
// expect: TypeError
// expect: true 0
// expect: true 1
// expect: string IntlLegacyConstructedSymbol
// expect: true 1 IntlLegacyConstructedSymbol true false false false
// expect: 1/1/1970 en
// expect: TypeError
// expect: true 0
// expect: true 1
// expect: string IntlLegacyConstructedSymbol
// expect: 12:00:00 AM 12:00:00 AM 11:59:59 PM 12
// expect: 12:00:00 AM – 12:00:01 AM
