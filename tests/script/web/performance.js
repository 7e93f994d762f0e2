// performance: now, timeOrigin, mark, measure and the entry list (web/events.js) against node
const m = performance.mark('a', { detail: { x: 1 } }); console.log(m.name, m.entryType, typeof m.startTime, m.duration, m.detail, m.constructor.name, Object.prototype.toString.call(m));
const m2 = performance.mark('b', { startTime: 5 }); console.log(m2.startTime);
const me = performance.measure('m', 'a', 'b'); console.log(me.name, me.entryType, me.constructor.name, me.duration === 5 - m.startTime, me.detail);
const me2 = performance.measure('m2', { start: 1, end: 4, detail: 'd' }); console.log(me2.startTime, me2.duration, me2.detail);
const me3 = performance.measure('m3'); console.log(me3.startTime, typeof me3.duration);
performance.clearMarks('a'); console.log(performance.getEntriesByType('mark').map(e => e.name)); performance.clearMarks(); performance.clearMeasures(); console.log(performance.getEntries().length);
for (const f of [() => performance.mark(), () => performance.measure(), () => performance.measure('x', 'nope'), () => new Performance(), () => new PerformanceMark(), () => performance.mark('x', { startTime: -1 }), () => Performance.prototype.now.call({})])
  try { console.log(f()) } catch (e) { console.log(e.name, e.code, e.message) }
console.log(JSON.stringify(new PerformanceMark('z', { startTime: 1, detail: [1] })));
console.log(Object.getOwnPropertyDescriptor(globalThis, 'performance'));
console.log(new PerformanceMark('q', { startTime: 2 }));
const t0 = performance.now();
let x = 0;
for (let i = 0; i < 100; i++) x += i;
const t1 = performance.now();
console.log(t1 >= t0, Math.abs(performance.timeOrigin + t1 - Date.now()) < 1000);
performance.mark('p1', { startTime: 10 });
performance.mark('p2', { startTime: 20 });
performance.measure('pm', 'p1', 'p2');
console.log(performance.getEntries().map((e) => [e.name, e.entryType, e.startTime, e.duration]));
console.log(performance.getEntriesByName('pm')[0].toJSON());
// expect: a mark number 0 { x: 1 } PerformanceMark [object PerformanceMark]
// expect: 5
// expect: m measure PerformanceMeasure true null
// expect: 1 3 d
// expect: 0 number
// expect: [ 'b' ]
// expect: 0
// expect: TypeError ERR_MISSING_ARGS The "name" argument must be specified
// expect: TypeError ERR_MISSING_ARGS The "name" argument must be specified
// expect: SyntaxError 12 The "nope" performance mark has not been set
// expect: TypeError ERR_ILLEGAL_CONSTRUCTOR Illegal constructor
// expect: TypeError ERR_MISSING_ARGS The "name" argument must be specified
// expect: TypeError ERR_PERFORMANCE_INVALID_TIMESTAMP -1 is not a valid timestamp
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type Performance
// expect: {"name":"z","entryType":"mark","startTime":1,"duration":0,"detail":[1]}
// expect: {
// expect:   get: [Function: get performance],
// expect:   set: [Function: set performance],
// expect:   enumerable: true,
// expect:   configurable: true
// expect: }
// expect: PerformanceMark {
// expect:   name: 'q',
// expect:   entryType: 'mark',
// expect:   startTime: 2,
// expect:   duration: 0,
// expect:   detail: null
// expect: }
// expect: true true
// expect: [
// expect:   [ 'p1', 'mark', 10, 0 ],
// expect:   [ 'pm', 'measure', 10, 10 ],
// expect:   [ 'p2', 'mark', 20, 0 ]
// expect: ]
// expect: {
// expect:   name: 'pm',
// expect:   entryType: 'measure',
// expect:   startTime: 10,
// expect:   duration: 10,
// expect:   detail: null
// expect: }
