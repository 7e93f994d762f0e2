// console.count/countReset, group/groupCollapsed/groupEnd indentation, dir, assert, info/debug/dirxml, print.
console.count(); console.count(); console.count('a'); console.count('default'); console.countReset(); console.count();
console.count(1); console.count({ toString() { return "obj"; } }); console.countReset('a'); console.count('a');
console.group('G1', 2); console.log('in\nside'); console.group(); console.log({ a: 1, b: [1, 2] }); console.groupEnd();
console.info('x'); console.groupEnd(); console.groupEnd(); console.log('out');
console.groupCollapsed('C'); console.debug('d'); console.dirxml('e', 1); console.group('%s-%d', 'f', 7);
console.dir([1, 'two']); console.groupEnd(); console.groupEnd();
console.dir({ a: { b: { c: { d: 1 } } } }, { depth: 0 }); console.dir({ a: { b: { c: { d: 1 } } } }, { depth: null });
console.dir({ a: { b: { c: { d: 1 } } } }); console.dir('s'); console.dir('%s', 1);
console.assert(true, 'no'); console.assert(1 === 1); console.assert('x');
console.log(typeof console.time, console.count.length, console.group.length, console.assert.length);
console.log(Object.keys(console).filter((k) => k !== "table").slice(0, 18).join());
console.clear();
// expect: default: 1
// expect: default: 2
// expect: a: 1
// expect: default: 3
// expect: default: 1
// expect: 1: 1
// expect: obj: 1
// expect: a: 1
// expect: G1 2
// expect:   in
// expect:   side
// expect:     { a: 1, b: [ 1, 2 ] }
// expect:   x
// expect: out
// expect: C
// expect:   d
// expect:   e 1
// expect:   f-7
// expect:     [ 1, 'two' ]
// expect: { a: [Object] }
// expect: {
// expect:   a: { b: { c: { d: 1 } } }
// expect: }
// expect: { a: { b: { c: [Object] } } }
// expect: 's'
// expect: '%s'
// expect: function 0 0 0
// expect: log,info,debug,warn,error,dir,time,timeEnd,timeLog,trace,assert,clear,count,countReset,group,groupEnd,dirxml,groupCollapsed
