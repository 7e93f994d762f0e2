// env: TZ=Asia/Kolkata
'use strict';
// Before standard time a zone's offset has seconds (local mean time, +05:53:28
// here): local fields use all of it, getTimezoneOffset whole minutes as V8.
for (const t of [-62192510984500, -3e12, Date.UTC(1850, 5, 1), Date.UTC(1900, 0, 1), Date.UTC(2020, 0, 1)]) {
    const d = new Date(t);
    console.log(d.getTimezoneOffset(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getDate());
}
