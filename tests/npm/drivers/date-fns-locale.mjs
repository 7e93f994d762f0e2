// date-fns's locale usage (its README's format and formatDistance with the
// locale option of its i18n guide) over several locales at fixed dates.
import { format, formatDistance, formatRelative, subDays, formatDuration, intervalToDuration } from 'date-fns';
import { es, ru, zhCN, de, ja, eo, ar } from 'date-fns/locale';
const d = new Date(2014, 1, 11, 14, 30);
const base = new Date(2014, 1, 14, 9, 0);
for (const locale of [es, ru, zhCN, de, ja, eo, ar]) {
  console.log(locale.code, format(d, 'PPPPpppp', { locale }), '|', format(d, 'EEEE do MMMM yyyy', { locale }));
  console.log('  ', formatDistance(subDays(base, 3), base, { addSuffix: true, locale }), '|', formatRelative(subDays(base, 3), base, { locale }));
  console.log('  ', formatDuration(intervalToDuration({ start: d, end: base }), { locale }));
}
