// Intl's locale negotiation: canonical tags, supportedLocalesOf, the default
// locale (LANG=C.UTF-8 in the test environment: en-US, as node picks it), errors.
console.log(typeof Intl, Object.prototype.toString.call(Intl), Object.keys(Intl).length);
console.log(Intl.getCanonicalLocales(['EN-us', 'zh-hant-tw', 'de-DE-u-co-phonebk', 'en-u-kn-true', 'iw', 'und', 'en-US']));
console.log(Intl.getCanonicalLocales('FR-ca'), Intl.getCanonicalLocales(), Intl.getCanonicalLocales(5));
console.log(Intl.Collator.supportedLocalesOf(['en-US', 'xx', 'de', 'zh-TW']), Intl.NumberFormat.supportedLocalesOf('fr'));
console.log(new Intl.NumberFormat().resolvedOptions().locale, new Intl.Collator('xx').resolvedOptions().locale);
console.log(new Intl.NumberFormat('de-AT-u-nu-arab').resolvedOptions().locale, new Intl.NumberFormat('de-AT-u-nu-arab').format(12.5));
console.log(new Intl.NumberFormat('en-u-nu-bogus').resolvedOptions().locale);
// expect: object [object Intl] 0
// expect: [ 'en-US', 'zh-Hant-TW', 'de-DE-u-co-phonebk', 'en-u-kn', 'he', 'und' ]
// expect: [ 'fr-CA' ] [] []
// expect: [ 'en-US', 'de', 'zh-TW' ] [ 'fr' ]
// expect: en-US en-US
// expect: de-AT-u-nu-arab ١٢٫٥
// expect: en
