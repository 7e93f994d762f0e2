// Intl.DurationFormat: the styles long, short, narrow and digital, per-unit
// styles and displays, fractionalDigits, numbering systems, format and
// formatToParts, ISO 8601 duration strings, resolvedOptions, and the errors
// with node's texts.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const show = (x) => console.log(JSON.stringify(x));
console.log(Object.getOwnPropertyNames(Intl.DurationFormat.prototype).join(), Intl.DurationFormat.length);
const d = { years: 1, weeks: 3, hours: 5, minutes: 6, seconds: 7, microseconds: 9 };
for (const style of ['long', 'short', 'narrow', 'digital']) {
  const f = new Intl.DurationFormat('en', { style });
  show([style, f.format(d), f.format({ seconds: 0 }), f.format({ hours: -1, minutes: -2, seconds: -3 })]);
}
// expect: constructor,resolvedOptions,format,formatToParts 0
// expect: ["long","1 year, 3 weeks, 5 hours, 6 minutes, 7 seconds, 9 microseconds","","-1 hour, 2 minutes, 3 seconds"]
// expect: ["short","1 yr, 3 wks, 5 hr, 6 min, 7 sec, 9 μs","","-1 hr, 2 min, 3 sec"]
// expect: ["narrow","1y 3w 5h 6m 7s 9μs","","-1h 2m 3s"]
// expect: ["digital","1 yr, 3 wks, 5:06:07.000009","0:00:00","-1:02:03"]
