// Temporal's toLocaleString as the program's first use of Intl: making
// Intl's machinery allocates while the call's arguments are held (run under
// the GC-stress pass of make test, a collection at every allocation).
const instant = new Temporal.Instant(0n);
console.log(instant.toLocaleString('en', { timeZone: 'UTC' }));
console.log(Temporal.PlainDate.from('2024-02-29').toLocaleString('en', { month: 'long', day: 'numeric' }));
console.log(Temporal.PlainTime.from('13:45').toLocaleString('en', { hour: 'numeric', minute: '2-digit' }));
// expect: 1/1/1970, 12:00:00 AM
// expect: February 29
// expect: 1:45 PM
