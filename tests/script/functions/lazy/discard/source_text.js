// env: TARN_LAZY_DISCARD=1
// One copy of a file's text serves the parse of a discarded function at its
// first call, Function.prototype.toString and the source line of an error
// report. This file starts with a byte order mark (positions count from after
// it), and its functions hold text that is not ASCII.
function greet(name) {
    return 'héllo, ' + name + ' ✓ 😀'; // non-ASCII: é, ✓, 😀
}
console.log(greet.toString());
console.log(greet('wörld'));
console.log(greet.toString() === String(greet));
const made = new Function('a', 'return "ünïcode " + a');
console.log(made.toString());
console.log(made(1));
const evaled = eval('(function  evaled ( ) { return "é"; })');
console.log(evaled.toString(), evaled());
function nested() {
    function deeper(x) { return 'ü' + x; }
    return deeper;
}
// toString of a function whose parent was parsed again, before and after
// its own first call
const deeper = nested();
console.log(deeper.toString());
console.log(deeper(2), deeper.toString());
function fails() {
    null['pröp']; // expect runtime error: TypeError: Cannot read properties of null (reading 'pröp')
}
fails();
// expect: function greet(name) {
// expect:     return 'héllo, ' + name + ' ✓ 😀'; // non-ASCII: é, ✓, 😀
// expect: }
// expect: héllo, wörld ✓ 😀
// expect: true
// expect: function anonymous(a
// expect: ) {
// expect: return "ünïcode " + a
// expect: }
// expect: ünïcode 1
// expect: function  evaled ( ) { return "é"; } é
// expect: function deeper(x) { return 'ü' + x; }
// expect: ü2 function deeper(x) { return 'ü' + x; }
