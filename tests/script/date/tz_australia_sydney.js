// env: TZ=Australia/Sydney
// Local time follows TZ: offsets, DST transitions (the skipped and the repeated hour).
const d = new Date(2021, 2, 14, 2, 30);     // skipped hour: moves forward
console.log(d.toString(), d.getHours(), d.getTimezoneOffset());
const o = new Date(2021, 10, 7, 1, 30);     // repeated hour: the first one
console.log(o.toString(), o.toISOString());
const w = new Date(2022, 0, 15, 12);
const s = new Date(2022, 6, 15, 12);
console.log(w.toString(), w.getTimezoneOffset(), s.toString(), s.getTimezoneOffset());
console.log(w.toLocaleString(), s.toLocaleTimeString(), w.toTimeString());
console.log(new Date("2022-07-15T12:00").toISOString(), new Date("2022-07-15").toString());
console.log(new Date(0).getDate(), new Date(0).getUTCDate(), new Date(0).getHours(), new Date(0).getDay(), new Date(0).getUTCDay());
const x = new Date(2022, 2, 13, 1, 59, 59);
x.setHours(x.getHours() + 1);
console.log(x.toString());
x.setMinutes(0); x.setDate(1); x.setMonth(10); x.setHours(1, 30);
console.log(x.toString(), x.getTime());
console.log(Date.parse("Mar 7, 2022 10:00"), new Date(2022, 2, 7, 10).getTime());
// expect: Sun Mar 14 2021 02:30:00 GMT+1100 (Australian Eastern Daylight Time) 2 -660
// expect: Sun Nov 07 2021 01:30:00 GMT+1100 (Australian Eastern Daylight Time) 2021-11-06T14:30:00.000Z
// expect: Sat Jan 15 2022 12:00:00 GMT+1100 (Australian Eastern Daylight Time) -660 Fri Jul 15 2022 12:00:00 GMT+1000 (Australian Eastern Standard Time) -600
// expect: 1/15/2022, 12:00:00 PM 12:00:00 PM 12:00:00 GMT+1100 (Australian Eastern Daylight Time)
// expect: 2022-07-15T02:00:00.000Z Fri Jul 15 2022 10:00:00 GMT+1000 (Australian Eastern Standard Time)
// expect: 1 1 10 4 4
// expect: Sun Mar 13 2022 02:59:59 GMT+1100 (Australian Eastern Daylight Time)
// expect: Tue Nov 01 2022 01:30:59 GMT+1100 (Australian Eastern Daylight Time) 1667226659000
// expect: 1646607600000 1646607600000
