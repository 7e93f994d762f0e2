// Intl and Temporal leave RegExp's legacy statics (RegExp.$1, lastMatch,
// input ...) as the script's last match set them: V8 has them in C++, with no
// RegExp of the script's realm. The script's own matches still set them.
const statics = () => [RegExp.$1, RegExp.$2, RegExp.lastMatch, RegExp.lastParen, RegExp.leftContext,
  RegExp.rightContext, RegExp.input].join('|');
/(b+)(c)/.exec('abbcd');
console.log(statics());
new Intl.Collator('de-DE-u-co-phonebk');
new Intl.NumberFormat('en-u-nu-latn', { style: 'unit', unit: 'kilometer-per-hour' }).format(12);
new Intl.DateTimeFormat('en-u-ca-gregory', { timeZone: 'Asia/Kolkata' }).format(0);
Intl.getCanonicalLocales('sl-t-sl-rozaj-biske-1994');
new Intl.DurationFormat('en').format('PT1H2M');
new Intl.Locale('en-Latn-US-u-ca-gregory').maximize();
Temporal.ZonedDateTime.from('2024-01-15T10:30:00+01:00[Europe/Paris]').add({ hours: 1 }).toString();
Temporal.Duration.from('P1Y2M3DT4H').total({ unit: 'hour', relativeTo: '2024-01-01' });
console.log(statics());
'x-y-z'.replace(/(y)/, '!');
console.log(statics());
// expect: bb|c|bbc|c|a|d|abbcd
// expect: bb|c|bbc|c|a|d|abbcd
// expect: y||y|y|x-|-z|x-y-z
