// A NUL code unit in a regular expression literal's source text (here made
// through eval) is a pattern character like any other, after a backslash too
// (an identity escape): the literal does not end there.
var r = eval('/\0/');
console.log(JSON.stringify(r.source), r.test('\0'), r.test('a'), r.source.length);
var s = eval('/a\\\0/');
console.log(JSON.stringify(s.source), s.test('a\0'), s.test('a'));
var t = eval('/nnnn\0/g');
console.log(JSON.stringify(t.source), t.flags, 'xnnnn\0'.replace(t, '!'));
var u = eval('/[\0-\x01]+/');
console.log(JSON.stringify(u.exec('a\0\x01b')[0]));
// expect: "\u0000" true false 1
// expect: "a\\\u0000" true false
// expect: "nnnn\u0000" g x!
// expect: "\u0000\u0001"
