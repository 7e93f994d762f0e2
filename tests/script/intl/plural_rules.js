// Intl.PluralRules through ICU's plural rules.
const en = new Intl.PluralRules('en');
console.log([0, 1, 2, 1.5].map((x) => en.select(x)).join());
console.log([1, 2, 3, 4, 11, 21, 22, 23].map((x) => new Intl.PluralRules('en', { type: 'ordinal' }).select(x)).join());
console.log([0, 1, 2, 5, 22].map((x) => new Intl.PluralRules('ru').select(x)).join());
console.log([0, 1, 2, 3, 11, 100].map((x) => new Intl.PluralRules('ar').select(x)).join());
console.log(new Intl.PluralRules('en', { minimumFractionDigits: 1 }).select(1));
console.log(new Intl.PluralRules('en').resolvedOptions());
console.log(new Intl.PluralRules('ar', { type: 'ordinal' }).resolvedOptions().pluralCategories);
try { Intl.PluralRules(); } catch (e) { console.log(e.name, e.message); }
try { new Intl.PluralRules('en', { type: 'x' }); } catch (e) { console.log(e.name, e.message); }
// expect: other,one,other,other
// expect: one,two,few,other,other,one,two,few
// expect: many,one,few,many,few
// expect: zero,one,two,few,many,other
// expect: other
// expect: {
// expect:   locale: 'en',
// expect:   type: 'cardinal',
// expect:   notation: 'standard',
// expect:   minimumIntegerDigits: 1,
// expect:   minimumFractionDigits: 0,
// expect:   maximumFractionDigits: 3,
// expect:   pluralCategories: [ 'one', 'other' ],
// expect:   roundingIncrement: 1,
// expect:   roundingMode: 'halfExpand',
// expect:   roundingPriority: 'auto',
// expect:   trailingZeroDisplay: 'auto'
// expect: }
// expect: [ 'other' ]
// expect: TypeError Constructor Intl.PluralRules requires 'new'
// expect: RangeError Value x out of range for Intl.PluralRules options property type
