// dayjs's README locale example (load a locale, use it globally and per
// instance) with the localizedFormat and relativeTime plugins its i18n guide uses.
const dayjs = require('dayjs');
require('dayjs/locale/es');
require('dayjs/locale/zh-cn');
require('dayjs/locale/de');
require('dayjs/locale/ja');
dayjs.extend(require('dayjs/plugin/localizedFormat'));
dayjs.extend(require('dayjs/plugin/relativeTime'));
dayjs.extend(require('dayjs/plugin/localeData'));
dayjs.locale('es');
console.log(dayjs('2018-05-05').format(), dayjs('2018-05-05').format('dddd D [de] MMMM [de] YYYY'), dayjs.locale());
console.log(dayjs('2018-05-05').locale('zh-cn').format(), dayjs('2018-05-05').locale('zh-cn').format('LLLL'));
console.log(dayjs('2018-05-05T17:03').format('LLLL'), dayjs('2018-05-05T17:03').locale('de').format('LLLL'), dayjs('2018-05-05T17:03').locale('ja').format('LLLL'));
console.log(dayjs('2018-05-05').from(dayjs('2018-08-01')), dayjs('2018-05-05').locale('de').to(dayjs('2019-08-01')), dayjs('2018-05-05').locale('zh-cn').fromNow(true) !== '');
console.log(dayjs.weekdays().join(' '), dayjs().locale('de').localeData().monthsShort().join(' '), dayjs.localeData().firstDayOfWeek());
