// String validators: big regexps, punycode-free IDN checks, isEmail/isURL/isIP.
const validator = require('validator');
const checks = [
  ['isEmail', 'foo@bar.com'], ['isEmail', 'foo@bar'], ['isEmail', '"john..doe"@example.org'],
  ['isURL', 'https://例え.jp/path?q=1#f'], ['isURL', 'ftp://x'], ['isURL', 'http://localhost:3000', { require_tld: false }],
  ['isIP', '192.168.0.256'], ['isIP', '::ffff:127.0.0.1'], ['isUUID', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
  ['isCreditCard', '4111111111111111'], ['isISO8601', '2024-02-29T13:45:30Z'], ['isISO8601', '2023-02-29', { strict: true }],
  ['isJSON', '{"a":1}'], ['isBase64', 'aGVsbG8='], ['isHexColor', '#fFf'], ['isAlpha', 'Ünïcödé', 'de-DE'],
  ['isMobilePhone', '+4915123456789', 'de-DE'], ['isPostalCode', 'SW1A 1AA', 'GB'], ['isStrongPassword', 'Abcdef1!'],
  ['isIBAN', 'DE89370400440532013000'], ['isSemVer', '1.2.3-beta.1+build'], ['isJWT', 'a.b.c'], ['isMACAddress', '01:23:45:67:89:ab'],
];
for (const [fn, ...args] of checks) console.log(fn, args[0], validator[fn](...args));
console.log(validator.escape('<a href="x">&\'</a>'), validator.normalizeEmail('Foo.Bar+tag@GMail.com'), validator.trim('  x  '), validator.toInt('42abc'));
try { validator.isEmail(42); } catch (e) { console.log(e.name, e.message); }
