// Intl.Collator's resolvedOptions, its compare getter and errors.
console.log(new Intl.Collator('de-u-co-phonebk-kn').resolvedOptions());
console.log(new Intl.Collator('en', { usage: 'search', ignorePunctuation: true }).resolvedOptions());
console.log(new Intl.Collator('en-u-kf-upper-kn-false', { numeric: true }).resolvedOptions().locale);
const c = new Intl.Collator();
console.log(c.compare === c.compare, c.compare.name === '', c.compare.length, Intl.Collator.length, typeof Intl.Collator());
console.log(Object.prototype.toString.call(c), Intl.Collator.prototype.constructor === Intl.Collator);
try { new Intl.Collator('en', { sensitivity: 'bad' }); } catch (e) { console.log(e.name, e.message); }
try { Intl.Collator.prototype.resolvedOptions.call({}); } catch (e) { console.log(e.name, e.message); }
try { 'a'.localeCompare('b', 'x-bad'); } catch (e) { console.log(e.name, e.message); }
try { String.prototype.localeCompare.call(null, 'b'); } catch (e) { console.log(e.name, e.message); }
// expect: {
// expect:   locale: 'de-u-co-phonebk-kn',
// expect:   usage: 'sort',
// expect:   sensitivity: 'variant',
// expect:   ignorePunctuation: false,
// expect:   collation: 'phonebk',
// expect:   numeric: true,
// expect:   caseFirst: 'false'
// expect: }
// expect: {
// expect:   locale: 'en',
// expect:   usage: 'search',
// expect:   sensitivity: 'variant',
// expect:   ignorePunctuation: true,
// expect:   collation: 'default',
// expect:   numeric: false,
// expect:   caseFirst: 'false'
// expect: }
// expect: en-u-kf-upper
// expect: true true 2 0 object
// expect: [object Intl.Collator] true
// expect: RangeError Value bad out of range for Intl.Collator options property sensitivity
// expect: TypeError Method Intl.Collator.prototype.resolvedOptions called on incompatible receiver #<Object>
// expect: RangeError Invalid language tag: x-bad
// expect: TypeError String.prototype.localeCompare called on null or undefined
