const r = /a(b+)c/g;
console.log(r.test("xabbc"), "abc abbc".match(/ab+c/g), "a1b22".replace(/\d+/g, "#"));
// expect: true [ 'abc', 'abbc' ] a#b#
