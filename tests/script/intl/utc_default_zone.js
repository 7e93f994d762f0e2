// env: TZ=Etc/UTC
// The system's time zone resolves as UTC when it is a name of UTC, as a
// timeZone option does. A Thai collator told not to ignore punctuation
// does not, though Thai's own collation ignores it.
console.log(new Intl.DateTimeFormat().resolvedOptions().timeZone);
console.log(new Intl.DateTimeFormat('en', { timeZone: 'Etc/GMT' }).resolvedOptions().timeZone);
console.log(Temporal.Now.timeZoneId());
for (const ignorePunctuation of [undefined, true, false]) {
  const c = new Intl.Collator('th', { ignorePunctuation });
  console.log(c.resolvedOptions().ignorePunctuation, c.compare('', ' '), c.compare('a', '*a'), new Intl.Collator('en', { ignorePunctuation }).compare('', '*'));
}
// expect: UTC
// expect: UTC
// expect: UTC
// expect: true 0 0 -1
// expect: true 0 0 0
// expect: false -1 1 -1
