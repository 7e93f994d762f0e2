// CommonJS UMD with locales loaded by require; Date parsing and formatting.
const moment = require('moment');
require('moment/locale/de');
const m = moment.utc('2024-02-29T13:45:30.123Z');
console.log(m.format(), m.format('dddd, MMMM Do YYYY, h:mm:ss a'), m.valueOf(), m.unix());
console.log(m.clone().add(1, 'years').format('YYYY-MM-DD'), m.clone().subtract(3, 'months').startOf('month').toISOString());
console.log(m.diff(moment.utc('2023-01-01'), 'days'), m.isLeapYear(), m.week(), m.isoWeek(), m.dayOfYear(), m.quarter());
console.log(m.from(m.clone().add(3, 'hours')), m.to(m.clone().subtract(2, 'years')), m.clone().locale('de').format('LLLL'));
const d = moment.duration(123456789);
console.log(d.humanize(), d.asHours(), d.toISOString(), moment.duration('P1Y2M3DT4H5M6S').asSeconds());
console.log(moment('not a date', 'YYYY-MM-DD', true).isValid(), moment.utc('2024-13-01', 'YYYY-MM-DD').isValid());
console.log(moment.utc('25/12/2023 18:30', 'DD/MM/YYYY HH:mm').toJSON(), moment.utc(0).calendar(moment.utc(86400000)));
console.log(moment.locales().includes('de'), moment.max(m, moment.utc(0)).toISOString(), moment.isMoment(m));
