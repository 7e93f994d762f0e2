// env: TZ=Europe/Berlin
// Constructors, getters and setters (local and UTC), conversions.
const d = new Date(2020, 0, 31, 13, 45, 30, 250);
console.log(d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds(), d.getYear());
console.log(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
console.log(d.getTime(), d.valueOf(), +d, d.getTimezoneOffset());
console.log(new Date(99, 0).getFullYear(), new Date(100, 0).getFullYear(), new Date(2020, 13, 35).toISOString(), new Date(2020, -1).toISOString());
console.log(new Date(8.64e15).getTime(), new Date(8.64e15 + 1).getTime(), new Date(-8.64e15).toISOString());
console.log(new Date(1.9).getTime(), new Date(-1.9).getTime(), Object.is(new Date(-0.5).getTime(), 0));
console.log(new Date(true).getTime(), new Date(null).getTime(), new Date(undefined).getTime(), new Date("0").getTime());
console.log(new Date(d).getTime(), new Date({ valueOf() { return 5; } }).getTime(), new Date({ toString() { return "2020-01-01"; }, valueOf: undefined }).getTime());
console.log(Date.UTC(2020), Date.UTC(2020, 1, 29, 12), Date.UTC(), Date.UTC(99, 11, 31), Date.UTC(2020, 0, 1, 0, 0, 0, 1.7));
console.log(typeof Date.now(), Date.now() > 1.6e12, typeof Date(), Date(1, 2, 3) === Date());
const e = new Date(2020, 0, 31);
console.log(e.setMonth(1), e.toISOString());       // Jan 31 -> Mar 2
console.log(e.setDate(0), e.toISOString());
console.log(e.setFullYear(2021, 5), e.toISOString());
console.log(e.setHours(25, 61, 61, 1001), e.toISOString());
console.log(e.setMinutes(-1), e.setSeconds(90, 5), e.setMilliseconds(-1), e.toISOString());
console.log(e.setUTCFullYear(2000, 1, 29), e.setUTCMonth(2), e.setUTCDate(15), e.setUTCHours(0, 0, 0, 0), e.toISOString());
console.log(e.setUTCMinutes(30, 15, 7), e.setUTCSeconds(1), e.setUTCMilliseconds(999), e.toISOString());
console.log(e.setTime(86400000), e.toISOString(), e.setTime("x"), e.getTime());
console.log(e.setHours(1), e.setDate(2), e.getFullYear(), e.setFullYear(2001), e.toISOString());
console.log(e.setYear(95), e.getFullYear(), e.setYear(2005), e.getYear(), e.setYear(NaN), e.setYear(1999), e.toISOString());
const n = new Date(NaN);
console.log(n.getTime(), n.getFullYear(), n.getUTCDay(), n.getTimezoneOffset(), n.setHours(1), n.setMonth(1), n.toString());
console.log(n.setFullYear(2020), n.toISOString());
console.log(new Date(2020, 0).setMinutes(), new Date(0).setMilliseconds(undefined));
console.log(d.toJSON(), new Date(NaN).toJSON(), JSON.stringify({ d }), Date.prototype.toJSON.call({ toISOString() { return "iso"; } }));
console.log(Date.prototype.toJSON.call({ valueOf() { return Infinity; }, toISOString() { return "x"; } }));
console.log(d[Symbol.toPrimitive]("number"), d[Symbol.toPrimitive]("default"), d[Symbol.toPrimitive]("string"));
console.log(`${d}` === d.toString(), d + 1 === d.toString() + "1", d - 1, d > new Date(0), d == d.toString());
console.log(Object.prototype.toString.call(d), d instanceof Date, Object.getPrototypeOf(d) === Date.prototype);
console.log(Date.prototype.toGMTString === Date.prototype.toUTCString, Date.name, Date.prototype.constructor === Date);
class Stamp extends Date { label() { return "at " + this.toISOString(); } }
const s = new Stamp(0);
console.log(s.label(), s instanceof Date, s.getTime(), String(Object.getPrototypeOf(Stamp.prototype) === Date.prototype));
console.log([new Date(0), new Date(NaN)], { when: new Date(Date.UTC(2000, 0, 1)) }, s);
const x = new Date(0); x.tag = "t";
console.log(x, [x]);
console.log(Object.getOwnPropertyNames(new Date(0)), Object.keys(new Date(0)));
for (const bad of [{}, Date.prototype, 1]) {
  try { Date.prototype.getDate.call(bad); } catch (err) { console.log(err.name, err.message); }
}
try { Date.prototype.setMonth.call("x", 1); } catch (err) { console.log(err.name, err.message); }
try { d[Symbol.toPrimitive](); } catch (err) { console.log(err.name, err.message); }
try { d[Symbol.toPrimitive](Symbol("q")); } catch (err) { console.log(err.name, err.message); }
try { Date.prototype[Symbol.toPrimitive].call(undefined, "number"); } catch (err) { console.log(err.name, err.message); }
try { new Date(NaN).toISOString(); } catch (err) { console.log(err.name, err.message); }
try { new Date(Symbol()); } catch (err) { console.log(err.name, err.message); }
console.log(Date.prototype[Symbol.toPrimitive].name, Date.prototype[Symbol.toPrimitive].length, Date.prototype.toJSON.length);
console.log(Object.getOwnPropertyDescriptor(Date.prototype, Symbol.toPrimitive).writable);
for (const k of ["getDate", "getYear", "setDate", "setTime", "toString", "toGMTString", "toISOString", "valueOf", "toLocaleString"])
  for (const bad of [{}, [1], 1, undefined, Symbol("s")])
    try { Date.prototype[k].call(bad, 1); } catch (err) { console.log(k, err.message); }
for (const s of ["0", "5", "12", "13", "32", "99", "100", "1 2", "Mar"]) console.log(s, Date.parse(s));
// expect: 2020 0 31 5 13 45 30 250 120
// expect: 2020 0 31 5 12 45 30 250
// expect: 1580474730250 1580474730250 1580474730250 -60
// expect: 1999 100 2021-03-06T23:00:00.000Z 2019-11-30T23:00:00.000Z
// expect: 8640000000000000 NaN -271821-04-20T00:00:00.000Z
// expect: 1 -1 true
// expect: 1 0 NaN 946681200000
// expect: 1580474730250 5 1577836800000
// expect: 1577836800000 1582977600000 NaN 946598400000 1577836800001
// expect: number true string true
// expect: 1583103600000 2020-03-01T23:00:00.000Z
// expect: 1582930800000 2020-02-28T23:00:00.000Z
// expect: 1624917600000 2021-06-28T22:00:00.000Z
// expect: 1625011322001 2021-06-30T00:02:02.001Z
// expect: 1625011142001 1625011230005 1625011229999 2021-06-30T00:00:29.999Z
// expect: 951782429999 954288029999 953078429999 953078400000 2000-03-15T00:00:00.000Z
// expect: 953080215007 953080201007 953080201999 2000-03-15T00:30:01.999Z
// expect: 86400000 1970-01-02T00:00:00.000Z NaN NaN
// expect: NaN NaN NaN 978303600000 2000-12-31T23:00:00.000Z
// expect: 788914800000 1995 1104534000000 105 NaN 915145200000 1998-12-31T23:00:00.000Z
// expect: NaN NaN NaN NaN NaN NaN Invalid Date
// expect: 1577833200000 2019-12-31T23:00:00.000Z
// expect: NaN NaN
// expect: 2020-01-31T12:45:30.250Z null {"d":"2020-01-31T12:45:30.250Z"} iso
// expect: null
// expect: 1580474730250 Fri Jan 31 2020 13:45:30 GMT+0100 (Central European Standard Time) Fri Jan 31 2020 13:45:30 GMT+0100 (Central European Standard Time)
// expect: true true 1580474730249 true true
// expect: [object Date] true true
// expect: true Date true
// expect: at 1970-01-01T00:00:00.000Z true 0 true
// expect: [ 1970-01-01T00:00:00.000Z, Invalid Date ] { when: 2000-01-01T00:00:00.000Z } Stamp 1970-01-01T00:00:00.000Z
// expect: 1970-01-01T00:00:00.000Z { tag: 't' } [ 1970-01-01T00:00:00.000Z { tag: 't' } ]
// expect: [] []
// expect: TypeError this is not a Date object.
// expect: TypeError this is not a Date object.
// expect: TypeError this is not a Date object.
// expect: TypeError Method Date.prototype.setMonth called on incompatible receiver x
// expect: TypeError Invalid hint: undefined
// expect: TypeError Invalid hint: Symbol(q)
// expect: TypeError Method Date.prototype [ @@toPrimitive ] called on incompatible receiver undefined
// expect: RangeError Invalid time value
// expect: TypeError Cannot convert a Symbol value to a number
// expect: [Symbol.toPrimitive] 1 1
// expect: false
// expect: getDate this is not a Date object.
// expect: getDate this is not a Date object.
// expect: getDate this is not a Date object.
// expect: getDate this is not a Date object.
// expect: getDate this is not a Date object.
// expect: getYear Method Date.prototype.getYear called on incompatible receiver #<Object>
// expect: getYear Method Date.prototype.getYear called on incompatible receiver [object Array]
// expect: getYear Method Date.prototype.getYear called on incompatible receiver 1
// expect: getYear Method Date.prototype.getYear called on incompatible receiver undefined
// expect: getYear Method Date.prototype.getYear called on incompatible receiver Symbol(s)
// expect: setDate Method Date.prototype.setDate called on incompatible receiver #<Object>
// expect: setDate Method Date.prototype.setDate called on incompatible receiver [object Array]
// expect: setDate Method Date.prototype.setDate called on incompatible receiver 1
// expect: setDate Method Date.prototype.setDate called on incompatible receiver undefined
// expect: setDate Method Date.prototype.setDate called on incompatible receiver Symbol(s)
// expect: setTime Method Date.prototype.setTime called on incompatible receiver #<Object>
// expect: setTime Method Date.prototype.setTime called on incompatible receiver [object Array]
// expect: setTime Method Date.prototype.setTime called on incompatible receiver 1
// expect: setTime Method Date.prototype.setTime called on incompatible receiver undefined
// expect: setTime Method Date.prototype.setTime called on incompatible receiver Symbol(s)
// expect: toString Method Date.prototype.toString called on incompatible receiver #<Object>
// expect: toString Method Date.prototype.toString called on incompatible receiver [object Array]
// expect: toString Method Date.prototype.toString called on incompatible receiver 1
// expect: toString Method Date.prototype.toString called on incompatible receiver undefined
// expect: toString Method Date.prototype.toString called on incompatible receiver Symbol(s)
// expect: toGMTString Method Date.prototype.toUTCString called on incompatible receiver #<Object>
// expect: toGMTString Method Date.prototype.toUTCString called on incompatible receiver [object Array]
// expect: toGMTString Method Date.prototype.toUTCString called on incompatible receiver 1
// expect: toGMTString Method Date.prototype.toUTCString called on incompatible receiver undefined
// expect: toGMTString Method Date.prototype.toUTCString called on incompatible receiver Symbol(s)
// expect: toISOString Method Date.prototype.toISOString called on incompatible receiver #<Object>
// expect: toISOString Method Date.prototype.toISOString called on incompatible receiver [object Array]
// expect: toISOString Method Date.prototype.toISOString called on incompatible receiver 1
// expect: toISOString Method Date.prototype.toISOString called on incompatible receiver undefined
// expect: toISOString Method Date.prototype.toISOString called on incompatible receiver Symbol(s)
// expect: valueOf this is not a Date object.
// expect: valueOf this is not a Date object.
// expect: valueOf this is not a Date object.
// expect: valueOf this is not a Date object.
// expect: valueOf this is not a Date object.
// expect: toLocaleString Method Date.prototype.toLocaleString called on incompatible receiver #<Object>
// expect: toLocaleString Method Date.prototype.toLocaleString called on incompatible receiver [object Array]
// expect: toLocaleString Method Date.prototype.toLocaleString called on incompatible receiver 1
// expect: toLocaleString Method Date.prototype.toLocaleString called on incompatible receiver undefined
// expect: toLocaleString Method Date.prototype.toLocaleString called on incompatible receiver Symbol(s)
// expect: 0 946681200000
// expect: 5 988668000000
// expect: 12 1007161200000
// expect: 13 NaN
// expect: 32 1956524400000
// expect: 99 915145200000
// expect: 100 -59011462408000
// expect: 1 2 978390000000
// expect: Mar NaN
