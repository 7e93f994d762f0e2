// A calendar option that is a deprecated alias (islamicc, ethiopic-amete-alem)
// resolves to its canonical calendar, as the same value in -u-ca- does.
for (const c of ['islamicc', 'ethiopic-amete-alem', 'ISLAMICC', 'islamic-civil'])
  console.log(new Intl.DateTimeFormat('en', { calendar: c }).resolvedOptions().calendar, new Intl.DateTimeFormat('en-u-ca-' + c).resolvedOptions().calendar, new Intl.DateTimeFormat('en-u-ca-' + c).resolvedOptions().locale, Intl.getCanonicalLocales('en-u-ca-' + c)[0]);
// expect: islamic-civil islamic-civil en-u-ca-islamic-civil en-u-ca-islamic-civil
// expect: ethioaa ethioaa en-u-ca-ethioaa en-u-ca-ethioaa
// expect: islamic-civil islamic-civil en-u-ca-islamic-civil en-u-ca-islamic-civil
// expect: islamic-civil islamic-civil en-u-ca-islamic-civil en-u-ca-islamic-civil
