console.log("a\tb".length, 'it\'s', "q\"q", "back\\slash");
console.log("\x41\x62", "\u0041\u{1F600}".length, "\u{41}");
console.log("nl\nx".split("\n").length, "\0".charCodeAt(0), "\b\f\v\r".length);
console.log("line\
continued");
console.log('\u00e9', "\x7e");
// expect: 3 it's q"q back\slash
// expect: Ab 3 A
// expect: 2 0 4
// expect: linecontinued
// expect: é ~
