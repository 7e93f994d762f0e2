// How console.log prints the Annex B built-ins.
console.log(Object.getOwnPropertyDescriptor(RegExp, '$1'));
console.log(Object.getOwnPropertyDescriptor(RegExp, "$'"));
console.log(RegExp.prototype.compile, String.prototype.substr, Date.prototype.toGMTString, String.prototype.trimLeft);
console.log(Object.prototype.__lookupGetter__, Object.getOwnPropertyDescriptor(Object.prototype, '__proto__'));
console.log(escape, unescape, String.prototype.anchor);
console.log([String.prototype.fontsize, Date.prototype.getYear]);
console.log(RegExp);
console.log(Object.getOwnPropertyDescriptors(RegExp).input);
// expect: {
// expect:   get: [Function: get $1],
// expect:   set: [Function: set $1],
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: {
// expect:   get: [Function: get $'],
// expect:   set: [Function: set $'],
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: [Function: compile] [Function: substr] [Function: toUTCString] [Function: trimStart]
// expect: [Function: __lookupGetter__] {
// expect:   get: [Function: get __proto__],
// expect:   set: [Function: set __proto__],
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: [Function: escape] [Function: unescape] [Function: anchor]
// expect: [ [Function: fontsize], [Function: getYear] ]
// expect: [Function: RegExp]
// expect: {
// expect:   get: [Function: get input],
// expect:   set: [Function: set input],
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
