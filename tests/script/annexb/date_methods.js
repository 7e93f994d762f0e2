// Annex B Date.prototype.getYear / setYear / toGMTString, in a zone with DST.
// env: TZ=America/New_York
const t = (f) => { try { console.log('ok', f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const DP = Date.prototype;
for (const n of ['getYear', 'setYear', 'toGMTString']) {
  const d = Object.getOwnPropertyDescriptor(DP, n);
  console.log(n, d.value.name, d.value.length, d.writable, d.enumerable, d.configurable, 'prototype' in d.value);
  t(() => new d.value());
  t(() => d.value.call({}));
  t(() => d.value.call(1));
  t(() => d.value.call(undefined));
}
console.log(DP.toGMTString === DP.toUTCString);
console.log(Object.getOwnPropertyNames(DP).filter((n) => n !== 'toTemporalInstant').join(' ')); // Temporal is another issue's
const d = new Date(Date.UTC(2000, 5, 15, 12));
t(() => d.getYear());
t(() => new Date(NaN).getYear());
t(() => new Date(Date.UTC(1899, 0, 1)).getYear());
t(() => new Date(Date.UTC(-5, 0, 1)).getYear());
for (const y of [99, 0, 100, 1999, -1, 99.9, '98', NaN, undefined, Infinity, -0, 2000.5]) {
  const x = new Date(Date.UTC(2000, 1, 29, 10, 20, 30, 400));
  t(() => [x.setYear(y), x.getTime(), x.getFullYear(), x.getMonth(), x.getDate()].join(' '));
}
const nan = new Date(NaN);
t(() => [nan.setYear(95), nan.getFullYear(), nan.getMonth(), nan.getDate(), nan.getHours()].join(' '));
t(() => new Date(NaN).setYear(NaN));
t(() => new Date(0).setYear({ valueOf() { return 80; } }));
t(() => new Date(0).setYear(Symbol()));
t(() => d.toGMTString());
t(() => new Date(NaN).toGMTString());
t(() => new Date(Date.UTC(-100, 0, 1)).toGMTString());
t(() => new Date(Date.UTC(12345, 0, 1)).toGMTString());
t(() => new Date(8.64e15).setYear(1));
// expect: getYear getYear 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: Method Date.prototype.getYear called on incompatible receiver #<Object>
// expect: TypeError: Method Date.prototype.getYear called on incompatible receiver 1
// expect: TypeError: Method Date.prototype.getYear called on incompatible receiver undefined
// expect: setYear setYear 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: Method Date.prototype.setYear called on incompatible receiver #<Object>
// expect: TypeError: Method Date.prototype.setYear called on incompatible receiver 1
// expect: TypeError: Method Date.prototype.setYear called on incompatible receiver undefined
// expect: toGMTString toUTCString 0 true false true false
// expect: TypeError: d.value is not a constructor
// expect: TypeError: Method Date.prototype.toUTCString called on incompatible receiver #<Object>
// expect: TypeError: Method Date.prototype.toUTCString called on incompatible receiver 1
// expect: TypeError: Method Date.prototype.toUTCString called on incompatible receiver undefined
// expect: true
// expect: constructor toString toDateString toTimeString toISOString toUTCString toGMTString getDate setDate getDay getFullYear setFullYear getHours setHours getMilliseconds setMilliseconds getMinutes setMinutes getMonth setMonth getSeconds setSeconds getTime setTime getTimezoneOffset getUTCDate setUTCDate getUTCDay getUTCFullYear setUTCFullYear getUTCHours setUTCHours getUTCMilliseconds setUTCMilliseconds getUTCMinutes setUTCMinutes getUTCMonth setUTCMonth getUTCSeconds setUTCSeconds valueOf getYear setYear toJSON toLocaleString toLocaleDateString toLocaleTimeString
// expect: ok 100
// expect: ok NaN
// expect: ok -2
// expect: ok -1906
// expect: ok 920283630400 920283630400 1999 2 1
// expect: ok -2203853969600 -2203853969600 1900 2 1
// expect: ok -59006324607600 -59006324607600 100 2 1
// expect: ok 920283630400 920283630400 1999 2 1
// expect: ok -62193620607600 -62193620607600 -1 2 1
// expect: ok 920283630400 920283630400 1999 2 1
// expect: ok 888747630400 888747630400 1998 2 1
// expect: ok NaN NaN NaN NaN NaN
// expect: ok NaN NaN NaN NaN NaN
// expect: ok NaN NaN NaN NaN NaN
// expect: ok -2203853969600 -2203853969600 1900 2 1
// expect: ok 951819630400 951819630400 2000 1 29
// expect: ok 788936400000 1995 0 1 0
// expect: ok NaN
// expect: ok 347155200000
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: ok Thu, 15 Jun 2000 12:00:00 GMT
// expect: ok Invalid Date
// expect: ok Mon, 01 Jan -0100 00:00:00 GMT
// expect: ok Mon, 01 Jan 12345 00:00:00 GMT
// expect: ok -2155417200000
