// A locale's -u-hc- stays in the resolved locale, when hour12 or hourCycle
// is given, only if the format shows hours in that cycle.
for (const loc of ['en-US-u-hc-h11', 'en-US-u-hc-h23', 'ja-u-hc-h11', 'en-US'])
  for (const o of [{ hour12: true }, { hour12: false }, { hourCycle: 'h23' }, { hour12: true, hourCycle: 'h23' }, {}])
    for (const h of [undefined, 'numeric']) {
      const r = new Intl.DateTimeFormat(loc, { ...o, hour: h }).resolvedOptions();
      console.log(loc, JSON.stringify(o), h, r.locale, r.hourCycle, r.hour12);
    }
// expect: en-US-u-hc-h11 {"hour12":true} undefined en-US undefined undefined
// expect: en-US-u-hc-h11 {"hour12":true} numeric en-US-u-hc-h11 h11 true
// expect: en-US-u-hc-h11 {"hour12":false} undefined en-US undefined undefined
// expect: en-US-u-hc-h11 {"hour12":false} numeric en-US h23 false
// expect: en-US-u-hc-h11 {"hourCycle":"h23"} undefined en-US undefined undefined
// expect: en-US-u-hc-h11 {"hourCycle":"h23"} numeric en-US h23 false
// expect: en-US-u-hc-h11 {"hour12":true,"hourCycle":"h23"} undefined en-US undefined undefined
// expect: en-US-u-hc-h11 {"hour12":true,"hourCycle":"h23"} numeric en-US-u-hc-h11 h11 true
// expect: en-US-u-hc-h11 {} undefined en-US-u-hc-h11 undefined undefined
// expect: en-US-u-hc-h11 {} numeric en-US-u-hc-h11 h11 true
// expect: en-US-u-hc-h23 {"hour12":true} undefined en-US undefined undefined
// expect: en-US-u-hc-h23 {"hour12":true} numeric en-US h12 true
// expect: en-US-u-hc-h23 {"hour12":false} undefined en-US undefined undefined
// expect: en-US-u-hc-h23 {"hour12":false} numeric en-US-u-hc-h23 h23 false
// expect: en-US-u-hc-h23 {"hourCycle":"h23"} undefined en-US undefined undefined
// expect: en-US-u-hc-h23 {"hourCycle":"h23"} numeric en-US-u-hc-h23 h23 false
// expect: en-US-u-hc-h23 {"hour12":true,"hourCycle":"h23"} undefined en-US undefined undefined
// expect: en-US-u-hc-h23 {"hour12":true,"hourCycle":"h23"} numeric en-US h12 true
// expect: en-US-u-hc-h23 {} undefined en-US-u-hc-h23 undefined undefined
// expect: en-US-u-hc-h23 {} numeric en-US-u-hc-h23 h23 false
// expect: ja-u-hc-h11 {"hour12":true} undefined ja undefined undefined
// expect: ja-u-hc-h11 {"hour12":true} numeric ja-u-hc-h11 h11 true
// expect: ja-u-hc-h11 {"hour12":false} undefined ja undefined undefined
// expect: ja-u-hc-h11 {"hour12":false} numeric ja h23 false
// expect: ja-u-hc-h11 {"hourCycle":"h23"} undefined ja undefined undefined
// expect: ja-u-hc-h11 {"hourCycle":"h23"} numeric ja h23 false
// expect: ja-u-hc-h11 {"hour12":true,"hourCycle":"h23"} undefined ja undefined undefined
// expect: ja-u-hc-h11 {"hour12":true,"hourCycle":"h23"} numeric ja-u-hc-h11 h11 true
// expect: ja-u-hc-h11 {} undefined ja-u-hc-h11 undefined undefined
// expect: ja-u-hc-h11 {} numeric ja-u-hc-h11 h11 true
// expect: en-US {"hour12":true} undefined en-US undefined undefined
// expect: en-US {"hour12":true} numeric en-US h12 true
// expect: en-US {"hour12":false} undefined en-US undefined undefined
// expect: en-US {"hour12":false} numeric en-US h23 false
// expect: en-US {"hourCycle":"h23"} undefined en-US undefined undefined
// expect: en-US {"hourCycle":"h23"} numeric en-US h23 false
// expect: en-US {"hour12":true,"hourCycle":"h23"} undefined en-US undefined undefined
// expect: en-US {"hour12":true,"hourCycle":"h23"} numeric en-US h12 true
// expect: en-US {} undefined en-US undefined undefined
// expect: en-US {} numeric en-US h12 true
