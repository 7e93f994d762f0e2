// Intl.Collator and String.prototype.localeCompare through ICU's collation.
console.log(['b', 'A', 'a', 'B'].sort((x, y) => x.localeCompare(y)).join());
console.log(['z', 'ä', 'a', 'Z'].sort(new Intl.Collator('de').compare).join(), ['z', 'ä', 'a'].sort(new Intl.Collator('sv').compare).join());
console.log(['10', '9', '2', '1'].sort(new Intl.Collator('en', { numeric: true }).compare).join());
console.log(['b', 'a', 'B', 'A'].sort(new Intl.Collator('en', { caseFirst: 'upper' }).compare).join());
for (const s of ['base', 'accent', 'case', 'variant']) {
  const c = new Intl.Collator('en', { sensitivity: s });
  console.log(s, c.compare('a', 'A'), c.compare('a', 'á'), c.compare('a', 'b'));
}
console.log('a'.localeCompare('b'), 'b'.localeCompare('a'), 'a'.localeCompare('a'), 'a'.localeCompare('A', 'en', { sensitivity: 'base' }));
console.log('\u00e4'.localeCompare('a\u0308'), 'résumé'.localeCompare('resume', 'fr', { sensitivity: 'base' }));
// expect: a,A,b,B
// expect: a,ä,z,Z a,z,ä
// expect: 1,2,9,10
// expect: A,a,B,b
// expect: base 0 0 -1
// expect: accent 0 -1 -1
// expect: case -1 0 -1
// expect: variant -1 -1 -1
// expect: -1 1 0 0
// expect: 0 0
