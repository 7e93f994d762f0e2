// env: TARN_LAZY_DISCARD=1
// The library's JavaScript (Intl, Temporal, node's modules) compiles each
// function's body at its first call: first calls through every way in
// (construct, Reflect.construct, a bound function, a getter, a callback,
// a generator) answer as an eager compile would.
const d = Reflect.construct(Temporal.Duration, [1, 2, 0, 3]);
console.log(d.toString(), d.years, d.months, d.days);
const getYears = Object.getOwnPropertyDescriptor(Temporal.Duration.prototype, 'years').get;
console.log(getYears.call(Temporal.Duration.from('P7Y')));
const Bound = Temporal.PlainDate.bind(null, 2024, 2);
const pd = new Bound(29);
console.log(pd.toString(), pd.add({ days: 1 }).toString(), pd.dayOfWeek);
console.log(Temporal.PlainDate.compare(pd, Temporal.PlainDate.from('2024-03-01')));
console.log(['2020-01-05', '2019-12-31'].map((s) => Temporal.PlainDate.from(s)).map(String));
const nf = new Intl.NumberFormat('en', { style: 'percent' });
console.log(nf.format(0.256), nf.resolvedOptions().style);
console.log(new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'long' }).format(0));
console.log(new Intl.Locale('de').getCalendars(), new Intl.Locale('de').getCollations());
console.log(new Intl.Locale('th').getCalendars(), new Intl.Locale('am').getCalendars(), new Intl.Locale('es').getCollations());
try {
  Temporal.Duration.from('not a duration');
} catch (e) {
  console.log(e.constructor.name);
}
const { Readable } = require('stream');
const chunks = [];
Readable.from(['a', 'b', 'c']).on('data', (c) => chunks.push(c)).on('end', () => console.log(chunks.join('')));
const EventEmitter = require('events');
const em = new EventEmitter();
em.once('x', (v) => console.log('x', v));
em.emit('x', 1);
console.log(em.emit('x', 2));
// expect: P1Y2M3D 1 2 3
// expect: 7
// expect: 2024-02-29 2024-03-01 4
// expect: -1
// expect: [ '2020-01-05', '2019-12-31' ]
// expect: 26% percent
// expect: January 1, 1970
// expect: [ 'gregory' ] [ 'emoji', 'eor', 'phonebk' ]
// expect: [ 'buddhist', 'gregory' ] [ 'gregory', 'ethiopic' ] [ 'emoji', 'eor', 'trad' ]
// expect: RangeError
// expect: x 1
// expect: false
// expect: abc
