// SyntaxError texts for escapes under the u flag, inside and outside classes, as V8 in node 26 words them.
for (const p of ['[\\1]', '[\\8]', '[\\9a]', '[\\01]', '[\\00]', '[\\0]', '\\01', '[\\q]', '[\\c]', '[\\c1]', '[\\k]', '[\\1-2]', '\\1', '\\00', '[\\-]', '\\-', '[\\_]', '[\\ ]', '\\8', '[\\d-a]', '[a-\\d]', '\\c', '\\c1', '\\u{110000}', '[\\u{110000}]', '\\p{Foo}', '[\\p{Foo}]', '\\P', '\\p', '[\\B]', '[\\b]'])
  try { new RegExp(p, 'u'); console.log('ok', p); } catch (e) { console.log(e.message); }
// expect: Invalid regular expression: /[\1]/u: Invalid decimal escape
// expect: Invalid regular expression: /[\8]/u: Invalid escape
// expect: Invalid regular expression: /[\9a]/u: Invalid escape
// expect: Invalid regular expression: /[\01]/u: Invalid decimal escape
// expect: Invalid regular expression: /[\00]/u: Invalid decimal escape
// expect: ok [\0]
// expect: Invalid regular expression: /\01/u: Invalid decimal escape
// expect: Invalid regular expression: /[\q]/u: Invalid escape
// expect: Invalid regular expression: /[\c]/u: Invalid Unicode escape
// expect: Invalid regular expression: /[\c1]/u: Invalid Unicode escape
// expect: Invalid regular expression: /[\k]/u: Invalid escape
// expect: Invalid regular expression: /[\1-2]/u: Invalid decimal escape
// expect: Invalid regular expression: /\1/u: Invalid escape
// expect: Invalid regular expression: /\00/u: Invalid decimal escape
// expect: ok [\-]
// expect: Invalid regular expression: /\-/u: Invalid escape
// expect: Invalid regular expression: /[\_]/u: Invalid escape
// expect: Invalid regular expression: /[\ ]/u: Invalid escape
// expect: Invalid regular expression: /\8/u: Invalid escape
// expect: Invalid regular expression: /[\d-a]/u: Invalid character class
// expect: Invalid regular expression: /[a-\d]/u: Invalid character class
// expect: Invalid regular expression: /\c/u: Invalid Unicode escape
// expect: Invalid regular expression: /\c1/u: Invalid Unicode escape
// expect: Invalid regular expression: /\u{110000}/u: Invalid Unicode escape
// expect: Invalid regular expression: /[\u{110000}]/u: Invalid Unicode escape
// expect: Invalid regular expression: /\p{Foo}/u: Invalid property name
// expect: Invalid regular expression: /[\p{Foo}]/u: Invalid property name in character class
// expect: Invalid regular expression: /\P/u: Invalid property name
// expect: Invalid regular expression: /\p/u: Invalid property name
// expect: Invalid regular expression: /[\B]/u: Invalid escape
// expect: ok [\b]
