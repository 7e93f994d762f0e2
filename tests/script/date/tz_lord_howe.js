// env: TZ=Australia/Lord_Howe
'use strict';
// A half-hour DST zone: ICU's zone names (the C library's abbreviation is
// numeric, and before 1981 it is AEST), offsets across the transitions.
for (const t of [Date.UTC(2021, 0, 15), Date.UTC(2021, 6, 15), Date.UTC(1970, 0, 1),
                 Date.UTC(2021, 3, 3, 14, 59), Date.UTC(2021, 3, 3, 15, 1)]) {
    const d = new Date(t);
    console.log(d.toString(), d.getTimezoneOffset(), d.toTimeString(), d.toLocaleString());
}
console.log(new Date(2021, 9, 3, 2, 15).toString());
