// Intl.DurationFormat: per-unit styles and displays, fractionalDigits,
// numbering systems, formatToParts and resolvedOptions.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const show = (x) => console.log(JSON.stringify(x));
const d = { years: 1, months: 2, weeks: 3, days: 4, hours: 5, minutes: 6, seconds: 7, milliseconds: 8, microseconds: 9, nanoseconds: 10 };
show(new Intl.DurationFormat('en').resolvedOptions());
show(new Intl.DurationFormat('en', { style: 'digital' }).resolvedOptions());
show(new Intl.DurationFormat('en', { style: 'long', hours: 'numeric', fractionalDigits: 2 }).format(d));
show(new Intl.DurationFormat('en', { style: 'digital', fractionalDigits: 3 }).format({ hours: 1, seconds: 2, milliseconds: 5 }));
show(new Intl.DurationFormat('en', { style: 'digital', hoursDisplay: 'auto' }).format({ minutes: 1, seconds: 2 }));
show(new Intl.DurationFormat('en', { minutes: 'numeric' }).format({ hours: 1, minutes: 2, seconds: 5 }));
show(new Intl.DurationFormat('de', { style: 'long' }).format({ years: 1, hours: 5, nanoseconds: 10 }));
show(new Intl.DurationFormat('en', { style: 'long', yearsDisplay: 'always' }).format({ days: 1 }));
show(new Intl.DurationFormat('en', { style: 'long' }).format({ days: -1, hours: 0, minutes: -3 }));
show(new Intl.DurationFormat('en').formatToParts({ hours: 1, minutes: 2, seconds: 3 }));
show(new Intl.DurationFormat('en', { style: 'digital' }).formatToParts({ hours: 1, minutes: 2, seconds: 3, milliseconds: 4 }));
show(new Intl.DurationFormat('en', { style: 'digital' }).formatToParts({ days: -1, hours: -1 }));
show(new Intl.DurationFormat('en', { numberingSystem: 'arab', style: 'digital' }).format({ hours: 1, minutes: 22 }));
show(new Intl.DurationFormat('en', { numberingSystem: 'arab' }).resolvedOptions());
// expect: {"locale":"en","numberingSystem":"latn","style":"short","years":"short","yearsDisplay":"auto","months":"short","monthsDisplay":"auto","weeks":"short","weeksDisplay":"auto","days":"short","daysDisplay":"auto","hours":"short","hoursDisplay":"auto","minutes":"short","minutesDisplay":"auto","seconds":"short","secondsDisplay":"auto","milliseconds":"short","millisecondsDisplay":"auto","microseconds":"short","microsecondsDisplay":"auto","nanoseconds":"short","nanosecondsDisplay":"auto"}
// expect: {"locale":"en","numberingSystem":"latn","style":"digital","years":"short","yearsDisplay":"auto","months":"short","monthsDisplay":"auto","weeks":"short","weeksDisplay":"auto","days":"short","daysDisplay":"auto","hours":"numeric","hoursDisplay":"always","minutes":"2-digit","minutesDisplay":"always","seconds":"2-digit","secondsDisplay":"always","milliseconds":"numeric","millisecondsDisplay":"auto","microseconds":"numeric","microsecondsDisplay":"auto","nanoseconds":"numeric","nanosecondsDisplay":"auto"}
// expect: "1 year, 2 months, 3 weeks, 4 days, 5:06:07.00"
// expect: "1:00:02.005"
// expect: "01:02"
// expect: "1 hr, 2:05"
// expect: "1 Jahr, 5 Stunden und 10 Nanosekunden"
// expect: "0 years, 1 day"
// expect: "-1 day, 3 minutes"
// expect: [{"type":"integer","value":"1","unit":"hour"},{"type":"literal","value":" ","unit":"hour"},{"type":"unit","value":"hr","unit":"hour"},{"type":"literal","value":", "},{"type":"integer","value":"2","unit":"minute"},{"type":"literal","value":" ","unit":"minute"},{"type":"unit","value":"min","unit":"minute"},{"type":"literal","value":", "},{"type":"integer","value":"3","unit":"second"},{"type":"literal","value":" ","unit":"second"},{"type":"unit","value":"sec","unit":"second"}]
// expect: [{"type":"integer","value":"1","unit":"hour"},{"type":"literal","value":":"},{"type":"integer","value":"02","unit":"minute"},{"type":"literal","value":":"},{"type":"integer","value":"03","unit":"second"},{"type":"decimal","value":".","unit":"second"},{"type":"fraction","value":"004","unit":"second"}]
// expect: [{"type":"minusSign","value":"-","unit":"day"},{"type":"integer","value":"1","unit":"day"},{"type":"literal","value":" ","unit":"day"},{"type":"unit","value":"day","unit":"day"},{"type":"literal","value":", "},{"type":"integer","value":"1","unit":"hour"},{"type":"literal","value":":"},{"type":"integer","value":"00","unit":"minute"},{"type":"literal","value":":"},{"type":"integer","value":"00","unit":"second"}]
// expect: "١:٢٢:٠٠"
// expect: {"locale":"en","numberingSystem":"arab","style":"short","years":"short","yearsDisplay":"auto","months":"short","monthsDisplay":"auto","weeks":"short","weeksDisplay":"auto","days":"short","daysDisplay":"auto","hours":"short","hoursDisplay":"auto","minutes":"short","minutesDisplay":"auto","seconds":"short","secondsDisplay":"auto","milliseconds":"short","millisecondsDisplay":"auto","microseconds":"short","microsecondsDisplay":"auto","nanoseconds":"short","nanosecondsDisplay":"auto"}
