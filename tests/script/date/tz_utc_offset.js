// env: TZ=UTC
'use strict';
// getTimezoneOffset in UTC is 0, not -0 (Object.is tells them apart).
const d = new Date(2020, 5, 15, 12);
console.log(d.getTimezoneOffset(), Object.is(d.getTimezoneOffset(), 0), [d.getTimezoneOffset()]);
console.log(d.toString());
