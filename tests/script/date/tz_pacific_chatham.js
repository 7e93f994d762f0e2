// env: TZ=Pacific/Chatham
'use strict';
// A +12:45/+13:45 zone that ICU names; the C library's abbreviation is numeric.
for (const t of [Date.UTC(2021, 0, 15), Date.UTC(2021, 6, 15), Date.UTC(1970, 0, 1)]) {
    const d = new Date(t);
    console.log(d.toString(), d.getTimezoneOffset(), d.toTimeString());
}
