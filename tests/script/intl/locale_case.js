// toLocaleUpperCase / toLocaleLowerCase with a locale (ICU's case mapping).
console.log('i'.toLocaleUpperCase('tr'), 'I'.toLocaleLowerCase('tr'), 'i'.toLocaleUpperCase('en'), 'I'.toLocaleLowerCase());
console.log('ß'.toLocaleUpperCase(), 'İstanbul'.toLocaleLowerCase('en-US'), 'İstanbul'.toLocaleLowerCase('tr'));
console.log('abc'.toLocaleUpperCase(['az', 'en']), 'ΑΣ'.toLocaleLowerCase('el'));
try { 'a'.toLocaleUpperCase('x-bad'); } catch (e) { console.log(e.name, e.message); }
// expect: İ ı I i
// expect: SS i̇stanbul istanbul
// expect: ABC ας
// expect: RangeError Invalid language tag: x-bad
