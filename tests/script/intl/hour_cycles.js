// The hour cycle of a date format, as V8 applies it: hourCycle, hour12 or
// the locale's -u-hc turns the hours of a component pattern and of a
// time style into that cycle's letter (h11 is 0-11, h24 is 1-24); a 12-hour
// cycle brings a day period, a 24-hour one drops it; hour12 picks the
// -u-hc cycle of that kind (h11 for -u-hc-h11), else the locale data's
// (ja's 12-hour cycle is h11 for ECMA-402's test262 and tarn, h12 for node:
// ja is left out here).
const d = new Date(Date.UTC(2020, 0, 1, 0, 5, 9));
for (const loc of ['en', 'en-GB', 'zh', 'en-u-hc-h11', 'de'])
  for (const o of [{ hourCycle: 'h11' }, { hourCycle: 'h12' }, { hourCycle: 'h23' }, { hourCycle: 'h24' }, { hour12: true }, { hour12: false }, {}]) {
    const f = new Intl.DateTimeFormat(loc, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', ...o });
    const g = new Intl.DateTimeFormat(loc, { timeZone: 'UTC', timeStyle: 'short', ...o });
    console.log(loc, JSON.stringify(o), f.format(d), f.resolvedOptions().hourCycle, g.format(d), g.resolvedOptions().hourCycle);
  }
// (a Temporal object follows the locale's -u-hc; node ignores the hourCycle
// and hour12 options for them, which tarn does not copy)
const t = new Temporal.PlainTime(0, 5);
console.log(t.toLocaleString('en-u-hc-h11'), t.toLocaleString('en-u-hc-h23', { timeStyle: 'short' }));
// expect: en {"hourCycle":"h11"} 0:05 AM h11 0:05 AM h11
// expect: en {"hourCycle":"h12"} 12:05 AM h12 12:05 AM h12
// expect: en {"hourCycle":"h23"} 00:05 h23 00:05 h23
// expect: en {"hourCycle":"h24"} 24:05 h24 24:05 h24
// expect: en {"hour12":true} 12:05 AM h12 12:05 AM h12
// expect: en {"hour12":false} 00:05 h23 00:05 h23
// expect: en {} 12:05 AM h12 12:05 AM h12
// expect: en-GB {"hourCycle":"h11"} 0:05 am h11 00:05 am h11
// expect: en-GB {"hourCycle":"h12"} 12:05 am h12 12:05 am h12
// expect: en-GB {"hourCycle":"h23"} 0:05 h23 00:05 h23
// expect: en-GB {"hourCycle":"h24"} 24:05 h24 24:05 h24
// expect: en-GB {"hour12":true} 12:05 am h12 12:05 am h12
// expect: en-GB {"hour12":false} 0:05 h23 00:05 h23
// expect: en-GB {} 0:05 h23 00:05 h23
// expect: zh {"hourCycle":"h11"} 上午0:05 h11 上午00:05 h11
// expect: zh {"hourCycle":"h12"} 上午12:05 h12 上午12:05 h12
// expect: zh {"hourCycle":"h23"} 0:05 h23 00:05 h23
// expect: zh {"hourCycle":"h24"} 24:05 h24 24:05 h24
// expect: zh {"hour12":true} 上午12:05 h12 上午12:05 h12
// expect: zh {"hour12":false} 0:05 h23 00:05 h23
// expect: zh {} 0:05 h23 00:05 h23
// expect: en-u-hc-h11 {"hourCycle":"h11"} 0:05 AM h11 0:05 AM h11
// expect: en-u-hc-h11 {"hourCycle":"h12"} 12:05 AM h12 12:05 AM h12
// expect: en-u-hc-h11 {"hourCycle":"h23"} 00:05 h23 00:05 h23
// expect: en-u-hc-h11 {"hourCycle":"h24"} 24:05 h24 24:05 h24
// expect: en-u-hc-h11 {"hour12":true} 0:05 AM h11 0:05 AM h11
// expect: en-u-hc-h11 {"hour12":false} 00:05 h23 00:05 h23
// expect: en-u-hc-h11 {} 0:05 AM h11 0:05 AM h11
// expect: de {"hourCycle":"h11"} 0:05 AM h11 00:05 AM h11
// expect: de {"hourCycle":"h12"} 12:05 AM h12 12:05 AM h12
// expect: de {"hourCycle":"h23"} 0:05 h23 00:05 h23
// expect: de {"hourCycle":"h24"} 24:05 h24 24:05 h24
// expect: de {"hour12":true} 12:05 AM h12 12:05 AM h12
// expect: de {"hour12":false} 0:05 h23 00:05 h23
// expect: de {} 0:05 h23 00:05 h23
// expect: 0:05:00 AM 00:05
