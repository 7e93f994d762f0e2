// Rounding to a calendar unit works in the window of one unit that holds the
// duration's end: a month added to January 31 ends on February 29, so
// P1MT10H from there lies in the window February 29 .. March 31, not in the
// first month. A total is the exact quotient rounded once to a Number, also
// when its parts pass 2^53.
const show = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name); } };
const jan31 = Temporal.PlainDate.from('2020-01-31'), feb29 = Temporal.PlainDate.from('2020-02-29');
const d = Temporal.Duration.from({ months: 1, hours: 10 });
show(() => d.total({ unit: 'months', relativeTo: jan31 }));
show(() => d.negated().total({ unit: 'months', relativeTo: '2020-03-31' }));
for (const roundingMode of ['trunc', 'expand', 'halfExpand', 'ceil', 'floor'])
  show(() => d.round({ smallestUnit: 'months', roundingMode, relativeTo: jan31 }));
show(() => d.round({ smallestUnit: 'months', largestUnit: 'years', roundingMode: 'trunc', relativeTo: '2020-01-31[Europe/Paris]' }));
show(() => Temporal.Duration.from({ years: 2345, hours: 12 }).round({ smallestUnit: 'years', roundingMode: 'expand', relativeTo: feb29 }));
show(() => Temporal.Duration.from({ years: 1, hours: 1 }).total({ unit: 'years', relativeTo: feb29 }));
show(() => Temporal.Duration.from({ years: 1 }).round({ smallestUnit: 'months', relativeTo: feb29 }));
show(() => jan31.until('2020-02-29', { largestUnit: 'months', smallestUnit: 'months', roundingMode: 'ceil' }));
for (const [hours, nanoseconds] of [[7825, 1865665040770], [258054064, 2782411891222], [0, 91035820]])
  show(() => Temporal.Duration.from({ hours, nanoseconds }).total('hours'));
for (const [milliseconds, microseconds] of [[2 ** 53, 1999], [2 ** 52, 3], [2 ** 53, 999999], [-(2 ** 53), -1001]])
  show(() => Temporal.Duration.from({ milliseconds, microseconds }).total('milliseconds'));
show(() => Temporal.Duration.from({ seconds: 2 ** 53 - 1, nanoseconds: 999999999 }).total('days'));
show(() => Temporal.Duration.from({ days: 104249991374, nanoseconds: 1 }).total('nanoseconds'));
// expect: 1.0134408602150538
// expect: -1.014367816091954
// expect: P1M
// expect: P2M
// expect: P1M
// expect: P2M
// expect: P1M
// expect: P1M
// expect: P2346Y
// expect: 1.0001141552511414
// expect: P1Y
// expect: P1M
// expect: 7825.518240289103
// expect: 258054064.77289218
// expect: 0.000025287727777777777
// expect: 9007199254740994
// expect: 4503599627370496
// expect: 9007199254741992
// expect: -9007199254740994
// expect: 104249991374.31703
// expect: 9.0071992547136e+24
