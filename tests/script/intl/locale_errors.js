// Intl's locale list errors and property shapes, with V8's texts; supportedValuesOf.
for (const bad of ['x', 'en-', 'de-DE-1996-1996', 'en-u', 'a-b-c', ''])
  try { Intl.getCanonicalLocales(bad); } catch (e) { console.log(e.name, e.message); }
try { Intl.getCanonicalLocales([1]); } catch (e) { console.log(e.name, e.message); }
try { Intl.getCanonicalLocales(null); } catch (e) { console.log(e.name, e.message); }
try { new Intl.Collator('en', { localeMatcher: 'fast' }); } catch (e) { console.log(e.name, e.message); }
const d = Object.getOwnPropertyDescriptor(globalThis, 'Intl');
console.log(d.writable, d.enumerable, d.configurable, Intl.getCanonicalLocales.length, Intl.getCanonicalLocales.name);
console.log(Intl.supportedValuesOf('unit').length, Intl.supportedValuesOf('calendar').includes('gregory'),
  Intl.supportedValuesOf('currency').includes('EUR'), Intl.supportedValuesOf('numberingSystem').includes('latn'),
  Intl.supportedValuesOf('timeZone').includes('Europe/Paris'));
try { Intl.supportedValuesOf('x'); } catch (e) { console.log(e.name, e.message); }
// expect: RangeError Invalid language tag: x
// expect: RangeError Invalid language tag: en-
// expect: RangeError Invalid language tag: de-de-1996-1996
// expect: RangeError Invalid language tag: en-u
// expect: RangeError Invalid language tag: a-b-c
// expect: RangeError Invalid language tag: 
// expect: TypeError Language ID should be string or object.
// expect: TypeError Cannot convert undefined or null to object
// expect: RangeError Value fast out of range for Intl.Collator options property localeMatcher
// expect: true false true 1 getCanonicalLocales
// expect: 45 true true true true
// expect: RangeError Invalid key : x
