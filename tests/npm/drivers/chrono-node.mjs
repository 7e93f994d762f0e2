// chrono-node: natural-language dates parsed by its many regular
// expressions (named groups, lookbehind, Unicode), against a fixed reference.
import * as chrono from 'chrono-node';
const ref = new Date(Date.UTC(2024, 1, 29, 12, 0, 0));
const inputs = ['tomorrow at 5pm', 'last Friday', 'in 3 days', 'Sat Aug 17 2013 18:40:39 GMT+0900 (JST)', '2 weeks ago', 'from 10:00 to 11:30 on March 3rd',
  'the day after tomorrow noon', 'next month', '2024-05-06T07:08:09Z', 'Christmas', 'tonight', '5 minutes from now', '17 August 2013 - 19 August 2013', 'midnight'];
for (const s of inputs) {
  const r = chrono.parse(s, { instant: ref, timezone: 'UTC' }, { forwardDate: false });
  console.log(JSON.stringify(s), r.map((x) => [x.index, x.text, x.start.date().toISOString(), x.end ? x.end.date().toISOString() : null, x.start.isCertain('day'), Object.keys(x.start.knownValues).join()]));
}
console.log(chrono.parseDate('An appointment on Sep 12-13', ref)?.toISOString());
console.log(chrono.de.parse('morgen um 14 Uhr', ref).map((x) => x.start.date().toISOString()), chrono.fr.parseDate('le 3 mars 2021 à 10h', ref)?.toISOString(), chrono.ja.parseDate('2021年3月3日', ref)?.toISOString());
console.log(chrono.strict.parseDate('today', ref), chrono.casual.parseDate('today', ref)?.toISOString());
