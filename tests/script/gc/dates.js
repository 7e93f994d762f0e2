// env: TZ=UTC
// Dates survive collections while strings and objects are allocated around them.
const ds = [];
for (let i = 0; i < 200; i++) {
  const d = new Date(Date.UTC(2000, 0, 1) + i * 86400000 * 37);
  d.note = "n" + i;
  ds.push(d);
  if (i % 50 === 0) console.log(d.toString(), d.toISOString(), JSON.stringify({ d }));
}
ds.sort((a, b) => b - a);
console.log(ds.length, ds[0].toISOString(), ds[199].note, ds.map(String).join("").length);
console.log(ds.slice(0, 2));
// expect: Sat Jan 01 2000 00:00:00 GMT+0000 (Coordinated Universal Time) 2000-01-01T00:00:00.000Z {"d":"2000-01-01T00:00:00.000Z"}
// expect: Mon Jan 24 2005 00:00:00 GMT+0000 (Coordinated Universal Time) 2005-01-24T00:00:00.000Z {"d":"2005-01-24T00:00:00.000Z"}
// expect: Wed Feb 17 2010 00:00:00 GMT+0000 (Coordinated Universal Time) 2010-02-17T00:00:00.000Z {"d":"2010-02-17T00:00:00.000Z"}
// expect: Fri Mar 13 2015 00:00:00 GMT+0000 (Coordinated Universal Time) 2015-03-13T00:00:00.000Z {"d":"2015-03-13T00:00:00.000Z"}
// expect: 200 2020-02-28T00:00:00.000Z n0 12400
// expect: [
// expect:   2020-02-28T00:00:00.000Z { note: 'n199' },
// expect:   2020-01-22T00:00:00.000Z { note: 'n198' }
// expect: ]
