// Intl.NumberFormat's option errors, with V8's texts.
const nf = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
const bad = [{ maximumFractionDigits: 200 }, { style: 'currency' }, { currency: 'EURO' }, { style: 'unit' }, { style: 'unit', unit: 'foo' },
  { minimumFractionDigits: 3, maximumFractionDigits: 1 }, { roundingIncrement: 3 }, { roundingIncrement: 5, maximumSignificantDigits: 2 },
  { useGrouping: 'x' }, { numberingSystem: 'a' }, { notation: 'tiny' }];
for (const o of bad) try { new Intl.NumberFormat('en', o); } catch (e) { console.log(e.name, e.message); }
try { Intl.NumberFormat.prototype.formatToParts.call(1); } catch (e) { console.log(e.name, e.message); }
try { nf.formatRange(1); } catch (e) { console.log(e.name); }
try { nf.formatRange(NaN, 1); } catch (e) { console.log(e.name); }
// expect: RangeError maximumFractionDigits value is out of range.
// expect: TypeError Currency code is required with currency style.
// expect: RangeError Invalid currency code : EURO
// expect: TypeError Invalid unit argument for Intl.NumberFormat() ''
// expect: RangeError Invalid unit argument for Intl.NumberFormat() 'foo'
// expect: RangeError maximumFractionDigits value is out of range.
// expect: RangeError roundingIncrement value is out of range.
// expect: TypeError RoundingType is not fractionDigits
// expect: RangeError Value x out of range for Intl.NumberFormat options property useGrouping
// expect: RangeError Invalid numberingSystem : a
// expect: RangeError Value tiny out of range for Intl.NumberFormat options property notation
// expect: TypeError Method Intl.NumberFormat.prototype.formatToParts called on incompatible receiver 1
// expect: TypeError
// expect: RangeError
