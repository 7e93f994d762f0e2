// Intl.ListFormat through ICU's list formatter; DateTimeFormat's formatRangeToParts.
const lf = new Intl.ListFormat('en', { type: 'conjunction' });
console.log(lf.format(['a', 'b', 'c']), new Intl.ListFormat('de', { type: 'disjunction' }).format(['x', 'y']), new Intl.ListFormat('en', { style: 'narrow', type: 'unit' }).format(['1', '2', '3']));
console.log(lf.formatToParts(['a', 'b']), lf.resolvedOptions(), lf.format([]), lf.format(['x']));
try { lf.format(['a', 1]); } catch (e) { console.log(String(e)); }
try { Intl.ListFormat(); } catch (e) { console.log(String(e)); }
console.log(new Intl.DateTimeFormat('en',{timeZone:'UTC'}).formatRangeToParts(new Date(0), new Date(86400000*3)))
// expect: a, b, and c x oder y 1 2 3
// expect: [
// expect:   { type: 'element', value: 'a' },
// expect:   { type: 'literal', value: ' and ' },
// expect:   { type: 'element', value: 'b' }
// expect: ] { locale: 'en', type: 'conjunction', style: 'long' }  x
// expect: TypeError: Iterable yielded 1 which is not a string
// expect: TypeError: Constructor Intl.ListFormat requires 'new'
// expect: [
// expect:   { type: 'month', value: '1', source: 'startRange' },
// expect:   { type: 'literal', value: '/', source: 'startRange' },
// expect:   { type: 'day', value: '1', source: 'startRange' },
// expect:   { type: 'literal', value: '/', source: 'startRange' },
// expect:   { type: 'year', value: '1970', source: 'startRange' },
// expect:   { type: 'literal', value: ' – ', source: 'shared' },
// expect:   { type: 'month', value: '1', source: 'endRange' },
// expect:   { type: 'literal', value: '/', source: 'endRange' },
// expect:   { type: 'day', value: '4', source: 'endRange' },
// expect:   { type: 'literal', value: '/', source: 'endRange' },
// expect:   { type: 'year', value: '1970', source: 'endRange' }
// expect: ]
