// A relativeTo string's offset matches the zone's offset to the minute when
// written as HH:MM, and exactly when it has seconds: Africa/Monrovia was
// -00:44:30 in 1970, so -00:45 and -00:44:30 are accepted, -00:45:00 is not.
const show = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name); } };
const d1 = new Temporal.Duration(0, 0, 0, 31), d2 = new Temporal.Duration(0, 1);
for (const off of ['-00:45', '-00:44:30', '-00:44:40', '-00:45:00']) {
  const relativeTo = '1970-01-01T00:00:00' + off + '[Africa/Monrovia]';
  show(() => Temporal.Duration.compare(d1, d2, { relativeTo }));
  show(() => d1.total({ unit: 'months', relativeTo }));
  show(() => d1.round({ largestUnit: 'months', relativeTo }));
}
show(() => Temporal.Duration.compare(d1, d2, { relativeTo: { year: 1970, month: 1, day: 1, offset: '-00:45', timeZone: 'Africa/Monrovia' } }));
// Compare adds a duration's date part to relativeTo as whole days: the sum
// with its time part must stay below 2^53 seconds.
const rel = new Temporal.PlainDate(2000, 1, 1), zero = new Temporal.Duration();
show(() => Temporal.Duration.compare(new Temporal.Duration(0, 0, 1, Math.trunc(2 ** 53 / 86400)), zero, { relativeTo: rel }));
show(() => Temporal.Duration.compare(zero, new Temporal.Duration(0, 0, -1, -Math.trunc(2 ** 53 / 86400)), { relativeTo: rel }));
show(() => Temporal.Duration.compare(Temporal.Duration.from({ years: 1, seconds: 2 ** 53 - 1 }), { years: 2 }, { relativeTo: rel }));
show(() => Temporal.Duration.compare({ weeks: 1, days: 5 }, { days: 12 }, { relativeTo: rel }));
// expect: 0
// expect: 1
// expect: P1M
// expect: 0
// expect: 1
// expect: P1M
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: 0
