// Duration round and total relative to a ZonedDateTime across DST changes:
// the days of the result come from the calendar (24 hours in a 25-hour day
// stay hours), and a span that starts on the origin's own date starts at the
// origin instant (the second 01:00 of a fall-back day is not the first).
const tz = 'America/Vancouver';
const show = (d) => console.log(d.toString());
show(new Temporal.Duration(1, 0, 0, 0, 24).round({ largestUnit: 'years', relativeTo: new Temporal.ZonedDateTime(941184000000000000n, tz) }));
show(new Temporal.Duration(0, 0, 0, 0, 24, 0, 0, 0, 0, 5).round({ largestUnit: 'days', smallestUnit: 'minutes', roundingMode: 'expand', roundingIncrement: 30, relativeTo: new Temporal.ZonedDateTime(972802800000000000n, tz) }));
show(new Temporal.Duration(0, 0, 0, 0, 25).round({ largestUnit: 'days', relativeTo: new Temporal.ZonedDateTime(972806400000000000n, tz) }));
show(new Temporal.Duration(0, 0, 0, 1).round({ largestUnit: 'hours', relativeTo: Temporal.PlainDateTime.from('2000-04-02').toZonedDateTime(tz) }));
const origin = Temporal.ZonedDateTime.from('2025-11-02T01:00:00-08:00[America/Vancouver]');
for (const [h, m] of [[11, 30], [-12, -30], [12, 30], [-11, -30]]) {
  const dur = Temporal.Duration.from({ hours: h, minutes: m });
  show(dur.round({ largestUnit: 'days', smallestUnit: 'days', relativeTo: origin, roundingMode: 'halfExpand' }));
  console.log(dur.total({ unit: 'days', relativeTo: origin }));
}
const first = Temporal.ZonedDateTime.from('2025-11-02T01:00:00-07:00[America/Vancouver]');
show(Temporal.Duration.from({ hours: 12 }).round({ largestUnit: 'days', smallestUnit: 'days', relativeTo: first }));
console.log(Temporal.Duration.from({ hours: 12 }).total({ unit: 'days', relativeTo: first }));
console.log(origin.until(origin.add({ hours: 30 }), { largestUnit: 'days', smallestUnit: 'hours' }).toString());
// expect: P1YT24H
// expect: PT24H30M
// expect: P1D
// expect: PT23H
// expect: PT0S
// expect: 0.4791666666666667
// expect: -P1D
// expect: -0.5
// expect: P1D
// expect: 0.5208333333333334
// expect: PT0S
// expect: -0.46
// expect: PT0S
// expect: 0.48
// expect: P1DT6H
