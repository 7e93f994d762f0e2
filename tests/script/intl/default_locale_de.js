// env: LANG=de_DE.UTF-8
// The default locale comes from the environment as node's ICU reads it
// (LC_ALL, LC_MESSAGES, LANG).
console.log(new Intl.NumberFormat().resolvedOptions().locale, new Intl.Collator().resolvedOptions().locale);
console.log((1234567.891).toLocaleString(), (-5).toLocaleString(undefined, { style: 'percent' }));
console.log(['b', 'ä', 'a', 'z'].sort((x, y) => x.localeCompare(y)).join());
// expect: de-DE de-DE
// expect: 1.234.567,891 -500 %
// expect: a,ä,b,z
